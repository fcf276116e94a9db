"""The BERT encoder of a sentence-transformers model as an ONNX graph, written from its weights.

`read_shape` and `load_weights` read ``config.json`` and ``model.safetensors`` (with
``safetensors.numpy``: no torch); `bert_onnx` writes from them, node by node, the graph of
transformers' ``BertModel`` in eval mode (opset 17, the inputs and output ``torch.onnx`` traced
before): ``input_ids`` and ``attention_mask`` (int64, batch × tokens, both dynamic) →
``last_hidden_state`` (float32, batch × tokens × hidden). Semantics:

- embeddings: word[input_ids] + token_type[0] + position[0 … n−1], then LayerNorm (the config's eps);
- per layer: Q/K/V projections, softmax(Q Kᵀ / √d + mask) V per head, where the additive mask is 0
  for attended keys and float32's lowest value for padding (as BertModel's eager attention), output
  dense + residual + LayerNorm, intermediate dense + exact GELU (erf) + output dense + residual +
  LayerNorm.

`reference_embeddings` is the same model as a plain numpy forward pass, one text at a time with no
padding, in float64: the build checks the exported graph against it, so that the check needs
neither torch nor a C compiler. The slow tests hold both to sentence-transformers.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from index.errors import ModelUnavailable

OPSET: Final = 17  # LayerNormalization is an ONNX operator from opset 17 on
IR_VERSION: Final = 8  # the lowest IR that carries opset 17: every onnxruntime ≥ 1.14 reads it
WEIGHTS_FILE: Final = "model.safetensors"

F32 = npt.NDArray[np.float32]
F64 = npt.NDArray[np.float64]

_LAYER: Final = (
    "attention.self.query",
    "attention.self.key",
    "attention.self.value",
    "attention.output.dense",
    "intermediate.dense",
    "output.dense",
)
_NORMS: Final = ("attention.output.LayerNorm", "output.LayerNorm")


@dataclass(frozen=True, slots=True)
class BertShape:
    hidden: int
    layers: int
    heads: int
    eps: float

    @property
    def head_size(self) -> int:
        return self.hidden // self.heads


def read_shape(source: Path) -> BertShape:
    """The encoder's dimensions from ``config.json``; refuses what this graph does not model."""
    try:
        config = json.loads((source / "config.json").read_text(encoding="utf-8"))
        shape = BertShape(
            hidden=int(config["hidden_size"]),
            layers=int(config["num_hidden_layers"]),
            heads=int(config["num_attention_heads"]),
            eps=float(config.get("layer_norm_eps", 1e-12)),
        )
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ModelUnavailable(f"cannot read the model's config.json ({type(exc).__name__})") from exc
    unsupported = [
        f"{key}={config.get(key)!r}"
        for key, allowed in (
            ("model_type", ("bert",)),
            ("hidden_act", ("gelu",)),  # transformers' "gelu" is the exact erf GELU
            ("position_embedding_type", (None, "absolute")),
            ("is_decoder", (None, False)),
            ("add_cross_attention", (None, False)),
        )
        if config.get(key) not in allowed
    ]
    if shape.hidden % shape.heads:
        unsupported.append(f"hidden_size {shape.hidden} not divisible by {shape.heads} heads")
    if unsupported:
        raise ModelUnavailable(
            f"the ONNX graph models BERT encoders only ({', '.join(unsupported)}); "
            "set RULECITE_EMBEDDING_BACKEND=torch for this model"
        )
    return shape


