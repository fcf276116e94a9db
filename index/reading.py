"""Reading a built index: its manifest, staleness, file hashes, and loading it (never writes).

The layout and the build are described in `index.store`; every message names files relative to the
index directory, never by absolute path (they reach API clients).
"""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np
from pydantic import ValidationError

from corpus.loader import Corpus
from index.artifacts import (
    FORMAT_VERSION,
    MANIFEST,
    BuiltIndex,
    GameEntry,
    GameIndex,
    Manifest,
    code_digest,
    content_digest,
    file_sha256,
    package_versions,
)
from index.config import SearchConfig
from index.errors import IndexCorrupt, IndexMissing, IndexStale
from index.lexical import LexicalIndex
from index.memory import MEMORY_VECTORS, memory_digest
from index.models import Backend, backend_of, open_build_encoder, open_query_encoder, source_fingerprint
from index.publish import CURRENT, current_version
from index.semantic import Encoder, SemanticIndex
from index.vocab import Vocabulary


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
        "memory_sha256": memory_digest(),
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
        # the exception's text may hold absolute paths, which must not reach API clients
        raise IndexCorrupt(f"the index files cannot be read ({type(exc).__name__})") from exc
    memory = root / MEMORY_VECTORS
    try:
        vectors = np.load(memory, allow_pickle=False) if memory.is_file() else None
    except (OSError, ValueError) as exc:
        raise IndexCorrupt(f"the question memory cannot be read ({type(exc).__name__})") from exc
    return BuiltIndex(manifest, MappingProxyType(games), root, vectors)


def _stale(reasons: list[str]) -> IndexStale:
    return IndexStale(f"the index is stale: {'; '.join(reasons)}")


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
        raise _stale(reasons)
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
    fingerprint = source_fingerprint(model_path)
    reasons = stale_reasons(
        manifest, corpus, None, vocabulary, config, fingerprint=fingerprint, backend=backend
    )
    if reasons and not allow_stale:
        raise _stale(reasons)
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
        raise _stale(reasons)
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
