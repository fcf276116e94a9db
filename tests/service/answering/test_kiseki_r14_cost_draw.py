"""Round 14 (kiseki): a UNIT stunned to pay its own 起動クラフト's cost whose effect draws cards —
「CPコストNのUNITの「このUNITをスタンする:カードをM枚引く。」」 — with the player's 絆 told: the stun is
a stun, so its controller loses 絆 equal to the UNIT's CPコスト (1306.3, 1201.1a-1); the draw is run
from the engine's deck (1313.1a) and changes no 絆 (`plans.kiseki_cost`)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "CPコスト1のUNITの『このUNITをスタンする:カードを3枚引く。』をプレイ。俺の絆は7。プレイ後いくつ?",
            [6],
        ),
        (
            "CPコスト3のUNITの「このUNITをスタンする:カードを2枚引く。」を起動した。俺の絆は6、相手の絆は4。"
            "使った後の俺の絆は?",
            [3],
        ),
        (
            "俺はCPコスト2のUNITの「このUNITをスタンする:カードを1枚引く。」を使った。俺の絆は9。使ったら絆いくつ?",
            [7],
        ),
    ],
)
def test_1306_3_a_cost_stun_of_a_drawing_craft_costs_the_cp_cost(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's craft: the opponent loses, not the asker
        "相手がCPコスト3のUNITの「このUNITをスタンする:カードを2枚引く。」を起動した。俺の絆は6。俺の絆はいくつ?",
        # the cards drawn asked, not the 絆
        "CPコスト3のUNITの「このUNITをスタンする:カードを2枚引く。」を起動した。俺の絆は6。何枚引ける?",
        # another player draws: not the craft's controller's draw
        "CPコスト3のUNITの「このUNITをスタンする:相手はカードを2枚引く。」を起動した。俺の絆は6。使った後いくつ?",
        # a stunned UNIT's craft is invalid and it cannot be stunned again (1202.2a, 1306.2d)
        "スタンしてるCPコスト3のUNITの「このUNITをスタンする:カードを2枚引く。」を起動した。俺の絆は6。使った後いくつ?",
    ],
)
def test_1306_3_traps_are_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False
