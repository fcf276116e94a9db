"""ニンジャスレイヤーTCG scenarios: a partial position, a list of actions and default choices.

`player1` is the turn player when the scenario starts. Unlisted cards are vanilla fillers
(「ヴァニラ・ニンジャ」: cost 1, カラテ 1, 耐久力 1, 工作力 1, no keywords). An action the rules
forbid does not stop the run: it is recorded as a ``rejected`` event citing the forbidding clause
and the next action is tried.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from service.engine.choice_count import ChoiceRules, ChooseAction, apply_choice
from service.engine.core import PLAYERS, Action, Card
from service.engine.effects import EffectAction
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.layers import LayerClauses, by_stat, record
from service.engine.ninjaslayer import cards as C
from service.engine.ninjaslayer.effects import TRIGGER_TIMINGS, check_shape
from service.engine.ninjaslayer.game import NinjaSlayerGame
from service.engine.ninjaslayer.kotodama import PRINTED_TIMINGS, printed_json
from service.engine.ninjaslayer.models import Keyword, NSAction, NSCardSpec, NSChoices, NSPlayerSpec
from service.engine.scenario import ScenarioBase, SimulationResult, same_text_refused


class NinjaslayerScenario(ScenarioBase):
    turn: int = Field(
        default=2, ge=1, le=200, description="現在のターン番号 (1 なら最初のターン: ドローは1枚)"
    )
    phase: Literal["start", "etel", "character", "ikusa"] = Field(
        default="character",
        description=(
            "開始時点: start=スタートフェイズの最初、etel=エテル・ステップ(ドローの後)、"
            "character=キャラクターフェイズ、ikusa=アイサツ対象選択・ステップ"
        ),
    )
    player1: NSPlayerSpec = Field(default=NSPlayerSpec(), description="ターンプレイヤー")
    player2: NSPlayerSpec = Field(default=NSPlayerSpec(), description="非ターンプレイヤー")
    actions: list[NSAction | EffectAction | ChooseAction] = Field(
        default_factory=list, max_length=500, description="順に実行する行動"
    )
    choices: NSChoices = Field(default=NSChoices(), description="actions で指定しなかった選択の既定値")


def _filler(uid: str, owner: str) -> Card:
    stats = {"cost": 1, "karate": 1, "durability": 1, "kousaku": 1}
    return Card(uid, "ヴァニラ・ニンジャ", C.CHARACTER, owner, stats)


def _card(spec: NSCardSpec, uid: str, owner: str, on_field: bool) -> Card:
    stats = {
        "cost": spec.cost,
        "karate": spec.karate,
        "durability": spec.durability,
        "kousaku": spec.kousaku,
    }
    if spec.tatsujin:
        stats["tatsujin"] = spec.tatsujin
    if spec.ukemi_cost:
        stats["ukemi_cost"] = spec.ukemi_cost
    if spec.damage_up:
        stats["damage_up"] = spec.damage_up
    for key in ("cost_up", "cost_down"):  # an effect on the card in the hand (1204.2g-5 / -6, 1204.2j-1)
        if getattr(spec, key):
            stats[key] = getattr(spec, key)
    if spec.cost_set is not None:  # 「コストは N になる」: applied before any increase (1204.2g-4)
        stats["cost_set"] = spec.cost_set
    if spec.kind == C.KOTODAMA and spec.jitsu:
        stats["jitsu"] = spec.jitsu
    card = Card(spec.id or uid, spec.name, spec.kind, owner, stats, frozenset(spec.keywords))
    if spec.attributes:  # 204: what a <属性> condition looks at (selection.py)
        card.flags["attributes"] = list(spec.attributes)
    if on_field:
        if spec.bowed:
            card.flags["bowed"] = True
        if spec.no_aisatsu:  # an effect forbidding its アイサツ (704.3a-2)
            card.flags["no_aisatsu"] = True
        if spec.damage:
            card.flags["damage"] = spec.damage
        if spec.unkillable:  # a text forbidding its kill (104.4)
            card.flags["unkillable"] = True
        if spec.replacements:  # watched as the card is about to be killed (1214, `kill_replaced`)
            card.flags["replacements"] = [[r.replaces, r.instead] for r in spec.replacements]
    return card


def build(scenario: NinjaslayerScenario) -> NinjaSlayerGame:
    game = NinjaSlayerGame(scenario.seed)
    game.turn = scenario.turn
    game.turn_player = "player1"
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
            card = _card(cs, f"{tag}-deck-{i + 1}", p, False)
            add("deck", card, f"{p}.deck_top.{i}")
            _print_ukemi(game, card, cs, f"{p}.deck_top.{i}")
        hand = (
            [_filler(game.new_uid(p), p) for _ in range(spec.hand)]
            if isinstance(spec.hand, int)
            else [_card(cs, f"{tag}-hand-{i + 1}", p, False) for i, cs in enumerate(spec.hand)]
        )
        for card in hand:
            add("hand", card, f"{p}.hand")
        for i, cs in enumerate([] if isinstance(spec.hand, int) else spec.hand):
            _print(game, hand[i], cs, f"{p}.hand.{i}")
        for i, cs in enumerate(spec.field):
            card = _card(cs, f"{tag}-field-{i + 1}", cs.owned_by or p, True)
            add("field", card, f"{p}.field.{i}")
            if card.owner != p:  # a character whose 支配者 changed stands on its controller's field (306.4)
                game.emit(
                    "control",
                    f"{card.name} の支配者は {p}、持ち主は {card.owner} です",
                    ("105.2", "105.3", "306.4"),
                    card=card.uid,
                    controller=p,
                    owner=card.owner,
                )
            _print_triggered(game, card, cs, f"{p}.field.{i}")
        for i, cs in enumerate(spec.etel_cards):
            card = _card(cs, f"{tag}-etel-{i + 1}", p, False)
            if cs.bowed:
                card.flags["bowed"] = True
            add("etel", card, f"{p}.etel_cards.{i}")
        for i in range(spec.etel + spec.etel_bowed):
            card = _filler(game.new_uid(p), p)
            if i >= spec.etel:
                card.flags["bowed"] = True
            add("etel", card, f"{p}.etel")
        for zone, n in (("damage", spec.damage_zone), ("ohigan", spec.ohigan)):
            for _ in range(n):
                add(zone, _filler(game.new_uid(p), p), f"{p}.{zone}")
        for _ in range(spec.damage_zone_face_down):
            card = _filler(game.new_uid(p), p)
            card.flags["face_down"] = True
            add("damage", card, f"{p}.damage_zone_face_down")
    return game


def _print(game: NinjaSlayerGame, card: Card, spec: NSCardSpec, where: str) -> None:
    """A コトダマ card's printed effects; character cards print none in this model."""
    _print_triggered(game, card, spec, where)
    if spec.kind != C.KOTODAMA:
        if spec.effects or spec.recover or spec.jitsu or spec.choose:
            raise InvalidScenario(
                where, "effects / recover / jitsu / choose はコトダマカードにのみ指定できます"
            )
        return
    for effect in spec.effects:
        check_shape(effect, timings=PRINTED_TIMINGS)
    game.printed[card.uid] = printed_json(list(spec.effects), spec.recover)
    if spec.choose:
        game.printed[card.uid]["choose"] = [r.model_dump(mode="json") for r in spec.choose]


