"""Reading ニンジャスレイヤーTCG situations out of a question, and naming the players in answers.

`extract` finds cards, stats, roles and sides for every game; this module reads what only this game
has: upright and bowed エテル, タツジン・コスト, a ウケミ card on top of a deck, damage a character
already has, how many characters アイサツ, which player is アイサツ'd, and whose turn it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from service.answering.extract import CardMention, Facts
from service.answering.scenarios.common import key_events, number
from service.answering.scenarios.ninjaslayer_gain import GAIN, gain_owner
from service.answering.scenarios.ninjaslayer_gain import gained as gained  # the builders' R.gained
from service.engine.events import Event, Result
from service.engine.scenario import SimulationResult

PLAYER1, PLAYER2 = "player1", "player2"
BOTH = r"お互い|両方|両者|両プレイヤー|双方|自分と相手|相手と自分|2人とも"
PASSIVE = re.compile(r"(?:アタック|攻撃|アイサツ|バトル)(?:を)?(?:され|受け|くら|食ら)|殴られ")
# mechanics a vanilla card (stats + keywords) does not have: the engine cannot run them
UNMODELLED = re.compile(r"コトダマ(?!空間)|ジツ|回復|アンブッシュ|打ち消|除外|手札に戻|起動能力")
# 「コトダマで3点ダメージ」「ジツで+2/+2」: the card only names where a stated result comes from
_SOURCE = re.compile(
    r"(?:の|による|で使った)?(?:カード|効果|能力)?(?:の効果)?(?:で|によって|により|を使って|を使い)"
    r"[^。?]{0,24}?(?:[0-9]+\s*点|[0-9]+\s*ダメージ|[0-9]+\s*枚(?:の)?(?:カードを)?(?:ドロー|引)|[+-][0-9]+\s*/)"
)
# 「でもそのキャラはもうオヒガンにいる」「もう場にいない」: a card told gone from the field (no run there)
GONE = re.compile(
    r"(?:もう|既に|すでに)\s*(?:オヒガン|手札|山札|デッキ)|オヒガンに\s*(?:いる|ある|行った|置かれた|送られた)"
    r"|(?:もう|既に)\s*(?:場に)?\s*いな|いなくな"
)
# 「もう一回アイサツしたら」「2回目のアイサツ」 after an アイサツ told: the same card again (704.5 bowed it)
AGAIN = re.compile(r"もう\s*(?:1|１|一)\s*(?:回|度)|再度|(?:2|２|二)\s*(?:回|度)\s*目")
# 「ターン終了時、そのキャラの耐久力はいくつ?」: a stat asked — a damage run answers a fate, not a stat
STAT_ASKED = re.compile(r"(?:耐久力|カラテ|工作力)\s*(?:は|って|が)?\s*(?:いくつ|何|どう|どれ)")
# 「生き残る」 is surviving the アイサツ, not damage lasting into the next turn
LASTING = (
    r"次の(?:自分の|相手の)?ターン|(?<!生き)残(?:る|りま|って|ら)|持ち越|ターン終了|ターンの終わり"
    r"|エンドフェイズ"
)
ASSUMED_DECK = (
    "デッキの中身が書かれていないため、ダメージチェックでめくれるカードはウケミ能力を持たないものとして"
    "シミュレーションしています(ウケミ能力を持つカードがめくれた場合、そのカードはダメージ・ゾーンに置かれません)。"
)
_N = r"([0-9]+)"
_ALL = r"(?:全部|全て|すべて|ぜんぶ|全)"


@dataclass(frozen=True, slots=True)
class Sides:
    """Who is who. The engine's ``player1`` is always the turn player; `me` is the asker's player."""

    me: str
    names: Mapping[str, str]  # engine player → how the answer names them

    @property
    def foe(self) -> str:
        return PLAYER2 if self.me == PLAYER1 else PLAYER1

    def player(self, side: str | None) -> str:
        """The engine player of an extracted side ("self"/"opponent"; unsaid is the asker)."""
        return self.foe if side == "opponent" else self.me

    def name(self, player: str | None) -> str:
        return self.names.get(player or "", "どちらも")

    def turn_words(self, player: str) -> str:
        """「非ターンプレイヤー(相手)」: the rule's word with the asker's name for that player."""
        role = "ターンプレイヤー" if player == PLAYER1 else "非ターンプレイヤー"
        return f"{role}({self.name(player)})"

    def tell(self, text: str) -> str:
        """Engine text with the players named as the question names them."""

        def swap(m: re.Match[str]) -> str:
            return self.name(m.group(1))

        text = re.sub(r"(player[12])\s*(?=[のはがをにへ])", swap, text)
        return re.sub(r"(player[12])", swap, text)


def sides(facts: Facts, *, turn_of: str | None = None) -> Sides:
    """Whose turn it is: the asker's unless the question puts it on the opponent (`turn_of`
    "opponent", or a 相手のターン said with `turn_of` unset; "self" keeps it the asker's)."""
    text = facts.text
    said = bool(re.search(r"相手(?:の|が)?(?:ターン|番)", text))
    theirs = turn_of == "opponent" or (turn_of != "self" and said)
    me = PLAYER2 if theirs else PLAYER1
    other = PLAYER1 if theirs else PLAYER2
    # 「後攻です。…(先攻のターン中に…)」: the asker's own order told — the turn player is the asker,
    # named 自分 (blind AL ninjaslayer-al-02 had named the asker's draws 先攻's)
    if not re.search(r"自分|相手|あなた|こちら|こっち", text) and facts.turn_order is None:
        m = re.search(r"(先攻|後攻)(?:プレイヤー)?の(?:最初の|[0-9]+)?(?:ターン|番)", text)
        if m:  # 「後攻のターン中に…」: the turn player is the one named
            turn = m.group(1)
            return Sides(PLAYER1, {PLAYER1: turn, PLAYER2: "後攻" if turn == "先攻" else "先攻"})
    return Sides(me, {me: "自分", other: "相手"})