def load_weights(source: Path, shape: BertShape) -> dict[str, F32]:
    """The encoder's tensors as float32 arrays under BertModel's names (a ``bert.`` prefix, as in
    checkpoints of BERT with a task head, is dropped)."""
    from safetensors import SafetensorError
    from safetensors.numpy import load_file

    try:
        raw = load_file(str(source / WEIGHTS_FILE))
    except (OSError, SafetensorError) as exc:
        raise ModelUnavailable(f"cannot read the model's {WEIGHTS_FILE} ({type(exc).__name__})") from exc
    weights = {
        name.removeprefix("bert."): np.ascontiguousarray(value, dtype=np.float32)
        for name, value in raw.items()
    }
    needed = [
        "embeddings.word_embeddings.weight",
        "embeddings.position_embeddings.weight",
        "embeddings.token_type_embeddings.weight",
        "embeddings.LayerNorm.weight",
        "embeddings.LayerNorm.bias",
    ]
    for i in range(shape.layers):
        for part in (*_LAYER, *_NORMS):
            needed += [f"encoder.layer.{i}.{part}.weight", f"encoder.layer.{i}.{part}.bias"]
    missing = [name for name in needed if name not in weights]
    if missing:
        raise ModelUnavailable(f"the model's {WEIGHTS_FILE} lacks {missing[0]} (and {len(missing) - 1} more)")
    return weights


def _varint(n: int) -> bytes:
    out = bytearray()
    while n > 0x7F:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _length_delimited(field: int, size: int) -> bytes:
    return _varint(field << 3 | 2) + _varint(size)


class _Builder:
    """Nodes and initializers of one graph, each output named after its operator and a counter.

    Initializers are kept as arrays and written straight into the protobuf wire format (a
    GraphProto's repeated ``initializer`` field 5; a TensorProto's ``dims`` 1, ``data_type`` 2,
    ``name`` 8, ``raw_data`` 9): going through ``onnx.numpy_helper`` and ``SerializeToString``
    copies the 470 MB of weights four times, which took seconds of a build."""

    def __init__(self) -> None:
        self.nodes: list[Any] = []
        self.initializers: list[tuple[str, npt.NDArray[Any]]] = []
        self._count = 0

    def const(self, name: str, value: npt.ArrayLike, dtype: type = np.float32) -> str:
        self.initializers.append((name, np.ascontiguousarray(value, dtype=np.dtype(dtype).newbyteorder("<"))))
        return name

    def op(self, op_type: str, *inputs: str, **attributes: Any) -> str:
        from onnx import helper

        self._count += 1
        name = f"{op_type}_{self._count}"
        self.nodes.append(helper.make_node(op_type, list(inputs), [name], name=name, **attributes))
        return name

    def initializer_records(self) -> list[bytes | memoryview]:
        from onnx import TensorProto

        kinds = {np.dtype(np.float32): TensorProto.FLOAT, np.dtype(np.int64): TensorProto.INT64}
        parts: list[bytes | memoryview] = []
        for name, array in self.initializers:
            encoded = name.encode("utf-8")
            head = b"".join(_varint(1 << 3) + _varint(d) for d in array.shape)
            head += _varint(2 << 3) + _varint(kinds[array.dtype.newbyteorder("=")])
            head += _length_delimited(8, len(encoded)) + encoded + _length_delimited(9, array.nbytes)
            parts += [_length_delimited(5, len(head) + array.nbytes) + head, array.data.cast("B")]
        return parts


