"""軌跡 TCG scenario models: the partial position (cards, players), the scripted actions and the default
choices a scenario JSON is validated against (`scenario.py` builds and runs it)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.choice_count import ChooseAction
from service.engine.effects import EffectAction, Effects, effects_field
from service.engine.kiseki import cards as C
from service.engine.layers import ChangeSpec
from service.engine.ordering import What
from service.engine.responding import Reply, StackItem
from service.engine.scenario import ScenarioBase

PlayerName = Literal["player1", "player2"]
Icon = Literal["【暗躍】", "【援軍】", "【帰属】", "【派遣】", "【武術】", "【ヘイト】"]


class _Model(BaseModel):
    # strict: a JSON true is not the number 1, nor "3" the number 3 (the schema says integer)
    model_config = ConfigDict(extra="forbid", strict=True)


class KSTargetRule(_Model):
    """An EVENT's 「(条件)を(対象数)対象とし、」: the UNITs it must choose when it is played (1204.2d)."""

    owner: Literal["self", "opponent", "any"] = Field(
        default="opponent", description="対象の UNIT の支配者 (プレイするプレイヤーから見て)"
    )
    stunned: bool | None = Field(
        default=None, description="true: スタン状態の UNIT のみ / false: スタン状態でない UNIT のみ"
    )
    count: int = Field(default=1, ge=1, le=5, description="対象数")
    effect: Literal["stun", "destroy", "return_to_hand", "banish"] | None = Field(
        default=None, description="解決時に選んだ対象に実行する効果 (「それをスタンする」、1205.1a)"
    )


class KSReplacement(_Model):
    """A replacement effect the UNIT has (1201.2c): when it would be stunned, this happens instead."""

    replaces: Literal["stun"] = Field(default="stun", description="置換される事象: スタンする (1306.1)")
    instead: Literal["act", "hand", "removed"] = Field(
        description="代わりに行う事象: アクションする (1315.2) / 持ち主の手札に戻る (502.3) / "
        "ゲームから除外する (1330.1)"
    )


class KSCardSpec(_Model):
    id: str | None = Field(default=None, description="actions から参照する ID。省略時は `p1-field-1` 形式")
    name: str = Field(default="ヴァニラ・ユニット", description="カード名")
    kind: Literal["UNIT", "ITEM", "EVENT", "BASE"] = Field(default="UNIT", description="種類 (203)")
    cp_cost: int = Field(default=1, ge=0, le=20, description="CPコスト (204)")
    ep_cost: int = Field(default=0, ge=0, le=20, description="EPコスト (205, EVENT)")
    level: int = Field(default=0, ge=0, le=20, description="創設レベル (206, BASE)")
    STR: int = Field(default=1, ge=0, le=50, description="STR (209)")
    DEF: int = Field(default=1, ge=0, le=50, description="DEF (210)")
    orgs: list[str] = Field(default_factory=lambda: ["遊撃士協会"], description="組織 (211)")
    icons: list[Icon] = Field(default_factory=list, description="アイコンクラフト (1400)")
    acted: bool = Field(default=False, description="アクション状態 (場・拠点)")
    stunned: bool = Field(default=False, description="スタン状態 (場の UNIT)")
    support: bool = Field(default=False, description="サポートを持つ (1309)")
    boost: list[Annotated[int, Field(ge=-50, le=50)]] = Field(
        default_factory=lambda: [0, 0],
        min_length=2,
        max_length=2,
        description="効果で得ている +X/+Y [X, Y] (1303.1、負の値は -X/-Y 1303.2)",
    )
    changes: list[ChangeSpec] = Field(
        default_factory=list,
        max_length=8,
        description="効果で受けている数値の変更 (STR / DEF、+N または「N にする」) を始まった順に "
        "(1215.1f、1215.3b、1215.5)。boost と併用不可 (場の UNIT のみ)",
    )
    no_overkill: bool = Field(default=False, description="「オーバーキルしない」効果を得ている (1319.1)")
    unattackable: bool = Field(default=False, description="「これは攻撃されない」効果を得ている (1326.1)")
    indestructible: bool = Field(
        default=False,
        description="「これは破壊されない」: no 破壊 (1317.2) — 即死 (1317.1), 除外 (1330.1) still move it"
        " (104.1)",
    )
    no_attack: bool = Field(
        default=False, description="「これは攻撃できない」: その攻撃は禁止 (803.3a-2, 104.4)"
    )
    cost_change: int = Field(
        default=0,
        ge=-20,
        le=20,
        description="効果による CP/EP コストの増減 (1304.1/1304.2、負の値は減少): "
        "プレイの支払いに適用 (1204.2f-7/8)",
    )
    cost_set: int | None = Field(
        default=None,
        ge=0,
        le=20,
        description="「CPコストは N になる」: 増減ではなく他の値に変更する効果、増減より先に適用 (1204.2f-6)",
    )
    cost_up: int = Field(
        default=0, ge=0, le=20, description="「CPコストを N 増やす」効果 (1304.1): 変更の後に適用 (1204.2f-7)"
    )
    cost_down: int = Field(
        default=0, ge=0, le=20, description="「CPコストを N 減らす」効果 (1304.2): 増加の後に適用 (1204.2f-8)"
    )
    face_down: bool = Field(default=True, description="拠点に裏向き (拠点のカードのみ)")
    arts_ep: int | None = Field(default=None, ge=0, le=20, description="UNIT のアーツの EP コスト (208.1)")
    arts: Effects = Field(
        default_factory=list,
        max_length=8,
        description="UNIT のアーツの効果 (共通の効果語彙、timing は now か arts)",
    )
    effects: Effects = Field(
        default_factory=list, max_length=8, description="EVENT の効果 (解決時に実行、1205.1c-2)"
    )
    triggered: Effects = Field(
        default_factory=list,
        max_length=4,
        description=(
            "UNIT の誘発クラフト (1211.1): timing entered「これが場に出た時、」(1322.1a) または destroyed"
            "「これが破壊された時、」(1317.2) の効果。誘発条件が起きた時に誘発し"
            "必ずプレイされる (1211.3, 1211.5)"
        ),
    )
    choose: list[KSTargetRule] = Field(
        default_factory=list, max_length=4, description="EVENT: プレイ時に選ぶ対象の条件 (1204.2d)"
    )
    replacements: list[KSReplacement] = Field(
        default_factory=list,
        max_length=4,
        description="場の UNIT が受けている置換効果 (1201.2c)、支配者が選ぶ順に (1216.2): 元の事象は発生せず"
        "置換後の事象のみ (1216.1)、各1回のみ (1216.3)",
    )
    owned_by: Literal["player1", "player2"] | None = Field(
        default=None,
        description="場の UNIT の持ち主 (105.2) が、それを場に置いている支配者 (105.3, 506.4) と違う時: "
        "支配を奪われた UNIT。スタンダメージは支配者が (1306.3)、場を離れると持ち主の領域へ (502.5)",
    )


