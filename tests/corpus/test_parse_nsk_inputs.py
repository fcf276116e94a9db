"""The ninjaslayer/kiseki parser on small hand-written inputs (contents lines, errors, bare documents)."""

from __future__ import annotations

import pytest

from corpus.errors import ParseError
from corpus.parsers import nsk
from corpus.parsers.nsk_meta import toc_entries
from corpus.parsers.text import is_example, join_wrapped, looks_wrapped, split_bullet


def test_nsk_toc_entries_split_two_columns_and_tab_cells() -> None:
    assert toc_entries("100. ゲームの概要.....3\t1000. ルール処理 20") == [
        "100. ゲームの概要",
        "1000. ルール処理",
    ]
    assert toc_entries("1001. 概要20") == ["1001. 概要"]
    assert toc_entries("1500.\tその他のルール\t38") == ["1500. その他のルール"]


def test_nsk_history_before_version_line_raises() -> None:
    with pytest.raises(ParseError):
        nsk.parse(["100. 概要", "更新情報:", "- 追加しました"])


def test_nsk_duplicate_clause_number_raises() -> None:
    with pytest.raises(ParseError):
        nsk.parse(["100. 概要", "101. 概要", "101. 概要"])


def test_nsk_document_without_toc_or_history() -> None:
    result = nsk.parse(["タイトル", "", "100. 概要", "- 100.1. 本文です。", "続き"])
    assert [c.id for c in result.clauses] == ["100", "100.1"]
    assert result.clauses[1].text == "本文です。続き"
    assert dict(result.meta.lines) == {1: "header"}


def test_text_join_wrapped_needs_a_space_only_between_ascii_words() -> None:
    assert join_wrapped("対象に", "できません。") == "対象にできません。"
    assert join_wrapped("the UNIT", "card") == "the UNIT card"
    assert join_wrapped("UNIT", "カード") == "UNITカード"


def test_text_split_bullet_and_examples() -> None:
    b = split_bullet(" - 309.1a. ダメージ・ゾーンは公開領域")
    assert (b.indent, b.marker, b.body) == (1, "-", "309.1a. ダメージ・ゾーンは公開領域")
    assert split_bullet("**持ち主**: 人").marker == ""
    assert is_example("例: 「…」") and is_example("例:STR が 3") and not is_example("例外として")


def test_text_looks_wrapped_only_for_long_unfinished_lines() -> None:
    assert looks_wrapped("あ" * 40)
    assert not looks_wrapped("あ" * 39 + "。")
    assert not looks_wrapped("テキストを以下の通りに変更")
