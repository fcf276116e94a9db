"""The asker's DON!! at the start of its next turn, planned from the reading (6-2-3, 6-2-4, 6-4-1, 6-4-2).

「コストエリアにドン!!7枚(全部レスト)、リーダーにドン!!2枚付与、ドン!!デッキは残り1枚。次のターンの
ドン!!フェイズのあと、アクティブのドン!!は何枚?」: the turn starts from its refresh phase with the
stated DON!! — in the cost area, attached to the cards named with them, left in the DON!! deck — and the
engine returns the attached ones, sets all active and places up to 2 from the DON!! deck. What the
question leaves open is a default in `notes`; a first turn, an opponent's DON!! or an action other
than the attaching told as history gives no scenario.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.plans.onepiece_card_box import Box
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, quantities
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import outcome, tell
from service.engine.onepiece.rules import DON_DECK_SIZE
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_DON = ("don_area", "don_rested", "don_deck", "don_total", "don_active")
_HISTORY = ("attach_don",)  # 「リーダーにドン!!2枚付与」 tells how the DON!! came to be attached


def attached(boxes: list[Box]) -> tuple[int, list[dict[str, Any]]] | None:
    """DON!! attached to the leader and to each character named with them; None when a named card
    holds anything else the DON!! count does not explain."""
    leader, characters = 0, []
    for i, box in enumerate(boxes):
        if set(box.stats) - {"don"} or box.keywords or box.states:
            return None
        n = box.stats.get("don", 0)
        if box.kind == "leader":
            leader += n
        elif box.kind == "character" and n:
            characters.append({"id": f"c{i}", "name": "ドン!!を付与したキャラ", "don": n})
    return leader, characters


def before_don_phase(reading: Reading) -> bool:
    """「リフレッシュフェイズのあと」「ドローフェイズが終わった時点」: the phases the question names all
    come before the DON!! phase (6-2, 6-3), so the DON!! it places (6-4-1) are not yet in the cost area —
    a run to the end of the DON!! phase does not answer a DON!! count asked there."""
    phases = [f.text for f in reading.of(Role.TURN) if f.concept == "refresh" and "フェ" in f.text]
    return bool(phases) and not any("ドン" in t or "メイン" in t for t in phases)


def don_asked(reading: Reading) -> bool:
    """The sentence of the number asked names DON!! (「コストエリアのドン!!は何枚?」「ドンは何枚置く?」)."""
    for ask in (f for f in reading.asks() if f.concept in ("number", "placed")):
        start = max((m.end() for m in _END.finditer(reading.text, 0, ask.start)), default=0)
        end = _END.search(reading.text, ask.end)
        if "ドン" in reading.text[start : end.end() if end else len(reading.text)]:
            return True
    return False


_END = re.compile(r"[。??\n]")
# 「アクティブのドン!!はコストエリアに何枚?」: the active DON!! asked, the area said between them and the ask
_ACTIVE_DON = re.compile(r"アクティブ(?:状態)?\s*(?:の|な)\s*ドン")


def _active_asked(reading: Reading) -> bool:
    """The sentence of the number asked names the active DON!! (「アクティブのドン!!はコストエリアに何枚?」),
    farther from the ask than the reader's asked tail."""
    for ask in (f for f in reading.asks() if f.concept == "number"):
        start = max((m.end() for m in _END.finditer(reading.text, 0, ask.start)), default=0)
        if _ACTIVE_DON.search(reading.text, start, ask.start):
            return True
    return False


def card_don_asked(reading: Reading) -> bool:
    """「リーダーに付いてるドン!!は何枚?」: the sentence of the number asked names a card and not the cost
    area — the count asked may be the DON!! given to that card (0 after the refresh phase, 6-2-3), not
    the cost area's this plan answers."""
    for ask in (f for f in reading.asks() if f.concept == "number"):
        start = max((m.end() for m in _END.finditer(reading.text, 0, ask.start)), default=0)
        if "コストエリア" in reading.text[start : ask.end]:
            continue
        if any(start <= f.start < ask.start for f in reading.of(Role.CARD)):
            return True
    return False


