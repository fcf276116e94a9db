"""Reading a ONE PIECE CARD GAME question beyond the shared `Facts`.

The shared extractor finds card mentions and numbers; this module adds what onepiece questions
need on top: whose card a mention is when stats stand between 相手 and the noun (「相手のパワー4000の
キャラ」), bare powers next to the noun (「リーダー5000に」「6000のキャラで」), card states and keywords
said in parentheses, a card restated later (「…リーダー殴ったら? リーダーはパワー6000」), DON!! counts,
and whether the asker is the attacked player (「アタックされた」). Blockers and counters are read in
`onepiece_defence`, results told in `onepiece_tell`. Scenarios always make the asker ``player1``;
when the asker is attacked, the scenario first ends the asker's turn so that the opponent
(``player2``) attacks on its own turn.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

from service.answering.extract import CardMention, Facts
from service.answering.scenarios.common import asks
from service.answering.scenarios.onepiece_either import BASE_MARK, don_told_before

ME, OPPONENT = "player1", "player2"
LEADER_POWER = 5000  # the scenario format's documented leader default (most leaders print 5000)

# a clause ends at 。?、 or at a "!" that is not part of ドン!!
BOUNDARY = re.compile(r"[。?、]|(?<!ドン)(?<!ドン!)!")
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
_RESTED = re.compile(r"レスト|横向き|横に(?:倒|な)|寝て|寝た\s*(?:まま|状態|きり)|タップ")
_ACTIVE = re.compile(r"アクティブ|縦向き|起きて|立って|スタンド")
_OWN_KEYWORDS = ("ダブルアタック", "バニッシュ", "速攻", "ブロッカー")
# 「相手のライフが0枚のとき【ダブルアタック】のキャラ」: 相手 owns the life, its predicate (…とき) before the
# card (audit 24b: the asker's attacker had been made the opponent's, 'none' / 2 life stated)
_OTHER_NOUNS_CLAUSE = re.compile(r"[がは][^、。]{0,12}?(?:とき|時|場合|なら)")

# the asker is the attacked player: 「アタックされた」「相手のキャラが…にアタックしてきた」「相手のターンに」
_PASSIVE = re.compile(r"(?:アタック|攻撃)(?:を)?され|殴られ|(?:アタック|攻撃)して(?:き|く)")
# not 「相手のターンに登場しただけ」: the turn of an earlier play is not the attack's (a play and an
# attack in that turn is told by 「アタックしてきた」, _PASSIVE)
_OPPONENT_TURN = re.compile(
    r"相手の(?:ターン|番|手番)(?!\s*(?:に|中に?)\s*(?:登場|出(?:し|て|た|され)|プレイ))"
)
# a phrase the battle's result is presupposed by (the attack lands)
PRESUMES_HIT = (
    r"通(?:る|っ|れ|し)|ヒット|ダメージ(?:が入|を与え|を受け|を食ら)"
    r"|ライフ(?:は|が)?減っ|手札に加わ|KOし(?:た|て)|倒し(?:た|て)"
)
# 「…そいつでブロックされる?」: the defender's block asked in the passive is whether it can block (as
# 「ブロックできる?」; onepiece-ae-07 had been withheld for the powers a refused block never compares)
PASSIVE_BLOCK = r"ブロック(?:され|を受け)(?:る|ます|ちゃう)(?:の|か|よね|かな)?\s*[?？]"
ASKS_LEGALITY = r"でき(?:る|ます|ない|ません)|可能|いい\?|いいの|大丈夫|" + PASSIVE_BLOCK
NEGATED = r"(?:なし|無し|しない|しなかっ|せず|使わ|なく|ない|なかっ)"


@dataclass(frozen=True, slots=True)
class Mention:
    """A card mention read in context: its side, stats, state and keywords from the surrounding words."""

    card: CardMention
    side: str | None  # "self" / "opponent" / None
    rested: bool | None  # None: unsaid
    keywords: frozenset[str]
    stats: Mapping[str, int]
    count: int | None = None  # 「相手のキャラが5体いる」: how many, not one card that fights
    # 「ドン1枚付けたパワー6000のリーダー」: the told power may be the one with its DON!! (onepiece_either)
    don_in_power: bool = False

    @property
    def kind(self) -> str:
        return self.card.kind

    def stat(self, name: str) -> int | None:
        return self.stats.get(name)


def phrase(facts: Facts, m: CardMention) -> str:
    """The words that qualify `m`: back to the previous card or clause boundary, plus a parenthesis
    right after the noun (「キャラ(パワー3000、レスト)」)."""
    paren = _PAREN.match(facts.text, m.end)
    return _before(facts, m) + (paren.group(1) if paren else "")


def _before(facts: Facts, m: CardMention) -> str:
    """The words before `m`, back to the previous card or clause boundary."""
    prev_end = max((o.end for o in facts.mentions if o.end <= m.start), default=0)
    # 「俺のキャラ(パワー5000、レスト)に相手のキャラが」: the parenthesis right after the previous card is
    # that card's, not words of this one (its レスト had made the attacker rested: refused, powers unread)
    paren = _PAREN.match(facts.text, prev_end) if prev_end else None
    prev_end = paren.end() if paren is not None and paren.end() <= m.start else prev_end
    before = facts.text[prev_end : m.start]
    cut = max((b.end() for b in BOUNDARY.finditer(before)), default=0)
    return before[cut:]


def _predicate(facts: Facts, m: CardMention) -> str:
    """What the clause says of `m` after the noun (「キャラがダブルアタックで殴ってきた」「キャラがレストの
    とき」), up to the next card or clause boundary."""
    paren = _PAREN.match(facts.text, m.end)
    start = paren.end() if paren else m.end
    next_start = min((o.start for o in facts.mentions if o.start >= start), default=len(facts.text))
    tail = facts.text[start:next_start]
    return BOUNDARY.split(tail, maxsplit=1)[0]


def don_included(facts: Facts, m: CardMention) -> bool:
    """「リーダー(ドン込みでパワー6000)」「リーダーはドン!!込みパワー6000」: its power told with its DON!! —
    its battle power only in its owner's turn (6-5-5-2)."""
    return bool(re.search(r"ドン[!!]*(?:カード)?(?:込み|を?含め)", phrase(facts, m) + _predicate(facts, m)))


