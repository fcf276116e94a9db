"""Round 3 precision audit of onepiece's stated verdicts: the mechanisms behind the wrong verdicts
an adversarial set of our own wordings found, each over several wordings.

Clauses: 6-2-3 (the turn player's attached DON!! return in its refresh phase) with 6-5-5-1 / 6-5-5-2
(DON!! given in the owner's main phase add power in its turn); 7-1-4-1-2 (the attacked character is
KO'd, not the one the DON!! are given to); 1-2-1-1-2 / 4-5-3 (a card put back into the deck changes
its count: not run by the scenarios, so withheld).
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
    ("question", "value"),
    [
        (
            "相手のターン、相手キャラ（パワー5000、ドン!!2枚付き）が、こっちのリーダー（パワー6000）に"
            "アタック。ブロック・カウンターなし。俺のライフ3枚は何枚になる？",
            [2],
        ),
        (
            "相手のターンに、ドン!!が1枚付いた相手のキャラ（パワー4000）が自分のリーダー（パワー5000）に"
            "アタックしてきた。ブロックもカウンターもなし。自分のライフ4枚は何枚になる？",
            [3],
        ),
        (
            "相手ターン中、相手キャラ（パワー3000）にドン!!3枚が付与されてて、それで俺のリーダー"
            "（パワー5000）にアタックしてきた。ブロックもカウンターもしない。俺のライフ2枚は何枚?",
            [1],
        ),
    ],
)
def test_6_2_3_the_opponents_don_given_in_its_own_turn_add_power(question: str, value: list[int]) -> None:
    stated, got = _verdict(question)
    assert not stated or got == value  # withheld is acceptable; a stated count must be right


def test_6_5_5_2_the_opponents_don_counted_in_its_turn_is_stated() -> None:
    stated, got = _verdict(
        "相手のターン、相手のパワー5000のキャラが、ドン!!を2枚付けてこっちのリーダー(パワー6000)にアタック。"
        "ブロック・カウンターなし。俺のライフ3枚は何枚になる?"
    )
    assert (stated, got) == (True, [2])


def test_6_5_5_2_a_power_listed_with_its_don_is_withheld() -> None:
    """「キャラ（パワー5000、ドン!!2枚付き）」: 5000 printed (7000 in its turn, a hit) or with the DON!!
    (no hit): the readings differ (round 9)."""
    stated, _got = _verdict(
        "相手のターン、相手キャラ（パワー5000、ドン!!2枚付き）が、こっちのリーダー（パワー6000）にアタック。"
        "ブロック・カウンターなし。俺のライフ3枚は何枚になる？"
    )
    assert not stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のレストのキャラ（パワー3000）に、こっちのキャラ（パワー2000）にドン!!1枚付けてアタック。"
         "KOされる？", True),
        ("相手のレストのキャラ（パワー5000）に、自分のキャラ（パワー3000）にドン!!を1枚付けてアタック。"
         "KOされる?", False),
        ("こっちのキャラ（パワー2000）にドン!!1枚付けて、相手のレストのキャラ（パワー3000）にアタック。"
         "ブロックなし。相手のキャラはKOされる？", True),
        ("こっちのキャラ（パワー2000）にドン!!1枚付けて、相手のレストのキャラ（パワー5000）にアタック。"
         "ブロックなし。こっちのキャラはKOされる？", False),
    ],
)  # fmt: skip
def test_7_1_4_1_2_the_card_given_don_is_not_the_asked_card(question: str, value: bool) -> None:
    stated, got = _verdict(question)
    assert not stated or got is value


@pytest.mark.parametrize(
    "question",
    [
        "自分のデッキ5枚、効果で2枚引いて、そのあと1枚デッキの下に戻した。デッキは何枚？",
        "俺のデッキ4枚。カードを1枚引いてから、手札を1枚デッキの上に置いた。デッキは何枚？",
        "デッキ3枚のとき、効果で2枚引き、手札1枚をデッキに戻した。デッキの枚数は？",
    ],
)
def test_4_5_3_a_card_put_into_the_deck_is_not_simulated(question: str) -> None:
    stated, _got = _verdict(question)
    assert not stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("アクティブのドン!!が6枚、そのうち2枚をキャラに付けた。コスト5のキャラを出せる？", "no"),
        ("アクティブのドン!!が6枚、そのうち1枚をリーダーに付けた。コスト6のキャラを出せる？", "no"),
        ("アクティブなドン!!７枚のうち３枚をリーダーに付与した。コスト４のキャラは登場できる？", "yes"),
        ("アクティブのドン!!6枚。キャラに2枚付けた。コスト5のキャラは出せる？", "no"),
    ],
)
def test_6_5_5_1_don_given_from_the_counted_active_don(question: str, value: str) -> None:
    stated, got = _verdict(question)  # 「そのうち2枚」 were given from the 6: 4 stay active (it had said yes)
    assert not stated or got == value


def test_6_5_5_1_don_counted_after_the_giving_are_the_active_ones() -> None:
    question = "リーダーにドン!!2枚付けてて、アクティブのドン!!は4枚。コスト4のキャラを出せる？"
    assert _verdict(question) == (True, "yes")
