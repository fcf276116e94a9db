"""kiseki: a UNIT whose 支配者 is not its 持ち主 (105.2, 105.3) stands on its controller's field (506.4);
its stun damage is the controller's (1306.3) and, leaving the field, it goes to its owner's zone (502.5)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate


def _run(op: str, **extra: Any) -> SimulationResult:
    return simulate(
        "kiseki",
        {
            "phase": "deploy",
            "player1": {"field": [{"id": "x", "cp_cost": 3, "owned_by": "player2"}], "kizuna": 10},
            "player2": {"kizuna": 10, "kiseki": 2},
            "actions": [{"kind": "effect", "op": op, "target": "x"}],
            **extra,
        },
    )


def test_kiseki_506_4_the_control_is_told_with_its_clauses() -> None:
    r = _run("stun")
    control = [e for e in r.events if e.type == "control"]
    assert control and set(control[0].rules) == {"105.2", "105.3", "506.4"}


def test_kiseki_1306_3_the_controller_takes_the_stun_damage() -> None:
    r = _run("stun")
    assert r.final_state["players"]["player1"]["counters"]["kizuna"] == 7
    assert r.final_state["players"]["player2"]["counters"]["kizuna"] == 10


@pytest.mark.parametrize("op", ["kill", "destroy"])
def test_kiseki_502_5_a_card_leaving_the_field_goes_to_its_owners_kiseki(op: str) -> None:
    r = _run(op)
    assert [c["uid"] for c in r.zone("player2", "kiseki")][-1:] == ["x"]
    assert r.zone("player1", "kiseki") == []
    moved = [e for e in r.events if e.type == "move" and e.data.get("card") == "x"]
    assert moved and "502.5" in moved[-1].rules


def test_kiseki_an_owned_card_is_moved_without_502_5() -> None:
    r = simulate("kiseki", {"phase": "deploy", "player1": {"field": [{"id": "x"}]},
                            "actions": [{"kind": "effect", "op": "kill", "target": "x"}]})  # fmt: skip
    moved = [e for e in r.events if e.type == "move" and e.data.get("card") == "x"]
    assert moved and "502.5" not in moved[-1].rules and not [e for e in r.events if e.type == "control"]


def test_kiseki_owned_by_is_a_seat() -> None:
    with pytest.raises(InvalidScenario):
        simulate("kiseki", {"player1": {"field": [{"id": "x", "owned_by": "self"}]}})
