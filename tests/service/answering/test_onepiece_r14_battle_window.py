"""Round 14 (onepiece): the asker's battle told going on by the opponent's counter in it, and what the
asker tries then (plans/onepiece_battle_window, onepiece_in_battle; engine ActivateAction.in_battle).

A counter is the attacked player's, in its counter step (7-1-3-2): told after the asker's attack and
before the card tried, the try is inside that battle. A 【起動メイン】 effect is activated only in a
main phase outside battle (10-2-2-1, 6-5-4-1), a 【メイン】 event played only there (10-2-3-1), a
【カウンター】 event only in the opponent's counter step (10-2-4-1) — so each is refused, whatever the
effect described in 「…」 or (…やつ). Traps: the battle told over before the try, the asker the
attacked player, the counter told as the asker's own, a 【ターン1回】 riding along.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

ACTIVATION = [
    "リーダーで相手のキャラにアタックしたら、相手がカウンターを使ってきた。今から俺のキャラの【起動メイン】を発動できる?",
    "キャラでアタック→相手がカウンター切った。このタイミングで自分のリーダーの【起動メイン】(ドローするやつ)使える?",
    "相手リーダーにアタックしたら相手がカウンター・ステップでカウンターしてきた。俺のリーダーの【起動メイン】を割り込ませたいけどできる?",
]

EVENTS = [
    "相手リーダーにアタックしたら相手がカウンターを使ってきた。手札の【メイン】イベントを撃てる?",
    "アタックしたら相手がカウンター切ってきた。俺の手札の【カウンター】イベント(「自分のリーダーかキャラ1枚を、このバトル中、パワー+2000」)をここで使える?",
    "俺のキャラで相手のリーダーにアタック中、相手がカウンターを使ってきた。手札の【メイン】イベント(コスト2「自分のキャラ1枚を、このターン中、パワー+3000」)をドン払って撃ちたい。いける?",
]

TRAPS = [
    # the battle told over before the try: back in the main phase (10-2-2-1 allows it then)
    (
        "アタックしたら相手がカウンター切ってきて、バトルに負けた。その後で俺のリーダーの【起動メイン】使える?",
        (),
    ),
    (
        "リーダーでアタックしたら相手がカウンターを使ってきた。バトルが終わってから俺のキャラの【起動メイン】を発動できる?",
        (),
    ),
    # the asker the attacked player: its own counter step (10-2-4-1 allows its 【カウンター】 event)
    (
        "相手がアタックしてきたから、俺はカウンターを使った。手札の【カウンター】イベントもここで使える?",
        ("yes",),
    ),
    # the counter told as the asker's own: no counter step of the asker's attack is told (7-1-3-2)
    ("アタックしたら俺がカウンター使った。今、俺のキャラの【起動メイン】を発動できる?", ()),
    # a 【ターン1回】 or a 【ドン!!×N】 on the card: the run reads only the timing, and withholds
    (
        "アタックしたら相手がカウンター切ってきた。ここで俺のリーダーの【起動メイン】【ターン1回】使える?",
        ("no",),
    ),
]


@pytest.mark.parametrize("question", ACTIVATION)
def test_10_2_2_1_no_activate_main_during_the_battle(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == "no", (question, got)


@pytest.mark.parametrize("question", EVENTS)
def test_10_2_3_1_10_2_4_1_no_event_of_the_attacker_during_the_battle(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == "no", (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_7_1_3_2_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
