"""Reading what the attacked player of a ONE PIECE CARD GAME battle has and uses: a 【ブロッカー】 (its
power, whether it is rested), counters from the hand (7-1-3-2-1: 「カウンター1000と2000を切られた」) and
【カウンター】 events (7-1-3-2-2), and whether a 【トリガー】 is activated."""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios.onepiece_read import BOUNDARY, PRESUMES_HIT, mentions, negated

_BLOCKER_POWER = (
    re.compile(r"パワー\s*([0-9]+)\s*の\s*【?ブロッカー"),
    re.compile(r"ブロッカー】?(?:持ちのキャラ)?\s*\(\s*(?:パワー)?\s*([0-9]{4,6})\s*[)、,]"),
    re.compile(
        r"ブロッカー】?(?:持ち|を持つ)?(?:の)?(?:キャラ(?:クター)?)?\s*\(?\s*(?:の)?パワー(?:は|が)?\s*([0-9]+)"
    ),
    re.compile(r"([0-9]{4,6})\s*の\s*【?ブロッカー"),
)
# 「ブロッカーはもうレストしてる」「レストのブロッカー」「ブロッカー(レスト)」; 「ブロッカー持ちのキャラ、
# 前のターンにアタックしたからレストのまま」: the state after a comma, its cause clause between, is the card's
_BLOCKER_RESTED = re.compile(
    r"ブロッカー】?(?:持ち)?(?:の)?(?:キャラ(?:クター)?)?\s*"
    # 「ブロッカー持ちのキャラ1体いるけど、…まだ寝てる」: its count and being there said first
    r"(?:(?:が|は|も)?\s*[0-9]\s*(?:体|枚)\s*(?:いる|ある|おる)\s*(?:けど|けれど|が|んだけど|んですが)?)?"
    r"(?:(?:\([^()]*)?(?:は|が|も)?|[、,](?:[^。??!!、,]{1,30}?(?:から|ので|て|で))?)\s*"
    r"(?:まだ|もう|既に|すでに|ずっと)?\s*(?:レスト|横向き|横に|寝て|寝た\s*(?:まま|状態|きり)|タップ)"
    r"|(?:レスト|横向き|寝て(?:い)?る)(?:の|している|してる|状態の|になってる|になっている)?\s*【?ブロッカー"
)
# 「ブロッカーもカウンターも使わず」「ブロッカーは出てこず」「ブロッカーはいない」: no 【ブロッカー】 used
BLOCKER_UNUSED = (
    r"ブロッカー】?(?:持ちのキャラ)?(?:は|も|が)?[^。?、]{0,12}?"
    r"(?:使わ|使って(?:な|い)|使え(?:ず|な)|出てこ|出さ|出ず|出な|出せ(?:ず|な)|なし|無し|いない|いなかっ|おらず)"
)
_COUNTER_EVENT = re.compile(r"【?カウンター】?(?:の)?イベント|イベント(?:カード)?\s*\(?【カウンター】")
# one counter value, optionally with how many cards: 「+1000」「1000を2枚」
_ITEM = r"\+?\s*[0-9]{3,}(?:\s*(?:を|が)?\s*[0-9]+\s*枚)?"
_LIST = _ITEM + r"(?:\s*(?:と|、|,|・|や)\s*" + _ITEM + r")*"
_COUNTER = re.compile(
    r"カウンター(?:値)?(?:で|の|が|は)?\s*(" + _LIST + r")|(" + _LIST + r")\s*(?:の)?カウンター"
)
# 「カウンター+2000のキャラを切ってリーダーに乗せた」: the counter goes to the defender's leader (7-1-3-2-1)
_TO_LEADER = re.compile(
    r"(?:捨て|切っ|切り|トラッシュし|トラッシュに置い)て?(?:、|,)?\s*(?:自分の|こっちの|うちの)?\s*リーダー\s*(?:に|へ)\s*乗せ"
)
# 「トリガーは使わない」「発動しなかった」「トリガーなし」: no 【トリガー】 activated (10-1-5-2)
TRIGGER_OFF = r"発動しな|使わ|トリガー(?:持ち|付き)?\s*(?:は|も)?\s*(?:なし|無し|なかっ|ない)"
# 「めくれたライフにトリガー持ちはなし」: no 【トリガー】 card at all
NO_TRIGGER_CARD = (
    r"トリガー(?:持ち|付き)?(?:の(?:カード|ライフ))?\s*(?:は|も)?\s*(?:なし|無し|なかっ|無かっ|ない)"
)
TRIGGER_ON = r"トリガー】?(?:を)?(?:発動(?:し|する|させ)|使)"


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


