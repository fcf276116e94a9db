"""A cost change quoted as a card's text (「あなたの手札のキャラのコストは2少なくなる」
「手札のスペルのコストは1少なくなる」): the card noun and the owner word inside the quote say which
cards it lowers — cards of that kind in its controller's hand (onepiece 1-3-6, sve 10.4.4.1) — and
are no cards or players of the situation. A plan that pays a played card's cost reads the question
without them (`unquoted_kinds`; `cost_text_read` wraps such a plan) and runs the change only on a
card of a kind the text names: another kind played declines.

The controller is the asker: the text says あなた (or names no player) and the sentence before the quote
names no other player (「相手の場に「あなたの手札の…」」 lowers the opponent's costs: declined, as is a
quote naming 相手). A card said to hold the text (「「…」を持つフォロワー」) is a card of the situation
the gate looks for: not read here. Only a quote that says the change of the hand's cards and nothing
else is read here; any other quote (「コスト-3」 of one card, a condition, a limit) is left to the plan
as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from service.answering.reading.card_text import quoted
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

Plan = Callable[[Reading], BuiltScenario | None]

# the reader's cost-change concepts (lexicon: onepiece cost_reduce, sve cost_down / cost_change, kiseki and
# ninjaslayer cost_down / cost_up)
_CHANGES = frozenset({"cost_reduce", "cost_down", "cost_change", "cost_up"})
_THEIRS = re.compile(r"相手|向こう|対戦相手")
# the whole text a plan reads: the hand's cards (of one kind), their cost lowered by N, nothing else (a
# condition, a limit, a duration, another effect: left to the plan)
_WHOLE = re.compile(
    r"\s*(?:(?:(?:あなた|自分)\s*の\s*)?手札\s*(?:に\s*ある\s*)?の|"
    + r"(?P<both>お互い|各|すべて|全て)?\s*(?:の)?\s*"
    r"(?:プレイヤー|あなた|自分)?\s*(?:が)\s*(?:プレイ|エントリー|登場)\s*(?:する|させる))"
    r"\s*(?:[ァ-ヶーA-Za-z・]{1,12}\s*(?:カード)?\s*の\s*)?"
    r"(?:CP|EP)?\s*コスト\s*(?:(?:は|が|を)\s*[0-9０-９一二三四五]\s*(?:少なく|下が|軽く|減|多く|増え|上が|重く)(?:なる|る|する|す)?"
    r"|[-−－+＋]\s*[0-9０-９])\s*。?\s*"
)


def unquoted_kinds(reading: Reading) -> tuple[Reading, frozenset[str], tuple[tuple[int, int], ...]] | None:
    """The reading without the card nouns and owner words inside quoted cost changes, the card kinds
    those quotes name (empty: none named, or no such quote) and the quotes' spans (read whole); None
    when a quote lowers another player's costs or says more than the change."""
    drop: list[Fact] = []
    owned: list[Fact] = []
    kinds: set[str] = set()
    spans: list[tuple[int, int]] = []
    for start, end, body in quoted(reading.text):
        inside = [f for f in reading.facts if start <= f.start and f.end <= end]
        if not any(f.concept in _CHANGES for f in inside):
            continue
        whole = _WHOLE.fullmatch(body)
        if not whole:
            continue  # 「コスト-3」, or a text saying more: the plan reads it as before (or declines)
        spans.append((start, end))
        owners = [f for f in inside if f.role is Role.OWNER]
        opened = max(reading.text.rfind(c, 0, start) for c in "。?？!！") + 1
        # 「お互いのプレイヤーがプレイする…」: every player's plays, the asker's among them, whoever's
        # card says it (an increase from the opponent's card: 10.4.4.1, 1204.2f-7, 1204.2g-5)
        everyone = whole.group("both") is not None
        mine = all(f.owner == ("both" if everyone else "self") or f.owner == "self" for f in owners)
        if not mine or (not everyone and _THEIRS.search(reading.text, opened, start)):
            return None  # 「相手の手札の…」, or a text on the opponent's card: not the asker's costs
        nouns = [f for f in inside if f.role is Role.CARD]
        kinds |= {str(f.concept) for f in nouns}
        # the play the text names (「プレイする」「エントリーする」) is its scope, not an act of the situation
        drop += owners + nouns + [f for f in inside if f.role in (Role.ACTION, Role.TERM)]
        if everyone:
            # whose card holds it (「相手の場に「お互いの…」」) changes nothing: the asker's plays are among
            # those it changes, so the change is the asker's too
            drop += [f for f in reading.facts if f.role is Role.OWNER and opened <= f.start < start]
            owned += [f for f in inside if f.concept in _CHANGES and f.owner == "both"]
    if not drop:
        return reading, frozenset(kinds), tuple(spans)
    facts = (replace(f, owner=None) if f in owned else f for f in reading.facts if f not in drop)
    kept = replace(reading, facts=tuple(facts))
    return kept, frozenset(kinds), tuple(spans)


def cost_text_read(plan: Plan) -> Plan:
    """`plan` run on the question without the nouns of its quoted cost changes; its scenario must play
    only cards of the kinds those texts name, and names the quotes as read whole (the gate counts
    their facts the plan's)."""

    def planned(reading: Reading) -> BuiltScenario | None:
        unquoted = unquoted_kinds(reading)
        if unquoted is None:
            return None
        stripped, kinds, spans = unquoted
        built = plan(stripped)
        if built is None or not spans:
            return built
        if kinds and not _played_kinds(built.payload) <= kinds:
            return None  # 「あなたの手札のイベントのコストは…」 of a character played: another kind's cost
        return replace(built, quoted=(*built.quoted, *spans))

    return planned


def _played_kinds(payload: Mapping[str, Any]) -> set[str]:
    """The kinds of the hand cards the scenario's actions play ("?" for one of no kind)."""
    played = {a.get("card") for a in payload.get("actions", ()) if isinstance(a, Mapping)}
    return {
        str(card.get("kind", "?"))
        for seat in ("player1", "player2")
        if isinstance(payload.get(seat), Mapping)
        for card in payload[seat].get("hand", ())
        if isinstance(card, Mapping) and card.get("id") in played
    } or {"?"}
