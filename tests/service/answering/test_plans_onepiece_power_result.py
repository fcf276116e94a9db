"""ONE PIECE CARD GAME plans: an effect's power change told with the power it brought the card to
(「パワー-3000されて-1000になった」): the change is the MODIFIER, the result a power the gate checks
(lexicon: a power right before 「…され」 is no card's power; 「-1000になった」 is the resulting power).

Clauses: 1-3-7-1 (a power may go below 0; nothing leaves play for it), 4-1-1. The traps: another effect
told after the change (not modelled) and a result that disagrees with the change — withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    "question",
    [
        "相手の効果で、元々パワー2000の自分のキャラがパワー-3000されて-1000になった。パワーがマイナスだけど、"
        "このキャラってトラッシュ行き?",
        "相手の効果で、自分の元々パワー2000のキャラがパワー-3000されて-1000になった。これってパワーがマイナスだから"
        "トラッシュ送り?",
        "相手の効果で、自分の元々パワー1000のキャラがパワー-1000されて0になった。このキャラってトラッシュ送り?",
    ],
)
def test_1_3_7_1_a_power_below_zero_does_not_trash_the_card(question: str) -> None:
    stated, value = _verdict(question)
    assert stated and value is False


def test_4_1_1_the_power_after_the_change() -> None:
    stated, value = _verdict(
        "相手の効果で、自分の元々パワー5000のキャラがパワー-2000されて3000になった。このキャラのパワーはいくつ?"
    )
    assert stated and value == [3000]


@pytest.mark.parametrize(
    "question",
    [
        "自分のパワー2000のキャラがパワー-3000されて-1000になった。その後、相手の「パワー0以下のキャラをKOする」"
        "効果が発動した。このキャラはトラッシュ行き?",
        "相手の効果で、自分のパワー2000のキャラが-3000されて、パワー-500になった。トラッシュ行き?",
    ],
)
def test_1_3_7_1_another_effect_or_a_disagreeing_result_is_withheld(question: str) -> None:
    stated, _value = _verdict(question)
    assert not stated
