"""Parser for the Shadowverse EVOLVE rules (unofficial wiki copy, ``8.4.9.1`` dotted numbering).

Layout of the source and how each part is read:

* header lines (wiki title, ``※これは2023年8月18日施行(Ver.1.7.0)のものです。``) and a bare ``目次``
  line (this copy prints no table-of-contents entries), then the rules; after the last clause the
  wiki's navigation menu (from the line ``メニュー``) — all metadata, not clauses;
* headings ``1. ゲームの概要``, ``2.カードの情報`` (no space), ``8.1.概要``: a `title`;
* clauses whose number stands alone on its line (``7.2.4.``) with the words on the next line — that
  next line is always the clause's text, even when it starts with a number (``7.3.3 でメインフェイズ…``,
  ``1枚の進化領域のカードが…``);
* sub-items printed only relative to the clause above (``1.``, ``2.``, ``2.1.``, ``3.2.1.``, ``1【``):
  they get the full id (``1.3.2`` + ``2.1`` → ``1.3.2.2.1``) and keep the printed number in
  `printed_id`. A line is read as a sub-item when its number continues the sub-item outline of the
  last full clause and it is not preceded by a blank line (chapter headings always are);
* a number printed without its trailing dot is a clause only when it is the first child of the
  current clause and is glued to words (``9.1.1.1トークンは…``); otherwise it is a reference at the
  start of a sentence and the line is text;
* ``・`` bullets are the options of the sentence above (``以下のいずれかを実行します。`` followed by
  the options); the document never numbers or cites them, so they stay in the parent's text, one
  paragraph per bullet, with the ``・`` kept;
* ``例:`` lines are examples of the clause above.

Numbers must strictly follow the outline; anything else raises `ParseError` rather than be guessed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from corpus.errors import ParseError
from corpus.parsers.base import ParseResult, RawClause
from corpus.parsers.common_lines import (
    MetaBuilder,
    append_text,
    clean_line,
    dotted_ints,
    follows,
    looks_like_title,
    require_all_consumed,
)

GAME = "sve"
_SEP = "."
_NUMBER_RE = re.compile(r"^(\d+(?:\.\d+)*)(\.?)\s*(.*)$")
_EXAMPLE_PREFIXES = ("例:", "例:")
_TOC_MARK = "目次"
_NAV_MARK = "メニュー"
# Words that follow a bare number when it is a count, not a clause number (``1枚の…``).
_COUNTERS = ("枚", "回", "点", "体", "つ", "個", "名", "人", "以", "未", "ターン", "面", "単位")


def _ints(number: str) -> tuple[int, ...]:
    return dotted_ints(number, _SEP)


def _join(parts: Sequence[int]) -> str:
    return _SEP.join(str(p) for p in parts)


class _State:
    """Where the parser is in the outline."""

    def __init__(self) -> None:
        self.clauses: list[RawClause] = []
        self.current: RawClause | None = None  # receives continuation lines
        self.full: tuple[int, ...] | None = None  # last clause printed with its full number
        self.anchor: RawClause | None = None  # that clause (sub-items hang under it)
        self.sub: tuple[int, ...] | None = None  # last sub-item number relative to the anchor
        self.awaiting_text = False  # the last clause line was a number alone

    def open_full(self, number: tuple[int, ...], n: int, words: str) -> None:
        cid = _join(number)
        parent = _join(number[:-1]) if len(number) > 1 else None
        clause = RawClause(id=cid, parent=parent, lines=[n])
        self._open(clause, words)
        self.full, self.anchor, self.sub = number, clause, None

    def open_sub(self, rel: tuple[int, ...], printed: str, n: int, words: str) -> None:
        assert self.anchor is not None
        base = self.anchor.id
        cid = f"{base}{_SEP}{_join(rel)}"
        parent = f"{base}{_SEP}{_join(rel[:-1])}" if len(rel) > 1 else base
        clause = RawClause(id=cid, parent=parent, lines=[n], printed_id=printed)
        self._open(clause, words)
        self.sub = rel

    def _open(self, clause: RawClause, words: str) -> None:
        if words:
            clause.text_parts.append(words)
        self.awaiting_text = not words
        self.clauses.append(clause)
        self.current = clause

    def sub_follows(self, rel: tuple[int, ...]) -> bool:
        return self.anchor is not None and follows(self.sub, rel)

    def is_full_first_child(self, number: tuple[int, ...]) -> bool:
        return self.full is not None and self.sub is None and number == (*self.full, 1)

    def is_sub_first_child(self, rel: tuple[int, ...]) -> bool:
        return self.anchor is not None and rel == ((1,) if self.sub is None else (*self.sub, 1))


def _is_clause_line(state: _State, number: tuple[int, ...], dot: str, words: str, after_blank: bool) -> str:
    """How to read a line that starts with a number: ``full``, ``sub``, ``""`` (text) or ``bad``."""
    if not dot:
        # Without its dot a number is a clause only when it is the first child of the current
        # clause and words follow that are not a count (``9.1.1.1トークンは…`` yes, ``1枚の…`` no).
        if not words or words.startswith(_COUNTERS):
            return ""
        if state.is_full_first_child(number):
            return "full"
        return "sub" if state.is_sub_first_child(number) else ""
    full_ok = follows(state.full, number)
    sub_ok = state.sub_follows(number)
    if after_blank and full_ok:
        return "full"
    if sub_ok:
        return "sub"
    if full_ok:
        return "full"
    return "bad"


def _read_front(lines: Sequence[str], meta: MetaBuilder) -> int:
    """Record the header and the table-of-contents line; return the first body line (1-based)."""
    for n, raw in enumerate(lines, 1):
        text = clean_line(raw)
        if not text:
            continue
        if _NUMBER_RE.match(text):
            return n
        meta.add(n, "toc" if text == _TOC_MARK else "header", text)
    raise ParseError(f"{GAME}: no numbered clause found")


def parse(lines: Sequence[str]) -> ParseResult:
    meta = MetaBuilder()
    start = _read_front(lines, meta)
    state = _State()
    after_blank = True
    in_navigation = False
    for n in range(start, len(lines) + 1):
        raw = lines[n - 1]
        text = clean_line(raw)
        if not text:
            after_blank = True
            continue
        was_blank, after_blank = after_blank, False
        if in_navigation or (text == _NAV_MARK and was_blank):
            in_navigation = True
            meta.add(n, "navigation", text)
            continue
        current = state.current
        if current is not None and state.awaiting_text:
            state.awaiting_text = False
            append_text(current, text)
            current.lines.append(n)
            continue
        m = _NUMBER_RE.match(text)
        kind = _is_clause_line(state, _ints(m.group(1)), m.group(2), m.group(3), was_blank) if m else ""
        if m is not None and kind == "full":
            state.open_full(_ints(m.group(1)), n, m.group(3))
        elif m is not None and kind == "sub":
            state.open_sub(_ints(m.group(1)), m.group(1), n, m.group(3))
        elif kind == "bad":
            raise ParseError(
                f"{GAME}: line {n}: number {text[:12]!r} follows neither {state.full} nor, as a "
                f"sub-item, {state.sub} under {state.anchor.id if state.anchor else None}"
            )
        elif current is None:
            raise ParseError(f"{GAME}: line {n}: text before the first clause: {text[:30]!r}")
        elif text.startswith(_EXAMPLE_PREFIXES):
            current.examples.append(text)
            current.lines.append(n)
        else:
            append_text(current, text)
            current.lines.append(n)

    for c in state.clauses:
        if len(c.lines) != 1 or len(c.text_parts) != 1 or c.printed_id:
            continue
        depth = c.id.count(_SEP) + 1
        if depth <= 2 or looks_like_title(c.text_parts[0]):
            c.title = c.text_parts.pop()
    result = ParseResult(clauses=tuple(state.clauses), meta=meta.build())
    require_all_consumed(lines, result, GAME)
    return result
