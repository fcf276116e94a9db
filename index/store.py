"""Building, verifying and loading index artifacts on disk.

Layout under the index directory (versions and their atomic publication: `index.publish`)::

    cache/models/…            the converted embedding model (index.e5convert)
    cache/onnx/…              its ONNX export (index.onnx_model), made once per model
    current -> index-…/       the published version:
        manifest.json         written last; describes everything below
        games/<game>/         ids.json, lexical/, embeddings.npy, faiss.index
        model/                model.onnx + tokenizer.json: the query-time embedding model

Readers see the old index or the new one, never half of one, even when a build is killed.
`load_index` (`index.reading`, re-exported here) refuses a missing, stale or corrupt index with the
matching `SearchError`; `load_or_build` rebuilds in those cases. Only a build writes.
"""

from __future__ import annotations

__all__ = [
    "artifacts_dir",
    "build_index",
    "check_index",
    "ensure_index",
    "load_index",
    "open_index",
    "open_index_encoder",
    "read_manifest",
    "stale_reasons",
    "verify_files",
]

import json
import os
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np
from tqdm import tqdm

from corpus.loader import Corpus
from index.analysis import Analyzer
from index.artifacts import (
    MANIFEST,
    BuiltIndex,
    GameIndex,
    Manifest,
    OnnxRecord,
    file_sha256,
)
from index.config import SearchConfig, load_config
from index.documents import lexical_text, passage_text
from index.embcache import EmbeddingCache
from index.errors import IndexCorrupt, IndexMissing, IndexStale, IndexUnwritable
from index.lexical import LexicalIndex
from index.memory import MEMORY_VECTORS, memory_snapshot
from index.models import MODEL_DIR, Backend, backend_of, open_build_encoder
from index.publish import build_lock, cleanup, publish
from index.reading import (
    _expected,
    artifacts_dir,
    check_index,
    load_index,
    open_index,
    open_index_encoder,
    read_manifest,
    stale_reasons,
    verify_files,
)
from index.semantic import Encoder, SemanticIndex
from index.terms import derive_terms
from index.vocab import Vocabulary, load_vocabulary


def _write_game(directory: Path, gi: GameIndex, vectors: np.ndarray[Any, Any]) -> None:
    directory.mkdir(parents=True)
    ids = {"ids": list(gi.ids), "terms": list(gi.terms)}
    (directory / "ids.json").write_text(json.dumps(ids, ensure_ascii=False), encoding="utf-8")
    gi.lexical.save(directory / "lexical")
    np.save(directory / "embeddings.npy", vectors)
    gi.semantic.save(directory / "faiss.index")


def _ship_model(export: Path, tmp: Path) -> OnnxRecord:
    """Put the ONNX export into the build (hard links when the file system allows: same bytes)."""
    from index.onnx_model import EXPORT_MARKER, EXPORT_VERSION, ONNX_FILE, TOKENIZER_FILE

    target = tmp / MODEL_DIR
    target.mkdir()
    for name in (ONNX_FILE, TOKENIZER_FILE):
        try:
            os.link(export / name, target / name)
        except OSError:
            shutil.copyfile(export / name, target / name)
    marker = json.loads((export / EXPORT_MARKER).read_text(encoding="utf-8"))
    return OnnxRecord(
        model=f"{MODEL_DIR}/{ONNX_FILE}",
        tokenizer=f"{MODEL_DIR}/{TOKENIZER_FILE}",
        sha256=str(marker["sha256"]),  # the encoder checked the bytes it read against it
        export_version=EXPORT_VERSION,
    )


def build_index(
    corpus: Corpus,
    index_dir: Path,
    model_path: Path | None = None,
    progress: bool = False,
    *,
    encoder: Encoder | None = None,
    vocabulary: Vocabulary | None = None,
    config: SearchConfig | None = None,
    backend: Backend = "onnx",
) -> BuiltIndex:
    """Build every game's BM25 and faiss index and publish them atomically under ``index_dir``.

    The encoder is `encoder` when given (nothing else shipped), else the model at `model_path` or
    the default model converted into ``index_dir/cache``, run by `backend` (``onnx`` also ships the
    model in the index); vocabulary and configuration default to the packaged files. Raises
    IndexUnwritable when the directory cannot be written.
    """
    try:
        with build_lock(index_dir):
            removed = cleanup(index_dir)
            if removed and progress:
                print(f"removed leftovers of interrupted builds: {', '.join(removed)}", file=sys.stderr)
            return _build(corpus, index_dir, model_path, progress, encoder, vocabulary, config, backend)
    except IndexUnwritable:
        raise
    except OSError as exc:
        if exc.errno in (13, 30):  # EACCES, EROFS
            raise IndexUnwritable(f"the index directory cannot be written ({exc.strerror})") from exc
        raise


