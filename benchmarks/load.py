"""Load test: ``rulecite serve --workers N`` on loopback, at increasing concurrency.

Starts the service as a subprocess on 127.0.0.1 and a free port, waits until it is ready, then
for each endpoint and each concurrency level sends at most ``--requests`` requests or runs for at
most ``--seconds`` seconds, whichever ends first. Reports throughput, p50/p99 latency and errors
(5xx or transport failures; 4xx are counted separately), then stops the server it started.

    python -m benchmarks.load --workers 2 --index-dir .cache/index --out docs/load.md
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import cycle
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
EVAL_SET = ROOT.parent / "shared" / "eval" / "dev.jsonl"
CLAUSES = (
    ("onepiece", "7-1-4-1-1-1"),
    ("ninjaslayer", "1002.1"),
    ("sve", "1.3"),
    ("kiseki", "103.1"),
    ("fow", "10.1.1"),
    ("onepiece", "6-5-6-1"),
)
FALLBACK_QUERIES = (
    "ライフが0のときにダメージを受けたら",
    "先攻の1ターン目にドローできる?",
    "デッキが0枚になったら",
)


@dataclass(frozen=True, slots=True)
class Level:
    endpoint: str
    concurrency: int
    sent: int
    seconds: float
    errors: int
    client_errors: int
    p50_ms: float
    p99_ms: float

    @property
    def throughput(self) -> float:
        return self.sent / self.seconds if self.seconds else 0.0


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def queries() -> list[str]:
    if not EVAL_SET.exists():
        return list(FALLBACK_QUERIES)
    lines = EVAL_SET.read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["question"] for line in lines if line.strip()][:40] or list(FALLBACK_QUERIES)


def start_server(port: int, workers: int, index_dir: Path | None) -> subprocess.Popen[bytes]:
    command = [
        str(Path(sys.executable).with_name("rulecite")),
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--workers",
        str(workers),
        "--log-level",
        "warning",
    ]
    if index_dir is not None:
        command += ["--index-dir", str(index_dir)]
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    # own process group, so stopping it stops uvicorn's worker processes and nothing else
    return subprocess.Popen(command, env=env, start_new_session=True, stdout=subprocess.DEVNULL)


def wait_ready(base: str, server: subprocess.Popen[bytes], timeout: float) -> dict[str, object]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"the server exited with status {server.returncode}")
        try:
            response = httpx.get(f"{base}/health", timeout=2)
            health: dict[str, object] = response.json() if response.status_code == 200 else {}
            search = health.get("search")
            # /health answers while search still loads in the background: wait for it to settle
            if health and not (isinstance(search, dict) and search.get("state") == "loading"):
                return health
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise RuntimeError(f"the server was not ready within {timeout:.0f} s")


def stop_server(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()


async def run_level(
    base: str, endpoint: str, paths: Sequence[str], concurrency: int, limit: int, seconds: float
) -> Level:
    latencies: list[float] = []
    errors = client_errors = 0
    source = cycle(paths)
    budget = limit
    started = time.perf_counter()
    deadline = started + seconds
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)

    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as client:

        async def worker() -> None:
            nonlocal budget, errors, client_errors
            while budget > 0 and time.perf_counter() < deadline:
                budget -= 1
                path = next(source)
                t0 = time.perf_counter()
                try:
                    response = await client.get(path)
                except httpx.HTTPError:
                    errors += 1
                    continue
                latencies.append(time.perf_counter() - t0)
                if response.status_code >= 500:
                    errors += 1
                elif response.status_code >= 400:
                    client_errors += 1

        await asyncio.gather(*(worker() for _ in range(concurrency)))
    elapsed = time.perf_counter() - started
    ordered = sorted(latencies) or [0.0]
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return Level(
        endpoint=endpoint,
        concurrency=concurrency,
        sent=limit - max(budget, 0),
        seconds=elapsed,
        errors=errors,
        client_errors=client_errors,
        p50_ms=statistics.median(ordered) * 1000,
        p99_ms=p99 * 1000,
    )


def endpoints() -> dict[str, list[str]]:
    from urllib.parse import quote

    return {
        "/health": ["/health"],
        "/games/{g}/clauses/{id}": [f"/games/{g}/clauses/{quote(c)}" for g, c in CLAUSES],
        # the browse page of the same clauses: template rendering, reference and term linking
        "/ui/{g}/{id}": [f"/ui/{g}/{quote(c, safe='')}" for g, c in CLAUSES],
        "/search": [f"/search?q={quote(q)}&k=10" for q in queries()],
        # search, fact extraction and, where the situation is recognised, a simulation
        "/ask": [f"/ask?q={quote(q)}" for q in queries()],
    }


def report(levels: Sequence[Level], workers: int, health: dict[str, object]) -> str:
    search = health.get("search")
    up = isinstance(search, dict) and bool(search.get("available"))
    lines = [
        f"`rulecite serve --workers {workers}` on 127.0.0.1, {os.cpu_count()} CPUs; "
        f"search {'available' if up else 'unavailable'}.",
        "",
        "| endpoint | concurrency | requests | seconds | req/s | p50 ms | p99 ms | errors (5xx/transport) "
        "| 4xx |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for lv in levels:
        lines.append(
            f"| `{lv.endpoint}` | {lv.concurrency} | {lv.sent} | {lv.seconds:.1f} | {lv.throughput:.1f} | "
            f"{lv.p50_ms:.1f} | {lv.p99_ms:.1f} | {lv.errors} | {lv.client_errors} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--index-dir", type=Path, default=None, help="built index (default: settings)")
    parser.add_argument("--concurrency", default="1,4,16,32", help="comma-separated levels")
    parser.add_argument("--requests", type=int, default=400, help="at most this many requests per level")
    parser.add_argument("--seconds", type=float, default=15.0, help="at most this long per level")
    parser.add_argument("--startup-timeout", type=float, default=600.0)
    parser.add_argument("--out", type=Path, default=None, help="also write the markdown table here")
    args = parser.parse_args(argv)
    levels_wanted = [int(x) for x in args.concurrency.split(",") if x.strip()]

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(port, args.workers, args.index_dir)
    try:
        started = time.monotonic()
        health = wait_ready(base, server, args.startup_timeout)
        print(f"ready after {time.monotonic() - started:.1f} s: {health.get('status')}", file=sys.stderr)
        results: list[Level] = []
        for name, paths in endpoints().items():
            asyncio.run(run_level(base, name, paths[:1], 1, 3, 30))  # warm every worker's caches a little
            for concurrency in levels_wanted:
                level = asyncio.run(run_level(base, name, paths, concurrency, args.requests, args.seconds))
                results.append(level)
                print(
                    f"{name:28} c={concurrency:<3} {level.throughput:8.1f} req/s  "
                    f"p50 {level.p50_ms:7.1f} ms  p99 {level.p99_ms:7.1f} ms  errors {level.errors}",
                    file=sys.stderr,
                )
    finally:
        stop_server(server)
    table = report(results, args.workers, health)
    print(table)
    if args.out is not None:
        args.out.write_text(table, encoding="utf-8")
    return 0 if all(lv.errors == 0 for lv in results) else 1


if __name__ == "__main__":
    sys.exit(main())
