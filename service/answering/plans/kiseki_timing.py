"""軌跡 TCG plan: may the asker play a UNIT from the hand in the opponent's 配備ステップ or 戦闘フェイズ
— only the プライマリープレイヤー plays UNITs, and only in the 配備フェイズ (703.8c-1, 702.3).

Built from the reading: the opponent's turn named with its phase (「相手の配備ステップ」
「相手の戦闘フェイズ」: the phase is the TURN fact read inside the opponent-turn phrase), the UNIT
played from the hand (the one UNIT named; no 拠点 state: a card in the 拠点 is `kiseki_play`'s), and
in the 戦闘フェイズ the opponent's attack in progress (「攻撃されてる最中」「相手の攻撃に合わせて」),
run as the opponent's attack on the asker.
The opponent is the イニシアチブプレイヤー (player1), as the reader's 「相手の…ステップ」 (the opponent's
turn) seats it; a question that also names the asker's own step (which would make the asker the
イニシアチブプレイヤー) is left withheld. CP and the UNIT's cost are the engine's, named.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_PHASES = frozenset({"deploy_step", "battle_phase"})
_OPPONENT_ATTACK = frozenset({"attack", "attacked"})


def phases_in(fact: Fact) -> set[str]:
    """The turn concepts a turn phrase names (「相手の配備ステップ」 → deploy_step, 「相手のドローステップ」
    → prep_phase): the game's TURN entries found inside it (the reader kept only the longest, the
    opponent's turn)."""
    entries = lexicon(GAME).entries
    return {e.concept for e in entries if e.role is Role.TURN and e.regex.search(fact.text)}


def _phases_of(fact: Fact) -> set[str]:
    return phases_in(fact) & _PHASES


def _whose(reading: Reading, fact: Fact) -> str | None:
    """The player an action is said of: the owner word joined to it by の (「相手の攻撃」)."""
    return next((o.concept for o in reading.of(Role.OWNER) if reading.text[o.end : fact.start] == "の"), None)


def unit_in_their_turn(reading: Reading) -> BuiltScenario | None:
    # 「手札から出せる?」: the zone said with the ask is the UNIT's, where it is played from
    if {f.concept for f in reading.asks()} - {"about:in_hand"} != {"can"} or not plain(reading):
        return None
    if reading.of(Role.NUMBER) or reading.of(Role.QUANTITY) or reading.of(Role.KEYWORD):
        return None
    if any(f.concept != "in_hand" for f in reading.of(Role.STATE)) or any(  # 「手札から」: the UNIT's zone
        f.concept != "cp_cost" for f in reading.of(Role.STAT)
    ):
        return None
    turns = reading.of(Role.TURN)
    theirs = [f for f in turns if f.concept == "opponent_turn" and not f.negated]
    if not theirs or any(f.negated for f in turns):
        return None
    phases = set().union(*(_phases_of(f) for f in theirs))
    if len(phases) != 1 or len(theirs) != len(turns):
        # 「(自分の配備ステップはもう終わってる)」: the asker would hold the イニシアチブ while the reader
        # seats the opponent as the turn player — not run against that reading
        return None
    battle = phases == {"battle_phase"}
    cards = reading.of(Role.CARD)
    if len(cards) != 1 or cards[0].concept != "unit" or cards[0].owner == "opponent":
        return None  # the one UNIT, the asker's in the hand
    actions = reading.of(Role.ACTION)
    plays = [f for f in actions if f.concept == "play"]
    attacks = [f for f in actions if f.concept in _OPPONENT_ATTACK]
    if not plays or any(f.negated for f in actions) or len(plays) + len(attacks) != len(actions):
        return None
    if attacks and not battle:
        return None
    if any(f.concept == "attack" and _whose(reading, f) != "opponent" for f in attacks):
        return None  # 「相手の攻撃」 is the opponent's; an attack of no one said may be the asker's
    costs = [f.value for f in reading.of(Role.STAT)]
    if len(set(costs)) > 1 or not all(isinstance(c, int) for c in costs):
        return None
    cost = int(costs[0]) if costs and isinstance(costs[0], int) else 1
    me, them = "player2", "player1"
    unit = {"id": "c", "name": "手札のUNIT", "kind": "UNIT", "cp_cost": cost}
    asker: dict[str, Any] = {"hand": [unit], "cp": cost}
    opponent: dict[str, Any] = {}
    actions_out: list[dict[str, Any]] = []
    notes = [f"CPは書かれていないので、UNITのCPコスト({cost})を払えるだけあるものとしました。"]
    notes.append("相手のステップ・フェイズなので、相手がイニシアチブプレイヤーとしました。")
    if attacks:
        opponent["field"] = [{"id": "x", "name": "攻撃してくる相手のUNIT"}]
        asker["field"] = []
        actions_out.append({"kind": "attack", "player": them, "attackers": ["x"]})
        notes.append(
            "相手の攻撃は、自分の場にUNITがいない状態で相手プレイヤー(自分)への攻撃として実行し、"
            "その後にUNITをプレイしようとしました(戦闘フェイズ中はいつでもUNITをプレイできません、703.8c-1)。"
        )
    actions_out.append({"kind": "play_unit", "player": me, "card": "c"})
    payload: dict[str, Any] = {
        "phase": "battle" if battle else "deploy",
        me: asker,
        them: opponent,
        "actions": actions_out,
    }

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is None:
            return "そのUNITはプレイできます"
        when = "戦闘フェイズ" if battle else "配備ステップ"
        return (
            f"相手の{when}に手札のUNITはプレイできません。UNITをプレイできるのは配備フェイズの"
            f"プライマリープレイヤー(ステップを進行中のプレイヤー)だけです({'、'.join(refused.rules)}、702.3)"
        )

    return BuiltScenario(
        f"{GAME}.plan.unit_timing",
        payload,
        story(head, types=("rejected", "move", "attack"), limit=3, me=me),
        tuple(notes),
    )


