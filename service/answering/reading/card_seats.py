"""The cards in play of each seat of a scenario payload, and which of them a run removed (the destroyed
verdict's ground: `fate.asked_fate`, `assumed_stat`, `removal`)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from service.engine.events import Event

GONE = frozenset({"trash", "graveyard", "ohigan", "kiseki"})
# the zones a card is in play in (the engines' zone names): a move from one of them to a zone of
# GONE is a removal; a discard from the hand or a trigger from the life is none
PLAY = frozenset({"field", "characters", "stage", "ruler_area", "stone_area", "evolved"})


def cards_by_seat(payload: Mapping[str, Any]) -> dict[str, dict[str, Mapping[str, Any]]]:
    """The cards in play of each seat (player1/player2): id → spec."""
    out: dict[str, dict[str, Mapping[str, Any]]] = {}
    for seat in ("player1", "player2"):
        side = payload.get(seat)
        if not isinstance(side, Mapping):
            continue
        for zone, cards in side.items():
            if isinstance(cards, Mapping):  # a zone of one card (onepiece's stage: 3-8-5-1)
                cards = [cards]
            if zone not in PLAY or not isinstance(cards, list):
                continue
            for card in cards:
                if isinstance(card, Mapping) and isinstance(card.get("id", card.get("uid")), str):
                    out.setdefault(seat, {})[str(card.get("id", card.get("uid")))] = card
    return out


def in_play(payload: Mapping[str, Any], events: Sequence[Event]) -> dict[str, dict[str, Mapping[str, Any]]]:
    """The payload's cards in play of each seat, and the cards the run brought into play (a card
    played from the hand, with the name the engine gives it)."""
    out = cards_by_seat(payload)
    for e in events:
        where, seat, card = e.data.get("to_zone"), e.data.get("to_player"), e.data.get("card")
        if e.type == "move" and where in PLAY and isinstance(seat, str) and isinstance(card, str):
            out.setdefault(seat, {}).setdefault(card, {"name": e.data.get("name", "")})
    return out


# 「場から消える?」「場に残る?」: whether a card leaves the field is asked — a card removed from the game
# (fow 10.3.1, to the 除外エリア) leaves it too, though it is not destroyed (「破壊される?」 stays no)
LEAVES = re.compile(r"場から(?:消え|いなくな|離れ)|場に残")
# the zones a card that left the field without being destroyed is in: fow's and kiseki's 除外エリア /
# 除外領域 ("removed", 10.3.1 / 1330.1), ninjaslayer's 除外・ゾーン ("exclude", 1324.1 — it had been
# missing: 「除外する」 used on a character, 「場に残る?」 was stated yes), sve's 消滅領域, the hand
LEFT = frozenset({"removed", "exclude", "banished", "hand"})
BANISHED = re.compile(r"消滅")  # 「消滅する?」「消滅される?」: sve's 消滅 (5.6.1), no destruction (5.5.1)


def removed(events: Sequence[Event], asked: str = "") -> set[str]:
    """The ids of the cards the run removed from play (a move from a play zone to trash/墓地/オヒガン/
    軌跡; a discard from the hand is none; when the `asked` words ask whether it left the field (LEAVES),
    also one to a zone of LEFT: the 除外 zones, sve's 消滅領域 or the hand). Every engine moves a removed card
    (`core.move_card`); fow's ``destroy`` event records a destruction that was not carried out (10.9.3
    破壊されない). 「消滅する?」 (BANISHED) asks a move to sve's 消滅領域 (5.6.1) too (audit 23e)."""
    verb = asked_verb(asked)
    if verb is not None:  # 「手札に戻せる?」「除外できる?」: removed by the move that verb names
        return _moved(events, verb)
    gone = GONE | (LEFT if LEAVES.search(asked) else set())
    gone |= {"banished"} if BANISHED.search(asked) else set()
    return _moved(events, gone)


def _moved(events: Sequence[Event], zones: frozenset[str] | set[str]) -> set[str]:
    return {
        str(e.data.get("card"))
        for e in events
        if e.type == "move" and e.data.get("to_zone") in zones and e.data.get("from_zone") in PLAY
    }


_ASKS = Path(__file__).resolve().parents[1] / "lexicon" / "removal_asks.json"
_VERBS = tuple(
    (re.compile(v["regex"]), frozenset(v["zones"])) for v in json.loads(_ASKS.read_text("utf-8"))["verbs"]
)


def asked_verb(asked: str) -> frozenset[str] | None:
    """The zones of the removal verb the destroyed ask names (lexicon/removal_asks.json), None for
    another ask (「破壊される?」「KOできる?」「場に残る?」)."""
    found = [zones for pattern, zones in _VERBS if pattern.search(asked)]
    return frozenset().union(*found) if found else None


def acted_ids(payload: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(key, value) of the actions' card references: attacker/target/blocker …"""
    out: list[tuple[str, str]] = []
    listed = [payload.get(k) for k in ("actions", "operations")]  # fow: §10 operations
    for action in (a for told in listed if isinstance(told, list) for a in told):
        if isinstance(action, Mapping):
            for k, v in action.items():  # 「"attackers": ["a"]」: each card of a list too
                out.extend((str(k), x) for x in (v if isinstance(v, list) else [v]) if isinstance(x, str))
    return out


def fate_of(ids: set[str], gone: set[str]) -> bool | None:
    """Whether the cards `ids` were all removed (True) or all stayed (False); None when they differ."""
    fates = {i in gone for i in ids}
    return fates.pop() if len(fates) == 1 else None