# 「相手のトラッシュに【ブロッカー】持ちのキャラがいる」「手札にはブロッカーがある」: a zone off the field
_OFF_FIELD = re.compile(r"(?:トラッシュ|手札|デッキ|山札|ライフ)\s*(?:に|の)")
_MOVED = re.compile(r"出し|出た|登場|プレイ")


def blocker_elsewhere(facts: Facts) -> bool:
    """Every 【ブロッカー】 told is of a card off the field: only one in the character area blocks
    (10-1-4-1), and the builder's blocker would stand there."""
    text = facts.text
    told = [m.start() for m in re.finditer("ブロッカー", text)]
    for at in told:
        clause = text[max(text.rfind(c, 0, at) for c in "。?？、,()（）\n") + 1 : at]
        if not _OFF_FIELD.search(clause) or _MOVED.search(clause):
            return False
    return bool(told)


# 「俺の【ブロッカー】持ちキャラ、前の俺のターンにアタックしてた」: an attack made by the blocker in an
# earlier turn (told as history: 「…してた」, or with its turn) — not 「アタックしたら」, the battle asked
_ACTED_BEFORE = re.compile(
    r"(?:アタック|攻撃)\s*(?:に\s*使っ|し)\s*て\s*(?:い)?た(?!ら)"
    r"|(?:ターン|番)[^。??!!]{0,12}?(?:アタック|攻撃)\s*(?:に\s*使っ|し)\s*(?:た|て\s*(?:い)?る)(?!ら)"
)
_OF_BLOCKER = re.compile(r"ブロッカー|^\s*(?:その|そいつ|こいつ|この|そっち)")
_ACTIVE_TOLD = re.compile(r"アクティブ|起き|縦向き|立って")


def blocker_acted_before(facts: Facts) -> bool:
    """The 【ブロッカー】 is told to have attacked in an earlier turn (rested by it, 7-1-1-1, until its
    owner's refresh phase, 6-2-4) and no state of it now is said: whether it is active is unsaid."""
    for sentence in re.split(r"[。??!!\n]", facts.text):
        if (
            _OF_BLOCKER.search(sentence)
            and _ACTED_BEFORE.search(sentence)
            and not _ACTIVE_TOLD.search(sentence)
        ):
            return True
    return False


def blocker_rested(facts: Facts) -> bool:
    """Whether the defender's 【ブロッカー】 is said to be rested (it cannot block then, 10-1-4-1)."""
    found = _BLOCKER_RESTED.search(facts.text)
    if found is not None and (_UNTIL.search(found.group()) or _NO_LONGER.match(facts.text, found.end())):
        return False  # 「さっきまで寝てた」「寝てたけど起きた」: rested no longer (audit13)
    return found is not None and not re.match(r"(?:では|じゃ)な|になってな|してな", facts.text[found.end() :])


# 「さっきまで寝てた」「前のターンまでレスト」: a state told until a moment before now
_UNTIL = re.compile(
    r"まで\s*(?:は|も)?\s*(?:まだ|もう|既に|すでに|ずっと)?\s*(?:レスト|横向き|横に|寝て|タップ)$"
)
# 「寝てたけど」「レストだったが」: a state told past and then contrasted
_NO_LONGER = re.compile(
    r"(?:し)?(?:て)?(?:い)?た(?:けど|けれど|が|のに|ものの)|だった(?:けど|けれど|が|のに)"
)


# 「俺の手札には…」「相手は手札から…」「こっちはカウンター…」: the player a counter card is told of
_HOLDER = re.compile(
    r"(俺|自分|こっち|うち|私|僕|相手|向こう)\s*(?:の\s*手札|(?:は|が|も)\s*(?:手札|[+＋]?\s*[0-9]{3,}\s*の?\s*カウンター|カウンター))"
)
_SIDE = {"相手": "opponent", "向こう": "opponent"}


