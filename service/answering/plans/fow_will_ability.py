"""Paying a will cost with a will ability played while paying (10.2.5): 「保有ウィル0。リカバー状態の
魔石があって[レスト]で[風]を出せる。コスト[風]のカード、払う段階でその魔石から出して払える?」.

From the reading: the cost (one run of symbols, as `fow_will` reads it), the will the asker holds,
the will the ability makes — an attribute written with the verb that makes it (「[風]を出す」「水の
ウィル1点を生み出す」「風のウィル1点を出せる」) — and the state of the card that has the ability
(「リカバー状態の魔石」「すでにレストしちゃってる」: its [レスト] is ‘rest this recovered card’,
10.12.2; the lexicon reads 「レストして[風]を出す」 as the act that pays it, not as a state).
One card with one will ability only; a card making will of any attribute (「何でもいい」), or no state
said, is not planned.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import acts_only, asked, built, of, seats
from service.answering.plans.fow_will import moon_unread, opponent_asked, run_cost, runs
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_ATTRIBUTES = ("光", "炎", "水", "風", "闇")
# after the made will: 「[風]を出す」「水のウィル1点を生み出す」「風のウィル1点を出せる」
_MAKES = re.compile(r"\s*(?:を|が)?\s*(?:生み)?出")
UID = "will-ability"


def _made(reading: Reading) -> tuple[dict[str, int], list[Fact]] | None:
    """The will the ability makes and the facts that tell it; None for an attribute not read."""
    made: dict[str, int] = {}
    facts: list[Fact] = []
    told = of(reading, Role.QUANTITY, *_ATTRIBUTES) + of(reading, Role.TERM, "will_symbol")
    for f in sorted(told, key=lambda f: f.start):
        if not _MAKES.match(reading.text, f.end):
            continue
        attribute = f.concept if f.role is Role.QUANTITY else f.text.strip("[]")
        n = f.value if f.role is Role.QUANTITY else 1
        if attribute not in _ATTRIBUTES or not isinstance(n, int) or n <= 0:
            return None
        made[attribute] = made.get(attribute, 0) + n
        facts.append(f)
    return made, facts


def _held(reading: Reading, made: list[Fact]) -> dict[str, int] | None:
    """The asker's will by attribute (「保有ウィル0」 is none); None when some has no attribute named."""
    will: dict[str, int] = {}
    for q in reading.of(Role.QUANTITY):
        if q in made:
            continue
        if q.concept in ("will", "will_total"):
            if q.value != 0:
                return None
            continue
        if q.concept not in _ATTRIBUTES and q.concept not in ("無", "月"):
            continue
        if q.owner not in (None, "self") or not isinstance(q.value, int) or q.concept in will:
            return None
        will[q.concept] = q.value
    return will


def _recovered(reading: Reading) -> bool | None:
    """The card's one stated state: True recovered, False rested, None unsaid or both."""
    states = {f.negated for f in of(reading, Role.STATE, "rested")}
    return states.pop() if len(states) == 1 else None


# 「魔石が2枚あって、どっちも…」: that many cards with the one ability told (「どっちも」「両方」「いずれも」)
_QUOTE = re.compile(r"[「『]([^「」『』]{1,40})[」』]")
_PLAYED = re.compile(r"\s*を\s*(?:プレイ|出|召喚|唱え|撃)")
_COUNT = re.compile(r"\s*(?:が|を)?\s*$")
# 「魔石(「[レスト]:[風]を生み出す」)が2枚」: the quote in brackets right after the noun describes each card
_DESCRIBED = re.compile(r"\s*[(（]\s*[「『][^「」『』]{1,40}[」』]\s*[)）]\s*(?:が|を)?\s*$")
_EACH = re.compile(r"どっちも|どちらも|両方|いずれも|全部|すべて|それぞれ")
# 「支払いを求められたタイミングで」「コスト払う段階」「支払いの最中に」: while asked to pay (10.2.5)
# 「払ってる最中に」「支払っている途中で」 too
_WHILE = re.compile(r"(?:支払|払)(?:い|う|を|って)[^。、?？]{0,10}?(?:段階|タイミング|途中|最中|際|とき|時)")


def _copies(reading: Reading) -> tuple[int, list[Fact]] | None:
    """How many cards hold the ability: 1, or the one count told right after the 魔石 with each
    said to have it (「魔石が2枚あって、どっちも「[レスト]:…」持ち」); None for another number."""
    stones = of(reading, Role.CARD, "stone")
    counts = [
        n
        for n in of(reading, Role.NUMBER)
        if stones
        and (
            _COUNT.match(reading.text[stones[0].end : n.start])
            or _DESCRIBED.match(reading.text[stones[0].end : n.start])
        )
        and isinstance(n.value, int)
    ]
    if not counts:
        return 1, []
    described = _DESCRIBED.match(reading.text[stones[0].end : counts[0].start]) if len(counts) == 1 else None
    if len(counts) > 1 or not (described or _EACH.search(reading.text[counts[0].end : counts[0].end + 20])):
        return None
    return int(counts[0].value), counts  # type: ignore[arg-type]


