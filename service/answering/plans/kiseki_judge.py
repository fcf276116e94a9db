"""軌跡 TCG plan: the 回復フェイズ's 絆 judgement (705.5) — a player whose 絆 is 0 or less loses; both at
0 or less: the one with less loses; both at the same 0 or less: the イニシアチブプレイヤー loses.

Built from the reading: the 回復フェイズ told (TURN recovery_phase), each player's 絆 (QUANTITY kizuna
with its owner; one said of both — 「お互いの絆がともに0点」 — is both players'), whose turn it is
(the イニシアチブプレイヤー is player1: the asker unless 「相手のターン」/「相手がイニシアチブ」), and a
winner or outcome asked. A 絆 the question does not give is the starting 40 (named); a tie at 0 or
less with no turn told is not planned (the turn decides it). Anything else told — an action, a card, a
stat, a number no quantity explains — is not this situation.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import outcome_phrase, story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
START_KIZUNA = 40
_TURNS = frozenset({"recovery_phase", "self_turn", "opponent_turn"})
_SWAP = {"player1": "player2", "player2": "player1"}


def seen_as(sim: SimulationResult, me: str) -> SimulationResult:
    """`sim` with the outcome's winner renamed so that `me` is ``player1`` (for `outcome_phrase`)."""
    if me == "player1":
        return sim
    outcome = replace(sim.outcome, winner=_SWAP.get(sim.outcome.winner or "", sim.outcome.winner))
    return replace(sim, outcome=outcome)


# 「絆0同士」「絆が-1どうし」「絆1ずつ」: a 絆 said after its value to be each player's
_MUTUAL = re.compile(r"\s*点?\s*(?:同士|どうし|ずつ)")


def _kizuna(reading: Reading) -> dict[str, int] | None:
    said: dict[str, int] = {}
    told = reading.of(Role.QUANTITY)
    for f in told:
        if f.concept != "kizuna" or not isinstance(f.value, int) or f.negated:
            return None  # another quantity
        value, owner = f.value, f.owner
        if owner is None and _MUTUAL.match(reading.text, f.end):
            owner = "both"  # 「絆0同士」「絆0ずつ」: said of both players (705.5)
        if owner is None and len(told) == 1:  # 「今絆1なんだけど負け?」: a player's 絆 is their own
            return {"unsaid": value}
        if owner is None:
            return None  # whose 絆?
        for side in ("self", "opponent") if owner == "both" else (owner,):
            if side not in ("self", "opponent") or said.get(side, value) != value:
                return None
            said[side] = value
    for o in reading.of(Role.OWNER):  # 「自分の絆も…」 read without its value: whose 絆 is unknown
        if reading.text.startswith("の絆", o.end) and o.owner in ("self", "opponent") and o.owner not in said:
            return None
    return said or None


# 「両方0以下」「どっちも0点以下」: a bound said of both players' 絆 (a number, then 以下/以上/未満)
_BOUND = re.compile(r"\s*点?\s*(以下|以上|未満)")
# 「同点で0以下」「同じ値で0以下」: a bound said of a tie is said of both told 絆 (705.5)
_BOTH: tuple[str, ...] = ("両方", "両者", "どちらも", "どっちも", "お互い", "ともに", "共に", "二人とも")
_BOTH += ("2人とも", "同点", "同値", "同じ")
_HOLDS: dict[str, Callable[[int, int], bool]] = {
    "以下": lambda v, n: v <= n,
    "以上": lambda v, n: v >= n,
    "未満": lambda v, n: v < n,
}
_BOUND_WHY = "a bound restating both players' told 絆 (705.5), no quantity of its own"


def bounds(reading: Reading) -> Reading:
    """A number bounding both players' 絆 that the question tells (「自分の絆が-2、相手の絆が0。両方0以下」)
    restates them: it is no quantity to reflect (kiseki-bn-08 had been withheld for the 「0」). Only a
    bound said of both (両方/お互い…) that every told 絆 meets is; one either 絆 breaks stays a number."""
    said = _kizuna(reading)
    if said is None or set(said) != {"self", "opponent"}:
        return reading
    facts = []
    for f in reading.facts:
        bound = _BOUND.match(reading.text, f.end) if f.role is Role.NUMBER else None
        if (
            bound is not None
            and isinstance(f.value, int)
            and any(w in reading.text[max(0, f.start - 6) : f.start] for w in _BOTH)
            and all(_HOLDS[bound.group(1)](v, f.value) for v in said.values())
        ):
            f = replace(f, role=Role.NEUTRAL, concept="kizuna_bound", why=_BOUND_WHY)
        facts.append(f)
    return replace(reading, facts=tuple(facts))


