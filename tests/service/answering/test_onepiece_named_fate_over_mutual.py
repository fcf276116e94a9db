"""「相打ちになる?相手のキャラはKOされる?」: when the question also asks of a card its own sentence
names, the destroyed verdict is that card's fate, not whether every fighter fell (reading/fate.py).
An attacker with power equal to the attacked card's wins the battle and KOs it, the attacker loses
nothing (7-1-4-1, 7-1-4-1-2): 「相打ち?」 alone is still 'no', 「相手のキャラは?」 'yes',
「こっちのキャラは?」 'no'. Found as blind batch J onepiece-bj-08 (stated destroyed=false);
wordings of our own besides it.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "destroyed"),
    [
        (
            "自分のパワー3000のキャラで、相手のレストになってるパワー3000のキャラにアタック。"
            "相手はブロックもカウンターもなし。相打ち的な感じになるの?相手のキャラはKOされる?",
            True,
        ),
        (
            "自分のパワー5000のキャラで相手のパワー5000のキャラにアタックした。ブロックなし、カウンターなし。"
            "相打ちになる?相手のキャラはKOされる?",
            True,
        ),
        (
            "自分のパワー6000のキャラが相手のパワー6000のキャラにアタック。ブロックもカウンターもなし。"
            "共倒れになるの?相手のキャラはKOされますか?",
            True,
        ),
        (
            "相手のパワー4000のレストのキャラに、自分のパワー4000のキャラでアタック。相手はブロックもカウンターも"
            "しない。お互いKO?こっちのキャラはKOされる?",
            False,
        ),
    ],
)
def test_7_1_4_1_2_the_named_cards_fate_over_a_mutual_ask(question: str, destroyed: bool) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.asks == "destroyed"
    assert v.stated and v.value is destroyed


def test_7_1_4_1_2_a_mutual_ask_alone_is_still_every_fighters_fate() -> None:
    question = (
        "自分のパワー3000のキャラで相手のパワー3000のキャラにアタック。"
        "ブロックもカウンターもなし。相打ちになる?"
    )
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value is False
