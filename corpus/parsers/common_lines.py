"""Line-level helpers shared by the onepiece and sve parsers.

Both documents are plain-text dumps of web pages: clauses are broken over physical lines, bullets
carry markdown remnants, and a few lines are not clauses at all. These helpers keep the two parsers
small and make their decisions the same way (how broken lines are joined, what counts as a title,
how non-clause lines are recorded in the metadata).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from corpus.errors import ParseError
from corpus.model import DocumentMeta, HistoryEntry
from corpus.parsers.base import ParseResult, RawClause

# A physical line ending in one of these closes a sentence or paragraph; the next continuation line
# then starts a new paragraph instead of being glued on (a page-width break happens mid-sentence).
_SENTENCE_END = ("。", "」", "』", ")", ")", "!", "?")
_MARKUP_RE = re.compile(r"</?p>")
_BULLET_RE = re.compile(r"^- ")

ISO_DATE_RE = re.compile(r"^(\d{4})/(\d{1,2})/(\d{1,2})$")


def clean_line(line: str) -> str:
    """The printed words of one physical line: indentation, `- ` bullets and ``<p>`` tags removed."""
    text = _MARKUP_RE.sub("", line).strip()
    return _BULLET_RE.sub("", text).strip()


def append_text(clause: RawClause, text: str) -> None:
    """Add one physical line of words to a clause, joining a line broken mid-sentence."""
    if not clause.text_parts:
        clause.text_parts.append(text)
        return
    last = clause.text_parts[-1]
    if last.endswith(_SENTENCE_END) or text.startswith("・"):
        clause.text_parts.append(text)
    else:
        clause.text_parts[-1] = last + text


def looks_like_title(text: str) -> bool:
    """A heading such as ``ゲームの勝敗`` or ``特定表記:コンボ``: short, no sentence punctuation."""
    return bool(text) and "。" not in text and len(text) <= 30


def iso_date(raw: str) -> str | None:
    """``2023/1/20`` → ``2023-01-20`` (None when the text is not such a date)."""
    m = ISO_DATE_RE.match(raw.strip())
    if m is None:
        return None
    return f"{m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d}"


def dotted_ints(number: str, sep: str) -> tuple[int, ...]:
    return tuple(int(p) for p in number.split(sep))


def follows(prev: tuple[int, ...] | None, cur: tuple[int, ...]) -> bool:
    """Whether `cur` may come right after `prev` in a strictly increasing outline numbering.

    Allowed: the first child (``1.2`` → ``1.2.1``) or the next sibling of `prev` or of any of its
    ancestors (``1.2.1`` → ``1.2.2``, ``1.3``, ``2``). Anything else (a repeat, a jump backwards, a
    skipped number) is not a continuation of the outline.
    """
    if prev is None:
        return cur == (1,)
    if cur == (*prev, 1):
        return True
    return any(cur == (*prev[:k], prev[k] + 1) for k in range(len(prev)))


class MetaBuilder:
    """Collects the non-clause lines of a document and their roles."""

    def __init__(self) -> None:
        self.header: list[str] = []
        self.toc: list[str] = []
        self.history: list[HistoryEntry] = []
        self.preamble: list[str] = []
        self.lines: dict[int, str] = {}

    def add(self, lineno: int, role: str, text: str = "") -> None:
        if lineno in self.lines:
            raise ParseError(f"line {lineno} recorded twice in the metadata")
        self.lines[lineno] = role
        if role == "header":
            self.header.append(text)
        elif role == "toc":
            self.toc.append(text)
        elif role == "preamble":
            self.preamble.append(text)

    def build(self) -> DocumentMeta:
        return DocumentMeta(
            header=tuple(self.header),
            toc=tuple(self.toc),
            history=tuple(self.history),
            preamble=tuple(self.preamble),
            lines=dict(sorted(self.lines.items())),
        )


def unconsumed_lines(lines: Sequence[str], result: ParseResult) -> list[int]:
    """Non-empty source lines that neither a clause nor the metadata consumed."""
    used = set(result.meta.lines)
    for c in result.clauses:
        used.update(c.lines)
    return [n for n, line in enumerate(lines, 1) if line.strip() and n not in used]


def doubly_consumed_lines(result: ParseResult) -> list[int]:
    """Lines claimed by more than one clause, or by a clause and the metadata."""
    seen: set[int] = set(result.meta.lines)
    twice: list[int] = []
    for c in result.clauses:
        for n in c.lines:
            if n in seen:
                twice.append(n)
            seen.add(n)
    return twice


def require_all_consumed(lines: Sequence[str], result: ParseResult, game: str) -> None:
    """Fail loudly rather than return a parse that dropped or double-counted a line."""
    missing = unconsumed_lines(lines, result)
    twice = doubly_consumed_lines(result)
    if missing or twice:
        raise ParseError(f"{game}: lines not consumed {missing[:10]}, consumed twice {twice[:10]}")


def parent_of(clause_id: str, sep: str) -> str | None:
    """The parent id, found by dropping the last component (None for a chapter)."""
    head, _, _ = clause_id.rpartition(sep)
    return head or None
