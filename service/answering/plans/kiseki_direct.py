"""軌跡 TCG plan: may the asker's UNIT attack the opponent directly while the opponent has one UNIT in
the state the question gives — a player is chosen as the attack target only when no UNIT can be
(803.5b): a stunned UNIT cannot be chosen (803.5a-1), an acted one can. With no count told, one run
answers for any count only when the state is said of them all: a UNIT told not stunned (or ready) is
one the attack must choose ('no' whatever else stands there), UNITs told 「全部」 stunned leave none.

Built from the reading: the opponent's one UNIT (「相手の場にUNITは1体だけ」) with the states said
(横向き/アクション状態, スタン, denied or not), the attack on the player (the attack's clause names
プレイヤー). The attacking UNIT is the engine's plain UNIT (stats and icons do not decide the
target here), named in the notes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_verdict import Plan, battle_head
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_FLAGS = {"rested": "acted", "stunned": "stunned", "unattackable": "unattackable"}  # 1326.1
_CLAUSE = re.compile(r"[、。,!?!?]")


# 「さっき攻撃に使ったから横向き」: what made a UNIT acted, told as the reason for its state
_BECAUSE = re.compile(r"[^。!?!?、,]{0,8}?(?:から|ので|ため)\s*[、,]?\s*")


def _reason(reading: Reading, fact: Fact) -> bool:
    """Whether `fact` (an attack, a use) is only why a UNIT is acted (1315.2), not an act of the question."""
    because = _BECAUSE.match(reading.text, fact.end)
    return because is not None and any(
        s.concept == "rested" and not s.negated and s.start == because.end() for s in reading.of(Role.STATE)
    )


def attack_player(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.NUMBER, Role.STAT, Role.KEYWORD, Role.TURN)):
        return None
    counts = reading.of(Role.QUANTITY)
    # 「自分のUNITで…攻撃できる?」: the one attacker, the asker's; 「そのUNIT」 names the opponent's again
    told = [f for f in reading.of(Role.CARD) if not _referred(reading, f)]
    # 「相手の場にスタンしてないUNITがいる」「相手のUNITは全部スタン」: the opponent's UNITs told with no
    # count — one state said of them all (checked below) answers for any count
    theirs = [f for f in told if f.owner == "opponent" and f.concept == "unit" and not f.negated]
    uncounted = not counts and len(theirs) == 1
    # 「相手の場のUNITは「…」を持つ1体だけ」: the one UNIT its count names after the quote it holds
    counted = len(counts) == 1 and len(theirs) == 1 and _count_owner(reading, counts[0]) == "opponent"
    cards = [f for f in told if not ((uncounted or counted) and f is theirs[0])]
    if len(cards) > 1 or any(f.concept != "unit" or f.owner != "self" or f.negated for f in cards):
        return None
    actions = [f for f in reading.of(Role.ACTION) if not _reason(reading, f)]
    if len(actions) != 1 or actions[0].concept != "attack" or actions[0].negated:
        return None
    attack = actions[0]
    start = max([0, *(m.end() for m in _CLAUSE.finditer(reading.text, 0, attack.start))])
    if not any(t.concept == "プレイヤー" and start <= t.start < attack.start for t in reading.of(Role.TERM)):
        return None  # the attack's object is the player
    if not uncounted and (
        len(counts) != 1
        or counts[0].concept != "field_count"
        or _count_owner(reading, counts[0]) != "opponent"
    ):
        return None
    if not uncounted and counts[0].value != 1:
        return None  # which of several UNITs a state is said of is not told
    flags: dict[str, bool] = {}
    for s in reading.of(Role.STATE):
        opened = max(reading.text.rfind(c, 0, s.start) for c in "。!?!?") + 1
        if s.owner is None and any(
            o.concept == "self" and opened <= o.start < s.start for o in reading.of(Role.OWNER)
        ):
            return None  # 「自分のUNITは…横向き」: a state of the asker's UNIT, not the opponent's
        if s.concept == "active" and not s.negated and s.owner != "self":
            # 「レディ状態」: neither acted nor stunned (1315, 1306) — the UNIT the attack must choose
            if flags.get("acted") or flags.get("stunned"):
                return None  # said both ways
            flags.update({"acted": False, "stunned": False})
            continue
        if s.concept not in _FLAGS or s.owner == "self":
            return None
        if flags.get(_FLAGS[s.concept], not s.negated) == s.negated:
            return None  # said both ways
        flags[_FLAGS[s.concept]] = not s.negated
    if flags.get("stunned") and flags.get("acted") is False:
        return None  # a stunned UNIT is acted (1306.2a)
    if uncounted and not _uncounted_answers(reading, theirs[0], flags):
        return None
    target: dict[str, Any] = {"id": "d", "name": "相手のUNIT", **{k: True for k, v in flags.items() if v}}
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {"field": [{"id": "a", "name": "自分のUNIT"}]},
        "player2": {"field": [target]},
        "actions": [{"kind": "attack", "attackers": ["a"], "target": "player2"}],
    }
    notes: tuple[str, ...] = (
        "攻撃するUNITは書かれていないので、アイコンも状態もない自分のUNIT(STR・DEF・CPコスト1)としました。",
        "相手のUNITのSTR・DEF・CPコストは書かれていないので1としました(攻撃対象を選べるかには関わりません)。",
    )
    if not flags:
        notes += ("相手のUNITの状態は書かれていないので、レディ状態(スタンしていない)としました。",)
    plan = Plan("player1", ("a",), 1, False, (), True, False)

    def head(sim: SimulationResult) -> str:
        return battle_head(sim, plan)

    return BuiltScenario(f"{GAME}.plan.attack_player", payload, story(head, limit=4), notes)


# 「そのUNITには「これは攻撃されない。」がついています」: a UNIT named again by a demonstrative (audit 22e)
_THAT = re.compile(r"(?:その|この|そいつ|こいつ)\s*$")


def _referred(reading: Reading, card: Fact) -> bool:
    """Whether `card` (told with no owner) is the opponent's UNIT named again (「相手の場にUNITが1体。その
    UNITには…」): a demonstrative right before it, after a sentence counting the opponent's UNITs."""
    if card.owner is not None or _THAT.search(reading.text, 0, card.start) is None:
        return False
    return any(
        q.concept == "field_count" and q.owner == "opponent" and q.end < card.start
        for q in reading.of(Role.QUANTITY)
    )


