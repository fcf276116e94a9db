"""Force of Will §10: 1,000 random playouts, invariants, determinism, round trips, clause ids."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from service.engine.fow import FowGame
from service.engine.playout import check_round_trip, playout

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "corpus" / "sources" / "fow.txt"
ENGINE = ROOT / "service" / "engine" / "fow"
MAX_ACTIONS = 150  # §10 ends nothing: every playout stops at this cap


def printed_ids() -> set[str]:
    """Clause ids as printed in the source (fallback while the corpus parser is not importable)."""
    ids: set[str] = {"10"}
    heading = re.compile(r"^(10\.\d+)\.?\s")
    current = ""
    top = nested = 0
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        match = heading.match(line)
        if match:
            current, top, nested = match.group(1), 0, 0
            ids.add(current)
        elif current and line.lstrip().startswith("•"):
            if len(line) - len(line.lstrip()) <= 2:
                top, nested = top + 1, 0
                ids.add(f"{current}.{top}")
            else:
                nested += 1
                ids.add(f"{current}.{top}.{nested}")
    return ids


def known_ids() -> set[str]:
    from corpus.loader import load_rulebook, read_games

    info = next(i for i in read_games() if i.id == "fow")
    try:
        book = load_rulebook(info)
    except ModuleNotFoundError:
        return printed_ids()
    return set(book.clauses)


def code_ids() -> set[str]:
    """Every clause-id string literal in the engine's source."""
    found: set[str] = set()
    for path in ENGINE.glob("*.py"):
        found |= set(re.findall(r"\"(10(?:\.\d+)*)\"", path.read_text(encoding="utf-8")))
    return found


@pytest.mark.slow
def test_fow_thousand_playouts_reach_a_cited_outcome_within_caps() -> None:
    cited: set[str] = set()
    outcomes: dict[str, int] = {}
    for seed in range(1000):
        result = playout(FowGame.new_game, seed, MAX_ACTIONS, round_trip_every=97 if seed % 50 == 0 else 0)
        # no §10 clause ends a game, so the cited outcome is ongoing and the cap is the only stop
        assert result.capped and not result.outcome.rules
        outcomes[result.outcome.result.value] = 1
        cited |= result.cited
    assert set(outcomes) == {"ongoing"}, outcomes
    missing = sorted(cited - known_ids())
    assert not missing, f"cited clause ids missing from fow.txt: {missing}"


def test_fow_playout_is_deterministic_by_seed_and_checks_every_legal_action() -> None:
    for seed in (3, 17):
        first = playout(FowGame.new_game, seed, MAX_ACTIONS, round_trip_every=5, verify_all_legal=True)
        second = playout(FowGame.new_game, seed, MAX_ACTIONS, check=False)
        assert first.trace == second.trace and first.final_state == second.final_state


def test_fow_json_round_trip_replays_identically() -> None:
    game = FowGame.new_game(11)
    check_round_trip(game)
    restored = FowGame.from_json(game.to_json())
    for i in range(60):
        actions = game.legal_actions()
        if game.is_over or not actions:
            break
        action = actions[i % len(actions)]
        game.apply(action)
        restored.apply(action)
    assert restored.to_json() == game.to_json()


def test_fow_every_clause_id_in_the_engine_code_exists() -> None:
    missing = sorted(code_ids() - known_ids())
    assert not missing, f"engine cites clause ids not in fow.txt: {missing}"
