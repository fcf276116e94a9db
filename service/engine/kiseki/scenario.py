"""軌跡 TCG scenarios: a partial position, a list of actions and default choices.

`player1` is the イニシアチブプレイヤー when the scenario starts. 絆 defaults to 40: the comprehensive
rules print no starting value, 40 is the official how-to-play page's (documented assumption).
Fillers are 「ヴァニラ・ユニット」 (CP 1, STR 1, DEF 1, 遊撃士協会). A forbidden action is recorded as a
``rejected`` event citing the forbidding clause, and the run goes on.
"""

from __future__ import annotations

from service.engine.choice_count import ChoiceRules, ChooseAction, apply_choice
from service.engine.core import Action, Card
from service.engine.effects import EffectAction, Timing
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.kiseki import cards as C
from service.engine.kiseki.combat import WINDOW
from service.engine.kiseki.deck import COUNTS
from service.engine.kiseki.effects import TRIGGER_TIMINGS, check_shape
from service.engine.kiseki.game import KisekiGame
from service.engine.kiseki.models import KisekiScenario, KSAction, KSCardSpec, KSChoices
from service.engine.kiseki.mulligan import mulligan
from service.engine.layers import LayerClauses, by_stat, record
from service.engine.scenario import SimulationResult, same_text_refused


def _card(spec: KSCardSpec, uid: str, owner: str, zone: str) -> Card:
    stats = {"cp_cost": spec.cp_cost, "ep_cost": spec.ep_cost, "str": spec.STR, "def": spec.DEF}
    if spec.kind == C.BASE:
        stats["level"] = spec.level
    keywords = frozenset([C.ORG_PREFIX + o for o in spec.orgs] + list(spec.icons))
    card = Card(spec.id or uid, spec.name, spec.kind, owner, stats, keywords)
    if spec.cost_change:  # an effect that changes what its play pays (1304, 1204.2f-7/8)
        card.flags["cost_change"] = spec.cost_change
    for key in ("cost_up", "cost_down"):  # told apart: each is applied at its own step (1204.2f-7 / -8)
        if getattr(spec, key):
            card.flags[key] = getattr(spec, key)
    if spec.cost_set is not None:  # a change to another value, applied first (1204.2f-6)
        card.flags["cost_set"] = spec.cost_set
    if zone in ("field", "base"):
        card.flags["acted"] = spec.acted or spec.stunned
    if zone == "field" and spec.stunned:
        card.flags.update({"stunned": True, "face_down": True})
    if zone == "field" and spec.support:
        card.flags["support"] = True
    if zone == "field":  # effects already applied to the UNIT (1303, 1319.1, 1326.1)
        if any(spec.boost):
            card.flags["boost"] = list(spec.boost)
        for flag in ("no_overkill", "unattackable", "no_attack", "indestructible"):
            if getattr(spec, flag):
                card.flags[flag] = True
        if spec.replacements:  # watched by `KisekiState.stun` (1216)
            card.flags["replacements"] = [[r.replaces, r.instead] for r in spec.replacements]
    if zone == "base":
        card.flags["face_down"] = spec.face_down
    return card


# a number change: 1303.1 / 1303.2 (+N / -N), 1215.5 (set: the old value is lost); all are the one layer
# of number changes (1215.1f), in the order they began (1215.3b)
_LAYERS = LayerClauses(("1303.1",), ("1303.2",), ("1215.5",), ("1215.1f", "1215.3b"))
_NUMBERS = {"STR": ("str", "STR"), "DEF": ("def", "DEF")}


def _changes(game: KisekiGame, card: Card, spec: KSCardSpec, where: str) -> None:
    """A field UNIT's number changes already applied, in their order (`layers`): the lasting delta goes
    to ``boost``, the one ending with this turn to ``eot_boost`` (705.7a), so later effects add on."""
    if not spec.changes:
        return
    if any(spec.boost):
        raise InvalidScenario(where, "changes と boost は併用できません")
    lasting, turn = [0, 0], [0, 0]
    for stat, changes in by_stat(spec.changes).items():
        if stat not in _NUMBERS:
            raise InvalidScenario(where, f"{stat} は変更できる数値ではありません")
        key, name = _NUMBERS[stat]
        base = int(card.stats.get(key, 0))
        layered = record(game, card, name, base, changes, _LAYERS)
        at = 0 if stat == "STR" else 1
        lasting[at], turn[at] = layered.lasting - base, layered.now - layered.lasting
    if lasting != [0, 0]:
        card.flags["boost"] = lasting
    if turn != [0, 0]:
        card.flags["eot_boost"] = turn


