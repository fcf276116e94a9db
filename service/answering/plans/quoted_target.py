"""May a quoted text choose this card (「「相手のUNITを1つ対象とし、それを破壊する。」で自分のUNITを選べる?」
「「UNITを1つ対象とし、それを持ち主の手札に戻す。」って自分のUNITにも使えるの?」) — planned from the shared
quote reader (`reading.card_text`) for kiseki, whose engine holds an EVENT's choice (1204.2d: its targets
are chosen as it is played, from the UNITs meeting its condition; no such UNIT, no play).

The text is the asker's (no other user said), read whole, choosing one UNIT (its side: 「相手の」, 「自分の」
or either) with one effect the EVENT's choice carries (stun, destroy, return to hand, banish); the card
asked is a UNIT named outside the quote with its side. The scenario puts that UNIT alone on the field and
plays the EVENT from the asker's hand: refused exactly when the text may not choose it — a choice among
other UNITs changes nothing of whether this one may be chosen (named in the notes).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.quoted_effect import RESPONSE, user_of
from service.answering.reading.card_text import quoted, read_text
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_CHOICE_EFFECTS = frozenset({"stun", "destroy", "return_to_hand", "banish"})
_ACTS = frozenset({"use", "play", "target", "choose", "destroy", "return", "stun"})
_SIDES = {"self": "player1", "opponent": "player2"}
# a field told without UNITs: the question is of the field, not of one UNIT the text may choose
_ABSENT = re.compile(r"いない|いません|いなかった|おらず|存在しない|[0０]体|[1１一]体も|[1１一]つも")


def kiseki_quoted_target(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or RESPONSE.search(reading.text):
        return None
    spans = quoted(reading.text)
    if len(spans) != 1:
        return None
    start, end, body = spans[0]
    text = read_text(body, "kiseki")
    if not text.whole or len(text.chosen) != 1 or text.players or len(text.effects) != 1:
        return None
    effect = text.effects[0]["effect"]
    if effect not in _CHOICE_EFFECTS or user_of(reading.text, start, end) == "opponent":
        return None
    chosen = text.chosen[0]
    if chosen.kind != "unit" or chosen.limit is not None:
        return None
    outside = [f for f in reading.facts if not start <= f.start < end]
    nouns = [f for f in outside if f.role is Role.CARD]
    if not nouns or any(f.concept != "unit" for f in nouns) or len({f.owner for f in nouns}) != 1:
        return None
    side = nouns[0].owner
    if side not in _SIDES:
        return None  # whose UNIT is asked must be told
    ask = reading.asks()[-1]
    opened = max(reading.text.rfind(c, 0, ask.start) for c in "。?？!！") + 1
    if any(not opened <= f.start < ask.start for f in nouns) or _ABSENT.search(reading.text):
        return None  # 「相手の場にUNITがいない。使える?」: no UNIT asked of, a field told (event_no_target's)
    if any(f.role in (Role.QUANTITY, Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.TURN)
           for f in outside):  # fmt: skip
        return None
    if any(f.role is Role.ACTION and (f.concept not in _ACTS or f.negated) for f in outside):
        return None
    if any(f.role is Role.NUMBER for f in outside):
        return None
    rule = {"owner": chosen.side or "any", "count": 1, "effect": effect}
    card: dict[str, Any] = {"id": "e", "name": "EVENT", "kind": "EVENT", "ep_cost": 0, "choose": [rule]}
    players: dict[str, dict[str, Any]] = {"player1": {"hand": [card]}, "player2": {}}
    players[_SIDES[side]]["field"] = [{"id": "u", "name": "問われたUNIT"}]
    payload = {
        "phase": "deploy",
        **players,
        "actions": [{"kind": "play_event", "player": "player1", "card": "e"}],
    }
    notes = (
        "引用されたテキストを持つEVENTを、自分の配備ステップに手札からプレイするものとしました(EPコストは0と仮定)。",
        "問われたUNITだけが場にいるものとしました(ほかのUNITは、このUNITを選べるかどうかを変えません)。",
    )
    whose = "自分" if side == "self" else "相手"

    def head(sim: SimulationResult) -> str:
        if sim.rejected:
            return f"選べません。{whose}のUNITはこのテキストの対象の条件を満たさないので、選べません(1204.2d)"
        return f"選べます。{whose}のUNITはこのテキストの対象の条件を満たします(1204.2d)"

    return BuiltScenario(
        "kiseki.plan.quoted_target",
        payload,
        story(head, types=("rejected", "move", "set_state"), limit=3, me="player1"),
        notes,
        ((start, end),),
    )
