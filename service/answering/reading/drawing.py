"""Who draws or discards: a draw the question gives a subject (「相手がドロー1枚」「自分は2枚引いた」)
must be drawn by that player's seat in the simulation (a card moved from its deck to its hand, or a
draw from its empty deck recorded); a discard likewise (a card moved from that player's hand to
its own discard pile), its subject being the が/は-marked player or, made to discard
(「相手に手札を1枚捨てさせた」), the player marked に.

A builder that runs the turn's draw step for the asker answers 「相手がドローしたら?」 about the
wrong player; the fact-by-fact accounting finds 「ドロー」 reflected by any draw. Draws are the
engine's card moves from a player's deck to that player's hand (every game draws through
`core.move_card`); a question with no such move is left to the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from service.answering.reading.model import Reading, Role
from service.engine.events import Event

# the subject right before the draw, in its clause: 「相手が2枚ドロー」「自分は…引いた」
_SUBJECT = re.compile(r"(自分|こっち|俺|相手|向こう)\s*(?:が|は)")
_OPPONENT = frozenset({"相手", "向こう"})
# the one made to act by a causative (「相手に…捨てさせた」): the player marked に
_CAUSEE = re.compile(r"(自分|こっち|俺|相手|向こう)\s*に")
# the engines' discard piles (fow/ninjaslayer graveyard, onepiece trash, sve …)
_PILES = frozenset({"graveyard", "trash", "ohigan", "cemetery", "discard"})


# a draw from an empty deck moves no card: the engines record the attempt
_EMPTY_KEYS = frozenset({"drew_empty", "drew_from_empty"})
_EMPTY_TYPES = frozenset({"draw_failed", "draw_short", "no_draw"})


def _drawer(e: Event) -> str | None:
    d = e.data
    if e.type == "move" and d.get("from_zone") == "deck" and d.get("to_zone") == "hand":
        return str(d.get("to_player")) if d.get("from_player") == d.get("to_player") else None
    empty = (e.type == "counter" and d.get("key") in _EMPTY_KEYS and d.get("value")) or e.type in _EMPTY_TYPES
    return str(d["player"]) if empty and d.get("player") is not None else None


def _discarder(e: Event) -> str | None:
    d = e.data
    if e.type == "move" and d.get("from_zone") == "hand" and d.get("to_zone") in _PILES:
        return str(d.get("to_player")) if d.get("from_player") == d.get("to_player") else None
    return None


def _drawers(events: Sequence[Event]) -> set[str]:
    return {p for e in events if (p := _drawer(e)) is not None}


# the hands dealt before a game (onepiece 5-2-1-6, its mulligan 5-2-1-6-1): each deal counted apart
# from the player's draws in the game (「初手5枚引いて…1ターン目に1枚引いた」: a 5 and a 1)
_DEALS = ("5-2-1-6", "5-2-1-6-1")


def draw_counts(events: Sequence[Event]) -> list[int]:
    """How many cards each player draws in the run (deck→hand moves and draws from an empty deck)."""
    drawn: dict[tuple[str, str], int] = {}
    told: list[int] = []
    for e in events:
        if (p := _drawer(e)) is not None:
            deal = next((r for r in _DEALS if r in e.rules), "")
            drawn[p, deal] = drawn.get((p, deal), 0) + 1
        if isinstance(n := e.data.get("instructed"), int) and e.type == "counter":
            # 「山札0枚で、2枚ドローしなきゃいけない」: the draw instruction the empty deck failed (kiseki
            # 703.6a → 1102.1) — the amount told is the instruction's, not the one card attempted
            told.append(n)
    return list(drawn.values()) + told


def _subject(reading: Reading, start: int, end: int, causative: bool) -> str | None:
    """The player word acting in text[start:end]: the causee of a causative, else the が/は one."""
    pattern = _CAUSEE if causative else _SUBJECT
    said = list(pattern.finditer(reading.text, start, end))
    return said[-1].group(1) if said else None


# in card text, a draw or discard its trigger waits for (「相手がカードを1枚ドローするたび」): whose it is
# is relative to the card's controller, and nothing is told done
_CONDITION = re.compile(r"\s*(?:する|した|される|された)?\s*(?:たび|度に|ごとに)")


def wrong_drawer(reading: Reading, events: Sequence[Event], seats: Mapping[str, str]) -> str | None:
    """Why the simulation's draws are another player's than the question's, or None."""
    movers = {
        "draw": (_drawers(events), "引きます", "引いていません"),
        "discard": ({p for e in events if (p := _discarder(e)) is not None}, "捨てます", "捨てていません"),
    }
    text = reading.text
    for f in reading.of(Role.ACTION):
        if f.concept not in movers or f.negated or not movers[f.concept][0]:
            continue
        done, verb, not_done = movers[f.concept]
        start = max(text.rfind(c, 0, f.start) for c in "。、,?!") + 1
        opened = max(text.rfind(c, 0, f.start) for c in "『「")
        if opened >= max(text.rfind(c, 0, f.start) for c in "』」"):
            if _CONDITION.match(text, f.end):
                continue  # 「相手がカードを1枚ドローするたび、…」: a trigger's condition, no draw told
            start = max(start, opened + 1)  # card text: its own subject, not the one who uses it
        # 「相手に…捨てさせられた」 (passive causative): the に one made the subject do it
        causative = text.startswith("させ", f.end) and not text.startswith("させられ", f.end)
        word = _subject(reading, start, f.start, causative)
        if word is None:
            continue
        seat = seats.get("opponent" if word in _OPPONENT else "self")
        if seat is not None and seat not in done:
            return f"「{f.text}」は{word}が{verb}が、シミュレーションでは{not_done}"
    return None


