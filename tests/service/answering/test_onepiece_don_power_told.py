"""ONE PIECE CARD GAME: a character's power in the opponent's turn, DON!! attached in the owner's turn.

Blind H onepiece-bh-19: 「自分のターンに元パワー4000のキャラにドン!!を2枚付けてターン終了…次の相手の
ターン中、このキャラが相手にアタックされたときのパワーっていくつ?」 — the battle builder's conclusion
told the attacked card's power in a parenthesis 「(パワー4000)」 and the attacker's as 「パワーは5000」,
so the number verdict read 5000. The conclusion now tells 「(パワーは4000のまま)」: the value the
verdict reads for the asked card.

Clauses: 6-5-5-2 (a DON!! given to a card adds +1000 only during its owner's turn), 7-1-4 (the powers
compared in the damage step).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "power"),
    [
        (
            "自分のターンに元パワー4000のキャラにドン!!を2枚付けてターン終了。付けたドン!!はそのまま。"
            "次の相手のターン中、このキャラが相手にアタックされたときのパワーっていくつ?",
            4000,
        ),
        (
            "自分のターンにパワー3000のキャラにドン!!を1枚付けてターンエンドした。ドン!!は付いたまま。"
            "相手のターンにそのキャラがアタックされたとき、パワーはいくつ?",
            3000,
        ),
        (
            "前の自分のターンにパワー4000のキャラにドン!!を2枚付けた。相手のターンに、そのキャラが"
            "相手のキャラ(パワー6000)にアタックされた。そのときのパワーはいくつ?",
            4000,
        ),
    ],
)
def test_6_5_5_2_attached_don_not_counted_in_the_opponents_turn(question: str, power: int) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == [power]
