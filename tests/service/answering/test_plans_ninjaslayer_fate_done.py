"""「倒せてる?」「殺せた?」: a kill asked as done by the player who アイサツした is the attacked card's
fate (reading/fate.py, as 「殺せる?」 is), so the gate answers it for that card only — the character
the アイサツ and the damage told before it kill (1317.1 damage stays all turn, 1004.1), or survive.
Wordings of our own, both outcomes.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "コトダマで相手の耐久力4のキャラに2ダメージ入れた。そのあと自分のカラテ2のキャラでそいつにアイサツした。倒せてる?",
            True,
        ),
        (
            "キャラクターフェイズにコトダマで相手の耐久力5のキャラに3ダメージ入れた。同じターンのイクサフェイズに"
            "自分のカラテ2のキャラでそいつにアイサツした。これで倒せてる?",
            True,
        ),
        ("自分のカラテ3のキャラで相手の耐久力3のキャラにアイサツした。殺せた?", True),
        ("自分のカラテ1のキャラで、相手のカラテ5・耐久力4のキャラにアイサツした。倒せた?", False),
        ("自分のカラテ2のキャラで相手の耐久力3のキャラにアイサツした。殺せた?", False),
    ],
)
def test_1004_1_a_kill_asked_as_done_is_the_attacked_cards_fate(question: str, killed: bool) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value is killed
