"""軌跡 round 13: a destroyed ask about a UNIT in a fight asks its stun (`reading/stunned_fate.py`).

A UNIT whose DEF the STR it fights reaches is stunned (804.11a-2; by the 応戦, 804.11a-4): it stays
on the field face down (1306.2a) and goes to the 軌跡 only in the recovery phase unless chosen to
recover (705.6). 「落ちる?」「やられる?」「無事?」「スタンする?」 ask the stun; 「場に残る?」「軌跡に行く?」
about a stunned UNIT are withheld (the run does not reach the choice). Blind Y kiseki-by-15 had
stated 「場に残ります」 for an attacker the 応戦 stunned (no card had moved).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 応戦: STR3 ≥ DEF3 — the attacker is stunned too
        ("俺のSTR5/DEF3のUNITで相手のSTR3/DEF5のUNITにアタックした。俺のUNITは無事で済む?", True),
        ("自分のSTR4/DEF2のUNITで相手のSTR2/DEF3のUNITを攻撃したら、自分のUNITはやられる?", True),
        ("自分のSTR2/DEF5のUNITで相手のSTR4/DEF4のUNITを攻撃。自分のUNITは無事?", False),
        ("自分のSTR5/DEF3のUNITで相手のSTR1/DEF5のUNITを攻撃した。相手のUNITは落ちる?", True),
        ("自分のSTR4/DEF3のUNITで相手のSTR1/DEF5のUNITを攻撃した。相手のUNITはスタンする?", False),
    ],
)
def test_804_11a_2_and_4_a_beaten_unit_is_the_stunned_one(question: str, value: bool) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got is value, (question, got)


@pytest.mark.parametrize(
    "question",
    [
        # the place asked of a stunned UNIT: on the field now, to the 軌跡 only if not recovered (705.6)
        "自分のSTR5/DEF3のUNITで相手のSTR3/DEF5のUNITを攻撃した。自分のUNITは軌跡に行く?",
        "自分のSTR5/DEF3のUNITで相手のSTR3/DEF5のUNITを攻撃した。自分のUNITは場に残る?",
        # the attacked UNIT's STR untold: the 応戦's stun of the attacker is not known (804.11a-4)
        "自分のSTR5/DEF3のUNITで相手のDEF5のUNITを攻撃した。自分のUNITはやられる?",
        "相手のDEF2・CPコスト4のUNITを俺のSTR2のUNITで攻撃。俺のUNITは応戦でスタンする?",
    ],
)
def test_1306_2a_705_6_trap_the_place_of_a_stunned_unit_or_an_untold_str_is_withheld(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated, (question, got)


def test_804_11a_2_trap_a_unit_left_unstunned_stays() -> None:
    # STR4 < DEF5: not stunned, so 「場に残る?」 is answered (it stays: not destroyed)
    stated, got, _ = situated(
        "自分のSTR4/DEF3のUNITで相手のSTR3/DEF5のUNITを攻撃した。相手のUNITは場に残る?", GAME
    )
    assert not stated or got is False


def test_1306_2_a_stun_asked_is_no_stunned_unit_told() -> None:
    # 「相手のUNITはスタンする?」 had been read as a second, stunned UNIT (which then gave no support)
    stated, got, summary = situated(
        "相手がスクラムサポートで相手のDEF2・CPコスト1のUNITにサポートを付けた。そこに自分のSTR6/DEF3の"
        "UNITで攻撃した。相手のUNITはスタンする?",
        GAME,
    )
    assert stated and got is True
    assert "オーバーキルは発生しません" in summary
