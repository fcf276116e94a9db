"""Cards told drawn one draw after another, the hand or deck asked after them — 「手札4枚。カードを2枚
引いた。手札は何枚?」「デッキ10枚。カードを2枚引いて、さらに1枚引いた。デッキは何枚?」 — for the games whose
scenarios take the shared draw effect (`service/engine/effects.py`): onepiece 4-5-2 / 4-5-3, sve 5.9.2,
kiseki 1313.1 / 1313.2 (ninjaslayer's `player_effect` and fow's plans read them already).

Each told draw (an ACTION draw with its count) is run in order as an effect the asker resolves; the
hand and deck are the asker's, told before the first draw. A hand asked needs the hand told (the deck,
untold, is assumed to hold the cards: noted); a deck asked needs the deck told, and no more cards drawn
than it holds (a draw from too small a deck is a winner question, other plans'). Declined: a draw with
no count (kiseki's ドローステップ draws 2), a turn, phase or step told (the turn's own draw is other plans'),
a quote (`quoted_draw`), another player named, a card, stat, keyword, state, modifier, a bare number, or
any other act (a discard is not an effect these engines take).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.card_text import quoted
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_LISTED = frozenset({"sve", "onepiece"})  # scenarios that list the hand's cards rather than count them
_DEFAULT_DECK = 20
_MAX_EACH = 10
_SENTENCE_END = "。??!!\n"
_HAND = re.compile(r"手札")
_DECK = re.compile(r"デッキ|山札")


def _asked_words(reading: Reading) -> tuple[bool, bool] | None:
    """(hand named, deck named) in the sentence of the number asked."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return None
    text = reading.text
    start = max(text.rfind(c, 0, ask.start) for c in _SENTENCE_END) + 1
    ends = [i for i in (text.find(c, ask.end) for c in _SENTENCE_END) if i >= 0]
    sentence = text[start : min(ends) if ends else len(text)]
    return _HAND.search(sentence) is not None, _DECK.search(sentence) is not None


def told_draws(game: str, reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or quoted(reading.text):
        return None
    named = _asked_words(reading)
    if named is None or named[0] == named[1]:
        return None  # one of the hand or the deck asked
    acts = reading.of(Role.ACTION)
    if not acts or any(
        f.concept != "draw" or f.negated or not isinstance(f.value, int) or not 1 <= f.value <= _MAX_EACH
        for f in acts
    ):
        return None
    if reading.of(
        Role.TURN, Role.CARD, Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.NUMBER
    ) or any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    counts: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in ("hand", "deck") or f.concept in counts or f.negated:
            return None
        if not isinstance(f.value, int) or not 0 <= f.value <= 60 or f.start > acts[0].start:
            return None  # a count told after the draws may be their result, not the start
        counts[f.concept] = f.value
    hand_asked = named[0]
    drawn = sum(int(f.value) for f in acts if isinstance(f.value, int))
    if (hand_asked and "hand" not in counts) or (not hand_asked and "deck" not in counts):
        return None
    if drawn > counts.get("deck", _DEFAULT_DECK):
        return None
    notes = ["カードを引く効果は自分が使い、自分のターンに解決したものとしました(引く枚数のみが関わります)。"]
    if "deck" not in counts:
        notes.append(f"デッキの枚数は指定がないので、引くカードが残っている({_DEFAULT_DECK}枚)と仮定。")
    hand = counts.get("hand", 0)
    listed = [{"id": f"h{i + 1}", "name": "手札のカード"} for i in range(hand)]
    player: dict[str, Any] = {
        "hand": listed if game in _LISTED else hand,
        "deck": counts.get("deck", _DEFAULT_DECK),
    }
    actions = [{"type": "effect", "effect": "draw", "amount": int(f.value or 0)} for f in acts]

    def head(sim: SimulationResult) -> str:
        if hand_asked:
            return f"カードを合計{drawn}枚引いて、自分の手札は{len(sim.zone('player1', 'hand'))}枚になります"
        return f"カードを合計{drawn}枚引いて、自分のデッキは{len(sim.zone('player1', 'deck'))}枚になります"

    return BuiltScenario(
        f"{game}.plan.told_draws",
        {"player1": player, "actions": actions},
        story(head, types=("move", "game_over"), limit=3),
        tuple(notes),
    )


def onepiece_told_draws(reading: Reading) -> BuiltScenario | None:
    return told_draws("onepiece", reading)


def sve_told_draws(reading: Reading) -> BuiltScenario | None:
    return told_draws("sve", reading)


def kiseki_told_draws(reading: Reading) -> BuiltScenario | None:
    return told_draws("kiseki", reading)
