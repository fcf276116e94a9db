"""10-1-5-1: an activated 【トリガー】 resolves its own text — a count asked after it, with that text untold,
is not the run's (the effect may draw, add life or trash cards): withheld. Told declined (10-1-5-2) or
never activated (【バニッシュ】, 10-1-3-1), the count is the run's and is stated."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "onepiece"
_HIT = "パワー7000のキャラで相手リーダー(パワー5000)にアタックして通った。"


@pytest.mark.parametrize(
    "question",
    [
        f"相手の手札2枚、ライフ3枚。{_HIT}相手はトリガーを発動した。相手の手札は何枚?",
        f"相手のライフ3枚。{_HIT}相手はトリガーを発動した。相手のライフはいくつ?",
        f"相手のライフ2枚。{_HIT}トリガーが出た。ライフ何枚?",
        f"相手ライフ3、手札2。{_HIT}めくれたライフが【トリガー】持ちで相手は使った。手札何枚になる?",
        # activated in the asker's own defence: its text untold (was stated 3, the card trashed, in round 8)
        "自分のライフ2枚・手札3枚。相手のパワー7000のキャラに自分のパワー5000のリーダーがアタックされた。"
        "めくれたライフがトリガー持ちで、トリガーを発動した。自分の手札は何枚?",
    ],
)
def test_10_1_5_1_count_after_an_untold_trigger_effect_is_withheld(question: str) -> None:
    stated, _value = verdict(question, GAME)
    assert not stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            f"相手のライフ3枚、手札2枚。{_HIT}めくれたライフは【トリガー】付きだったけど相手は発動しなかった。"
            "相手の手札は何枚?",
            [3],
        ),
        (
            "相手のライフ3枚、手札2枚。パワー7000の【バニッシュ】持ちキャラで相手リーダー(パワー5000)に"
            "アタックして通った。めくれたライフは【トリガー】付き。相手の手札は何枚?",
            [2],
        ),
    ],
)
def test_10_1_5_2_declined_or_banished_trigger_count_is_stated(question: str, value: list[int]) -> None:
    stated, got = verdict(question, GAME)
    assert stated
    assert got == value
