"""Shadowverse Evolve 【覚醒】 (13.4.1): the `awakened` scenario action looks at the current PP max — 7 or
more is 【覚醒】 (13.4.1.2), the PP left does not count (13.4.1.1) — and changes nothing (audit 27a)."""

from __future__ import annotations

import pytest

from service.engine.scenario import simulate


@pytest.mark.parametrize(
    ("pp_max", "pp", "awake"),
    [(7, 0, True), (10, 10, True), (6, 6, False), (0, 0, False)],
)
def test_awakened_is_the_pp_max_of_seven(pp_max: int, pp: int, awake: bool) -> None:
    result = simulate("sve", {"player1": {"pp_max": pp_max, "pp": pp}, "actions": [{"type": "awakened"}]})
    looked = [e for e in result.events if e.type in ("awakened", "not_awakened")]
    assert len(looked) == 1 and looked[0].type == ("awakened" if awake else "not_awakened")
    assert looked[0].rules == ("13.4.1.1", "13.4.1.2")
    assert result.final_state["players"]["player1"]["counters"]["pp"] == pp  # a look: nothing spent


def test_awakened_of_the_other_player() -> None:
    result = simulate(
        "sve",
        {
            "player1": {"pp_max": 3},
            "player2": {"pp_max": 8},
            "actions": [{"type": "awakened", "player": "player2"}],
        },
    )
    assert [e.data["player"] for e in result.events if e.type == "awakened"] == ["player2"]
