"""ONE PIECE CARD GAME round-9b precision audit (issue 11) of the second-wave family code (first-turn
attacks 6-5-6-1, 【速攻】 played this turn 10-1-1-1 / 3-7-4, a rested 【ブロッカー】 10-1-4-1, 【アタック時】
under 【ドン!!×N】 8-3-2-3, DON!! from a previous turn 6-5-5-2, each-player draws 1-2-1-1-2 / 1-2-3,
no-【トリガー】 battles 10-1-5-2, a card's state after a comma 7-1-1-2): adversarial questions of our own,
each stated verdict checked by hand against the rulebook (`data/onepiece_audit9b.jsonl`; an empty
`accept` says the question must be withheld). Before the fixes, 7 of 50 stated verdicts were wrong:

* 「そのキャラは【速攻】持ち」 after a sentence naming the asker's card acted with (「…で」) and the
  opponent's card acted on: 「その」 was merged with the opponent's card, and 'no' was stated — now that
  anaphor, saying no side, is left unmerged (either card) in both readers, and the question is withheld;
* 「ブロッカー持ちのキャラ、前のターンにアタックしたからレストのまま」 with another of the defender's cards
  attacked: the builder's rested-blocker pattern took no comma, so the rested blocker blocked ('yes');
* 「…1枚引く効果を使った。…手札は何枚?」 with the hand never told: the plan ran it from an empty hand
  and stated 1 — a number asked of a hand that was not told is now withheld, and an untold hand is not
  shown in the conclusion as if it had been empty.

A second pass (14 more questions) found one more: 「相手のキャラ、レストで寝てる。相手のリーダーでこいつに
アタックできる?」 was run as the asker's leader attacking ('yes'); a card of the defending side named as
the one acting (「相手のリーダーで」) now withholds (7-1-1-2: only the opponent's cards are targets).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "onepiece"
_ROWS = rows("onepiece_audit9b")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a9b-{i:03d}" for i in range(len(_ROWS))])
def test_audit9b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit9b_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "自分の3ターン目、このターンに登場させたキャラで相手のレストのキャラにアタックしたい。そのキャラは【速攻】持ち。できる?",
        "俺の4ターン目。さっき出したキャラで相手のレストのキャラを殴りたい。そのキャラ、【速攻】持ってる。殴れる?",
        "自分の5ターン目、このターン出したキャラで相手のキャラ(レスト)にアタックしたい。そのキャラは【速攻】を持ってる。アタックできる?",
    ],
)
def test_10_1_1_1_rush_said_of_either_card_of_the_sentence_before_is_not_stated_no(question: str) -> None:
    # 「その」 may name the card attacking or the one attacked: never the opponent's card's 【速攻】 'no'
    stated, value, _summary = situated(question, GAME)
    assert not stated or value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "俺のブロッカー持ちのキャラ、前のターンにアタックしたからレストのまま。相手のキャラが俺の別のキャラにアタックしてきた。ブロックできる?",
        "自分のブロッカー持ちのキャラ、自分のターンにアタックしたからレストのまま。相手が自分のレストのキャラ(別のキャラ)にアタックしてきた。ブロックできる?",
        "俺のブロッカー持ちのキャラ、レストのまま。相手のキャラが俺の別のキャラにアタックしてきた。ブロックできる?",
        "うちの【ブロッカー】持ちのキャラ、さっきアタックしたのでまだレスト。相手がうちの他のキャラにアタックしてきた。ブロックできる?",
    ],
)
def test_10_1_4_1_a_blocker_rested_after_a_comma_cannot_block(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "「お互いのプレイヤーは1枚引く」効果を使った。デッキは自分も相手も2枚。俺の手札は何枚?",
        "「相手はカードを1枚引く」効果を使った。相手のデッキは3枚。相手の手札は何枚?",
        "「お互いに1枚ドロー」の効果。デッキはどっちも4枚。こっちの手札、何枚になる?",
    ],
)
def test_4_5_2_a_hand_never_told_is_not_counted_after_a_draw(question: str) -> None:
    stated, _value, _summary = situated(question, GAME)
    assert not stated


def test_4_5_2_a_deck_asked_after_a_draw_is_stated_without_the_hand() -> None:
    stated, value, summary = situated(
        "「相手はカードを1枚引く」効果を使った。相手のデッキは3枚。相手のデッキは何枚になる?", GAME
    )
    assert stated and value == [2]
    assert "手札" not in summary.split("。")[0]


def test_1_2_1_1_2_an_untold_hand_is_not_in_the_conclusion() -> None:
    stated, value, summary = situated(
        "「お互いのプレイヤーは1枚引く」効果を使った。デッキは自分も相手も2枚。どうなる?", GAME
    )
    assert stated and value == {"result": "ongoing", "winner": None}
    assert "手札" not in summary.split("。")[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラ、レストで寝てる。相手のリーダーでこいつにアタックできる?",
        "相手のキャラ(レスト)がいる。相手のリーダーでそのキャラにアタックできる?",
        "向こうのキャラ、横向き。向こうのリーダーでそいつを殴れる?",
    ],
)
def test_7_1_1_2_a_card_attacking_its_own_sides_card_is_not_stated_yes(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated or value == "no"
