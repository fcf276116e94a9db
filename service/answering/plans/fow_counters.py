"""[+A/+B] counters put on one card (10.21.2): counters of one name are one counter whatever effect
put them (「別々の効果で1個ずつ」 is 2 of it), and only a J/リゾネイター gains +A/+B from them — an
アディション or 魔石 keeps the counter and gains nothing. Asked what happens (「数値は上がる?」
「この2つは別のカウンター?」); a 攻撃力/防御力 asked as a number is `fow_cards.card_stats`'s.

From the reading: the one [+A/+B] said as a counter, its count (「2個」, else 1), put once or by two
effects (「別々の効果で」), the one card named (its kind, owner, stated 攻撃力/防御力 — unsaid ones
100, named, which the shift does not depend on).
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.plans.fow_common import (
    acts_only,
    another_card,
    asked,
    built,
    clause_before,
    find_card,
    left_field,
    lost,
    of,
    quoted,
    seats,
)
from service.answering.plans.fow_tell import stats_head
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_PAIR = re.compile(r"([+-][0-9]+)\s*/\s*([+-][0-9]+)")
_TWO_EFFECTS = re.compile(r"(?:別々|別|2つ|二つ|それぞれ)の効果")
_KINDS = {"resonator": "resonator", "ruler": "j_ruler", "addition": "addition", "stone": "stone"}


def counters_put(reading: Reading) -> BuiltScenario | None:
    mods = of(reading, Role.MODIFIER, "modify")
    cards = of(reading, Role.CARD)
    if len(mods) != 1 or len(cards) != 1 or asked(reading, "outcome") is None or not acts_only(reading):
        return None
    if lost(reading, mods[0]) or left_field(reading) or another_card(reading):
        return None  # 「…カウンターを取り除いた」: the counter is gone, not put
    if any(f.concept != "outcome" for f in reading.asks()) or not re.match(
        r"\s*カウンター", reading.text[mods[0].end :]
    ):
        return None
    pair = _PAIR.search(mods[0].text)
    card = cards[0]
    if pair is None or card.concept not in _KINDS or card.owner not in (None, "self", "opponent"):
        return None
    kind = _KINDS[str(card.concept)]
    counted = [c for c in of(reading, Role.MODIFIER, "counters") if 0 <= c.start - mods[0].end <= 1]
    n = int(counted[0].value) if counted and isinstance(counted[0].value, int) else 1
    times = 2 if _TWO_EFFECTS.search(reading.text) else 1
    notes: list[str] = []
    spec: dict[str, Any] = {"id": "r", "name": card.text, "kind": kind}
    stats = {f.concept: f.value for f in of(reading, Role.STAT) if isinstance(f.value, int)}
    if kind in ("resonator", "j_ruler"):
        unsaid = [w for c, w in (("atk", "攻撃力"), ("defense", "防御力")) if c not in stats]
        spec["atk"], spec["defense"] = stats.get("atk", 100), stats.get("defense", 100)
        if unsaid:
            notes.append(
                f"質問にない元の{'・'.join(unsaid)}は100としています(数値修正は元の値に加えるだけです)。"
            )
    else:
        spec["defense"] = None  # 10.21.2: only J/リゾネイター gain +A/+B
    me = seats(reading)
    name = f"{int(pair.group(1)):+d}/{int(pair.group(2)):+d}"
    ops = [
        {"kind": "put_counter", "player": me["self"], "card": "r", "name": name, "n": n} for _ in range(times)
    ]
    head = partial(stats_head, atk_stated="atk" in stats, def_stated="defense" in stats)
    payload = {me[str(card.owner or "self")]: {"field": [spec]}, "operations": ops}
    return built("counters", payload, head, notes, me["self"])


# --- 10.21.1.2: counters of one name put by several effects are one counter; how many are there -----
# 「自分のカードに、効果Aで魔力カウンター2個、別の効果Bで魔力カウンター1個乗せた。魔力カウンターは何個?」: 3.
_NAMED = re.compile(r"([\u30a0-\u30ff\u4e00-\u9fff]{1,8})$")  # katakana/kanji: 「…で魔力カウンター」: 魔力
_COUNT_ASK = re.compile(r"カウンター")
# 10.21.1.2's 「特に指示がないかぎり」: an instruction that keeps them apart
_HOLDER = re.compile(
    r"((?:カード|リゾネイター|アディション|ルーラー|魔石)\s*[A-Za-zＡ-Ｚ0-9]?)\s*(?:に|には)(?!つき)"
)
_THIS = re.compile(r"(?:この|その|そいつ|こいつ|同じ)\s*$")
_TOTAL = re.compile(r"(?:計|合計|全部で)\s*[0-9]+\s*個")
_APART = re.compile(r"別(?:の|々の)?カウンターとして|別物|区別|別扱い|として扱")
_NAMED_FACTS = {
    Role.OWNER: None,
    Role.NEUTRAL: None,
    Role.TERM: None,
    Role.CARD: {"resonator", "ruler", "addition", "stone"},
    Role.MODIFIER: {"counters", "effect"},
    Role.ASK: {"number", "can"},
}


def _name(reading: Reading, fact: Fact) -> str | None:
    """The counter's name written right before 「カウンター」 (「魔力カウンター2個」: 魔力)."""
    m = _NAMED.search(reading.text, max(0, fact.start - 8), fact.start)
    return m.group(1) if m else None