def incoming(facts: Facts) -> bool:
    """The question is told from the side receiving the アイサツ: 「アイサツされた」「アイサツを受けた」,
    「相手がカラテ2でアイサツしてきた」."""
    text = facts.text
    return bool(
        PASSIVE.search(text) or re.search(r"アイサツ(?:を)?して(?:き|く)|相手が[^。、]{0,12}?アイサツ", text)
    )


def both_players(facts: Facts) -> bool:
    """「お互い」, or 「同時に」 said of both players (「自分も相手も」) or of nobody in particular."""
    if re.search(BOTH, facts.text):
        return True
    mine = bool(re.search(r"自分|あなた|こちら", facts.text))
    theirs = "相手" in facts.text
    return facts.simultaneous and mine == theirs


def unmodelled(facts: Facts) -> str | None:
    """Card text the engine cannot run — but not a card named only as the source of a stated
    result, nor a 「+X/+Y」 written on a card the scenario carries."""
    for m in UNMODELLED.finditer(facts.text):
        if m.group(0) in ("コトダマ", "ジツ", "起動能力") and _SOURCE.match(facts.text, m.end()):
            continue
        return m.group(0)
    for m in GAIN.finditer(facts.text):
        if gain_owner(facts, m) is None:
            return m.group(0)
    return None


# ----- numbers -------------------------------------------------------------------------------
def player_number(facts: Facts, name: str, side: str | None) -> int | None:
    """A player number said for `side`, else said for nobody in particular."""
    if side is not None:
        said = facts.players.get(side, {}).get(name)
        if said is not None:
            return said
    return facts.numbers.get(name)


# 「山札の上2枚」「デッキの上から3枚」: the top cards of a deck (1104.2 reveals them), not its size
# something told on the コトダマ空間 (「コトダマ空間にカードが置かれてる」「ダメージチェック中」): an entry
# is refused then (1206.1), which a run with an empty コトダマ空間 does not show — not 「コトダマ空間は空」
ON_SPACE = re.compile(r"ダメージ\s*チェック|コトダマ\s*空間(?!\s*(?:は|が|も|に|には)?\s*(?:空|何も|なにも))")
_DECK_TOP = re.compile(r"(?:山札|デッキ)の(?:一番)?上(?:から)?\s*[0-9]+\s*枚")
_DECK_SIZE = re.compile(r"(?:山札|デッキ)(?:の枚数)?(?:が|は)?[^0-9。?、]{0,5}?\s*[0-9]+\s*枚")


