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


def test_eval_ask_runs_the_ask_evaluation(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from service.commands import ask_cmds, index_cmds

    monkeypatch.chdir(tmp_path)
    Path("dev.jsonl").write_text("", encoding="utf-8")  # --set must name a file

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


# ---- issue 14: pipes, arguments checked first, stdin, timelines, coverage order -------------------

REPO = Path(__file__).resolve().parents[2]


def test_export_piped_to_head_ends_quietly() -> None:
    """`rulecite export | head -1`: the reader closes the pipe; no BrokenPipeError traceback."""
    import subprocess
    import sys

    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "export"],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # what head does after its line
    err = proc.stderr.read().decode("utf-8")
    status = proc.wait(timeout=120)
    assert json.loads(first)["game"] == "ninjaslayer"
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert status == cli.EXIT_BROKEN_PIPE


def test_broken_pipe_in_any_command_is_quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    def closed(args: argparse.Namespace) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(corpus_cmds, "cmd_report", closed)
    assert cli.main(["corpus", "report"]) == cli.EXIT_BROKEN_PIPE


@pytest.fixture
def nothing_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if a command gets as far as loading the corpus, the index or the answerer."""
    from service.commands import ask_cmds, index_cmds

    def loaded(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("loaded before the arguments were checked")

    monkeypatch.setattr(index_cmds, "_engine", loaded)
    monkeypatch.setattr(ask_cmds, "_answerer", loaded)
    monkeypatch.setattr(corpus_cmds, "default_corpus", loaded)


@pytest.mark.usefixtures("nothing_loads")
@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["search", "ドロー", "--game", "mtg"], "known games: ninjaslayer, kiseki, fow, onepiece, sve"),
        (["search", "ドロー", "--game", "onepice"], "did you mean onepiece?"),
        (["search", "ドロー", "-k", "0"], "accepted: an integer from 1 to 50"),
        (["search", "ドロー", "-k", "ten"], "'ten' is not an integer"),
        (["search", "   "], "the text is empty"),
        (["ask", "ドローは?", "--game", "ポケカ"], "known games"),
        (["ask", "x" * 1001], "accepted: 1 to 1000"),
        (["eval", "--set", "/nonexistent/dev.jsonl"], "is not a readable file"),
        (["clause", "mtg", "1"], "known games"),
        (["export", "--game", "mtg"], "known games"),
        (["clause", "onepiece", "1", "--depth", "11"], "accepted: an integer from 0 to 10"),
        (["playout", "--game", "onepiece", "--games", "-1"], "accepted: an integer from 1"),
        (["playout", "--game", "onepiece", "--games", "0"], "accepted: an integer from 1"),
        (["playout", "--game", "onepiece", "--max-actions", "0"], "accepted: an integer ≥ 1"),
        (["simulate", "/nonexistent.json"], "use - to read standard input"),
    ],
)
def test_bad_arguments_are_refused_before_anything_loads(
    capsys: pytest.CaptureFixture[str], argv: list[str], says: str
) -> None:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert says in err
    assert err.count("error:") == 1  # one message (after argparse's usage line)


@pytest.mark.usefixtures("toy_cli")
@pytest.mark.parametrize("name", ["op", "ワンピース", "ONE PIECE", "わんぴーす"])
def test_clause_accepts_the_names_people_type(capsys: pytest.CaptureFixture[str], name: str) -> None:
    assert cli.main(["clause", name, "1-2-1"]) == 0
    assert "onepiece 1-2-1" in capsys.readouterr().out


@pytest.mark.usefixtures("toy_cli")
def test_clause_depth_works_without_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["clause", "onepiece", "7-1-4-1", "--depth", "2"]) == 0
    out = capsys.readouterr().out
    assert "subtree (2 levels):" in out
    assert "\n  7-1-4-1-1\n" in out  # level 1, then its text
    assert "\n    7-1-4-1-1-1\n" in out  # level 2
    assert "ライフが0枚の場合" in out
    assert cli.main(["clause", "onepiece", "7-1-4-1", "--depth", "1"]) == 0
    assert "7-1-4-1-1-1" not in capsys.readouterr().out


@pytest.mark.usefixtures("toy_cli")
def test_clause_errors_are_one_message(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["clause", "onepiece", "abc"], ["clause", "onepiece", "7-1-4-9"]):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1, err


@pytest.mark.usefixtures("toy_cli")
def test_clause_prints_the_citation(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["clause", "onepiece", "7-1-4-1-1-1"]) == 0
    assert "引用: ONE PIECE CARD GAME 総合ルール v1.0.0 7-1-4-1-1-1" in capsys.readouterr().out


OP_ATTACK = {
    "game": "onepiece",
    "player1": {"leader": {"power": 6000}},
    "player2": {"life": 0},
    "actions": [{"type": "attack"}],
}


def test_op_7_1_4_1_1_1_simulate_reads_stdin_and_prints_a_timeline(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(OP_ATTACK)))
    assert cli.main(["simulate", "-", "--text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:2] == ["1", "scenario"]
    events = lines[:-1]
    assert all(line.rstrip().endswith("]") for line in events)  # every event cites its rules
    assert "[7-1-4-1-1]" in "\n".join(events)
    assert lines[-1].startswith("outcome: game_over, winner player1, reason zero_life_damage  [7-1-4-1-1-1")


def test_simulate_text_prints_the_outcome_notes() -> None:
    from service.commands.engine_cmds import timeline

    sim = {
        "events": [{"seq": 1, "type": "scenario", "text": "開始", "rules": ["6-1-2"]}],
        "outcome": {"status": "ongoing", "winner": None, "rules": [], "notes": ["読み方の注"]},
    }
    assert timeline(sim) == ["  1 scenario       開始  [6-1-2]", "outcome: ongoing", "note: 読み方の注"]


def test_simulate_json_from_a_file_and_errors_as_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    path = tmp_path / "attack.json"
    path.write_text(json.dumps(OP_ATTACK), encoding="utf-8")
    assert cli.main(["simulate", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["outcome"]["winner"] == "player1"
    bad = {**OP_ATTACK, "player2": {"life": -1}}
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(bad)))
    assert cli.main(["simulate", "-"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("rulecite simulate: invalid scenario at scenario.player2.life")
    assert len(captured.err.splitlines()) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO("{not json"))
    assert cli.main(["simulate", "-"]) == 2
    assert "cannot read standard input" in capsys.readouterr().err


def test_engine_coverage_lists_ids_in_rule_order(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from service.engine import coverage

    record = tmp_path / "executed.json"
    counts = {"onepiece": {"7-1-4-10": 1, "2-1": 3}, "sve": {"8.4.10": 2}}
    record.write_text(
        json.dumps(
            {
                "meta": {"finished": "2026-11-25T21:00:00Z", "args": ["tests/engine"], "tests_collected": 9},
                "games": {g: {"counts": c, "tests": {}} for g, c in counts.items()},
            }
        ),
        encoding="utf-8",
    )
    monkeypatch.setattr(coverage, "RECORD", record)
    monkeypatch.setattr(coverage, "available_games", lambda: ["onepiece", "sve"])
    in_code = {"onepiece": {"7-1-4-10", "7-1-4-2", "10-1", "2-1"}, "sve": {"8.4.10", "8.4.9", "1.2"}}
    monkeypatch.setattr(coverage, "code_citations", lambda game: frozenset(in_code[game]))
    assert cli.main(["engine", "coverage"]) == 0
    captured = capsys.readouterr()
    assert "recorded by the test run of 2026-11-25T21:00:00Z" in captured.err  # where the figures come from
    assert "never executed: 7-1-4-2, 10-1" in captured.out  # 7-1-4-2 before 10-1: rule order, not text
    assert "never executed: 1.2, 8.4.9" in captured.out
    assert cli.main(["engine", "coverage", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["onepiece"]["executed_ids"] == ["2-1", "7-1-4-10"]
    assert data["sve"]["never_executed"] == ["1.2", "8.4.9"]
