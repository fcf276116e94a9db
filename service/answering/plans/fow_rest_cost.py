"""Paying [レスト] with a card in a stated state (fow §10.12.2): 「レストしてるけど[レスト]の能力使える?」 —
split from fow_cards (which keeps the card's damage and stats)."""

from __future__ import annotations

import re

from service.answering.plans.fow_cards import UID, card_spec, place_card, told_card
from service.answering.plans.fow_common import acts_only, another_card, asked, built, of
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

# 「[レスト]能力じゃなくて」「[レスト]のない能力」: an ability that is not a [レスト] one
_NOT_REST = re.compile(
    r"\[レスト\]\s*(?:の)?\s*(?:能力|コスト)?\s*(?:じゃ|では|でも)?\s*な[くいし]|\[レスト\]\s*(?:が|の)?\s*(?:ない|無い|不要)"
)
_NOT_STATE = re.compile(r"\s*(?:を|に関する|について|に関して|の効果)")
# 「もう一度」「再び」「2回目」: a use again — the earlier one rested the card
_AGAIN = re.compile(r"もう一[度回]|もう1[度回]|再び|再度|二[度回]目|2[度回]目|続けて|また")
# 「2回使える?」「両方使える?」: a second use asked — the first rests the card (10.12.2); 「リカバーしたら」
# 「リカバーさせて」: its state changed, or supposed changed, after the one told (audit 12b: 'yes' had been
# stated for two uses, 'no' for a rested card recovered)
_TWICE = re.compile(r"[2２二][回度]|両方|どちらも|どっちも|2つとも|二つとも|全部|何回|何度")
_RECOVERED = re.compile(r"リカバー\s*(?:したら|すれば|させ|され|さ?せた|しても|した(?!\s*状態)|でき|する)")


def _used_again(reading: Reading) -> bool:
    """Whether the question tells an ability used before the asked one (「さっき[レスト]の能力を使った。
    もう一度使える?」): that first [レスト] rested the card, so its stated state is not the one paying
    (10.12.2) — it had been stated 'yes' from the card's earlier リカバー状態."""
    uses = [f for f in of(reading, Role.ACTION, "use", "activate") if not f.negated]
    return len(uses) > 1 or _AGAIN.search(reading.text) is not None


def _stone(reading: Reading) -> tuple[str, str | None, str] | None:
    """The one 魔石 the question is about (「自分の魔石…この魔石の[レスト]能力」): every card told is a 魔石
    of at most one owner."""
    cards = of(reading, Role.CARD)
    owners = {c.owner for c in cards if c.owner is not None}
    if not cards or any(c.concept != "stone" for c in cards) or len(owners) > 1:
        return None
    return "stone", (owners.pop() if owners else None), cards[0].text


# the holder of a [レスト] ability no card noun names (「レストしてるけど[レスト]の能力使える?」
# 「もうレスト状態のそのカードで」): 10.12.2 rests 「このカード」 whatever its kind, so a resonator stands
# for it (noted)
_UNNAMED = "[レスト]の能力を持つカード"
UNNAMED_NOTE = (
    "カードの種類は書かれていないので、リゾネイターとしています([レスト]の支払いはカードの種類によりません、"
    "10.12.2)。"
)


def _unnamed(reading: Reading) -> tuple[str, str | None, str] | None:
    """The one card of the ability when the question names no card at all, its owner the one owner
    word told (none: the asker's, as `place_card` notes)."""
    if of(reading, Role.CARD) or of(reading, Role.STAT) or of(reading, Role.KEYWORD):
        return None
    owners = {f.owner for f in of(reading, Role.OWNER)}
    if len(owners) > 1 or owners - {"self", "opponent"}:
        return None
    return "resonator", (owners.pop() if owners else None), _UNNAMED


def rest_cost(reading: Reading) -> BuiltScenario | None:
    """Paying [レスト] (「リカバー状態のこのカードをレストする」, 10.12.2) with a card in the stated
    state: 「レストしてるけど[レスト]の能力使える?」."""
    ask = asked(reading, "can") or asked(reading, "outcome")  # 「…使える?」「…使うと?」
    if ask is None or not any(f.concept == "rest_symbol" for f in of(reading, Role.TERM)):
        return None
    if _NOT_REST.search(reading.text):
        return None  # 「[レスト]能力じゃなくて普通の起動能力なら」: the ability asked pays no [レスト]
    if _TWICE.search(reading.text) or _RECOVERED.search(reading.text):
        return None
    if not acts_only(reading, "activate", "pay") or another_card(reading):
        return None
    card = told_card(reading) or _stone(reading) or _unnamed(reading)
    rests = of(reading, Role.STATE, "rested")  # 「レストを参照する能力」: the word as an object, no state
    states = {not f.negated for f in rests}
    if card is None or len(states) != 1 or any(_NOT_STATE.match(reading.text, f.end) for f in rests):
        return None
    if _used_again(reading) and states != {True}:
        return None  # an earlier use rested the card told recovered; one told rested stays so (10.12.2)
    kind, owner, name = card
    if owner == "opponent" and any(o.owner == "self" for o in of(reading, Role.OWNER)):
        return None  # 「相手のリゾネイターの[レスト]能力を俺が使える?」: not the card's player playing it
    notes: list[str] = [UNNAMED_NOTE] if name == _UNNAMED else []
    spec = card_spec(reading, kind, name, notes)
    if spec is None:
        return None
    spec["rested"] = states.pop()
    payload, me = place_card(reading, spec, owner, notes)
    if kind == "stone":  # a 魔石 stands in the 魔石エリア, not on the field (10.2.5: its will ability)
        seat = next(iter(k for k in payload if k != "operations"))
        payload[seat] = {"stone_area": payload[seat]["field"]}
    payload["operations"].append({"kind": "rest", "player": me, "card": UID, "symbol": True})

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"{name}はレスト状態なので[レスト]を支払えず、その能力は使えません"
        return f"{name}はリカバー状態なので[レスト]を支払え、その能力を使えます"

    return built("rest_cost", payload, head, notes, me)
