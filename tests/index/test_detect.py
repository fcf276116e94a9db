"""Game detection: smoothed word statistics from each clause's own text, markers, embeddings."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from corpus.loader import Corpus
from index.analysis import Analyzer
from index.config import DetectionConfig
from index.detect import GameDetector, GameStats, player_words, softmax
from index.search import SearchEngine
from index.vocab import GameVocabulary, Mapping_


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


def test_a_player_word_several_games_translate_is_no_evidence() -> None:
    """墓地: fow prints it, but players say it of every game (→ トラッシュ / オヒガン / 墓場 / 軌跡)."""
    neutral = GameDetector((BIG, SMALL), DetectionConfig(semantic_weight=0.0), frozenset({"墓地"}))
    plain = GameDetector((BIG, SMALL), DetectionConfig(semantic_weight=0.0))
    q = "墓地に置かれる?"
    assert plain.evidence(q, ["墓地"])["small"] > 0
    assert neutral.evidence(q, ["墓地"]) == {"big": 0.0, "small": 0.0}
    # a marker still names its game on purpose
    marked = _stats("small", 80, {"墓地": 5}, {"墓地": 2.0})
    assert (
        GameDetector((BIG, marked), DetectionConfig(), frozenset({"墓地"})).evidence(q, ["墓地"])["small"] > 0
    )


def _vocabulary(game: str, *pairs: tuple[tuple[str, ...], tuple[str, ...]]) -> GameVocabulary:
    return GameVocabulary(game, tuple(Mapping_(say, means) for say, means in pairs), (), MappingProxyType({}))


def test_player_words_are_the_says_two_or_more_games_translate() -> None:
    analyzer = Analyzer()
    vocab = {
        "a": _vocabulary("a", (("墓地", "山の上"), ("トラッシュ",)), (("オジギ",), ("横向き",))),
        "b": _vocabulary("b", (("墓地", "山の上"), ("墓場",))),
    }
    words = player_words(vocab, lambda t: analyzer.analyze(t).words, {})
    assert "墓地" in words  # both games translate it
    assert "オジギ" not in words  # one game only
    assert not {"山", "上"} & words  # a phrase does not neutralise its parts
    # a game whose rulebook prints the word keeps it as evidence: only one game translates it then
    assert "墓地" not in player_words(vocab, lambda t: analyzer.analyze(t).words, {"b": {"墓地"}})


@pytest.mark.slow
def test_real_graveyard_is_no_longer_fow_by_its_word(real_search_engine: SearchEngine) -> None:
    """墓地 used to read as fow at 0.94–0.99 (the §10 excerpt prints it); the word is now neutral and
    only the meaning (the embeddings) can point anywhere."""
    _, probs = real_search_engine.detect_game("墓地に置かれたカードはどうなる?")
    assert probs["fow"] < 0.9


@pytest.mark.slow
def test_ks_1102_1_an_empty_deck_draw_is_not_claimed_by_onepiece(real_search_engine: SearchEngine) -> None:
    """ks-d-01 without a game used to be answered for onepiece alone. The question is game-neutral
    (all five rulebooks print 引く), so no game is decided and kiseki's verbatim 1102.1 stays among
    the first two hits of the all-games search."""
    q = "デッキにカードが1枚もない状態でカードを引こうとした場合、どうなりますか?"
    result = real_search_engine.search(q, k=5)
    assert result.detected_game is None
    assert ("kiseki", "1102.1") in [(h.game, h.id) for h in result.hits[:2]]
