"""軌跡 TCG probe questions (round 3), written before the builders were read: each scenario question's
`expect` as a machine-checkable predicate (`CHECKS`, also used by
``rulecite ask-eval --set …/probe3_kiseki.jsonl --checks tests.service.answering.test_kiseki_probe3``)
and the conclusion each answer must state. The phrasing classes the probe exposed are tested with
several phrasings in `test_kiseki_effects.py` and `test_kiseki_turns.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from service.engine.scenario import SimulationResult
from tests.service.answering.probes import (
    attacked,
    check_kiseki_scenario,
    check_kiseki_set,
    load_rows,
    lost,
    refused,
    stunned,
    won,
)

ROWS = load_rows("probe3_kiseki.jsonl")
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def cited(r: SimulationResult, rule: str) -> bool:
    return any(rule in e.rules for e in r.events)


def attacks(r: SimulationResult) -> list[list[str]]:
    return [list(e.data.get("attackers", [])) for e in r.events if e.type == "attack"]


CHECKS: dict[str, Callable[[SimulationResult], bool]] = {
    # STR2 with +2/+0 is STR4 against DEF4: stunned, 2 stun damage, no overkill
    "ks-r3-01": lambda r: (
        (lost(r, "player2", "1306.3"), lost(r, "player2", "804.11a-3")) == (2, 0)
        and bool(stunned(r, "player2"))
        and cited(r, "1303.1")
    ),
    # 「オーバーキルしない」 STR5 against DEF2 (CP1): the stun damage only
    "ks-r3-02": lambda r: (
        (lost(r, "player2", "1306.3"), lost(r, "player2", "804.11a-3")) == (1, 0) and cited(r, "1319.1")
    ),
    # the rulebook's own 804.11b example: only the STR3 UNIT's overkill
    "ks-r3-03": lambda r: lost(r, "player2", "804.11b") == 3 and cited(r, "1319.1"),
    # 絆1, a CP2 UNIT stunned: -1, no defeat until the 回復フェイズ, where the asker loses
    # 「その時点で負け?」 asks of the moment: nobody has lost yet (705.5 judges in the 回復フェイズ)
    "ks-r3-04": lambda r: lost(r, "player1", "1306.3") == 2 and r.outcome.winner is None,
    # the opponent's STR3/DEF2 (CP2) attacks the asker's STR2/DEF3 (CP1): both stunned, 1 and 2
    "ks-r3-05": lambda r: (
        (lost(r, "player1", "1306.3"), lost(r, "player2", "1306.3")) == (1, 2)
        and not lost(r, "player1", "804.11a-3")
    ),
    # two lone attacks on the player: 2 + 3
    "ks-r3-06": lambda r: lost(r, "player2", "804.11b") == 5 and sorted(len(a) for a in attacks(r)) == [1, 1],
    "ks-r3-07": lambda r: won(r, "player2", "1102.1"),
    # 5 CP pays 2 + 3
    "ks-r3-08": lambda r: (
        len(r.uids("player1", "field")) == 2 and not any(e.type == "rejected" for e in r.events)
    ),
    # the UNIT is played with CP, then 拠点 cards are acted for EP and the EVENT is played
    "ks-r3-09": lambda r: (
        bool(r.uids("player1", "field"))
        and any(e.type == "move" and "1205.1c-2" in e.rules for e in r.events)
        and not any(e.type == "rejected" for e in r.events)
    ),
    "ks-r3-10": lambda r: refused(r, "1204.2f-3"),
    # only 【暗躍】 UNITs on the other side: the player is attacked (803.5b) and loses 4
    "ks-r3-11": lambda r: lost(r, "player2", "804.11b") == 4 and attacked(r, "803.5b"),
    # a UNIT that attacked is in the アクション状態 (804.4): a second attack is refused (803.3a-1)
    "ks-r3-12": lambda r: len(attacks(r)) == 1 and cited(r, "804.4") and refused(r, "803.3a-1"),
    # the opponent's step: the opponent is primary (player1), the asker (player2) wins
    "ks-r3-13": lambda r: won(r, "player2", "103.3"),
    "ks-r3-14": lambda r: refused(r, "1204.2f-1"),
    "ks-r3-15": lambda r: lost(r, "player1", "1306.3") == 5,
    "ks-r3-16": lambda r: won(r, "player2", "705.5"),
    # the one stunned UNIT is recovered (face up, 1306.4) and stays on the field
    "ks-r3-17": lambda r: (
        len(r.uids("player1", "field")) == 1 and not stunned(r, "player1") and cited(r, "1306.4")
    ),
}

# What the answer's conclusion must say, from the asker's side.
HEADLINES: dict[str, tuple[str, ...]] = {
    "ks-r3-01": ("相手のUNITはスタンします", "オーバーキルは発生しません"),
    "ks-r3-02": ("相手は絆を1点失います",),
    "ks-r3-03": ("相手は絆を3点失います",),
    "ks-r3-04": ("その時点では敗北しません",),
    "ks-r3-06": ("合計5点",),
    "ks-r3-07": ("自分はデッキがない状態",),
    "ks-r3-09": ("プレイできます",),
    "ks-r3-10": ("プレイできません",),
    "ks-r3-12": ("攻撃できません",),
    "ks-r3-13": ("自分の勝利になります",),
    "ks-r3-14": ("CPが足りずプレイできません",),
    "ks-r3-15": ("5点",),
    "ks-r3-16": ("自分が敗北",),
}


@pytest.mark.parametrize("row", SCENARIOS, ids=[r["id"] for r in SCENARIOS])
def test_ks_probe3_scenario_question_reproduces_its_expect(row: dict[str, Any]) -> None:
    check_kiseki_scenario(row, CHECKS, HEADLINES)


def test_probe3_set_has_verified_shape() -> None:
    assert len(ROWS) == 25 and len(SCENARIOS) >= 14
    check_kiseki_set(ROWS, SCENARIOS, CHECKS)
