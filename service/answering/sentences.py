"""Choosing which verbatim sentences of a clause answer a question."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

_SENTENCE_END = re.compile(r"(?<=。)")
_NOISE = re.compile(r"[\s、。,.!?()()「」『』‘’:・]+")


def split_sentences(text: str) -> list[str]:
    """Sentences of a clause text, each verbatim (a sentence keeps its 。)."""
    out: list[str] = []
    for line in text.split("\n"):
        for part in _SENTENCE_END.split(line):
            if part.strip():
                out.append(part.strip())
    return out


def _bigrams(text: str) -> set[str]:
    flat = _NOISE.sub("", unicodedata.normalize("NFKC", text))
    return {flat[i : i + 2] for i in range(len(flat) - 1)}


def overlap(question_terms: Iterable[str], sentence: str) -> float:
    """Share of the sentence's character bigrams found in the question (and its expansions)."""
    q: set[str] = set()
    for term in question_terms:
        q |= _bigrams(term)
    s = _bigrams(sentence)
    if not s or not q:
        return 0.0
    hits = len(q & s)
    # favour sentences that cover many question bigrams without rewarding sheer length
    return float(hits / (len(s) ** 0.5) + hits / max(len(q), 1))


def best_sentences(question_terms: Iterable[str], text: str, limit: int = 2) -> list[str]:
    """Up to `limit` sentences of `text` in document order, chosen by overlap with the question."""
    return pick_sentences(question_terms, split_sentences(text), limit)


def pick_sentences(question_terms: Iterable[str], sentences: list[str], limit: int = 2) -> list[str]:
    """Up to `limit` of `sentences` in their order, chosen by overlap with the question."""
    terms = list(question_terms)
    if len(sentences) <= limit:
        return sentences
    ranked = sorted(range(len(sentences)), key=lambda i: -overlap(terms, sentences[i]))[:limit]
    return [sentences[i] for i in sorted(ranked)]
