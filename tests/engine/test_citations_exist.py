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
    scenario = _scenario_citations()
    missing: list[str] = []
    for game in coverage.available_games():
        if game not in books:
            continue
        events, _ = coverage.event_citations(game, range(30))
        book = books[game]
        for clause in sorted(coverage.code_citations(game) | events | scenario.get(game, set())):
            if clause not in book:
                missing.append(f"{game} {clause}")
    assert not missing, f"cited clauses missing from the corpus: {missing}"


def test_coverage_counts_only_clauses_an_engine_run_emitted(tmp_path: Path) -> None:
    from service.engine import core
    from service.engine.scenario import simulate

    recorder = coverage.CitationRecorder()
    core.CITATION_OBSERVERS.append(recorder.observe)
    try:
        recorder.current = "tests/x.py::test_named_after_nothing"
        simulate(
            "sve", {"player1": {"field": [{"id": "a"}]}, "actions": [{"type": "attack", "attacker": "a"}]}
        )
    finally:
        core.CITATION_OBSERVERS.remove(recorder.observe)
    record = tmp_path / "executed.json"
    recorder.write(record, args=["x"])
    cov = coverage.coverage(record)
    assert "8.4.5" in cov["sve"].executed and cov["sve"].tests["8.4.5"] == [
        "tests/x.py::test_named_after_nothing"
    ]
    # the engine code can cite 8.4.9.1 (follower combat) but this run did not: no credit
    assert "8.4.9.1" in cov["sve"].in_code and "8.4.9.1" in cov["sve"].never_executed()
    assert not cov["onepiece"].executed  # nothing ran it


def test_coverage_without_a_record_credits_nothing(tmp_path: Path) -> None:
    cov = coverage.coverage(tmp_path / "absent.json")
    assert all(not c.executed and c.never_executed() == sorted(c.in_code) for c in cov.values())
