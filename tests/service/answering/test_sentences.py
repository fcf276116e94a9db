"""Splitting clause text into sentences: quotes stay whole and balanced."""

from __future__ import annotations

from corpus import Corpus
from service.answering.ask import Answerer
from service.answering.sentences import split_sentences


def test_ks_1405_1_quoted_craft_text_stays_one_sentence(corpus: Corpus) -> None:
    text = corpus.book("kiseki").clauses["1405.1"].text
    sentences = split_sentences(text)
    assert sentences == [text.strip()]
    assert sentences[0].endswith("」常時クラフトのことを意味します。")


def test_op_10_1_4_1_second_sentence_keeps_its_quote_balanced(corpus: Corpus) -> None:
    sentences = split_sentences(corpus.book("onepiece").clauses["10-1-4-1"].text)
    assert sentences[-1].startswith("「アタックされたカードを") and sentences[-1].endswith("」を行います。")
    for s in sentences:
        assert s.count("「") == s.count("」")


def test_sentences_end_at_each_period_and_line() -> None:
    assert split_sentences("Aです。Bです。\n・C\n・D。") == ["Aです。", "Bです。", "・C", "・D。"]
    assert split_sentences("Aは「B。C。」です。D。") == ["Aは「B。C。」です。", "D。"]
    assert split_sentences("A(注: B。C。)です。") == ["A(注: B。C。)です。"]


def test_an_unbalanced_bracket_falls_back_to_every_period() -> None:
    """A source typo (a bracket never closed) must not swallow the rest of the line."""
    assert split_sentences("Aは「B。C。D。") == ["Aは「B。", "C。", "D。"]
    assert split_sentences("A」B。C。") == ["A」B。", "C。"]


def test_ks_1405_1_answer_quotes_the_craft_text_whole(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask("【派遣】って何?", "kiseki")
    first = answer.answer.splitlines()[0]
    assert first.endswith("」常時クラフトのことを意味します。(1405.1)")
    assert first.count("「") == first.count("」") == 1
