"""Cold paths, each a fresh process as a user starts it: serve → /health, MCP initialize, CLI commands.

Run against a built, current index (``rulecite index ensure`` first)::

    .venv/bin/python benchmarks/cold_paths.py [--index-dir DIR] [--port 8107] [--repeat 2]

Measures, with the wall clock from process start:

* ``rulecite serve``: until ``/health`` first answers, and until it reports search ``ready``;
* ``rulecite mcp`` (stdio): until the ``initialize`` response, and until ``list_games`` says search
  is ready;
* ``rulecite index ensure`` on the current index (manifest and hashes; no model load);
* ``rulecite search`` and ``rulecite ask`` for one question each (the whole command).

Prints a markdown table with the date and the load average before and after (the machine's other
work slows every row alike; compare rows of one run).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".venv" / "bin"
QUESTION = "ライフが0のときにリーダーがダメージを受けたらどうなる?"


def _env(index_dir: Path) -> dict[str, str]:
    return {
        **os.environ,
        "RULECITE_INDEX_DIR": str(index_dir),
        "RULECITE_BUILD_INDEX_IF_MISSING": "false",
        "HF_HUB_OFFLINE": "1",
        "PYTHONUNBUFFERED": "1",
    }


def serve(index_dir: Path, port: int) -> tuple[float, float]:
    """Seconds until /health answers and until it reports search ready."""
    started = time.perf_counter()
    proc = subprocess.Popen(
        [str(BIN / "rulecite"), "serve", "--port", str(port), "--log-level", "warning"],
        env=_env(index_dir),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    first = ready = float("nan")
    try:
        while time.perf_counter() - started < 180:
            try:
                body = httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).json()
            except httpx.HTTPError:
                time.sleep(0.05)
                continue
            now = time.perf_counter() - started
            if first != first:  # NaN: the first answer
                first = now
            if body["search"].get("state", "ready" if body["search"]["available"] else "") == "ready":
                ready = now
                break
            if body["search"].get("state") == "unavailable":
                raise SystemExit(f"search unavailable: {body['search'].get('detail')}")
            time.sleep(0.05)
    finally:
        proc.terminate()
        proc.wait(10)
    return first, ready


def _rpc(stdin: IO[str], stdout: IO[str], message: dict[str, Any]) -> dict[str, Any]:
    stdin.write(json.dumps(message) + "\n")
    stdin.flush()
    while True:
        line = stdout.readline()
        if not line:
            raise SystemExit("the MCP server closed its output")
        reply: dict[str, Any] = json.loads(line)
        if reply.get("id") == message.get("id"):
            return reply


def mcp(index_dir: Path) -> tuple[float, float]:
    """Seconds until the initialize response and until list_games reports search ready."""
    started = time.perf_counter()
    proc = subprocess.Popen(
        [str(BIN / "rulecite"), "mcp"],
        env=_env(index_dir),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        init = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "bench", "version": "0"},
            },
        }
        _rpc(proc.stdin, proc.stdout, init)
        initialized = time.perf_counter() - started
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
        ready = float("nan")
        for n in range(2, 2000):
            call = {
                "jsonrpc": "2.0",
                "id": n,
                "method": "tools/call",
                "params": {"name": "list_games", "arguments": {}},
            }
            reply = _rpc(proc.stdin, proc.stdout, call)
            content = reply.get("result", {}).get("structuredContent") or {}
            state = content.get("search_state") or content.get("result", {}).get("search_state")
            if state == "ready":
                ready = time.perf_counter() - started
                break
            if state == "unavailable":
                raise SystemExit("MCP search unavailable")
            time.sleep(0.1)
        return initialized, ready
    finally:
        proc.stdin.close()
        proc.terminate()
        proc.wait(10)


def command(index_dir: Path, args: Sequence[str]) -> float:
    started = time.perf_counter()
    subprocess.run(
        [str(BIN / "rulecite"), *args],
        env=_env(index_dir),
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--index-dir", type=Path, default=ROOT / ".cache" / "index")
    parser.add_argument("--port", type=int, default=8107)
    parser.add_argument(
        "--repeat", type=int, default=2, help="runs of each measurement (the median is shown)"
    )
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error("--repeat must be >= 1")
    index_dir = args.index_dir.resolve()
    load_before = os.getloadavg()[0]
    rows: dict[str, list[float]] = {}

    def add(name: str, value: float) -> None:
        rows.setdefault(name, []).append(value)

    for _ in range(args.repeat):
        first, ready = serve(index_dir, args.port)
        add("`rulecite serve` → first `/health` answer", first)
        add("`rulecite serve` → `/health` says search ready", ready)
        initialized, searchable = mcp(index_dir)
        add("`rulecite mcp` → `initialize` answered", initialized)
        add("`rulecite mcp` → `list_games` says search ready", searchable)
        add("`rulecite index ensure` (current index)", command(index_dir, ["index", "ensure"]))
        add(
            "`rulecite search` (one question, cold)",
            command(index_dir, ["search", QUESTION, "--game", "onepiece"]),
        )
        add(
            "`rulecite ask` (one question, cold)", command(index_dir, ["ask", QUESTION, "--game", "onepiece"])
        )
    load_after = os.getloadavg()[0]
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    print(f"cold paths, {args.repeat} run(s) each, median shown; {when}")
    print(f"load average {load_before:.2f} → {load_after:.2f} ({os.cpu_count()} CPUs)\n")
    print("| path | seconds (median) | runs |")
    print("|---|---|---|")
    for name, values in rows.items():
        ordered = sorted(values)
        median = ordered[len(ordered) // 2]
        print(f"| {name} | {median:.2f} | {', '.join(f'{v:.2f}' for v in values)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
