"""Audit 23f (fow, kiseki, ninjaslayer engines): a card's own 「破壊されたとき」/「殺された時」 is met only
by its own event — fow 10.9.1 破壊 (to the graveyard), not a removal from the game (10.3.1), a disposal
(10.10.1) or a destroy that 破壊されない stops (10.9.3); kiseki 破壊 (1317.2), not ゲームから除外
(1330.1); ninjaslayer 殺す (1311.1), not 除外 (1324.1). The engines say the miss as `cannot_trigger`
with its clause."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate


def _fow(operation: str, keywords: list[str]) -> Any:
    card = {"id": "x", "name": "R", "keywords": keywords, "triggers": [{"on": "destroyed", "draw": 2}]}
    player = "player1" if operation == "dispose" else "player2"  # a disposal is its controller's (10.10.2)
    return simulate(
        "fow",
        {
            "player1": {"hand": 0, "field": [card]},
            "operations": [{"kind": operation, "player": player, "card": "x"}],
        },
    )


@pytest.mark.parametrize(
    ("operation", "keywords", "rule", "drawn"),
    [
        ("destroy", [], "10.9.1", 2),
        ("remove_from_game", [], "10.3.1", 0),
        ("dispose", [], "10.10.1", 0),
        ("destroy", ["破壊されない"], "10.9.3", 0),
    ],
)
def test_fow_10_9_1_only_a_destroy_meets_this_cards_destroyed_trigger(
    operation: str, keywords: list[str], rule: str, drawn: int
) -> None:
    result = _fow(operation, keywords)
    said = [e for e in result.events if e.type in ("trigger", "cannot_trigger")]
    assert len(said) == 1 and rule in said[0].rules
    assert said[0].type == ("trigger" if drawn else "cannot_trigger")
    assert len(result.zone("player1", "hand")) == drawn


def test_fow_10_9_1_the_destroyed_trigger_looks_back_from_the_graveyard() -> None:
    result = _fow("destroy", [])
    kinds = [(e.type, e.data.get("card")) for e in result.events if e.type in ("move", "trigger")]
    assert kinds[:2] == [("move", "x"), ("trigger", "x")]  # it fires after the card is in the graveyard


@pytest.mark.parametrize(("effect", "fires"), [("destroy", True), ("banish", False)])
def test_kiseki_1330_1_an_excluded_unit_was_not_destroyed(effect: str, fires: bool) -> None:
    unit = {"id": "x", "kind": "UNIT", "triggered": [{"timing": "destroyed", "effect": "draw", "amount": 1}]}
    result = simulate(
        "kiseki",
        {"player1": {"hand": 0, "field": [unit]}, "actions": [{"type": "effect", "effect": effect,
                                                               "target": {"card": "x"}}]},
    )  # fmt: skip
    assert any(e.type == "triggered" for e in result.events) is fires
    missed = [e for e in result.events if e.type == "cannot_trigger"]
    assert bool(missed) is not fires and all("1330.1" in e.rules for e in missed)
    assert len(result.zone("player1", "hand")) == int(fires)


@pytest.mark.parametrize(("effect", "fires"), [("destroy", True), ("banish", False)])
def test_ninjaslayer_1324_1_an_excluded_character_was_not_killed(effect: str, fires: bool) -> None:
    card = {"id": "x", "triggered": [{"timing": "killed", "effect": "draw", "amount": 1}]}
    result = simulate(
        "ninjaslayer",
        {"player1": {"hand": 0, "field": [card]}, "actions": [{"type": "effect", "effect": effect,
                                                               "target": {"card": "x"}}]},
    )  # fmt: skip
    assert any(e.type == "triggered" for e in result.events) is fires
    missed = [e for e in result.events if e.type == "cannot_trigger"]
    assert bool(missed) is not fires and all("1324.1" in e.rules for e in missed)
    assert len(result.zone("player1", "hand")) == int(fires)
