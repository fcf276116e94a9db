"""Round 14 (kiseki): one 組織 said of every attacker of a スクラム攻撃 (「どっちも組織「結社」」「全員
『遊撃士協会』」「両方とも「結社」」) is their common 組織 (803.3b, 803.6d), and a 組織 name in quotes is
no card text (`kiseki_units.plain`, `shared_org`): the fight is run with each attacker's overkill
(804.11b) or its stun of the attacked UNIT (804.11a-2, 1306.3)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のSTR2/DEF2とSTR3/DEF2の2体、どっちも組織「遊撃士協会」でスクラム攻撃。相手の場にUNITはいない。"
            "相手の絆は9。攻撃後いくつ?",
            [4],
        ),
        (
            "相手の場にUNITはいない。俺のSTR3とSTR4、両方とも「結社」のUNITでスクラム攻撃した。相手の絆は何点減る?",
            [7],
        ),
        (
            "相手の場にUNITはいない。俺のSTR1とSTR2とSTR2の3体、全員『遊撃士協会』でスクラム攻撃。相手の絆12はいくつになる?",
            [7],
        ),
        (
            "スクラム攻撃。俺のSTR2/DEF3とSTR3/DEF3(どちらも組織「結社」)で、相手のSTR1/DEF4・CPコスト2のUNITを攻撃。"
            "相手の絆は8。戦闘後の相手の絆は?",
            [6],
        ),
    ],
)
def test_803_6d_one_org_said_of_all_attackers_is_shared(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # two different 組織: no common one (803.6d) — never the sum
        "相手の場にUNITはいない。俺のSTR3の「結社」のUNITとSTR4の「遊撃士協会」のUNITでスクラム攻撃。相手の絆は何点減る?",
        # the 組織 of one attacker only: the other's is not told
        "相手の場にUNITはいない。俺のSTR3とSTR4でスクラム攻撃。STR3の方は「結社」。相手の絆は何点減る?",
        # a quoted card text said of both is no 組織 (1319.1 would change it)
        "相手の場にUNITはいない。俺のSTR3とSTR4でスクラム攻撃、どっちも「このターン中オーバーキルしない」。相手の絆は何点減る?",
    ],
)
def test_803_6d_traps_are_withheld(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or (value == [0] and "オーバーキルしない" in question)
