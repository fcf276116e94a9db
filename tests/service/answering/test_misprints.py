"""Misprinted references the corpus resolved (sve 8.3.2 「(12.212.2)」 → 12.2): a sentence that prints
one may be quoted verbatim, its resolved clause is cited, and the answer notes the misprint."""

from __future__ import annotations

import pytest

from corpus import Corpus
from service.answering.ask import Answerer
from service.answering.citing import cite, ground, misprint_notes, misprinted, ungrounded


def test_sve_8_3_2_misprinted_references_map_to_their_resolved_clauses(corpus: Corpus) -> None:
    assert misprinted(corpus.book("sve")) == {"12.212.2": "12.2", "1.3.2.21.3.2.2": "1.3.2.2"}
    for game in ("ninjaslayer", "kiseki", "onepiece", "fow"):
        assert misprinted(corpus.book(game)) == {}  # their unresolved references stay unresolved


def test_sve_8_3_2_a_quoted_misprint_is_grounded_by_its_target(corpus: Corpus) -> None:
    book = corpus.book("sve")
    text = f"{book.clauses['8.3.2'].text}(8.3.2)"
    cites = ground(corpus, "sve", text, [cite(book.clauses["8.3.2"], 1.0, "search")])
    assert {c.id for c in cites} == {"8.3.2", "12.2", "14.2.2"}
    assert ungrounded(corpus, text, cites, ["sve"]) == []
    assert ungrounded(corpus, text, cites[:1], ["sve"]) == ["12.212.2", "14.2.2"]
    assert misprint_notes(corpus, "sve", text) == [
        "原文の参照「12.212.2」は12.2の誤記として引用しています(条文は原文のまま)。"
    ]
    assert misprint_notes(corpus, "sve", "進化は1ターンに1回(8.3.2)") == []


@pytest.mark.slow
def test_sve_8_3_2_evolving_is_once_a_turn(real_answerer: Answerer) -> None:
    """8.3.2 was never quoted: its misprinted 「(12.212.2)」 made the sentence uncitable, and the
    answer led with 8.4.2.1 (which followers may attack)."""
    answer = real_answerer.ask("進化は1ターンに何回できる?", "sve")
    assert answer.answer.splitlines()[0].endswith("1ターンに1回のみ実行できます。(8.3.2)"), answer.answer
    assert not ungrounded(real_answerer.corpus, answer.answer, answer.citations, ["sve"])
    assert any("12.212.2" in note for note in answer.notes)
