"""How many cards an effect's choice or search lets its player choose, in any game whose engine runs a
`choose` action (`service/engine/choice_count.py`; its words in `lexicon/choices.json`).

「「相手のコスト3以下のキャラ1枚を選び、レストにする」で、相手にコスト3以下のキャラがいるのに選ばない
ことってできる?」 (no: as many as asked, as far as possible), 「デッキからナイトのフォロワーを1枚探して
手札に加える効果。デッキに残ってるのに見つからなかったことにしていい?」 (yes: a hidden zone does not
guarantee the card), 「相手のフォロワーを1体まで選ぶ効果で、選ばないこともできる?」 (yes: 「まで」).

From the question's text: the one instruction that chooses or searches — a quoted card text, else the
words before 「効果」 — with its zone (a zone word before the count, else a field card noun: the
field), the number it asks, whether that is an upper bound, and whether it names information besides
a count; how many fitting cards the zone holds, told after it (a count, else a presence: one, named in
the notes); how many the asker would choose (none, or 「N枚だけ」). An optional or targeting instruction
is another rule (`declined`) and is not planned. The facts of those words are the choice's
(`choice_reread`): read whole by the plan, and the choosing words the asked act.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "choices.json"
_QUOTE = re.compile(r"[「『]([^「」『』]{2,60})[」』]")
# the unquoted instruction: the words of its sentence before 「効果」 (「…を1枚選んで手札に加える効果、」)
_EFFECT = re.compile(r"\s*(?:って|という|っていう|の)?\s*(?:効果|能力)")
_TAIL = re.compile(
    r"\s*(?:って|という|っていう|の)?\s*(?:効果|能力|カード)?\s*(?:[((][^()()]{0,20}[))])?\s*(?:で|を|は|が)?"
)
_CLAUSE = re.compile(r"[。、,??!!\n()()]")
_SENTENCE = re.compile(r"[。??!!\n]")
_PARTICLES = re.compile(r"^[\sをのからにある]*|[\sをのが]*$")
_READ = "the choice's instruction, its pool or the number chosen: read by the choice plan (choice_told)"
_ACT = "the number chosen of a choice: the act a 「できる?」 asks (choice_told)"


@dataclass(frozen=True, slots=True)
class Words:
    verbs: re.Pattern[str]
    count: re.Pattern[str]
    up_to: re.Pattern[str]
    any_number: re.Pattern[str]
    declined: re.Pattern[str]
    none: re.Pattern[str]
    fewer: re.Pattern[str]
    present: re.Pattern[str]
    seen: re.Pattern[str]
    other_acts: re.Pattern[str]
    absent: re.Pattern[str]
    zones: dict[str, dict[str, str]]
    field_nouns: dict[str, re.Pattern[str]]


@cache
def words() -> Words:
    data: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    games: dict[str, dict[str, Any]] = data["games"]
    pattern = {k: re.compile(data[k]) for k in ("verbs", "count", "up_to", "any_number", "declined",
               "none", "fewer", "present", "seen", "other_acts", "absent")}  # fmt: skip
    return Words(
        **pattern,
        zones={g: dict(v["zones"]) for g, v in games.items()},
        field_nouns={g: re.compile(v["field_nouns"]) for g, v in games.items()},
    )


@dataclass(frozen=True, slots=True)
class Choice:
    zone: str
    n: int
    up_to: bool
    any_number: bool
    matching: int
    chosen: int
    specific: bool
    seen_by_all: bool
    spans: tuple[tuple[int, int], ...]  # the instruction, the clause of the number chosen, the pool's
    notes: tuple[str, ...]
    act: tuple[int, int]  # the words of the number chosen (「見つからなかった」「1枚だけ」)


def _clause(text: str, at: int) -> tuple[int, int]:
    starts = [m.end() for m in _CLAUSE.finditer(text, 0, at)]
    end = _CLAUSE.search(text, at)
    return (starts[-1] if starts else 0), (end.start() if end else len(text))


def instruction(text: str, w: Words) -> tuple[int, int] | None:
    """The span of the one choosing instruction: a quote, else the words of a sentence before 「効果」."""
    quotes = [m for m in _QUOTE.finditer(text) if w.verbs.search(m.group(1))]
    if quotes:
        return (quotes[0].start(), quotes[0].end()) if len(quotes) == 1 else None
    for m in re.finditer(r"効果|能力", text):
        starts = [s.end() for s in _SENTENCE.finditer(text, 0, m.start())]
        start = starts[-1] if starts else 0
        before = _EFFECT.search(text, start, m.end())
        end = before.start() if before is not None else m.start()
        if w.verbs.search(text, start, end):
            return start, end
        return None
    return None


def _before_zone(text: str, at: int, zones: dict[str, str]) -> str | None:
    """The zone named right before a quoted instruction (「デッキから「カード1枚を探し…」」)."""
    m = re.search(r"(\S{1,8}?)\s*から\s*$", text[max(0, at - 10) : at])
    return zones.get(m.group(1)) if m is not None and text[at] in "「『" else None


def read_choice(reading: Reading, game: str) -> Choice | None:
    w = words()
    if game not in w.zones:
        return None
    text = reading.text
    span = instruction(text, w)
    if span is None:
        return None
    inside = text[span[0] : span[1]].strip("「」『』")
    any_m = w.any_number.search(inside)
    count_m = w.count.search(inside)
    verb_m = w.verbs.search(inside)
    if verb_m is None or w.declined.search(inside) or len(w.count.findall(inside)) > 1:
        return None
    # the words before the count (or 「好きな枚数」, or the verb of an uncounted search) describe the cards
    cut = (count_m or any_m or verb_m).start()
    up_to = count_m is not None and any_m is None and bool(w.up_to.match(inside, count_m.end()))
    n = int(count_m.group(1)) if count_m is not None and any_m is None else 0
    found = [(m.start(), m.end(), zone) for word, zone in w.zones[game].items()
             for m in re.finditer(re.escape(word), inside[:cut])]  # fmt: skip
    found = [f for f in found if not any(o[0] <= f[0] and f[1] <= o[1] and o != f for o in found)]
    if len({z for *_, z in found}) > 1:
        return None
    if found:
        zone, described = found[0][2], inside[max(e for _, e, _ in found) : cut]
    elif (before := _before_zone(text, span[0], w.zones[game])) is not None:
        zone, described = before, inside[:cut]  # 「デッキから「…1枚を探し」」
    elif w.field_nouns[game].search(inside, 0, cut):
        zone, described = "field", inside[:cut]
    else:
        return None
    described = _PARTICLES.sub("", described)
    specific = described not in ("", "カード")
    uncounted = count_m is None and any_m is None
    after = span[1] + 1
    none, fewer = w.none.search(text, after), w.fewer.search(text, after)
    if (none is None) == (fewer is None):
        return None
    said = none or fewer
    assert said is not None
    chosen = int(fewer.group(1)) if fewer is not None else 0
    chosen_clause = _clause(text, said.start())
    if w.other_acts.search(text, said.end()):
        return None  # 「1人だけ選んで撃てる?」: the play asked, not the number chosen
    if uncounted and (zone not in ("deck", "hand") or not specific or chosen > 0):
        return None  # 「…を探す」 with no count: only choosing none of a hidden zone is counted alike
    # the instruction with the words naming it (「…」って効果で, …効果、): the choice's own effect
    tail = _TAIL.match(text, span[1])
    spans = [(span[0], tail.end() if tail else span[1]), chosen_clause]
    notes: list[str] = []
    if uncounted:
        n = 1
        notes.append(
            "探す枚数は質問にないため1枚としています(条件を満たすカードを選ばないことができるかは枚数によりません)。"
        )
    pools = [m for m in w.count.finditer(text, after) if not said.start() <= m.start() < said.end()]
    if len(pools) > 1:
        return None
    if pools:
        matching = int(pools[0].group(1))
        spans.append(_clause(text, pools[0].start()))
    elif chosen == 0 and (up_to or any_m is not None):  # none of an upper bound: any pool allows it
        matching = max(n, 1)
        notes.append(
            "選ぶ数に上限だけがあるため、条件を満たすカードの枚数によらず0枚を選べるかを答えています。"
        )
    elif zone in ("deck", "hand") and not specific and chosen < n:  # a count alone: the duty to find
        matching = n
        notes.append(f"その領域に{n}枚以上のカードがあるとしています。")
    elif (gone := w.absent.search(text, after)) is not None and not said.start() <= gone.start() < said.end():
        matching = 0  # 「場にキャラがいない」「デッキにないけど」: none fits
        spans.append(_clause(text, gone.start()))
    else:
        asks = [(f.start, f.end) for f in reading.asks()]
        told = [m for m in w.present.finditer(text, after) if not any(s <= m.start() < e for s, e in asks)]
        if not told or (zone == "field" and chosen > 0):
            return None  # how many of a public zone's cards fit decides the duty
        matching = max(1, chosen)
        spans.append(_clause(text, told[0].start()))
        notes.append(f"その領域にある条件を満たすカードの枚数が質問にないため、{matching}枚としています。")
    if chosen > (matching if any_m is not None else min(n, matching)):
        return None  # more than asked: not the choice these words ask about
    seen = bool(w.seen.search(text))
    return Choice(zone, n or matching, up_to, any_m is not None, matching, chosen, specific, seen,
                  tuple(spans), tuple(notes), (said.start(), said.end()))  # fmt: skip


def _payload(choice: Choice) -> dict[str, Any]:
    op: dict[str, Any] = {"type": "choose", "player": "player1", "zone": choice.zone, "n": choice.n,
                          "up_to": choice.up_to, "any_number": choice.any_number,
                          "matching": choice.matching, "chosen": choice.chosen,
                          "specific": choice.specific, "seen_by_all": choice.seen_by_all}  # fmt: skip
    return {"actions": [op]}


def _runs(game: str, choice: Choice) -> bool:
    """Whether `game`'s engine counts this choice (a rule it lacks — kiseki's 「まで」, a pool smaller
    than the number asked where the rulebook leaves it open — is a scenario it refuses)."""
    try:
        simulate(game, _payload(choice))
    except EngineError:
        return False
    return True


def choice_reread(game: str) -> Callable[[Reading], Reading]:
    """The facts of a choice's words (its instruction, its pool, the number chosen) are the choice's:
    read whole by `choice_plan`; in the clause of the number chosen the choosing verb is the asked act
    (「選ばない」 is the choice of none, not a choice denied)."""

    def reread(reading: Reading) -> Reading:
        choice = read_choice(reading, game) if asked(reading) == "can" else None
        if choice is None or not _runs(game, choice):
            return reading  # a choice the game's rules do not count leaves the words to other plans
        lo, hi = choice.spans[1]
        asked_act = [f for f in reading.facts if lo <= f.start and f.end <= hi
                     and (f.role, f.concept) == (Role.ACTION, "target")][:1]  # fmt: skip
        added: tuple[Fact, ...] = ()
        if not asked_act:
            s, e = choice.act
            added = (Fact(s, e, reading.text[s:e], Role.ACTION, "target", why=_ACT),)
        kept = (Role.ASK, Role.OWNER, Role.TURN, Role.NEUTRAL)

        def one(f: Fact) -> Fact:
            if f in asked_act:
                return dataclasses.replace(f, negated=False, why=_ACT)
            if f.role not in kept and any(s <= f.start and f.end <= e for s, e in choice.spans):
                inst = choice.spans[0]
                worded = inst[0] <= f.start and f.end <= inst[1] and not re.search(r"[0-9]", f.text)
                return dataclasses.replace(
                    f, role=Role.TERM if worded else Role.NEUTRAL, concept="choice", why=_READ
                )
            return f

        facts = tuple(sorted((*(one(f) for f in reading.facts), *added), key=lambda f: (f.start, f.end)))
        return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)

    return reread


_WHERE = {"deck": "デッキ", "hand": "手札", "trash": "トラッシュ", "graveyard": "墓場", "field": "場"}


def choice_plan(game: str) -> Callable[[Reading], BuiltScenario | None]:
    """The plan of `game`: the choice told, run by the engine's `choose` (its clauses per game)."""

    def plan(reading: Reading) -> BuiltScenario | None:
        if asked(reading) != "can" or len(re.findall(r"[??]", reading.text)) > 1:
            return None
        choice = read_choice(reading, game)
        act = asked_action(reading)
        if choice is None or act is None or act.concept != "target":
            return None
        where = _WHERE.get(choice.zone, choice.zone)
        bound = "好きな枚数" if choice.any_number else f"{choice.n}枚{'まで' if choice.up_to else ''}"
        picked = "選ばずに" if choice.chosen == 0 else f"{choice.chosen}枚だけ選んで"

        def head(sim: SimulationResult) -> str:
            can = "できません" if any(e.type == "rejected" for e in sim.events) else "できます"
            return f"{where}から{bound}を選ぶ指示で、{picked}済ませることは{can}"

        notes = (
            *choice.notes,
            "選ぶプレイヤーは効果を解決する自分としています(選べる数はこれによりません)。",
        )
        return BuiltScenario(
            f"{game}.plan.choose",
            _payload(choice),
            story(head, ("chosen", "rejected"), limit=2),
            notes,
            quoted=(choice.spans[0],),
        )

    return plan
