"""A damage amount told apart from an attack is its own instance (sve audit 9; 5.13.1, 8.4.9):
「…攻撃力3のフォロワーで相手リーダーを攻撃した。その後、『相手のリーダーに3ダメージ』のスペルを撃った」
had been stated 'none' — the quoted 3 met by the attacker's 攻撃力 3 and the spell never run. A damage
amount in quoted card text, or in a sentence with no attack, needs its own scripted damage (sve engine
map ``"amounts": "apart"``, `reading/telling.apart_from_attack`); 「殴って2点もらって」 may still be the
attack's own damage.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    "question",
    [
        "相手リーダー体力6。前のターンから場にいる攻撃力3のフォロワーで相手リーダーを攻撃した。その後、「相手のリーダーに3ダメージ」のスペルを撃った。勝った?",
        "相手リーダーの体力6。前のターンからいる攻撃力3のフォロワーで相手リーダーを殴った。そのあとスペルで相手リーダーに3ダメージ。勝ち?",
        "前のターンから場にいる攻撃力２のフォロワーで相手リーダー(体力４)を攻撃。さらに「相手のリーダーに２ダメージ」を撃った。相手リーダーの体力は?",
    ],
)  # fmt: skip
def test_5_13_1_a_damage_told_apart_from_the_attack_is_its_own(question: str) -> None:
    """The attack (8.4.9) and the spell's damage (5.13.1) are two instances; a run of the attack alone
    must not be stated ('none' / 2 had been)."""
    stated, value, _summary = situated(question, GAME)
    assert not stated or value in ("self", [0]), value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分のターン。攻撃力2・体力3のフォロワーで相手のアクト状態のフォロワーを殴って2ダメージもらって生き残った。"
         "そのあとこのフォロワーを進化させて進化後は攻撃力4・体力5。今の残り体力いくつ?", [3]),
        ("2/3のフォロワーで相手のアクト状態のフォロワーに殴って2点もらって生き残った。同じターンにそいつを4/5に進化させたら、"
         "残り体力いくつ?", [3]),
        ("自分の墓場が17枚。「自分の墓場のカード4枚につき相手のリーダーに1ダメージ」を撃った。相手リーダーは撃つ前に体力10。"
         "撃った後いくつ?", [6]),
    ],
)  # fmt: skip
def test_8_4_9_a_damage_told_with_its_attack_or_scripted_is_reflected(
    question: str, value: list[int]
) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value
