"""The ``discard`` effect and the steps of one text that hang on each other, shared by the games whose
effects resolve one step at a time (kiseki, ninjaslayer, sve, onepiece; fow has its own 10.18).

`discard` moves ``amount`` cards (``"all"``: the whole hand) from the player's hand to the zone the game
discards to, each move citing the game's clause. With fewer cards than asked, a plain discard moves what
there is (the game's partial-execution clause: kiseki/ninjaslayer 104.2, sve 1.3.2, onepiece 1-3-2); a
discard marked ``cost`` (「…捨ててもよい。そうしたなら、…」, kiseki 1203.6; 「…捨てて、…してもよい」,
ninjaslayer 1203.7) is done only whole (1203.2) — or, for the whole hand, also from an empty hand, which
counts as discarded (kiseki 1314.2, ninjaslayer 1309.2). Which cards are discarded is not chosen here:
the first ones of the hand go, so only counts may be read from the run.

`proceed` gates a step marked ``if_done``: it runs only when the step before it in the same run was done;
every step that runs counts as done unless it is a discard that was not (`discard` returns it) — a cost
marked ``declined`` is not done: its player chose not to pay it (kiseki 1203.6, ninjaslayer 1203.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol
from weakref import WeakKeyDictionary

from service.engine.core import Card
from service.engine.effects import Effect


class _Game(Protocol):
    def zone(self, player: str, zone: str) -> list[Card]: ...

    def move_card(self, card: Card, to_player: str, to_zone: str, rules: Any, text: str) -> Any: ...

    def emit(self, type_: str, text: str, rules: tuple[str, ...], **data: Any) -> Any: ...


@dataclass(frozen=True, slots=True)
class DiscardRules:
    """One game's discard: the zone and the clauses of a move, a whole hand, a partial one, a cost."""

    zone: str
    moved: tuple[str, ...]
    whole: tuple[str, ...]  # 「手札をすべて捨てる」, an empty hand included; () when the game has none
    partial: tuple[str, ...]  # as many as possible
    cost: tuple[str, ...] = ()  # a cost done only whole and the step it pays for; () when not modelled


_DONE: WeakKeyDictionary[object, bool] = WeakKeyDictionary()


def proceed(game: _Game, effect: Effect, rules: DiscardRules) -> bool:
    """Whether `effect` runs now: a step marked ``if_done`` only after a step that was done (1203.6:
    the cost not paid, 「そうしたなら」's effect is not carried out)."""
    if effect.if_done and not _DONE.get(game, True):
        game.emit(
            "not_performed",
            "前の行動(コスト)が実行されなかったため、それに続く効果は実行されません",
            rules.cost,
        )
        return False
    _DONE[game] = True
    return True


def discard(game: _Game, effect: Effect, controller: str, base: tuple[str, ...], rules: DiscardRules) -> bool:
    """Carry out a discard; whether it was done (a cost undone, a partial discard: not done)."""
    if effect.declined:  # the cost is optional (「…てもよい」): its player chose not to pay it
        game.emit(
            "cost_declined",
            f"{controller}はコストとして手札を捨てないことを選びます",
            (*base, *rules.cost[-1:]),  # the game's optional-cost clause (1203.6 / 1203.7), not 1203.2
            player=controller,
        )
        _DONE[game] = False
        return False
    done = True
    for player in effect.drawers(controller):
        hand = game.zone(player, "hand")
        want = len(hand) if effect.amount == "all" else effect.count()
        if effect.amount == "all" and not hand:
            game.emit(
                "discarded",
                f"{player}の手札は0枚ですが、手札は捨てたものとみなされます",
                (*base, *rules.whole),
                player=player,
                count=0,
            )
            continue
        if effect.cost and len(hand) < want:
            game.emit(
                "condition_unmet",
                f"{player}の手札は{len(hand)}枚で、コストとして{want}枚を捨てることはできません",
                (*base, *rules.cost),
                player=player,
            )
            done = False
            continue
        moved = min(want, len(hand))
        clauses = (*base, *(rules.whole if effect.amount == "all" else ()), *rules.moved)
        for card in list(hand[:moved]):
            game.move_card(card, player, rules.zone, clauses, f"{player}は手札から{card.name}を捨てます")
        if moved < want:
            game.emit(
                "partly_performed",
                f"{player}の手札は{moved}枚しかないため、捨てるのは{moved}枚だけです(可能な限り実行します)",
                (*base, *rules.partial),
                player=player,
                moved=moved,
            )
            done = False
    _DONE[game] = done
    return done


__all__ = ["DiscardRules", "discard", "proceed"]