def _print(game: KisekiGame, spec: KSCardSpec, card: Card) -> Card:
    """Record a card's printed アーツ / EVENT effects (the engine reads them when it is played)."""
    if spec.arts_ep is None and spec.arts:
        raise InvalidScenario("arts", "アーツの効果には arts_ep (EPコスト) が必要です")
    if spec.arts_ep is not None and spec.kind != C.UNIT:
        raise InvalidScenario("arts_ep", "アーツを持つのは UNIT カードです (208.1)")
    if (spec.effects or spec.choose) and spec.kind != C.EVENT:
        raise InvalidScenario("effects", "effects / choose は EVENT カードの効果です")
    for effect in spec.arts:
        check_shape(effect, (Timing.NOW, Timing.ARTS))
    for effect in spec.effects:
        check_shape(effect)
    if spec.triggered and spec.kind != C.UNIT:
        raise InvalidScenario("triggered", "triggered (誘発クラフト) は UNIT カードの能力です")
    for effect in spec.triggered:
        check_shape(effect, TRIGGER_TIMINGS)
    printed: dict[str, object] = {}
    if spec.triggered:
        printed["triggered"] = [e.model_dump(mode="json") for e in spec.triggered]
    if spec.arts_ep is not None:
        printed |= {"arts_ep": spec.arts_ep, "arts": [e.model_dump(mode="json") for e in spec.arts]}
    if spec.effects:
        printed["effects"] = [e.model_dump(mode="json") for e in spec.effects]
    if spec.choose:
        printed["choose"] = [r.model_dump(mode="json") for r in spec.choose]
    if printed:
        game.printed[card.uid] = printed
    return card


def _filler(uid: str, owner: str) -> Card:
    return Card(
        uid,
        "ヴァニラ・ユニット",
        C.UNIT,
        owner,
        {"cp_cost": 1, "str": 1, "def": 1},
        frozenset({"組織:遊撃士協会"}),
    )


def build(scenario: KisekiScenario) -> KisekiGame:
    game = KisekiGame(scenario.seed)
    game.turn, game.turn_player = scenario.turn, "player1"
    game.first_player = "player1" if scenario.turn % 2 == 1 else "player2"
    seen: set[str] = set()
    for p, spec in (("player1", scenario.player1), ("player2", scenario.player2)):
        tag = f"p{p[-1]}"

        def add(zone: str, card: Card, where: str, *, player: str = p) -> None:
            if card.uid in seen:
                raise InvalidScenario(where, f"カード ID {card.uid!r} が重複しています")
            seen.add(card.uid)
            game.zone(player, zone).append(card)

        for _ in range(spec.deck):
            add("deck", _filler(game.new_uid(p), p), f"{p}.deck")
        for i, cs in reversed(list(enumerate(spec.deck_top))):
            add("deck", _print(game, cs, _card(cs, f"{tag}-deck-{i + 1}", p, "deck")), f"{p}.deck_top.{i}")
        for zone in ("hand", "base"):
            specs = getattr(spec, zone)
            if isinstance(specs, int):
                for _ in range(specs):
                    card = _filler(game.new_uid(p), p)
                    if zone == "base":
                        card.flags.update({"face_down": True, "acted": False})
                    add(zone, card, f"{p}.{zone}")
            else:
                for i, cs in enumerate(specs):
                    add(
                        zone, _print(game, cs, _card(cs, f"{tag}-{zone}-{i + 1}", p, zone)), f"{p}.{zone}.{i}"
                    )
        for i, cs in enumerate(spec.field):
            card = _print(game, cs, _card(cs, f"{tag}-field-{i + 1}", cs.owned_by or p, "field"))
            add("field", card, f"{p}.field.{i}")
            _changes(game, card, cs, f"{p}.field[{i}].changes")
            if card.owner != p:  # a UNIT whose 支配者 changed stands on its controller's field (506.4)
                game.emit(
                    "control",
                    f"{card.name} の支配者は {p}、持ち主は {card.owner} です",
                    ("105.2", "105.3", "506.4"),
                    card=card.uid,
                    controller=p,
                    owner=card.owner,
                )
        for _ in range(spec.kiseki):
            add("kiseki", _filler(game.new_uid(p), p), f"{p}.kiseki")
        game.players[p].counters.update({"kizuna": spec.kizuna, "cp": spec.cp, "ep": spec.ep})
        if spec.no_stun_damage:
            game.players[p].counters["no_stun_damage"] = 1
    return game


