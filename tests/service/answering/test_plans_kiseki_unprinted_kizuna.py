"""End to end (question → situate → kiseki engine → verdict): the 絆 the comprehensive rules never start
at a printed value (issue 11: a wrong verdict is worse than none).

The engine starts each player's 絆 at 40 (the official how-to-play's value, not printed in the
comprehensive rules), so 「STR3のUNITで相手プレイヤーを攻撃。相手の絆は?」 had been stated [37] — and with
the asked value withheld, the number verdict would have fallen back to the conclusion's 3 (the attack's
STR). A value of 絆 the question never tells is withheld, naming the missing fact; a told 絆 is the start
of the 804.11b overkill damage; the loss asked (「絆を何点失う?」) does not depend on the start and stays
stated. A winner ask (705.5: a player at 0 or less 絆 loses) whose run took 絆 from a seat the question
never told is withheld too: whether that player lost rests on the untold start."""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Verdict


def _verdict(question: str) -> Verdict:
    gated, _ = situate(question, "kiseki")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    "question",
    [
        "STR3のUNITで相手プレイヤーを攻撃。相手の絆は?",
        "STR3のUNITで相手プレイヤーを攻撃した。相手の絆は何点になる?",
        "自分のSTR4のユニットで相手プレイヤーに攻撃。攻撃後の相手の絆はいくつ?",
        "STR2/DEF2のUNITでプレイヤーを攻撃したら相手の絆は何点?",
    ],
)
def test_804_11b_the_bond_left_is_withheld_when_the_question_never_tells_it(question: str) -> None:
    verdict = _verdict(question)
    assert not verdict.stated
    assert verdict.value is None  # not the 40 - STR of the engine's default, nor the attack's STR
    assert "相手の絆" in verdict.reason and "初期値" in verdict.reason


@pytest.mark.parametrize(
    ("question", "left"),
    [
        ("相手の絆は10。STR3のUNITで相手プレイヤーを攻撃。相手の絆は?", 7),
        ("相手の絆が10点のとき、STR3のUNITで相手プレイヤーを攻撃した。相手の絆は何点になる?", 7),
        ("相手の絆は5。自分のSTR4のユニットで相手プレイヤーに攻撃。攻撃後の相手の絆はいくつ?", 1),
    ],
)
def test_804_11b_the_bond_left_is_stated_from_the_told_bond(question: str, left: int) -> None:
    verdict = _verdict(question)
    assert verdict.stated, verdict.reason
    assert (verdict.asks, verdict.value) == ("number", [left])


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("STR3のUNITで相手プレイヤーを攻撃。相手は絆を何点失う?", 3),
        ("STR3のUNITで相手プレイヤーを攻撃した。相手の絆はいくつ減る?", 3),
        ("自分のSTR4のユニットで相手プレイヤーに攻撃。相手は何点の絆を失う?", 4),
    ],
)
def test_804_11b_the_bond_lost_is_stated_without_the_start(question: str, lost: int) -> None:
    verdict = _verdict(question)
    assert verdict.stated, verdict.reason
    assert (verdict.asks, verdict.value) == ("number", [lost])


@pytest.mark.parametrize(
    "question",
    [
        "STR3で攻撃したら相手負ける?",
        "STR3のUNITで相手プレイヤーを攻撃したら相手は負ける?",
        "自分のSTR5のユニットで相手プレイヤーに攻撃した。ゲームに勝てる?",
    ],
)
def test_705_5_a_loss_resting_on_the_untold_bond_is_withheld(question: str) -> None:
    verdict = _verdict(question)
    assert verdict.asks == "winner"
    assert not verdict.stated
    assert "相手の絆" in verdict.reason


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手の絆は2。STR3で攻撃したら相手負ける?", "self"),
        ("相手の絆が3点。STR3のUNITで相手プレイヤーを攻撃したら相手は負ける?", "self"),
        ("相手の絆は10。自分のSTR5のユニットで相手プレイヤーに攻撃した。ゲームに勝てる?", "none"),
    ],
)
def test_705_5_a_loss_from_the_told_bond_is_stated(question: str, winner: str) -> None:
    verdict = _verdict(question)
    assert verdict.stated, verdict.reason
    assert (verdict.asks, verdict.value) == ("winner", winner)
