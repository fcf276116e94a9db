"""Checks every answer must pass, shared by the answer tests (fast bigram searcher and real index):
each citation exists with its printed text, the answer cites only what it grounds, and every quoted
line is clause text verbatim."""

from __future__ import annotations

import re

from corpus import Corpus
from service.answering.answer_line import PREFIX
from service.answering.citing import Answer, ungrounded
from service.answering.verify import normalize_quote


def past_answer_line(text: str) -> str:
    """The answer text after its 「答え: …」 line (service/answering/answer_line.py), when it has one:
    a simulated answer's run narration starts there."""
    first, _, rest = text.partition("\n")
    return rest if first.startswith(PREFIX) else text


def assert_grounded(corpus: Corpus, answer: Answer) -> None:
    assert not ungrounded(corpus, answer.answer, answer.citations, [answer.game or ""] if answer.game else [])
    for c in answer.citations:
        clause = corpus.book(c.game).clauses[c.id]  # every citation exists
        assert c.text == clause.text and c.title == clause.title


def assert_quotes_verbatim(corpus: Corpus, answer: Answer) -> None:
    """Every quoted line (the lead and the ・ lines) is clause text: each of its sentences is a
    sentence of the clause named at its end, verbatim."""
    game = answer.detected_game or answer.citations[0].game
    for line in answer.answer.splitlines():
        if line.startswith(("シミュレーション結果", "この質問に答える条文", PREFIX)):
            continue
        quote, _, cid = line.removeprefix("・").rpartition("(")
        clause = corpus.book(game).clauses.get(cid.rstrip(")"))
        if clause is None:
            continue
        body = normalize_quote(clause.text)
        # list items (・…) are quoted on the lead's line without their line breaks
        pieces = [p for p in re.split(r"(?<=。)|(?=・)", quote) if p.strip()]
        assert pieces and all(normalize_quote(p) in body for p in pieces), line
