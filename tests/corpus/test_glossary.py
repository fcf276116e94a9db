"""Term extraction from the five rulebooks (corpus.glossary)."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from corpus.glossary import Glossary, build_glossaries, fold, names_of
from corpus.loader import Corpus, default_corpus


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return default_corpus()


@pytest.fixture(scope="module")
def glossaries(corpus: Corpus) -> Mapping[str, Glossary]:
    return build_glossaries(corpus)


def test_nsk_105_1_bold_lead_in_defines_player(glossaries: Mapping[str, Glossary]) -> None:
    for game in ("ninjaslayer", "kiseki"):
        term = glossaries[game].get("プレイヤー")
        assert term is not None
        assert term.clause_ids == ("105.1",)
        assert term.definition.startswith("**プレイヤー**: ゲームに参加している人です。")


def test_nsk_105_3_two_terms_in_one_lead_in(glossaries: Mapping[str, Glossary]) -> None:
    term = glossaries["ninjaslayer"].get("支配者")
    assert term is not None and term.clause_ids == ("105.3",)
    assert glossaries["ninjaslayer"].get("支配と支配者") == term


def test_nsk_1300_terminology_headings_are_terms(glossaries: Mapping[str, Glossary], corpus: Corpus) -> None:
    nsk = glossaries["ninjaslayer"]
    book = corpus.book("ninjaslayer")
    headings = [c for c in book if c.parent == "1300" and c.title != "概要"]
    assert len(headings) > 20
    for clause in headings:
        assert any(clause.id in t.clause_ids for t in nsk), clause.id
    draw = nsk.get("ドロー")
    assert draw is not None and draw.clause_ids == ("1308",)
    # a heading's definition is its sentences verbatim, one per line
    assert draw.definition.splitlines() == [book.clauses[c].text for c in book.clauses["1308"].children]


def test_nsk_1402_interrupt_and_its_alias(glossaries: Mapping[str, Glossary]) -> None:
    term = glossaries["ninjaslayer"].get("インターラプト・カイゼン")
    assert term is not None and term.term == "インターラプト" and term.clause_ids == ("1402",)


def test_kiseki_1333_heading_wins_over_an_alias(glossaries: Mapping[str, Glossary]) -> None:
    # 1309 サポートを得る/失う also names 失う, but 1333 is the heading 失う
    lose = glossaries["kiseki"].get("失う")
    assert lose is not None and lose.clause_ids == ("1333",)
    support = glossaries["kiseki"].get("サポートを得る")
    assert support is not None and support.clause_ids == ("1309",)


def test_kiseki_1402_icon_craft_brackets_are_folded(glossaries: Mapping[str, Glossary]) -> None:
    term = glossaries["kiseki"].get("【暗躍】")
    assert term is not None and term.term == "暗躍" and term.clause_ids == ("1402",)


def test_op_10_1_4_blocker_keyword(glossaries: Mapping[str, Glossary]) -> None:
    op = glossaries["onepiece"]
    term = op.get("ブロッカー")
    assert term is not None and term.clause_ids == ("10-1-4",)
    assert "【ブロッカー】" in term.aliases
    assert term.definition.startswith("【ブロッカー】とは、")
    # category headings (10-1 キーワード効果, 10-2 キーワード) are not terms themselves
    assert op.get("キーワード効果") is None


def test_op_4_3_turn_player_and_non_turn_player(glossaries: Mapping[str, Glossary]) -> None:
    op = glossaries["onepiece"]
    turn = op.get("ターンプレイヤー")
    # the heading ends in ー before the particle と: still two terms, not one long name
    assert turn is not None and turn.term == "ターンプレイヤー" and turn.clause_ids == ("4-3",)
    assert op.get("非ターンプレイヤー") == turn
    assert op.find("ターンプレイヤー") == (turn, True)  # not the fuzzy neighbour 4-2 プレイヤー


def test_sve_12_8_guard_and_class_keywords(glossaries: Mapping[str, Glossary]) -> None:
    sve = glossaries["sve"]
    guard = sve.get("守護")
    assert guard is not None and guard.clause_ids == ("12.8",)
    assert guard.definition.startswith("守護は、相手のフォロワーの攻撃を制限する永続能力です。")
    combo = sve.get("コンボ")
    assert combo is not None and combo.clause_ids == ("13.2.1",)
    assert sve.get("エルフ") is None  # a class groups keywords; it is not one
    meal = sve.get("食事")
    assert meal is not None and meal.clause_ids == ("14.2.1", "14.2.2")


def test_fow_10_n_action_headings(glossaries: Mapping[str, Glossary], corpus: Corpus) -> None:
    fow = glossaries["fow"]
    assert len(fow) == len(corpus.book("fow").clauses["10"].children)
    damage = fow.get("ダメージを与える")
    assert damage is not None and damage.clause_ids == ("10.6",)


def test_lookup_folds_kana_width_and_brackets() -> None:
    assert fold("ぶろっかー") == fold("ブロッカー") == fold("【ブロッカー】")
    assert fold("ＫＯ") == fold("ko")


def test_names_of_headings() -> None:
    assert names_of("選ぶ/探す") == ("選ぶ", "探す")
    assert names_of("ジツ: (数値)") == ("ジツ",)
    assert names_of("特定表記:コンボ") == ("コンボ",)
    assert names_of("(種類)にする") == ("(種類)にする",)


def test_lookup_folds_typed_variants_of_printed_terms(glossaries: Mapping[str, Glossary]) -> None:
    nsk, op, kiseki = glossaries["ninjaslayer"], glossaries["onepiece"], glossaries["kiseki"]
    draw = nsk.get("ドロー")
    assert draw is not None
    # a dash typed for ー, half-width katakana, hiragana
    for typed in ("ドロ―", "ドロ-", "ﾄﾞﾛｰ", "どろー"):
        assert nsk.find(typed) == (draw, True), typed
    # katakana without the middle dot, half-width brackets
    assert op.find("ﾀﾞﾌﾞﾙｱﾀｯｸ")[0] == op.get("【ダブルアタック】")
    assert nsk.find("インターラプトカイゼン")[0] == nsk.get("インターラプト")
    assert kiseki.find("[暗躍]") == (kiseki.get("暗躍"), True)
    # ``-`` after a non-katakana character is printed text, not a long-vowel mark
    assert fold("ドン!!-○") != fold("ドン!!ー○")


def test_fuzzy_find_and_suggestions(glossaries: Mapping[str, Glossary]) -> None:
    op = glossaries["onepiece"]
    found, exact = op.find("ブロッカ")
    assert found is not None and found.term == "ブロッカー" and not exact
    assert op.find("まったく関係ない語")[0] is None
    assert "アタック時" in [t.term for t in op.suggest("アタック")]


def test_op_7_1_2_1_uses_blocker_once_but_10_1_4_1_does_not_link_itself(
    glossaries: Mapping[str, Glossary], corpus: Corpus
) -> None:
    op = glossaries["onepiece"]
    book = corpus.book("onepiece")
    uses = op.uses(book.clauses["7-1-2-1"])
    assert [u.term.term for u in uses].count("ブロッカー") == 1
    use = next(u for u in uses if u.term.term == "ブロッカー")
    assert book.clauses["7-1-2-1"].text[use.start : use.end] == "【ブロッカー】"
    assert all(u.term.term != "ブロッカー" for u in op.uses(book.clauses["10-1-4-1"]))


def test_every_term_points_at_existing_clauses(glossaries: Mapping[str, Glossary], corpus: Corpus) -> None:
    for game, glossary in glossaries.items():
        book = corpus.book(game)
        assert len(glossary) > 10, game
        for term in glossary:
            assert term.clause_ids and all(cid in book for cid in term.clause_ids)
            assert term.definition, (game, term.term)


def test_op_7_1_terms_inside_longer_words_are_not_linked(
    glossaries: Mapping[str, Glossary], corpus: Corpus
) -> None:
    op, book = glossaries["onepiece"], corpus.book("onepiece")
    # メインフェイズ is a phase, not the keyword 【メイン】 (10-2-3)
    linked = {u.term.term: book.clauses["7-1"].text[u.start : u.end] for u in op.uses(book.clauses["7-1"])}
    assert "メイン" not in linked and linked["ターンプレイヤー"] == "ターンプレイヤー"
    # ダメージ・ゾーン is a zone, not ダメージ (1317)
    nsk = glossaries["ninjaslayer"]
    assert nsk.uses(corpus.book("ninjaslayer").clauses["309.1a"]) == ()


def test_op_2_10_2_bare_counter_is_not_the_bracketed_keyword(
    glossaries: Mapping[str, Glossary], corpus: Corpus
) -> None:
    op, book = glossaries["onepiece"], corpus.book("onepiece")
    # (アイコン)カウンター is the counter value; 【カウンター】 (10-2-4) links only in brackets
    assert op.uses(book.clauses["2-10-2"]) == ()
    clause = book.clauses["4-1-2"]
    printed = [clause.text[u.start : u.end] for u in op.uses(clause)]
    assert printed == ["【起動メイン】", "【カウンター】", "【トリガー】"]
    assert op.get("カウンター") == op.get("【カウンター】")  # lookups still take the bare name
