"""Fusion of the lexical and semantic rankings."""

from __future__ import annotations

import numpy as np
import pytest

from index.config import FusionConfig
from index.fusion import Ranking, fuse, single


def test_rrf_sums_reciprocal_ranks() -> None:
    lex = Ranking((0, 1, 2), (9.0, 5.0, 1.0))
    sem = Ranking((2, 0), (0.9, 0.8))
    fused = fuse(lex, sem, FusionConfig(method="rrf", rrf_k=60, lexical_weight=1.0, semantic_weight=1.0))
    scores = {f.position: f.score for f in fused}
    ceiling = 2 / 61  # first in both lists
    assert scores[0] == pytest.approx((1 / 61 + 1 / 62) / ceiling)
    assert scores[2] == pytest.approx((1 / 63 + 1 / 61) / ceiling)
    assert scores[1] == pytest.approx((1 / 62) / ceiling)
    assert [f.position for f in fused] == [0, 2, 1]
    assert fused[0].lexical_rank == 1 and fused[0].semantic_rank == 2
    assert fused[2].semantic_rank is None


def test_rrf_weights_shift_the_order() -> None:
    lex = Ranking((0, 1), (2.0, 1.0))
    sem = Ranking((1, 0), (0.9, 0.1))
    heavy_sem = fuse(lex, sem, FusionConfig(lexical_weight=0.5, semantic_weight=2.0))
    assert heavy_sem[0].position == 1


def test_weighted_fusion_normalises_each_list() -> None:
    lex = Ranking((0, 1), (100.0, 50.0))
    sem = Ranking((1, 0), (0.9, 0.3))
    fused = fuse(lex, sem, FusionConfig(method="weighted", lexical_weight=1.0, semantic_weight=1.0))
    assert {f.position: f.score for f in fused} == {0: pytest.approx(0.5), 1: pytest.approx(0.5)}
    assert [f.position for f in fused] == [0, 1]  # tie broken by document order


def test_dense_scores_drop_zero_and_keep_depth() -> None:
    ranking = Ranking.from_dense(np.array([0.0, 3.0, 1.0, 3.0], dtype=np.float32), depth=3)
    assert ranking.positions == (1, 3, 2)


def test_missing_retriever_is_fine() -> None:
    lex = Ranking((4,), (1.0,))
    assert [f.position for f in fuse(lex, None, FusionConfig())] == [4]
    assert single(lex, lexical=True)[0].lexical_rank == 1


@pytest.mark.parametrize("method", ["weighted", "rrf"])
def test_fused_scores_lie_in_unit_interval_and_follow_the_order(method: str) -> None:
    lex = Ranking((0, 1, 2, 3), (12.0, 7.5, 7.0, 0.4))
    sem = Ranking((0, 3, 1), (0.91, 0.88, 0.80))
    fused = fuse(lex, sem, FusionConfig(method=method, lexical_weight=0.3, semantic_weight=1.0))
    scores = [f.score for f in fused]
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert scores == sorted(scores, reverse=True)
    assert fused[0].position == 0 and scores[0] == pytest.approx(1.0)  # first in both lists


def test_single_retriever_scores_are_min_max_normalised() -> None:
    hits = single(Ranking((5, 2, 7), (14.0, 9.0, 4.0)), lexical=True)
    assert [h.score for h in hits] == [pytest.approx(1.0), pytest.approx(0.5), pytest.approx(0.0)]
    assert [h.lexical_rank for h in hits] == [1, 2, 3] and hits[0].semantic_rank is None