# 「この瞬間に勝ち?」「この時点で勝ち確定?」: a moment asked (not 「もう負け?」: whether the 絆 loses)
_MOMENT = re.compile(
    r"(?:この|その|今の|現)\s*時点|瞬間|直後|(?:この|その)\s*タイミング|その場で|今\s*(?:すぐ|ここで)|ただちに|直ちに"
)


def kizuna_judgement(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks()}
    if not asked <= {"winner", "outcome"}:
        return None
    if re.search(r"[「『]", reading.text):
        return None  # 「相手は「絆の判定で敗北しない」効果」: a card text the judgement does not run (705.5)
    if any(reading.of(r) for r in (Role.NUMBER, Role.STAT, Role.STATE, Role.KEYWORD, Role.MODIFIER)):
        return None
    if reading.of(Role.CARD) or reading.of(Role.ACTION):
        return None
    turns = reading.of(Role.TURN)
    concepts = {f.concept for f in turns}
    if any(f.negated for f in turns) or not concepts <= _TURNS or {"self_turn", "opponent_turn"} <= concepts:
        return None
    # 「絆が0なんだけど、もう負け?」: no phase told — the judgement is when 絆 decides (705.5), said so
    when = "recovery_phase" not in concepts
    if when and "winner" not in asked:
        return None
    if when and _MOMENT.search(reading.text):
        return None  # 「この瞬間に勝ち?」 with no phase told: at that moment, or at the 回復フェイズ's 705.5?
    said = _kizuna(reading)
    if said is None:
        return None
    notes: list[str] = []
    if "unsaid" in said:
        said = {"self": said["unsaid"]}
        notes.append("絆が誰のものか書かれていないため、自分(質問した人)の絆として計算しました。")
    theirs_turn = "opponent_turn" in concepts
    kizuna = {side: said.get(side, START_KIZUNA) for side in ("self", "opponent")}
    if len(said) == 1:
        notes.append(f"絆が書かれていないプレイヤーは{START_KIZUNA}点(開始時の値)として計算しました。")
    if kizuna["self"] == kizuna["opponent"] <= 0 and not concepts & {"self_turn", "opponent_turn"}:
        # a tie at 0 or less: the イニシアチブプレイヤー loses (705.5) — whose turn it is decides the
        # winner, and a turn assumed had stated it (「お互い絆が0。どっちが勝つ?」 'opponent')
        return None
    me = "player2" if theirs_turn else "player1"
    payload: dict[str, Any] = {
        "phase": "recovery",
        "player1": {"kizuna": kizuna["opponent" if theirs_turn else "self"]},
        "player2": {"kizuna": kizuna["self" if theirs_turn else "opponent"]},
    }
    lone = None
    if len(said) == 1:
        side, value = next(iter(said.items()))
        lone = f"{'自分' if side == 'self' else '相手'}の絆が{value}点"
    return BuiltScenario(
        f"{GAME}.plan.judgement",
        payload,
        story(judgement_head(me, lone, when=when), types=("game_over",), me=me),
        tuple(notes),
    )


def judgement_head(me: str, lone: str | None, *, when: bool = False) -> Callable[[SimulationResult], str]:
    """The judgement told from `me`'s side; `lone`: the one 絆 the question gave (the other assumed);
    `when`: the question named no phase (a 絆 of 0 or less loses only in the 回復フェイズ)."""

    def head(sim: SimulationResult) -> str:
        over = outcome_phrase(seen_as(sim, me))
        if not over and lone is not None:
            return f"{lone}なら敗北しません(回復フェイズに絆が0点以下のプレイヤーが敗北します、705.5)"
        if not over:
            return "どちらも敗北しません(回復フェイズに絆が0点以下のプレイヤーがいません、705.5)"
        if when:
            return f"絆が0点以下になった時点では敗北しません。回復フェイズの判定で{over}(705.5)"
        return f"回復フェイズの判定で{over}"

    return head
