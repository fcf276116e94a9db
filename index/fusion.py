"""Combining the lexical and the semantic ranking of one game's clauses."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt

from index.config import FusionConfig


@dataclass(frozen=True, slots=True)
class Ranking:
    """Document positions best first, with the retriever's scores (same length)."""

    positions: tuple[int, ...]
    scores: tuple[float, ...]

    @classmethod
    def from_dense(cls, scores: npt.NDArray[np.float32], depth: int) -> Ranking:
        """Top `depth` of a full score vector, dropping zero scores (no matched token)."""
        if scores.size == 0:
            return cls((), ())
        depth = min(depth, scores.size)
        top = np.argpartition(-scores, depth - 1)[:depth]
        # Ties broken by document order so results are deterministic.
        order = sorted(top.tolist(), key=lambda i: (-float(scores[i]), i))
        kept = [i for i in order if scores[i] > 0]
        return cls(tuple(kept), tuple(float(scores[i]) for i in kept))

    def rank_of(self) -> dict[int, int]:
        return {p: r for r, p in enumerate(self.positions, start=1)}


@dataclass(frozen=True, slots=True)
class Fused:
    position: int
    score: float
    lexical_rank: int | None
    semantic_rank: int | None


def _minmax(scores: Sequence[float]) -> list[float]:
    if not scores:
        return []
    lo, hi = min(scores), max(scores)
    if hi - lo < 1e-12:
        return [1.0 for _ in scores]
    return [(s - lo) / (hi - lo) for s in scores]


def fuse(
    lexical: Ranking | None,
    semantic: Ranking | None,
    cfg: FusionConfig,
    anchor: Ranking | None = None,
    phrases: Ranking | None = None,
) -> list[Fused]:
    """RRF (``w / (k + rank)`` summed) or weighted min-max scores; best first, ties by position.

    Scores are divided by their largest possible value, so they lie in [0, 1] (1 = first in every
    retriever, or the top score of every retriever) and can be shown next to an exact hit's 1.0.

    `anchor` ranks the clauses defining a term the question names (`index.anchors`) at
    ``cfg.anchor_weight``. Its scores are used as they are, not min-max normalised: every anchored
    clause is a candidate of the same standing, and normalising would give the last one nothing. A
    question that names no term (no or an empty anchor ranking) is fused exactly as without it.

    `phrases` ranks the clauses printing a rule phrase the vocabulary added (`index.phrases`) at
    ``cfg.phrase_weight``, the same way.
    """
    extra: list[tuple[Ranking, float]] = [
        (r, w)
        for r, w in ((anchor, cfg.anchor_weight), (phrases, cfg.phrase_weight))
        if r is not None and r.positions and w > 0
    ]
    lex_rank = lexical.rank_of() if lexical else {}
    sem_rank = semantic.rank_of() if semantic else {}
    total: dict[int, float] = {}
    weights = (cfg.lexical_weight, cfg.semantic_weight)
    if cfg.method == "rrf":
        for ranks, weight in zip((lex_rank, sem_rank), weights, strict=True):
            for pos, rank in ranks.items():
                total[pos] = total.get(pos, 0.0) + weight / (cfg.rrf_k + rank)
        ceiling = sum(w / (cfg.rrf_k + 1) for w in weights)
        for extra_ranking, weight in extra:
            for pos, rank in extra_ranking.rank_of().items():
                total[pos] = total.get(pos, 0.0) + weight / (cfg.rrf_k + rank)
            ceiling += weight / (cfg.rrf_k + 1)
    else:
        for ranking, weight in zip((lexical, semantic), weights, strict=True):
            if ranking is None:
                continue
            for pos, s in zip(ranking.positions, _minmax(ranking.scores), strict=True):
                total[pos] = total.get(pos, 0.0) + weight * s
        ceiling = sum(weights)
        for extra_ranking, weight in extra:
            for pos, s in zip(extra_ranking.positions, extra_ranking.scores, strict=True):
                total[pos] = total.get(pos, 0.0) + weight * min(1.0, max(0.0, s))
            ceiling += weight
    scale = 1.0 / ceiling if ceiling > 0 else 1.0
    order = sorted(total, key=lambda p: (-total[p], p))
    return [Fused(p, min(1.0, total[p] * scale), lex_rank.get(p), sem_rank.get(p)) for p in order]


def single(ranking: Ranking, *, lexical: bool) -> list[Fused]:
    """One retriever's ranking in the fused shape, its scores min-max normalised to [0, 1] like the
    weighted fusion does (raw BM25 has no fixed scale; a cosine's range depends on the model)."""
    out = []
    scores = _minmax(ranking.scores)
    for rank, (pos, score) in enumerate(zip(ranking.positions, scores, strict=True), start=1):
        out.append(Fused(pos, score, rank if lexical else None, None if lexical else rank))
    return out


def lift(fused: Sequence[Fused], bonus: Callable[[Fused], float], depth: int) -> list[Fused]:
    """The first `depth` results re-sorted by ``score + bonus``; the rest kept after them (the clause
    priors and the question memory add theirs so). Scores stay within [0, 1] and never increase down the
    list: the head's are clamped to [the tail's first score, 1]."""
    head = [replace(f, score=f.score + bonus(f)) for f in fused[:depth]]
    head.sort(key=lambda f: (-f.score, f.position))
    tail = list(fused[depth:])
    floor = tail[0].score if tail else 0.0
    return [replace(f, score=min(1.0, max(floor, f.score))) for f in head] + tail
