"""Random legal playouts: invariants after every step, determinism, JSON round trips, cited outcomes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine.core import Game
from service.engine.onepiece import OnePieceGame
from service.engine.playout import check_round_trip, playout, run_playouts
from service.engine.sve import SveGame

ENGINES: dict[str, type[Game]] = {"onepiece": OnePieceGame, "sve": SveGame}


@pytest.mark.parametrize("game_id", sorted(ENGINES))
def test_thousand_playouts_end_with_cited_outcome(game_id: str) -> None:
    summary = run_playouts(game_id, 1000, seed=0)
    assert summary.capped == 0
    assert sum(summary.results.values()) == 1000
    assert "unfinished" not in summary.reasons


@pytest.mark.parametrize("game_id", sorted(ENGINES))
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_playout_invariants_and_determinism(game_id: str, seed: int) -> None:
    make = ENGINES[game_id].new_game
    first = playout(make, seed, round_trip_every=7, verify_all_legal=True)
    second = playout(make, seed, check=False)
    assert first.trace == second.trace
    assert first.final_state == second.final_state
    assert not first.capped and first.outcome.rules


@pytest.mark.parametrize("game_id", sorted(ENGINES))
def test_new_game_round_trips_and_replays(game_id: str) -> None:
    game = ENGINES[game_id].new_game(11)
    check_round_trip(game)
    restored = type(game).from_json(game.to_json())
    for _ in range(40):
        if game.is_over:
            break
        action = game.legal_actions()[0]
        game.apply(action)
        restored.apply(action)
    assert restored.to_json() == game.to_json()


@pytest.mark.parametrize("game_id", ["ninjaslayer", "kiseki", "fow", "onepiece", "sve"])
def test_playout_command_finds_every_games_full_setup(game_id: str) -> None:
    # ninjaslayer and kiseki registered their state layer, which has no full setup, so
    # `rulecite playout --game ninjaslayer` failed with NotImplementedError
    summary = run_playouts(game_id, 3, seed=0)
    assert sum(summary.results.values()) == 3


@pytest.mark.parametrize("game_id", sorted(ENGINES))
def test_targeted_playouts_reach_every_ending_kind_without_invariant_breaks(game_id: str) -> None:
    # structural and semantic invariants are checked after every step (an InvariantViolation fails)
    summary = run_playouts(game_id, 400, seed=0, profile="mix")
    assert summary.capped == 0
    life = {"onepiece": "zero_life_damage", "sve": "leader_defeated"}[game_id]
    assert {life, "deck_out", "concession", "draw:simultaneous"} <= set(summary.endings), summary.endings
    assert summary.ties > 0  # battles that compared equal values


@pytest.mark.parametrize(("game_id", "condition"), [("onepiece", "1-2-1-1-2"), ("sve", "1.2.1.1")])
def test_semantic_invariant_a_met_loss_condition_ends_the_game(game_id: str, condition: str) -> None:
    game = ENGINES[game_id].new_game(3)
    while game.phase == "setup":
        game.apply(game.legal_actions()[0])
    assert not game.semantic_violations()
    if game_id == "onepiece":
        game.zone("player2", "deck").clear()  # behind the engine's back: no rule processing ran
    else:
        game.players["player2"].counters["health"] = 0
    [problem] = game.semantic_violations()
    assert "player2" in problem and condition in problem


def test_fow_playouts_stop_with_the_documented_status_and_the_command_exits_0(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import json

    from service.cli import main

    summary = run_playouts("fow", 3, seed=0, max_actions=60)
    assert summary.statuses == {"no_end_rule": 3} and summary.documented
    assert main(["playout", "--game", "fow", "--games", "2", "--max-actions", "40"]) == 0
    assert json.loads(capsys.readouterr().out)["status_note"].startswith("no_end_rule")
