"""The fow parser (chapter 10 only; unnumbered `•` bullets numbered by position), called directly.

Golden snapshots live in ``golden/fow.json``; after a deliberate parser change, review the diff of
``.venv/bin/python -m tests.corpus.test_parse_fow --update`` (which rewrites it).
"""

from __future__ import annotations

import json
import re
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from corpus.errors import ParseError
from corpus.parsers import fow
from corpus.parsers.base import ParseResult, RawClause

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "corpus" / "sources" / "fow.txt"
GOLDEN = Path(__file__).resolve().parent / "golden" / "fow.json"
DEV_SET = ROOT.parent / "shared" / "eval" / "dev.jsonl"
HEADING_LINE = re.compile(r"^10\.(?:\d+\.?)?\s")

GOLDEN_IDS = (
    "10",  # title-only chapter line plus the intro paragraph as text
    "10.1",
    "10.1.1",  # OCR-split words kept (`求めら れる`)
    "10.2.2",  # indented `[光]:光1点…` lines continue the bullet
    "10.6.4",
    "10.6.4.1",  # nested bullet with an indented example
    "10.10",  # `10.10 破棄する`, no dot after the number
    "10.10.2",
    "10.14.1.1",
    "10.20.2.1",
    "10.21.2",  # first bullet after two nested ones
)


@cache
def source_lines() -> tuple[str, ...]:
    return tuple(SOURCE.read_text(encoding="utf-8").splitlines())


@cache
def parsed() -> ParseResult:
    return fow.parse(source_lines())


@cache
def by_id() -> dict[str, RawClause]:
    return {c.id: c for c in parsed().clauses}


def snapshot(c: RawClause) -> dict[str, Any]:
    return {
        "id": c.id,
        "parent": c.parent,
        "title": c.title,
        "text": c.text,
        "examples": list(c.examples),
        "span": [min(c.lines), max(c.lines)],
        "lines": sorted(c.lines),
        "printed_id": c.printed_id,
    }


def load_golden() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("clause_id", GOLDEN_IDS)
def test_fow_golden_clause_matches_snapshot(clause_id: str) -> None:
    expected = next(c for c in load_golden()["clauses"] if c["id"] == clause_id)
    assert snapshot(by_id()[clause_id]) == expected


def test_fow_every_nonempty_line_consumed_exactly_once() -> None:
    used: dict[int, list[str]] = {}
    for c in parsed().clauses:
        for n in c.lines:
            used.setdefault(n, []).append(c.id)
    for n, role in parsed().meta.lines.items():
        used.setdefault(n, []).append(f"meta:{role}")
    nonempty = {n for n, line in enumerate(source_lines(), 1) if line.strip()}
    assert sorted(nonempty - set(used)) == []
    assert {n: who for n, who in used.items() if len(who) > 1} == {}
    assert sorted(set(used) - nonempty) == []


def test_fow_every_heading_and_bullet_line_starts_a_clause() -> None:
    lines = source_lines()
    starts = {
        n for n, line in enumerate(lines, 1) if HEADING_LINE.match(line) or line.lstrip().startswith("•")
    }
    assert starts == {min(c.lines) for c in parsed().clauses}


def test_fow_clause_count() -> None:
    clauses = parsed().clauses
    assert len(clauses) == 80
    assert sum(1 for c in clauses if c.printed_id == "•") == 58
    assert [c.id for c in clauses if c.parent == "10"] == [f"10.{n}" for n in range(1, 22)]


def test_fow_10_chapter_title_and_intro_text() -> None:
    c = by_id()["10"]
    assert (c.title, c.parent, c.lines) == ("ゲーム上の行動", None, [1, 4])
    assert c.text.startswith("能力や効果で指定された行動の中に") and c.text.endswith("処理を行います。")


def test_fow_10_10_heading_without_dot_is_clause() -> None:
    c = by_id()["10.10"]
    assert (c.title, c.text, c.parent, c.lines) == ("破棄する", "", "10", [61])
    assert [k.id for k in parsed().clauses if k.parent == "10.10"] == ["10.10.1", "10.10.2"]


def test_fow_10_2_2_indented_symbol_lines_join_the_bullet() -> None:
    c = by_id()["10.2.2"]
    assert c.text_parts == [
        "ウィルは、ウィルシンボルかフリーウィルシンボルで指定されます。",
        "[光]:光1点、[炎]:炎1点、[水]:水1点、[風]:風1点、[闇]:闇1点",
        "[1]:任意の属性の、または属性を持たないウィル1点(他の数も同様)",
    ]
    assert by_id()["10.2.3"].text.startswith("カードをプレイする場合")


def test_fow_10_6_4_1_nested_bullet_owns_its_example() -> None:
    c = by_id()["10.6.4.1"]
    assert (c.parent, c.printed_id, c.lines) == ("10.6.4", "•", [42, 43])
    assert c.examples[0].startswith("例: あなたの手札のカードが 3 枚の状況で")
    assert by_id()["10.6.4"].examples == []
    assert by_id()["10.6.5"].parent == "10.6"


def test_fow_10_1_1_ocr_split_words_kept_as_printed() -> None:
    assert "求めら れる場合" in by_id()["10.1.1"].text


def test_fow_nested_bullets_numbered_per_parent() -> None:
    nested = [c.id for c in parsed().clauses if c.id.count(".") == 3]
    assert nested == [
        "10.6.4.1",
        "10.14.1.1",
        "10.16.1.1",
        "10.16.1.2",
        "10.16.1.3",
        "10.17.1.1",
        "10.17.1.2",
        "10.18.2.1",
        "10.20.1.1",
        "10.20.2.1",
        "10.21.1.1",
        "10.21.1.2",
    ]


def test_fow_back_to_top_link_is_furniture() -> None:
    meta = parsed().meta
    assert dict(meta.lines) == {130: "furniture"}
    assert (meta.header, meta.toc, meta.history, meta.preamble) == ((), (), (), ())


@pytest.mark.skipif(not DEV_SET.exists(), reason="shared/eval/dev.jsonl is not beside the checkout")
def test_fow_dev_set_gold_ids_exist() -> None:
    rows = [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line.strip()]
    gold = {g for r in rows if r["game"] == "fow" for g in r["gold"]}
    assert gold
    assert sorted(gold - set(by_id())) == []


def test_fow_text_before_the_chapter_is_preamble() -> None:
    result = fow.parse(["前書き", "10. 章", "10.1. 節", "  • 本文。"])
    assert result.meta.preamble == ("前書き",)
    assert [c.id for c in result.clauses] == ["10", "10.1", "10.1.1"]


def test_fow_duplicate_heading_raises() -> None:
    with pytest.raises(ParseError):
        fow.parse(["10. 章", "10.1. 節", "10.1. 節"])


def _regenerate() -> None:
    data = {"clauses": [snapshot(by_id()[cid]) for cid in GOLDEN_IDS]}
    GOLDEN.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if "--update" in sys.argv:
        _regenerate()
