"""The Shadowverse Evolve attack plans' conclusion (`plans/sve_attack.py`; also `sve_attack_many`,
`sve_steal`): which leader's 体力 the asking sentence names, and the told result of the fight — the
destroyed followers, the leaders' 体力, a game that ended, a can ask answered first.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from service.answering.plans.sve_read import game_over
from service.answering.reading.model import Reading, Role
from service.engine.scenario import SimulationResult

# 「殴ったあとは?」「攻撃後はいくつ?」「攻撃された後は何点?」: an asking sentence that is only the time after
# the act; 「殴る前の相手リーダーの体力は9」: an earlier sentence telling a 体力 at the time before it
_AFTER_ONLY = re.compile(
    r"\s*[^\s。??、]{0,6}?(?:た|る|の)?\s*(?:あと|後)\s*(?:は|って|に)?\s*[^。??、]{0,6}[??]"
)
_BEFORE_HEALTH = re.compile(
    r"(?:前|まえ)(?!\s*の?\s*ターン)[^。??]*体力|体力[^。??]*(?:前|まえ)(?!\s*の?\s*ターン)"
)


def _asking_span(reading: Reading) -> tuple[int, int]:
    """The span the asked 体力 is named in: the asking sentence; or, when that sentence is only the time
    after the act (「殴ったあとは?」), the last earlier sentence that told a 体力 at the time before it
    (「殴る前の相手リーダーの体力は9。」) — the 体力 asked is that one, now (audit 28e, sve-ba-19)."""
    ask = reading.asks()
    at = ask[-1].start if ask else len(reading.text)
    text = reading.text
    start = max(text.rfind(c, 0, at) for c in "。??") + 1
    if start == 0 or not _AFTER_ONLY.fullmatch(text, start, (ask[-1].end + 1) if ask else len(text)):
        return start, at
    if any(start <= f.start < at for f in reading.of(Role.CARD, Role.OWNER, Role.STAT)):
        return start, at
    ends = [i for i, c in enumerate(text[:start]) if c in "。??"]
    for end in reversed(ends):
        begin = max(text.rfind(c, 0, end) for c in "。??") + 1
        if _BEFORE_HEALTH.search(text, begin, end):
            return begin, end
    return start, at


def asked_leader(reading: Reading, seat: Mapping[str, str]) -> str:
    """The seat whose leader the asking sentence names last (「自分のリーダーの体力はいくつ?」), told
    first: the verdict reads the first 体力 of the conclusion; else player1."""
    start, at = _asking_span(reading)
    # 「相手のリーダーを攻撃すると、自分の体力はいくつ?」: an owner word after the last leader named (its
    # 体力 asked with the leader left out) names the leader too
    named = [
        f.owner for f in sorted(reading.facts, key=lambda f: f.start)
        if start <= f.start < at and f.owner in seat
        and ((f.role is Role.CARD and f.concept == "leader") or f.role is Role.OWNER)
    ]  # fmt: skip
    return seat[named[-1]] if named and named[-1] is not None else "player1"


def names_a_leader(reading: Reading) -> bool:
    """The asking sentence names a leader or its 体力 (「自分のリーダーの体力は?」「体力いくつ?」); a bare
    「攻撃の後は何になる?」 in a sentence of its own names no quantity the verdict could read (unless an
    earlier sentence told the 体力 before the act, `_asking_span`)."""
    ask = reading.asks()
    start, at = _asking_span(reading)
    if "体力" in reading.text[start : ask[-1].end if ask and at == ask[-1].start else at]:
        return True  # 「相手の体力は?」「相手の体力はいくつ?」: the word, in the ask's own words or not
    return any(
        start <= f.start < at and ((f.role is Role.CARD and f.concept == "leader") or f.concept == "health")
        for f in reading.facts
    )


def asks_a_leader(reading: Reading) -> bool:
    """「自分のリーダー体力は12だったんだけど、このバトルの後いくつ?」: a fight between followers whose
    asked number is a leader's 体力 — the asking sentence names a leader (and no follower after it)."""
    start, at = _asking_span(reading)
    # 「横向きの相手フォロワーを殴ったら、体力12の俺のリーダーはいくつになる?」: the fight told in the asking
    # sentence names its own cards before its verb; the ones after it are the asked
    fought = [
        f.end
        for f in reading.of(Role.ACTION)
        if f.concept in ("attack", "attacked") and start <= f.start < at
    ]
    cards = [f for f in reading.of(Role.CARD) if start <= f.start < at]
    cards = [f for f in cards if f.start >= max(fought, default=start)] or cards
    return bool(cards) and all(f.concept == "leader" for f in cards)


