"""Fact accounting (issue 11, item 4): a bracketed cost symbol no fact reads is not_modeled.

fow 10.2 pays a cost symbol by symbol ([炎] only with 炎 will, [1] with any). A symbol the lexicon
does not know (「[火]」: the rulebook's attribute is 炎) was dropped by the reading, and the will plan
stated 「払える」 for the [1] alone — a wrong verdict found by hand (「保有ウィルは水1。[火][1]のコストを
払える?」). A bracketed symbol is now checked like a bracketed keyword (`lexicon/material.json`
"symbol"): read when a fact spans it, else the verdict is withheld.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.material import unread_material
from service.answering.reading.reader import read
from tests.service.answering.blind_check import score

GAME = "fow"


@pytest.mark.parametrize(
    "question",
    [
        "保有ウィルは水1。[火][1]のコストを払える?",
        "ウィルは水が1つだけ。[火][1]のコスト払えるの?",
        "水のウィル1つしかない状態で[火][1]の呪文はプレイできる?",
        "手元のウィルは光2つ。コスト[火][1]って払える?",
    ],
)
def test_10_2_an_unknown_cost_symbol_withholds(question: str) -> None:
    gated, _ = situate(question, GAME)
    assert not gated.accounting.verdict.stated
    assert unread_material(read(question, GAME)) == "[火]"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("保有ウィルは水1、炎1。[炎][1]のコストを払える?", "yes"),
        ("ウィルは光2つ。[光][1]払える?", "yes"),
        ("手元のウィルは水2つ。コスト[炎][1]って払える?", "no"),
    ],
)
def test_10_2_known_cost_symbols_are_read(question: str, value: str) -> None:
    gated, _ = situate(question, GAME)
    verdict = gated.accounting.verdict
    assert verdict.stated, verdict.reason
    assert verdict.value == value
    assert unread_material(read(question, GAME)) is None


@pytest.mark.parametrize(
    ("want", "value", "label"),
    [(False, True, "wrong"), (False, False, "right"), (True, True, "right"), ("neither", False, "right")],
)
def test_blind_score_reads_a_bool_destroyed_check(want: object, value: bool, label: str) -> None:
    """Batches from E on check 「破壊される?」 with a bool; A/B with whose card ("mine" / "neither")."""
    verdict = {"asks": "destroyed", "value": value, "stated": True}
    assert score({"asks": "destroyed", "value": want}, verdict, "") == label
