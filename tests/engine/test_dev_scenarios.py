"""Every onepiece/sve `scenario` question of the dev set, simulated; each `expect` is checked by machine."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from service.engine.examples import DEV_SCENARIOS
from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import refusal

DEV = Path(__file__).resolve().parents[2].parent / "shared" / "eval" / "dev.jsonl"


def check_op_d_06(r: SimulationResult) -> None:  # ドローはなし。ドン!!は1枚だけコストエリアに置く
    assert len(r.zone("player1", "hand")) == 5 and len(r.zone("player1", "cost")) == 1
    assert r.events_citing("6-3-1") and r.events_citing("6-4-1")


def check_op_d_10(r: SimulationResult) -> None:  # 7000
    assert next(e for e in r.events if e.type == "compare").data["attacker_power"] == 7000


def check_op_d_12(r: SimulationResult) -> None:  # アタック側の勝ち…ライフ2枚になる
    assert len(r.zone("player2", "life")) == 2 and len(r.zone("player2", "hand")) == 1
    assert r.events_citing("7-1-4-1-1-2")


def check_op_d_13(r: SimulationResult) -> None:  # 既にいるキャラ1枚をトラッシュに置いてから登場
    assert "c0" in r.uids("player1", "trash") and "new" in r.uids("player1", "characters")
    assert len(r.zone("player1", "characters")) == 5 and r.events_citing("3-7-6-1")


def check_sve_d_03(r: SimulationResult) -> None:  # 4ダメージで体力-1、相手は敗北
    assert r.counter("player2", "health") == -1 and r.outcome.winner == "player1"


def check_sve_d_08(r: SimulationResult) -> None:  # ドローはなし。PP最大値が0から1になり、PPは1
    assert len(r.zone("player1", "hand")) == 4
    assert r.counter("player1", "pp_max") == 1 and r.counter("player1", "pp") == 1


def check_sve_d_09(r: SimulationResult) -> None:  # 増えない。PP最大値10のまま、PPは10まで回復
    assert r.counter("player1", "pp_max") == 10 and r.counter("player1", "pp") == 10


def check_sve_d_10(r: SimulationResult) -> None:  # 手札の上限7枚を超えた2枚を捨てる
    assert len(r.zone("player1", "hand")) == 7 and len(r.zone("player1", "graveyard")) == 2


def check_sve_d_13(r: SimulationResult) -> None:  # 両方破壊される
    assert "a" in r.uids("player1", "graveyard") and "b" in r.uids("player2", "graveyard")


CHECKS: dict[str, Callable[[SimulationResult], None]] = {
    "op-d-06": check_op_d_06,
    "op-d-10": check_op_d_10,
    "op-d-12": check_op_d_12,
    "op-d-13": check_op_d_13,
    "sve-d-03": check_sve_d_03,
    "sve-d-08": check_sve_d_08,
    "sve-d-09": check_sve_d_09,
    "sve-d-10": check_sve_d_10,
    "sve-d-13": check_sve_d_13,
}


def _dev_scenarios() -> list[dict[str, Any]]:
    if not DEV.exists():
        return []
    rows = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if r["game"] in ("onepiece", "sve") and r["kind"] == "scenario"]


@pytest.mark.parametrize("case_id", sorted(CHECKS))
def test_dev_scenario_expect_reproduced(case_id: str) -> None:
    game, payload = DEV_SCENARIOS[case_id]
    CHECKS[case_id](simulate(game, payload))


def test_op_2_7_2_dev_op_d_09_cost_four_with_three_active_don() -> None:
    # 出せない(コストと同じ枚数のアクティブのドン!!をレストにする必要がある)
    exc = refusal(
        simulate(
            "onepiece",
            {
                "player1": {"don_active": 3, "hand": [{"id": "x", "cost": 4}]},
                "actions": [{"type": "play", "card": "x"}],
            },
        )
    )
    assert "2-7-2" in exc.value.rules


def test_every_dev_scenario_question_is_modelled() -> None:
    rows = _dev_scenarios()
    if not rows:
        pytest.skip("dev set not available")
    modelled = set(DEV_SCENARIOS) | {"op-d-09"}
    assert {r["id"] for r in rows} <= modelled
