"""The sve parser (``8.4.9.1`` numbering, numbers alone on a line, relative sub-items)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from corpus.errors import ParseError
from corpus.parsers import sve
from corpus.parsers.base import ParseResult, RawClause
from corpus.parsers.common_lines import doubly_consumed_lines, unconsumed_lines

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "corpus" / "sources" / "sve.txt"
GOLDEN = Path(__file__).resolve().parent / "golden" / "sve.json"
DEV_SET = ROOT.parent / "shared" / "eval" / "dev.jsonl"
# A line that starts with a number, with or without its dot (``1.2.1.``, ``2.1.``, ``9.1.1.1トークン``).
NUMBER_LINE_RE = re.compile(r"^\d+(?:\.\d+)*")
# Lines of the body that start with a number and are, by design, text rather than clauses:
# references at the start of a sentence and a count.
NUMBER_LINES_THAT_ARE_TEXT = {
    617: "7.3.3 でメインフェイズの終了を選択した場合",  # text of 7.3.4
    635: "7.4.5 でカードまたは能力をプレイした場合",  # text of 7.4.6
    691: "8.4.7でカードまたは能力をプレイした場合",  # text of 8.4.8
    953: "1枚の進化領域のカードが",  # text of 11.6.3
}


@cache
def source_lines() -> tuple[str, ...]:
    return tuple(SOURCE.read_text(encoding="utf-8").splitlines())


@cache
def parsed() -> ParseResult:
    return sve.parse(source_lines())


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
def test_sve_golden_clause_matches_snapshot(expected: dict[str, Any]) -> None:
    assert snapshot(by_id()[expected["id"]]) == expected


def test_sve_every_nonempty_line_consumed_exactly_once() -> None:
    assert unconsumed_lines(source_lines(), parsed()) == []
    assert doubly_consumed_lines(parsed()) == []


def test_sve_every_printed_number_line_is_a_clause_except_documented_text() -> None:
    lines = source_lines()
    first_lines = {c.lines[0] for c in parsed().clauses}
    meta_lines = parsed().meta.lines
    printed = [
        n for n, line in enumerate(lines, 1) if n not in meta_lines and NUMBER_LINE_RE.match(line.strip())
    ]
    not_clauses = {n for n in printed if n not in first_lines}
    assert not_clauses == set(NUMBER_LINES_THAT_ARE_TEXT)
    for n, start in NUMBER_LINES_THAT_ARE_TEXT.items():
        assert lines[n - 1].startswith(start)
    assert len(printed) - len(not_clauses) == len(parsed().clauses) == 671


def test_sve_header_toc_and_navigation_are_meta() -> None:
    meta = parsed().meta
    assert meta.header == (
        "シャドウバースエボルヴ 非公式まとめwiki",
        "※これは2023年8月18日施行(Ver.1.7.0)のものです。",
    )
    assert meta.toc == ("目次",)  # this copy prints the word but no entries
    assert meta.history == ()
    assert meta.lines[1215] == "navigation"
    assert meta.lines[1289] == "navigation"
    assert max(max(c.lines) for c in parsed().clauses) == 1213


def test_sve_1_1_1_number_alone_takes_next_line_as_text() -> None:
    c = by_id()["1.1.1"]
    assert c.lines == [11, 12]
    assert c.title == ""
    assert c.text.startswith("このゲームは原則 2 名のプレイヤー")


def test_sve_7_2_4_number_alone_then_child_on_its_own_line() -> None:
    assert by_id()["7.2.4"].text == "ターンプレイヤーは、カードを 1 枚引きます。"
    assert by_id()["7.2.4.1"].parent == "7.2.4"


def test_sve_1_2_1_1_subitem_gets_full_id() -> None:
    c = by_id()["1.2.1.1"]
    assert (c.parent, c.printed_id, c.lines) == ("1.2.1", "1", [18])
    assert by_id()["1.2.1.2"].printed_id == "2"


def test_sve_1_3_2_2_1_subitem_gets_full_id() -> None:
    ids = [c.id for c in parsed().clauses if c.id.startswith("1.3.2.")]
    assert ids == ["1.3.2.1", "1.3.2.2", "1.3.2.2.1", "1.3.2.3", "1.3.2.4", "1.3.2.4.1"]
    c = by_id()["1.3.2.2.1"]
    assert (c.parent, c.printed_id) == ("1.3.2.2", "2.1")
    assert c.examples[0].startswith("例:なんらかの効果でコストがマイナス")


def test_sve_13_5_1_3_2_1_three_level_relative_subitem() -> None:
    c = by_id()["13.5.1.3.2.1"]
    assert (c.parent, c.printed_id) == ("13.5.1.3.2", "3.2.1")
    assert by_id()["3.2.1"].lines == [180, 181]  # the real 3.2.1 is untouched


def test_sve_2_chapter_after_subitem_is_a_chapter_not_subitem() -> None:
    c = by_id()["2"]
    assert (c.parent, c.title, c.lines) == (None, "カードの情報", [51])
    assert "1.3.5.2" not in by_id()


def test_sve_7_3_4_leading_reference_7_3_3_is_text() -> None:
    c = by_id()["7.3.4"]
    assert c.text.startswith("7.3.3 でメインフェイズの終了を選択した場合")
    assert [x.id for x in parsed().clauses].count("7.3.3") == 1


def test_sve_7_3_3_reference_without_dot_is_text_even_after_a_clause_with_words() -> None:
    lines = ["1. A", "", "1.1. B", "", "1.1.1. 文。", "1.1.2. 文。", "1.1.1 で戻ります。"]
    result = sve.parse(lines)
    assert [c.id for c in result.clauses] == ["1", "1.1", "1.1.1", "1.1.2"]
    assert result.clauses[-1].text_parts == ["文。", "1.1.1 で戻ります。"]


def test_sve_9_1_1_1_dotless_first_child_is_a_clause() -> None:
    c = by_id()["9.1.1.1"]
    assert (c.parent, c.lines) == ("9.1.1", [707])
    assert c.text.startswith("トークンはカードではありませんが")
    assert by_id()["10.1.1.1"].text.startswith("起動能力とは")


def test_sve_14_3_2_1_dotless_subitem_1_is_a_clause() -> None:
    c = by_id()["14.3.2.1"]
    assert (c.parent, c.printed_id) == ("14.3.2", "1")
    assert c.text.startswith("【レッスン(数値)】は")


def test_sve_11_6_3_count_after_number_alone_is_text() -> None:
    assert by_id()["11.6.3"].text.startswith("1枚の進化領域のカードが")
    assert "11.6.3.1" not in by_id()


def test_sve_7_3_3_bullets_stay_in_parent_text() -> None:
    c = by_id()["7.3.3"]
    assert c.text_parts[0] == "ターンプレイヤーは以下のいずれかを実行します。"
    assert c.text_parts[1:] == [
        "・手札か EX エリアのカードを 1 枚プレイする(8.2)。",
        "・自分がマスターであるカードの起動能力を 1 つプレイする(8.3)。",
        "・自分がマスターであるフォロワー1 体による攻撃を行う(8.4)。",
        "・メインフェイズを終了する。",
    ]
    assert not any(cid.startswith("7.3.3.") for cid in by_id())


def test_sve_12_1_2_example_attaches_to_clause_above() -> None:
    c = by_id()["12.1.2"]
    assert len(c.examples) == 1
    assert c.examples[0].startswith("例:カードのテキストに")
    assert "例:" not in c.text


def test_sve_13_2_1_heading_with_label_is_a_title() -> None:
    assert by_id()["13.2.1"].title == "特定表記:コンボ"
    assert by_id()["13.2.1.1"].title == ""


def test_sve_ids_unique_and_parents_known() -> None:
    ids = [c.id for c in parsed().clauses]
    assert len(ids) == len(set(ids))
    assert all(c.parent is None or c.parent in by_id() for c in parsed().clauses)
    assert all((c.title == "") != (c.text == "") for c in parsed().clauses)


@pytest.mark.skipif(not DEV_SET.exists(), reason="shared/eval/dev.jsonl is not beside the checkout")
def test_sve_dev_gold_ids_exist() -> None:
    gold = {
        g
        for line in DEV_SET.read_text(encoding="utf-8").splitlines()
        if line.strip() and (q := json.loads(line))["game"] == "sve"
        for g in q["gold"]
    }
    assert gold >= {"8.4.9.1", "8.2.1"}
    assert sorted(gold - set(by_id())) == []
    assert "1.2.2" in by_id()


def test_sve_repeated_number_is_an_error_not_a_silent_duplicate() -> None:
    lines = ["1. A", "", "1.1. B", "", "1.1.1.", "文。", "1.1.1.", "文。"]
    with pytest.raises(ParseError, match="follows neither"):
        sve.parse(lines)
