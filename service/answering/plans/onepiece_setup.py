"""The deck before the game and after the first draw, planned from the reading (5-2-1-6 to 5-2-1-8,
6-3-1): 「ライフ4のリーダーでデッキ50枚。マリガンしてライフを置いた。ゲーム開始時点(後攻1ターン目のドローの
後)でデッキは何枚?」.

The scenario starts before the game (`phase` 'setup'): the asker's deck (told, else the 50 cards a
deck holds, 5-1-2 — noted), its leader's life (told: it is how many cards the life takes from the
deck, 5-2-1-7), the opening hand of 5 drawn (5-2-1-6; a told hand must be 5), the asker's mulligan
as told (none when unsaid — it changes no count, noted) and the opponent's kept hand. The run stops
at the game's start (5-2-1-8: the first player's first turn draws no card, 6-3-1) or, when a draw or
the first turn's draw phase is told, after the asker's first draw phase — the second player's is
game turn 2, after the first player's turn ends (its 先攻/後攻 must be told then). Only the asker's
deck count is asked; the opponent's counts, cards, keywords or another action give no scenario.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.plans.onepiece_cards import ASKER, inside_parens
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.events import Event
from service.engine.onepiece.rules import DECK_SIZE, OPENING_HAND
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_TURNS = frozenset({"order", "first_turn", "refresh", "game_start", "self_turn"})
# 「デッキは何枚」「山札って何枚」「デッキの残りは何枚」「デッキ残り何枚」: the deck's count asked
_DECK_ASKED = re.compile(r"(?:デッキ|山札)[^。?？、!！]{0,12}何\s*枚")
# 「後攻です」「先攻取った」「後攻で、」: the asker's own side (not 「先攻のターンが終わって」)
_MY_ORDER = re.compile(r"\s*(?:です|だ|で|を?\s*(?:取|とっ))")


def opening_deck(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or not _DECK_ASKED.search(reading.text):
        return None
    text = reading.text
    acts = [f for f in reading.of(Role.ACTION) if not inside_parens(text, f)]
    told = [f for f in acts if f.concept in ("mulligan", "place_life")]
    turns = {f.concept for f in reading.of(Role.TURN)}
    if not told and "game_start" not in turns:
        return None  # nothing before the game told
    if turns - _TURNS or reading.of(Role.KEYWORD, Role.STAT, Role.STATE, Role.NUMBER):
        return None
    if any(f.owner not in (ASKER, None) for f in reading.of(Role.QUANTITY, Role.CARD, Role.OWNER)):
        # the opponent's counts or cards, or any deck said the opponent's (「相手のデッキは何枚?」 had
        # been answered with the asker's): not this plan's
        return None
    if any(f.concept != "leader" for f in reading.of(Role.CARD)):
        return None
    draws: list[Fact] = []
    for f in acts:
        if f.concept in ("mulligan", "place_life", "leader_used") or (f.concept == "use" and f.negated):
            continue  # 「効果は何も使ってない」: nothing else happened
        if f.concept == "draw" and f.negated:
            continue  # 「まだ誰もドローしてない」: the game's start
        if f.concept == "draw" and f.value == OPENING_HAND:
            continue  # 「初手5枚引いて」: the opening hand's draw (5-2-1-6)
        if f.concept == "draw" and f.value in (None, 1):
            draws.append(f)
            continue
        return None
    mulligans = {not f.negated for f in acts if f.concept == "mulligan"}
    if len(mulligans) > 1:
        return None  # a mulligan said done and not done
    counts = _counts(reading)
    if counts is None or "life" not in counts or counts.get("hand", OPENING_HAND) != OPENING_HAND:
        return None  # the life the leader takes from the deck decides it; an opening hand is 5
    notes: list[str] = []
    deck = counts.get("deck", DECK_SIZE)
    if "deck" not in counts:
        notes.append(f"デッキは{DECK_SIZE}枚(5-1-2)としています。")
    if not mulligans:
        notes.append("引き直しは書かれていないので、しないとしています(しても枚数は同じです)。")
    drawn = bool(draws) or "refresh" in turns or "first_turn" in turns
    order = _order(reading)
    if drawn and order is None:
        return None  # whose first draw phase: 先攻 draws none (6-3-1), 後攻 draws 1
    me = "player2" if order == "second" else "player1"
    if order is None:
        notes.append("先攻・後攻は書かれていないので先攻としています(ゲーム開始時点の枚数は同じです)。")
    other = "player1" if me == "player2" else "player2"
    actions: list[dict[str, Any]] = [
        {"type": "mulligan", "player": p, "redraw": p == me and True in mulligans}
        for p in ("player1", "player2")
    ]
    mine: dict[str, Any] = {"deck": deck, "life": counts["life"]}
    if "hand" in counts:
        mine["hand"] = [{} for _ in range(OPENING_HAND)]
    # 後攻's first draw phase is game turn 2's, after the first player's turn 1 (6-3-1)
    payload = {
        "turn": 2 if drawn and me == "player2" else 1,
        "phase": "setup",
        me: mine,
        other: {"deck": DECK_SIZE, "life": 5},
        "actions": actions,
    }
    return BuiltScenario(
        f"{GAME}.plan.opening_deck", payload, tell(_head(me, drawn), limit=4, only=_told, me=me), tuple(notes)
    )


def _told(e: Event) -> bool:
    """The events the answer tells: the mulligan's shuffle, the life placed, the game's start and the
    first turns' draw (or none) — not each card of the opening hands."""
    placed = e.type == "move" and any(r in e.rules for r in ("5-2-1-7", "6-3-1"))
    return placed or e.type in ("shuffle", "game_start", "skip_draw")


def _counts(reading: Reading) -> dict[str, int] | None:
    """The asker's life, deck and hand as told (the first of each; a count told twice must agree)."""
    out: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in ("life", "deck", "hand") or not isinstance(f.value, int) or f.negated:
            return None
        if out.setdefault(f.concept, f.value) != f.value:
            return None
    return out


def _order(reading: Reading) -> str | None:
    """The asker's 先攻/後攻: the one told, or of several the one said as the asker's (「後攻です」)."""
    orders = [f for f in reading.of(Role.TURN) if f.concept == "order" and isinstance(f.value, str)]
    if len({f.value for f in orders}) == 1:
        return str(orders[0].value)
    mine = {str(f.value) for f in orders if _MY_ORDER.match(reading.text, f.end)}
    return mine.pop() if len(mine) == 1 else None


def _head(me: str, drawn: bool) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        deck = len(sim.zone(me, "deck"))
        life = len(sim.zone(me, "life"))
        when = "1ターン目のドローフェイズの後" if drawn else "ゲーム開始時点"
        took = f"最初の手札{OPENING_HAND}枚とライフ{life}枚をデッキから置きます"
        if drawn:  # 6-3-1: the first player draws no card in its first turn
            took += (
                "。先攻の1ターン目はカードを引きません"
                if me == "player1"
                else "。後攻の1ターン目は1枚引きます"
            )
        return f"{when}の自分のデッキは{deck}枚です({took})"

    return head
