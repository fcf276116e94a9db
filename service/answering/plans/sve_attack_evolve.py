"""The attack plan's evolve told before the attack (`plans/sve_attack.py`): 「このターンに出した3/3の
フォロワーを進化させて5/5にしたら、相手のアクト状態の4/4に攻撃できる?」「元々2/2で進化して攻撃力4・
体力4になったフォロワーで…攻撃したら?」.

The attacker evolves first (5.15.1): it takes the evolve card's stats (5.15.2), and a follower evolved
this turn may attack even when it was played this turn (8.4.2.1; the engine's attack rules decide what
it may attack). The stats said right after the evolve verb (「進化させて5/5」「進化して攻撃力4・体力4」)
are the evolve card's. The evolve's cost is a named default (0: the question asks about the attack).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_read import Described
from service.answering.reading.model import Fact, Reading, Role

# 「進化させて」「進化して」「進化したら」「進化後は」: the verb's inflection before the evolved stats
# 「進化させて5/5」「進化後は体力4」「進化させて進化後は攻撃力4・体力5」
_AFTER_EVOLVE = re.compile(
    # 「進化させたら進化後の表記は攻4/体4」: the evolve card's printed stats named so (sve-ae-13)
    r"\s*(?:を)?\s*(?:さ?せ|し)?(?:て|たら|ると|た後|後|後は|後の)?"
    r"\s*(?:、?\s*進化後(?:は|の)?\s*(?:表記|ステータス|スタッツ|数値)?)?\s*(?:は)?\s*"
)
_CHAINED = re.compile(r"\s*[・、/,]?\s*")


def evolve_before(reading: Reading, verbs: list[Fact]) -> tuple[list[Fact], list[Fact]]:
    """(the evolve verbs told before the first attack verb, the evolved card's stats said right after
    the first of them); nothing when an evolve is told after the attack or none is told."""
    if not verbs:
        return [], []
    first = min(v.start for v in verbs)
    evolves = [f for f in reading.of(Role.ACTION) if f.concept == "evolve" and not f.negated]
    if not evolves or any(f.start > first for f in evolves):
        return [], []
    return evolves, said_after(reading, evolves[0])


def said_after(reading: Reading, evolve: Fact) -> list[Fact]:
    """The evolve card's stats: the ones said right after the evolve verb (「進化させて5/5」「進化して
    攻撃力4・体力4」「進化後は体力4」)."""
    stats: list[Fact] = []
    end = evolve.end
    pattern = _AFTER_EVOLVE
    for f in reading.facts:
        if f.start < end or f.role in (Role.NEUTRAL, Role.TERM):
            continue
        if f.role is not Role.STAT or f.concept not in ("attack", "health") or f.owner == "opponent":
            break
        if not pattern.fullmatch(reading.text, end, f.start):
            break
        stats.append(f)
        end, pattern = f.end, _CHAINED
    return stats


def evolve_card(
    evolving: list[Fact], evolved: list[Fact], attacker: dict[str, Any], kind: str, notes: list[str]
) -> list[dict[str, Any]] | None:
    """The attacker's evolve card: the told stats, else (a 「できる?」 only) the attacker's own."""
    if not evolving:
        return None
    card: dict[str, Any] = {"name": attacker["name"], "cost": 0}
    told = {f.concept: f.value for f in evolved if isinstance(f.value, int)}
    if len(told) != len(evolved):
        return None  # one stat said twice
    for key in ("attack", "health"):
        if key in told:
            card[key] = told[key]
        elif kind == "can":
            # 1 (the engine's default card), not the attacker's own: 「2/2のフォロワーを進化させた」 is one
            # 2/2, and an evolve card told 2/2 too would be a second card the question describes
            card[key] = 1
        else:
            return None
    if kind == "can" and len(told) < 2:
        notes.append("進化後の数値は指定がないので1と仮定(攻撃できるかには関わりません)。")
    notes.append("進化のコストは指定がないので0(払える)と仮定。進化は攻撃の前に行いました(5.15.1)。")
    return [card]


# 「進化させた(コストは払えてる)」: the evolve's inflection, then a parenthesis naming its cost
_PAID_AFTER = re.compile(
    r"\s*(?:さ?せ|し)?(?:た|て)?\s*[((]\s*(?:コスト|EP|エボルヴポイント)?\s*(?:は|も|を)?\s*"
)


def pays_for(reading: Reading, use: Fact, evolving: list[Fact]) -> bool:
    """「EP使ってすぐ進化させた」「EP払って進化させた」: a 使う/払う whose next action is the evolve pays for
    it, no move of its own; 「進化させた(コストは払えてる)」 says the same of it in a parenthesis right after
    the evolve (the plan's evolve cost is a payable 0, `evolve_card`)."""
    if use.concept not in ("use", "pay") or use.negated:
        return False
    later = [f for f in reading.of(Role.ACTION) if f.start >= use.end]
    if later and later[0] in evolving and "。" not in reading.text[use.end : later[0].start]:
        return True
    return any(e.end <= use.start and _PAID_AFTER.fullmatch(reading.text, e.end, use.start) for e in evolving)


def before_evolve(reading: Reading, d: Described, evolve: Fact) -> bool:
    """「元々2/2で進化」「2/2から進化」: a description right before the evolve verb."""
    return (
        d.end() <= evolve.start
        and re.fullmatch(r"\s*(?:で|から|の状態で)?\s*", reading.text[d.end() : evolve.start]) is not None
    )
