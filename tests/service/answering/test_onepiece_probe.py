"""ONE PIECE CARD GAME round-2 probe: questions written before reading the builders, each scenario's
`expect` as a machine-checkable predicate (`CHECKS`, usable with ``rulecite ask-eval --checks
tests.service.answering.test_onepiece_probe``), and the classes of phrasing the probe exposed, each
with several phrasings: bare powers next to the noun, 5k, cards restated later, several counters,
rested blockers, DON!! on the defender's cards, 【カウンター】 event costs, the refresh phase, the board
when a character is played, and the DON!! left after paying. Fast: no index, no model."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from service.answering.citing import Simulated
from service.answering.extract import extract
from service.answering.numbers import normalize_text
from service.answering.plans import situate
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_defence import blocker_rested, counters
from service.answering.scenarios.onepiece_read import battle_cards, mentions
from service.answering.simulation import run_question
from service.engine.scenario import SimulationResult
from tests.service.answering.probes import (
    check_onepiece_scenario,
    check_onepiece_set,
    load_rows,
    simulated_onepiece,
)
from tests.service.answering.probes import compare as _compare
from tests.service.answering.probes import defender_life as _defender_life
from tests.service.answering.probes import event_types as _types
from tests.service.answering.probes import life as _life
from tests.service.answering.probes import ongoing as _ongoing
from tests.service.answering.probes import refused as _refused
from tests.service.answering.probes import zone as _zone

# the first batch (30, op-p-*) and the second, written after the first batch's fixes (10, op-q-*)
ROWS = load_rows("probe_onepiece.jsonl", "probe2_onepiece.jsonl")
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def _rested(r: SimulationResult, player: str, zone: str) -> int:
    return sum(1 for c in _zone(r, player, zone) if c["flags"].get("rested"))


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    # the asker is attacked at zero life and loses (7-1-4-1-1-1)
    # the asker (at 0 life) loses: the winner is the seat whose life is left (any seating)
    "op-p-01": lambda r: (
        _compare(r) == (6000, 5000)
        and r.outcome.winner in ("player1", "player2")
        and _life(r, str(r.outcome.winner)) > 0
    ),
    "op-p-02": lambda r: _compare(r) == (7000, 6000) and _life(r) == 4,
    "op-p-03": lambda r: (
        _compare(r) == (6000, 7000) and "battle_lost" in _types(r) and not _zone(r, "player2", "trash")
    ),
    "op-p-04": lambda r: _compare(r) == (5000, 4000) and len(_zone(r, "player2", "trash")) == 1,
    "op-p-05": lambda r: _compare(r) == (5000, 5000) and _life(r) == 1,
    # the activated 【トリガー】 card is not added to the hand (10-1-5-1)
    "op-p-06": lambda r: _life(r) == 2 and "reveal" in _types(r) and not _zone(r, "player2", "hand"),
    "op-p-07": lambda r: r.outcome.winner == "player1" and "7-1-4-1-1-1" in r.outcome.rules,
    # a rested 【ブロッカー】 cannot block (10-1-4-1): the battle goes on unblocked, or the block is refused
    "op-p-08": lambda r: (
        ("cannot_block" in _types(r) and "block" not in _types(r) and _life(r) == 4)
        or _refused(r, "10-1-4-1")
    ),
    "op-p-09": lambda r: (
        "block" in _types(r)
        and _compare(r) == (6000, 7000)
        and not _zone(r, "player1", "trash")
        and not _zone(r, "player2", "trash")
    ),
    "op-p-10": lambda r: _types(r).count("power_up") == 2 and _compare(r) == (7000, 8000) and _life(r) == 5,
    "op-p-11": lambda r: _refused(r, "2-7-3"),
    # DON!! on the asker's leader add nothing on the opponent's turn (6-5-5-2)
    "op-p-12": lambda r: _compare(r) == (6000, 5000) and _defender_life(r) == 4,
    "op-p-13": lambda r: (
        sum(1 for e in r.events if "6-2-3" in e.rules) == 2
        and not _zone(r, "player1", "attached")
        and _rested(r, "player1", "cost") == 0
    ),
    "op-p-14": lambda r: _ongoing(r) and len(_zone(r, "player1", "deck")) == 1,
    "op-p-15": lambda r: _refused(r, "6-5-6-1"),
    "op-p-16": lambda r: (  # the card played from hand is among the 5, one of the 5 before trashed
        len(_zone(r, "player1", "characters")) == 5
        and not _zone(r, "player1", "hand")
        and len(_zone(r, "player1", "trash")) == 1
    ),
    "op-p-17": lambda r: len(_zone(r, "player1", "attached")) == 1 and _rested(r, "player1", "cost") == 3,
    "op-p-18": lambda r: _compare(r) == (7000, 7000) and _life(r) == 4,
    "op-p-19": lambda r: (
        _compare(r) == (6000, 5000)
        and len(_zone(r, "player2", "trash")) == 1
        and _rested(r, "player2", "cost") == 2
    ),
    "op-p-20": lambda r: _refused(r, "2-7-4"),
    "op-p-21": lambda r: _compare(r) == (7000, 7000) and _defender_life(r) == 4,
    # 【バニッシュ】 at one life: the card goes to the trash, life 0, no defeat yet (10-1-3-1)
    "op-q-01": lambda r: _life(r) == 0 and len(_zone(r, "player2", "trash")) == 1 and _ongoing(r),
    "op-q-02": lambda r: _compare(r) == (7000, 7000) and len(_zone(r, "player2", "trash")) == 1,
    "op-q-03": lambda r: _compare(r) == (6000, 6000) and _defender_life(r) == 4,
    "op-q-04": lambda r: r.outcome.winner == "player1" and "9-2-1-2" in r.outcome.rules,
    "op-q-05": lambda r: (
        _compare(r) == (7000, 7000) and _life(r) == 1 and len(_zone(r, "player2", "hand")) == 2
    ),
    "op-q-06": lambda r: _refused(r, "7-1-1-2"),
    "op-q-07": lambda r: len(_zone(r, "player1", "stage")) == 1 and _rested(r, "player1", "cost") == 1,
    "op-q-08": lambda r: (
        any(e.type == "move" and "6-3-1" in e.rules for e in r.events)
        and any(e.type == "don_phase" and e.data["count"] == 2 for e in r.events)
    ),
}


def test_every_probe_scenario_question_has_a_check_and_verified_gold(corpus: Any) -> None:
    assert len(ROWS) >= 40 and len(SCENARIOS) >= 26
    check_onepiece_set(ROWS, SCENARIOS, CHECKS, corpus)


@pytest.mark.parametrize("row", SCENARIOS, ids=[r["id"] for r in SCENARIOS])
def test_probe_scenario_is_simulated_as_expected(row: dict[str, Any]) -> None:
    check_onepiece_scenario(row, CHECKS)


def _simulated(question: str) -> tuple[Simulated | None, BuiltScenario | None, str | None]:
    """The stated simulation as `/ask` answers it; withheld, the scenario a plan built."""
    return simulated_onepiece(question)


def _run(question: str) -> tuple[SimulationResult, str]:
    sim, built, note = _simulated(question)
    assert sim is not None and built is not None, note
    return sim.result, built.summarize(sim.result)


# ----- numbers and stats written the way players type them --------------------------------------------
@pytest.mark.parametrize(
    ("raw", "normal"),
    [("5kのリーダー", "5000のリーダー"), ("(6.5K)", "(6500)"), ("パワー５ｋ", "パワー5000"), ("5kg", "5kg")],
)
def test_thousands_written_with_k(raw: str, normal: str) -> None:
    assert normalize_text(raw) == normal


@pytest.mark.parametrize(
    ("question", "index", "power"),
    [
        ("リーダー5千にドン!!1枚付けて、相手のキャラにアタック", 0, 5000),  # right after the noun
        ("6000のキャラで相手のリーダーを殴る", 0, 6000),  # before the noun, without パワー
        ("こっちのキャラ７千でアタック", 0, 7000),
        ("5kのリーダーで相手リーダー(5k、ライフ2)にアタック", 1, 5000),  # first of a parenthesised list
        ("相手のキャラ(レスト、4000)にアタック", 0, 4000),
        ("コスト4の5000のキャラで", 0, 5000),
    ],
)
def test_op_7_1_4_1_bare_power_next_to_the_noun(question: str, index: int, power: int) -> None:
    assert mentions(extract(question))[index].stat("power") == power


@pytest.mark.parametrize("question", ["カウンター+2000のキャラで守る", "ライフ5000", "キャラ2枚"])
def test_numbers_that_are_no_power(question: str) -> None:
    assert all(m.stat("power") is None for m in mentions(extract(question)))


@pytest.mark.parametrize(
    ("question", "don"),
    [
        ("リーダー5000にドン!!1枚付けて、相手のレストのキャラ(7000)にアタック", 1),
        ("リーダー(5000)にドン2枚つけて相手のリーダーを殴る", 2),
        ("キャラにドン!!を3枚付与して相手のリーダーにアタック", 3),
    ],
)
def test_op_6_5_5_2_don_given_to_the_noun_before_the_target(question: str, don: int) -> None:
    att, tgt, _ = battle_cards(extract(question))
    assert att is not None and att.stat("don") == don
    assert tgt is not None and tgt.stat("don") is None


@pytest.mark.parametrize(
    ("question", "attacker", "target"),
    [
        ("キャラ(5000)にドン2枚つけて向こうのリーダー殴ったら通る?リーダーはパワー6千", 5000, 6000),
        ("キャラで相手のリーダーにアタック。キャラは7000、リーダーは5000", 7000, 5000),
        ("相手のリーダーを俺のキャラで殴った。リーダーのパワーは4000、キャラは5000", 5000, 4000),
    ],
)
def test_op_7_1_4_1_card_restated_after_the_attack(question: str, attacker: int, target: int) -> None:
    att, tgt, _ = battle_cards(extract(question))
    assert att is not None and tgt is not None
    assert (att.stat("power"), tgt.stat("power")) == (attacker, target)


def test_restating_two_cards_of_a_kind_is_ambiguous_and_adds_nothing() -> None:
    # two characters without power before: 「キャラは6000」 could be either, so it completes neither
    read = mentions(extract("自分のキャラで相手のキャラにアタック。キャラは6000"))
    assert read[0].stat("power") is None and read[1].stat("power") is None


# ----- the defender's choices -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "values"),
    [
        ("カウンター1000と2000を切られた", [1000, 2000]),
        ("相手は1000と2000のカウンターを使った", [1000, 2000]),
        ("カウンター+1000を2枚と+2000を1枚使われた", [1000, 1000, 2000]),
        ("カウンター2000のキャラを2枚", [2000, 2000]),
        ("カウンター、1000、2000を使った", []),  # no value joined to カウンター: not read as a list
    ],
)
def test_op_7_1_3_2_1_several_counters(question: str, values: list[int]) -> None:
    found = counters(extract(question))
    assert found is not None
    assert [c["counter"] for c in found] == values


@pytest.mark.parametrize(
    ("question", "rested"),
    [
        ("向こうのブロッカーはもうレストしてる", True),
        ("相手のレストのブロッカー", True),
        ("相手のブロッカー(レスト)がいる", True),
        ("横向きのブロッカーしかいない", True),
        ("ブロッカーはレストしてない", False),
        ("相手の場にパワー3000のブロッカーがいる", False),
    ],
)
def test_op_10_1_4_1_rested_blocker(question: str, rested: bool) -> None:
    assert blocker_rested(extract(question)) is rested


@pytest.mark.parametrize(
    "question",
    [
        "パワー6000のキャラで相手リーダー(5000)にアタック。相手のブロッカーはレストしてる。ブロックできる?",
        "相手の横向きのブロッカー(7000)がいる状態で、こっちのリーダー6000で相手のリーダー5000を殴った",
    ],
)
def test_op_10_1_4_1_rested_blocker_does_not_block_and_the_answer_says_so(question: str) -> None:
    r, said = _run(question)
    assert "cannot_block" in _types(r) and "block" not in _types(r) and _defender_life(r) == 4
    # the answer says why (the plans tell the engine's event, the old builder its own wording)
    assert re.search(r"レストのため、?【ブロッカー】を発動でき", said) and "アタックできます" not in said


@pytest.mark.parametrize(
    "question",
    [
        "自分のリーダー(5000)にドン!!2枚付けたままターンを終えた。相手のターンにパワー6000のキャラでアタックされたら?",
        "ドン!!1枚付けた俺のリーダー(5000)が、相手のターンに相手の6000のキャラに殴られた。ダメージ受ける?",
    ],
)
def test_op_6_5_5_2_don_on_the_askers_card_during_the_opponents_turn(question: str) -> None:
    r, said = _run(question)
    assert _compare(r) == (6000, 5000) and _defender_life(r) == 4  # the asker's (the attacked) seat
    assert "自分のターンではないためパワーに加わりません" in said


@pytest.mark.parametrize(
    ("question", "refused"),
    [
        ("相手のアタック中、こっちのアクティブのドン!!は1枚だけ。コスト2のカウンターイベント使える?", True),
        ("ドン!!が2枚しかないけどコスト3のカウンターイベントって使える?", True),
    ],
)
def test_op_7_1_3_2_2_counter_event_cost(question: str, refused: bool) -> None:
    r, said = _run(question)
    assert _refused(r, "2-7-3") is refused
    assert said.startswith(
        "シミュレーション結果: 使えません" if refused else "シミュレーション結果: 使えます"
    )


def test_op_7_1_3_2_2_counter_event_played_but_not_reflected_is_withheld() -> None:
    """「撃てる?」 of a 【カウンター】 event paid in the counter step: the play is the attack's counter,
    which no scripted play reflects — withheld for the user (as it was with the retired builder)."""
    gated, _ = situate(
        "アクティブなドン!!1枚で、相手のアタックにコスト1の【カウンター】イベントは撃てる?", "onepiece"
    )
    assert not gated.accounting.verdict.stated


def test_op_7_1_3_2_2_counter_event_in_a_battle_uses_the_stated_don() -> None:
    q = (
        "相手のパワー6000のキャラが俺のリーダー(5000)にアタックしてきた。"
        "アクティブのドン!!は{}枚、手札に+2000のカウンターイベント(コスト2)がある"
    )
    r, said = _run(q.format(1))
    assert _refused(r, "2-7-3") and said.startswith("シミュレーション結果: カウンターは使えません")
    r, _ = _run(q.format(2))
    assert _compare(r) == (6000, 7000) and _life(r, "player1") == 5


# ----- turn structure and playing cards ------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "back"),
    [
        ("前のターンにリーダーに付けたドン!!2枚、次の自分のターンになったらどうなる?", 2),
        ("キャラにドン!!を3枚付けてた。次のターンどうなる?", 3),
        ("リーダーにつけたドン!!1枚っていつ戻るの?", 1),
    ],
)
def test_op_6_2_3_given_don_return_at_the_refresh_phase(question: str, back: int) -> None:
    r, said = _run(question)
    assert sum(1 for e in r.events if "6-2-3" in e.rules) == back and not _zone(r, "player1", "attached")
    assert f"ドン!!{back}枚はコストエリアにアクティブで戻ります" in said


def test_op_6_2_3_opponents_don_or_an_attack_is_no_refresh_question() -> None:
    for q in (
        "相手のリーダーにドン!!2枚。次の自分のターンどうなる?",
        "ドン!!2枚付けたリーダーでアタックしたら?",
    ):
        _, built, _ = run_question("onepiece", extract(q))
        assert built is None or built.situation != "onepiece.refresh"


@pytest.mark.parametrize(
    ("question", "board", "trashed"),
    [
        ("キャラ5体並んでる状態で、コスト3のキャラをドン!!3枚で出したら場のキャラ何体になる?", 5, 1),
        ("場にキャラが3体いる。アクティブのドン!!2枚でコスト2のキャラを出したら何体?", 4, 0),
    ],
)
def test_op_3_7_6_1_board_when_paying_for_a_character(question: str, board: int, trashed: int) -> None:
    r, said = _run(question)
    assert len(_zone(r, "player1", "characters")) == board and len(_zone(r, "player1", "trash")) == trashed
    assert f"キャラは{board}体" in said


@pytest.mark.parametrize(
    ("question", "left"),
    [
        ("アクティブのドン!!4枚でコスト3のキャラを出した。残ったドン!!で何枚付与できる?", 1),
        ("ドン!!5枚アクティブでコスト2のキャラ出したあと、残りのドン!!は何枚付けられる?", 3),
        ("アクティブのドン!!3枚でコスト3のキャラを出したら、残りで付与できる?", 0),
    ],
)
def test_op_6_5_5_1_don_left_after_paying_can_be_given(question: str, left: int) -> None:
    r, said = _run(question)
    assert len(_zone(r, "player1", "attached")) == left
    assert (f"付与できるのは{left}枚です" if left else "付与はできません") in said


# ----- what the second batch exposed -----------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "パワー4000のキャラに、ドン!!3枚付けて相手のレストのキャラ(パワー7000)に攻撃したらKOできる?",
        "パワー4000のキャラにドン!!3枚付けて、相手のレストのキャラ(パワー7000)に攻撃したらKOできる?",
    ],
)
def test_op_6_5_5_2_don_given_before_a_comma_stay_with_the_attacker(question: str) -> None:
    r, _ = _run(question)
    assert _compare(r) == (7000, 7000) and len(_zone(r, "player2", "trash")) == 1


def test_op_6_5_5_2_don_given_before_the_power_is_withheld() -> None:
    """「ドン!!3枚付けたパワー4000のキャラ」: 4000 printed (7000 in battle, KO) or 4000 with the DON!!
    (no KO) — the readings differ, so no verdict (round 9: it had been stated as 7000 vs 7000)."""
    question = "相手のレストのキャラ(パワー7000)を、ドン!!3枚付けたパワー4000のキャラで攻撃したらKOできる?"
    assert not situate(question, "onepiece")[0].accounting.verdict.stated


@pytest.mark.parametrize(
    "question",
    [
        "相手のリーダー(6000)に殴られた。こっちのリーダーは5000、手札のカウンター+1000を1枚使ったら防げる?",
        "相手のリーダー(パワー6000)にアタックされた。自分のリーダーは5000で、手札からカウンター1000を使った",
    ],
)
def test_op_7_1_3_2_1_a_hand_said_in_the_next_clause_is_not_the_leaders(question: str) -> None:
    r, said = _run(question)
    assert _compare(r) == (6000, 6000) and "として計算" not in said


@pytest.mark.parametrize(
    ("question", "turn", "drew", "don"),
    [
        ("先攻で2回目の自分のターン(ゲーム3ターン目)って、ドローできる?ドン!!は何枚?", 3, True, 2),
        ("後攻の2回目のターン、ドローとドン!!は?", 4, True, 2),
        ("5ターン目のドン!!フェイズで何枚置く?", 5, True, 2),
        ("先攻1ターン目のドロー", 1, False, 1),
    ],
)
def test_op_6_3_1_draw_and_don_phase_of_a_stated_turn(question: str, turn: int, drew: bool, don: int) -> None:
    sim, built, _ = _simulated(question)
    assert sim is not None and built is not None and built.payload["turn"] == turn
    r = sim.result
    assert any(e.type == "move" and "6-3-1" in e.rules for e in r.events) is drew
    assert any(e.type == "don_phase" and e.data["count"] == don for e in r.events)
    assert ("手札は" in built.summarize(r)) is (turn <= 2)  # a later hand size is not known


def test_a_later_turns_attack_is_the_attack_builders() -> None:
    _, built, _ = _simulated("ゲーム3ターン目、パワー5000のリーダーで相手のパワー5000のリーダーにアタック")
    # a battle (the attack builder's or the battle plan's), not a turn-structure scenario
    assert built is not None and built.situation in ("onepiece.attack", "onepiece.plan.battle")


def test_a_keyword_definition_question_is_no_declined_situation() -> None:
    for question in ("ドン!!-1ってどういう意味?", "【ドン!!×2】って何?"):
        sim, built, note = run_question("onepiece", extract(question))
        assert (sim, built, note) == (None, None, None)
