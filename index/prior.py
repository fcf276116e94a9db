"""Clause priors: how often a clause the ranking puts near the top is one that answers the question.

Some clauses come near the top of many questions they do not answer — a clause whose words or meaning
touch everything in its rulebook (ninjaslayer 1403.2 サツバツ, printed with アイサツ, イクサダメージ and
殺す, ranked in the top 5 of 29 of 1,120 blind questions and a gold clause of 4) — and others are the
answer whenever they come up. Players' questions cluster on the same rules, so the labelled questions
say which is which: for every clause, how many times it was among the first `PRIOR_TOP` results of a
labelled question (the ranking without priors) and how many of those times it was a gold clause (or a
descendant of one).

The prior of a clause is ``log(p / p0)``, where ``p`` is its smoothed rate of being gold when ranked
there — ``(gold + m·p0) / (seen + m)``, ``m`` the smoothing in clauses' worth of evidence — and ``p0``
the rate over all clauses of its game, floored at ``prior_floor``: a clause the labelled questions
seldom needed is pushed down by at most ``weight × |floor|``, so a question about exactly that clause
still finds it (unfloored, dev ns-d-10's 704.4 fell out of the first 10). A clause no labelled question
ranked has prior 0. Hybrid search
adds ``weight × prior`` to the fused score of the first ``depth`` results and re-sorts them
(`FusionConfig.prior_weight`, `prior_smoothing`, `prior_floor`, `prior_depth`).

The counts live in ``index/data/clause_prior.json``, written by ``benchmarks/clause_prior.py`` from the
blind question batches kept under ``benchmarks/data/`` (never from a sealed batch, nor from the dev and
held-out sets, which stay checks). They are read at query time; they shape no built artifact.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from index.errors import SearchError
from index.fusion import Fused, lift

PRIOR_PATH = Path(__file__).resolve().parent / "data" / "clause_prior.json"
PRIOR_TOP = 10  # a labelled question's first results counted (the ranking without priors)


class PriorError(SearchError, ValueError):
    """A clause-prior file that is not the expected JSON."""


@dataclass(frozen=True, slots=True)
class ClausePrior:
    """One game's prior per index position (positions without one have 0)."""

    by_position: Mapping[int, float]

    def weigh(self, fused: Sequence[Fused], weight: float, depth: int) -> list[Fused]:
        """The first `depth` results re-sorted by ``score + weight × prior``; the rest kept after them.

        Scores stay within [0, 1] (clamped) and never increase down the list."""
        if weight == 0 or not self.by_position or not fused:
            return list(fused)
        return lift(fused, lambda f: weight * self.by_position.get(f.position, 0.0), depth)


def prior_values(
    counts: Mapping[str, Sequence[int]], smoothing: float, floor: float = -math.inf
) -> dict[str, float]:
    """``log(p / p0)`` per clause id from its ``[gold, seen]`` counts, never below `floor`."""
    gold = sum(int(c[0]) for c in counts.values())
    seen = sum(int(c[1]) for c in counts.values())
    if gold <= 0 or seen <= 0:
        return {}
    base = gold / seen
    out = {}
    for cid, (g, s) in counts.items():
        p = (g + smoothing * base) / (s + smoothing)
        out[cid] = max(floor, math.log(p / base))
    return out


def read_counts(path: Path = PRIOR_PATH) -> dict[str, dict[str, tuple[int, int]]]:
    """``{game: {clause id: (gold, seen)}}`` from the prior file (empty when there is none)."""
    if not path.exists():
        return {}
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        games = data["games"]
        return {
            str(game): {str(cid): (int(c[0]), int(c[1])) for cid, c in clauses.items()}
            for game, clauses in games.items()
        }
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise PriorError(f"{path}: not a clause-prior file ({exc})") from exc


def build_priors(
    counts: Mapping[str, Mapping[str, Sequence[int]]],
    positions: Mapping[str, Mapping[str, int]],
    smoothing: float,
    floor: float = -math.inf,
) -> Mapping[str, ClausePrior]:
    """Each game's `ClausePrior` over its index positions (clause ids the index lacks are skipped)."""
    out = {}
    for game, at in positions.items():
        values = prior_values(counts.get(game, {}), smoothing, floor)
        out[game] = ClausePrior(
            MappingProxyType({at[cid]: v for cid, v in values.items() if cid in at and v != 0.0})
        )
    return MappingProxyType(out)