def unit_in_own_battle(reading: Reading) -> BuiltScenario | None:
    """「戦闘フェイズの途中で手札のUNITをプレイできる?」「自分の戦闘フェイズ中にUNITを出せる?」: the phase
    named with no other player's turn is the asker's own, the asker the イニシアチブプレイヤー (player1) —
    a UNIT from the hand is played only in the 配備フェイズ (703.8c-1), its own 戦闘フェイズ too. Only the
    one phase, the one UNIT of the hand and its play: an attack, a count or another turn word withholds
    (「相手の戦闘フェイズ」 is `unit_in_their_turn`'s)."""
    if {f.concept for f in reading.asks()} - {"about:in_hand"} != {"can"} or not plain(reading):
        return None
    if reading.of(Role.NUMBER, Role.QUANTITY, Role.KEYWORD, Role.STAT):
        return None
    if any(f.concept != "in_hand" for f in reading.of(Role.STATE)):
        return None
    turns = reading.of(Role.TURN)
    if len(turns) != 1 or turns[0].negated or turns[0].concept != "battle_phase":
        return None
    if any(f.concept != "self" for f in reading.of(Role.OWNER)):
        return None
    cards = reading.of(Role.CARD)
    if len(cards) != 1 or cards[0].concept != "unit" or cards[0].owner == "opponent":
        return None
    actions = reading.of(Role.ACTION)
    if not actions or any(f.concept != "play" or f.negated for f in actions):
        return None
    unit = {"id": "c", "name": "手札のUNIT", "kind": "UNIT", "cp_cost": 1}
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {"hand": [unit], "cp": 1},
        "player2": {},
        "actions": [{"kind": "play_unit", "player": "player1", "card": "c"}],
    }
    notes = (
        "CPコストは書かれていないので1、CPはそれを払えるだけあるものとしました。",
        "相手の名前がないので自分の戦闘フェイズ(自分がイニシアチブプレイヤー)としました。",
    )

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is None:
            return "そのUNITはプレイできます"
        return (
            "戦闘フェイズに手札のUNITはプレイできません。UNITをプレイできるのは配備フェイズ"
            f"(配備ステップ)だけです({'、'.join(refused.rules)})"
        )

    return BuiltScenario(
        f"{GAME}.plan.unit_own_battle", payload, story(head, types=("rejected",), limit=2), notes
    )
