"""軌跡 TCG effects a question says are in effect, and stuns by effects.

A question may say a UNIT has gained 「+2/+0」 (1303), 「オーバーキルしない」 (1319.1) or
「これは攻撃されない」 (1326.1), or that a player 「スタンダメージを受けない」 (1307.1). These are rule
terms the engine models, so `read_effects` attaches each to the UNIT (or player) the sentence names:
the UNIT right after it (「+2/+0を得たSTR2のユニット」), a UNIT named by a stat (「STR4の方は
「…オーバーキルしない」効果を得ている」), or the UNIT before it in the same sentence. An effect that
cannot be placed declines the simulation.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, outcome_phrase, story
from service.answering.scenarios.kiseki_read import Unit, read_units
from service.answering.scenarios.kiseki_verdict import lost_kizuna
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_BOOST = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
_NO_OVERKILL = re.compile(r"オーバーキルしない")
_UNATTACKABLE = re.compile(r"「?(?:これは)?攻撃されない(?=」|(?:効果|状態)|を(?:得|持))")
_NO_STUN_DAMAGE = re.compile(r"スタンダメージを受けない")
# effects the engine does not model: a battle run without them would answer wrongly
_UNMODELLED = re.compile(r"応戦(?:対象に)?できない|応戦されない|即死|破壊")
# 「…を得たSTR2のユニット」「「オーバーキルしない」効果を持つUNIT」: the effect describes the next noun
_BEFORE_NOUN = re.compile(
    r"\s*[」』]?\s*(?:効果|状態)?\s*(?:を)?\s*(?:得た|得ている|持つ|持った|付いた|ついた|の)"
)
_BY_STAT = re.compile(
    r"(STR|DEF|CPコスト)\s*(-?[0-9]+)\s*の?\s*(?:方|ほう|やつ|UNIT|ユニット)?\s*(?:は|が|に|も)"
)
_STAT_FIELD = {"STR": "str_", "DEF": "def_", "CPコスト": "cost"}


@dataclass(frozen=True, slots=True)
class Effects:
    units: list[Unit]
    no_stun_damage: frozenset[str]  # "self" / "opponent"
    problem: str | None  # why the effects cannot be simulated


def _sentence(text: str, at: int) -> tuple[int, int]:
    start = max((m.end() for m in re.finditer(r"[。?!]", text[:at])), default=0)
    end = re.search(r"[。?!]", text[at:])
    return start, at + end.start() if end else len(text)


def _holder(text: str, m: re.Match[str], units: list[Unit]) -> int | None:
    """The index of the UNIT the effect at `m` is said of."""
    lo, hi = _sentence(text, m.start())
    if _BEFORE_NOUN.match(text, m.end()):
        after = [i for i, u in enumerate(units) if m.end() <= u.start < min(hi, m.end() + 25)]
        if after:
            return after[0]
    named = list(_BY_STAT.finditer(text[lo : m.start()]))
    if named:
        key, value = _STAT_FIELD[named[-1].group(1)], int(named[-1].group(2))
        same = [i for i, u in enumerate(units) if getattr(u, key) == value]
        if len(same) == 1:
            return same[0]
    before = [i for i, u in enumerate(units) if lo <= u.start < m.start()]
    if before:
        return before[-1]
    if len(units) == 1:
        return 0
    return None


def read_effects(facts: Facts, units: list[Unit]) -> Effects:
    # 「「これはオーバーキルしない。」を得た」: a 。 inside the quote ends no sentence (same length kept)
    text = facts.text.replace("。」", " 」").replace("。』", " 』")
    out = list(units)
    unmodelled = _UNMODELLED.search(text)
    if unmodelled is not None:
        return Effects(out, frozenset(), f"「{unmodelled.group(0)}」")
    # 「【武術】同士でも+1/+1ってつくの?」: a +1/+1 named with 【武術】 is the craft's own bonus (1406.1)
    boosts = [
        m for m in _BOOST.finditer(text) if not ("武術" in text and m.group(0).replace(" ", "") == "+1/+1")
    ]
    found: list[tuple[re.Match[str], str]] = [(m, "boost") for m in boosts]
    found += [(m, "no_overkill") for m in _NO_OVERKILL.finditer(text)]
    found += [(m, "unattackable") for m in _UNATTACKABLE.finditer(text)]
    for m, kind in found:
        i = _holder(text, m, out)
        if i is None:
            return Effects(out, frozenset(), f"「{m.group(0)}」(どのUNITの効果か)")
        if kind == "boost":
            x = int(m.group(2)) * (1 if m.group(1) == "+" else -1)
            y = int(m.group(4)) * (1 if m.group(3) == "+" else -1)
            out[i] = replace(out[i], boost=(out[i].boost[0] + x, out[i].boost[1] + y))
        elif kind == "no_overkill":
            out[i] = replace(out[i], no_overkill=True)
        else:
            out[i] = replace(out[i], unattackable=True)
    sides: set[str] = set()
    for m in _NO_STUN_DAMAGE.finditer(text):
        lo, _ = _sentence(text, m.start())
        said = re.findall(r"(自分|相手|あなた|こちら)", text[lo : m.start()])
        if not said:
            return Effects(out, frozenset(), f"「{m.group(0)}」(どちらのプレイヤーの効果か)")
        sides.add("opponent" if said[-1] == "相手" else "self")
    return Effects(out, frozenset(sides), None)


def spec_effects(u: Unit) -> dict[str, Any]:
    """The scenario fields of the effects `u` has."""
    spec: dict[str, Any] = {}
    if any(u.boost):
        spec["boost"] = list(u.boost)
    for flag in ("no_overkill", "unattackable"):
        if getattr(u, flag):
            spec[flag] = True
    return spec


# ----- stuns by effects (1306.3) -------------------------------------------------------------------
_STUNNED_BY_EFFECT = (
    r"スタンさせ|スタンする効果|をスタンし|をスタンする|をスタンした"
    r"|が(?:[^。、]{0,6})?スタンし(?:たら|た場合|た時|たとき)"
)
# 「…のユニットがスタンした。」 said flat, outside the 回復フェイズ (where stunned UNITs are recovered)
_STUNNED_FLAT = r"が(?:[^。、]{0,8})?スタン(?:した|させられた|された)(?![^。]{0,4}(?:UNIT|ユニット))"
_UNSAID_COST = (
    "CPコストが書かれていないため1として計算しました(スタンダメージはそのUNITのCPコストに等しい絆です)。"
)
_LOSE = r"負け|敗北|勝"


def effect_stun(facts: Facts) -> BuiltScenario | Unsupported | None:
    if facts.attack:
        return None
    if not (
        asks(facts, _STUNNED_BY_EFFECT) or (asks(facts, _STUNNED_FLAT) and not asks(facts, r"回復フェイズ"))
    ):
        return None
    units = [u for u in read_units(facts) if u.role != "absent"]
    if not units:
        return None
    effects = read_effects(facts, units)
    if effects.problem is not None:
        return Unsupported(
            f"{effects.problem}のようなカードの効果はエンジンが扱っていないため、シミュレーションしていません。"
        )
    sides = ["opponent" if u.side != "self" else "self" for u in units]
    fields: dict[str, list[dict[str, Any]]] = {"self": [], "opponent": []}
    actions: list[dict[str, Any]] = []
    for n, (u, side) in enumerate(zip(units, sides, strict=True), start=1):
        uid = f"t{n}" if len(units) > 1 else "t"
        cost = u.cost if u.cost is not None else 1
        fields[side].append({"id": uid, "name": f"スタンするUNIT(CPコスト{cost})", "cp_cost": cost})
        actions.append({"kind": "effect", "op": "stun", "target": uid})
    p1: dict[str, Any] = {"field": fields["self"]}
    p2: dict[str, Any] = {"field": fields["opponent"]}
    bonds = _bonds(facts, sides)
    for spec, side in ((p1, "self"), (p2, "opponent")):
        if side in bonds:
            spec["kizuna"] = bonds[side]
        if side in effects.no_stun_damage:
            spec["no_stun_damage"] = True
    judged = asks(facts, _LOSE)
    if judged:  # 「その時点で負け?」: run on to the 回復フェイズ, where 705.5 judges
        actions += [{"kind": "pass", "player": "player1"}, {"kind": "pass", "player": "player2"}]
    payload = {"phase": "battle" if judged else "deploy", "player1": p1, "player2": p2, "actions": actions}
    notes = [] if all(u.cost is not None for u in units) else [_UNSAID_COST]
    if judged:
        notes.append(
            "スタンの後は両プレイヤーとも攻撃しないものとして、回復フェイズの判定(705.5)まで進めました。"
        )
    told = story(_stun_head(sorted(set(sides)), judged), types=("counter", "battle", "game_over"), limit=5)
    return BuiltScenario(f"{GAME}.effect_stun", payload, told, tuple(notes))


def _bonds(facts: Facts, sides: list[str]) -> dict[str, int]:
    """The 絆 said per side; an unsaid owner's 絆 is that of the side whose UNITs are stunned."""
    out = {
        side: v for side in ("self", "opponent") if (v := facts.players.get(side, {}).get("bond")) is not None
    }
    unsaid = number(facts, "bond")
    if not out and unsaid is not None and len(set(sides)) == 1:
        out[sides[0]] = unsaid
    return out


