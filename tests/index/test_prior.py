"""index/prior.py: clause priors learned from labelled blind questions, added to hybrid fused scores."""

from __future__ import annotations

import itertools
import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corpus.loader import default_corpus
from index.fusion import Fused
from index.prior import PRIOR_PATH, ClausePrior, build_priors, prior_values, read_counts


def _fused(scores: list[float]) -> list[Fused]:
    return [Fused(i, s, None, None) for i, s in enumerate(scores)]


def test_prior_of_a_clause_always_gold_is_positive_and_never_gold_negative() -> None:
    values = prior_values({"a": (9, 10), "b": (0, 10), "c": (1, 10)}, smoothing=5.0)
    assert values["a"] > 0 > values["b"]
    assert values["b"] < values["c"]  # some evidence of answering is above none


def test_smoothing_pulls_a_rarely_seen_clause_towards_zero() -> None:
    few = prior_values({"a": (1, 1), "b": (10, 100)}, smoothing=5.0)["a"]
    many = prior_values({"a": (10, 10), "b": (10, 100)}, smoothing=5.0)["a"]
    assert 0 < few < many


def test_no_gold_at_all_gives_no_priors() -> None:
    assert prior_values({"a": (0, 3)}, smoothing=5.0) == {}


def test_weight_zero_keeps_the_ranking() -> None:
    fused = _fused([0.9, 0.5, 0.2])
    assert ClausePrior({0: -3.0, 2: 3.0}).weigh(fused, 0.0, 20) == fused


def test_a_hub_moves_down_and_an_answering_clause_up() -> None:
    fused = _fused([0.9, 0.8, 0.7])
    out = ClausePrior({0: -2.0, 2: 1.0}).weigh(fused, 0.15, 20)
    assert [f.position for f in out] == [2, 1, 0]


def test_only_the_first_depth_results_are_reranked() -> None:
    fused = _fused([0.9, 0.8, 0.7, 0.6])
    out = ClausePrior({3: 5.0}).weigh(fused, 0.5, 2)
    assert [f.position for f in out] == [0, 1, 2, 3]


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.floats(0.0, 1.0), min_size=0, max_size=30).map(lambda s: sorted(s, reverse=True)),
    st.dictionaries(st.integers(0, 29), st.floats(-3.0, 3.0), max_size=30),
    st.floats(0.0, 1.0),
    st.integers(1, 30),
)
def test_weighed_scores_stay_in_unit_range_and_never_increase(
    scores: list[float], prior: dict[int, float], weight: float, depth: int
) -> None:
    fused = _fused(scores)
    out = ClausePrior(prior).weigh(fused, weight, depth)
    assert sorted(f.position for f in out) == list(range(len(scores)))
    assert all(0.0 <= f.score <= 1.0 for f in out)
    assert all(a.score >= b.score for a, b in itertools.pairwise(out))
    assert out[depth:] == fused[depth:]


def test_the_shipped_counts_name_only_printed_clauses() -> None:
    corpus = default_corpus()
    counts = read_counts(PRIOR_PATH)
    assert set(counts) == set(corpus.games)
    for game, clauses in counts.items():
        book = corpus.book(game)
        assert set(clauses) <= set(book.clauses), game
        assert all(0 <= gold <= seen for gold, seen in clauses.values())


def test_build_priors_skips_ids_the_index_lacks() -> None:
    priors = build_priors({"g": {"1.1": (5, 5), "9.9": (0, 9)}}, {"g": {"1.1": 0}}, smoothing=5.0)
    assert set(priors["g"].by_position) == {0}
    assert math.isclose(priors["g"].by_position[0], prior_values({"1.1": (5, 5), "9.9": (0, 9)}, 5.0)["1.1"])


def test_the_floor_bounds_how_far_a_seldom_needed_clause_goes_down() -> None:
    counts = {"hub": (0, 50), "b": (20, 50)}
    assert prior_values(counts, 5.0)["hub"] < -0.5
    assert prior_values(counts, 5.0, floor=-0.5)["hub"] == -0.5
    assert prior_values(counts, 5.0, floor=-0.5)["b"] == prior_values(counts, 5.0)["b"]


def test_the_shipped_settings_floor_the_prior() -> None:
    from index.config import load_config

    fusion = load_config().fusion
    assert fusion.prior_weight > 0 and fusion.prior_floor < 0 and fusion.prior_depth >= 10


def test_the_shipped_settings_spare_short_definitional_queries() -> None:
    from index.config import load_config

    assert load_config().fusion.prior_min_chars >= len("手札って何枚まで持っていていいの?")
