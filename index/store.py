"""Building, verifying and loading index artifacts on disk.

Layout under the index directory (versions and their atomic publication: `index.publish`)::

    cache/models/…            the converted embedding model (index.e5convert)
    cache/onnx/…              its ONNX export (index.onnx_model), made once per model
    current -> index-…/       the published version:
        manifest.json         written last; describes everything below
        games/<game>/         ids.json, lexical/, embeddings.npy, faiss.index
        model/                model.onnx + tokenizer.json: the query-time embedding model

Readers see the old index or the new one, never half of one, even when a build is killed.
`load_index` refuses a missing, stale or corrupt index with the matching `SearchError`;
`load_or_build` rebuilds in those cases. Messages name files relative to the index directory, never
absolute paths (they reach API clients). Only a build writes.
"""

from __future__ import annotations

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
from pydantic import ValidationError
from tqdm import tqdm

from corpus.loader import Corpus
from index.analysis import Analyzer
from index.artifacts import (
    FORMAT_VERSION,
    MANIFEST,
    BuiltIndex,
    GameEntry,
    GameIndex,
    Manifest,
    OnnxRecord,
    code_digest,
    content_digest,
    file_sha256,
    package_versions,
)
from index.config import SearchConfig, load_config
from index.documents import lexical_text, passage_text
from index.embcache import EmbeddingCache
from index.errors import IndexCorrupt, IndexMissing, IndexStale, IndexUnwritable
from index.lexical import LexicalIndex
from index.models import MODEL_DIR, Backend, backend_of, open_build_encoder, open_query_encoder
from index.publish import CURRENT, build_lock, cleanup, current_version, publish
from index.semantic import Encoder, SemanticIndex
from index.terms import derive_terms
from index.vocab import Vocabulary, load_vocabulary


def artifacts_dir(index_dir: Path) -> Path:
    return index_dir / CURRENT


def _expected(
    corpus: Corpus, fingerprint: str, backend: str, vocabulary: Vocabulary, config: SearchConfig
) -> dict[str, Any]:
    return {
        "format_version": FORMAT_VERSION,
        "code_digest": code_digest(),
        "games": {
            b.game: GameEntry(source_sha256=b.info.sha256, content_sha256=content_digest(b), clauses=len(b))
            for b in corpus
        },
        "model_fingerprint": fingerprint,
        "embedding_backend": backend,
        "terms_sha256": vocabulary.digest,
        "build_params": config.build_key(),
        "packages": package_versions(),
    }


def stale_reasons(
    manifest: Manifest,
    corpus: Corpus,
    encoder: Encoder | None,
    vocabulary: Vocabulary,
    config: SearchConfig,
    *,
    fingerprint: str | None = None,
    backend: str | None = None,
) -> list[str]:
    """Human-readable differences between what the index was built from and the current inputs:
    those of `encoder`, or of the model `fingerprint` run by `backend` (no model loaded)."""
    if encoder is not None:
        fingerprint, backend = encoder.fingerprint, backend_of(encoder)
    assert fingerprint is not None and backend is not None, "an encoder or a fingerprint and backend"
    reasons = []
    for key, want in _expected(corpus, fingerprint, backend, vocabulary, config).items():
        have = getattr(manifest, key)
        if have != want:
            if key == "games":
                changed = sorted(set(have) ^ set(want) | {g for g in want if have.get(g) != want[g]})
                reasons.append(f"corpus changed ({', '.join(changed)})")
            else:
                reasons.append(f"{key} changed")
    return reasons


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
        onnx = _ship_model(export, tmp) if export is not None else None
        shipped = {onnx.model: onnx.sha256} if onnx is not None else {}
        files = {
            rel: shipped.get(rel) or file_sha256(p)
            for p in sorted(tmp.rglob("*"))
            if p.is_file() and (rel := p.relative_to(tmp).as_posix())
        }
        expected = _expected(corpus, encoder.fingerprint, backend_of(encoder), vocabulary, config)
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
    return BuiltIndex(manifest, MappingProxyType(games), target)


def _root(index_dir: Path) -> Path:
    """The published version directory, resolved once so that a concurrent publish cannot mix
    files of two versions into one load."""
    root = current_version(index_dir)
    if root is None or not (root / MANIFEST).is_file():
        raise IndexMissing("no built index (run `rulecite index build`)")
    return root.resolve()


def _manifest_at(root: Path) -> Manifest:
    try:
        return Manifest.model_validate_json((root / MANIFEST).read_bytes())
    except ValidationError as exc:
        fields = ", ".join(sorted({".".join(str(p) for p in e["loc"]) or "(root)" for e in exc.errors()}))
        kind = (
            "is not valid JSON"
            if any(e["type"] == "json_invalid" for e in exc.errors())
            else (f"has missing or ill-typed fields ({fields[:200]})")
        )
        raise IndexCorrupt(
            f"the index manifest ({MANIFEST}) {kind}; rebuild with `rulecite index build`"
        ) from None
    except (OSError, ValueError) as exc:
        raise IndexCorrupt(f"the index manifest ({MANIFEST}) cannot be read ({type(exc).__name__})") from None


def read_manifest(index_dir: Path) -> Manifest:
    return _manifest_at(_root(index_dir))


