"""Shadowverse Evolve scenario schema: the position (players, hand, field, decks) and the actions.

Validated at the edge (pydantic, strict); `scenario.py` builds the game from it and runs the actions.
Every integer field has a maximum (tests/service/test_hardening.py).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.choice_count import ChooseAction
from service.engine.effects import Effect, EffectAction, Effects, effects_field
from service.engine.layers import ChangeSpec
from service.engine.ordering import OrderAction
from service.engine.scenario import ScenarioBase
from service.engine.sve import boost as boosts
from service.engine.sve.activate import ActivateAction
from service.engine.sve.deck import DeckAction
from service.engine.sve.loop import LoopAction
from service.engine.sve.rules import LEADER_HEALTH, PP_MAX_CAP

Keyword = Literal["守護", "疾走", "突進", "指定攻撃", "威圧", "ドレイン", "必殺", "オーラ", "クイック"]


class _Model(BaseModel):
    # strict: a JSON true is not the number 1, nor "3" the number 3 (the schema says integer)
    model_config = ConfigDict(extra="forbid", strict=True)


class CardSpec(_Model):
    """A card in hand or deck."""

    id: str | None = Field(default=None, description="actions refer to the card by this id")
    name: str | None = Field(default=None, description="card name (default: the id)")
    kind: Literal["follower", "amulet", "spell"] = Field(default="follower", description="種類")
    cost: int = Field(default=1, ge=0, le=20, description="コスト (PP)")
    cost_change: int = Field(default=0, ge=-20, le=20, description="「コスト-3」: PP paid (10.4.4.1)")
    cost_set: int | None = Field(
        default=None,
        ge=0,
        le=20,
        description="「コストは2になる」: the PP paid set to a value, applied before cost_change (10.10.2.4)",
    )
    attack: int = Field(default=1, ge=-1000, le=1000, description="攻撃力 (followers)")
    health: int = Field(default=1, ge=-1000, le=1000, description="体力 (followers)")
    keywords: list[Keyword] = Field(default_factory=list)
    damage: int = Field(
        default=0, ge=0, le=1000, description="to the opponent's leader (spell; ファンファーレ)"
    )
    per: int = Field(default=0, ge=0, le=200, description="damage is per this many graveyard cards (5.28)")
    draw: int = Field(default=0, ge=0, le=60, description="spells: cards drawn after the damage (5.9.2)")
    combo: int = Field(default=0, ge=0, le=60, description="【コンボ N】: N (13.2.1; 0 = none)")
    spell_chain: int = Field(default=0, ge=0, le=60, description="【スペルチェイン N】: N (13.3.1)")
    necro_charge: int = Field(default=0, ge=0, le=200, description="【ネクロチャージ N】: N (13.5.1)")
    effects: Effects = effects_field(
        "printed effects (service/engine/effects.py): spells `now`, followers and amulets "
        "`fanfare` (ファンファーレ) / `last_word` (ラストワード)"
    )
    chooses: Literal["opponent", "self", "both"] | None = Field(
        default=None,
        description="spells: 「(whose)フォロワー1体を選ぶ」 — the one follower of that side the spell "
        "chooses as it is played (10.6.2.3); with none there it may choose, the play is refused "
        "(10.6.2.3.3, 10.6.2.1.2)",
    )


class EvolveSpec(_Model):
    """An evolve card (エボルヴ). `cost` is the cost of evolving with it (12.2)."""

    id: str | None = None
    name: str = Field(description="must equal the follower's name (12.2.2.1)")
    cost: int = Field(default=2, ge=0, le=20)
    attack: int = Field(default=3, ge=-1000, le=1000)
    health: int = Field(default=3, ge=-1000, le=1000)
    keywords: list[Keyword] = Field(default_factory=list)


class ReplacementSpec(_Model):
    """A replacement a field card has (10.2.1.3.1): when it would be destroyed, this is done instead."""

    replaces: Literal["destroy"] = Field(default="destroy", description="置換される事象: 破壊 (5.5.1)")
    instead: Literal["hand", "banished"] = Field(
        description="代わりに行う事象: オーナーの手札に戻る (5.4.1) / 消滅する (5.6.1)"
    )


class FieldSpec(_Model):
    """A follower or amulet on the field (場)."""

    id: str | None = None
    name: str | None = None
    kind: Literal["follower", "amulet"] = "follower"
    cost: int = Field(default=1, ge=0, le=20)
    attack: int = Field(default=1, ge=-1000, le=1000, description="攻撃力")
    health: int = Field(default=1, ge=-1000, le=1000, description="printed 体力")
    damage: int = Field(default=0, ge=0, le=1000, description="damage already taken")
    keywords: list[Keyword] = Field(default_factory=list)
    acted: bool = Field(default=False, description="アクト状態 (default スタンド)")
    summoning_sick: bool = Field(default=False, description="came into play this turn (8.4.2.1)")
    effects: Effects = effects_field("printed effects: `last_word` (ラストワード) …")
    changes: list[ChangeSpec] = Field(
        default_factory=list,
        max_length=8,
        description="効果で受けている数値の変更 (attack / health、+N または「N にする」) を始まった順に "
        "(10.9.1.4、10.9.1.6)",
    )
    # restrictions its text states (1.3.1 the text wins; 1.3.3 a prohibition wins; sve/restrictions.py)
    no_attack: bool = Field(default=False, description="「このフォロワーは攻撃できない」 (8.4.2)")
    indestructible: bool = Field(default=False, description="「このフォロワーは破壊されない」 (11.3, 5.5.1)")
    no_ability_destroy: bool = Field(
        default=False, description="「このフォロワーは能力で破壊されない」: not by 【必殺】 (11.3.2.1)"
    )
    replacements: list[ReplacementSpec] = Field(
        default_factory=list,
        max_length=4,
        description="受けている置換効果 (10.2.1.3.1)、影響を受けるプレイヤーが選ぶ順に (10.10.2.2): "
        "元の事象はまったく発生しなかったことになり (10.10.1.1)、各1回のみ (10.10.2.3)",
    )


class PlayerSpec(_Model):
    health: int = Field(default=LEADER_HEALTH, ge=-1000, le=1000, description="leader 体力 (2.8.3.1)")
    pp_max: int | None = Field(default=None, ge=0, le=PP_MAX_CAP, description="default: from the turn number")
    pp: int | None = Field(
        default=None, ge=0, le=PP_MAX_CAP, description="default: PP max for player1, 0 for player2"
    )
    ep: int | None = Field(
        default=None, ge=0, le=20, description="default: 0 first player, 3 second (6.2.1.10)"
    )
    deck: int = Field(default=30, ge=0, le=200, description="cards in the deck")
    deck_cards: list[CardSpec] = Field(default_factory=list, description="top deck cards, top first")
    hand: list[CardSpec] = Field(default_factory=list)
    field: list[FieldSpec] = Field(default_factory=list, description="at most 5 (4.4.4.1)")
    graveyard: int = Field(default=0, ge=0, le=200, description="cards in the graveyard (墓場)")
    graveyard_spells: int = Field(default=0, ge=0, le=200, description="and spells there (13.3.1)")
    played: int = Field(default=0, ge=0, le=60, description="cards played this turn already (13.2.1.3)")
    boost: boosts.BoostSpec | None = Field(default=None, description="damage its cards deal raised (5.13.3)")
    evolve_deck: list[EvolveSpec] = Field(default_factory=list)


class PlayAction(_Model):
    type: Literal["play"]
    card: str
    player: Literal["player1", "player2"] | None = Field(
        default=None,
        description="who plays it (default: the turn player); the non-turn player is refused (7.3.3, 12.3.4)",
    )
    act: bool = Field(default=False, description="【守護】 only: put it onto the field acted (12.8.2)")


class EvolveAction(_Model):
    type: Literal["evolve"]
    card: str = Field(description="follower on the field")
    use_ep: bool | None = Field(
        default=None, description="pay 1 of the cost with EP (12.2.3); default: if EP left"
    )
    ep: int | None = Field(
        default=None,
        ge=0,
        le=100,
        description="the EP points the player pays toward the cost, as told (12.2.3 allows 1: more is "
        "refused); sets use_ep",
    )
    by_effect: bool = Field(
        default=False,
        description="evolved by a card's effect (5.15.1.1), not by playing its evolve ability: no cost, "
        "not limited nor counted by 8.3.2's once a turn",
    )


class AttackAction(_Model):
    type: Literal["attack"]
    attacker: str
    target: str = Field(default="leader", description="'leader' or an acted follower id")
    if_able: bool = Field(
        default=False,
        description="skip the attack if it is not allowed (a cannot_attack event cites why) instead of "
        "rejecting the scenario: 「全員で殴る」 with some followers unable to attack",
    )
    quick: list[str] = Field(
        default_factory=list,
        max_length=5,
        description="the defending player's 【クイック】 hand cards played after the attack (8.4.7)",
    )


class EndTurnAction(_Model):
    type: Literal["end_turn"]
    guard: list[str] = Field(default_factory=list, description="【守護】 followers to act (7.4.3)")
    discard: list[str] | None = Field(default=None, description="cards to discard (default: newest)")
    last: bool = Field(default=False, description="the run stops as the turn ends (7.4.9); the last action")
    quick: list[PlayAction] = Field(
        default_factory=list, max_length=5, description="the non-turn player's plays at 7.4.5"
    )


class DrawAction(_Model):
    """A card effect 「カードをN枚引く」 (5.9.2), resolved now; 'both' players draw at once (1.3.4.1)."""

    type: Literal["draw"]
    player: Literal["player1", "player2", "both"] = "player1"
    count: int = Field(default=1, ge=1, le=60)
    up_to: bool = Field(
        default=False, description="「N枚まで引く」 (5.9.3): the player may end it before a draw"
    )
    stop_after: int | None = Field(
        default=None, ge=0, le=60, description="up_to only: the cards drawn when the player ends it (5.9.3.1)"
    )


class ResolveAction(_Model):
    """A card's text of several effects (「…3ダメージを与える。その後、…体力を4増加する」) carried out in
    printed order in one resolution (10.6.2.8.2); rule processing waits for the check timing after it
    (11.1.2), so a 体力 at 0 or less in between destroys or defeats nothing by itself."""

    type: Literal["resolve"]
    controller: Literal["player1", "player2"] | None = Field(default=None, description="default: turn player")
    effects: list[Effect] = Field(min_length=1, max_length=6, description="timing now, in printed order")


class DamageAction(_Model):
    """A card effect 「(数値)ダメージを与える」 (5.13.1) to several targets at once."""

    type: Literal["damage"]
    amount: int = Field(ge=1, le=1000)
    targets: list[str] = Field(
        min_length=1,
        max_length=12,
        description="'player1'/'player2' (that player's leader) or field card ids",
    )


class RecoverPPAction(_Model):
    """A card effect 「PPをN回復する」 (5.14.1), capped at PP max (5.14.1.1)."""

    type: Literal["recover_pp"]
    player: Literal["player1", "player2"] = "player1"
    amount: int = Field(ge=1, le=PP_MAX_CAP)


class TokensAction(_Model):
    """A card effect 「『name』をN体出す」 (5.4.2.1): tokens onto the field, as many as fit (4.4.4.2)."""

    type: Literal["tokens"]
    player: Literal["player1", "player2"] = "player1"
    count: int = Field(ge=1, le=10)
    name: str = "トークン"
    kind: Literal["follower", "amulet"] = "follower"
    attack: int = Field(default=1, ge=0, le=1000)
    health: int = Field(default=1, ge=1, le=1000)


class MillAction(_Model):
    """A card effect 「デッキの上からN枚を墓場に置く」 (5.4.1): no draw (11.2.2)."""

    type: Literal["mill"]
    player: Literal["player1", "player2"] = "player1"
    count: int = Field(ge=1, le=60)


class StealAction(_Model):
    """A card effect 「相手の場のフォロワーを奪う」 (5.21.1): `player` becomes the card's master this turn."""

    type: Literal["steal"]
    player: Literal["player1", "player2"] = "player1"
    card: str = Field(max_length=60, description="the other player's field card")