class KSPlayerSpec(_Model):
    deck: int = Field(default=20, ge=0, le=100, description="deck_top の下にあるフィラーの枚数")
    deck_top: list[KSCardSpec] = Field(default_factory=list, description="デッキの一番上から順に")
    hand: list[KSCardSpec] | Annotated[int, Field(ge=0, le=100)] = Field(
        default=4, description="手札: カード一覧かフィラーの枚数"
    )
    field: list[KSCardSpec] = Field(default_factory=list, description="場の UNIT")
    base: list[KSCardSpec] | Annotated[int, Field(ge=0, le=100)] = Field(
        default=0, description="拠点: カード一覧か裏向きレディのフィラー枚数"
    )
    kiseki: int = Field(default=0, ge=0, le=100, description="軌跡の枚数")
    kizuna: int = Field(
        default=C.START_KIZUNA, ge=-100, le=100, description="絆 (既定 40: 総合ルールに記載なし)"
    )
    cp: int = Field(default=0, ge=0, le=50, description="CP・EPプールの CP")
    ep: int = Field(default=0, ge=0, le=50, description="CP・EPプールの EP")
    no_stun_damage: bool = Field(
        default=False, description="「スタンダメージを受けない」効果を得ている (1307.1)"
    )
    mulligan: int = Field(
        default=0, ge=0, le=20, description="手札の入れ替えで戻して引き直す枚数 (603.1d: turn 1 の prep のみ)"
    )


