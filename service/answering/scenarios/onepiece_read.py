"""Reading a ONE PIECE CARD GAME question beyond the shared `Facts`, and telling a simulation back.

The shared extractor finds card mentions and numbers; this module adds what onepiece questions
need on top: whose card a mention is when stats stand between 相手 and the noun (「相手のパワー4000の
キャラ」), card states and keywords said in parentheses, counters, blockers, 【トリガー】, DON!! counts,
and whether the asker is the attacked player (「アタックされた」). Scenarios always make the asker
``player1``; when the asker is attacked, the scenario first ends the asker's turn so that the
opponent (``player2``) attacks on its own turn.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from service.answering.extract import CardMention, Facts
from service.answering.scenarios.common import asks, event_sentence, humanize, is_noise
from service.engine.events import Event, Result
from service.engine.scenario import SimulationResult

ME, OPPONENT = "player1", "player2"
LEADER_POWER = 5000  # the scenario format's documented leader default (most leaders print 5000)

# a clause ends at 。?、 or at a "!" that is not part of ドン!!
_BOUNDARY = re.compile(r"[。?、]|(?<!ドン)(?<!ドン!)!")
_PAREN = re.compile(r"\s*\(([^()]*)\)")
_SIDE_WORDS = {
    "相手": "opponent",
    "自分": "self",
    "こちら": "self",
    "こっち": "self",
    "あなた": "self",
    "味方": "self",
}
_OWNER = re.compile(r"(相手|自分|こちら|こっち|あなた|味方)(側の|の)?")
_RESTED = re.compile(r"レスト|横向き|横に(?:倒|な)|寝て|タップ")
_ACTIVE = re.compile(r"アクティブ|縦向き|起きて|立って|スタンド")
_OWN_KEYWORDS = ("ダブルアタック", "バニッシュ", "速攻", "ブロッカー")

# the asker is the attacked player: 「アタックされた」「相手のキャラが…にアタックしてきた」「相手のターンに」
_PASSIVE = re.compile(r"(?:アタック|攻撃)(?:を)?され|殴られ|(?:アタック|攻撃)して(?:き|く)")
_OPPONENT_TURN = re.compile(r"相手の(?:ターン|番|手番)")
# a phrase the battle's result is presupposed by (the attack lands)
PRESUMES_HIT = (
    r"通(?:る|っ|れ|し)|ヒット|ダメージ(?:が入|を与え|を受け|を食ら)"
    r"|ライフ(?:は|が)?(?:何枚|どう|減)|手札に加わ|KOし(?:た|て)|倒し(?:た|て)"
)
ASKS_LEGALITY = r"でき(?:る|ます|ない|ません)|可能|いい\?|いいの|大丈夫"
NEGATED = r"(?:なし|無し|しない|しなかっ|せず|使わ|なく|ない|なかっ)"

_DON_COUNT = re.compile(
    r"(?:(?:アクティブ|未使用|起きて(?:いる|る)|立って(?:いる|る))(?:な|の|状態の)?\s*)?ドン(?:!!)?(?:カード)?"
    r"(?:が|は|を)?(?:ちょうど|まだ|残り|しか|だけ)?\s*([0-9]+)\s*枚"
)
_DON_DECK = re.compile(
    r"ドン(?:!!)?デッキ(?:の枚数|のカード)?(?:が|は)?(?:[^0-9。?、]{0,6}?)\s*([0-9]+)\s*枚"
)


@dataclass(frozen=True, slots=True)
class Mention:
    """A card mention read in context: its side, stats, state and keywords from the surrounding words."""

    card: CardMention
    side: str | None  # "self" / "opponent" / None
    rested: bool | None  # None: unsaid
    keywords: frozenset[str]
    stats: Mapping[str, int]
    count: int | None = None  # 「相手のキャラが5体いる」: how many, not one card that fights

    @property
    def kind(self) -> str:
        return self.card.kind

    def stat(self, name: str) -> int | None:
        return self.stats.get(name)


def phrase(facts: Facts, m: CardMention) -> str:
    """The words that qualify `m`: back to the previous card or clause boundary, plus a parenthesis
    right after the noun (「キャラ(パワー3000、レスト)」)."""
    prev_end = max((o.end for o in facts.mentions if o.end <= m.start), default=0)
    before = facts.text[prev_end : m.start]
    cut = max((b.end() for b in _BOUNDARY.finditer(before)), default=0)
    paren = _PAREN.match(facts.text, m.end)
    return before[cut:] + (paren.group(1) if paren else "")


def _predicate(facts: Facts, m: CardMention) -> str:
    """What the clause says of `m` after the noun (「キャラがダブルアタックで殴ってきた」「キャラがレストの
    とき」), up to the next card or clause boundary."""
    paren = _PAREN.match(facts.text, m.end)
    start = paren.end() if paren else m.end
    next_start = min((o.start for o in facts.mentions if o.start >= start), default=len(facts.text))
    tail = facts.text[start:next_start]
    return _BOUNDARY.split(tail, maxsplit=1)[0]


def read(facts: Facts, m: CardMention) -> Mention:
    words = phrase(facts, m)
    said = _predicate(facts, m)
    side = m.side
    if side is None:
        # 「相手のパワー4000のキャラ」「相手リーダー」, not 「相手にパワー6000のリーダーで」
        owners = [o for o in _OWNER.finditer(words) if o.end() == len(words) or o.group(2)]
        side = _SIDE_WORDS[owners[-1].group(1)] if owners else None
    states = words + "".join(re.findall(r"^(?:が|は)(?:まだ|もう)?(?:レスト|アクティブ|横向き|縦向き)", said))
    rested: bool | None = None
    if _RESTED.search(states):
        rested = not re.search(
            r"(?:レスト|横向き)(?:では|じゃ)な|(?:レスト|横向き)(?:に)?なってい?な", states
        )
    elif _ACTIVE.search(states):
        rested = False
    keywords = {k for k in _OWN_KEYWORDS if k in words}
    keywords |= {k for k in _OWN_KEYWORDS if re.search(rf"{k}】?(?:で|持ち|を持|付き|の効果)", said)}
    keywords = {
        k
        for k in keywords
        if not re.search(
            rf"{k}】?(?:を|が|は)?(?:持たな|持ってな|持っていな|なし|無し|な[いく]|じゃな|ではな)",
            words + said,
        )
    }
    stats = dict(m.stats)
    if "power" in stats and not _power_said(stats["power"], words, said):
        # 「相手リーダーのパワーは6000、こっちのキャラは5000」: the extractor gave the leader's 6000 to キャラ
        del stats["power"]
    own = re.match(r"の?(?:パワー)(?:は|が)?\s*([0-9]{3,6})", said)
    if own:
        stats["power"] = int(own.group(1))  # 「相手リーダーのパワーは6000」
    paren = _PAREN.match(facts.text, m.end)
    bare = re.fullmatch(r"\s*([0-9]{4,6})\s*", paren.group(1)) if paren else None
    if bare and "power" not in stats:
        stats["power"] = int(bare.group(1))  # 「リーダー(5000)」: a bare number is the power
    bare = re.match(r"(?:は|が)(?:パワー)?\s*([0-9]{4,6})(?![0-9]|\s*[枚体点])", said)
    if bare and "power" not in stats:
        stats["power"] = int(bare.group(1))  # 「自分のリーダーは5000」
    many = re.match(r"(?:が|は)?(?:もう|既に|すでに)?\s*([0-9]+)\s*(?:体|枚)", said)
    given = re.match(
        r"(?:に|へ)\s*ドン(?:!!)?(?:カード)?(?:を)?\s*([0-9]+)\s*枚\s*(?:付与|つけ|付け|乗せ)", said
    )
    if given:
        stats["don"] = int(given.group(1))  # 「リーダーにドン!!を2枚つけて」
    elif "don" in stats and _don_given_to_earlier(facts, m):
        del stats["don"]
    return Mention(m, side, rested, frozenset(keywords), stats, int(many.group(1)) if many else None)


def _power_said(power: int, words: str, said: str) -> bool:
    """Whether `power` is written with this card: before it, in its parenthesis or right after it."""
    n = str(power)
    return bool(
        re.search(rf"パワー(?:が|は)?\s*{n}(?![0-9])|(?<![0-9]){n}\s*パワー|(?<![0-9]){n}$", words)
        or re.match(rf"(?:の)?(?:パワー)?(?:は|が)?\s*(?:パワー)?\s*{n}(?![0-9])", said)
    )


def _don_given_to_earlier(facts: Facts, m: CardMention) -> bool:
    """「Xにドン!!を2枚つけて、相手のリーダーを」: the DON!! the extractor gave to the next noun are X's."""
    return any(
        o.end <= m.start
        and re.match(
            r"\s*(?:\([^()]*\))?\s*(?:に|へ)\s*ドン(?:!!)?(?:カード)?(?:を)?\s*[0-9]+\s*枚",
            facts.text[o.end :],
        )
        for o in facts.mentions
    )


