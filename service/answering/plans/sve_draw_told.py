"""Shadowverse Evolve: the progress of one draw told after it, read as that draw (5.9.2, 11.2.2).

「デッキ残り2枚で『カードを3枚引く』スペルを撃った。2枚は引けるけど3枚目が引けない。勝ち負けは?」:
「2枚は引ける」「3枚目が引けない」 are no further draws — they say how the one counted draw goes
(a draw of N is N draws of one, 5.9.2; the one from the empty deck loses at the next check, 11.2.2).
A draw in the potential form (引ける / 引けない / ドローできない) or tried (引こうとした) after the
one counted draw, with the count or ordinal bound right before it, restates that draw; every such
restatement must agree with the told deck and count (「2枚は引ける」: at most the deck; 「3枚目が引け
ない」: past the deck, within the count), else the question tells something else and no plan runs.
The draw itself is then planned by `sve_players.player_effect` from the reading without the
restatements; the gate still accounts every fact of the whole reading against the run.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.plans.sve_players import player_effect
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

# the potential form (引ける/引けない/ドローできない) or an attempt (引こうとした/ドローしようと)
CAN = re.compile(r"引け(?=る|な|ず|た|て)|ドロー(?=\s*(?:でき|出来))")
TRIED = re.compile(r"引こ(?=うと)|ドロー(?=\s*しようと)")
_CANNOT = re.compile(r"(?:引け|ドロー\s*(?:でき|出来))(?:な|ず)")
# 「2枚は引ける」「3枚目が引けない」「3枚目を引こうと」: the number bound to the restating draw
_BOUND = re.compile(r"\s*(?:枚)?\s*(?:目)?\s*(?:は|が|を|も|まで|しか)?\s*")


def bound(reading: Reading, draw: Fact) -> Fact | None:
    numbers = [
        f for f in reading.of(Role.NUMBER)
        if f.end <= draw.start and _BOUND.fullmatch(reading.text, f.end, draw.start)
    ]  # fmt: skip
    return numbers[-1] if numbers else None


def agrees(reading: Reading, draw: Fact, number: Fact | None, deck: int, count: int) -> bool:
    """Whether the restatement says what a draw of `count` from a deck of `deck` does."""
    if TRIED.match(reading.text, draw.start):
        return number is None or (isinstance(number.value, int) and 1 <= number.value <= count)
    cannot = _CANNOT.match(reading.text, draw.start) is not None
    if number is None:
        return cannot and deck < count  # 「(全部は)引けない」: the deck runs out within the draw
    value = number.value
    if not isinstance(value, int) or not 1 <= value <= count:
        return False
    return deck < value if cannot else value <= deck


def restated_draw(reading: Reading) -> BuiltScenario | None:
    """The one counted draw, its progress told after it; planned as that draw alone."""
    draws = [f for f in reading.of(Role.ACTION) if f.concept == "draw" and not f.negated]
    counted = [f for f in draws if isinstance(f.value, int)]
    if len(counted) != 1 or not isinstance(counted[0].value, int):
        return None
    effect, count = counted[0], counted[0].value
    told = [f for f in draws if f is not effect]
    if not told or any(
        f.start < effect.end or not (CAN.match(reading.text, f.start) or TRIED.match(reading.text, f.start))
        for f in told
    ):
        return None
    decks = [f for f in reading.of(Role.QUANTITY) if f.concept == "deck"]
    if len(decks) != 1 or not isinstance(decks[0].value, int):
        return None
    dropped: set[int] = set()
    for f in told:
        number = bound(reading, f)
        if not agrees(reading, f, number, decks[0].value, count):
            return None
        dropped.add(id(f))
        if number is not None:
            dropped.add(id(number))
    return player_effect(replace(reading, facts=tuple(f for f in reading.facts if id(f) not in dropped)))
