"""The corpus report (docs/corpus.md): what was parsed from each rulebook, how its references
resolved, and what its header and history say. Pure functions; the CLI prints `corpus_report`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from corpus.ids import EXPECTED
from corpus.loader import Corpus
from corpus.model import Clause, CrossRef, Rulebook, Scheme
from corpus.refs import is_repaired

_SCHEME_EXAMPLES: dict[Scheme, str] = {
    Scheme.NSK: "`100` chapter → `103` rule → `103.3` → `105.3a` → `1204.2e-3`",
    Scheme.HYPHEN: "`7` → `7-1` → `7-1-4` → … → `7-1-4-1-1-1`",
    Scheme.DOTTED: "`8` → `8.4` → `8.4.9` → `8.4.9.1`",
    Scheme.FOW: "`10` → `10.6` → `10.6.1` (bullets, numbered by position)",
}

MODEL_SECTION = """\
## Clause model

Every rulebook is parsed into numbered **clauses** (`corpus.model.Clause`) in document order. A clause
has its game, canonical `id`, `parent` and `children` (the printed hierarchy), a `title` for
heading-like clauses (`100. ゲームの概要`) or its rule `text`, the `examples` printed under it (`例:`),
the explicit cross-references found in its text and examples (`refs`), and the source lines it came
from (`span`, `lines`), so that every non-empty source line is accounted for by a clause or by the
document metadata (header, table of contents, history). `printed_id` keeps the number as printed
when it differs from the canonical id (sve sub-items printed as `1.` under `1.2.1`, fow bullets).

Canonical ids carry no trailing dot, no spaces and lower-case letters. `corpus.ids.normalize_id`
reads what people type — full-width digits and dashes (`７－１－４`, `７ー１ー４`), `第…条`, `ルール`,
`CR`, a trailing dot, the other separator (`7.1.4` for onepiece, `8-4-9` for sve) — and rejects
anything else with the scheme's expected format. A clause is a *descendant* of another by numbering
alone (`7-1-4-1-2` under `7-1-4-1`; `1204.2e-3` under `1204.2e` and `1204.2`; `1215.10` not under
`1215.1`; NSK rule `1204` under chapter `1200`).

