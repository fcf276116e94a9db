"""How many 種族 a J/リゾネイター has after it becomes or gains some (10.19.1: ‘なる’ loses the races it
had; 10.19.2: ‘得る’ adds to them), asked as 「種族っていくつ?」「種族は何個?」.

From the question's text: the card's races before (「種族が「竜」と「天使」の」「種族《ドラゴン》と《騎士》を
持ってる」), the changes in the order told (「種族が悪魔になる」「種族・人間を得る」, quoted or not), and a
count of races asked. Every quote must be one of those; a change told denied, a quote of anything else
or two cards withhold. `race_counting` (a REREAD step) makes the race clauses' facts the plan's.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from service.answering.plans.fow_common import TRIED, asked, built, clause_before, of, seats
from service.answering.plans.fow_race import _DENIED, _NOT_RACES
from service.answering.plans.fow_setaside import elsewhere_spans
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_NAME = r"[^\s「」『』《》()()、。,::のがはをにでもとっ・]{1,8}?"
_TOKEN = rf"(?:「({_NAME})」|《({_NAME})》|『({_NAME})』|({_NAME}))"
# 「種族が「竜」と「天使」の」「種族《ドラゴン》と《騎士》を持ってる」「種族:人間・エルフの」
_BEFORE = re.compile(
    rf"種族\s*(?:が|は|:|:)?\s*(?P<list>{_TOKEN}(?:\s*(?:と|・|、|,)\s*{_TOKEN}){{0,4}})"
    r"\s*(?=の|を\s*持|持ち|\s*[)）])"
)
_ITEM = re.compile(_TOKEN)
# 「種族が悪魔になる」「種族・人間を得る」「種族《ゾンビ》になる」
_CHANGE = re.compile(
    rf"種族\s*(?:が|・|:|:)?\s*{_TOKEN}\s*(?P<verb>に\s*な(?:る|った|り)|を\s*(?:得る|得た|得て|獲得))"
)
_ASKED = re.compile(r"種族[^。?？]{0,8}(?:いくつ|何個|何種類|何つ|数)")
# 「俺の別のリゾネイターが種族が悪魔になった」「リゾネイター2体」: another card told — which card each change
# is on is not read, unlike 「別の効果で」 (the run puts every change on one card: 1 stated for 2, 10.19.2)
_OTHERS = re.compile(
    r"(?:別|他|ほか)\s*の\s*(?:J/)?(?:リゾ|ルーラー|J)|もう\s*[1１一]\s*体|[2-9２-９二三四五]\s*体|両方|それぞれ|どっちも"
)
_READ = "the races before, their changes or the count asked: read by the race count plan (10.19)"


@dataclass(frozen=True, slots=True)
class Races:
    before: tuple[str, ...]
    changes: tuple[tuple[str, str], ...]  # (race, become/gain) in the order told
    spans: tuple[tuple[int, int], ...]
    quoted: tuple[tuple[int, int], ...]  # per change, the quote it is in ((-1, -1): none)
    words: tuple[tuple[int, int], ...]  # the races before, as written


def _name(m: re.Match[str]) -> str:
    return next(g for g in m.groups()[:4] if g)


def read_races(reading: Reading) -> Races | None:
    text = reading.text
    if asked(reading, "number") is None or not _ASKED.search(text):
        return None
    befores = list(_BEFORE.finditer(text))
    changes = list(_CHANGE.finditer(text))
    if len(befores) != 1 or not changes or any(c.start() < befores[0].end() for c in changes):
        return None
    if _OTHERS.search(text):
        return None
    base = befores[0].start("list")
    items = list(_ITEM.finditer(befores[0].group("list")))
    before = tuple(_name(m) for m in items)
    # each name as written (「竜」 read whole: a TERM inside its brackets)
    words = [(base + m.start(g), base + m.end(g)) for m in items for g in range(1, 5) if m.group(g)]
    told: list[tuple[str, str]] = []
    for c in changes:
        tail = re.split(r"[。!?！？\n「『]", text[c.end() :].lstrip("る」』 "), maxsplit=1)[0]
        if _DENIED.search(tail):
            return None  # 「…を得る」はかかってない: not applied
        told.append((_name(c), "gain" if "得" in c.group("verb") else "become"))
    names = {*before, *(r for r, _ in told)}
    if (
        len(set(before)) != len(before)
        or names & _NOT_RACES
        or any(re.fullmatch(r"[ぁ-ゟ]+", n) for n in names)
    ):
        return None
    spans = [befores[0].span(), *(c.span() for c in changes)]
    quotes = [q.span() for q in re.finditer(r"[「『《][^「」『』《》]*[」』》]", text)]
    # every quote is a race name or holds a change (「対象のリゾネイターは種族が悪魔になる」)
    for q in quotes:
        if not any(s <= q[0] and q[1] <= e for s, e in spans) and not any(
            q[0] <= s and e <= q[1] for s, e in spans[1:]
        ):
            return None
    holding = [next((q for q in quotes if q[0] <= c.start() and c.end() <= q[1]), (-1, -1)) for c in changes]
    # a change in a card only held in a zone (「手札に「…種族が悪魔になる」がある」) is not applied (10.19)
    if any(s <= q[0] and q[1] <= e for q in holding for s, e in elsewhere_spans(text)):
        return None
    # a change only tried or meant (「「種族・悪魔を得る」を使おうとしてる」「使うつもり」): not applied yet
    if any(TRIED.match(text, q[1] if q[0] >= 0 else c.end()) for q, c in zip(holding, changes, strict=True)):
        return None
    spans += [q for q in holding if q[0] >= 0]
    return Races(before, tuple(told), tuple(spans), tuple(holding), tuple(words))


def race_counting(reading: Reading) -> Reading:
    """The facts of the race clauses are the plan's (TERM inside a quote, else NEUTRAL)."""
    races = read_races(reading)
    if races is None:
        return reading
    kept = (Role.ASK, Role.OWNER, Role.TURN, Role.NEUTRAL, Role.CARD)

    def reread(f: Fact) -> Fact:
        if f.role not in kept and any(s <= f.start and f.end <= e for s, e in races.spans):
            return dataclasses.replace(f, role=Role.TERM, concept="race", why=_READ)
        if f.role is Role.MODIFIER and f.concept in ("tribe", "effect"):
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="race", why=_READ)
        return f

    facts = [reread(f) for f in reading.facts]
    named = {(f.start, f.end) for f in facts}
    facts += [
        Fact(s, e, reading.text[s:e], Role.TERM, "race", why=_READ)
        for s, e in (*races.spans, *races.words)
        if (s, e) not in named
    ]
    # a quoted change (「…種族・人間を得る」がかかった) is read whole: the change the run applies (10.19)
    text = reading.text
    for (s, e), (race, _mode) in zip(races.quoted, races.changes, strict=True):
        if s >= 0:
            facts.append(
                Fact(s + 1, e - 1, text[s + 1 : e - 1], Role.MODIFIER, "change_race", race, why=_READ)
            )
    out = tuple(sorted(facts, key=lambda f: (f.start, f.end)))
    return reading if out == reading.facts else dataclasses.replace(reading, facts=out)


