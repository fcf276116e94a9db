"""ONE PIECE CARD GAME plans ported from the per-phrasing builders (issue 11, item 7): actions whose
permission or value the engine decides, read from the reading's facts.

* the power DON!! given make, on the owner's turn only (`onepiece_don_power`): 6-5-5-2;
* a 【カウンター】 event's cost paid in the opponent's attack (`onepiece_counter_event`): 7-1-3-2-2, 2-7-3;
* giving DON!! (`onepiece_attach`): 6-5-5-1, and the turn player only (6-5-2);
* an attack declared in the opponent's turn (`onepiece_can`): 6-5-2, 7-1;
* an event activated (発動) whose cost is asked (`onepiece_play`, 【メイン】 named as a default): 2-7-3.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _answer(question: str) -> tuple[bool, object, str, str]:
    gated, note = situate(question, GAME)
    situation = gated.sim.situation if gated.sim is not None else ""
    return gated.accounting.verdict.stated, gated.accounting.verdict.value, situation, note or ""


@pytest.mark.parametrize(
    ("question", "power"),
    [
        ("パワー5000のキャラにドン!!カードを2枚付与した場合、自分のターン中のパワーはいくつ?", 7000),
        ("パワー5000のキャラにドン!!を3枚付与しておいた。相手のターン中、そのキャラのパワーはいくつ?", 5000),
        (
            "自分のターンにパワー4000のキャラにドン!!を2枚付けたまま、ターンエンドした。そのあとの相手のターン中、"
            "このキャラのパワーっていくつ?",
            4000,
        ),
        ("自分のリーダーにドン!!を2枚付与した。自分のターン中、リーダーのパワーはいくつ?", 7000),
    ],
)
def test_6_5_5_2_don_power_on_owners_turn_only(question: str, power: int) -> None:
    stated, value, situation, _note = _answer(question)
    assert stated and value == [power]
    assert situation == "onepiece.plan.don_power"


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラにドン!!が2枚付いてる。そのキャラのパワーはいくつ?",  # its power: unsaid
        "キャラにドン!!を2枚付与した。自分のターン中、そのキャラのパワーはいくつ?",  # its power: unsaid
        "パワー5000のキャラにドン!!を2枚付与した。自分のターン中、相手の手札は何枚?",  # a power not asked
    ],
)
def test_6_5_5_2_don_power_unread_is_not_planned(question: str) -> None:
    _stated, _value, situation, _note = _answer(question)
    assert situation != "onepiece.plan.don_power"


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("相手のアタック中、こっちのアクティブのドン!!は1枚だけ。コスト2のカウンターイベント使える?", "no"),
        (
            "相手にアタックされてカウンター・ステップ。手札にコスト2の【カウンター】イベントがあるけど、コストエリアの"
            "アクティブのドン!!は1枚だけ。このイベント使える?",
            "no",
        ),
        (
            "相手のアタックを受けてる。アクティブのドン!!が3枚、手札にコスト2の【カウンター】イベント。使える?",
            "yes",
        ),
    ],
)
def test_7_1_3_2_2_counter_event_cost_paid(question: str, can: str) -> None:
    stated, value, situation, _note = _answer(question)
    assert stated and value == can
    assert situation == "onepiece.plan.counter_event_cost"


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("コストエリアのドン!!が全部レストになってる。それでもリーダーにドン!!を付与できる?", "no"),
        ("アクティブのドン!!が1枚。リーダーにドン!!を付与できる?", "yes"),
        ("相手のターン中に、自分のリーダーにドン!!を付与できる?", "no"),
    ],
)
def test_6_5_5_1_only_active_don_given_by_the_turn_player(question: str, can: str) -> None:
    stated, value, situation, _note = _answer(question)
    assert stated and value == can
    assert situation == "onepiece.plan.can_attach"


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン中に、自分のキャラで相手のリーダーにアタックできる?",
        "相手のターンだけど、俺のリーダーで相手リーダーにアタックしていい?",
        "相手のターン中、自分のパワー5000のキャラで相手のレストのキャラにアタックできる?",
    ],
)
def test_6_5_2_attack_out_of_turn_refused(question: str) -> None:
    stated, value, situation, _note = _answer(question)
    assert stated and value == "no"
    assert situation == "onepiece.plan.can_attack"


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("アクティブなドン!!1枚だけで、コスト2のイベントは発動できる?", "no"),
        ("アクティブのドン!!が3枚。コスト2のイベントを発動できる?", "yes"),
        ("アクティブのドン!!がちょうど2枚。コスト2のイベントって使える?", "yes"),
    ],
)
def test_2_7_3_event_cost_paid_named_as_main_event(question: str, can: str) -> None:
    stated, value, situation, note = _answer(question)
    assert stated and value == can
    assert situation == "onepiece.plan.can_play"
    assert "【メイン】" in note  # the event's timing is a default named in the notes
