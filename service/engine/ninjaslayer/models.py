"""ニンジャスレイヤーTCG scenario models: the cards, players, actions and default choices a scenario
(`scenario.py`) is built from (JSON schema of ``/simulate``)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.effects import Effects
from service.engine.layers import ChangeSpec
from service.engine.ordering import What
from service.engine.responding import Reply, StackItem

PlayerName = Literal["player1", "player2"]
Keyword = Literal[
    "インターラプト", "インターラプト・カイゼン", "サツバツ", "タツジン", "ウケミ", "インターラプトされない"
]


class _Model(BaseModel):
    # strict: a JSON true is not the number 1, nor "3" the number 3 (the schema says integer)
    model_config = ConfigDict(extra="forbid", strict=True)


class NSTargetRule(_Model):
    """A コトダマ's 「(対象条件)を(対象数)選び、」: the characters it must choose when entered (1204.2e)."""

    owner: Literal["self", "opponent", "any"] = Field(
        default="opponent", description="対象のキャラクターの支配者 (エントリーするプレイヤーから見て)"
    )
    count: int = Field(default=1, ge=1, le=5, description="対象数")
    damage: int = Field(
        default=0, ge=0, le=50, description="解決時に選んだキャラクターそれぞれに与えるダメージ (1205.1c-2)"
    )


class NSReplacement(_Model):
    """A replacement effect a character has (1201.2c): when it would be killed, this happens instead."""

    replaces: Literal["kill"] = Field(default="kill", description="置換される事象: 殺す (1311.1)")
    instead: Literal["hand", "removed"] = Field(
        description="代わりに行う事象: 持ち主の手札に戻る (302.3) / 除外する (1324.1)"
    )


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
    attributes: list[Annotated[str, Field(max_length=32)]] = Field(
        default_factory=list, max_length=8, description="属性 (204), also those gained by an effect (1325.1)"
    )
    damage_up: int = Field(
        default=0, ge=0, le=20, description="「これが与えるダメージを N 点増加する」(1326.1): その N"
    )
    cost_set: int | None = Field(
        default=None,
        ge=0,
        le=20,
        description="「コストは N になる」効果がかかっている (1204.2g-4: 増減より先に適用): その N",
    )
    cost_up: int = Field(
        default=0, ge=0, le=20, description="「コストを N 多くする」効果がかかっている (1204.2g-5): その N"
    )
    cost_down: int = Field(
        default=0, ge=0, le=20, description="「コストを N 少なくする」効果がかかっている (1204.2g-6): その N"
    )
    jitsu: int = Field(default=0, ge=0, le=20, description="コトダマ: コストとしての ジツ(N) (1320)")
    effects: Effects = Field(
        default_factory=list,
        max_length=8,
        description="コトダマ: 解決時に実行する効果 (共通の効果語彙、timing は now か kotodama)",
    )
    triggered: Effects = Field(
        default_factory=list,
        max_length=4,
        description=(
            "キャラクターの誘発能力 (1209.1): timing entered「これがエントリーした時、」または killed"
            "「これが殺された時、」の効果。誘発条件が起きた時に誘発し、支配者が実行する (1209.4, 1209.5)"
        ),
    )
    recover: int = Field(default=0, ge=0, le=20, description="コトダマ: 解決時に支配者が N 回復する (1319.1)")
    choose: list[NSTargetRule] = Field(
        default_factory=list,
        max_length=2,
        description="コトダマ: 「(対象条件)を(対象数)選び、」 エントリー時に選ぶ場のキャラクター (1204.2e)",
    )
    ukemi_effects: Effects = Field(
        default_factory=list,
        max_length=4,
        description=(
            "ウケミ能力が効果の場合 (例:「カードを1枚ドローする。」、1211.2c): その効果。"
            "キーワード ウケミ と併用。省略時のウケミは「これがエントリーする!」"
        ),
    )
    bowed: bool = Field(default=False, description="オジギ状態なら true (場のカードのみ)")
    no_aisatsu: bool = Field(
        default=False,
        description="「このキャラクターはアイサツできない」を受けているなら true (704.3a-2、104.4)",
    )
    replacements: list[NSReplacement] = Field(
        default_factory=list,
        max_length=4,
        description="場のキャラクターが受けている置換効果 (1201.2c)、支配者が選ぶ順に (1214.2): 元の事象は"
        "発生せず置換後の事象のみ (1214.1)、各1回のみ (1214.3)",
    )
    unkillable: bool = Field(
        default=False,
        description="「これは殺されない」: 殺す (1311.1) — 効果でも 1004.1 でも — は実行されない (104.4); "
        "除外 (1324.1)、手札に戻す、捨てる (1309.1) は殺すではない",
    )
    damage: int = Field(default=0, ge=0, le=50, description="負っているダメージ (場のキャラクターのみ)")
    gained: list[Annotated[int, Field(ge=-50, le=50)]] = Field(
        default_factory=list,
        max_length=2,
        description="効果で得ている +X/+Y (1303): [カラテの増減, 耐久力の増減] (場のキャラクターのみ)",
    )
    ikusa_gained: list[Annotated[int, Field(ge=-50, le=50)]] = Field(
        default_factory=list,
        max_length=2,
        description="「このイクサ中」の効果で得ている +X/+Y (1303): [カラテ, 耐久力]; イクサ終了処理で終了 "
        "(706.8a)。負っているダメージは残り、次のルール処理で 1004.1 を見る (706.8b) (場のキャラクターのみ)",
    )
    changes: list[ChangeSpec] = Field(
        default_factory=list,
        max_length=8,
        description="効果で受けている数値の変更 (karate / durability、+N または「N にする」) を始まった順に "
        "(1213.1f、1213.3b、1213.5)。gained と併用不可 (場のキャラクターのみ)",
    )
    owned_by: Literal["player1", "player2"] | None = Field(
        default=None,
        description="場のキャラクターの持ち主 (105.2) が、それを場に置いている支配者 (105.3, 306.4) と"
        "違う時: 支配を奪われたキャラクター。場を離れると持ち主の領域へ (302.5)",
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
        "order",
        "respond",
        "deck_constructed",
        "deck_blitz",
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
    on_check: bool = Field(
        default=False,
        description="kotodama: ダメージチェック処理が一番上の時の優先権で行う (802.4: パスのみ)",
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
    discard_cost: int = Field(
        default=0,
        ge=0,
        le=10,
        description=(
            "effect draw: 「手札をN枚捨てて、(効果)してもよい」の捨てる枚数。コストとして支払い (1203.7)、"
            "手札が足りなければ支払えず効果は実行されない (1203.2)"
        ),
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
        default=None, ge=0, le=200, description="deck_*: デッキの枚数 (402.3a, 402.4a)"
    )
    same_name_copies: int | None = Field(
        default=None,
        ge=0,
        le=200,
        description="deck_*: 同じカード名かつ同じ二つ名のカードの最大枚数 (402.4b)",
    )
    ukemi_cards: int | None = Field(
        default=None, ge=0, le=200, description="deck_*: ウケミ能力を持つカードの枚数 (402.4c)"
    )
    packs: int | None = Field(
        default=None, ge=0, le=50, description="deck_blitz: 開封したブースターパックの数 (402.3a)"
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
