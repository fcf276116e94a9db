"""Disclaimers of absence (index/disclaimers.py): what a question says is not there leads nowhere.

The wordings are the shapes players used in blind batches E-H (「サポートとか効果は何もなし。」 had
brought kiseki's サポート clauses first, ahead of the combat rule 804.11a-2 the question asked about),
written afresh here.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from corpus.loader import Corpus
from index.config import QueryConfig, SearchConfig, load_config
from index.disclaimers import drop_disclaimers, is_disclaimer
from index.search import SearchEngine, load_or_build
from index.vocab import Vocabulary
from tests.index.conftest import BigramEncoder


@pytest.mark.parametrize(
    "sentence",
    [
        "サポートとか効果は何もなし。",  # a noun list + なし
        "サポートとかはなし。",
        "カウンター等なし、",
        "ほかに修正の効果は無し。",
        "どっちにも特に能力はない。",  # は + ない with a word for the kind of thing
        "他にウィル出せるカードはない。",
        "キーワードは一切ありません。",
        "相手のキャラは対象変更を防ぐ能力とか持ってない。",  # とか + a verb of having + ない
        "相手は他に何もしてない。",
        "速攻とかのテキストは何も持ってない。",
    ],
)
def test_absence_of_effects_is_a_disclaimer(sentence: str) -> None:
    assert is_disclaimer(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "スタンはしてない。",  # the state the rules decide on
        "相手の場にUNITはない。",  # an empty field: 803.5b lets the attack go to the player
        "デッキにリゾネイターがない、",
        "この効果で破壊されない。",
        "めくったカードはウケミ無し。",  # a bare absent card feature names no kind word: kept
        "コストを払えない。",
        "",
    ],
)
def test_facts_of_the_situation_are_not_disclaimers(sentence: str) -> None:
    assert not is_disclaimer(sentence)


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        (
            "STR4のUNITで単独アタック。サポートとか効果は何もなし。相手の絆はいくつ減る?",
            "STR4のUNITで単独アタック。相手の絆はいくつ減る?",
        ),
        (
            "2体でスクラム攻撃した、リンクとかの効果は何もない、この攻撃はできる?",
            "2体でスクラム攻撃した、この攻撃はできる?",
        ),
        (
            "カラテ1のキャラでアイサツした。どっちにも特に能力はない。殺される?",
            "カラテ1のキャラでアイサツした。殺される?",
        ),
    ],
)
def test_drop_disclaimers_keeps_the_rest_in_order(question: str, kept: str) -> None:
    assert drop_disclaimers(question) == kept


@pytest.mark.parametrize(
    "question",
    [
        "効果はなし",  # the only sentence is the question itself
        "相手のフォロワーに攻撃した。特に効果はない?",  # the last sentence asks
        "他に何もしてない",
    ],
)
def test_the_last_sentence_is_never_dropped(question: str) -> None:
    assert drop_disclaimers(question) == question


def test_a_question_without_disclaimers_is_unchanged() -> None:
    question = "相手の場にUNITはない。スタンはしてない。プレイヤーを攻撃できる?"
    assert drop_disclaimers(question) == question


def test_the_shipped_settings_drop_disclaimers() -> None:
    assert QueryConfig().drop_disclaimers is False  # a settings file without [query]: round 5
    assert load_config().query.drop_disclaimers is True


def _engine(
    root: Path, corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig, drop: bool
) -> SearchEngine:
    cfg = replace(config, query=replace(config.query, drop_disclaimers=drop))
    return load_or_build(root, corpus, encoder=BigramEncoder(), vocabulary=vocabulary, config=cfg)


QUESTION = "相手のリーダーにアタックした。ブロッカーとかの効果はなし。リーダーへのダメージは?"


def test_op_7_1_4_1_an_absent_blocker_does_not_pull_its_rule(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    kept = _engine(tmp_path / "kept", small_corpus, vocabulary, config, drop=False)
    dropped = _engine(tmp_path / "dropped", small_corpus, vocabulary, config, drop=True)
    before = [h.id for h in kept.search(QUESTION, game="onepiece").hits]
    after = [h.id for h in dropped.search(QUESTION, game="onepiece").hits]
    assert before[0] == "10-1-4-1"  # 【ブロッカー】's rule, anchored by the name in the disclaimer
    assert after[0] == "7-1-4-1"  # the damage step the question asks about
    assert "10-1-4-1" not in after[:5] and "10-1-4" not in after[:5]


def test_a_clause_number_is_still_found_in_a_disclaimer(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    engine = _engine(tmp_path, small_corpus, vocabulary, config, drop=True)
    hits = engine.search("10-1-4-1の効果はなし。アタックできる?", game="onepiece").hits
    assert hits[0].id == "10-1-4-1" and hits[0].exact


def test_anchored_terms_report_what_retrieval_reads(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    kept = _engine(tmp_path / "kept", small_corpus, vocabulary, config, drop=False)
    dropped = _engine(tmp_path / "dropped", small_corpus, vocabulary, config, drop=True)
    assert "ブロッカー" in kept.anchored_terms(QUESTION, "onepiece")
    assert dropped.anchored_terms(QUESTION, "onepiece") == ()
    assert dropped.anchored_terms("ブロッカーを持つキャラでブロックできる?", "onepiece") != ()
