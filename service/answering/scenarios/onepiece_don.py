"""DON!! in ONE PIECE CARD GAME questions: the DON!! phase (6-4) from the DON!! deck or from the DON!!
already in the cost area, giving DON!! (6-5-5-1: only active ones, as many as there are), and the
power of a card with DON!! given (6-5-5-2: +1000 each, on its owner's turn only)."""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks
from service.answering.scenarios.onepiece_read import (
    LEADER_POWER,
    ME,
    OPPONENT,
    don_count,
    don_deck,
    mentions,
    passive_attack,
)
from service.answering.scenarios.onepiece_tell import rejection, tell
from service.engine.onepiece.rules import DON_DECK_SIZE
from service.engine.scenario import SimulationResult

GAME = "onepiece"
Built = BuiltScenario | Unsupported | None
# 「コストエリアにドン!!が5枚ある」「場のドン!!は8枚」: DON!! already out, so the DON!! deck holds the rest
_DON_OUT = re.compile(
    r"(?:コストエリア|場)(?:に|の)?(?:ある)?\s*ドン!!(?:カード)?(?:が|は)?\s*([0-9]+)\s*枚"
    r"|ドン!!(?:カード)?(?:が|は)?(?:もう|すでに|既に)?(?:コストエリアに|場に)?\s*([0-9]+)\s*枚\s*"
    r"(?:全部|すべて|全て)?\s*(?:コストエリアに|場に)?\s*(?:ある|あり|出て|並ん|置かれ|の状態|のとき)"
)
_ATTACH = r"(?:付与|付け|つけ|乗せ)"
_OPPONENT_TURN = re.compile(r"相手の(?:ターン|番|手番)")
# what the question asks of giving DON!!: whether it can, or how many
_ASKS_ATTACH = rf"ドン!!?[^。?]{{0,12}}{_ATTACH}[^。?]{{0,8}}(?:でき|可能|いい|何枚|られ|れる|れま)"
# no active DON!! left: 「ドン!!が全部レスト」「アクティブのドン!!がない」「レストのドン!!を付与」
_NONE_ACTIVE = re.compile(
    r"(?:全部|全て|すべて|みんな|どれも)\s*(?:が)?\s*レスト|アクティブ(?:の|な)?\s*ドン!!(?:カード)?(?:が|は)?\s*(?:1枚も|一枚も)?\s*(?:な[いく]|無[いく])"
    r"|レスト(?:の|している|してる|状態の)\s*ドン!!(?:カード)?(?:を|で)"
)
_RESTED_COUNT = re.compile(
    r"レスト(?:の|している|してる|状態の)?\s*ドン!!(?:カード)?(?:が|は)?\s*([0-9]+)\s*枚"
)
_ATTACH_COUNT = re.compile(rf"ドン!!?(?:カード)?(?:を)?\s*([0-9]+)\s*枚\s*(?:とも|全部)?\s*{_ATTACH}")


