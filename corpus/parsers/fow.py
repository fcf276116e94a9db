"""Parser for the Force of Will rules excerpt (chapter 10, ゲーム上の行動, only).

Layout: ``10. ゲーム上の行動`` (chapter, id ``10``) with an intro paragraph (its text), then headings
``10.1. アディションする/設置する`` … ``10.21. カウンターを置く`` (``10.10 破棄する`` is printed without
the trailing dot) whose words go to ``title``. Under each heading the rules are unnumbered ``•``
bullets: they become ``10.N.1``, ``10.N.2`` … in printed order (``printed_id`` ``"•"``), and a more
indented bullet is a child of the bullet above (``10.6.4.1``). An indented line without a bullet
continues the bullet above as a new line of its text (``[光]:光1点、…`` under 10.2.2), except an
``例:`` line, which is an example of that bullet. Text is kept as printed, including the PDF's stray
spaces inside words (``求めら れる``). The closing ``トップへ戻る`` link is page furniture (meta
``furniture``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from types import MappingProxyType

from corpus.errors import ParseError
from corpus.model import DocumentMeta
from corpus.parsers.base import ParseResult, RawClause
from corpus.parsers.text import clean_line, is_example, split_bullet

HEADING_LINE = re.compile(r"^(?P<chapter>\d{1,2})\.(?:(?P<section>\d{1,2})\.?)?(?:\s+(?P<title>.*))?$")
BULLET_MARKER = "•"
FURNITURE = frozenset({"トップへ戻る"})


def parse(lines: Sequence[str]) -> ParseResult:
    """Parse the fow chapter-10 text (see the module docstring)."""
    roles: dict[int, str] = {}
    preamble: list[str] = []
    clauses: list[RawClause] = []
    by_id: dict[str, RawClause] = {}
    child_count: dict[str, int] = {}
    # (indent, clause) for the open bullets, outermost first.
    stack: list[tuple[int, RawClause]] = []
    section: RawClause | None = None

    def add(rc: RawClause, n: int) -> None:
        if rc.id in by_id:
            raise ParseError(f"line {n}: clause {rc.id} printed twice")
        clauses.append(rc)
        by_id[rc.id] = rc
        child_count[rc.id] = 0

    for i, raw in enumerate(lines):
        line = clean_line(raw)
        if not line.strip():
            continue
        n = i + 1
        b = split_bullet(line)
        heading = HEADING_LINE.match(b.body) if b.indent == 0 and not b.marker else None
        if b.body in FURNITURE and b.indent == 0:
            roles[n] = "furniture"
        elif heading is not None:
            chapter, sec = heading["chapter"], heading["section"]
            cid = f"{chapter}.{sec}" if sec else chapter
            parent = chapter if sec and chapter in by_id else None
            section = RawClause(id=cid, parent=parent, title=(heading["title"] or "").strip(), lines=[n])
            add(section, n)
            stack.clear()
        elif section is None:
            preamble.append(b.body)
            roles[n] = "preamble"
        elif b.marker == BULLET_MARKER:
            while stack and stack[-1][0] >= b.indent:
                stack.pop()
            parent_rc = stack[-1][1] if stack else section
            child_count[parent_rc.id] += 1
            rc = RawClause(
                id=f"{parent_rc.id}.{child_count[parent_rc.id]}",
                parent=parent_rc.id,
                text_parts=[b.body],
                lines=[n],
                printed_id=BULLET_MARKER,
            )
            add(rc, n)
            stack.append((b.indent, rc))
        else:
            # The deepest open bullet indented less than this line owns it.
            owner = next((rc for ind, rc in reversed(stack) if ind < b.indent), section)
            if is_example(b.body):
                owner.examples.append(b.body)
            else:
                owner.text_parts.append(b.body)
            owner.lines.append(n)

    meta = DocumentMeta(
        header=(),
        toc=(),
        history=(),
        preamble=tuple(preamble),
        lines=MappingProxyType(roles),
    )
    return ParseResult(clauses=tuple(clauses), meta=meta)
