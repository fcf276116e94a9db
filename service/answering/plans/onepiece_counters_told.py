"""Counter cards a ONE PIECE CARD GAME battle question tells, read from the reading (7-1-3-2-1).

「相手がカウンター2000を使った」: a counter value told with no card of its own is a counter card of the
defender's hand used in the counter step; 「カウンター+1000のキャラを2枚使った」「キャラ1枚切った」: told with
a count, that many cards; 「カウンター1000と2000」: each value joined by と/、 a card of its own;
「そのブロッカーにカウンター+2000」: the power goes to the blocker; 「…のキャラを切ってリーダーに乗せた」
(the lexicon's counter act naming the leader): every counter told goes to the defender's leader.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_card_box import Box
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios.onepiece_defence import COUNTER_ELSEWHERE, EARLIER_BATTLE

# 「カウンター+1000のキャラを2枚使った」「キャラ1枚切った」: the count told right after the card
_COUNT_GLUE = re.compile(r"\s*(?:を|が)?\s*(?:手札から)?\s*")
_COUNTED = re.compile(r"\s*枚")


def earlier_counter(reading: Reading) -> bool:
    """A counter told in a sentence about an earlier battle or turn (「前の相手のターンに…カウンター+2000を
    使った」): it powered that battle only (7-1-5-4), so it is no counter of the asked battle."""
    return any(
        f.concept == "counter"
        and not f.negated
        and EARLIER_BATTLE.search(re.split(r"[。?？]", reading.text[: f.start])[-1]) is not None
        for f in reading.facts
    )


# 「相手の手札には」「俺は手札に」: whose hand a counter card is told in
_HAND_OF = re.compile(r"(相手|向こう|敵|自分|俺|こっち|うち|私|僕)\s*(?:の|は|も)\s*手札")
# 「…のキャラがある」「…を持ってる」: a card told as held; 「使った」「切って」「捨てて」: used
_HELD = re.compile(r"(?:が|は|を|も)\s*(?:ある|あります|あって|いる|持って(?:る|いる|ます|て))")
_USED = re.compile(r"使|切|捨て|トラッシュ|乗せ|出し|出す|出され|して(?:き|くる)")


def unusable_counter(reading: Reading, defender: str) -> bool:
    """A counter value told of a card the battle's counter step does not use (7-1-3-2-1): one in the
    attacking player's hand (「相手の手札にはカウンター+2000のキャラがある」 while the asker is attacked:
    only the attacked player uses counters), or one only told as held (「俺の手札にはカウンター+1000のキャラが
    ある」), with no use said in its sentence — whether it is used is unsaid."""
    for f in reading.of(Role.STAT):
        if f.concept != "counter" or f.negated:
            continue
        begun = max(reading.text.rfind(c, 0, f.start) for c in "。??!!\n") + 1
        ends = [i for i in (reading.text.find(c, f.end) for c in "。??!!\n") if i >= 0]
        sentence = reading.text[begun : min(ends, default=len(reading.text))]
        hand = _HAND_OF.search(reading.text, begun, f.start)
        if (
            hand is not None
            and ("self" if hand.group(1) not in ("相手", "向こう", "敵") else "opponent") != defender
        ):
            return True
        if _HELD.search(reading.text, f.end, begun + len(sentence)) and not _USED.search(sentence):
            return True
    return False


def counter_cards(reading: Reading, box: Box) -> tuple[Fact, int] | None:
    """The number of a counter character used, told right after its noun (a NUMBER, or the reader's
    field count 「キャラ1枚」 spanning the noun): each one is a counter card of the hand used in the
    counter step (7-1-3-2-1)."""
    if box.kind != "character" or box.stats.get("counter") is None:
        return None
    for f in reading.facts:
        if f.negated or not isinstance(f.value, int) or not 1 <= f.value <= 10:
            continue
        if f.role is Role.QUANTITY and f.concept == "field_count" and f.start == box.noun.start:
            return f, f.value
        if (
            f.role is Role.NUMBER
            and _COUNT_GLUE.fullmatch(reading.text, box.noun.end, f.start)
            and _COUNTED.match(reading.text, f.end)
        ):
            return f, f.value
    return None


_OF = re.compile(r"\s*の\s*")
# 「カウンター2000のキャラを」: the counter value told of the card noun right after it
_COUNTER_OF = re.compile(r"\s*の\s*$")


def unread_counter_count(reading: Reading, used: dict[Fact, tuple[Fact, int]]) -> bool:
    """「カウンター2000のキャラを2枚トラッシュして、そのキャラに使った」: a count of counter cards told
    right after the counter card's noun that no counter read took (the value went with a later noun,
    「そのキャラ」) — the run would hold one card for the two told (onepiece-ae-19 had been stated
    'KOされる' by the plan once the phrase builder no longer caught it)."""
    counted = {n[0] for n in used.values()}
    for f in reading.of(Role.NUMBER):
        if (
            f in counted
            or not isinstance(f.value, int)
            or f.value < 2
            or not _COUNTED.match(reading.text, f.end)
        ):
            continue
        noun = next(
            (
                c
                for c in reading.of(Role.CARD)
                if c.end <= f.start and _COUNT_GLUE.fullmatch(reading.text, c.end, f.start)
            ),
            None,
        )
        if noun is not None and any(
            s.concept == "counter"
            and s.end <= noun.start
            and _COUNTER_OF.match(reading.text[s.end : noun.start])
            for s in reading.of(Role.STAT)
        ):
            return True
    return False


def loose_count(reading: Reading, stat: Fact) -> tuple[Fact, int] | None:
    """「カウンター+1000のキャラ1枚切った」: a counter value whose card the reader took as a count
    (「キャラ1枚」) right after 「の」 — that many counter cards used."""
    if stat.concept != "counter" or stat.negated or not isinstance(stat.value, int):
        return None
    for f in reading.of(Role.QUANTITY):
        if (
            f.concept == "field_count"
            and not f.negated
            and isinstance(f.value, int)
            and 1 <= f.value <= 10
            and _OF.fullmatch(reading.text, stat.end, f.start)
        ):
            return f, f.value
    return None


# 「そのブロッカーにカウンター+2000」: the counter given to the card named right before 「に」
_COUNTER_TO_BLOCKER = re.compile(r"(?:ブロッカー|ブロックした(?:キャラ)?)\s*(?:に|へ)\s*$")


# 「【カウンター】イベント(パワー+2000)」「+2000の【カウンター】イベント」: the power the event gives
_BOOST_AFTER = re.compile(r"\s*[((][^()()。]{0,12}?(?:パワー)?\s*")
_BOOST_BEFORE = re.compile(r"\s*(?:の)?\s*(?:【?カウンター】?)?\s*")


def counter_event(
    reading: Reading, box: Box, defending: dict[str, Any], action: dict[str, Any]
) -> Fact | None:
    """「コスト1の【カウンター】イベント(パワー+2000)を使った」: a 【カウンター】 event of the attacked
    player's hand played in the counter step (7-1-3-2-2), its cost paid with active DON!! (2-7-3) and
    its power given to the attacked card; the boost fact placed, or None when its cost or boost is
    unsaid (its text decides the battle)."""
    if box.kind != "event" or box.keywords != ["カウンター"] or set(box.stats) != {"cost"} or box.states:
        return None
    boost = next(
        (
            f
            for f in reading.of(Role.MODIFIER)
            if f.concept == "plus"
            and not f.negated
            and isinstance(f.value, int)
            and (
                (f.start >= box.noun.end and _BOOST_AFTER.fullmatch(reading.text, box.noun.end, f.start))
                or (f.end <= box.first() and _BOOST_BEFORE.fullmatch(reading.text, f.end, box.first()))
            )
        ),
        None,
    )
    if boost is None or not isinstance(boost.value, int):
        return None
    hand = defending.setdefault("hand", [])
    if hand and hand[0] == {}:  # a stated hand size counts the event too
        hand.pop(0)
    hand.append(
        {
            "id": f"counter{len(hand)}",
            "name": "【カウンター】イベント",
            "kind": "event",
            "keywords": ["カウンター"],
            "boost": min(boost.value, 20000),
            "cost": min(box.stats["cost"], 20),
        }
    )
    action.setdefault("counters", []).append({"card": hand[-1]["id"]})
    return boost


def loose_counters(
    reading: Reading,
    boxes: list[Box],
    defending: dict[str, Any],
    action: dict[str, Any],
    blocked: bool,
    used: dict[Fact, tuple[Fact, int]],
    placed: frozenset[Fact] = frozenset(),
) -> bool:
    """「相手がカウンター2000を使った」「カウンター1000と2000を切られた」: a counter value told with no card
    of its own is a counter card of the defender's hand used in the counter step (7-1-3-2-1); False
    when a counter is told but not used (「カウンターなし」 is no value) or its count is unread."""
    held = {f for b in boxes for f in b.facts}
    loose = [f for f in reading.of(Role.STAT) if f.concept == "counter" and f not in held]
    if _unread_plus(reading, placed) or COUNTER_ELSEWHERE.search(reading.text):
        return False  # 「+1000を1枚使って、さらにもう1枚+1000を使った」: an amount no counter read holds
    for f in loose:
        if f.negated or not isinstance(f.value, int):
            return False
        count = used.get(f)
        values = [f.value] * (count[1] if count is not None else 1)  # 「カウンター+1000のキャラ1枚」
        values += _and_values(reading, f)  # 「カウンター1000と2000」: each a counter card of its own
        for value in values:
            hand = defending.setdefault("hand", [])
            if hand and hand[0] == {}:  # a stated hand size counts the counter card too
                hand.pop(0)
            hand.append({"id": f"counter{len(hand)}", "counter": value})
            choice: dict[str, Any] = {"card": hand[-1]["id"]}
            if blocked and _COUNTER_TO_BLOCKER.search(reading.text[max(0, f.start - 12) : f.start]):
                choice["target"] = "blocker"
            action.setdefault("counters", []).append(choice)
    return True


def _unread_plus(reading: Reading, placed: frozenset[Fact] = frozenset()) -> bool:
    """A 「+1000」 told outside every stat (「カウンター+1000」) and every 「カウンター1000と+2000」 list: a
    further counter (or boost) the battle would not run — unless it restates the counter read just
    before it (「2000カウンターのキャラを捨ててリーダーに+2000して」: the same value, no other card
    counted between; 「+1000を1枚使って、さらにもう1枚+1000」 counts one)."""
    spans = [(f.start, f.end) for f in reading.of(Role.STAT)]
    counters = [f for f in reading.of(Role.STAT) if f.concept == "counter" and not f.negated]
    spans += [(f.start, _list_end(reading, f)) for f in counters]
    for plus in reading.of(Role.MODIFIER):
        if plus.concept != "plus" or plus.negated or plus in placed:
            continue  # 「…イベント(パワー+2000)」: an event's boost the caller placed
        if any(a <= plus.start and plus.end <= b for a, b in spans):
            continue
        last = max((f for f in counters if f.end <= plus.start), key=lambda f: f.end, default=None)
        if last is None or last.value != plus.value:
            return True
        counts = [n for n in reading.of(Role.NUMBER) if last.end <= n.start and n.end <= plus.start]
        if counts and _COUNT_GLUE.fullmatch(reading.text, last.end, counts[0].start):
            counts = counts[1:]  # 「カウンター+1000を1枚」: the counter's own count
        if counts:
            return True
    return False


def _list_end(reading: Reading, stat: Fact) -> int:
    """Where the 「と/、」 list of values after a counter value ends (「カウンター1000と+2000」)."""
    end = stat.end
    for f in sorted((*reading.of(Role.NUMBER), *reading.of(Role.MODIFIER)), key=lambda n: n.start):
        if f.start < end:
            continue
        if not _AND_VALUE.fullmatch(reading.text, end, f.start):
            break
        end = f.end
    return end


_AND_VALUE = re.compile(r"\s*(?:と|、|,)\s*\+?")


def _and_values(reading: Reading, stat: Fact) -> list[int]:
    """The bare numbers joined by と/、 right after a counter value (「カウンター1000と2000」)."""
    out: list[int] = []
    end = stat.end
    for f in sorted(reading.of(Role.NUMBER), key=lambda n: n.start):
        if f.start < end:
            continue
        if not _AND_VALUE.fullmatch(reading.text, end, f.start) or not isinstance(f.value, int):
            break
        out.append(f.value)
        end = f.end
    return out


def to_leader(reading: Reading, action: dict[str, Any]) -> None:
    """「カウンター+2000のキャラを切ってリーダーに乗せた」: the counters go to the defender's leader
    (7-1-3-2-1: the defender chooses its leader or a character) — the attacked card only when the
    leader is attacked and not blocked; a counter already aimed elsewhere keeps its target."""
    if any(
        f.concept == "counter" and "リーダー" in f.text and not f.negated for f in reading.of(Role.ACTION)
    ):
        for choice in action.get("counters", []):
            choice.setdefault("target", "leader")