# ----- the DON!! phase (6-4) --------------------------------------------------------------------
def don_phase(facts: Facts) -> Built:
    """「ドン!!デッキが残り1枚のドン!!フェイズは?」 or 「コストエリアにドン!!が5枚、次のドン!!フェイズで
    何枚になる?」: the turn starts from its refresh phase with that many DON!! left in the DON!! deck."""
    left = don_deck(facts)
    out = _don_out(facts) if left is None else None
    if left is None and out is None:
        return None
    if facts.attack or not asks(facts, r"ドン!!フェイズ|置[けくきか]|何枚|どうな"):
        return None
    if out is not None and not asks(facts, r"ドン!!フェイズ|何枚"):
        return None
    turn = (2 if facts.turn_order == "second" else 1) if facts.first_turn else 3
    left = min(left if left is not None else DON_DECK_SIZE - (out or 0), DON_DECK_SIZE)
    payload = {
        "turn": turn,
        "phase": "refresh",
        "player1": {"don_deck": left, "don_active": DON_DECK_SIZE - left},
    }
    notes: tuple[str, ...] = ()
    if out is not None:
        notes = (
            f"場のドン!!は{out}枚だけ(ほかに付与されているドン!!はない)として、"
            f"ドン!!デッキの残りを{left}枚としています(ドン!!デッキは10枚、5-1-2)。",
        )

    def head(sim: SimulationResult) -> str:
        placed = next((int(e.data.get("count", 0)) for e in sim.events if e.type == "don_phase"), 0)
        total = len(sim.zone(ME, "cost"))
        if not asks(facts, r"置[けくきか]") and asks(facts, r"何枚|いくつ"):
            # 「…のあとドン!!は何枚?」: the count in the cost area asked comes first
            return f"コストエリアのドン!!は{total}枚になります(ドン!!フェイズに置くのは{placed}枚)"
        if not placed:
            return "ドン!!デッキが0枚のため、ドン!!フェイズにドン!!カードは置けません(ゲームは続きます)"
        # the count placed first: 「何枚置ける?」 states it alone (the rest in a parenthesis)
        if out is not None:
            return (
                f"ドン!!フェイズに置くドン!!カードは{placed}枚です(コストエリアのドン!!は{total}枚になります)"
            )
        return f"ドン!!フェイズに置くドン!!カードは{placed}枚です(ドン!!デッキが{left}枚のため)"

    return BuiltScenario(f"{GAME}.don_phase", payload, tell(head, ("don_phase",), limit=1), notes)


def _don_out(facts: Facts) -> int | None:
    found = _DON_OUT.search(facts.text)
    if found is None or "相手" in facts.text[max(0, found.start() - 6) : found.start()]:
        return None
    return min(int(found.group(1) or found.group(2)), DON_DECK_SIZE)


# ----- giving DON!! (6-5-5-1) ---------------------------------------------------------------------
def attach_don(facts: Facts) -> Built:
    """「ドン!!が全部レストでもリーダーにドン!!を付与できる?」「アクティブのドン!!2枚で、キャラにドン!!を
    3枚付けられる?」: only active DON!! in the cost area can be given, one at a time."""
    if facts.attack or not asks(facts, _ASKS_ATTACH):
        return None
    if _OPPONENT_TURN.search(facts.text) and not passive_attack(facts):
        return _attach_out_of_turn(facts)
    rested = _RESTED_COUNT.search(facts.text)
    # 「レストのドン!!が3枚」 counts rested DON!!, not active ones
    only_rested = rested is not None and not re.search(r"アクティブ(?:の|な)?\s*ドン", facts.text)
    none_active = only_rested or _NONE_ACTIVE.search(facts.text) is not None
    active = 0 if none_active else don_count(facts)
    if active is None:
        return None
    wanted = _ATTACH_COUNT.search(facts.text)
    count = min(int(wanted.group(1)), DON_DECK_SIZE) if wanted else 1
    player: dict[str, Any] = {"don_active": min(active, DON_DECK_SIZE)}
    if active == 0:
        player["don_rested"] = min(int(rested.group(1)), DON_DECK_SIZE) if rested else 1
    to_character = asks(
        facts, rf"キャラ(?:クター)?(?:カード)?\s*(?:\([^()]*\))?\s*(?:に|へ)[^。?]{{0,10}}{_ATTACH}"
    )
    target = "c" if to_character else "leader"
    if to_character:
        player["characters"] = [{"id": "c", "name": "自分のキャラ"}]
    payload = {
        "player1": player,
        "actions": [{"type": "attach_don", "target": target, "count": max(count, 1)}],
    }
    noun = "キャラ" if to_character else "リーダー"

    def head(sim: SimulationResult) -> str:
        refused = rejection(sim)
        if refused is None:
            said = f"付与できます。アクティブのドン!!{count}枚を{noun}に付与します"
            return f"{said}(自分のターン中、1枚につきパワー+1000)"
        if active:
            return f"{active}枚までは付与できますが、{count}枚は付与できません({refused.text})"
        return f"付与できません({refused.text})"

    return BuiltScenario(f"{GAME}.attach_don", payload, tell(head, ("rejected", "move"), limit=2))


