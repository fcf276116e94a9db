"""軌跡 round 13: the 自分 of a clause whose subject is the opponent doing a スクラムサポート is the
opponent's own (`reading/reflexive.py`, `scenarios/kiseki_sides.py`): a スクラムサポート targets a UNIT
its player controls (1218.2, 1219.2a), and a UNIT with サポート suffers no overkill (1309.1a) — it is
still stunned (804.11a-2). Blind Y kiseki-by-05 had seated the supported UNIT on the asker's side and
stated an overkill of 5.
"""

from __future__ import annotations

from tests.service.answering.audit_data import situated

GAME = "kiseki"


def test_1309_1a_the_opponents_supported_unit_is_stunned_without_overkill() -> None:
    for question in (
        "相手がスクラムサポートで自分のDEF2・CPコスト1のUNITにサポートを付けた。俺のSTR6/DEF3のUNITで"
        "そのUNITを攻撃した。相手の絆は何点減る?",
        "相手はスクラムサポートをして自分のDEF3・CPコスト2のUNITにサポートを与えた。こっちのSTR5/DEF4の"
        "UNITでそれを攻撃。相手は絆を何点失う?",
        "相手がスクラムサポートで自分のCPコスト1・DEF1のUNITにサポートした。俺のSTR4/DEF4のUNITでそこを"
        "攻撃した。相手の絆はいくつ減る?",
    ):
        stated, got, summary = situated(question, GAME)
        assert not stated or got in ([1], [2]), (question, got)
        assert not stated or "オーバーキルは発生しません" in summary


def test_1309_1a_stated_loss_is_the_stun_damage_only() -> None:
    for question, lost in (
        (
            "相手はスクラムサポートをして自分のDEF3・CPコスト2のUNITにサポートを与えた。こっちのSTR5/DEF4の"
            "UNITでそれを攻撃。相手は絆を何点失う?",
            [2],
        ),
        (
            "相手がスクラムサポートで自分のCPコスト1・DEF1のUNITにサポートした。俺のSTR4/DEF4のUNITでそこを"
            "攻撃した。相手の絆はいくつ減る?",
            [1],
        ),
    ):
        stated, got, _ = situated(question, GAME)
        assert stated and got == lost, (question, got)


def test_1218_2_trap_kocchi_is_always_the_askers() -> None:
    # こっち never turns: 「相手が…こっちのUNITに」 keeps the asker's side (no overkill stated for it)
    stated, got, _ = situated(
        "相手がスクラムサポートでこっちのDEF2・CPコスト1のUNITにサポートを付けた。俺のSTR6/DEF3のUNITで"
        "相手のDEF2のUNITを攻撃した。相手の絆は何点減る?",
        GAME,
    )
    assert not stated or got != [5]


def test_1218_2_trap_the_askers_own_support_keeps_jibun() -> None:
    # the asker supports: 自分 is the asker's (no opponent subject)
    stated, got, _ = situated(
        "自分はスクラムサポートで自分のDEF2のUNITにサポートを付けた。相手のSTR6/DEF3のUNITがそのUNITを"
        "攻撃してきた。自分の絆は何点減る?",
        GAME,
    )
    assert not stated or got != [4]


def test_1218_2_trap_an_attack_with_jibun_after_aite_ga_is_the_askers() -> None:
    # no support act: 「相手が自分のUNITを攻撃してきた」 keeps 自分 the asker's (1306.3: 自分 loses 2)
    stated, got, _ = situated(
        "相手がSTR4/DEF4のUNITで自分のDEF2・CPコスト2のUNITを攻撃してきた。自分の絆は何点減る?", GAME
    )
    assert not stated or got == [4]
