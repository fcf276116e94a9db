"""The attack's object named by a property: 「ヘイト無しの方を攻撃対象にできる?」「スタンしてない
UNITを攻撃していい?」 ask about the card that has (or lacks) that keyword or state, so a scenario whose
scripted attack hits another card — or a player — answers something else (a builder had attacked the
【ヘイト】 UNIT and said the attack on the UNIT without it was allowed).

The object phrase is the text between the clause boundary before the attack verb (「、」「。」,
the instrument's 「で」, the subject's 「が」「は」 or a condition's 「なら」「たら」) and the verb,
ending in を/に — or in だけ/のみ, or in 「(を)狙って」 (「ザコの方だけ狙って攻撃」); its keyword and
state facts are the properties the attacked card must hold. An object that picks one of the cards
described (「〜の方」「もう片方」「もう1体」) by no keyword or state — by a word the reading does not
model (「ザコの方」「弱い方」「もう片方」) — cannot be checked against the scripted target: no verdict
(blind P kiseki-bp-06 had attacked the 【ヘイト】 UNIT and said the attack on the 「ザコ」 was allowed;
1407.1). 「普通の方」 picks the card with no icon, 「DEF1の方」 the card holding that stat. A passive
(「攻撃された」) names the attacked by its subject: not checked here.

A target chosen by a referent (「…横向きのやつがいる。こいつってアイサツ対象に選べる?」) is the card
the sentence before described: the scripted target must hold the states and keywords told there
(`chosen_referent`; blind AC ninjaslayer-ac-09 had made that bowed card the one declaring the アイサツ
and said 'no' by 704.3a-1, while the target's state does not matter, 704.4).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.payload import walk

# a clause, the instrument (「UNITで」) or the subject (「キャラが相手リーダーに」) ends before the object
# 「ヘイトの方スルーして普通のUNITのほうを」: a clause closed by a て-form verb (「スルーして」「無視して」)
# is not the object (blind R kiseki-br-12 read the skipped 【ヘイト】 UNIT as the one attacked)
# 「…を出したターンに相手のリーダーを攻撃」: a time clause (「〜たターンに」) ends before the object
_BOUNDARY = re.compile(
    r"[、。,.!?！？]|[でがは](?![きちっ])|なら|たら|(?<=[ーァ-ヺ])して(?![いるおあたまなも])|無視して|飛ばして|避けて"
    # 「…を登場させたそのターンに」: the time clause may carry a demonstrative (その/この/同じ)
    r"|(?<=た)\s*(?:(?:その|この|同じ)\s*)?(?:ターン|とき|時)\s*(?:に|中に)?"
    # 「…フォロワーに+2/+0してから相手のリーダーを」: a clause done first (〜てから) ends before the object
    r"|てから"
    # 「速攻あるからこのターン中に殴れる?」: a reason clause (〜から / 〜ので) ends before the object
    r"|(?<=[るたいだ])\s*(?:から|ので)"
)
_PASSIVE = re.compile(r"\s*(?:され|られ)")
# the object's end: its particle (or 「だけ」「のみ」), then 「狙って」 when the attack is aimed
_OBJECT_END = re.compile(r"(?:[をに]|だけ|のみ)(?:\s*を)?\s*(?:狙って|狙い|ねらって)?\s*$")
# the object picks one of the cards described: 「〜の方」「もう片方」「もう1体」「別のUNIT」
_PICK = re.compile(r"方|ほう|もう\s*(?:1|１|一)\s*体|他の|別の")
# 「普通の方」「能力なしのユニット」: the card with no icon (the field plan scripts it)
_PLAYER = re.compile(r"プレイヤー|本人|本体|リーダー")
_PLAIN = re.compile(r"普通|能力なし|何も持って(?:い)?ない|バニラ")
# 「相手の他のUNIT」「ほかのキャラ」: another card than the ones described, told by nothing of its own
_OTHER_CARD = re.compile(
    r"(?:(?:相手|自分)の\s*)?(?:他|ほか|別)の\s*(?:UNIT|ユニット|キャラ(?:クター)?|フォロワー|リゾネイター)"
)
# a state's keys in the engines' card specs (the ones the scenarios write)
_STATE_KEYS: dict[str, tuple[str, ...]] = {
    "stunned": ("stunned",),
    "rested": ("acted", "rested", "tapped", "bowed"),
}


def _object_start(reading: Reading, act: Fact) -> int | None:
    """Where the attack's object phrase starts (None: the attack names no object before it)."""
    text = reading.text
    if "され" in act.text or _PASSIVE.match(text, act.end):
        return None
    start = max((m.end() for m in _BOUNDARY.finditer(text, 0, act.start)), default=0)
    if not _OBJECT_END.search(text[start : act.start]):
        return None
    return start


