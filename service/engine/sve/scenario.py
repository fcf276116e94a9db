"""Shadowverse Evolve scenarios: a partial position (only what matters) plus actions.

`player1` is the turn player when the scenario starts; player1 went first iff `turn` is odd.
Defaults: PP max follows the turn number, EP is 0 for the first player and 3 for the second
(6.2.1.10), the end-of-turn discard (7.4.7) drops the most recently added hand cards.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.core import PLAYER1, PLAYER2, PLAYERS, Action, Card, opponent
from service.engine.effects import EffectAction, Effects, effects_field
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.scenario import ScenarioBase, ScenarioRunner, SimulationResult, run_scripted
from service.engine.sve import boost as boosts
from service.engine.sve import combat, effects, endphase, notation, printed
from service.engine.sve.game import SveGame
from service.engine.sve.rules import FIELD_LIMIT, HAND_LIMIT, LEADER_HEALTH, PP_MAX_CAP, SECOND_PLAYER_EP

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


class EvolveSpec(_Model):
    """An evolve card (エボルヴ). `cost` is the cost of evolving with it (12.2)."""

    id: str | None = None
    name: str = Field(description="must equal the follower's name (12.2.2.1)")
    cost: int = Field(default=2, ge=0, le=20)
    attack: int = Field(default=3, ge=-1000, le=1000)
    health: int = Field(default=3, ge=-1000, le=1000)
    keywords: list[Keyword] = Field(default_factory=list)


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
    act: bool = Field(default=False, description="【守護】 only: put it onto the field acted (12.8.2)")


class EvolveAction(_Model):
    type: Literal["evolve"]
    card: str = Field(description="follower on the field")
    use_ep: bool | None = Field(
        default=None, description="pay 1 of the cost with EP (12.2.3); default: if EP left"
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


class WinBattleAction(_Model):
    """A card effect 「(player)はバトルに勝利する」 (5.22.1): every other player loses at once."""

    type: Literal["win_battle"]
    player: Literal["player1", "player2"] = "player1"


class ConcedeAction(_Model):
    """投了 (1.2.3): any player, at any time."""

    type: Literal["concede"]
    player: Literal["player1", "player2"] = "player1"


ScenarioAction = Annotated[
    PlayAction
    | EvolveAction
    | AttackAction
    | EndTurnAction
    | DrawAction
    | DamageAction
    | RecoverPPAction
    | TokensAction
    | EffectAction
    | MillAction
    | WinBattleAction
    | ConcedeAction,
    Field(discriminator="type"),
]


class SveScenario(ScenarioBase):
    """A Shadowverse Evolve position; player1 is the turn player."""

    turn: int = Field(
        default=3, ge=1, le=200, description="game turn number (turn 1 is the first player's first)"
    )
    phase: Literal["main", "start"] = Field(default="main", description="'start' begins at the start phase")
    player1: PlayerSpec = Field(default_factory=lambda: PlayerSpec())
    player2: PlayerSpec = Field(default_factory=lambda: PlayerSpec())
    actions: list[ScenarioAction] = Field(default_factory=list)


def _new(game: SveGame, owner: str, uid: str | None, ids: set[str], field: str) -> str:
    value = uid or game.new_uid(owner)
    if value in ids or value == "leader":
        raise InvalidScenario(field, f"card id {value!r} is used twice")
    ids.add(value)
    return value


def _hand_card(game: SveGame, p: str, spec: CardSpec, ids: set[str], field: str) -> Card:
    uid = _new(game, p, spec.id, ids, field)
    stats = {"cost": spec.cost} | {k: getattr(spec, k) for k in notation.NOTATIONS if getattr(spec, k)}
    if spec.kind == "follower":
        stats |= {"attack": spec.attack, "health": spec.health}
        stats |= {"damage": spec.damage, "per": spec.per} if spec.damage else {}
    elif spec.kind == "spell":
        stats |= {"damage": spec.damage, "per": spec.per} | ({"draw": spec.draw} if spec.draw else {})
    return Card(
        uid, spec.name or uid, spec.kind, p, stats, frozenset(spec.keywords), effects=_printed(spec, field)
    )


def _printed(spec: CardSpec | FieldSpec, field: str) -> tuple[dict[str, object], ...]:
    return tuple(
        printed.check(e, f"{field}.effects.{i}").model_dump(mode="json") for i, e in enumerate(spec.effects)
    )


def build(scenario: SveScenario) -> SveGame:
    game = SveGame(scenario.seed)
    turn = scenario.turn
    game.turn, game.turn_player, game.phase = turn, PLAYER1, "main"
    game.first_player = PLAYER1 if turn % 2 == 1 else PLAYER2
    ids: set[str] = set()
    for p, spec in ((PLAYER1, scenario.player1), (PLAYER2, scenario.player2)):
        own_turns = (turn + 1) // 2 if p == PLAYER1 else turn // 2
        if p == PLAYER1 and scenario.phase == "start":
            own_turns -= 1
        pp_max = spec.pp_max if spec.pp_max is not None else min(PP_MAX_CAP, own_turns)
        default_pp = pp_max if p == PLAYER1 and scenario.phase == "main" else 0
        pp = spec.pp if spec.pp is not None else default_pp
        if pp > pp_max:
            raise InvalidScenario(f"{p}.pp", "PP cannot exceed PP max (3.2.4.2)")
        ep = spec.ep if spec.ep is not None else (0 if p == game.first_player else SECOND_PLAYER_EP)
        counters = game.players[p].counters
        counters |= {"health": spec.health, "pp_max": pp_max, "pp": pp, "ep": ep}
        counters |= {notation.PLAYED: spec.played} | boosts.counters(spec.boost)
        _place(game, p, spec, ids, turn)
    return game


def _place(game: SveGame, p: str, spec: PlayerSpec, ids: set[str], turn: int) -> None:
    if len(spec.field) > FIELD_LIMIT:
        raise InvalidScenario(f"{p}.field", "場のカードは5枚までです (4.4.4.1)")
    if len(spec.deck_cards) > spec.deck:
        raise InvalidScenario(f"{p}.deck_cards", "more deck cards than `deck`")
    game.zone(p, "leader").append(Card(f"{p}-leader", f"{p}のリーダー", "leader", p))
    for fs in spec.field:
        uid = _new(game, p, fs.id, ids, f"{p}.field")
        stats = {"cost": fs.cost} | (
            {"attack": fs.attack, "health": fs.health} if fs.kind == "follower" else {}
        )
        card = Card(
            uid, fs.name or uid, fs.kind, p, stats, frozenset(fs.keywords), effects=_printed(fs, f"{p}.field")
        )
        card.flags |= {
            "acted": fs.acted,
            "damage": fs.damage,
            "entered_turn": turn if fs.summoning_sick else turn - 1,
        }
        game.zone(p, "field").append(card)
    for es in spec.evolve_deck:
        uid = _new(game, p, es.id, ids, f"{p}.evolve_deck")
        stats = {"cost": es.cost, "attack": es.attack, "health": es.health}
        game.zone(p, "evolve_deck").append(Card(uid, es.name, "evolve", p, stats, frozenset(es.keywords)))
    game.zone(p, "hand").extend(_hand_card(game, p, c, ids, f"{p}.hand") for c in spec.hand)
    top = [_hand_card(game, p, c, ids, f"{p}.deck_cards") for c in spec.deck_cards]
    filler = [
        Card(game.new_uid(p), "デッキのカード", "follower", p, {"cost": 1, "attack": 1, "health": 1})
        for _ in range(spec.deck - len(top))
    ]
    game.zone(p, "deck").extend(filler + top[::-1])
    notation.fill_graveyard(game, p, spec.graveyard, spec.graveyard_spells)


def _end_turn(game: SveGame, act: EndTurnAction) -> None:
    tp = game.turn_player
    game.stop_at_turn_end = act.last
    endphase.verify_end_quick(game, [q.card for q in act.quick])
    game.end_quick = [q.card for q in act.quick]
    game.apply(Action("end_turn", tp))
    for uid in act.guard:
        if game.step != "guard":
            raise IllegalAction("cannot_act", f"{uid}をアクトできる時点ではありません", ("7.4.3",))
        game.apply(Action("act_guard", tp, {"card": uid}))
    if game.step == "guard":
        game.apply(Action("pass", tp))
    chosen = list(act.discard or [])
    while game.step == "discard" and not game.is_over:
        uid = chosen.pop(0) if chosen else game.zone(tp, "hand")[-1].uid
        game.apply(Action("discard", tp, {"card": uid}))
    if chosen:
        raise IllegalAction("no_discard", f"手札は上限{HAND_LIMIT}枚以下です", ("7.4.7",))


def _damage_target(game: SveGame, target: str) -> Card:
    if target in PLAYERS:
        return game.zone(target, "leader")[0]
    _, zone, card = game.find(target)
    if zone != "field":
        raise InvalidScenario("scenario.actions", f"{target} is not on the field (4.4.3)")
    return card


def _run_action(game: SveGame, act: ScenarioAction) -> None:
    tp = game.turn_player
    if isinstance(act, PlayAction):
        game.apply(Action("play", tp, {"card": act.card} | ({"act": True} if act.act else {})))
    elif isinstance(act, DrawAction):
        game.effect_draw(list(PLAYERS) if act.player == "both" else [act.player], act.count)
    elif isinstance(act, DamageAction):
        game.effect_damage([_damage_target(game, t) for t in act.targets], act.amount)
    elif isinstance(act, EvolveAction):
        use_ep = act.use_ep if act.use_ep is not None else game.counter(tp, "ep") > 0
        game.apply(Action("evolve", tp, {"card": act.card, "use_ep": use_ep}))
    elif isinstance(act, AttackAction):
        target = f"{opponent(tp)}-leader" if act.target == "leader" else act.target
        params = {"attacker": act.attacker, "target": target} | (
            {"quick": list(act.quick)} if act.quick else {}
        )
        action = Action("attack", tp, params)
        problem = combat.attack_problem(game, game.find(act.attacker)[2], game.find(target)[2])
        if act.if_able and problem is not None:
            game.emit("cannot_attack", problem.message, problem.rules, card=act.attacker, code=problem.code)
        else:
            game.apply(action)
    elif isinstance(act, RecoverPPAction):
        effects.recover_pp(game, act.player, act.amount)
    elif isinstance(act, EffectAction):
        effect = printed.check(act, "scenario.actions.effect")
        if effect.timing.value != "now":
            raise InvalidScenario(
                "scenario.actions.timing", "an effect action resolves now; print other timings on cards"
            )
        printed.resolve(game, effect, act.controller or tp, act.source)
        game.run_rule_processing()
    elif isinstance(act, ConcedeAction):
        game.apply(Action("concede", act.player))
    elif isinstance(act, MillAction):
        effects.mill(game, act.player, act.count)
    elif isinstance(act, WinBattleAction):
        effects.win_battle(game, act.player)
    elif isinstance(act, TokensAction):
        stats = {"attack": act.attack, "health": act.health} if act.kind == "follower" else {}
        effects.create_tokens(game, act.player, act.count, act.name, stats, act.kind)
    else:
        _end_turn(game, act)


def run(scenario: SveScenario) -> SimulationResult:
    last = [i for i, a in enumerate(scenario.actions) if isinstance(a, EndTurnAction) and a.last]
    if last and last[0] != len(scenario.actions) - 1:
        raise InvalidScenario("scenario.actions", "an end_turn with last=true must be the last action")
    game = build(scenario)
    game.emit("scenario", "シナリオの局面から開始します", ("7.1.1",), turn=game.turn, player=game.turn_player)
    if scenario.phase == "start":
        game.start_turn()
    game.run_rule_processing()
    counts = run_scripted(game, scenario.actions, lambda act: _run_action(game, act))
    state = game.to_json()
    state["scenario"] = counts
    return SimulationResult("sve", game.outcome, tuple(game.events), state)


RUNNER = ScenarioRunner("sve", SveScenario, run)
