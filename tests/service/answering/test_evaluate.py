"""`rulecite ask-eval`: the summary it prints, with and without the game."""

from __future__ import annotations

from corpus import Corpus
from service.answering.ask import Answerer
from service.answering.evaluate import Row, evaluate
from service.answering.relevance import Lexicon
from tests.service.answering.conftest import FixedSearcher


def test_without_a_game_the_summary_reports_which_game_was_answered(corpus: Corpus, lexicon: Lexicon) -> None:
    searcher = FixedSearcher({"sve": ["11.2.1", "1.2.1.1"]}, {"sve": 0.99})
    answerer = Answerer(corpus, searcher, lexicon)
    rows = [
        Row("a", "sve", "paraphrase", "フォロワーの体力が0になったらどうなる?", ("11.2.1",), None),
        Row("b", "onepiece", "paraphrase", "今日の天気は?", (), None),
    ]
    summary = evaluate(answerer, rows, {}, with_game=False).summary()
    assert summary["detected_correct"] == 0.5  # sve answered for sve; the weather for no game
    assert summary["detected_none"] == 0.5
    assert "detected_correct" not in evaluate(answerer, rows[:1], {}).summary()
