"""Shadowverse Evolve round-3 probe (`data/probe3_sve.jsonl`: 25 questions written before the round-3
fixes) run through the builders and the engine; the phrasing classes it exposed are tested in
`test_sve_phrasing3.py`.

`CHECKS` grades `/ask` on the set: ``rulecite ask-eval --set tests/service/answering/data/probe3_sve.jsonl
--checks tests.service.answering.test_sve_probe3``. The predicates read outcomes (health, PP, which
cards are in which zone, the clauses cited), not the builders' card ids. Fast: no index, no model
(but the last test).
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
from tests.service.answering.probes import check_sve_scenario, check_sve_set
from tests.service.answering.probes import leader_hits as _leader_hits
from tests.service.answering.probes import rejected as _rejected

DATA = Path(__file__).resolve().parent / "data"
ROWS: list[dict[str, Any]] = [
    json.loads(line) for line in (DATA / "probe3_sve.jsonl").read_text(encoding="utf-8").splitlines() if line
]


# ----- reading a result -----------------------------------------------------------------------
def _left(card: dict[str, Any], r: SimulationResult, player: str) -> int:
    """体力 left: the evolve card's 体力 when evolved (5.15.2), less the damage taken (5.15.3)."""
    evolved = next((c for c in r.zone(player, "evolved") if c["flags"].get("evolves") == card["uid"]), card)
    return int(evolved["stats"]["health"]) - int(card["flags"].get("damage", 0))


def _followers(r: SimulationResult, player: str) -> list[dict[str, Any]]:
    return [c for c in r.zone(player, "field") if c["kind"] == "follower"]


def _destroyed(r: SimulationResult, player: str, *rules: str) -> int:
    """How many of `player`'s followers went from the field to the graveyard citing `rules`."""
    return len(
        [
            e
            for e in r.events
            if e.type == "move"
            and e.data.get("from_zone") == "field"
            and e.data.get("to_zone") == "graveyard"
            and e.data.get("to_player") == player
            and set(rules) <= set(e.rules)
        ]
    )


# ----- one predicate per scenario question ----------------------------------------------------
def sve_probe3_01(r: SimulationResult) -> bool:  # 攻撃された2/4は体力1、攻撃した3/3も体力1
    mine, theirs = _followers(r, "player1"), _followers(r, "player2")
    return (
        not _destroyed(r, "player1")
        and not _destroyed(r, "player2")
        and [_left(c, r, "player1") for c in mine] == [1]
        and [_left(c, r, "player2") for c in theirs] == [1]
    )


def sve_probe3_02(r: SimulationResult) -> bool:  # スペルの3ダメージで体力0、勝利
    return r.counter("player2", "health") == 0 and r.outcome.winner == "player1"


def sve_probe3_03(r: SimulationResult) -> bool:  # 進化して5/5: 4/4は破壊、自分は4ダメージで体力1
    mine = _followers(r, "player1")
    return (
        not _refused(r)
        and _destroyed(r, "player2", "11.3.1") == 1
        and len(mine) == 1
        and _left(mine[0], r, "player1") == 1
        and bool(r.zone("player1", "evolved"))
    )


def sve_probe3_04(r: SimulationResult) -> bool:  # コスト2と3を払ってPP0、2枚とも場に
    return not _refused(r) and r.counter("player1", "pp") == 0 and len(r.zone("player1", "field")) == 2


def sve_probe3_05(r: SimulationResult) -> bool:  # EP1で進化コスト1を払い、EP0
    return not _refused(r) and r.counter("player1", "ep") == 0 and len(r.zone("player1", "evolved")) == 1


def sve_probe3_06(r: SimulationResult) -> bool:  # 後攻3ターン目: PP最大値3・PP3・1枚引く
    drew = [e for e in r.events if e.type == "move" and "7.2.4" in e.rules]
    return (r.counter("player1", "pp_max"), r.counter("player1", "pp"), len(drew)) == (3, 3, 1)


def sve_probe3_07(r: SimulationResult) -> bool:  # デッキ0枚でスタートフェイズに引いて敗北
    return r.outcome.winner == "player2" and r.outcome.reason is Reason.DECK_OUT


def sve_probe3_08(r: SimulationResult) -> bool:  # 2体の【守護】のどちらも攻撃目標にできる
    guards = {c["uid"] for c in r.zone("player2", "field") + r.zone("player2", "graveyard")}
    attacked = [e for e in r.events if e.type == "attack" and e.data.get("target") in guards]
    wards = [c for c in r.zone("player2", "field") if "守護" in c["keywords"]]
    return not _refused(r) and bool(attacked) and len(wards) + _destroyed(r, "player2") >= 2