def deck_told_as_top(facts: Facts) -> bool:
    """Every deck count of the question is its top cards (「山札の上2枚のうち1枚目はウケミ持ち」): the
    reader's deck size is then no size told (1104.2 reveals the top card, whatever lies under it)."""
    sizes = _DECK_SIZE.findall(facts.text)
    return bool(sizes) and len(_DECK_TOP.findall(facts.text)) >= len(sizes)


def deck_counts(facts: Facts) -> dict[str, int]:
    """Deck sizes by side ("self"/"opponent"/"unsaid"), reading 「山札がなくなった」 as 0."""
    out: dict[str, int] = {}
    for side in ("self", "opponent"):
        if "deck" in facts.players.get(side, {}):
            out[side] = facts.players[side]["deck"]
    if "deck" in facts.numbers:
        out["unsaid"] = facts.numbers["deck"]
    for m in re.finditer(r"(山札|デッキ)(?:が|は)?(?:なくな|無くな|尽き|切れ|空に|0に)", facts.text):
        before = facts.text[max(0, m.start() - 8) : m.start()]
        side = "opponent" if "相手" in before else "self" if re.search("自分|こちら", before) else "unsaid"
        out.setdefault(side, 0)
    return out


@dataclass(frozen=True, slots=True)
class Etel:
    upright: int
    bowed: int


def etel(facts: Facts) -> Etel | None:
    """The エテル・ゾーン: 「アンタイ・オジギ(縦向き)のエテルがN枚」, 「エテルがN枚、うちM枚はオジギ」."""
    text = facts.text
    up = re.search(
        r"(?:アンタイ・オジギ|縦向き|起きて)(?:状態)?の?(?:エテル|カード)?(?:が|は)?[^0-9。?]{0,6}?"
        + _N
        + r"\s*枚",
        text,
    )
    down = (
        re.search(
            _N + r"\s*枚(?:は|が)?(?:もう|すでに|既に)?(?:オジギ|横向き|横に|使用済|使って|支払って)", text
        )
        or re.search(
            r"(?<!アンタイ・)(?<!アンタイ)(?:オジギ|横向き)(?:状態|済み)?の?(?:エテル|カード)?(?:が|は)?\s*"
            + _N
            + r"\s*枚",
            text,
        )
        or re.search(  # 「前のターンにオジギしたエテル2枚」「使ったエテルが2枚」
            r"(?<!アンタイ・)(?<!アンタイ)(?:オジギ|横向きに|横に|使っ|支払っ)(?:し|させ|にし|になっ)?(?:た|て(?:い)?る)"
            r"(?:エテル|カード)(?:が|は)?\s*" + _N + r"\s*枚",
            text,
        )
    )
    # 「エテル・ゾーンにもう1枚置けば」 is a card being put there, not the count
    # nor is 「エテル・ステップで2枚エテルに置いて」 (the step's name, then N cards being put)
    totals = re.finditer(
        r"エテル(?!・?ステップ)(?:・ゾーン)?(?:に|が|は|の)?(?:[^0-9。?、]{0,24}?)" + _N + r"\s*枚", text
    )
    total = next(
        (
            m
            for m in totals
            if not re.match(r"\s*(?:を)?(?:エテル(?:・ゾーン)?に)?\s*(?:置|足|追加)", text[m.end() :])
        ),
        None,
    )
    every = re.search(_ALL + r"\s*(?:を)?(?:オジギ|横向き|横に|使|支払|払)", text)
    if every is None:
        every = re.search(
            r"エテル[^。?]{0,12}?(?:オジギ|横向き|使用)済み?|エテル(?:が|は)?(?:もう)?(?:ない|無い)", text
        )
    if total is not None and every is not None and down is None:
        return Etel(0, int(total.group(1)))  # 「エテル3枚全部オジギして使っちゃった」
    bowed = int(down.group(1)) if down else 0
    if up is not None and "エテル" in text:
        return Etel(int(up.group(1)), bowed)
    if total is None:
        said = number(facts, "ether", "self")
        return Etel(said, 0) if said is not None else None
    count = int(total.group(1))
    if down is not None and down.start() < total.start():
        return Etel(count, bowed)  # 「オジギ状態のエテルが2枚と、エテルが3枚」: counted apart
    return Etel(max(count - bowed, 0), min(bowed, count))


