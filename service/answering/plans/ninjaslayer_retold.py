"""ニンジャスレイヤー REREAD: a card's 耐久力 or damage told again after a ±X/±Y or a damage is the
same state said once more, not a second card or a second damage.

* the 耐久力 a ±X/±Y made — 「耐久力2の俺のキャラに「このターン+0/+2」かけて耐久力4にしてた」「(耐久5なので
  その場は生存)」: a 耐久力 told after the one ±X/±Y, equal to the card's printed 耐久力 plus the gain's,
  restates the gain's result (1303.1); equal to the printed one again (「切れたら耐久2に」), it restates
  the 耐久力 once the gain ends (505.3b). Either way no other card's stat.
* the damage still borne — 「3ダメージ入れてきて耐えた。…切れたら3ダメージ残ってて落ちる?」: a damage told
  with 残 after it (残って/残る/残った), of the amount dealt earlier, is that damage still on the card
  (1317.1), not a second one.

* the アイサツ's damage told — 「工作力1のキャラのアイサツが通って1点入った」: a damage right after the one
  アイサツ (「が通って」 between), equal to the one 工作力 told, is that アイサツ's (706.4a).

Each keeps its words, read as neutral (``restated``), so the gate does not ask the run to hold them.
Only one printed 耐久力 and one ±X/±Y (or one earlier damage of that amount) are read this way; a 耐久力
of any other value stays the stat it was.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role

_GAIN = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
# 「3ダメージ残ってて」「2点残る」: the damage still on the card
_LEFT = re.compile(r"\s*(?:が|は|も)?\s*残")
# 「耐久力4にしてた」「耐久5なので」「耐久2に戻って」: the 耐久力 stated as what it is or becomes
# (「…+0/+3を与えて耐久力5。」「…がかかってて耐久力4、」: the result ending its clause — audit 28c)
_STATED_AS = re.compile(r"\s*(?:に|なので|だから|で|の|まで|へ|から|あって|ある|しか|に戻|[。、,])")


def _neutral(f: Fact) -> Fact:
    return dataclasses.replace(f, role=Role.NEUTRAL, concept="restated", value=None)


def _restated_durability(reading: Reading) -> set[Fact]:
    mods = [f for f in reading.of(Role.MODIFIER) if f.concept == "modify" and not f.negated]
    stats = [f for f in reading.of(Role.STAT) if f.concept == "durability" and isinstance(f.value, int)]
    if len(mods) != 1 or not stats:
        return set()
    m = _GAIN.fullmatch(mods[0].text.strip())
    printed = [f for f in stats if f.end <= mods[0].start]
    if m is None or len(printed) != 1:
        return set()
    base = int(printed[0].value or 0)
    gained = base + (int(m.group(4)) if m.group(3) == "+" else -int(m.group(4)))
    cards = [f for f in reading.of(Role.CARD) if f.start > mods[0].start]
    out = set()
    for f in stats:
        if f.start <= mods[0].start or f.value not in (base, gained):
            continue
        if any(c.start < f.start for c in cards):
            continue  # 「…+0/+2。相手の耐久力4のキャラ」: a card named after the gain, another card's stat
        if _STATED_AS.match(reading.text, f.end) or f.end == len(reading.text):
            out.add(f)
    return out


def _restated_damage(reading: Reading) -> set[Fact]:
    hits = [f for f in reading.of(Role.ACTION) if f.concept == "damage" and not f.negated]
    out = set()
    for f in hits:
        if not _LEFT.match(reading.text, f.end) and not reading.text.startswith("残", f.end - 1):
            continue
        earlier = [h for h in hits if h.end <= f.start and h.value == f.value and h not in out]
        if len(earlier) == 1:
            out.add(f)
    return out


# 「アイサツが通って1点入った」: between the アイサツ and its damage only 「が通って」 and the like
_DEALT = re.compile(
    r"\s*(?:が|は)?\s*(?:相手(?:プレイヤー)?に)?\s*(?:通って|通り|通った|決まって|決まり)\s*[、,]?\s*"
)


def _restated_dealt(reading: Reading) -> set[Fact]:
    """「工作力1のキャラのアイサツが通って1点入った」: the アイサツ's own damage told (706.4a: a player takes
    the 工作力), equal to the one 工作力 told — the run deals it; no second damage."""
    powers = [f for f in reading.of(Role.STAT) if f.concept == "kousaku" and isinstance(f.value, int)]
    attacks = [f for f in reading.of(Role.ACTION) if f.concept in ("aisatsu", "attacked") and not f.negated]
    if len(powers) != 1 or len(attacks) != 1:
        return set()
    return {
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "damage"
        and not f.negated
        and f.value == powers[0].value
        and _DEALT.fullmatch(reading.text, attacks[0].end, f.start)
    }


def retold_states(reading: Reading) -> Reading:
    """The reading with a card's 耐久力 and damage told again read as neutral (see the module)."""
    again = _restated_durability(reading) | _restated_damage(reading) | _restated_dealt(reading)
    if not again:
        return reading
    return dataclasses.replace(reading, facts=tuple(_neutral(f) if f in again else f for f in reading.facts))
