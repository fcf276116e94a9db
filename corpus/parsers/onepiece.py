"""Parser for the ONE PIECE CARD GAME 総合ルール (``1-2-1-1-1.`` hyphen numbering).

Layout of the source:

* a header (title, ``ver.1.1.3``, ``最終更新日: 2023/1/20``), then ``目次`` and a table of contents
  whose lines look like clauses with a page number at the end (``1. ゲームの概要 1``); the body
  starts after the *second* ``総合ルール本文`` line;
* one clause per printed number, ``1-2-3. text``; from 2-4-3-1 on a run of lines carries a markdown
  ``- `` bullet prefix, which is not part of the text;
* some clauses are broken over two physical lines with a blank line between
  (``1-2-2-2. …デッキのカードが`` / ``0枚の場合、…``); the second line is a continuation;
* after the last clause, a version history: a date line followed by ``- ・ 9-2-1 を修正しました。``
  lines.

Headings (``1. ゲームの概要``, ``1-3-10. コストと発動コスト``, ``10-1-1. 【速攻】``) are clauses with a
`title`; rule sentences carry their words in `text_parts`. Numbers must strictly follow the outline
(`follows`); a number that does not raises `ParseError` instead of being guessed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from corpus.errors import ParseError
from corpus.model import HistoryEntry
from corpus.parsers.base import ParseResult, RawClause
from corpus.parsers.common_lines import (
    MetaBuilder,
    append_text,
    clean_line,
    dotted_ints,
    follows,
    iso_date,
    looks_like_title,
    parent_of,
    require_all_consumed,
)

GAME = "onepiece"
_SEP = "-"
_CLAUSE_RE = re.compile(r"^(\d+(?:-\d+)*)\.\s*(.*)$")
_BODY_MARK = "総合ルール本文"
_TOC_MARK = "目次"
_VERSION_RE = re.compile(r"^ver\.?\s*([\d.]+)$", re.IGNORECASE)
_UPDATED_RE = re.compile(r"^最終更新日\s*[::]\s*(\S+)$")

# Lines the source prints away from their clause: text -> id of the clause they continue. The words
# are joined onto that clause; the line itself is recorded in the metadata as "relocated" so the
# clause's span stays where the clause is printed and no line is consumed twice.
RELOCATED_LINES: dict[str, str] = {
    # 10-2-3-1 ends mid-word (…イベントカードをプレイすることで効果を発); its tail is printed after
    # 10-1-1-1 【速攻】, where it makes no sense.
    "動することができることを指すキーワードです。": "10-2-3-1",
}


def _locate_body(lines: Sequence[str]) -> tuple[int | None, int]:
    """(line of ``目次`` or None, line of the ``総合ルール本文`` that opens the body), 1-based."""
    toc = next((n for n, line in enumerate(lines, 1) if line.strip() == _TOC_MARK), None)
    marks = [n for n, line in enumerate(lines, 1) if line.strip() == _BODY_MARK]
    if toc is not None and len(marks) >= 2:
        return toc, marks[1]
    if marks:
        return toc, marks[0]
    raise ParseError(f"{GAME}: no {_BODY_MARK} line; cannot find where the rules start")


def _read_front(lines: Sequence[str], toc: int | None, body: int, meta: MetaBuilder) -> tuple[str, str]:
    """Record header and table-of-contents lines; return (version, updated) as printed."""
    version = updated = ""
    for n in range(1, body):
        text = clean_line(lines[n - 1])
        if not text:
            continue
        if toc is not None and n >= toc:
            meta.add(n, "toc", text)
            continue
        meta.add(n, "header", text)
        if m := _VERSION_RE.match(text):
            version = m.group(1)
        elif m := _UPDATED_RE.match(text):
            updated = m.group(1)
    meta.add(body, "body-heading", clean_line(lines[body - 1]))
    return version, updated


def _history_text(text: str) -> str:
    return text.lstrip("・").strip()


def parse(lines: Sequence[str]) -> ParseResult:
    meta = MetaBuilder()
    toc, body = _locate_body(lines)
    version, updated = _read_front(lines, toc, body, meta)
    updated_iso = iso_date(updated)

    clauses: list[RawClause] = []
    current: RawClause | None = None
    prev: tuple[int, ...] | None = None
    history_date: str | None = None
    relocated: list[tuple[int, str]] = []
    for n in range(body + 1, len(lines) + 1):
        text = clean_line(lines[n - 1])
        if not text:
            continue
        date = iso_date(text)
        if date is not None:
            # the version history starts at the first bare date after the rules
            history_date = date
            meta.add(n, "history", text)
            continue
        if history_date is not None:
            entry_version = version if history_date == updated_iso else ""
            meta.history.append(HistoryEntry(entry_version, history_date, _history_text(text), n))
            meta.add(n, "history", text)
            continue
        m = _CLAUSE_RE.match(text)
        if m is not None:
            number = dotted_ints(m.group(1), _SEP)
            if not follows(prev, number):
                raise ParseError(f"{GAME}: line {n}: {m.group(1)} does not follow {prev} in the outline")
            prev = number
            cid = m.group(1)
            current = RawClause(id=cid, parent=parent_of(cid, _SEP), lines=[n])
            if m.group(2):
                current.text_parts.append(m.group(2))
            clauses.append(current)
        elif text in RELOCATED_LINES:
            relocated.append((n, text))
        elif current is None:
            raise ParseError(f"{GAME}: line {n}: text before the first clause: {text[:30]!r}")
        else:
            append_text(current, text)
            current.lines.append(n)

    by_id = {c.id: c for c in clauses}
    for n, text in relocated:
        target = by_id.get(RELOCATED_LINES[text])
        if target is None:
            raise ParseError(f"{GAME}: line {n} belongs to {RELOCATED_LINES[text]}, which was not parsed")
        append_text(target, text)
        meta.add(n, f"relocated:{target.id}", text)
    for c in clauses:
        if len(c.lines) == 1 and len(c.text_parts) == 1 and looks_like_title(c.text_parts[0]):
            c.title = c.text_parts.pop()
    result = ParseResult(clauses=tuple(clauses), meta=meta.build())
    require_all_consumed(lines, result, GAME)
    return result
