"""Force of Will, a negated spell whose owner is told by a reflexive 自分 (10.7, 10.11.1): in
「相手が自分の呪文をプレイした」 自分 is the subject's — the player who plays the card — so the negated
spell goes to that player's graveyard. A 自分 whose subject does not play the spell (the negator) may
be the asker's or the subject's own: withheld. Wordings of our own, through `situate` as /ask answers.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手が自分のカードの呪文をプレイしてチェイスに置いた。それをこっちが無効にした。"
            "無効にする前、相手の墓地は3枚。無効にされた呪文はどこ行って、相手の墓地は何枚になる?",
            [4],
        ),
        ("相手(墓地5枚)が自分の手札からスペルをプレイ、それを無効にした。相手の墓地は何枚?", [6]),
        (
            "相手が自分の呪文をプレイしてきたので無効にした。無効にする前の相手の墓地は6枚。相手の墓地は今何枚?",
            [7],
        ),
        # (the negator's own graveyard, 自分 in the second sentence: withheld since audit 12b — the negating
        # card, if a spell, goes there too; test_fow_audit12b)
        (
            "相手が自分のスペルをプレイした。自分がそれを無効にした。自分の墓地は4枚、相手の墓地は1枚。相手の墓地は何枚?",
            [2],
        ),
        # no other subject: 自分 is the asker
        ("自分が自分のスペルをプレイして、相手に無効にされた。自分の墓地は2枚。自分の墓地は何枚?", [3]),
    ],
)
def test_10_11_1_a_reflexive_owner_is_the_player_who_played_it(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "相手が自分の呪文を無効にした。自分の墓地は2枚。自分の墓地は何枚?",
        "相手は自分のスペルを無効にした。相手の墓地は3枚。相手の墓地は何枚になる?",
        "相手がチェイス上の自分の呪文を無効にしてきた。自分の墓地は1枚。自分の墓地は?",
    ],
)
def test_10_11_1_a_reflexive_owner_of_the_negators_subject_is_withheld(question: str) -> None:
    assert _answered(question)[0] is False
