"""A cache of passage embeddings keyed by model fingerprint and passage text.

Rebuilding after a parser fix or a code change then embeds only the clauses whose passage changed,
which turns a multi-minute rebuild into seconds. The cache is an optimisation only: a missing or
unreadable file is ignored and rewritten.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from index.semantic import Encoder, Vectors, encode_in_batches


def _key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class EmbeddingCache:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._rows: dict[str, Vectors] = {}
        self._dirty = False
        try:
            with np.load(path, allow_pickle=False) as data:
                keys, vectors = data["keys"], data["vectors"]
                self._rows = {str(k): vectors[i] for i, k in enumerate(keys)}
        except (OSError, KeyError, ValueError):
            self._rows = {}

    def __len__(self) -> int:
        return len(self._rows)

    def encode(
        self, encoder: Encoder, texts: Sequence[str], tick: Callable[[int], None] | None = None
    ) -> Vectors:
        keys = [_key(t) for t in texts]
        missing = [i for i, k in enumerate(keys) if k not in self._rows]
        if tick is not None and len(texts) > len(missing):
            tick(len(texts) - len(missing))
        if missing:
            fresh = encode_in_batches(encoder, [texts[i] for i in missing], tick=tick)
            for j, i in enumerate(missing):
                self._rows[keys[i]] = fresh[j]
            self._dirty = True
        if not texts:
            return np.zeros((0, 1), dtype=np.float32)
        return np.vstack([self._rows[k] for k in keys]).astype(np.float32)

    def save(self) -> None:
        if not self._dirty:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        keys = np.array(list(self._rows), dtype="U64")
        vectors = np.vstack(list(self._rows.values())).astype(np.float32)
        fd, tmp = tempfile.mkstemp(prefix=".emb-", suffix=".npz", dir=self.path.parent)
        os.close(fd)
        try:
            np.savez(tmp, keys=keys, vectors=vectors)
            os.replace(tmp, self.path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        self._dirty = False
