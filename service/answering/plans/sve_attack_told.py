"""What the Shadowverse Evolve attack plan (`plans/sve_attack.py`) reads of the attacker told before
the attack: played from the hand (10.6), damage it already took (5.13.1, kept through an evolve 5.15.3)
with the 体力 left said after it, and a card's fate asked by its stats after the attack."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.reading.model import Fact, Reading, Role

_TAKEN = re.compile(r"受け|くら|食ら|喰ら|もら")
# 「2ダメ食らわせた」「受けさせた」: the follower dealt it (a causative), took none
_CAUSED = re.compile(r"わせ|わし|させ|さし")
# 「食らう予定だった」「受けそうになった」「食らうところ」「受けたら」: damage not told taken
_UNTAKEN = re.compile(r"予定|そう|かけ|ところ|はず|たら|なら|れば|ない|なかっ|ず|防|回復|戻")
# 「1ダメ食らって残り体力1」: the 体力 said as what the damage left
_LEFT = re.compile(r"残り\s*(?:の)?\s*$")


def play_first(
    spec: dict[str, Any], actions: list[dict[str, Any]], notes: list[str]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """「手札から2/2のフォロワーを出して」: the attacker told in the hand is played from it (10.6) before its
    attack, not put on the field already there — the gate checks the zone the question places it in.
    (The attacker's side, the actions.)"""
    in_hand = {k: v for k, v in spec.items() if k not in ("summoning_sick", "acted")}
    notes.append("手札から出すフォロワーのコストは指定がないので1(PPは足りる)と仮定。")
    return {"field": [], "hand": [in_hand]}, [{"type": "play", "card": spec["id"]}, *actions]


def fate_by_stats(reading: Reading, after: int) -> bool:
    """「…攻撃したら相手の5/5は?」「俺の必殺持ちってどうなる?」: a card named by its 攻撃力 or a keyword after
    the attack — its fate is asked, which an outcome verdict does not state. A 体力 alone told there
    (「うちの体力は6。どうなる?」) may be the leader's."""
    return any(
        f.start > after and not f.negated and (f.role is Role.KEYWORD or f.concept == "attack")
        for f in reading.of(Role.STAT, Role.KEYWORD)
    )


def from_hand(reading: Reading, play: Fact) -> bool:
    """「手札から…を出して」: the play's sentence says the card came from the hand."""
    start = max(reading.text.rfind(c, 0, play.start) for c in "。??") + 1
    return "手札から" in reading.text[start : play.start]


def taken_before(reading: Reading, verbs: list[Fact]) -> tuple[Reading, tuple[Fact, Fact | None] | None]:
    """「2/2のフォロワーが前のターンに1ダメ食らって残り体力1。…そいつで殴ったら」: one damage told taken
    (食らって/受けて/もらって) before the attack, in a sentence of its own naming nothing of the opponent's —
    damage the asker's follower already has — and the 体力 said left after it in that sentence, which is
    taken out of the reading (no card's 体力; `kept_damage` checks it). (The reading, (damage, left).)"""
    first = min(v.start for v in verbs)
    taken = [
        f for f in reading.of(Role.ACTION)
        if f.concept == "damage" and not f.negated and isinstance(f.value, int) and f.end <= first
        and _taken(reading.text, f)
    ]  # fmt: skip
    if len(taken) != 1 or not 1 <= int(taken[0].value or 0) <= 100:
        return reading, None
    start = max(reading.text.rfind(c, 0, taken[0].start) for c in "。??") + 1
    end = min((i for i in (reading.text.find(c, taken[0].end) for c in "。??") if i >= 0), default=first)
    if end > first or any(start <= g.start < end and g.owner == "opponent" for g in reading.facts):
        return reading, None  # told with the attack, or of the opponent's card
    # 「前の前のターンに1ダメ、前のターンに1ダメ食らってる」: more damage told than the one read
    if any(start <= g.start < end for g in reading.of(Role.NUMBER)):
        return reading, None
    left = [
        f for f in reading.of(Role.STAT)
        if f.concept == "health" and taken[0].end <= f.start < end
        and _LEFT.search(reading.text, start, f.start) is not None
    ]  # fmt: skip
    if len(left) > 1:
        return reading, None
    if left:
        reading = replace(reading, facts=tuple(f for f in reading.facts if f is not left[0]))
    return reading, (taken[0], left[0] if left else None)


def _taken(text: str, damage: Fact) -> bool:
    """「2ダメ食らって」「3ダメージ受けた」: the damage told taken — not dealt (「食らわせた」), nor only
    expected, averted, undone or supposed (「食らう予定」「受けそうになった」「食らったけど回復」「受けたら」)
    anywhere in the rest of its sentence."""
    m = _TAKEN.search(text, damage.start, damage.end + 3)
    if m is None or _CAUSED.match(text, m.end()):
        return False
    ends = [i for i in (text.find(c, m.end()) for c in "。??") if i >= 0]
    return _UNTAKEN.search(text, m.end(), min(ends, default=len(text))) is None


def kept_damage(spec: dict[str, Any], hurt: tuple[Fact, Fact | None]) -> bool:
    """The damage told taken set on the attacker's spec (5.13.1; kept through an evolve, 5.15.3); False when
    the 体力 told left is not its told 体力 less that damage."""
    damage, left = int(hurt[0].value or 0), hurt[1]
    spec["damage"] = damage
    return left is None or left.value == spec["health"] - damage
