"""ニンジャスレイヤーTCG: a character entered while the コトダマ空間 holds a card (1206.1, 602.1).

1206.1: the player with priority enters a character card only when no card, ability or damage check
is on the コトダマ空間; a scenario's ``enter`` with ``now`` is tried at the priority it gets, without
waiting for the コトダマ空間 to empty; without ``now`` it waits and enters after the resolution.
"""

from __future__ import annotations

from typing import Any

from tests.engine.ninjaslayer_helpers import sim


def _stacked(now: bool) -> dict[str, Any]:
    hand = [
        {"id": "k", "kind": "kotodama", "cost": 1},
        {"id": "k2", "kind": "kotodama", "cost": 1},
        {"id": "c", "cost": 1},
    ]
    return {
        "phase": "character",
        "player1": {"etel": 2, "hand": hand},
        "actions": [
            {"kind": "kotodama", "player": "player1", "card": "k"},
            {"kind": "enter", "player": "player1", "card": "c", "now": now},
        ],
    }


def test_1206_1_no_character_enters_while_a_kotodama_is_on_the_kotodama_space() -> None:
    result = sim(_stacked(now=True))
    rejected = [e for e in result.events if e.type == "rejected"]
    assert len(rejected) == 1 and rejected[0].rules == ("1206.1", "602.1")
    assert rejected[0].data["code"] == "kotodama_space"
    assert "c" in result.uids("player1", "hand")
    # the refusal comes before the コトダマ resolves
    assert rejected[0].seq < next(e.seq for e in result.events if e.type == "resolve")


def test_1206_1_once_the_kotodama_space_is_empty_the_character_enters() -> None:
    result = sim(_stacked(now=False))
    assert not any(e.type == "rejected" for e in result.events)
    assert "c" in result.uids("player1", "field")