def _print_triggered(game: NinjaSlayerGame, card: Card, spec: NSCardSpec, where: str) -> None:
    """A character's printed 誘発能力 (1209.1) — 「これがエントリーした時、」「これが殺された時、」."""
    if not spec.triggered:
        return
    if spec.kind != C.CHARACTER:
        raise InvalidScenario(where, "triggered はキャラクターカードにのみ指定できます")
    for effect in spec.triggered:
        check_shape(effect, timings=TRIGGER_TIMINGS)
    game.printed.setdefault(card.uid, {})["triggered"] = [e.model_dump(mode="json") for e in spec.triggered]


def _print_ukemi(game: NinjaSlayerGame, card: Card, spec: NSCardSpec, where: str) -> None:
    """A ウケミ能力 printed as effects (1211.2c): the card must have ウケミ (210.1)."""
    if not spec.ukemi_effects:
        return
    if "ウケミ" not in spec.keywords:
        raise InvalidScenario(where, "ukemi_effects はキーワード ウケミ を持つカードにのみ指定できます")
    for effect in spec.ukemi_effects:
        check_shape(effect, timings=PRINTED_TIMINGS)
    game.printed.setdefault(card.uid, {})["ukemi"] = [e.model_dump(mode="json") for e in spec.ukemi_effects]


