"""The onepiece parser (``1-2-1-1-1.`` numbering), called directly on the source lines."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from corpus.errors import ParseError
from corpus.parsers import onepiece
from corpus.parsers.base import ParseResult, RawClause
from corpus.parsers.common_lines import doubly_consumed_lines, unconsumed_lines

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "corpus" / "sources" / "onepiece.txt"
GOLDEN = Path(__file__).resolve().parent / "golden" / "onepiece.json"
DEV_SET = ROOT.parent / "shared" / "eval" / "dev.jsonl"
CLAUSE_LINE_RE = re.compile(r"^(?:- )?\d+(?:-\d+)*\.\s")


@cache
def source_lines() -> tuple[str, ...]:
    return tuple(SOURCE.read_text(encoding="utf-8").splitlines())


@cache
def parsed() -> ParseResult:
    return onepiece.parse(source_lines())


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
        "printed_id": c.printed_id,
    }


def _golden() -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("expected", _golden(), ids=lambda e: str(e["id"]))
def test_op_golden_clause_matches_snapshot(expected: dict[str, Any]) -> None:
    assert snapshot(by_id()[expected["id"]]) == expected


def test_op_every_nonempty_line_consumed_exactly_once() -> None:
    assert unconsumed_lines(source_lines(), parsed()) == []
    assert doubly_consumed_lines(parsed()) == []


def test_op_every_printed_clause_number_after_toc_is_a_clause() -> None:
    lines = source_lines()
    body = [n for n, line in enumerate(lines, 1) if line.strip() == "総合ルール本文"][1]
    first_lines = {c.lines[0] for c in parsed().clauses}
    printed = [n for n, line in enumerate(lines, 1) if n > body and CLAUSE_LINE_RE.match(line.strip())]
    assert printed, "the body prints clause numbers"
    assert [n for n in printed if n not in first_lines] == []
    assert len(printed) == len(parsed().clauses) == 421


def test_op_1_toc_lines_are_meta_not_clauses() -> None:
    meta = parsed().meta
    assert meta.toc[0] == "目次"
    assert "1. ゲームの概要 1" in meta.toc
    assert "11. その他 12" in meta.toc
    assert all(meta.lines[n] == "toc" for n in range(12, 23))
    assert meta.lines[24] == "body-heading"
    assert by_id()["1"].lines == [26]
    assert by_id()["1"].title == "ゲームの概要"


def test_op_header_version_and_date_are_meta() -> None:
    meta = parsed().meta
    assert meta.header == ("ONE PIECE CARD GAME 総合ルール", "ver.1.1.3", "最終更新日: 2023/1/20")
    assert {meta.lines[n] for n in (3, 5, 7)} == {"header"}


def test_op_history_entries_are_meta_with_dates() -> None:
    history = parsed().meta.history
    assert len(history) == 31
    assert history[0].date == "2022-08-31"
    assert history[0].text == "2-3-3 を修正しました。"
    assert history[0].version == ""  # the source prints no version for the older updates
    last = history[-1]
    assert (last.version, last.date, last.text) == ("1.1.3", "2023-01-20", "10-2-16 を追記しました。")
    assert all(parsed().meta.lines[h.line] == "history" for h in history)


def test_op_1_2_2_2_broken_line_is_joined_not_a_clause() -> None:
    c = by_id()["1-2-2-2"]
    assert c.lines == [46, 48]
    assert c.text.endswith("デッキのカードが0枚の場合、そのプレイヤーは敗北条件を満たしていません。")
    assert "\n" not in c.text


def test_op_8_1_2_second_paragraph_stays_a_paragraph() -> None:
    assert by_id()["8-1-2"].text_parts == [
        "効果には、「する」や「できる」と表記されている場合があります。",
        "「する」と表記されている場合、その効果は必ず発動し、可能な限り処理します。"
        "「できる」と表記されている場合、その効果を発動しないことを選べます。",
    ]


def test_op_10_2_3_1_misplaced_tail_is_joined_and_10_1_1_1_is_untouched() -> None:
    assert by_id()["10-2-3-1"].text.endswith("効果を発動することができることを指すキーワードです。")
    assert by_id()["10-2-3-1"].lines == [757]
    assert by_id()["10-1-1-1"].text.endswith("アタックすることができるキーワード効果です。")
    assert parsed().meta.lines[721] == "relocated:10-2-3-1"


def test_op_2_4_3_1_markdown_bullet_prefix_is_dropped() -> None:
    c = by_id()["2-4-3-1"]
    assert c.parent == "2-4-3"
    assert c.text.startswith("テキスト中、『』で特徴の一部")


def test_op_titles_only_on_headings() -> None:
    assert by_id()["1-3-10"].title == "コストと発動コスト"
    assert by_id()["10-1-1"].title == "【速攻】"
    assert by_id()["5-1"].title == "リーダーカードとデッキ、ドン!!デッキの準備"
    assert by_id()["7-1-4-1-1"].title == ""
    assert all((c.title == "") != (c.text == "") for c in parsed().clauses)


def test_op_7_1_4_1_1_1_parent_chain_by_dropping_last_component() -> None:
    chain = []
    cid: str | None = "7-1-4-1-1-1"
    while cid is not None:
        chain.append(cid)
        cid = by_id()[cid].parent
    assert chain == ["7-1-4-1-1-1", "7-1-4-1-1", "7-1-4-1", "7-1-4", "7-1", "7"]


def test_op_ids_unique_and_parents_known() -> None:
    ids = [c.id for c in parsed().clauses]
    assert len(ids) == len(set(ids))
    assert all(c.parent is None or c.parent in by_id() for c in parsed().clauses)


@pytest.mark.skipif(not DEV_SET.exists(), reason="shared/eval/dev.jsonl is not beside the checkout")
def test_op_dev_gold_ids_exist() -> None:
    gold = {
        g
        for line in DEV_SET.read_text(encoding="utf-8").splitlines()
        if line.strip() and (q := json.loads(line))["game"] == "onepiece"
        for g in q["gold"]
    }
    assert gold >= {"1-2-3", "7-1-4-1", "7-1-4-1-1-1"}
    assert sorted(gold - set(by_id())) == []


def test_op_repeated_number_is_an_error_not_a_silent_duplicate() -> None:
    lines = ["目次", "総合ルール本文", "1. A 1", "", "総合ルール本文", "1. A", "1-1. 本文。", "1-1. 重複。"]
    with pytest.raises(ParseError, match="1-1 does not follow"):
        onepiece.parse(lines)


def test_op_small_document_parses_into_outline() -> None:
    lines = ["T", "目次", "総合ルール本文", "1. A 1", "", "総合ルール本文", "1. A", "1-1. 文が", "", "続く。"]
    result = onepiece.parse(lines)
    assert [(c.id, c.parent, c.title, c.text) for c in result.clauses] == [
        ("1", None, "A", ""),
        ("1-1", "1", "", "文が続く。"),
    ]
