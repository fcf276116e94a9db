"""ニンジャスレイヤーTCG plan `divide_damage`: an effect's damage divided among its targets (1305.1,
1204.2f-1: every target gets at least 1) — whether the split the question writes is allowed; the
「アリ?」 ask. Wordings of our own; traps: a split of another total, an amount for a target the
effect does not have.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.material import unread_material
from service.answering.reading.reader import read

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "「相手のキャラクター2人に合計4ダメージを割り振る」効果で、片方に4点、もう片方に0点って割り振りはアリ?",
            "no",
        ),
        ("相手のキャラクター3人に合計3ダメージを割り振る効果で、1点、1点、1点にできる?", "yes"),
        ("相手のキャラクター2人に合計5ダメージを割り振るとき、2点と3点に分けられる?", "yes"),
    ],
)
def test_1305_1_each_target_of_a_divided_amount_gets_at_least_one(question: str, value: str) -> None:
    stated, said, situation = _verdict(question)
    assert stated and said == value and situation.endswith("divide_damage")


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラクター2人に合計5ダメージを割り振るとき、2点と2点に分けられる?",
        "相手のキャラクター2人に合計3ダメージを割り振る効果で、片方に2点、もう片方に1点、自分に0点ってできる?",
    ],
)
def test_1305_1_traps_stay_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


def test_material_a_divided_list_holds_its_amounts_without_hashing_it() -> None:
    # a damage key holding a list (「[3, 0]」) used to raise TypeError inside the gate
    reading = read("片方に3点、もう片方に0点", GAME)
    assert unread_material(reading, {"actions": [{"amount": 3, "divide": [3, 0], "damage": [3, 0]}]}) is None