def _gain(game: NinjaSlayerGame, scenario: NinjaslayerScenario) -> None:
    """Field characters that already have「+X/+Y を得る」 from an effect: the change is an event citing
    1303.1 (or 1303.2 for a decrease), so the rule check that follows sees the new 耐久力."""
    # a change that lasts the turn (「gained」) or this イクサ (「ikusa」, 706.8a ends it) is told alike
    for field, flag, span in (("gained", "gained", ""), ("ikusa_gained", "ikusa", "このイクサ中 ")):
        for p, spec in (("player1", scenario.player1), ("player2", scenario.player2)):
            for i, cs in enumerate(spec.field):
                change: list[int] = getattr(cs, field)
                if len(change) != 2 or change == [0, 0]:
                    continue
                card = game.find(cs.id or f"p{p[-1]}-field-{i + 1}")[2]
                x, y = change
                rules = tuple(r for r, on in (("1303.1", x > 0 or y > 0), ("1303.2", x < 0 or y < 0)) if on)
                now = [
                    f"カラテ{C.karate(card) + x}" if x else "",
                    f"耐久力{C.durability(card) + y}" if y else "",
                ]
                text = f"{card.name} は {span}{x:+d}/{y:+d} を得ている({'・'.join(w for w in now if w)})"
                game.set_flag(card, flag, [x, y], rules, text, event="modify")


# a number change: 1303.1 / 1303.2 (+N / -N), 1213.5 (set: the old value is lost); all are the one layer
# of number changes (1213.1f), in the order they began (1213.3b)
_LAYERS = LayerClauses(("1303.1",), ("1303.2",), ("1213.5",), ("1213.1f", "1213.3b"))
_NUMBERS = {"karate": "カラテ", "durability": "耐久力"}


def _changes(game: NinjaSlayerGame, scenario: NinjaslayerScenario) -> None:
    """Field characters with number changes already applied, in their order (`layers`): the lasting
    delta goes to ``gained``, the one ending with this turn to ``eot`` (505.3b), so later effects add on."""
    for p, spec in (("player1", scenario.player1), ("player2", scenario.player2)):
        for i, cs in enumerate(spec.field):
            if not cs.changes:
                continue
            if cs.gained:
                raise InvalidScenario(f"{p}.field[{i}].changes", "changes と gained は併用できません")
            card = game.find(cs.id or f"p{p[-1]}-field-{i + 1}")[2]
            lasting, turn = [0, 0], [0, 0]
            for stat, changes in by_stat(cs.changes).items():
                if stat not in _NUMBERS:
                    raise InvalidScenario(f"{p}.field[{i}].changes", f"{stat} は変更できる数値ではありません")
                base = C.karate(card) if stat == "karate" else C.durability(card)
                layered = record(game, card, _NUMBERS[stat], base, changes, _LAYERS)
                at = 0 if stat == "karate" else 1
                lasting[at], turn[at] = layered.lasting - base, layered.now - layered.lasting
            if lasting != [0, 0]:
                card.flags["gained"] = lasting
            if turn != [0, 0]:
                card.flags["eot"] = turn


def _default_choice(game: NinjaSlayerGame, choices: NSChoices) -> Action:
    assert game.pending is not None
    p = game.pending["player"]
    kind = game.pending["kind"]
    if kind == "ukemi":
        return Action("ukemi", p, {"use": choices.ukemi})
    if kind == "interrupt":
        options = game.interrupters()
        pick = options[0].uid if choices.interrupt == "first" and options else None
        return Action("interrupt", p, {"card": pick})
    if kind == "priority":
        return Action("pass", p)
    hand = game.zone(p, "hand")
    return Action("etel", p, {"card": hand[0].uid if choices.etel == "first" and hand else None})


def _settle(game: NinjaSlayerGame, choices: NSChoices, upcoming: NSAction | EffectAction | None) -> None:
    """Take the documented default for every pending choice the next scripted action does not answer."""
    kind = upcoming.kind if isinstance(upcoming, NSAction) else None
    for _ in range(1000):
        if game.is_over or game.pending is None or game.pending["kind"] == "main":
            return
        if game.pending["kind"] == "priority":
            mine = isinstance(upcoming, NSAction) and upcoming.player in (None, game.pending["player"])
            on_check = isinstance(upcoming, NSAction) and upcoming.kind == "kotodama" and upcoming.on_check
            if on_check and not (game.stack and game.stack[-1]["type"] == "damage_check"):
                mine = False  # wait for a damage check on top (802.4)
            now = isinstance(upcoming, NSAction) and upcoming.kind == "enter" and upcoming.now
            if (kind in ("kotodama", "pass") or now) and mine:
                return
        elif kind == game.pending["kind"]:
            return
        game.apply(_default_choice(game, choices))


