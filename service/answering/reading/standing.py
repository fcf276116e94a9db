"""A state the question tells a card as already in (「すでにスタンしてる俺のUNIT」「もうスタンしてる」
「スタン状態の」): the scenario must start with a card in it. Shared by the planner (such a state is
reflected by the card holding it, even beside a scripted act that puts a card into that state — the
act may be one the state refuses: a stunned UNIT stunned as a cost, kiseki 1306.2d) and the inverse
check (`inverse.standing_states`: an act alone does not reflect it)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.model import Fact

ALREADY_BEFORE = re.compile(r"(?:すでに|既に|もう)\s*$")
ALREADY_AFTER = re.compile(r"\s*(?:して(?:い)?る|してた|状態|済)")


def told_standing(text: str, fact: Fact) -> bool:
    """Whether the state fact is said as one its card already stands in."""
    return bool(
        ALREADY_BEFORE.search(text[max(0, fact.start - 4) : fact.start])
        or ALREADY_AFTER.match(text, fact.end)
    )


def held_state(
    text: str, fact: Fact, payload: Mapping[str, Any], keys: set[str], seats: Mapping[str, str]
) -> str | None:
    """Where a card of the fact's side starts in the state told as standing (None: not told so, or no
    such card in the payload)."""
    if fact.negated or not told_standing(text, fact):
        return None
    for base, tree in pl.side(payload, fact.owner, seats):
        for path, key, value in pl.walk(tree, base):
            if key in keys and value not in (None, False, 0, [], ""):
                return path
    return None
