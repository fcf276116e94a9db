"""Shadowverse Evolve: the leader an effect's damage is dealt to, read from the words before its amount
(「相手のリーダーに3ダメージ」「各プレイヤーに」「相手リーダーの体力2に、スペルで5ダメージ」)."""

from __future__ import annotations

import re

from service.answering.plans.sve_read import sentence
from service.answering.reading.model import Fact, Reading, Role

_TARGETED = re.compile(r"\s*(?:の\s*リーダー)?\s*(?:に|へ)\s*(?:は|も)?\s*$")
# 「相手のリーダーに、スペルで5ダメージ」: the target, then the instrument the damage is dealt with
_TARGETED_WITH = re.compile(
    r"\s*(?:に|へ)\s*、?\s*(?:スペル|効果|カード|能力|ファンファーレ|ラストワード)\s*(?:の効果)?\s*で\s*、?\s*$"
)
_OF = re.compile(r"\s*の\s*")
_NAMED_LEADER = re.compile(r"\s*(?:の)?\s*")  # 「相手のリーダー」「各リーダー」: the owner said with it


def target(reading: Reading, effect: Fact) -> str | None:
    """「相手のリーダーに3ダメージ」「各プレイヤーに」: the owner the phrase before the amount names."""
    start, _ = sentence(reading, effect.start)
    before = [
        f for f in reading.facts
        if start <= f.start and f.end <= effect.start
        and (f.role is Role.OWNER or (f.role is Role.CARD and f.concept == "leader"))
    ]  # fmt: skip
    if not before:
        return None
    last = before[-1]
    if last.role is Role.CARD and not any(
        f.role is Role.OWNER
        and f.owner == last.owner
        and _NAMED_LEADER.fullmatch(reading.text, f.end, last.start)
        for f in before
    ):
        # 「自分が「リーダーに4ダメージ」のスペルを使った」: the leader's owner was carried over from the
        # spell's user, not named with the leader — whose leader (or each one's, 1.3.4.1) is not told
        return None
    gap = reading.text[last.end : effect.start]
    told = [
        f for f in reading.of(Role.STAT)
        if f.concept == "health" and f.owner == last.owner and last.end <= f.start and f.end <= effect.start
    ]  # fmt: skip
    if last.role is Role.CARD and len(told) == 1 and _OF.fullmatch(reading.text, last.end, told[0].start):
        # 「相手リーダーの体力2に、スペルで5ダメージ」: the leader named by its 体力 is the target (audit 26h)
        gap = reading.text[told[0].end : effect.start]
    return last.owner if _TARGETED.match(gap) or _TARGETED_WITH.match(gap) else None
