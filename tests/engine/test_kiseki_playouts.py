"""軌跡 TCG: 1,000 random playouts, invariants, determinism, round trips, clause ids."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from service.engine.kiseki import KisekiGame
from service.engine.playout import check_round_trip, playout

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "corpus" / "sources" / "kiseki.txt"
ENGINE = ROOT / "service" / "engine" / "kiseki"
MAX_ACTIONS = 3000


def printed_ids() -> set[str]:
    """Clause ids as printed in the source (fallback while the corpus parser is not importable)."""
    ids: set[str] = set()
    pattern = re.compile(r"^\s*(?:-\s*)?(\d{3,4}(?:\.\d+[a-z]?(?:-\d+)?)?)\.?\s")
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        match = pattern.match(line)
        if match:
            ids.add(match.group(1))
    return ids


def known_ids() -> set[str]:
    from corpus.loader import load_rulebook, read_games

    info = next(i for i in read_games() if i.id == "kiseki")
    try:
        book = load_rulebook(info)
    except ModuleNotFoundError:
        return printed_ids()
    return set(book.clauses)


def code_ids() -> set[str]:
    """Every clause-id string literal in the engine's source."""
    found: set[str] = set()
    for path in ENGINE.glob("*.py"):
        found |= set(re.findall(r"\"(\d{3,4}(?:\.\d+[a-z]?(?:-\d+)?)?)\"", path.read_text(encoding="utf-8")))
    return found


@pytest.mark.slow
def test_ks_thousand_playouts_reach_a_cited_outcome_within_caps() -> None:
    cited: set[str] = set()
    outcomes: dict[str, int] = {}
    for seed in range(1000):
        result = playout(KisekiGame.new_game, seed, MAX_ACTIONS, round_trip_every=97 if seed % 50 == 0 else 0)
        assert not result.capped and result.outcome.rules
        outcomes[result.outcome.reason.value if result.outcome.reason else "none"] = 1
        cited |= result.cited
    assert set(outcomes) <= {"life_zero", "deck_out", "simultaneous"} and outcomes, outcomes
    missing = sorted(cited - known_ids())
    assert not missing, f"cited clause ids missing from kiseki.txt: {missing}"


def test_ks_playout_is_deterministic_by_seed_and_checks_every_legal_action() -> None:
    for seed in (3, 17):
        first = playout(KisekiGame.new_game, seed, MAX_ACTIONS, round_trip_every=5, verify_all_legal=True)
        second = playout(KisekiGame.new_game, seed, MAX_ACTIONS, check=False)
        assert first.trace == second.trace and first.final_state == second.final_state


def test_ks_json_round_trip_replays_identically() -> None:
    game = KisekiGame.new_game(11)
    check_round_trip(game)
    restored = KisekiGame.from_json(game.to_json())
    for i in range(60):
        actions = game.legal_actions()
        if game.is_over or not actions:
            break
        action = actions[i % len(actions)]
        game.apply(action)
        restored.apply(action)
    assert restored.to_json() == game.to_json()


def test_ks_every_clause_id_in_the_engine_code_exists() -> None:
    missing = sorted(code_ids() - known_ids())
    assert not missing, f"engine cites clause ids not in kiseki.txt: {missing}"
