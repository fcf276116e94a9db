"""ニンジャスレイヤー `aisatsu_history`, told by アイサツフェイズ (704): 「1回目のアイサツフェイズで
アイサツしたキャラ、2回目のアイサツフェイズでもう一回アイサツできる?」.

704.5: the アイサツ bows the character; 704.3a-1: only an アンタイ・オジギ character may アイサツ — the
アイサツフェイズ may be repeated, the character may not. Read: 「Nの回目のアイサツフェイズ」 is a time
(its ordinal counts phases), 「アイサツフェイズに使った/で殴った」 an アイサツ made, 「アンタイ・オジギする
効果は無し」 a denied effect (not the card's state), 「もう1回」「1回アイサツさせた」 the act itself.
Traps: an untapping effect told, another character (「別のキャラ」「キャラA…キャラB」) — withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    "question",
    [
        "イクサフェイズで、1回目のアイサツフェイズに使ったキャラで、次のアイサツフェイズにもう一回アイサツできる?"
        "アンタイ・オジギする効果とかは無し。",
        "イクサフェイズで1回アイサツさせたキャラ、アイサツフェイズって何回もできるらしいし、同じキャラでもう1回アイサツしたい。"
        "アンタイ・オジギする効果は何も無い。いける?",
        "イクサフェイズの1回目のアイサツフェイズでアイサツしたキャラが生き残った。"
        "2回目のアイサツフェイズでもう一回同じキャラでアイサツしに行ける?(起こすような効果は何も無し)",
        "1回目のアイサツフェイズで殴ったキャラって、2回目のアイサツフェイズでもう一回アイサツできるの？"
        "アンタイ・オジギさせるような効果は何もない状態。",
        "一度アイサツしたキャラで、同じターンにもう1回アイサツできる?",
    ],
)
def test_704_5_704_3a_1_a_character_that_aisatsu_d_cannot_again(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "1回目のアイサツフェイズでアイサツしたキャラを、効果でアンタイ・オジギさせた。2回目のアイサツフェイズでもう一回アイサツできる?",
        "1回目のアイサツフェイズでアイサツしたキャラを、アンタイ・オジギする効果で起こした。"
        "2回目のアイサツフェイズでそのキャラでもう一回アイサツできる?",
        "1回目のアイサツフェイズでアイサツしたキャラとは別のキャラで、2回目のアイサツフェイズにアイサツできる?",
        "1回目のアイサツフェイズでキャラAがアイサツした。2回目のアイサツフェイズでキャラBでアイサツできる?",
        "さっきキャラAでアイサツした。キャラBでもアイサツできる?",
    ],
)
def test_704_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]


def test_704_the_aisatsu_phase_is_a_time_not_an_aisatsu() -> None:
    reading = read("2回目のアイサツフェイズでアイサツできる?アンタイ・オジギする効果は無し。", GAME)
    assert [f.concept for f in reading.of(Role.ACTION)] == ["aisatsu"]
    assert not reading.of(Role.NUMBER) and not reading.of(Role.STATE)
    assert [f.concept for f in reading.of(Role.TURN)] == ["aisatsu_phase"]
