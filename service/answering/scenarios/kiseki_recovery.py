"""軌跡 TCG 回復フェイズ situations: the 絆 judgement (705.5, whose turn decides a tie) and the stunned
UNITs each player may recover (705.6). The asker is ``player1`` unless the question is set in the
opponent's turn, where the opponent is the イニシアチブプレイヤー.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, outcome_phrase, story
from service.answering.scenarios.kiseki_context import both_sides, opponents_turn
from service.answering.scenarios.kiseki_read import read_units
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_LOSE = r"負け|敗北|勝"
_START_KIZUNA = 40
_SWAP = {"player1": "player2", "player2": "player1"}
_OWNER_UNSAID = "絆が誰のものか書かれていないため、自分(質問した人)の絆として計算しました。"


def seen_as(sim: SimulationResult, me: str) -> SimulationResult:
    """`sim` with the outcome's winner renamed so that `me` is ``player1`` (for `outcome_phrase`)."""
    if me == "player1":
        return sim
    outcome = replace(sim.outcome, winner=_SWAP.get(sim.outcome.winner or "", sim.outcome.winner))
    return replace(sim, outcome=outcome)


# ----- 回復フェイズ: the 絆 judgement (705.5) ----------------------------------------------------
def _bond(facts: Facts, side: str) -> int | None:
    said = facts.players.get(side, {}).get("bond")
    if said is not None:
        return said
    word = "相手" if side == "opponent" else "(?:自分|あなた|こちら)"
    filler = r"(?:が|は|も)?(?:残り|ちょうど|ぴったり|もう|まだ)*\s*(-?[0-9]+)(?![0-9枚体つ])"
    m = re.search(word + r"の絆" + filler, facts.text)
    if m is None and "絆" in facts.text:  # 「相手の絆は-2、自分は5」「絆が自分-2、相手-2」
        m = re.search(
            word + r"(?:が|は|も)?(?:残り|ちょうど|もう|まだ)*\s*(-?[0-9]+)(?![0-9枚体つ]|\s*ターン)",
            facts.text,
        )
    return int(m.group(1)) if m else None


def recovery(facts: Facts) -> BuiltScenario | Unsupported | None:
    mine, theirs = _bond(facts, "self"), _bond(facts, "opponent")
    unsaid = facts.numbers.get("bond")
    owner_unsaid = False
    if both_sides(facts):
        said = re.search(
            r"絆(?:が|は|も)?(?:ともに|共に|どちらも|いずれも|両方とも)\s*(-?[0-9]+)", facts.text
        )
        value = next((v for v in (unsaid, mine, theirs) if v is not None), None)
        mine = theirs = int(said.group(1)) if said else value
    elif unsaid is not None and mine is None and theirs is None:
        mine = unsaid  # 「今絆1なんだけど負け?」: a player asking about 絆 means their own
        owner_unsaid = True
    if mine is None and theirs is None:
        return None
    if not asks(facts, r"回復フェイズ|ターン(?:の)?終(?:わ|了)|" + _LOSE):
        return None
    when = not asks(facts, r"回復フェイズ|ターン(?:の)?終(?:わ|了)")  # the phase is not named: say when
    turn = opponents_turn(facts)
    me = "player2" if turn else "player1"
    kizuna = {"self": _START_KIZUNA if mine is None else mine}
    kizuna["opponent"] = _START_KIZUNA if theirs is None else theirs
    notes: list[str] = [_OWNER_UNSAID] if owner_unsaid else []
    if mine is None or theirs is None:
        notes.append(f"絆が書かれていないプレイヤーは{_START_KIZUNA}点(開始時の値)として計算しました。")
    tie = kizuna["self"] == kizuna["opponent"] and kizuna["self"] <= 0
    if tie and turn is None:
        notes.append(
            "どちらのターンか書かれていないため、自分のターン(自分がイニシアチブプレイヤー)として計算しました。"
        )
    payload = {
        "phase": "recovery",
        "player1": {"kizuna": kizuna["opponent" if turn else "self"]},
        "player2": {"kizuna": kizuna["self" if turn else "opponent"]},
    }
    return BuiltScenario(
        f"{GAME}.recovery",
        payload,
        story(_recovery_head(me, when, _lone(mine, theirs)), types=("game_over",), me=me),
        tuple(notes),
    )


def _lone(mine: int | None, theirs: int | None) -> str | None:
    """「自分の絆が1」: the one 絆 the question states, told as such (the other is only assumed)."""
    if (mine is None) == (theirs is None):
        return None
    return f"自分の絆が{mine}点" if mine is not None else f"相手の絆が{theirs}点"


def _recovery_head(me: str, when: bool, lone: str | None) -> Callable[[SimulationResult], str]:
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
