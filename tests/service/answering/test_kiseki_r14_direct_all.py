"""Round 14 (kiseki): the attack on the opponent directly when the opponent's UNITs are all told in one
state (`plans.kiseki_direct_all`): an acted UNIT can still be chosen as the attack target (803.5a-1
excludes only a stunned one), so the player cannot be (803.5b, 803.6h); the opponent's attack told as
why its UNITs are acted (「殴ってきたから」) is no act of the question (`told_reasons`)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にはUNITが2体いて、2体とも横向き。俺のUNITで相手プレイヤーに直接攻撃できる?",
        "戦闘フェイズ。相手の場のUNITは2体で、両方ともさっき殴ってきたのでアクション状態。自分のUNITで相手を直接攻撃できますか?",
        "相手の場のUNITは3体ともアクション状態。こっちのUNITで相手本体を直接殴れる?",
        "相手の場はUNIT1体だけで、そいつは攻撃してきたからアクション状態。俺のSTR3のUNITで相手本体を殴れる?",
        "相手の場のUNITは2体とも寝てる。俺のSTR3で相手プレイヤーに攻撃していい?",
    ],
)
def test_803_5a_1_acted_units_keep_the_attack_off_the_player(question: str) -> None:
    assert verdict(question, GAME) == (True, "no")


def test_803_5b_all_stunned_units_leave_the_player_open() -> None:
    assert verdict("相手の場のUNITは2体ともスタン状態。自分のUNITで相手本体に攻撃できる?", GAME) == (
        True,
        "yes",
    )


@pytest.mark.parametrize(
    "question",
    [
        # the state of one of two UNITs: the other's is not told
        "相手の場のUNITは2体、1体だけアクション状態。自分のUNITで相手本体を攻撃できる?",
        # the asker's UNIT told acted too (803.6b: an acted UNIT cannot attack)
        "相手の場のUNITは2体とも寝てる。俺のUNITも寝てる。俺のUNITで相手本体を攻撃できる?",
        # 【暗躍】 on the attacker: the opponent's UNITs without it cannot be attacked (1402.1)
        "相手の場のUNITは2体とも寝てる。相手本体を攻撃できる?俺のUNITは【暗躍】持ち。",
        # another turn: every UNIT is readied at the turn's end (705.8)
        "相手の場のUNITは3体ともアクション状態。次のターンに相手本体を攻撃できる?",
        # the asker's own attack as the reason: whose UNITs are acted is not the opponent's
        "俺が攻撃したから相手の場のUNITは2体ともアクション状態。自分のUNITで相手本体に攻撃できる?",
        # one of them stunned, said after: not one state of all
        "相手の場のUNITは2体とも、攻撃してきたからアクション状態。でも1体はもうスタンしてる。自分のUNITで相手本体を攻撃できる?",
    ],
)
def test_803_5b_traps_are_withheld_or_right(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or (value == "yes" and "暗躍" in question)
