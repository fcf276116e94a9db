"""The service-facing search contract, independent of the HTTP API and of the real model."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from corpus.errors import UnknownGame
from corpus.loader import Corpus
from index.config import SearchConfig
from index.errors import InvalidQuery
from index.search import SearchEngine, load_or_build
from index.types import Mode
from index.vocab import Vocabulary
from tests.index.conftest import BigramEncoder


@pytest.fixture(scope="module")
def engine(
    tmp_path_factory: pytest.TempPathFactory,
    small_corpus: Corpus,
    vocabulary: Vocabulary,
    config: SearchConfig,
) -> SearchEngine:
    return load_or_build(
        tmp_path_factory.mktemp("idx"),
        small_corpus,
        encoder=BigramEncoder(),
        vocabulary=vocabulary,
        config=config,
    )


@pytest.mark.parametrize("query", ["", "   ", "\x00", " \x00\t\x1b ", "あ" * 1001])
def test_empty_or_long_query_is_invalid(engine: SearchEngine, query: str) -> None:
    with pytest.raises(InvalidQuery):
        engine.search(query)


@pytest.mark.parametrize("k", [0, 51, -1])
def test_k_out_of_range_is_invalid(engine: SearchEngine, k: int) -> None:
    with pytest.raises(InvalidQuery):
        engine.search("デッキ", k=k)


def test_unknown_game(engine: SearchEngine) -> None:
    with pytest.raises(UnknownGame):
        engine.search("デッキ", game="mtg")


def test_query_is_trimmed_and_1000_chars_allowed(engine: SearchEngine) -> None:
    assert engine.search("  デッキ  ").query == "デッキ"
    engine.search("デ" * 1000, k=1)


@pytest.mark.parametrize("mode", list(Mode))
def test_game_given_searches_only_that_game(engine: SearchEngine, mode: Mode) -> None:
    result = engine.search("デッキのカードが0枚", game="sve", k=5, mode=mode)
    assert result.game == "sve" and result.mode is mode
    assert result.hits and all(h.game == "sve" for h in result.hits)
    assert len(result.hits) <= 5


def test_op_1_2_1_1_2_deck_out_found_from_player_words(engine: SearchEngine) -> None:
    result = engine.search("山札が0枚になったら負け?", game="onepiece", k=3, mode=Mode.LEXICAL)
    assert "1-2-1-1-2" in [h.id for h in result.hits]


def test_op_7_1_4_1_clause_number_routes_to_exact_lookup(engine: SearchEngine) -> None:
    result = engine.search("7-1-4-1って何?", k=3)
    assert result.hits[0].id == "7-1-4-1" and result.hits[0].exact
    assert not any(h.exact for h in result.hits[1:])
    assert [h.id for h in result.hits].count("7-1-4-1") == 1


def test_sve_8_4_3_dotted_number_routes_without_game(engine: SearchEngine) -> None:
    hit = engine.search("第8.4.3条", k=1).hits[0]
    assert (hit.game, hit.id, hit.exact) == ("sve", "8.4.3", True)


def test_quantity_is_not_a_clause_number(engine: SearchEngine) -> None:
    assert not any(h.exact for h in engine.search("ドン!!は2枚置ける?", game="onepiece").hits)


def test_detect_game_from_distinctive_words(engine: SearchEngine) -> None:
    game, probs = engine.detect_game("アクティブのドン!!が3枚しかない")
    assert game == "onepiece" and probs["onepiece"] > probs["sve"]
    assert engine.detect_game("フォロワーで攻撃できる?")[0] == "sve"
    assert sum(probs.values()) == pytest.approx(1.0)


def test_without_game_detected_game_leads(engine: SearchEngine) -> None:
    result = engine.search("フォロワーは墓場に置かれる?", k=5)
    assert result.game is None and result.detected_game == "sve"
    assert result.hits[0].game == "sve"


def test_hybrid_hits_carry_both_ranks(engine: SearchEngine) -> None:
    hits = engine.search("ブロッカーを持つキャラクター", game="onepiece", k=3).hits
    assert hits[0].id in {"10-1-4", "10-1-4-1"}
    assert hits[0].lexical_rank is not None and hits[0].semantic_rank is not None


def test_concurrent_searches_agree(engine: SearchEngine) -> None:
    queries = ["山札が0枚になったら負け?", "フォロワーで攻撃", "ドン!!を置く", "リーダーの体力"]
    expected = {q: engine.search(q, k=5) for q in queries}
    errors: list[BaseException] = []

    def work(q: str) -> None:
        try:
            for _ in range(10):
                assert engine.search(q, k=5) == expected[q]
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(q,)) for q in queries * 2]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


def test_engine_reloads_without_rebuilding(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    enc = BigramEncoder()
    load_or_build(tmp_path, small_corpus, encoder=enc, vocabulary=vocabulary, config=config)
    before = (tmp_path / "current" / "manifest.json").read_text(encoding="utf-8")
    again = load_or_build(tmp_path, small_corpus, encoder=enc, vocabulary=vocabulary, config=config)
    assert (tmp_path / "current" / "manifest.json").read_text(encoding="utf-8") == before
    assert again.search("デッキ", k=1).hits


def test_control_characters_inside_a_query_read_as_spaces(engine: SearchEngine) -> None:
    assert engine.search("デッキ\x00").query == "デッキ"


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("game", [None, "onepiece", "sve"])
def test_results_are_sorted_by_the_score_they_show(
    engine: SearchEngine, mode: Mode, game: str | None
) -> None:
    for query in ("デッキが0枚になったら負け?", "リーダーの体力", "7-1-4って何?", "攻撃できる?"):
        hits = engine.search(query, game=game, k=20, mode=mode).hits
        scores = [h.score for h in hits]
        assert scores == sorted(scores, reverse=True), (query, scores)
        assert all(0.0 <= s <= 1.0 for s in scores)


def test_op_7_1_4_exact_hit_is_followed_by_its_children(engine: SearchEngine) -> None:
    hits = engine.search("7-1-4って何?", k=5).hits
    assert (hits[0].id, hits[0].exact, hits[0].score) == ("7-1-4", True, 1.0)
    assert (hits[1].id, hits[1].related_to, hits[1].exact) == ("7-1-4-1", "7-1-4", False)
    # A number only onepiece has names the game: nothing from sve follows it.
    assert all(h.game == "onepiece" for h in hits)


def test_op_7_1_4_1_hits_after_the_number_come_from_its_topic(engine: SearchEngine) -> None:
    hits = engine.search("7-1-4-1って何?", k=4, mode=Mode.LEXICAL).hits
    # The leftover 「って何?」 has no words to search with; the clause's own text leads instead.
    assert hits[1].id in {"7-1-4", "10-1-4-1", "1-2-1-1-1"}, [h.id for h in hits]


def test_card_value_is_not_routed_as_a_clause_number(engine: SearchEngine) -> None:
    result = engine.search("コスト3って書いてあるカード", k=5)
    assert not any(h.exact for h in result.hits)


def test_without_game_the_most_likely_game_leads_with_weight_one(engine: SearchEngine) -> None:
    result = engine.search("フォロワーは墓場に置かれる?", k=5)
    assert result.hits[0].game == "sve"
    given = engine.search("フォロワーは墓場に置かれる?", game="sve", k=1).hits[0]
    assert result.hits[0].score == pytest.approx(given.score)


def test_detect_game_and_search_agree_and_embed_once(
    tmp_path_factory: pytest.TempPathFactory,
    small_corpus: Corpus,
    vocabulary: Vocabulary,
    config: SearchConfig,
) -> None:
    encoder = BigramEncoder()
    engine = load_or_build(
        tmp_path_factory.mktemp("idx-once"),
        small_corpus,
        encoder=encoder,
        vocabulary=vocabulary,
        config=config,
    )
    calls = encoder.calls
    detected, _ = engine.detect_game("フォロワーで攻撃できる?")
    result = engine.search("フォロワーで攻撃できる?", k=3)
    assert detected == result.detected_game == "sve"
    engine.search("フォロワーで攻撃できる?", k=3)
    assert encoder.calls - calls <= 2  # the plain query once, the game variants once; then cached
