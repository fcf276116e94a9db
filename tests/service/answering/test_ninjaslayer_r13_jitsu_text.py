"""ニンジャスレイヤー round 13: a ジツ cost printed in a quoted ability (1320.1, 1320.1a, 1203.2).

「場のキャラの起動能力「■ジツ3:相手のキャラクターを1人選び、それを殺す。」起動できる?」 with the
ダメージ・ゾーン's face-down part told (「3枚は前にジツ使って裏向き」, lexicon damage_zone_face_down):
ジツN turns N face-up cards face down; with fewer face up the instruction cannot be carried out and the
cost cannot be paid, whatever the text's targets (plans.ninjaslayer_jitsu: the text's 「1人選び」 run as
the engine's choose rule, its targets put on the field). A payable cost leaves the answer to the rest
of the text (a target there or not, 1204.2e): withheld. So is the opponent's card or zone.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"
_KILL = "「■ジツ3:相手のキャラクターを1人選び、それを殺す。」"


@pytest.mark.parametrize(
    "question",
    [
        f"ダメゾン6枚のうち4枚はジツで裏向き。キャラの起動能力{_KILL}は起動できる?",
        f"自分のダメージ・ゾーン4枚、そのうち2枚は前にジツを使って裏向き。{_KILL}を使える?",
        "ダメージ・ゾーンは7枚で、うち5枚は裏返ってる。場のニンジャの「■ジツ4:キャラクターを1人選び、"
        "それを殺す。」を起動できますか?",
        f"ダメゾン5枚、3枚裏。{_KILL}起動できる?",
    ],
)
def test_1320_1a_too_few_face_up_cards_refuse_the_text(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == "no", (question, stated, got)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # 4 face up pay ジツ4; whether a character is there to choose is untold (1204.2e)
        (
            "ダメージ・ゾーンは7枚で、うち3枚は裏向き。場のニンジャの「■ジツ4:キャラクターを1人選び、"
            "それを殺す。」を起動できますか?",
            (None,),
        ),
        # the opponent's zone: whose ability is asked is not plain
        (f"相手のダメージ・ゾーンは5枚で3枚が裏向き。{_KILL}起動できる?", (None,)),
        # the opponent's card: its controller's zone pays (1320.1a), untold
        (f"ダメージ・ゾーン5枚、うち3枚が裏向き。相手のキャラの{_KILL}は起動できる?", (None,)),
        # 2 face up pay ジツ2: the rest of the text decides
        (
            "自分のダメージ・ゾーンは6枚で、そのうち4枚はジツを払ったときに裏向きにした。"
            "キャラの「■ジツ2:相手のキャラクターを1人選び、それに2ダメージを与える。」を使える?",
            ("yes", None),
        ),
    ],
)
def test_1320_1a_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert (got if stated else None) in allowed, (question, stated, got)
