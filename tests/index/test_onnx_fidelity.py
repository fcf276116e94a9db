"""The ONNX encoder against its source of truth, the sentence-transformers model.

The graph is exported afresh (index/onnx_graph.py, as a build from scratch does), whatever export
the test index ships. Vectors: every 8th clause of each rulebook (as ``passage: ``, about 300),
every dev/held-out question (as ``query: ``) and the build's own check sample (a text truncated at
512 tokens included) must have cosine ≥ 0.99999 between onnxruntime and sentence-transformers.
Retrieval: the same built index searched with either query encoder gives identical top-5 lists
(hybrid, game given) on the dev questions (when shared/ is beside the checkout) and the project's
held-out questions. Also: neither runtime reads a model file that can change under it (a file
rewritten in place would SIGBUS a memory map); the service searches without importing torch; each
backend serves only the index it built.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from corpus.loader import Corpus
from index.documents import passage_text
from index.e5convert import PASSAGE_PREFIX, QUERY_PREFIX, converted_default_model
from index.onnx_model import EXPORT_MARKER, EXPORT_VERSION, FIDELITY_TEXTS, OnnxEncoder, export_onnx
from index.search import SearchEngine
from index.semantic import Encoder, SentenceTransformerEncoder
from index.store import artifacts_dir, read_manifest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
QUESTION_SETS = (
    ROOT.parent / "shared" / "eval" / "dev.jsonl",
    ROOT / "tests" / "index" / "data" / "heldout_retrieval.jsonl",
)
MIN_COSINE = 0.99999


def _questions() -> list[tuple[str, str]]:
    out = []
    for path in QUESTION_SETS:
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    item = json.loads(line)
                    out.append((item["game"], item["question"]))
    assert len(out) >= 100
    return out


@pytest.fixture(scope="module")
def st_encoder(real_search_engine: SearchEngine, real_index_dir: Path) -> SentenceTransformerEncoder:
    del real_search_engine  # built: the converted model is in the index's cache
    path = converted_default_model(real_index_dir / "cache")
    assert path is not None
    return SentenceTransformerEncoder(path)


@pytest.fixture(scope="module")
def exported_encoder(
    real_search_engine: SearchEngine, real_index_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> OnnxEncoder:
    """A fresh export of the converted model, checked by the build's own check."""
    del real_search_engine
    source = converted_default_model(real_index_dir / "cache")
    assert source is not None
    cache = tmp_path_factory.mktemp("onnx-export")
    fingerprint = read_manifest(real_index_dir).model_fingerprint
    directory, encoder = export_onnx(source, cache, fingerprint, log=print, threads=os.cpu_count() or 1)
    assert encoder is not None and directory.name.endswith(f"-v{EXPORT_VERSION}")
    marker = json.loads((directory / EXPORT_MARKER).read_text(encoding="utf-8"))
    print(f"\nbuild check: min cosine vs the numpy reference {marker['min_cosine_vs_reference']:.9f}")
    return encoder


@pytest.fixture(scope="module")
def shipped_encoder(real_search_engine: SearchEngine, real_index_dir: Path) -> OnnxEncoder:
    del real_search_engine
    manifest = read_manifest(real_index_dir)
    assert manifest.onnx is not None and manifest.embedding_backend == "onnx"
    root = artifacts_dir(real_index_dir).resolve()
    return OnnxEncoder.open(
        (root / manifest.onnx.model).parent,
        name="onnx",
        fingerprint=manifest.model_fingerprint,
        model_sha256=manifest.onnx.sha256,
    )


def test_onnx_vectors_equal_sentence_transformers_on_clauses_and_questions(
    real_corpus: Corpus, st_encoder: SentenceTransformerEncoder, exported_encoder: OnnxEncoder
) -> None:
    passages = [PASSAGE_PREFIX + passage_text(b, c) for b in real_corpus for c in list(b)[::8]]
    queries = [QUERY_PREFIX + q for _, q in _questions()]
    for texts in (passages, queries, list(FIDELITY_TEXTS)):
        cosines = np.sum(exported_encoder.encode(texts) * st_encoder.encode(texts), axis=1)
        print(f"\n{len(texts)} texts: min cosine {cosines.min():.9f}")
        assert cosines.min() >= MIN_COSINE


def test_search_with_either_query_encoder_gives_the_same_top_five(
    real_search_engine: SearchEngine, st_encoder: SentenceTransformerEncoder, exported_encoder: OnnxEncoder
) -> None:
    onnx_engine = _engine_like(real_search_engine, exported_encoder)
    torch_engine = _engine_like(real_search_engine, st_encoder)
    differing = []
    for game, question in _questions():
        a = [h.id for h in onnx_engine.search(question, game=game, k=5).hits]
        b = [h.id for h in torch_engine.search(question, game=game, k=5).hits]
        if a != b:
            differing.append((game, question, a, b))
    print(f"\ntop-5 differs on {len(differing)}/{len(_questions())} questions")
    assert differing == []


def _engine_like(engine: SearchEngine, encoder: Encoder) -> SearchEngine:
    """The same built index and configuration, queries embedded by `encoder`."""
    from index.vocab import load_vocabulary

    corpus: Corpus = engine._corpus
    built: Any = engine._built
    return SearchEngine(
        corpus, built, encoder, vocabulary=load_vocabulary(games=corpus.games), config=engine.config
    )


