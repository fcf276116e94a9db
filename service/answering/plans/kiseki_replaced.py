"""軌跡 TCG plan: a stun that a told replacement turns into another event
(「スタンする代わりにアクション状態になる」「スタンされる代わりに手札に戻る」, audit 27c).

The replacement is read as data (`reading.replacement`: the event replaced, the event instead, its words);
the question without its words is planned as the stun it tells — by an effect (`kiseki_stun.effect_stun`)
or in a battle (`kiseki_fight.fight`) — and the replacement is put on the one UNIT it is said of (the side
its words name, else the UNIT the stun hits). The engine then replaces the stun as it happens: the stun
does not happen and only the new event does (1216.1), so no スタンダメージ is lost for it (1306.3); an
overkill of the battle is no stun and still happens (804.11a-3). A 「代わりに」 the lexicon does not read,
two replacements, or a UNIT it may be said of that is not the one declines.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.kiseki_fight import fight
from service.answering.plans.kiseki_stun import effect_stun
from service.answering.reading.model import Reading
from service.answering.reading.replacement import ToldReplacement, blanked, told
from service.answering.reading.resulting import without
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.kiseki_verdict import lost_kizuna
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_SIDES = {"相手": "player2", "向こう": "player2", "そっち": "player2", "自分": "player1", "こっち": "player1",
          "俺": "player1"}  # fmt: skip
_INSTEAD = {
    "act": "アクション状態になります",
    "hand": "持ち主の手札に戻ります",
    "removed": "ゲームから除外されます",
}
_SIDE_WORDS = re.compile(r"\s*(?:でも|しかし|ただ)?\s*(相手|向こう|そっち|自分|こっち|俺)の")
_NAMES = {"player1": "自分", "player2": "相手"}


def _side(text: str, said: ToldReplacement) -> str | None:
    words = _SIDE_WORDS.match(text[said.start : said.end])
    return _SIDES[words.group(1)] if words else None


def _stunned(payload: dict[str, Any]) -> set[str]:
    """The UNITs the scripted actions stun or attack (the ones a stun may hit)."""
    hit: set[str] = set()
    for action in payload.get("actions", ()):
        if action.get("op") == "stun" or action.get("kind") == "attack":
            hit.add(str(action.get("target")))
    return hit


def replaced_stun(reading: Reading) -> BuiltScenario | None:
    found = told(GAME, reading.text)
    if not found or len(found) != 1 or found[0].replaces != "stun":
        return None
    said = found[0]
    inside = [f for f in reading.facts if said.start <= f.start < said.end]
    rest = replace(without(reading, inside), text=blanked(reading.text, found))
    built = effect_stun(rest) or fight(rest)
    if built is None:
        return None
    payload: dict[str, Any] = {k: v for k, v in built.payload.items()}
    side = _side(reading.text, said)
    seats = [side] if side else ["player1", "player2"]
    held = [
        (seat, card)
        for seat in seats
        for card in payload.get(seat, {}).get("field", ())
        if side is not None or str(card.get("id")) in _stunned(payload)
    ]
    if len(held) != 1 or str(held[0][1].get("id")) not in _stunned(payload):
        return None  # which UNIT the replacement is on, or it is not the one the stun may hit
    seat, card = held[0]
    field = [
        {**c, "replacements": [{"replaces": "stun", "instead": said.instead}]} if c is card else c
        for c in payload[seat]["field"]
    ]
    payload[seat] = {**payload[seat], "field": field}
    return BuiltScenario(
        f"{GAME}.plan.replaced_stun",
        payload,
        _head(said.instead),
        built.notes,
        quoted=((said.start, said.end),),
    )


def _head(instead: str) -> Any:
    def head(sim: SimulationResult) -> str:
        replaced = [e for e in sim.events if e.type == "replaced"]
        if not replaced:
            return "置換効果の対象となるスタンは発生しませんでした。"
        parts = [
            f"置換効果により、そのUNITはスタンせず、代わりに{_INSTEAD[instead]}(1216.1)",
            "スタンは発生しなかったので、そのスタンダメージ(1306.3)はありません",
        ]
        for player, name in _NAMES.items():
            lost = lost_kizuna(sim, player)
            overkill = lost_kizuna(sim, player, "804.11a-3") + lost_kizuna(sim, player, "804.11b")
            if overkill:
                parts.append(f"オーバーキルはスタンとは別に発生し、{name}は絆を{lost}点失います(804.11a-3)")
            elif any(e.data.get("player") == player for e in sim.events if e.type == "counter"):
                parts.append(f"{name}は絆を{lost}点失います")
        if len(parts) == 2:
            parts.append("どちらのプレイヤーも絆を失いません(0点)")
        return "シミュレーション結果: " + "。".join(parts) + "。"

    return head