# the zones a count told after a draw may be the result of (「2枚引いて手札6枚」: the draw is history)
_DRAWN_INTO = frozenset({"hand", "deck"})
_SENTENCE_END = re.compile(r"[。?？!！]")


def undrawn(reading: Reading, events: Sequence[Event], asks: str) -> str | None:
    """Why a number verdict is withheld: the question tells a draw done (「ドロー・ステップで引いて、
    アイサツを受けた。山札は何枚?」) and the run draws no card at all, only moves cards off the deck
    elsewhere. The accounting had found the draw in those moves — the damage checks' deck→check moves
    (ninjaslayer 1104.2), 8 stated for the 6 after a draw of 2 (502.3a) and 2 checks. A count of the
    hand or deck told after the draw is its result (the draw is history), and a draw in card text, a
    condition or an asked sentence is none told."""
    if asks != "number" or _drawers(events):
        return None
    if not any(e.type == "move" and e.data.get("from_zone") == "deck" for e in events):
        return None  # no deck move the told draw could have been mistaken for (a mulligan, a turn's start)
    text = reading.text
    asked = max(text.rfind("?"), text.rfind("？"))  # the asking sentence's start (none: the end)
    asking = max(text.rfind(c, 0, asked) for c in "。?？!！") + 1 if asked >= 0 else len(text)
    counts = [f.start for f in reading.of(Role.QUANTITY) if f.concept in _DRAWN_INTO]
    for f in reading.of(Role.ACTION):
        if f.concept != "draw" or f.negated or f.start >= asking:
            continue
        if max(text.rfind(c, 0, f.start) for c in "『「") > max(text.rfind(c, 0, f.start) for c in "』」"):
            continue  # card text (「「カードを2枚ドローする」を使った」): the effect's, run as an effect
        if _CONDITION.match(text, f.end) or re.match(r"\s*(?:たら|ても|ば|なら|ようと|たい)", text[f.end :]):
            continue
        if any(c > f.start for c in counts):
            continue
        if (end := _SENTENCE_END.search(text, f.end)) is not None and end.group() in "?？":
            continue  # 「カードは引ける? ドン!!は何枚置ける?」: a draw asked, not told
        return f"「{f.text}」と書かれたドローを、シミュレーションでは行っていません"
    return None
