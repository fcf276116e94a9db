"""Shadowverse Evolve: a 食事 ability and an evolve ability in one turn (audit 27h) —
「このターンに進化したあと、別のフォロワーの食事能力って使える?」「食事能力を使ったあと、同じターンに進化できる?」
「フォロワーを食事させた。もう1体の食事能力も使える?」.

8.3.2: playing evolve abilities (12.2) and 食事 abilities (14.2.2) is once a turn *all together* — one of
either, told done this turn, refuses the other (and a second 食事). The run: two of the asker's followers,
the told act first and the asked one second, as the engine's evolve or `activate` with `eat` (8.3.2's
count shared); the second is refused by 8.3.2 whatever else holds, so that refusal is the verdict. Only
that 'no' is answered: a first 食事/evolve that was an effect's (5.15.1.1 — no ability played) or none told
leaves the 食事 cost itself (にんじん, 14.2.1 — not modelled) deciding, and gets no scenario. Two evolve
abilities are `sve_evolve.evolve_again`'s; a stat, keyword, state, the opponent or another turn is not
this plan's. PP/EP not told are defaults (the limit does not depend on them).
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
_ACTS = frozenset({"evolve", "eat"})
# 「食事能力を使った」「使って」「プレイした」: the 食事 told played (its verb's stem ends the fact)
_EAT_DONE = re.compile(
    r"(?:っ|い|わ|し)?(?:た(?!い|く|かっ|け(?!ど))|て(?:い|る|た|お|あ|しま|ちゃ|から|[、,])|済)"
)
# 「カードの効果で」「スペルで」「ファンファーレで」: a means that plays no ability (5.15.1.1)
_BY_EFFECT = re.compile(
    r"(?:効果|スペル|ファンファーレ|ラストワード)\s*(?:で|により|によって)|能力\s*(?:じゃ|では|で?は)\s*な"
)
_CLAUSE = re.compile(r"[。、,?？!！]")
_TURNS = frozenset({"self_turn", "order"})


def _told_done(reading: Reading, f: Fact) -> bool:
    return done(reading, f) or bool(_EAT_DONE.match(reading.text, f.end))


def _by_effect(reading: Reading, f: Fact) -> bool:
    """The act's means said in its own clause before it (「スペルの効果で進化させた」)."""
    start = max([0, *(m.end() for m in _CLAUSE.finditer(reading.text, 0, f.start))])
    return _BY_EFFECT.search(reading.text, start, f.end + 8) is not None


def eat_limit(reading: Reading) -> BuiltScenario | None:
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept not in _ACTS or action.negated:
        return None
    if unbound_numbers(reading):
        return None
    acts = list(reading.of(Role.ACTION))
    if len(acts) != 2 or acts[1] is not action or any(f.concept not in _ACTS for f in acts):
        return None
    first = acts[0]
    if "eat" not in (first.concept, action.concept) or first.negated or not _told_done(reading, first):
        return None  # two evolves: sve_evolve (8.3.2); nothing told done: the 食事 cost decides (unmodelled)
    if any(f.value not in (None, 1) for f in acts) or any(_by_effect(reading, f) for f in acts):
        return None
    if any(f.concept not in _TURNS for f in reading.of(Role.TURN)):
        return None
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.QUANTITY):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    if any(f.concept != "follower" for f in reading.of(Role.CARD)):
        return None
    player: dict[str, Any] = {"pp_max": 10, "pp": 10, "ep": 0}
    player["field"] = [{"id": "x", "name": "先のフォロワー"}, {"id": "y", "name": "後のフォロワー"}]
    player["evolve_deck"] = [{"name": "先のフォロワー"}, {"name": "後のフォロワー"}]
    actions = [
        {"type": "activate", "card": card, "eat": True}
        if f.concept == "eat"
        else {"type": "evolve", "card": card}
        for card, f in zip(("x", "y"), acts, strict=True)
    ]
    notes = (
        "2回のプレイは、このターンに別々のフォロワーで行ったと仮定(8.3.2 はカードでなくターンで数えます)。",
        "食事する処理(にんじん: 14.2.1)と効果の内容は再現していません。",
    )
    return BuiltScenario(
        f"{GAME}.plan.eat_limit",
        {"player1": player, "actions": actions},
        story(_head, types=("rejected",), limit=2),
        notes,
    )


def _head(sim: SimulationResult) -> str:
    refused = next((e for e in sim.events if e.type == "rejected"), None)
    if refused is not None:
        return (
            "できません。進化能力と食事能力は、すべて合わせて1ターンに1回しかプレイできません"
            f"({'、'.join(refused.rules)})"
        )
    return "プレイできます"
