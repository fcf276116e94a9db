"""Round 14 (onepiece engine): a printed 【KO時】 effect carried out only on a KO (10-2-1-3), and a
【起動メイン】 tried during the battle of the attack scripted before it (10-2-2-1)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import simulate

_KO_DRAW: dict[str, Any] = {
    "id": "ko",
    "keywords": ["KO時"],
    "effects": [{"timing": "on_ko", "effect": "draw", "amount": 2}],
}


def test_10_2_1_3_a_kod_character_carries_out_its_printed_ko_effect() -> None:
    result = simulate(
        "onepiece",
        {
            "player1": {"characters": [_KO_DRAW]},
            "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "ko"}}],
        },
    )
    assert any(e.type == "ko_trigger" for e in result.events)
    assert len(result.zone("player1", "hand")) == 2


def test_3_7_6_1_a_replaced_character_draws_nothing() -> None:
    characters = [_KO_DRAW, *({"id": f"c{i}"} for i in range(2, 6))]
    result = simulate(
        "onepiece",
        {
            "player1": {"characters": characters, "hand": [{"id": "sixth", "cost": 0}]},
            "actions": [{"type": "play", "card": "sixth", "replace": "ko"}],
        },
    )
    assert any(e.type == "cannot_trigger" for e in result.events)
    assert len(result.zone("player1", "hand")) == 0


def test_an_on_ko_effect_needs_the_keyword() -> None:
    card = {"id": "x", "effects": [{"timing": "on_ko", "effect": "draw", "amount": 1}]}
    with pytest.raises(InvalidScenario):
        simulate("onepiece", {"player1": {"characters": [card]}, "actions": []})


def test_10_2_2_1_no_activate_main_in_the_battle() -> None:
    result = simulate(
        "onepiece",
        {
            "player1": {"leader": {"keywords": ["起動メイン"]}},
            "actions": [
                {"type": "attack", "attacker": "leader", "target": "leader"},
                {"type": "activate", "card": "leader", "in_battle": True},
            ],
        },
    )
    assert any(e.type == "rejected" and "10-2-2-1" in e.rules for e in result.events)


def test_an_activation_in_battle_follows_an_attack() -> None:
    with pytest.raises(InvalidScenario):
        simulate(
            "onepiece",
            {
                "player1": {"leader": {"keywords": ["起動メイン"]}},
                "actions": [{"type": "activate", "card": "leader", "in_battle": True}],
            },
        )
