"""The answer itself: grounding, verbatim quotes, clause-number questions, the honest no-answer,
contradiction notes, verify and compare, with the fast bigram searcher. Which game an answer is about:
`test_answer_game_detection.py`; the real index (`slow`): `test_answer_real_index.py`."""

from __future__ import annotations

import pytest

from corpus import Corpus
from corpus.errors import InvalidClauseId, UnknownGame
from index.errors import InvalidQuery
from service.answering.ask import Answerer
from service.answering.citing import rule_numbers
from service.answering.compare import compare
from service.answering.relevance import Lexicon
from service.answering.verify import normalize_quote, verify
from tests.service.answering.answer_checks import assert_grounded, assert_quotes_verbatim, past_answer_line
from tests.service.answering.conftest import FixedSearcher


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
    assert past_answer_line(answer.answer).startswith("シミュレーション結果:")
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


def test_lookup_of_a_number_two_games_have_notes_the_other(corpus: Corpus, lexicon: Lexicon) -> None:
    """ninjaslayer and kiseki both number their simultaneous-defeat rule 103.3."""
    searcher = FixedSearcher({}, {"kiseki": 0.6, "ninjaslayer": 0.3})
    answer = Answerer(corpus, searcher, lexicon).ask("103.3って何?")
    assert answer.citations[0].game == "kiseki" and answer.detected_game == "kiseki"
    assert any("ニンジャスレイヤー" in n for n in answer.notes)


@pytest.mark.parametrize(
    ("question", "game"),
    [("カラテのルールで、第1312.1条って何?", "ninjaslayer"), ("UNITの話で、第1312.1条って何?", "kiseki")],
)
def test_ns_ks_1312_1_shared_number_is_answered_for_the_game_the_other_words_name(
    corpus: Corpus, lexicon: Lexicon, question: str, game: str
) -> None:
    """Both nsk rulebooks have 1312.1; the rest of the question (カラテ, UNIT) decides, even against
    detection probabilities that lean the other way, and a note names the other game."""
    other = "kiseki" if game == "ninjaslayer" else "ninjaslayer"
    searcher = FixedSearcher({}, {other: 0.7, game: 0.3})
    answer = Answerer(corpus, searcher, lexicon).ask(question)
    assert answer.citations[0].id == "1312.1" and answer.citations[0].game == game
    assert answer.detected_game == game
    assert any("質問の語から" in n and corpus.book(other).info.short_name in n for n in answer.notes)


def test_ns_ks_1312_1_shared_number_without_other_words_notes_both(corpus: Corpus, lexicon: Lexicon) -> None:
    searcher = FixedSearcher({}, {"kiseki": 0.6, "ninjaslayer": 0.4})
    answer = Answerer(corpus, searcher, lexicon).ask("第１３１２．１条を教えて")
    assert answer.citations[0].id == "1312.1" and answer.detected_game == "kiseki"
    assert any("決められない" in n and "ニンジャスレイヤー" in n for n in answer.notes)


@pytest.mark.parametrize("question", ["ジツ3ってどういう意味?", "計画2って書いてあったら何をすればいい?"])
def test_card_value_glued_to_a_word_is_no_chapter_lookup(fast_answerer: Answerer, question: str) -> None:
    """ジツ3 / 計画2 are values printed on cards: no lookup of chapter 3 or 2 (the guard
    `corpus.ids.is_card_value` that search routing shares)."""
    answer = fast_answerer.ask(question)
    assert not any(c.via == "lookup" for c in answer.citations)
    assert not any(c.id in ("2", "3") for c in answer.citations)


def test_op_7_1_4_1_asked_of_sve_says_whose_number_it_is(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask("7-1-4-1って何?", "sve")
    assert answer.detected_game == "sve" and all(c.game == "sve" for c in answer.citations)
    assert any("7-1-4-1" in n and "ONE PIECE" in n for n in answer.notes)


def test_op_7_1_4_1_9_does_not_exist_and_neighbours_are_suggested(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask("7-1-4-1-9について", "onepiece")
    assert any("7-1-4-1-9" in n and "7-1-4-1" in n for n in answer.notes)
    assert all(c.via != "lookup" for c in answer.citations)


# ----- the honest no-answer and bad input -----------------------------------------------------
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("今日の天気は?", None),
        ("カレーの作り方", None),
        ("What is the best deck?", None),
        ("マリガンは何回までできる?", "fow"),  # fow's excerpt (§10) has no mulligan rule
        ("サイドデッキは何枚まで使える?", "onepiece"),  # no rulebook has side decks
    ],
)
def test_nothing_relevant_says_so_and_shows_the_nearest_clauses(
    fast_answerer: Answerer, question: str, game: str | None
) -> None:
    answer = fast_answerer.ask(question, game)
    assert answer.answer.startswith("この質問に答える条文は見つかりませんでした"), answer.answer
    assert answer.simulation is None and answer.notes
    assert all(f"{c.id}" in answer.answer for c in answer.citations)  # the nearest clauses, if any
    assert_grounded(fast_answerer.corpus, answer)


def test_a_situation_no_builder_takes_gets_null_simulation_and_a_reason(
    fast_answerer: Answerer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("service.answering.simulation.build_scenario", lambda game, facts: None)
    # (「山札が0枚になったら負けになる?」 is planned now: onepiece_position, issue 11 item 7)
    answer = fast_answerer.ask("手札が3枚で山札が10枚。このとき何ができる?", "onepiece")
    assert answer.simulation is None and answer.citations
    assert any(n.startswith("シミュレーションなし") for n in answer.notes)
    assert not any(
        n.startswith("シミュレーションなし") for n in fast_answerer.ask("ブロッカーって何?", "onepiece").notes
    )


def test_an_engine_bug_leaves_the_cited_answer_with_a_note(
    fast_answerer: Answerer, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(game: str, payload: object) -> object:
        raise RuntimeError("engine bug")

    monkeypatch.setattr("service.answering.simulation.simulate", broken)
    monkeypatch.setattr("service.answering.plans.simulate", broken)  # the plans' runs break too
    # a battle: onepiece's builders that remain (its other situations are planned, issue 11 item 7)
    question = "パワー6000のキャラで、レストのパワー5000の相手キャラにアタックしたら?"
    answer = fast_answerer.ask(question, "onepiece")
    assert answer.simulation is None and answer.citations
    assert any("内部エラー" in n for n in answer.notes)


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
    phrase = text.split("、")[0]  # a whole phrase: a cut at an arbitrary character is only partial
    quote = "**" + phrase[:20].replace("1", "１") + "** " + phrase[20:]
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
    rows = compare(fast_answerer, "両方のプレイヤーが同時に敗北条件を満たした場合")
    assert [r.game for r in rows] == list(fast_answerer.corpus.games)
    assert next(r for r in rows if r.game == "ninjaslayer").best is not None


def test_compare_fow_has_no_defeat_rule_so_its_best_clause_is_weak(fast_answerer: Answerer) -> None:
    """fow's excerpt (§10 only) has no rule on losing; its best clause must not pass for an answer."""
    rows = {r.game: r for r in compare(fast_answerer, "両方のプレイヤーが同時に負けたらどうなる?")}
    assert rows["fow"].weak
    best = {g: r.best.id for g, r in rows.items() if r.best is not None and not r.weak}
    assert best.get("ninjaslayer") == "103.3" and best.get("sve") == "1.2.2"
