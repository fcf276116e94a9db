"""An effect that changes one character's power, planned from the reading (4-1-1, 1-3-7, 1-3-7-1):
「相手の効果で俺のパワー1000のキャラが-3000されて…トラッシュ行き?」 → the character with its written
power, the effect's +N/-N on it → whether it leaves play (a power below 0 is no reason to: 1-3-7-1)
or the power it ends at.

The character must be the only card the question names, with its power written and nothing else
bound to it (DON!!, keywords and states are other plans' business); exactly one change with its
amount, and no action besides. A power the question tells as the result (「パワーが-2000になった」)
is checked against the run by the gate (`reading.resulting`). How long the change lasts does not
change what happens when it is applied: 「このターン中」 unless said otherwise, named in `notes`.
"""

from __future__ import annotations

from collections.abc import Callable

from service.answering.plans.onepiece_battle import attacking_side
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, inside_parens
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_CHANGES = ("plus", "minus")


def power_change(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("destroyed", "number", "outcome"):
        return None
    asking = _asking_sentence(reading)
    acts = [
        f
        for f in reading.of(Role.ACTION)
        if not inside_parens(reading.text, f)
        and not (f.concept == "destroy" and f.start >= asking)  # 「KOされる?」 is what is asked
    ]
    if acts:
        return None  # an action besides the change: its place in the run is not read
    changes = [f for f in reading.of(Role.MODIFIER) if f.concept in _CHANGES]
    if len(changes) != 1 or not isinstance(changes[0].value, int) or changes[0].negated:
        return None
    boxes = cards(reading)
    if len(boxes) != 1 or boxes[0].kind != "character":
        return None
    box = boxes[0]
    power = box.power()
    if power is None or set(box.stats) != {"power"} or box.keywords or box.states:
        return None
    if box.owner not in (ASKER, OTHER):
        return None  # whose character it is decides nothing here, but an unread owner is unread
    amount = abs(changes[0].value) * (-1 if changes[0].concept == "minus" else 1)
    seat = seats(attacking_side(reading))
    character = {"id": "c", "name": "効果を受けたキャラ", "power": power}
    effect = {
        "type": "effect",
        "effect": "modify",
        "stats": {"power": amount},
        "duration": "end_of_turn",
        "target": {"card": "c"},
    }
    payload = {seat[str(box.owner)]: {"characters": [character]}, "actions": [effect]}
    notes = ("効果の期間は指定がないので、このターン中としています(適用した時点の結果は変わりません)。",)
    return BuiltScenario(f"{GAME}.plan.power_change", payload, tell(_head(), limit=2), notes)


def _asking_sentence(reading: Reading) -> int:
    """Where the sentence of the (last) ask begins."""
    asks = reading.asks()
    if not asks:
        return len(reading.text)
    end = asks[-1].start
    return max(reading.text.rfind(c, 0, end) for c in "。??!!\n") + 1


def _head() -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        changed = next((e for e in sim.events if e.type == "modify"), None)
        power = changed.data.get("power") if changed is not None else None
        left = any(e.type == "move" and e.data.get("from_zone") == "characters" for e in sim.events)
        where = "場を離れます" if left else "場に残ります"
        return f"キャラのパワーは{power}になり、{where}" if power is not None else f"キャラは{where}"

    return head
