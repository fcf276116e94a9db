"""Whether one character is a legal choice of a quoted effect's selection condition (1204.2e):
「「場の<ニンジャ>を1人選び、それを殺す」コトダマで、属性が<ニンジャ><フリーランス>のキャラは選べる?」
(yes: <属性> is a card whose attributes include it, 1302.2); 「効果で<ソウカイヤ>を得たキャラは
「<ソウカイヤ>を1人選び」で選べる?」 (yes: 1325.1); 「「相手の場のコスト3以下のキャラクターを1人選び」で
コスト4のキャラは選べる?」 (no); 「カラテ2のキャラが+2/+0されてカラテ4。「カラテ3以下のキャラクターを
1人選び」で選べる?」 (no: its current カラテ, 1303.1).

The reading is `select_reading` (words in `lexicon/selection.json`); this module places the character on
its side with its cost, カラテ and 耐久力 told, its attributes (printed and gained), runs a told +N/+M on it
and then the quoted effect with its `select` (engine ninjaslayer/selection.py). A value the condition
compares that the question does not tell, a current value the told change does not give, or a card of
the other side than the quote's is not planned.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.select_reading import (
    Selected,
    chosen_action,
    chosen_head,
    read_selection,
    selecting,
)
from service.answering.reading.model import Reading
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

GAME = "ninjaslayer"
_DEFAULTS = {"cost": 1, "karate": 1, "durability": 1}


def _usable(sel: Selected) -> str | None:
    """The card's side when the told facts decide the condition, else None (not planned)."""
    cond, card = sel.condition, sel.card
    if card.side and cond.side and card.side != cond.side:
        return None
    if card.negated or card.don or card.no_text or card.evolved or cond.printed or cond.no_text:
        return None
    if cond.stat is not None and cond.stat not in card.printed:
        return None
    if cond.trait is not None and not card.traits:
        return None
    for stat, value in card.current.items():
        if card.printed.get(stat, _DEFAULTS[stat]) + card.change.get(stat, 0) != value:
            return None
    return card.side or cond.side or "self"


def selection(reading: Reading) -> BuiltScenario | None:
    sel = read_selection(reading, GAME)
    side = _usable(sel) if sel is not None else None
    if sel is None or side is None:
        return None
    cond, card = sel.condition, sel.card
    seat = "player1" if side == "self" else "player2"
    spec: dict[str, Any] = {"id": "c1", "name": "そのキャラクター", **_DEFAULTS, **card.printed}
    spec |= {"attributes": list(card.traits)} if card.traits else {}
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    players[seat]["field"] = [spec]
    target = {"card": "c1"}
    actions: list[dict[str, Any]] = []
    stats = {k: v for k, v in card.change.items() if v}
    if card.change:
        full = {"karate": 0, "durability": 0} | stats
        actions.append({"type": "effect", "effect": "modify", "stats": full, "target": target})
    actions.append(chosen_action(cond, target))
    payload = {**players, "actions": actions}
    head = chosen_head(cond.effect, "殺されます", "キャラクター")

    notes = ("効果を使うのは自分としています(選べるかはこれによりません)。",)
    return BuiltScenario("ninjaslayer.plan.select", payload, story(head, "ninjaslayer"), notes)


# the selection condition's words and the card it is asked about are the selection plan's (a REREAD)
selecting_ninjaslayer = selecting(GAME, _usable)
