"""Setting an アディション (10.1): can an [アディション:○○] be set on the card the question names —
the asker's or the opponent's (10.1.2: any card on either field that can legally take it)?

From the reading: the addition card and the ○○ it names, the card it is set on (the last
J/リゾネイター or J/ルーラー named before the asked 「つける」, with its owner), each player's stated
count of cards on the field, and the zone the addition comes from.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import (
    WORD,
    acts_only,
    asked,
    built,
    clause_before,
    last_word,
    of,
    quoted,
    seats,
)
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

# the ○○ of [アディション:○○] as written → the engine's attach kind (10.1.2)
_ATTACH = {"J/リゾネイター": "J/リゾネイター", "リゾネイター": "リゾネイター", "J/ルーラー": "Jルーラー",
           "Jルーラー": "Jルーラー", "フィールド": "フィールド"}  # fmt: skip
_FROM = {"墓地": "graveyard", "手札": "hand", "除外": "removed"}
_HOSTS = ("resonator", "ruler")


def _attach_kind(card: Fact) -> str | None:
    m = re.search(r"[::]\s*(.+)$", card.text)
    return _ATTACH.get(m.group(1).strip()) if m else None


def _host(reading: Reading, attach: Fact) -> Fact | None:
    """The last J/リゾネイター or J/ルーラー named in the sentence before the asked 「つける」."""
    start, _ = clause_before(reading, attach)
    named = [f for f in of(reading, Role.CARD, *_HOSTS) if start <= f.start and f.end <= attach.start]
    if not named or (named[-1].concept == "ruler" and not named[-1].text.startswith("J")):
        return None
    return named[-1]


# 「どのリゾネイターに付けられる?」「どれに設置できる?」: which host is asked, a set no yes/no names
# (fow audit 11c: 'yes' had been stated); not 「どっちの場にも」「どちらにも」, a count told of both
_WHICH = re.compile(r"(?:どの|どれ|どっち|どちら)(?!\s*(?:の場)?\s*(?:に|で)?\s*も)[^。?？]*[?？]")


def addition_host(reading: Reading) -> BuiltScenario | None:
    if _WHICH.search(reading.text):
        return None
    ask = asked(reading, "can")
    additions = of(reading, Role.CARD, "addition")
    attaches = [f for f in of(reading, Role.ACTION, "attach") if not f.negated]
    if ask is None or len(additions) != 1 or not attaches or not acts_only(reading, "attach", "play"):
        return None
    kind = _attach_kind(additions[0])
    host = _host(reading, attaches[-1])
    if kind is None or host is None:
        return None
    me = seats(reading)
    notes: list[str] = []
    owner = host.owner or "self"
    if host.owner is None:
        notes.append("持ち主の書かれていない設置先のカードは自分の場にあるものとしています。")
    host_kind = "j_ruler" if host.concept == "ruler" else "resonator"
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": []}
    counts = {(f.owner or "self"): f.value for f in of(reading, Role.QUANTITY, "field_count")}
    for side in ("self", "opponent"):
        n = counts.get(side)
        n = int(n) if isinstance(n, int) else (1 if side == owner else 0)
        cards = [{"id": f"{me[side]}-field-{i + 1}", "name": "リゾネイター"} for i in range(n)]
        if side == owner and host_kind == "j_ruler":
            cards.insert(0, {"id": f"{me[side]}-host", "name": "J/ルーラー", "kind": "j_ruler"})
        if side == owner and not cards:
            return None  # 「相手の場に0体」 and still 「相手のリゾネイターにつける」: not one situation
        if cards:
            payload[me[side]]["field"] = cards
    target = payload[me[owner]]["field"][0]["id"]
    start, end = clause_before(reading, additions[0])
    where = last_word(reading, _FROM, start, additions[0].start) or "手札"
    if where == "手札" and "手札" not in reading.text[start:end]:
        notes.append(
            "アディションがある領域は指定がないので手札としています(設置できるかは領域によりません)。"
        )
    spec = {"id": "a", "name": "アディション", "kind": "addition", "defense": None, "attach": kind}
    payload[me["self"]][_FROM[where]] = [spec]
    payload["operations"].append(
        {"kind": "set_addition", "player": me["self"], "card": "a", "target": target}
    )
    name = "J/ルーラー" if host_kind == "j_ruler" else "リゾネイター"

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"{WORD[owner]}の{name}には[アディション:{kind}]を設置できません"
        return f"{WORD[owner]}の{name}に[アディション:{kind}]を設置できます"

    return built("addition", payload, head, notes, me["self"])


# 「(設置を禁止する効果とかは無し)」「設置禁止とかはついてない」: no effect forbids setting it (10.1.2)
_NOT_FORBIDDEN = re.compile(
    r"\s*(?:を)?\s*禁止(?:する|の)?\s*(?:効果)?\s*(?:とか|など|なんか)?\s*(?:は|が|も)?\s*"
    r"(?:無し|なし|無い|ない|ついてな|ついていな|付いてな|かかってな)"
)
_FREE = "no effect forbidding an addition to be set: every host counted can legally take it (10.1.2)"
_PICKED = re.compile(r"[\]」』]\s*を\s*$")  # 「[アディション:J/リゾネイター]を選んだ」
_ENTERS = re.compile(r"場に出")
# between the 設置/付け and the entry asked: 「設置された状態で」「付けて」「設置して」
_WITH_ENTRY = re.compile(r"\s*(?:され|し)?\s*(?:た\s*状態\s*で|て)?\s*")
_PICK_WHY = "how the addition enters, asked with the entry, or the addition the effect picks: no act (10.1.2)"


def unforbidden(reading: Reading) -> Reading:
    """「設置禁止とかはついてない」: the 設置 of a forbidding effect denied is no act — the hosts are free
    (read as an act, no plan scripting one addition entering took it). 「[アディション:…]を選んだ」: the
    addition the effect picks, no act; 「…に設置された状態で場に出られる?」「付けて場に出せる?」: how it
    enters, asked with the entry (10.1.2), no act of its own."""
    entering = [f for f in of(reading, Role.ACTION, "play") if _ENTERS.search(f.text)]

    def reread(f: Fact) -> Fact:
        if f.role is not Role.ACTION:
            return f
        if f.concept == "attach" and _NOT_FORBIDDEN.match(reading.text, f.end):
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="not_forbidden", why=_FREE)
        if (
            f.concept == "target"
            and _PICKED.search(reading.text, max(0, f.start - 3), f.start)
            and any(a.end <= f.start for a in of(reading, Role.CARD, "addition"))
        ):
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="addition_picked", why=_PICK_WHY)
        if f.concept == "attach" and any(
            _WITH_ENTRY.fullmatch(reading.text, f.end, p.start) for p in entering if p.start >= f.end
        ):
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="entry_asked", why=_PICK_WHY)
        return f

    facts = tuple(reread(f) for f in reading.facts)
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def _nowhere(reading: Reading, count: Fact) -> bool:
    """「場にリゾネイターが1体もいない」 in a question that names no player at all: no field holds one —
    the count of none is both players' (a count with a player, or any player named, is not)."""
    return (
        count.value == 0
        and count.owner is None
        and not any(quoted(reading, o) is None for o in of(reading, Role.OWNER))  # card text's あなた aside
        and re.search(r"(?:場|フィールド)に(?:は|も)?\s*$", reading.text[: count.start]) is not None
    )