def unrested(reading: Reading) -> Reading:
    """「魔石まだ全然レストしてなかった」: a レスト denied of a 魔石 tells its state — recovered (10.12.2) —
    not an act (read as a denied payment, the gate found no act to reflect it)."""
    stones = of(reading, Role.CARD, "stone")
    facts = tuple(
        dataclasses.replace(f, role=Role.STATE, concept="rested", why=_UNRESTED)
        if f.role is Role.ACTION
        and f.negated
        and f.text == "レスト"
        and any(0 <= f.start - s.end <= 8 and "。" not in reading.text[s.end : f.start] for s in stones)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_UNRESTED = "a 魔石 told not rested: its state, recovered (10.12.2)"


# 「魔石がリカバー状態で3枚」「魔石が2枚」「魔石3つ」: how many 魔石 with the will ability are told
_STONES = re.compile(r"\s*(?:が|は|も)?\s*(?:リカバー状態\s*(?:で|の)?)?\s*$")


def _stone_count(reading: Reading) -> tuple[int, list[Fact]] | None:
    """The 魔石 told: 1, or the one count right after the first 魔石 (「魔石がリカバー状態で3枚」);
    None for a number no fact of the payment holds."""
    stones = of(reading, Role.CARD, "stone")
    numbers = of(reading, Role.NUMBER)
    counted = [
        n
        for n in numbers
        if stones
        and isinstance(n.value, int)
        and n.start >= stones[0].end
        and _STONES.match(reading.text[stones[0].end : n.start])
        and re.match(r"\s*(?:枚|つ|個)", reading.text[n.end :])
    ]
    if len(numbers) != len(counted) or len(counted) > 1:
        return None
    return (int(counted[0].value), counted) if counted else (1, [])  # type: ignore[arg-type]


def _told_cost(reading: Reading) -> tuple[dict[str, int], dict[str, int], int] | None:
    """A told free cost (「コスト3」「[1]」), the will held (「保有ウィルが0」, by attribute or 0) and the
    魔石 count: a free cost is paid by will of any attribute (10.2.2), so the attribute the ability
    makes, untold, does not decide it. None when a cost symbol of an attribute or a total is told."""
    costs = [run_cost(r) for r in runs(reading)]
    if not costs or any(c is None or c != costs[0] for c in costs) or set(costs[0] or {}) != {"無"}:
        return None
    will = _held(reading, [])
    count = _stone_count(reading)
    if will is None or count is None or not 1 <= count[0] <= 10:
        return None
    return costs[0] or {}, will, count[0]


def _generic(reading: Reading) -> BuiltScenario | None:
    """「カードをプレイしてコスト払う段階に入ってから、魔石のウィル能力使ってウィル出すのってできる?」: no
    cost, holding or made will told — whether a will ability may be played while paying (10.2.5) does
    not depend on them, so a [1] paid from a recovered 魔石's one will is run, the defaults named.
    「保有ウィル0でコスト3の呪文。魔石がリカバー状態で3枚。支払いを求められたタイミングでウィル能力使って
    払える?」: a free cost, the will held and the 魔石 told — each 魔石's will ability makes at least one
    will, so the payment run with one will each is stated only when it is paid (with fewer made than
    the cost, how much each makes, untold, would decide it)."""
    told = None
    if runs(reading) or reading.of(Role.QUANTITY) or of(reading, Role.NUMBER) or reading.of(Role.STAT):
        told = _told_cost(reading)
        if told is None:
            return None
    if not of(reading, Role.CARD, "stone") or "ウィル" not in reading.text or not _WHILE.search(reading.text):
        return None
    played = [c for c in of(reading, Role.CARD) if _PLAYED.match(reading.text, c.end)]  # the card paid for
    if {f.concept for f in of(reading, Role.CARD) if f not in played} - {"stone"} or of(
        reading, Role.KEYWORD
    ):
        return None
    if any(f.concept == "will_sources_spent" for f in reading.facts):
        return None  # 「魔石は全部レスト済み」: no 魔石 left to play it from
    if any(f.owner == "opponent" for f in of(reading, Role.OWNER)):
        return None  # 「相手が払ってる最中に自分の魔石で」: 10.2.5 is the paying player's, the asker here
    if any(not f.negated for f in of(reading, Role.STATE, "rested")) or any(
        f.concept.startswith("about:") for f in reading.asks()
    ):
        return None  # a 魔石 told rested, or more asked than the one payment
    me = seats(reading)["self"]
    cost, will, n = told if told is not None else ({"無": 1}, {}, 1)
    cards = [
        {"id": UID if i == 0 else f"{UID}-{i + 1}", "name": "魔石", "kind": "stone", "rested": False,
         "will_ability": {"光": 1}, "defense": None}
        for i in range(n)
    ]  # fmt: skip
    payload: dict[str, Any] = {
        me: {"will": will or {"無": 0}, "stone_area": cards},
        "operations": [
            {"kind": "pay_will", "player": me, "cost": cost, "abilities": [c["id"] for c in cards]}
        ],
    }
    if told is None:
        notes = ["コスト・保有ウィル・魔石が生み出すウィルが質問にないため、コスト[1]、保有ウィル0、リカバー"
                 "状態の魔石1枚(光のウィル1点を生み出す)としています(支払いを求められた際にウィル能力を"
                 "プレイできるかは、これらによりません)。"]  # fmt: skip
    else:
        if sum(will.values()) + n < sum(cost.values()):
            return None  # one will each does not pay it: how much each makes, untold, decides
        state = "" if of(reading, Role.STATE, "rested") else "状態の書かれていない魔石はリカバー状態、"
        notes = [f"{state}魔石のウィル能力が生み出すウィルは1枚につき1点(属性は問わない:コストは無属性の"
                 "みなので、どの属性でも支払えます)としています。"]  # fmt: skip
    paid = f"[{cost['無']}]"

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"支払いの際に魔石のウィル能力でコスト{paid}を支払えません"
        return (
            f"支払いを求められた際に魔石のウィル能力をプレイでき、生み出したウィルでコスト{paid}を支払えます"
        )

    return built("will_ability", payload, head, notes, me)


# 「コスト[風][1]のリゾネイター」: the card the cost is printed on
_COSTED = re.compile(r"(?:\]|コスト\s*[0-9]+)\s*の\s*$")


def _paid_for(reading: Reading, card: Fact) -> bool:
    """「コスト[風][1]のリゾネイターをプレイしたい」: the card paid for, no holder of a will ability."""
    return bool(_PLAYED.match(reading.text, card.end) or _COSTED.search(reading.text[: card.start]))


def will_ability_payment(reading: Reading) -> BuiltScenario | None:
    if asked(reading, "can") is None or not acts_only(reading, "pay", "play", "use"):
        return None
    if any(f.concept == "number" for f in reading.asks()):
        return None  # an amount asked too (「払える?何点残る?」): the yes/no answers one ask only
    if opponent_asked(reading):
        return None
    found = _made(reading)
    if found is not None and not found[0] and not moon_unread(reading):
        return _generic(reading)
    if found is None or not found[0] or moon_unread(reading):
        return None
    made, made_facts = found
    copies = _copies(reading)
    if copies is None:
        return None
    paid_for = [c for c in of(reading, Role.CARD) if c.concept != "stone" and _paid_for(reading, c)]
    if of(reading, Role.KEYWORD) or {f.concept for f in of(reading, Role.CARD) if f not in paid_for} - {
        "stone"
    }:
        return None  # another card in play: which one holds the ability is not said
    costs = [run_cost(r) for r in runs(reading) if not any(f in made_facts for f in r)]
    if not costs or any(c is None or c != costs[0] for c in costs):
        return None
    cost = costs[0]
    will = _held(reading, made_facts)
    recovered = _recovered(reading)
    if cost is None or will is None or recovered is None:
        return None
    short = sum(cost.values()) - sum(will.values())
    for f in reading.asks():
        # 「足りない1点まかなえる?」: the shortfall the question names must be the one it tells
        if f.concept.startswith("about:") and (f.concept != "about:number" or f.value != short):
            return None
    me = seats(reading)["self"]
    stone = bool(of(reading, Role.CARD, "stone"))
    n, _counted = copies
    # 「「[レスト]:風のウィル1点を生み出す」持ち」: the quote whose made will the card's ability is
    printed = [m.group(1) for m in _QUOTE.finditer(reading.text)
               if any(m.start() < f.start and f.end < m.end() for f in made_facts)]  # fmt: skip
    cards: list[dict[str, Any]] = []
    for i in range(n):
        card: dict[str, Any] = {"id": UID if i == 0 else f"{UID}-{i + 1}",
                                "name": "魔石" if stone else "ウィル能力を持つカード",
                                "kind": "stone" if stone else "resonator", "rested": not recovered,
                                "will_ability": made}  # fmt: skip
        if stone:
            card["defense"] = None
        if printed:
            card["keywords"] = printed  # the ability's own text, which `will_ability` runs
        cards.append(card)
    area = "stone_area" if stone else "field"
    whose = "自分" if me == "player1" else "相手"
    notes = [f"ウィル能力を持つカードは支払うプレイヤー({whose})のものとしています。"]
    payload: dict[str, Any] = {
        me: {"will": will or {"無": 0}, area: cards},  # 「保有ウィル0」: none of any kind
        "operations": [
            {"kind": "pay_will", "player": me, "cost": cost, "abilities": [c["id"] for c in cards]}
        ],
    }
    written = "".join(f"[{a}]" * n for a, n in cost.items() if a != "無") + (
        f"[{cost['無']}]" if cost.get("無") else ""
    )
    name = card["name"]

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            why = "レスト状態なのでウィル能力の[レスト]を実行できず、" if not recovered else ""
            return f"{name}は{why}コスト{written}は支払えません"
        return f"支払いを求められた際に{name}のウィル能力をプレイでき、コスト{written}を支払えます"

    return built("will_ability", payload, head, notes, me)
