"""A [レスト] ability used, then asked again (fow §10.12.2): the told use rests the card, so the next use
cannot pay [レスト] — unless the card was told recovered in between (10.12.1).

「[レスト]の能力を使ったリゾネイターで、同じターンにもう一度その能力を使える?」 'no';
「[レスト]の能力を使ったリゾネイターを、効果でリカバーした。もう一度[レスト]の能力を使える?」 'yes'
(audit 24c: both had been withheld — `rest_cost` runs a card told in one state and declines a use told
before the asked one). The run starts from the card recovered (the told use paid [レスト], so it stood),
scripts the told use's rest, the told recovery, and the asked use's rest: the engine refuses a rest of a
rested card.
"""

from __future__ import annotations

import re

from service.answering.plans.fow_cards import UID, card_spec, place_card, told_card
from service.answering.plans.fow_common import acts_only, another_card, asked, built, of
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

# 「[レスト]能力じゃなくて」: an ability paying no [レスト]
_NOT_REST = re.compile(
    r"\[レスト\]\s*(?:の)?\s*(?:能力|コスト)?\s*(?:じゃ|では|でも|が|の)?\s*(?:な[くいし]|無い|不要)"
)
# 「2回使える?」「何回」: a count asked, not one use again
_COUNTED = re.compile(r"[2２二3３三][回度]|両方|どちらも|どっちも|何回|何度")
# the told recovery as what happened (「リカバーした」「リカバーされた」), not supposed (「リカバーしたら」)
_RECOVERED = re.compile(r"リカバー\s*(?:し|され|させ)(?:た|て)(?!\s*ら)")
# any word of the card standing again: read as the told recovery or the plan declines (「リカバーしたら」 is
# a supposition the run would otherwise drop — it had stated 'no')
_STANDS = re.compile(r"リカバー|回復|起き|縦に|アンタップ|立て")


def rest_again(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "can")
    if ask is None or len(of(reading, Role.TERM, "rest_symbol")) == 0 or _NOT_REST.search(reading.text):
        return None
    if _COUNTED.search(reading.text) or not acts_only(reading, "activate", "pay") or another_card(reading):
        return None
    uses = [f for f in of(reading, Role.ACTION, "use", "activate") if not f.negated]
    if len(uses) != 2 or not uses[0].end <= uses[1].start <= ask.start:
        return None  # one use told, one asked
    states = of(reading, Role.STATE)
    if any(f.concept != "rested" or not f.negated for f in states) or len(states) > 1:
        return None  # a card told rested or in another state is `rest_cost`'s
    recovered = [f for f in states if uses[0].end <= f.start < uses[1].start]
    if len(recovered) != len(states):
        return None
    if recovered and not _RECOVERED.match(reading.text, recovered[0].start):
        return None
    if not recovered and _STANDS.search(reading.text):
        return None
    notes: list[str] = []
    # a card named (「リゾネイター」「J/リゾネイター」): with none, 「[レスト]の能力を使ったあと、もう一度
    # 使える?」 — style audit 23d keeps it withheld
    card = told_card(reading)
    if card is None:
        return None
    kind, owner, name = card
    if kind == "stone":
        return None  # a 魔石's [レスト] is its will ability (fow_will_ability)
    spec = card_spec(reading, kind, name, notes)
    if spec is None:
        return None
    spec["rested"] = False  # the told use paid [レスト]: the card stood then (10.12.2)
    payload, me = place_card(reading, spec, owner, notes)
    ops = payload["operations"]
    ops.append({"kind": "rest", "player": me, "card": UID, "symbol": True})
    if recovered:
        ops.append({"kind": "recover", "player": me, "card": UID})
    ops.append({"kind": "rest", "player": me, "card": UID, "symbol": True})

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return (
                f"1回目の[レスト]で{name}はレスト状態になっているので、"
                "もう一度[レスト]は支払えず、その能力は使えません"
            )
        return f"{name}はリカバーしてリカバー状態に戻っているので、もう一度[レスト]を支払って使えます"

    return built("rest_again", payload, head, notes, me)
