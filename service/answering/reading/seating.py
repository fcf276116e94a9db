"""Who sits where in a scenario payload, for the owner and scope checks (`owned.py`, `scoped.py`).

Every game's scenario seats two players (``player1``/``player2``) holding cards with ids, and
scripts ``actions``/``operations`` that name players, card ids or both (``"player": "both"``).
`Board` answers, for any game: which seat holds a card, which seats a scripted action reaches, and
which seat it says does it. It knows the JSON shape, never a game's rules.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.acting import _attack_seats
from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Fact
from service.engine.events import Event

SEATS = ("player1", "player2")
_SCRIPTS = ("actions", "operations")
# a scripted value naming every player at once (sve ``"player": "both"``)
ALL = frozenset({"both", "all", "each", "every"})
SENTENCE_END = re.compile(r"[。!?！？\n]")
_QUOTES = (("「", "」"), ("『", "』"))
_ATTACKS = frozenset({"attack", "aisatsu"})
_DREW_EMPTY = frozenset({"drew_empty", "drew_from_empty"})  # the engines' counters of a failed draw


@dataclass(frozen=True, slots=True)
class Misowned:
    """Why the verdict is withheld, and the decisive fact whose owner or scope the scenario misses
    (marked not_modeled, so the answer's not_modeled names its span)."""

    kind: str  # scope_players, scope_cards, value_owner, card_owner, act_owner, turn_order
    reason: str
    fact: Fact


class Board:
    """The scenario's cards by seat and zone, its scripted actions and the run's events."""

    def __init__(self, game: str, scenario: Mapping[str, Any], events: Sequence[Event] = ()) -> None:
        self.game = game
        self.scenario = scenario
        self.events = events
        self.cards: list[tuple[str, str, Mapping[str, Any]]] = []  # (seat, zone, card)
        for seat in SEATS:
            side = scenario.get(seat)
            if not isinstance(side, Mapping):
                continue
            for path, _key, value in pl.walk(side, seat):
                if isinstance(value, Mapping) and (pl.is_card(value) or "name" in value):
                    zone = re.search(r"\.([A-Za-z_]+)(?:\[\d+\])?$", path)
                    self.cards.append((seat, zone.group(1) if zone else "", value))
        self.seat_of = {str(c["id"]): seat for seat, _z, c in self.cards if c.get("id") is not None}
        self.scripts = [a for key in _SCRIPTS for a in scenario.get(key) or () if isinstance(a, Mapping)]

    def spec(self, concept: str) -> Mapping[str, Any]:
        found: Mapping[str, Any] = lexicon(self.game).engine.get(concept, {})
        return found

    def scripted(self, concept: str) -> list[Mapping[str, Any]]:
        """The scripted actions of `concept` (the lexicon's ``acts`` for it)."""
        acts = set(self.spec(concept).get("acts", ()))
        return [a for a in self.scripts if acts & {str(a.get(k)) for k in ("type", "kind", "op", "effect")}]

    def reached(self, node: Any) -> set[str]:
        """Every seat an action (or an event's data) names: a seat, a seat's key (「counts」), a card
        of that seat, or every seat (``"both"``)."""
        out: set[str] = set()
        for _path, key, value in pl.walk(node):
            if key in SEATS:
                out.add(key)
            for v in value if isinstance(value, list) else [value]:
                if isinstance(v, str):
                    out |= set(SEATS) if v in ALL else {v} & set(SEATS)
                    out |= {self.seat_of[v]} if v in self.seat_of else set()
        return out

    def evented(self, concept: str) -> set[str] | None:
        """The seats the run's events of `concept` name (an act the phase does, not scripted: the
        turn's draw); None when no event of the concept happened."""
        kinds = set(self.spec(concept).get("events", ()))
        # a draw from an empty deck some engines record as a counter (kiseki drew_empty 1102.1, sve
        # drew_from_empty 1.2.1.2) is a draw that failed: it reaches its player like draw_failed
        failed = "draw_failed" in kinds
        data = [
            dict(e.data)
            for e in self.events
            if e.type in kinds or (failed and e.type == "counter" and e.data.get("key") in _DREW_EMPTY)
        ]
        return {s for d in data for s in self.reached(d)} if data else None

    def aimed(self, act: Mapping[str, Any]) -> set[str]:
        """The seats an action is aimed at: its target fields' seats and cards (an attack's
        ``"leader"`` is the leader of the seat it does not come from)."""
        out: set[str] = set()
        attack = str(act.get("type") or act.get("kind")) in _ATTACKS
        for key in ("target", "targets", "to") if attack else ("target", "targets", "to", "card", "cards"):
            value = act.get(key)
            for v in value if isinstance(value, list) else [value]:
                ref = v.get("card") if isinstance(v, Mapping) else v
                if attack and ref in ("leader", "player"):
                    out |= set(SEATS) - self.doers(act) if len(self.doers(act)) == 1 else set()
                elif isinstance(ref, str):
                    out |= self.reached({key: ref})
        return out

    def doers(self, act: Mapping[str, Any]) -> set[str]:
        """The seat an action says does it: an attack's (the attacker's side, or the turn player's),
        else its ``player``/``controller``, else its acting card's."""
        if str(act.get("type") or act.get("kind")) in _ATTACKS:
            attacks = [a for a in self.scripts if str(a.get("type") or a.get("kind")) in _ATTACKS]
            seats = _attack_seats(self.scenario)
            return seats[attacks.index(act)] if act in attacks and len(seats) == len(attacks) else set()
        player = act.get("player") or act.get("controller")
        if not isinstance(player, str):  # a malformed action (a list, a number) names no seat
            player = None
        if player in SEATS:
            return {str(player)}
        if player in ALL:
            return set(SEATS)
        refs = act.get("attackers") or act.get("cards") or [act.get("attacker") or act.get("card")]
        refs = refs if isinstance(refs, list) else [refs]
        return {self.seat_of[str(r)] for r in refs if isinstance(r, str) and r in self.seat_of}


def quoted(text: str, at: int) -> bool:
    """Whether position `at` is inside quoted card text (its 自分/相手 are its controller's)."""
    return any(text.count(o, 0, at) > text.count(c, 0, at) for o, c in _QUOTES)


def who(owner: str | None) -> str:
    return {"self": "自分", "opponent": "相手"}.get(str(owner), "両プレイヤー")