def bert_onnx(w: dict[str, F32], shape: BertShape) -> bytes:
    """The serialized ONNX model of the BERT encoder with weights `w` (see the module docstring)."""
    from onnx import TensorProto, helper

    g = _Builder()
    hidden, eps = shape.hidden, shape.eps
    zero = g.const("zero", [0], np.int64)
    one = g.const("one", 1.0)
    sqrt2, half = g.const("sqrt2", math.sqrt(2.0)), g.const("half", 0.5)
    split = g.const("split_heads", [0, 0, shape.heads, shape.head_size], np.int64)
    merge = g.const("merge_heads", [0, 0, hidden], np.int64)

    def layer_norm(x: str, prefix: str) -> str:
        gamma = g.const(f"{prefix}.weight", w[f"{prefix}.weight"])
        beta = g.const(f"{prefix}.bias", w[f"{prefix}.bias"])
        return g.op("LayerNormalization", x, gamma, beta, axis=-1, epsilon=eps)

    def linear(x: str, prefix: str, scale: float = 1.0) -> str:
        # weights stored transposed (in × out), as the tracer stores nn.Linear for a MatMul
        weight, bias = w[f"{prefix}.weight"].T, w[f"{prefix}.bias"]
        if scale != 1.0:
            weight, bias = weight * np.float32(scale), bias * np.float32(scale)
        return g.op(
            "Add", g.op("MatMul", x, g.const(f"{prefix}.weight", weight)), g.const(f"{prefix}.bias", bias)
        )

    # embeddings: token type 0 for every token, positions 0 … n−1 (a slice of the position table)
    tokens = g.op("Shape", "input_ids", start=1, end=2)
    word = g.op("Gather", g.const("word_embeddings", w["embeddings.word_embeddings.weight"]), "input_ids")
    typed = g.op("Add", word, g.const("token_type_0", w["embeddings.token_type_embeddings.weight"][0]))
    positions = g.op("Slice", g.const("positions", w["embeddings.position_embeddings.weight"]), zero, tokens)
    x = layer_norm(g.op("Add", typed, positions), "embeddings.LayerNorm")

    # additive mask (batch × 1 × 1 × tokens): 0 where attended, float32's lowest value for padding
    keep = g.op("Cast", "attention_mask", to=TensorProto.FLOAT)
    lowest = g.const("lowest", np.finfo(np.float32).min)
    mask = g.op("Unsqueeze", g.op("Mul", g.op("Sub", one, keep), lowest), g.const("axes", [1, 2], np.int64))

    # 1/√d is folded into the query projection: (x Wq + b) / √d = x (Wq / √d) + b / √d
    scale = 1.0 / math.sqrt(shape.head_size)
    for i in range(shape.layers):
        p = f"encoder.layer.{i}"
        q = g.op(
            "Transpose",
            g.op("Reshape", linear(x, f"{p}.attention.self.query", scale), split),
            perm=[0, 2, 1, 3],
        )
        k = g.op("Transpose", g.op("Reshape", linear(x, f"{p}.attention.self.key"), split), perm=[0, 2, 3, 1])
        v = g.op(
            "Transpose", g.op("Reshape", linear(x, f"{p}.attention.self.value"), split), perm=[0, 2, 1, 3]
        )
        probs = g.op("Softmax", g.op("Add", g.op("MatMul", q, k), mask), axis=-1)
        context = g.op("Reshape", g.op("Transpose", g.op("MatMul", probs, v), perm=[0, 2, 1, 3]), merge)
        attended = linear(context, f"{p}.attention.output.dense")
        x = layer_norm(g.op("Add", attended, x), f"{p}.attention.output.LayerNorm")
        inner = linear(x, f"{p}.intermediate.dense")
        # exact GELU, x · ½ (1 + erf(x / √2)), in the form onnxruntime fuses into one kernel
        erf = g.op("Erf", g.op("Div", inner, sqrt2))
        gelu = g.op("Mul", g.op("Mul", inner, g.op("Add", erf, one)), half)
        out = g.op("Add", linear(gelu, f"{p}.output.dense"), x)
        x = layer_norm(out, f"{p}.output.LayerNorm")
    g.nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"], name="last_hidden_state"))

    dims = ["batch", "tokens"]
    graph = helper.make_graph(
        g.nodes,
        "bert_encoder",
        [helper.make_tensor_value_info(n, TensorProto.INT64, dims) for n in ("input_ids", "attention_mask")],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, [*dims, hidden])],
    )
    model = helper.make_model(
        helper.make_graph([], "", [], []),
        opset_imports=[helper.make_opsetid("", OPSET)],
        producer_name="rulecite.index.onnx_graph",
        ir_version=IR_VERSION,
    )
    model.ClearField("graph")
    # a message's fields may come in any order and repeated ones accumulate: ModelProto.graph
    # (field 7) is the small graph followed by the initializer records
    parts = [graph.SerializeToString(), *g.initializer_records()]
    size = sum(len(p) if isinstance(p, bytes) else p.nbytes for p in parts)
    return b"".join([model.SerializeToString(), _length_delimited(7, size), *parts])


