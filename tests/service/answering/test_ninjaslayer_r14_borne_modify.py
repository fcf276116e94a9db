"""ニンジャスレイヤー round 14: a character bearing this turn's アイサツ damage, then a ±X/±Y (1317.1,
1303.2, 1004.1) — plans.ninjaslayer_borne.

「相手の耐久力4のキャラ、俺のアイサツで2ダメージ負ってる。そいつに「このターン-0/-2」…落ちる?」: the
damage stays through the turn and the rule check kills a character whose damage reaches its lowered
耐久力. A passive 「アイサツされて」 undergone by the opponent's character named as the topic is the
asker's アイサツ (704.4; REREAD patient_told). Traps: a turn between (505.3a reset the damage), a gain
(+0/+2), a survival the attacker's untold カラテ could not decide, the damage not borne.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    "question",
    [
        "相手の耐久力3のキャラ、このターン俺のアイサツで2ダメージ負ってる。そこに俺がコトダマ"
        "「キャラクターを1人選び、それはこのターン-0/-1を得る。」を撃った。そいつ殺される?",
        "相手の耐久力6のキャラ、俺のアイサツで既に4ダメージ負ってる。そいつに俺がコトダマ「このターン-0/-2」を撃った。落ちる?",
        "相手の耐久力5のキャラ、俺のターンにアイサツされて3ダメージ負ってる。同じターンに俺がそいつに"
        "コトダマ「キャラクターを1人選び、それはこのターン-1/-2を得る。」を撃った。死ぬ?",
    ],
)
def test_1004_1_the_lowered_durability_meets_the_damage_borne(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value is True, (question, stated, value)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # an earlier turn's damage was set to 0 in its エンドフェイズ (505.3a)
        (
            "相手の耐久力4のキャラ、前のターンに俺のアイサツで2ダメージ負ってる。このターン俺がコトダマ「このターン-0/-2」をそいつに撃った。落ちる?",
            (None, False),
        ),
        # a gain of 耐久力: it lives
        (
            "相手の耐久力4のキャラ、俺のアイサツで2ダメージ負ってる。俺がそいつにコトダマ「このターン+0/+2」を撃った。落ちる?",
            (None, False),
        ),
        # 6 - 2 = 4 > 3: it lives
        (
            "相手の耐久力6のキャラ、俺のアイサツで既に3ダメージ負ってる。そいつに俺がコトダマ「このターン-0/-2」を撃った。落ちる?",
            (None, False),
        ),
        # 「どうなる?」: the game's state, not this card's fate
        (
            "相手の耐久力4のキャラ、俺のアイサツで2ダメ負ってる。俺がそいつにコトダマ「このターン-0/-2」を撃った。どうなる?",
            (None,),
        ),
    ],
)
def test_1004_1_traps_right_or_withheld(question: str, allowed: tuple[object, ...]) -> None:
    stated, value, _summary = situated(question, GAME)
    assert (value if stated else None) in allowed, (question, stated, value)