def read(facts: Facts, m: CardMention) -> Mention:
    if m.role == "target" and _PLAYED_OBJECT.match(facts.text, m.end):
        m = replace(
            m, role=None
        )  # 「速攻持ちのキャラ(パワー5000)を出したターン、…にアタック」: played, not attacked
    words = phrase(facts, m)
    said = _predicate(facts, m)
    side = m.side
    if side is None:
        # 「相手のパワー4000のキャラ」「相手リーダー」, not 「相手にパワー6000のリーダーで」
        owners = [
            o
            for o in _OWNER.finditer(words)
            if o.end() == len(words) or (o.group(2) and not _OTHER_NOUNS_CLAUSE.search(words, o.end()))
        ]
        side = _SIDE_WORDS[owners[-1].group(1)] if owners else None
    states = words + "".join(re.findall(r"^(?:が|は)(?:まだ|もう)?(?:レスト|アクティブ|横向き|縦向き)", said))
    rested: bool | None = None
    if _RESTED.search(states):
        rested = not re.search(
            r"(?:レスト|横向き)(?:では|じゃ)な|(?:レスト|横向き)(?:に)?なってい?な", states
        )
    elif _ACTIVE.search(states):
        rested = False
    elif _LEFT_RESTED.search(said):
        rested = True  # 「キャラでアタックしてレストのままターンを終えた」
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
    if "power" not in stats:
        power = _bare_power(facts, m, said)
        if power is not None:
            stats["power"] = power
    many = re.match(r"(?:が|は)?(?:もう|既に|すでに)?\s*([0-9]+)\s*(?:体|枚)", said)
    given = re.match(_GIVEN_DON, said)
    if given:
        stats["don"] = int(given.group(1))  # 「リーダーにドン!!を2枚つけて」
    elif "don" in stats and (_don_given_to_earlier(facts, m) or _COST_AREA_DON.search(words)):
        del stats["don"]
    # DON!! told among the card's modifiers (「ドン1枚付けたパワー6000の」「(パワー6000、ドン!!1枚付き)」)
    # leave open whether the power includes them; DON!! told after it (「…にドン!!を2枚付けて」「…には
    # 前のターンに付けたドン!!が1枚」) or a printed power (「元々パワー5000」) do not
    either = (
        "don" in stats
        and "power" in stats
        and not given
        and ("ドン" in words or don_told_before(facts.text, m.start))
        and not BASE_MARK.search(words + said)
    )
    count = int(many.group(1)) if many else None
    return Mention(m, side, rested, frozenset(keywords), stats, count, either)


