"""軌跡 TCG 回復フェイズ situations: the stunned UNITs each player may recover (705.6). The 絆
judgement (705.5) is planned from the reading (`plans/kiseki_judge.py`).
"""

from __future__ import annotations

import re

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, story
from service.answering.scenarios.kiseki_read import read_units
from service.engine.scenario import SimulationResult

GAME = "kiseki"


# ----- 回復フェイズ: stunned UNITs (705.6) ----------------------------------------------------------
def stunned_recovery(facts: Facts) -> BuiltScenario | Unsupported | None:
    if facts.attack or not asks(facts, r"回復フェイズ|ターン(?:が|の)?終(?:わ|了)"):
        return None
    counts = _stunned_counts(facts)
    if not any(counts.values()):
        return None
    if asks(facts, _NONE_RECOVERED):  # the scenario recovers one: a choice of none is not run
        return Unsupported("回復するUNITを選ばなかった場合の処理はシミュレーションしていません(705.6)。")
    fields = {
        side: [
            {"id": f"{side[0]}{i + 1}", "name": f"{_WHO[side]}のUNIT{i + 1}", "stunned": True}
            for i in range(n)
        ]
        for side, n in counts.items()
    }
    payload = {
        "phase": "recovery",
        "player1": {"field": fields["self"]},
        "player2": {"field": fields["opponent"]},
        "choices": {"recover": "first"},
    }
    sides = [side for side in ("self", "opponent") if counts[side]]

    def head(sim: SimulationResult) -> str:
        left = {side: len(sim.zone(_PLAYER[side], "field")) for side in sides}
        if len(sides) == 1 and counts[sides[0]] == 1:
            return (
                f"{_WHO[sides[0]]}のスタン状態のUNITは、回復フェイズに回復するUNITとして選べば場に残り(705.6)、"
                "その後レディします(705.8)。選ばなければ軌跡に置かれます(705.6)。"
                "スタン状態のままレディすることはありません(1306.2b)"
            )
        told = [_each(_WHO[side], counts[side], left[side]) for side in sides]
        kept = (
            "、".join(f"{_WHO[side]}{left[side]}つ" for side in sides)
            if len(sides) > 1
            else f"{left[sides[0]]}つ"
        )
        kept_said = f"場に残るのは{kept}のUNITです(回復しないことも選べ、その場合はすべて軌跡に置かれます)"
        if asks(facts, r"軌跡"):  # 「軌跡に置かれるのは何体?」: the UNITs put there first
            return "。".join(told) + "(705.6)。" + kept_said
        # the count left first: 「場のUNITは何体?」 is answered by the first number about UNITs
        return kept_said + "。" + "。".join(told) + "(705.6)"

    return BuiltScenario(f"{GAME}.recover", payload, story(head, types=("move", "set_state"), limit=4))


_WHO = {"self": "自分", "opponent": "相手"}
# 「どれも回復させなかった」「回復しないことにした」: no stunned UNIT chosen (705.6 allows it)
_NONE_RECOVERED = r"回復(?:させ|さ|し)(?:なかっ|ない|ず)|回復(?:を|は)?(?:選ばな|しないこと)"
_PLAYER = {"self": "player1", "opponent": "player2"}
# 「こっちにスタンしたUNITが2つ、向こうに1つ」: a count said of a side with the noun left out
_SIDE_COUNT = re.compile(r"(自分|相手)(?:の場)?(?:に|は|も|が|の)?(?:は|も)?\s*([0-9]+)\s*(?:つ|体)")


def _each(who: str, n: int, left: int) -> str:
    if n == 1:
        return f"{who}はスタン状態のUNIT1つを回復でき、場に残せます"
    return f"{who}はスタン状態のUNIT{n}つのうち1つを選んで回復でき、残りの{n - left}つは軌跡に置かれます"


def _stunned_counts(facts: Facts) -> dict[str, int]:
    """Stunned UNITs per side: the UNIT nouns the question marks stunned (an unsaid side is the
    asker's), and counts said of a side without a noun once one side's stunned UNITs are named."""
    counts = {"self": 0, "opponent": 0}
    for u in read_units(facts):
        if u.stunned and u.role != "absent":
            counts["opponent" if u.side == "opponent" else "self"] += 1
    if not any(counts.values()):
        return counts
    for part in re.split(r"[、。,?!]", facts.text):
        m = _SIDE_COUNT.search(part)
        if m and not re.search(r"UNIT|ユニット", part):
            side = "self" if m.group(1) == "自分" else "opponent"
            counts[side] = counts[side] or int(m.group(2))
    return counts
