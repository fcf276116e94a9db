"""ニンジャスレイヤーTCG: a 「+X/+Y」 given to a card with 「に/へ」 is that card's (1303.1), not the next
card named after the clause ends — trap batch K ninjaslayer-bk-22 had put 「カラテ2のキャラにコトダマで
+2/+0を付けて、相手の耐久力4のキャラにアイサツ」's change on the character attacked and stated 'not
killed' (the gate's reading/bound.py misbound withheld it since 57a8894; the aisatsu builder now binds
it right and the verdict is stated).

Clauses: 1303.1 (a ±X/±Y changes that card's カラテ/耐久力), 706.4b / 1004.1 (アイサツ to a character
deals the attacker's カラテ as damage), 1317.1 (damage at least the 耐久力 kills).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        # bk-22 itself: 2+2 = 4 カラテ against 耐久力4
        ("カラテ2のキャラにコトダマで+2/+0を付けて、相手の耐久力4のキャラにアイサツした。倒せる?", True),
        (
            "自分のカラテ1のキャラクターにジツで+3/+0を与えてから、相手の耐久力4のキャラクターにアイサツしたら殺せる?",
            True,
        ),
        ("自分のカラテ2のキャラに+2/+0してから、相手の耐久力4のキャラにアイサツ。殺せる?", True),
        # 2+1 = 3 カラテ: the change is the attacker's, still short of 4
        ("カラテ2のキャラへ+1/+0を付けて、耐久力4の相手のキャラにアイサツ。倒せる?", False),
    ],
)
def test_1303_1_gain_given_with_ni_is_the_attackers(question: str, killed: bool) -> None:
    gated, _note = situate(question, GAME)
    verdict = gated.accounting.verdict
    assert verdict.stated, verdict.reason
    assert verdict.asks == "destroyed"
    assert verdict.value is killed
    payload = gated.built.payload if gated.built is not None else {}
    attacker = payload["player1"]["field"][0]
    defender = payload["player2"]["field"][0]
    assert "gained" in attacker
    assert "gained" not in defender


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        # the defender's own change: written on it (「+0/+2を得た耐久力4の…キャラ」) → 耐久力6
        ("カラテ3のキャラで、コトダマで+0/+2を得た耐久力4の相手のキャラにアイサツした。倒せる?", False),
        # given to the defender with 「に」 → 耐久力3 against カラテ3
        ("相手の耐久力4のキャラにコトダマで-0/-1を付けて、カラテ3のキャラでアイサツした。倒せる?", True),
        # said of the defender (「…キャラに+2/+0が付いてる」): a カラテ change it never deals
        ("相手の耐久力4のキャラに+2/+0が付いてる。カラテ2のキャラでアイサツしたら倒せる?", False),
    ],
)
def test_1303_1_gain_given_to_the_defender_stays_the_defenders(question: str, killed: bool) -> None:
    gated, _note = situate(question, GAME)
    verdict = gated.accounting.verdict
    assert verdict.stated, verdict.reason
    assert verdict.value is killed
    payload = gated.built.payload if gated.built is not None else {}
    assert "gained" not in payload["player1"]["field"][0]
    assert "gained" in payload["player2"]["field"][0]


# --- 706.4b / 1004.1: 「殺されるのはどっち?」 asks which character is killed ------------------------
# blind A ninjaslayer-ba-01: 「相打ちになる?殺されるのはどっち?」 had been read as the 相打ち alone
# (nothing read in 「殺されるのはどっち?」), and 'not both' was stated where the check asks which: one is.


@pytest.mark.parametrize(
    ("question", "one_killed"),
    [
        (
            "カラテ3・耐久力2の自キャラで、相手のカラテ5・耐久力3のキャラにアイサツした。"
            "殴り返しで相打ちになる?殺されるのはどっち?",
            True,
        ),
        (
            "カラテ4・耐久力5の自分のキャラで相手のカラテ1・耐久力3のキャラにアイサツ。殺されるのはどちら?",
            True,
        ),
        (
            "カラテ3・耐久力2の自キャラで、相手のカラテ5・耐久力3のキャラにアイサツした。殺されるほうってどっちですか?",
            True,
        ),
        # 2 damage against 耐久力3, and the attacked character deals none back (706.4b): neither
        (
            "カラテ2・耐久力5の自キャラで、相手のカラテ5・耐久力3のキャラにアイサツした。殺されるのはどっち?",
            False,
        ),
    ],
)
def test_1004_1_which_character_is_killed(question: str, one_killed: bool) -> None:
    gated, _note = situate(question, GAME)
    verdict = gated.accounting.verdict
    assert verdict.stated, verdict.reason
    assert verdict.asks == "destroyed"
    assert verdict.value is one_killed