def object_properties(reading: Reading, act: Fact) -> list[Fact]:
    """The keyword and state facts of the attack's object phrase (empty when there is none)."""
    start = _object_start(reading, act)
    if start is None:
        return []
    own = [f for f in reading.facts if start <= f.start and f.end <= act.start and _property(f)]
    return own or _referred(reading, start, act) or _labeled(reading, start, act)


# 「…守護持ちAと、縦向きで守護なしのBがいる。…Aを無視してBを殴れる?」: a card named by a letter label
_LABEL_OBJECT = re.compile(r"\s*([A-ZＡ-Ｚ])\s*(?:の\s*(?:方|ほう))?\s*(?:を|に)\s*(?:狙って|狙い)?\s*")
_LABEL_SPLIT = re.compile(r"[、。,.!?！？]|と(?=\s*[、,]?)")


def _labeled(reading: Reading, start: int, act: Fact) -> list[Fact]:
    """The properties told of the card a letter label names (blind AZ sve-az-05: the 【守護】 A attacked
    for the asked B, 'yes' stated): the keyword and state facts right before the label's first mention,
    back to the clause's start."""
    text = reading.text
    m = _LABEL_OBJECT.fullmatch(text, start, act.start)
    if m is None:
        return []
    first = text.find(m.group(1))
    if first < 0 or first >= start:
        return []
    begin = max((b.end() for b in _LABEL_SPLIT.finditer(text, 0, first)), default=0)
    return [f for f in reading.facts if begin <= f.start and f.end <= first and _property(f)]


def _property(fact: Fact) -> bool:
    return fact.role is Role.KEYWORD or (fact.role is Role.STATE and fact.concept in _STATE_KEYS)


# 「相手のUNITはスタン状態です。そのUNITを攻撃対象に選べますか?」「…スタンしてる。そいつを攻撃できる?」:
# the object is a referent, alone in its phrase
_REFERENT_OBJECT = re.compile(
    r"\s*(?:こいつ|そいつ|あいつ|それ|(?:この|その|あの)\s*(?:キャラ(?:クター)?|UNIT|ユニット|フォロワー"
    r"|リゾネイター|やつ))\s*(?:を|に)\s*$"
)


def _referred(reading: Reading, start: int, act: Fact) -> list[Fact]:
    """The properties of the card a referent object points back to: the keyword and state facts of
    the sentence before, when that sentence names one card (style audit 18c)."""
    text = reading.text
    if not _REFERENT_OBJECT.fullmatch(text, start, act.start):
        return []
    begin = max((m.end() for m in _SENTENCE.finditer(text, 0, start)), default=0)
    if begin == 0:
        return []
    told = max((m.end() for m in _SENTENCE.finditer(text, 0, begin - 1)), default=0)
    cards = [c for c in reading.of(Role.CARD) if told <= c.start and c.end <= begin]
    if len(cards) != 1:
        return []
    return [f for f in reading.facts if told <= f.start and f.end <= begin and _property(f)]


def _holds(card: Mapping[str, Any], fact: Fact) -> bool:
    if fact.role is Role.KEYWORD:
        name = fact.concept.strip("【】")
        words = [w for key in ("icons", "keywords") for w in card.get(key) or () if isinstance(w, str)]
        has = any(name in w for w in words)
    else:
        has = any(bool(card.get(k)) for k in _STATE_KEYS[fact.concept])
    return has != fact.negated


def _targets(payload: Mapping[str, Any]) -> list[Mapping[str, Any] | None]:
    """The card each scripted attack targets (None: a player, or no target given)."""
    cards = {str(v["id"]): v for _p, _k, v in walk(payload) if isinstance(v, Mapping) and "id" in v}
    out: list[Mapping[str, Any] | None] = []
    for key in ("actions", "operations"):
        for act in payload.get(key) or ():
            if isinstance(act, Mapping) and (act.get("type") or act.get("kind")) == "attack":
                target = act.get("target")
                out.append(cards.get(target) if isinstance(target, str) else None)
    return out


