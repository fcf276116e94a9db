"""Whether one card is a legal choice of a quoted effect's selection condition (8-4-4):
「「元々のパワー5000以下の相手のキャラ1枚をKOする」効果。相手のキャラは元々パワー6000で、今は-2000されて
パワー4000。KOできる?」 (no: 元々 is the printed number, 4-9-2); 「「相手のキャラ1枚をKOする」って効果、相手
のリーダーに使える?」 (no: 「キャラ」 is never the leader, 2-2-4-1); 「コスト2のキャラがコスト-3されてる。
「コスト0のキャラを1枚選び」で選べる?」 (yes: 1-3-6); 「《麦わらの一味》」 and 特徴「超新星/麦わらの一味」
(yes: 2-4-2); 「元々の効果のない」 and a card whose effects are negated (no: 8-2-2).


The reading is `select_reading` (words in `lexicon/selection.json`); this module places the card on its
side — a character with its printed power and cost, its traits, a cost change, DON!! given, its effects
negated or no text; a leader — runs a told power change on it, and the quoted effect with its `select`
(engine onepiece/selection.py). A value the condition compares that the question does not tell, a
current power told that the told change does not give, or a card of the other side than the quote's
is not planned.
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
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"


def _usable(sel: Selected) -> str | None:
    """The card's side when the told facts decide the condition, else None (not planned)."""
    cond, card = sel.condition, sel.card
    if card.side and cond.side and card.side != cond.side:
        return None  # the card of the other side than the text chooses: the side is not checked here
    if card.evolved or set(card.change) - {"power", "cost"}:
        return None
    if (
        cond.stat is not None
        and cond.stat not in card.printed
        and not (cond.stat == "cost" and card.kind == "leader")
    ):
        return None
    if cond.trait is not None and not card.traits:
        return None
    if cond.no_text and not (card.negated or card.no_text):
        return None
    if card.kind == "leader" and ("cost" in card.printed or "cost" in card.change or card.traits):
        return None  # a leader's told cost or traits: not modelled on the leader spec
    side = card.side or cond.side or "self"
    if "cost" in card.current:
        return None  # a current cost told: the cost change is what the plan runs
    if "power" in card.current and "power" in card.printed:
        don = 1000 * card.don if side == "self" else 0  # 6-5-5-2: on its owner's turn only
        if card.printed["power"] + card.change.get("power", 0) + don != card.current["power"]:
            return None
    return side


def selection(reading: Reading) -> BuiltScenario | None:
    sel = read_selection(reading, GAME)
    side = _usable(sel) if sel is not None else None
    if sel is None or side is None:
        return None
    cond, card = sel.condition, sel.card
    seat = "player1" if side == "self" else "player2"
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    actions: list[dict[str, Any]] = []
    power = card.printed.get("power")
    if card.kind == "leader":
        if power is not None:
            players[seat]["leader"] = {"power": power, "don": card.don}
        target: dict[str, Any] = {"player": seat}
    else:
        spec: dict[str, Any] = {"id": "c1", "name": "そのキャラ", "power": 5000 if power is None else power}
        spec |= {"don": card.don} if card.don else {}
        spec |= {"cost": card.printed["cost"]} if "cost" in card.printed else {}
        spec |= {"cost_change": card.change["cost"]} if card.change.get("cost") else {}
        spec |= {"traits": list(card.traits)} if card.traits else {}
        spec |= {k: True for k in ("negated", "no_text") if getattr(card, k)}
        players[seat]["characters"] = [spec]
        target = {"card": "c1"}
    if card.change.get("power"):
        actions.append(
            {"type": "effect", "effect": "modify", "stats": {"power": card.change["power"]}, "target": target}
        )
    actions.append(chosen_action(cond, target))
    payload = {**players, "actions": actions}
    head = chosen_head(cond.effect, "KOされます")

    notes = ("効果を使うのは自分としています(選べるかはこれによりません)。",)
    return BuiltScenario("onepiece.plan.select", payload, tell(head), notes)


# the selection condition's words and the card it is asked about are the selection plan's (a REREAD)
selecting_onepiece = selecting(GAME, _usable)
