"""Which game a question is about: naive Bayes over rulebook term statistics plus vocabulary markers.

Each game contributes ``log P(token | game)`` estimated from the share of its clauses that contain the
token (add-alpha smoothed), so a word printed only by one rulebook (ドン!!, エテル, フォロワー) pulls the
query strongly towards that game, while words every rulebook uses cancel out. The vocabulary files'
``markers`` add log-odds for words players type that rulebooks rarely print (PP, ワンピース …).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from index.config import DetectionConfig
from index.terms import normalize


@dataclass(frozen=True, slots=True)
class GameStats:
    game: str
    clauses: int
    doc_freq: Mapping[str, int]
    markers: Mapping[str, float]


@dataclass(frozen=True, slots=True)
class GameDetector:
    games: tuple[GameStats, ...]
    cfg: DetectionConfig

    def scores(self, query: str, tokens: Sequence[str]) -> dict[str, float]:
        """Probability per game (sums to 1); uniform when nothing in the query is distinctive."""
        if not self.games:
            return {}
        a = self.cfg.smoothing
        q = normalize(query)
        seen = {t for t in tokens if any(t in g.doc_freq for g in self.games)}
        logits: dict[str, float] = {}
        for g in self.games:
            total = 0.0
            for t in seen:
                p = (g.doc_freq.get(t, 0) + a) / (g.clauses + 2 * a)
                total += math.log(p)
            logits[g.game] = total
        for g in self.games:
            logits[g.game] += self.cfg.marker_weight * sum(w for m, w in g.markers.items() if m in q)
        top = max(logits.values())
        exp = {k: math.exp(v - top) for k, v in logits.items()}
        z = sum(exp.values())
        return {k: v / z for k, v in sorted(exp.items(), key=lambda kv: -kv[1])}

    def detect(self, query: str, tokens: Sequence[str]) -> tuple[str | None, dict[str, float]]:
        probs = self.scores(query, tokens)
        if not probs:
            return None, probs
        best, p = next(iter(probs.items()))
        return (best if p >= self.cfg.min_confidence else None), probs
