"""A costed card that recovers PP, played from the stated PP (sve 8.2.1, 5.14.1, 5.14.1.1).

「PP最大値6でPPも6ある。コスト1のフォロワー「ファンファーレ PPを3回復する」を出したら、PPはいくつ?」: the
card's cost is paid first (8.2.1: 6 → 5), then its quoted recovery resolves (12.4.1 for a ファンファーレ,
10.6 for a spell) and stops at the PP max (5.14.1.1: 5 + 3 → 6, not 8). `sve_pay.pp_recovery` runs a
recovery with no card played; this plan adds the one costed card whose quoted text the recovery is
(blind AU sve-au-05 had withheld).
"""

from __future__ import annotations

import re

from service.answering.plans.sve_pay import costed_cards, told_resources
from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_QUOTE = re.compile(r"[「『][^」』]*[」』]")


def played_recovery(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or unbound_numbers(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    recovers = [f for f in acts if f.concept == "recover_pp"]
    plays = [f for f in acts if f.concept in ("play", "use") and f.value is None]
    if len(recovers) != 1 or len(plays) != 1 or len(acts) != 2 or not isinstance(recovers[0].value, int):
        return None
    # the recovery is the played card's own text: inside a quote, the play told after it
    quotes = [m.span() for m in _QUOTE.finditer(reading.text)]
    inside = [s for s in quotes if s[0] < recovers[0].start and recovers[0].end <= s[1]]
    if len(quotes) != 1 or not inside or plays[0].end <= inside[0][1]:
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.TURN):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    costed = costed_cards(reading)
    if costed is None or len(costed) != 1 or len(reading.of(Role.CARD)) > 1:
        return None
    cost, kind = costed[0]
    player = told_resources(reading, frozenset({"pp", "pp_max"}))
    if player is None or "pp" not in player or "pp_max" not in player:
        return None  # both decide what is left
    if not 0 <= player["pp"] <= player["pp_max"] <= 10 or not 1 <= recovers[0].value <= 10:
        return None
    if cost > player["pp"]:
        return None  # an unpayable cost is `sve_pay.play_cost`'s (8.2.1)
    hand = [{"id": "x1", "name": "出すカード", "kind": "follower" if kind == "card" else kind, "cost": cost}]
    payload = {
        "player1": dict(player) | {"hand": hand},
        "actions": [{"type": "play", "card": "x1"}, {"type": "recover_pp", "amount": recovers[0].value}],
    }
    notes = ("カードのコストを支払ってから、そのカードのPP回復を処理すると仮定(8.2.1、5.14.1)。",)
    # the quote is the played card's text, run as its recovery action: read whole and held by that card
    span = (inside[0],)
    head = story(recovery_head, limit=3)
    return BuiltScenario(f"{GAME}.planned_played_recovery", payload, head, notes, quoted=span, held=span)


def pp_recovery(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("number", "outcome") or unbound_numbers(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated and f.concept != "use"]
    if len(acts) != 1 or acts[0].concept != "recover_pp" or not isinstance(acts[0].value, int):
        return None
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.CARD):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    player = told_resources(reading, frozenset({"pp", "pp_max"}))
    if player is None or "pp" not in player or "pp_max" not in player:
        return None  # both decide how much is recovered
    if not 0 <= player["pp"] <= player["pp_max"] <= 10 or not 1 <= acts[0].value <= 10:
        return None
    payload = {"player1": player, "actions": [{"type": "recover_pp", "amount": acts[0].value}]}
    return BuiltScenario(
        f"{GAME}.planned_pp_recovery",
        payload,
        story(recovery_head, limit=2),
        ("効果は自分のターンのメインフェイズに処理すると仮定。",),
    )


def recovery_head(sim: SimulationResult) -> str:
    pp, pp_max = sim.counter("player1", "pp"), sim.counter("player1", "pp_max")
    if any("5.14.1.1" in e.rules for e in sim.events):
        return f"PPは{pp}になります。PP最大値の{pp_max}を超える分は回復しません"
    return f"PPは{pp}になります(PP最大値は{pp_max})"