def mentions(facts: Facts) -> list[Mention]:
    return [read(facts, m) for m in facts.mentions]


def is_counter_card(m: Mention, facts: Facts) -> bool:
    """「カウンター+1000のキャラ」 in the hand is used as a counter, it does not fight."""
    words = phrase(facts, m.card) + facts.text[m.card.end : m.card.end + 8]
    return "counter" in m.card.stats or bool(re.search(r"カウンター|手札", words))


def attacked_asker(facts: Facts) -> bool:
    """Whether the asker's card is the one attacked (the opponent attacks on its own turn)."""
    return bool(_PASSIVE.search(facts.text) or _OPPONENT_TURN.search(facts.text))


def don_count(facts: Facts) -> int | None:
    """Active DON!! in the asker's cost area (「アクティブのドン!!がちょうど5枚」「ドン!!が3枚しかない」)."""
    for m in _DON_COUNT.finditer(facts.text):
        tail = facts.text[m.end() : m.end() + 6]
        if re.match(r"\s*(?:付与|つけ|付け|乗せ|ついて|付いて)", tail) or "デッキ" in m.group(0):
            continue  # DON!! given to a card, or the DON!! deck
        before = facts.text[max(0, m.start() - 8) : m.start()]
        if "相手" in before and "自分" not in before:
            continue
        return int(m.group(1))
    return None