def held_by(facts: Facts, at: int) -> str | None:
    """The side ('self'/'opponent') the sentence up to `at` tells holds a counter card, if any."""
    start = max(facts.text.rfind(c, 0, at) for c in "。?？\n") + 1
    found = list(_HOLDER.finditer(facts.text, start, at + 12))
    return _SIDE.get(found[-1].group(1), "self") if found else None


# 「前の相手のターンに相手がカウンター+2000を使った」「さっきのバトルで…カウンター」: a counter of an earlier
# battle — its power lasted that battle only (7-1-5-3, 7-1-5-4): no counter of the asked one
EARLIER_BATTLE = re.compile(
    r"(?:さっき|先ほど|先程|前|以前|この前)\s*の\s*(?:(?:相手|自分|俺|こっち)\s*の\s*)?(?:バトル|アタック|ターン|攻撃)"
)


def counters(facts: Facts, attacker: str | None = None) -> list[dict[str, Any]] | None:
    """Hand cards the defender uses in the counter step (7-1-3-2): characters with a counter value
    (「カウンター+1000のキャラを2枚」「カウンター1000と2000」) or 【カウンター】 events
    (「+4000のカウンターイベント(コスト1)」). None: a further counter told that this does not read,
    or a counter card told of the `attacker`'s side — only the attacked player uses one (7-1-3-2)."""
    text = facts.text
    if negated(facts, "カウンター"):
        return []
    told = text.find("カウンター")
    if attacker is not None and told >= 0 and held_by(facts, told) == attacker:
        return None
    if told >= 0 and EARLIER_BATTLE.search(re.split(r"[。?？]", text[:told])[-1]):
        return None
    event = _COUNTER_EVENT.search(text)
    if event is not None:
        spec = counter_event(facts)
        return [] if spec is None or not spec["boost"] else [spec]
    found = _COUNTER.search(text)
    if found is None:
        return []
    listed = found.group(1) or found.group(2)
    items = [
        (int(v), int(n) if n else None)
        for v, n in re.findall(r"\+?\s*([0-9]{3,})(?:\s*(?:を|が)?\s*([0-9]+)\s*枚)?", listed)
    ]
    if len(items) == 1 and items[0][1] is None:
        # 「カウンター+1000のキャラを2枚」: the count follows the card noun
        tail = BOUNDARY.split(text[found.end() : found.end() + 20], maxsplit=1)[0]
        many = re.match(r"(?:の)?(?:キャラ(?:クター)?(?:カード)?|カード)?(?:を|が)?\s*([0-9]+)\s*枚", tail)
        items = [(items[0][0], int(many.group(1)) if many else 1)]
    values = [v for v, n in items for _ in range(min(n or 1, 10))][:10]
    if _further(text, found.end(), values):
        return None  # 「+1000を1枚使って、さらにもう1枚+1000を使った」: a further counter this does not read
    return [{"id": f"cnt{i + 1}", "name": "カウンターのカード", "counter": v} for i, v in enumerate(values)]


def _further(text: str, end: int, values: list[int]) -> bool:
    """A counter told after the one read (ending at `end`): another 「カウンター…」, or a 「+N」 that does
    not restate the last value read (「2000カウンターのキャラを捨ててリーダーに+2000して」 restates it;
    「+1000を1枚使って、さらにもう1枚+1000」 counts another card before it)."""
    if _COUNTER.search(text, end):
        return True
    for plus in re.finditer(r"\+\s*([0-9]{3,})", text[end:]):
        between = re.sub(
            r"^(?:の)?(?:キャラ(?:クター)?(?:カード)?|カード)?(?:を|が)?\s*[0-9]+\s*枚",
            "",
            text[end : end + plus.start()],
        )
        if not values or int(plus.group(1)) != values[-1] or re.search(r"[0-9]+\s*枚", between):
            return True
    return False


# 「カウンターのキャラを、リーダーじゃなくて別のキャラに使った」: a counter given to a card the battle
# does not fight with (7-1-3-2-1: the defender chooses its leader or any character)
COUNTER_ELSEWHERE = re.compile(
    r"(?:別の|他の|ほかの|違う|もう1体の)\s*(?:自分の|こっちの|俺の|うちの)?\s*(?:キャラ|リーダー|カード)\s*(?:に|へ)"
    r"|(?:じゃなくて|ではなく)[^。?]{0,12}(?:に|へ)\s*(?:使|乗せ|付け)"
    # 「…カウンターのキャラカードを捨ててアタッカーのパワー上げたい」: a counter for the attacking card,
    # which only the attacked player may use (7-1-3-2-1) — the builder would give it to the defender
    r"|アタッカー|アタック(?:して|中)(?:い)?る?\s*(?:自分の|俺の|こっちの)?\s*(?:キャラ|リーダー)\s*(?:の|に)"
)


