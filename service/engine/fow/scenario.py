"""Force of Will scenarios: a minimal position plus a list of §10 operations.

The outcome is ``ongoing`` with the final state: §10 (the only part of the rules in the corpus) has
no clause that ends the game — unless the scenario carries the defeat a question stipulates
(``defeat_at_life``: 「ライフ0で負けとして」), which `told_defeat` applies to the final lives. A
forbidden operation is recorded as a ``rejected`` event citing the clause that forbids it, and the
run goes on.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.core import Action, Card
from service.engine.effects import EffectAction
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.events import Outcome, Reason, Result
from service.engine.fow.effects import to_actions
from service.engine.fow.game import (
    ADDITION_PREFIX,
    INDESTRUCTIBLE,
    START_LIFE,
    WILL_KINDS,
    FowGame,
    defense_of,
    will_key,
)
from service.engine.fow.ops import OPERATIONS
from service.engine.scenario import ScenarioBase, SimulationResult

PlayerName = Literal["player1", "player2"]
# 無: will without an attribute (in a cost: free will, [1] [2] …); 月: will with the 月 trait (10.2.6)
Attribute = Literal["光", "炎", "水", "風", "闇", "無", "月"]


# Will amounts: a bound keeps one request from sizing loops in the engine.
Will = Annotated[int, Field(ge=0, le=100)]


class _Model(BaseModel):
    # strict: a JSON true is not the number 1, nor "3" the number 3 (the schema says integer)
    model_config = ConfigDict(extra="forbid", strict=True)


class FowTrigger(_Model):
    on: Literal["draw", "summoned", "damaged", "destroyed", "graveyard"] = Field(
        description="誘発条件: draw=カードを1枚ドローするたび (10.8.2)、"
        "summoned=リゾネイターが召喚されるたび (10.5.2)、damaged=プレイヤーがダメージを受けるたび "
        "(10.6.2: 1回のダメージで1回)、destroyed=このカードが破壊されたとき (10.9.1: 破壊で場から墓地へ)、"
        "graveyard=このカードが墓地に置かれたとき (場から墓地へ: 破壊 10.9.1、破棄 10.10.1)"
    )
    whose: Literal["you", "opponent", "any"] = Field(
        default="you",
        description="条件を満たすプレイヤー: you=コントローラー (あなたが)、opponent=その対戦相手 "
        "(相手が)、any=いずれかのプレイヤー (プレイヤーが)",
    )
    draw: int = Field(default=0, ge=0, le=20, description="解決: コントローラーがドローする枚数")
    damage: int = Field(default=0, ge=0, le=100000, description="解決: 与えるダメージ")
    to: Literal["opponent", "you", "that_player"] = Field(
        default="opponent",
        description="ダメージを与えるプレイヤー: opponent=コントローラーの対戦相手、you=コントローラー、"
        "that_player=条件を満たしたプレイヤー (そのプレイヤーに)",
    )


class FowCardSpec(_Model):
    id: str | None = Field(default=None, description="参照用 ID。省略時は `p1-field-1` 形式")
    name: str = Field(default="バニラ・リゾネイター", description="カード名")
    kind: Literal["resonator", "j_ruler", "ruler", "addition", "spell", "stone"] = Field(
        default="resonator", description="種類"
    )
    atk: int = Field(default=100, ge=0, le=100000, description="攻撃力")
    defense: int | None = Field(
        default=100, ge=0, le=100000, description="防御力 (null なら防御力を持たない)"
    )
    cost: dict[Attribute, Will] = Field(default_factory=dict, description="コスト (ウィル)")
    keywords: list[str] = Field(default_factory=list, description="例: 破壊されない")
    attach: Literal["フィールド", "リゾネイター", "J/リゾネイター", "Jルーラー"] | None = Field(
        default=None, description="アディション: [アディション:○○] の○○ (null ならフィールド)"
    )
    damage: int = Field(default=0, ge=0, le=1000000, description="蓄積されているダメージ")
    rested: bool = Field(default=False, description="レスト状態")
    counters: dict[str, Annotated[int, Field(ge=0, le=1000)]] = Field(
        default_factory=dict, description="カウンター (名称: 個数)"
    )
    triggers: list[FowTrigger] = Field(
        default_factory=list, max_length=5, description="誘発能力 (10.14.1: 条件を満たすと発動する)"
    )
    will_ability: dict[Attribute, Will] = Field(
        default_factory=dict, description="ウィル能力 ‘[レスト]:ウィルを生み出す’ で生み出すウィル (10.2.5)"
    )
    races: list[Annotated[str, Field(max_length=20)]] = Field(
        default_factory=list, max_length=5, description="種族 (例 人間)"
    )
    owner: PlayerName | None = Field(
        default=None,
        description="持ち主 (null なら置かれた領域のプレイヤー)。コントローラーは置かれた領域のプレイヤー"
        " (コントロールを得たカード: 破棄できるのはコントローラー 10.10.2、置かれるのは持ち主の墓地)",
    )


class FowPlayerSpec(_Model):
    life: int = Field(default=START_LIFE, ge=-100000, le=100000, description="ライフポイント")
    deck: int = Field(default=20, ge=0, le=200, description="メインデッキのフィラー枚数")
    stone_deck: int = Field(default=0, ge=0, le=200, description="魔石デッキのフィラー枚数 (魔石)")
    hand: list[FowCardSpec] | Annotated[int, Field(ge=0, le=200)] = Field(
        default=5, description="手札: カード一覧かフィラー枚数"
    )
    field: list[FowCardSpec] = Field(default_factory=list, description="場のカード")
    ruler_area: list[FowCardSpec] = Field(default_factory=list, description="ルーラーエリア")
    stone_area: list[FowCardSpec] = Field(default_factory=list, description="魔石エリア")
    graveyard: list[FowCardSpec] = Field(default_factory=list, description="墓地")
    removed: list[FowCardSpec] = Field(default_factory=list, description="除外エリア")
    will: dict[Attribute, Will] = Field(
        default_factory=dict, description="保有ウィル (属性: 点数、無=属性なし)"
    )


class FowOperation(_Model):
    kind: Literal[
        "deal_damage", "rest_damage", "destroy", "dispose", "discard", "draw", "pay_will", "rest",
        "recover", "put_counter", "gain_modifier", "remove_from_game", "summon", "resolve_chase",
        "negate", "set_addition", "reveal", "shuffle", "put_onto_field", "cast", "play_ability", "choose",
        "change_race", "copy", "trigger",
    ]  # fmt: skip
    player: PlayerName = Field(default="player1", description="行動するプレイヤー (コントローラー)")
    card: str | None = Field(
        default=None, description="対象のカード ID (negate: チェイス上の能力は ability:<発生源のカード ID>)"
    )
    cards: list[str] | None = Field(default=None, description="discard: 捨てるカード (null なら手札すべて)")
    targets: list[str] = Field(default_factory=list, description="deal_damage: プレイヤー名かカード ID")
    target: str | None = Field(
        default=None,
        description="rest_damage: ダメージを与える相手 / set_addition: 設置先 / copy: コピーの ID",
    )
    amount: int = Field(default=0, ge=0, le=1000000, description="deal_damage: 点数")
    per_zone: str | None = Field(default=None, description="‘1つにつき’: 数える領域 (hand, field …)")
    per_player: PlayerName | None = Field(default=None, description="‘1つにつき’: 数える領域のプレイヤー")
    per_each: int = Field(default=0, ge=0, le=100000, description="‘1つにつき[基準点数]’の基準点数")
    per_counter: str | None = Field(
        default=None,
        max_length=20,
        description="‘《名称》カウンター1個につき’: 数えるカウンターの名称 (card のカードの上のもの)",
    )
    prevent: Annotated[int, Field(ge=0, le=1000000)] | Literal["all"] | None = Field(
        default=None, description="軽減: 点数か all"
    )
    prevent_at_most: int | None = Field(
        default=None,
        ge=0,
        le=1000000,
        description="軽減: 1回のダメージがこの点数以下なら全て軽減 (10.17.1.2)",
    )
    cost: dict[Attribute, Will] = Field(default_factory=dict, description="pay_will: 支払うウィル")
    abilities: list[str] | None = Field(
        default=None,
        max_length=20,
        description="pay_will: 支払いを求められた際にプレイするウィル能力のカード ID (10.2.5)",
    )
    pay: dict[Attribute, Will] | None = Field(default=None, description="summon: 召喚時に支払うウィル")
    n: int = Field(default=1, ge=0, le=200, description="draw: 枚数 / put_counter: 個数")
    name: str | None = Field(default=None, description="put_counter: カウンターの名称 (例 +100/+100)")
    explicit_ruler: bool = Field(default=False, description="destroy: ‘ルーラーを破壊する’と明記された効果")
    watching: bool = Field(
        default=False,
        description="trigger: 場にあるカードの『(あなたの)リゾネイターが召喚されたとき』"
        "(自身でなく他のリゾネイターの召喚で誘発する)",
    )
    symbol: bool = Field(default=False, description="rest: カードのテキストの[レスト]シンボル (10.12.2)")
    modifier: str | None = Field(
        default=None, max_length=20, description="gain_modifier: 得る数値修正 (例 +300/-200)"
    )
    zone: str | None = Field(default=None, max_length=20, description="choose: 選ぶ領域 (deck, graveyard …)")
    matching: int = Field(default=0, ge=0, le=200, description="choose: 領域にある適正な選択肢の数")
    chosen: int = Field(default=0, ge=0, le=200, description="choose: 実際に選ぶ数")
    specific: bool = Field(default=False, description="choose: 特定の情報を持つカードを選ぶ指示 (10.13.2)")
    seen_by_all: bool = Field(default=False, description="choose: 非公開領域をすべてのプレイヤーが見られる")
    race: str | None = Field(
        default=None, max_length=20, description="change_race: なる/得る種族 / choose (card): 選ぶ条件の種族"
    )
    mode: Literal["become", "gain"] | None = Field(default=None, description="change_race: なる/得る")


class FowScenario(ScenarioBase):
    player1: FowPlayerSpec = Field(default=FowPlayerSpec(), description="プレイヤー1")
    player2: FowPlayerSpec = Field(default=FowPlayerSpec(), description="プレイヤー2")
    operations: list[FowOperation | EffectAction] = Field(
        default_factory=list, max_length=500, description="順に実行する§10の行動"
    )
    defeat_at_life: int | None = Field(
        default=None,
        ge=0,
        le=100000,
        description="質問が前提とした敗北条件: 実行後ライフがこの値以下のプレイヤーは負け (§10 に勝敗の"
        "条文はない。null なら結果は ongoing のまま)",
    )


OPERATION_NAMES = {
    "deal_damage": "ダメージを与える行動", "rest_damage": "[レスト]によるダメージ", "destroy": "破壊",
    "dispose": "破棄", "discard": "捨てる行動", "draw": "ドロー", "pay_will": "ウィルの支払い",
    "rest": "レスト", "recover": "リカバー", "put_counter": "カウンターを置く行動",
    "gain_modifier": "数値修正", "remove_from_game": "ゲームから取り除く行動", "summon": "召喚",
    "resolve_chase": "チェイスの解決", "negate": "無効", "set_addition": "アディションの設置",
    "reveal": "公開", "shuffle": "シャッフル", "prevent_next": "軽減", "put_onto_field": "直接場に出す",
    "cast": "スペルのプレイ", "play_ability": "能力のプレイ", "choose": "選ぶ行動",
    "change_race": "種族の変更", "copy": "コピー", "trigger": "誘発能力の発動",
}  # fmt: skip


def _card(spec: FowCardSpec, uid: str, owner: str) -> Card:
    stats = {"atk": spec.atk} | ({"def": spec.defense} if spec.defense is not None else {})
    stats |= {f"cost:{a}": n for a, n in spec.cost.items()}
    keywords = set(spec.keywords) | ({ADDITION_PREFIX + spec.attach} if spec.attach else set())
    card = Card(spec.id or uid, spec.name, spec.kind, owner, stats, frozenset(keywords))
    if spec.damage:
        card.flags["damage"] = spec.damage
    if spec.rested:
        card.flags["rested"] = True
    if spec.counters:
        card.flags["counters"] = dict(spec.counters)
    if spec.will_ability:
        card.flags["will_ability"] = dict(spec.will_ability)
    if spec.races:
        card.flags["races"] = list(spec.races)
    if spec.triggers:  # printed text: moved to `FowGame.printed` by `build` (flags reset on a move)
        card.flags["triggers"] = [t.model_dump() for t in spec.triggers]
    return card


def build(scenario: FowScenario) -> FowGame:
    game = FowGame(scenario.seed)
    seen: set[str] = set()
    for p, spec in (("player1", scenario.player1), ("player2", scenario.player2)):
        tag = f"p{p[-1]}"
        cards: list[tuple[str, Card]] = [
            ("deck", Card(game.new_uid(p), "バニラ・リゾネイター", "resonator", p, {"atk": 100, "def": 100}))
            for _ in range(spec.deck)
        ]
        cards += [
            ("stone_deck", Card(game.new_uid(p), "魔石", "stone", p, {})) for _ in range(spec.stone_deck)
        ]
        if isinstance(spec.hand, int):
            cards += [
                (
                    "hand",
                    Card(game.new_uid(p), "バニラ・リゾネイター", "resonator", p, {"atk": 100, "def": 100}),
                )
                for _ in range(spec.hand)
            ]
        else:
            cards += [("hand", _card(cs, f"{tag}-hand-{i + 1}", p)) for i, cs in enumerate(spec.hand)]
        cards += [
            ("field", _card(cs, f"{tag}-field-{i + 1}", cs.owner or p)) for i, cs in enumerate(spec.field)
        ]
        cards += [
            ("ruler_area", _card(cs, f"{tag}-ruler-{i + 1}", p)) for i, cs in enumerate(spec.ruler_area)
        ]
        for zone, specs in (("stone_area", spec.stone_area), ("graveyard", spec.graveyard),
                            ("removed", spec.removed)):  # fmt: skip
            cards += [(zone, _card(cs, f"{tag}-{zone}-{i + 1}", p)) for i, cs in enumerate(specs)]
        for zone, card in cards:
            if card.uid in seen:
                raise InvalidScenario(f"{p}.{zone}", f"カード ID {card.uid!r} が重複しています")
            seen.add(card.uid)
            if "triggers" in card.flags:
                game.printed[card.uid] = {"triggers": card.flags.pop("triggers")}
            game.zone(p, zone).append(card)
        game.players[p].counters["life"] = spec.life
        for a in WILL_KINDS:
            game.players[p].counters[will_key(a)] = spec.will.get(a, 0)  # type: ignore[call-overload]
    return game


def _to_action(op: FowOperation) -> Action:
    params: dict[str, object] = {
        k: v for k, v in op.model_dump(exclude={"kind", "player"}).items() if v is not None
    }
    if op.per_zone:
        params["per"] = {"zone": op.per_zone, "player": op.per_player or op.player, "each": op.per_each}
    elif op.per_counter:
        params["per"] = {"counter": op.per_counter, "card": op.card, "each": op.per_each}
    if op.kind == "discard":
        params["cards"] = op.cards
    return Action(op.kind, op.player, params)


def _held_not_destroyed(game: FowGame, card: Card) -> None:
    """A 破壊されない card placed with damage already at or over its 防御力: the rule process destroying
    it does not meet its condition (10.9.3) — said before any operation (its own event type: no
    damage was dealt in the run)."""
    dfn, dmg = defense_of(card), int(card.flags.get("damage", 0))
    if INDESTRUCTIBLE not in card.keywords or dfn is None or dmg <= 0 or dmg < dfn:
        return
    text = (
        f"{card.name} は破壊されないため、蓄積ダメージ{dmg}が防御力{dfn}以上でも、"
        "それを破壊するルール処理は条件を満たさない"
    )
    game.emit("not_destroyed", text, ("10.9.3",), card=card.uid, damage=dmg, defense=dfn)


def run(scenario: FowScenario) -> SimulationResult:
    game = build(scenario)
    game.defeat_at = scenario.defeat_at_life
    for p in ("player1", "player2"):
        for card in game.zone(p, "field"):
            _held_not_destroyed(game, card)
    for i, op in enumerate(scenario.operations):
        actions = to_actions(game, op) if isinstance(op, EffectAction) else [_to_action(op)]
        try:
            for action in actions:  # verify every part first: a refused action changes nothing
                game.verify(action)
            for action in actions:
                game.apply(action)
        except IllegalAction as exc:
            if exc.code == "unknown_card":  # the one policy: a card id that does not exist is malformed
                raise InvalidScenario(f"scenario.operations.{i}", exc.message) from None
            game.emit(
                "rejected",
                f"{action.player} の{OPERATION_NAMES.get(action.kind, action.kind)}は認められない: "
                + exc.message,
                exc.rules,
                code=exc.code,
                message=exc.message,
                action=op.model_dump(mode="json"),
                index=i,
            )
    game.outcome = outcome_with_notes(game)
    if scenario.defeat_at_life is not None:
        game.outcome = told_defeat(game, scenario.defeat_at_life)
    return SimulationResult(game.game_id, game.outcome, tuple(game.events), game.to_json())


# What §10 cannot decide, told in the outcome where a run meets it (the status stays ongoing).
NO_DEFEAT = (
    "ライフが0以下になっても、メインデッキが0枚でドローできなくても、ゲームは終わらない:"
    "勝敗を定める条文は収録された総合ルール(§10 ゲーム上の行動)になく、結果は ongoing のまま報告する"
)
NO_DESTRUCTION = (
    "蓄積ダメージが防御力以上になっても J/リゾネイターは破壊されない:破壊するルール処理は§10 にないため"
    "(10.9.3 はそれに言及するだけ)、カードは場に残る"
)


def outcome_with_notes(game: FowGame) -> Outcome:
    """The ongoing outcome, with a note for each §10 limit the run's events reached."""
    notes: list[str] = []
    life_out = any(e.type == "note" and e.data.get("player") for e in game.events) or any(
        e.type == "draw_failed" for e in game.events
    )
    if life_out:
        notes.append(NO_DEFEAT)
    if any(e.type == "damage_vs_defense" and "10.6.1" in e.rules for e in game.events):
        notes.append(NO_DESTRUCTION)
    return Outcome(game.outcome.result, game.outcome.winner, game.outcome.reason, game.outcome.rules,
                   draw=game.outcome.draw, notes=(*game.outcome.notes, *notes))  # fmt: skip


def told_defeat(game: FowGame, at: int) -> Outcome:
    """The outcome under the defeat the question stipulates (「ライフ0で負けとして」): exactly one player
    at or below `at` life loses and the other wins; none or both keep the run's outcome (both is no
    rule's draw — a planner declines it). The life itself is the §10 one (10.6.2)."""
    losers = [p for p in ("player1", "player2") if game.players[p].counters["life"] <= at]
    if len(losers) != 1:
        return game.outcome
    winner = "player2" if losers[0] == "player1" else "player1"
    note = f"質問の前提(ライフ{at}以下で敗北)により、ライフが{at}以下になったプレイヤーの負けとしています"
    kept = tuple(n for n in game.outcome.notes if n != NO_DEFEAT)  # the premise decides it now
    return Outcome(Result.GAME_OVER, winner, Reason.LIFE_ZERO, ("10.6.2",), notes=(*kept, note))


__all__ = ["OPERATIONS", "FowScenario", "run"]