def unaimed(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """The property the question names the attacked card by that no scripted attack's target has."""
    targets = _targets(payload)
    if not targets:
        return None
    for act in reading.of(Role.ACTION):
        if act.concept != "attack":
            continue
        said = object_properties(reading, act)
        if not said:
            picked = _unmodeled_pick(reading, act, targets, payload)
            if picked is not None:
                return picked
            continue
        if not any(card is not None and all(_holds(card, f) for f in said) for card in targets):
            named = "・".join(f.text + ("なし" if f.negated else "") for f in said)
            return f"質問の攻撃対象({named})をシナリオの攻撃は対象にしていません"
    return None


def _unmodeled_pick(
    reading: Reading, act: Fact, targets: list[Mapping[str, Any] | None], payload: Mapping[str, Any]
) -> str | None:
    """「ザコの方だけ狙って攻撃」: an object picking one described card by no keyword or state."""
    start = _object_start(reading, act)
    if start is None:
        return None
    phrase = _OBJECT_END.sub("", reading.text[start : act.start]).strip()
    if not _PICK.search(phrase) or _PLAYER.search(phrase):
        return None  # a player or a leader is the wrong_target gate's (inverse.py)
    named = [q for q in re.findall(r"「([^」]+)」", phrase)]
    if named and any(
        card is not None and all(q in str(card.get("name", "")) for q in named) for card in targets
    ):
        return None  # 「「忍者A」の方」: the scripted target is the card of that name
    if _PLAIN.search(phrase) and any(card is not None and not _icons(card) for card in targets):
        return None  # 「普通の方」: the scripted target is a card with no icon
    if _OTHER_CARD.fullmatch(phrase) and any(_other_than_described(card, payload) for card in targets):
        return None  # 「相手の他のUNIT」: a plain card beside a described one of its side (audit 24b)
    stats = [
        f for f in reading.of(Role.STAT) if start <= f.start and f.end <= act.start and f.value is not None
    ]
    if stats and any(
        card is not None and all(card.get(f.concept) == f.value for f in stats) for card in targets
    ):
        return None  # 「DEF1の方」: the scripted target holds the stat told
    return f"質問の攻撃対象「{phrase}」がどのカードかをシナリオで再現できていません"


# 「こいつって」「そいつを」「そのキャラは」: a referent as the object of a target choice
_REFERENT = re.compile(
    r"(?:こいつ|そいつ|あいつ|これ|それ|あれ|(?:この|その|あの)\s*(?:キャラ\S{0,4}|UNIT|ユニット|フォロワー"
    r"|カード|リゾネイター|ルーラー|やつ))\s*(?:って|は|を|も|なら)\s*$"
)
_SENTENCE = re.compile(r"[。!！?？\n]")


def chosen_referent(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """A target choice asked of a referent (「こいつってアイサツ対象に選べる?」) whose scripted target
    lacks a state or keyword the sentence before told of the card referred to, while another card of
    the scenario (the one declaring the attack) holds them."""
    asks = reading.asks()
    if not asks:
        return None
    text = reading.text
    begin = max((m.end() for m in _SENTENCE.finditer(text, 0, asks[-1].start)), default=0)
    chosen = [
        a for a in reading.of(Role.ACTION)
        if begin <= a.start < asks[-1].start and "対象" in a.text
        and _REFERENT.search(text, max(begin, a.start - 16), a.start)
    ]  # fmt: skip
    if not chosen or begin == 0:
        return None
    told = max((m.end() for m in _SENTENCE.finditer(text, 0, begin - 1)), default=0)
    said = [
        f for f in reading.facts
        if told <= f.start and f.end <= begin
        and (f.role is Role.KEYWORD or (f.role is Role.STATE and f.concept in _STATE_KEYS))
    ]  # fmt: skip
    cards = {str(v["id"]): v for _p, _k, v in walk(payload) if isinstance(v, Mapping) and "id" in v}
    targets = [
        cards.get(str(act.get("target")))
        for key in ("actions", "operations")
        for act in payload.get(key) or ()
        if isinstance(act, Mapping) and (act.get("type") or act.get("kind")) in ("attack", "aisatsu")
    ]
    if not said or not targets:
        return None
    if any(card is not None and all(_holds(card, f) for f in said) for card in targets):
        return None
    # only a told card placed elsewhere misreads it: a builder may leave out a state that does not
    # matter to the choice (「相手の場にオジギ状態のキャラがいる。そいつを…」, 704.4)
    chosen_ids = {id(card) for card in targets}
    if not any(id(card) not in chosen_ids and all(_holds(card, f) for f in said) for card in cards.values()):
        return None
    named = "・".join(f.text + ("なし" if f.negated else "") for f in said)
    return f"質問で対象に選ぶカード({named})を、シナリオは対象ではなく別の役のカードにしています"


def _icons(card: Mapping[str, Any]) -> list[str]:
    return [w for key in ("icons", "keywords") for w in card.get(key) or () if isinstance(w, str)]


def _other_than_described(card: Mapping[str, Any] | None, payload: Mapping[str, Any]) -> bool:
    """A plain scripted target with a card of its own side that holds an icon or a state: the other one."""
    if card is None or not _bare(card):
        return False
    for seat in payload.values():
        if not isinstance(seat, Mapping):
            continue
        cards = [v for _p, _k, v in walk(seat) if isinstance(v, Mapping) and "id" in v]
        if any(c is card for c in cards):
            return any(c is not card and not _bare(c) for c in cards)
    return False


def _bare(card: Mapping[str, Any]) -> bool:
    """A card with no icon or keyword and in no state the questions name (the plans' plain card)."""
    return not _icons(card) and not any(card.get(k) for keys in _STATE_KEYS.values() for k in keys)
