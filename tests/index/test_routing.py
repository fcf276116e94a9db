"""Clause-number routing: what counts as a number, and what follows an exact hit."""

from __future__ import annotations

import pytest

from corpus.loader import Corpus
from index.routing import exact_matches, follow_up_text, related, without_numbers


@pytest.mark.parametrize(
    ("query", "rest"),
    [
        ("7-1-4-1って何?", "って何?"),
        ("第8.4.3条について", "について"),
        ("402.4bのルールだと、同じカードは何枚まで?", "のルールだと、同じカードは何枚まで?"),
        ("7ー1ー4ー1", ""),
    ],
)
def test_without_numbers_keeps_the_rest_of_the_question(query: str, rest: str) -> None:
    assert without_numbers(query) == rest


@pytest.mark.parametrize("query", ["ジツ3ってどういう意味?", "計画2って書いてあったら?", "STR3って強い?"])
def test_value_glued_to_a_word_is_not_a_chapter_number(small_corpus: Corpus, query: str) -> None:
    assert exact_matches(query, small_corpus, small_corpus.games) == []


def test_op_3_bare_chapter_number_still_routes(small_corpus: Corpus) -> None:
    assert ("onepiece", "3") in exact_matches("3って何?", small_corpus, ["onepiece"])
    assert ("onepiece", "3") in exact_matches("第3条", small_corpus, ["onepiece"])


def test_op_7_1_4_related_lists_children_first(small_corpus: Corpus) -> None:
    assert related(small_corpus, "onepiece", "7-1-4")[0] == "7-1-4-1"
    assert related(small_corpus, "onepiece", "7-1-4-1") == []  # a leaf citing nothing


def test_op_7_1_4_1_follow_up_reads_the_clause_not_just_the_leftover(small_corpus: Corpus) -> None:
    text = follow_up_text(small_corpus, "onepiece", "7-1-4-1", "7-1-4-1って何?")
    assert text.startswith("って何?") and "パワー" in text and "7-1-4-1" not in text
