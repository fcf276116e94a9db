"""Round 13 (sve-by-17): an ability said to be absent (「相手はクイックとか何もなし」「ファンファーレなし」)
is the vanilla card the engine plays, so it stops no builder (`scenarios/sve.py` `_present`), and a keyword
denied of a side the scenario leaves empty is held by its emptiness (`reading/denied_keyword.py`).
【ドレイン】: the leader's 体力 goes up by the damage dealt (12.13.2)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "health"),
    [
        (
            "前のターンから場にいる攻撃力3の【ドレイン】持ちで相手のリーダーを攻撃。相手はクイックとか何もなし。"
            "俺のリーダーの体力は12。攻撃のあと俺のリーダーの体力は?",
            15,
        ),
        (
            "【ドレイン】を持つ攻撃力2のフォロワー(前のターンから場にいる)で相手リーダーを攻撃した、相手は何も"
            "なし。自分のリーダー体力は5。攻撃後の自分の体力は?",
            7,
        ),
        (
            "前のターンから出している【ドレイン】持ち(攻撃力4)で相手リーダーを殴る、相手のクイックはなし。"
            "こっちのリーダー体力10。殴ったあとこっちの体力いくつ?",
            14,
        ),
    ],
)
def test_12_13_2_drain_heals_with_the_opponents_quick_denied(question: str, health: int) -> None:
    stated, value, _ = situated(question, GAME)
    assert (stated, value) == (True, [health]), question


@pytest.mark.parametrize(
    "question",
    [
        # trap: the opponent's 【クイック】 is told present, not denied — the engine plays no quick
        "前のターンから場にいる攻撃力3の【ドレイン】持ちで相手のリーダーを攻撃。相手は【クイック】持ちのスペルを"
        "構えてる。俺のリーダーの体力は12。攻撃のあと俺の体力は?",
        # trap: a 【ファンファーレ】 told present, only its absence elsewhere
        "【ファンファーレ】持ちのフォロワーを出して、前のターンからいる攻撃力3の【ドレイン】持ちで相手リーダーを攻撃。"
        "相手はクイックなし。俺の体力12。攻撃後の体力は?",
    ],
)
def test_12_3_an_ability_told_present_still_withholds(question: str) -> None:
    stated, _value, _ = situated(question, GAME)
    assert not stated, question
