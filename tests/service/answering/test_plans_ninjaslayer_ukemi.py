"""ニンジャスレイヤーTCG plan `ukemi_checks`: an アイサツ to a player whose damage checks reveal a card
with a 「N枚ドロー」 ウケミ (no cost). The ability enters (1211.2c) and resolves (1205.1d: the draw);
its card goes to the オヒガン, never the ダメージ・ゾーン (1104.4c, 1211.4); the other revealed cards
go to the ダメージ・ゾーン (1104.3), and 10 there loses (1002.2). Wordings of our own; traps: a ウケミ
with a cost (1104.4a: a choice), a deck count told, more than one ウケミ card, a count that is not
the checks'.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str, str]:
    gated, note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation, note or ""


@pytest.mark.parametrize(
    ("question", "zone"),
    [
        (
            "ダメージ・ゾーン5枚の状態で工作力2のアイサツを食らった。1枚目はウケミ持ち(「1枚ドロー」のやつ)、"
            "2枚目はウケミ無し。終わったらダメージ・ゾーンは何枚?",
            6,
        ),
        (
            "相手のダメージ・ゾーンは3枚。自分の工作力2のキャラで相手にアイサツした。1枚目はウケミ無し、"
            "2枚目が「1枚ドロー」のウケミ持ちだった。相手のダメージ・ゾーンは何枚?",
            4,
        ),
        (
            "ダメージ・ゾーン6枚の状態で工作力3のアイサツを受けた。1枚目はウケミ無し、2枚目は「2枚ドロー」の"
            "ウケミ持ち、3枚目もウケミ無し。ダメージ・ゾーンは何枚になる?",
            8,
        ),
    ],
)
def test_1104_4c_the_ukemi_card_goes_to_the_ohigan_not_the_damage_zone(question: str, zone: int) -> None:
    stated, value, situation, _ = _verdict(question)
    assert stated and value == [zone] and situation.endswith("ukemi_checks")


@pytest.mark.parametrize(
    "question",
    [
        "自分のダメージ・ゾーン9枚で、相手の工作力1のキャラのアイサツを食らった。めくれたのは「1枚ドロー」の"
        "ウケミ持ち。これ負け?",
        "ダメージ・ゾーン9枚の相手に、自分の工作力1のキャラでアイサツした。ダメージチェックでめくれたのは"
        "「1枚ドロー」のウケミを持つカードだった。勝った?",
        "自分のダメージ・ゾーンは9枚。相手の工作力1のキャラにアイサツされて、めくれたカードが"
        "「カードを1枚ドローする。」のウケミ持ちだった。勝者は?",
    ],
)
def test_1211_4_a_revealed_ukemi_card_does_not_reach_the_tenth(question: str) -> None:
    stated, value, situation, note = _verdict(question)
    assert stated and value == "none" and situation.endswith("ukemi_checks")
    assert "ウケミ能力を持たない" in note and "20枚" in note  # the defaults named


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のダメージ・ゾーン8枚で相手の工作力3のアイサツを食らった。1枚目はウケミ無し、2枚目は「1枚ドロー」の"
            "ウケミ持ち、3枚目はウケミ無し。勝敗は?",
            "opponent",
        ),
        (
            "相手のダメージ・ゾーンは8枚。自分の工作力3のキャラで相手にアイサツした。1枚目が「1枚ドロー」のウケミ持ち、"
            "2枚目と3枚目はウケミ無し。勝者は?",
            "self",
        ),
        (
            "自分のダメージ・ゾーンは8枚。相手の工作力3のキャラのアイサツを受けた。3枚目だけが「1枚ドロー」の"
            "ウケミ持ちで、残りはウケミ無し。どっちの勝ち?",
            "opponent",
        ),
    ],
)
def test_1104_3_the_cards_without_ukemi_still_reach_the_tenth(question: str, winner: str) -> None:
    stated, value, situation, _ = _verdict(question)
    assert stated and value == winner and situation.endswith("ukemi_checks")


@pytest.mark.parametrize(
    "question",
    [
        # a ‘(コスト):(効果)’ ウケミ: entering it is a choice (1104.4a)
        "ダメージ・ゾーン4枚で工作力2のアイサツを食らった。1枚目はコスト1で「1枚ドロー」するウケミ持ち、2枚目ウケミ無し。"
        "ダメージ・ゾーンは何枚?",
        # the deck told: the draw and the checks could empty it
        "自分の山札は2枚、ダメージ・ゾーン4枚。相手の工作力2のアイサツを食らった。1枚目は「1枚ドロー」のウケミ持ち。"
        "ダメージ・ゾーンは何枚?",
        # two ウケミ cards in one phrase
        "ダメージ・ゾーン4枚で工作力3のアイサツを食らった。1枚目と2枚目が「1枚ドロー」のウケミ持ち。"
        "ダメージ・ゾーンは何枚?",
        # 「2枚がウケミ持ち」: more than one ウケミ card
        "ダメージ・ゾーン4枚で工作力3のアイサツを食らった。3枚のうち2枚が「1枚ドロー」のウケミ持ち、残り1枚はウケミ無し。"
        "ダメージ・ゾーンは何枚?",
    ],
)
def test_1104_4a_traps_are_not_this_plan(question: str) -> None:
    stated, _value, situation, _ = _verdict(question)
    assert not (stated and situation.endswith("ukemi_checks"))
