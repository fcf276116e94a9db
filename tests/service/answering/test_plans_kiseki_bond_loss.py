"""End to end (question → situate → kiseki engine → verdict): the number a kiseki battle question asks
is the bond (絆) lost by the player it names as topic (1306.3 スタンダメージ, 804.11a-3 オーバーキル,
1406.1 【武術】). 「自分は絆を何点失う?」 is the asker's loss, 「相手は…絆を何点失う?」 the opponent's.
The structured verdict had taken the conclusion's first number — 「相手の絆は減りません(0点)」 for the
asker's 3 (blind I kiseki-bi-11) and the +1/+1 of 【武術】 for the opponent's 3 (trap batch K
kiseki-bk-12, blind I kiseki-bi-21) — while the answer's sentence said the right number."""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _number(question: str) -> object:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    assert verdict.stated, verdict.reason
    assert verdict.asks == "number"
    return verdict.value


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "自分のCPコスト3・STR2/DEF2のユニットで、相手のSTR3/DEF5のユニットを攻撃した。"
            "応戦されて、自分は絆を何点失う?",
            3,
        ),
        (
            "CPコスト2・STR1/DEF1の自分のUNITで相手のSTR4/DEF6のUNITに攻撃。"
            "応戦されたら自分はこの戦闘で絆を何点失う?",
            2,
        ),
        (
            "自分のCPコスト4でSTR1/DEF3のUNITが相手のSTR5/DEF7のUNITを攻撃して応戦された。"
            "自分は絆を何点失うの?",
            4,
        ),
    ],
)
def test_1306_3_the_asker_named_as_topic_loses_its_attacker_s_stun_damage(question: str, lost: int) -> None:
    assert _number(question) == [lost]


@pytest.mark.parametrize(
    "question",
    [
        "【武術】持ちでSTR3/DEF2・CPコスト2の自分のUNITが、武術なしの相手のSTR2/DEF4・CPコスト3のUNITに"
        "攻撃した。この戦闘で相手は絆を何点失う?",
        "自分の【武術】持ちSTR3/DEF2のユニットで、相手の武術なし・CPコスト3・STR2/DEF4のユニットを攻撃した。"
        "相手はこの戦闘で絆を何点失う?",
        "自分のSTR3/DEF2で【武術】を持つUNITで、【武術】のない相手のCPコスト3・STR2/DEF4のUNITを攻撃。"
        "相手は絆を何点失うことになる?",
    ],
)
def test_1406_1_the_opponent_s_loss_is_not_the_martial_arts_bonus(question: str) -> None:
    # +1/+1 makes STR4 ≥ DEF4: the defender is stunned (3), no overkill (804.11a-3)
    assert _number(question) == [3]
