"""ONE PIECE CARD GAME situations: the DON!! phase, first turns, drawing the last card, paying costs,
the character and stage areas, battles (in `onepiece_battle`), zero life, empty decks and
simultaneous defeat.

Builders are tried in order; the first scenario wins. A builder declines (`Unsupported`, with the
reason for the notes) when the outcome turns on a number the question does not give, or on card text
a vanilla card does not have (the engine models stats and keywords only).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import wraps
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks
from service.answering.scenarios.onepiece_battle import attack
from service.answering.scenarios.onepiece_don import attach_don, don_phase, don_power
from service.answering.scenarios.onepiece_plan import out_of_turn_attack, play_and_attack
from service.answering.scenarios.onepiece_play import (
    CARD_COST,
    PLAY,
    character_limit,
    cost_payment,
    stage_limit,
)
from service.answering.scenarios.onepiece_read import (
    ME,
    OPPONENT,
    PRESUMES_HIT,
    both_players,
    mentions,
)
from service.answering.scenarios.onepiece_tell import outcome, rejection, tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
Built = BuiltScenario | Unsupported | None
_DRAW = r"ドロー|引[いくけきこ]"
# card text beyond stats and keywords: the engine cannot play it out
_EFFECTS = re.compile(
    r"【(?:登場時|アタック時|ブロック時|KO時|起動メイン|相手のアタック時|自分のターン中|相手のターン中|ターン1回"
    r"|自分のターン終了時|相手のターン終了時|ドン!!×[0-9]+)】|ドン!!\s*-\s*[0-9]"
    r"|効果(?:で|により|によって)?(?:の)?(?:パワー|[+-]|KO|レスト|アクティブ|手札|トラッシュ|ライフ|[0-9]+枚)"
    r"|パワー(?:を|が)?\s*[+-]\s*[0-9]+(?:され|する|した|になっ)"
)


def _vanilla(build: Callable[[Facts], Built]) -> Callable[[Facts], Built]:
    """A recognised situation whose outcome involves card text the engine does not model is declined."""

    @wraps(build)
    def guarded(facts: Facts) -> Built:
        built = build(facts)
        found = _EFFECTS.search(facts.text)
        if isinstance(built, BuiltScenario) and found is not None:
            return Unsupported(_effect_reason(found.group(0)))
        return built

    return guarded


def _effect_reason(word: str) -> str:
    return (
        f"「{word}」のようなカードの効果はエンジンで再現できません(エンジンが扱うのはパワー・コスト・"
        "カウンター値と【ブロッカー】【速攻】【ダブルアタック】【バニッシュ】【トリガー】などのキーワードだけを"
        "持つカードです)。条文の引用で回答しています。"
    )


def _side(facts: Facts, name: str) -> tuple[str | None, int | None]:
    """("self"/"opponent"/None, value) of a player-level number."""
    for side in ("self", "opponent"):
        value = facts.players.get(side, {}).get(name)
        if value is not None:
            return side, value
    return None, facts.numbers.get(name)


# ----- first turns (6-3-1, 6-4-1, 6-5-6-1) ----------------------------------------------------------
def _later_turn(facts: Facts) -> int | None:
    """The game turn of 「ゲーム3ターン目」 or 「先攻で2回目の自分のターン」 (turn 1: the first player's)."""
    said = re.search(r"([0-9]+)\s*回目の(?:自分の)?(?:ターン|番)", facts.text)
    if said and facts.turn_order is not None:
        own = int(said.group(1))
        return 2 * own - 1 if facts.turn_order == "first" else 2 * own
    number = facts.numbers.get("turn_number", facts.players.get("self", {}).get("turn_number"))
    return number if number is not None and 1 <= number <= 200 else None


def first_turn(facts: Facts) -> Built:
    if CARD_COST.search(facts.text) and asks(facts, PLAY) and not facts.attack:
        return None  # paying a cost on an opening turn: `cost_payment` runs it from the DON!! phase
    if facts.first_turn or asks(facts, r"(?:先攻|後攻)の?(?:最初|初)"):
        turn = 2 if facts.turn_order == "second" else 1
    else:
        # a later turn's draw and DON!! phases (「3ターン目はドローできる? ドン!!は何枚?」); a later
        # turn's attack is the attack builder's
        later = _later_turn(facts)
        if later is None or facts.attack or not asks(facts, _DRAW, r"ドン!!?[^。?]{0,6}(?:何枚|置)"):
            return None
        if asks(
            facts, r"(?:コストエリア|合計|全部で)[^。?]{0,10}ドン!!?[^。?]{0,8}(?:何枚|いくつ)"
        ) and not asks(facts, r"置"):
            # 「コストエリアのドン!!は何枚?」 on a later turn counts the DON!! of the earlier turns too,
            # which this scenario (an empty cost area at the turn's start) does not hold: only the
            # count the DON!! phase places is answered (「何枚置ける?」「ドローできる?ドン!!は何枚?」)
            return None
        turn = later
    attach = asks(facts, r"ドン!!?[^。?]{0,8}(?:付与|付け|つけ|乗せ)|(?:付与|付け|つけ)[^。?]{0,4}ドン")
    actions: list[dict[str, Any]] = []
    if attach:
        actions.append({"type": "attach_don", "target": "leader"})
    if facts.attack:
        actions.append({"type": "attack"})
        payload: dict[str, Any] = {"turn": turn, "phase": "refresh", "actions": actions}
        return BuiltScenario(f"{GAME}.first_turn_attack", payload, tell(_first_attack_head))
    hand_said = "hand" in facts.players.get("self", {}) or "hand" in facts.numbers
    hand = facts.players.get("self", {}).get("hand", facts.numbers.get("hand", 5))
    payload = {
        "turn": turn,
        "phase": "refresh",
        "player1": {"hand": [{}] * min(hand, 60)},
        "actions": actions,
    }

    don_only = asks(facts, r"ドン!!?[^。?]{0,8}(?:何枚|置)") and not asks(facts, _DRAW)

    def head(sim: SimulationResult) -> str:
        drew = any(e.type == "move" and "6-3-1" in e.rules for e in sim.events)
        don = next((int(e.data.get("count", 0)) for e in sim.events if e.type == "don_phase"), 0)
        said = f"{'カードを1枚引き' if drew else 'カードは引かず'}、ドン!!はコストエリアに{don}枚置きます"
        if don_only:  # 「ドン!!は何枚置ける?」: the count asked first, alone
            drawn = "カードを1枚引きます" if drew else "カードは引きません"
            said = f"ドン!!はコストエリアに{don}枚置きます({drawn})"
        if turn <= 2 or hand_said:  # the opening hand is 5 (5-2-1-6); later it is whatever was said
            said += f"(手札は{len(sim.zone(ME, 'hand'))}枚)"
        if attach:
            said += "。メインフェイズにそのドン!!をリーダーに付与できます"
        return said

    situation = "first_turn" if turn <= 2 else "turn_start"
    return BuiltScenario(f"{GAME}.{situation}", payload, tell(head, limit=3))


def _first_attack_head(sim: SimulationResult) -> str:
    refused = rejection(sim)
    return f"1ターン目はアタックできません({refused.text})" if refused else "アタックできます"


# ----- drawing (6-3-1) with a nearly empty deck (9-2-1-2) --------------------------------------------
def draw(facts: Facts) -> Built:
    side, deck = _side(facts, "deck")
    if deck is None or deck == 0 or deck > 60 or facts.attack or facts.first_turn:
        return None
    if not asks(facts, _DRAW) or asks(facts, r"効果"):
        return None
    theirs = side == "opponent"
    drawer = OPPONENT if theirs else ME
    payload: dict[str, Any] = {"player1": {}, "player2": {}}
    payload["player2" if theirs else "player1"]["deck"] = deck
    if theirs:
        payload["actions"] = [{"type": "end_turn"}]  # the opponent draws at the start of its turn
    else:
        payload["phase"] = "refresh"

    def head(sim: SimulationResult) -> str:
        who = "相手" if theirs else "自分"
        said = f"ドローフェイズに{who}は1枚引き、デッキは{len(sim.zone(drawer, 'deck'))}枚になります"
        over = outcome(sim)
        return f"{said}。デッキが0枚になったので、ルール処理で{over}" if over else f"{said}。ゲームは続きます"

    drawn = tell(
        head, ("move", "no_draw", "game_over"), 2, "phase", lambda e: e.type != "move" or "6-3-1" in e.rules
    )
    return BuiltScenario(f"{GAME}.draw", payload, drawn)


# ----- defeat (1-2, 9-2) ---------------------------------------------------------------------------
def zero_life(facts: Facts) -> Built:
    side, life = _side(facts, "life")
    if life != 0 or not asks(facts, r"ダメージ") or (facts.attack and not asks(facts, PRESUMES_HIT)):
        return None
    if both_players(facts):
        return None  # both leaders hit at zero life: simultaneous defeat, below
    mine = side == "self" or (side is None and asks(facts, r"自分の?ライフ"))
    attack_action = {"type": "attack", "attacker": "leader", "target": "leader"}
    payload: dict[str, Any] = {
        "player1": {"life": 0} if mine else {},
        "player2": {} if mine else {"life": 0},
        "actions": [{"type": "end_turn"}, attack_action] if mine else [attack_action],
    }

    def head(sim: SimulationResult) -> str:
        return f"ライフ0枚でリーダーがダメージを受けたため、{outcome(sim) or 'ゲームは続きます'}"

    return BuiltScenario(f"{GAME}.zero_life", payload, tell(head, ("damage", "game_over"), since="attack"))


def empty_deck(facts: Facts) -> Built:
    side, deck = _side(facts, "deck")
    if deck != 0:
        return None
    both = both_players(facts)
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    if both or side != "opponent":
        players["player1"]["deck"] = 0
    if both or side == "opponent":
        players["player2"]["deck"] = 0

    def head(sim: SimulationResult) -> str:
        if sim.outcome.draw:
            return outcome(sim)
        return f"デッキが0枚になると敗北条件を満たすため、{outcome(sim) or 'ゲームは続きます'}"

    return BuiltScenario(f"{GAME}.empty_deck", players, tell(head, ("game_over",)))


def simultaneous(facts: Facts) -> Built:
    if not (facts.simultaneous and asks(facts, r"負け|敗北|勝|引き分け|どうな|どっち")):
        return None
    payload = {"player1": {"deck": 0}, "player2": {"deck": 0}}
    note = "両プレイヤーが同時に敗北条件を満たす局面を、両者のデッキ0枚(9-2-1-2)で再現しています。"
    return BuiltScenario(
        f"{GAME}.simultaneous",
        payload,
        tell(lambda s: "両プレイヤーが同時に敗北条件を満たすと、ゲームは引き分けになります", ("game_over",)),
        () if asks(facts, r"(?:山札|デッキ)") else (note,),
    )


# ----- the refresh phase (6-2-3, 6-2-4) ---------------------------------------------------------------
_NEXT_TURN = re.compile(
    r"次の(?:自分の)?(?:ターン|番)|(?:自分の)?ターン(?:が|に)(?:来|回っ|なっ)|リフレッシュ"
    r"|(?:いつ|どこに)[^。?]{0,4}(?:戻|外れ|はが|剥が)|付けっぱなし|つけっぱなし"
)


def refresh(facts: Facts) -> Built:
    """「前のターンにリーダーに付けたドン!!2枚、次の自分のターンにはどうなる?」: the asker's next turn
    starts with the refresh phase, which returns given DON!! and sets rested cards active."""
    given = [m for m in mentions(facts) if m.stat("don") and m.side != "opponent"]
    if not given or facts.attack or not _NEXT_TURN.search(facts.text):
        return None
    card = given[0]
    dons = min(int(card.stat("don") or 0), 10)
    rested = card.rested is True or asks(facts, r"アタックした|レストに(?:なっ|し)")
    spec: dict[str, Any] = {"don": dons, "rested": rested}
    player: dict[str, Any] = (
        {"leader": spec} if card.kind == "leader" else {"characters": [{"id": "c", **spec}]}
    )
    payload = {"phase": "refresh", "player1": player}

    def head(sim: SimulationResult) -> str:
        back = sum(1 for e in sim.events if e.type == "move" and "6-2-3" in e.rules)
        said = f"次の自分のターンのリフレッシュフェイズで、付与されていたドン!!{back}枚は"
        said += "コストエリアにアクティブで戻ります"
        if any("6-2-4" in e.rules for e in sim.events):
            said += "。レストのカードもすべてアクティブになります"
        return said

    only_refresh = tell(
        head, ("move", "set_state"), 3, None, lambda e: bool({"6-2-3", "6-2-4"} & set(e.rules))
    )
    return BuiltScenario(f"{GAME}.refresh", payload, only_refresh)


def unmodelled(facts: Facts) -> Built:
    """A situation built on card text: say why there is no simulation."""
    found = _EFFECTS.search(facts.text)
    # 「ドン!!-1ってどういう意味?」 asks what the words mean: no situation, nothing to decline
    if found is None or not (facts.attack or (facts.mentions and re.search(r"[0-9]", facts.text))):
        return None
    return Unsupported(_effect_reason(found.group(0)))


BUILDERS = (
    don_phase,
    first_turn,
    draw,
    refresh,
    _vanilla(play_and_attack),
    _vanilla(cost_payment),
    stage_limit,
    character_limit,
    attach_don,
    out_of_turn_attack,
    _vanilla(attack),
    _vanilla(don_power),
    zero_life,
    empty_deck,
    simultaneous,
    unmodelled,
)