class KSAction(_Model):
    kind: Literal[
        "base", "play_unit", "play_event", "play_base", "gain_ep", "end_step", "attack", "pass",
        "scrum_support", "counter", "recover", "effect", "concede", "play_item", "arts", "loop", "order",
        "respond",
        "deck_strategy", "deck_blitz",
    ]  # fmt: skip
    player: PlayerName | None = Field(default=None, description="省略時は選択を求められているプレイヤー")
    card: str | None = Field(
        default=None, description="base / play_unit / play_event / play_base / gain_ep / counter / recover"
    )
    dispatch: str | None = Field(default=None, description="play_unit (【派遣】): 拠点に置く手札")
    attackers: list[str] = Field(default_factory=list, description="attack: 攻撃する UNIT")
    target: str | None = Field(
        default=None,
        description="attack / scrum_support / effect stun の対象。attack で省略すると選べる最初の対象"
        "(【ヘイト】の UNIT、なければ他の UNIT、いなければ相手 803.5b)",
    )
    supporter: str | None = Field(default=None, description="scrum_support: アクションする UNIT")
    op: Literal["draw", "lose_kizuna", "stun", "kill", "destroy"] | None = Field(
        default=None,
        description="effect の種類 (kill: 即死 1317.1、destroy: 破壊 1317.2 — 軌跡へ、スタンなし)",
    )
    cost: bool = Field(
        default=False,
        description="effect stun: target を自分の起動クラフトのコストとしてスタン (支配者のみ、1201.1a-1)",
    )
    counts: dict[PlayerName, Annotated[int, Field(ge=0, le=100)]] = Field(
        default_factory=dict,
        description="effect draw / lose_kizuna; loop: 繰り返す回数を指定するプレイヤーと回数 (1501.1a/b)",
    )
    forced: bool = Field(
        default=False, description="loop: いずれのプレイヤーも停止できない (1501.1c: 引き分け)"
    )
    players: Literal["both", "player1", "player2"] = Field(
        default="both", description="loop: 繰り返される効果のカードの持ち主 (イベントで伝える)"
    )
    stack: list[StackItem] = Field(
        default_factory=list,
        max_length=10,
        description="respond: 解決を待つカード・能力・ダメージチェック処理 (下から順に)、その持ち主",
    )
    reply: Reply | None = Field(
        default=None, description="respond: player が優先権で行う対応 (card / ability / unit)。null はパス"
    )
    what: What | None = Field(
        default=None,
        description="order: 同時に待機する自動能力 (triggers)、各プレイヤーの選択 (choices)、"
        "同時のダメージチェック処理 "
        "(checks)、ルール処理と自動能力 (rules)、自動能力のプレイの義務 (mandatory)。"
        "counts に各プレイヤーの数",
    )
    deck_size: int | None = Field(
        default=None, ge=0, le=200, description="deck_*: デッキの枚数 (602.3a, 602.4a)"
    )
    same_name_copies: int | None = Field(
        default=None,
        ge=0,
        le=200,
        description="deck_*: 同じカード名かつ同じサブ名のカードの最大枚数 (602.4b)",
    )
    general_copies: int | None = Field(
        default=None, ge=0, le=200, description="deck_*: サブ名が「一般」のカードの最大枚数 (602.4b-1)"
    )
    packs: int | None = Field(
        default=None, ge=0, le=50, description="deck_blitz: 開封したブースターパックの数 (602.3a)"
    )
    response: Effects = effects_field(
        "play_event: EVENT が発動待機領域にある間に相手が優先権を得て対応し、"
        "先に解決される効果 (902.5b、902.5c)"
    )
    attacked: Effects = effects_field(
        "attack: 攻撃 UNIT の決定後、‘攻撃された時’などの誘発 (804.8) と優先権処理 (804.9) で解決される効果。"
        "場を離れたりスタンした UNIT は攻撃 UNIT・応戦 UNIT でなくなり (804.7)、"
        "いなければ戦闘は行われない (804.10)"
    )


class KSChoices(_Model):
    base: Literal["none", "first"] = Field(
        default="none", description="拠点ステップ: 置かない (既定) / 手札の最初"
    )
    support: Literal["never", "first"] = Field(
        default="never", description="803.7: スクラムサポートしない (既定) / 選べる最初の UNIT で1回"
    )
    counter: Literal["first", "strongest"] = Field(
        default="first", description="応戦対象: 最初の攻撃 UNIT (既定) / DEF が最も低い攻撃 UNIT"
    )
    recover: Literal["none", "first"] = Field(
        default="none", description="705.6: 回復しない (既定) / 最初の1つ"
    )


class KisekiScenario(ScenarioBase):
    turn: int = Field(default=2, ge=1, le=200, description="ターン番号")
    phase: Literal["prep", "deploy", "battle", "recovery"] = Field(
        default="deploy",
        description="開始時点: prep=準備フェイズ開始、deploy=player1 の配備ステップ (CPを得る)、"
        "battle=player1 の戦闘サブステップ、recovery=回復フェイズ",
    )
    deployer: Literal["player1", "player2"] = Field(
        default="player1",
        description="phase=deploy: 配備ステップを進行中のプレイヤー (player2: player1 の準備フェイズの"
        "ステップと player2 のドロー・拠点ステップは済んでいる、702.2、703.5)",
    )
    player1: KSPlayerSpec = Field(default=KSPlayerSpec(), description="イニシアチブプレイヤー")
    player2: KSPlayerSpec = Field(default=KSPlayerSpec(), description="非イニシアチブプレイヤー")
    actions: list[KSAction | EffectAction | ChooseAction] = Field(
        default_factory=list, max_length=500, description="順に実行する行動"
    )
    choices: KSChoices = Field(default=KSChoices(), description="actions で指定しなかった選択の既定値")