def don_deck(facts: Facts) -> int | None:
    m = _DON_DECK.search(facts.text)
    return int(m.group(1)) if m else None


def negated(facts: Facts, word: str) -> bool:
    return asks(facts, word + r"(?:は|も|を|が)?\s*" + NEGATED)


def both_players(facts: Facts) -> bool:
    return facts.simultaneous or asks(
        facts,
        r"両方|お互い|互いの|両者|双方|両プレイヤー|二人とも|2人とも|どちらも|自分も相手も|相手も自分も",
    )


JUST_PLAYED = re.compile(
    r"(?:さっき|いま|今|このターン(?:に|中に)?|同じターン(?:に|中に)?)\s*(?:登場|出し|出た|プレイ)"
    r"|(?:出し|登場させ|登場し|プレイし)た(?:ばかり|ターン|直後|て)|出したて"
)
_BLOCKER_POWER = (
    re.compile(r"パワー\s*([0-9]+)\s*の\s*【?ブロッカー"),
    re.compile(r"ブロッカー】?(?:持ちのキャラ)?\s*\(\s*(?:パワー)?\s*([0-9]{4,6})\s*\)"),
    re.compile(
        r"ブロッカー】?(?:持ち|を持つ)?(?:の)?(?:キャラ(?:クター)?)?\s*\(?\s*(?:の)?パワー(?:は|が)?\s*([0-9]+)"
    ),
)
_COUNTER_EVENT = re.compile(r"【?カウンター】?(?:の)?イベント|イベント(?:カード)?\s*\(?【カウンター】")
_COUNTER = re.compile(
    r"カウンター(?:値)?(?:で|の|が|は)?\s*\+?\s*([0-9]{3,})|([0-9]{3,})\s*(?:の)?カウンター"
)
TRIGGER_ON = r"トリガー】?(?:を)?(?:発動(?:し|する|させ)|使)"


# ----- reading a battle -----------------------------------------------------------------------
def battle_cards(facts: Facts) -> tuple[Mention | None, Mention | None, bool]:
    """(attacker, attacked card, whether the asker is the one attacked)."""
    cards = [
        m
        for m in mentions(facts)
        if not is_counter_card(m, facts)
        and m.count is None
        and ("ブロッカー" not in m.keywords or m.card.role == "attacker")
    ]
    att = next((m for m in cards if m.card.role == "attacker"), None)
    tgt = next((m for m in cards if m.card.role == "target" and m is not att), None)
    defending = attacked_asker(facts)
    if (att is not None and att.side == "opponent") or (tgt is not None and tgt.side == "self"):
        defending = not (att is not None and att.side == "self")
    att_side, def_side = ("opponent", "self") if defending else ("self", "opponent")
    if att is None:
        att = next((m for m in cards if m is not tgt and m.side == att_side), None)
    if tgt is None:
        tgt = next((m for m in cards if m is not att and m.side == def_side), None)
    if att is None:
        att = next((m for m in cards if m is not tgt and m.side is None and m.card.role != "target"), None)
    if att is None:
        att = _keyword_holder(facts)
    if tgt is None:
        tgt = next((m for m in cards if m is not att and m.side is None), None)
    return att, tgt, defending


def _keyword_holder(facts: Facts) -> Mention | None:
    """「ダブルアタック持ち(パワー6000)でアタック」: a card named only by its keyword attacks."""
    found = re.search(r"(ダブルアタック|バニッシュ|速攻)】?持ち(?:の)?\s*(?:\(([^()]*)\))?\s*で", facts.text)
    if found is None:
        return None
    power = re.search(r"([0-9]{4,6})", found.group(2) or "")
    stats = {"power": int(power.group(1))} if power else {}
    card = CardMention("character", found.group(1), found.start(), found.end(), None, "attacker", stats)
    return Mention(card, None, None, frozenset({found.group(1)}), stats)


