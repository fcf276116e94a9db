"""ONE PIECE CARD GAME plans: whether an event may be played while a battle goes on
(plans/onepiece_in_battle.py).

Clauses: 10-2-3-1 (a 【メイン】 event is played only in a main phase outside battle — not in the asker's
own battle, nor in the opponent's attack on the asker); 10-2-4-1 (a 【カウンター】 event only in the
opponent's counter step — never by the attacking player). The card whose power the asker hopes to
raise (「アタックしてる自分のキャラ」) restates the attacker. The traps hold a fact that changes the
answer (the defender's 【カウンター】 event, the opponent's event, an event without its timing keyword)
and must not be answered 「できません」 by this plan.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


@pytest.mark.parametrize(
    "question",
    [
        "自分のキャラでアタック中(相手がカウンターを考えてる間)に、自分の手札の【メイン】イベントを撃ってパワーを"
        "上げたい。バトル中にこれ使える?",
        "相手キャラにアタックされてる最中(相手のターン)に、手札の【メイン】のイベントを撃って対応したいんだけど、できる?",
        "相手のリーダーにアタックされてる最中に、手札の【メイン】イベントを使える?",
    ],
)
def test_10_2_3_1_a_main_event_is_not_played_in_battle(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no"
    assert situation == "onepiece.plan.play_in_battle"


@pytest.mark.parametrize(
    "question",
    [
        "自分のターンで自分のキャラが相手リーダーにアタック中。手札の【カウンター】イベントを使って、アタックしてる"
        "自分のキャラのパワー上げられる?",
        "自分のリーダーで相手のリーダーにアタック中、手札の【カウンター】イベントを使える?",
        "自分のキャラでアタック中に、手札の【カウンター】イベントを使ってアタックしてる自分のキャラを強化したい。できる?",
    ],
)
def test_10_2_4_1_the_attacker_cannot_play_a_counter_event(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no"
    assert situation == "onepiece.plan.play_in_battle"


@pytest.mark.parametrize(
    "question",
    [
        # the defender's 【カウンター】 event: its counter step allows it (10-2-4-1)
        "相手キャラにアタックされてる最中(相手のターン)に、手札の【カウンター】イベントを撃ちたい。できる?",
        # the opponent's event, not the asker's
        "自分のキャラでアタック中に、相手は手札の【カウンター】イベントを使える?",
        # no timing keyword told
        "相手キャラにアタックされてる最中に、手札のイベントを撃って対応したいんだけど、できる?",
    ],
)
def test_10_2_4_1_a_play_this_plan_cannot_settle_is_not_refused(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not (stated and value == "no" and situation == "onepiece.plan.play_in_battle")
