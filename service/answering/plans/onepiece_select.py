"""Whether one card is a legal choice of a quoted effect's selection condition (8-4-4):
「「元々のパワー5000以下の相手のキャラ1枚をKOする」効果。相手のキャラは元々パワー6000で、今は-2000されて
パワー4000。KOできる?」 (no: 元々 is the printed number, 4-9-2); 「「相手のキャラ1枚をKOする」って効果、相手
のリーダーに使える?」 (no: 「キャラ」 is never the leader, 2-2-4-1); 「コスト2のキャラがコスト-3されてる。
「コスト0のキャラを1枚選び」で選べる?」 (yes: 1-3-6); 「《麦わらの一味》」 and 特徴「超新星/麦わらの一味」
(yes: 2-4-2); 「元々の効果のない」 and a card whose effects are negated (no: 8-2-2).


From the question (words in `lexicon/selection.json`): the one quote holding a kind word and a choosing
verb — its condition (元々, a power or cost compared, a trait, 元々の効果のない, the kind) and its verb
(KO, 手札に戻す, or only choosing); the one card outside the quotes — its kind, printed power and cost,
a power or cost change, DON!! given, traits, its effects negated or no text; and an ask at the end
(選べる?/使える?/KOできる?/対象になる?). A value the condition compares that the question does not tell,
a current power told that the told change does not give, or a card of the other side than the quote's
is not planned. The facts of those words are the selection's (`selecting`, a REREAD); any other fact
stays for the gate to account.
"""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

_DATA = json.loads(
    (Path(__file__).resolve().parent.parent / "lexicon" / "selection.json").read_text(encoding="utf-8")
)["onepiece"]
_QUOTE = re.compile(r"[「『]([^「」『』]{2,80})[」』]")
_CONDITION = re.compile(_DATA["condition"])
_SIDE_BEFORE = re.compile(_DATA["side_before"])
_QUOTE_HEAD = re.compile(_DATA["quote_head"])
_QUOTE_REST = re.compile(_DATA["quote_rest"])
_ASKED = re.compile(_DATA["asked"])
_CARD = {k: re.compile(v) for k, v in _DATA["card"].items()}
_VERBS = re.compile("|".join(map(re.escape, _DATA["effects"])))
_KIND_WORD = re.compile("|".join(map(re.escape, _DATA["kinds"])))
_SIDE_WORD = re.compile(r"(相手|自分|こっち|俺|僕|私)の\s*$")
_READ = (
    "the selection condition of a quoted effect or the card asked about: read by the selection plan (8-4-4)"
)
_ACT = "whether the card can be chosen by the quoted effect (8-4-4): the act a 「選べる?」 asks"
_SIDES = {"相手": "opponent", "自分": "self", "こっち": "self", "俺": "self", "僕": "self", "私": "self"}


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
    power: int | None
    current: int | None  # a current power told after a change
    change: int
    don: int
    cost: int | None
    cost_change: int
    traits: tuple[str, ...]
    negated: bool
    no_text: bool


@dataclass(frozen=True, slots=True)
class Selected:
    condition: Condition
    card: Described
    spans: tuple[tuple[int, int], ...]
    act: tuple[int, int]


def _condition(quote: re.Match[str]) -> tuple[Condition, tuple[int, int]] | None:
    inside = quote.group(1)
    found = list(_CONDITION.finditer(inside))
    if len(found) != 1:
        return None
    m = found[0]
    verb = _VERBS.search(inside, m.end())
    rest = inside[m.end() :]
    # 「「元々の効果のないキャラ」として選べる?」: the condition alone, the choosing verb outside it
    if not _QUOTE_HEAD.match(inside[: m.start()]) or not (
        _QUOTE_REST.match(rest) if verb else not rest.strip()
    ):
        return None  # more text in the quote than its condition and verb: not all of it would be read
    side = m.group("side")
    if side is None:
        before = _SIDE_BEFORE.search(inside, 0, m.start())
        side = before.group("side") if before else None
    stat = {"パワー": "power", "コスト": "cost"}.get(m.group("stat") or "")
    compare = _DATA["compare"][m.group("cmp") or ""] if stat else None
    condition = Condition(
        kind=_DATA["kinds"][m.group("kind")],
        stat=stat,
        printed=bool(m.group("printed")) and stat is not None,
        compare=compare,
        value=int(m.group("n")) if stat else None,
        trait=m.group("trait"),
        no_text=bool(m.group("no_text")),
        side=_SIDES.get(side or ""),
        effect=_DATA["effects"][verb.group()] if verb else "choose",
    )
    return condition, (quote.start(), quote.end())


