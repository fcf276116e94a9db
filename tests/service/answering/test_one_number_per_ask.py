"""One number per number asked (issue 11 round 8): a number verdict states the asked number, not every
number of the conclusion's sentence.

`verdict.decide` fell back to all the numbers of the conclusion's first numbered sentence
(「3ダメージを1回与え、相手リーダーの体力は8になります」 → [3, 1, 8]) and the checks counted it right when
the asked number was anywhere in the list. The contract now: `Verdict.value` holds one number per
number ask (「手札は何枚増えて山札は何枚残る?」 two, 「それぞれいくつ?」 one of each player); a sentence with
more gives the value a quantity ends at (「…になります」) or how many the rules allow (「2体目までは」),
else the verdict is withheld. The scorers (blind_check.score, retire_check, verdict_consistency) count
a number verdict right only when it is the one checked number.
"""

from __future__ import annotations

import pytest

from benchmarks.retire_check import asked_number
from benchmarks.verdict_consistency import check_disagreements
from service.answering.plans import situate
from service.answering.reading.reader import read
from service.answering.reading.verdict import decide
from service.engine.scenario import SimulationResult
from tests.service.answering.blind_check import score


def _fow_run() -> SimulationResult:
    gated, _ = situate(
        "相手のライフ2000。自分のリゾネイターの能力で相手プレイヤーに700ダメージ与えた。相手のライフは?",
        "fow",
    )
    assert gated.sim is not None
    return gated.sim.result


def _stated(game: str, question: str) -> tuple[bool, object]:
    gated, _ = situate(question, game)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


# the conclusion's sentence tells the damage, its count and what the quantity ends at: the asked
# number is the last (blind M sve-bm-03 had stated [3, 1, 8])
@pytest.mark.parametrize(
    "question",
    [
        "「墓場のカード4枚につき1ダメージ」を解決。解決後いくつになる?",
        "「墓場のカード4枚につき1ダメージ」を撃った。解決したらいくつ?",
        "「墓場のカード4枚につき1ダメージ」のスペルを使った。最終的にいくつになる?",
    ],
)
def test_the_number_a_quantity_ends_at_is_the_one_asked(question: str) -> None:
    summary = "シミュレーション結果: 3ダメージを1回与え、相手リーダーの体力は8になります。"
    verdict = decide(read(question, "sve"), (), _fow_run(), summary)
    assert verdict.stated and verdict.value == [8], verdict


@pytest.mark.parametrize(
    "summary",
    [
        "シミュレーション結果: ドロー・ステップで2枚ドローしたので、手札は6枚です。",
        "シミュレーション結果: 2枚ドローし、手札は6枚になります。",
        "シミュレーション結果: 2枚引いて、残り6枚。",
    ],
)
def test_the_value_said_as_the_predicate_is_the_one_asked(summary: str) -> None:
    # 502.3a's plan says the hand with 「です」 (ns-p-14 without the builders had stated [2, 6])
    verdict = decide(read("後攻の1ターン目、ドロー後は何枚?", "ninjaslayer"), (), _fow_run(), summary)
    assert verdict.stated and verdict.value == [6], verdict


def test_a_change_asked_does_not_take_the_value_it_ends_at() -> None:
    # 「何点減る?」 asks the change: 8 (the value it ends at) is no answer, three numbers none either
    summary = "シミュレーション結果: 3ダメージを1回与え、相手リーダーの体力は8になります。"
    question = "「墓場のカード4枚につき1ダメージ」を解決。何点減る?"
    verdict = decide(read(question, "sve"), (), _fow_run(), summary)
    assert not verdict.stated or verdict.value != [8], verdict
    assert not (verdict.stated and isinstance(verdict.value, list) and len(verdict.value) > 1), verdict


def test_several_numbers_with_no_one_asked_withhold() -> None:
    summary = "シミュレーション結果: 3ダメージを1回与え、2枚引きます。"
    question = "「墓場のカード4枚につき1ダメージ」を解決。いくつ?"
    verdict = decide(read(question, "sve"), (), _fow_run(), summary)
    assert not verdict.stated, verdict


# ninjaslayer 502.3a: the second player draws 2 in their first turn — 「ドロー後は何枚?」 is the hand
# (ns-p-14 / ns-s-08 had stated [2, 6] / [2, 7])
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("後攻の1ターン目、手札４枚からだとドロー後は何枚?", [6]),
        ("後攻の1ターン目、手札が5枚あったらドロー後は何枚?", [7]),
        ("後攻の最初のターン。手札3枚からドローしたら何枚になる?", [5]),
        ("後攻1ターン目、ドロー前の手札は5枚。ドローステップの後は手札何枚?", [7]),
    ],
)
def test_502_3a_the_hand_after_the_draw_is_one_number(question: str, value: list[int]) -> None:
    assert _stated("ninjaslayer", question) == (True, value)


# ninjaslayer 1312.1: 2 standing エテル pay for 2 of the 3 characters (ns-s-05 had stated [2, 3])
@pytest.mark.parametrize(
    "question",
    [
        "コスト1のキャラを3体出したい。エテルは縦向きが2枚だけなんだけど何体出せる?",
        "コスト1のキャラを3体エントリーさせたい。縦向きのエテルは2枚。何体まで出せる?",
    ],
)
def test_1312_1_how_many_can_enter_is_one_number(question: str) -> None:
    assert _stated("ninjaslayer", question) == (True, [2])


def test_two_numbers_asked_keep_two() -> None:
    # 10.8: two asks, one number each, in the order asked
    question = "山札が5枚あるときに『カードを2枚引く』を解決したら、手札は何枚増えて山札は何枚残る?"
    assert _stated("fow", question) == (True, [2, 3])


@pytest.mark.parametrize(
    ("value", "label"),
    [([8], "right"), ([3, 1, 8], "wrong"), ([8, 8], "wrong"), ([3], "wrong"), ("8", "wrong")],
)
def test_a_number_check_is_right_only_for_the_one_number(value: object, label: str) -> None:
    check = {"asks": "number", "value": 8}
    verdict = {"asks": "number", "value": value, "stated": True}
    assert score(check, verdict, "") == label
    assert (check_disagreements(verdict, check) == []) is (label == "right")
    assert (asked_number(value) == 8) is (label == "right")
