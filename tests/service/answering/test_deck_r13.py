"""Deck construction questions in kiseki (602), onepiece (5-1-2, 2-14-2) and sve (6.1.1):
`plans/deck_counts.py` with each game's table (`plans/deck_games.py`, `service/engine/<game>/deck.py`).

A deck is stated legal only when every count its format limits is told; a count put in asked alone
(「『一般』のカード7枚入れてOK?」) answers that limit. Traps — a change to the deck in a condition, an
untold limit, kiseki's format not named, a card that may be 「一般」, a parallel counted apart, copies
told across both sve decks — are withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def _verdict(question: str, game: str) -> tuple[bool, Any]:
    gated, _note = situate(question, game)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("ストラテジー戦で、51枚のデッキって使える?", "no"),
        ("ストラテジー戦でデッキ49枚。使える?", "no"),
        ("相手のストラテジー戦のデッキが51枚だった。あれって使えるの?", "no"),
    ],
)
def test_602_4a_kiseki_strategy_deck_size(question: str, value: str) -> None:
    assert _verdict(question, "kiseki") == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("ストラテジー戦でデッキ50枚、同じカード名・同じサブ名のカードは最大4枚。大会で使える?", "yes"),
        ("ストラテジー戦で同名カード5枚、サブ名は一般じゃない。入れていい?", "no"),
        ("ストラテジー戦でサブ名『一般』のカード7枚入れてOK?", "yes"),
    ],
)
def test_602_4b_kiseki_copies_and_602_4b_1_general(question: str, value: str) -> None:
    assert _verdict(question, "kiseki") == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ブリッツシールド戦で、5パック開けて出た40枚だけでデッキ組んだら同名カードが6枚になった。問題ない?",
            "yes",
        ),
        ("ブリッツシールド戦で41枚のデッキは使える?", "no"),
    ],
)
def test_602_3_kiseki_blitz(question: str, value: str) -> None:
    assert _verdict(question, "kiseki") == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "同じカードを5枚入れていい?",  # no format named: ブリッツシールド戦 allows it (602.3b)
        "デッキ50枚、同名カード4枚まで。大会で使える?",  # no format named
        "ストラテジー戦で同じカードを5枚入れていい?",  # a 「一般」 card may be 5 (602.4b-1)
        "ストラテジー戦でデッキ50枚、同名カード最大4枚。1枚抜いたら使える?",  # the deck changed
        "ストラテジー戦で、デッキ50枚のデッキって使える?",  # copies untold
    ],
)
def test_602_kiseki_traps_are_withheld(question: str) -> None:
    assert not _verdict(question, "kiseki")[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("同じカードを5枚入れていい?", "no"),
        ("同じカードナンバーのカードを5枚デッキに入れたい。入れていい?", "no"),
    ],
)
def test_2_14_2_onepiece_same_number(question: str, value: str) -> None:
    assert _verdict(question, "onepiece") == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("デッキ51枚で大会出られる?", "no"),
        ("ドン!!デッキ9枚で組んだんだけど大会で使える?", "no"),
        (
            "リーダー1枚、デッキ50枚、ドン!!デッキ10枚、同じカードは最大4枚、全部リーダーの色。大会出られる?",
            "yes",
        ),
    ],
)
def test_5_1_2_onepiece_deck_counts(question: str, value: str) -> None:
    assert _verdict(question, "onepiece") == (True, value)


def test_5_1_2_2_onepiece_off_colour_card() -> None:
    assert _verdict("リーダー赤単なのに緑のキャラ2枚入れていい?", "onepiece") == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "同名カード5枚入れていい?",  # one name may have several カードナンバー (2-14-2 counts numbers)
        "同じカードナンバーのパラレル版を2枚、通常版を3枚入れていい?",  # 5 in all: a count unplaced
        "デッキ50枚、ドン!!デッキ10枚で大会出られる?",  # copies, leader, colours untold
        "緑のキャラ2枚入れていい?",  # the leader's colours untold
        "デッキ49枚なんだけど、1枚足したら大会出られる?",  # the deck changed
    ],
)
def test_5_1_2_onepiece_traps_are_withheld(question: str) -> None:
    assert not _verdict(question, "onepiece")[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("メイン38枚+エボルヴ10枚で大会出られる?", "no"),
        ("同名カード3枚まで、メインデッキ45枚、エボルヴデッキ8枚、クラスは全部同じ。大会で使える?", "yes"),
    ],
)
def test_6_1_1_2_sve_main_deck(question: str, value: str) -> None:
    assert _verdict(question, "sve") == (True, value)


def test_6_1_1_3_sve_evolve_deck() -> None:
    assert _verdict("エボルヴデッキ11枚で組んだけど大会で使える?", "sve") == (True, "no")


def test_6_1_1_4_sve_same_name() -> None:
    assert _verdict("同じカードを4枚入れていい?", "sve") == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "同名カードをメインに3枚、エボルヴに3枚で合計6枚入れていい?",  # 3 + 3 is allowed (6.1.1.4)
        "メインデッキ51枚、エボルヴ10枚。1枚抜いたら大会出られる?",  # the deck changed
        "メイン40枚、エボルヴ0枚で大会出られる?",  # copies and class untold
    ],
)
def test_6_1_1_sve_traps_are_withheld(question: str) -> None:
    assert not _verdict(question, "sve")[0]


@pytest.mark.parametrize(
    ("question", "game", "value"),
    [
        ("ストラテジー戦でデッキ46枚。あと何枚入れられる?", "kiseki", [4]),  # 602.4a
        (
            "ストラテジー戦で同名カードを2枚入れてる。サブ名は一般じゃない。あと何枚入れられる?",
            "kiseki",
            [2],
        ),  # 602.4b
        ("同じカードを3枚入れてる。あと何枚入れられる?", "onepiece", [1]),  # 2-14-2
        ("デッキ46枚。あと何枚入れられる?", "onepiece", [4]),  # 5-1-2
        ("メインデッキ44枚。あと何枚入れられる?", "sve", [6]),  # 6.1.1.2
        ("同名カードを2枚入れてる。あと何枚入れられる?", "sve", [1]),  # 6.1.1.4
    ],
)
def test_602_5_1_2_6_1_1_how_many_more(question: str, game: str, value: list[int]) -> None:
    assert _verdict(question, game) == (True, value)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        (
            "ストラテジー戦で同名カードを2枚入れてる。あと何枚入れられる?",
            "kiseki",
        ),  # may be 「一般」 (602.4b-1)
        ("ブリッツシールド戦で同名カードを3枚入れてる。あと何枚入れられる?", "kiseki"),  # no bound (602.3b)
        ("デッキ46枚、同じカードを3枚入れてる。あと何枚入れられる?", "onepiece"),  # which count grows?
        ("メインデッキ52枚。あと何枚入れられる?", "sve"),  # over the bound already
    ],
)
def test_how_many_more_traps_are_withheld(question: str, game: str) -> None:
    assert not _verdict(question, game)[0]
