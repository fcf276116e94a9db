"""A battle participant removed before its damage (audit 26g), read from the facts and the words of
`lexicon/battle_left.json`: 「アタックしたら、相手がカウンターイベントで俺のアタックしてるキャラをKO
した」「インターラプト・ステップでアイサツ対象のキャラが手札に戻った」「相手のクイックでそのフォロワー
を破壊した」.

* `told_removals`: the removal actions told after a told attack (not the asked 「破壊される?」): what a
  run must script, else the verdict withholds (`verdict_checks.unscripted_removal`);
* `battle_left`: the one told removal, the step the question puts it in (a game's step words between
  the attack and the removal; none said, none known) and the participant that left — a role word
  before the card (「アタックしてるキャラ」「アイサツ対象のキャラ」「ブロッカー」), else a pronoun's
  antecedent (「そのキャラ」: the last card of that noun named before, the attacker when 「…で」 follows
  it), else the card's side (the attacking side's card is the attacker).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Fact, Reading, Role

_WORDS = Path(__file__).resolve().parents[1] / "lexicon" / "battle_left.json"
_BOUNDARY = re.compile(r"[。、,，!！?？\n]|(?:ので|から|けど|たら|が、)")


@cache
def words() -> dict[str, Any]:
    """The words and per-game steps of `lexicon/battle_left.json`."""
    data: dict[str, Any] = json.loads(_WORDS.read_text(encoding="utf-8"))
    return data


@dataclass(frozen=True, slots=True)
class Left:
    """The told removal of one battle participant: the engine's `effect` (destroy / return_to_hand /
    banish), the participant's `role` (attacker / target), the game's `step` key and the clause that
    says what follows (`rule`), and the span of the words that tell it (`start`, `end`)."""

    removal: Fact
    effect: str
    role: str
    step: str
    rule: str
    start: int
    end: int
    by_attacked_side: bool  # the opponent attacked the asker (「攻撃してきた」)
    stat: tuple[str, int] | None = None  # 「STR3のUNITが手札に戻された」: which of a scrum's UNITs


def _attacks(reading: Reading) -> list[Fact]:
    kinds = set(words()["attacks"])
    return [f for f in reading.of(Role.ACTION) if f.concept in kinds and not f.negated]


def _asked(reading: Reading, fact: Fact) -> bool:
    return any(a.start <= fact.start < max(a.end, a.start + 1) or fact.start <= a.start < fact.end
               for a in reading.asks())  # fmt: skip


def told_removals(reading: Reading) -> list[Fact]:
    """The removals told after the first told attack (the asked 「破壊される?」 and a denied one are
    not told)."""
    attacks = _attacks(reading)
    if not attacks:
        return []
    first = min(f.start for f in attacks)
    removals = words()["removals"]
    return [
        f
        for f in reading.of(Role.ACTION)
        if f.concept in removals and not f.negated and f.start > first and not _asked(reading, f)
    ]


def removed_by_something(reading: Reading) -> list[Fact]:
    """The told removals something did (an effect, a 【クイック】, a step word between the attack and
    the removal in its clause: 「相手の効果でそのキャラが破壊された」), not the battle's own result
    (「相手のは破壊されるけど」)."""
    attacks = _attacks(reading)
    if not attacks:
        return []
    first = min(f.end for f in attacks)
    game = words()["games"].get(reading.game or "", {})
    said = "|".join([words()["instruments"], *(e["regex"] for e in game.get("steps", ()))])
    return [
        f
        for f in told_removals(reading)
        if re.search(said, reading.text[max(first, _clause_start(reading.text, f.start)) : f.start])
    ]


def _clause_start(text: str, at: int) -> int:
    start = 0
    for m in _BOUNDARY.finditer(text, 0, at):
        start = m.end()
    return start


def _step(reading: Reading, after: int, before: int) -> tuple[str, str, int] | None:
    """The game's step word between the attack and the removal: (step, rule, where it starts)."""
    game = words()["games"].get(reading.game or "")
    if game is None:
        return None
    found: list[tuple[int, str, str]] = []
    for entry in game["steps"]:
        for m in re.finditer(entry["regex"], reading.text[after:before]):
            found.append((after + m.start(), entry["step"], entry["rule"]))
    if not found:
        return None
    at, step, rule = max(found)  # the step nearest the removal tells when it happened
    return step, rule, at


def _card_before(reading: Reading, removal: Fact, start: int) -> Fact | None:
    cards = [f for f in reading.of(Role.CARD) if start <= f.start < removal.start]
    return cards[-1] if cards else None


def _role(reading: Reading, card: Fact, clause: int, attacker_side: str) -> str | None:
    text = reading.text
    data = words()
    before = text[clause : card.start]
    if re.search(data["others"], before):
        return None  # 「相手の別のフォロワー」: not the battle's card
    if re.search(f"(?:{data['target_words']})\\s*$", before):
        return "target"
    if re.search(f"(?:{data['attacker_words']})\\s*$", before):
        return "attacker"
    if re.search(f"{data['pronouns']}\\s*$", before):
        named = [f for f in reading.of(Role.CARD) if f.concept == card.concept and f.end <= clause]
        if not named:
            return None
        after = re.sub(r"^\s*[(（][^)）]*[)）]", "", text[named[-1].end :])
        if re.match(r"\s*で", after) or (attacker_side == "opponent" and re.match(r"\s*(?:が|は)", after)):
            return "attacker"  # 「…のキャラで攻撃」; 「相手のキャラが攻撃してきた」: the subject attacks
        return "target" if re.match(r"\s*(?:に|を)", after) else None
    if card.owner in ("self", "opponent"):
        return "attacker" if card.owner == attacker_side else "target"
    stat = _stat(reading, card, clause)
    if stat is not None:  # 「STR2とSTR3のUNIT2体で…攻撃。…STR3のUNITが」: the stat told of the attackers
        first = min(f.start for f in _attacks(reading))
        told = [f for f in reading.of(Role.STAT) if (f.concept, f.value) == stat and f.end <= first]
        if told:
            return "attacker" if "で" in text[told[-1].end : first] else "target"
    return None


def _stat(reading: Reading, card: Fact, clause: int) -> tuple[str, int] | None:
    """The one stat told right before the removed card in its clause (「STR3のUNIT」)."""
    told = [f for f in reading.of(Role.STAT) if clause <= f.start and f.end <= card.start]
    if len(told) != 1 or not isinstance(told[0].value, int):
        return None
    return told[0].concept, told[0].value


def battle_left(reading: Reading) -> Left | None:
    """The one participant told removed before the damage, with its step; None when the question
    tells no such removal, more than one, no step the game's words know, or no participant."""
    removals = told_removals(reading)
    attacks = _attacks(reading)
    if len(removals) != 1 or not attacks:
        return None
    removal = removals[0]
    first = min(attacks, key=lambda f: f.start)
    step = _step(reading, first.end, removal.start)
    if step is None or re.search(words()["after_battle"], reading.text[first.end : removal.start]):
        return None  # no step said, or the removal told after the battle ended
    clause = _clause_start(reading.text, removal.start)
    card = _card_before(reading, removal, max(clause, step[2]))
    if card is None:
        return None
    attacked = first.concept in words()["attacked_by_opponent"]
    role = _role(reading, card, max(clause, step[2]), "opponent" if attacked else "self")
    if role is None:
        return None
    effect = str(words()["removals"][removal.concept])
    stat = _stat(reading, card, max(clause, step[2]))
    return Left(removal, effect, role, step[0], step[1], min(clause, step[2]), removal.end, attacked, stat)
