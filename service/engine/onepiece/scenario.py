"""ONE PIECE CARD GAME scenarios: a partial position (only what matters) plus actions.

`player1` is the turn player when the scenario starts. Unspecified choices take defaults:
no block, no counter, 【トリガー】 not activated.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from service.engine.choice_count import ChoiceRules, ChooseAction, choose
from service.engine.core import PLAYER1, PLAYER2, PLAYERS, Action, opponent
from service.engine.effects import EffectAction, Effects, effects_field
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.onepiece import printed, refusals, setup
from service.engine.onepiece.activate import ActivateAction, activate
from service.engine.onepiece.blocking import no_block_step
from service.engine.onepiece.deck import DeckAction, register_deck
from service.engine.onepiece.draw_up_to import DrawAction, run_draw
from service.engine.onepiece.game import OnePieceGame
from service.engine.onepiece.loop import LoopAction, run_loop
from service.engine.onepiece.position import PlayerSpec, StrictModel, place_player
from service.engine.ordering import OrderAction, run_model
from service.engine.scenario import ScenarioBase, ScenarioRunner, SimulationResult, run_scripted

# who takes a main-phase action: the turn player unless named (anyone else is refused, 6-5-2 / 7-1)
Actor = Literal["player1", "player2"] | None


class PlayAction(StrictModel):
    type: Literal["play"]
    player: Actor = Field(default=None, description="who plays the card (default: the turn player)")
    card: str = Field(description="hand card id")
    replace: str | None = Field(
        default=None, description="character (or stage) to trash when the area is full"
    )
    cost_reduce: int = Field(
        default=0,
        ge=0,
        le=20,
        description="the card's cost lowered by this much by an effect the question tells (the effect "
        "itself is not run); a cost below 0 is paid as 0 (1-3-6)",
    )
    cost_raise: int = Field(
        default=0,
        ge=0,
        le=20,
        description="the card's cost raised by this much by an effect the question tells; added to the "
        "lowered cost before a value below 0 is treated as 0 (1-3-6)",
    )
    in_battle: bool = Field(
        default=False,
        description="tried by the attacking player during the battle of the attack right before it: "
        "refused (a 【メイン】 event plays only outside battle 10-2-3-1; cards are played in the main "
        "phase's own actions 6-5-3-1)",
    )


class AttachDonAction(StrictModel):
    type: Literal["attach_don"]
    player: Actor = Field(default=None, description="who gives the DON!! (default: the turn player)")
    target: str = Field(default="leader", description="'leader' or a character id")
    count: int = Field(default=1, ge=1, le=10)


class CounterChoice(StrictModel):
    card: str | None = Field(
        default=None, description="hand card id (a character with counter or a counter event)"
    )
    value: int | None = Field(
        default=None, ge=0, le=100_000, description="or: use a hand card with this counter/boost value"
    )
    target: str | None = Field(default=None, description="card to power up (default: the attacked card)")


class AttackAction(StrictModel):
    type: Literal["attack"]
    player: Actor = Field(default=None, description="who declares the attack (default: the turn player)")
    attacker: str = Field(default="leader", description="'leader' or a character id")
    target: str = Field(default="leader", description="opponent's 'leader' or a rested character id")
    block: str | list[str] | None = Field(
        default=None,
        description="defender's 【ブロッカー】 character (default: no block); a list: the block, then "
        "further 【ブロッカー】 tried in the same battle (refused, 7-1-2-1)",
    )
    counters: list[CounterChoice] = Field(default_factory=list, description="default: no counter")
    trigger: bool | list[bool] = Field(
        default=False, description="activate 【トリガー】 (default: no); one per life card"
    )
    on_attack: Effects = effects_field("effects at the attack step (【アタック時】, 7-1-1-3)")
    on_block: Effects = effects_field("effects at the block step (【ブロック時】, 7-1-2-2)")
    on_counter: Effects = effects_field("effects at the counter step (7-1-3-2), e.g. a KO")


class ConcedeAction(StrictModel):
    """投了 (1-2-4): any player, at any time."""

    type: Literal["concede"]
    player: Literal["player1", "player2"] = "player1"


class EndTurnAction(StrictModel):
    type: Literal["end_turn"]


ScenarioAction = Annotated[
    PlayAction
    | AttachDonAction
    | AttackAction
    | EndTurnAction
    | ConcedeAction
    | EffectAction
    | ActivateAction
    | LoopAction
    | OrderAction
    | DeckAction
    | ChooseAction
    | DrawAction
    | setup.MulliganAction,
    Field(discriminator="type"),
]


# the count of a choice (8-4-4): as many as asked, as far as possible (8-4-4-1); 「〜までを」: 0 may be
# chosen (8-4-4-1, 1-3-5-1); a hidden zone's card named by information is not guaranteed (8-4-4-2)
CHOICE_RULES = ChoiceRules(
    public_zones=frozenset({"field", "trash"}),
    hidden_zones=frozenset({"deck", "hand"}),
    duty=("8-4-4-1",),
    up_to=("8-4-4-1", "1-3-5-1"),
    hidden=("8-4-4-2",),
    fewer_told=True,
    up_to_hidden=True,
)


class OnePieceScenario(ScenarioBase):
    """A ONE PIECE CARD GAME position. player1 is the turn player; turn 1 is the first player's first
    turn, so player1 went first iff `turn` is odd."""

    turn: int = Field(
        default=3, ge=1, le=200, description="game turn number (1 and 2 are each player's first turn)"
    )
    phase: Literal["main", "refresh", "setup"] = Field(
        default="main",
        description="'refresh' starts player1's turn from its beginning (refresh/draw/DON!!); 'setup' "
        "starts before the game (player1 first; `life` is the leader's life; only mulligan actions) "
        "and plays on to the main phase of `turn` (1 or 2)",
    )
    turn_player: Literal["player1", "player2"] = Field(
        default="player1",
        description="the player whose main phase the run starts in; 'player2' (phase 'main' only) starts in "
        "the turn before player1's, so an effect of that turn is scripted and then ends with it (6-6-1-2)",
    )
    player1: PlayerSpec = Field(default_factory=lambda: PlayerSpec())
    player2: PlayerSpec = Field(default_factory=lambda: PlayerSpec())
    actions: list[ScenarioAction] = Field(default_factory=list, description="player actions, in order")


def build(scenario: OnePieceScenario) -> OnePieceGame:
    game = OnePieceGame(scenario.seed)
    game.turn = scenario.turn
    tp = scenario.turn_player
    if tp != PLAYER1 and scenario.phase != "main":
        raise InvalidScenario("turn_player", "a run starting in player2's turn starts in its main phase")
    game.turn_player = tp
    game.first_player = tp if scenario.turn % 2 == 1 else opponent(tp)
    game.phase = "main"
    ids: set[str] = set()
    for p, spec in ((PLAYER1, scenario.player1), (PLAYER2, scenario.player2)):
        place_player(game, p, spec, ids, scenario.turn)
    return game


def _ref(game: OnePieceGame, ref: str, side: str) -> str:
    return f"{side}-leader" if ref == "leader" else ref


def _attack(game: OnePieceGame, act: AttackAction) -> None:
    tp = act.player or game.turn_player
    defender = opponent(tp)
    params: dict[str, object] = {
        "attacker": _ref(game, act.attacker, tp),
        "target": _ref(game, act.target, defender),
    }
    steps = {"attack": act.on_attack, "block": act.on_block, "counter": act.on_counter}
    effects = {
        step: [printed.check(e, f"actions.on_{step}").model_dump(mode="json") for e in listed]
        for step, listed in steps.items()
        if listed
    }
    if effects:
        params["effects"] = effects
    game.apply(Action("attack", tp, params))
    blocks = [act.block] if isinstance(act.block, str) else list(act.block or ())
    if game.step == "block":
        if not blocks:
            game.apply(Action("pass", defender))
        else:
            again = {"again": blocks[1:]} if blocks[1:] else {}
            game.apply(Action("block", defender, {"blocker": blocks[0], **again}))
    elif blocks:
        try:  # the card's name, as the answer tells it (its id only for a card the state lacks)
            named = game.find(blocks[0])[2].name
        except IllegalAction:
            named = blocks[0]
        # the attacker's text (1-3-1) or a 【ドン!!×N】 unmet (10-2-9-1); the battle may be over by now
        raise no_block_step(game, game.find(str(params["attacker"]))[2], blocks[0], named)
    for choice in act.counters:
        if game.step != "counter":
            raise refusals.counter_refusal(game, defender, choice.card, choice.value)
        game.apply(_counter_action(game, defender, choice))
    if game.step == "counter":
        game.apply(Action("pass", defender))
    flags = act.trigger if isinstance(act.trigger, list) else None
    while game.step == "trigger" and not game.is_over:
        activate = flags.pop(0) if flags else (act.trigger is True)
        game.apply(Action("trigger", defender, {"activate": activate}))


def _counter_action(game: OnePieceGame, defender: str, choice: CounterChoice) -> Action:
    battle = game.battle
    assert battle is not None
    target = _ref(game, choice.target, defender) if choice.target else battle["target"]
    uid = choice.card
    if uid is None:
        for card in game.zone(defender, "hand"):
            value = card.stats.get("counter" if card.kind == "character" else "boost", 0)
            if value == choice.value and value > 0:
                uid = card.uid
                break
        else:
            raise IllegalAction(
                "no_counter_card", f"手札にカウンター値{choice.value}のカードがありません", ("7-1-3-2",)
            )
    card = game.find(uid)[2]
    kind = "counter_event" if card.kind == "event" else "counter"
    return Action(kind, defender, {"card": uid, "target": target})


def run(scenario: OnePieceScenario) -> SimulationResult:
    game = build(scenario)
    game.emit("scenario", "シナリオの局面から開始します", ("6-1-2",), turn=game.turn, player=game.turn_player)
    if scenario.phase == "refresh":
        game.start_turn()
    elif scenario.phase == "setup":
        if scenario.turn > 2 or any(not isinstance(a, setup.MulliganAction) for a in scenario.actions):
            raise InvalidScenario("phase", "'setup' runs the mulligans up to game turn 1 or 2 (5-2-1)")
        setup.begin(game, {PLAYER1: scenario.player1.life, PLAYER2: scenario.player2.life})
    game.run_rule_processing()
    # a play during a battle refers to the attack scripted right before it (`PlayAction.in_battle`)
    acts = scenario.actions
    before = {id(a): p for a, p in zip(acts, [None, *acts][: len(acts)], strict=True)}
    counts = run_scripted(game, scenario.actions, lambda act: _run_action(game, act, before[id(act)]))
    if scenario.phase == "setup":
        setup.finish(game, scenario.turn)
    state = game.to_json()
    state["scenario"] = counts
    return SimulationResult("onepiece", game.outcome, tuple(game.events), state)


def _run_action(game: OnePieceGame, act: ScenarioAction, previous: ScenarioAction | None) -> None:
    tp = game.turn_player
    if isinstance(act, (PlayAction, AttachDonAction)) and act.player is not None:
        tp = act.player
    if isinstance(act, PlayAction) and act.in_battle:
        refusals.refuse_in_battle(game, tp, act.card, isinstance(previous, AttackAction))
    elif isinstance(act, PlayAction):
        params: dict[str, Any] = {"card": act.card} | ({"replace": act.replace} if act.replace else {})
        params |= {"cost_reduce": act.cost_reduce} if act.cost_reduce else {}
        params |= {"cost_raise": act.cost_raise} if act.cost_raise else {}
        game.apply(Action("play", tp, params))
    elif isinstance(act, AttachDonAction):
        for _ in range(act.count):
            game.apply(Action("attach_don", tp, {"target": _ref(game, act.target, tp)}))
    elif isinstance(act, AttackAction):
        _attack(game, act)
    elif isinstance(act, ConcedeAction):
        game.apply(Action("concede", act.player))
    elif isinstance(act, ActivateAction):
        if act.in_battle and not isinstance(previous, AttackAction):
            raise InvalidScenario(
                "in_battle", "an activation during a battle follows the attack whose battle it is"
            )
        activate(game, act)
    elif isinstance(act, LoopAction):
        run_loop(game, act)
    elif isinstance(act, OrderAction):
        run_model(game, act, "onepiece", game.turn_player)
    elif isinstance(act, DeckAction):
        register_deck(game, act)
    elif isinstance(act, ChooseAction):
        choose(game, CHOICE_RULES, act)
    elif isinstance(act, DrawAction):
        run_draw(game, act)
    elif isinstance(act, setup.MulliganAction):
        game.apply(Action("mulligan", act.player, {"redraw": act.redraw}))
    elif isinstance(act, EffectAction):
        effect = printed.check(act, "scenario.actions.effect")
        if effect.timing.value != "now":
            raise InvalidScenario("scenario.actions.timing", "an effect action resolves now")
        printed.resolve(game, effect, act.controller or tp)
        game.run_rule_processing()
    else:
        game.apply(Action("end_turn", tp))


RUNNER = ScenarioRunner("onepiece", OnePieceScenario, run)
__all__ = ["PLAYERS", "RUNNER", "OnePieceScenario", "build", "run"]
