"""Which clauses a rulebook's update history (更新情報) names.

The parsers keep the history as `DocumentMeta.history` (one `HistoryEntry` per printed line):
onepiece prints a dated list of changed clauses (``2-3-3 を追記しました。``), ninjaslayer and
kiseki print versioned sentences that name headings in brackets
(``キーワード能力に「サツバツ」「タツジン」の項目を追加いたしました。``). An entry names a clause
when it prints the clause's number, or prints in 「」 the exact heading of exactly one clause.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from corpus.ids import fold_width, normalize_id
from corpus.model import HistoryEntry, Rulebook, Scheme

_NUMBER = {
    Scheme.HYPHEN: re.compile(r"(?<![0-9\-])\d{1,3}(?:-\d{1,3})+(?![0-9\-])"),
    Scheme.DOTTED: re.compile(r"(?<![0-9.])\d{1,3}(?:\.\d{1,3})+(?![0-9])"),
    Scheme.NSK: re.compile(r"(?<![0-9.])\d{3,4}(?:\.\d{1,3}[a-z]?)?(?![0-9])"),
    Scheme.FOW: re.compile(r"(?<![0-9.])\d{1,3}(?:\.\d{1,3})+(?![0-9])"),
}
_QUOTED = re.compile(r"「([^「」]{1,40})」")


def named_clauses(book: Rulebook, entry: HistoryEntry) -> tuple[str, ...]:
    """The ids of the clauses `entry` names, in the order it names them."""
    found: list[str] = []
    text = fold_width(entry.text)
    pattern = _NUMBER.get(book.info.scheme)
    if pattern is not None:
        for m in pattern.finditer(text):
            try:
                cid = normalize_id(book.info.scheme, m.group(), game=book.game)
            except ValueError:
                continue
            if cid in book.clauses:
                found.append(cid)
    quoted = [m.group(1).strip() for m in _QUOTED.finditer(entry.text)]
    titles = _titles(book) if quoted else {}
    for name in quoted:
        ids = titles.get(name, ())
        if len(ids) == 1:
            found.append(ids[0])
    return tuple(dict.fromkeys(found))


def _titles(book: Rulebook) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for clause in book:
        if clause.title:
            out.setdefault(clause.title.strip(), []).append(clause.id)
    return {k: tuple(v) for k, v in out.items()}


def history_by_clause(book: Rulebook) -> Mapping[str, tuple[HistoryEntry, ...]]:
    """Clause id → the history entries that name it, oldest first as printed."""
    out: dict[str, list[HistoryEntry]] = {}
    for entry in book.meta.history:
        for cid in named_clauses(book, entry):
            out.setdefault(cid, []).append(entry)
    return MappingProxyType({k: tuple(v) for k, v in out.items()})
