"""ニンジャスレイヤーTCG: 「山札はまだ十分ある」 tells no count (十 is no 10) — the deck does not run out,
which the scenario's named default deck (20 cards) reflects. The アイサツ's damage checks (1003.2)
then decide the winner by the ダメージ・ゾーン (1002.1). A deck told by its count stays that count.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "相手のターン。相手の工作力2のキャラのアイサツが自分(プレイヤー)に通った。自分のダメージ・ゾーンは"
            "もう9枚ある。ダメージチェックでめくれた2枚はどっちもウケミなしのカードだった(山札はまだ十分ある)。"
            "自分視点で、この勝負どっちの勝ち?",
            "opponent",
        ),
        (
            "自分のターン、工作力1のキャラで相手プレイヤーにアイサツが通った。相手のダメージ・ゾーンは9枚、"
            "デッキは十分ある。勝者は?",
            "self",
        ),
        (
            "相手のダメージ・ゾーン8枚、山札もたっぷり残ってる。自分の工作力2のキャラのアイサツが通ったら、"
            "どっちの勝ち?",
            "self",
        ),
    ],
)
def test_1002_1_an_ample_deck_is_no_count(question: str, winner: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == winner
    assert gated.built is not None and any("デッキ" in n for n in gated.built.notes)


def test_1002_2_a_deck_told_by_its_count_is_that_count() -> None:
    # the 1-card deck runs out on the first check (1104.2, 1002.2): the 十分 entry reads no count
    gated, _note = situate(
        "自分のターン。相手の山札が残り1枚でダメージ・ゾーンはまだ3枚。自分の工作力2のキャラのアイサツが"
        "相手に通った。どっちの勝ち?",
        GAME,
    )
    v = gated.accounting.verdict
    assert v.stated and v.value == "self"
    assert gated.scenario is not None and gated.scenario["player2"]["deck"] == 1
