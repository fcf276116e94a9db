"""Which game a question is about: rulebook term statistics plus vocabulary markers.

For every query token that some rulebook prints, a game earns ``log(rate_g / rate_all)`` when it
prints the token in a larger share of its clauses than the five rulebooks together (never a penalty:
the absence of a word from a small rulebook such as fow §10 says little). A word printed only by one
rulebook (ドン!!, エテル, フォロワー) therefore pulls strongly towards that game, while words every
rulebook uses add nothing. The vocabulary files' ``markers`` add log-odds for words players type that
rulebooks rarely print (PP, ワンピース …). A softmax turns the evidence into probabilities.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from index.config import DetectionConfig
from index.terms import normalize

_EPS = 1e-3  # keeps rare-token ratios finite and damps single-clause flukes


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
    _background: Mapping[str, float] = field(init=False)

    def __post_init__(self) -> None:
        total: Counter[str] = Counter()
        for g in self.games:
            total.update(g.doc_freq)
        n = sum(g.clauses for g in self.games) or 1
        object.__setattr__(self, "_background", {t: c / n for t, c in total.items()})

    def evidence(self, query: str, tokens: Sequence[str]) -> dict[str, float]:
        """Log-odds evidence per game (0 for no evidence)."""
        q = normalize(query)
        seen = [t for t in dict.fromkeys(tokens) if t in self._background]
        out = {}
        for g in self.games:
            total = 0.0
            for t in seen:
                rate = g.doc_freq.get(t, 0) / max(g.clauses, 1)
                total += max(0.0, math.log((rate + _EPS) / (self._background[t] + _EPS)))
            total += self.cfg.marker_weight * sum(w for m, w in g.markers.items() if m in q)
            out[g.game] = total
        return out

    def scores(self, query: str, tokens: Sequence[str], *, temperature: float = 1.0) -> dict[str, float]:
        """Probability per game, most likely first; uniform when nothing is distinctive. A higher
        `temperature` flattens them (the all-games merge wants that, see search.toml)."""
        if not self.games:
            return {}
        logits = self.evidence(query, tokens)
        top = max(logits.values())
        exp = {k: math.exp((v - top) / temperature) for k, v in logits.items()}
        z = sum(exp.values())
        return {k: v / z for k, v in sorted(exp.items(), key=lambda kv: -kv[1])}

    def detect(self, query: str, tokens: Sequence[str]) -> tuple[str | None, dict[str, float]]:
        probs = self.scores(query, tokens)
        if not probs:
            return None, probs
        best, p = next(iter(probs.items()))
        return (best if p >= self.cfg.min_confidence else None), probs
