"""ONE PIECE CARD GAME: a card's state said after a comma (「相手のキャラ、まだアクティブ(縦向き)のまま立って
る」「アクティブで立ってる」), and 「こいつ/そいつ」 naming a card of an earlier sentence, not the card acting
on it (round 9, family of onepiece-be-06, -bg-09, -bi-06, -bk-16, -bn-09, -bq-10).

Only the opponent's leader or a rested character can be attacked (7-1-1-2 / 7-1); the plans had left the
state unbound (the gate then withheld) and had merged 「自分のキャラでこいつを」 with the asker's own card.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "相手のキャラ、まだアクティブ(縦向き)のまま立ってる。自分のキャラでこいつを直接アタックすることってできる?",
            "no",
        ),
        ("相手のキャラ、アクティブで立ってる。俺のリーダーでそいつにアタックできる?", "no"),
        ("向こうのキャラはまだ縦向き。うちのキャラでそのキャラを殴れる?", "no"),
        ("相手のキャラ、レストで寝てる。パワー5000の俺のキャラでこいつにアタックできる?", "yes"),
    ],
)
def test_7_1_1_2_a_state_said_after_a_comma_is_the_cards(question: str, expected: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 「こいつ」 is the asker's character of the first sentence, attacked by the opponent's
        (
            "俺のキャラ、まだレスト。相手のパワー6000のキャラがこいつにアタックしてきた。俺のキャラ(パワー5000)"
            "はKOされる?カウンターなし。",
            True,
        ),
        (
            "相手のキャラ(パワー3000)、レストのまま。自分のパワー4000のキャラでこいつにアタック。カウンターなし。KOできる?",
            True,
        ),
    ],
)
def test_7_1_4_1_2_the_pronoun_names_the_card_of_the_earlier_sentence(
    question: str, expected: object
) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated or value == expected


@pytest.mark.parametrize(
    "question",
    [
        # traps: the state made by an effect, and the asker's own active card as the attacked one
        "相手のキャラ、まだアクティブ。でも効果でレストにした。俺のキャラでアタックできる?",
        "自分のキャラ、アクティブのまま。相手のリーダーはこいつにアタックできる?",
    ],
)
def test_7_1_1_2_an_active_state_that_was_changed_or_the_askers_card_is_not_stated_yes(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated or value == "no"
