"""ニンジャスレイヤーTCG scenarios: a partial position, a list of actions and default choices.

`player1` is the turn player when the scenario starts. Unlisted cards are vanilla fillers
(「ヴァニラ・ニンジャ」: cost 1, カラテ 1, 耐久力 1, 工作力 1, no keywords). An action the rules
forbid does not stop the run: it is recorded as a ``rejected`` event citing the forbidding clause
and the next action is tried.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.core import PLAYERS, Action, Card
from service.engine.effects import EffectAction, Effects
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.ninjaslayer import cards as C
from service.engine.ninjaslayer.effects import check_shape
from service.engine.ninjaslayer.game import NinjaSlayerGame
from service.engine.ninjaslayer.kotodama import PRINTED_TIMINGS, printed_json
from service.engine.scenario import ScenarioBase, SimulationResult

PlayerName = Literal["player1", "player2"]
Keyword = Literal[
    "インターラプト", "インターラプト・カイゼン", "サツバツ", "タツジン", "ウケミ", "インターラプトされない"
]


class _Model(BaseModel):
    # strict: a JSON true is not the number 1, nor "3" the number 3 (the schema says integer)
    model_config = ConfigDict(extra="forbid", strict=True)


class NSCardSpec(_Model):
    id: str | None = Field(
        default=None, description="actions から参照する ID。省略時は `p1-field-1` 形式で自動採番"
    )
    name: str = Field(default="ヴァニラ・ニンジャ", description="カード名")
    kind: Literal["character", "kotodama"] = Field(default="character", description="種類 (205.2)")
    cost: int = Field(default=1, ge=0, le=20, description="コスト (203)")
    karate: int = Field(default=1, ge=0, le=50, description="カラテ (206)")
    durability: int = Field(default=1, ge=0, le=50, description="耐久力 (207)")
    kousaku: int = Field(default=1, ge=0, le=10, description="工作力 (208)")
    tatsujin: int = Field(
        default=0, ge=0, le=20, description="タツジン・コスト (1404)。キーワード タツジン と併用"
    )
    ukemi_cost: int = Field(
        default=0,
        ge=0,
        le=20,
        description="ウケミのコスト: 0 なら「これがエントリーする!」、1以上なら ‘(コスト):(効果)’ 形式",
    )
    keywords: list[Keyword] = Field(default_factory=list, description="キーワード能力")
    damage_up: int = Field(
        default=0, ge=0, le=20, description="「これが与えるダメージを N 点増加する」(1326.1): その N"
    )
    jitsu: int = Field(default=0, ge=0, le=20, description="コトダマ: コストとしての ジツ(N) (1320)")
    effects: Effects = Field(
        default_factory=list,
        max_length=8,
        description="コトダマ: 解決時に実行する効果 (共通の効果語彙、timing は now か kotodama)",
    )
    recover: int = Field(default=0, ge=0, le=20, description="コトダマ: 解決時に支配者が N 回復する (1319.1)")
    ukemi_effects: Effects = Field(
        default_factory=list,
        max_length=4,
        description=(
            "ウケミ能力が効果の場合 (例:「カードを1枚ドローする。」、1211.2c): その効果。"
            "キーワード ウケミ と併用。省略時のウケミは「これがエントリーする!」"
        ),
    )
    bowed: bool = Field(default=False, description="オジギ状態なら true (場のカードのみ)")
    damage: int = Field(default=0, ge=0, le=50, description="負っているダメージ (場のキャラクターのみ)")
    gained: list[Annotated[int, Field(ge=-50, le=50)]] = Field(
        default_factory=list,
        max_length=2,
        description="効果で得ている +X/+Y (1303): [カラテの増減, 耐久力の増減] (場のキャラクターのみ)",
    )


class NSPlayerSpec(_Model):
    deck: int = Field(default=20, ge=0, le=100, description="deck_top の下にあるフィラーの枚数")
    deck_top: list[NSCardSpec] = Field(default_factory=list, description="デッキの一番上から順に置くカード")
    hand: list[NSCardSpec] | Annotated[int, Field(ge=0, le=100)] = Field(
        default=4, description="手札: カードの一覧か、フィラーの枚数"
    )
    field: list[NSCardSpec] = Field(default_factory=list, description="場のキャラクター")
    etel: int = Field(default=0, ge=0, le=60, description="エテル・ゾーンのアンタイ・オジギ状態のカード枚数")
    etel_bowed: int = Field(default=0, ge=0, le=60, description="エテル・ゾーンのオジギ状態のカード枚数")
    etel_cards: list[NSCardSpec] = Field(
        default_factory=list,
        max_length=10,
        description="エテル・ゾーンの ID を持つカード (bowed でオジギ状態)。etel / etel_bowed に加えて置く",
    )
    damage_zone: int = Field(default=0, ge=0, le=60, description="ダメージ・ゾーンの表向きのカード枚数")
    damage_zone_face_down: int = Field(
        default=0, ge=0, le=60, description="ダメージ・ゾーンの裏向きのカード枚数 (ジツで裏向きにされたもの)"
    )
    ohigan: int = Field(default=0, ge=0, le=100, description="オヒガンの枚数")


class NSAction(_Model):
    kind: Literal[
        "etel",
        "enter",
        "end_phase",
        "aisatsu",
        "interrupt",
        "ukemi",
        "effect",
        "concede",
        "kotodama",
        "pass",
        "loop",
    ]
    player: PlayerName | None = Field(
        default=None, description="行動するプレイヤー。省略時は選択を求められているプレイヤー"
    )
    card: str | None = Field(
        default=None,
        description="etel / enter / interrupt / effect ambush のカード ID (interrupt で null はしない)",
    )
    tatsujin: bool = Field(default=False, description="enter: タツジン・コストを支払う")
    now: bool = Field(
        default=False,
        description=(
            "enter: 優先権を得たその時に行う(コトダマ空間の解決を待たない)。"
            "コトダマ空間が空でなければ認められない (1206.1)"
        ),
    )
    countered: bool = Field(
        default=False,
        description="kotodama: 解決前に打ち消される (1321.1、コストは戻らない 1321.2)",
    )
    attacker: str | None = Field(default=None, description="aisatsu: アイサツするキャラクター")
    target: str | None = Field(
        default=None, description="aisatsu / effect damage: プレイヤー名かキャラクター ID"
    )
    use: bool = Field(default=True, description="ukemi: ‘(コスト):(効果)’ のウケミをエントリーするか")
    op: Literal["damage", "damage_zone", "draw", "recover", "jitsu", "ambush"] | None = Field(
        default=None,
        description=(
            "effect: ダメージを与える / デッキの上からダメージ・ゾーンに置く / ドロー / 回復 / ジツ / "
            "アンブッシュ (card を場に置く、1314)"
        ),
    )
    amount: int = Field(default=0, ge=0, le=50, description="effect damage: ダメージの点数")
    counts: dict[PlayerName, Annotated[int, Field(ge=0, le=100)]] = Field(
        default_factory=dict,
        description=(
            "effect damage_zone / draw: 枚数。loop: 繰り返すことを選べるプレイヤーが指定した回数 (1501.1a/b)"
        ),
    )
    unstoppable: list[PlayerName] = Field(
        default_factory=list,
        max_length=2,
        description="loop: ループを停止できないプレイヤー (1501.1c: 両プレイヤーなら引き分け)",
    )


class NSChoices(_Model):
    ukemi: bool = Field(
        default=True, description="支払えるなら ‘(コスト):(効果)’ のウケミをエントリーする (既定: する)"
    )
    interrupt: Literal["never", "first"] = Field(
        default="never",
        description="インターラプト・ステップ: never=しない (既定)、first=可能な最初のキャラクターで行う",
    )
    etel: Literal["none", "first"] = Field(
        default="none", description="エテル・ステップ: none=置かない (既定)、first=手札の最初の1枚"
    )


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
    actions: list[NSAction | EffectAction] = Field(
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
    if spec.kind == C.KOTODAMA and spec.jitsu:
        stats["jitsu"] = spec.jitsu
    card = Card(spec.id or uid, spec.name, spec.kind, owner, stats, frozenset(spec.keywords))
    if on_field:
        if spec.bowed:
            card.flags["bowed"] = True
        if spec.damage:
            card.flags["damage"] = spec.damage
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
            add("field", _card(cs, f"{tag}-field-{i + 1}", p, True), f"{p}.field.{i}")
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
    if spec.kind != C.KOTODAMA:
        if spec.effects or spec.recover or spec.jitsu:
            raise InvalidScenario(where, "effects / recover / jitsu はコトダマカードにのみ指定できます")
        return
    for effect in spec.effects:
        check_shape(effect, timings=PRINTED_TIMINGS)
    game.printed[card.uid] = printed_json(list(spec.effects), spec.recover)


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
    for p, spec in (("player1", scenario.player1), ("player2", scenario.player2)):
        for i, cs in enumerate(spec.field):
            if len(cs.gained) != 2 or cs.gained == [0, 0]:
                continue
            card = game.find(cs.id or f"p{p[-1]}-field-{i + 1}")[2]
            x, y = cs.gained
            rules = tuple(r for r, on in (("1303.1", x > 0 or y > 0), ("1303.2", x < 0 or y < 0)) if on)
            now = [f"カラテ{C.karate(card) + x}" if x else "", f"耐久力{C.durability(card) + y}" if y else ""]
            text = f"{card.name} は {x:+d}/{y:+d} を得ている({'・'.join(w for w in now if w)})"
            game.set_flag(card, "gained", [x, y], rules, text, event="modify")


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
            now = isinstance(upcoming, NSAction) and upcoming.kind == "enter" and upcoming.now
            if (kind in ("kotodama", "pass") or now) and mine:
                return
        elif kind == game.pending["kind"]:
            return
        game.apply(_default_choice(game, choices))


def _to_action(game: NinjaSlayerGame, spec: NSAction | EffectAction) -> Action:
    if isinstance(spec, EffectAction):
        controller = spec.controller or game.turn_player
        return Action("resolve", controller, {"effect": spec.model_dump(mode="json", exclude={"type"})})
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
        if spec.card is not None:
            params["card"] = spec.card
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
}


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
    game._advance()
    for i, spec in enumerate(scenario.actions):
        _settle(game, scenario.choices, spec)
        if game.is_over:
            break
        action = _to_action(game, spec)
        try:
            game.apply(action)  # verify first: a refused action changes nothing
        except IllegalAction as exc:
            if exc.code == "unknown_card":  # the one policy: a card id that does not exist is malformed
                raise InvalidScenario(f"scenario.actions.{i}", exc.message) from None
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


__all__ = ["PLAYERS", "NinjaslayerScenario", "build", "run"]
