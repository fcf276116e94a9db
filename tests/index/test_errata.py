"""Errata chapters are weighed down unless the query asks about a corrected card (index/errata.py)."""

from __future__ import annotations

import pytest

from corpus.loader import Corpus
from index.errata import ERRATA_WEIGHT, errata_of
from index.fusion import Fused
from index.search import SearchEngine


def test_ns_1600_errata_clauses_and_card_names(real_corpus: Corpus) -> None:
    book = real_corpus.book("ninjaslayer")
    ids = [c.id for c in book]
    errata = errata_of(book, ids)
    inside = {ids[i] for i in errata.positions}
    assert {"1600", "1601", "1602", "1602.1", "1611.1"} <= inside
    assert not {cid for cid in inside if not cid.startswith("16")}
    assert {"スーサイド", "ヤンナルネ", "ピストルカラテ"} <= set(errata.cards)
    assert "ニンジャスレイヤー" not in errata.cards  # the game's own name asks for no errata


@pytest.mark.parametrize("game", ["kiseki", "onepiece", "sve", "fow"])
def test_books_without_an_errata_chapter_have_none(real_corpus: Corpus, game: str) -> None:
    book = real_corpus.book(game)
    assert not errata_of(book, [c.id for c in book]).positions


@pytest.mark.parametrize(
    ("query", "asked"),
    [
        ("マリガンできる?", False),
        ("ニンジャスレイヤーTCGの先攻後攻", False),
        ("スーサイドのテキストは?", True),
        ("NST1-22 の訂正", True),
        ("エラッタされたカード", True),
    ],
)
def test_ns_1601_errata_asked_only_by_card_or_errata_words(
    real_corpus: Corpus, query: str, asked: bool
) -> None:
    book = real_corpus.book("ninjaslayer")
    assert errata_of(book, [c.id for c in book]).asked(query) is asked


def test_errata_scores_weighed_and_resorted(real_corpus: Corpus) -> None:
    book = real_corpus.book("ninjaslayer")
    ids = [c.id for c in book]
    errata = errata_of(book, ids)
    e = min(errata.positions)
    rule = ids.index("403.2")
    fused = [Fused(e, 1.0, 1, 1), Fused(rule, 0.8, 2, 2)]
    weighed = errata.weigh(fused, "マリガン")
    assert [f.position for f in weighed] == [rule, e]
    assert weighed[1].score == pytest.approx(ERRATA_WEIGHT)
    assert errata.weigh(fused, "スーサイドのテキスト") == fused


@pytest.mark.slow
def test_ns_403_2_a_mulligan_question_meets_the_preparation_not_errata(
    real_search_engine: SearchEngine,
) -> None:
    """Ninja Slayer prints no mulligan; 「マリガン」 used to rank errata 1611.1/1604.1 first."""
    hits = real_search_engine.search("マリガンできる?", game="ninjaslayer", k=3).hits
    assert hits[0].id == "403.2"
    assert not [h.id for h in hits if h.id.startswith("16")]


@pytest.mark.slow
def test_ns_1602_a_corrected_card_still_finds_its_errata(real_search_engine: SearchEngine) -> None:
    hits = real_search_engine.search("スーサイドのテキストはどう変わった?", game="ninjaslayer", k=3).hits
    assert hits[0].id in {"1602", "1602.1"}


@pytest.mark.slow
def test_sve_6_2_1_8_mulligan_by_its_player_word(real_search_engine: SearchEngine) -> None:
    """sve never prints マリガン: the vocabulary maps it to the words of 6.2.1.8."""
    ids = [h.id for h in real_search_engine.search("マリガン", game="sve", k=3).hits]
    assert "6.2.1.8" in ids[:2]
