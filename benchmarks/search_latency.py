"""Search latency: /search over HTTP vs the in-process floor vs /health, plus cold start and build time.

Run after ``rulecite index ensure`` (or let it build the index first)::

    .venv/bin/python benchmarks/search_latency.py --rounds 3 [--index-dir DIR] [--port 8765]

It starts ``uvicorn`` on 127.0.0.1 with the app factory (only loopback traffic, bounded request
count), measures the time from process start until ``/search`` first answers (cold start), then
sends the same queries to ``/search`` and ``/health`` and runs them in process: `SearchEngine.search`
(hybrid and lexical), the query embedding alone, and the bare floor of a hybrid search — one query
embedding plus the BM25 (lexical-mode) search, timed together. Prints a markdown table.

The index build time printed is the manifest's ``build_seconds`` (the build that produced the index,
which may have reused cached passage embeddings); ``--fresh-build`` also times a build from scratch
into a temporary directory (empty embedding cache; the converted model is reused, not re-converted).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import httpx

if TYPE_CHECKING:
    from corpus.loader import Corpus
    from service.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

QUERIES: tuple[tuple[str, str | None], ...] = (
    ("ライフが0のときにリーダーがダメージを受けたらどうなる?", "onepiece"),
    ("ドン!!は毎ターン何枚置ける?", "onepiece"),
    ("フォロワーは出したターンに攻撃できる?", "sve"),
    ("PP最大値の上限はいくつ?", "sve"),
    ("エテルに置けるカードは1ターンに何枚?", "ninjaslayer"),
    ("オジギしているキャラはアイサツできる?", "ninjaslayer"),
    ("絆が0以下になったらどうなる?", "kiseki"),
    ("スタン状態のUNITは回復フェイズにどうなる?", "kiseki"),
    ("ウィルが足りないときカードはプレイできる?", "fow"),
    ("手札を捨てる指示で手札がないときは?", "fow"),
    ("デッキが0枚になったら負け?", None),
    ("7-1-4-1って何?", None),
)


def percentile(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    pos = (len(ordered) - 1) * q
    lo, hi = int(pos), min(int(pos) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def timed(fn: Callable[[], object], rounds: int) -> list[float]:
    out = []
    for _ in range(rounds):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def row(label: str, ms: Sequence[float]) -> str:
    return f"| {label} | {len(ms)} | {percentile(ms, 0.5):.1f} | {percentile(ms, 0.95):.1f} | {max(ms):.1f} |"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--index-dir", type=Path, default=None)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--rounds", type=int, default=3, help="passes over the query list")
    parser.add_argument("--startup-timeout", type=float, default=900.0)
    parser.add_argument("--fresh-build", action="store_true", help="also time a build from scratch")
    args = parser.parse_args(argv)

    from corpus.loader import default_corpus
    from index.search import load_or_build
    from index.types import Mode
    from service.settings import Settings

    settings = Settings() if args.index_dir is None else Settings(index_dir=args.index_dir.resolve())
    corpus = default_corpus()

    # In-process: load (rebuilding only when missing or stale) and measure the parts.
    started = time.perf_counter()
    engine = load_or_build(settings.index_dir, corpus, model_path=settings.embedding_model, progress=True)
    load_s = time.perf_counter() - started
    build_s = engine.manifest.build_seconds
    engine.search("ウォームアップ", k=10)
    inproc: dict[str, list[float]] = {
        "search (hybrid)": [],
        "search (lexical)": [],
        "query embedding": [],
        "floor: embedding + BM25 search": [],
    }
    prefix = engine.config.semantic.query_prefix

    def floor(q: str, game: str | None) -> None:
        engine.embed_queries([prefix + q])
        engine.search(q, game=game, k=10, mode=Mode.LEXICAL)

    for r in range(args.rounds):
        for i, (q, game) in enumerate(QUERIES):
            # Query embeddings are cached by text inside the engine: a per-round suffix keeps every
            # hybrid search paying its own embedding, as a new question does.
            fresh = f"{q} #{r * len(QUERIES) + i + 1}"
            inproc["search (hybrid)"] += timed(partial(engine.search, fresh, game=game, k=10), 1)
            inproc["search (lexical)"] += timed(
                partial(engine.search, q, game=game, k=10, mode=Mode.LEXICAL), 1
            )
            inproc["query embedding"] += timed(partial(engine.embed_queries, [prefix + q]), 1)
            inproc["floor: embedding + BM25 search"] += timed(partial(floor, q, game), 1)
    fresh_build_s = float("nan")
    if args.fresh_build:
        fresh_build_s = _fresh_build(settings, corpus)

    # Over HTTP: a uvicorn process on loopback, cold start measured until search is ready.
    env = dict(os.environ, RULECITE_INDEX_DIR=str(settings.index_dir), HF_HUB_OFFLINE="1")
    cmd = [
        sys.executable, "-m", "uvicorn", "--factory", "service.api.app:create_app",
        "--host", "127.0.0.1", "--port", str(args.port), "--log-level", "warning",
    ]  # fmt: skip
    base = f"http://127.0.0.1:{args.port}"
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env)
    http: dict[str, list[float]] = {"GET /search": [], "GET /health": []}
    cold_s = float("nan")
    try:
        with httpx.Client(base_url=base, timeout=60.0) as client:
            deadline = time.monotonic() + args.startup_timeout
            while time.monotonic() < deadline:
                if proc.poll() is not None:
                    raise SystemExit(f"uvicorn exited with {proc.returncode}")
                try:
                    if client.get("/search", params={"q": "デッキ", "k": 1}).status_code == 200:
                        cold_s = time.perf_counter() - t0
                        break
                except httpx.TransportError:
                    pass
                time.sleep(0.2)
            else:
                raise SystemExit("the app did not become ready in time")
            for r in range(args.rounds):
                for i, (q, game) in enumerate(QUERIES):
                    # distinct texts, so the server's query-embedding cache does not answer for the model
                    params: dict[str, str | int] = {"q": f"{q} #{r * len(QUERIES) + i + 1}", "k": 10}
                    if game is not None:
                        params["game"] = game
                    http["GET /search"] += timed(partial(client.get, "/search", params=params), 1)
                    http["GET /health"] += timed(partial(client.get, "/health"), 1)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()

    print("| measurement | n | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|---|")
    for label, ms in http.items():
        print(row(label, ms))
    for label, ms in inproc.items():
        print(row(f"in-process {label}", ms))
    print()
    print(f"- index build (manifest build_seconds): {build_s:.1f} s")
    if args.fresh_build:
        print(f"- index build from scratch (no cached embeddings, model converted): {fresh_build_s:.1f} s")
    print(f"- in-process load of a current index (corpus parsed, model + index loaded): {load_s:.1f} s")
    print(f"- cold start, uvicorn process start to first /search answered: {cold_s:.1f} s")
    print(f"- machine: {os.cpu_count()} CPUs; load average at end {os.getloadavg()[0]:.2f}")
    return 0


def _fresh_build(settings: Settings, corpus: Corpus) -> float:
    """Seconds to build the whole index into a new directory with no cached passage embeddings."""
    import shutil
    import tempfile

    from index.search import load_or_build

    with tempfile.TemporaryDirectory(prefix="rulecite-bench-") as tmp:
        target = Path(tmp)
        models = settings.index_dir / "cache" / "models"
        if settings.embedding_model is None and models.is_dir():
            shutil.copytree(models, target / "cache" / "models")
        started = time.perf_counter()
        load_or_build(target, corpus, model_path=settings.embedding_model, progress=True)
        return time.perf_counter() - started


if __name__ == "__main__":
    sys.exit(main())