# 「「あなたの墓地からアディション1枚を場に出す」で」: the effect that puts it, given as its text
_EFFECT_QUOTED = re.compile(r"[「『][^「」『』]*場に出す[」』]\s*(?:で|を使|を解決|の効果)")
# 「場にはどっちにも」「両方の場に」「お互いに」: both players' fields, with no player word
_EITHER = re.compile(
    r"(?:どっち|どちら|両方|両者|双方|お互い)\s*(?:の\s*(?:場|フィールド))?\s*(?:に|と)?\s*も"
)


def _hosts_told(reading: Reading) -> dict[str, int] | None:
    """Each player's stated count of J/リゾネイター on the field; 「自分の場にも相手の場にも…1体も
    いない」 (a count of none whose clause names both players, each with も) is both players'."""
    counts: dict[str, int] = {}
    for f in of(reading, Role.QUANTITY, "field_count"):
        if not isinstance(f.value, int):
            return None
        start, _ = clause_before(reading, f)
        both = [o for o in of(reading, Role.OWNER) if start <= o.start and o.end <= f.start
                and re.match(r"の(?:場|フィールド)にも", reading.text[o.end :])]  # fmt: skip
        sides = {o.owner for o in both} if f.value == 0 and len(both) == 2 else {f.owner or "self"}
        if (
            f.owner == "both"
            or _nowhere(reading, f)
            or (f.owner is None and _EITHER.search(reading.text, start, f.start))
        ):
            sides = {
                "self",
                "opponent",
            }  # 「お互いの場に…」「場にはどっちにも…1体もいない」: each player's count
        for side in sides:
            if side not in WORD or counts.get(str(side), f.value) != f.value:
                return None
            counts[str(side)] = f.value
    return counts


