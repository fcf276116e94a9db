"""A destroyed verdict decided by a stat the question does not give (`fate.asked_fate`).

The stat that decides the fate (the asked card's 体力/耐久力/DEF/パワー and what it fought with) must
be one the question gives: a value the question does not write (a builder default such as 体力99,
named in a note or not) is kept only when no other value would change the fate — the run is
repeated with that stat at 1 and at the largest the engine takes (up to 10^6); the fights are
monotone in these stats, and an effect's destruction does not depend on them at all.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from copy import deepcopy
from typing import Any

from service.answering.reading.card_seats import acted_ids, cards_by_seat, fate_of, removed
from service.answering.reading.means_damage import means_damage
from service.answering.reading.model import Reading, Role
from service.answering.reading.stunned_fate import beaten
from service.engine.errors import EngineError
from service.engine.scenario import simulate

# per game: the stat that decides whether a card survives, and the one that hurts it; each with the
# word the withholding reason names it by (the keys are engine_map.json's)
_DECIDING: Mapping[str, tuple[tuple[str, tuple[str, ...]], tuple[str, tuple[str, ...]]]] = {
    "sve": (("health", ("体力",)), ("attack", ("攻撃力",))),
    "onepiece": (("power", ("パワー",)), ("power", ("パワー",))),
    "ninjaslayer": (("durability", ("耐久力",)), ("karate", ("カラテ",))),
    "kiseki": (("DEF", ("DEF",)), ("STR", ("STR",))),
    "fow": (("defense", ("防御力",)), ("atk", ("攻撃力",))),
}
_WIDE = str.maketrans("０１２３４５６７８９／", "0123456789/")
_THOUSANDS = re.compile(r"(?<![0-9+\-])([0-9]+)\s*(千|万)")
_BARE = re.compile(r"(?<![0-9+\-])([0-9]+)(?![0-9])")
_PAIR = re.compile(r"(?<![0-9+\-])([0-9]+)\s*/\s*([0-9]+)(?![0-9])")
_LARGE = (10**6, 10**5, 10**4, 1000, 99, 50, 20)  # the largest each engine bounds accept (ninjaslayer: 50)


def _stated(reading: Reading, concept: str, value: object, own: bool) -> bool:
    """A STAT fact gives it, or the question writes it as 「7千」 or in an 「攻撃/体力」 pair
    (「3/2のユニット」: the first the hurting stat, the second the surviving one)."""
    if any(f.concept == concept and f.value == value for f in reading.of(Role.STAT)):
        return True
    told = means_damage(reading)  # 「アイサツで3ダメージ」: the attacker's damage told is its hurting stat
    if not own and told is not None and told.value == value:
        return True
    text = reading.text.translate(_WIDE)
    written = {int(n) * (1000 if u == "千" else 10000) for n, u in _THOUSANDS.findall(text)}
    written |= {int(pair[1 if own else 0]) for pair in _PAIR.findall(text)}
    # 「5000のキャラ」: a bare number of four digits or more is a パワー no default coincides with
    written |= {int(n) for n in _BARE.findall(text) if int(n) >= 1000}
    return value in written


def _deciding(
    game: str, payload: Mapping[str, Any], ids: set[str]
) -> Iterator[tuple[str, str, str, tuple[str, ...]]]:
    """(seat, id, stat key, note words) of the stats that decide the asked cards' fate."""
    named = _DECIDING.get(game)
    if named is None:
        return
    (own, own_words), (hurt, hurt_words) = named
    fought = {v for _, v in acted_ids(payload)}
    # a stat left out of the card is the engine's default (ninjaslayer's 耐久力 0): no more told than
    # a builder's written default (「オジギ状態の相手のキャラにカラテ4でアイサツ。殺せる?」 had been 'yes')
    for seat, cards in cards_by_seat(payload).items():
        for card_id, _spec in cards.items():
            if card_id in ids:
                yield seat, card_id, own, own_words
            elif card_id in fought and hurt in _spec:
                yield seat, card_id, hurt, hurt_words


def assumed_stat(
    reading: Reading,
    game: str,
    payload: Mapping[str, Any],
    ids: set[str],
    value: bool,
    *,
    stuns: bool = False,
) -> str | None:
    """The word of a deciding stat the question does not give and that could change the fate
    (`stuns`: a kiseki UNIT stunned counts as beaten, `stunned_fate`)."""
    for seat, card_id, key, words in _deciding(game, payload, ids):
        spec = cards_by_seat(payload)[seat][card_id]
        asked: set[str] = ids
        fate: bool | None = value
        if key not in spec:  # the engine's default: this card's own removal must not turn on it
            asked = {card_id}
            fate = _rerun_fate(game, payload, seat, card_id, key, None, asked, stuns)
        elif _stated(reading, key, spec[key], own=card_id in ids):
            continue
        low = _rerun_fate(game, payload, seat, card_id, key, 1, asked, stuns)
        # the largest value the engine's scenario bounds accept (sve: 攻撃力 ≤ 1000)
        high = next(
            (
                f
                for n in _LARGE
                if (f := _rerun_fate(game, payload, seat, card_id, key, n, asked, stuns)) is not None
            ),
            None,
        )
        if fate is None or low is not fate or high is not fate:  # (the fights are monotone in these stats)
            return words[0]
    return None


def _rerun_fate(
    game: str,
    payload: Mapping[str, Any],
    seat: str,
    card_id: str,
    key: str,
    other: int | None,
    ids: set[str],
    stuns: bool = False,
) -> bool | None:
    """The fate of `ids` with the card's `key` at `other` (None: as the payload has it)."""
    changed = deepcopy(dict(payload))
    for zone in changed[seat].values():
        for card in zone if isinstance(zone, list) and other is not None else ():
            if isinstance(card, dict) and card.get("id", card.get("uid")) == card_id:
                card[key] = other
    try:
        result = simulate(game, changed)
    except EngineError:
        return None
    gone = removed(result.events) | (beaten(game, result.events) if stuns else set())
    return fate_of(ids, gone)
