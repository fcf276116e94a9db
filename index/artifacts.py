"""The in-memory shape of a built index and its manifest (the pydantic record written beside it)."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from corpus.model import Rulebook
from index.lexical import LexicalIndex
from index.semantic import SemanticIndex

# Bump when the on-disk layout changes; code changes to tokenisation are caught by `code_digest`.
FORMAT_VERSION = 2  # 2: `current` is a symlink to a version directory; model/model.onnx
MANIFEST = "manifest.json"
# Packages whose version changes what the index holds or how it is read.
RECORDED_PACKAGES = (
    "sudachipy",
    "sudachidict-core",
    "bm25s",
    "faiss-cpu",
    "sentence-transformers",
    "numpy",
    "onnxruntime",
)
# Modules whose code decides the tokens and passages stored in an index.
_SHAPING_MODULES = ("analysis.py", "terms.py", "documents.py", "lexical.py", "artifacts.py")


class GameEntry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    source_sha256: str
    content_sha256: str
    clauses: int


class OnnxRecord(BaseModel):
    """The ONNX export of the embedding model stored in the index (``model/``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    model: str  # relative path of model.onnx
    tokenizer: str  # relative path of tokenizer.json
    sha256: str
    export_version: int


class Manifest(BaseModel):
    """What an index was built from; any difference from the current inputs makes it stale."""

    model_config = ConfigDict(frozen=True, extra="forbid", protected_namespaces=())

    format_version: int
    code_digest: str
    rulecite_version: str
    built_at: datetime
    build_seconds: float
    games: dict[str, GameEntry]
    model_name: str
    model_fingerprint: str
    embedding_dim: int
    terms_sha256: str  # the vocabulary files' extra protected terms
    build_params: dict[str, Any]
    packages: dict[str, str]
    files: dict[str, str]  # path relative to the index directory -> SHA-256
    # Defaults let an older manifest parse, so that it is reported stale rather than corrupt.
    embedding_backend: str = "torch"  # what embedded the passages: "onnx", "torch" or a test encoder
    onnx: OnnxRecord | None = None  # the query-time model shipped inside the index
    memory_sha256: str = ""  # index/data/question_memory.jsonl, whose questions are embedded in memory/


@dataclass(frozen=True, slots=True)
class GameIndex:
    """One game's retrieval structures. Position i in every structure is clause ``ids[i]``."""

    game: str
    ids: tuple[str, ...]
    terms: tuple[str, ...]
    lexical: LexicalIndex
    semantic: SemanticIndex


@dataclass(frozen=True, slots=True)
class BuiltIndex:
    manifest: Manifest
    games: Mapping[str, GameIndex]
    path: Path
    memory: Any = None  # the remembered questions' embeddings (index.memory), None in an index without


def package_versions() -> dict[str, str]:
    out = {}
    for name in (*RECORDED_PACKAGES, "rulecite"):
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = "absent"
    return out


def code_digest() -> str:
    here = Path(__file__).resolve().parent
    h = hashlib.sha256(f"format={FORMAT_VERSION}".encode())
    for name in _SHAPING_MODULES:
        h.update(name.encode() + b"\0" + (here / name).read_bytes())
    return h.hexdigest()


def content_digest(book: Rulebook) -> str:
    """SHA-256 over the parsed clauses (a parser change alters it even when the source does not)."""
    h = hashlib.sha256()
    for c in book:
        for part in (c.id, c.parent or "", c.title, c.text, *c.examples):
            h.update(part.encode("utf-8") + b"\0")
        h.update(b"\1")
    return h.hexdigest()


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def load_or_build(*args: Any, **kwargs: Any) -> Any:
    """Alias of `index.search.load_or_build` (imported late: the engine depends on this module)."""
    from index.search import load_or_build as impl

    return impl(*args, **kwargs)
