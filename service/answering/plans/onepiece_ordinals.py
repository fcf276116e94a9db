"""Cards told apart by ordinals (「1体目」「2体目」) instead of by their own words (audit 28d).

Players count like cards and then name them by their order: 「アクティブの【ブロッカー】が2体。1体目で
ブロックしたけど…2体目でも」, or name one card by its ordinal each time they speak of it: 「ブロッカー1体目で
ブロックした。…2体目のブロッカーに代えたい…2体目も【ブロッカー】使える?」. The card boxes of
`onepiece_cards` then hold one box for the counted cards, or one box per mention. `ordered_pair` gives
the first and the second card with where each is first named (its ordinal's position), or None when
the ordinals do not tell exactly two cards apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.plans.onepiece_card_box import Box
from service.answering.reading.model import Fact, Reading, Role

# 「ブロッカー1体目」「2体目のブロッカー」「2体目も【ブロッカー】」: an ordinal joined to a card's noun
_JOINED = re.compile(r"\s*(?:の|も|は|が)?\s*")
# 「【ブロッカー】が2体」「【ブロッカー】持ちキャラが2体いる」: a count of the described cards after them
# (「【ブロッカー】を持ったキャラが2体いる」: the holder's noun and its count after 持った)
_COUNTED = re.compile(
    r"\s*(?:を\s*)?(?:持ち|持った|持つ|持って(?:い)?る)?\s*(?:の)?\s*(?:キャラ(?:クター)?)?\s*(?:が|は)?\s*"
)
_BODIES = re.compile(r"\s*体")


def _ordinals(reading: Reading) -> list[Fact]:
    return [f for f in reading.of(Role.NUMBER) if f.concept == "ordinal" and f.value in (1, 2)]


def _ordinal_of(reading: Reading, box: Box, ordinals: Sequence[Fact]) -> Fact | None:
    """The ordinal joined to one of the box's mentions, right before or right after it."""
    for mention in box.mentions():
        for o in ordinals:
            if o.end <= mention.start and _JOINED.fullmatch(reading.text, o.end, mention.start):
                return o
            if mention.end <= o.start and _JOINED.fullmatch(reading.text, mention.end, o.start):
                return o
    return None


def _counted_two(reading: Reading, box: Box) -> bool:
    """「【ブロッカー】が2体」「【ブロッカー】持ちキャラが2体いる」: the box told as two like cards."""
    for f in reading.facts:
        if f.value != 2 or f.start < box.noun.end:
            continue
        # the count's own noun (キャラが2体) may begin right after the box's words
        if (
            f.role is Role.QUANTITY
            and f.concept == "field_count"
            and (_COUNTED.fullmatch(reading.text, box.noun.end, f.start) or f.start == box.noun.end)
        ):
            return True
        if (
            f.role is Role.NUMBER
            and f.concept == "number"
            and _COUNTED.fullmatch(reading.text, box.noun.end, f.start)
        ):
            return _BODIES.match(reading.text, f.end) is not None
    return False


def ordered_pair(reading: Reading, boxes: Sequence[Box]) -> tuple[tuple[Box, int], tuple[Box, int]] | None:
    """(first card, where it is first named), (second card, where it is first named), told apart by
    ordinals; None unless exactly the ordinals 1 and 2 name the boxes given."""
    ordinals = _ordinals(reading)
    if not ordinals or {int(str(o.value)) for o in ordinals} != {1, 2}:
        return None
    if len(boxes) == 1 and _counted_two(reading, boxes[0]):
        # one box for both counted cards: each is named by its ordinal alone (「1体目で」「2体目でも」)
        firsts = [o.start for o in ordinals if o.value == 1]
        seconds = [o.start for o in ordinals if o.value == 2]
        return (boxes[0], min(firsts)), (boxes[0], min(seconds))
    by_order: dict[int, list[Box]] = {1: [], 2: []}
    for box in boxes:
        o = _ordinal_of(reading, box, ordinals)
        if o is None:
            return None  # a card named without its ordinal: which one it is is not read
        by_order[int(str(o.value))].append(box)
    if not by_order[1] or not by_order[2]:
        return None
    first = min(by_order[1], key=lambda b: b.first())
    second = min(by_order[2], key=lambda b: b.first())
    return (first, first.first()), (second, second.first())
