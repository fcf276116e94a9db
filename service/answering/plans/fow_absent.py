"""What the question says is absent (split from fow_common to keep it under 400 lines): a prevention or
keyword said not to exist (「軽減とかは特になし」), an addition said not set (「アディションも付いてない」) —
no fact of the situation, as every plan runs none."""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role
from service.engine.fow.game import INDESTRUCTIBLE

# 「軽減とかは特になし」「破壊されない系の効果はどこにもない」: the kind of effect said to be absent
_NONE_TOLD = re.compile(
    r"\s*(?:系の?)?\s*(?:効果)?\s*(?:とか|など|なんか)?\s*(?:は|も)?\s*(?:特に|一切|どこにも)?\s*"
    r"(?:なし|無し|(?:(?<=どこにも)|(?<=特に|一切))ない)(?![かが?？])"
)
_ABSENT = "an effect the question says is absent (「軽減とかは特になし」): none is in the situation"


def _unset(reading: Reading, card: Fact) -> bool:
    return any(f.concept == "no_addition" and f.start <= card.start < f.end for f in reading.facts)


def absent(reading: Reading) -> Reading:
    """A prevention or keyword said to be absent (「軽減とかは特になし」), or an addition said not set
    (「アディションも付いてない」: the lexicon's no_addition), is no fact of the situation."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="absent", why=_ABSENT)
        if (
            f.role in (Role.MODIFIER, Role.KEYWORD)
            and f.concept in ("reduce_damage", "prevent", INDESTRUCTIBLE)
            and _NONE_TOLD.match(reading.text, f.end)
        )
        or (f.role is Role.CARD and f.concept == "addition" and _unset(reading, f))
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
