"""Dense retrieval: a sentence-transformers encoder and a faiss inner-product index per game."""

from __future__ import annotations

import hashlib
import shutil
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import faiss
import numpy as np
import numpy.typing as npt

from index.errors import ModelUnavailable

Vectors = npt.NDArray[np.float32]
_SMALL_BATCH = 8


class Encoder(Protocol):
    """Turns already-prefixed texts into L2-normalised float32 rows."""

    @property
    def name(self) -> str: ...

    @property
    def fingerprint(self) -> str: ...

    def encode(self, texts: Sequence[str]) -> Vectors: ...


def _fallback_fingerprint(path: Path) -> str:
    h = hashlib.sha256()
    for f in sorted(p for p in path.rglob("*") if p.is_file()):
        h.update(str(f.relative_to(path)).encode() + b"\0")
        h.update(hashlib.sha256(f.read_bytes()).digest())
    return h.hexdigest()


def model_fingerprint(path: Path) -> str:
    try:
        from index.e5convert import model_fingerprint as converted_fingerprint
    except ImportError:
        return _fallback_fingerprint(path)
    fp: str = converted_fingerprint(path)
    return fp


class SentenceTransformerEncoder:
    """A local sentence-transformers model on CPU. Encoding is serialised: the HF tokenizer is not
    safe to call from several threads at once, and torch already uses every core for one batch."""

    def __init__(
        self, path: Path, *, batch_size: int = 32, fingerprint: str | None = None, private_copy: bool = False
    ) -> None:
        """`fingerprint` replaces hashing the model's files; with `private_copy` the model is loaded
        from a temporary copy that is deleted at once: safetensors memory-maps its file, and a file
        rewritten in place under a map kills the process with SIGBUS (a long-running server)."""
        if not (path / "config.json").is_file() and not (path / "modules.json").is_file():
            raise ModelUnavailable(f"no sentence-transformers model at {path.name}")
        try:
            from sentence_transformers import SentenceTransformer

            if private_copy:
                with tempfile.TemporaryDirectory(prefix="rulecite-model-") as tmp:
                    copy = Path(tmp) / path.name
                    shutil.copytree(path, copy)
                    self._model: Any = SentenceTransformer(str(copy), device="cpu", local_files_only=True)
            else:
                self._model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
        except ModelUnavailable:
            raise
        except Exception as exc:  # any loader failure means the model is unusable here
            raise ModelUnavailable(
                f"cannot load the embedding model {path.name} ({type(exc).__name__})"
            ) from exc
        self._path = path
        self._batch_size = batch_size
        self._lock = threading.Lock()
        self._fingerprint: str | None = fingerprint

    @property
    def name(self) -> str:
        return self._path.name

    @property
    def fingerprint(self) -> str:
        if self._fingerprint is None:
            self._fingerprint = model_fingerprint(self._path)
        return self._fingerprint

    def encode(self, texts: Sequence[str]) -> Vectors:
        import torch

        with self._lock:
            threads = torch.get_num_threads()
            # A few short queries are faster on one thread: intra-op parallelism on tiny matrices
            # costs more in synchronisation than it saves, badly so on a busy 2-core machine
            # (measured 25 ms vs 400 ms per query). Batches of passages keep every thread.
            if len(texts) <= _SMALL_BATCH:
                torch.set_num_threads(1)
            try:
                out = self._encode(texts)
            finally:
                torch.set_num_threads(threads)
        return np.ascontiguousarray(out, dtype=np.float32)

    def _encode(self, texts: Sequence[str]) -> Any:
        return self._model.encode(
            list(texts),
            batch_size=self._batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )


def encode_in_batches(
    encoder: Encoder, texts: Sequence[str], *, batch: int = 64, tick: Callable[[int], None] | None = None
) -> Vectors:
    batched = getattr(encoder, "encode_batched", None)
    if callable(batched):  # the encoder forms its own (length-sorted) batches
        out: Vectors = batched(texts, tick)
        return out
    rows = []
    for i in range(0, len(texts), batch):
        chunk = texts[i : i + batch]
        rows.append(encoder.encode(chunk))
        if tick is not None:
            tick(len(chunk))
    if not rows:
        return np.zeros((0, 1), dtype=np.float32)
    return np.vstack(rows).astype(np.float32)


@dataclass(frozen=True, slots=True)
class SemanticIndex:
    """Exact inner-product search over one game's normalised clause embeddings."""

    index: Any  # faiss.IndexFlatIP

    @classmethod
    def build(cls, vectors: Vectors) -> SemanticIndex:
        index = faiss.IndexFlatIP(int(vectors.shape[1]))
        index.add(np.ascontiguousarray(vectors, dtype=np.float32))
        return cls(index)

    @property
    def size(self) -> int:
        return int(self.index.ntotal)

    @property
    def dim(self) -> int:
        return int(self.index.d)

    def search(self, query: Vectors, k: int) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]]:
        """Document positions and cosine scores of the `k` nearest clauses, best first."""
        k = min(k, self.size)
        if k <= 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        scores, ids = self.index.search(np.ascontiguousarray(query.reshape(1, -1), dtype=np.float32), k)
        keep = ids[0] >= 0
        return ids[0][keep].astype(np.int64), scores[0][keep].astype(np.float32)

    def vector(self, position: int) -> Vectors:
        """The stored (normalised) passage embedding of the clause at `position`."""
        return np.asarray(self.index.reconstruct(int(position)), dtype=np.float32)

    def save(self, path: Path) -> None:
        faiss.write_index(self.index, str(path))

    @classmethod
    def load(cls, path: Path) -> SemanticIndex:
        return cls(faiss.read_index(str(path)))


def open_encoder(index_dir: Path, model_path: Path | None, *, progress: bool = False) -> Encoder:
    """The configured model, or the default one converted into the index directory's cache, on
    sentence-transformers/torch (the build-time source of truth; `index.models` picks the runtime)."""
    if model_path is None:
        from index.e5convert import default_fingerprint, ensure_default_model

        model_path = ensure_default_model(index_dir / "cache", progress=progress)
        return SentenceTransformerEncoder(model_path, fingerprint=default_fingerprint())
    return SentenceTransformerEncoder(model_path)
