"""`rulecite clause`, `export`, `corpus report` and `serve` (uvicorn replaced by a recorder)."""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
from pathlib import Path
from typing import Any

import pytest

from corpus.loader import Corpus
from service import cli
from service.commands import corpus_cmds, serve_cmds


@pytest.fixture
def toy_cli(monkeypatch: pytest.MonkeyPatch, api_corpus: Corpus) -> None:
    monkeypatch.setattr(corpus_cmds, "default_corpus", lambda: api_corpus)


@pytest.mark.usefixtures("toy_cli")
def test_clause_prints_text_ancestors_and_references(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["clause", "onepiece", "１－２－１"]) == 0
    out = capsys.readouterr().out
    assert "onepiece 1-2-1" in out
    assert "ゲーム概要 › 勝敗" in out
    assert "(7-1-4-1-1-1参照) → 7-1-4-1-1-1" in out
    assert "1-2-1-1" in out  # children listed


@pytest.mark.usefixtures("toy_cli")
def test_clause_json_matches_the_api(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["clause", "ninjaslayer", "103.3", "--json", "--depth", "1"]) == 0
    body = json.loads(capsys.readouterr().out)
    assert body["id"] == "103.3"
    assert body["references"][0]["target"] == "1002.1"
    assert body["subtree"]["id"] == "103.3"


@pytest.mark.usefixtures("toy_cli")
def test_clause_errors_exit_2_with_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["clause", "onepiece", "7-1-4-9"]) == 2
    assert "nearby: 7-1-4," in capsys.readouterr().err
    assert cli.main(["clause", "onepiece", "abc"]) == 2
    assert "accepted:" in capsys.readouterr().err
    assert cli.main(["clause", "mtg", "1"]) == 2
    assert "known games" in capsys.readouterr().err


@pytest.mark.usefixtures("toy_cli")
def test_export_writes_one_json_object_per_clause(tmp_path: Path) -> None:
    out = tmp_path / "clauses.jsonl"
    assert cli.main(["export", "--out", str(out)]) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(records) == 16
    assert set(records[0]) == {"game", "id", "parent", "title", "text", "examples", "refs"}
    by_id = {(r["game"], r["id"]): r for r in records}
    assert by_id["onepiece", "1-2-1"]["refs"] == [{"raw": "(7-1-4-1-1-1参照)", "target": "7-1-4-1-1-1"}]
    assert by_id["onepiece", "7-1-4-1-1-1"]["parent"] == "7-1-4-1-1"


@pytest.mark.usefixtures("toy_cli")
def test_export_one_game_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["export", "--game", "ninjaslayer"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line)["id"] for line in lines] == ["100", "103", "103.3", "1002", "1002.1"]


@pytest.mark.usefixtures("toy_cli")
def test_corpus_report_writes_markdown(tmp_path: Path) -> None:
    target = tmp_path / "docs" / "corpus.md"
    assert cli.main(["corpus", "report", "--write", str(target)]) == 0
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert "onepiece" in text


def test_serve_runs_the_factory_with_options(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import uvicorn

    calls: list[tuple[str, dict[str, Any]]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: calls.append((app, kw)))
    for key in ("HOST", "PORT", "WORKERS", "INDEX_DIR", "LOG_LEVEL", "BUILD_INDEX_IF_MISSING"):
        # set-then-delete so monkeypatch restores the environment the command writes to
        monkeypatch.setenv(f"RULECITE_{key}", "")
        monkeypatch.delenv(f"RULECITE_{key}")
    argv = ["serve", "--host", "0.0.0.0", "--port", "9100", "--workers", "2", "--index-dir", str(tmp_path)]
    assert cli.main(argv) == 0
    ((app, kwargs),) = calls
    assert app == serve_cmds.APP_FACTORY == "service.api.app:create_app"
    assert kwargs == {
        "factory": True,
        "host": "0.0.0.0",
        "port": 9100,
        "workers": 2,
        "log_level": "info",
        "http": serve_cmds.NoDelayH11Protocol,
        "access_log": False,  # the app's JSON access log replaces uvicorn's text one
    }
    import os

    # the workers rebuild Settings from the environment, so the options must be there
    assert os.environ["RULECITE_INDEX_DIR"] == str(tmp_path.resolve())
    assert os.environ["RULECITE_WORKERS"] == "2"


def test_eval_ask_runs_the_ask_evaluation(monkeypatch: pytest.MonkeyPatch) -> None:
    from service.commands import ask_cmds, index_cmds

    seen: list[argparse.Namespace] = []

    def fake(args: argparse.Namespace) -> int:
        seen.append(args)
        return 0

    monkeypatch.setattr(ask_cmds, "cmd_ask_eval", fake)
    assert cli.main(["eval", "--ask", "--set", "dev.jsonl", "--no-game"]) == 0
    assert seen and seen[0].eval_set == Path("dev.jsonl") and seen[0].no_game
    assert seen[0].checks == index_cmds.DEFAULT_ASK_CHECKS and seen[0].json is False


def test_serve_protocol_turns_nagle_off_on_each_connection(monkeypatch: pytest.MonkeyPatch) -> None:
    """With --workers, accepted sockets kept Nagle on and every response waited ~40 ms for an ACK."""
    from uvicorn.protocols.http.h11_impl import H11Protocol

    monkeypatch.setattr(H11Protocol, "connection_made", lambda self, transport: None)
    with (
        socket.create_server(("127.0.0.1", 0)) as server,
        socket.create_connection(server.getsockname()) as _client,
    ):
        conn, _ = server.accept()
        with conn:
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 0)
            transport = asyncio.Transport(extra={"socket": conn})
            protocol = object.__new__(serve_cmds.NoDelayH11Protocol)
            protocol.connection_made(transport)
            assert conn.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
