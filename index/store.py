"""Building, verifying and loading index artifacts on disk.

Layout under the index directory::

    cache/models/…            the converted embedding model (index.e5convert)
    current/manifest.json     written last; describes everything below
    current/games/<game>/     ids.json, lexical/, embeddings.npy, faiss.index

A build writes into a temporary sibling of ``current`` and renames it into place, so readers see the
old index or the new one, never half of one. `load_index` refuses a missing, stale or corrupt index
with the matching `SearchError`; `load_or_build` rebuilds in those cases instead of serving stale data.
Only a build writes: a reader (`open_index_encoder` with ``build=False``) leaves the directory as is.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
import uuid
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
    code_digest,
    content_digest,
    file_sha256,
    package_versions,
)
from index.config import SearchConfig, load_config
from index.documents import lexical_text, passage_text
from index.embcache import EmbeddingCache
from index.errors import IndexCorrupt, IndexMissing, IndexStale
from index.lexical import LexicalIndex
from index.semantic import Encoder, SemanticIndex, open_encoder
from index.terms import derive_terms
from index.vocab import Vocabulary, load_vocabulary

CURRENT = "current"


def artifacts_dir(index_dir: Path) -> Path:
    return index_dir / CURRENT


def _expected(
    corpus: Corpus, encoder: Encoder, vocabulary: Vocabulary, config: SearchConfig
) -> dict[str, Any]:
    return {
        "format_version": FORMAT_VERSION,
        "code_digest": code_digest(),
        "games": {
            b.game: GameEntry(source_sha256=b.info.sha256, content_sha256=content_digest(b), clauses=len(b))
            for b in corpus
        },
        "model_fingerprint": encoder.fingerprint,
        "terms_sha256": vocabulary.digest,
        "build_params": config.build_key(),
        "packages": package_versions(),
    }


def stale_reasons(
    manifest: Manifest, corpus: Corpus, encoder: Encoder, vocabulary: Vocabulary, config: SearchConfig
) -> list[str]:
    """Human-readable differences between what the index was built from and the current inputs."""
    reasons = []
    for key, want in _expected(corpus, encoder, vocabulary, config).items():
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


def build_index(
    corpus: Corpus,
    index_dir: Path,
    model_path: Path | None = None,
    progress: bool = False,
    *,
    encoder: Encoder | None = None,
    vocabulary: Vocabulary | None = None,
    config: SearchConfig | None = None,
) -> BuiltIndex:
    """Build every game's BM25 and faiss index and publish them atomically under ``index_dir``.

    The encoder is `encoder` when given, else the model at `model_path`, else the default model
    converted into ``index_dir/cache``; vocabulary and configuration default to the packaged files.
    """
    started = time.perf_counter()
    config = config or load_config()
    vocabulary = vocabulary or load_vocabulary(games=corpus.games)
    encoder = encoder or open_encoder(index_dir, model_path, progress=progress)
    index_dir.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".build-", dir=index_dir))
    try:
        total = sum(len(b) for b in corpus)
        bar = tqdm(
            total=total, desc="embedding clauses", unit="clause", file=sys.stderr, disable=not progress
        )
        cache = EmbeddingCache(index_dir / "cache" / "embeddings" / f"{encoder.fingerprint[:24]}.npz")
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
        files = {p.relative_to(tmp).as_posix(): file_sha256(p) for p in sorted(tmp.rglob("*")) if p.is_file()}
        expected = _expected(corpus, encoder, vocabulary, config)
        manifest = Manifest(
            **expected,
            rulecite_version=expected["packages"]["rulecite"],
            built_at=datetime.now(UTC),
            build_seconds=round(time.perf_counter() - started, 3),
            model_name=encoder.name,
            embedding_dim=dim,
            files=files,
        )
        (tmp / MANIFEST).write_text(manifest.model_dump_json(indent=2), encoding="utf-8")
        target = artifacts_dir(index_dir)
        _publish(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return BuiltIndex(manifest, MappingProxyType(games), target)


def _publish(tmp: Path, target: Path) -> None:
    old: Path | None = None
    if target.exists():
        old = target.with_name(f".old-{uuid.uuid4().hex}")
        os.rename(target, old)
    os.rename(tmp, target)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def read_manifest(index_dir: Path) -> Manifest:
    path = artifacts_dir(index_dir) / MANIFEST
    if not path.is_file():
        raise IndexMissing(f"no built index at {artifacts_dir(index_dir)}")
    try:
        return Manifest.model_validate_json(path.read_bytes())
    except (ValidationError, ValueError) as exc:
        raise IndexCorrupt(f"unreadable manifest {path}: {exc}") from exc


def _load_game(directory: Path, game: str, expected_ids: tuple[str, ...]) -> GameIndex:
    meta = json.loads((directory / "ids.json").read_text(encoding="utf-8"))
    ids = tuple(meta["ids"])
    if ids != expected_ids:
        raise IndexCorrupt(f"{game}: clause ids in the index do not match the corpus")
    lexical = LexicalIndex.load(directory / "lexical")
    semantic = SemanticIndex.load(directory / "faiss.index")
    if lexical.size != len(ids) or semantic.size != len(ids):
        raise IndexCorrupt(f"{game}: index sizes disagree ({len(ids)}, {lexical.size}, {semantic.size})")
    return GameIndex(game, ids, tuple(meta["terms"]), lexical, semantic)


def load_index(
    index_dir: Path,
    corpus: Corpus,
    *,
    encoder: Encoder,
    vocabulary: Vocabulary,
    config: SearchConfig,
) -> BuiltIndex:
    """Load a built index after checking it is current and intact (raises IndexMissing/Stale/Corrupt)."""
    manifest = read_manifest(index_dir)
    reasons = stale_reasons(manifest, corpus, encoder, vocabulary, config)
    if reasons:
        raise IndexStale(f"index at {artifacts_dir(index_dir)} is stale: {'; '.join(reasons)}")
    root = artifacts_dir(index_dir)
    for rel, digest in manifest.files.items():
        path = root / rel
        if not path.is_file() or file_sha256(path) != digest:
            raise IndexCorrupt(f"index file {path} is missing or altered")
    games: dict[str, GameIndex] = {}
    try:
        for book in corpus:
            games[book.game] = _load_game(root / "games" / book.game, book.game, tuple(book.clauses))
    except IndexCorrupt:
        raise
    except Exception as exc:  # a file that hashes right but cannot be read is still corrupt
        raise IndexCorrupt(f"cannot read the index at {root}: {exc}") from exc
    return BuiltIndex(manifest, MappingProxyType(games), root)


def open_index_encoder(
    index_dir: Path, model_path: Path | None, *, build: bool, progress: bool = False
) -> Encoder:
    """The encoder for the index at `index_dir`. Converting the default model writes ~465 MB into
    ``index_dir/cache``, so without `build` (a read-only replica) nothing is written: the manifest
    is checked first (IndexMissing / IndexCorrupt) and the default model must already be converted."""
    if not build:
        read_manifest(index_dir)
        if model_path is None:
            from index.e5convert import converted_default_model

            model_path = converted_default_model(index_dir / "cache")
            if model_path is None:
                raise IndexMissing(
                    f"the index at {artifacts_dir(index_dir)} has no converted embedding model under "
                    f"{index_dir / 'cache' / 'models'}"
                )
    return open_encoder(index_dir, model_path, progress=progress)


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
