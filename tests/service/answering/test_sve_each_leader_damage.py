"""A damage to each leader at once (1.3.4.1) said with the leaders' owner word before 「リーダー」
(「各リーダー」「全リーダー」「両リーダー」「すべてのリーダー」) hits both leaders; both at 0 or less are
checked at once, a draw (11.2.1, 1.2.2). Blind N sve-bn-02 had run 「自分が「各リーダーに4ダメージ」の
スペル」 on the asker's leader only (the leader took the owner of 「自分が」, the spell's user) and stated
the opponent the winner. A leader whose owner is only carried over from the spell's user is not told
(「自分が「リーダーに4ダメージ」のスペル」): withheld."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    "question",
    [
        "自分ターン中、自分が「各リーダーに4ダメージ」みたいな全体ダメージのスペルを使った。"
        "そのとき自分のリーダー体力3、相手のリーダー体力4。これ勝敗どうなるの?(自分視点で)",
        "自分のターンに「全リーダーに3ダメージ」のスペルを使った。自分のリーダーの体力2、相手のリーダーの体力3。"
        "勝ったのはどっち?",
        "両リーダーに5ダメージを与えるスペルを自分が使用。自分の体力は5、相手の体力は4。どっちが勝つ?",
        "俺が「すべてのリーダーに2ダメージ」のスペルを使った。俺のリーダー体力2、相手のリーダー体力1。勝敗は?",
    ],
)
def test_1_2_2_each_leader_damaged_to_zero_at_once_is_a_draw(question: str) -> None:
    assert answered(question) == "draw"


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分が「各リーダーに4ダメージ」のスペルを使った。自分のリーダー体力3、相手のリーダー体力10。勝敗は?",
            "opponent",
        ),
        (
            "自分が「両リーダーに3ダメージ」のスペルを使った。自分のリーダー体力8、相手のリーダー体力2。勝敗は?",
            "self",
        ),
    ],
)
def test_1_3_4_1_each_leader_takes_the_damage(question: str, winner: str) -> None:
    assert answered(question) == winner


def test_1_3_4_1_each_leaders_health_after_the_damage() -> None:
    assert answered(
        "自分が「各リーダーに4ダメージ」のスペルを使った。自分のリーダー体力8、相手のリーダー体力10。"
        "相手のリーダーの体力はいくつ?"
    ) == [6]


@pytest.mark.parametrize(
    "question",
    [
        "自分が「リーダーに4ダメージ」のスペルを使った。自分のリーダー体力3、相手のリーダー体力4。勝敗は?",
        "自分が「リーダー全員に4ダメージ」のスペルを使った。自分のリーダー体力3、相手のリーダー体力4。勝敗は?",
        "自分が「全体に4ダメージ」のスペルを使った。自分のリーダー体力3、相手のリーダー体力4。勝敗は?",
    ],
)
def test_5_13_1_a_leader_whose_owner_is_not_told_is_withheld(question: str) -> None:
    assert answered(question) is None


def test_5_13_1_the_named_leader_alone_is_damaged() -> None:
    assert answered("相手のリーダーに4ダメージのスペルを使った。相手のリーダー体力4。勝敗は?") == "self"
