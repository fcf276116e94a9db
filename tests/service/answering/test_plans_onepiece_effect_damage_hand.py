"""ONE PIECE CARD GAME: the hand after an event's damage to a leader (4-6-2; hand-after-damage family).

Seen onepiece-bk-11 / bj-05 / be-21 / bm-09 ask the damaged player's hand after effect damage. Two things
kept the players' effects plan off them: 「めくれたライフにトリガー持ちはなかった」「トリガーは使わなかった」
(a negated KEYWORD トリガー) counted as a described card, and 「自分のリーダーに2ダメージ。ライフは4枚、手札は
3枚」 gives the counts no owner. Now a declined 【トリガー】 is the default life cards, and the unowned life —
with the counts listed right after it — is the one damaged player's (as the battle plan takes the attacked
leader's). A 【トリガー】 activated, damage to both leaders, or a count told before the life stays withheld.
(bk-11 itself stays withheld: the opponent's event with no turn told is not seated by the gate.)

Clauses: 4-6-2-1 (each point of damage moves the top life card to the hand), 8-4-2 (an event's effect is
carried out when it is played), 10-1-5-2.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "自分のイベントの効果で、相手のリーダーに2ダメージ。相手のライフは4枚、手札は3枚。めくれたライフに"
            "トリガー持ちはなかった。ダメージ処理後の相手の手札は何枚?",
            [5],
        ),
        (
            "自分のターン、イベントの効果で相手のリーダーに1ダメージ与えた。相手はライフ3枚、手札2枚。"
            "トリガーは使わなかった。相手の手札は何枚になる?",
            [3],
        ),
        (
            "相手のターン、相手のイベントの効果で自分のリーダーに2ダメージ。ライフは3枚、手札は1枚。"
            "トリガーはなし。処理後の自分の手札は?",
            [3],
        ),
    ],
)
def test_4_6_2_1_hand_after_effect_damage(question: str, expected: object) -> None:
    stated, value = _verdict(question)
    assert stated
    assert value == expected


@pytest.mark.parametrize(
    "question",
    [
        # a 【トリガー】 activated: its effect is not modelled
        "相手のターン、相手のイベントの効果で自分のリーダーに2ダメージ。ライフは3枚、手札は1枚。"
        "めくれたライフがトリガー持ちで発動した。処理後の自分の手札は?",
        # damage to both leaders: whose the unowned counts are is unsaid
        "相手のターン、相手のイベントの効果でお互いのリーダーに1ダメージずつ。ライフは3枚、手札は1枚。"
        "トリガーはなし。処理後の自分の手札は?",
        # the hand told before the damaged leader: no owner
        "相手のターン、手札は3枚。相手のイベントの効果で自分のリーダーに2ダメージ。ライフは4枚。"
        "トリガーはなし。処理後の自分の手札は?",
    ],
)
def test_4_6_2_1_effect_damage_unmodelled_withheld(question: str) -> None:
    stated, _value = _verdict(question)
    assert not stated
