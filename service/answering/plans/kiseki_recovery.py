"""軌跡 TCG plan: the recovery phase's 「スタン状態の UNIT の回復」 (705.6) — a player with stunned and
unstunned UNITs chooses one stunned UNIT to recover; the other stunned UNITs go to the 軌跡. Asked:
how many UNITs that player has left on the field.

Built from the reading: each UNIT count said with its state (「スタンしてるUNITが3体」「スタンして
ないUNITが2体」: the state right before the count, in the same clause), and the recovery chosen
(「1体を回復するのを選んだ」, the recover action's count). With no choice told, each player with stunned
UNITs recovers one (705.6's most kept; 「最大で何体残せる?」「最低何体は軌跡に?」), named in the notes —
the opponent's stunned UNITs then count too (「こっちに2つ、向こうに1つ」).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_verdict import who
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_CLAUSE = re.compile(r"[、。,.!?!?]")
# 705.6 lets a player choose no UNIT: the plan's one recovered UNIT is the most kept and the fewest put
# in the 軌跡; the other bound (「最大で何体軌跡に?」「最低何体残る?」) is all of them, not planned here.
_MOST = re.compile(r"最大|最高|最多|多くて|一番多く|最も多く|多くても")
_LEAST = re.compile(r"最低|最小|最少|少なくとも|少なくて|一番少なく|最も少なく")


def _counted_states(reading: Reading) -> list[tuple[Fact, Fact]] | None:
    """(state, count) pairs: each UNIT count with the state said right before it; None when a count
    has no state (which UNITs those are is not said)."""
    states = sorted(reading.of(Role.STATE), key=lambda f: f.start)
    out: list[tuple[Fact, Fact]] = []
    for count in (f for f in reading.of(Role.QUANTITY) if f.concept == "field_count"):
        before = [
            s
            for s in states
            if s.end <= count.start and not _CLAUSE.search(reading.text[s.end : count.start])
        ]
        if not before:  # 「自分のユニットが2体スタンした状態」: the state said right after the count
            before = [s for s in states if 0 <= s.start - count.end <= 1]
        if not before and out:  # 「UNITが2つ、相手は1つ」: the count said again (the reader's elision)
            gap = reading.text[out[-1][1].end : count.start]
            if re.fullmatch(r"\s*[、,]\s*\S{1,4}?\s*", gap) and count.owner != out[-1][1].owner:
                before = [out[-1][0]]
        if not before or before[-1].concept != "stunned" or not isinstance(count.value, int):
            return None
        out.append((before[-1], _placed(reading, before[-1], count)))
        out.extend((before[-1], other) for other in _elided(reading, out[-1][1]))
    return out


def _placed(reading: Reading, state: Fact, count: Fact) -> Fact:
    """「こっちにスタンしたUNITが2つ」: a count whose side is said only as where the UNITs are (the
    player word with に right before the state, in its clause) is that player's."""
    if count.owner is not None or state.owner is not None:
        return count if count.owner is not None else replace(count, owner=state.owner)
    start = max([0, *(m.end() for m in _CLAUSE.finditer(reading.text, 0, state.start))])
    where = [
        o
        for o in reading.of(Role.OWNER)
        if start <= o.start and o.end <= state.start and reading.text.startswith("に", o.end)
    ]
    return replace(count, owner=where[-1].concept) if len(where) == 1 else count


def _elided(reading: Reading, count: Fact) -> list[Fact]:
    """「…UNITが2つ、向こうに1つ」: the same count said again for the other player with the noun left out
    — a number right after 「、」 and that player's word (with に/は/も), with the same counter."""
    counter = reading.text[count.end - 1 : count.end]
    out: list[Fact] = []
    for o in reading.of(Role.OWNER):
        if o.concept == count.owner or o.concept not in ("self", "opponent") or count.owner is None:
            continue
        if not re.fullmatch(r"\s*[、,]\s*", reading.text[count.end : o.start]):
            continue
        for n in reading.of(Role.NUMBER):
            between = reading.text[o.end : n.start]
            if (
                re.fullmatch(r"(?:の場)?(?:に|は|も)?\s*", between)
                and reading.text[n.end : n.end + 1] == counter
            ) and isinstance(n.value, int):
                out.append(replace(n, role=Role.QUANTITY, concept="field_count", owner=o.concept))
    return out