# 「アクティブのドン!!3枚でコスト3のキャラを」: DON!! in the cost area, none given to the card
_COST_AREA_DON = re.compile(
    r"(?:アクティブ|未使用|コストエリア)[^。?、]{0,4}ドン!!?(?:カード)?(?:が|は)?\s*[0-9]+\s*枚(?!\s*(?:を)?\s*(?:付与|付け|つけ|乗せ))"
)
# what the clause says happened to the card: it was left rested (not 「レストになってない」)
_LEFT_RESTED = re.compile(r"レスト(?:のまま|状態のまま|になった(?:まま)?|になってる|になっている)")
_PLAYED_OBJECT = re.compile(r"\s*(?:\([^()]*\))?\s*を\s*(?:出|登場|プレイ|場に|手札から)")
# 「リーダーにドン!!を2枚つけて」「リーダー5000にドン!!1枚付けて」: DON!! given to the noun just read
_GIVEN_DON = (
    r"\s*(?:[0-9]{4,6}\s*)?(?:に|へ)[、,]?\s*ドン(?:!!)?(?:カード)?(?:を)?\s*([0-9]+)\s*枚"
    r"\s*(?:付与|つけ|付け|乗せ)"
)
# a number that is no power: a count (枚, 体 …) or another stat named before it
_NOT_POWER_AFTER = r"(?![0-9]|\s*[枚体点回])"
_NOT_POWER_BEFORE = r"(?<![0-9+])(?<!カウンター)(?<!コスト)(?<!ライフ)"


def _bare_power(facts: Facts, m: CardMention, said: str) -> int | None:
    """A power written without the word パワー: 「リーダー(5000)」「(5000、ライフ2)」「リーダーは5000」
    「リーダー5000に」 and 「6000のキャラで」."""
    paren = _PAREN.match(facts.text, m.end)
    if paren:
        for item in re.split(r"[、,・/]", paren.group(1)):
            bare = re.fullmatch(r"\s*([0-9]{4,6})\s*", item)
            if bare:
                return int(bare.group(1))
        said_from = paren.end()
    else:
        said_from = m.end
    after = re.match(r"(?:は|が)?(?:パワー)?\s*([0-9]{4,6})" + _NOT_POWER_AFTER, said)
    if after and (after.group(0)[:1] in "はが" or said_from == m.end):
        return int(after.group(1))
    before = re.search(_NOT_POWER_BEFORE + r"([0-9]{4,6})\s*の\s*$", _before(facts, m))
    return int(before.group(1)) if before else None


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
            r"\s*(?:\([^()]*\))?\s*(?:[0-9]{4,6}\s*)?(?:に|へ)[、,]?\s*ドン(?:!!)?(?:カード)?(?:を)?\s*[0-9]+\s*枚",
            facts.text[o.end :],
        )
        for o in facts.mentions
    )


def mentions(facts: Facts) -> list[Mention]:
    return _merge_restated(facts, _resolve_anaphora(facts, [read(facts, m) for m in facts.mentions]))


_ANAPHOR = re.compile(r"(?:その|この|あの|さっきの|例の|(?:さっき|今)?(?:出した|登場させた|出てきた))\s*$")


def _resolve_anaphora(facts: Facts, read_all: list[Mention]) -> list[Mention]:
    """「自分のキャラ(パワー4000)でアタックした。…相手のキャラにそのキャラをアタックされた」:
    「そのキャラ」 is the card said before — preferably in an earlier sentence, since the card acting on
    it in the same sentence is another one. It keeps its own role in its sentence and takes that
    card's side, stats, state and keywords; the earlier mention is dropped (one card, not two)."""
    out = list(read_all)
    for m in read_all:
        if not _ANAPHOR.search(_before(facts, m.card)) or m.stats:
            continue
        earlier = [e for e in out if e.card.end <= m.card.start and e.kind == m.kind and e is not m]
        if not earlier:
            continue
        sentence_start = max((b.end() for b in re.finditer(r"[。?!]", facts.text[: m.card.start])), default=0)
        before_sentence = [e for e in earlier if e.card.end <= sentence_start]
        antecedent = (before_sentence or earlier)[-1]
        if m.card.side is None and _either_side(facts, before_sentence):
            continue  # 「自分のキャラで相手のキャラに…。そのキャラは【速攻】持ち」: either card, unmerged
        merged = replace(
            antecedent,
            card=replace(m.card, side=antecedent.side),
            rested=m.rested if m.rested is not None else antecedent.rested,
            keywords=antecedent.keywords | m.keywords,
        )
        out[out.index(m)] = merged
        out.remove(antecedent)
    return out


