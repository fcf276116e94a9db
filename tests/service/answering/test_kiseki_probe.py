"""軌跡 TCG probe questions (round 2), written before the builders were read: each scenario question's
`expect` as a machine-checkable predicate, and the phrasing classes the probe exposed, each tested
with several phrasings — the defender's view (殴られた, 攻撃を受けた), kanji numerals (STR五, マイナス二),
stats after the noun, UNITs named only by an icon craft, targets named by a state or icon, an
attacker without a noun (こっちはSTR2), 組織 that differ, per-side stunned UNITs, 【援軍】 and 【派遣】.
`CHECKS` also grades `rulecite ask-eval --set …/probe_kiseki.jsonl --checks <this module>`; the
phrasing classes are tested in `test_kiseki_phrasings.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from service.engine.events import Result
from service.engine.scenario import SimulationResult
from tests.service.answering.probes import (
    attacked,
    bujutsu,
    check_kiseki_scenario,
    check_kiseki_set,
    load_rows,
    lost,
    refused,
    stunned,
    won,
)
from tests.service.answering.probes import sim_kiseki as sim

# probe_kiseki: the 30 questions written first; probe_kiseki_b2: 10 more, written after the fixes
ROWS = load_rows("probe_kiseki.jsonl", "probe_kiseki_b2.jsonl")
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


CHECKS: dict[str, Callable[[SimulationResult], bool]] = {
    # the asker's DEF3 (CP2) UNIT is hit by STR4: stunned, 2 + 1 = 3
    "ks-p-01": lambda r: (
        (lost(r, "player1", "1306.3"), lost(r, "player1", "804.11a-3")) == (2, 1)
        and stunned(r, "player1") == ["d"]
    ),
    # STR五 vs DEF二 (CP三): 3 + 3
    "ks-p-02": lambda r: (lost(r, "player2", "1306.3"), lost(r, "player2", "804.11a-3")) == (3, 3),
    # 3/2 (CP1) vs 2/2 (CP2): both stunned, 2 + 1 and 1
    "ks-p-03": lambda r: (
        (lost(r, "player2"), lost(r, "player1")) == (3, 1)
        and bool(stunned(r, "player1"))
        and bool(stunned(r, "player2"))
    ),
    # STR3 vs DEF3, the 応戦 STR1 < DEF3 judged: 2 points, no overkill, the attacker stands
    "ks-p-04": lambda r: (
        lost(r, "player2") == 2
        and not lost(r, "player2", "804.11a-3")
        and not stunned(r, "player1")
        and any(e.data.get("compared") == [1, 3] for e in r.events_citing("804.11a-4"))
    ),
    "ks-p-05": lambda r: refused(r, "803.3b") and not attacked(r) and lost(r, "player2") == 0,
    "ks-p-06": lambda r: refused(r, "1219.2b-3") and not r.events_citing("1220.1b"),
    # 【暗躍】 may attack a 【暗躍】 UNIT: 1 + 1
    "ks-p-07": lambda r: attacked(r, "1402.1") and lost(r, "player2") == 2,
    # 【武術】 against 【武術】: no bonus, STR3 = DEF3 stuns without overkill
    "ks-p-08": lambda r: (
        bujutsu(r) == [False, False] and lost(r, "player2") == 2 and stunned(r, "player2") == ["d"]
    ),
    # 【武術】 against a player: STR2, not 3
    "ks-p-09": lambda r: lost(r, "player2", "804.11b") == 2 and bujutsu(r) == [False],
    # the 【武術】 defender is 3/4: stunned by STR4 (2, no overkill) and stuns the DEF3 attacker (3)
    "ks-p-10": lambda r: (
        bujutsu(r) == [True]
        and (lost(r, "player2"), lost(r, "player1")) == (2, 3)
        and stunned(r, "player1") == ["a"]
    ),
    # scrum 3+2 vs DEF4 (CP3): 3, no overkill; the 応戦 can stun only the DEF2 attacker
    "ks-p-11": lambda r: (
        lost(r, "player2") == 3
        and not lost(r, "player2", "804.11a-3")
        and set(stunned(r, "player1")) <= {"a1"}
    ),
    "ks-p-12": lambda r: refused(r, "803.3a-1") and not attacked(r),
    "ks-p-13": lambda r: refused(r, "803.5a-1") and not attacked(r) and lost(r, "player2") == 0,
    # 絆2 (the asker's) hit for 2: not lost in the battle, lost at the 回復フェイズ
    # 「即負け?」 asks of the moment after the attack: nobody has lost yet (705.5 is the 回復フェイズ's)
    "ks-p-14": lambda r: lost(r, "player1", "804.11b") == 2 and r.outcome.winner is None,
    # 2 stunned of the asker's, 1 of the opponent's: one each stays
    "ks-p-15": lambda r: (
        (len(r.zone("player1", "field")), len(r.zone("player1", "kiseki")), len(r.zone("player2", "field")))
        == (1, 1, 1)
    ),
    "ks-p-16": lambda r: (
        any(e.data.get("value") == 4 for e in r.events_citing("703.8a"))
        and r.uids("player1", "field") == ["u1"]
        and refused(r, "1204.2f-1")
    ),
    "ks-p-17": lambda r: (
        not any(e.type == "rejected" for e in r.events) and "e" in r.uids("player1", "kiseki")
    ),
    "ks-p-18": lambda r: "u1" in r.uids("player1", "field") and not refused(r, "1403.1"),
    # in the opponent's turn the asker (player2) draws after the opponent and loses at the 2nd card
    "ks-p-19": lambda r: won(r, "player1", "1102.1") and "703.5" in {x for e in r.events for x in e.rules},
    # the stunned 【ヘイト】 UNIT does not bind the attack: the DEF1 UNIT is stunned
    "ks-p-20": lambda r: attacked(r, "1407.1") and stunned(r, "player2") == ["d1", "d2"],
    # サポート: stun damage 2 only, one support given
    "ks-p-21": lambda r: (
        lost(r, "player1") == 2
        and bool(r.events_citing("1309.1a"))
        and len([e for e in r.events if "1218.2" in e.rules]) == 1
    ),
    # played from the 拠点 by 【派遣】 with the 3 CP of 3 拠点 cards
    "ks-p-22": lambda r: (
        "u1" in r.uids("player1", "field")
        and bool(r.events_citing("1405.1"))
        and any(e.data.get("value") == 3 for e in r.events_citing("703.8a"))
    ),
    # ----- second batch -----
    # a scrum attack on the asker (no UNIT, 絆4): 3 + 2 per UNIT, -1, the game goes on
    "ks-q-01": lambda r: (
        [int(e.data["delta"]) for e in r.events_citing("804.11b") if e.type == "counter"] == [-3, -2]
        and r.counter("player1", "kizuna") == -1
        and r.outcome.result is Result.ONGOING
    ),
    # scrum 2+3 vs DEF5 (CP4): 4, no overkill; the 応戦 STR2 can stun only the DEF1 attacker
    "ks-q-02": lambda r: (
        lost(r, "player2") == 4
        and not lost(r, "player2", "804.11a-3")
        and set(stunned(r, "player1")) <= {"a1"}
    ),
    # 【暗躍】 STR4 may attack only the 【暗躍】 DEF6 UNIT (not the other, not the player): no stun
    "ks-q-03": lambda r: (
        any(e.data.get("target") == "d2" for e in r.events if e.type == "attack" and "1402.1" in e.rules)
        and not stunned(r, "player2")
        and lost(r, "player2") == 0
    ),
    "ks-q-04": lambda r: won(r, "player1", "705.5"),
    "ks-q-05": lambda r: lost(r, "player1", "1306.3") == 5,
    "ks-q-06": lambda r: (
        any(e.data.get("value") == 2 for e in r.events_citing("703.8a"))
        and "u1" in r.uids("player1", "field")
    ),
}

# What the answer's conclusion must say, from the asker's side.
HEADLINES: dict[str, tuple[str, ...]] = {
    "ks-p-01": ("自分のUNITはスタンします", "自分は絆を合計3点失います"),
    "ks-p-02": ("相手は絆を合計6点失います",),
    "ks-p-04": ("攻撃したUNITはスタンしません",),
    "ks-p-05": ("その攻撃はできません",),
    "ks-p-06": ("そのスクラムサポートはできません",),
    "ks-p-07": ("その攻撃はできます", "【暗躍】を持つUNITなら攻撃できます"),
    "ks-p-08": ("この戦闘では得ません",),
    "ks-p-09": ("この戦闘では得ません", "相手は絆を2点失います"),
    "ks-p-10": ("自分は絆を3点失います",),
    "ks-p-13": ("その攻撃はできません",),
    "ks-p-15": ("自分の場のUNITは1体、相手の場のUNITは1体",),
    "ks-p-18": ("UNITとしてプレイできます",),
    "ks-p-20": ("その攻撃はできます",),
    "ks-p-21": ("オーバーキルは発生しません", "自分は絆を2点失います"),
    "ks-p-22": ("拠点からプレイできます",),
    "ks-q-01": ("合計5点失います", "その場では敗北しません"),
    "ks-q-03": ("【暗躍】を持つUNITなら攻撃できます", "相手のUNITはスタンしません"),
    "ks-q-04": ("相手が敗北",),
}


@pytest.mark.parametrize("row", SCENARIOS, ids=[r["id"] for r in SCENARIOS])
def test_ks_probe_scenario_question_reproduces_its_expect(row: dict[str, Any]) -> None:
    check_kiseki_scenario(row, CHECKS, HEADLINES)


def test_probe_set_has_verified_shape() -> None:
    assert len(ROWS) == 40 and len(SCENARIOS) >= 18 + 6
    check_kiseki_set(ROWS, SCENARIOS, CHECKS)


def test_ks_705_5_whether_one_loses_now_is_the_first_sentence() -> None:
    built, res = sim("絆残り2で、相手のSTR2のユニットにプレイヤーを直接攻撃された。戦闘フェイズ中に即負け?")
    first = built.summarize(res).split("。")[0]
    assert "その場では敗北しません" in first
