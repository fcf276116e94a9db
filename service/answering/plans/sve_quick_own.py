"""Shadowverse Evolve: a 【クイック】 card played in the asker's own main phase (audit 26e) —
「自分のメインフェイズに【クイック】持ちのスペルって使える?」「俺のターンのメインフェイズ中にクイックのフォロワー
出せる?」.

A 【クイック】 card may also be played in its player's own main phase (12.3.5): there the turn player plays
any card of the hand, paying its cost (8.2.1, 7.3.3) — the keyword adds moments in the opponent's turn
(12.3.4), it takes none away. The run: the asker is the turn player in its main phase and plays the card
(cost 1 and 1 PP left: named defaults, the question tells neither; a told PP or cost is
`sve_pay`'s family). The moment words are `lexicon/moments.json`'s (`own_main`); another moment said
beside it (the opponent's turn or attack, an end phase), another act, a state, a count or another card
is not this plan's.
"""

from __future__ import annotations

from typing import Any

from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.moments import said
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_QUICK = "クイック"


def own_main_quick(reading: Reading) -> BuiltScenario | None:
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.negated or action.concept not in ("play", "use"):
        return None
    if not said(reading.text, GAME, "own_main") or said(reading.text, GAME, "their_moment"):
        return None
    if any(f.concept != "self_turn" or f.negated for f in reading.of(Role.TURN)):
        return None
    keywords = reading.of(Role.KEYWORD)
    if len(keywords) != 1 or keywords[0].concept.strip("【】") != _QUICK or keywords[0].negated:
        return None
    if reading.of(Role.STAT, Role.STATE, Role.MODIFIER, Role.QUANTITY, Role.NUMBER):
        return None  # a told cost, PP or state decides the payment: another family
    if any(f is not action for f in reading.of(Role.ACTION)):
        return None
    cards = reading.of(Role.CARD)
    if len(cards) > 1 or any(f.start < keywords[0].start or f.owner == "opponent" for f in cards):
        return None
    kind = cards[0].concept if cards else "spell"
    if kind not in ("spell", "follower", "amulet"):
        return None
    card: dict[str, Any] = {"id": "q", "name": "手札の【クイック】のカード", "kind": kind, "cost": 1}
    card["keywords"] = [_QUICK]
    payload = {
        "player1": {"pp": 1, "pp_max": 1, "hand": [card]},
        "player2": {},
        "actions": [{"type": "play", "card": "q"}],
    }
    notes = (
        "カードのコストとPPは書かれていないので、コスト1・PPが1残っているものとしました(支払えるかは別の問題です)。",
        "カードの効果は、プレイできるかどうかに関わらないので再現していません。",
    )
    return BuiltScenario(
        f"{GAME}.plan.own_main_quick", payload, story(_head, types=("rejected", "play"), limit=2), notes
    )


def _head(sim: SimulationResult) -> str:
    refused = next((e for e in sim.events if e.type == "rejected"), None)
    if refused is not None:
        return f"そのカードはプレイできません({'、'.join(refused.rules)})"
    return (
        "プレイできます。【クイック】を持つカードは、自分のターンのメインフェイズ中にもプレイできます"
        "(12.3.5、8.2.1)"
    )
