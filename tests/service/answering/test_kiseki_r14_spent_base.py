"""Round 14 (kiseki): 拠点 cards told acted earlier in the turn to make EP, and that EP told spent
(「このターン2枚を寝かせてEPを得て、その分は使い切ってる」): those cards stay acted until the turn's end
(1315.2, 705.8) and give no EP again (1217.2); the pool holds none (302.1b) — `plans.kiseki_spent`
reads them as acted 拠点 cards for the EP payment plan."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターンの戦闘中。拠点は5枚、このターンにもう3枚アクションしてEPを出して、そのEPは使い切った。"
            "EPコスト2のEVENTを撃てる?",
            "yes",
        ),
        (
            "相手ターンの戦闘中に、EPコスト2のEVENTを撃ちたい。拠点4枚のうち、このターン2枚を寝かせてEPを得て、"
            "その分は使い切ってる。撃てる?",
            "yes",
        ),
        (
            "相手ターンの戦闘中。拠点は4枚あるけど、このターンもう2枚横にしてEPを出して、別のEVENTで使い切った。"
            "EPコスト3のEVENTは撃てる?",
            "no",
        ),
    ],
)
def test_1217_2_base_cards_acted_for_spent_ep_give_none(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the EP made not told spent: it may still be in the pool (302.1a)
        "相手ターンの戦闘中。拠点は4枚、このターンにもう2枚アクションしてEPを出した。EPコスト3のEVENTを撃てる?",
        # another turn: the 拠点 was readied at that turn's end (705.8)
        "相手ターンの戦闘中。拠点は4枚、前のターンに2枚アクションしてEPを出して使い切った。EPコスト3のEVENTを撃てる?",
        # a number asked beside the can
        "相手ターンの戦闘中。拠点は4枚、このターンに2枚アクションしてEPを出して使い切った。"
        "EPコスト3のEVENTを撃てる?撃ったら拠点何枚残る?",
        # the opponent's 拠点
        "相手ターンの戦闘中。相手の拠点は4枚、このターンに2枚アクションしてEPを出して使い切った。EPコスト3のEVENTを撃てる?",
    ],
)
def test_1217_2_traps_are_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False
