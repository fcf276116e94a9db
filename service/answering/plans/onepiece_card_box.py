"""A card a ONE PIECE CARD GAME question names (`Box`), the facts bound to it and the engine fields it states.

`onepiece_cards.cards` finds the cards and binds each stat, keyword, state and DON!! to one with `bind`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from service.answering.reading.model import Fact, Role
from service.answering.scenarios.onepiece_either import BASE_MARK

# a character's quoted restrictions (onepiece_restricted; the engine's CharacterSpec flags)
RESTRICTIONS = ("no_attack", "unblockable", "no_ko", "no_battle_ko", "no_effect_ko")
# the keywords the onepiece engine plays (scenario.Keyword)
ENGINE_KEYWORDS = frozenset(
    {"ブロッカー", "速攻", "ダブルアタック", "バニッシュ", "トリガー", "メイン", "カウンター", "KO時"}
)


@dataclass(slots=True)
class Box:
    """A card the question names: its noun fact and what is bound to it."""

    noun: Fact
    kind: str  # leader / character / stage / event
    owner: str | None
    stats: dict[str, int] = field(default_factory=dict)
    keywords: list[str] = field(default_factory=list)
    states: dict[str, bool] = field(default_factory=dict)  # rested → True / False (アクティブ)
    facts: list[Fact] = field(default_factory=list)
    again: list[Fact] = field(default_factory=list)  # earlier mentions of the same card (「その…」)

    @property
    def start(self) -> int:
        return self.noun.start

    def mentions(self) -> list[Fact]:
        return [*self.again, self.noun]

    def first(self) -> int:
        return min(m.start for m in self.mentions())

    def power(self) -> int | None:
        return self.stats.get("power")

    def don_included(self, text: str) -> bool:
        """「リーダーがドン!!込みパワー6000」: its power told with its DON!! — its battle power only in its
        owner's turn (6-5-5-2: a given DON!! adds +1000 only then)."""
        powers = [f for f in self.facts if f.role is Role.STAT and f.concept == "power"]
        return any(re.search(r"込み|含め", text[self.noun.end : f.start]) for f in powers)

    def don_in_power(self, text: str) -> bool:
        """「ドン!!1枚付けたパワー6000のリーダー」「キャラ(パワー5000、ドン!!2枚付き)」: DON!! and a power
        told of the card without saying whether the power includes them (6-5-5-2). Not so for DON!!
        given after the power was told (「パワー5000のリーダーにドン!!を2枚付けて」) or a printed
        power (「元々パワー5000」)."""
        power = next((f for f in self.facts if f.role is Role.STAT and f.concept == "power"), None)
        don = next((f for f in self.facts if f.concept == "don"), None)
        if power is None or don is None or BASE_MARK.search(text, max(0, power.start - 6), power.end):
            return False
        # told after the power in a clause of its own (a particle between): 「…のキャラが、ドン!!を1枚付けて」
        return don.start < power.start or not re.search(r"[にはがて。]", text[power.end : don.start])


def card_spec(box: Box, stats: tuple[str, ...]) -> dict[str, Any]:
    """The engine card fields `box` states: the named `stats`, the keywords the engine knows and
    the rested state (アクティブ is rested False)."""
    spec: dict[str, Any] = {name: box.stats[name] for name in stats if name in box.stats}
    keywords = [k for k in box.keywords if k in ENGINE_KEYWORDS]
    if keywords:
        spec["keywords"] = keywords
    if "rested" in box.states:
        spec["rested"] = box.states["rested"]
    if box.kind == "character":  # a restriction its quoted text states (onepiece_restricted)
        spec |= {k: True for k in RESTRICTIONS if box.states.get(k)}
        spec |= {"don_blocker": box.stats["don_blocker"]} if "don_blocker" in box.stats else {}
    return spec


def bind(box: Box, fact: Fact) -> None:
    """Bind `fact` to `box`: its stat, keyword or rested state, and its owner when the card has none."""
    if fact in box.facts:
        return
    box.facts.append(fact)
    # a keyword's or state's owner is the reader's nearest owner word (maybe a subject): not the card's
    if box.owner is None and fact.owner is not None and fact.role not in (Role.KEYWORD, Role.STATE):
        box.owner = fact.owner
    if fact.role is Role.STAT and isinstance(fact.value, int):
        box.stats.setdefault(fact.concept, fact.value)
    elif fact.role is Role.KEYWORD:
        name = fact.concept.strip("【】")
        if name not in box.keywords:
            box.keywords.append(name)
    elif fact.role is Role.STATE and fact.concept in ("rested", "active"):
        box.states.setdefault("rested", fact.concept == "rested")
    elif fact.role is Role.STATE and fact.concept in RESTRICTIONS:
        box.states[fact.concept] = True


def bound(boxes: list[Box]) -> set[Fact]:
    return {f for b in boxes for f in b.facts}


def gap(text: str, start: int, end: int, skip: list[Fact]) -> str:
    """The text between two spans without the spans of `skip` facts (owners, other modifiers)."""
    chars = list(text[start:end])
    for f in skip:
        for i in range(max(f.start, start), min(f.end, end)):
            chars[i - start] = ""
    return "".join(chars)
