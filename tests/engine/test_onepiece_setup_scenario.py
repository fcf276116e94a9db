"""ONE PIECE CARD GAME scenarios started before the game (phase 'setup'): 5-2-1-6 (opening hand of 5,
one mulligan each, the first player first), 5-2-1-6-1 (a mulligan returns the hand and draws 5 again),
5-2-1-7 (life placed from the deck after the mulligans), 5-2-1-8 / 6-3-1 (the game starts; the
first player draws no card in its first turn, the second player draws one in game turn 2)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import simulate


def _setup(turn: int = 1, redraw: bool = False, **player1: Any) -> Any:
    me = {"deck": 50, "life": 4} | player1
    actions = [
        {"type": "mulligan", "player": "player1", "redraw": redraw},
        {"type": "mulligan", "player": "player2", "redraw": redraw},
    ]
    return simulate(
        "onepiece",
        {"phase": "setup", "turn": turn, "player1": me, "player2": dict(me), "actions": actions},
    )


@pytest.mark.parametrize("redraw", [False, True])
def test_5_2_1_7_life_comes_from_the_deck_after_the_opening_hand(redraw: bool) -> None:
    result = _setup(redraw=redraw)
    assert len(result.zone("player1", "hand")) == 5
    assert len(result.zone("player1", "life")) == 4
    assert len(result.zone("player1", "deck")) == 41  # 6-3-1: turn 1 draws no card
    assert any(e.type == "game_start" for e in result.events)


def test_5_2_1_6_1_a_mulligan_shuffles_and_draws_five_again() -> None:
    result = _setup(redraw=True)
    assert [e.rules for e in result.events if e.type == "shuffle"][:1] == [("5-2-1-6-1", "3-2-4")]
    redrawn = [e for e in result.events if e.type == "move" and "5-2-1-6-1" in e.rules]
    assert len(redrawn) == 20  # both players: 5 back to the deck, 5 drawn again


def test_6_3_1_the_second_player_draws_in_game_turn_2() -> None:
    result = _setup(turn=2)
    assert len(result.zone("player2", "deck")) == 40
    assert len(result.zone("player2", "hand")) == 6


def test_5_2_1_6_a_told_opening_hand_is_the_decks_top_five() -> None:
    result = _setup(hand=[{}] * 5)
    assert len(result.zone("player1", "deck")) == 41 and len(result.zone("player1", "hand")) == 5


@pytest.mark.parametrize(
    "payload",
    [
        {"phase": "setup", "turn": 3},
        {"phase": "setup", "turn": 1, "actions": [{"type": "end_turn"}]},
        {"phase": "setup", "turn": 1, "player1": {"hand": [{}] * 3}},
        {"phase": "setup", "turn": 1, "player1": {"don_active": 1}},
    ],
)
def test_5_2_1_a_setup_scenario_holds_only_what_comes_before_the_game(payload: dict[str, Any]) -> None:
    with pytest.raises(InvalidScenario):
        simulate("onepiece", payload)