def race_count(reading: Reading) -> BuiltScenario | None:
    races = read_races(reading)
    if races is None:
        return None
    cards = [c for c in of(reading, Role.CARD) if c.concept in ("resonator", "j_ruler")]
    owners = {c.owner for c in cards if c.owner is not None}
    if len(owners) > 1:
        return None
    ask = asked(reading, "number")
    if ask is not None and "種族" not in reading.text[clause_before(reading, ask)[0] : ask.end + 8]:
        return None  # the count asked is another (「手札は何枚?」)
    me = seats(reading)
    owner = owners.pop() if owners else "self"
    notes = (
        []
        if any(c.owner for c in cards)
        else ["種族が変わるカードは自分のものとしています(数はこれによりません)。"]
    )
    card = {"id": "r1", "name": "リゾネイター", "kind": "resonator", "races": list(races.before)}
    payload: dict[str, Any] = {"player1": {}, "player2": {}}
    payload[me[owner]]["field"] = [card]
    payload["operations"] = [
        {"kind": "change_race", "player": me[owner], "card": "r1", "race": race, "mode": mode}
        for race, mode in races.changes
    ]

    def head(sim: SimulationResult) -> str:
        field = sim.final_state["players"][me[owner]]["zones"]["field"]
        now: dict[str, Any] = next((c for c in field if c["uid"] == "r1"), {})
        had = list((now.get("flags") or {}).get("races", []))
        return f"そのリゾネイターの種族は{len(had)}つ({'・'.join(had) or 'なし'})です"

    return built("race_count", payload, head, notes, me["self"])
