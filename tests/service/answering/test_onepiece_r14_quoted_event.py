"""Round 14 (onepiece): an event's text quoted right after it and played by the verb after the quote
(plans/onepiece_quoted_event, used by onepiece_players.event_source).

「俺は【メイン】イベント「相手のリーダーに1ダメージを与える」を発動した」: the damage is that event's
effect (8-4-2), dealt outside any battle; at 0 life a damaged leader's player loses by the rule
processing (1-2-1-1-1, 9-2-1-1). Traps: the opponent's own event (its text's 相手 is the asker), a
【カウンター】 event in the main phase, a play told not made, a text that does more than the damage.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    (
        "相手のライフは0。自分のメインフェイズに、自分は【メイン】イベント「相手のリーダーに1ダメージを与える。」をプレイした。どっちの勝ち?",
        "self",
    ),
    (
        "ライフ0の相手に対して、俺は【メイン】イベント「相手のリーダーに2ダメージを与える」を撃った。勝敗は?",
        "self",
    ),
    (
        "相手のライフは1枚。俺は【メイン】イベント「相手のリーダーに1ダメージを与える」を使った。勝敗はどうなる?",
        "none",
    ),
]

TRAPS = [
    # the opponent's event: 「相手のリーダー」 in its text is the asker's leader
    (
        "相手のライフは0枚。相手は【メイン】イベント「相手のリーダーに1ダメージを与える」を発動した。勝敗は?",
        (),
    ),
    # a 【カウンター】 event played in the main phase: not read here
    (
        "相手のライフは0枚。俺は【カウンター】イベント「相手のリーダーに1ダメージを与える」を発動した。勝敗は?",
        (),
    ),
    # the play told not made
    (
        "相手ライフ0枚。俺は【メイン】イベント「相手のリーダーに1ダメージを与える」を発動しようとしたけど、コストが払えなかった。勝敗は?",
        ("none",),
    ),
    # the text does more (a draw on the asker too): not read here
    (
        "俺のライフは0枚。俺は【メイン】イベント「自分のリーダーに1ダメージを与え、カード2枚を引く」を発動した。勝敗は?",
        ("opponent",),
    ),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_9_2_1_1_a_quoted_events_damage_at_zero_life(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_8_4_2_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
