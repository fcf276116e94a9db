"""Tokenisation: game terms stay whole, dots between katakana do not matter, stop tags go."""

from __future__ import annotations

import threading

from index.analysis import BIGRAM_PREFIX, Analyzer
from index.terms import TermDictionary, derive_terms, normalize
from tests.index.conftest import make_corpus


def test_normalize_folds_width_case_and_katakana_dots() -> None:
    assert normalize("ダメージ・ゾーン") == "ダメージゾーン"
    assert normalize("ＨＰ　ドン！！") == "hp ドン!!"
    # A dot between kanji is not a compound marker and stays.
    assert normalize("攻撃・防御") == "攻撃・防御"


def test_derive_terms_finds_printed_game_terms() -> None:
    book = make_corpus().book("onepiece")
    terms = derive_terms(book).terms
    assert "ブロッカー" in terms  # 【ブロッカー】
    assert "ドン!!" in terms  # katakana + !!
    assert "ダメージステップ" in terms  # katakana compound with ・
    assert "トラッシュ" in terms  # short heading


def test_derive_terms_reads_quotes_and_bold() -> None:
    from corpus.loader import build_rulebook
    from corpus.model import Scheme
    from corpus.parsers.base import ParseResult, RawClause
    from tests.index.conftest import _info, _meta

    raw = (
        RawClause("105", None, "用語", []),
        RawClause("105.1", "105", "", ["**工作力**: このキャラクターが与えるダメージ。"]),
        RawClause("105.2", "105", "", ["カードを‘アンタイ・オジギ’する。"]),
    )
    book = build_rulebook(_info("ninjaslayer", Scheme.NSK), ParseResult(raw, _meta()))
    terms = derive_terms(book).terms
    assert {"工作力", "アンタイオジギ"} <= terms


def test_op_term_don_is_one_token() -> None:
    analyzer = Analyzer(TermDictionary.of(["ドン!!"]))
    words = analyzer.analyze("アクティブのドン!!が3枚").words
    assert "ドン!!" in words
    assert "の" not in words and "が" not in words  # particles dropped


def test_ns_term_antai_ojigi_matches_with_or_without_dot() -> None:
    analyzer = Analyzer(TermDictionary.of(["アンタイ・オジギ", "オジギ"]))
    printed = analyzer.analyze("エテル・ゾーンのカードをアンタイ・オジギする。").words
    typed = analyzer.analyze("アンタイオジギってどうやるの").words
    assert "アンタイオジギ" in printed and "アンタイオジギ" in typed
    # Longest match: the compound is not cut into its shorter term.
    assert "オジギ" not in [w for w in typed if w != "アンタイオジギ"][:1]


def test_term_parts_are_indexed_too() -> None:
    analyzer = Analyzer(TermDictionary.of(["ダメージ・ゾーン"]))
    words = analyzer.analyze("ダメージ・ゾーンに置く").words
    assert {"ダメージゾーン", "ダメージ", "ゾーン"} <= set(words)


def test_katakana_term_not_matched_inside_longer_word() -> None:
    analyzer = Analyzer(TermDictionary.of(["ターン"]))
    words = analyzer.analyze("リターンする").words
    assert "ターン" not in words


def test_bigram_field_for_terms_and_unknown_katakana() -> None:
    analysis = Analyzer(TermDictionary.of(["ウケミ"])).analyze("ウケミが付いている")
    assert analysis.bigrams == (BIGRAM_PREFIX + "ウケ", BIGRAM_PREFIX + "ケミ")


def test_normalized_forms_meet_spelling_variants() -> None:
    analyzer = Analyzer()
    assert "プレーヤー" in analyzer.analyze("プレイヤー").words


def test_analyzer_is_usable_from_many_threads() -> None:
    analyzer = Analyzer(TermDictionary.of(["ドン!!"]))
    expected = analyzer.analyze("ドン!!カードを2枚コストエリアに置く")
    results: list[bool] = []

    def work() -> None:
        for _ in range(50):
            results.append(analyzer.analyze("ドン!!カードを2枚コストエリアに置く") == expected)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results and all(results)
