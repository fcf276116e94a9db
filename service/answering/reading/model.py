"""What the reader found in a question: facts with the character span each came from.

A `Fact` is one thing the question states or asks (a card, a player's quantity, an action, a
modifier …); `Reading` is all of them plus the content words nothing explains. The planner decides,
per fact, whether the simulated scenario reflects it (`Status`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any


class Role(StrEnum):
    """What kind of fact a span states. Roles in `DECISIVE` can change a simulated outcome."""

    CARD = "card"  # リーダー, キャラ, フォロワー … (the noun; its facts hang on it)
    OWNER = "owner"  # 自分, 相手, 俺, 向こう
    QUANTITY = "quantity"  # a player's count: ライフ0, 手札3枚, 山札が空っぽ
    STAT = "stat"  # a card's number: パワー6000, 2/2, カラテ3
    KEYWORD = "keyword"  # 【守護】, ブロッカー
    STATE = "state"  # レスト, 寝てる, アクト, スタン
    MODIFIER = "modifier"  # 軽減, +2000, 無効, 1枚につき, できない
    ACTION = "action"  # アタック, ドロー, 出す, 進化, 対象に選ぶ
    TURN = "turn"  # 1ターン目, 先攻, 相手のターン
    ASK = "ask"  # what is asked: 勝ち?, できる?, 何枚?
    NEUTRAL = "neutral"  # filler and politeness: 教えて, ちなみに, ください
    TERM = "term"  # a rulebook term (from the glossary) with no value of its own here
    NUMBER = "number"  # a number no pattern explains


DECISIVE = frozenset({Role.QUANTITY, Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.ACTION,
                      Role.TURN, Role.NUMBER})  # fmt: skip

# a fact's owner seen from the other player (「相手の」 said inside the opponent's card text is the asker)
OTHER_OWNER = {"self": "opponent", "opponent": "self"}


class Status(StrEnum):
    USED = "used"  # the scenario reflects it
    APPLIED = "applied"  # the planner changed the scenario so that it does
    NEUTRAL = "neutral"  # changes nothing (filler, the asked form, a card noun, an owner word)
    NOT_MODELED = "not_modeled"  # the scenario does not reflect it


@dataclass(frozen=True, slots=True)
class Fact:
    """One span of the question read as `role` / `concept` (= value)."""

    start: int
    end: int
    text: str
    role: Role
    concept: str  # the engine-facing name: life, power, 守護, rested, reduce, attack, winner …
    value: int | str | None = None
    owner: str | None = None  # "self" / "opponent" / None (unsaid)
    negated: bool = False  # 「守護なし」「ブロックされない」
    why: str = ""  # the lexicon entry's reason (hand entries) or its source

    @property
    def decisive(self) -> bool:
        return self.role in DECISIVE

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "span": [self.start, self.end],
            "text": self.text,
            "role": self.role.value,
            "concept": self.concept,
            "value": self.value,
        }
        if self.owner is not None:
            out["owner"] = self.owner
        if self.negated:
            out["negated"] = True
        return out


@dataclass(frozen=True, slots=True)
class Reading:
    """A question read into facts. `unread` are content words no lexicon entry explains."""

    text: str
    game: str | None
    facts: tuple[Fact, ...]
    unread: tuple[tuple[int, int, str], ...] = ()
    parser: str = "regex"  # "ginza" when the dependency parse was used

    def of(self, *roles: Role) -> tuple[Fact, ...]:
        return tuple(f for f in self.facts if f.role in roles)

    def asks(self) -> tuple[Fact, ...]:
        return self.of(Role.ASK)


@dataclass(frozen=True, slots=True)
class Accounted:
    """A fact and whether the simulated scenario reflects it; `field` names the scenario field."""

    fact: Fact
    status: Status
    field: str = ""
    note: str = ""

    def unmodeled(self, note: str) -> Accounted:
        """This fact as not reproduced by the scenario (no field holds it), saying why."""
        return replace(self, status=Status.NOT_MODELED, field="", note=note)

    def to_json(self) -> dict[str, Any]:
        out = self.fact.to_json()
        out["status"] = self.status.value
        if self.field:
            out["field"] = self.field
        if self.note:
            out["note"] = self.note
        return out


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the question asks and whether a simulated answer to it is stated."""

    asks: str  # winner, can, number, destroyed, damage, outcome (what happens), side (whose zone)
    value: Any = None
    stated: bool = False
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"asks": self.asks, "value": self.value, "stated": self.stated, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Accounting:
    """Every fact's status, the assumptions the builder made, and the verdict."""

    reading: Reading
    facts: tuple[Accounted, ...] = ()
    assumptions: tuple[str, ...] = ()
    verdict: Verdict = field(default_factory=lambda: Verdict("outcome"))

    @property
    def not_modeled(self) -> tuple[Accounted, ...]:
        return tuple(a for a in self.facts if a.status is Status.NOT_MODELED and a.fact.decisive)

    def to_json(self) -> dict[str, Any]:
        return {
            "parser": self.reading.parser,
            "facts": [a.to_json() for a in self.facts],
            "not_modeled": [a.to_json() for a in self.not_modeled],
            "unread": [{"span": [s, e], "text": t} for s, e, t in self.reading.unread],
            "assumptions": list(self.assumptions),
        }


def asked_action(reading: Reading) -> Fact | None:
    """The action a 「できる?」 is about: the last action before the ask."""
    ask = next((f for f in reading.asks() if f.concept == "can"), None)
    if ask is None:
        return None
    actions = [f for f in reading.of(Role.ACTION) if f.start <= ask.start]
    return actions[-1] if actions else None