def named_counters(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number")
    if ask is None or not all(
        f.role in _NAMED_FACTS and f.concept in (_NAMED_FACTS[f.role] or {f.concept})
        for f in reading.facts
        if quoted(reading, f) is None
    ):
        return None  # a fact this count does not model (a removal, a stat, another act)
    if of(reading, Role.ACTION) or _APART.search(reading.text):
        return None  # an act, even in card text (「…3個を取り除く」), or the counters told kept apart
    if "ずつ" in reading.text and not _TOTAL.search(reading.text):
        return None  # 「別々の効果で1個ずつ」 with no total told: how many effects put them is not read
    start, _end = clause_before(reading, ask)
    if not _COUNT_ASK.search(reading.text, start, ask.end):
        return None  # the counters' count asked, not a stat
    puts = [f for f in of(reading, Role.MODIFIER, "counters") if quoted(reading, f) is None]
    names = {_name(reading, f) for f in puts}
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    holders = {re.sub(r"\s", "", m) for m in _HOLDER.findall(reading.text)}
    later = [c for c in cards[1:] if not _THIS.search(reading.text, 0, c.start)]
    if len(holders) > 1 or later:
        return None  # 「リゾネイターAに2個、リゾネイターBに1個」: counters on more than one card
    if not puts or len(names) != 1 or None in names or len({c.concept for c in cards}) > 1:
        return None
    name = str(names.pop())
    if _PAIR.search(name) or any(not isinstance(f.value, int) for f in puts):
        return None
    if name not in reading.text[start : ask.end]:
        return None  # the count of the counters of that name asked (「魔力カウンターは何個?」)
    owners = {c.owner for c in cards if c.owner} | {
        o.owner for o in of(reading, Role.OWNER) if quoted(reading, o) is None
    }
    if len(owners) > 1:
        return None
    owner = owners.pop() if owners else "self"
    kind = _KINDS.get(str(cards[0].concept), "resonator") if cards else "resonator"
    me = seats(reading)
    spec: dict[str, Any] = {"id": "r", "name": cards[0].text if cards else "カード", "kind": kind}
    ops = [{"kind": "put_counter", "player": me["self"], "card": "r", "name": name, "n": int(f.value or 0)}
           for f in puts]  # fmt: skip
    notes = (
        [] if cards else ["カードの種類は書かれていないのでリゾネイターとしています(数はこれによりません)。"]
    )
    payload = {me[str(owner)]: {"field": [spec]}, "operations": ops}

    def head(sim: SimulationResult) -> str:
        card = find_card(sim, "r")
        n = int(dict(card.get("flags", {}).get("counters", {})).get(name, 0)) if card else 0
        return f"《{name}》カウンターは同一のカウンターとして{n}個になります"

    return built("named_counters", payload, head, notes, me["self"])