def recovery_count(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks()}
    if not asked & {"number", "outcome"} or not plain(reading):
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if "recovery_phase" not in turns or turns - {"recovery_phase", "self_turn", "opponent_turn"}:
        return None
    if reading.of(Role.KEYWORD):
        return None
    recover = [f for f in reading.of(Role.ACTION) if f.concept == "recover"]
    if len(reading.of(Role.ACTION)) != len(recover) or len(recover) > 1:
        return None
    pairs = _counted_states(reading)
    if not pairs:
        return None
    if recover and (recover[0].negated or recover[0].value != 1):
        return None  # 705.6: one stunned UNIT at most is chosen (none: 「回復しない」 is not planned)
    gone = "軌跡" in reading.text
    most, least = bool(_MOST.search(reading.text)), bool(_LEAST.search(reading.text))
    if not recover and ((most and gone and not least) or (least and not gone and not most)):
        return None  # the bound where no UNIT is recovered (705.6 allows it)
    sides: dict[str, list[int]] = {"self": [0, 0], "opponent": [0, 0]}  # [stunned, ready]
    for s, c in pairs:
        owner = (
            c.owner or s.owner or _sentence_owner(reading, c)
        )  # the count's own side first (「相手は1つ」)
        if owner not in sides or (recover and owner != "self"):
            return None  # a chosen recovery is the asker's (the opponent's is another player's choice)
        sides[owner][1 if s.negated else 0] += int(c.value or 0)
    if (not sides["self"][0] and not sides["opponent"][0]) or sum(map(sum, sides.values())) > 20:
        return None
    if "outcome" in asked and sum(n for n, _ in sides.values()) != 1:
        return None  # 「どうなる?」 is told for one stunned UNIT
    if "number" in asked and not recover and sum(n for n, _ in sides.values()) == 1:
        # 「相手のスタン状態のUNITが1体。軌跡に行くのは何体?」: 0 if it is chosen, 1 if not (705.6) — the
        # conclusion tells both, and the one number had been read off the UNIT's name (「UNIT1」: 1)
        return None
    fields = {
        side: [
            {"id": f"{side[0]}s{i + 1}", "name": f"スタン状態のUNIT{i + 1}", "stunned": True}
            for i in range(n)
        ]
        + [{"id": f"{side[0]}r{i + 1}", "name": f"UNIT{i + 1}"} for i in range(ready)]
        for side, (n, ready) in sides.items()
    }
    payload: dict[str, Any] = {"phase": "recovery", "player1": {"field": fields["self"]}}
    payload["player2"] = {"field": fields["opponent"]} if fields["opponent"] else {}
    notes = ["回復フェイズ(705.6)から始め、回復の後もゲームを進めていますが、場のUNITの数はそのままです。"]
    if recover:
        payload["actions"] = [{"kind": "recover", "player": "player1", "card": "ss1"}]
    else:
        payload["choices"] = {"recover": "first"}
        notes.append(
            "回復するUNITは書かれていないため、スタン状態のUNITを持つプレイヤーはそれぞれ1体を回復するとしました"
            "(回復しないことも選べ、その場合はすべて軌跡に置かれます、705.6)。"
        )
    told = [side for side in ("self", "opponent") if sides[side][0]]
    if any(side not in told for side in _asked_sides(reading)):
        return None  # 「相手の軌跡に行くUNITは?」 with only the asker's stunned UNITs told
    return BuiltScenario(
        f"{GAME}.plan.recovery",
        payload,
        story(
            _head(told, {k: v[0] for k, v in sides.items()}, reading),
            types=("recover_pick", "set_state"),
            limit=3,
        ),
        tuple(notes),
    )


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding position `at` starts (after the last 。/?/! before it)."""
    return max([0, *(m.end() for m in re.finditer(r"[。?？!！]", text[:at]))])


def _sentence_owner(reading: Reading, count: Fact) -> str | None:
    """The side of a count said with no player word of its own: the one player the sentence names before
    it (「相手の場にはスタン状態のUNITが3体と、スタンしてないUNITが1体」: both the opponent's — the second
    had been put on the asker's field, X kiseki-bx-05), the asker's when the question names no player,
    else None (whose UNITs they are is not said)."""
    start = _sentence_start(reading.text, count.start)
    before = {o.concept for o in reading.of(Role.OWNER) if start <= o.start < count.start}
    if len(before) == 1:
        return before.pop()
    return "self" if not before and not reading.of(Role.OWNER) else None


def _head(told: list[str], stunned: dict[str, int], reading: Reading) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        left = {side: len(sim.uids(_PLAYER[side], "field")) for side in told}
        if len(told) == 1 and stunned[told[0]] == 1 and sum(left.values()) == 1:
            return (
                f"{who(_PLAYER[told[0]])}のスタン状態のUNITは、回復フェイズに回復するUNITとして選べば場に残り(705.6)、"
                "その後レディします(705.8)。選ばなければ軌跡に置かれます(705.6)"
            )
        each = [
            f"{who(_PLAYER[side])}はスタン状態のUNIT{stunned[side]}体のうち1体を回復でき、"
            f"残りの{stunned[side] - 1}体は軌跡に置かれます"
            for side in told
        ]
        kept_said = (
            "、".join(f"{who(_PLAYER[side])}の場のUNITは{left[side]}体" for side in told) + "になります"
        )
        if "軌跡" in reading.text:  # 「軌跡に送られるのは何体?」: the UNITs put there told first, alone
            gone = "、".join(
                f"{who(_PLAYER[side])}のスタン状態のUNITのうち{stunned[side] - 1}体" for side in told
            )
            return f"{gone}が軌跡に置かれます(回復を選んだ1体は場に残ります、705.6)。" + kept_said
        return kept_said + "。" + "。".join(each) + "(705.6)"

    return head


_PLAYER = {"self": "player1", "opponent": "player2"}


def _asked_sides(reading: Reading) -> set[str]:
    """The players named in a sentence that asks (「相手の軌跡に行くUNITは何体?」): the side whose UNITs
    are counted."""
    out: set[str] = set()
    for ask in reading.asks():
        start = _sentence_start(reading.text, ask.start)
        out |= {o.concept for o in reading.of(Role.OWNER) if start <= o.start < ask.start}
    return out & {"self", "opponent"}
