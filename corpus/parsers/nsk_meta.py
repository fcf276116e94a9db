"""Non-clause parts of the ninjaslayer/kiseki documents: table of contents and version history.

The table of contents is printed in two columns per line with dotted leaders and page numbers
(``100. ゲームの概要.....3<TAB>1000. ルール処理 20``) or as tab-separated cells
(``1500.<TAB>その他のルール<TAB>38``); its entries are kept as ``"100. ゲームの概要"`` without page
numbers. The closing ``更新情報:`` block becomes `HistoryEntry` items, one per bullet; a version
printed with no bullet (``2024 年 06 月 21 日 Ver. 1.0.0``) becomes one entry with empty text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from corpus.errors import ParseError
from corpus.model import HistoryEntry
from corpus.parsers.text import clean_line, iso_date, split_bullet

_HISTORY_HEAD = re.compile(r"^\s*更新情報\s*[:：]?\s*$")
_VERSION_LINE = re.compile(r"(?i)ver\.?\s*(?P<version>\d+(?:\.\d+)*)")
# Entry boundaries: a section number at the start of the line or after a tab/space.
_TOC_ENTRY_START = re.compile(r"(?:^|(?<=[\s]))(?P<num>\d{3,4})\.(?!\d)")
_TOC_PAGE = re.compile(r"[\s.]*\d+\s*$")
_TOC_MARKER = re.compile(r"\t|\.{2,}\s*\d")


def is_toc_line(line: str) -> bool:
    """A contents line carries a tab or a dotted leader before a page number."""
    return _TOC_MARKER.search(line) is not None


def toc_entries(line: str) -> list[str]:
    """The entries of one contents line as ``"<number>. <title>"`` (page numbers dropped)."""
    starts = list(_TOC_ENTRY_START.finditer(line))
    entries = []
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(line)
        chunk = line[m.end() : end]
        title = _TOC_PAGE.sub("", chunk).strip(" \t.")
        title = " ".join(part for part in title.split("\t") if part.strip())
        entries.append(f"{m['num']}. {title}".rstrip())
    return entries


def history_start(lines: Sequence[str]) -> int | None:
    """0-based index of the ``更新情報:`` line, or None."""
    for i, line in enumerate(lines):
        if _HISTORY_HEAD.match(line):
            return i
    return None


def parse_history(lines: Sequence[str], start: int) -> tuple[tuple[HistoryEntry, ...], dict[int, str]]:
    """History entries from ``lines[start:]`` and the role of each consumed (1-based) line."""
    roles: dict[int, str] = {start + 1: "history"}
    entries: list[HistoryEntry] = []
    version: str | None = None
    date: str | None = None
    version_line = 0
    bullets_for_version = 0

    def close_version() -> None:
        if version is not None and bullets_for_version == 0:
            entries.append(HistoryEntry(version=version, date=date, text="", line=version_line))

    for i in range(start + 1, len(lines)):
        line = clean_line(lines[i])
        if not line.strip():
            continue
        n = i + 1
        roles[n] = "history"
        m = _VERSION_LINE.search(line)
        bullet = split_bullet(line)
        if m is not None and not bullet.marker:
            close_version()
            version, date, version_line, bullets_for_version = m["version"], iso_date(line), n, 0
            continue
        if version is None:
            raise ParseError(f"history line {n} precedes any version line: {line.strip()!r}")
        entries.append(HistoryEntry(version=version, date=date, text=bullet.body, line=n))
        bullets_for_version += 1
    close_version()
    return tuple(entries), roles
