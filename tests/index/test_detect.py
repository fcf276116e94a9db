"""Game detection: smoothed word statistics from each clause's own text, markers, embeddings."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from corpus.loader import Corpus
from index.analysis import Analyzer
from index.config import DetectionConfig
from index.detect import GameDetector, GameStats, softmax


def _stats(game: str, clauses: int, df: dict[str, int], markers: dict[str, float] | None = None) -> GameStats:
    return GameStats(game, clauses, MappingProxyType(df), MappingProxyType(markers or {}))


# A big rulebook and a small one that happens to print a common word in a few of its clauses.
BIG = _stats("big", 600, {"墓地": 2, "フォロワー": 90, "カード": 400})
SMALL = _stats("small", 80, {"墓地": 5, "カード": 60})


def test_smoothing_keeps_a_small_rulebook_from_claiming_a_common_word() -> None:
    raw = GameDetector((BIG, SMALL), DetectionConfig(smoothing=0.0, semantic_weight=0.0))
    smoothed = GameDetector((BIG, SMALL), DetectionConfig(smoothing=50.0, semantic_weight=0.0))
    q = "墓地に置かれる?"
    assert smoothed.evidence(q, ["墓地"])["small"] < raw.evidence(q, ["墓地"])["small"]


def test_distinctive_word_and_marker_point_to_their_game() -> None:
    big = _stats("big", 600, {"フォロワー": 90}, {"pp": 3.0})
    detector = GameDetector((big, SMALL), DetectionConfig())
    assert detector.detect("フォロワーで攻撃", ["フォロワー"])[0] == "big"
    assert detector.detect("ppが足りない", [])[0] == "big"


def test_embedding_similarity_breaks_a_tie_of_common_words() -> None:
    detector = GameDetector((BIG, SMALL), DetectionConfig(semantic_weight=100.0))
    common = ["カード"]
    assert detector.detect("カードはどうなる?", common, {"big": 0.80, "small": 0.86})[0] == "small"
    assert detector.detect("カードはどうなる?", common, {"big": 0.86, "small": 0.80})[0] == "big"


def test_unsure_detection_is_none_and_probabilities_sum_to_one() -> None:
    detector = GameDetector((BIG, SMALL), DetectionConfig(semantic_weight=0.0))
    game, probs = detector.detect("ルールについて", [])
    assert game is None and sum(probs.values()) == pytest.approx(1.0)


def test_softmax_temperature_flattens() -> None:
    sharp, flat = softmax({"a": 4.0, "b": 0.0}), softmax({"a": 4.0, "b": 0.0}, temperature=10.0)
    assert list(sharp) == ["a", "b"] and flat["b"] > sharp["b"]


def test_stats_count_a_clauses_own_text_not_its_ancestors_headings(small_corpus: Corpus) -> None:
    stats = GameStats.of(small_corpus.book("onepiece"), Analyzer(), {})
    # ``ゲームの概要`` heads chapter 1 only; its clauses below do not print 概要 themselves.
    assert stats.doc_freq.get("概要", 0) == 1
    assert stats.clauses == len(small_corpus.book("onepiece"))
