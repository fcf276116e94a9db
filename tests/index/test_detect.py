"""Game detection: smoothed word statistics from each clause's own text, markers, embeddings."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from corpus.loader import Corpus
from index.analysis import Analyzer
from index.config import DetectionConfig
from index.detect import GameDetector, GameStats, softmax
from index.search import SearchEngine


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


def test_off_topic_question_is_not_assigned_a_game_by_small_cosine_differences() -> None:
    """今日の天気は? matched every rulebook at cosine 0.80–0.83 and read as ninjaslayer at 0.73:
    below the topic floor the embeddings count nothing, and no word says anything."""
    cfg = DetectionConfig(semantic_weight=100.0, topic_floor=0.83, topic_full=0.87)
    detector = GameDetector((BIG, SMALL), cfg)
    assert detector.detect("今日の天気は?", ["今日", "天気"], {"big": 0.83, "small": 0.80})[0] is None
    # the same difference on a rules question (best cosine ≥ topic_full) still decides
    assert detector.detect("カードはどうなる?", ["カード"], {"big": 0.90, "small": 0.87})[0] == "big"
    assert detector.topicality(0.85) == pytest.approx(0.5)


def test_marker_counts_as_a_word_or_the_head_of_a_printed_compound() -> None:
    """kiseki's スタン must not fire inside スタンバイ or スタンド (no rulebook prints バイ; ド is no
    word), nor ドン inside ロンドン; ninjaslayer's イクサ does fire in イクサフェイズ and タツジン in
    タツジン・コスト, compounds of a printed word."""
    game = _stats(
        "big",
        600,
        {"フェイズ": 40, "コスト": 80},
        {"スタン": 3.0, "イクサ": 3.0, "タツジン": 4.0, "ドン": 2.0},
    )
    detector = GameDetector((game, SMALL), DetectionConfig(semantic_weight=0.0))

    def fires(question: str) -> bool:
        return detector.evidence(question, [])["big"] > 0.0

    assert not fires("スタンバイフェイズって何?") and not fires("スタンドする?") and not fires("ロンドンの話")
    assert (
        fires("スタンしたUNITは?") and fires("イクサフェイズ中に出せる?") and fires("タツジン・コストは必要?")
    )


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


@pytest.mark.slow
@pytest.mark.parametrize(
    "query", ["今日の天気は?", "カレーの作り方", "明日の東京の気温は?", "How do I cook rice?"]
)
def test_real_off_topic_question_gets_no_game(real_search_engine: SearchEngine, query: str) -> None:
    """Measured before the topic floor: 今日の天気は? → ninjaslayer 0.73, カレーの作り方 → onepiece 0.63."""
    detected, probs = real_search_engine.detect_game(query)
    assert detected is None and max(probs.values()) < 0.5


@pytest.mark.slow
@pytest.mark.parametrize(
    ("query", "game"),
    [
        ("相手のターン中とかイクサフェイズ中に、手札からキャラを出すことってできる?", "ninjaslayer"),
        ("タツジン・コストは必ず支払わなければいけませんか?", "ninjaslayer"),
        ("フォロワーの体力が0になったらどうなる?", "sve"),
    ],
)
def test_real_rules_question_with_game_words_is_detected(
    real_search_engine: SearchEngine, query: str, game: str
) -> None:
    assert real_search_engine.detect_game(query)[0] == game
