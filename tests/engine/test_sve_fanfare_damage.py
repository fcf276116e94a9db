"""sve: a follower's ファンファーレ dealing damage to the opponent's leader per graveyard cards — it
triggers as the follower is put onto the field (12.4.3, 12.4.1), waits for the check timing and
resolves then (10.5.2.2: its master is the turn player), the count taken once (5.28.1)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def fanfare(per: int, damage: int) -> dict[str, Any]:
    return {"id": "f", "kind": "follower", "cost": 0, "attack": 1, "health": 1, "damage": damage, "per": per}


def test_sve_12_4_3_the_fanfare_triggers_on_entering_and_resolves_at_the_check_timing() -> None:
    r = sve({"player1": {"hand": [fanfare(4, 1)], "graveyard": 13}, "player2": {"health": 8},
             "actions": [{"type": "play", "card": "f"}]})  # fmt: skip
    kinds = [e.type for e in r.events]
    assert kinds.index("move") < kinds.index("triggered") < kinds.index("fanfare") < kinds.index("per_count")
    assert {"12.4.3", "12.4.1"} <= set(next(e for e in r.events if e.type == "triggered").rules)
    assert "10.5.2.2" in next(e for e in r.events if e.type == "fanfare").rules
    assert r.counter("player2", "health") == 5


def test_sve_10_5_2_2_the_opponents_fanfare_on_its_own_turn_hits_the_askers_leader() -> None:
    r = sve({"player2": {"hand": [fanfare(3, 1)], "graveyard": 9},
             "actions": [{"type": "end_turn"}, {"type": "play", "card": "f"}]})  # fmt: skip
    assert "10.5.2.2" in next(e for e in r.events if e.type == "fanfare").rules  # player2 is the turn player
    assert r.counter("player1", "health") == 17


def test_sve_5_28_1_a_fanfare_leaving_the_leader_at_0_wins() -> None:
    r = sve({"player1": {"hand": [fanfare(2, 1)], "graveyard": 10}, "player2": {"health": 5},
             "actions": [{"type": "play", "card": "f"}]})  # fmt: skip
    assert r.outcome.winner == "player1"


@settings(max_examples=30, deadline=None)
@given(grave=st.integers(0, 40), per=st.integers(1, 10), damage=st.integers(1, 3))
def test_sve_5_28_1_one_damage_of_the_counted_amount(grave: int, per: int, damage: int) -> None:
    r = sve({"player1": {"hand": [fanfare(per, damage)], "graveyard": grave}, "player2": {"health": 100},
             "actions": [{"type": "play", "card": "f"}]})  # fmt: skip
    hits = [e for e in r.events if e.type == "counter" and e.data.get("key") == "health"]
    assert len(hits) == (1 if grave // per else 0)
    assert r.counter("player2", "health") == 100 - (grave // per) * damage
