"""Splitting a clause's text into verbatim sentences (`compose` chooses among them)."""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"(?<=。)")


def split_sentences(text: str) -> list[str]:
    """Sentences of a clause text, each verbatim (a sentence keeps its 。; a line break ends one too,
    so the ・ items of a list come out one by one)."""
    out: list[str] = []
    for line in text.split("\n"):
        for part in _SENTENCE_END.split(line):
            if part.strip():
                out.append(part.strip())
    return out
