"""The answer itself: grounding, verbatim quotes, clause-number questions, the honest no-answer,
contradiction notes, verify and compare. Fast tests use the bigram searcher; `slow` ones the real index."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from corpus import Corpus
from corpus.errors import InvalidClauseId, UnknownGame
from index.errors import InvalidQuery
from service.answering.ask import Answerer
from service.answering.citing import Answer, rule_numbers, ungrounded
from service.answering.compare import compare
from service.answering.evaluate import evaluate, load_rows
from service.answering.sentences import split_sentences
from service.answering.verify import normalize_quote, verify
from tests.service.answering.conftest import DEV
from tests.service.answering.dev_expect import CHECKS


def assert_grounded(corpus: Corpus, answer: Answer) -> None:
    assert not ungrounded(corpus, answer.answer, answer.citations, [answer.game or ""] if answer.game else [])
    for c in answer.citations:
        clause = corpus.book(c.game).clauses[c.id]  # every citation exists
        assert c.text == clause.text and c.title == clause.title


def assert_quotes_verbatim(corpus: Corpus, answer: Answer) -> None:
    for line in answer.answer.splitlines():
        if not line.startswith("・"):
            continue
        quote, _, cid = line[1:].rpartition("(")
        clause = corpus.book(answer.citations[0].game).clauses.get(cid.rstrip(")"))
        if clause is None:
            continue
        assert all(s in clause.text or s == clause.title for s in split_sentences(quote))


# ----- grounding ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("onepiece", "パワー5000のキャラで、ライフ3枚・パワー5000の相手リーダーにアタックしたら?"),
        ("sve", "先攻の最初のターン、カードは引ける? 使えるPPはいくつ?"),
        ("ninjaslayer", "カラテ3のキャラクターが耐久力3のキャラクターにアイサツした場合"),
        ("kiseki", "STR5・DEF4のUNITで、STR2・DEF3の相手UNITに攻撃した"),
        ("fow", "手札3枚の状態で「手札1枚につき100ダメージ」の効果を使ったら?"),
        ("onepiece", "山札が0枚になったら負けになる?"),
    ],
)
def test_answer_rule_numbers_are_all_cited(fast_answerer: Answerer, game: str, question: str) -> None:
    answer = fast_answerer.ask(question, game)
    assert answer.simulation is not None
    assert answer.answer.startswith("シミュレーション結果:")
    assert_grounded(fast_answerer.corpus, answer)
    assert_quotes_verbatim(fast_answerer.corpus, answer)


def test_rule_number_shapes_do_not_match_quantities() -> None:
    from corpus.model import Scheme

    assert rule_numbers("パワー5000で3枚、-1点", Scheme.HYPHEN) == []
    assert rule_numbers("…KOされます(7-1-4-1-2)", Scheme.HYPHEN) == ["7-1-4-1-2"]
    assert rule_numbers("(1204.2g-1、103.3)", Scheme.NSK) == ["1204.2g-1", "103.3"]
    assert rule_numbers("300ダメージ(10.6.4.1)", Scheme.FOW) == ["10.6.4.1"]


def test_op_1_2_2_2_contradiction_is_noted(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask("山札が0枚になったら負けになる?", "onepiece")
    assert any("1-2-2-2" in n for n in answer.notes)


# ----- clause-number questions ----------------------------------------------------------------
def test_lookup_answers_with_the_clause_and_its_context(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask("7-1-4-1-1って何?", "onepiece")
    assert answer.citations[0].id == "7-1-4-1-1" and answer.citations[0].via == "lookup"
    ids = {c.id for c in answer.citations}
    assert "7-1-4-1" in ids and "7-1-4-1-1-1" in ids  # parent and children
    assert_grounded(fast_answerer.corpus, answer)


def test_lookup_without_game_finds_the_scheme(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask("1104.4aについて教えて")
    assert answer.citations[0].game == "ninjaslayer" and answer.citations[0].id == "1104.4a"


# ----- the honest no-answer and bad input -----------------------------------------------------
def test_off_topic_question_says_so(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask("今日の天気は?")
    assert answer.answer.startswith("この質問に答える条文は見つかりませんでした")
    assert answer.simulation is None and answer.notes


@pytest.mark.parametrize("question", ["", "   ", "あ" * 1001])
def test_bad_questions_are_rejected(fast_answerer: Answerer, question: str) -> None:
    with pytest.raises(InvalidQuery):
        fast_answerer.ask(question)


def test_unknown_game_is_rejected(fast_answerer: Answerer) -> None:
    with pytest.raises(UnknownGame):
        fast_answerer.ask("山札が0枚になったら?", "pokemon")


# ----- verify ---------------------------------------------------------------------------------
def test_verify_verbatim_quote_tolerates_width_spaces_and_bold(corpus: Corpus) -> None:
    text = corpus.book("onepiece").clauses["6-5-5-2"].text
    quote = "**" + text[:20].replace("1", "１") + "** " + text[20:40]
    result = verify(corpus, "onepiece", "６－５－５－２", quote)
    assert result.exists and result.normalized_id == "6-5-5-2" and result.verbatim is True


def test_verify_misattributed_quote_points_to_the_right_clause(corpus: Corpus) -> None:
    quote = corpus.book("ninjaslayer").clauses["103.3"].text
    result = verify(corpus, "ninjaslayer", "1002.1", quote)
    assert result.verbatim is False and result.closest[0].clause.id == "103.3" and result.closest[0].verbatim


def test_verify_missing_clause_suggests_neighbours(corpus: Corpus) -> None:
    result = verify(corpus, "onepiece", "7-1-4-1-9")
    assert not result.exists and result.suggestions and result.verbatim is None


def test_verify_malformed_id_raises(corpus: Corpus) -> None:
    with pytest.raises(InvalidClauseId):
        verify(corpus, "onepiece", "not a number")


def test_normalize_quote() -> None:
    assert normalize_quote("**ＡＢＣ**  デ ッキ") == "ABCデッキ"


# ----- compare --------------------------------------------------------------------------------
def test_compare_has_one_row_per_game(fast_answerer: Answerer) -> None:
    rows = compare(
        fast_answerer.corpus, fast_answerer.searcher, "両方のプレイヤーが同時に敗北条件を満たした場合"
    )
    assert [r.game for r in rows] == list(fast_answerer.corpus.games)
    assert next(r for r in rows if r.game == "ninjaslayer").best is not None


# ----- the real index (slow) ------------------------------------------------------------------
@pytest.mark.slow
def test_dev_set_targets(real_answerer: Answerer) -> None:
    if not DEV.exists():
        pytest.skip("dev set not available")
    report = evaluate(real_answerer, load_rows(DEV), CHECKS)
    summary = report.summary()
    assert summary["gold_in_top3"] >= 0.9
    assert summary["scenario_correct"] >= 0.8
    assert summary["grounded"] == 1.0


@pytest.mark.slow
def test_real_off_topic_question_says_so(real_answerer: Answerer) -> None:
    for question in ("今日の天気は?", "おすすめのラーメン屋を教えて"):
        answer = real_answerer.ask(question)
        assert answer.answer.startswith("この質問に答える条文は見つかりませんでした"), answer.answer


@pytest.mark.slow
def test_real_compare_finds_simultaneous_defeat_in_each_game(real_answerer: Answerer) -> None:
    rows = compare(
        real_answerer.corpus, real_answerer.searcher, "両方のプレイヤーが同時に敗北条件を満たしたらどうなる?"
    )
    best = {r.game: r.best.id for r in rows if r.best is not None}
    assert best.get("ninjaslayer") == "103.3" and best.get("onepiece") == "1-2-3"


@pytest.mark.slow
def test_real_answers_are_serialisable(real_answerer: Answerer, tmp_path: Path) -> None:
    answer = real_answerer.ask("パワー5000のキャラクターにドン!!カードを2枚付与したらパワーは?", "onepiece")
    data = answer.to_json()
    (tmp_path / "a.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert data["simulation"]["scenario"] and "7000" in data["answer"].splitlines()[0]