def _attach_out_of_turn(facts: Facts) -> Built:
    """「相手のターン中に、自分のリーダーにドン!!を付与できる?」: giving DON!! is a main-phase action of
    the turn player (6-5-2, 6-5-5-1), whatever DON!! the asker has."""
    attach = {"type": "attach_don", "player": ME, "target": "leader"}
    payload = {"player1": {"don_active": 1}, "actions": [{"type": "end_turn"}, attach]}

    def head(sim: SimulationResult) -> str:
        refused = rejection(sim)
        return f"付与できません({refused.text})" if refused is not None else "付与できます"

    return BuiltScenario(f"{GAME}.attach_don", payload, tell(head, ("rejected",), limit=1))


# ----- the power of a card with DON!! attached (6-5-5-2) ------------------------------------------
def don_power(facts: Facts) -> Built:
    card = next((m for m in mentions(facts) if m.stat("don")), None)
    if card is None or not asks(facts, r"パワー"):
        return None
    power = card.stat("power")
    dons = int(card.stat("don") or 0)
    if power is None:
        if card.kind != "leader":
            return Unsupported(
                "元のパワーが書かれていないため、パワーの値は計算できません"
                f"(自分のターン中、付与されたドン!!1枚につき+1000、{dons}枚なら+{dons * 1000})。"
            )
        power = LEADER_POWER
    on_their_turn = bool(re.search(r"相手の(?:ターン|番|手番)", facts.text))
    mine = card.side != "opponent"
    ref = "leader" if card.kind == "leader" else "c"
    spec: dict[str, Any] = {
        "name": f"{'自分' if mine else '相手'}の{'リーダー' if ref == 'leader' else 'キャラ'}"
    }
    spec |= {"power": power, "don": min(dons, 10)}
    players: dict[str, dict[str, Any]] = {ME: {}, OPPONENT: {}}
    if mine and not on_their_turn:
        # own turn: the card attacks, and the comparison shows its power
        _place(players[ME], ref, spec if ref == "leader" else {"id": ref, **spec})
        actions: list[dict[str, Any]] = [{"type": "attack", "attacker": ref, "target": "leader"}]
        owner_turn = True
    else:
        # not its owner's turn: the other player's leader attacks it
        holder = ME if mine else OPPONENT
        card_spec = spec if ref == "leader" else {"id": ref, "rested": True, **spec}
        _place(players[holder], ref, card_spec)
        attack = {"type": "attack", "attacker": "leader", "target": ref}
        actions = [{"type": "end_turn"}, attack] if holder == ME else [attack]
        owner_turn = False
    payload = {"player1": players[ME], "player2": players[OPPONENT], "actions": actions}
    notes: tuple[str, ...] = ()
    if not owner_turn:
        notes = (
            "そのカードのパワーを示すため、相手のリーダーがそのカードにアタックする局面を実行しています"
            + ("" if ref == "leader" else "(キャラはアタックできるレスト状態と仮定)")
            + "。",
        )

    def head(sim: SimulationResult) -> str:
        c = next((e for e in sim.events if e.type == "compare"), None)
        if c is None:
            return "パワーを比べる時点まで進みませんでした"
        if owner_turn:
            power_now = c.data.get("attacker_power")
            return f"自分のターン中のパワーは{power_now}になります(付与されたドン!!1枚につき+1000)"
        return (
            f"持ち主のターンではないため、パワーは{c.data.get('defender_power')}のままです"
            "(付与されたドン!!でパワーが上がるのは持ち主のターン中だけ)"
        )

    return BuiltScenario(f"{GAME}.don_power", payload, tell(head, ("compare",), limit=1), notes)


def _place(player: dict[str, Any], ref: str, spec: dict[str, Any]) -> None:
    if ref == "leader":
        player["leader"] = spec
    else:
        player.setdefault("characters", []).append(spec)