def _default_choice(game: KisekiGame, choices: KSChoices) -> Action:
    assert game.pending is not None
    p, kind = game.pending["player"], game.pending["kind"]
    if kind == "base":
        hand = game.zone(p, "hand")
        return Action("base", p, {"card": hand[0].uid if choices.base == "first" and hand else None})
    if kind == "support":
        options = [a for a in game.legal_actions() if a.kind == "scrum_support"]
        target = game.on_field(str(game.combat["target"])) if game.combat is not None else None
        supported = target is not None and bool(target.flags.get("support"))  # one default support is enough
        return options[0] if choices.support == "first" and options and not supported else Action("pass", p)
    if kind == "counter":
        assert game.combat is not None
        alive = [c for u in game.combat["attackers"] if (c := game.on_field(u))]
        pick = min(alive, key=game.defense) if choices.counter == "strongest" else alive[0]
        return Action("counter", p, {"card": pick.uid})
    stunned = [c.uid for c in game.zone(p, "field") if c.flags.get("stunned")]
    return Action("recover", p, {"card": stunned[0] if choices.recover == "first" and stunned else None})


CHOICE_KINDS = {"base": "base", "support": "scrum_support", "counter": "counter", "recover": "recover"}


def _settle(game: KisekiGame, choices: KSChoices, upcoming: KSAction | EffectAction | None) -> None:
    nxt = upcoming if isinstance(upcoming, KSAction) else None
    for _ in range(1000):
        if game.is_over or game.pending is None or game.pending["kind"] not in CHOICE_KINDS:
            return
        kind = game.pending["kind"]
        priority = kind == "support" and nxt is not None and nxt.player in (None, game.pending["player"])
        if nxt is not None and (
            nxt.kind == CHOICE_KINDS[kind] or (priority and nxt.kind in ("pass", "arts", "gain_ep"))
        ):
            return
        game.apply(_default_choice(game, choices))


def _to_action(game: KisekiGame, spec: KSAction | EffectAction) -> Action:
    if isinstance(spec, EffectAction):
        controller = spec.controller or game.primary
        return Action(
            "resolve", controller, {"effect": spec.model_dump(mode="json", exclude={"type", "same_text"})}
        )
    player = spec.player or (game.pending["player"] if game.pending else game.primary)
    params: dict[str, object] = {}
    if spec.response and spec.kind != "play_event":
        raise InvalidScenario("response", "response は play_event への相手の対応です")
    for effect in spec.response:
        check_shape(effect)
    if spec.attacked and spec.kind != "attack":
        raise InvalidScenario("attacked", "attacked は attack の戦闘解決ステップで解決される効果です")
    for effect in spec.attacked:
        check_shape(effect)
    if spec.kind in ("base", "play_event", "play_base", "gain_ep", "counter", "recover", "play_item", "arts"):
        params = {"card": spec.card}
        if spec.response:
            params["response"] = [e.model_dump(mode="json") for e in spec.response]
    elif spec.kind == "play_unit":
        params = {"card": spec.card, "dispatch": spec.dispatch}
    elif spec.kind == "attack":
        params = {"attackers": list(spec.attackers), "target": spec.target or _first_target(game, spec)}
        if spec.attacked:
            params["attacked"] = [e.model_dump(mode="json") for e in spec.attacked]
    elif spec.kind == "scrum_support":
        params = {"supporter": spec.supporter, "target": spec.target}
    elif spec.kind == "effect":
        params = {"op": spec.op, "target": spec.target, "counts": dict(spec.counts), "cost": spec.cost}
    elif spec.kind == "order":
        params = {"what": spec.what, "pending": dict(spec.counts)}
    elif spec.kind == "respond":
        params = {"stack": [i.model_dump(mode="json") for i in spec.stack], "reply": spec.reply}
    elif spec.kind == "loop":
        params = {"counts": dict(spec.counts), "forced": spec.forced, "players": spec.players}
    elif spec.kind in ("deck_strategy", "deck_blitz"):
        params = {k: getattr(spec, k) for k in COUNTS}
    return Action(spec.kind, player, params)


def _first_target(game: KisekiGame, spec: KSAction) -> str | None:
    """The documented default target: a 【ヘイト】 UNIT, else another UNIT, else the player (803.5b)."""
    cards = [game.on_field(uid) for uid in spec.attackers]
    attackers = [c for c in cards if c is not None]
    if not attackers or len(attackers) != len(cards):
        return None  # verify rejects the attack and names the missing UNIT
    targets = game.targets_for(attackers)
    return targets[0] if targets else None


START = {
    "prep": ("prep", "start"),
    "deploy": ("prep", "deploy_start"),
    "battle": ("battle", "select"),
    "recovery": ("recovery", "judge"),
}