class WinBattleAction(_Model):
    """A card effect 「(player)はバトルに勝利する」 (5.22.1): every other player loses at once."""

    type: Literal["win_battle"]
    player: Literal["player1", "player2"] = "player1"


class AwakenedAction(_Model):
    """Whether `player` is 【覚醒】 now (13.4.1.1: it refers to the current PP max; 13.4.1.2: 7 or more).
    A look at the position: it changes nothing, the run records what it found."""

    type: Literal["awakened"]
    player: Literal["player1", "player2"] = "player1"
    card: str | None = Field(
        default=None,
        max_length=60,
        description="a field card of `player` whose 永続能力 「【覚醒】状態なら、このフォロワーは攻撃力+N」 "
        "applies while 【覚醒】 (10.1.1.3): `stat` +`amount` when the look finds it so",
    )
    stat: Literal["attack", "health"] = "attack"
    amount: int = Field(default=0, ge=0, le=1000)


class ExtraTurnAction(_Model):
    """A card effect 「(player)は追加ターンを行なう」, `count` times (5.27.1): each instruction gives one
    turn of `player`, carried out before the turn that would come next, latest first (5.27.1.1)."""

    type: Literal["extra_turn"]
    player: Literal["player1", "player2"] = "player1"
    count: int = Field(default=1, ge=1, le=10)