def card_cost(text: str) -> int | None:
    m = re.search(r"(?<!タツジン・)(?<!タツジン)コスト(?:が|は)?\s*" + _N, text)
    return int(m.group(1)) if m else None


def tatsujin(text: str) -> tuple[bool, int | None]:
    """(whether the タツジン・コスト is paid, its amount) — 「タツジン・コスト1も払って」."""
    # 「タツジン・コスト1」「タツジン2のキャラ」「タツジン-1」 (1404.1 prints the last form)
    m = re.search(r"タツジン(?:・?コスト)?(?:が|は)?\s*-?\s*" + _N, text)
    cost = int(m.group(1)) if m else None
    declined = re.search(r"タツジン(?:・?コスト)?[^。]{0,8}?(?:払わ|支払わ|なし|無し)", text)
    paid = "タツジン" in text and bool(re.search(r"払|支払|タツジンで", text)) and not declined
    return paid, cost


def deck_top_ukemi(text: str) -> dict[str, object] | None:
    """The card on top of a deck when the question says it has ウケミ (and its ‘(コスト):’ cost)."""
    top = r"(?:デッキ|山札)の(?:一番)?上|めく|公開"
    # 「めくれたのが「1エテルを支払う:これがエントリーする!」のウケミ」: the ウケミ text may sit between
    if not re.search(rf"(?:{top})[^。]{{0,40}}?ウケミ|ウケミ[^。]{{0,16}}?(?:{top})", text):
        return None
    if re.search(
        r"ウケミ(?:を|が)?[^。、]{0,6}?(?:持たない|持ってな|なし|無し|ない|なかっ|無い|無かっ)", text
    ):
        return None
    spec: dict[str, object] = {"id": "u", "name": "ウケミを持つカード", "keywords": ["ウケミ"]}
    cost = re.search(_N + r"\s*エテル(?:を)?(?:支払|払)", text)
    if cost:
        spec["ukemi_cost"] = int(cost.group(1))
    return spec


# ----- cards -----------------------------------------------------------------------------------
def keywords(facts: Facts, mention: CardMention) -> list[str]:
    """Keyword abilities written around a card: 「インターラプト持ちの…キャラ」, 「キャラ(サツバツ)」."""
    i = facts.mentions.index(mention)
    prev_end = facts.mentions[i - 1].end if i else 0
    around = facts.text[max(prev_end, mention.start - 24) : mention.start]
    after = re.match(r"\s*[((]([^))]{0,24})[))]", facts.text[mention.end :])
    if after:
        around += after.group(1)
    held = re.match(r"\s*(?:が|は)?\s*([^。、]{0,16}?)(?:持ち|を持つ|を持って)", facts.text[mention.end :])
    if held:  # 「相手のキャラがサツバツ持ちで」
        around += held.group(1)
    found: list[str] = []
    if "カイゼン" in around:
        found.append("インターラプト・カイゼン")
    elif re.search(r"インターラプト(?!され)", around):
        found.append("インターラプト")
    if "インターラプトされない" in around:
        found.append("インターラプトされない")
    found.extend(k for k in ("サツバツ", "タツジン", "ウケミ") if k in around)
    return found


def copies(facts: Facts, mention: CardMention) -> int:
    """「カラテ2のキャラ2体で」: how many such characters."""
    m = re.match(r"\s*(?:が|を)?\s*" + _N + r"\s*(?:体|人|枚)", facts.text[mention.end : mention.end + 8])
    return max(1, min(int(m.group(1)), 5)) if m else 1


def standing_damage(facts: Facts, mention: CardMention) -> int | None:
    """Damage a character already has: 「効果で2点ダメージを負っている」 near the card."""
    window = facts.text[mention.end : mention.end + 30]
    before = facts.text[max(0, mention.start - 30) : mention.start]
    pat = _N + r"\s*点(?:の)?ダメージ(?:を)?(?:負って|受けて|食らって|もらって|が乗って|が載って|を負った)"
    m = re.search(pat, window) or re.search(
        r"ダメージ(?:を|が)?\s*" + _N + r"\s*(?:点)?(?:負って|乗って|載って)", window
    )
    if m is None:
        m = re.search(pat, before)
    if m is None:  # 「耐久力5のキャラに、効果で3点、その後カラテ2でアイサツ」
        m = re.search(r"(?:効果で|すでに|既に|先に)[^。、]{0,8}?" + _N + r"\s*点", window + "。" + before)
    return int(m.group(1)) if m else None


