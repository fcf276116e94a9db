"""``rulecite mcp``: the rules tools as an MCP server over standard input/output.

Standard output carries only MCP messages, so everything else (logs, loading progress) goes to
standard error.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import sys
from pathlib import Path

from service.commands.corpus_cmds import SubParsers


def register(sub: SubParsers[argparse.ArgumentParser]) -> None:
    mcp = sub.add_parser(
        "mcp",
        help="serve the rules tools over MCP (stdio)",
        description="Run an MCP server on standard input/output with the tools list_games, "
        "lookup_clause, search_rules, ask_rules, simulate and verify_citation. Register it in an "
        "assistant as the command `rulecite mcp`. The HTTP service serves the same tools at /mcp.",
    )
    mcp.add_argument("--index-dir", type=Path, default=None, help="built search index directory")
    mcp.add_argument(
        "--no-search",
        action="store_true",
        help="do not load the search index (search_rules and ask_rules then report it unavailable)",
    )
    mcp.add_argument(
        "--build-index-if-missing",
        action="store_true",
        default=None,
        help="build the index when none is found",
    )
    mcp.set_defaults(func=cmd_mcp)


def cmd_mcp(args: argparse.Namespace) -> int:
    from corpus.loader import default_corpus
    from service.mcp_server import build_server, make_ask
    from service.mcp_tools import Toolkit
    from service.search_service import SearchService, load_search, start_search
    from service.settings import Settings

    if args.index_dir is not None:
        os.environ["RULECITE_INDEX_DIR"] = str(args.index_dir.resolve())
    if args.build_index_if_missing:
        os.environ["RULECITE_BUILD_INDEX_IF_MISSING"] = "true"
    settings = Settings()
    logging.basicConfig(stream=sys.stderr, level=settings.log_level.upper())
    with contextlib.redirect_stdout(sys.stderr):
        corpus = default_corpus()
        if args.no_search:
            service = SearchService(None, "started with --no-search")
        else:
            # loads in the background: `initialize` is answered at once, search tools say "loading"
            start = start_search if settings.search_in_background else load_search
            service = start(settings, corpus)
    ask, why = make_ask(corpus, service, {})
    kit = Toolkit(corpus=corpus, search=service, ask=ask, ask_unavailable=why)
    server = build_server(lambda: kit, version=_version())
    try:
        server.run("stdio")
    finally:
        service.close()
    return 0


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("rulecite")
    except PackageNotFoundError:
        return "0.0.0"
