"""`rulecite` command line: wires the sub-command modules under `service.commands`."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Each module defines ``register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser])``
# and sets ``func`` on the parsers it adds; ``func(args) -> int`` is the exit status.
_COMMAND_MODULES = (
    "service.commands.corpus_cmds",
    "service.commands.index_cmds",
    "service.commands.engine_cmds",
    "service.commands.ask_cmds",
    "service.commands.serve_cmds",
    "service.commands.mcp_cmds",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rulecite", description="Japanese TCG rules citation service")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in _COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    status: int = args.func(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