def counter_choice(facts: Facts, card: str) -> dict[str, Any]:
    """The counter step's choice of `card`: aimed at the defender's leader when the question puts it
    there (「…のキャラを切ってリーダーに乗せた」), else at the attacked card (the scenario's default)."""
    return {"card": card} | ({"target": "leader"} if _TO_LEADER.search(facts.text) else {})


def counter_event(facts: Facts) -> dict[str, Any] | None:
    """A 【カウンター】 event the question names, with its boost and cost when said (0 when not)."""
    event = _COUNTER_EVENT.search(facts.text)
    if event is None:
        return None
    near = facts.text[max(0, event.start() - 16) : event.end() + 16]
    boost = re.search(r"\+\s*([0-9]{3,})", near)
    cost = re.search(r"コスト\s*([0-9]+)", near)
    return {
        "id": "cnt1",
        "name": "カウンターイベント",
        "kind": "event",
        "keywords": ["カウンター"],
        "boost": int(boost.group(1)) if boost else 0,
        "cost": min(int(cost.group(1)), 20) if cost else 0,
    }


# 「相手の手札は3枚」「手札2枚」: a hand told by its count, the seat's word before it (audit13)
_HAND_TOLD = re.compile(
    r"(相手|向こう|敵|俺|自分|こっち|こちら|僕|うち)?\s*(?:の)?\s*手札\s*(?:は|が|も)?\s*(?:まだ\s*)?"
    r"([0-9\uff10-\uff19]+)\s*(?:枚)?"
)
_OTHER_SEAT = frozenset({"相手", "向こう", "敵"})


# 「相手の手札にカウンターがあるかは分からない」「カウンター持ってるかも」: a counter doubted is the
# attacked player's choice as much as an untold hand's (r13b audit had stated 'self', 7-1-3-2)
COUNTER_DOUBT = re.compile(r"カウンター[^。?？]{0,12}?(?:分から|わから|不明|知らな|かも|かどうか)")


def hand_may_counter(facts: Facts, defending: bool) -> bool:
    """The attacked player's hand told with cards in it, and no counter told used or denied: in the
    counter step that player may trash a 「(アイコン)カウンター」 character or use a 【カウンター】 event
    from it (7-1-3-2), so the battle's result is that player's choice, not the run's default of none
    (「…相手の手札は3枚。勝てる?」). A count told of the attacking seat's hand is not the attacked one's."""
    if COUNTER_DOUBT.search(facts.text):
        return True
    if "カウンター" in facts.text:
        return False  # a counter told — used, denied or asked — is read by `counters`
    for m in _HAND_TOLD.finditer(facts.text):
        if int(m.group(2).translate(str.maketrans("０１２３４５６７８９", "0123456789"))) < 1:
            continue
        seat = m.group(1)
        if seat is None or (seat in _OTHER_SEAT) != defending:
            return True  # the attacked seat's, or a bare 「手札2枚」 of no seat said
    return False


# 「通ったら」「KOしたら」「ダメージを与えたら」「通れば」: a hit put as the question's condition is
# presumed even inside the asked sentence; the gap admits no な/ず, so 「受けなかったら」 presumes nothing
HIT_IF = re.compile(rf"(?:{PRESUMES_HIT})[っったしてれ]{{0,3}}?(?:たら|ら|れば|ば|なら|として)")
# 「通らなかったら」「通らなければ」「防がれたら」: the attack's miss supposed (audit13)
MISS_IF = re.compile(r"通らな(?:かったら|ければ|いなら|い場合)|(?:防が|止めら)れ(?:たら|れば|た場合)")


def lands_as_told(attacker: object, don: object, defender: object) -> bool:
    """Whether the told powers let the attack win its battle (7-1-4-1; 6-5-5-2 for its DON!!), or
    either power is unsaid — a hit told or supposed against them is no run of the question's."""
    if attacker is None or defender is None:
        return True
    return int(str(attacker)) + 1000 * int(str(don or 0)) >= int(str(defender))
