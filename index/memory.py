"""Question memory: labelled player questions vote for the clauses that answered them.

Players ask about the same rules again and again, in words close to each other: 「相手ライフ0でアタック
が通ったら勝ち?」 and 「ライフが1枚も無い相手のリーダーに…通ったらどうなる?」 are answered by the same
clause, whatever the words the rulebook prints there. The blind batches kept under ``benchmarks/data/``
hold thousands of such questions, each with the clauses an independent writer said decide it. For a new
question, its ``k`` nearest remembered questions of the same game (cosine of the query embeddings, the
same e5 model and ``query:`` prefix the search uses) vote for their gold clauses, each vote weighted by
its similarity and the votes normalised to sum to 1. A ranked clause gets the votes of every remembered
gold clause it is (or lies under: `corpus.ids.is_within`), and hybrid search adds ``weight × votes`` to
the fused score of its first ``depth`` results and re-sorts them (`FusionConfig.memory_weight`,
`memory_k`, `memory_depth`) — the way the clause priors (`index.prior`) are added, but for this question
rather than for every question.

Forward-tested before it was used (`benchmarks/question_memory.py cv`): each pair of blind batches written
together, scored with a memory of only the batches written before it, rose in R@5 and MRR@10 (round 21,
docs/evaluation.md). The dev and held-out sets are never remembered: they stay checks.

The questions live in ``index/data/question_memory.jsonl`` (`benchmarks/question_memory.py build`); their
embeddings are built with the index (``memory/embeddings.npy``) and the file's digest is part of the
manifest, so a changed memory makes the index stale.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from corpus.ids import is_within
from index.errors import SearchError
from index.fusion import Fused, lift

MEMORY_PATH = Path(__file__).resolve().parent / "data" / "question_memory.jsonl"
MEMORY_VECTORS = "memory/embeddings.npy"  # inside a built index version
MAX_MEMORY_ROWS = 50_000  # a packaged data file, not user input; bounded all the same


class QuestionMemoryError(SearchError, ValueError):
    """A question-memory file that is not the expected JSON lines."""


@dataclass(frozen=True, slots=True)
class Remembered:
    """One labelled question: its game, its text and the clauses that decide it."""

    game: str
    question: str
    gold: tuple[str, ...]


def read_memory(path: Path = MEMORY_PATH) -> tuple[Remembered, ...]:
    """The remembered questions in file order (none when the file is absent)."""
    return _parse(path.read_bytes(), path.name) if path.exists() else ()


def memory_snapshot(games: Sequence[str], path: Path = MEMORY_PATH) -> tuple[tuple[Remembered, ...], str]:
    """The remembered questions of `games` and the digest of the very bytes they were read from (a
    build embeds and records one version of the file, even when it is rewritten meanwhile)."""
    if not path.exists():
        return (), ""
    data = path.read_bytes()
    rows = tuple(r for r in _parse(data, path.name) if r.game in games)
    return rows, hashlib.sha256(data).hexdigest()


def _parse(data: bytes, name: str) -> tuple[Remembered, ...]:
    rows: list[Remembered] = []
    for n, line in enumerate(data.decode("utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            raw: Any = json.loads(line)
            row = Remembered(str(raw["game"]), str(raw["question"]), tuple(str(g) for g in raw["gold"]))
        except (ValueError, KeyError, TypeError) as exc:
            raise QuestionMemoryError(
                f"{name} line {n}: not a {{game, question, gold}} object ({exc})"
            ) from exc
        rows.append(row)
        if len(rows) > MAX_MEMORY_ROWS:
            raise QuestionMemoryError(f"{name}: more than {MAX_MEMORY_ROWS} questions")
    return tuple(rows)


def memory_of(games: Sequence[str], path: Path = MEMORY_PATH) -> tuple[Remembered, ...]:
    """The remembered questions of `games` (an index of other rulebooks remembers nothing)."""
    return tuple(r for r in read_memory(path) if r.game in games)


def memory_digest(path: Path = MEMORY_PATH) -> str:
    """SHA-256 of the memory file's bytes ("" when it is absent): recorded in the index manifest."""
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else ""


Vectors = npt.NDArray[np.float32]


class QuestionMemory:
    """The remembered questions of every game with their unit-length embeddings (row i of `vectors` is
    ``rows[i]``); `votes` and `weigh` answer one game's query vector."""

    def __init__(self, rows: Sequence[Remembered], vectors: Vectors, schemes: Mapping[str, Any]) -> None:
        if len(rows) != len(vectors):
            raise QuestionMemoryError(f"{len(rows)} remembered questions but {len(vectors)} embeddings")
        norms = np.linalg.norm(vectors, axis=1, keepdims=True) if len(vectors) else vectors
        unit = (vectors / np.where(norms > 0, norms, 1.0)).astype(np.float32) if len(vectors) else vectors
        self._schemes = dict(schemes)
        self._games: dict[str, tuple[Vectors, tuple[tuple[str, ...], ...]]] = {}
        for game in {r.game for r in rows}:
            at = [i for i, r in enumerate(rows) if r.game == game]
            self._games[game] = (unit[at], tuple(rows[i].gold for i in at))

    def __len__(self) -> int:
        return sum(len(golds) for _, golds in self._games.values())

    def votes(self, game: str, vector: Vectors, k: int) -> dict[str, float]:
        """The gold clauses of the `k` nearest remembered questions of `game`, each weighted by its
        (positive) cosine similarity, normalised to sum to 1; empty when nothing is remembered."""
        if game not in self._games or k <= 0:
            return {}
        matrix, golds = self._games[game]
        q = np.asarray(vector, dtype=np.float32).reshape(-1)
        norm = float(np.linalg.norm(q))
        if norm == 0 or matrix.shape[1] != q.shape[0]:
            return {}
        sims = matrix @ (q / norm)
        near = np.argsort(-sims, kind="stable")[:k]
        weights = [(int(i), float(sims[i])) for i in near if sims[i] > 0]
        total = sum(w for _, w in weights)
        out: dict[str, float] = {}
        for i, w in weights:
            for gold in golds[i]:
                out[gold] = out.get(gold, 0.0) + w / total
        return out

    def weigh(
        self,
        game: str,
        fused: Sequence[Fused],
        ids: Sequence[str],
        votes: Mapping[str, float],
        weight: float,
        depth: int,
        recall: float = 0.0,
        base: float = 0.0,
    ) -> list[Fused]:
        """The first `depth` results re-sorted by ``score + weight × votes`` (a clause gets the votes of
        every voted clause it is or lies under); the rest kept after them. A voted clause holding at
        least `recall` of the votes that no retriever found joins the head at score `base` (0 = never):
        the nearest questions agree on a clause the question's words miss. Scores stay within [0, 1]
        and never increase down the list."""
        if weight == 0 or not votes or not fused:
            return list(fused)
        scheme = self._schemes[game]

        def share(cid: str) -> float:
            return sum(v for gold, v in votes.items() if is_within(scheme, cid, gold))

        head = list(fused[:depth])
        if recall > 0:
            found = {ids[f.position] for f in fused}
            at = {cid: n for n, cid in enumerate(ids)}
            head += [
                Fused(at[gold], base, None, None)
                for gold, v in sorted(votes.items())
                if v >= recall and gold not in found and gold in at
            ]
        return lift([*head, *fused[depth:]], lambda f: weight * share(ids[f.position]), len(head))