KIND_JA = {
    "base": "拠点への配置", "play_unit": "UNIT のプレイ", "play_event": "EVENT のプレイ",
    "play_base": "BASE のプレイ", "play_item": "ITEM のプレイ", "gain_ep": "EP の獲得",
    "end_step": "ステップの終了", "attack": "攻撃", "pass": "パス", "scrum_support": "スクラムサポート",
    "counter": "応戦対象の選択", "recover": "回復", "effect": "効果", "resolve": "効果",
    "arts": "アーツのプレイ", "concede": "投了", "loop": "ループ", "order": "同時処理", "respond": "対応",
    "deck_strategy": "ストラテジー戦のデッキ", "deck_blitz": "ブリッツシールド戦のデッキ",
}  # fmt: skip


def _is_effect(spec: KSAction | EffectAction | ChooseAction) -> bool:
    """An effect resolved, or an EVENT or a BASE played (1208.1, 1209.1), in the 回復フェイズ's priority
    windows (705.2, 705.4)."""
    if isinstance(spec, ChooseAction):
        return False  # a choice's count, no effect resolved
    return isinstance(spec, EffectAction) or spec.kind in ("effect", "play_event", "play_base")


def _close_window(game: KisekiGame) -> None:
    """The recovery phase's priority windows end: rule processing, then the 絆 judgement (705.5)."""
    game.pending = None
    game._advance()


# the count of a choice: from a public zone the number asked (1312.1); a hidden zone's card named by
# information is not guaranteed, none may be chosen (1312.2); the rulebook states no 「まで」 count
CHOICE_RULES = ChoiceRules(
    public_zones=frozenset({"field"}),
    hidden_zones=frozenset({"deck", "hand"}),
    duty=("1312.1",),
    up_to=(),
    hidden=("1312.2",),
)


def run(scenario: KisekiScenario) -> SimulationResult:
    game = build(scenario)
    phase, step = START[scenario.phase]
    mulligan(
        game,
        {"player1": scenario.player1.mulligan, "player2": scenario.player2.mulligan},
        turn=scenario.turn,
        phase=scenario.phase,
    )
    if scenario.deployer != "player1" and scenario.phase != "deploy":
        raise InvalidScenario("deployer", "deployer は phase=deploy の配備ステップのプレイヤーです")
    # 702.3: the player whose step is in progress is the primary player (player2's 配備ステップ: player1's
    # steps of the 準備フェイズ and player2's ドロー・拠点ステップ are over, 703.5)
    game.step_player = None if scenario.phase in ("prep", "recovery") else "player1"
    if scenario.phase == "deploy":
        game.step_player = scenario.deployer
    game._goto(phase, step, ("701.1",), f"シナリオ開始: ターン{game.turn}、イニシアチブプレイヤー player1")
    if scenario.phase == "recovery" and scenario.actions and _is_effect(scenario.actions[0]):
        # 705.1-705.4: effects resolved in the 回復フェイズ's priority windows come before the 絆 judgement
        game.emit(
            "phase", "回復フェイズの優先権処理(誘発した効果の解決)", ("705.1", "705.2", "705.3", "705.4")
        )
        game.pending = {"kind": WINDOW, "player": game.primary}
    game._advance()
    refused: IllegalAction | None = None  # the last action refused, while the next ones are its text's
    for i, spec in enumerate(scenario.actions):
        if isinstance(spec, ChooseAction):
            apply_choice(game, CHOICE_RULES, spec, i)
            continue
        if same_text_refused(game, spec, refused, i):
            continue
        refused = None
        if game.pending is not None and game.pending["kind"] == WINDOW and not _is_effect(spec):
            _close_window(game)
        _settle(game, scenario.choices, spec)
        if game.is_over:
            break
        action = _to_action(game, spec)
        try:
            game.apply(action)  # verify first: a refused action changes nothing
        except IllegalAction as exc:
            if exc.code == "unknown_card":  # the one policy: a card id that does not exist is malformed
                raise InvalidScenario(f"scenario.actions.{i}", exc.message) from None
            refused = exc
            game.emit(
                "rejected",
                f"{action.player} の{KIND_JA.get(action.kind, action.kind)}は認められない: {exc.message}",
                exc.rules,
                code=exc.code,
                message=exc.message,
                action=spec.model_dump(mode="json"),
                index=i,
            )
    if game.pending is not None and game.pending["kind"] == WINDOW:
        _close_window(game)
    _settle(game, scenario.choices, None)
    return SimulationResult(game.game_id, game.outcome, tuple(game.events), game.to_json())


__all__ = ["KisekiScenario", "build", "run"]