def _stun_head(sides: list[str], judged: bool) -> Callable[[SimulationResult], str]:
    who = {"self": ("自分", "player1"), "opponent": ("相手", "player2")}

    def head(sim: SimulationResult) -> str:
        parts = []
        for side in sides:
            name, player = who[side]
            costs = [
                str(-int(e.data["delta"]))
                for e in sim.events
                if e.type == "counter" and "1306.3" in e.rules and e.data.get("player") == player
            ]
            if any("1307.1" in e.rules for e in sim.events):
                parts.append(
                    f"そのUNITはスタンしますが、{name}はスタンダメージを受けないので絆を失いません(1307.1)"
                )
                continue
            lost = lost_kizuna(sim, player)
            if len(costs) > 1:
                each = "点+".join(costs)
                parts.append(
                    f"UNITはそれぞれスタンし、{name}はCPコストに等しい絆を合計{lost}点失います"
                    f"(スタンダメージ{each}点、1306.3)"
                )
            else:
                parts.append(
                    f"そのUNITはスタンし、スタンダメージとして{name}は絆を{lost}点失います(CPコストと同じ点数、1306.3)"
                )
        if not judged:
            return "。".join(parts)
        # 「その時点で負け?」: whether anyone loses now is the answer, so it comes first
        left = {side: sim.counter(who[side][1], "kizuna") for side in sides}
        now = [
            f"{who[side][0]}の絆は{left[side]}点になりますが、その時点では敗北しません"
            "(敗北の判定は回復フェイズ、705.5)"
            for side in sides
            if left[side] <= 0
        ]
        over = outcome_phrase(sim)
        later = f"回復フェイズの判定で{over}" if over else "回復フェイズの判定でも敗北しません(705.5)"
        return "。".join([*now, *parts, later])

    return head