def board_count(facts: Facts, side: str) -> int | None:
    """How many characters a side has (「相手のキャラが5体いる」), if said."""
    return next((m.count for m in mentions(facts) if m.count is not None and m.side == side), None)


def loose_don(facts: Facts) -> int | None:
    """DON!! given without naming the card (「アタック。ドン!!を2枚付与してる」): the attacker's."""
    if any(m.stat("don") for m in mentions(facts)):
        return None
    m = re.search(
        r"ドン(?:!!)?(?:カード)?(?:を|が)?\s*([0-9]+)\s*枚(?:を)?\s*(?:付与|つけ|付け|乗せ|ついて|付いて)",
        facts.text,
    )
    return min(int(m.group(1)), 10) if m else None


def blocker_power(facts: Facts) -> tuple[bool, int | None]:
    """(whether the defender has a 【ブロッカー】, its power)."""
    if "ブロッカー" not in facts.text:
        return False, None
    for pattern in _BLOCKER_POWER:
        found = pattern.search(facts.text)
        if found:
            return True, int(found.group(1))
    for m in mentions(facts):
        if "ブロッカー" in m.keywords and m.card.role != "attacker":
            return True, m.stat("power")
    return True, None


def counters(facts: Facts) -> list[dict[str, Any]]:
    """Hand cards the defender uses in the counter step (7-1-3-2): characters with a counter value
    (「カウンター+1000のキャラを2枚」) or 【カウンター】 events (「+4000のカウンターイベント(コスト1)」)."""
    text = facts.text
    if negated(facts, "カウンター"):
        return []
    event = _COUNTER_EVENT.search(text)
    if event is not None:
        near = text[max(0, event.start() - 16) : event.end() + 16]
        boost = re.search(r"\+\s*([0-9]{3,})", near)
        cost = re.search(r"コスト\s*([0-9]+)", near)
        if boost is None:
            return []
        spec = {"kind": "event", "keywords": ["カウンター"], "boost": int(boost.group(1))}
        spec["cost"] = int(cost.group(1)) if cost else 0
        return [{"id": "cnt1", "name": "カウンターイベント", **spec}]
    found = _COUNTER.search(text)
    if found is None:
        return []
    value = int(found.group(1) or found.group(2))
    tail = _BOUNDARY.split(text[found.end() : found.end() + 20], maxsplit=1)[0]
    many = re.match(r"(?:の)?(?:キャラ(?:クター)?(?:カード)?|カード)?(?:を|が)?\s*([0-9]+)\s*枚", tail)
    count = int(many.group(1)) if many else 1
    return [
        {"id": f"cnt{i + 1}", "name": "カウンターのカード", "counter": value} for i in range(min(count, 10))
    ]


# ----- telling the result back ------------------------------------------------------------------
def who(player: str | None) -> str:
    return "自分" if player == ME else "相手"


def outcome(sim: SimulationResult) -> str:
    """The result of the game, if it ended: who lost and who won, or a draw."""
    o = sim.outcome
    if o.result is not Result.GAME_OVER:
        return ""
    if o.draw:
        return "両者が同時に敗北条件を満たすため、ゲームは引き分けになります"
    loser = ME if o.winner != ME else OPPONENT
    return f"{who(loser)}が敗北し、{who(o.winner)}の勝利です"


def rejection(sim: SimulationResult) -> Event | None:
    return next((e for e in sim.events if e.type == "rejected"), None)


def tell(
    headline: Callable[[SimulationResult], str],
    types: Iterable[str] | None = None,
    limit: int = 4,
    since: str | None = None,
    only: Callable[[Event], bool] | None = None,
) -> Callable[[SimulationResult], str]:
    """The answer's first sentences: the conclusion, then the decisive simulated events with their
    clauses (only from the first event of type `since` on, to skip a turn change that set the scene;
    only those `only` keeps)."""
    kinds = frozenset(types) if types is not None else None

    def summarize(sim: SimulationResult) -> str:
        events = list(sim.events)
        if since is not None:
            start = next((i for i, e in enumerate(events) if since in (e.type, e.data.get("step"))), 0)
            events = events[start:]
        told: list[Event] = []
        seen: set[str] = set()
        for e in events:
            wanted = (kinds is None and not is_noise(e)) or (kinds is not None and e.type in kinds)
            if wanted and (only is None or only(e)) and e.text not in seen:
                seen.add(e.text)
                told.append(e)
        body = "".join(event_sentence(e) for e in told[:limit])
        return f"シミュレーション結果: {humanize(headline(sim)).rstrip('。')}。{body}"

    return summarize
