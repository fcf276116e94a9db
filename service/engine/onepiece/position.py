"""ONE PIECE CARD GAME scenario positions: the card, character, leader, stage and player specs, and
their placement in a new game (a partial position: only what matters; the rest is filler cards).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from service.engine.core import Card
from service.engine.effects import Effects, Timing, effects_field
from service.engine.errors import InvalidScenario
from service.engine.onepiece import printed
from service.engine.onepiece.game import OnePieceGame
from service.engine.onepiece.rules import CHARACTER_LIMIT, DON_DECK_SIZE, R_ZERO_LIFE_TOLD, TOLD_HIT

KO_TIMING = "KO時"
# a character's restrictions its text states, held as card flags (`restrictions`)
RESTRICTIONS = ("no_attack", "unblockable", "no_ko", "no_battle_ko", "no_effect_ko", "no_opponent_effect_ko")

# 「KO時」: a card with a 【KO時】 effect (its text is not modelled; 10-2-1-3 says when it is activated);
# 「起動メイン」「ターン1回」「ドン!!×N」: its 【起動メイン】 effect and that effect's keywords (activate.py);
# 「アタック時」: a 【アタック時】 effect, its 【ドン!!×N】 condition checked at the attack (attack_time.py)
Keyword = Literal[
    "ブロッカー", "速攻", "ダブルアタック", "バニッシュ", "トリガー", "メイン", "カウンター", "KO時",
    "起動メイン", "ターン1回", "アタック時",
] | Annotated[str, StringConstraints(pattern=r"^ドン!!×[0-9]{1,2}$")]  # fmt: skip


class StrictModel(BaseModel):
    # strict: a JSON true is not the number 1, nor "3" the number 3 (the schema says integer)
    model_config = ConfigDict(extra="forbid", strict=True)


class CardSpec(StrictModel):
    """A card in hand, deck or life."""

    id: str | None = Field(
        default=None, description="actions refer to the card by this id (default: generated)"
    )
    name: str | None = Field(default=None, description="card name (default: the id)")
    kind: Literal["character", "event", "stage"] = Field(default="character", description="カード種類")
    cost: int = Field(default=1, ge=0, le=20, description="コスト")
    power: int = Field(default=1000, ge=-100_000, le=100_000, description="パワー (characters)")
    counter: int = Field(default=0, ge=0, le=100_000, description="(アイコン)カウンター value (characters)")
    boost: int = Field(
        default=0, ge=0, le=100_000, description="power a 【カウンター】 event gives for the battle"
    )
    keywords: list[Keyword] = Field(default_factory=list, description="keywords the card has")
    effects: Effects = effects_field("printed effects; on a life card: `trigger` (【トリガー】)")


class CharacterSpec(StrictModel):
    """A character in the character area."""

    id: str | None = Field(default=None, description="id for actions (default: generated)")
    name: str | None = None
    power: int = Field(default=5000, ge=-100_000, le=100_000, description="printed power")
    cost: int = Field(default=1, ge=0, le=20)
    counter: int = Field(default=0, ge=0, le=100_000)
    keywords: list[Keyword] = Field(default_factory=list)
    owned_by: Literal["player1", "player2"] | None = Field(
        default=None,
        description="its 持ち主 (4-2-1-1: the original owner) when a card effect put it in another player's "
        "character area; leaving the field it goes to its 持ち主's zone (10-2-1-2 KO to the 持ち主's trash)",
    )
    rested: bool = Field(default=False, description="レスト (default アクティブ)")
    don: int = Field(default=0, ge=0, le=10, description="DON!! cards attached (付与)")
    summoning_sick: bool = Field(
        default=False, description="played this turn (3-7-4); default: played earlier"
    )
    effects: Effects = effects_field("printed effects: `on_ko` (【KO時】, with the keyword KO時) only")
    # restrictions its text states (1-3-1: the text wins over the rules; 1-3-3: a prohibition wins)
    no_attack: bool = Field(default=False, description="「このキャラはアタックできない」 (1-3-1)")
    unblockable: bool = Field(default=False, description="「このキャラはブロックされない」 (1-3-1)")
    no_ko: bool = Field(default=False, description="「このキャラはKOされない」: no KO at all (10-2-1-3)")
    no_battle_ko: bool = Field(default=False, description="「バトルでKOされない」 (7-1-4-1-2, 10-2-1-3)")
    no_effect_ko: bool = Field(default=False, description="「効果でKOされない」 (10-2-1-2, 10-2-1-3)")
    no_opponent_effect_ko: bool = Field(
        default=False,
        description="「相手の効果でKOされない」: no KO by its owner's opponent's effect (10-2-1-3)",
    )
    # 「【ドン!!×N】このキャラは【ブロッカー】を得る」: N (10-2-9-1; 0 none)
    don_blocker: int = Field(default=0, ge=0, le=10, description="【ブロッカー】 while N DON!! are given")
    # what a text's selection condition looks at (`selection`): its traits, a cost an effect changed
    traits: list[Annotated[str, StringConstraints(max_length=32)]] = Field(
        default_factory=list, max_length=8, description="特徴 (2-4-2: 「A/B」 is two traits)"
    )
    cost_change: int = Field(
        default=0, ge=-20, le=20, description="its cost changed by an effect (below 0 counts as 0, 1-3-6)"
    )
    no_text: bool = Field(
        default=False, description="printed without card text (「元々の効果のない」, 2-8-5)"
    )
    negated: bool = Field(default=False, description="its effects negated by an effect (8-2-2)")


class LeaderSpec(StrictModel):
    name: str | None = None
    power: int = Field(default=5000, ge=-100_000, le=100_000, description="printed power")
    keywords: list[Keyword] = Field(default_factory=list)
    rested: bool = False
    don: int = Field(default=0, ge=0, le=10, description="DON!! cards attached (付与)")
    traits: list[Annotated[str, StringConstraints(max_length=32)]] = Field(
        default_factory=list, max_length=8, description="特徴 (2-4-2)"
    )


class StageSpec(StrictModel):
    id: str | None = None
    name: str | None = None
    cost: int = Field(default=1, ge=0, le=20)
    rested: bool = False


class PlayerSpec(StrictModel):
    leader: LeaderSpec = Field(default_factory=lambda: LeaderSpec(), description="id is always 'leader'")
    life: int = Field(default=5, ge=0, le=50, description="number of life cards")
    life_cards: list[CardSpec] = Field(default_factory=list, description="top life cards, top first")
    deck: int = Field(default=30, ge=0, le=200, description="number of cards in the deck")
    deck_cards: list[CardSpec] = Field(default_factory=list, description="top deck cards, top first")
    hand: list[CardSpec] = Field(default_factory=list)
    characters: list[CharacterSpec] = Field(default_factory=list, description="at most 5 (3-7-6)")
    stage: StageSpec | None = None
    don_active: int = Field(default=0, ge=0, le=10, description="active DON!! in the cost area")
    don_rested: int = Field(default=0, ge=0, le=10, description="rested DON!! in the cost area")
    don_deck: int | None = Field(
        default=None, ge=0, le=10, description="DON!! deck size (default: the rest of 10)"
    )
    trash: int = Field(default=0, ge=0, le=200, description="number of cards in the trash")
    damaged_at_zero: bool = Field(
        default=False,
        description="the leader has just taken damage while its life was 0 (1-2-1-1-1), at the moment "
        "the scenario starts: checked with the other defeat conditions by the first rule processing "
        "(9-2-1; both players at once is a draw, 1-2-3); needs life 0",
    )


def _card(game: OnePieceGame, owner: str, spec: CardSpec, ids: set[str], field: str) -> Card:
    uid = spec.id or game.new_uid(owner)
    if uid in ids or uid == "leader":
        raise InvalidScenario(field, f"card id {uid!r} is used twice")
    ids.add(uid)
    stats = {"cost": spec.cost}
    if spec.kind == "character":
        stats |= {"power": spec.power, "counter": spec.counter}
    elif spec.kind == "event":
        stats["boost"] = spec.boost
    effects = tuple(
        printed.check(e, f"{field}.effects.{i}").model_dump(mode="json") for i, e in enumerate(spec.effects)
    )
    return Card(uid, spec.name or uid, spec.kind, owner, stats, frozenset(spec.keywords), effects=effects)


def _selected_by(cs: CharacterSpec) -> dict[str, Any]:
    """The flags a selection condition reads (`selection`), only those the spec gives."""
    flags: dict[str, Any] = {"traits": list(cs.traits)} if cs.traits else {}
    if cs.cost_change:
        flags["cost_change"] = cs.cost_change
    return flags | {k: True for k in ("no_text", "negated") if getattr(cs, k)}


def _filler(game: OnePieceGame, owner: str, name: str) -> Card:
    return Card(game.new_uid(owner), name, "character", owner, {"cost": 1, "power": 1000})


def _ko_effects(cs: CharacterSpec, field: str) -> list[Any]:
    """A character's printed effects: its 【KO時】 ones only, and only with the keyword KO時 (10-2-1-3)."""
    for i, e in enumerate(cs.effects):
        if e.timing is not Timing.ON_KO or KO_TIMING not in cs.keywords:
            raise InvalidScenario(
                f"{field}.effects.{i}", "a character's printed effect here is its 【KO時】 (on_ko)"
            )
    return list(cs.effects)


