"""The ninjaslayer/kiseki parser (``100``, ``105.3a``, ``1204.2e-3``), called directly on the sources.

Golden snapshots live in ``golden/{ninjaslayer,kiseki}.json``; after a deliberate parser change, review
the diff of ``.venv/bin/python -m tests.corpus.test_parse_nsk`` (which rewrites them).
"""

from __future__ import annotations

import json
import re
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from corpus.model import HistoryEntry
from corpus.parsers import nsk
from corpus.parsers.base import ParseResult, RawClause

ROOT = Path(__file__).resolve().parents[2]
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
DEV_SET = ROOT.parent / "shared" / "eval" / "dev.jsonl"
GAMES = ("ninjaslayer", "kiseki")
# Independent of the parser's own pattern: a clause number at the start of a line, bullets allowed.
NUMBER_LINE = re.compile(r"^\s*(?:- )?\d{3,4}\.(?:\d+[a-z]?(?:-\d+)?\.?)?")

GOLDEN_IDS: dict[str, tuple[str, ...]] = {
    "ninjaslayer": (
        "100",  # chapter heading
        "105.1",  # bold term kept
        "105.3a",
        "200",  # <p> card legend, printed twice
        "309.1b-1",  # indented `- ` bullet, no dot after the number
        "402.3",  # sub-rule heading with children
        "1203.7a",  # example paragraph
        "1204.2d",  # `(1304)` on the next physical line
        "1204.2e-3",  # one sentence broken over five lines
        "1302.2",  # `<ニンジャ>` is rules text, not HTML
        "1309",  # `1309.捨てる`, no space after the dot
        "1322.1",
        "1602.1",  # errata 旧)/新) kept as text
        "1603",  # `1603.NST1-30 タカギ・ガンドー…`
        "1610.1",  # errata as `- ` bullets with bold
    ),
    "kiseki": (
        "200",  # UNIT/ITEM/EVENT/BASE and the ① … ⑭ legend
        "209.1",  # `209.1.この UNIT`, no space after the dot
        "602.4b-1",
        "803.6",  # sentence broken across a blank line mid-word
        "803.6h",  # two examples
        "804.11b",  # `- 例:` bullet example ending in a stray `*`
        "1203",  # `1203.コストを支払う`
        "1205.1a",  # example right below an indented bullet
        "1215.3a",  # broken across a blank line
        "1222.6",
        "1302.3",  # bold with a rules meaning inside the example
        "1321",  # heading whose title was an icon (empty)
        "1322.1a",  # printed without a 1322.1
    ),
}


@cache
def source_lines(game: str) -> tuple[str, ...]:
    return tuple((ROOT / "corpus" / "sources" / f"{game}.txt").read_text(encoding="utf-8").splitlines())


@cache
def parsed(game: str) -> ParseResult:
    return nsk.parse(source_lines(game))


@cache
def by_id(game: str) -> dict[str, RawClause]:
    return {c.id: c for c in parsed(game).clauses}


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


def meta_snapshot(result: ParseResult) -> dict[str, Any]:
    return {
        "header": list(result.meta.header),
        "toc": list(result.meta.toc),
        "history": [[h.version, h.date, h.text, h.line] for h in result.meta.history],
        "preamble": list(result.meta.preamble),
    }


def golden_path(game: str) -> Path:
    return GOLDEN_DIR / f"{game}.json"


