"""ONE PIECE CARD GAME 6-5-5-2: DON!! given in the asker's own turn and still on its card add no power in
the opponent's turn (lexicon onepiece previous_turn: 「自分のターンに付けたドン!!が2枚残ったまま」; plans
onepiece_battle; engine onepiece/combat.py).

Blind batch S onepiece-bs-21 (「相手のターン中の話。自分のキャラ(元々のパワー4000)には自分のターンに付けた
ドン!!が2枚残ったまま。…相手のパワー5000のリーダーにアタックされた。…KOされる?」) had been withheld: the
asker's turn told as when the DON!! were given was read as the turn the question is in (the scenario
seats the opponent as the turn player). It is history now; the DON!! stay on the card and the engine
adds their +1000 only in their owner's turn.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "destroyed"),
    [
        (
            "相手のターン中の話。自分のキャラ(元々のパワー4000)には自分のターンに付けたドン!!が2枚残ったまま。"
            "このキャラがレストになってて、相手のパワー5000のリーダーにアタックされた。カウンターもブロックもしない"
            "場合、自分のキャラはKOされる?",
            True,
        ),
        (
            "相手のターン。レストの自分のキャラ(パワー5000)に自分のターンに付けたドン!!が1枚残ったまま。"
            "相手のパワー6000のリーダーにアタックされた。何もしない。KOされる?",
            True,
        ),
        # traps: the attacker weaker than the card's own power; a counter used
        (
            "相手のターン。自分のキャラ(パワー4000)には自分のターンに付けたドン!!が2枚残ってる。レストのこのキャラが"
            "相手のパワー3000のキャラにアタックされた。ブロックもカウンターもなし。自分のキャラはKOされる?",
            False,
        ),
        (
            "相手のターン。自分のキャラ(パワー4000)には自分のターンに付けたドン!!が2枚残ってる。レストのこのキャラが"
            "相手のパワー5000のリーダーにアタックされた。カウンター+2000を使った。自分のキャラはKOされる?",
            False,
        ),
        # the owner's own turn: the DON!! count (5000+2000 against 6000)
        (
            "自分のターン。自分のリーダー(パワー5000)には自分のターンに付けたドン!!が2枚残ってる。相手のパワー6000の"
            "レストのキャラにアタック。相手は何もしない。相手のキャラはKOされる?",
            True,
        ),
    ],
)
def test_6_5_5_2_don_power_only_in_its_owners_turn(question: str, destroyed: bool) -> None:
    assert _verdict(question) == (True, destroyed)
