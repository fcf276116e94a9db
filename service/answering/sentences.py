"""Splitting a clause's text into verbatim sentences (`compose` chooses among them)."""

from __future__ import annotations

import re

# Brackets whose content is quoted text: a 。 inside them ends the quoted sentence, not the
# clause's (1405.1: 【派遣】は「…プレイできる。そうしたなら、…置いてよい。」常時クラフトのことを意味します。).
_OPENING = {"「": "」", "『": "』", "(": ")", "（": "）", "“": "”"}
_CLOSING = frozenset(_OPENING.values())
_SENTENCE_END = re.compile(r"(?<=。)")


def split_sentences(text: str) -> list[str]:
    """Sentences of a clause text, each verbatim (a sentence keeps its 。; a line break ends one too,
    so the ・ items of a list come out one by one). A 。 inside quotes or brackets does not end a
    sentence, so a quoted card text stays whole and its brackets balanced. A line whose brackets do
    not balance (a typo in a source) is split at every 。."""
    out: list[str] = []
    for line in text.split("\n"):
        out.extend(s for s in _line_sentences(line) if s)
    return out


def _line_sentences(line: str) -> list[str]:
    sentences: list[str] = []
    expected: list[str] = []  # closing brackets awaited, innermost last
    start = 0
    for i, ch in enumerate(line):
        if ch in _OPENING:
            expected.append(_OPENING[ch])
        elif ch in _CLOSING and expected and expected[-1] == ch:
            expected.pop()
        elif ch in _CLOSING and ch in expected:
            return _plain(line)  # closes an outer bracket before an inner one
        elif ch == "。" and not expected:
            sentences.append(line[start : i + 1].strip())
            start = i + 1
    if expected:
        return _plain(line)
    sentences.append(line[start:].strip())
    return sentences


def _plain(line: str) -> list[str]:
    return [part.strip() for part in _SENTENCE_END.split(line)]
