"""ONE PIECE CARD GAME questions nobody tuned on: the held-out set's scenario questions run through the
builders and the engine, each `expect` as a machine-checkable predicate (`CHECKS`, usable with
``rulecite eval --ask --checks tests.service.answering.test_onepiece_questions``), plus extraction
from varied phrasings and the honest declines. Fast: no index, no model."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from service.answering.citing import Simulated
from service.answering.extract import extract
from service.answering.plans import situate
from service.answering.reading.reader import read
from service.answering.scenarios import BuiltScenario, Unsupported, build_scenario
from service.answering.scenarios.onepiece_defence import blocker_power as _blocker_power
from service.answering.scenarios.onepiece_defence import counters as _counters
from service.answering.scenarios.onepiece_don_read import don_count
from service.answering.scenarios.onepiece_read import attacked_asker, mentions
from service.engine.scenario import SimulationResult, simulate
from tests.service.answering.probes import check_onepiece_set, load_rows, simulated_onepiece
from tests.service.answering.probes import compare as _compare
from tests.service.answering.probes import event_types as _types
from tests.service.answering.probes import life as _life
from tests.service.answering.probes import ongoing as _ongoing
from tests.service.answering.probes import refused as _refused
from tests.service.answering.probes import zone as _zone

ROWS = load_rows("heldout_onepiece.jsonl")
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]
# 「ドン!!1枚付けたパワー…の…」: the told power may already include the DON!!, and the two readings
# end differently (6-5-5-2): withheld since round 9 (scenarios/onepiece_either)
EITHER_POWER = frozenset({"op-h-01"})
STATED = [r for r in SCENARIOS if r["id"] not in EITHER_POWER]


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    # 5000 vs 5000: the attacker wins ties, the rested character is KO'd (7-1-4-1, 7-1-4-1-2)
    "op-h-01": lambda r: _compare(r) == (5000, 5000) and len(_zone(r, "player2", "trash")) == 1,
    "op-h-02": lambda r: _compare(r) == (6000, 7000) and "battle_lost" in _types(r) and _life(r) == 5,
    # two damage at one life: one card to hand, no win (7-1-4-1-1-3, 1-3-2)
    "op-h-03": lambda r: _life(r) == 0 and len(_zone(r, "player2", "hand")) == 1 and _ongoing(r),
    "op-h-04": lambda r: (
        _life(r) == 1 and not _zone(r, "player2", "hand") and len(_zone(r, "player2", "trash")) == 1
    ),
    "op-h-05": lambda r: _compare(r) == (4000, 5000) and _ongoing(r) and _life(r) == 0,
    "op-h-06": lambda r: _compare(r) == (6000, 7000) and "battle_lost" in _types(r) and _life(r) == 5,
    "op-h-07": lambda r: (
        "block" in _types(r)
        and _compare(r) == (5000, 3000)
        and _life(r) == 5
        and len(_zone(r, "player2", "trash")) == 1
    ),
    "op-h-08": lambda r: _refused(r, "3-7-4"),
    "op-h-09": lambda r: not _refused(r, "3-7-4") and _life(r) == 3,
    "op-h-10": lambda r: (
        len(_zone(r, "player1", "characters")) == 1
        and sum(1 for c in _zone(r, "player1", "cost") if c["flags"].get("rested")) == 5
    ),
    "op-h-11": lambda r: _refused(r, "2-7-3"),
    "op-h-12": lambda r: _refused(r, "7-1-1-2"),
    "op-h-13": lambda r: len(_zone(r, "player1", "hand")) == 6 and len(_zone(r, "player1", "cost")) == 2,
    "op-h-14": lambda r: any(
        e.type == "don_phase" and e.data["count"] == 1 and "6-4-2" in e.rules for e in r.events
    ),
    "op-h-15": lambda r: (
        any(e.type == "don_phase" and e.data["count"] == 0 for e in r.events) and _ongoing(r)
    ),
    "op-h-16": lambda r: (
        r.outcome.winner == "player2"
        and "9-2-1-2" in r.outcome.rules
        and any(e.type == "move" and "6-3-1" in e.rules for e in r.events)
    ),
    # the attacked asker sits as player1 (a turn ended first) or player2 (the attacker's turn, planned)
    "op-h-17": lambda r: (
        _compare(r) == (4000, 5000) and _ongoing(r) and min(_life(r, "player1"), _life(r, "player2")) == 0
    ),
    "op-h-18": lambda r: (
        _compare(r) is not None
        and _compare(r)[1] == 5000  # type: ignore[index]
        and any(e.type == "compare" and e.data.get("defender") == "c" for e in r.events)
    ),
    "op-h-19": lambda r: (
        len(_zone(r, "player2", "trash")) == 1
        and sum(1 for c in _zone(r, "player2", "cost") if c["flags"].get("rested")) == 2
    ),
    "op-h-20": lambda r: _life(r) == 2 and len(_zone(r, "player2", "hand")) == 2,
    "op-h-21": lambda r: len(_zone(r, "player1", "characters")) == 5 and not _zone(r, "player1", "trash"),
    "op-h-22": lambda r: (
        [c["uid"] for c in _zone(r, "player1", "stage")] == ["new"] and len(_zone(r, "player1", "trash")) == 1
    ),
    "op-h-23": lambda r: _compare(r) == (5000, 5000) and _life(r) == 4,
    "op-h-24": lambda r: _refused(r, "7-1-1-1"),
    "op-h-25": lambda r: r.outcome.draw and "1-2-3" in r.outcome.rules,
    "op-h-26": lambda r: (
        "block" in _types(r)
        and _compare(r) == (6000, 7000)
        and _life(r) == 5
        and not _zone(r, "player2", "trash")
    ),
    "op-h-38": lambda r: _refused(r, "6-5-6-1"),
    "op-h-39": lambda r: _types(r).count("power_up") == 2 and _compare(r) == (8000, 7000) and _life(r) == 4,
}


def test_every_heldout_scenario_question_has_a_check_and_verified_gold(corpus: Any) -> None:
    assert len(ROWS) >= 30 and len(SCENARIOS) >= 15
    check_onepiece_set(ROWS, SCENARIOS, CHECKS, corpus)


def _simulated(question: str) -> tuple[Simulated | None, BuiltScenario | None, str | None]:
    """The stated simulation as `/ask` answers it; withheld, the scenario a plan built."""
    return simulated_onepiece(question)


@pytest.mark.parametrize("row", STATED, ids=[r["id"] for r in STATED])
def test_heldout_scenario_is_simulated_as_expected(row: dict[str, Any]) -> None:
    sim, built, note = _simulated(row["question"])
    assert sim is not None and built is not None, note
    assert CHECKS[row["id"]](sim.result), built.summarize(sim.result)
    assert built.summarize(sim.result).startswith("シミュレーション結果: ")


# ----- extraction from varied phrasings ------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "side", "power"),
    [
        ("相手のパワー４千のキャラにアタックされた", "opponent", 4000),
        ("相手のアクティブ状態のキャラ(パワー2000)に、パワー7000のキャラでアタック", "opponent", 2000),
        ("ライフ1枚の相手にパワー6000のリーダーでアタック", None, 6000),
        ("自分の１万パワーのリーダー", "self", 10000),
    ],
)
def test_side_and_power_read_through_stats_and_parentheses(
    question: str, side: str | None, power: int
) -> None:
    first = mentions(extract(question))[0]
    assert (first.side, first.stat("power")) == (side, power)


def test_states_and_keywords_in_parentheses() -> None:
    read = mentions(extract("速攻持ちのキャラ(パワー5000)と、相手のキャラ(レスト、パワー6000)"))
    assert "速攻" in read[0].keywords and read[0].rested is None
    assert read[1].rested is True and read[1].side == "opponent"


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("アクティブのドン!!がちょうど5枚", 5),
        ("アクティブなドン!!１枚だけで", 1),
        ("ドン!!が3枚しかない", 3),
        ("ドン!!を2枚付与したキャラ", None),
        ("相手のドン!!が4枚", None),
    ],
)
def test_active_don_count(question: str, count: int | None) -> None:
    assert don_count(extract(question)) == count


def test_don_deck_is_not_the_deck() -> None:
    facts = extract("ドン!!デッキがもう０枚")
    assert "deck" not in facts.numbers
    assert all("deck" not in side for side in facts.players.values())
    counts = {
        (f.concept, f.value)
        for f in read("ドン!!デッキがもう０枚", "onepiece").facts
        if f.role.value == "quantity"
    }
    assert counts == {("don_deck", 0)}  # the DON!! deck (5-1-2), which the turn-start plan places from


@pytest.mark.parametrize(
    ("question", "values"),
    [
        ("相手は手札からカウンター+1000のキャラを２枚使った", [1000, 1000]),
        ("相手が2000カウンターを使った", [2000]),
        ("相手がカウンター２千を切ってきた", [2000]),
        ("ブロックもカウンターもしなかった", []),
    ],
)
def test_counter_cards(question: str, values: list[int]) -> None:
    found = _counters(extract(question))
    assert found is not None
    assert [c["counter"] for c in found] == values


def test_counter_event_with_cost_and_boost() -> None:
    found = _counters(extract("相手は+4000のカウンターイベント(コスト1)を使った"))
    assert found is not None
    (event,) = found
    assert (event["kind"], event["boost"], event["cost"]) == ("event", 4000, 1)


@pytest.mark.parametrize(
    ("question", "power"),
    [
        ("相手の場にパワー3000のブロッカーがいる", 3000),
        ("相手がブロッカー(パワー4000)でブロックしてきた", 4000),
        ("ブロッカー持ちのパワー６千のキャラ", 6000),
        ("相手にはブロッカーがいる", None),
    ],
)
def test_blocker_power(question: str, power: int | None) -> None:
    assert _blocker_power(extract(question)) == (True, power)


@pytest.mark.parametrize(
    ("question", "attacked"),
    [
        ("相手のキャラにアタックされた", True),
        ("相手がリーダーでアタックしてきた", True),
        ("相手のターン中のパワーは?", True),
        ("相手のリーダーにアタックした", False),
    ],
)
def test_who_is_attacked(question: str, attacked: bool) -> None:
    assert attacked_asker(extract(question)) is attacked


# ----- situations beyond the held-out set, by clause --------------------------------------------------
def _run(question: str) -> tuple[SimulationResult, str, str | None]:
    sim, built, note = _simulated(question)
    assert sim is not None and built is not None, note
    return sim.result, built.summarize(sim.result), note


def test_op_7_1_3_2_1_asker_defends_with_a_counter_on_the_opponents_turn() -> None:
    r, said, _ = _run(
        "相手がパワー6000のキャラで自分のリーダー(パワー5000)を攻撃してきた。手札のカウンター2000を使えば守れる?"
    )
    assert _compare(r) == (6000, 7000) and _life(r, "player1") == 5
    assert "アタックした相手のカードがバトルに負け" in said


def test_op_7_1_3_2_2_counter_event_cost_is_assumed_payable_and_said() -> None:
    r, _, note = _run(
        "パワー7000のキャラでパワー6000の相手リーダーにアタック。相手は+2000のカウンターイベント(コスト1)を使った"
    )
    assert _compare(r) == (7000, 8000) and note is not None and "コスト1" in note


def test_op_10_1_5_1_trigger_activated_goes_to_trash() -> None:
    r, _, _ = _run(
        "ライフの一番上がトリガー持ちの相手リーダー(パワー5000)に、パワー5000のリーダーでアタックが通った。トリガーを発動したら?"
    )
    assert any(e.type == "reveal" and "10-1-5-1" in e.rules for e in r.events)


def test_op_6_5_5_2_loose_don_goes_to_the_attacker() -> None:
    r, _, _ = _run("相手のリーダー(パワー5000)に、パワー3000のキャラでアタック。ドン!!を2枚付けて殴った。")
    assert _compare(r) == (5000, 5000)


@pytest.mark.parametrize(
    "question",
    [
        "相手のリーダー(パワー5000)に、パワー3000のキャラでアタック。ドン!!を2枚付与してる。",
        "レストの相手キャラ(パワー4000)に、ドン２枚付けたパワー3000のキャラで攻撃したらKOできる?",
        "ドン!!を1枚付けて、パワー5000のリーダーで相手のリーダー(パワー6000)にアタック。カウンターなし。"
        "相手のライフ2枚は何枚?",
    ],
)
def test_op_6_5_5_2_power_that_may_include_the_don_is_withheld(question: str) -> None:
    """DON!! told as a state (「付与してる」) or before the card's power: the power may include them,
    and the two readings end the battle differently."""
    assert not situate(question, "onepiece")[0].accounting.verdict.stated


def test_op_1_2_1_1_2_opponent_draws_its_last_card() -> None:
    question = "相手の山札が1枚の状態でターンを渡したら、相手はドローで負ける?"
    _r, said, _ = _run(question)
    # planned with the opponent as the turn player (player1): the asker's win, as the asker sees it
    assert situate(question, "onepiece")[0].accounting.verdict.value == "self" and "相手が敗北" in said


def test_op_3_8_5_empty_stage_area_plays_directly() -> None:
    r, said, _ = _run("ステージエリアが空いている。手札からステージを出したら、ステージは何枚?")
    assert [c["uid"] for c in _zone(r, "player1", "stage")] == ["new"] and "そのまま" in said
    # 「そのまま出せる?」 reads as a card put onto the field directly, which no play reflects: withheld
    # for the user (as before the builders were retired: the gate withheld the builder's play too)
    gated, _ = situate("ステージを出したい。ステージエリアが空いてたらそのまま出せる?", "onepiece")
    assert not gated.accounting.verdict.stated


@pytest.mark.parametrize(
    "question",
    [
        "パワー5000のキャラで、ライフ3枚の相手リーダーにアタック",
        "パワー6000のキャラで相手のリーダーにアタック。当たる?",
        "向こうはライフ0。こっちのパワー5000のキャラで向こうのリーダーにアタック。カウンターなし。勝てる?",
        "相手がパワー7000のキャラでこっちのリーダーに殴ってきた。ライフ2枚。カウンター無しでどうなる?",
    ],
)
def test_op_7_1_4_1_untold_leader_power_withholds_the_battle(question: str) -> None:
    """Leaders print different powers: an untold one would decide the comparison (7-1-4-1), so no
    default stands in for it (audit12b, audit10c)."""
    assert not situate(question, "onepiece")[0].accounting.verdict.stated


@pytest.mark.parametrize(
    "question",
    [
        "ライフが1枚も無い相手のリーダーに、パワー6000のキャラでアタックして通ったらどうなる?",
        "相手ライフ0で、パワー6000のキャラのアタックが相手リーダーに通れば勝ち?",
        "ライフ0の相手リーダーにパワー5000のキャラでアタック。ダメージを与えたら勝ち?",
    ],
)
def test_op_7_1_4_1_1_1_a_hit_put_as_the_condition_needs_no_leader_power(question: str) -> None:
    """「通ったら」: the hit is the question's condition, so the leader's power does not matter."""
    v = situate(question, "onepiece")[0].accounting.verdict
    assert v.stated and "self" in json.dumps(v.value)


@pytest.mark.parametrize(
    "question",
    [
        "キャラで攻撃したらどうなる?",  # no power at all
        "パワー5000のリーダーで相手のレストのキャラにアタックしたら?",  # the attacked character's power
        "パワー5000のリーダーでアタックしたら相手のブロッカーにブロックされた。どうなる?",  # the blocker's
        "効果でパワー-2000されたパワー5000のキャラでアタックしたらどうなる?",  # card text
        "【登場時】効果のあるパワー4000のキャラを出してアタックしたら?",
    ],
)
def test_declines_with_a_reason_when_the_outcome_is_not_given(question: str) -> None:
    built = build_scenario("onepiece", extract(question))
    assert isinstance(built, Unsupported) and built.reason


def test_unrelated_and_plain_rule_questions_build_nothing() -> None:
    for question in ("今日の天気は?", "投了はいつでもできますか?", "ライフって最初に何枚置くの?"):
        assert build_scenario("onepiece", extract(question)) is None


@pytest.mark.parametrize("row", STATED[:8], ids=[r["id"] for r in STATED[:8]])
def test_built_scenario_reruns_unchanged_through_simulate(row: dict[str, Any]) -> None:
    sim = _simulated(row["question"])[0]
    assert sim is not None
    if sim.rejected is not None:
        # the engine records the refusal as a `rejected` event and goes on (one policy for all games)
        assert simulate("onepiece", dict(sim.scenario)).rejected[0]["code"] == sim.rejected["code"]
    else:
        again = simulate("onepiece", dict(sim.scenario))
        assert [e.to_json() for e in again.events] == [e.to_json() for e in sim.result.events]


@pytest.mark.parametrize(
    ("question", "power", "don", "keywords"),
    [
        ("リーダー(5000)にドン!!を2枚つけて、相手のパワー6000のリーダーを殴った", 5000, 2, set()),
        ("相手のパワー7000のキャラがダブルアタックで殴ってきた", 7000, None, {"ダブルアタック"}),
        ("登場したばかりの速攻を持たないキャラで攻撃", None, None, set()),
        ("自分のリーダーは5000。", 5000, None, set()),
    ],
)
def test_stats_and_keywords_said_around_the_noun(
    question: str, power: int | None, don: int | None, keywords: set[str]
) -> None:
    first = mentions(extract(question))[0]
    assert (first.stat("power"), first.stat("don"), set(first.keywords)) == (power, don, keywords)


def test_op_7_1_4_1_2_ko_with_a_counted_board_says_what_is_left() -> None:
    r, said, _ = _run(
        "相手のキャラが5体いるときに相手のレストのキャラ(パワー1000)にアタックしてKOしたら、相手のキャラは何体?"
    )
    assert len(_zone(r, "player2", "characters")) == 4 and "相手のキャラは4体" in said


def test_op_3_7_4_negated_rush_does_not_allow_the_attack() -> None:
    r, _, _ = _run("登場したばかりの速攻を持たないキャラで攻撃はできますか?")
    assert _refused(r, "3-7-4")


def test_op_1_2_3_both_leaders_hit_at_zero_life_is_a_draw_with_the_default_said() -> None:
    r, _, note = _run("お互いのライフが0で、お互い同時にダメージを受けたらどうなる?")
    # one effect on both leaders (no deck-out stand-in): the amount unsaid is a default in the notes
    assert r.outcome.draw and note is not None and "ダメージの量" in note


@pytest.mark.parametrize(
    ("question", "compare"),
    [
        # the extractor gives the leader's 6000 to the next noun; the card's own 「は5000」 wins
        ("相手リーダーのパワーは6000、こっちのキャラは5000。ドン!!を1枚付ければ殴り勝てる?", (6000, 6000)),
        ("ライフ２の相手に、ダブルアタック持ち(パワー６０００)でアタック。相手リーダーは5000", (6000, 5000)),
        (
            "相手のブロッカー(5000)がいる状態で、パワー6000のリーダーで相手リーダー(パワー5000)にアタック。"
            "ブロックされなければ?",
            None,
        ),
    ],
)
def test_op_7_1_4_1_powers_from_loose_phrasings(question: str, compare: tuple[int, int] | None) -> None:
    r, _, note = _run(question)
    if compare is not None:
        assert _compare(r) == compare
    else:  # not blocked: the leader is hit, and no note claims the block was unsaid
        assert "block" not in _types(r) and _life(r) == 4 and note is None


def test_op_2_7_2_don_without_exclamation_marks() -> None:
    r, _, _ = _run("手札7枚でコスト1のキャラを出せる?ドンは1枚アクティブ")
    assert len(_zone(r, "player1", "characters")) == 1


@pytest.mark.parametrize("row", [r for r in SCENARIOS if r["id"] in EITHER_POWER], ids=sorted(EITHER_POWER))
def test_heldout_6_5_5_2_power_told_with_don_may_include_them_is_withheld(row: dict[str, Any]) -> None:
    """「ドン!!1枚付けたパワー5000のリーダー」: 5000 printed (6000 in battle) or 5000 with the DON!!
    (4000 printed) — the two readings end the battle differently, so no verdict is stated."""
    assert not situate(row["question"], "onepiece")[0].accounting.verdict.stated
