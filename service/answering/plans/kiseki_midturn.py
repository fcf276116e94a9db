"""軌跡 TCG plan: a player's 絆 brought to a value by an attack in the 戦闘フェイズ — is the game over at
that moment? It is not: a player whose 絆 is 0 or less loses only at the 回復フェイズ's judgement
(705.5), so during the battle the run stays ongoing and nobody has won yet.

Built from the reading: the 戦闘フェイズ told (TURN battle_phase, no 回復フェイズ), the 絆 of one player
(「相手の絆を-3まで削った」「絆がちょうど0になった」: its last value; a start told before it —
「絆2点のところに…絆は-1」「2→0」 — is where the run starts), the attack (alone or スクラム攻撃) by the
other player's UNITs with their STR if told, and a winner asked. The run makes the attack on that
player, whose overkill (804.11b) brings the 絆 to the told value. What the question leaves open —
the attackers' STR, the 絆 before — is chosen to reach that value and named in the notes. Anything
else told (another action, an effect, a UNIT of the attacked player) is not this situation.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"battle_phase", "self_turn", "opponent_turn"})
_ACTS = frozenset({"attack", "attacked", "scrum"})
# 「絆を2→0まで」: the 絆 before the arrow is where the run starts
_FROM = re.compile(r"(-?[0-9]+)\s*点?\s*(?:→|->|から)")
_BATTLE = re.compile(r"戦闘フェイズ|バトルフェイズ")
_NAME = {"self": "自分", "opponent": "相手"}
# a later time than the battle the run stops in: the next turn, the turn's end (705.5 has judged by then)
_LATER = re.compile(r"次の|来ターン|ターン(?:の)?(?:終わ|終了|明け)|ターン後|エンド")


def _kizuna(reading: Reading) -> tuple[str, int | None, int] | None:
    """(whose 絆, the start told or None, the value it was brought to)."""
    told = reading.of(Role.QUANTITY)
    if not told or any(f.concept != "kizuna" or f.negated or not isinstance(f.value, int) for f in told):
        return None
    owners = {f.owner for f in told}
    if len(owners) != 1 or not owners <= {"self", "opponent"} or len(told) > 2:
        return None  # whose 絆, or both players': not one player brought down by one attack
    end = told[-1].value
    first = told[0].value
    start = first if len(told) == 2 and isinstance(first, int) else None
    arrow = _FROM.search(told[-1].text)
    if arrow is not None:
        if start is not None:
            return None
        start = int(arrow.group(1))
    owner = next(iter(owners))
    if not isinstance(end, int) or owner is None:
        return None
    return owner, start, end


def _strs(reading: Reading, attacker: str) -> list[int] | None:
    strs: list[int] = []
    for f in reading.of(Role.STAT):
        if f.concept != "STR" or f.negated or not isinstance(f.value, int) or f.owner not in (None, attacker):
            return None
        strs.append(f.value)
    return strs


def _attacks(reading: Reading) -> tuple[Fact, ...] | None:
    acts = reading.of(Role.ACTION)
    if any(f.concept not in _ACTS or f.negated for f in acts):
        return None
    return acts


def kizuna_midturn(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks()}
    if "winner" not in asked or not asked <= {"winner", "can", "outcome"}:
        return None
    if any(reading.of(r) for r in (Role.NUMBER, Role.STATE, Role.KEYWORD, Role.MODIFIER)):
        return None
    turns = {f.concept for f in reading.of(Role.TURN) if not f.negated}
    # 「相手の戦闘フェイズで」 is read as whose turn it is; its text still names the phase
    battle = "battle_phase" in turns or any(_BATTLE.search(f.text) for f in reading.of(Role.TURN))
    if any(f.negated for f in reading.of(Role.TURN)) or not battle or not turns <= _TURNS:
        return None
    if {"self_turn", "opponent_turn"} <= turns:
        return None
    if _LATER.search(reading.text):
        return None  # 「次の自分のターンの最初に勝ち?」: asked of a later time than the battle's moment
    said = _kizuna(reading)
    acts = _attacks(reading)
    if said is None or acts is None:
        return None
    defender, start, end = said
    attacker = "opponent" if defender == "self" else "self"
    if any(f.concept != "unit" or f.owner not in (None, attacker) for f in reading.of(Role.CARD)):
        return None  # a UNIT of the attacked player: the attack was on it, not on the player
    strs = _strs(reading, attacker)
    if strs is None:
        return None
    scrum = any(f.concept == "scrum" for f in acts)
    notes: list[str] = []
    if not any(f.concept in ("attack", "attacked") for f in acts):
        # 「オーバーキル通して絆を0点にした」 with no attack read: the battle starts at the told 絆
        if strs or scrum or start is not None:
            return None
        strs, start = [], end
    elif not strs:
        count = 2 if scrum else 1
        lost = start - end if start is not None else count
        if lost < count:
            return None
        strs = [lost // count + (1 if i < lost % count else 0) for i in range(count)]
        notes.append(
            "攻撃したUNITのSTRは書かれていないので、"
            f"{_NAME[defender]}の絆を{end}点にするオーバーキル(804.11b)の値としました。"
        )
    if strs and (scrum != (len(strs) > 1) or any(s < 1 for s in strs)):
        return None
    if start is None:
        start = end + sum(strs)
        notes.append(f"攻撃前の{_NAME[defender]}の絆は書かれていないので{start}点としました。")
    elif start - sum(strs) != end:
        return None  # the told STR does not bring the told 絆 there: something else happened
    theirs = "opponent_turn" in turns
    initiative = "opponent" if theirs else "self"
    a_seat = "player1" if attacker == initiative else "player2"
    d_seat = "player2" if a_seat == "player1" else "player1"
    me = "player2" if theirs else "player1"
    ids = ["a"] if len(strs) == 1 else [f"a{i + 1}" for i in range(len(strs))]
    field: list[dict[str, Any]] = [
        {"id": uid, "name": f"{_NAME[attacker]}のUNIT{i + 1}", "STR": s}
        for i, (uid, s) in enumerate(zip(ids, strs, strict=True))
    ]
    if not strs and reading.of(Role.CARD):  # 「自分のUNITのオーバーキルが通って」: that UNIT is on the field
        field = [{"id": "a", "name": f"{_NAME[attacker]}のUNIT1"}]
    actions: list[dict[str, Any]] = []
    if strs and a_seat == "player2":  # the initiative player's combat substep passes first (804.14)
        actions.append({"kind": "pass", "player": "player1"})
    if strs:
        actions.append({"kind": "attack", "player": a_seat, "attackers": ids, "target": d_seat})
    payload: dict[str, Any] = {
        "phase": "battle",
        a_seat: {"field": field},
        d_seat: {"kizuna": start},
        "actions": actions,
    }
    if "self_turn" not in turns and not theirs:
        notes.append("どちらのターンか書かれていないので、自分がイニシアチブプレイヤーのターンとしました。")
    name = _NAME[defender]

    def head(sim: SimulationResult) -> str:
        if sim.outcome.winner is not None:
            return "ゲームが終了しました"
        return (
            f"戦闘フェイズ中に{name}の絆が{end}点になっても、この時点では勝敗は決まりません。"
            "絆が0点以下のプレイヤーが敗北するのは回復フェイズの判定です(705.5)"
        )

    return BuiltScenario(
        f"{GAME}.plan.kizuna_midturn",
        payload,
        story(head, types=("attack", "counter"), limit=4, me=me),
        tuple(notes),
    )
