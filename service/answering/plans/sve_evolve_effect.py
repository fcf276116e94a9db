"""Shadowverse Evolve: a second evolve in a turn when one of the two is an effect's (audit 26e) —
「このターンすでに進化能力で1回進化した。そのあとカードの効果で別のフォロワーを進化させるのはできる?」
「スペルの効果でフォロワーを進化させた。同じターンに進化能力でもう1体進化できる?」.

8.3.2 limits *playing* evolve abilities (with 食事 abilities) to once a turn; an effect's ‘進化する’
(5.15.1.1) plays none, so it is neither refused by that limit nor counted by it. The run: two of the
asker's followers with their evolve cards, the told evolve first and the asked one second, each scripted
as the ability or as an effect (the engine's `by_effect`: no cost, 8.3.2 untouched), in the order the
question tells them. Which one is an effect's is the words right before it (「効果で」「スペルで」
「ファンファーレで」); at least one must be. Two ability evolves are `sve_evolve.evolve_again`'s; a stat,
keyword, state, the opponent or another turn is not this plan's. PP/EP not told are defaults that pay the
ability's evolve (named).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_evolve import done
from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
# 「カードの効果で」「スペルで」「ファンファーレにより」: the means of the evolve right after it (5.15.1.1)
_BY_EFFECT = re.compile(
    r"(?<!進化)(?:効果|スペル|ファンファーレ|ラストワード)\s*(?:で|により|によって|を使って)(?![^、。]*進化能力)"
)
_CLAUSE = re.compile(r"[。、,?？!！]")
_RESOURCES = frozenset({"pp", "pp_max", "ep"})
_DEFAULTS = {"pp_max": 10, "pp": 10, "ep": 0}


def _by_effect(reading: Reading, f: Fact, after: int) -> bool:
    """The evolve `f` is an effect's: its means said in its own clause, after `after`."""
    start = max([after, *(m.end() for m in _CLAUSE.finditer(reading.text, 0, f.start))])
    return _BY_EFFECT.search(reading.text, start, f.start) is not None


def evolve_by_effect(reading: Reading) -> BuiltScenario | None:
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept != "evolve" or action.negated:
        return None
    if unbound_numbers(reading):
        return None
    evolves = [f for f in reading.of(Role.ACTION) if f.concept == "evolve"]
    if len(evolves) != 2 or evolves[1] is not action or evolves[0].negated or not done(reading, evolves[0]):
        return None
    if any(f.value not in (None, 1) for f in evolves):
        return None
    if any(f.concept not in ("evolve", "pay") for f in reading.of(Role.ACTION)):
        return None
    means = [_by_effect(reading, evolves[0], 0), _by_effect(reading, action, evolves[0].end)]
    if not any(means):
        return None  # two evolve abilities: `sve_evolve.evolve_again` (8.3.2)
    if any(f.concept not in ("self_turn", "order") for f in reading.of(Role.TURN)):
        return None
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    if any(f.concept != "follower" for f in reading.of(Role.CARD)):
        return None
    player: dict[str, Any] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept == "field_count" and f.value == 1:
            continue
        if (
            f.concept not in _RESOURCES
            or not isinstance(f.value, int)
            or player.get(f.concept, f.value) != f.value
        ):
            return None
        player[f.concept] = f.value
    unsaid = [k for k in ("pp_max", "pp", "ep") if k not in player]
    for key in unsaid:
        player[key] = max(_DEFAULTS[key], player.get("pp", 0)) if key == "pp_max" else _DEFAULTS[key]
    if player["pp"] > player["pp_max"]:
        return None
    notes = ["2回の進化は、このターンに別々のフォロワーで行ったと仮定(同じフォロワーなら進化済み: 12.2.2)。"]
    if unsaid:
        told = "、".join(f"{k.upper().replace('_MAX', '最大値')}{player[k]}" for k in unsaid)
        notes.append(f"指定のない{told}は、進化能力のコスト(2)を払える量と仮定。")
    notes.append("効果の内容は、進化させることのほかは再現していません。")
    player["field"] = [
        {"id": "x", "name": "先に進化したフォロワー"},
        {"id": "y", "name": "進化させたいフォロワー"},
    ]
    player["evolve_deck"] = [{"name": "先に進化したフォロワー"}, {"name": "進化させたいフォロワー"}]
    actions = [
        {"type": "evolve", "card": card} | ({"by_effect": True} if effect else {})
        for card, effect in zip(("x", "y"), means, strict=True)
    ]
    payload = {"player1": player, "actions": actions}
    head = _head_for(means[1])
    return BuiltScenario(
        f"{GAME}.plan.evolve_by_effect",
        payload,
        story(head, types=("rejected", "reveal"), limit=3),
        tuple(notes),
    )


def _head_for(asked_by_effect: bool) -> Any:
    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            return f"2体目は進化できません({'、'.join(refused.rules)})"
        if asked_by_effect:
            return (
                "2体目も進化できます。効果による進化は進化能力のプレイではないので、1ターンに1回の制限(8.3.2)を"
                "受けません(5.15.1.1)"
            )
        return (
            "2体目も進化能力で進化できます。先の効果による進化は進化能力のプレイではないので、1ターンに1回の"
            "制限(8.3.2)に数えません(5.15.1.1)"
        )

    return head