def fight_head(
    sim: SimulationResult,
    me: str,
    first: str = "player1",
    told: frozenset[str] | None = None,
    fates: bool = True,
) -> str:
    """The fight's result and the leaders' 体力 — with `told`, only those seats' (a 体力 the question never
    gives is the engine's 20, no value to state: 「自分のリーダーの体力は20」 had been said, audit 9); without
    `fates`, no follower's fate (a leader's 体力 asked after a fight whose untold 体力 the run assumed:
    「どちらのフォロワーも破壊されません」 had opened the conclusion, audit 12b)."""
    if any(e.type in ("rejected", "cannot_attack") for e in sim.events):
        return "その攻撃はできません"
    over = game_over(sim, me)
    removed = [
        e for e in sim.events
        if e.type == "move" and e.data.get("from_zone") == "field" and e.data.get("to_zone") == "graveyard"
    ]  # fmt: skip
    fated = (
        "、".join(
            # 【必殺】 destroys with no damage dealt (12.14.2.1): the reason is what such a question asks
            f"{e.data.get('name')}は破壊されます(【必殺】を持つフォロワーと交戦したため、11.3.2)"
            if "11.3.2" in e.rules
            else f"{e.data.get('name')}は破壊されます"
            for e in removed
        )
        or "どちらのフォロワーも破壊されません"
    )
    healths = []
    for seat in (first, "player2" if first == "player1" else "player1"):
        if told is not None and seat not in told:
            continue
        who = "自分" if seat == me else "相手"
        healths.append(f"{who}のリーダーの体力は{sim.counter(seat, 'health')}")
    # 「必殺持ちで相手のリーダーを攻撃したら?」: the damage is the run's, the 体力 left is not told (the
    # engine's 20 is no value to state, audit 9)
    hit = [
        f"{'自分' if seat == me else '相手'}リーダーに{leader_dealt(sim, seat)}ダメージを与えます"
        f"({'自分' if seat == me else '相手'}リーダーの体力は書かれていません)"
        for seat in ("player2", "player1")
        if told is not None and seat not in told and leader_dealt(sim, seat)
    ]
    fought = any(e.data.get("target") not in (None, "player1-leader", "player2-leader") for e in sim.events
                 if e.type == "attack")  # fmt: skip
    said = "。".join(([f"{'、'.join(healths)}になります"] if healths else []) + hit)
    head = "。".join(p for p in (fated if fought and fates else "", said) if p)
    return f"{head}。{over}" if over and head else (over or head)


def leader_dealt(sim: SimulationResult, seat: str) -> int:
    """The damage an attack dealt to `seat`'s leader (8.4.9, 5.13.1)."""
    hits = [e for e in sim.events if e.type == "attack" and e.data.get("target") == f"{seat}-leader"]
    return -sum(
        int(e.data.get("delta") or 0)
        for e in sim.events
        if hits and e.type == "counter" and e.data.get("player") == seat and e.data.get("key") == "health"
        and int(e.data.get("delta") or 0) < 0
    )  # fmt: skip


def can_first(head: str, kind: str | None, defaults: list[str]) -> str:
    """A can ask is answered first (「攻撃できます」); the fight's result follows only when no 攻撃力・
    体力 is the plan's own default (an unstated 0/99 is no told 「どちらも破壊されません」)."""
    if head.startswith("その攻撃はできません") and kind == "winner":
        return f"{head}。まだ勝者はいません"  # 「突っ込めばリーサル?」: the refused attack ends no game
    if kind != "can" or head.startswith("その攻撃はできません"):
        return head
    return "攻撃できます" if defaults else f"攻撃できます。{head}"