A **cross-reference** (`CrossRef`) is a clause number printed in a clause: in parentheses
(`(1103)`, `(1201.1c.)`, `(9.ルール処理参照)`, `(8-3. 参照)`, lists `(804.11a-2.、804.11a-3.)`), in
corner brackets with its title (`「6-5-3. カードのプレイ」`) or inline before a particle (`704.3 まで`,
`505.2に戻ります`, `7.2 から 7.4`). It is resolved to a clause of the same game after normalising the
number as printed; a reference that does not resolve keeps `target = None` and is listed below — it
is never re-pointed to a nearby clause. The one repair is the sve OCR doubling `(12.212.2)` → `12.2`,
made only when the doubled number is not itself a clause; repairs are listed too. A clause's
backlinks (`Rulebook.referenced_by`) are the clauses whose references resolve to it.
"""


def _tree_depth(book: Rulebook, clause: Clause) -> int:
    d = 1
    parent = clause.parent
    while parent is not None:
        d += 1
        parent = book.clauses[parent].parent
    return d


def _refs(book: Rulebook) -> list[CrossRef]:
    return [r for c in book for r in c.refs]


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _table(header: Iterable[str], rows: Iterable[Iterable[object]]) -> list[str]:
    head = list(header)
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out.extend("| " + " | ".join(_cell(str(v)) for v in row) + " |" for row in rows)
    return out


def summary_rows(corpus: Corpus) -> list[tuple[object, ...]]:
    """One row per game: id, scheme, version, updated, effective, clauses, depth, refs and history."""
    rows: list[tuple[object, ...]] = []
    for book in corpus:
        info = book.info
        refs = _refs(book)
        resolved = sum(r.resolved for r in refs)
        rows.append(
            (
                f"`{info.id}`",
                info.scheme.value,
                info.version or "—",
                info.updated or "—",
                info.effective or "—",
                len(book),
                max((_tree_depth(book, c) for c in book), default=0),
                len(refs),
                resolved,
                len(refs) - resolved,
                len(book.meta.history),
            )
        )
    return rows


def game_section(book: Rulebook) -> list[str]:
    """The markdown section for one rulebook."""
    info = book.info
    scheme = info.scheme
    out = [f"## {info.title} (`{info.id}`)", ""]
    out.append(f"- source: `corpus/{info.source_file}` (SHA-256 `{info.sha256[:16]}…`)")
    out.append(f"- numbering: {scheme.value} — {_SCHEME_EXAMPLES[scheme]}; {EXPECTED[scheme]}")
    out.append(
        f"- version {info.version or '— (not printed)'}, updated {info.updated or '—'}, "
        f"effective {info.effective or '—'}"
    )
    if book.meta.header:
        out.append("- header as printed: " + " / ".join(f"`{_cell(h)}`" for h in book.meta.header))
    out.append(
        f"- metadata lines: {len(book.meta.toc)} table-of-contents, {len(book.meta.history)} history, "
        f"{len(book.meta.preamble)} preamble"
    )
    out.append("")

    depths = Counter(_tree_depth(book, c) for c in book)
    with_examples = sum(1 for c in book if c.examples)
    headings = sum(1 for c in book if c.title)
    out.append(
        f"**{len(book)} clauses** ({headings} headings, {with_examples} with examples, "
        f"{len(book.roots())} top-level)."
    )
    out.append("")
    out.extend(
        _table(
            ["depth", "clauses", "example id"],
            ((d, depths[d], f"`{_example_at_depth(book, d)}`") for d in sorted(depths)),
        )
    )
    out.append("")

    refs = _refs(book)
    resolved = [r for r in refs if r.resolved]
    unresolved = [r for r in refs if not r.resolved]
    in_examples = sum(r.in_example for r in refs)
    cited = len(book.referenced_by)
    out.append(
        f"**{len(refs)} reference{'' if len(refs) == 1 else 's'}** ({in_examples} in examples): "
        f"{len(resolved)} resolved, "
        f"{len(unresolved)} unresolved; {cited} clauses are cited by another clause."
    )
    out.append("")
    if unresolved:
        out.append("Unresolved (kept with no target):")
        out.append("")
        out.extend(
            _table(
                ["clause", "printed", "in example"],
                ((f"`{r.source}`", f"`{r.raw}`", "yes" if r.in_example else "") for r in unresolved),
            )
        )
        out.append("")
    repaired = [r for r in resolved if is_repaired(scheme, r)]
    if repaired:
        out.append("Repaired (printed number is an OCR doubling of an existing clause):")
        out.append("")
        out.extend(
            _table(
                ["clause", "printed", "resolved to"],
                ((f"`{r.source}`", f"`{r.raw}`", f"`{r.target}`") for r in repaired),
            )
        )
        out.append("")
    top = sorted(book.referenced_by.items(), key=lambda kv: (-len(kv[1]), list(book.clauses).index(kv[0])))
    if top:
        out.append(
            "Most cited: "
            + ", ".join(f"`{cid}` {book.clauses[cid].label} ({len(src)})" for cid, src in top[:5])
            + "."
        )
        out.append("")

    if book.meta.history:
        out.append("History (更新情報) as printed:")
        out.append("")
        out.extend(
            _table(
                ["version", "date", "entry", "line"],
                ((h.version or "—", h.date or "—", h.text, h.line) for h in book.meta.history),
            )
        )
        out.append("")
    return out


def _example_at_depth(book: Rulebook, depth: int) -> str:
    for c in book:
        if _tree_depth(book, c) == depth:
            return c.id
    return ""


def corpus_report(corpus: Corpus) -> str:
    """The whole report as markdown (the content of docs/corpus.md)."""
    out = [
        "# Corpus report",
        "",
        "Generated from the parsed rulebooks by `rulecite corpus report` (`corpus.report.corpus_report`);",
        "do not edit by hand. Regenerate after changing a parser or a source.",
        "",
    ]
    out.extend(
        _table(
            [
                "game",
                "scheme",
                "version",
                "updated",
                "effective",
                "clauses",
                "max depth",
                "refs",
                "resolved",
                "unresolved",
                "history",
            ],
            summary_rows(corpus),
        )
    )
    total = sum(len(b) for b in corpus)
    refs = [r for b in corpus for r in _refs(b)]
    out.append("")
    out.append(
        f"{total} clauses in {len(corpus.books)} rulebooks; {len(refs)} references, "
        f"{sum(r.resolved for r in refs)} resolved."
    )
    out.append("")
    out.append(MODEL_SECTION)
    for book in corpus:
        out.extend(game_section(book))
    return "\n".join(out).rstrip() + "\n"
