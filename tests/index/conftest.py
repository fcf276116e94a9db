"""Fixtures for the index tests: a small synthetic two-game corpus and a deterministic encoder.

The synthetic rulebooks use real numbering schemes and real game words, so routing, term protection
and vocabulary expansion are exercised without the parsers or the embedding model. Tests that need
the real corpus and model are marked slow and share one session-scoped built index.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType

import numpy as np
import pytest

from corpus.loader import Corpus, build_rulebook
from corpus.model import DocumentMeta, GameInfo, Scheme
from corpus.parsers.base import ParseResult, RawClause
from index.config import SearchConfig, load_config
from index.semantic import Vectors
from index.store import build_index
from index.vocab import Vocabulary, load_vocabulary

DIM = 128


class BigramEncoder:
    """Hashed character-bigram vectors: similar strings get similar vectors, no model needed."""

    def __init__(self, tag: str = "bigram-test") -> None:
        self.calls = 0
        self._tag = tag

    @property
    def name(self) -> str:
        return "bigram-test"

    @property
    def fingerprint(self) -> str:
        return hashlib.sha256(self._tag.encode()).hexdigest()

    def encode(self, texts: Sequence[str]) -> Vectors:
        self.calls += 1
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for row, text in enumerate(texts):
            body = text.split(": ", 1)[-1]
            for i in range(len(body) - 1):
                h = int.from_bytes(hashlib.md5(body[i : i + 2].encode()).digest()[:4], "little")
                out[row, h % DIM] += 1.0
            norm = float(np.linalg.norm(out[row]))
            out[row] = out[row] / norm if norm else out[row]
            if not norm:
                out[row, 0] = 1.0
        return out


def _meta() -> DocumentMeta:
    return DocumentMeta(header=(), toc=(), history=(), preamble=(), lines=MappingProxyType({}))


def _info(game: str, scheme: Scheme) -> GameInfo:
    return GameInfo(game, f"{game} rules", None, None, None, scheme, f"{game}.txt", "0" * 64)


def _raw(
    cid: str, parent: str | None, title: str = "", text: str = "", examples: Sequence[str] = ()
) -> RawClause:
    return RawClause(cid, parent, title, [text] if text else [], list(examples), [1])


ONEPIECE = [
    _raw("1", None, "ゲームの概要"),
    _raw("1-2", "1", "ゲームの勝敗"),
    _raw("1-2-1", "1-2", text="いずれかのプレイヤーが敗北した場合、ゲームが終了します。"),
    _raw("1-2-1-1", "1-2-1", text="敗北条件は以下の2つです。"),
    _raw("1-2-1-1-1", "1-2-1-1", text="自分のライフが0枚のときに、リーダーがダメージを受ける。"),
    _raw("1-2-1-1-2", "1-2-1-1", text="自分のデッキのカードが0枚になる。"),
    _raw(
        "1-2-3",
        "1-2",
        text="すべてのプレイヤーが同時に敗北条件を満たしている場合、そのゲームは引き分けとなります。",
    ),
    _raw("3", None, "ゲームの領域"),
    _raw("3-9", "3", "トラッシュ"),
    _raw("3-9-1", "3-9", text="KOされたキャラクターは持ち主のトラッシュに置かれます。"),
    _raw("6", None, "ゲームの進行"),
    _raw("6-4", "6", "ドン!!フェイズ"),
    _raw(
        "6-4-1",
        "6-4",
        text="ドン!!デッキからドン!!カードを2枚コストエリアにアクティブで置きます。先攻プレイヤーは1枚です。",
    ),
    _raw("7", None, "カードのアタックとバトル"),
    _raw("7-1", "7", "アタック・ステップ"),
    _raw("7-1-4", "7-1", "ダメージ・ステップ"),
    _raw(
        "7-1-4-1",
        "7-1-4",
        text="アタックしているカードのパワーが相手のパワー以上の場合、相手のリーダーに1ダメージを与えます。",
    ),
    _raw("10", None, "キーワード効果"),
    _raw("10-1-4", "10", "【ブロッカー】"),
    _raw(
        "10-1-4-1",
        "10-1-4",
        text="【ブロッカー】を持つキャラクターは、レストにしてアタックの対象を自身に変更できます。",
    ),
]

SVE = [
    _raw("2", None, "カードの情報"),
    _raw("2.8", "2", "体力"),
    _raw("2.8.3", "2.8", text="リーダーの体力は20です。"),
    _raw("4", None, "領域"),
    _raw("4.7", "4", "墓場"),
    _raw("4.7.1", "4.7", text="破壊されたフォロワーは墓場に置かれます。"),
    _raw("8", None, "攻撃"),
    _raw("8.4", "8", "攻撃の手順"),
    _raw(
        "8.4.2", "8.4", text="フォロワーはスタンド状態のとき攻撃できます。攻撃するフォロワーはアクトします。"
    ),
    _raw("8.4.3", "8.4", text="攻撃目標として相手のリーダーか相手のアクト状態のフォロワーを選びます。"),
    _raw("11", None, "ルール処理"),
    _raw("11.2", "11", text="リーダーの体力が0以下の場合、そのプレイヤーはゲームに敗北します。"),
    _raw("11.2.2", "11.2", text="デッキが0枚の状態でカードを引く場合、そのプレイヤーは敗北します。"),
]


def make_corpus(op: Sequence[RawClause] = ONEPIECE, sve: Sequence[RawClause] = SVE) -> Corpus:
    books = {
        "onepiece": build_rulebook(_info("onepiece", Scheme.HYPHEN), ParseResult(tuple(op), _meta())),
        "sve": build_rulebook(_info("sve", Scheme.DOTTED), ParseResult(tuple(sve), _meta())),
    }
    return Corpus(MappingProxyType(books))


@pytest.fixture(scope="session")
def small_corpus() -> Corpus:
    return make_corpus()


@pytest.fixture(scope="session")
def config() -> SearchConfig:
    """The shipped settings without clause priors: the priors are counted on the real rulebooks'
    rankings (tests/index/test_prior.py), not the small corpus and the bigram encoder these tests use."""
    shipped = load_config()
    return replace(shipped, fusion=replace(shipped.fusion, prior_weight=0.0))


@pytest.fixture(scope="session")
def vocabulary(small_corpus: Corpus) -> Vocabulary:
    return load_vocabulary(games=small_corpus.games)


@dataclass(frozen=True, slots=True)
class BuildInputs:
    """What a test index build reads beside its directory: the small corpus, its vocabulary and the
    search settings."""

    corpus: Corpus
    vocabulary: Vocabulary
    config: SearchConfig

    def build(self, index_dir: Path, corpus: Corpus | None = None) -> None:
        """Build and publish an index of `corpus` (default: the small corpus) with the bigram encoder."""
        chosen = self.corpus if corpus is None else corpus
        build_index(
            chosen, index_dir, encoder=BigramEncoder(), vocabulary=self.vocabulary, config=self.config
        )


@pytest.fixture(scope="session")
def inputs(small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig) -> BuildInputs:
    return BuildInputs(small_corpus, vocabulary, config)


@pytest.fixture()
def encoder() -> BigramEncoder:
    return BigramEncoder()
