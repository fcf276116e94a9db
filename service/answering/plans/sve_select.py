"""Whether one follower is a legal choice of a quoted effect's selection condition (10.6.2.3):
「コスト2のフォロワーが進化した(エボルヴ側のコストは4)。「コスト3以下のフォロワー1体を選ぶ」で選べる?」 (yes:
an evolved card keeps its own cost, 5.15.2 / 10.9.1.1.1), 「元の攻撃力2のフォロワーが+2されて攻撃力4。
「元の攻撃力が3以下のフォロワー1体を破壊する」で選べる?」 (yes: 元の is the printed information, 5.23.1),
「攻撃力2のフォロワーが+2されて攻撃力4。「攻撃力3以下の…」」 (no: the current value, 10.9.1.4), a leader
for 「フォロワー」 (no: 2.3.4).

The reading is `select_reading` (words in `lexicon/selection.json`); this module places the follower on
its side with its printed cost, 攻撃力 and 体力, evolves it when told (an own follower: the evolve card
takes the evolve cost told, the PP for it is given — the question says it evolved), runs a told
攻撃力/体力 change on it and then the quoted effect with its `select` (engine sve/selection.py). A value
the condition compares that the question does not tell, an evolved follower's printed 攻撃力/体力 (the
evolve card's, not told), a current value the told change does not give, or a card of the other side
than the quote's is not planned.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.select_reading import (
    Selected,
    chosen_action,
    chosen_head,
    lexicon_of,
    read_selection,
    selecting,
)
from service.answering.reading.model import Reading
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

GAME = "sve"
_DEFAULTS = {"cost": 1, "attack": 1, "health": 1}


def _usable(sel: Selected) -> str | None:
    """The card's side when the told facts decide the condition, else None (not planned)."""
    cond, card = sel.condition, sel.card
    side = card.side or cond.side or "self"
    if card.side and cond.side and card.side != cond.side:
        return None
    if card.negated or card.traits or card.don or card.no_text or cond.trait or cond.no_text:
        return None
    if cond.stat is not None and card.kind == "follower" and cond.stat not in card.printed:
        return None
    if card.evolved and (side != "self" or card.change or (cond.stat not in (None, "cost"))):
        return None  # an evolved follower's printed 攻撃力/体力 are its evolve card's, not told
    if card.kind == "leader" and (card.printed or card.change):
        return None
    for stat, value in card.current.items():
        if card.printed.get(stat, _DEFAULTS[stat]) + card.change.get(stat, 0) != value:
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
    notes: list[str] = ["効果を使うのは自分としています(選べるかはこれによりません)。"]
    if card.kind == "leader":
        target: dict[str, Any] = {"player": seat}
    else:
        spec = {"id": "f1", "name": "そのフォロワー", **_DEFAULTS, **card.printed}
        players[seat]["field"] = [spec]
        target = {"card": "f1"}
        if card.evolved:
            evo_cost = _evolve_cost(reading.text)
            players[seat] |= {
                "pp_max": 10,
                "pp": 10,
                "evolve_deck": [{"name": "そのフォロワー", "cost": evo_cost}],
            }
            actions.append({"type": "evolve", "card": "f1"})
            notes.append("進化に必要なPPは足りているものとしています(進化したことは質問のとおりです)。")
    stats = {k: v for k, v in card.change.items() if v}
    if stats:
        actions.append({"type": "effect", "effect": "modify", "stats": stats, "target": target})
    actions.append(chosen_action(cond, target))
    payload = {**players, "actions": actions}
    head = chosen_head(cond.effect, "破壊されます")

    return BuiltScenario("sve.plan.select", payload, story(head, "sve"), tuple(notes))


def _evolve_cost(text: str) -> int:
    """The evolve card's cost told (「エボルヴ側のコストは4」), else 2 (it decides nothing asked here)."""
    data = lexicon_of(GAME)
    assert data is not None
    m = re.search(data["card"]["evolve_cost"], text)
    return int(m.group(1)) if m else 2


# the selection condition's words and the card it is asked about are the selection plan's (a REREAD)
selecting_sve = selecting(GAME, _usable)
