"""The search CLI wiring: `rulecite index|search|eval` parse as documented."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from service.commands import index_cmds


@pytest.fixture()
def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rulecite")
    index_cmds.register(p.add_subparsers(dest="command", required=True))
    return p


def test_search_arguments(parser: argparse.ArgumentParser) -> None:
    args = parser.parse_args(["search", "--game", "sve", "--mode", "lexical", "-k", "3", "先攻のドロー"])
    assert (args.query, args.game, args.mode, args.k) == ("先攻のドロー", "sve", "lexical", 3)
    assert args.func is index_cmds.cmd_search


def test_eval_arguments(parser: argparse.ArgumentParser, tmp_path: Path) -> None:
    questions = tmp_path / "dev.jsonl"
    questions.write_text("", encoding="utf-8")  # the set must be a readable file
    args = parser.parse_args(["eval", "--set", str(questions), "--mode", "all", "--no-game"])
    assert args.eval_set == questions and args.mode == "all" and args.no_game


@pytest.mark.parametrize("sub", ["build", "ensure", "info"])
def test_index_subcommands(parser: argparse.ArgumentParser, sub: str) -> None:
    args = parser.parse_args(["index", sub, "--index-dir", "/tmp/x"])
    assert args.index_dir == Path("/tmp/x") and callable(args.func)


def test_info_on_missing_index_fails_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser(prog="rulecite")
    index_cmds.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["index", "info", "--index-dir", str(tmp_path)])
    assert args.func(args) != 0
    assert "no built index" in capsys.readouterr().err


def test_info_never_converts_the_model(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A manifest without the converted model: `index info` judges it from the manifest and hashes
    instead of writing ~465 MB of converted model into the index's cache."""
    from index.artifacts import MANIFEST
    from index.store import artifacts_dir

    real = Path(__file__).resolve().parents[2] / ".cache" / "index"
    if not (artifacts_dir(real) / MANIFEST).is_file():
        pytest.skip("no built index to copy a manifest from")
    (artifacts_dir(tmp_path)).mkdir(parents=True)
    (artifacts_dir(tmp_path) / MANIFEST).write_bytes((artifacts_dir(real) / MANIFEST).read_bytes())
    parser = argparse.ArgumentParser(prog="rulecite")
    index_cmds.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["index", "info", "--index-dir", str(tmp_path)])
    assert args.func(args) in (1, 3)  # corrupt (no files beside it) or stale, judged without a model
    assert "status:   " in capsys.readouterr().out
    assert not (tmp_path / "cache").exists()
