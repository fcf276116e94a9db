"""Shadowverse Evolve fights the builders answered and the plans now do (issue 11, item 7; round 12,
`benchmarks/retire_check.py sve`), planned from the reading (`plans/sve_attack.attack`) with sve's
builders off:

* a state said as a relative clause before another owner's card (「…フォロワーが、横向きになってるこっち
  の必殺持ちに攻撃してきた」) is that card's, not the attacker's (`sve_read._relative_state`);
* the fight's own damage told again (「こっちは0ダメージしか返せないけど」) is no effect (`fight_damage`);
* 「殴り合いが終わった後」 names the fight as a time, not another attack (`_WHEN`);
* 「俺のフォロワーは【ドレイン】持ち。」 tells more of the one card of that owner (`sve_read.restated`);
* a leader's 体力 after a fight of followers needs the attacker's 攻撃力, not the attacked one's
  (its 【ドレイン】 does not trigger, 12.13.2); an untold leader's 体力 is never answered (20 is the
  start's, 6.2.1.11);
* 「俺のほうのフォロワーは破壊される?」: the named follower's own fate (`reading/fate.asked_fate`);
* 「相手リーダーを直接狙える?」: aiming at the leader is attacking it (lexicon);
* 「今ターン手札から出した」: the attacker played this turn (8.4.2.1);
* 「戦闘後、こっちのフォロワーの残り体力は?」: the asked follower's 体力 left (`sve_follower_left`).
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


def stated(question: str, value: object) -> None:
    v = verdict(question)
    assert v.stated and v.value == value, (question, v)


def withheld(question: str) -> None:
    v = verdict(question)
    assert not v.stated, (question, v)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターンに、相手の攻撃力5・体力5のフォロワーが、横向きになってるこっちの必殺持ち(攻撃力0・体力1)に攻撃してきた。こっちは0ダメージしか返せないけど、相手の攻撃フォロワーって破壊される?",
            True,
        ),
        (
            "相手のターン、相手の攻撃力4体力6のフォロワーが、アクト状態になってる俺の【必殺】持ち(攻撃力0・体力2)を攻撃してきた。相手のフォロワーは破壊される?",
            True,
        ),
        (
            "相手のターンに相手の攻撃力3・体力3のフォロワーが、横向きの自分の必殺持ち(攻撃力1・体力1)に攻撃してきた。相手のフォロワーは破壊される?",
            True,
        ),
        (  # the 【必殺】 holder itself takes 5 with 体力9: it stays (11.3.1)
            "相手のターンに、相手の攻撃力5・体力5のフォロワーが、横向きになってるこっちの必殺持ち(攻撃力0・体力9)に攻撃してきた。こっちのフォロワーって破壊される?",
            False,
        ),
    ],
)
def test_12_14_bane_defender_told_after_a_relative_state_destroys_the_attacker(
    question: str, value: object
) -> None:
    stated(question, value)


def test_12_14_trap_no_bane_and_the_zero_damage_told_leaves_the_attacker() -> None:
    stated(
        "相手のターンに、相手の攻撃力5・体力5のフォロワーが、横向きになってるこっちのフォロワー(攻撃力0・体力1)に攻撃してきた。こっちは0ダメージしか返せないけど、相手の攻撃フォロワーって破壊される?",
        False,
    )


def test_12_14_trap_a_damage_told_that_no_fighter_deals_is_withheld() -> None:
    withheld(
        "相手のターンに、相手の攻撃力5・体力5のフォロワーが、横向きになってるこっちの必殺持ち(攻撃力0・体力1)に攻撃してきた。こっちは2ダメージ返したけど、相手の攻撃フォロワーって破壊される?"
    )


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "俺のリーダー体力11。相手ターンに、相手の攻撃力2・体力4のフォロワーが、横向きになってる俺の【ドレイン】持ち(攻撃力3)に攻撃してきた。殴り合いが終わった後の俺のリーダーの体力は?",
            [11],
        ),
        (
            "自分のリーダー体力8。相手のターンに、相手の攻撃力1・体力5のフォロワーが、アクト状態になってる自分のドレイン持ち(攻撃力2・体力3)に攻撃してきた。殴り合いの後、自分のリーダーの体力はいくつ?",
            [8],
        ),
        (
            "相手のターン、相手の攻撃力2のフォロワーが、横向きの俺の【ドレイン】持ち(攻撃力4・体力4)を攻撃してきた。俺のリーダー体力は15。バトルが終わったあと俺のリーダー体力いくつ?",
            [15],
        ),
        (
            "相手のターン、相手の攻撃力3体力3のフォロワーが、俺のアクト状態の攻撃力4体力5のフォロワーに攻撃してきた。俺のフォロワーは【ドレイン】持ち。バトル前の俺のリーダー体力は10。バトル終わったら俺のリーダー体力いくつ?",
            [10],
        ),
    ],
)
def test_12_13_2_drain_of_the_attacked_follower_heals_nothing(question: str, value: object) -> None:
    stated(question, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のリーダー体力9。ドレイン持ちの攻撃力3フォロワー(前ターンから場にいる)で、相手の横向きになってる体力5のフォロワーを攻撃した。攻撃終わった後の自分のリーダーの体力いくつ?",
            [12],
        ),
        (
            "自分のリーダー体力8。自分のターンに、自分の攻撃力2・体力3の【ドレイン】持ちフォロワーが、横向きになってる相手のフォロワー(攻撃力1・体力5)に攻撃した。殴り合いの後、自分のリーダーの体力はいくつ?",
            [10],
        ),
        (
            "相手のリーダー体力7。相手のターンに、相手の攻撃力2・体力4のフォロワーが、横向きになってる俺の【ドレイン】持ち(攻撃力3)に攻撃してきた。殴り合いが終わった後の相手のリーダーの体力は?",
            [7],
        ),
    ],
)
def test_12_13_1_drain_attacker_heals_by_its_damage_whatever_the_target_deals(
    question: str, value: object
) -> None:
    stated(question, value)


def test_6_2_1_11_trap_an_untold_leader_health_is_not_the_start_20() -> None:
    withheld(
        "俺のリーダー体力11。相手ターンに、相手の攻撃力2・体力4のフォロワーが、横向きになってる俺の【ドレイン】持ち(攻撃力3)に攻撃してきた。殴り合いが終わった後の相手のリーダーの体力は?"
    )


def test_12_13_1_trap_the_drain_attacker_attack_untold_is_withheld() -> None:
    withheld(
        "自分のリーダー体力9。ドレイン持ちのフォロワー(前ターンから場にいる)で、相手の横向きになってる体力5のフォロワーを攻撃した。攻撃終わった後の自分のリーダーの体力いくつ?"
    )


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "攻撃力4体力3の俺のフォロワーで、相手のアクト状態の攻撃力2体力4のフォロワーに攻撃した。俺のほうのフォロワーは破壊される?",
            False,
        ),
        (
            "攻撃力4体力3の俺のフォロワーで、相手のアクト状態の攻撃力2体力4のフォロワーに攻撃した。相手のフォロワーは破壊される?",
            True,
        ),
        (
            "自分の攻撃力2・体力5のフォロワーで、相手のアクト状態の攻撃力3・体力2のフォロワーを攻撃した。自分のフォロワーは破壊される?",
            False,
        ),
        (  # 「生き残る?」: the verdict is the destroyed one, 'not destroyed'
            "体力5で攻撃力1の自分のフォロワーで、相手のアクト状態の攻撃力1・体力1のフォロワーを殴った。こっちのフォロワーは生き残る?",
            False,
        ),
    ],
)
def test_8_4_9_the_named_follower_fate_is_answered(question: str, value: object) -> None:
    stated(question, value)


def test_8_4_9_trap_no_follower_named_and_fates_differ_is_withheld() -> None:
    withheld(
        "攻撃力4体力3の俺のフォロワーで、相手のアクト状態の攻撃力2体力4のフォロワーに攻撃した。フォロワーは破壊される?"
    )


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にアクト状態の【守護】フォロワーが1体いる。こっちは前のターンから場にいるスタンド状態のフォロワーで攻撃するんだけど、守護を無視して相手リーダーを直接狙える?",
        "相手の場にアクト状態の【守護】フォロワーが1体いる。自分の前のターンから場にいるフォロワーで、相手のリーダーを直接狙える?",
        "突進持ちのフォロワーを今ターン手札から出した。これでそのまま相手のリーダーを殴りに行ける?",
        "【突進】を持つフォロワーをこのターン手札から出した。そのまま相手リーダーを攻撃できる?",
    ],
)
def test_8_4_3_1_leader_not_a_target(question: str) -> None:
    """12.8.2: an acted 【守護】 follower must be chosen; 12.10.2/8.4.3.1: a 【突進】 follower played this
    turn attacks only acted followers."""
    stated(question, "no")


def test_8_4_3_1_trap_no_ward_the_leader_may_be_aimed_at() -> None:
    stated(
        "相手の場にアクト状態のフォロワーが1体いる。こっちは前のターンから場にいるスタンド状態のフォロワーで攻撃するんだけど、相手リーダーを直接狙える?",
        "yes",
    )


def test_12_9_2_trap_storm_played_this_turn_attacks_the_leader() -> None:
    stated("疾走持ちのフォロワーを今ターン手札から出した。これでそのまま相手のリーダーを殴りに行ける?", "yes")


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "こっちの攻撃力4・体力3のフォロワーで、相手のアクト状態の攻撃力2・体力7のフォロワーに攻撃した。ほかに効果は何もない。戦闘後、こっちのフォロワーの残り体力は?",
            [1],
        ),
        (
            "こっちの攻撃力4・体力3のフォロワーで、相手のアクト状態の攻撃力2・体力7のフォロワーに攻撃した。戦闘後、相手のフォロワーの残り体力は?",
            [3],
        ),
        (
            "攻撃力2・体力5の自分のフォロワーで相手のアクト状態の攻撃力3・体力4のフォロワーを攻撃した。自分のフォロワーの体力はいくつ残る?",
            [2],
        ),
        (
            "攻撃力2・体力5の自分のフォロワーで、相手のアクト状態の攻撃力3・体力3のフォロワーを攻撃した。自分のフォロワーの体力はいくつ残る?",
            [2],
        ),
    ],
)
def test_5_13_1_follower_health_left_after_the_fight(question: str, value: object) -> None:
    stated(question, value)


def test_11_3_1_trap_a_destroyed_follower_has_no_health_left() -> None:
    withheld(
        "こっちの攻撃力4・体力3のフォロワーで、相手のアクト状態の攻撃力5・体力7のフォロワーに攻撃した。戦闘後、こっちのフォロワーの体力はいくつ?"
    )


def test_5_13_1_trap_untold_stats_leave_the_health_unanswered() -> None:
    withheld(
        "こっちの攻撃力4のフォロワーで、相手のアクト状態の体力7のフォロワーに攻撃した。戦闘後、こっちのフォロワーの残り体力は?"
    )


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のリーダー体力10。ドレイン持ちの攻撃力３のフォロワーで相手のアクト状態の体力2のフォロワー攻撃したら、体力いくつになる?",
            [13],
        ),
        (
            "自分のリーダー体力12。ドレイン持ちの攻撃力2のフォロワーで相手のアクト状態の体力1のフォロワーを攻撃したら、体力いくつ?",
            [14],
        ),
        (
            "自分のリーダー体力5。【ドレイン】持ちの攻撃力4のフォロワーで相手のアクト状態の体力3のフォロワーを攻撃したら、体力はいくつになる?",
            [9],
        ),
    ],
)
def test_12_13_1_a_bare_health_asked_is_the_one_told_leaders(question: str, value: object) -> None:
    """No card named after the attack and every follower whose 体力 was told destroyed: the 体力 asked is
    the one told leader's (`sve_follower_left.bare_health_ask`)."""
    stated(question, value)