class ConcedeAction(_Model):
    """投了 (1.2.3): any player, at any time."""

    type: Literal["concede"]
    player: Literal["player1", "player2"] = "player1"


class MulliganAction(_Model):
    """引き直し (6.2.1.8) in a scenario starting at phase 'setup': whether `player` returns its hand to the
    bottom of its deck and draws 4 again; the first player chooses first, each once."""

    type: Literal["mulligan"]
    player: Literal["player1", "player2"] = "player1"
    redraw: bool = True


ScenarioAction = Annotated[
    PlayAction
    | ActivateAction
    | EvolveAction
    | AttackAction
    | EndTurnAction
    | DrawAction
    | DamageAction
    | RecoverPPAction
    | TokensAction
    | EffectAction
    | ResolveAction
    | MillAction
    | StealAction
    | WinBattleAction
    | DeckAction
    | LoopAction
    | OrderAction
    | ChooseAction
    | AwakenedAction
    | ExtraTurnAction
    | ConcedeAction
    | MulliganAction,
    Field(discriminator="type"),
]


class SveScenario(ScenarioBase):
    """A Shadowverse Evolve position; player1 is the turn player."""

    turn: int = Field(
        default=3, ge=1, le=200, description="game turn number (turn 1 is the first player's first)"
    )
    phase: Literal["main", "start", "setup"] = Field(
        default="main",
        description="'start' begins at the start phase; 'setup' (turn 1 only) before the game: each player "
        "moves 4 cards from its deck to its hand (6.2.1.7), then the mulligan actions (6.2.1.8) and the "
        "first turn (6.2.1.9-6.2.1.12)",
    )
    turn_player: Literal["player1", "player2"] = Field(
        default="player1",
        description="the player whose main phase the run starts in; 'player2' (phase 'main' only) starts in "
        "the turn before player1's, so an effect of that turn is scripted and then ends with it (7.4.8)",
    )
    player1: PlayerSpec = Field(default_factory=lambda: PlayerSpec())
    player2: PlayerSpec = Field(default_factory=lambda: PlayerSpec())
    actions: list[ScenarioAction] = Field(default_factory=list)