def loose_stat(facts: Facts, stat: str, owners: Sequence[CardMention]) -> int | None:
    """A stat written with no card noun (「工作力2のやつで」), when no mentioned card claims it."""
    if any(stat in m.stats for m in owners):
        return None
    word = {"karate": "カラテ", "craft": "工作力", "durability": "耐久力"}[stat]
    values = [int(v) for v in re.findall(word + r"(?:が|は)?\s*" + _N, facts.text)]
    claimed = [m.stats[stat] for m in facts.mentions if stat in m.stats]
    free = [v for v in values if v not in claimed]
    return free[0] if len(free) == 1 else None


_AIM = re.compile(
    r"(相手|自分|こちら)?(?:の)?(プレイヤー|本体)?(?:に|を|へ)(?:直接)?(?:アイサツ|攻撃|アタック|殴)"
)


def player_target(facts: Facts) -> str | None:
    """The side of a player アイサツ'd: 「相手プレイヤーにアイサツ」, 「自分がアイサツされた」."""
    for m in _AIM.finditer(facts.text):
        if m.group(1) or m.group(2):  # a bare 「…キャラにアイサツ」 aims at a character
            return "self" if m.group(1) in ("自分", "こちら") else "opponent"
    if re.search(r"(?:自分|こちら|こっち)(?:が|は)[^。、]{0,12}?(?:アイサツ|攻撃|アタック)され", facts.text):
        return "self"
    return None


def checks_resolved(events: Sequence[Event]) -> dict[str, int]:
    """Cards each player put into the damage zone by damage checks (1104.3)."""
    out: dict[str, int] = {}
    for e in events:
        if e.type == "move" and "1104.3" in e.rules:
            p = str(e.data.get("to_player"))
            out[p] = out.get(p, 0) + 1
    return out


# ----- telling the result ------------------------------------------------------------------------
def tell(
    headline: Callable[[SimulationResult], str],
    sides: Sides,
    types: Iterable[str] | None = None,
    limit: int = 5,
) -> Callable[[SimulationResult], str]:
    """The builder's conclusion, then the key events with their clauses, players named as asked."""
    kinds = tuple(types) if types is not None else None

    def summarize(sim: SimulationResult) -> str:
        head = sides.tell(headline(sim)).rstrip("。")
        told = [e for e in key_events(sim, kinds, limit=len(sim.events)) if not _bookkeeping(e)][:limit]
        body = "".join(f"{sides.tell(e.text).rstrip('。 ')}({'、'.join(e.rules)})。" for e in told)
        return f"シミュレーション結果: {head}。{body}"

    return summarize


def _bookkeeping(e: Event) -> bool:
    """Steps every damage check takes (removing it, resetting the player's damage): not worth telling."""
    return e.type == "damage_check" or e.rules == ("1003.3",)


def cards_in(sim: SimulationResult, player: str, name: str) -> list[dict[str, Any]]:
    zones: dict[str, list[dict[str, Any]]] = sim.final_state["players"][player]["zones"]
    return zones.get(name, [])


def refusal(sim: SimulationResult) -> str | None:
    """Why the engine refused an action (the message after the player and action)."""
    e = next((e for e in sim.events if e.type == "rejected"), None)
    return e.text.split(": ", 1)[-1] if e is not None else None


def result(sim: SimulationResult, sides: Sides) -> str:
    o = sim.outcome
    if o.result is not Result.GAME_OVER:
        return ""
    if o.draw:
        return "ゲームは引き分けになります"
    if o.rules[:1] == ("103.3",):
        return f"両プレイヤーが同時に敗北条件を満たすので、{sides.turn_words(o.winner or '')}の勝ちです"
    loser = PLAYER2 if o.winner == PLAYER1 else PLAYER1
    why = "ダメージ・ゾーンのカードが10枚以上になり、" if "1002.1" in o.rules else ""
    why = "デッキが0枚になり、" if "1002.2" in o.rules else why
    return f"{sides.name(loser)}は{why}ルール処理で敗北します({sides.name(o.winner)}の勝ち)"
