"""Scoring of one ranked list: descendants of gold count, each gold earns gain once."""

from __future__ import annotations

import math

import pytest

from index.evaluate import Metrics, Outcome, Question, score
from index.types import Hit
from tests.index.conftest import make_corpus


def _q(*gold: str) -> Question:
    return Question("t", "onepiece", "?", gold, "paraphrase")


def test_descendant_of_gold_is_a_hit() -> None:
    corpus = make_corpus()
    first, _ = score(
        _q("1-2-1-1"), [Hit("onepiece", "1-2-3", 1.0), Hit("onepiece", "1-2-1-1-2", 0.5)], corpus
    )
    assert first == 2


def test_other_game_or_sibling_is_not_a_hit() -> None:
    corpus = make_corpus()
    first, ndcg = score(_q("1-2-1"), [Hit("sve", "1-2-1", 1.0), Hit("onepiece", "1-2-3", 1.0)], corpus)
    assert first is None and ndcg == 0.0


def test_ndcg_credits_each_gold_once() -> None:
    corpus = make_corpus()
    hits = [Hit("onepiece", "1-2-1-1-1", 1.0), Hit("onepiece", "1-2-1-1-2", 1.0)]
    _, one_gold = score(_q("1-2-1-1", "1-2-3"), hits, corpus)
    ideal = 1 + 1 / math.log2(3)
    assert one_gold == pytest.approx(1 / ideal)


def test_metrics_average() -> None:
    q = _q("1")
    outcomes = [Outcome(q, (), 1, 1.0, None), Outcome(q, (), 3, 0.5, None), Outcome(q, (), None, 0.0, None)]
    m = Metrics.of(outcomes)
    assert m.recall_at_1 == pytest.approx(1 / 3)
    assert m.recall_at_5 == pytest.approx(2 / 3)
    assert m.mrr_at_10 == pytest.approx((1 + 1 / 3) / 3)
