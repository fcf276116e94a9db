"""The reader: a quantity said again for the other player with its noun left out
(`reading.elided`: 「自分の絆が0点、相手は3点」「絆が自分-2、相手も-2」) is that quantity, owned by the
player named right before the number; a change (「相手は3点減った」) or another noun is not."""

from __future__ import annotations

import pytest

from service.answering.reading.model import Role
from service.answering.reading.reader import read


def _quantities(question: str, game: str) -> list[tuple[str, int | str | None, str | None]]:
    return [(f.concept, f.value, f.owner) for f in read(question, game).facts if f.role is Role.QUANTITY]


@pytest.mark.parametrize(
    ("question", "game", "expected"),
    [
        (
            "自分の絆がぴったり0点、相手は3点残ってる。",
            "kiseki",
            [("kizuna", 0, "self"), ("kizuna", 3, "opponent")],
        ),
        ("絆が自分-2、相手も-2で同じ。", "kiseki", [("kizuna", -2, "self"), ("kizuna", -2, "opponent")]),
        ("絆が自分-1・相手-1で完全に同じ。", "kiseki", [("kizuna", -1, "self"), ("kizuna", -1, "opponent")]),
        (
            "回復フェイズ、自分の絆は1、相手は-3。",
            "kiseki",
            [("kizuna", 1, "self"), ("kizuna", -3, "opponent")],
        ),
    ],
)
def test_the_other_players_value_with_the_noun_left_out_is_the_same_quantity(
    question: str, game: str, expected: list[tuple[str, int, str]]
) -> None:
    assert _quantities(question, game) == expected


@pytest.mark.parametrize(
    "question",
    [
        "自分の絆が5、相手は3点減った。",  # a loss, not the opponent's 絆
        "絆は自分5・相手3枚。",  # another counter: not the 絆
        "自分の絆が5。相手は3。",  # a sentence between
    ],
)
def test_a_number_that_is_not_the_quantity_restated_stays_a_number(question: str) -> None:
    facts = read(question, "kiseki").facts
    assert [f.value for f in facts if f.role is Role.NUMBER] == [3], [(f.role, f.text) for f in facts]
