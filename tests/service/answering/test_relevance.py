"""Reading a question into weighted rule words: the relevance check behind the honest no-answer."""

from __future__ import annotations

import threading

import pytest

from index import analysis
from service.answering import relevance, word_units
from service.answering.ask import Answerer
from service.answering.relevance import Lexicon, is_question_word


def test_question_words_are_not_topic_words(lexicon: Lexicon) -> None:
    forms = {t.unit.form for t in lexicon.read("手札って何枚まで持っていていいの?", "kiseki").terms}
    assert "手札" in forms and not {"何枚", "良い", "居る"} & forms
    assert is_question_word("何回") and is_question_word("どう")


def test_off_topic_words_are_no_rule_vocabulary(lexicon: Lexicon) -> None:
    for question in ("今日の天気は?", "カレーの作り方", "おすすめのラーメン屋を教えて"):
        assert lexicon.read(question, "onepiece").domain == 0.0


def test_player_words_are_covered_by_the_rule_words_they_mean(lexicon: Lexicon) -> None:
    """山札 (players) → デッキ (rulebook): 1002.2 covers 「山札が0枚になったら」 through the vocabulary."""
    read = lexicon.read("山札が0枚になったら負け?", "ninjaslayer")
    words = lexicon.clause_words("ninjaslayer", "1002.2")
    term = next(t for t in read.terms if "山札" in t.unit.form or t.unit.form == "山")
    assert term.known and term.cover(words) > 0


def test_another_games_word_is_foreign(lexicon: Lexicon) -> None:
    """エテル is ninjaslayer's: asked of onepiece, most of the question is another rulebook's."""
    assert lexicon.read("エテルに置けるカードは何枚?", "onepiece").foreign > 0.5
    assert lexicon.read("エテルに置けるカードは何枚?", "ninjaslayer").foreign == 0.0


def test_a_protected_term_is_not_covered_by_its_parts(lexicon: Lexicon) -> None:
    """起動メイン is not 起動(効果) + メイン(フェイズ)."""
    read = lexicon.read("起動メインの効果って相手のターンにも使える?", "onepiece")
    term = next(t for t in read.terms if t.unit.form == "起動メイン")
    assert term.cover(lexicon.clause_words("onepiece", "8-1-3-3")) == 0
    assert term.cover(lexicon.clause_words("onepiece", "10-2-2-1")) == 1.0


def test_katakana_terms_are_read_only_as_whole_words(lexicon: Lexicon) -> None:
    """プレイ is not read out of プレイング, nor kiseki's スタン out of スタンバイ (asked of onepiece,
    that made the question look like another rulebook's)."""
    forms = {u.form for u in lexicon.reader.units("プレイングのコツは?", cache=False)}
    assert "プレイ" not in forms
    standby = lexicon.read("スタンバイフェイズに何ができる?", "onepiece")
    assert "スタン" not in {t.unit.form for t in standby.terms} and standby.foreign == 0.0
    # a whole term, and a term before a particle, are still read as terms
    assert "プレイヤー" in {u.form for u in lexicon.reader.units("プレイヤーは何人?", cache=False)}
    assert "プレイ" in {
        u.form for u in lexicon.reader.units("カウンターステップでプレイできる?", cache=False)
    }


FILLED = (
    "スクラムサポートってそもそも何するの?",
    "ちなみにスクラムサポートって結局何?",
    "一応聞くけど、普通にスクラムサポートって何?",
    "実はスクラムサポートってよく分かってないんだけど、要は何?",
    "ぶっちゃけスクラムサポートって何するもの?",
)


@pytest.mark.parametrize("question", FILLED)
def test_filler_words_are_neutral(lexicon: Lexicon, question: str) -> None:
    """そもそも, ちなみに, 結局, 一応, 普通に … frame the question; they are no off-topic words."""
    read = lexicon.read(question, "kiseki")
    assert read.domain == 1.0 and read.known_weight == 1.0
    assert {t.unit.form for t in read.topic} == {"スクラムサポート"}


def test_an_adverbial_word_a_rulebook_prints_still_counts(lexicon: Lexicon) -> None:
    """最初 is adverbial in Sudachi but printed (最初のターン): it stays a rule word."""
    forms = {t.unit.form for t in lexicon.read("最初のターンにアタックできる?", "onepiece").terms}
    assert any("最初" in f for f in forms)


def test_fillers_do_not_make_an_off_topic_question_relevant(lexicon: Lexicon) -> None:
    assert lexicon.read("そもそも今日の天気は?", "onepiece").domain == 0.0


@pytest.mark.parametrize("question", FILLED[:3])
def test_ks_scrum_support_question_with_fillers_is_answered(fast_answerer: Answerer, question: str) -> None:
    answer = fast_answerer.ask(question, "kiseki")
    assert not answer.answer.startswith("この質問に答える条文は見つかりませんでした")


def test_relevance_and_search_share_one_sudachi_dictionary() -> None:
    """One dictionary per process, one tokenizer pair per thread (`index.analysis`)."""
    assert word_units._sudachi_units.__globals__["sudachi_tokenizers"] is analysis.sudachi_tokenizers
    here = analysis.sudachi_tokenizers()
    assert analysis.sudachi_tokenizers() is here
    other: list[object] = []
    thread = threading.Thread(target=lambda: other.append(analysis.sudachi_tokenizers()))
    thread.start()
    thread.join()
    assert other[0] is not here
    assert not hasattr(relevance, "Dictionary") and not hasattr(word_units, "Dictionary")