def _described(outside: str) -> tuple[Described, list[tuple[int, int]]] | None:
    spans: list[tuple[int, int]] = []

    def found(name: str) -> list[re.Match[str]]:
        ms = list(_CARD[name].finditer(outside))
        spans.extend(m.span() for m in ms)
        return ms

    kinds = {_DATA["kinds"][m.group()] for m in _KIND_WORD.finditer(outside)}
    if len(kinds) != 1:
        return None
    kind = kinds.pop()
    sides = {
        _SIDES[s.group(1)]
        for m in _KIND_WORD.finditer(outside)
        for s in [_SIDE_WORD.search(outside, max(0, m.start() - 6), m.start())]
        if s is not None
    }
    if len(sides) > 1:
        return None
    printed_power = found("printed_power")
    powers = [m for m in found("power") if not any(p.start() <= m.start() < p.end() for p in printed_power)]
    changes, dons = found("power_change"), found("don")
    change = sum(int(m.group(1)) for m in changes)
    if printed_power:
        power: int | None = int(printed_power[0].group(1))
        current = int(powers[-1].group(1)) if powers else None
    elif powers:
        power = int(powers[0].group(1))
        current = int(powers[-1].group(1)) if len(powers) > 1 else None
    else:
        power = current = None
    if len(printed_power) > 1 or len(powers) > 2 or len(dons) > 1:
        return None
    costs = [m for m in found("printed_cost")]
    cost_changes = found("cost_change")
    cost_change = 0
    for m in cost_changes:
        if m.group(1):
            cost_change += int(m.group(1))
        else:
            n = int(m.group(2))
            cost_change += -n if m.group(3) in _DATA["lowered"] else n
    costs = [m for m in costs if not any(c.start() <= m.start() < c.end() for c in cost_changes)]
    if len(costs) > 1:
        return None
    traits = found("traits")
    if len(traits) > 1:
        return None
    return (
        Described(
            kind=kind,
            side=sides.pop() if sides else None,
            power=power,
            current=current,
            change=change,
            don=int(dons[0].group(1)) if dons else 0,
            cost=int(costs[0].group(1)) if costs else None,
            cost_change=cost_change,
            traits=tuple(t.strip() for t in traits[0].group(1).split("/")) if traits else (),
            negated=bool(found("negated")),
            no_text=bool(found("no_text")),
        ),
        spans,
    )


def read_selection(reading: Reading) -> Selected | None:
    text = reading.text
    asked_m = _ASKED.search(text)
    if asked_m is None:
        return None
    quotes = [q for q in _QUOTE.finditer(text) if _KIND_WORD.search(q.group(1))]
    if len(quotes) != 1:
        return None
    read = _condition(quotes[0])
    if read is None:
        return None
    condition, quote_span = read
    # the card's words: everything outside the selection's quote (a trait list quoted 「A/B」 stays)
    outside = text[: quote_span[0]] + " " * (quote_span[1] - quote_span[0]) + text[quote_span[1] :]
    described = _described(outside)
    if described is None:
        return None
    card, spans = described
    return Selected(condition, card, (quote_span, *spans), asked_m.span())


def _usable(sel: Selected) -> str | None:
    """The card's side when the told facts decide the condition, else None (not planned)."""
    cond, card = sel.condition, sel.card
    if card.side and cond.side and card.side != cond.side:
        return None  # the card of the other side than the text chooses: the side is not checked here
    if cond.stat == "power" and card.power is None:
        return None
    if cond.stat == "cost" and card.kind == "character" and card.cost is None:
        return None
    if cond.trait is not None and not card.traits:
        return None
    if cond.no_text and not (card.negated or card.no_text):
        return None
    if card.kind == "leader" and (card.cost is not None or card.cost_change or card.traits):
        return None  # a leader's told cost or traits: not modelled on the leader spec
    side = card.side or cond.side or "self"
    if card.current is not None and card.power is not None:
        don = 1000 * card.don if side == "self" else 0  # 6-5-5-2: on its owner's turn only
        if card.power + card.change + don != card.current:
            return None
    return side


