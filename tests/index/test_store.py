"""Index artifacts: atomic build, manifest checks, and rebuild on missing / stale / corrupt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from corpus.loader import Corpus
from index.artifacts import MANIFEST
from index.config import SearchConfig
from index.errors import IndexCorrupt, IndexMissing, IndexStale
from index.search import load_or_build
from index.store import artifacts_dir, build_index, load_index, read_manifest
from index.vocab import Vocabulary
from tests.index.conftest import ONEPIECE, SVE, BigramEncoder, BuildInputs, _raw, make_corpus


def _build(tmp: Path, corpus: Corpus, vocab: Vocabulary, cfg: SearchConfig, enc: BigramEncoder) -> None:
    build_index(corpus, tmp, encoder=enc, vocabulary=vocab, config=cfg)


def test_build_writes_manifest_and_loads(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    enc = BigramEncoder()
    _build(tmp_path, small_corpus, vocabulary, config, enc)
    manifest = read_manifest(tmp_path)
    assert set(manifest.games) == {"onepiece", "sve"}
    assert manifest.games["onepiece"].clauses == len(ONEPIECE)
    assert manifest.model_fingerprint == enc.fingerprint
    assert "bm25s" in manifest.packages and manifest.embedding_dim > 0
    assert all((artifacts_dir(tmp_path) / rel).is_file() for rel in manifest.files)
    built = load_index(tmp_path, small_corpus, encoder=enc, vocabulary=vocabulary, config=config)
    assert built.games["sve"].ids == tuple(small_corpus.book("sve").clauses)
    # No temporary build directories are left behind.
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".build-")]


def test_missing_index_raises(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    with pytest.raises(IndexMissing):
        load_index(tmp_path, small_corpus, encoder=BigramEncoder(), vocabulary=vocabulary, config=config)


def test_changed_corpus_is_stale_and_rebuilt(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    enc = BigramEncoder()
    _build(tmp_path, small_corpus, vocabulary, config, enc)
    edited = make_corpus(sve=[*SVE, _raw("11.3", "11", text="体力が0以下のフォロワーは破壊されます。")])
    with pytest.raises(IndexStale, match="sve"):
        load_index(tmp_path, edited, encoder=enc, vocabulary=vocabulary, config=config)
    engine = load_or_build(tmp_path, edited, encoder=enc, vocabulary=vocabulary, config=config)
    assert read_manifest(tmp_path).games["sve"].clauses == len(SVE) + 1
    assert engine.search("体力が0以下のフォロワー", game="sve", k=1).hits[0].id == "11.3"


def test_other_model_is_stale(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    _build(tmp_path, small_corpus, vocabulary, config, BigramEncoder())
    with pytest.raises(IndexStale, match="model_fingerprint"):
        load_index(
            tmp_path, small_corpus, encoder=BigramEncoder("other"), vocabulary=vocabulary, config=config
        )


def test_altered_file_is_corrupt_and_rebuilt(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    enc = BigramEncoder()
    _build(tmp_path, small_corpus, vocabulary, config, enc)
    faiss_file = artifacts_dir(tmp_path) / "games" / "onepiece" / "faiss.index"
    faiss_file.write_bytes(b"garbage")
    with pytest.raises(IndexCorrupt):
        load_index(tmp_path, small_corpus, encoder=enc, vocabulary=vocabulary, config=config)
    load_or_build(tmp_path, small_corpus, encoder=enc, vocabulary=vocabulary, config=config)
    load_index(tmp_path, small_corpus, encoder=enc, vocabulary=vocabulary, config=config)


def test_unreadable_manifest_is_corrupt_and_rebuild_can_be_refused(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    enc = BigramEncoder()
    _build(tmp_path, small_corpus, vocabulary, config, enc)
    (artifacts_dir(tmp_path) / MANIFEST).write_text("{not json", encoding="utf-8")
    with pytest.raises(IndexCorrupt):
        load_or_build(tmp_path, small_corpus, encoder=enc, vocabulary=vocabulary, config=config, build=False)
    load_or_build(tmp_path, small_corpus, encoder=enc, vocabulary=vocabulary, config=config)
    json.loads((artifacts_dir(tmp_path) / MANIFEST).read_text(encoding="utf-8"))


def test_rebuild_reuses_cached_embeddings(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    enc = BigramEncoder()
    _build(tmp_path, small_corpus, vocabulary, config, enc)
    first = enc.calls
    _build(tmp_path, small_corpus, vocabulary, config, enc)
    assert first > 0 and enc.calls == first


def test_service_alias_refuses_to_build_when_told(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    from index.artifacts import load_or_build as service_load_or_build

    kwargs = {"encoder": BigramEncoder(), "vocabulary": vocabulary, "config": config}
    with pytest.raises(IndexMissing):
        service_load_or_build(tmp_path, small_corpus, build=False, **kwargs)
    engine = service_load_or_build(tmp_path, small_corpus, query_prefix="query: ", **kwargs)
    assert engine.search("デッキ", k=1).hits


def _tree(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*"))


def test_reading_an_empty_directory_writes_nothing_and_converts_no_model(
    tmp_path: Path, inputs: BuildInputs, monkeypatch: pytest.MonkeyPatch
) -> None:
    import index.e5convert

    def no_conversion(*args: object, **kwargs: object) -> Path:
        raise AssertionError("a read-only load converted the embedding model")

    monkeypatch.setattr(index.e5convert, "ensure_default_model", no_conversion)
    with pytest.raises(IndexMissing, match="no built index"):
        load_or_build(
            tmp_path, inputs.corpus, vocabulary=inputs.vocabulary, config=inputs.config, build=False
        )
    assert _tree(tmp_path) == []


def test_reading_an_index_of_another_model_says_stale_and_writes_nothing(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    """The default model's identity is known without loading it: an index built by another encoder
    is stale for the default model, and a reader neither converts nor rebuilds anything."""
    _build(tmp_path, small_corpus, vocabulary, config, BigramEncoder())
    before = _tree(tmp_path)
    with pytest.raises(IndexStale, match="model_fingerprint"):
        load_or_build(tmp_path, small_corpus, vocabulary=vocabulary, config=config, build=False)
    assert _tree(tmp_path) == before
