"""Issue 13's probes against a live ``rulecite serve`` on loopback, measured as an attacker would.

Starts the service (one worker, 127.0.0.1, a free port) with the given index directory — or an
empty one, which serves everything but search — then:

1. after 500 warm-up requests, sends `--methods` requests with random method names (15% of them
   50 kB long, the rest 3–200 characters) to ``/health`` and reports the server's resident memory
   before, every 2000 requests and after, and the size of ``/metrics``;
2. sends each issue-13 probe of `tests.service.hostile_requests` five times and reports its status
   and median / worst wall time;
3. sends 45 concurrent clause-page requests with 1.4 kB ids while timing ``/health``.

``python -m benchmarks.hostile_probes [--methods 10000] [--index-dir DIR]``; loopback only, every
loop bounded in count, and the server it started is stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import string
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import httpx

from benchmarks.load import free_port, start_server, stop_server, wait_ready
from tests.service.hostile_requests import CASES, title_of

ISSUE_13_FIRST = "50 kB random method"
LONG_METHOD_SHARE = 0.15  # of the random-method requests, this share carries a 50 kB method


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def random_methods(base: str, count: int, rng: random.Random, pid: int) -> list[int]:
    """Sends `count` random-method requests; the server's RSS (KiB) after every 2000."""
    checkpoints = []
    with httpx.Client(base_url=base, timeout=30) as client:
        for i in range(1, count + 1):
            size = 50_000 if rng.random() < LONG_METHOD_SHARE else rng.randint(3, 200)
            method = "".join(rng.choice(string.ascii_uppercase) for _ in range(size))
            client.request(method, "/health")
            if i % 2000 == 0:
                checkpoints.append(rss_kib(pid))
                print(f"  {i} random-method requests sent, server RSS {checkpoints[-1]} KiB", flush=True)
    return checkpoints


def probes(base: str) -> list[tuple[str, int, str, float, float]]:
    start = next(i for i, c in enumerate(CASES) if c.label == ISSUE_13_FIRST)
    rows = []
    with httpx.Client(base_url=base, timeout=30, follow_redirects=False) as client:
        for case in CASES[start:]:
            times = []
            for _ in range(5):
                began = time.perf_counter()
                response = client.request(
                    case.method, case.path, content=case.body, headers=dict(case.headers)
                )
                times.append((time.perf_counter() - began) * 1000)
            rows.append(
                (
                    case.label,
                    response.status_code,
                    title_of(cast(Any, response)),
                    statistics.median(times),
                    max(times),
                )
            )
    return rows


async def health_under_page_load(base: str) -> tuple[float, float]:
    """/health latency (ms) alone, then while 45 clause pages with 1.4 kB ids are requested."""
    page = "/ui/onepiece/" + "1-" * 700 + "1"
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        began = time.perf_counter()
        await client.get("/health")
        alone = (time.perf_counter() - began) * 1000
        pages = [asyncio.create_task(client.get(page)) for _ in range(45)]
        await asyncio.sleep(0.01)
        began = time.perf_counter()
        await client.get("/health")
        loaded = (time.perf_counter() - began) * 1000
        await asyncio.gather(*pages)
    return alone, loaded


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--methods", type=int, default=10_000)
    parser.add_argument("--index-dir", type=Path, default=None)
    parser.add_argument("--startup-timeout", type=float, default=300)
    args = parser.parse_args(argv)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as empty:
        server = start_server(port, 1, args.index_dir or Path(empty))
        try:
            wait_ready(base, server, args.startup_timeout)
            httpx.get(f"{base}/metrics")
            random_methods(base, 500, random.Random(1), server.pid)  # warm-up: allocator, parser buffers
            before = rss_kib(server.pid)
            began = time.perf_counter()
            checkpoints = random_methods(base, args.methods, random.Random(13), server.pid)
            spent = time.perf_counter() - began
            after = rss_kib(server.pid)
            metrics = httpx.get(f"{base}/metrics").content
            grown = after - before
            print(
                f"\n{args.methods} random-method requests in {spent:.1f} s: server RSS {before} KiB "
                f"before, {after} KiB after ({grown:+d} KiB; every 2000: {checkpoints}); "
                f"/metrics {len(metrics)} bytes\n"
            )
            print("| probe | status | answer | median ms | worst ms |\n|---|---|---|---|---|")
            for label, status, title, median, worst in probes(base):
                shown = (title or "—").replace("|", "\\|")
                print(f"| {label} | {status} | {shown} | {median:.1f} | {worst:.1f} |")
            alone, loaded = asyncio.run(health_under_page_load(base))
            print(
                f"\n/health alone {alone:.1f} ms; during 45 concurrent 1.4 kB-id clause pages {loaded:.1f} ms"
            )
        finally:
            stop_server(server)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
