"""Corpus commands: ``rulecite clause``, ``rulecite export`` and ``rulecite corpus report``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TextIO

from corpus.errors import ClauseNotFound, CorpusError, InvalidClauseId, UnknownGame
from corpus.loader import Corpus, default_corpus
from corpus.model import Clause, Rulebook
from service.clause_views import ancestors_of, citation_of, clause_detail
from service.commands.args import game_id, int_range

SubParsers = argparse._SubParsersAction  # the type argparse gives add_subparsers()


def register(sub: SubParsers[argparse.ArgumentParser]) -> None:
    clause = sub.add_parser(
        "clause",
        help="print one clause",
        description="Print a clause verbatim with its ancestors, children and references. The id "
        "may be typed as printed or in full width (７－１－４, 第103.3条).",
    )
    clause.add_argument(
        "game", type=game_id, help="game id (ninjaslayer, kiseki, fow, onepiece, sve) or a name such as op"
    )
    clause.add_argument("clause_id", metavar="ID", help="clause number, e.g. 7-1-4-1-1-1 or 105.3a")
    clause.add_argument("--json", action="store_true", help="print the same JSON as the HTTP API")
    clause.add_argument(
        "--depth",
        type=int_range(0, 10),
        default=None,
        help="also print the subtree this many levels deep (0-10)",
    )
    clause.set_defaults(func=cmd_clause)

    export = sub.add_parser(
        "export",
        help="export clauses as JSON Lines",
        description="One JSON object per clause: game, id, parent, title, text, examples, "
        "refs [{raw, target}], in document order.",
    )
    export.add_argument("--game", type=game_id, action="append", help="only this game (repeatable)")
    export.add_argument("--out", type=Path, default=None, help="write here instead of standard output")
    export.set_defaults(func=cmd_export)

    corpus = sub.add_parser("corpus", help="corpus reports")
    corpus_sub = corpus.add_subparsers(dest="corpus_command", required=True)
    report = corpus_sub.add_parser("report", help="print the corpus report (markdown)")
    report.add_argument("--write", type=Path, default=None, help="write it to this file, e.g. docs/corpus.md")
    report.set_defaults(func=cmd_report)


def cmd_clause(args: argparse.Namespace) -> int:
    try:
        corpus = default_corpus()
        book = corpus.book(args.game)
        clause = corpus.clause(book.game, args.clause_id)
    except CorpusError as exc:
        return _fail(exc)
    if args.json:
        detail = clause_detail(book, clause, args.depth)
        print(json.dumps(detail.model_dump(mode="json"), ensure_ascii=False, indent=2))
    else:
        sys.stdout.write(render_clause(book, clause, args.depth))
    return 0


def render_clause(book: Rulebook, clause: Clause, depth: int | None = None) -> str:
    """The clause as plain text for a terminal; with `depth`, its subtree that many levels deep."""
    lines = [
        f"{book.info.short_name or book.game} {clause.id}  (lines {clause.span.start}–{clause.span.end})",
        f"引用: {citation_of(book, clause)}",
    ]
    path = [a.label for a in ancestors_of(book, clause)]
    if path:
        lines.append(" › ".join(path))
    lines.append("")
    if clause.title:
        lines.append(f"{clause.printed_id or clause.id}. {clause.title}")
    if clause.text:
        lines.append(clause.text)
    lines.extend(f"  {example}" for example in clause.examples)
    if clause.children and depth:
        lines.append("")
        lines.append(f"subtree ({depth} level{'s' if depth > 1 else ''}):")
        lines.extend(_subtree_lines(book, clause, depth, 1))
    elif clause.children:
        lines.append("")
        lines.append("children:")
        lines.extend(f"  {c}  {book.clauses[c].label}" for c in clause.children)
    if clause.refs:
        lines.append("")
        lines.append("references:")
        lines.extend(f"  {r.raw} → {r.target or '(unresolved)'}" for r in clause.refs)
    backlinks = book.referenced_by.get(clause.id, ())
    if backlinks:
        lines.append("")
        lines.append("referenced by: " + ", ".join(backlinks))
    return "\n".join(lines) + "\n"


def _subtree_lines(book: Rulebook, clause: Clause, depth: int, level: int) -> list[str]:
    """Each descendant verbatim (heading, text, examples), indented by its level."""
    out: list[str] = []
    pad = "  " * level
    for cid in clause.children:
        child = book.clauses[cid]
        head = " ".join(p for p in (child.printed_id or child.id, child.title) if p)
        out.append(f"{pad}{head}")
        out.extend(f"{pad}  {line}" for line in child.text.splitlines())
        out.extend(f"{pad}  {example}" for example in child.examples)
        if level < depth:
            out.extend(_subtree_lines(book, child, depth, level + 1))
    return out


def export_records(corpus: Corpus, games: Iterable[str] | None = None) -> Iterator[dict[str, Any]]:
    """The export's records in games.toml order, then document order."""
    wanted = [corpus.book(g.strip()) for g in games] if games else list(corpus)
    for book in wanted:
        for c in book:
            yield {
                "game": c.game,
                "id": c.id,
                "parent": c.parent,
                "title": c.title,
                "text": c.text,
                "examples": list(c.examples),
                "refs": [{"raw": r.raw, "target": r.target} for r in c.refs],
            }


def write_jsonl(records: Iterable[dict[str, Any]], out: TextIO) -> int:
    count = 0
    for record in records:
        out.write(json.dumps(record, ensure_ascii=False))
        out.write("\n")
        count += 1
    return count


def cmd_export(args: argparse.Namespace) -> int:
    try:
        records = list(export_records(default_corpus(), args.game))
    except CorpusError as exc:
        return _fail(exc)
    if args.out is None:
        write_jsonl(records, sys.stdout)
    else:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with args.out.open("w", encoding="utf-8") as fh:
            count = write_jsonl(records, fh)
        print(f"wrote {count} clauses to {args.out}", file=sys.stderr)
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from corpus.report import corpus_report

    try:
        text = corpus_report(default_corpus())
    except CorpusError as exc:
        return _fail(exc)
    if args.write is None:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    else:
        args.write.parent.mkdir(parents=True, exist_ok=True)
        args.write.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
        print(f"wrote {args.write}", file=sys.stderr)
    return 0


def _fail(exc: CorpusError) -> int:
    """Print a corpus error for a person, as one message; exit status 2 for bad input, 1 for data
    faults. (ClauseNotFound's message lists the nearby clauses, UnknownGame's the known games.)"""
    if isinstance(exc, InvalidClauseId):
        message = f"{exc.raw!r} is not a clause number of {exc.game}; accepted: {exc.expected}"
    else:
        message = str(exc)
    print(f"rulecite: {message}", file=sys.stderr)
    return 2 if isinstance(exc, UnknownGame | InvalidClauseId | ClauseNotFound) else 1
