"""A plan for any game whose engine runs a told replacement (audit 27c): the question's 「Xする代わりにY」
(`reading.replacement`) is taken out, the rest of the question is planned by the game's other plans (else
its phrasing builders), and the replacement is put on the one card the scripted actions aim at (of the
side its words name, when they name one: 「相手のUNITは」). The engine applies it as the replaced event is
about to happen (service/engine/replacement.py): the original event does not happen, only the new one
(kiseki 1216.1, ninjaslayer 1214.1, sve 10.10.1.1), so nothing that hangs on the original (スタンダメージ
1306.3, a 「殺された時」 1311.1, the オヒガン or 墓場, a 【ラストワード】) happens either. The answer's first
sentence says so when the run replaced it; a run that never reached the event keeps the other plan's own
sentence. Two replacements, one the lexicon cannot read, or not exactly one aimed card decline.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.extract import extract
from service.answering.reading.model import Reading
from service.answering.reading.replacement import ToldReplacement, blanked, told
from service.answering.reading.resulting import without
from service.answering.scenarios import BuiltScenario, build_scenario
from service.engine.scenario import SimulationResult

Plan = Callable[[Reading], BuiltScenario | None]
Head = Callable[[SimulationResult, str], list[str]]  # a game's further sentences after the replacement's
_DATA = Path(__file__).resolve().parent.parent / "lexicon" / "replacements.json"
_SIDES = {"相手": "player2", "向こう": "player2", "そっち": "player2", "自分": "player1", "こっち": "player1",
          "俺": "player1"}  # fmt: skip
_SIDE_WORDS = re.compile(r"\s*(?:でも|しかし|ただ)?\s*(相手|向こう|そっち|自分|こっち|俺)の")


@cache
def _said(game: str) -> dict[str, Any]:
    said: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))["games"][game]["said"]
    return said


def _aimed(payload: Mapping[str, Any]) -> set[str]:
    """The cards the scripted actions aim at (a stun, a damage, an attack or アイサツ target)."""
    return {str(a["target"]) for a in payload.get("actions", ()) if isinstance(a.get("target"), str)}


def replaced_plan(game: str, plans: Callable[[], Sequence[Plan]], more: Head | None = None) -> Plan:
    """The plan of `game` that runs a told replacement on top of the first of `plans()` that builds."""

    def plan(reading: Reading) -> BuiltScenario | None:
        found = told(game, reading.text)
        if not found or len(found) != 1:
            return None
        said = found[0]
        inside = [f for f in reading.facts if said.start <= f.start < said.end]
        rest = replace(without(reading, inside), text=blanked(reading.text, found))
        # the first situation the game's plans (else its phrasing builders) build on the question without
        # the replacement's words that aims at one card the replacement may be on
        found_card = next(
            (
                (b, c)
                for b in _situations(rest, plans(), plan, game)
                if (c := _holder(reading.text, said, b.payload))
            ),
            None,
        )
        if found_card is None:
            return None
        built, card = found_card
        payload = dict(built.payload)
        seat, uid = card
        spec = {"replaces": said.replaces, "instead": said.instead}
        field = [{**c, "replacements": [spec]} if c.get("id") == uid else c for c in payload[seat]["field"]]
        payload[seat] = {**payload[seat], "field": field}
        return BuiltScenario(
            f"{game}.plan.replaced_{said.replaces}",
            payload,
            _head(game, said, built.summarize, more),
            built.notes,
            quoted=((said.start, said.end),),
            held=((said.start, said.end),),  # the replacement is the card's own (a quote of it included)
        )

    return plan


def _situations(rest: Reading, plans: Sequence[Plan], own: Plan, game: str) -> Iterator[BuiltScenario]:
    for other in plans:
        if other is not own and (built := other(rest)) is not None:
            yield built
    phrased = build_scenario(game, extract(rest.text))
    if isinstance(phrased, BuiltScenario):
        yield phrased


def _holder(text: str, said: ToldReplacement, payload: Mapping[str, Any]) -> tuple[str, str] | None:
    """(seat, card id) of the one field card the replacement is on, which the actions must aim at."""
    words = _SIDE_WORDS.match(text[said.start : said.end])
    seats = [_SIDES[words.group(1)]] if words else ["player1", "player2"]
    aimed = _aimed(payload)
    cards = [
        (seat, str(c.get("id")))
        for seat in seats
        for c in payload.get(seat, {}).get("field", ())
        if str(c.get("id")) in aimed
    ]
    return cards[0] if len(cards) == 1 else None


def _head(
    game: str, said: ToldReplacement, other: Callable[[SimulationResult], str], more: Head | None
) -> Callable[[SimulationResult], str]:
    words = _said(game)

    def head(sim: SimulationResult) -> str:
        if not any(e.type == "replaced" for e in sim.events):
            return other(sim)  # the run never reached the replaced event: the other plan's conclusion
        old, new, clause = words["replaces"][said.replaces], words["instead"][said.instead], words["clause"]
        parts = [
            f"置換効果により、そのカードは{old}代わりに{new}({clause})",
            f"元の「{old}」は発生していません",
        ]
        if said.replaces in words.get("after", {}):  # what the replaced event would have brought
            parts.append(words["after"][said.replaces])
        parts += more(sim, said.replaces) if more is not None else []
        return "シミュレーション結果: " + "。".join(parts) + "。"

    return head
