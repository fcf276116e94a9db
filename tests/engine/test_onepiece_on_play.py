"""Round 22b (onepiece engine): a played card's printed 【登場時】 effect is activated as it comes out
(10-2-6-1), by the player who played it; a character put in the area by the scenario is not played."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import simulate

_ON_PLAY: dict[str, Any] = {
    "id": "op",
    "cost": 0,
    "effects": [{"timing": "on_play", "effect": "draw", "amount": 2}],
}


def test_10_2_6_1_a_played_character_carries_out_its_on_play_effect() -> None:
    result = simulate(
        "onepiece",
        {
            "player1": {"hand": [_ON_PLAY, {"id": "h1"}], "deck": 5},
            "actions": [{"type": "play", "card": "op"}],
        },
    )
    fired = [e for e in result.events if e.type == "on_play_trigger"]
    assert fired and "10-2-6-1" in fired[0].rules
    assert len(result.zone("player1", "hand")) == 3  # 2 - the played card + 2 drawn


def test_an_on_play_effect_waits_for_the_play() -> None:
    result = simulate("onepiece", {"player1": {"hand": [_ON_PLAY]}, "actions": []})
    assert not any(e.type == "on_play_trigger" for e in result.events)
    assert len(result.zone("player1", "hand")) == 1


def test_a_character_in_the_area_holds_no_on_play_effect() -> None:
    with pytest.raises(InvalidScenario):
        simulate("onepiece", {"player1": {"characters": [{"id": "c", "effects": _ON_PLAY["effects"]}]}})
