"""Shadowverse Evolve scenarios: a partial position (only what matters) plus actions.

`player1` is the turn player when the scenario starts; player1 went first iff `turn` is odd.
Defaults: PP max follows the turn number, EP is 0 for the first player and 3 for the second
(6.2.1.10), the end-of-turn discard (7.4.7) drops the most recently added hand cards.
"""

from __future__ import annotations

from service.engine.choice_count import ChoiceRules, ChooseAction, choose
from service.engine.core import PLAYER1, PLAYER2, PLAYERS, Action, Card, opponent
from service.engine.effects import EffectAction
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.layers import LayerClauses, by_stat, record
from service.engine.ordering import OrderAction, run_model
from service.engine.scenario import ScenarioRunner, SimulationResult, run_scripted
from service.engine.sve import boost as boosts
from service.engine.sve import combat, effects, endphase, notation, printed, restrictions
from service.engine.sve.activate import ActivateAction, activate
from service.engine.sve.choosing import CHOOSES
from service.engine.sve.deck import DeckAction, register_deck
from service.engine.sve.game import SveGame
from service.engine.sve.loop import LoopAction, run_loop
from service.engine.sve.rules import FIELD_LIMIT, HAND_LIMIT, PP_MAX_CAP, SECOND_PLAYER_EP
from service.engine.sve.specs import (
    AttackAction,
    AwakenedAction,
    CardSpec,
    ConcedeAction,
    DamageAction,
    DrawAction,
    EndTurnAction,
    EvolveAction,
    ExtraTurnAction,
    FieldSpec,
    MillAction,
    MulliganAction,
    PlayAction,
    PlayerSpec,
    RecoverPPAction,
    ResolveAction,
    ScenarioAction,
    StealAction,
    SveScenario,
    TokensAction,
    WinBattleAction,
)

__all__ = ["RUNNER", "SveScenario", "build", "run"]


def _new(game: SveGame, owner: str, uid: str | None, ids: set[str], field: str) -> str:
    value = uid or game.new_uid(owner)
    if value in ids or value == "leader":
        raise InvalidScenario(field, f"card id {value!r} is used twice")
    ids.add(value)
    return value


def _hand_card(game: SveGame, p: str, spec: CardSpec, ids: set[str], field: str) -> Card:
    uid = _new(game, p, spec.id, ids, field)
    stats = {"cost": spec.cost} | {k: getattr(spec, k) for k in notation.NOTATIONS if getattr(spec, k)}
    stats |= {"cost_change": spec.cost_change} if spec.cost_change else {}
    stats |= {"cost_set": spec.cost_set} if spec.cost_set is not None else {}
    if spec.chooses and spec.kind != "spell":
        raise InvalidScenario(f"{field}.chooses", "only a spell's play chooses here (10.6.2.3)")
    if spec.kind == "follower":
        stats |= {"attack": spec.attack, "health": spec.health}
        stats |= {"damage": spec.damage, "per": spec.per} if spec.damage else {}
    elif spec.kind == "spell":
        stats |= {"damage": spec.damage, "per": spec.per} | ({"draw": spec.draw} if spec.draw else {})
        stats |= {f"{CHOOSES}{spec.chooses}": 1} if spec.chooses else {}
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
    tp = scenario.turn_player
    if tp != PLAYER1 and scenario.phase != "main":
        raise InvalidScenario("turn_player", "a run starting in player2's turn starts in its main phase")
    game.turn, game.turn_player, game.phase = turn, tp, "main"
    game.first_player = tp if turn % 2 == 1 else opponent(tp)
    ids: set[str] = set()
    for p, spec in ((PLAYER1, scenario.player1), (PLAYER2, scenario.player2)):
        own_turns = (turn + 1) // 2 if p == tp else turn // 2
        if p == tp and scenario.phase == "start":
            own_turns -= 1
        pp_max = spec.pp_max if spec.pp_max is not None else min(PP_MAX_CAP, own_turns)
        default_pp = pp_max if p == tp and scenario.phase == "main" else 0
        pp = spec.pp if spec.pp is not None else default_pp
        if pp > pp_max:
            raise InvalidScenario(f"{p}.pp", "PP cannot exceed PP max (3.2.4.2)")
        ep = spec.ep if spec.ep is not None else (0 if p == game.first_player else SECOND_PLAYER_EP)
        counters = game.players[p].counters
        counters |= {"health": spec.health, "pp_max": pp_max, "pp": pp, "ep": ep}
        counters |= {notation.PLAYED: spec.played} | boosts.counters(spec.boost)
        _place(game, p, spec, ids, turn)
    return game


