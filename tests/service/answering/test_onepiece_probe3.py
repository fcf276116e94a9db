"""ONE PIECE CARD GAME round-3 probe: 25 questions written before reading the builders, each scenario's
`expect` as a machine-checkable predicate (`CHECKS`, usable with ``rulecite ask-eval --checks
tests.service.answering.test_onepiece_probe3``), and the classes of phrasing the probe exposed, each
with several phrasings: giving DON!! with no (or too few) active DON!!, the DON!! phase counted from the
DON!! already out, a card referred back to (「そのキャラ」) and left rested, a main phase told as a plan
(play, give the DON!! left, attack), attacking on the opponent's turn, and answers that settle
「勝てる?」「負け?」 first. Fast: no index, no model."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from service.answering.citing import Simulated
from service.answering.extract import extract
from service.answering.plans import situate
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_read import battle_cards
from service.answering.simulation import run_question
from service.engine.scenario import SimulationResult
from tests.service.answering.probes import (
    check_onepiece_scenario,
    check_onepiece_set,
    defender_life,
    defender_trash,
    load_rows,
    simulated_onepiece,
)
from tests.service.answering.probes import compare as _compare
from tests.service.answering.probes import event_types as _types
from tests.service.answering.probes import life as _life
from tests.service.answering.probes import ongoing as _ongoing
from tests.service.answering.probes import refused as _refused
from tests.service.answering.probes import zone as _zone

ROWS = load_rows("probe3_onepiece.jsonl")
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]
# 「ドン!!1枚付けたパワー…の…」: the told power may already include the DON!!, and the two readings
# end differently (6-5-5-2): withheld since round 9 (scenarios/onepiece_either)
EITHER_POWER = frozenset({"op-r-04"})
STATED = [r for r in SCENARIOS if r["id"] not in EITHER_POWER]


def _uids(r: SimulationResult, player: str, zone: str) -> list[str]:
    return [c["uid"] for c in _zone(r, player, zone)]


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    # the asker's last life card goes to the hand: life 0, no defeat yet (1-2-1-1-1)
    # the asker's seat is player1 for the builder, player2 for a plan (the turn player sits first)
    "op-r-01": lambda r: (
        _compare(r) == (6000, 5000) and 0 in (_life(r, "player1"), _life(r, "player2")) and _ongoing(r)
    ),
    "op-r-02": lambda r: (
        _compare(r) == (3000, 5000) and "battle_lost" in _types(r) and not _zone(r, "player1", "trash")
    ),
    # the counter goes on the blocker, which is still KO'd; the leader takes nothing
    "op-r-03": lambda r: (  # the blocker is KO'd, the defender keeps its 5 life (any ids/seats)
        "block" in _types(r)
        and _compare(r) == (7000, 6000)
        and any(_uids(r, p, "trash") and _life(r, p) == 5 for p in ("player1", "player2"))
    ),
    "op-r-04": lambda r: _compare(r) == (6000, 6000) and r.outcome.winner == "player1",
    # the KO'd character in the trash, whatever id the builder or plan gave it
    "op-r-05": lambda r: _compare(r) == (5000, 5000) and len(_zone(r, "player2", "trash")) == 1,
    "op-r-06": lambda r: _refused(r, "3-7-4"),
    "op-r-07": lambda r: _refused(r, "6-5-5-1"),
    "op-r-08": lambda r: (
        any(e.type == "don_phase" and e.data["count"] == 2 for e in r.events)
        and len(_zone(r, "player1", "cost")) == 7
    ),
    # the asker's character stayed rested into the opponent's turn and is KO'd (7-1-1-2, 7-1-4-1-2)
    # the attacked asker sits as player1 (the builder ended a turn first) or player2 (the plan)
    "op-r-09": lambda r: _compare(r) == (5000, 4000) and len(defender_trash(r)) == 1,
    # the attacked asker sits as player1 (the builder ended a turn first) or player2 (the planned
    # opponent's turn); the life card goes to its hand unrevealed either way
    "op-r-10": lambda r: (
        2 in (_life(r, "player1"), _life(r, "player2"))
        and any("10-1-5-2" in e.rules and e.data.get("to_zone") == "hand" for e in r.events)
    ),
    # 【バニッシュ】: the 【トリガー】 card goes to the trash unactivated (10-1-3-1)
    "op-r-11": lambda r: defender_life(r) == 2 and len(defender_trash(r)) == 1 and "reveal" not in _types(r),
    "op-r-12": lambda r: (
        _life(r) == 1 and len(_zone(r, "player2", "trash")) == 2 and not _zone(r, "player2", "hand")
    ),
    "op-r-13": lambda r: (  # the blocker alone is KO'd, the character it protected stays (any ids/seats)
        _compare(r) == (5000, 4000)
        and any(
            len(_uids(r, p, "trash")) == 1 and len(_uids(r, p, "characters")) == 1
            for p in ("player1", "player2")
        )
    ),
    "op-r-14": lambda r: (  # the blocker is KO'd (any id), no life taken
        _compare(r) == (8000, 7000) and len(_uids(r, "player2", "trash")) == 1 and _life(r) == 5
    ),
    "op-r-15": lambda r: (
        len(_zone(r, "player1", "attached")) == 2 and _compare(r) == (7000, 6000) and _life(r) == 4
    ),
    "op-r-16": lambda r: (  # the blocker is KO'd, the game goes on (any ids/seats)
        _compare(r) == (6000, 1000)
        and 1 in (len(_uids(r, "player1", "trash")), len(_uids(r, "player2", "trash")))
        and _ongoing(r)
    ),
    "op-r-17": lambda r: (
        _compare(r) == (6000, 7000) and _life(r, "player1") == 5 and any("2-7-3" in e.rules for e in r.events)
    ),
    "op-r-18": lambda r: _refused(r, "7-1"),
}


def test_every_probe3_scenario_question_has_a_check_and_verified_gold(corpus: Any) -> None:
    assert len(ROWS) == 25 and len(SCENARIOS) >= 14
    check_onepiece_set(ROWS, SCENARIOS, CHECKS, corpus)


@pytest.mark.parametrize("row", STATED, ids=[r["id"] for r in STATED])
def test_probe3_scenario_is_simulated_as_expected(row: dict[str, Any]) -> None:
    check_onepiece_scenario(row, CHECKS)


def _simulated(question: str) -> tuple[Simulated | None, BuiltScenario | None, str | None]:
    """The stated simulation as `/ask` answers it; withheld, the scenario a plan built."""
    return simulated_onepiece(question)


def _run(question: str) -> tuple[SimulationResult, str, str]:
    sim, built, note = _simulated(question)
    assert sim is not None and built is not None, note
    return sim.result, built.summarize(sim.result), built.situation


# ----- giving DON!! (6-5-5-1) --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "アクティブのドン!!が0枚のとき、キャラにドン!!を付けられる?",
        "レストのドン!!を付与することはできる?",
        "ドン!!が全部レストの状態で、リーダーにドン!!つけられますか?",
    ],
)
def test_op_6_5_5_1_only_active_don_can_be_given(question: str) -> None:
    r, said, situation = _run(question)
    assert situation == "onepiece.plan.can_attach"
    assert _refused(r, "6-5-5-1") and "付与できません" in said


@pytest.mark.parametrize(
    "question",
    [
        # the count asked to give (「3枚付与できる?」) is a stat no starting card holds: withheld for the
        # user, as it was with the retired builder
        "アクティブのドン!!2枚で、リーダーにドン!!を3枚付与できる?",
        "アクティブなドン!!が3枚ある。キャラにドン!!を2枚つけられる?",
    ],
)
def test_op_6_5_5_1_a_count_asked_to_give_is_withheld(question: str) -> None:
    gated, _ = situate(question, "onepiece")
    assert not gated.accounting.verdict.stated


def test_op_6_5_5_1_giving_don_without_a_count_of_active_don_is_no_situation() -> None:
    _, built, _ = run_question("onepiece", extract("リーダーにドン!!を3枚付与できる?"))
    assert built is None or built.situation != "onepiece.plan.can_attach"


# ----- the DON!! phase counted from the DON!! already out (6-4-1 … 6-4-3) -------------------------------
@pytest.mark.parametrize(
    ("question", "placed", "total"),
    [
        ("コストエリアにドン!!が4枚。ドン!!フェイズの後は何枚?", 2, 6),
        ("場にドン!!が8枚ある。次のターンのドン!!フェイズで何枚置ける?", 2, 10),
        ("コストエリアのドン!!が9枚のとき、ドン!!フェイズで何枚置く?", 1, 10),
        ("ドン!!がもう10枚全部場に出てる。ドン!!フェイズはどうなる?", 0, 10),
    ],
)
def test_op_6_4_1_don_phase_from_the_don_already_out(question: str, placed: int, total: int) -> None:
    r, said, situation = _run(question)
    assert situation == "onepiece.plan.turn_start"
    assert any(e.type == "don_phase" and e.data["count"] == placed for e in r.events)
    assert len(_zone(r, "player1", "cost")) == total
    assert (f"ドン!!は{total}枚になります" if placed else "置けません") in said


# ----- a card referred back to, left rested into the opponent's turn (7-1-1-2) ---------------------------
@pytest.mark.parametrize(
    ("question", "attacker", "target"),
    [
        (
            "自分のキャラ(パワー4000)でアタックしてレストのままターンを終えた。"
            "相手のターンに、相手のパワー5000のキャラにそのキャラをアタックされたらどうなる?",
            5000,
            4000,
        ),
        (
            "自分のキャラ(パワー6000)でアタックした。次の相手のターン、そのキャラが相手のパワー5000の"
            "キャラにアタックされた。どうなる?",
            5000,
            6000,
        ),
        (
            "パワー3000の自分のキャラがレストのまま。相手のパワー3000のキャラにそのキャラがアタックされたら?",
            3000,
            3000,
        ),
    ],
)
def test_op_7_1_1_2_the_card_said_before_is_the_one_attacked(
    question: str, attacker: int, target: int
) -> None:
    att, tgt, defending = battle_cards(extract(question))
    assert defending and att is not None and tgt is not None and tgt.side == "self"
    r, _, _ = _run(question)
    assert _compare(r) == (attacker, target)
    assert (len(defender_trash(r)) == 1) is (attacker >= target)  # the attacked (the asker's) card KO'd


# ----- a main phase told as a plan: play, give the DON!! left, attack (2-7-2, 6-5-5-1, 7-1) -----------------
# planned from the reading since the play-and-attack builder went (issue 11 item 7): the battle plan's
# steps before its attack (plans/onepiece_prelude.py) and the attack asked about (plans/onepiece_can.py)
@pytest.mark.parametrize(
    ("question", "attached", "compare", "situation"),
    [
        (
            "アクティブのドン!!5枚。コスト3のキャラを出して残りのドン!!をリーダー(5000)につけて、"
            "相手のリーダー(6000)にアタックしたら?",
            2,
            (7000, 6000),
            "onepiece.plan.battle",
        ),
        (
            "アクティブのドン!!3枚でコスト3の速攻キャラ(パワー5000)を出して、そのキャラで相手のリーダー(5000)に"
            "アタックできる?",
            0,
            (5000, 5000),
            "onepiece.plan.can_attack",
        ),
    ],
)
def test_op_2_7_2_play_then_give_the_don_left_then_attack(
    question: str, attached: int, compare: tuple[int, int], situation: str
) -> None:
    r, _said, planned = _run(question)
    assert planned == situation
    assert len(_zone(r, "player1", "attached")) == attached and _compare(r) == compare
    assert sum(1 for c in _zone(r, "player1", "cost") if c["flags"].get("rested")) == 3  # the cost paid


def test_op_3_7_4_a_plan_refused_by_its_first_illegal_step() -> None:
    r, said, situation = _run(
        "アクティブのドン!!5枚でコスト2のキャラ(パワー3000)を出した。出したキャラに残りのドン!!を付けて"
        "すぐ相手リーダー(5000)にアタックできる?"
    )
    assert situation == "onepiece.plan.can_attack" and _refused(r, "3-7-4")
    assert "できません" in said and len(_zone(r, "player1", "attached")) == 3


@pytest.mark.parametrize(
    "question",
    [
        # 「ドン!!がちょうど4枚」: whether those DON!! are active is not said
        "ドン!!がちょうど4枚。コスト2のステージを出して、残ったドン!!2枚をリーダー(パワー5000)に付けて"
        "相手のパワー7000のリーダーを殴ったら通る?",
        # the builder had still built this scenario (the DON!! too few for the cost)
        "アクティブのドン!!3枚でコスト4のキャラを出してからリーダーでアタックしたい。できる?",
    ],
)
def test_op_2_7_2_a_plan_with_a_fact_not_reflected_is_withheld(question: str) -> None:
    gated, _note = situate(question, "onepiece")
    assert not gated.accounting.verdict.stated


def test_op_3_7_4_a_character_played_then_attacking_at_once_is_refused() -> None:
    # round 15: 「キャラ(…)を出して、…アタック」 is no attack on a character — its 「を」 goes with 出して
    # (inverse._object); it had been withheld by that misreading, now 'no' by 3-7-4
    gated, _note = situate(
        "アクティブのドン!!3枚でコスト3のキャラ(パワー5000)を出して、そのまますぐアタックできる?", "onepiece"
    )
    v = gated.accounting.verdict
    assert not v.stated or v.value == "no"


# ----- attacking on the opponent's turn (7-1) ---------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手のターンに自分のリーダーでアタックしてもいい?",
        "相手の番の間に、こっちのキャラ(パワー6000)で相手のレストのキャラを攻撃できる?",
        "相手のターン中、俺のキャラで相手リーダー殴れる?",
    ],
)
def test_op_7_1_the_asker_cannot_attack_on_the_opponents_turn(question: str) -> None:
    r, said, situation = _run(question)
    assert situation == "onepiece.plan.can_attack" and _refused(r, "7-1")
    assert said.startswith("シミュレーション結果: アタックできません")


def test_op_7_1_being_attacked_on_the_opponents_turn_is_still_a_battle() -> None:
    r, _, situation = _run(
        "相手のターン中に相手のキャラ(パワー6000)が自分のリーダーにアタックしてきた。リーダーは5000。どうなる?"
    )
    # the battle as the attack builder or the battle plan runs it; the asker is the attacked player
    assert situation in ("onepiece.attack", "onepiece.plan.battle")
    assert _compare(r) == (6000, 5000) and defender_life(r) == 4


# ----- the game's result settled first (1-2-1-1-1, 7-1-4-1-1-1) -----------------------------------------
@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "自分のライフが残り1枚。相手のパワー6000のキャラにリーダー(パワー5000)をアタックされたら負け?",
            "負けません",
        ),
        ("自分のライフ0枚で、相手のパワー7000のキャラにアタックされた。リーダーは5000。負ける?", "負けます"),
        ("相手のライフは0枚。パワー6000のキャラで相手リーダー(5000)にアタックしたら勝てる?", "勝てます"),
        (
            "相手のライフが0枚。パワー6000のキャラでリーダーにアタックしたら、パワー1000のブロッカーでブロックされた。勝てる?",
            "勝てません",
        ),
        (
            "相手のライフは1枚。パワー7000のキャラで相手のリーダー(5000)にアタックしたら相手は負ける?",
            "相手は敗北しません",
        ),
    ],
)
def test_op_7_1_4_1_1_1_win_or_lose_is_said_first(question: str, first: str) -> None:
    _, said, _ = _run(question)
    assert said.startswith(f"シミュレーション結果: {first}")


def test_op_7_1_4_1_battle_result_words_get_no_game_verdict() -> None:
    _, said, _ = _run(
        "相手のキャラ(レスト、パワー5000、ドン!!2枚付き)に6000のキャラでアタック。ドン!!分パワー上がってるから負けるよね?"
    )
    assert "負けません" not in said and "負けます" not in said


# ----- 【バニッシュ】 keeps a 【トリガー】 from activating (10-1-3-1) ---------------------------------------
def test_op_10_1_3_1_banished_trigger_card_is_said_not_activated() -> None:
    r, said, _ = _run(
        "相手のライフ2枚、リーダー5000。バニッシュ持ちのパワー6000のキャラでアタックが通った。トリガーは発動する?"
    )
    assert _life(r) == 1 and "【トリガー】は発動しません" in said and "reveal" not in _types(r)


# ----- checked after the fixes: neighbours of the classes above -------------------------------------------
@pytest.mark.parametrize(
    ("question", "turn", "played"),
    [
        ("後攻の1ターン目にコスト2のキャラは出せる?", 2, True),
        ("先攻1ターン目にコスト2のキャラって出せる?", 1, False),
        ("先攻の1ターン目、コスト1のステージを出せる?", 1, True),
    ],
)
def test_op_6_4_1_cost_on_an_opening_turn_is_paid_with_its_don_phase(
    question: str, turn: int, played: bool
) -> None:
    gated, note = situate(question, "onepiece")
    assert gated.sim is not None and gated.built is not None and note is not None
    r, said = gated.sim.result, gated.built.summarize(gated.sim.result)
    assert gated.sim.situation == "onepiece.plan.can_play"
    assert gated.accounting.verdict.value == ("yes" if played else "no")
    assert said.startswith("シミュレーション結果: 出すことは" + ("できます" if played else "できません"))
    # the DON!! the opening turn's DON!! phase placed (6-4-1) pay for it, as the notes say
    assert gated.built.payload["player1"]["don_active"] == turn and f"ドン!!{turn}枚" in note
    assert bool(_zone(r, "player1", "characters") or _zone(r, "player1", "stage")) is played


@pytest.mark.parametrize(
    ("question", "given"),
    [
        ("アクティブのドン!!が1枚しかない。コスト1のキャラを出したら、リーダーにドン!!は付けられる?", 0),
        ("アクティブのドン!!3枚でコスト1のキャラを出したあと、リーダーにドン!!を付けられる?", 2),
    ],
)
def test_op_6_5_5_1_don_given_after_paying_a_cost(question: str, given: int) -> None:
    r, said, _ = _run(question)
    assert len(_zone(r, "player1", "attached")) == given
    assert (f"付与できるのは{given}枚です" if given else "付与はできません") in said


def test_op_6_5_2_giving_don_on_the_opponents_turn_is_refused() -> None:
    r, said, situation = _run("相手のターン中に、自分のリーダーにドン!!を付与できる?")
    assert situation == "onepiece.plan.can_attach" and _refused(r, "6-5-5-1") and "付与できません" in said


def test_op_10_1_4_1_a_blocked_attack_leaves_the_leaders_life_as_it_was() -> None:
    r, said, _ = _run(
        "相手のリーダー(パワー5000、ライフ2)に、パワー5000のリーダーでアタック。相手がパワー2000のブロッカーで"
        "ブロックした。相手のライフは?"
    )
    # the life told stays: the blocker became the card attacked (the plans say the count and the block)
    assert _life(r) == 2 and re.search(r"ライフは2枚(?:のまま|になります)", said) and "ブロック" in said


@pytest.mark.parametrize("row", [r for r in SCENARIOS if r["id"] in EITHER_POWER], ids=sorted(EITHER_POWER))
def test_probe3_6_5_5_2_power_told_with_don_may_include_them_is_withheld(row: dict[str, Any]) -> None:
    """「ドン!!1枚付けたパワー5000のリーダー」: 5000 printed (6000 in battle) or 5000 with the DON!!
    (4000 printed) — the two readings end the battle differently, so no verdict is stated."""
    assert not situate(row["question"], "onepiece")[0].accounting.verdict.stated
