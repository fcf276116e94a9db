"""``rulecite serve``: run the HTTP API under uvicorn.

uvicorn runs ``service.api.app:create_app`` in factory mode so that ``--workers N`` works: each
worker process builds its own app from `Settings`. Command-line options therefore travel to the
workers as ``RULECITE_*`` environment variables, the same ones a deployment would set.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import socket
from pathlib import Path
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from service.commands.corpus_cmds import SubParsers
from service.settings import Settings

APP_FACTORY = "service.api.app:create_app"


class NoDelayH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with Nagle's algorithm off on every accepted connection.

    asyncio turns TCP_NODELAY on only for sockets whose protocol number reads as TCP; the listening
    socket uvicorn shares with ``--workers`` processes reads as 0, so its connections kept Nagle on.
    h11 writes the headers and the body separately, and the body then waited for the client's
    delayed ACK: every response took ≥ 40 ms with two or more workers (docs/reliability.md).
    """

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        sock: Any = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            # a connection already closed has nothing to tune
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().connection_made(transport)  # type: ignore[arg-type]


def register(sub: SubParsers[argparse.ArgumentParser]) -> None:
    serve = sub.add_parser(
        "serve",
        help="serve the HTTP API",
        description="Serve the HTTP API (OpenAPI docs at /docs). Options override RULECITE_* settings.",
    )
    serve.add_argument("--host", default=None, help="interface to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=None, help="TCP port (default 8000)")
    serve.add_argument("--workers", type=int, default=None, help="worker processes (default 1)")
    serve.add_argument("--index-dir", type=Path, default=None, help="built search index directory")
    serve.add_argument("--log-level", choices=["critical", "error", "warning", "info", "debug"], default=None)
    serve.add_argument(
        "--build-index-if-missing",
        action="store_true",
        default=None,
        help="build the search index at start-up when none is found",
    )
    serve.set_defaults(func=cmd_serve)


def overrides(args: argparse.Namespace) -> dict[str, str]:
    """The RULECITE_* variables the given options stand for."""
    pairs = {
        "HOST": args.host,
        "PORT": args.port,
        "WORKERS": args.workers,
        "INDEX_DIR": args.index_dir.resolve() if args.index_dir is not None else None,
        "LOG_LEVEL": args.log_level,
        "BUILD_INDEX_IF_MISSING": "true" if args.build_index_if_missing else None,
    }
    return {f"RULECITE_{key}": str(value) for key, value in pairs.items() if value is not None}


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    os.environ.update(overrides(args))
    settings = Settings()  # validates the options before any worker starts
    uvicorn.run(
        APP_FACTORY,
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=settings.workers,
        log_level=settings.log_level,
        http=NoDelayH11Protocol,
        # the app writes one JSON access-log line per request (service.access, with the request id);
        # uvicorn's own plain-text line would interleave a second, unstructured format on stderr
        access_log=False,
    )
    return 0
