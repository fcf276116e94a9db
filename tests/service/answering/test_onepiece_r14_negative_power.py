"""Round 14 (onepiece): an effect's 「パワー-N」 with its sign is a change, not the card's power
(lexicon/onepiece.jsonl STAT power; plans/onepiece_power._changing_event).

「「パワー-3000」(このターン中)のイベントを撃った」: the quoted change is the event's effect (8-4-2); the
power may go below 0 and nothing moves the card for it (1-3-7, 1-3-7-1). 「パワー0以下だし」 is the asker's
own reasoning, no card's power. Traps: a result told that is not the change's (「1000のキャラが-3000で
-1000になった」), a later turn named as the duration, an event told negated.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    (
        "相手のパワー2000のキャラに「パワー-5000」(このターン中)のイベントを使った。そのキャラ、場から落ちる?",
        False,
    ),
    (
        "相手の4000のキャラに「このターン中、パワー-6000」のイベントを撃ったらパワー-2000になった。パワー0以下だけどトラッシュ行き?",
        False,
    ),
    (
        "相手のパワー3000のキャラに「パワー-4000」のイベントを撃った。そのキャラのパワーはいくつになる?",
        [-1000],
    ),
]

TRAPS = [
    # the told result is not 2000 - 3000: withhold
    ("相手の2000のキャラに「パワー-3000」のイベントを打ったら、パワー-2000になった。これ落ちる?", (False,)),
    # a duration running into a later turn: not this plan's reading
    (
        "相手のパワー2000のキャラに「パワー-3000」(次の相手のターン終了時まで)のイベントを撃った。場から落ちる?",
        (False,),
    ),
    # the event made no change (negated): withhold or the printed 3000
    (
        "相手のパワー3000のキャラに「パワー-5000」のイベントを撃とうとしたけど無効にされた。そのキャラのパワーは?",
        ([3000],),
    ),
    # a KO by battle told after: the card does leave (7-1-4-1-2) — never 'stays'
    (
        "相手のパワー3000のキャラに「パワー-3000」のイベントを撃って、そのあとバトルでKOした。トラッシュに置かれる?",
        (True,),
    ),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_1_3_7_1_a_power_below_zero_moves_nothing(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_1_3_7_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
