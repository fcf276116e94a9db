"""Parser for the ninjaslayer and kiseki comprehensive rules (numbering ``100``, ``103.3``, ``105.3a``,
``1204.2e-3``).

Layout of both documents: title/version/date lines (meta ``header``), a two-column table of contents
(meta ``toc``), the numbered body, and a closing ``更新情報:`` block (meta ``history``).

Hierarchy: a chapter is a multiple of 100 (``1200``, root), a section any other 3-4 digit number (parent
= its chapter), then ``1204.2`` → ``1204.2e`` → ``1204.2e-3``. When a printed parent is missing
(kiseki prints ``1322.1a`` without a ``1322.1``) the nearest printed ancestor is used.

Text rules (see also `corpus.parsers.text`):

* Section headings (``100. ゲームの概要``, ``1309.捨てる``, ``1603.NST1-30 タカギ・ガンドー…``) put their
  words in ``title``; a sub-rule is a heading too when it is a short phrase without ``。`` that has
  children (``502.2. アンタイ・オジギ・ステップ``). Everything else goes to ``text_parts``.
* A sentence broken over consecutive physical lines is joined without a newline; separate paragraphs
  and list items (``- 旧) …``) become separate parts (joined by ``\\n`` in ``RawClause.text``).
* ``例:`` paragraphs and their continuation lines go to ``examples`` of the clause above.
* Markdown bold (``**持ち主**``) is kept verbatim; ``<p>`` remnants, bullets and indentation are dropped.
* A physical line that repeats the previous one verbatim (ninjaslayer's doubled ``<p>① カード名…`` card
  legend under ``200``) is consumed by the clause but not repeated in its text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from corpus.errors import ParseError
from corpus.model import DocumentMeta, HistoryEntry
from corpus.parsers.base import ParseResult, RawClause
from corpus.parsers.nsk_meta import history_start, is_toc_line, parse_history, toc_entries
from corpus.parsers.text import (
    clean_line,
    is_example,
    join_wrapped,
    looks_wrapped,
    split_bullet,
)

CLAUSE_LINE = re.compile(
    r"^(?P<sec>\d{3,4})\."
    r"(?:(?P<rule>\d+)(?:(?P<sub>[a-z])(?:-(?P<subsub>\d+))?)?\.?)?"
    r"(?P<rest>.*)$"
)
HEADING_MAX = 30


def clause_id(m: re.Match[str]) -> str:
    cid = m["sec"]
    if m["rule"]:
        cid += f".{m['rule']}{m['sub'] or ''}"
        if m["subsub"]:
            cid += f"-{m['subsub']}"
    return cid


def ancestors(cid: str) -> list[str]:
    """Candidate parents of a clause id, nearest first (``1204.2e-3`` → ``1204.2e``, ``1204.2``, …)."""
    out: list[str] = []
    sec, _, rest = cid.partition(".")
    if rest:
        rule = re.match(r"\d+[a-z]?", rest)
        assert rule is not None
        if "-" in rest:
            out.append(f"{sec}.{rule.group()}")
        if rule.group()[-1].isalpha():
            out.append(f"{sec}.{rule.group()[:-1]}")
        out.append(sec)
    if int(sec) % 100 != 0 or rest:
        chapter = str(int(sec) // 100 * 100)
        if chapter != cid:
            out.append(chapter)
    return out


def is_section(cid: str) -> bool:
    return "." not in cid


@dataclass(slots=True)
class _State:
    clauses: list[RawClause] = field(default_factory=list)
    by_id: dict[str, RawClause] = field(default_factory=dict)
    heads: dict[str, str] = field(default_factory=dict)
    in_example: bool = False
    blank_before: bool = False
    prev_body: str = ""

    @property
    def current(self) -> RawClause | None:
        return self.clauses[-1] if self.clauses else None


def _start_clause(st: _State, m: re.Match[str], n: int) -> None:
    cid = clause_id(m)
    if cid in st.by_id:
        raise ParseError(f"line {n}: clause {cid} printed twice")
    parent = next((a for a in ancestors(cid) if a in st.by_id), None)
    rest = m["rest"].strip()
    rc = RawClause(id=cid, parent=parent, text_parts=[rest] if rest else [], lines=[n])
    st.clauses.append(rc)
    st.by_id[cid] = rc
    st.heads[cid] = rest
    st.in_example = False


def _continue_clause(st: _State, rc: RawClause, body: str, marker: str) -> None:
    """Attach a non-numbered line to the clause above (text or example)."""
    if body == st.prev_body:
        return  # a doubled physical line: consumed, not repeated
    wrapped = not st.blank_before or looks_wrapped(st.prev_body)
    if is_example(body):
        rc.examples.append(body)
        st.in_example = True
    elif st.in_example and wrapped and not marker:
        rc.examples[-1] = join_wrapped(rc.examples[-1], body)
    elif rc.text_parts and wrapped and not marker and not st.in_example:
        rc.text_parts[-1] = join_wrapped(rc.text_parts[-1], body)
    else:
        rc.text_parts.append(body)
        st.in_example = False


def _assign_titles(st: _State) -> None:
    has_children = {rc.parent for rc in st.clauses if rc.parent is not None}
    for rc in st.clauses:
        head = st.heads[rc.id]
        if rc.text_parts and rc.text_parts[0] != head:
            continue  # the first line was continued: a sentence, not a heading
        heading = is_section(rc.id) or (
            rc.id in has_children and "。" not in head and 0 < len(head) <= HEADING_MAX
        )
        if heading:
            rc.title = head
            if head:
                rc.text_parts.pop(0)


def parse(lines: Sequence[str]) -> ParseResult:
    """Parse a ninjaslayer/kiseki rules document (see the module docstring)."""
    roles: dict[int, str] = {}
    header: list[str] = []
    toc: list[str] = []
    preamble: list[str] = []

    hist_at = history_start(lines)
    end = hist_at if hist_at is not None else len(lines)
    history: tuple[HistoryEntry, ...] = ()
    if hist_at is not None:
        history, hist_roles = parse_history(lines, hist_at)
        roles.update(hist_roles)

    cleaned = [clean_line(line) for line in lines[:end]]
    bodies = [split_bullet(c) for c in cleaned]
    numbered = [CLAUSE_LINE.match(b.body) for b in bodies]

    first = next((i for i, m in enumerate(numbered) if m is not None), end)
    for i in range(first):
        if cleaned[i].strip():
            header.append(bodies[i].body)
            roles[i + 1] = "header"

    body_start = first
    first_m = numbered[first] if first < end else None
    if first_m is not None and is_toc_line(lines[first]):
        first_id = clause_id(first_m)
        body_start = next(
            (
                i
                for i in range(first + 1, end)
                if (m := numbered[i]) is not None and clause_id(m) == first_id and not is_toc_line(lines[i])
            ),
            end,
        )
        for i in range(first, body_start):
            if cleaned[i].strip():
                toc.extend(toc_entries(lines[i]))
                roles[i + 1] = "toc"

    st = _State()
    for i in range(body_start, end):
        b = bodies[i]
        if not b.body:
            st.blank_before = True
            continue
        n = i + 1
        m = numbered[i]
        rc = st.current
        if m is not None:
            _start_clause(st, m, n)
        elif rc is None:
            preamble.append(b.body)
            roles[n] = "preamble"
        else:
            _continue_clause(st, rc, b.body, b.marker)
            rc.lines.append(n)
        st.prev_body = b.body
        st.blank_before = False

    _assign_titles(st)
    meta = DocumentMeta(
        header=tuple(header),
        # The contents are printed in two columns; document order is numeric order.
        toc=tuple(sorted(toc, key=lambda e: int(e.split(".", 1)[0]))),
        history=history,
        preamble=tuple(preamble),
        lines=MappingProxyType(dict(sorted(roles.items()))),
    )
    return ParseResult(clauses=tuple(st.clauses), meta=meta)
