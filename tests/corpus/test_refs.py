"""Cross-reference extraction and resolution (corpus/refs.py), on strings printed in the sources."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from corpus.model import CrossRef, Scheme
from corpus.refs import extract_refs, find_refs, resolve

NSK_KNOWN = frozenset(
    {"700", "704", "704.3", "505.2", "1103", "1104", "1201.1c", "1204.2d", "1205.1c-1", "1306"}
    | {"804.11a-2", "804.11a-3", "603.1a", "705.7a", "1000", "1204.2e-3"}
)
OP_KNOWN = frozenset({"9", "8-3", "6-5-5-1", "6-5-3", "6-5-4", "7", "7-1-4-1-1-2", "6-5-2", "1-2-2"})
SVE_KNOWN = frozenset({"10.5.1", "7.2", "7.4", "12.2", "8.4.9", "1.3.2.2", "10.9.1.2", "10.9.1.4"})


def _targets(refs: list[CrossRef]) -> list[tuple[str, str | None]]:
    return [(r.raw, r.target) for r in refs]


def _nsk(text: str, examples: tuple[str, ...] = ()) -> list[CrossRef]:
    return extract_refs("ninjaslayer", Scheme.NSK, "999.1", text, examples, NSK_KNOWN)


def _op(text: str) -> list[CrossRef]:
    return extract_refs("onepiece", Scheme.HYPHEN, "1-2-2", text, (), OP_KNOWN)


def _sve(text: str) -> list[CrossRef]:
    return extract_refs("sve", Scheme.DOTTED, "1.2.3", text, (), SVE_KNOWN)


# --- parenthesised -----------------------------------------------------------------------------


def test_ns_parenthesised_rule_number() -> None:
    refs = _nsk("ダメージチェック処理(1103)で公開されたカードが一時的に置かれるゾーンです。")
    assert _targets(refs) == [("(1103)", "1103")]
    assert refs[0].source == "999.1"
    assert not refs[0].in_example


def test_kiseki_parenthesised_with_trailing_dot() -> None:
    refs = _nsk("カードが持つアーツ能力(1201.1c.)です。")
    assert _targets(refs) == [("(1201.1c.)", "1201.1c")]


def test_sve_parenthesised_dotted() -> None:
    assert _targets(_sve("チェックタイミング(10.5.1)を待たずに")) == [("(10.5.1)", "10.5.1")]


def test_op_chapter_with_title_and_sanshou() -> None:
    assert _targets(_op("ゲームに敗北します。(9.ルール処理参照)")) == [("(9.ルール処理参照)", "9")]


def test_op_sanshou_with_space() -> None:
    assert _targets(_op("代償を指します。(8-3. 参照)")) == [("(8-3. 参照)", "8-3")]


def test_op_sanshou_without_space() -> None:
    assert _targets(_op("カードに付与(6-5-5-1.参照)します")) == [("(6-5-5-1.参照)", "6-5-5-1")]


def test_full_width_parentheses_and_digits() -> None:
    assert _targets(_nsk("処理（１１０３）で")) == [("（１１０３）", "1103")]
    assert _targets(_op("処理（８－３．参照）")) == [("（８－３．参照）", "8-3")]


def test_parenthesised_list_gives_one_ref_per_number() -> None:
    refs = _nsk("オーバーキルは発生しません。(804.11a-2.、804.11a-3.)")
    assert _targets(refs) == [("804.11a-2.", "804.11a-2"), ("804.11a-3.", "804.11a-3")]
    assert _targets(_nsk("(1103、1104)")) == [("1103", "1103"), ("1104", "1104")]


def test_parenthesised_range_gives_both_ends() -> None:
    assert _targets(_nsk("(1103~1104)")) == [("1103", "1103"), ("1104", "1104")]
    assert _targets(_nsk("(1103〜1104)")) == [("1103", "1103"), ("1104", "1104")]


# --- corner brackets ---------------------------------------------------------------------------


def test_op_bracketed_title() -> None:
    refs = _op("行動である「6-5-3. カードのプレイ」「6-5-4. カードの効果の発動」これらを")
    assert _targets(refs) == [
        ("「6-5-3. カードのプレイ」", "6-5-3"),
        ("「6-5-4. カードの効果の発動」", "6-5-4"),
    ]


def test_op_bracketed_chapter() -> None:
    refs = _op("詳細は後述の「7. カードのアタックとバトル」を参照してください。")
    assert _targets(refs) == [("「7. カードのアタックとバトル」", "7")]


# --- inline ------------------------------------------------------------------------------------


def test_ns_inline_made() -> None:
    assert _targets(_nsk("アイサツは行えず、704.3 までゲームの状態を進めます。")) == [("704.3", "704.3")]


def test_ns_inline_return_to() -> None:
    assert _targets(_nsk("誘発条件がある場合、505.2に戻ります。")) == [("505.2", "505.2")]


def test_sve_inline_range_gives_two_refs() -> None:
    refs = _sve("ターンプレイヤーは、7.2 から 7.4 で示された順に従って各フェイズを実行します。")
    assert _targets(refs) == [("7.2", "7.2"), ("7.4", "7.4")]


def test_op_inline_repeat_with_trailing_dot() -> None:
    refs = _op("そのダメージの数値と同じ数7-1-4-1-1-2.を繰り返します。")
    assert _targets(refs) == [("7-1-4-1-1-2.", "7-1-4-1-1-2")]


def test_op_inline_return_with_trailing_dot() -> None:
    assert _targets(_op("バトルが終了し、6-5-2.に戻ります。")) == [("6-5-2.", "6-5-2")]


def test_kiseki_inline_dot_then_space() -> None:
    assert _targets(_nsk("603.1a. で決定したプレイヤー")) == [("603.1a.", "603.1a")]


def test_sve_ocr_range_with_doubled_marker() -> None:
    refs = _sve("以上の10.9.1.2XX-10.9.1.4で適用順の前後が決定されない")
    assert _targets(refs) == [("10.9.1.2", "10.9.1.2"), ("10.9.1.4", "10.9.1.4")]


# --- unresolved and repaired -------------------------------------------------------------------


def test_ns_1204_2e_3_cites_missing_clauses() -> None:
    text = (
        "‘その後’や‘なら’の後に(対象条件)を(対象数)選び、’等‘選ぶ’\n"
        "と言う語による表記がある場合、カードや能力の解決時(904.3)に選択\n"
        "し、1304.2d で選べない場合でもそのカードや能力はエントリーできま"
    )
    refs = extract_refs("ninjaslayer", Scheme.NSK, "1204.2e-3", text, (), NSK_KNOWN)
    assert _targets(refs) == [("(904.3)", None), ("1304.2d", None)]
    assert not any(r.resolved for r in refs)


def test_fow_out_of_excerpt_reference_is_kept_unresolved() -> None:
    refs = extract_refs(
        "fow", Scheme.FOW, "10.15.1", "魔石のコール(7.11)を実行する", (), frozenset({"10.15"})
    )
    assert _targets(refs) == [("(7.11)", None)]


def test_sve_ocr_doubling_resolves_to_the_single_number() -> None:
    refs = _sve("いずれかの進化能力(12.212.2)や食事能力(14.2.2)を指定する")
    assert _targets(refs) == [("(12.212.2)", "12.2"), ("(14.2.2)", None)]
    assert _targets(_sve("実行したものとみなされます(1.3.2.21.3.2.2)。")) == [("(1.3.2.21.3.2.2)", "1.3.2.2")]


def test_doubled_form_wins_when_it_exists() -> None:
    assert resolve(Scheme.DOTTED, "12.212.2", frozenset({"12.2", "12.212.2"})) == "12.212.2"


def test_resolution_never_guesses_a_nearby_clause() -> None:
    assert resolve(Scheme.NSK, "1204.2z", NSK_KNOWN) is None
    assert resolve(Scheme.HYPHEN, "7-1-4-1-1-9.", OP_KNOWN) is None


# --- examples and de-duplication ---------------------------------------------------------------


def test_refs_in_examples_are_marked() -> None:
    refs = _nsk("ダメージチェック処理(1103)を行う", ("例: 処理(1104)の後", "例: また(1103)"))
    assert [(r.target, r.in_example) for r in refs] == [("1103", False), ("1104", True), ("1103", True)]


def test_repeated_reference_is_listed_once() -> None:
    refs = _nsk("再び 803.3.に戻ります。攻撃 UNIT をレディし、再び 803.3.に戻ります。")
    assert _targets(refs) == [("803.3.", None)]


# --- false positives ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scheme", "text"),
    [
        (Scheme.NSK, "このゲームは原則 2 人のプレイヤーにより対戦を行います。"),
        (Scheme.NSK, "デッキは 50 枚ちょうどで構成されている必要があります。"),
        (Scheme.NSK, "(2026 年 2 月 13 日以降より有効)"),
        (Scheme.NSK, "2026 年 01 月 29 日 Ver. 1.0.2"),
        (Scheme.NSK, "(数値 2)のダメージを与える"),
        (Scheme.NSK, "このターン中+1/+1 を得る。"),
        (Scheme.HYPHEN, "最終更新日: 2023/1/20"),
        (Scheme.HYPHEN, "カードナンバー NST1-30 のカード"),
        (Scheme.HYPHEN, "パワーが1000上昇します。"),
        (Scheme.HYPHEN, "デッキの中に同じカードナンバーのカードは4枚以下である必要があります。"),
        (Scheme.HYPHEN, "(1)"),
        (Scheme.DOTTED, "※これは2023年8月18日施行(Ver.1.7.0)のものです。"),
        (Scheme.DOTTED, "2.1. 値がマイナスである情報を基準として"),
        (Scheme.DOTTED, "1. いずれかのプレイヤーのリーダーの体力が0 以下の場合"),
        (Scheme.DOTTED, "(計 6 枚)"),
        (Scheme.FOW, "1枚につき 100 ダメージを与える"),
    ],
)
def test_not_a_reference(scheme: Scheme, text: str) -> None:
    assert find_refs(scheme, text) == []


# --- completeness over the real sources --------------------------------------------------------

_SOURCES = Path(__file__).resolve().parents[2] / "corpus" / "sources"
_SCHEMES = {
    "ninjaslayer": Scheme.NSK,
    "kiseki": Scheme.NSK,
    "fow": Scheme.FOW,
    "onepiece": Scheme.HYPHEN,
    "sve": Scheme.DOTTED,
}
# parenthesised text with digits that is not a clause reference
_NOT_REFS = {
    "(数値 1)",
    "(数値 2)",
    "(2025 年 5 月 2 日以降より有効)",
    "(2026 年 2 月 13 日以降より有効)",
    "(計 6 枚)",
    "(攻撃力が 0 等で)",
    "(Ver.1.7.0)",
}


@pytest.mark.parametrize("game", list(_SCHEMES))
def test_every_parenthesised_number_in_the_sources_is_read(game: str) -> None:
    scheme = _SCHEMES[game]
    missed = set()
    for line in (_SOURCES / f"{game}.txt").read_text(encoding="utf-8").splitlines():
        found = find_refs(scheme, line)
        for m in re.finditer(r"[(（][^()（）]*[0-9０-９][^()（）]*[)）]", line):
            hit = any(m.start() <= r.start < m.end() for r in found)
            if not hit and m.group() not in _NOT_REFS:
                missed.add(m.group())
    assert missed == set()
