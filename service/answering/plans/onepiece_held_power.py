"""A character's power raised by its own quoted text under a condition (「【ドン!!×2】【自分のターン中】
このキャラのパワー+2000」を持つキャラ, 「【相手のターン中】このキャラのパワー+1000」) — its power in the turn
the question tells.

The quote is one the told card holds (「…」を持つ / 持ってる); its conditions are decided from the state told
(`plans/quoted_told`): 【ドン!!×N】 by the DON!! given to the card (8-3-2-3, 10-2-9-1), 【自分のターン中】 /
【相手のターン中】 by the turn told (8-3-2-4, 8-3-2-5); a part not met is void (8-3-2). What is left must be
「このキャラのパワー+X」 (or nothing). The card stands on the turn player's side in its owner's turn
(player1 is the turn player), on the other side otherwise, with its DON!! given; the run gives it the +X
when met, and its power is read from the run: printed + 1000 per DON!! given during its owner's turn
(6-5-5-2) + the raise. One card, its power, the DON!! given (optional) and the turn must be told; anything
else declines.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.plans.quoted_told import HELD, decided
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.onepiece_either import BASE_MARK
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_DON_POWER = 1000  # 6-5-5-2
_POWER_ASKED = re.compile(r"パワー\s*(?:は|って|が)?\s*(?:今|いま)?\s*(?:いくつ|何|なん|どう|[?？])")


def held_power(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or not _POWER_ASKED.search(reading.text):
        return None
    spans = quoted(reading.text)
    if len(spans) != 1:
        return None
    start, end, body = spans[0]
    if not HELD.match(reading.text[end:]):
        return None
    outside = [f for f in reading.facts if not start <= f.start < end]
    cards = [f for f in outside if f.role is Role.CARD]
    owners = {f.owner for f in cards if f.owner is not None}
    if not cards or any(f.concept != "character" for f in cards) or len(owners) > 1:
        return None
    owner = owners.pop() if owners else "self"
    if owner not in ("self", "opponent"):
        return None
    found = decided(GAME, reading, spans, body, owner)
    if found is None or not found[1]:
        return None  # no condition read: another plan's
    text, said, read, _held = found
    if text.unread or text.chosen or text.players or text.timing is not None:
        return None
    raise_by = 0
    for effect in text.effects:
        stats = effect.get("stats", {})
        if effect["effect"] != "modify" or set(stats) != {"power"}:
            return None
        raise_by += int(stats["power"])
    told = _told(reading.text, outside, read)
    if told is None:
        return None
    power, don, asker_turn = told
    seat = "player1" if asker_turn == (owner == "self") else "player2"  # player1: the turn player
    spec: dict[str, Any] = {"id": "b", "name": "テキストを持つキャラ", "power": power, "don": don}
    actions = [{"type": "effect", "effect": "modify", "stats": {"power": raise_by}, "target": {"card": "b"}}]
    payload = {seat: {"characters": [spec]}, "actions": actions if raise_by else []}
    notes = ("引用されたテキストは、そのキャラが持つ能力として、問われた時点で適用しました。",)
    return BuiltScenario(
        f"{GAME}.plan.held_power",
        payload,
        story(partial(_head, said=said), types=("modify",), limit=2),
        notes,
        ((start, end),),
    )


def _told(text: str, outside: list[Fact], read: list[Fact]) -> tuple[int, int, bool] | None:
    """The card's power, its DON!! given and whether it is its owner's turn; None when anything else is
    told or one of them is not."""
    powers = [f for f in outside if f.role is Role.STAT and f.concept == "power"]
    dons = [f for f in outside if f.role is Role.STAT and f.concept == "don"]
    turns = [f for f in outside if f.role is Role.TURN]
    if len(powers) != 1 or len(dons) > 1 or len({t.concept for t in turns}) != 1:
        return None
    if turns[0].concept not in ("self_turn", "opponent_turn"):
        return None
    for f in outside:
        if f.role in (Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.NUMBER, Role.QUANTITY):
            return None
        if f.role is Role.ACTION and (f.concept != "attach_don" or f.negated):
            return None
    if dons and _don_in_power(text, powers[0], dons[0]):
        return None  # 「ドン!!が2枚付与されたパワー5000のキャラ」: does 5000 count them? (6-5-5-2)
    power, don = powers[0].value, (dons[0].value if dons else 0)
    if not isinstance(power, int) or not isinstance(don, int) or not 0 <= don <= 10:
        return None
    return power, don, turns[0].concept == "self_turn"


def _head(sim: SimulationResult, *, said: tuple[str, ...]) -> str:
    state = sim.final_state
    players = state.get("players", {})
    for seat, player in players.items():
        cards = player.get("zones", {}).get("characters", [])
        card = next((c for c in cards if c.get("name") == "テキストを持つキャラ"), None)
        if card is None:
            continue
        attached = [d for d in player.get("zones", {}).get("attached", [])
                    if d.get("flags", {}).get("attached_to") == card.get("uid")]  # fmt: skip
        base = int(card.get("stats", {}).get("power", 0))
        mods = sum(int(m.get("power", 0)) for m in card.get("flags", {}).get("mods", []))
        don = _DON_POWER * len(attached) if state.get("turn_player") == seat else 0
        told = "。".join(said)
        return f"このキャラのパワーは{base + don + mods}です(6-5-5-2)。{told}"
    return ""


def _don_in_power(text: str, power: Fact, don: Fact) -> bool:
    """DON!! and a power told of the card without saying whether the power includes them, as
    `onepiece_card_box.Box.don_in_power` reads it (not for DON!! given after the power in a clause of its
    own, 「パワー5000のキャラにドン!!を2枚付与した」, nor a printed power, 「元々パワー5000」)."""
    if BASE_MARK.search(text, max(0, power.start - 6), power.end):
        return False
    return don.start < power.start or not re.search(r"[にはがて。]", text[power.end : don.start])