def selection(reading: Reading) -> BuiltScenario | None:
    sel = read_selection(reading)
    if sel is None:
        return None
    side = _usable(sel)
    if side is None:
        return None
    cond, card = sel.condition, sel.card
    seat = "player1" if side == "self" else "player2"
    select: dict[str, Any] = {"kind": cond.kind}
    if cond.stat is not None:
        select |= {"stat": cond.stat, "printed": cond.printed, "compare": cond.compare, "value": cond.value}
    if cond.trait is not None:
        select["trait"] = cond.trait
    if cond.no_text:
        select["no_text"] = True
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    actions: list[dict[str, Any]] = []
    if card.kind == "leader":
        if card.power is not None:
            players[seat]["leader"] = {"power": card.power, "don": card.don}
        target: dict[str, Any] = {"player": seat}
    else:
        spec: dict[str, Any] = {
            "id": "c1",
            "name": "そのキャラ",
            "power": card.power or 5000,
            "don": card.don,
        }
        spec |= {"cost": card.cost} if card.cost is not None else {}
        spec |= {"cost_change": card.cost_change} if card.cost_change else {}
        spec |= {"traits": list(card.traits)} if card.traits else {}
        spec |= {k: True for k in ("negated", "no_text") if getattr(card, k)}
        players[seat]["characters"] = [spec]
        target = {"card": "c1"}
    if card.change:
        actions.append(
            {"type": "effect", "effect": "modify", "stats": {"power": card.change}, "target": target}
        )
    actions.append({"type": "effect", "effect": cond.effect, "target": target, "select": select,
                    "controller": "player1"})  # fmt: skip
    payload = {**players, "actions": actions}
    verb = {"destroy": "選んでKOできます", "return_to_hand": "選んで手札に戻せます", "choose": "選べます"}[
        cond.effect
    ]

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return "その効果の条件を満たさないので、そのカードは選べません"
        return f"その効果の条件を満たすので、そのカードを{verb}"

    notes = ["効果を使うのは自分としています(選べるかはこれによりません)。"]
    return BuiltScenario("onepiece.plan.select", payload, tell(head), tuple(notes))


def selecting(reading: Reading) -> Reading:
    """The facts of the selection's words (the quote, the card's told values) are the selection plan's;
    the ask at the end is whether the card can be chosen (the act 'target')."""
    sel = read_selection(reading)
    if sel is None or _usable(sel) is None:
        return reading
    kept = (Role.OWNER, Role.TURN, Role.NEUTRAL)
    quote = sel.spans[0]

    def reread(f: Fact) -> Fact:
        if sel.act[0] <= f.start and f.end <= sel.act[1] + 1:
            if f.role is Role.ASK:
                return dataclasses.replace(f, concept="can", why=_ACT)
            if f.role is Role.ACTION:
                return dataclasses.replace(f, concept="target", why=_ACT)
            return f
        if f.role not in kept and any(s <= f.start and f.end <= e for s, e in sel.spans):
            inside = quote[0] < f.start and f.end < quote[1] and not re.search(r"[0-9]", f.text)
            return dataclasses.replace(
                f, role=Role.TERM if inside else Role.NEUTRAL, concept="selection", why=_READ
            )
        return f

    facts = [reread(f) for f in reading.facts]
    # each span read whole (the quote matched to its end, a told value): its words are the plan's
    # the quote whole is the condition the payload's `select` holds; a told value's words are read
    facts.append(
        Fact(quote[0], quote[1], reading.text[quote[0] : quote[1]], Role.MODIFIER, "select", why=_READ)
    )
    facts += [Fact(s, e, reading.text[s:e], Role.NEUTRAL, "selection", why=_READ) for s, e in sel.spans[1:]]
    if not any(f.role is Role.ACTION and f.concept == "target" and f.start >= sel.act[0] for f in facts):
        start, end = sel.act
        facts.append(Fact(start, end, reading.text[start:end], Role.ACTION, "target", why=_ACT))
    if not any(f.role is Role.ASK for f in facts):
        start, end = sel.act
        facts.append(Fact(start, end, reading.text[start:end], Role.ASK, "can", why=_ACT))
    out = tuple(sorted(facts, key=lambda f: (f.start, f.end)))
    return reading if out == reading.facts else dataclasses.replace(reading, facts=out)
