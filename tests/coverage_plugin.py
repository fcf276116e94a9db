"""pytest plugin: record the clauses every engine run in the test session cites (coverage by execution).

Installed by ``pytest_plugins`` in tests/conftest.py. It observes every event an engine emits
(`service.engine.core.CITATION_OBSERVERS`), remembers a few of the tests that emitted each clause, and
writes `.cache/engine-coverage/executed.json` when a session that ran every engine test ends (a partial
run writes `partial.json` beside it); `rulecite engine coverage` reads `executed.json`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.engine import core
from service.engine.coverage import RECORD, CitationRecorder

_RECORDER = CitationRecorder()


def pytest_configure(config: pytest.Config) -> None:
    if _RECORDER.observe not in core.CITATION_OBSERVERS:
        core.CITATION_OBSERVERS.append(_RECORDER.observe)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    _RECORDER.current = item.nodeid
    yield
    _RECORDER.current = None


_ROOT = Path(__file__).resolve().parents[1]
_WHOLE = {_ROOT / "tests", _ROOT / "tests" / "engine"}


def _whole_engine_suite(config: pytest.Config) -> bool:
    """Whether this session ran every engine test (the whole suite or all of tests/engine, no -k or
    -m filter): only such a run replaces the record the coverage report reads."""
    if config.option.keyword or config.option.markexpr:
        return False
    paths = {(Path(config.invocation_params.dir) / a).resolve() for a in config.args if "::" not in a}
    return bool(paths & _WHOLE)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if not _RECORDER.counts:
        return  # no engine ran: keep the last record
    whole = _whole_engine_suite(session.config)
    _RECORDER.write(
        RECORD if whole else RECORD.with_name("partial.json"),
        args=[str(a) for a in session.config.args],
        tests_collected=session.testscollected,
        tests_failed=session.testsfailed,
        finished=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    )
