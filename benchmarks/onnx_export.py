"""The ONNX export's phases, and the written graph's passage throughput against another model.onnx.

    .venv/bin/python benchmarks/onnx_export.py [--index-dir DIR] [--against MODEL.onnx] [--rounds 6]

Times, one after the other, what `index.onnx_model.export_onnx` does for the converted default model
in DIR's cache (the build runs writing, hashing and the reference beside the session build and the
check): reading the weights, writing the graph (`index/onnx_graph.py`), the onnxruntime session, the
check sample through onnxruntime and through the numpy reference. ``--against`` then embeds the
same clause passages (every 8th clause, as a build batches them, every core) with the written graph
and with that model, alternating in ``--rounds`` rounds so that machine load falls on both alike;
prints passages/s per round, the medians' ratio and the minimum cosine between the two.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--index-dir", type=Path, default=ROOT / ".cache" / "index")
    parser.add_argument("--against", type=Path, default=None, help="another model.onnx to compare with")
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()

    import numpy as np

    from corpus.loader import default_corpus
    from index.documents import passage_text
    from index.e5convert import PASSAGE_PREFIX, converted_default_model
    from index.onnx_graph import bert_onnx, load_weights, read_shape, reference_embeddings
    from index.onnx_model import FIDELITY_TEXTS, MAX_TOKENS, TOKENIZER_FILE, OnnxEncoder, sha256_bytes

    source = converted_default_model(args.index_dir / "cache")
    if source is None:
        print(
            f"no converted model in {args.index_dir}/cache (run `rulecite index build` first)",
            file=sys.stderr,
        )
        return 2
    threads = os.cpu_count() or 1
    load_before = os.getloadavg()[0]
    print(f"ONNX export of {source.name}; {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {threads} CPUs\n")
    tokenizer = (source / TOKENIZER_FILE).read_text(encoding="utf-8")
    texts = list(FIDELITY_TEXTS)

    started = time.perf_counter()
    shape = read_shape(source)
    weights = load_weights(source, shape)
    phases = {"read model.safetensors": time.perf_counter() - started}
    started = time.perf_counter()
    data = bert_onnx(weights, shape)
    phases[f"write the graph ({len(data) / 1e6:.0f} MB)"] = time.perf_counter() - started
    started = time.perf_counter()
    sha256_bytes(data)
    phases["SHA-256"] = time.perf_counter() - started
    started = time.perf_counter()
    encoder = OnnxEncoder(data, tokenizer, name="written", fingerprint="written", threads=threads)
    phases["onnxruntime session"] = time.perf_counter() - started
    started = time.perf_counter()
    got = encoder.encode(texts)
    phases["check sample, onnxruntime (first run)"] = time.perf_counter() - started
    started = time.perf_counter()
    expected = reference_embeddings(weights, shape, tokenizer, texts, MAX_TOKENS)
    phases["check sample, numpy reference"] = time.perf_counter() - started
    for name, seconds in phases.items():
        print(f"- {name}: {seconds:.2f} s")
    print(f"- min cosine vs the reference: {float(np.min(np.sum(got * expected, axis=1))):.9f}")
    del weights

    if args.against is not None:
        other = OnnxEncoder(
            args.against.read_bytes(), tokenizer, name="other", fingerprint="o", threads=threads
        )
        corpus = default_corpus()
        passages = [PASSAGE_PREFIX + passage_text(b, c) for b in corpus for c in list(b)[::8]]
        rates: dict[str, list[float]] = {"written": [], args.against.name: []}
        pair = ((encoder, "written"), (other, args.against.name))
        for round_ in range(args.rounds):
            for engine, name in pair if round_ % 2 == 0 else pair[::-1]:
                started = time.perf_counter()
                engine.encode(passages)
                rates[name].append(len(passages) / (time.perf_counter() - started))
        print(f"\n{len(passages)} passages, {args.rounds} alternating rounds, passages/s:")
        for name, values in rates.items():
            print(
                f"- {name}: {', '.join(f'{v:.1f}' for v in values)} (median {statistics.median(values):.1f})"
            )
        ratio = statistics.median(rates["written"]) / statistics.median(rates[args.against.name])
        print(f"- written / {args.against.name}: {ratio:.2f}")
        cosines = np.sum(encoder.encode(passages) * other.encode(passages), axis=1)
        print(f"- min cosine between the two: {float(cosines.min()):.9f}")
    print(f"\nload average {load_before:.2f} → {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
