"""BM25 over pre-tokenised clauses (bm25s), one index per game with a word and a bigram field."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import bm25s
import numpy as np
import numpy.typing as npt

from index.analysis import Analysis
from index.config import LexicalConfig

Scores = npt.NDArray[np.float32]


def _fit(docs: Sequence[Sequence[str]], k1: float, b: float) -> bm25s.BM25 | None:
    if not any(docs):
        return None
    model = bm25s.BM25(k1=k1, b=b)
    model.index([list(d) for d in docs], show_progress=False)
    return model


def _scores(model: bm25s.BM25 | None, tokens: Sequence[str], n: int) -> Scores:
    if model is None or not tokens:
        return np.zeros(n, dtype=np.float32)
    return np.asarray(model.get_scores(list(tokens)), dtype=np.float32)


@dataclass(frozen=True, slots=True)
class LexicalIndex:
    """BM25 for one game. Document i is the game's i-th clause in document order."""

    size: int
    words: bm25s.BM25 | None
    bigrams: bm25s.BM25 | None
    doc_freq: Mapping[str, int]  # word -> number of clauses containing it (game detection)

    @classmethod
    def build(cls, docs: Sequence[Analysis], k1: float, b: float) -> LexicalIndex:
        df: Counter[str] = Counter()
        for d in docs:
            df.update(set(d.words))
        return cls(
            size=len(docs),
            words=_fit([d.words for d in docs], k1, b),
            bigrams=_fit([d.bigrams for d in docs], k1, b),
            doc_freq=dict(df),
        )

    def scores(self, query: Analysis, expansion: Analysis | None, cfg: LexicalConfig) -> Scores:
        """Word BM25 + weighted bigram BM25 + weighted BM25 of the expansion words."""
        total = _scores(self.words, query.words, self.size)
        if cfg.bigram_weight:
            total += cfg.bigram_weight * _scores(self.bigrams, query.bigrams, self.size)
        if expansion is not None and cfg.expansion_weight:
            own = set(query.words)
            extra = [w for w in dict.fromkeys(expansion.words) if w not in own]
            total += cfg.expansion_weight * _scores(self.words, extra, self.size)
        return total

    def save(self, directory: Path) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        for name, model in (("words", self.words), ("bigrams", self.bigrams)):
            if model is not None:
                model.save(str(directory / name), show_progress=False)
        meta = {"size": self.size, "doc_freq": self.doc_freq}
        (directory / "meta.json").write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")

    @classmethod
    def load(cls, directory: Path) -> LexicalIndex:
        meta = json.loads((directory / "meta.json").read_text(encoding="utf-8"))
        models: dict[str, bm25s.BM25 | None] = {}
        for name in ("words", "bigrams"):
            path = directory / name
            models[name] = bm25s.BM25.load(str(path), show_progress=False) if path.is_dir() else None
        return cls(
            size=int(meta["size"]),
            words=models["words"],
            bigrams=models["bigrams"],
            doc_freq={str(k): int(v) for k, v in meta["doc_freq"].items()},
        )
