"""「1枚だけ引いて続行でいいの?」: a draw asked of a deck too short for it is not carried out — drawing
from an empty deck loses the game by rule processing (1102.1; the draw step draws 2, 703.6a). The
kiseki engine records that draw as its 1102.1 counter ``drew_empty``, which the can verdict now
reads as a refused draw (as ninjaslayer's draw_short and fow's draw_failed): 'no', not 'yes'. Found
as blind batch J kiseki-bj-01; wordings of our own besides it, and a deck that holds both cards.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "kiseki"


@pytest.mark.parametrize(
    "question",
    [
        "相手の山札が残り1枚の状態で相手のドローステップが来た。2枚引かなきゃいけないけど1枚しかない…"
        "1枚だけ引いて続行ってことでいいの?自分の山札と絆はまだ余裕あり。自分目線でこれどうなる?",
        "自分の山札が残り1枚でドローステップ。2枚ドローできる?",
        "自分の山札が1枚だけの状態で自分のドローステップになった。1枚だけ引いてゲームを続けられる?",
        "自分の山札が0枚でドローステップ。ドローできる?",
    ],
)
def test_1102_1_a_draw_from_an_empty_deck_is_no(question: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.asks == "can"
    assert v.stated and v.value == "no"


def test_1102_1_a_deck_holding_the_draw_is_yes() -> None:
    gated, _note = situate("自分の山札が残り5枚でドローステップ。2枚ドローできる?", GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == "yes"
