"""The effect vocabulary every game's scenarios share: the printed effects players describe.

An effect is JSON in a scenario, either resolved now as a scenario action
(``{"type": "effect", "effect": "damage", "amount": 3, "target": {"player": "player2"}}``) or printed on
a card and resolved when its timing comes (``"effects": [{"timing": "last_word", "effect": "draw", …}]``).
Each game maps the vocabulary onto its own rules and cites its own clauses; a kind or timing a game
does not have is refused as ``InvalidScenario`` naming the field, never approximated.

Kinds (``effect``):
  draw            — the target player draws ``amount`` cards (one at a time).
  damage          — ``amount`` damage to the target(s); ``divide`` splits it among ``targets``.
  reduce_damage   — the next damage to the target is reduced by ``amount`` (``"all"``: prevented).
  modify          — add ``stats`` (e.g. ``{"attack": 2, "health": 2}``, onepiece ``{"power": -2000}``)
                    until ``duration`` ends.
  destroy         — destroy / KO the target (破壊 / KO).
  return_to_hand  — return the target to its owner's hand.
  banish          — 消滅 / banish: the card leaves play without being destroyed.
  trash           — the target is put into its owner's discard zone by an instruction that is not the
                    game's destroy: onepiece 「トラッシュに置く」 (no KO, 10-2-1-3), kiseki 「即死させる」
                    (1317.1, not 破壊 1317.2); a protection against the destroy does not stop it.
  gain_keyword / lose_keyword — the target gains or loses ``keyword`` until ``duration`` ends.
  stun            — stun the target (kiseki スタン 1306; games without the state refuse it).
  discard         — the target player (default: the controller) discards ``amount`` cards from the hand
                    (``"all"``: the whole hand); with fewer cards, as many as there are (the game's
                    partial-execution clause) — which cards is not chosen here (counts only).
  choose          — only chooses the target (with ``select``: checks its condition); what the text does
                    to it next is not run (onepiece only; the other games refuse it).
  mill            — the target player (default: the controller) puts the top ``amount`` cards of the deck
                    into the graveyard (sve 5.4.1; fewer there, as many as there are, 1.3.2).

Steps of one text: ``cost`` marks a discard that is the cost of the next step (「…捨ててもよい。
そうしたなら、…」, kiseki 1203.6, ninjaslayer 1203.7): done only when it can be done whole (1203.2);
``if_done`` marks a step that runs only when the step before it was done (`service.engine.discarding`);
``declined`` a cost its player chooses not to pay (the 「…てもよい」 is optional: 1203.6 / 1203.7).

Selection (``select``): the condition the text puts on what it chooses (「元々のパワー5000以下の相手のキャラ
1枚をKOする」): the chosen card's ``kind``, a ``stat`` compared with ``value`` (``printed``: the value
printed on the card — 元々/元の —, else its current value), a ``trait`` it must have, or ``no_text`` (a
card printed without text). A game checks it when the target is chosen and refuses a card that does not
meet it (an illegal action citing its clauses); a game that does not model it refuses the field.

Targets: exactly one of ``card`` (a card id), ``player`` (that player, or in leader games their leader)
or ``all`` (every card in play of that player, filtered by ``kind``). With ``all``, ``scope`` says
whether the effect applies to the cards there when it resolves (``snapshot``, e.g. ninjaslayer 1213.6)
or also to cards that arrive later while it lasts (``continuous``).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from service.engine.core import PLAYERS
from service.engine.errors import InvalidScenario

PlayerName = Literal["player1", "player2"]


class EffectKind(StrEnum):
    DRAW = "draw"
    DAMAGE = "damage"
    REDUCE_DAMAGE = "reduce_damage"
    MODIFY = "modify"
    DESTROY = "destroy"
    RETURN_TO_HAND = "return_to_hand"
    BANISH = "banish"
    TRASH = "trash"
    GAIN_KEYWORD = "gain_keyword"
    LOSE_KEYWORD = "lose_keyword"
    STUN = "stun"
    DISCARD = "discard"
    MILL = "mill"
    CHOOSE = "choose"


class Timing(StrEnum):
    """When a printed effect resolves. ``now``: at the point the scenario lists it."""

    NOW = "now"
    FANFARE = "fanfare"  # sve ファンファーレ: when the card is played onto the field
    LAST_WORD = "last_word"  # sve ラストワード: when the card is destroyed (not when banished, 消滅)
    TRIGGER = "trigger"  # onepiece 【トリガー】: when the card is revealed from life by damage
    ON_PLAY = "on_play"  # onepiece 【登場時】
    ON_KO = "on_ko"  # onepiece 【KO時】: when the character is KO'd (10-2-1-3), no other way to the trash
    KOTODAMA = "kotodama"  # ninjaslayer コトダマ: a response
    ARTS = "arts"  # kiseki アーツ
    # a character's / UNIT's printed triggered ability: ninjaslayer 「これがエントリーした時、」 (1209.1,
    # 1204.2k), kiseki 「これが場に出た時、」 (1211.1, 1322.1a)
    ENTERED = "entered"
    DESTROYED = "destroyed"  # kiseki 「これが破壊された時、」: 破壊 (1317.2) — not 即死 (1317.1)
    # kiseki 「これが軌跡に置かれた時、」 / ninjaslayer 「これがオヒガンに置かれた時、」: the card moved from
    # the field into its owner's pile by any instruction (即死 1317.1, 破壊 1317.2, 殺す 1311.1) — not
    # removed from the game (1330.1, 1324.1) nor returned to the hand
    TO_PILE = "to_pile"
    KILLED = (
        "killed"  # ninjaslayer 「これが殺された時、」: the character put into the オヒガン by 殺す (1311.1)
    )


class Duration(StrEnum):
    END_OF_TURN = "end_of_turn"  # 「ターン終了時まで」
    PERMANENT = "permanent"  # while the card stays where it is


class Scope(StrEnum):
    SNAPSHOT = "snapshot"  # the cards there when the effect resolved (ninjaslayer 1213.6)
    CONTINUOUS = "continuous"  # also cards that arrive later while it lasts


class _Model(BaseModel):
    # strict like every scenario model: a JSON true is not the number 1
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Target(_Model):
    """Exactly one of `card`, `player`, `all`."""

    card: str | None = Field(default=None, max_length=64, description="a card id")
    player: PlayerName | None = Field(default=None, description="that player (leader games: their leader)")
    all: PlayerName | Literal["both"] | None = Field(
        default=None, description="every card in play of that player (「自分の〜全て」)"
    )
    kind: str | None = Field(
        default=None, max_length=32, description="with `all`: only cards of this kind (follower, character …)"
    )
    left: bool = Field(
        default=False,
        description=(
            "with `card`: the card the text chose has left play before the text resolves — the text does "
            "nothing to it and does the rest (each game cites its clause: kiseki / ninjaslayer 1205.1a, "
            "sve 1.3.2, onepiece 8-4-4-1 / 1-3-2); the id need not be in any zone"
        ),
    )

    @model_validator(mode="after")
    def _one(self) -> Self:
        chosen = [v for v in (self.card, self.player, self.all) if v is not None]
        if len(chosen) != 1:
            raise ValueError("a target names exactly one of card, player, all")
        if self.kind is not None and self.all is None:
            raise ValueError("kind filters an `all` target only")
        if self.left and self.card is None:
            raise ValueError("left marks a chosen card (`card`) only")
        return self

    def owners(self) -> tuple[str, ...]:
        """Whose cards an `all` target covers (both players for ``both``; none without `all`)."""
        if self.all is None:
            return ()
        return PLAYERS if self.all == "both" else (self.all,)


class Selection(_Model):
    """What a chosen card must be (see the module docstring): every field given must hold."""

    kind: str | None = Field(default=None, max_length=32, description="character, leader, follower …")
    stat: str | None = Field(default=None, max_length=32, description="power, cost, attack …")
    printed: bool = Field(default=False, description="compare the printed value (元々/元の), not the current")
    compare: Literal["<=", ">=", "<", ">", "=="] | None = Field(default=None, description="with `value`")
    value: Annotated[int, Field(ge=-100_000, le=100_000)] | None = Field(
        default=None, description="with `stat`"
    )
    trait: str | None = Field(default=None, max_length=64, description="a trait (特徴) the card must have")
    no_text: bool = Field(default=False, description="「元々の効果のない」: a card printed without text")

    @model_validator(mode="after")
    def _paired(self) -> Self:
        if (self.stat is None) != (self.compare is None) or (self.stat is None) != (self.value is None):
            raise ValueError("stat, compare and value come together")
        return self


MAX_AMOUNT = 1000  # cards drawn, damage dealt or prevented by one effect
MAX_STAT_DELTA = 100_000  # a printed stat change (onepiece power moves in thousands)


class Effect(_Model):
    """One printed effect. Which fields matter depends on `effect` (see the module docstring)."""

    # enums accept their string values (strict mode alone would want enum instances from Python)
    effect: EffectKind = Field(strict=False)
    timing: Timing = Field(default=Timing.NOW, strict=False, description="when it resolves")
    # every integer published with a maximum (tests/service/test_hardening.py checks the schema)
    amount: Annotated[int, Field(ge=0, le=MAX_AMOUNT)] | Literal["all"] | None = Field(
        default=None, description="draw/damage/discard: N ≥ 0; reduce_damage, discard: N or 'all'"
    )
    target: Target | None = Field(default=None, description="one target")
    targets: list[Target] = Field(default_factory=list, max_length=12, description="several targets at once")
    divide: list[Annotated[int, Field(ge=0, le=MAX_AMOUNT)]] | None = Field(
        default=None, max_length=12, description="damage: the amount each of `targets` takes (sums to amount)"
    )
    stats: dict[str, Annotated[int, Field(ge=-MAX_STAT_DELTA, le=MAX_STAT_DELTA)]] = Field(
        default_factory=dict, max_length=4, description="modify: stat deltas"
    )
    keyword: str | None = Field(default=None, max_length=32, description="gain_keyword / lose_keyword")
    duration: Duration = Field(default=Duration.END_OF_TURN, strict=False)
    scope: Scope = Field(
        default=Scope.SNAPSHOT, strict=False, description="with an `all` target: now vs continuously"
    )
    select: Selection | None = Field(default=None, description="the condition the chosen target must meet")
    source: str | None = Field(default=None, max_length=64, description="the card whose effect it is")
    controller: PlayerName | None = Field(
        default=None, description="who controls it (default: the source's owner or the turn player)"
    )
    cost: bool = Field(default=False, description="discard: the cost of the next step (done only whole)")
    if_done: bool = Field(default=False, description="runs only if the step before was done (そうしたなら)")
    declined: bool = Field(
        default=False, description="cost: its player chooses not to pay it (the step after it is not done)"
    )

    @model_validator(mode="after")
    def _shape(self) -> Self:
        kind = self.effect
        if isinstance(self.amount, int) and not 0 <= self.amount <= 1000:
            raise ValueError("amount must be between 0 and 1000")
        if self.amount == "all" and kind not in (EffectKind.REDUCE_DAMAGE, EffectKind.DISCARD):
            raise ValueError("amount 'all' is for reduce_damage and discard only")
        if kind in (EffectKind.DISCARD, EffectKind.MILL) and any(
            t.player is None for t in self.all_targets()
        ):
            raise ValueError(f"{kind.value} targets players (whose hand or deck), not cards")
        if kind is EffectKind.MILL and not isinstance(self.amount, int):
            raise ValueError("mill needs a number of cards")
        if self.cost and kind is not EffectKind.DISCARD:
            raise ValueError("cost marks a discard only")
        if self.declined and not self.cost:
            raise ValueError("declined marks a cost only")
        amounted = (
            EffectKind.DRAW,
            EffectKind.DAMAGE,
            EffectKind.REDUCE_DAMAGE,
            EffectKind.DISCARD,
            EffectKind.MILL,
        )
        if kind in amounted and self.amount is None:
            raise ValueError(f"{kind.value} needs an amount")
        if (
            kind not in (EffectKind.DRAW, EffectKind.DISCARD, EffectKind.MILL)
            and self.target is None
            and not self.targets
        ):
            raise ValueError(f"{kind.value} needs a target or targets")
        if self.target is not None and self.targets:
            raise ValueError("give target or targets, not both")
        if self.divide is not None:
            if kind is not EffectKind.DAMAGE or len(self.divide) != len(self.targets):
                raise ValueError("divide gives one amount per damage target")
            if any(d < 0 for d in self.divide) or sum(self.divide) != self.amount:
                raise ValueError("divide amounts are ≥ 0 and sum to amount")
        if kind is EffectKind.MODIFY and not self.stats:
            raise ValueError("modify needs stats")
        if kind in (EffectKind.GAIN_KEYWORD, EffectKind.LOSE_KEYWORD) and not self.keyword:
            raise ValueError(f"{kind.value} needs a keyword")
        return self

    def all_targets(self) -> list[Target]:
        return [self.target] if self.target is not None else list(self.targets)

    def drawers(self, controller: str) -> list[str]:
        """Who a draw effect makes draw: the players it targets, or its `controller` when it names none."""
        return [t.player for t in self.all_targets() if t.player] or [controller]

    def count(self) -> int:
        """The numeric amount (0 when absent; 'all' is not a count)."""
        return self.amount if isinstance(self.amount, int) else 0


class EffectAction(Effect):
    """A scenario action that resolves an effect now: ``{"type": "effect", "effect": …}``."""

    type: Literal["effect"]
    same_text: bool = Field(
        default=False,
        description=(
            "a later step of the text the action before it began (「…を破壊する。その後、カードを1枚引く」): "
            "when the rules refused that action — the text could not be used — this step is not run either"
        ),
    )

    def as_effect(self) -> Effect:
        return Effect.model_validate(self.model_dump(mode="json", exclude={"type", "same_text"}))


def unsupported(game: str, effect: Effect, what: str) -> InvalidScenario:
    """The error a game raises for a kind, timing or target it does not model (never approximated)."""
    return InvalidScenario(f"effect.{what}", f"{game}: {what} {_describe(effect, what)} is not modelled")


def _describe(effect: Effect, what: str) -> str:
    value = getattr(effect, what, None)
    return repr(value.value if isinstance(value, StrEnum) else value)


Effects = Annotated[list[Effect], Field(max_length=8)]


def effects_field(description: str) -> Any:
    """``effects: Effects = effects_field("…")``: printed effects, none by default, at most 8."""
    return Field(default_factory=list, max_length=8, description=description)


__all__ = [
    "Duration",
    "Effect",
    "EffectAction",
    "EffectKind",
    "Effects",
    "Scope",
    "Selection",
    "Target",
    "Timing",
    "unsupported",
]
