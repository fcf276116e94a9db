"""軌跡 round 13: a fight told with noun-less STR/DEF pairs (「俺のSTR3/DEF3で相手のSTR2/DEF4を攻撃」,
`kiseki_sides.BARE_PAIR`) and an icon told afterwards of a side's UNIT by a pronoun (「あ、俺のやつ
【武術】持ってて」, `kiseki_retold.afterthought_icons`) — 【武術】 gives +1/+1 only against a UNIT
without 【武術】 (1406.1), which decides the stun (804.11a-2, 804.11a-4). 「残る?」 of a UNIT asks
whether it survives the fight (blind Y kiseki-by-03 had nothing read: no UNIT noun, the icon unread).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 3+1 ≥ DEF4: stunned
        (
            "俺のSTR3/DEF3で相手のSTR2/DEF4を殴った。あ、俺のやつ【武術】持ってる。相手のUNITはスタンする?",
            True,
        ),
        (
            "自分のSTR2/DEF2で相手のSTR1/DEF3を攻撃。自分の方は【武術】持ってて、相手のは持ってない。相手のUNITは落ちる?",
            True,
        ),
        # the opponent's 【武術】: its STR 2+1 ≥ DEF2, the 応戦 stuns the attacker
        ("相手のSTR2/DEF3に俺のSTR3/DEF2で攻撃した。相手のやつは【武術】持ってる。俺のUNITはやられる?", True),
        # 「残る?」: STR3 < DEF4, the UNIT survives
        ("自分のSTR3/DEF3のUNITで相手のSTR2/DEF4のUNITを攻撃した。相手のUNITは残る?", False),
    ],
)
def test_1406_1_an_icon_told_afterwards_decides_the_stun(question: str, value: bool) -> None:
    stated, got, _ = situated(question, GAME)
    assert stated and got is value, (question, got)


@pytest.mark.parametrize(
    "question",
    [
        # both hold 【武術】: no bonus (1406.1), STR2 < DEF3 — the 応戦 does not stun the attacker
        "俺のSTR3/DEF3で相手のSTR2/DEF4を攻撃。俺のやつも相手のやつも【武術】持ってる。俺のUNITはやられる?",
        # 「持ってない」 denies: STR3 < DEF4
        "俺のSTR3/DEF3で相手のSTR2/DEF4を攻撃した。俺のやつ【武術】持ってない。相手のUNITはスタンする?",
    ],
)
def test_1406_1_trap_a_shared_or_denied_icon_gives_no_bonus(question: str) -> None:
    stated, got, _ = situated(question, GAME)
    assert not stated or got is False, (question, got)


def test_1406_1_trap_a_unit_noun_named_again_is_not_the_afterthought() -> None:
    # 「相手のUNITは【武術】を持っている」 may name another UNIT: withheld as before (test_audit_kiseki)
    stated, _got, _ = situated(
        "STR4のUNITでDEF2・CPコスト3の相手のUNITを攻撃した。相手のUNITは【武術】を持っている。相手の絆は何点減る?",
        GAME,
    )
    assert not stated


def test_1406_1_trap_the_player_asked_to_survive_is_no_unit() -> None:
    # 「相手は残る?」: 相手 may be the player — no UNIT's fate is stated
    stated, _got, _ = situated(
        "俺のSTR3/DEF3で相手のSTR2/DEF4を攻撃した。俺のやつ【武術】持ち。相手は残るよね?", GAME
    )
    assert not stated