def _count_owner(reading: Reading, count: Fact) -> str | None:
    """The side of the UNITs counted: its own owner, or — told after the quote its UNITs hold (「相手の場の
    UNITは「…」を持つ1体だけ」) — the owner of the one UNIT its sentence named before it."""
    if count.owner is not None:
        return count.owner
    opened = max(reading.text.rfind(c, 0, count.start) for c in "!?!?\n")
    opened = max(opened, _sentence_start(reading.text, count.start)) + 1
    before = [f for f in reading.of(Role.CARD) if opened <= f.start < count.start]
    return before[0].owner if len(before) == 1 else None


def _sentence_start(text: str, at: int) -> int:
    """The last 。 before `at` that closes a sentence (not one inside 「…」)."""
    depth, last = 0, -1
    for i, ch in enumerate(text[:at]):
        depth += ch in "「『"
        depth -= ch in "」』"
        if ch == "。" and depth <= 0:
            last = i
    return last


# 「全部」「すべて」「どれも」「みんな」: a state said of every UNIT of the opponent's
_ALL = re.compile(r"全部|全て|すべて|全員|どれも|みんな")


def _uncounted_answers(reading: Reading, unit: Fact, flags: dict[str, bool]) -> bool:
    """Whether one UNIT run answers for an uncounted field: a UNIT told not stunned (or ready) is one the
    attack can choose, whatever else stands there (803.5a-1: 'no'); UNITs told all stunned leave none
    to choose (803.5b: 'yes'). A stun said of 「UNITがいる」 without 「全部」 leaves the others untold."""
    if flags in ({"stunned": False}, {"acted": False, "stunned": False}):
        return True
    state = next((s for s in reading.of(Role.STATE) if s.concept == "stunned"), None)
    return (
        flags == {"stunned": True}
        and state is not None
        and _ALL.search(reading.text, unit.end, state.start) is not None
    )
