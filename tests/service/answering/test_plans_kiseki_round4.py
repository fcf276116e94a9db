"""軌跡 TCG plans, round 4: families planned from the reading after blind batches E–K, each asked in
several wordings of our own.

Clauses: 703.7a (the 拠点ステップ's one card put face down in the 拠点), 703.8a (the CP gained as
the 配備ステップ begins: 1 for each 拠点 card, acted ones included), 1204.2f-5 (a アーツ played from
the hand puts its UNIT card in the 軌跡 as a cost), 1213.2 (a アーツ is played from the hand or a
face-down 拠点 card).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read

GAME = "kiseki"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


# --- 703.7a + 703.8a: the card placed in the 拠点ステップ counts for the 配備ステップ's CP --------------


@pytest.mark.parametrize(
    ("question", "cp"),
    [
        (
            "自分の準備フェイズ、拠点には2枚。拠点ステップで手札から1枚拠点に裏向きで置いた。配備ステップで得るCPはいくつ?",
            3,
        ),
        (
            "相手の拠点にカードが4枚、そのうち2枚は横向き。拠点ステップで相手は1枚を拠点に伏せて置いた。"
            "配備ステップの開始時に相手が得るCPはいくつ?",
            5,
        ),
        ("拠点は今5枚。準備フェイズの拠点ステップで1枚拠点に置いた。配備ステップでもらえるCPはいくつ?", 6),
    ],
)
def test_703_7a_the_base_step_card_counts_for_the_703_8a_cp(question: str, cp: int) -> None:
    stated, value, _situation = _verdict(question)
    assert (stated, value) == (True, [cp])


def test_703_7a_the_placement_is_read_as_one_action_of_one_card() -> None:
    reading = read("拠点ステップで手札から1枚拠点に裏向きで置いた。", GAME)
    placed = [f for f in reading.of(Role.ACTION) if f.concept == "place"]
    assert [(f.value, f.negated) for f in placed] == [(1, False)]


@pytest.mark.parametrize(
    "question",
    [
        # two cards: 703.7a puts at most one in a step — not the engine's run
        "自分の準備フェイズ、拠点には2枚。拠点ステップで手札から2枚拠点に裏向きで置いた。配備ステップで得るCPはいくつ?",
        # the count told after the placement: before or after it is not said
        "拠点ステップで1枚拠点に裏向きで置いた。拠点に4枚ある。配備ステップで得るCPはいくつ?",
        # no step named: the card may have been put there after the 配備ステップ began
        "拠点に3枚あって、1枚拠点に裏向きで置いた。配備ステップでもらえるCPはいくつ?",
    ],
)
def test_703_7a_a_placement_the_plan_cannot_place_is_not_planned(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


def test_703_8a_without_a_placement_the_count_is_the_base_told() -> None:
    stated, value, _situation = _verdict(
        "拠点に3枚ある状態で自分の準備フェイズ。配備ステップでもらえるCPはいくつ?"
    )
    assert (stated, value) == (True, [3])


# --- 1204.2f-5: a アーツ played from the hand puts its UNIT card in the 軌跡 as part of its cost --------


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "手札が6枚ある。その中のUNITのアーツ(EPコスト1)を手札から使った。EPは拠点から出した。解決後の手札は何枚?",
            5,
        ),
        ("手札4枚。UNITのアーツ(EP3)を手札からプレイした。EPは拠点から払った。解決後の手札は何枚?", 3),
        ("手札7枚で、UNITカードのアーツを手札から撃った。アーツ解決後の手札は何枚?", 6),
        ("手札2枚。1枚のUNITのアーツを手札からプレイ(EPコスト2)。ドローはしない。プレイ後の手札は?", 1),
    ],
)
def test_1204_2f_5_an_arts_played_from_the_hand_leaves_the_hand(question: str, hand: int) -> None:
    stated, value, situation = _verdict(question)
    assert (stated, value) == (True, [hand])
    assert situation.endswith("plan.arts_hand")


@pytest.mark.parametrize(
    "question",
    [
        # a face-down UNIT's アーツ played from the 拠点 leaves the hand alone (1213.2)
        "手札5枚。拠点の裏向きUNITのアーツをプレイした。解決後の手札は何枚?",
        # whose hand: the opponent's
        "相手は手札5枚。相手がUNITのアーツを手札からプレイした。相手の手札は何枚?",
        # the hand count told after the アーツ: before or after it?
        "UNITのアーツを手札からプレイした。手札5枚。解決後の手札は何枚?",
    ],
)
def test_1213_2_an_arts_the_plan_cannot_place_is_not_planned(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation.endswith("plan.arts_hand"))


def test_1204_2f_5_an_arts_that_draws_is_not_the_hand_minus_one() -> None:
    stated, value, _situation = _verdict(
        "手札5枚。UNITのアーツ「カードを1枚引く。」を手札からプレイした。解決後の手札は何枚?"
    )
    assert not (stated and value == [4])


def test_1313_1_a_draw_said_not_to_happen_and_the_hand_asked_by_its_noun() -> None:
    reading = read("他にドローとかはなし。プレイ後の手札は?", GAME)
    assert [(f.concept, f.negated) for f in reading.of(Role.ACTION)] == [("draw", True), ("play", False)]
    assert {f.concept for f in reading.asks()} == {"number"}


# --- 1213.2 / 703.8c-1: 「手札から」 names the card's zone and keeps the hand plans planning -----------


@pytest.mark.parametrize(
    ("question", "situation"),
    [
        ("場に同じ組織のUNITがいない。手札から【援軍】持ちのUNITをプレイできる?", "plan.card_play"),
        ("相手の戦闘フェイズ中に手札からUNITをプレイしていい?", "plan.unit_timing"),
        ("相手の配備ステップ中、手札からユニットを出せる?", "plan.unit_timing"),
    ],
)
def test_1403_1_and_703_8c_1_a_card_played_from_the_hand_said_so(question: str, situation: str) -> None:
    stated, value, built = _verdict(question)
    assert (stated, value) == (True, "no")
    assert built.endswith(situation)


def test_1213_2_hand_and_base_both_said_of_the_played_card_is_not_planned() -> None:
    stated, _value, built = _verdict("手札から拠点の裏向きの【派遣】UNITをプレイできる?")
    assert not (stated and built.endswith("plan.card_play"))