def addition_enters(reading: Reading) -> BuiltScenario | None:
    if _WHICH.search(reading.text):
        return None
    """An [アディション:○○] an effect puts onto the field (「効果で場に出す」, not set on a named card
    nor played through the chase): 10.1.2 sets it
    on a card of either field that can legally take it — one no other effect forbids
    (「アディションを設置できない」) — or it stays in the area it is in. Both players' counts of
    J/リゾネイター are needed; the forbidding effect is on the one card counted."""
    if asked(reading, "can") is None or not acts_only(reading, "play"):
        return None
    kinds = {_attach_kind(a) for a in of(reading, Role.CARD, "addition") if ":" in a.text or ":" in a.text}
    counts = _hosts_told(reading)
    if len(kinds) != 1 or None in kinds or counts is None or set(counts) != {"self", "opponent"}:
        return None
    kind = str(kinds.pop())
    told = of(reading, Role.CARD, "ruler", "resonator")
    if kind not in ("リゾネイター", "J/リゾネイター") or any(counts.get(str(f.owner)) != 1 for f in told):
        return None  # a J/ルーラー host, or a resonator told beyond the one counted: not planned
    by_effect = any(f.concept in ("effect", "cause") and "効果" in f.text for f in reading.facts)
    if not by_effect and not _EFFECT_QUOTED.search(reading.text):
        return None  # played from the hand it goes through the chase (10.1.1), not 10.1.2
    if (
        kind == "J/リゾネイター"
        and not sum(counts.values())
        and any(not f.text.startswith("J") for f in of(reading, Role.QUANTITY, "field_count"))
    ):
        return None  # 「リゾネイターが1体もいない」 leaves a J untold: it could take a J/リゾネイター
    forbidden = of(reading, Role.KEYWORD, "アディションを設置できない")
    others = [k for k in of(reading, Role.KEYWORD) if k not in forbidden]
    if others or (forbidden and sum(counts.values()) != 1):
        return None  # which of several cards the forbidding effect is on is not said
    me = seats(reading)
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": []}
    for side, n in counts.items():
        cards: list[dict[str, Any]] = [
            {"id": f"{me[side]}-field-{i + 1}", "name": "リゾネイター"} for i in range(n)
        ]
        for card in cards if forbidden else []:
            card["keywords"] = ["アディションを設置できない"]
        payload[me[side]]["field"] = cards  # 「1体もいない」: an empty field, as told
    where = last_word(reading, _FROM, 0, len(reading.text))
    notes = (
        []
        if where
        else ["アディションがある領域は指定がないので手札としています(場に出るかは領域によりません)。"]
    )
    if any(_nowhere(reading, f) for f in of(reading, Role.QUANTITY, "field_count")):
        notes.append("持ち主を言わずに「場に1体もいない」とあるので、どちらの場にもいないものとしています。")
    spec = {"id": "a", "name": "アディション", "kind": "addition", "defense": None, "attach": kind}
    payload[me["self"]][_FROM[where or "手札"]] = [spec]
    payload["operations"].append({"kind": "set_addition", "player": me["self"], "card": "a"})

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            where_now = "今の領域にとどまります"
            return f"[アディション:{kind}]を適正に設置できるカードが場にないため場に出せず、{where_now}"
        return f"[アディション:{kind}]は、適正に設置できるカードに設置された状態で場に出ます"

    return built("addition_enters", payload, head, notes, me["self"])