def _build(
    corpus: Corpus,
    index_dir: Path,
    model_path: Path | None,
    progress: bool,
    encoder: Encoder | None,
    vocabulary: Vocabulary | None,
    config: SearchConfig | None,
    backend: Backend,
) -> BuiltIndex:
    started = time.perf_counter()
    config = config or load_config()
    vocabulary = vocabulary or load_vocabulary(games=corpus.games)
    export: Path | None = None
    if encoder is None:
        encoder, export = open_build_encoder(index_dir, model_path, backend, progress=progress)
    tmp = Path(tempfile.mkdtemp(prefix=".build-", dir=index_dir))
    try:
        total = sum(len(b) for b in corpus)
        bar = tqdm(
            total=total, desc="embedding clauses", unit="clause", file=sys.stderr, disable=not progress
        )
        key = str(getattr(encoder, "cache_key", encoder.fingerprint))
        cache = EmbeddingCache(index_dir / "cache" / "embeddings" / f"{key[:24]}.npz")
        games: dict[str, GameIndex] = {}
        dim = 0
        with bar:
            for book in corpus:
                terms = derive_terms(book, vocabulary.for_game(book.game).terms)
                analyzer = Analyzer(terms)
                clauses = list(book)
                docs = [analyzer.analyze(lexical_text(book, c)) for c in clauses]
                lexical = LexicalIndex.build(docs, config.lexical.k1, config.lexical.b)
                passages = [config.semantic.passage_prefix + passage_text(book, c) for c in clauses]
                vectors = cache.encode(encoder, passages, tick=bar.update)
                dim = int(vectors.shape[1])
                gi = GameIndex(
                    game=book.game,
                    ids=tuple(c.id for c in clauses),
                    terms=tuple(sorted(terms.terms)),
                    lexical=lexical,
                    semantic=SemanticIndex.build(vectors),
                )
                _write_game(tmp / "games" / book.game, gi, vectors)
                games[book.game] = gi
                cache.save()  # per game, so an interrupted build keeps what it embedded
        remembered, remembered_digest = memory_snapshot(corpus.games)
        if remembered:
            # the questions as the search embeds a query: the query prefix, no vocabulary expansion
            texts = [config.semantic.query_prefix + r.question for r in remembered]
            with tqdm(
                total=len(texts), desc="embedding remembered questions", unit="question",
                file=sys.stderr, disable=not progress,
            ) as asked:  # fmt: skip
                memory = cache.encode(encoder, texts, tick=asked.update)
            (tmp / MEMORY_VECTORS).parent.mkdir(parents=True, exist_ok=True)
            np.save(tmp / MEMORY_VECTORS, np.asarray(memory, dtype=np.float32), allow_pickle=False)
            cache.save()
        onnx = _ship_model(export, tmp) if export is not None else None
        shipped = {onnx.model: onnx.sha256} if onnx is not None else {}
        files = {
            rel: shipped.get(rel) or file_sha256(p)
            for p in sorted(tmp.rglob("*"))
            if p.is_file() and (rel := p.relative_to(tmp).as_posix())
        }
        expected = _expected(corpus, encoder.fingerprint, backend_of(encoder), vocabulary, config)
        expected["memory_sha256"] = remembered_digest  # the version embedded above
        manifest = Manifest(
            **expected,
            rulecite_version=expected["packages"]["rulecite"],
            built_at=datetime.now(UTC),
            build_seconds=round(time.perf_counter() - started, 3),
            model_name=encoder.name,
            embedding_dim=dim,
            files=files,
            onnx=onnx,
        )
        (tmp / MANIFEST).write_text(manifest.model_dump_json(indent=2), encoding="utf-8")
        target = publish(index_dir, tmp)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    stored = np.load(target / MEMORY_VECTORS, allow_pickle=False) if remembered else None
    return BuiltIndex(manifest, MappingProxyType(games), target, stored)


def ensure_index(
    index_dir: Path,
    corpus: Corpus,
    *,
    encoder: Encoder,
    vocabulary: Vocabulary,
    config: SearchConfig,
    progress: bool = False,
) -> tuple[BuiltIndex, str | None]:
    """Load the index, or rebuild it when missing, stale or corrupt; returns (index, rebuild reason)."""
    try:
        return load_index(index_dir, corpus, encoder=encoder, vocabulary=vocabulary, config=config), None
    except (IndexMissing, IndexStale, IndexCorrupt) as exc:
        reason = str(exc)
    if progress:
        print(f"rebuilding the search index: {reason}", file=sys.stderr)
    built = build_index(
        corpus, index_dir, encoder=encoder, vocabulary=vocabulary, config=config, progress=progress
    )
    return built, reason
