"""The ONNX graph written from a BERT model's weights (index/onnx_graph.py), on a tiny random BERT.

Fast: the graph is a valid ONNX model whose initializers are the weights, onnxruntime runs it on a
padded batch and gives transformers' BertModel's last hidden state (and the numpy reference's) on
every attended token, the export refuses a graph that does not reproduce the reference and models
the graph does not cover. The real model is held to sentence-transformers in test_onnx_fidelity.py.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from onnx import numpy_helper
from safetensors.numpy import save_file

from index import onnx_graph
from index.errors import ModelUnavailable
from index.onnx_graph import BertShape, bert_onnx, load_weights, read_shape, reference_hidden
from index.onnx_model import EXPORT_MARKER, ONNX_FILE, export_onnx, exported_model

HIDDEN, HEADS, LAYERS, FFN, VOCAB, POSITIONS = 32, 4, 2, 64, 60, 512
CONFIG: dict[str, object] = {
    "architectures": ["BertModel"],
    "model_type": "bert",
    "vocab_size": VOCAB,
    "hidden_size": HIDDEN,
    "num_hidden_layers": LAYERS,
    "num_attention_heads": HEADS,
    "intermediate_size": FFN,
    "hidden_act": "gelu",
    "hidden_dropout_prob": 0.1,
    "attention_probs_dropout_prob": 0.1,
    "max_position_embeddings": POSITIONS,
    "type_vocab_size": 2,
    "layer_norm_eps": 1e-12,
    "pad_token_id": 1,
    "position_embedding_type": "absolute",
}
SPECIALS = ("<s>", "<pad>", "</s>", "<unk>")


def _random_weights(seed: int = 0) -> dict[str, np.ndarray[Any, Any]]:
    rng = np.random.default_rng(seed)

    def rand(*shape: int, scale: float = 0.2) -> np.ndarray[Any, Any]:
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    w = {
        "embeddings.word_embeddings.weight": rand(VOCAB, HIDDEN, scale=1.0),
        "embeddings.position_embeddings.weight": rand(POSITIONS, HIDDEN),
        "embeddings.token_type_embeddings.weight": rand(2, HIDDEN),
        "embeddings.LayerNorm.weight": 1 + rand(HIDDEN),
        "embeddings.LayerNorm.bias": rand(HIDDEN),
        "pooler.dense.weight": rand(HIDDEN, HIDDEN),
        "pooler.dense.bias": rand(HIDDEN),
    }
    sizes = {
        "attention.self.query": (HIDDEN, HIDDEN),
        "attention.self.key": (HIDDEN, HIDDEN),
        "attention.self.value": (HIDDEN, HIDDEN),
        "attention.output.dense": (HIDDEN, HIDDEN),
        "intermediate.dense": (FFN, HIDDEN),
        "output.dense": (HIDDEN, FFN),
    }
    for i in range(LAYERS):
        for part, (rows, cols) in sizes.items():
            w[f"encoder.layer.{i}.{part}.weight"] = rand(rows, cols)
            w[f"encoder.layer.{i}.{part}.bias"] = rand(rows)
        for part in ("attention.output.LayerNorm", "output.LayerNorm"):
            w[f"encoder.layer.{i}.{part}.weight"] = 1 + rand(HIDDEN)
            w[f"encoder.layer.{i}.{part}.bias"] = rand(HIDDEN)
    return w


def _write_tokenizer(path: Path) -> None:
    """One token per character (ids beyond the vocabulary fold onto a few), <s> … </s> around it."""
    from tokenizers import Regex, Tokenizer, models, pre_tokenizers, processors

    letters = (
        "query:passge 先攻の1ターン目ってドローできる?パワ5000キャラで、ライフ3枚相手リダにアタックしたら"
    )
    vocab = {token: i for i, token in enumerate(SPECIALS)}
    for ch in letters:
        vocab.setdefault(ch, len(vocab) % VOCAB)
    tokenizer = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    tokenizer.pre_tokenizer = pre_tokenizers.Split(Regex("."), behavior="isolated")
    tokenizer.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>", special_tokens=[("<s>", 0), ("</s>", 2)]
    )
    tokenizer.save(str(path))


@pytest.fixture()
def tiny_bert(tmp_path: Path) -> Path:
    """A sentence-transformers directory holding a tiny random BERT (mean pooling, normalised)."""
    source = tmp_path / "tiny-bert"
    source.mkdir()
    (source / "config.json").write_text(json.dumps(CONFIG), encoding="utf-8")
    save_file(_random_weights(), str(source / "model.safetensors"), metadata={"format": "pt"})
    _write_tokenizer(source / "tokenizer.json")
    (source / "modules.json").write_text(
        json.dumps(
            [
                {"idx": 0, "name": "0", "path": "", "type": "sentence_transformers.models.Transformer"},
                {"idx": 1, "name": "1", "path": "1_Pooling", "type": "sentence_transformers.models.Pooling"},
                {
                    "idx": 2,
                    "name": "2",
                    "path": "2_Normalize",
                    "type": "sentence_transformers.models.Normalize",
                },
            ]
        ),
        encoding="utf-8",
    )
    (source / "1_Pooling").mkdir()
    (source / "1_Pooling" / "config.json").write_text(
        json.dumps({"word_embedding_dimension": HIDDEN, "pooling_mode_mean_tokens": True}), encoding="utf-8"
    )
    return source


# lengths: the longest the position table allows, one in between, a lone token (heavy padding)
BATCH = [0, *(4 + i % 50 for i in range(POSITIONS - 2)), 2], [0, 7, 8, 9, 10, 2], [0]


def _padded(batch: tuple[list[int], ...]) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    width = max(len(ids) for ids in batch)
    input_ids = np.full((len(batch), width), 1, dtype=np.int64)
    mask = np.zeros_like(input_ids)
    for row, ids in enumerate(batch):
        input_ids[row, : len(ids)] = ids
        mask[row, : len(ids)] = 1
    return input_ids, mask


def _run(model: bytes, input_ids: np.ndarray[Any, Any], mask: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    import onnxruntime as ort

    session = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
    (hidden,) = session.run(["last_hidden_state"], {"input_ids": input_ids, "attention_mask": mask})
    return np.asarray(hidden)


def test_the_graph_is_valid_onnx_holding_the_weights_with_dynamic_batch_and_tokens(tiny_bert: Path) -> None:
    shape = read_shape(tiny_bert)
    assert shape == BertShape(hidden=HIDDEN, layers=LAYERS, heads=HEADS, eps=1e-12)
    weights = load_weights(tiny_bert, shape)
    model = onnx.load_model_from_string(bert_onnx(weights, shape))
    onnx.checker.check_model(model, full_check=True)
    assert model.opset_import[0].version == onnx_graph.OPSET
    inputs = {i.name: [d.dim_param for d in i.type.tensor_type.shape.dim] for i in model.graph.input}
    assert inputs == {"input_ids": ["batch", "tokens"], "attention_mask": ["batch", "tokens"]}
    (output,) = model.graph.output
    assert output.name == "last_hidden_state"
    assert [d.dim_param or d.dim_value for d in output.type.tensor_type.shape.dim] == [
        "batch",
        "tokens",
        HIDDEN,
    ]
    stored = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    assert np.array_equal(stored["word_embeddings"], weights["embeddings.word_embeddings.weight"])
    assert np.array_equal(
        stored["encoder.layer.1.output.dense.weight"], weights["encoder.layer.1.output.dense.weight"].T
    )
    assert "pooler.dense.weight" not in stored  # not part of the encoder's output


def test_onnxruntime_equals_the_reference_on_every_attended_token_of_a_padded_batch(tiny_bert: Path) -> None:
    shape = read_shape(tiny_bert)
    weights = load_weights(tiny_bert, shape)
    input_ids, mask = _padded(BATCH)
    hidden = _run(bert_onnx(weights, shape), input_ids, mask)
    assert hidden.shape == (3, POSITIONS, HIDDEN) and hidden.dtype == np.float32
    for row, ids in enumerate(BATCH):
        expected = reference_hidden(weights, shape, ids)
        assert np.abs(hidden[row, : len(ids)] - expected).max() < 1e-4, row


def test_the_graph_and_the_reference_equal_transformers_bert_model(tiny_bert: Path) -> None:
    import torch
    from transformers import BertModel

    model: Any = BertModel.from_pretrained(str(tiny_bert), local_files_only=True)
    model.eval()
    input_ids, mask = _padded(BATCH)
    with torch.inference_mode():
        out = model(input_ids=torch.from_numpy(input_ids), attention_mask=torch.from_numpy(mask))
    expected = out.last_hidden_state.numpy()
    shape = read_shape(tiny_bert)
    weights = load_weights(tiny_bert, shape)
    hidden = _run(bert_onnx(weights, shape), input_ids, mask)
    for row, ids in enumerate(BATCH):
        assert np.abs(hidden[row, : len(ids)] - expected[row, : len(ids)]).max() < 1e-4, row
        assert np.abs(reference_hidden(weights, shape, ids) - expected[row, : len(ids)]).max() < 1e-4, row


def test_the_reference_erf_is_exact_to_float32_precision() -> None:
    x = np.linspace(-6, 6, 20001)
    exact = np.array([math.erf(v) for v in x])
    assert np.abs(onnx_graph._erf(x) - exact).max() < 2e-7


def test_export_writes_the_checked_graph_once_and_reuses_it(tiny_bert: Path, tmp_path: Path) -> None:
    logged: list[str] = []
    directory, encoder = export_onnx(tiny_bert, tmp_path / "cache", "f" * 64, log=logged.append)
    assert encoder is not None and logged
    marker = json.loads((directory / EXPORT_MARKER).read_text(encoding="utf-8"))
    assert marker["min_cosine_vs_reference"] >= 0.99999
    assert marker["size"] == (directory / ONNX_FILE).stat().st_size
    assert exported_model(tmp_path / "cache", "f" * 64) == (directory, marker["sha256"])
    again, encoder = export_onnx(tiny_bert, tmp_path / "cache", "f" * 64, log=logged.append)
    assert again == directory and encoder is None


def test_export_refuses_a_graph_that_does_not_reproduce_the_reference(
    tiny_bert: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A wiring mistake (here: the keys' projection used for the values) is caught at build time."""
    real = onnx_graph.bert_onnx

    def miswired(w: dict[str, Any], shape: BertShape) -> bytes:
        swapped = dict(w)
        for i in range(shape.layers):
            for kind in ("weight", "bias"):
                key = f"encoder.layer.{i}.attention.self.key.{kind}"
                swapped[f"encoder.layer.{i}.attention.self.value.{kind}"] = w[key]
        return real(swapped, shape)

    monkeypatch.setattr(onnx_graph, "bert_onnx", miswired)
    with pytest.raises(ModelUnavailable, match="differs from the reference"):
        export_onnx(tiny_bert, tmp_path / "cache", "f" * 64, log=lambda _: None)
    assert exported_model(tmp_path / "cache", "f" * 64) is None
    assert not list((tmp_path / "cache" / "onnx").iterdir())  # no half-written export left behind


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("hidden_act", "relu"),
        ("position_embedding_type", "relative_key"),
        ("model_type", "roberta"),
        ("is_decoder", True),
        ("num_attention_heads", 5),
    ],
)
def test_models_the_graph_does_not_cover_are_refused_with_the_torch_backend_named(
    tiny_bert: Path, key: str, value: object
) -> None:
    (tiny_bert / "config.json").write_text(json.dumps({**CONFIG, key: value}), encoding="utf-8")
    with pytest.raises(ModelUnavailable, match="RULECITE_EMBEDDING_BACKEND=torch"):
        read_shape(tiny_bert)


def test_a_model_missing_an_encoder_tensor_is_refused(tiny_bert: Path) -> None:
    weights = _random_weights()
    del weights["encoder.layer.1.output.LayerNorm.bias"]
    save_file(weights, str(tiny_bert / "model.safetensors"))
    with pytest.raises(ModelUnavailable, match=r"lacks encoder\.layer\.1\.output\.LayerNorm\.bias"):
        load_weights(tiny_bert, read_shape(tiny_bert))


def test_checkpoint_names_with_a_bert_prefix_are_read(tiny_bert: Path) -> None:
    save_file({f"bert.{k}": v for k, v in _random_weights().items()}, str(tiny_bert / "model.safetensors"))
    weights = load_weights(tiny_bert, read_shape(tiny_bert))
    assert np.array_equal(
        weights["embeddings.LayerNorm.bias"], _random_weights()["embeddings.LayerNorm.bias"]
    )