def test_models_rewritten_in_place_do_not_affect_a_loaded_encoder(
    tmp_path: Path, real_index_dir: Path, shipped_encoder: OnnxEncoder, st_encoder: SentenceTransformerEncoder
) -> None:
    text = [QUERY_PREFIX + "ライフが0枚のときにダメージを受けたら?"]
    before = shipped_encoder.encode(text)
    manifest = read_manifest(real_index_dir)
    assert manifest.onnx is not None
    model_dir = tmp_path / "onnx"
    shutil.copytree((artifacts_dir(real_index_dir).resolve() / manifest.onnx.model).parent, model_dir)
    loaded = OnnxEncoder.open(model_dir, name="m", fingerprint="f", model_sha256=manifest.onnx.sha256)
    with (model_dir / "model.onnx").open("r+b") as fh:
        fh.truncate(1000)  # in place: the same inode, as an editor or a failed copy would leave it
    assert np.allclose(loaded.encode(text), before)

    source = converted_default_model(real_index_dir / "cache")
    assert source is not None
    copy = tmp_path / "st"
    shutil.copytree(source, copy)
    private = SentenceTransformerEncoder(copy, private_copy=True)
    with (copy / "model.safetensors").open("r+b") as fh:
        fh.truncate(1000)
    assert np.allclose(private.encode(text), st_encoder.encode(text), atol=1e-6)


def test_the_service_searches_the_built_index_without_importing_torch(
    real_search_engine: SearchEngine, real_index_dir: Path
) -> None:
    """A fresh process: the app loads search in the background from the built index and answers
    /search, the CLI's engine searches too, and neither torch nor sentence-transformers is imported."""
    import subprocess
    import sys

    del real_search_engine  # built and current in real_index_dir
    script = """
import sys
from pathlib import Path
from fastapi.testclient import TestClient
from corpus.loader import default_corpus
from index.search import load_or_build
from service.api.app import create_app
from service.settings import Settings

index_dir = Path(sys.argv[1])
engine = load_or_build(index_dir, default_corpus(), build=False)
assert engine.search("ライフが0枚", game="onepiece", k=1).hits
app = create_app(Settings(index_dir=index_dir, search_in_background=True, build_index_if_missing=False))
with TestClient(app) as client:
    assert app.state.rulecite.search.wait(300)
    assert client.get("/search", params={"q": "ライフが0枚"}).status_code == 200
print(sorted(m for m in ("torch", "sentence_transformers", "transformers") if m in sys.modules))
"""
    run = subprocess.run(
        [sys.executable, "-c", script, str(real_index_dir)],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.strip().splitlines()[-1] == "[]"


def test_a_build_from_the_converted_model_exports_and_embeds_without_importing_torch(
    tmp_path: Path, real_search_engine: SearchEngine, real_index_dir: Path
) -> None:
    """A fresh process builds the small corpus with the onnx backend from the converted model
    alone (no cached export): the graph is written, checked and used, and torch is never imported."""
    import subprocess
    import sys

    del real_search_engine  # the converted model is in real_index_dir/cache/models
    index_dir = tmp_path / "index"
    shutil.copytree(
        real_index_dir / "cache" / "models", index_dir / "cache" / "models", copy_function=os.link
    )
    script = """
import sys
from pathlib import Path
from index.onnx_model import EXPORT_VERSION
from index.store import build_index
from tests.index.conftest import make_corpus

built = build_index(make_corpus(), Path(sys.argv[1]), backend="onnx")
assert built.manifest.onnx is not None and built.manifest.onnx.export_version == EXPORT_VERSION
print(sorted(m for m in ("torch", "sentence_transformers", "transformers") if m in sys.modules))
"""
    run = subprocess.run(
        [sys.executable, "-c", script, str(index_dir)],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.strip().splitlines()[-1] == "[]"


def test_both_backends_build_and_serve_and_an_index_is_served_only_by_its_own(
    tmp_path: Path, real_search_engine: SearchEngine, real_index_dir: Path
) -> None:
    """RULECITE_EMBEDDING_BACKEND: each backend builds (the small two-game corpus, the real model)
    and serves its own index; the other backend finds it stale instead of mixing runtimes."""
    import os

    from index.errors import IndexStale
    from index.search import load_or_build
    from index.store import build_index
    from tests.index.conftest import make_corpus

    del real_search_engine  # the converted model and its ONNX export are in real_index_dir/cache
    corpus = make_corpus()
    top: dict[str, str] = {}
    for backend in ("torch", "onnx"):
        index_dir = tmp_path / backend
        for part in ("models", "onnx"):
            shutil.copytree(
                real_index_dir / "cache" / part, index_dir / "cache" / part, copy_function=os.link
            )
        built = build_index(corpus, index_dir, backend=backend)
        assert built.manifest.embedding_backend == backend
        assert (built.manifest.onnx is not None) == (backend == "onnx")
        engine = load_or_build(index_dir, corpus, build=False, backend=backend)
        top[backend] = engine.search("ライフが0枚でダメージ", game="onepiece", k=1).hits[0].id
        other = "onnx" if backend == "torch" else "torch"
        with pytest.raises(IndexStale, match="embedding_backend"):
            load_or_build(index_dir, corpus, build=False, backend=other)  # type: ignore[arg-type]
    assert top["torch"] == top["onnx"] == "1-2-1-1-1"
