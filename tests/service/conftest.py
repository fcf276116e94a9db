"""Fixtures for the HTTP API tests: a small handmade corpus, a substring searcher and a toy engine,
so the API is tested independently of the parsers, the index and the real engines."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from types import MappingProxyType

import pytest
from fastapi.testclient import TestClient

from corpus.loader import Corpus, build_rulebook
from corpus.model import DocumentMeta, GameInfo, Scheme
from corpus.parsers.base import ParseResult, RawClause
from index.errors import InvalidQuery
from index.types import Hit, Mode, SearchResult
from service.api.app import create_app
from service.settings import Settings
from tests.service.toy_engine import TOY_RUNNER

_META = DocumentMeta(header=(), toc=(), history=(), preamble=(), lines=MappingProxyType({}))


def _info(game: str, scheme: Scheme, title: str) -> GameInfo:
    return GameInfo(
        id=game,
        title=title,
        version="1.0.0",
        updated="2024-01-01",
        effective=None,
        scheme=scheme,
        source_file=f"sources/{game}.txt",
        sha256="0" * 64,
        short_name=game,
    )


def _raw(cid: str, parent: str | None, title: str, text: str, line: int, *examples: str) -> RawClause:
    return RawClause(
        id=cid,
        parent=parent,
        title=title,
        text_parts=[text] if text else [],
        examples=list(examples),
        lines=[line, line + len(examples)],
    )


def onepiece_clauses() -> tuple[RawClause, ...]:
    return (
        _raw("1", None, "ゲーム概要", "", 10),
        _raw("1-2", "1", "勝敗", "", 11),
        _raw(
            "1-2-1",
            "1-2",
            "",
            "いずれかのプレイヤーが以下の敗北条件を満たした場合、そのプレイヤーは敗北します(7-1-4-1-1-1参照)。",
            12,
        ),
        _raw("1-2-1-1", "1-2-1", "", "ライフが0枚の状態でリーダーがダメージを受けた場合、敗北します。", 13),
        _raw("1-2-1-2", "1-2-1", "", "デッキが0枚になった場合、敗北します。", 14),
        _raw("7", None, "カードの攻撃とバトル", "", 40),
        _raw("7-1", "7", "バトル", "", 41),
        _raw("7-1-4", "7-1", "ダメージステップ", "", 42),
        _raw("7-1-4-1", "7-1-4", "", "アタックしたカードのパワーが上回る場合、ダメージを与えます。", 43),
        _raw("7-1-4-1-1", "7-1-4-1", "", "リーダーがダメージを受けた場合、以下の処理を行います。", 44),
        _raw(
            "7-1-4-1-1-1",
            "7-1-4-1-1",
            "",
            "ライフが0枚の場合、そのプレイヤーは敗北します。",
            45,
            "例:ライフ0枚でリーダーにアタックされ、ダメージを受けたので敗北した。",
        ),
    )


def ninjaslayer_clauses() -> tuple[RawClause, ...]:
    return (
        _raw("100", None, "ゲームの概要", "", 5),
        _raw("103", "100", "勝敗", "", 6),
        _raw("103.3", "103", "", "両方のプレイヤーが同時に敗北条件を満たした場合は1002.1に従います。", 7),
        _raw("1002", None, "敗北条件", "", 90),
        _raw("1002.1", "1002", "", "ダメージ・ゾーンのカードが10枚以上になったプレイヤーは敗北します。", 91),
    )


def toy_corpus() -> Corpus:
    books = {
        "onepiece": build_rulebook(
            _info("onepiece", Scheme.HYPHEN, "ONE PIECE CARD GAME 総合ルール"),
            ParseResult(onepiece_clauses(), _META),
        ),
        "ninjaslayer": build_rulebook(
            _info("ninjaslayer", Scheme.NSK, "ニンジャスレイヤーTCG 総合ルール"),
            ParseResult(ninjaslayer_clauses(), _META),
        ),
    }
    return Corpus(MappingProxyType(books))


class SubstringSearcher:
    """Scores a clause by how many query characters its text contains; enough to test the wiring."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.calls: list[tuple[str, str | None, int, Mode]] = []

    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult:
        self.calls.append((query, game, k, mode))
        if query == "!!":
            raise InvalidQuery("the query has no searchable words")
        scored = []
        for clause in self.corpus.all_clauses():
            if game is not None and clause.game != game:
                continue
            body = clause.title + clause.text
            score = float(sum(1 for ch in set(query) if ch in body))
            if score > 0:
                scored.append(Hit(game=clause.game, id=clause.id, score=score))
        scored.sort(key=lambda h: -h.score)
        detected = scored[0].game if scored else None
        return SearchResult(query=query, game=game, detected_game=detected, mode=mode, hits=tuple(scored[:k]))


@pytest.fixture(scope="session")
def api_corpus() -> Corpus:
    return toy_corpus()


@pytest.fixture(scope="session")
def api_searcher(api_corpus: Corpus) -> SubstringSearcher:
    return SubstringSearcher(api_corpus)


@pytest.fixture(scope="session")
def api_client(api_corpus: Corpus, api_searcher: SubstringSearcher) -> Iterator[TestClient]:
    app = create_app(
        Settings(cors_origins=["http://localhost:3000"]),
        corpus=api_corpus,
        searcher=api_searcher,
        engines={"toy": TOY_RUNNER},
    )
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@pytest.fixture(scope="session")
def engines_client(api_corpus: Corpus, api_searcher: SubstringSearcher) -> Iterator[TestClient]:
    """The toy corpus and searcher with every installed rules engine."""
    app = create_app(Settings(), corpus=api_corpus, searcher=api_searcher)
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@pytest.fixture(scope="session")
def no_search_client(api_corpus: Corpus, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """An app with no index and no embedding model that may not build one: search must answer 503."""
    empty = tmp_path_factory.mktemp("no-index")
    settings = Settings(index_dir=empty, embedding_model=empty / "no-model", build_index_if_missing=False)
    app = create_app(settings, corpus=api_corpus, engines={})
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@contextmanager
def substring_client(corpus: Corpus) -> Iterator[TestClient]:
    """The app over `corpus` with every real engine; a substring searcher stands in for the index."""
    app = create_app(Settings(), corpus=corpus, searcher=SubstringSearcher(corpus))
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client
