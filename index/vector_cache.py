"""Query embeddings by text for one engine (`index.search`), least recently used dropped."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence

from index.semantic import Encoder, Vectors


class VectorCache:
    """Query embeddings by text, least recently used dropped: `detect_game` then `search` on the
    same question (as /ask does) embeds it once."""

    def __init__(self, encoder: Encoder, size: int = 256) -> None:
        self._encoder = encoder
        self._size = size
        self._rows: OrderedDict[str, Vectors] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, texts: Sequence[str]) -> list[Vectors]:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._rows]
        if missing:
            encoded = self._encoder.encode(missing)
            with self._lock:
                for i, t in enumerate(missing):
                    self._rows[t] = encoded[i]
        with self._lock:
            out = []
            for t in texts:
                row = self._rows.get(t)
                if row is None:  # evicted by another thread in between: encode again
                    row = self._encoder.encode([t])[0]
                self._rows[t] = row
                self._rows.move_to_end(t)
                out.append(row)
            while len(self._rows) > self._size:
                self._rows.popitem(last=False)
            return out