def _load_game(directory: Path, game: str, expected_ids: tuple[str, ...], strict: bool = True) -> GameIndex:
    """One game's structures; `strict` requires the corpus's clause ids (a stale index served anyway
    keeps its own, and the engine skips hits the corpus no longer has)."""
    meta = json.loads((directory / "ids.json").read_text(encoding="utf-8"))
    ids = tuple(meta["ids"])
    if strict and ids != expected_ids:
        raise IndexCorrupt(f"{game}: clause ids in the index do not match the corpus")
    lexical = LexicalIndex.load(directory / "lexical")
    semantic = SemanticIndex.load(directory / "faiss.index")
    if lexical.size != len(ids) or semantic.size != len(ids):
        raise IndexCorrupt(f"{game}: index sizes disagree ({len(ids)}, {lexical.size}, {semantic.size})")
    return GameIndex(game, ids, tuple(meta["terms"]), lexical, semantic)


def verify_files(root: Path, manifest: Manifest, *, skip_model: bool = False) -> None:
    """Check every file the manifest lists against its SHA-256 (IndexCorrupt names the first bad one).
    `skip_model` leaves the ONNX model to its loader, which hashes the bytes it reads anyway."""
    model = manifest.onnx.model if manifest.onnx is not None else None
    for rel, digest in manifest.files.items():
        if skip_model and rel == model:
            continue
        path = root / rel
        try:
            ok = path.is_file() and file_sha256(path) == digest
        except OSError:
            ok = False
        if not ok:
            raise IndexCorrupt(f"index file {rel} is missing or altered")


def _load_games(root: Path, manifest: Manifest, corpus: Corpus, strict: bool = True) -> BuiltIndex:
    games: dict[str, GameIndex] = {}
    try:
        for book in corpus:
            games[book.game] = _load_game(root / "games" / book.game, book.game, tuple(book.clauses), strict)
    except IndexCorrupt:
        raise
    except Exception as exc:  # a file that hashes right but cannot be read is still corrupt
        raise IndexCorrupt(f"the index cannot be read ({type(exc).__name__}: {exc})") from exc
    return BuiltIndex(manifest, MappingProxyType(games), root)


def load_index(
    index_dir: Path,
    corpus: Corpus,
    *,
    encoder: Encoder,
    vocabulary: Vocabulary,
    config: SearchConfig,
    allow_stale: bool = False,
) -> BuiltIndex:
    """Load a built index after checking it is current (unless `allow_stale`) and intact (raises
    IndexMissing / IndexStale / IndexCorrupt)."""
    root = _root(index_dir)
    manifest = _manifest_at(root)
    reasons = stale_reasons(manifest, corpus, encoder, vocabulary, config)
    if reasons and not allow_stale:
        raise IndexStale(f"the index is stale: {'; '.join(reasons)}")
    verify_files(root, manifest)
    return _load_games(root, manifest, corpus, strict=not reasons)


def open_index(
    index_dir: Path,
    corpus: Corpus,
    *,
    model_path: Path | None,
    backend: Backend,
    vocabulary: Vocabulary,
    config: SearchConfig,
    allow_stale: bool = False,
) -> tuple[BuiltIndex, Encoder, list[str]]:
    """Load the index and its query encoder without writing anything; returns (index, encoder,
    stale reasons). A stale index raises IndexStale unless `allow_stale` (then the reasons say why
    it is served anyway)."""
    root = _root(index_dir)
    manifest = _manifest_at(root)
    from index.models import source_fingerprint

    fingerprint = source_fingerprint(model_path)
    reasons = stale_reasons(
        manifest, corpus, None, vocabulary, config, fingerprint=fingerprint, backend=backend
    )
    if reasons and not allow_stale:
        raise IndexStale(f"the index is stale: {'; '.join(reasons)}")
    verify_files(root, manifest, skip_model=backend == "onnx")
    encoder = open_query_encoder(root, manifest, index_dir, model_path, backend)
    return _load_games(root, manifest, corpus, strict=not reasons), encoder, reasons


def check_index(
    index_dir: Path,
    corpus: Corpus,
    *,
    model_path: Path | None,
    backend: Backend,
    vocabulary: Vocabulary,
    config: SearchConfig,
) -> Manifest:
    """The manifest of a current, intact index (every file hashed) without loading any model; raises
    IndexMissing / IndexStale / IndexCorrupt otherwise."""
    from index.models import source_fingerprint

    root = _root(index_dir)
    manifest = _manifest_at(root)
    reasons = stale_reasons(
        manifest,
        corpus,
        None,
        vocabulary,
        config,
        fingerprint=source_fingerprint(model_path),
        backend=backend,
    )
    if reasons:
        raise IndexStale(f"the index is stale: {'; '.join(reasons)}")
    if backend == "onnx" and manifest.onnx is None:
        raise IndexStale("the index has no ONNX embedding model")
    verify_files(root, manifest)
    return manifest


def open_index_encoder(
    index_dir: Path,
    model_path: Path | None,
    *,
    build: bool,
    progress: bool = False,
    backend: Backend = "onnx",
) -> Encoder:
    """The query encoder for the index at `index_dir`. With `build`, the build-time encoder
    (converting and exporting the model when needed); without (a read-only replica), nothing is
    written: the manifest is read first (IndexMissing / IndexCorrupt) and the model must be there."""
    if build:
        return open_build_encoder(index_dir, model_path, backend, progress=progress)[0]
    root = _root(index_dir)
    return open_query_encoder(root, _manifest_at(root), index_dir, model_path, backend)


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
