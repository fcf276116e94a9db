"""Which game an answer is about: a given game is never contradicted by detection, another game's
own vocabulary is noted (generic words are not), a game read from meaning alone is noted as such, and
an undetected game is said. Fast: `FixedSearcher` fixes the clauses and detection probabilities."""

from __future__ import annotations

import pytest

from corpus import Corpus
from service.answering.ask import Answerer
from service.answering.relevance import Lexicon
from tests.service.answering.conftest import FixedSearcher

SIMULTANEOUS = {"sve": ["11.2.1", "1.2.2", "1.2.1.1"], "onepiece": ["1-2-1-1-1", "1-2-3"]}


def test_given_game_is_the_detected_game(corpus: Corpus, lexicon: Lexicon) -> None:
    """With a game given, detection never contradicts it (the detector read onepiece here)."""
    searcher = FixedSearcher(SIMULTANEOUS, {"onepiece": 0.79, "sve": 0.15})
    answer = Answerer(corpus, searcher, lexicon).ask(
        "お互いのリーダーの体力が同時に0になったらどうなる?", "sve"
    )
    assert answer.game == "sve" and answer.detected_game == "sve"
    assert all(c.game == "sve" for c in answer.citations)
    assert not any("語彙" in n for n in answer.notes)  # 0.15 for sve is no clear contradiction


def test_vocabulary_of_another_game_is_noted(corpus: Corpus, lexicon: Lexicon) -> None:
    searcher = FixedSearcher({"sve": ["12.2.1", "2.7.1"]}, {"onepiece": 0.98, "sve": 0.01})
    answer = Answerer(corpus, searcher, lexicon).ask("ドン!!を2枚付与したらどうなる?", "sve")
    assert answer.detected_game == "sve"
    assert any("ONE PIECE" in n and "Shadowverse" in n for n in answer.notes)


@pytest.mark.parametrize(
    "question", ["先攻後攻ってどうやって決める?", "ライフが0のときにダメージを受けたら?", "最初の手札は何枚?"]
)
def test_generic_words_never_say_the_vocabulary_is_another_games(
    corpus: Corpus, lexicon: Lexicon, question: str
) -> None:
    """Detection (from the embeddings) reads onepiece, but 先攻/後攻 are sve's words too, and sve's
    vocabulary translates ライフ (→ 体力): nothing in the question belongs to ONE PIECE alone."""
    searcher = FixedSearcher({"sve": ["6.1.1.3", "6.1.1.4"]}, {"onepiece": 0.96, "sve": 0.03})
    answer = Answerer(corpus, searcher, lexicon).ask(question, "sve")
    assert not any("のものに見えます" in n for n in answer.notes)


def test_game_detected_from_meaning_only_is_noted_as_generic(corpus: Corpus, lexicon: Lexicon) -> None:
    """「手札の上限は何枚?」 reads the same in every rulebook: a confident detection (from the
    embeddings) is answered, with a note that no word of the question names the game."""
    searcher = FixedSearcher({"sve": ["4.7.3.1", "7.4.7"]}, {"sve": 0.93, "kiseki": 0.03})
    answer = Answerer(corpus, searcher, lexicon).ask("手札の上限は何枚?")
    assert answer.detected_game == "sve"
    assert any("ゲームを特定できません" in n for n in answer.notes)


def test_game_named_by_its_own_words_gets_no_generic_note(corpus: Corpus, lexicon: Lexicon) -> None:
    searcher = FixedSearcher({"sve": ["11.2.1", "1.2.1.1"]}, {"sve": 0.99})
    answer = Answerer(corpus, searcher, lexicon).ask("フォロワーの体力が0になったらどうなる?")
    assert answer.detected_game == "sve"
    assert not any("ゲーム" in n and ("特定" in n or "判定" in n) for n in answer.notes)


def test_undetected_game_is_noted_and_the_answers_game_reported(corpus: Corpus, lexicon: Lexicon) -> None:
    searcher = FixedSearcher({"ninjaslayer": ["103.3", "103.2"], "kiseki": ["103.3"]}, {})
    answer = Answerer(corpus, searcher, lexicon).ask("両方のプレイヤーが同時に負けたらどうなる?")
    assert answer.game is None and answer.detected_game == "ninjaslayer"
    assert answer.answer.splitlines()[0].endswith("(103.3)")
    assert any("判定できませんでした" in n for n in answer.notes)
