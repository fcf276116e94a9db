"""Argument types shared by the sub-commands: checked by argparse before a command loads anything.

A bad ``--game`` or ``-k`` is refused at once with what is accepted (instead of after loading the
corpus, the model and the index). Only games.toml is read here, never a rulebook or a model.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from corpus.names import accepted_text, default_names

MAX_QUERY_CHARS = 1000  # as the HTTP API and the index accept


def game_id(value: str) -> str:
    """A game id or a name people type for it (`op`, `ワンピース`), as the canonical id."""
    names = default_names()
    text = value.strip()
    resolved = names.resolve(text) if text else None
    if resolved is not None:
        return resolved
    close = names.suggest(text)
    hint = f" (did you mean {', '.join(close)}?)" if close else ""
    raise argparse.ArgumentTypeError(f"unknown game {value!r}{hint}; known games: {accepted_text(names)}")


def int_range(low: int, high: int | None = None) -> Callable[[str], int]:
    """An integer from `low` to `high` (no upper bound when None)."""
    accepted = f"an integer from {low} to {high}" if high is not None else f"an integer ≥ {low}"

    def parse(value: str) -> int:
        try:
            number = int(value.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"{value!r} is not an integer; accepted: {accepted}") from None
        if number < low or (high is not None and number > high):
            raise argparse.ArgumentTypeError(f"{number} is out of range; accepted: {accepted}")
        return number

    parse.__name__ = "integer"  # argparse names the type in its own messages
    return parse


def query_text(value: str) -> str:
    """A question or keywords: 1–1000 characters after trimming."""
    text = value.strip()
    if not text:
        raise argparse.ArgumentTypeError(f"the text is empty; accepted: 1 to {MAX_QUERY_CHARS} characters")
    if len(text) > MAX_QUERY_CHARS:
        raise argparse.ArgumentTypeError(
            f"the text has {len(text)} characters; accepted: 1 to {MAX_QUERY_CHARS}"
        )
    return text


def existing_file(value: str) -> Path:
    path = Path(value)
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{value!r} is not a readable file")
    return path


def file_or_stdin(value: str) -> str:
    """A path, or ``-`` for standard input."""
    if value != "-" and not Path(value).is_file():
        raise argparse.ArgumentTypeError(f"{value!r} is not a readable file; use - to read standard input")
    return value
