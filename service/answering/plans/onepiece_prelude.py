"""Main-phase steps told before a battle, read from the reading (issue 11 item 7).

「アクティブのドン!!が6枚。コスト4のキャラを出して、残りのドン!!を全部リーダーに付与してから、相手の
リーダーにアタックしたら通る?」: the card named right before the play is played from hand, its cost paid by
resting that many of the stated active DON!! (2-7-2, 6-5-3-1); the DON!! left (「残りの…全部」) are given
to the card named before 「に」 in the giving clause (6-5-5-1), and that card attacks when no other card of
the attacking side is named before the attack. The battle plan (`onepiece_battle`) scripts the steps
before its attack.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from service.answering.plans.onepiece_card_box import Box, gap
from service.answering.plans.onepiece_cards import ASKER
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.sequence import earlier_turn

_PLAYABLE = ("character", "stage")
# 「コスト4のキャラを出して」「キャラ(コスト4)を登場させて」: the played card, then を
_PLAYED = re.compile(r"\s*(?:[((][^()()]{0,16}[))])?\s*(?:を|は)?\s*")
# 「リーダー(パワー5000)に付与」「リーダーに全部付与」: the card given the DON!!, then に
_GIVEN = re.compile(r"\s*(?:[((][^()()]{0,16}[))])?\s*に\s*(?:全部|全て|すべて|残らず)?\s*")
# 「残りのドン!!を全部」「余ったドン!!は全部」: every active DON!! the payment left
REST = re.compile(r"(?:残り|余り|残った|余った)\s*の?\s*ドン!*")


@dataclass(frozen=True, slots=True)
class Prelude:
    """The steps before the attack: the card played, the DON!! given and to which card."""

    played: Box
    card: dict[str, Any]  # the hand card's spec
    don_active: int
    receiver: Box | None
    count: int
    placed: frozenset[Fact]  # the quantities placed here (the active DON!!)


def prelude(reading: Reading, boxes: list[Box], attack: Fact) -> Prelude | None:
    """The play (and DON!! given) told before `attack`; None when there is none or it is not read."""
    acts = [f for f in reading.of(Role.ACTION) if f.end <= attack.start and not f.negated]
    plays = [f for f in acts if f.concept == "play"]
    gives = [f for f in acts if f.concept == "attach_don"]
    if len(plays) != 1 or len(gives) > 1 or (gives and gives[0].start < plays[0].end):
        return None
    play, text = plays[0], reading.text
    played = next((b for b in reversed(boxes) if b.noun.end <= play.start), None)
    if (
        played is None
        or played.kind not in _PLAYABLE
        or played.owner not in (ASKER, None)
        or set(played.stats) != {"cost"}
        or played.keywords
        or played.states
        or not _PLAYED.fullmatch(text, played.noun.end, play.start)
    ):
        return None  # only a card told by its cost is paid here; a described card is another plan's
    active = [q for q in reading.of(Role.QUANTITY) if q.concept == "don_active" and not q.negated]
    if len(active) != 1 or active[0].owner not in (ASKER, None) or not isinstance(active[0].value, int):
        return None
    don, cost = min(active[0].value, 10), played.stats["cost"]
    if don < cost:
        return None  # an unpaid play: whether it is made is another plan's question
    card = {"id": "played", "name": "出すカード", "kind": played.kind, "cost": cost}
    receiver: Box | None = None
    count = 0
    if gives:
        give = gives[0]
        receiver = next(
            (
                b
                for b in reversed(boxes)
                if b is not played and play.end <= b.noun.start and b.noun.end <= give.start
            ),
            None,
        )
        if receiver is None or not _GIVEN.fullmatch(
            gap(text, _after_parens(text, receiver), give.start, receiver.facts)
        ):
            return None  # 「リーダー(パワー5000)にドン!!を2枚付与」: its own DON!! count between
        if REST.search(text, play.end, give.start) is None or "don" in receiver.stats:
            # 「リーダーにドン!!を2枚付与」 after paying: the active count told is the one before both
            # steps, which a scenario field holding the DON!! given does not show — not planned here
            return None
        count = don - cost
    return Prelude(played, card, don, receiver, count, frozenset(active))


def _after_parens(text: str, box: Box) -> int:
    """Where the giving clause goes on after the card: past the parenthesis its stats are in."""
    end = box.noun.end
    if end < len(text) and text[end] in "((":
        close = min((i for i in (text.find(")", end), text.find(")", end)) if i >= 0), default=-1)
        if close >= 0:
            return close + 1
    return end


def script(pre: Prelude, attacker_ref: str) -> list[dict[str, Any]]:
    """The play and the DON!! given, in the order told, before the attack."""
    steps: list[dict[str, Any]] = [{"type": "play", "card": "played"}]
    if pre.count:
        steps.append({"type": "attach_don", "target": attacker_ref, "count": pre.count})
    return steps


def notes(pre: Prelude) -> tuple[str, ...]:
    said = (
        f"コスト{pre.card['cost']}のカードを手札から出し、アクティブのドン!!{pre.don_active}枚のうち"
        f"{pre.card['cost']}枚をレストにして支払います(2-7-2)。"
    )
    if pre.count:
        said += f"残った{pre.count}枚をすべてアタックするカードに付与します(6-5-5-1)。"
    return (said,)


def played_attacker(reading: Reading, attacker: Box, attack: Fact) -> bool:
    """「速攻を持つパワー3000のキャラを登場させて、…アタック」: the attacking character is the card played
    this turn right before (3-7-4: it attacks only with 【速攻】, 10-1-1-1)."""
    plays = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "play" and not f.negated and attacker.noun.end <= f.start < attack.start
    ]
    return (
        attacker.kind == "character"
        and len(plays) == 1
        and not earlier_turn(reading, plays[0])
        and _PLAYED.fullmatch(reading.text, attacker.noun.end, plays[0].start) is not None
    )


_RIGHT_BEFORE = re.compile(r"\s*")


def unbound_given(reading: Reading, boxes: list[Box], attack: Fact) -> Fact | None:
    """「…登場させて、ドン!!を2枚付与。…アタック」: the one DON!! count bound to no card, given by the
    attach told right after it, before the attack."""
    held = {f for b in boxes for f in b.facts}
    dons = [
        f
        for f in reading.of(Role.STAT)
        if f.concept == "don" and f not in held and not f.negated and f.end <= attack.start
    ]
    gives = [f for f in reading.of(Role.ACTION) if f.concept == "attach_don" and f.start < attack.start]
    if len(dons) != 1 or len(gives) != 1 or gives[0].negated or not isinstance(dons[0].value, int):
        return None
    return dons[0] if _RIGHT_BEFORE.fullmatch(reading.text, dons[0].end, gives[0].start) else None
