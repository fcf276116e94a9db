"""The reading shared by the selection plans (`onepiece_select`, `sve_select`): whether one card is a legal
choice of a quoted effect's selection condition.

From the question (words in `lexicon/selection.json`, per game): the one quote holding a kind word,
matched whole — its condition (元々/元, a stat compared, a trait, 元々の効果のない, the side, the kind) and
its verb (KO/破壊, 手札に戻す, or only choosing; none when the question's verb outside chooses:
「「元々の効果のないキャラ」として選べる?」); the one card outside the quote — its kind and side, its told
values (元々/元 names the printed one; else the first told is printed and a later one the current value
told), a change an effect made, DON!! given, traits, its effects negated, no text, its evolution; and
an ask at the end (選べる?/使える?/KOできる?/対象になる?). Anything the reading cannot place (two quotes
holding a kind, two sides, three values of one stat) is not planned. `selecting` (a REREAD) makes the
facts of those words the selection's; any other fact stays for the gate to account.
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

from service.answering.reading.model import Fact, Reading, Role
from service.engine.scenario import SimulationResult

_PATH = Path(__file__).resolve().parent.parent / "lexicon" / "selection.json"
_QUOTE = re.compile(r"[「『]([^「」『』]{2,80})[」』]")
_SIDE_WORD = re.compile(r"(相手|自分|こっち|俺|僕|私)の\s*$")
_SIDES = {
    "相手": "opponent",
    "自分": "self",
    "あなた": "self",
    "こっち": "self",
    "俺": "self",
    "僕": "self",
    "私": "self",
}
# a told value marked as the current one: 「今(は)パワー4000」「現在…」「パワー6000になってる」
_NOW_BEFORE = re.compile(r"(?:今|いま|現在)\s*(?:は|の|で)?\s*$")
_NOW_AFTER = re.compile(r"\s*(?:に|まで)?\s*(?:なっ|なる|なり|上が|下が|増え|減っ)")
_READ = "the selection condition of a quoted effect or the card asked about: read by the selection plan"
_ACT = "whether the card can be chosen by the quoted effect: the act a 「選べる?」 asks"


@cache
def lexicon_of(game: str) -> dict[str, Any] | None:
    found: dict[str, Any] | None = json.loads(_PATH.read_text(encoding="utf-8")).get(game)
    return found


@dataclass(frozen=True, slots=True)
class Condition:
    kind: str
    stat: str | None
    printed: bool
    compare: str | None
    value: int | None
    trait: str | None
    no_text: bool
    side: str | None
    effect: str


@dataclass(frozen=True, slots=True)
class Described:
    kind: str
    side: str | None
    printed: dict[str, int]  # stat → the printed value told
    current: dict[str, int]  # stat → a current value told after it
    change: dict[str, int]  # stat → the change an effect made
    don: int
    traits: tuple[str, ...]
    negated: bool
    no_text: bool
    evolved: bool


@dataclass(frozen=True, slots=True)
class Selected:
    condition: Condition
    card: Described
    spans: tuple[tuple[int, int], ...]  # the quote first, then the card's told words
    act: tuple[int, int]


# a count of two or more to choose (「相手のフォロワー2体を選ぶ」「キャラ2枚までを」)
_SEVERAL = re.compile(r"(?<![0-9０-９])(?:[2-9２-９]|二|三|四|五)\s*(?:体|枚|人|つ)")


def _condition(data: dict[str, Any], quote: re.Match[str]) -> Condition | None:
    inside = quote.group(1)
    # a condition names a kind or (ninjaslayer) an attribute alone: 「場の<ニンジャ>を1人選び」
    found = [
        m for m in re.finditer(data["condition"], inside) if m.group("kind") or m.groupdict().get("trait")
    ]
    if len(found) != 1:
        return None
    m = found[0]
    if _SEVERAL.search(inside):
        return None  # 「2体を選ぶ」: how many may be chosen is the choice plans' (choice_told, audit 25c)
    verbs = re.compile("|".join(map(re.escape, data["effects"])))
    # the last verb is what the text does to the chosen (「1人選び、それを殺す」: 殺す)
    verb = ([None, *verbs.finditer(inside, m.end())])[-1]
    rest = inside[m.end() :]
    if not re.match(data["quote_head"], inside[: m.start()]):
        return None
    if not (re.match(data["quote_rest"], rest) if verb else not rest.strip()):
        return None  # more text in the quote than its condition and verb: not all of it would be read
    side = m.group("side")
    if side is None:
        before = re.search(data["side_before"], inside[: m.start()])
        side = before.group("side") if before else None
    groups = m.groupdict()
    stat = data["stats"].get(groups.get("stat") or "")
    return Condition(
        kind=data["kinds"][m.group("kind")] if m.group("kind") else data["default_kind"],
        stat=stat,
        printed=bool(groups.get("printed")) and stat is not None,
        compare=data["compare"][groups.get("cmp") or ""] if stat else None,
        value=int(m.group("n")) if stat else None,
        trait=groups.get("trait"),
        no_text=bool(groups.get("no_text")),
        side=_SIDES.get(side or ""),
        effect=data["effects"][verb.group()] if verb else "choose",
    )


def _values(
    data: dict[str, Any], outside: str, spans: list[tuple[int, int]]
) -> tuple[dict[str, int], ...] | None:
    """(printed, current, change) by stat, from the told values; None when a stat is told three times."""
    card = data["card"]
    taken = [m.span() for m in re.finditer(card["evolve_cost"], outside)] if "evolve_cost" in card else []
    spans.extend(taken)

    def free(m: re.Match[str]) -> bool:
        return not any(s <= m.start() < e for s, e in taken)

    printed: dict[str, int] = {}
    for m in filter(free, re.finditer(card["printed"], outside)):
        if data["stats"][m.group("stat")] in printed:
            return None
        printed[data["stats"][m.group("stat")]] = int(m.group("n"))
        spans.append(m.span())
    told: dict[str, list[int]] = {}
    now: dict[str, list[int]] = {}  # told as the current one (「今パワー4000」「パワー6000になってる」)
    for m in filter(free, re.finditer(card["value"], outside)):
        if any(s <= m.start() < e for s, e in spans):
            continue
        stat = data["stats"][m.group("stat")]
        current_said = _NOW_BEFORE.search(outside, max(0, m.start() - 4), m.start()) or _NOW_AFTER.match(
            outside, m.end()
        )
        (now if current_said else told).setdefault(stat, []).append(int(m.group("n")))
        spans.append(m.span())
    for stat, values in now.items():
        if len(values) > 1 or len(told.get(stat, [])) > 1:
            return None
        if stat not in printed and not told.get(stat):
            return None  # only a current value told: the printed one is not known
        told.setdefault(stat, []).append(values[0])
    current: dict[str, int] = {}
    for stat, values in told.items():
        if len(values) > 2 or (stat in printed and len(values) > 1):
            return None
        if stat in printed:
            current[stat] = values[0]
        else:
            printed[stat] = values[0]
            if len(values) == 2:
                current[stat] = values[1]
    change: dict[str, int] = {}
    # 「攻撃力2のフォロワーが+2されて」: a change with no stat named is the one changeable stat told
    told_stats = {s for s in (*printed, *current) if s != "cost"}
    alone = told_stats.pop() if len(told_stats) == 1 else None
    for m in re.finditer(card["change"], outside):
        named: str | None = data["stats"].get(m.group("stat") or "") or data["change_default"] or alone
        if named is None:
            return None  # 「+2された」 with no stat named and none told or several: not placed
        change[named] = change.get(named, 0) + int(m.group("n"))
        spans.append(m.span())
    for m in re.finditer(card.get("change_pair", r"(?!)"), outside):  # 「+2/+0」: one change to each
        for stat, n in zip(data["pair"], (m.group("n"), m.group("n2")), strict=True):
            change[stat] = change.get(stat, 0) + int(n)
        spans.append(m.span())
    for m in re.finditer(card.get("change_words", r"(?!)"), outside):
        n = int(m.group("n"))
        stat = data["stats"][m.group("stat")]
        change[stat] = change.get(stat, 0) + (-n if m.group("how") in data["lowered"] else n)
        spans.append(m.span())
    return printed, current, change


def _described(data: dict[str, Any], outside: str) -> tuple[Described, list[tuple[int, int]]] | None:
    spans: list[tuple[int, int]] = []
    card = data["card"]

    def found(name: str) -> list[re.Match[str]]:
        ms = list(re.finditer(card[name], outside)) if name in card else []
        spans.extend(m.span() for m in ms)
        return ms

    words = re.compile("|".join(map(re.escape, data["kinds"])))
    kinds = {data["kinds"][m.group()] for m in words.finditer(outside)}
    if len(kinds) != 1:
        return None
    sides = {
        _SIDES[s.group(1)]
        for m in words.finditer(outside)
        for s in [_SIDE_WORD.search(outside, max(0, m.start() - 6), m.start())]
        if s is not None
    }
    values = _values(data, outside, spans)
    dons, traits, gained = found("don"), found("traits"), found("gained")
    if values is None or len(sides) > 1 or len(dons) > 1 or len(traits) > 1:
        return None
    listed = re.findall(r"[^/<>\s]+", traits[0].group(1)) if traits else []  # 「A/B」, 「<A><B>」
    printed, current, change = values
    described = Described(
        kind=kinds.pop(),
        side=sides.pop() if sides else None,
        printed=printed,
        current=current,
        change=change,
        don=int(dons[0].group(1)) if dons else 0,
        traits=tuple(dict.fromkeys([*listed, *(g.group(1) for g in gained)])),
        negated=bool(found("negated")),
        no_text=bool(found("no_text")),
        evolved=bool(found("evolved")),
    )
    return described, spans


def read_selection(reading: Reading, game: str) -> Selected | None:
    data = lexicon_of(game)
    if data is None:
        return None
    text = reading.text
    asked_m = re.search(data["asked"], text)
    if asked_m is None:
        return None
    words = re.compile("|".join(map(re.escape, data["kinds"])))
    attribute = re.compile(r"<[^<>]+>" if "default_kind" in data else r"(?!)")  # 「<ニンジャ>を1人選び」
    quotes = [q for q in _QUOTE.finditer(text) if words.search(q.group(1)) or attribute.search(q.group(1))]
    if len(quotes) != 1:
        return None
    condition = _condition(data, quotes[0])
    if condition is None:
        return None
    start, end = quotes[0].span()
    # the card's words: everything outside the selection's quote (a trait list quoted 「A/B」 stays)
    described = _described(data, text[:start] + " " * (end - start) + text[end:])
    if described is None:
        return None
    card, spans = described
    # the card's side as the reader owns its noun (「選ばれたのは俺のパワー7000のキャラ」), besides 「相手の」
    # right before it
    owners = {f.owner for f in reading.facts if f.role is Role.CARD and not start <= f.start < end}
    sides = {o for o in owners if o in ("self", "opponent")} | ({card.side} if card.side else set())
    if len(sides) > 1:
        return None
    card = dataclasses.replace(card, side=sides.pop() if sides else None)
    return Selected(condition, card, ((start, end), *spans), asked_m.span())


def unplaced(reading: Reading, sel: Selected) -> bool:
    """A keyword or state outside the selection's words (「【威圧】持ち」, 「レスト」): something the
    selection plans do not place — the reading is left to the other plans."""
    start = sel.act[0]
    return any(
        f.role in (Role.KEYWORD, Role.STATE)
        and f.start < start
        and not any(s <= f.start and f.end <= e for s, e in sel.spans)
        for f in reading.facts
    )


def selecting(game: str, usable: Callable[[Selected], object]) -> Callable[[Reading], Reading]:
    """A REREAD: the facts of the selection's words (the quote, the card's told values) are the plan's
    when `usable` plans them; the ask at the end is whether the card can be chosen (the act 'target')."""

    def reread_reading(reading: Reading) -> Reading:
        sel = read_selection(reading, game)
        if sel is None or usable(sel) is None or unplaced(reading, sel):
            return reading  # the reading stays as the other plans read it
        kept = (Role.OWNER, Role.TURN, Role.NEUTRAL)
        quote = sel.spans[0]
        # 「…KOされる?」「KOできる?」 read as the card's fate (destroyed): answered from the run as it is
        fate = any(
            f.role is Role.ASK and f.concept == "destroyed" and sel.act[0] <= f.start for f in reading.facts
        )

        def reread(f: Fact) -> Fact:
            if sel.act[0] <= f.start and f.end <= sel.act[1] + 1 and not fate:
                if f.role is Role.ASK:
                    return dataclasses.replace(f, concept="can", why=_ACT)
                if f.role is Role.ACTION:
                    return dataclasses.replace(f, concept="target", why=_ACT)
                return f
            if sel.act[0] <= f.start and fate:
                return f
            if f.role not in kept and any(s <= f.start and f.end <= e for s, e in sel.spans):
                inside = quote[0] < f.start and f.end < quote[1] and not re.search(r"[0-9]", f.text)
                role = Role.TERM if inside else Role.NEUTRAL
                return dataclasses.replace(f, role=role, concept="selection", why=_READ)
            return f

        facts = [reread(f) for f in reading.facts]
        # the quote whole is the condition the payload's `select` holds; a told value's words are read
        text = reading.text
        facts.append(Fact(quote[0], quote[1], text[quote[0] : quote[1]], Role.MODIFIER, "select", why=_READ))
        facts += [Fact(s, e, text[s:e], Role.NEUTRAL, "selection", why=_READ) for s, e in sel.spans[1:]]
        start, end = sel.act
        if not fate and not any(
            f.role is Role.ACTION and f.concept == "target" and f.start >= start for f in facts
        ):
            facts.append(Fact(start, end, text[start:end], Role.ACTION, "target", why=_ACT))
        if not any(f.role is Role.ASK for f in facts):
            facts.append(Fact(start, end, text[start:end], Role.ASK, "can", why=_ACT))
        out = tuple(sorted(facts, key=lambda f: (f.start, f.end)))
        return reading if out == reading.facts else dataclasses.replace(reading, facts=out)

    return reread_reading


def select_spec(cond: Condition) -> dict[str, Any]:
    """The engine's `select` of a condition (service/engine/effects.Selection)."""
    select: dict[str, Any] = {"kind": cond.kind}
    if cond.stat is not None:
        select |= {"stat": cond.stat, "printed": cond.printed, "compare": cond.compare, "value": cond.value}
    if cond.trait is not None:
        select["trait"] = cond.trait
    if cond.no_text:
        select["no_text"] = True
    return select


def chosen_action(cond: Condition, target: dict[str, Any]) -> dict[str, Any]:
    """The quoted effect's action on `target`, its selection condition for the engine to check."""
    return {
        "type": "effect",
        "effect": cond.effect,
        "target": target,
        "select": select_spec(cond),
        "controller": "player1",
    }


def chosen_head(effect: str, destroyed: str, noun: str = "カード") -> Callable[[SimulationResult], str]:
    """The conclusion's head: whether the card meets the condition, and what the effect did to it
    (`destroyed`: the game's word — KOされます, 破壊されます, 殺されます)."""
    verb = {
        "destroy": f"選べて、{destroyed}",
        "return_to_hand": "選べて、持ち主の手札に戻ります",
        "choose": "選べます",
    }[effect]

    def head(sim: SimulationResult) -> str:
        # the one effect refused (a refused evolve before it withholds the verdict: `verdict.cascade`)
        if any(e.type == "rejected" for e in sim.events):
            return f"その効果の条件を満たさないので、その{noun}は選べません"
        return f"その効果の条件を満たすので、その{noun}を{verb}"

    return head
