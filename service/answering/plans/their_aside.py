"""The other player's resources told beside the asker's, as an aside (style audit 19b).

「相手のPPは5残ってる。俺のPPは1しかない。コスト2のフォロワーって出せる?」「相手のコストエリアには
アクティブのドン!!が5枚あるけど、自分のアクティブのドン!!は2枚だけ。」「俺の拠点は4枚、相手の拠点は
6枚。」: a player pays a cost from their own resources — PP (sve 10.4.4: ‘自分のPP’), the active DON!!
of their own cost area (onepiece 2-7-2), the CP their own 拠点 gives (kiseki 703.8a, 1204.2f-1), their
own エテル・ゾーン (ninjaslayer 1312.1), their own will (fow 10.2.1: 自分の保有ウィル). The payment plans
had declined any opponent's fact, so such a question was withheld; now the opponent's told resources
of the plan's own kinds are split off the reading and the plan seats them with the other player (the
gate still finds each there, at its owner's seat).

Only an aside: every fact the opponent owns is such a resource (or the owner word before it), the
asker's own resource of those kinds is told too, and the asking sentence names no opponent (「…相手は
コスト2のフォロワーを出せる?」 asks the opponent's payment — not split, the plan declines as before).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection

from service.answering.reading.model import Fact, Reading, Role


@dataclasses.dataclass(frozen=True)
class Aside:
    """`reading` without the opponent's told resources and their owner words; `theirs`: concept → value."""

    reading: Reading
    theirs: dict[str, int]


def _sentence_start(text: str, at: int) -> int:
    return max(text.rfind(c, 0, at) for c in "。??!\n") + 1


def their_resources(reading: Reading, concepts: Collection[str]) -> Aside:
    """The reading with the opponent's resources of `concepts` split off when they are only an aside;
    else the reading unchanged and no resources (the plan's own owner checks then decline)."""
    unchanged = Aside(reading, {})
    decisive = [f for f in reading.facts if f.role is not Role.NEUTRAL]
    theirs = [
        f for f in decisive
        if f.role is Role.QUANTITY and f.owner == "opponent" and f.concept in concepts
    ]  # fmt: skip
    if not theirs or any(not isinstance(f.value, int) or f.negated for f in theirs):
        return unchanged
    values: dict[str, int] = {}
    for f in theirs:
        if values.setdefault(f.concept, int(f.value)) != f.value:  # type: ignore[arg-type]
            return unchanged  # two values of one resource: not one holding
    words: list[Fact] = []
    for i, f in enumerate(decisive):
        if f.owner != "opponent" or f in theirs:
            continue
        after = next((g for g in decisive[i + 1 :] if g.role is not Role.OWNER), None)
        if f.role is not Role.OWNER or after not in theirs:
            return unchanged  # the opponent owns something else told: more than an aside
        words.append(f)
    mine = [
        f for f in decisive
        if f.role is Role.QUANTITY and f.concept in concepts and f.owner in (None, "self")
    ]  # fmt: skip
    if not mine or any(f.owner == "both" for f in decisive):
        return unchanged  # no resource of the asker's told: the opponent's may be the one paying
    asks = reading.asks()
    if not asks:
        return unchanged
    start = _sentence_start(reading.text, asks[-1].start)
    if any(start <= f.start for f in words + theirs):
        return unchanged  # 「…相手はコスト2のを出せる?」: the asking sentence is about the opponent
    split = set(theirs) | set(words)
    facts = tuple(f for f in reading.facts if f not in split)
    return Aside(dataclasses.replace(reading, facts=facts), values)