def next_turn_don(reading: Reading) -> BuiltScenario | None:
    asks = {f.concept for f in reading.asks()}
    active_asked = "about:don_active" in asks or _active_asked(reading)
    if asked(reading) != "number" or not active_asked or before_don_phase(reading):
        return None
    if card_don_asked(reading):
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if "refresh" not in turns or turns - {"refresh", "previous_turn", "self_turn"}:
        return None
    if any(f.concept not in _HISTORY for f in reading.of(Role.ACTION) if not f.negated):
        return None
    held = quantities(reading)
    if held is None:  # DON!! said with no owner are the asker's (its own next turn is asked about)
        held = _unowned(reading)
    if held is None or held[OTHER]:
        return None
    mine = held[ASKER]
    if "don_area" not in mine and "don_total" not in mine and {"don_rested", "don_active"} & set(mine):
        # 「コストエリアにレストのドンが5枚」: the cost area holds the active and rested ones told
        mine["don_area"] = mine.get("don_rested", 0) + mine.get("don_active", 0)
        mine.setdefault("don_rested", 0)
    if set(mine) - set(_DON) or "don_area" not in mine:
        return None
    boxes = [b for b in cards(reading) if b.owner in (ASKER, None)]
    if len(boxes) != len(cards(reading)):
        return None
    found = attached(boxes)
    if found is None:
        return None
    leader_don, characters = found
    area = mine["don_area"]
    rested = mine.get("don_rested", area if reading.of(Role.STATE) else 0)
    notes: list[str] = []
    player: dict[str, Any] = {"don_active": area - rested, "don_rested": rested}
    if leader_don:
        player["leader"] = {"don": leader_don}
    if characters:
        player["characters"] = characters
    used = area + leader_don + sum(c["don"] for c in characters)
    if "don_deck" in mine:
        player["don_deck"] = mine["don_deck"]
    else:
        notes.append(f"ドン!!デッキの残りは指定がないので、10枚から場の{used}枚を引いた数としています。")
    if used + player.get("don_deck", 0) > DON_DECK_SIZE or rested > area:
        return None
    notes.append("次のターンは1ターン目ではない(ドン!!フェイズで2枚置く)ターンとしています。")
    payload = {"turn": 3, "phase": "refresh", "player1": player}
    return BuiltScenario(f"{GAME}.plan.next_turn_don", payload, tell(_head(), limit=3), tuple(notes))


def askers_counts(reading: Reading) -> dict[str, dict[str, int]] | None:
    """The counts told, all the asker's — DON!! said with no owner are the asker's, who plays; None when a
    count is the other player's or not read."""
    held = quantities(reading)
    if held is None:
        held = _unowned(reading)
    return None if held is None or held[OTHER] else held


def _unowned(reading: Reading) -> dict[str, dict[str, int]] | None:
    out: dict[str, dict[str, int]] = {ASKER: {}, OTHER: {}}
    for f in reading.of(Role.QUANTITY):
        if f.owner == "opponent" or not isinstance(f.value, int):
            return None
        out[ASKER][f.concept] = f.value
    return out


def don_placed(sim: SimulationResult) -> int:
    """The DON!! the run's DON!! phase placed in the cost area (6-4-1)."""
    return next((int(e.data.get("count", 0)) for e in sim.events if e.type == "don_phase"), 0)


def don_returned(sim: SimulationResult) -> int:
    """The given DON!! the refresh phase returned to the cost area (6-2-3)."""
    return sum(1 for e in sim.events if e.type == "move" and "6-2-3" in e.rules)


def _head() -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        cost = sim.zone("player1", "cost")
        active = sum(1 for c in cost if not c["flags"].get("rested"))
        placed = don_placed(sim)
        return (
            f"ドン!!フェイズのあと、コストエリアのアクティブのドン!!は{active}枚です"
            f"(リフレッシュで付与されていたドン!!が戻りすべてアクティブになり、ドン!!フェイズで{placed}枚置きます)"
        )

    return head