_ACTED_WITH = re.compile(r"\s*(?:[((][^()()]*[))])?\s*で(?!\s*(?:は|も))")


def _either_side(facts: Facts, before_sentence: list[Mention]) -> bool:
    """The sentence of the antecedent named cards of both sides, one acted with (「…で」) and one acted on:
    an anaphor that says no side may name either."""
    if not before_sentence:
        return False
    last = before_sentence[-1].card
    begun = max((b.end() for b in re.finditer(r"[。?!]", facts.text[: last.start])), default=0)
    same = [e for e in before_sentence if e.card.start >= begun]
    sides = {e.card.side for e in same}
    acted_with = any(_ACTED_WITH.match(facts.text, e.card.end) for e in same)
    return len(same) >= 2 and len(sides) >= 2 and acted_with


def _merge_restated(facts: Facts, read_all: list[Mention]) -> list[Mention]:
    """「キャラで相手のリーダー殴ったら? リーダーはパワー6000」: a later 「リーダーは…」 restates the one card
    of that kind said before without a power; its stats complete that card instead of adding a card."""
    out: list[Mention] = []
    for m in read_all:
        restating = (
            m.card.role is None
            and m.count is None
            and "power" in m.stats
            and re.match(r"\s*(?:は|が|も|って|の)", facts.text[m.card.end :]) is not None
        )
        earlier = [e for e in out if e.kind == m.kind and (m.side is None or m.side == e.side)]
        if restating and len(earlier) == 1 and "power" not in earlier[0].stats:
            e = earlier[0]
            # 「ドン!!2枚付けたリーダーで…。リーダーはパワー5000」: a power told after them may include them
            told = phrase(facts, m.card) + _predicate(facts, m.card)
            either = e.don_in_power or ("don" in e.stats and not BASE_MARK.search(told))
            merged = replace(
                e,
                stats={**m.stats, **e.stats},
                rested=e.rested if e.rested is not None else m.rested,
                don_in_power=either,
            )
            out[out.index(e)] = merged
            continue
        out.append(m)
    return out


def is_counter_card(m: Mention, facts: Facts) -> bool:
    """「カウンター+1000のキャラ」 in the hand is used as a counter, it does not fight."""
    # what follows the noun counts only up to the clause's end: in 「リーダーは5000、手札のカウンター…」
    # the hand belongs to the next clause
    words = phrase(facts, m.card) + _predicate(facts, m.card)[:8]
    return "counter" in m.card.stats or bool(re.search(r"カウンター|手札", words))


def attacked_asker(facts: Facts) -> bool:
    """Whether the asker's card is the one attacked (the opponent attacks on its own turn)."""
    text = facts.text
    passive = [m for m in _PASSIVE.finditer(text) if not _EARLIER.search(_clause_before(text, m.start()))]
    return bool(passive or _OPPONENT_TURN.search(facts.text))


# 「そいつは相手の前のターンにアタックしてきたやつで」: an earlier turn's attack, history
# (reading/earlier_turn)
_EARLIER = re.compile(r"前(?:回)?の\s*(?:自分の|相手の|こっちの|俺の)?\s*(?:ターン|番)|前ターン")


def _clause_before(text: str, at: int) -> str:
    return text[max(text.rfind(c, 0, at) for c in "。、?\uff1f!\uff01\n") + 1 : at]


def negated(facts: Facts, word: str) -> bool:
    return asks(facts, word + r"(?:は|も|を|が)?\s*" + NEGATED)


JUST_PLAYED = re.compile(
    r"(?:さっき|いま|今|このターン(?:に|中に)?|同じターン(?:に|中に)?)\s*(?:登場|出し|出た|プレイ)"
    r"|(?:出し|登場させ|登場し|プレイし)た(?:ばかり|ターン|直後|て)|出したて"
)


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
