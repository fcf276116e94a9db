"""Every clause id the engines cite (code constants, events in tests and playouts) exists in the corpus."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from service.engine import coverage

TESTS_DIR = Path(__file__).resolve().parent


@pytest.fixture(scope="session")
def books() -> dict[str, Any]:
    """Rulebooks whose parsers have landed (parsers arrive separately; missing ones are skipped)."""
    from corpus.loader import load_rulebook, read_games

    loaded: dict[str, Any] = {}
    for info in read_games():
        try:
            loaded[info.id] = load_rulebook(info)
        except ModuleNotFoundError:
            continue
    if not loaded:
        pytest.skip("no rulebook parser available yet")
    return loaded


def _scenario_citations() -> dict[str, set[str]]:
    from service.engine.examples import DEV_SCENARIOS
    from service.engine.scenario import simulate

    found: dict[str, set[str]] = {}
    for game, payload in DEV_SCENARIOS.values():
        result = simulate(game, payload)
        found.setdefault(game, set()).update(r for e in result.events for r in e.rules)
    return found


def test_every_cited_clause_exists(books: dict[str, Any]) -> None:
    report = coverage.coverage(TESTS_DIR, seeds=range(30))
    scenario = _scenario_citations()
    missing: list[str] = []
    for game, cov in report.items():
        if game not in books:
            continue
        book = books[game]
        for clause in sorted(cov.cited | scenario.get(game, set())):
            if clause not in book:
                missing.append(f"{game} {clause}")
    assert not missing, f"cited clauses missing from the corpus: {missing}"


def test_test_names_map_to_clauses() -> None:
    assert coverage.test_name_to_clause("test_op_7_1_4_1_1_1_attack") == ("onepiece", "7-1-4-1-1-1")
    assert coverage.test_name_to_clause("test_sve_8_4_9_1_x") == ("sve", "8.4.9.1")
    assert coverage.test_name_to_clause("test_ns_1204_2e_3_x") == ("ninjaslayer", "1204.2e-3")
    assert coverage.test_name_to_clause("test_fow_10_6_x") == ("fow", "10.6")


def test_coverage_reports_engine_citations() -> None:
    cov = coverage.coverage(TESTS_DIR, seeds=range(3))
    assert "7-1-4-1-1-1" in cov["onepiece"].cited
    assert "8.4.9.1" in cov["sve"].cited
    assert cov["onepiece"].tests and cov["sve"].tests
