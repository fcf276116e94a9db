"""Round 22f (kiseki and ninjaslayer engines): a UNIT's / character's printed triggered ability
(kiseki 誘発クラフト 1211.1, ninjaslayer 誘発能力 1209.1) triggers on its own event only (1211.3 / 1209.3)
and is always carried out (1211.5 / 1209.5), its draws its controller's (1313.1a / 1308.1a): kiseki
「これが場に出た時」 (1322.1a) as the UNIT is played, 「これが破壊された時」 on 破壊 (1317.2) — not on 即死
(1317.1); ninjaslayer 「これがエントリーした時」 as the character is entered (1204.2k), 「これが殺された時」
when it is killed (1311.1), by an effect or by the rule check (1004.1)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import simulate


def _draw(timing: str, n: int = 1) -> list[dict[str, Any]]:
    return [{"timing": timing, "effect": "draw", "amount": n}]


def _fired(result: Any) -> list[Any]:
    return [e for e in result.events if e.type == "triggered"]


def test_kiseki_1322_1a_a_played_unit_carries_out_its_entered_craft() -> None:
    unit = {"id": "x", "kind": "UNIT", "cp_cost": 0, "triggered": _draw("entered", 2)}
    result = simulate(
        "kiseki",
        {"phase": "deploy", "player1": {"hand": [unit, {}]}, "actions": [{"kind": "play_unit", "card": "x"}]},
    )
    assert _fired(result) and "1211.3" in _fired(result)[0].rules
    assert len(result.zone("player1", "hand")) == 3  # 2 - the played UNIT + 2 drawn


@pytest.mark.parametrize(
    ("action", "fires"),
    [
        ({"type": "effect", "effect": "destroy", "target": {"card": "x"}}, True),  # 1317.2 破壊
        ({"kind": "effect", "player": "player1", "op": "destroy", "target": "x"}, True),
        ({"kind": "effect", "player": "player1", "op": "kill", "target": "x"}, False),  # 1317.1 即死
    ],
)
def test_kiseki_1317_2_destroyed_not_killed(action: dict[str, Any], fires: bool) -> None:
    unit = {"id": "x", "kind": "UNIT", "triggered": _draw("destroyed")}
    result = simulate("kiseki", {"player2": {"hand": 2, "field": [unit]}, "actions": [action]})
    assert bool(_fired(result)) is fires
    assert len(result.zone("player2", "hand")) == 2 + fires  # the owner draws (1313.1a), not the actor


def test_kiseki_1211_3_an_entered_craft_does_not_fire_on_destruction() -> None:
    unit = {"id": "x", "kind": "UNIT", "triggered": _draw("entered")}
    result = simulate(
        "kiseki",
        {
            "player1": {"hand": 2, "field": [unit]},
            "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "x"}}],
        },
    )
    assert not _fired(result) and len(result.zone("player1", "hand")) == 2


def test_kiseki_triggered_is_a_units() -> None:
    with pytest.raises(InvalidScenario):
        simulate("kiseki", {"player1": {"hand": [{"kind": "EVENT", "triggered": _draw("entered")}]}})


def test_ninjaslayer_1204_2k_an_entered_character_carries_out_its_entered_ability() -> None:
    card = {"id": "x", "cost": 0, "triggered": _draw("entered")}
    result = simulate(
        "ninjaslayer", {"player1": {"hand": [card, {}, {}]}, "actions": [{"kind": "enter", "card": "x"}]}
    )
    assert _fired(result) and "1209.3" in _fired(result)[0].rules
    assert len(result.zone("player1", "hand")) == 3


@pytest.mark.parametrize("timing", ["killed", "entered"])
def test_ninjaslayer_1311_1_killed_by_an_effect(timing: str) -> None:
    card = {"id": "x", "triggered": _draw(timing, 2)}
    result = simulate(
        "ninjaslayer",
        {
            "player2": {"hand": 1, "field": [card]},
            "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "x"}}],
        },
    )
    fires = timing == "killed"
    assert bool(_fired(result)) is fires
    assert len(result.zone("player2", "hand")) == 1 + 2 * fires


def test_ninjaslayer_1004_1_killed_by_the_rule_check() -> None:
    card = {"id": "x", "durability": 2, "triggered": _draw("killed")}
    result = simulate(
        "ninjaslayer",
        {
            "player1": {"hand": 0, "field": [card]},
            "actions": [{"type": "effect", "effect": "damage", "amount": 2, "target": {"card": "x"}}],
        },
    )
    assert _fired(result) and len(result.zone("player1", "hand")) == 1


def test_ninjaslayer_triggered_is_a_characters() -> None:
    with pytest.raises(InvalidScenario):
        simulate("ninjaslayer", {"player1": {"hand": [{"kind": "kotodama", "triggered": _draw("entered")}]}})
