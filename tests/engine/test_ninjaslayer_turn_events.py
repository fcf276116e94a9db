"""ニンジャスレイヤーTCG: the events a turn boundary and an エテル・ステップ placement leave.

505.4: the non-turn player becomes the turn player and a new turn begins (a ``turn`` event);
502.2a: the new turn player's エテル stand again; 502.4a: one card at most is put into the エテル・
ゾーン (an ``etel_placed`` event with its count).
"""

from __future__ import annotations

from typing import Any

from tests.engine.ninjaslayer_helpers import sim


def _next_turn(**more: Any) -> dict[str, Any]:
    hand = [{"id": "e", "name": "置くカード"}, {}, {}]
    return {
        "phase": "character",
        "player2": {"etel_bowed": 3, "hand": hand},
        "actions": [{"kind": "end_phase", "player": "player1"}, {"kind": "end_phase", "player": "player1"}],
        **more,
    }


def _standing(result: Any, player: str) -> int:
    return sum(1 for c in result.zone(player, "etel") if not c.get("flags", {}).get("bowed"))


def test_505_4_a_new_turn_is_an_event() -> None:
    result = sim(_next_turn())
    turns = [e for e in result.events if e.type == "turn"]
    assert len(turns) == 1 and turns[0].rules == ("505.4",)


def test_502_2a_the_new_turn_players_etel_stand_again() -> None:
    assert _standing(sim(_next_turn()), "player2") == 3


def test_502_4a_a_placement_is_one_card() -> None:
    payload = _next_turn()
    payload["actions"].append({"kind": "etel", "player": "player2", "card": "e"})
    result = sim(payload)
    placed = [e for e in result.events if e.type == "etel_placed"]
    assert len(placed) == 1 and placed[0].data["count"] == 1 and "502.4a" in placed[0].rules
    assert _standing(result, "player2") == 4


def test_505_4_no_turn_event_within_one_turn() -> None:
    result = sim({"phase": "character", "player1": {"etel": 2}, "actions": []})
    assert not any(e.type == "turn" for e in result.events)