# the asking sentence names another DON!! than the cost area's active ones (「レストのドン!!は?」
# 「ドン!!デッキは?」「付与されてるのは?」): no count after the refresh phase answers it so
_OTHER_DON = re.compile(r"レスト|デッキ|付与|付い|乗っ|リーダー|キャラ")


def refresh_end_asked(reading: Reading, area_told: bool) -> bool:
    """「リフレッシュフェイズ終わった時点で、コストエリアのアクティブのドン!!は何枚?」: the cost area's DON!!
    asked at the end of the refresh phase (all active then, 6-2-3, 6-2-4), the cost area told."""
    if not (area_told and before_don_phase(reading) and don_asked(reading)):
        return False
    if any(f.concept == "placed" for f in reading.asks()):
        return False
    for ask in (f for f in reading.asks() if f.concept == "number"):
        start = max((m.end() for m in _END.finditer(reading.text, 0, ask.start)), default=0)
        if _OTHER_DON.search(reading.text, start, ask.start):
            return False
    return True


def refresh_end_head(turn_seat: str) -> Callable[[SimulationResult], str]:
    """The cost area's DON!! when the refresh phase ends: the run's end less the DON!! phase's."""

    def head(sim: SimulationResult) -> str:
        placed = don_placed(sim)
        back = don_returned(sim)
        area = len(sim.zone(turn_seat, "cost")) - placed
        said = f"リフレッシュフェイズが終わった時点で、コストエリアのドン!!は{area}枚で、"
        said += "すべてアクティブです(6-2-3、6-2-4)"
        if back:
            said += f"。付与されていたドン!!{back}枚もコストエリアにアクティブで戻っています"
        return said + f"(このあとドン!!フェイズで{placed}枚置きます)"

    return head


def turn_head(
    turn_seat: str, me: str, placed_first: bool, hand: bool, area_told: bool, draw_first: bool = False
) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        ended = outcome(sim)
        if ended:
            if me == "player2":  # `outcome` names player1 自分
                ended = ended.replace("自分", "\0").replace("相手", "自分").replace("\0", "相手")
            return ended
        back = don_returned(sim)
        returned = (
            f"リフレッシュフェイズで、付与されていたドン!!{back}枚はコストエリアにアクティブで戻ります。"
            if back
            else ""
        )
        drew = any(e.type == "move" and "6-3-1" in e.rules for e in sim.events)
        placed = don_placed(sim)
        total = len(sim.zone(turn_seat, "cost"))
        drawn = "カードを1枚引きます" if drew else "カードは引きません"
        if draw_first:  # 「何枚引ける?」: the cards drawn (6-3-1: none in the first player's first turn)
            said = f"ドローフェイズに引くカードは{1 if drew else 0}枚です"
            said += f"(ドン!!はコストエリアに{placed}枚置きます)"
        elif not placed:  # 6-4-3: no DON!! left in the DON!! deck
            said = f"ドン!!デッキが0枚のため、ドン!!フェイズにドン!!カードは置けません({drawn}"
            said += f"。コストエリアのドン!!は{total}枚のままです)" if area_told else ")"
        elif placed_first:  # 「何枚置ける?」: the count the DON!! phase places, alone
            said = f"ドン!!フェイズにドン!!はコストエリアに{placed}枚置きます({drawn}"
            said += f"。コストエリアのドン!!は{total}枚になります)" if area_told else ")"
        elif area_told:  # 「何枚になる?」: the cost area's count
            said = f"コストエリアのドン!!は{total}枚になります(ドン!!フェイズに置くのは{placed}枚。{drawn})"
        else:
            said = (
                f"{'カードを1枚引き' if drew else 'カードは引かず'}、ドン!!はコストエリアに{placed}枚置きます"
            )
        if hand:
            said += f"(手札は{len(sim.zone(turn_seat, 'hand'))}枚)"
        return returned + said

    return head
