"""Shadowverse Evolve: one card text that damages a leader or a follower and then raises its 体力 —
is it lost or destroyed in between? (「リーダー体力2のときに自分のカードで『自分のリーダーに3ダメージを与
える。その後、自分のリーダーの体力を4増加する』って効果を解決した。途中で体力マイナスになってるけど、その
瞬間負けになる?」「自分の体力2のフォロワーに「それに2ダメージを与える。その後、それの体力を+3する」…途中
で体力0になってるけど破壊される?」)

The text's effects are carried out in printed order in one resolution (10.6.2.8.2); rule processing
checks only at the check timing after it (11.1.2), so a 体力 at 0 or less in between defeats (11.2.1)
or destroys (11.3.1) nothing unless it is still there then. The scenario is the engine's `resolve`
action: the damage, then the 体力 raised, on the asker's leader (its 体力 told) or the asker's one
follower (its 体力 told), by the asker's own card. A 体力 told as reached in between (「途中で体力-1に
なってる」) is that moment's, not the card's (`midway`), and must agree with the told 体力 less the
damage. Anything else — the opponent's card or target, a second card, a keyword — is not this family.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.sve_read import game_over
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
# 「途中で体力-1になってる」「一瞬体力0に」「解決中に体力が0」: the 体力 reached in the middle of it
_MIDWAY = re.compile(r"(?:途中|一瞬|解決中|解決の途中|処理中)\s*(?:で|に|は)?\s*(?:、)?\s*$")
_MIDWAY_WHY = "a 体力 reached in the middle of a resolution (途中で), not the card's"


def midway(reading: Reading) -> Reading:
    """「途中で体力-1になってる」: a 体力 said right after 途中で is the value in the middle of an effect's
    resolution — no 体力 a card starts with (11.1.2: nothing is checked there)."""
    out = {
        f: replace(f, role=Role.NEUTRAL, why=_MIDWAY_WHY)
        for f in reading.of(Role.STAT)
        if f.concept == "health" and _MIDWAY.search(reading.text[max(0, f.start - 8) : f.start])
    }
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))


def _one_quote(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] lies inside one quoted card text (「…」 or 『…』)."""
    for opening, closing in (("「", "」"), ("『", "』")):
        at = text.rfind(opening, 0, start)
        if at >= 0 and closing not in text[at:start] and text.find(closing, start) >= end:
            return True
    return False


def damage_then_raise(reading: Reading) -> BuiltScenario | None:
    """The asker's text: N damage to its own leader or follower, then its 体力 +M (10.6.2.8.2, 11.1.2)."""
    kind = asked(reading)
    if kind not in ("winner", "destroyed", "outcome"):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not (kind == "destroyed" and f.concept == "destroy")]
    damages = [f for f in acts if f.concept == "damage"]
    if len(damages) != 1 or any(f.concept not in ("damage", "use") or f.negated for f in acts):
        return None
    # 「…って効果を使う」「効果で」: the text said to be used (common.jsonl `effect`) is the one resolved
    raises = [f for f in reading.of(Role.MODIFIER) if f.concept != "effect"]
    if len(raises) != 1 or raises[0].concept != "plus" or raises[0].start < damages[0].end:
        return None
    if not _one_quote(reading.text, damages[0].start, raises[0].end):
        return None  # two cards or two texts (「…スペルを使った後、『…』」) resolve apart: checked between
    amount, gain = damages[0].value, raises[0].value
    if (
        not isinstance(amount, int)
        or not isinstance(gain, int)
        or not 1 <= amount <= 100
        or not 1 <= gain <= 100
    ):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.TURN, Role.QUANTITY, Role.NUMBER):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None  # the opponent's card or target: not this family
    cards = {f.concept for f in reading.of(Role.CARD)}
    healths = [f for f in reading.of(Role.STAT)]
    if len(healths) != 1 or healths[0].concept != "health" or not isinstance(healths[0].value, int):
        return None
    health = healths[0].value
    if not 1 <= health <= 100:
        return None
    said = [f.value for f in reading.facts if f.why == _MIDWAY_WHY]
    if any(v != health - amount for v in said):
        return None  # 「途中で体力-1」 must be the told 体力 less the damage
    if cards == {"leader"} and kind in ("winner", "outcome"):
        target: dict[str, Any] = {"player": "player1"}
        spec: dict[str, Any] = {"health": health}
    elif cards == {"follower"} and kind in ("destroyed", "outcome"):
        target = {"card": "f"}
        spec = {"field": [{"id": "f", "name": f"体力{health}のフォロワー", "health": health}]}
    else:
        return None
    effects = [
        {"effect": "damage", "amount": amount, "target": target},
        {"effect": "modify", "stats": {"health": gain}, "target": target, "duration": "permanent"},
    ]
    payload = {"player1": spec, "actions": [{"type": "resolve", "effects": effects}]}
    notes = ("効果を使ったのは自分で、自分のターン中に解決したと仮定。",)
    leader = "player" in target
    return BuiltScenario(
        f"{GAME}.planned_damage_then_raise",
        payload,
        story(lambda sim: _head(sim, leader, health, amount, gain), types=("resolved", "game_over"), limit=2),
        notes,
    )


def _head(sim: SimulationResult, leader: bool, health: int, amount: int, gain: int) -> str:
    """The 体力 in between and after: a leader's from the engine's counter events, a follower's from
    the told numbers; whether anyone lost or the follower left the field is the run's."""
    middle, end = health - amount, health - amount + gain
    if leader:
        values = [
            e.data["value"] for e in sim.events if e.type == "counter" and e.data.get("key") == "health"
        ]
        middle, end = (values[0], values[-1]) if values else (middle, end)
    who = "自分のリーダー" if leader else "そのフォロワー"
    lead = (
        f"{who}の体力は解決の途中で{middle}になりますが、ルール処理は効果の解決を終えた後の"
        "チェックタイミングでのみ確認されます(11.1.2)"
    )
    if leader:
        over = game_over(sim, "player1")
        return (
            f"{lead}。解決後の体力は{end}で、{over}"
            if over
            else f"{lead}。解決後の体力は{end}なので、誰も敗北しません"
        )
    removed = not sim.zone("player1", "field")
    return f"{lead}。解決後の体力は{end}なので、{'破壊されます' if removed else '破壊されません'}"
