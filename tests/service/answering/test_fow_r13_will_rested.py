"""fow round 13 (blind batch Y): 「魔石は全部寝てて」 — 寝て is the players' word for rested, as the lexicon
reads it — tells every will source spent, as 「全部レスト済み」 does: the will held is all that pays
(10.2.3), and a cost it cannot pay whole is not paid at all (10.2.4). One 魔石 still up withholds.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("保有ウィルは光2。魔石は全部寝てる。コスト[光][光][1]のカードをプレイできる?", "no"),
        ("保有ウィルは光2と闇1。魔石はみんな横向き。コスト[光][光][1]をプレイできる?", "yes"),
        (
            "[水][水][1]のカードを出したい。保有ウィルは水1・風2だけ(魔石はすべて寝かせてある)。足りない分は後で"
            "払うことにしてプレイできる?",
            "no",
        ),
        ("保有ウィル水1。魔石は全部寝てる。コスト[水]を払える?", "yes"),
    ],
)
def test_10_2_4_all_stones_asleep_pays_from_the_will_held(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: one 魔石 still up may make the missing will (10.2.5)
        "保有ウィル水1。魔石は1枚寝てるけどもう1枚は起きてる。コスト[水][1]を払える?",
        # trap: asleep said of the asker's resonators, not of the will sources
        "保有ウィル水1。自分のリゾネイターは全部寝てる。魔石は2枚ある。コスト[水][1]を払える?",
    ],
)
def test_10_2_5_a_will_source_left_withholds(question: str) -> None:
    assert _answered(question)[0] is False
