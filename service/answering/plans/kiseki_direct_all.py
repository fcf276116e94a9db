"""軌跡 TCG plan: may the asker's UNIT attack the opponent directly when the opponent's N UNITs are all
told in one state — 「相手のUNITは3体ともアクション状態(スタンはしてない)」「相手の場はUNIT1体だけで、
そいつは攻撃してきたから今アクション状態」. A player is chosen as the attack target only when no UNIT
can be (803.5b, 803.6h); an acted UNIT can be (803.5a-1 excludes only a stunned one), so acted UNITs
keep the attack off the player, stunned ones do not.

Built from the reading: the opponent's UNIT count (「UNITは3体」「UNIT1体だけ」), the states said of
them outside the asking sentence (for more than one UNIT, with a word for all of them: 「3体とも」
「全部」「両方」), the asker's one attacking UNIT with its told STR/DEF (they do not decide the target,
named in the notes) and the attack on the player (本体/プレイヤー/直接) asked. An attack told only as
why the opponent's UNITs are acted (「殴ってきたから」) is no act of the question; a restatement in the
asking sentence (「寝てるUNITしかいないなら」) is the same state. Icons (【暗躍】【ヘイト】), a stat of the
opponent's UNITs or anything else is another plan's (`kiseki_field`, `kiseki_aim`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_verdict import Plan, battle_head
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_END = re.compile(r"[。?？!！]")
_PLAYER = re.compile(r"(?:相手\s*の?\s*)?(?:プレイヤー|本体|顔)|直接")
# 「3体とも」「全部」「両方」「みんな」: a state said of every UNIT counted
_ALL = re.compile(
    r"[0-9０-９一二三四五]\s*体\s*(?:とも|全部|すべて|全て)|全部|全員|すべて|全て|両方|どっちも|どちらも|みんな|どれも"
)
# 「攻撃してきたから」「殴ってきたので」: the attack told only as why the UNITs are acted (1315.2)
_BECAUSE = re.compile(r"[^。!?！？、,]{0,6}?(?:から|ので|ため)")
# 「寝てるUNITしかいないなら」: the asking sentence restating the field's state
_ONLY = re.compile(r"\s*(?:しか|だけ)")
_STAT_KEYS = {"STR": "STR", "DEF": "DEF", "cp_cost": "cp_cost"}


def _sentence(text: str, at: int) -> tuple[int, int]:
    start = max((m.end() for m in _END.finditer(text, 0, at)), default=0)
    end = _END.search(text, at)
    return start, end.start() if end else len(text)


# 「殴ってきたから」「攻撃してきたので」: the opponent's attack told as why its UNITs are acted
_CAME = re.compile(r"\s*(?:っ?て\s*(?:き|来))?(?:た|てた|ている|てる)?\s*(?:から|ので|ため)")
# the attack came toward the asker (「してきた」「殴ってきた」): the opponent's
_TOWARD = re.compile(r"(?:て|っ?て\s*)(?:き|来)")
_REASON_ROLES = frozenset({Role.OWNER, Role.NUMBER, Role.ACTION, Role.TERM, Role.NEUTRAL})


def told_reasons(reading: Reading) -> Reading:
    """The reading with neutral words for a clause that only tells why the opponent's UNITs are acted: the
    opponent's attack 「…殴ってきたから」 followed in its sentence by an acted state (1315.2) — it
    happened before the question's moment; no plan runs it, and the state it led to is told."""
    text = reading.text
    dropped: set[Fact] = set()
    for act in reading.of(Role.ACTION):
        came = _CAME.match(text, act.end)
        if act.concept not in ("attack", "attacked") or act.negated or came is None:
            continue
        lo, hi = _sentence(text, act.start)
        if not any(
            s.concept == "rested" and not s.negated and came.end() <= s.start < hi
            for s in reading.of(Role.STATE)
        ):
            continue
        clause_lo = max((m.end() for m in re.finditer(r"[、,]", text[: act.start])), default=lo)
        clause = [f for f in reading.facts if max(lo, clause_lo) <= f.start and f.end <= came.end()]
        if any(f.role not in _REASON_ROLES or f.negated for f in clause):
            continue
        if any(f.role is Role.OWNER and f.concept == "self" for f in clause):
            continue  # the asker's attack: whose UNITs are acted is not the opponent's
        toward = _TOWARD.search(act.text + text[act.end : came.end()])
        if toward is None and not any(f.role is Role.OWNER and f.concept == "opponent" for f in clause):
            continue  # 「攻撃したから」 with no subject: whose attack is not told
        dropped.update(clause)
    if not dropped:
        return reading
    # kept as neutral words of the scene: the span is read (not unread material), and decides nothing
    facts = tuple(
        replace(f, role=Role.NEUTRAL, concept="told_reason", value=None, owner=None) if f in dropped else f
        for f in reading.facts
    )
    return replace(reading, facts=facts)