# ---- the numpy reference ------------------------------------------------------------------------


def _erf(x: F64) -> F64:
    """erf to within 1.5e-7 (Abramowitz & Stegun 7.1.26): float32's precision, which is all the
    graph computes in; numpy has no erf of its own."""
    t = 1.0 / (1.0 + 0.3275911 * np.abs(x))
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    out: F64 = np.sign(x) * (1.0 - poly * np.exp(-x * x))
    return out


def _layer_norm(x: F64, w: dict[str, F32], prefix: str, eps: float) -> F64:
    centred = x - x.mean(axis=-1, keepdims=True)
    normed = centred / np.sqrt((centred * centred).mean(axis=-1, keepdims=True) + eps)
    out: F64 = normed * w[f"{prefix}.weight"] + w[f"{prefix}.bias"]
    return out


def _linear(x: F64, w: dict[str, F32], prefix: str) -> F64:
    out: F64 = x @ w[f"{prefix}.weight"].astype(np.float64).T + w[f"{prefix}.bias"]
    return out


def reference_hidden(w: dict[str, F32], shape: BertShape, ids: Sequence[int]) -> F64:
    """BertModel's last hidden state for one unpadded sequence, in float64 (tokens × hidden)."""
    n, heads, d = len(ids), shape.heads, shape.head_size
    x = (
        w["embeddings.word_embeddings.weight"][list(ids)].astype(np.float64)
        + w["embeddings.token_type_embeddings.weight"][0]
        + w["embeddings.position_embeddings.weight"][:n]
    )
    x = _layer_norm(x, w, "embeddings.LayerNorm", shape.eps)
    for i in range(shape.layers):
        p = f"encoder.layer.{i}"
        q, k, v = (
            _linear(x, w, f"{p}.attention.self.{part}").reshape(n, heads, d).transpose(1, 0, 2)
            for part in ("query", "key", "value")
        )
        scores = q @ k.transpose(0, 2, 1) / math.sqrt(d)
        probs = np.exp(scores - scores.max(axis=-1, keepdims=True))
        probs /= probs.sum(axis=-1, keepdims=True)
        context = (probs @ v).transpose(1, 0, 2).reshape(n, shape.hidden)
        x = _layer_norm(
            _linear(context, w, f"{p}.attention.output.dense") + x,
            w,
            f"{p}.attention.output.LayerNorm",
            shape.eps,
        )
        inner = _linear(x, w, f"{p}.intermediate.dense")
        gelu = 0.5 * inner * (1.0 + _erf(inner / math.sqrt(2.0)))
        x = _layer_norm(_linear(gelu, w, f"{p}.output.dense") + x, w, f"{p}.output.LayerNorm", shape.eps)
    return x


def reference_embeddings(
    w: dict[str, F32], shape: BertShape, tokenizer_json: str, texts: Sequence[str], max_tokens: int
) -> F32:
    """Mean-pooled, L2-normalised embeddings of `texts`, each truncated to `max_tokens` as
    sentence-transformers does (the first tokens and the closing ``</s>``)."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_str(tokenizer_json)
    tokenizer.no_truncation()
    rows = []
    for text in texts:
        ids = tokenizer.encode(text).ids
        if len(ids) > max_tokens:
            ids = [*ids[: max_tokens - 1], ids[-1]]
        pooled = reference_hidden(w, shape, ids).mean(axis=0)
        rows.append(pooled / max(float(np.linalg.norm(pooled)), 1e-12))
    return np.asarray(rows, dtype=np.float32)