def sve_probe3_09(r: SimulationResult) -> bool:  # 【疾走】でも【守護】を選ぶ必要がある
    return _rejected(r, "12.8.2")


def sve_probe3_10(r: SimulationResult) -> bool:  # 【必殺】でもリーダーには2ダメージだけ
    return not _refused(r) and _leader_hits(r, "player2") == [-2] and r.outcome.result is Result.ONGOING


def sve_probe3_11(r: SimulationResult) -> bool:  # 4体+トークン2体: 1体だけ出る
    return len(r.zone("player1", "field")) == 5 and bool(r.events_citing("4.4.4.2"))


def sve_probe3_12(r: SimulationResult) -> bool:  # PP5に2回復: 最大値の6
    return r.counter("player1", "pp") == 6 and bool(r.events_citing("5.14.1.1"))


def sve_probe3_13(r: SimulationResult) -> bool:  # 1/1は5ダメージで破壊、攻撃した側は【必殺】で破壊
    # the attacked asker's seat: player1 in the builder's scenario, player2 (the non-turn player) planned
    return any(
        _destroyed(r, me, "11.3.1") == 1 and _destroyed(r, them, "11.3.2") == 1
        for me, them in (("player1", "player2"), ("player2", "player1"))
    )


def sve_probe3_14(r: SimulationResult) -> bool:  # 体力20に6ダメージで14、続行
    return 14 in (r.counter("player1", "health"), r.counter("player2", "health")) and (
        r.outcome.result is Result.ONGOING
    )


def sve_probe3_15(r: SimulationResult) -> bool:  # 出したばかりの4は攻撃できず、3だけで体力4
    refused = any("8.4.2.1" in e.rules and e.type in ("rejected", "cannot_attack") for e in r.events)
    return r.counter("player2", "health") == 4 and _leader_hits(r, "player2") == [-3] and refused


def sve_probe3_16(r: SimulationResult) -> bool:  # 【指定攻撃】でスタンド状態の2/2を攻撃、破壊
    mine = _followers(r, "player1")
    return (
        not _refused(r)
        and bool(r.events_citing("12.11.2"))
        and _destroyed(r, "player2", "11.3.1") == 1
        and [_left(c, r, "player1") for c in mine] == [1]
    )


def sve_probe3_17(r: SimulationResult) -> bool:  # コスト0はPP0でも出せる
    return not _refused(r) and r.counter("player1", "pp") == 0 and len(r.zone("player1", "field")) == 1


def sve_probe3_18(r: SimulationResult) -> bool:  # 墓場4枚・5枚につき1: 0ダメージ
    return (
        not _leader_hits(r, "player2")
        and r.counter("player2", "health") == 20
        and bool(r.events_citing("5.28.1"))
    )


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    name.replace("_", "-"): fn
    for name, fn in dict(globals()).items()
    if callable(fn) and name.startswith("sve_probe3_")
}
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def test_sve_probe3_set_shape(corpus: Corpus) -> None:
    assert len(ROWS) == 25 and len(SCENARIOS) >= 14
    check_sve_set(ROWS, SCENARIOS, CHECKS, corpus)


@pytest.mark.parametrize("row", SCENARIOS, ids=[f"{r['id']}-{r['gold'][0]}" for r in SCENARIOS])
def test_sve_probe3_scenario_reaches_the_expected_outcome(row: dict[str, Any], corpus: Corpus) -> None:
    check_sve_scenario(row, CHECKS, corpus)


# ----- /ask with the real search ---------------------------------------------------------------
@pytest.mark.slow
def test_sve_probe3_through_ask_with_and_without_the_game(real_answerer: Answerer) -> None:
    for row in SCENARIOS:
        for game in ("sve", None):
            answer = real_answerer.ask(row["question"], game)
            if game is None and answer.detected_game != "sve":
                continue  # a question with no sve-only word may be read as another game's (see notes)
            assert not ungrounded(real_answerer.corpus, answer.answer, answer.citations, ["sve"]), row["id"]
            assert answer.simulation is not None and CHECKS[row["id"]](answer.simulation.result), row["id"]
            assert past_answer_line(answer.answer).startswith("シミュレーション結果: ")
            top3 = [c.id for c in answer.citations[:3]]
            assert set(row["gold"]) & set(top3), (row["id"], top3)
