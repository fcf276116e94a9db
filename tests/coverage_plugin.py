"""pytest plugin: record the clauses every engine run in the test session cites (coverage by execution).

Installed by ``pytest_plugins`` in tests/conftest.py. It observes every event an engine emits
(`service.engine.core.CITATION_OBSERVERS`), remembers a few of the tests that emitted each clause, and
writes `.cache/engine-coverage/executed.json` when the session ends; `rulecite engine coverage` reads it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from service.engine import core
from service.engine.coverage import CitationRecorder

_RECORDER = CitationRecorder()


def pytest_configure(config: pytest.Config) -> None:
    if _RECORDER.observe not in core.CITATION_OBSERVERS:
        core.CITATION_OBSERVERS.append(_RECORDER.observe)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    _RECORDER.current = item.nodeid
    yield
    _RECORDER.current = None


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if not _RECORDER.counts:
        return  # no engine ran: keep the last record
    _RECORDER.write(
        args=[str(a) for a in session.config.args],
        tests_collected=session.testscollected,
        tests_failed=session.testsfailed,
        finished=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    )
