"""`rulecite` command line: wires the sub-command modules under `service.commands`.

Importing this module and parsing arguments stays cheap (no torch, model or index): each command
imports what it needs when it runs, so a bad argument is refused before anything heavy loads.
"""

from __future__ import annotations

import argparse
import importlib
import io
import os
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
# what a shell reports for a process ended by SIGPIPE (128 + 13): `rulecite export | head -1`
EXIT_BROKEN_PIPE = 141


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
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse has printed the usage and the error (or --help)
        return exc.code if isinstance(exc.code, int) else 2
    try:
        status: int = args.func(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # the reader (head, less, grep -m1) has what it wanted: stop quietly, as Unix tools do
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    return status


def _silence_stdout() -> None:
    """Point standard output at /dev/null so the interpreter's final flush cannot fail again."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, io.UnsupportedOperation):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