# a number change: 5.26.1 (+ / −), 5.26.2 (a value set is + or − by the value before it); every number
# change is one step of continuous effects (10.9.1.4), in the order they began (10.9.1.6)
_LAYERS = LayerClauses(("5.26.1",), ("5.26.1",), ("5.26.2",), ("10.9.1.4", "10.9.1.6"))
_NUMBERS = {"attack": "攻撃力", "health": "体力"}


def _changes(game: SveGame, card: Card, spec: FieldSpec, turn: int, where: str) -> None:
    """A follower's number changes already applied, in their order (`layers`), kept as its ``mods``: the
    lasting delta, and the one that ends with this turn (7.4.8), so later effects add on top."""
    if not spec.changes:
        return
    if spec.kind != "follower":
        raise InvalidScenario(where, f"{card.name} has no attack or health to change")
    lasting: dict[str, int] = {}
    turned: dict[str, int] = {}
    for stat, changes in by_stat(spec.changes).items():
        if stat not in _NUMBERS:
            raise InvalidScenario(where, f"{stat} は変更できる数値ではありません")
        if stat == "health" and spec.damage and any(c.op == "set" for c in changes):
            # damage lowers 体力 itself (5.13.1): which came first is not told by a damage count
            raise InvalidScenario(where, "体力を特定の値にする変更はダメージと併用できません")
        base = int(card.stats.get(stat, 0))
        layered = record(game, card, _NUMBERS[stat], base, changes, _LAYERS)
        lasting[stat], turned[stat] = layered.lasting - base, layered.now - layered.lasting
    mods = [
        {"stats": {k: v for k, v in d.items() if v}, "until": u} for d, u in ((lasting, None), (turned, turn))
    ]
    card.flags["mods"] = [m for m in mods if m["stats"]]


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
        } | {k: True for k in restrictions.FLAGS if getattr(fs, k)}
        if fs.replacements:  # watched as the card is about to be destroyed (10.10, `restrictions.replaced`)
            card.flags["replacements"] = [[r.replaces, r.instead] for r in fs.replacements]
        game.zone(p, "field").append(card)
        _changes(game, card, fs, turn, f"{p}.field")
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


# the count of a choice: a target as many as asked (10.6.2.3.1), 「〜まで」「好きな枚数」 0 to N
# (10.6.2.3.2); a hidden zone's card is not guaranteed (4.1.2.2) but a search of a count alone must
# find it (5.7.1.1)
CHOICE_RULES = ChoiceRules(
    public_zones=frozenset({"field", "graveyard"}),
    hidden_zones=frozenset({"deck", "hand"}),
    duty=("10.6.2.3.1",),
    up_to=("10.6.2.3.2",),
    hidden=("4.1.2.2",),
    count_only=("5.7.1.1",),
    any_number=True,
)