def attack_all_told(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.KEYWORD, Role.MODIFIER)):
        return None
    if any(t.concept != "battle_phase" or t.negated for t in reading.of(Role.TURN)):
        return None
    text = reading.text
    attacks = [f for f in reading.of(Role.ACTION) if f.concept == "attack" and not f.negated]
    if not attacks:
        return None
    asked = attacks[-1]
    ask_lo, _ask_hi = _sentence(text, asked.start)
    if not _PLAYER.search(text, ask_lo, asked.start):
        return None  # the attack's object is the player
    if any(f is not asked for f in reading.of(Role.ACTION)):
        return None  # another act told (a reason for the state is read out by `told_reasons`)
    reasons: list[Fact] = []
    counts = [f for f in reading.of(Role.QUANTITY) if f not in reasons]
    if len(counts) != 1 or counts[0].concept != "field_count" or counts[0].owner != "opponent":
        return None
    count = counts[0]
    n = count.value
    if not isinstance(n, int) or not 1 <= n <= 5 or count.start >= ask_lo:
        return None
    if any(f.role is Role.NUMBER and f not in reasons for f in reading.facts):
        return None
    # the attacker: at most one UNIT noun and its stats, the asker's, in the asking sentence
    cards = [f for f in reading.of(Role.CARD) if f not in reasons]
    mine = [c for c in cards if ask_lo <= c.start < asked.start and c.owner == "self"]
    restated = [c for c in cards if c not in mine]
    if len(mine) > 1 or any(c.concept != "unit" or c.negated for c in cards):
        return None
    for c in restated:  # 「寝てるUNITしかいないなら」: the opponent's UNITs named again
        if c.owner == "self" or not (ask_lo <= c.start and _ONLY.match(text, c.end)):
            return None
    stats: dict[str, int] = {}
    for s in reading.of(Role.STAT):
        if s.owner != "self" or s.concept not in _STAT_KEYS or not isinstance(s.value, int) or s.negated:
            return None
        if not ask_lo <= s.start < asked.start or s.concept in stats:
            return None
        stats[_STAT_KEYS[s.concept]] = s.value
    flags: dict[str, bool] = {}
    seen_lo = count.start
    for s in reading.of(Role.STATE):
        if s.owner == "self" or s in reasons:
            return None
        s_lo, _s_hi = _sentence(text, s.start)
        if s_lo >= ask_lo and not any(c.start - s.end <= 3 and c.start >= s.end for c in restated):
            return None  # a state in the asking sentence, not the restated field's
        if s.start < count.start and _sentence(text, count.start)[0] != s_lo:
            return None  # a state said before the count, in another sentence
        opened = _sentence(text, s.start)[0]
        if any(o.concept == "self" and opened <= o.start < s.start for o in reading.of(Role.OWNER)):
            return None  # 「こっちのUNITは…横向き」: a state of the asker's
        if s.concept == "active" and not s.negated:
            key, value = "active", True
        elif s.concept in ("rested", "stunned"):
            key, value = ("acted" if s.concept == "rested" else "stunned"), not s.negated
        else:
            return None
        if flags.get(key, value) != value:
            return None  # said both ways
        flags[key] = value
        seen_lo = min(seen_lo, s.start)
    if not flags:
        return None  # no state told: `kiseki_direct` and the plain fight say the rest
    if flags.get("active") and (flags.get("acted") or flags.get("stunned")):
        return None
    if flags.get("stunned") and flags.get("acted") is False:
        return None  # a stunned UNIT is acted (1306.2a)
    if n > 1 and not _ALL.search(text, seen_lo, ask_lo):
        return None  # which of the UNITs a state is said of is not told
    target = {k: True for k in ("acted", "stunned") if flags.get(k)}
    d_specs = [{"id": f"d{i + 1}", "name": f"相手のUNIT{i + 1}", **target} for i in range(n)]
    attacker: dict[str, Any] = {"id": "a", "name": "自分のUNIT", **stats}
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {"field": [attacker]},
        "player2": {"field": d_specs},
        "actions": [{"kind": "attack", "attackers": ["a"], "target": "player2"}],
    }
    notes = ("攻撃対象に選べるかはSTR・DEFによらないので、書かれていないSTR・DEF・CPコストは1としました。",)
    plan = Plan("player1", ("a",), n, False, (), True, False)

    def head(sim: SimulationResult) -> str:
        return battle_head(sim, plan)

    return BuiltScenario(f"{GAME}.plan.attack_all_told", payload, story(head, limit=4), notes)