def load_golden(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(golden_path(game).read_text(encoding="utf-8"))
    return data


def golden_cases() -> list[tuple[str, str]]:
    return [(g, cid) for g in GAMES for cid in GOLDEN_IDS[g]]


# --- golden snapshots -----------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "clause_id"), golden_cases(), ids=lambda v: str(v))
def test_nsk_golden_clause_matches_snapshot(game: str, clause_id: str) -> None:
    expected = next(c for c in load_golden(game)["clauses"] if c["id"] == clause_id)
    assert snapshot(by_id(game)[clause_id]) == expected


@pytest.mark.parametrize("game", GAMES)
def test_nsk_golden_meta_matches_snapshot(game: str) -> None:
    assert meta_snapshot(parsed(game)) == load_golden(game)["meta"]


# --- nothing lost ---------------------------------------------------------------------------------


def consumers(game: str) -> dict[int, list[str]]:
    used: dict[int, list[str]] = {}
    for c in parsed(game).clauses:
        for n in c.lines:
            used.setdefault(n, []).append(c.id)
    for n, role in parsed(game).meta.lines.items():
        used.setdefault(n, []).append(f"meta:{role}")
    return used


@pytest.mark.parametrize("game", GAMES)
def test_nsk_every_nonempty_line_consumed_exactly_once(game: str) -> None:
    lines = source_lines(game)
    used = consumers(game)
    nonempty = {n for n, line in enumerate(lines, 1) if line.strip()}
    assert sorted(nonempty - set(used)) == []
    assert {n: who for n, who in used.items() if len(who) > 1} == {}
    assert sorted(set(used) - nonempty) == []


@pytest.mark.parametrize("game", GAMES)
def test_nsk_every_numbered_line_after_toc_is_a_clause(game: str) -> None:
    lines = source_lines(game)
    roles = parsed(game).meta.lines
    last_toc = max(n for n, r in roles.items() if r == "toc")
    first_history = min(n for n, r in roles.items() if r == "history")
    numbered = {n for n in range(last_toc + 1, first_history) if NUMBER_LINE.match(lines[n - 1])}
    first_lines = {min(c.lines) for c in parsed(game).clauses}
    assert numbered == first_lines


@pytest.mark.parametrize("game", GAMES)
def test_nsk_toc_lines_are_meta_not_clauses(game: str) -> None:
    lines = source_lines(game)
    roles = parsed(game).meta.lines
    toc_lines = [n for n, r in roles.items() if r == "toc"]
    assert all(min(c.lines) > max(toc_lines) for c in parsed(game).clauses)
    assert all("\t" in lines[n - 1] or "....." in lines[n - 1] for n in toc_lines)


# --- hierarchy and ids ----------------------------------------------------------------------------


def sort_key(cid: str) -> tuple[int, int, str, int]:
    m = re.fullmatch(r"(\d+)(?:\.(\d+)([a-z]?)(?:-(\d+))?)?", cid)
    assert m is not None, cid
    return (int(m[1]), int(m[2] or 0), m[3] or "", int(m[4] or 0))


@pytest.mark.parametrize("game", GAMES)
def test_nsk_ids_increase_in_document_order(game: str) -> None:
    keys = [sort_key(c.id) for c in parsed(game).clauses]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize("game", GAMES)
def test_nsk_parents_precede_children_and_roots_are_chapters(game: str) -> None:
    seen: set[str] = set()
    for c in parsed(game).clauses:
        if c.parent is None:
            assert "." not in c.id and int(c.id) % 100 == 0, c.id
        else:
            assert c.parent in seen, c.id
            assert c.id.startswith(c.parent) or "." not in c.id, c.id
        seen.add(c.id)


def test_ns_clause_count() -> None:
    assert len(parsed("ninjaslayer").clauses) == 585


def test_ki_clause_count() -> None:
    assert len(parsed("kiseki").clauses) == 618


def test_ns_ids_include_every_numbering_depth() -> None:
    ids = by_id("ninjaslayer")
    for cid in ("100", "103.3", "105.3a", "1204.2e-3", "1603", "1213.10", "1611.1"):
        assert cid in ids
    assert [c.id for c in parsed("ninjaslayer").clauses if c.parent is None] == [
        str(n) for n in range(100, 1700, 100)
    ]


def test_ns_1204_2e_3_hierarchy_chapter_section_rule() -> None:
    ids = by_id("ninjaslayer")
    chain = ["1204.2e-3"]
    while (parent := ids[chain[-1]].parent) is not None:
        chain.append(parent)
    assert chain == ["1204.2e-3", "1204.2e", "1204.2", "1204", "1200"]


def test_ns_1309_heading_without_space_is_clause() -> None:
    c = by_id("ninjaslayer")["1309"]
    assert (c.title, c.text, c.parent, c.lines) == ("捨てる", "", "1300", [969])
    assert by_id("ninjaslayer")["1309.1"].parent == "1309"


def test_ns_1603_errata_heading_without_space_is_clause() -> None:
    c = by_id("ninjaslayer")["1603"]
    assert c.title == "NST1-30 タカギ・ガンドー(2026 年 2 月 13 日以降より有効)"
    assert by_id("ninjaslayer")["1603.1"].text == "属性「ピストルカラテ」を追加。"


def test_ns_1604_keeps_the_body_spelling_not_the_toc_spelling() -> None:
    assert by_id("ninjaslayer")["1604"].title.startswith("NST1-46 ノーリアス")
    assert "1604. NST1-46 ノトーリアス(2026 年 2 月 13 日以降より有効)" in parsed("ninjaslayer").meta.toc


def test_ns_1602_1_errata_old_and_new_text_kept_in_order() -> None:
    parts = by_id("ninjaslayer")["1602.1"].text_parts
    assert parts[:2] == ["テキストを以下の通りに変更", "旧)"]
    assert parts.index("新)") == 3 and parts[4] == "■インターラプト"


def test_ns_1204_2e_3_broken_lines_joined_without_newline() -> None:
    text = by_id("ninjaslayer")["1204.2e-3"].text
    assert "\n" not in text
    assert "’等‘選ぶ’と言う語による表記" in text and text.endswith("この限りではありません。")


def test_ns_1204_2d_reference_on_next_line_joins_text() -> None:
    assert by_id("ninjaslayer")["1204.2d"].text.endswith("その値を決定します。(1304)")


def test_ns_200_doubled_card_legend_consumed_once_in_text() -> None:
    c = by_id("ninjaslayer")["200"]
    assert c.lines == [134, 136, 137]
    assert c.text.count("① カード名") == 1 and "<p>" not in c.text and "\t" not in c.text


def test_ns_105_1_bold_markup_kept() -> None:
    assert by_id("ninjaslayer")["105.1"].text.startswith("**プレイヤー**: ゲームに参加している人です。")


def test_ns_1203_7a_example_goes_to_examples_not_text() -> None:
    c = by_id("ninjaslayer")["1203.7a"]
    assert c.text == "特にプレイヤーの指定がない場合、それはその効果の支配者が行います。"
    assert len(c.examples) == 1 and c.examples[0].startswith("例:「これがエントリーした時")


def test_ns_502_2_step_name_is_title() -> None:
    c = by_id("ninjaslayer")["502.2"]
    assert (c.title, c.text) == ("アンタイ・オジギ・ステップ", "")


def test_ns_1607_1_short_errata_sentence_without_children_stays_text() -> None:
    c = by_id("ninjaslayer")["1607.1"]
    assert (c.title, c.text) == ("", "属性「ソウカイヤ」を削除")


def test_ns_header_and_history_are_meta() -> None:
    meta = parsed("ninjaslayer").meta
    assert meta.header == (
        "ニンジャスレイヤーTCG 総合ルール ver.1.0.2",
        "最新更新:2026 年 01 月 29 日",
        "発効:2024 年 06 月 28 日",
    )
    assert meta.history[0] == HistoryEntry(
        "1.0.2",
        "2026-01-29",
        "カードや能力の処理の、カードや能力のエントリーの項目に追加コストの処理を追加しました。",
        1208,
    )
    assert {h.version for h in meta.history} == {"1.0.2", "1.0.1", "1.0.0"}
    assert all(meta.lines[n] == "history" for n in range(1204, 1220) if source_lines("ninjaslayer")[n - 1])


def test_ns_toc_entries_in_document_order() -> None:
    toc = parsed("ninjaslayer").meta.toc
    assert toc[:3] == ("100. ゲームの概要", "101. 概要", "102. プレイヤー人数")
    assert toc[-1] == "1611. NST2-67 ヤンナルネ(2025 年 5 月 2 日以降より有効)"
    assert "1320. ジツ:(数値)" in toc and "1001. 概要" in toc


def test_ki_803_6_sentence_broken_across_blank_line_is_joined() -> None:
    c = by_id("kiseki")["803.6"]
    assert c.lines == [528, 530]
    assert "満たさない場合、この攻撃は正当性を満たしていません。" in c.text and "\n" not in c.text


def test_ki_1215_3a_sentence_broken_across_blank_line_is_joined() -> None:
    assert "別な持続効果に依存し" in by_id("kiseki")["1215.3a"].text


def test_ki_1322_1a_without_printed_1322_1_hangs_under_1322() -> None:
    ids = by_id("kiseki")
    assert "1322.1" not in ids
    assert ids["1322.1a"].parent == "1322"
    assert (ids["1322"].title, ids["1322"].text) == ("", "")


def test_ki_1306_3_consecutive_examples_are_separate() -> None:
    c = by_id("kiseki")["1306.3"]
    assert len(c.examples) == 2 and all(e.startswith("例:") for e in c.examples)
    assert "例" not in c.text


def test_ki_1302_3_bold_organisation_name_kept_in_example() -> None:
    assert "**遊撃士協会**" in by_id("kiseki")["1302.3"].examples[0]


def test_ki_200_card_type_labels_and_legend_are_text() -> None:
    parts = by_id("kiseki")["200"].text_parts
    assert parts[:5] == ["UNIT", "ITEM", "EVENT", "BASE", "① カード名"]
    assert parts[-1] == "⑭ レアリティ"


def test_ki_version_without_bullets_is_history_entry() -> None:
    history = parsed("kiseki").meta.history
    assert [(h.version, h.date) for h in history] == [("1.0.1", "2024-11-08"), ("1.0.0", "2024-10-18")]
    assert history[1].text == "総合ルールを作成"


def test_ki_toc_empty_icon_titles_kept() -> None:
    toc = parsed("kiseki").meta.toc
    assert "1321." in toc and "1407. 【ヘイト】" in toc and len(toc) == 129


@pytest.mark.parametrize("game", GAMES)
def test_nsk_toc_lists_exactly_the_printed_sections(game: str) -> None:
    toc_numbers = [e.split(".", 1)[0] for e in parsed(game).meta.toc]
    sections = [c.id for c in parsed(game).clauses if "." not in c.id]
    assert toc_numbers == sections


@pytest.mark.skipif(not DEV_SET.exists(), reason="shared/eval/dev.jsonl is not beside the checkout")
@pytest.mark.parametrize("game", GAMES)
def test_nsk_dev_set_gold_ids_exist(game: str) -> None:
    rows = [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line.strip()]
    gold = {g for r in rows if r["game"] == game for g in r["gold"]}
    assert gold, game
    assert sorted(gold - set(by_id(game))) == []


def _regenerate() -> None:
    for game in GAMES:
        data = {
            "clauses": [snapshot(by_id(game)[cid]) for cid in GOLDEN_IDS[game]],
            "meta": meta_snapshot(parsed(game)),
        }
        golden_path(game).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if "--update" in sys.argv:
        _regenerate()
