"""Shadowverse Evolve: a draw's progress told after it is that draw, not another (blind N sve-bn-01).

5.9.2: drawing N cards is drawing one card N times; 5.9.1.1 / 11.2.2: the draw from the empty deck
loses at the next check. 「2枚は引けるけど3枚目が引けない」 restates the one 「カードを3枚引く」 draw
(`plans/sve_draw_told.restated_draw`); a restatement the told deck and count contradict is withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    "question",
    [
        "自分のターンに「カードを3枚引く」スペルを撃ったんだけど、自分のデッキが残り2枚しかなかった。"
        "2枚は引けるけど3枚目が引けない。これってどうなる? 自分視点で勝ち負け教えて",
        "デッキが残り2枚のときに「カードを3枚引く」スペルを使った。2枚は引けるけど3枚目が引けない。勝つのはどっち?",
        "山札が1枚しかないのに、カードを2枚引くスペルを使った。1枚目は引けたけど2枚目が引けない。どっちの勝ち?",
        "自分のデッキが残り2枚で「カードを3枚引く」スペルを撃った。3枚目を引こうとしたらどうなる?勝ったのはどっち?",
    ],
)
def test_5_9_2_draw_progress_told_is_the_one_draw_from_the_empty_deck(question: str) -> None:
    v = verdict(question)
    assert v.stated and v.asks == "winner" and v.value == "opponent"


def test_5_9_1_1_draw_progress_told_within_the_deck_loses_nothing() -> None:
    v = verdict("自分のデッキ残り3枚で「カードを3枚引く」を使った。3枚目も引ける。勝敗は?")
    assert v.stated and v.value == "none"


@pytest.mark.parametrize(
    "question",
    [
        # 「1枚は引けるけど2枚目が引けない」 contradicts a deck of 2: another situation told
        "自分のデッキが残り2枚で「カードを3枚引く」スペルを撃った。1枚は引けるけど2枚目が引けない。どっちが勝つ?",
        # a second indicative draw is another draw, not the first one's progress
        "自分のデッキが残り2枚で「カードを3枚引く」スペルを撃った。そのあと2枚引いた。どっちが勝つ?",
    ],
)
def test_11_2_2_draw_progress_contradicting_the_deck_is_withheld(question: str) -> None:
    assert not verdict(question).stated
