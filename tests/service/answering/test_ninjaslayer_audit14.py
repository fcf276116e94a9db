"""ニンジャスレイヤー round-14 independent audit: own adversarial questions on round 14's new ninjaslayer
code (41c41eb borne_modify / retold / faces of the ダメージ・ゾーン / each_player reasoning / recalled
rules / 立ってるエテル / fizzle / an ability on the コトダマ空間 / the first turn's draw, 1182254
ukemi_self_checks / state_cause / cover / optional_draw's partial cost) and their neighbours
(`data/ninjaslayer_audit14.jsonl`, `rule` names the clause each checks). Every stated verdict was
checked by hand against the rulebook; `accept` lists the right values, [] = no verdict may be stated.

On HEAD aa0cb4f: 30 questions / 13 stated / 3 wrong — 「相手のデッキ残り1枚…めくれたのはウケミ「これが
エントリーする!」」 stated 'none' (the gate re-applied the told deck 1 below the ウケミ card the builder had
put on top: 1104.2 empties it, 1002.2); 「このターンもうインターラプト・カイゼンで対象変えたから」 stated
'yes' (705.3a-1: the change told without を was not read); 「手札2枚(このコトダマ込み)。コトダマ「手札を
2枚捨てて、2枚ドローしてもよい。」を撃った」 stated 'yes' (1204.2j: the card cast leaves the hand, 1 is left
to pay 2, 1203.2). With this audit's fixes: 11 stated / 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "ninjaslayer"
_ROWS = rows("ninjaslayer_audit14")


@pytest.mark.parametrize(
    "row",
    [
        pytest.param(r, marks=pytest.mark.xfail(strict=True, reason=r["open"])) if r.get("open") else r
        for r in _ROWS
    ],
    ids=[r["id"] for r in _ROWS],
)
def test_audit14_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit14_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 30


def _verdicts(questions: list[str]) -> list[tuple[bool, Any]]:
    return [situated(q, GAME)[:2] for q in questions]


def test_1002_2_the_deck_told_counts_the_ukemi_card_on_its_top() -> None:
    # the told deck is deck_top + deck (engine_map ninjaslayer deck, sum_found): the check empties it
    assert _verdicts(
        [
            "相手のデッキ残り1枚、ダメゾン9枚。俺の工作力1のキャラのアイサツが通って、めくれたのはウケミ"
            "「これがエントリーする!」のキャラ。勝ち?",
        ]
    ) == [(True, "self")]
    # a deck told as what the draw made it is still the run's end, not a seat's empty default
    assert _verdicts(
        ["相手のターン、ドロー・ステップで相手が2枚引いて、相手のデッキが0枚になった。勝敗は?"]
    ) == [(True, "self")]


def test_705_3a_1_a_change_told_made_without_wo_spends_the_once_a_turn() -> None:
    for stated, value in _verdicts(
        [
            "相手が俺のキャラAにアイサツしてきた。俺のインターラプト・カイゼン持ちBは、このターンもうインターラプト・"
            "カイゼンで対象変えたからオジギのまま。Bでまた対象変えられる?",
            "相手が俺のキャラAにアイサツしてきた。俺のインターラプト・カイゼン持ちBは、このターンもう対象変えてる。"
            "Bで対象変えられる?",
        ]
    ):
        assert not stated or value == "no"
    # the holder's オジギ told with its cause still does not matter (1402.3)
    assert _verdicts(
        [
            "相手が俺のキャラAにアイサツしてきた。俺のインターラプト・カイゼン持ちBは、さっき相手のコトダマでオジギ"
            "させられたからオジギのまま。Bで対象変えられる?"
        ]
    ) == [(True, "yes")]


def test_1204_2j_a_hand_told_before_the_cast_may_hold_the_card_cast() -> None:
    for stated, value in _verdicts(
        [
            "手札2枚(このコトダマ込み)。コトダマ「手札を2枚捨てて、2枚ドローしてもよい。」を撃った。解決時に2枚捨てて"
            "引ける?",
            "手札2枚。コトダマ「手札を2枚捨てて、2枚ドローしてもよい。」を撃った。ドローできる?",
        ]
    ):
        assert not stated or value == "no"
    # the hand told at the resolution, or a text resolving with no cast told, stays stated
    assert _verdicts(
        [
            "コトダマ「手札を2枚捨てて、3枚ドローしてもよい。」を撃って、解決時の手札は1枚。1枚だけ捨てて3枚引ける?",
            "手札2枚。「手札を2枚捨てて、2枚ドローしてもよい。」が解決。ドローできる?",
        ]
    ) == [(True, "no"), (True, "yes")]


def test_1206_1_what_waited_on_the_kotodama_space_told_resolved() -> None:
    for stated, value in _verdicts(
        [
            "自分のキャラフェイズ、俺の起動能力がコトダマ空間に乗ってて、それが解決した。手札のキャラ出せる?",
            "自分のキャラフェイズ、相手のコトダマがコトダマ空間に乗ってたけど解決された。手札のキャラ出せる?",
        ]
    ):
        assert not stated or value == "yes"
    assert _verdicts(
        ["自分のキャラフェイズ、相手の誘発能力がコトダマ空間に乗ってる。手札のキャラ出せる?"]
    ) == [(True, "no")]