def _to_action(game: NinjaSlayerGame, spec: NSAction | EffectAction) -> Action:
    if isinstance(spec, EffectAction):
        controller = spec.controller or game.turn_player
        return Action(
            "resolve", controller, {"effect": spec.model_dump(mode="json", exclude={"type", "same_text"})}
        )
    player = spec.player or (game.pending["player"] if game.pending else game.turn_player)
    params: dict[str, object] = {}
    if spec.kind in ("etel", "interrupt"):
        params = {"card": spec.card}
    elif spec.kind == "kotodama":
        params = {"card": spec.card, "countered": spec.countered}
    elif spec.kind == "enter":
        params = {"card": spec.card, "tatsujin": spec.tatsujin}
    elif spec.kind == "aisatsu":
        params = {"attacker": spec.attacker, "target": spec.target}
    elif spec.kind == "ukemi":
        params = {"use": spec.use}
    elif spec.kind == "effect":
        params = {"op": spec.op, "target": spec.target, "amount": spec.amount, "counts": dict(spec.counts)}
        if spec.discard_cost:
            params["discard_cost"] = spec.discard_cost
        if spec.card is not None:
            params["card"] = spec.card
    elif spec.kind in ("deck_constructed", "deck_blitz"):
        params = {k: getattr(spec, k) for k in ("deck_size", "same_name_copies", "ukemi_cards", "packs")}
    elif spec.kind == "order":
        params = {"what": spec.what, "pending": dict(spec.counts)}
    elif spec.kind == "respond":
        params = {"stack": [i.model_dump(mode="json") for i in spec.stack], "reply": spec.reply}
    elif spec.kind == "loop":
        params = {"counts": dict(spec.counts), "unstoppable": list(spec.unstoppable)}
    return Action(spec.kind, player, params)


_KIND_JA = {
    "etel": "エテル・ゾーンへの配置",
    "enter": "エントリー",
    "end_phase": "フェイズの終了",
    "aisatsu": "アイサツ",
    "interrupt": "インターラプト",
    "ukemi": "ウケミ",
    "effect": "効果",
    "concede": "投了",
    "kotodama": "コトダマのエントリー",
    "pass": "パス",
    "resolve": "効果",
    "loop": "ループ",
    "order": "同時処理",
    "respond": "対応",
    "deck_constructed": "コンストラクテッド戦のデッキ",
    "deck_blitz": "ブリッツシールド戦のデッキ",
}


# the count of a choice: from a public zone the number asked (1307.1); a hidden zone's card named by
# information is not guaranteed, none may be chosen (1307.2); the rulebook states no 「まで」 count
CHOICE_RULES = ChoiceRules(
    public_zones=frozenset({"field", "ohigan"}),
    hidden_zones=frozenset({"deck", "hand"}),
    duty=("1307.1",),
    up_to=(),
    hidden=("1307.2",),
)


def run(scenario: NinjaslayerScenario) -> SimulationResult:
    game = build(scenario)
    start = {
        "start": ("start", "untap"),
        "etel": ("start", "etel"),
        "character": ("character", "main"),
        "ikusa": ("ikusa", "select"),
    }
    phase, step = start[scenario.phase]
    game._goto(phase, step, ("501.1",), f"シナリオ開始: ターン{game.turn}、ターンプレイヤー player1")
    _gain(game, scenario)
    _changes(game, scenario)
    game.check_priority = any(isinstance(a, NSAction) and a.on_check for a in scenario.actions)
    game._advance()
    refused: IllegalAction | None = None  # the last action refused, while the next ones are its text's
    for i, spec in enumerate(scenario.actions):
        if isinstance(spec, ChooseAction):
            apply_choice(game, CHOICE_RULES, spec, i)
            continue
        if same_text_refused(game, spec, refused, i):
            continue
        refused = None
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
                f"{action.player} の{_KIND_JA.get(action.kind, action.kind)}は認められない: {exc.message}",
                exc.rules,
                code=exc.code,
                message=exc.message,
                action=spec.model_dump(mode="json"),
                index=i,
            )
    _settle(game, scenario.choices, None)
    return SimulationResult(game.game_id, game.outcome, tuple(game.events), game.to_json())


__all__ = ["PLAYERS", "Keyword", "NinjaslayerScenario", "build", "run"]