def _run_action(game: SveGame, act: ScenarioAction) -> None:
    tp = game.turn_player
    if isinstance(act, PlayAction):
        if act.player not in (None, tp):
            # the main phase is the turn player's (7.3.3); a 【クイック】 card of the other player is played
            # only after an attack (8.4.7) or in the end phase (7.4.5) — the attack's and end_turn's quick
            raise IllegalAction(
                "not_your_decision",
                "メインフェイズにカードをプレイできるのはターンプレイヤーだけです"
                "(【クイック】も相手の攻撃後か相手のエンドフェイズにしかプレイできません)",
                ("7.3.3", "12.3.4"),
            )
        game.apply(Action("play", tp, {"card": act.card} | ({"act": True} if act.act else {})))
    elif isinstance(act, ActivateAction):
        activate(game, act)
    elif isinstance(act, DrawAction) and (act.up_to or act.stop_after is not None):
        if act.player == "both" or not act.up_to:
            raise InvalidScenario("draw.up_to", "an up-to draw is one player's, with stop_after (5.9.3)")
        effects.draw_up_to(game, act.player, act.count, act.stop_after)
    elif isinstance(act, DrawAction):
        game.effect_draw(list(PLAYERS) if act.player == "both" else [act.player], act.count)
    elif isinstance(act, DamageAction):
        game.effect_damage([_damage_target(game, t) for t in act.targets], act.amount)
    elif isinstance(act, EvolveAction):
        use_ep = act.use_ep if act.use_ep is not None else game.counter(tp, "ep") > 0
        if act.ep is not None:
            use_ep = act.ep > 0
        params = {"card": act.card, "use_ep": use_ep} | ({"by_effect": True} if act.by_effect else {})
        if act.ep is not None:
            params["ep_points"] = act.ep
        game.apply(Action("evolve", tp, params))
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
    elif isinstance(act, ResolveAction):
        _resolve(game, act)
    elif isinstance(act, MulliganAction):
        game.apply(Action("mulligan", act.player, {"redraw": act.redraw}))
    elif isinstance(act, ConcedeAction):
        game.apply(Action("concede", act.player))
    elif isinstance(act, AwakenedAction):
        awake = game.check_awakened(act.player)
        if act.card is not None:
            effects.awakened_bonus(game, act.player, act.card, act.stat, act.amount if awake else 0)
    elif isinstance(act, ExtraTurnAction):
        for _ in range(act.count):
            game.instruct_extra_turn(act.player)
    elif isinstance(act, LoopAction):
        run_loop(game, act)
    elif isinstance(act, OrderAction):
        run_model(game, act, "sve", game.turn_player)
    elif isinstance(act, MillAction):
        effects.mill(game, act.player, act.count)
    elif isinstance(act, StealAction):
        effects.steal(game, act.player, act.card)
    elif isinstance(act, WinBattleAction):
        effects.win_battle(game, act.player)
    elif isinstance(act, DeckAction):
        register_deck(game, act)
    elif isinstance(act, ChooseAction):
        choose(game, CHOICE_RULES, act)
    elif isinstance(act, TokensAction):
        stats = {"attack": act.attack, "health": act.health} if act.kind == "follower" else {}
        effects.create_tokens(game, act.player, act.count, act.name, stats, act.kind)
    else:
        _end_turn(game, act)


def _resolve(game: SveGame, act: ResolveAction) -> None:
    """Several effects of one text in printed order (10.6.2.8.2), then one check timing (11.1.2)."""
    for i, raw in enumerate(act.effects):
        effect = printed.check(raw, f"scenario.actions.effects.{i}")
        if effect.timing.value != "now":
            raise InvalidScenario(f"scenario.actions.effects.{i}.timing", "the text's effects resolve now")
        printed.resolve(game, effect, act.controller or game.turn_player, None)
    game.emit(
        "resolved",
        "効果の解決を終えました。ルール処理は解決の途中ではなく、この後のチェックタイミングで確認します",
        ("10.6.2.8.2", "11.1.2"),
    )
    game.run_rule_processing()


def _setup(game: SveGame, scenario: SveScenario) -> None:
    """Before the game (6.2.1.7): the opening hands from the decks as told; the mulligans are the
    scenario's actions (6.2.1.8), the first turn begins after the last (6.2.1.12)."""
    if scenario.turn != 1:
        raise InvalidScenario("phase", "phase=setup は turn 1 の前です (6.2.1)")
    for p, spec in ((PLAYER1, scenario.player1), (PLAYER2, scenario.player2)):
        if spec.hand:
            raise InvalidScenario(f"{p}.hand", "phase=setup の手札はデッキから引きます (6.2.1.7)")
    game.deal_opening_hands()


def run(scenario: SveScenario) -> SimulationResult:
    last = [i for i, a in enumerate(scenario.actions) if isinstance(a, EndTurnAction) and a.last]
    if last and last[0] != len(scenario.actions) - 1:
        raise InvalidScenario("scenario.actions", "an end_turn with last=true must be the last action")
    game = build(scenario)
    game.emit("scenario", "シナリオの局面から開始します", ("7.1.1",), turn=game.turn, player=game.turn_player)
    if scenario.phase == "start":
        game.start_turn()
    if scenario.phase == "setup":
        _setup(game, scenario)
    game.run_rule_processing()
    counts = run_scripted(game, scenario.actions, lambda act: _run_action(game, act))
    state = game.to_json()
    state["scenario"] = counts
    return SimulationResult("sve", game.outcome, tuple(game.events), state)


RUNNER = ScenarioRunner("sve", SveScenario, run)
