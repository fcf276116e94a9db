"""Round 14 (kiseki): the ドローステップ's draw from a short deck with a player's 絆 told beside it —
「デッキ残り1枚。相手の絆はもう2」: the player who must draw from an empty deck loses by rule processing
at once (703.6a, 1102.1); a 絆 of 0 or less is judged only in the 回復フェイズ (705.5), so the told 絆
changes nothing (`plans.kiseki_deckout`). A player's words quoted (「「引けるだけ引いたからセーフ」って
言ってる」) are no card text and no act (`plans.kiseki_spoken`)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import winner_value

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分のドローステップで、山札が残り1枚。相手の絆は1。2枚引いたら勝敗はどうなる?", "opponent"),
        (
            "自分のターンのドローステップ。俺のデッキは残り1枚、俺の絆は7、相手の絆は2。どっちの勝ち?",
            "opponent",
        ),
        ("相手のターンのドローステップ。相手のデッキは0枚で、相手の絆は9。どうなる?", "self"),
        ("自分のドローステップで、山札が残り1枚。相手の絆は-1。2枚引いたらどうなる?", "opponent"),
        ("自分のドローステップで、山札が残り2枚。相手の絆は1。2枚引いたらどうなる?", "none"),
    ],
)
def test_1102_1_the_draw_from_an_empty_deck_loses_whatever_the_kizuna(question: str, value: str) -> None:
    assert winner_value(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # a 絆 of nobody named: whose is it?
        "自分のドローステップで、山札が残り1枚。絆は3。2枚引いたらどうなる?",
        # a player's words quoted are not the draw the rules make (703.6a: two cards)
        "相手のドローステップで相手のデッキは残り1枚。相手は「1枚引けたからセーフ」と言ってる。どっちの勝ち?",
        # a card text quoted may change the loss
        "相手のドローステップで相手のデッキは残り1枚。相手は「山札が無くても負けない」ってカードを持ってると言ってる。どっちの勝ち?",
    ],
)
def test_1102_1_traps_are_withheld_or_right(question: str) -> None:
    stated, value = winner_value(question, GAME)
    assert not stated or (value == "self" and "セーフ" in question)
