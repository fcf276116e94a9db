"""The embedding model as ONNX: exported once at build time, run with onnxruntime + tokenizers.

The sentence-transformers model (``index.e5convert``) stays the source of truth. `export_onnx` writes
its BERT encoder as an ONNX graph straight from its weights (``index.onnx_graph``: fp32, no
quantisation, since int8 loses retrieval quality, and no torch import), checks the graph against a
numpy forward pass of the same weights on a sample, and writes ``model.onnx`` beside the model's
``tokenizer.json``. `OnnxEncoder` then embeds with no torch import at all: the tokenizer pads
and truncates, onnxruntime runs the encoder, and the project does the mean pooling and L2
normalisation that sentence-transformers' Pooling and Normalize modules do.

The model file is read into memory and checked against its SHA-256 before onnxruntime sees it, so a
file truncated or rewritten in place is reported as corrupt and can never fault a running process
(a memory map of a file changed underneath raises SIGBUS).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Final

import numpy as np

from index.errors import IndexCorrupt, ModelUnavailable
from index.semantic import Vectors

# Bump when the exported graph or the pooling changes, so cached exports and embeddings are redone.
# 1: traced with torch.onnx; 2: written by index.onnx_graph.
EXPORT_VERSION: Final = 2
ONNX_FILE: Final = "model.onnx"
TOKENIZER_FILE: Final = "tokenizer.json"
EXPORT_MARKER: Final = "rulecite-onnx.json"
MAX_TOKENS: Final = 512
# Passages are sorted by length and cut into batches of at most this many padded tokens: short
# clauses then do not pay for the padding of long ones (most clauses are 20–80 tokens).
BATCH_TOKENS: Final = 8192
MAX_BATCH: Final = 64
# Exported-graph fidelity required against the numpy reference (index.onnx_graph, float64) on
# FIDELITY_TEXTS: measured minimum 0.99999988 for the default model (2026-11-25, onnxruntime 1.32),
# i.e. float32 rounding; a wiring mistake costs far more than the 100× margin left here.
MIN_COSINE: Final = 0.99999
FIDELITY_TEXTS: Final = (
    "query: 先攻の1ターン目ってドローできる?",
    "query: パワー5000のキャラで、ライフ3枚の相手リーダーにアタックしたら?",
    "passage: 自分のライフが0枚のときに、リーダーがダメージを受ける。",
    "passage: " + "ターンプレイヤーはカードを1枚引きます。" * 60,  # longer than 512 tokens: truncation
    "query: x",
)


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def onnxruntime_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("onnxruntime")
    except PackageNotFoundError:
        return "absent"


def _pool(hidden: Any, mask: Any) -> Vectors:
    """Mean over the attended tokens, then L2-normalised (sentence-transformers' Pooling + Normalize)."""
    m = mask.astype(np.float32)[:, :, None]
    summed = (hidden * m).sum(axis=1)
    pooled = summed / np.clip(m.sum(axis=1), 1e-9, None)
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    return np.ascontiguousarray(pooled / np.clip(norms, 1e-12, None), dtype=np.float32)


class OnnxEncoder:
    """e5-small on onnxruntime. Calls are serialised (one session, one tokenizer); ``threads`` is the
    session's intra-op thread count: 1 for queries (tiny matrices lose more to synchronisation than
    they gain, especially on a busy machine), every core for building."""

    def __init__(
        self,
        model: bytes,
        tokenizer_json: str,
        *,
        name: str,
        fingerprint: str,
        threads: int = 1,
        max_tokens: int = MAX_TOKENS,
    ) -> None:
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise ModelUnavailable(f"onnxruntime or tokenizers is not installed ({exc})") from exc
        try:
            tokenizer = Tokenizer.from_str(tokenizer_json)
            tokenizer.enable_truncation(max_tokens)
            options = ort.SessionOptions()
            options.intra_op_num_threads = max(1, threads)
            options.inter_op_num_threads = 1
            options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
            # no busy-waiting worker threads: the machine is shared with the server's other work
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            self._session: Any = ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])
        except Exception as exc:  # a graph or tokenizer onnxruntime cannot read is unusable here
            raise IndexCorrupt(f"the ONNX embedding model cannot be loaded: {type(exc).__name__}") from exc
        self._tokenizer = tokenizer
        self._pad = int(tokenizer.token_to_id("<pad>") or 1)
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._name = name
        self._fingerprint = fingerprint
        self._cache_key = sha256_bytes(
            f"onnx|{EXPORT_VERSION}|{fingerprint}|{onnxruntime_version()}".encode()
        )
        self._lock = threading.Lock()

    @classmethod
    def open(
        cls,
        directory: Path,
        *,
        name: str,
        fingerprint: str,
        model_sha256: str | None = None,
        threads: int = 1,
    ) -> OnnxEncoder:
        """The encoder in `directory` (``model.onnx`` + ``tokenizer.json``), its model file checked
        against `model_sha256` when given; raises IndexMissing-like ModelUnavailable / IndexCorrupt."""
        try:
            model = (directory / ONNX_FILE).read_bytes()
            tokenizer = (directory / TOKENIZER_FILE).read_text(encoding="utf-8")
        except FileNotFoundError as exc:
            raise ModelUnavailable(
                f"the ONNX embedding model is missing ({Path(exc.filename).name})"
            ) from exc
        except (OSError, UnicodeDecodeError) as exc:
            raise IndexCorrupt(f"the ONNX embedding model cannot be read ({type(exc).__name__})") from exc
        if model_sha256 is None:
            return cls(model, tokenizer, name=name, fingerprint=fingerprint, threads=threads)
        # hashing 470 MB and building the session both release the GIL: do them side by side
        with ThreadPoolExecutor(max_workers=1) as pool:
            digest = pool.submit(sha256_bytes, model)
            try:
                encoder = cls(model, tokenizer, name=name, fingerprint=fingerprint, threads=threads)
            except IndexCorrupt:
                encoder = None  # a damaged file: say so below when the digest disagrees
            if digest.result() != model_sha256:
                raise IndexCorrupt(
                    f"the ONNX embedding model ({ONNX_FILE}, {len(model):,} bytes) is truncated or altered"
                )
        if encoder is None:
            return cls(model, tokenizer, name=name, fingerprint=fingerprint, threads=threads)  # raises
        return encoder

    @property
    def name(self) -> str:
        return self._name

    @property
    def fingerprint(self) -> str:
        return self._fingerprint

    @property
    def cache_key(self) -> str:
        """Passage-embedding cache key: the model, the runtime and this module's export version."""
        return self._cache_key

    def encode(self, texts: Sequence[str]) -> Vectors:
        return self.encode_batched(texts)

    def encode_batched(self, texts: Sequence[str], tick: Callable[[int], None] | None = None) -> Vectors:
        """Rows for `texts` in order; batches are formed over length-sorted texts."""
        if not texts:
            return np.zeros((0, 1), dtype=np.float32)
        with self._lock:
            encodings = self._tokenizer.encode_batch(list(texts))
            lengths = [len(e.ids) for e in encodings]
            order = sorted(range(len(texts)), key=lambda i: lengths[i])
            out: list[Vectors | None] = [None] * len(texts)
            start = 0
            while start < len(order):
                end = start + 1
                while end < len(order) and end - start < MAX_BATCH:
                    if lengths[order[end]] * (end - start + 1) > BATCH_TOKENS:
                        break
                    end += 1
                batch = order[start:end]
                rows = self._run([encodings[i].ids for i in batch])
                for j, i in enumerate(batch):
                    out[i] = rows[j]
                if tick is not None:
                    tick(len(batch))
                start = end
        return np.vstack([r for r in out if r is not None]).astype(np.float32)

    def _run(self, ids: list[list[int]]) -> Vectors:
        width = max(len(x) for x in ids)
        input_ids = np.full((len(ids), width), self._pad, dtype=np.int64)
        mask = np.zeros((len(ids), width), dtype=np.int64)
        for row, x in enumerate(ids):
            input_ids[row, : len(x)] = x
            mask[row, : len(x)] = 1
        feeds = {"input_ids": input_ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(input_ids)
        (hidden,) = self._session.run(["last_hidden_state"], feeds)
        return _pool(hidden, mask)


# ---- export (build time only) ----------------------------------------------------------------------


def export_dir(cache_dir: Path, fingerprint: str) -> Path:
    return cache_dir / "onnx" / f"{fingerprint[:24]}-v{EXPORT_VERSION}"


def exported_model(cache_dir: Path, fingerprint: str) -> tuple[Path, str] | None:
    """(directory, model SHA-256) of a complete export for the model `fingerprint`, else None."""
    target = export_dir(cache_dir, fingerprint)
    try:
        marker = json.loads((target / EXPORT_MARKER).read_text(encoding="utf-8"))
        ok = (
            marker["export_version"] == EXPORT_VERSION
            and marker["fingerprint"] == fingerprint
            and (target / ONNX_FILE).stat().st_size == marker["size"]
            and (target / TOKENIZER_FILE).is_file()
        )
        return (target, str(marker["sha256"])) if ok else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _check_poolable(source: Path) -> None:
    try:
        modules = json.loads((source / "modules.json").read_text(encoding="utf-8"))
        kinds = [m["type"].rsplit(".", 1)[-1] for m in modules]
        pooling = json.loads((source / "1_Pooling" / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ModelUnavailable(f"cannot read the model's module layout ({type(exc).__name__})") from exc
    mean_only = pooling.get("pooling_mode_mean_tokens") and not any(
        v for k, v in pooling.items() if k.startswith("pooling_mode_") and k != "pooling_mode_mean_tokens"
    )
    if kinds != ["Transformer", "Pooling", "Normalize"] or not mean_only:
        raise ModelUnavailable(
            "only mean-pooled, normalised sentence-transformers models are exported to ONNX; "
            "set RULECITE_EMBEDDING_BACKEND=torch for this model"
        )


def export_onnx(
    source: Path,
    cache_dir: Path,
    fingerprint: str,
    *,
    log: Callable[[str], None],
    name: str = "check",
    threads: int = 1,
) -> tuple[Path, OnnxEncoder | None]:
    """Export the BERT encoder of the sentence-transformers model at `source` into the cache (once
    per fingerprint); returns the export's directory and, when it exported now, the encoder that
    checked it (`name`, `threads`), so that a build need not load the model again. The export is
    refused unless it reproduces the numpy reference's vectors (cosine ≥ `MIN_COSINE`) on a sample,
    truncation included."""
    from index.onnx_graph import OPSET, bert_onnx, load_weights, read_shape, reference_embeddings

    found = exported_model(cache_dir, fingerprint)
    if found is not None:
        return found[0], None
    _check_poolable(source)
    if not (source / TOKENIZER_FILE).is_file():
        raise ModelUnavailable(f"the model has no {TOKENIZER_FILE} (needed by the ONNX encoder)")
    shape = read_shape(source)
    target = export_dir(cache_dir, fingerprint)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent))
    try:
        log("exporting the embedding model to ONNX (once per model)…")
        weights = load_weights(source, shape)
        data = bert_onnx(weights, shape)
        shutil.copyfile(source / TOKENIZER_FILE, tmp / TOKENIZER_FILE)
        tokenizer = (tmp / TOKENIZER_FILE).read_text(encoding="utf-8")
        texts = list(FIDELITY_TEXTS)
        # writing, hashing and the reference (numpy) release the GIL: they run beside onnxruntime's
        # session build and the encoding of the sample
        with ThreadPoolExecutor(max_workers=2) as pool:
            written = pool.submit((tmp / ONNX_FILE).write_bytes, data)
            digest = pool.submit(sha256_bytes, data)
            expected = pool.submit(reference_embeddings, weights, shape, tokenizer, texts, MAX_TOKENS)
            encoder = OnnxEncoder(data, tokenizer, name=name, fingerprint=fingerprint, threads=threads)
            got = encoder.encode(texts)
            reference = expected.result()
            written.result()
        del weights
        worst = float(np.min(np.sum(got * reference, axis=1)))
        if worst < MIN_COSINE:
            raise ModelUnavailable(
                f"the ONNX graph differs from the reference forward pass (cosine {worst:.7f})"
            )
        marker = {
            "export_version": EXPORT_VERSION,
            "fingerprint": fingerprint,
            "sha256": digest.result(),
            "size": len(data),
            "opset": OPSET,
            "min_cosine_vs_reference": worst,
        }
        (tmp / EXPORT_MARKER).write_text(json.dumps(marker, indent=2) + "\n", encoding="utf-8")
        umask = os.umask(0)
        os.umask(umask)
        tmp.chmod(0o777 & ~umask)  # mkdtemp made it owner-only
        if target.exists():
            shutil.rmtree(target)
        os.rename(tmp, target)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target, encoder