def place_player(game: OnePieceGame, p: str, spec: PlayerSpec, ids: set[str], turn: int) -> None:
    f = p
    if len(spec.characters) > CHARACTER_LIMIT:
        raise InvalidScenario(f"{f}.characters", "キャラクターエリアには5枚までしか置けません (3-7-6)")
    if len(spec.life_cards) > spec.life:
        raise InvalidScenario(f"{f}.life_cards", "more life cards than `life`")
    if len(spec.deck_cards) > spec.deck:
        raise InvalidScenario(f"{f}.deck_cards", "more deck cards than `deck`")
    used = spec.leader.don + sum(c.don for c in spec.characters) + spec.don_active + spec.don_rested
    if used > DON_DECK_SIZE or (spec.don_deck is not None and used + spec.don_deck > DON_DECK_SIZE):
        raise InvalidScenario(f"{f}.don_active", "ドン!!デッキは10枚です (5-1-2)")
    ls = spec.leader
    leader = Card(
        f"{p}-leader", ls.name or f"{p}のリーダー", "leader", p, {"power": ls.power}, frozenset(ls.keywords)
    )
    leader.flags["rested"] = ls.rested
    if ls.traits:
        leader.flags["traits"] = list(ls.traits)
    game.zone(p, "leader").append(leader)
    holders: list[tuple[Card, int]] = [(leader, ls.don)]
    for cs in spec.characters:
        card = _card(
            game,
            cs.owned_by or p,
            CardSpec(
                id=cs.id,
                name=cs.name,
                power=cs.power,
                cost=cs.cost,
                counter=cs.counter,
                keywords=cs.keywords,
                effects=_ko_effects(cs, f"{f}.characters"),
            ),
            ids,
            f"{f}.characters",
        )
        card.flags |= {"rested": cs.rested, "entered_turn": turn if cs.summoning_sick else turn - 1}
        card.flags |= {k: True for k in RESTRICTIONS if getattr(cs, k)}
        if cs.don_blocker:
            card.flags["don_blocker"] = cs.don_blocker
        card.flags |= _selected_by(cs)
        game.zone(p, "characters").append(card)
        if card.owner != p:  # a card in another player's character area keeps its 持ち主
            game.emit("control", f"{card.name} の持ち主は {card.owner} です", ("4-2-1-1",), card=card.uid)
        holders.append((card, cs.don))
    if spec.stage is not None:
        st = spec.stage
        card = _card(game, p, CardSpec(id=st.id, name=st.name, kind="stage", cost=st.cost), ids, f"{f}.stage")
        card.flags["rested"] = st.rested
        game.zone(p, "stage").append(card)
    for holder, n in holders:
        for _ in range(n):
            game.zone(p, "attached").append(
                Card(game.new_uid(p), "ドン!!", "don", p, flags={"attached_to": holder.uid})
            )
    for rested in [False] * spec.don_active + [True] * spec.don_rested:
        game.zone(p, "cost").append(Card(game.new_uid(p), "ドン!!", "don", p, flags={"rested": rested}))
    don_deck = spec.don_deck if spec.don_deck is not None else DON_DECK_SIZE - used
    game.zone(p, "don_deck").extend(Card(game.new_uid(p), "ドン!!", "don", p) for _ in range(don_deck))
    game.zone(p, "hand").extend(_card(game, p, c, ids, f"{f}.hand") for c in spec.hand)
    # Lists keep the top card last; specs list the top first.
    deck_top = [_card(game, p, c, ids, f"{f}.deck_cards") for c in spec.deck_cards]
    deck = [_filler(game, p, "デッキのカード") for _ in range(spec.deck - len(deck_top))]
    game.zone(p, "deck").extend(deck + deck_top[::-1])
    life_top = [_card(game, p, c, ids, f"{f}.life_cards") for c in spec.life_cards]
    life = [_filler(game, p, "ライフのカード") for _ in range(spec.life - len(life_top))]
    game.zone(p, "life").extend(life + life_top[::-1])
    game.zone(p, "trash").extend(_filler(game, p, "トラッシュのカード") for _ in range(spec.trash))
    if spec.damaged_at_zero:
        if spec.life:
            raise InvalidScenario(
                f"{f}.damaged_at_zero", "a leader damaged at 0 life needs `life` 0 (1-2-1-1-1)"
            )
        # a told moment, not a damage dealt by the run: the condition stands until the rule
        # processing that starts the run checks it together with every other one (9-2-1, 1-2-3)
        game.set_counter(
            p,
            printed.ZERO_LIFE_HIT,
            TOLD_HIT,
            R_ZERO_LIFE_TOLD,
            f"{p}のライフが0枚のときにリーダーがダメージを受けた状態です",
        )
