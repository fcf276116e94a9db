"""Shadowverse Evolve held-out questions (`data/heldout_sve.jsonl`) run through the builders and the
engine, and through `/ask`; extraction from varied phrasings is tested in `test_sve_reading.py`.

`CHECKS` holds one machine-checkable predicate per scenario question (the question's `expect`, as a
test over the `SimulationResult`); ``rulecite eval --ask --set tests/service/answering/data/heldout_sve.jsonl
--checks tests.service.answering.test_sve_questions`` grades `/ask` with them. Fast: no index, no model.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from corpus import Corpus
from service.answering.ask import Answerer
from service.answering.citing import ungrounded
from service.engine.events import Reason, Result
from service.engine.scenario import SimulationResult
from tests.service.answering.answer_checks import past_answer_line
from tests.service.answering.probes import any_rejected as _refused
from tests.service.answering.probes import check_sve_scenario
from tests.service.answering.probes import rejected as _rejected
from tests.service.answering.probes import zone as _zone

HELDOUT = Path(__file__).resolve().parent / "data" / "heldout_sve.jsonl"
ROWS: list[dict[str, Any]] = [
    json.loads(line) for line in HELDOUT.read_text(encoding="utf-8").splitlines() if line
]


# ----- reading a result -----------------------------------------------------------------------
def _ongoing(r: SimulationResult) -> bool:
    return r.outcome.result is Result.ONGOING


def _followers(r: SimulationResult, player: str, zone: str) -> list[dict[str, Any]]:
    return [c for c in _zone(r, player, zone) if c["kind"] == "follower" and c["name"] != "デッキのカード"]


def _graveyard_followers(r: SimulationResult, player: str) -> int:
    return len([c for c in _followers(r, player, "graveyard") if c["name"] != "墓場のカード"])


def _health_hits(r: SimulationResult, player: str) -> list[int]:
    return [
        int(e.data["delta"])
        for e in r.events
        if e.type == "counter"
        and e.data.get("player") == player
        and e.data.get("key") == "health"
        and int(e.data.get("delta", 0)) < 0
    ]


# ----- one predicate per scenario question ----------------------------------------------------
def sve_h_01(r: SimulationResult) -> bool:  # 体力ちょうど0 → 相手の敗北
    return (
        r.counter("player2", "health") == 0 and r.outcome.winner == "player1" and "11.2.1" in r.outcome.rules
    )


def sve_h_02(r: SimulationResult) -> bool:  # 体力1、ゲームは続く
    return r.counter("player2", "health") == 1 and _ongoing(r)


def sve_h_03(r: SimulationResult) -> bool:  # 相手のフォロワーだけ破壊、自分のは2ダメージで残る
    mine = _followers(r, "player1", "field")
    return (
        _graveyard_followers(r, "player2") == 1
        and _graveyard_followers(r, "player1") == 0
        and len(mine) == 1
        and mine[0]["flags"].get("damage") == 2
    )


def sve_h_04(r: SimulationResult) -> bool:  # 両方破壊
    return _graveyard_followers(r, "player1") == 1 and _graveyard_followers(r, "player2") == 1


def sve_h_05(r: SimulationResult) -> bool:  # スタンド状態は攻撃目標にできない
    return _rejected(r, "8.4.3.1")


def sve_h_06(r: SimulationResult) -> bool:  # 【守護】を攻撃目標に選ぶ必要がある
    return _rejected(r, "12.8.2")


def sve_h_07(r: SimulationResult) -> bool:  # スタンドの【守護】は制限しない: 体力18
    return not _refused(r) and r.counter("player2", "health") == 18


def sve_h_08(r: SimulationResult) -> bool:  # 【疾走】で攻撃、体力0で勝利
    return not _refused(r) and r.counter("player2", "health") == 0 and r.outcome.winner == "player1"


def sve_h_09(r: SimulationResult) -> bool:  # 【突進】はリーダーを攻撃できない
    return _rejected(r, "8.4.3.1")


def sve_h_10(r: SimulationResult) -> bool:  # 【突進】でアクト状態のフォロワーを攻撃できる
    return not _refused(r) and any(e.type == "combat_damage" for e in r.events)


def sve_h_11(r: SimulationResult) -> bool:  # 【必殺】と交戦したフォロワーは破壊
    return _graveyard_followers(r, "player2") == 1 and bool(r.events_citing("11.3.2"))


def sve_h_12(r: SimulationResult) -> bool:  # 【ドレイン】: 自分8、相手17
    return r.counter("player1", "health") == 8 and r.counter("player2", "health") == 17


def sve_h_13(r: SimulationResult) -> bool:  # 【威圧】は攻撃目標にできない
    return _rejected(r, "12.12.2")


def sve_h_14(r: SimulationResult) -> bool:  # 後攻1ターン目: 引く、PP最大値1、PP1
    drew = [e for e in r.events if e.type == "move" and "7.2.4" in e.rules]
    return (
        len(drew) == 1
        and not r.events_citing("7.2.4.1")
        and r.counter("player1", "pp_max") == 1
        and r.counter("player1", "pp") == 1
    )


def sve_h_15(r: SimulationResult) -> bool:  # PP最大値10、PP10
    return r.counter("player1", "pp_max") == 10 and r.counter("player1", "pp") == 10


def sve_h_16(r: SimulationResult) -> bool:  # 7枚なら捨てない
    return len(_zone(r, "player1", "graveyard")) == 0 and not r.events_citing("7.4.7")


def sve_h_17(r: SimulationResult) -> bool:  # 10枚 → 3枚捨てて7枚
    return len(_zone(r, "player1", "graveyard")) == 3 and len(_zone(r, "player1", "hand")) == 7


def sve_h_18(r: SimulationResult) -> bool:  # コスト3をPP3で出せる、PP0
    return not _refused(r) and r.counter("player1", "pp") == 0 and len(_zone(r, "player1", "field")) == 1


def sve_h_19(r: SimulationResult) -> bool:  # PP4でコスト5は使えない
    return _rejected(r, "8.2.1")


def sve_h_20(r: SimulationResult) -> bool:  # EP1+PP1で進化コスト2を払える
    return (
        not _refused(r)
        and r.counter("player1", "ep") == 0
        and r.counter("player1", "pp") == 0
        and bool(_zone(r, "player1", "evolved"))
    )


def sve_h_21(r: SimulationResult) -> bool:  # EP0・PP1では進化コスト2を払えない
    return _rejected(r, "12.2.3")


def sve_h_22(r: SimulationResult) -> bool:  # 進化は1ターンに1回
    return _rejected(r, "8.3.2")


def sve_h_23(r: SimulationResult) -> bool:  # 最後の1枚を引くだけ、敗北しない
    return _ongoing(r) and len(_zone(r, "player1", "deck")) == 0 and not r.events_citing("11.2.2")


def sve_h_24(r: SimulationResult) -> bool:  # 同時敗北は引き分け
    return r.outcome.draw and "1.2.2" in r.outcome.rules


def sve_h_25(r: SimulationResult) -> bool:  # 3ダメージを1回
    hits = _health_hits(r, "player2")
    return hits == [-3] and bool(r.events_citing("5.28.1"))


def sve_h_26(r: SimulationResult) -> bool:  # 5体目は出せる
    return not _refused(r) and len(_zone(r, "player1", "field")) == 5


def sve_h_27(r: SimulationResult) -> bool:  # どちらも破壊されない
    theirs = _followers(r, "player2", "field")
    return (
        _graveyard_followers(r, "player1") == 0
        and _graveyard_followers(r, "player2") == 0
        and len(theirs) == 1
        and theirs[0]["flags"].get("damage") == 2
    )


def sve_h_28(r: SimulationResult) -> bool:  # 相手がデッキ0枚で引いて敗北
    return r.outcome.winner == "player1" and r.outcome.reason is Reason.DECK_OUT


def sve_h_29(r: SimulationResult) -> bool:  # 先攻2ターン目: 1枚引く、PP最大値2、PP2
    drew = [e for e in r.events if e.type == "move" and "7.2.4" in e.rules]
    return len(drew) == 1 and r.counter("player1", "pp_max") == 2 and r.counter("player1", "pp") == 2


def sve_h_30(r: SimulationResult) -> bool:  # 進化後の体力4から失った1 → 残り3
    field = _followers(r, "player1", "field")
    evolved = _zone(r, "player1", "evolved")
    return (
        len(field) == 1
        and len(evolved) == 1
        and evolved[0]["stats"]["health"] - int(field[0]["flags"].get("damage", 0)) == 3
    )


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    name.replace("_", "-"): fn
    for name, fn in dict(globals()).items()
    if callable(fn) and name.startswith("sve_h_")
}


# ----- the held-out scenario questions through extraction, builders and the engine -------------------
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def test_sve_heldout_set_shape() -> None:
    assert len(ROWS) >= 30 and len(SCENARIOS) >= 15
    assert {r["id"] for r in SCENARIOS} == set(CHECKS)
    assert all(r["game"] == "sve" and r["gold"] for r in ROWS)


def test_sve_heldout_gold_clauses_exist(corpus: Corpus) -> None:
    book = corpus.book("sve")
    assert not [(r["id"], g) for r in ROWS for g in r["gold"] if g not in book.clauses]


@pytest.mark.parametrize("row", SCENARIOS, ids=[f"{r['id']}-{r['gold'][0]}" for r in SCENARIOS])
def test_sve_heldout_scenario_reaches_the_expected_outcome(row: dict[str, Any], corpus: Corpus) -> None:
    check_sve_scenario(row, CHECKS, corpus)


# ----- /ask (fast searcher): the simulated result first, notes when nothing ran ----------------------
def test_sve_ask_states_the_simulated_result_first_with_the_game_given(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask("お互いのリーダーの体力が同時に0になったらどうなる?", "sve")
    assert answer.simulation is not None and past_answer_line(answer.answer).startswith(
        "シミュレーション結果: 両方"
    )
    assert any(c.id == "1.2.2" for c in answer.citations)
    assert not ungrounded(fast_answerer.corpus, answer.answer, answer.citations, ["sve"])


def test_sve_ask_notes_say_why_nothing_was_simulated(fast_answerer: Answerer) -> None:
    answer = fast_answerer.ask(
        "ファンファーレで相手のフォロワーに2ダメージを与えるフォロワーを出したら?", "sve"
    )
    assert answer.simulation is None and any("シミュレーションなし" in n for n in answer.notes)


@pytest.mark.slow
def test_sve_heldout_through_ask_with_and_without_the_game(real_answerer: Answerer) -> None:
    """The real search engine: every scenario question simulated and right, the answers grounded, and
    the game detected from the question for the scenario ones that name a sve-only word."""
    for row in ROWS:
        answer = real_answerer.ask(row["question"], "sve")
        assert answer.detected_game == "sve" or row["kind"] != "scenario", row["id"]
        assert not ungrounded(real_answerer.corpus, answer.answer, answer.citations, ["sve"]), row["id"]
        if row["kind"] == "scenario":
            assert answer.simulation is not None, row["id"]
            assert CHECKS[row["id"]](answer.simulation.result), row["id"]
            assert past_answer_line(answer.answer).startswith("シミュレーション結果: ")
    both = real_answerer.ask("お互いのリーダーの体力が同時に0になったらどうなる?")
    assert both.detected_game == "sve" and both.simulation is not None and both.simulation.result.outcome.draw
