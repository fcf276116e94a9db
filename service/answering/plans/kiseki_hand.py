"""軌跡 TCG plan: must a player discard down to a hand limit at the turn's end — 「手札が12枚になった。
ターン終わる前に何枚捨てる?」: the hand has no limit (505.5) and no step of the turn's end discards
(705.6-705.9), so none.

Built from the reading: one hand count told (QUANTITY hand, its owner or the asker's), a discard asked
(「何枚捨てる?」「捨てないといけない?」) with no card text quoted (an effect's 「手札を2枚捨てる」 is another
situation), draws and effects told only as how the hand grew, whose turn it is if told. The run starts
in the 回復フェイズ with that hand and goes through the turn's end (705.7-705.9) into the next turn;
the cards moved out of the hand on the way are counted (none), the next turn's draw named.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"self_turn", "opponent_turn", "recovery_phase"})
_QUIET = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM, Role.ASK, Role.TURN, Role.ACTION, Role.QUANTITY})
# 「何枚捨てる?」「捨てないといけない?」「上限まで捨てる?」: a discard asked of the hand's size
_ASKED = re.compile(r"捨て[^。?？]{0,12}[?？]|上限")
_NAME = {"self": "自分", "opponent": "相手"}
# 「手札上限は何枚?」: the limit asked as a number — there is none (505.5), no count of discards answers it
_LIMIT_ASKED = re.compile(r"上限\s*(?:は|って|が)?\s*(?:何|いくつ)")
# 「もし手札上限があったら何枚捨てる?」「上限が7枚だとしたら」: a hypothesis against 505.5 asks another game
_SUPPOSED = re.compile(r"もし|仮に|としたら|とすると|だったら|あったら|あれば|なら(?:ば)?\s*[、,]?\s*何")
# 「友達の手札」「Aさん」: a third person's hand (the conclusion would name the asker)
_THIRD = re.compile(r"友達|友人|さん|チームメイト|彼|あいつ|対戦相手以外")


def hand_limit(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks()}
    if "number" not in asked or not asked <= {"number", "can"} or not plain(reading):
        return None  # 「捨てる?それとも…?」: a yes/no or an alternative is no count of discards
    text = reading.text
    if _SUPPOSED.search(text) or _THIRD.search(text):
        return None  # 「もし手札上限があったら」: a rule supposed away; 「友達の手札」: not the asker's
    if "「" in text or "『" in text or not _ASKED.search(text) or _LIMIT_ASKED.search(text):
        return None  # a card's text (「手札を2枚捨てる」), no discard asked, or the limit itself asked
    for ask in (f for f in reading.asks() if f.concept == "number"):
        end = min([len(text), *(text.find(c, ask.end) for c in "。?？" if text.find(c, ask.end) >= 0)])
        if "捨" not in text[max(0, ask.start - 8) : end]:
            return None  # 「手札は何枚になる?」: a count other than the discards
    if any(
        f.role not in _QUIET for f in reading.facts if not (f.role is Role.MODIFIER and f.concept == "effect")
    ):
        return None  # a stat, icon, state or other modifier: not this situation
    if any(f.concept not in ("draw", "discard", "use") or f.negated for f in reading.of(Role.ACTION)):
        return None
    hands = reading.of(Role.QUANTITY)
    if len(hands) != 1 or hands[0].concept != "hand" or not isinstance(hands[0].value, int):
        return None
    size, owner = hands[0].value, hands[0].owner or "self"
    if not 0 < size <= 60 or owner not in _NAME:
        return None
    turns = {f.concept for f in reading.of(Role.TURN) if not f.negated}
    if len(turns) != len(reading.of(Role.TURN)) or not turns <= _TURNS:
        return None
    if {"self_turn", "opponent_turn"} <= turns:
        return None
    initiative = "opponent" if "opponent_turn" in turns else "self"
    seat = "player1" if owner == initiative else "player2"
    payload: dict[str, Any] = {"phase": "recovery", "player1": {}, "player2": {}}
    payload[seat] = {"hand": size}
    notes = [
        "その手札のまま回復フェイズ(ターンの終わり)から進めました。次のターンの準備フェイズのドローも"
        "実行されます(703.6a)。"
    ]
    if not turns & {"self_turn", "opponent_turn"}:
        notes.append("どちらのターンかは書かれていないので、自分がイニシアチブプレイヤーとしました。")
    name = _NAME[owner]

    def head(sim: SimulationResult) -> str:
        gone = sum(
            1
            for e in sim.events
            if e.type == "move" and (e.data.get("from_player"), e.data.get("from_zone")) == (seat, "hand")
        )
        if gone:
            return f"ターンの終わりまでに{name}の手札から{gone}枚が移動しました"
        return (  # the count asked first: the verdict reads the first sentence's numbers
            f"{name}がターンの終わりに捨てる手札は0枚です。手札に上限はないので(505.5)、手札が{size}枚でも"
            "回復フェイズに手札を捨てる手順はありません(705.6-705.9)"
        )

    me = "player1" if initiative == "self" else "player2"  # the asker's seat
    return BuiltScenario(
        f"{GAME}.plan.hand_limit", payload, story(head, types=("phase",), limit=2, me=me), tuple(notes)
    )