@pytest.mark.parametrize(
    "question",
    [
        # the attacked follower's told 体力5 is still there: whose 体力 is asked is not said
        "自分のリーダー体力10。ドレイン持ちの攻撃力3のフォロワーで相手のアクト状態の体力5のフォロワー攻撃したら、体力いくつになる?",
        # the attacker's told 体力4 stays too
        "自分のリーダー体力10。ドレイン持ちの攻撃力3・体力4のフォロワーで相手のアクト状態の攻撃力1・体力2のフォロワー攻撃したら、体力いくつになる?",
        # both leaders told
        "自分のリーダー体力10、相手のリーダー体力9。ドレイン持ちの攻撃力3のフォロワーで相手のアクト状態の体力2のフォロワー攻撃したら、体力いくつになる?",
    ],
)
def test_12_13_1_trap_a_bare_health_with_another_told_health_is_withheld(question: str) -> None:
    withheld(question)


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力1の必殺フォロワーで、相手の横向きの体力8のフォロワーを攻撃したら?",
        "攻撃力2の【必殺】持ちフォロワーで相手のアクト状態の体力9のフォロワーを攻撃するとどうなる?",
        "必殺を持つ攻撃力1のフォロワーで相手のアクト状態の体力6のフォロワーを攻撃した。どうなる?",
        "攻撃力5のフォロワーで相手のアクト状態の体力3のフォロワーを攻撃したらどうなる?",
    ],
)
def test_11_3_2_what_happens_names_the_destroyed_follower_whatever_is_untold(question: str) -> None:
    """「攻撃したら?」 with a fighter's stat untold: the run with the least destructive defaults still
    destroys the attacked follower (11.3.1, 11.3.2 【必殺】); a fight of followers ends no game."""
    gated, _ = situate(question, "sve")
    v = gated.accounting.verdict
    assert v.stated and v.value == {"result": "ongoing", "winner": None}, (question, v)
    assert gated.sim is not None and gated.built is not None
    gone = [
        e.data.get("from_player")
        for e in gated.sim.result.events
        if e.type == "move" and e.data.get("to_zone") == "graveyard"
    ]
    assert gone == ["player2"]
    summary = gated.built.summarize(gated.sim.result)
    assert "相手のフォロワーは破壊されます" in summary and "破壊されません" not in summary
    assert any("判定していません" in n for n in gated.built.notes)


@pytest.mark.parametrize(
    "question",
    [
        # nothing destroyed: the untold 攻撃力・体力 decide every fate
        "攻撃力1のフォロワーで、相手の横向きの体力8のフォロワーを攻撃したら?",
        # the attacker's own fate asked, which the untold values decide
        "攻撃力1の必殺フォロワーで、相手の横向きの体力8のフォロワーを攻撃したら、こっちのフォロワーはどうなる?",
        "攻撃力5のフォロワーで相手のアクト状態の体力3のフォロワーを攻撃したら、自分のフォロワーはどうなる?",
    ],
)
def test_11_3_1_trap_a_fate_the_untold_values_decide_is_withheld(question: str) -> None:
    withheld(question)
