"""Telling a planned ONE PIECE CARD GAME run back: the game's result, else each player's life and
hand at the end and the cards KO'd, as seen by the asker."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from service.answering.plans.onepiece_cards import ASKER, OTHER
from service.answering.reading.model import Reading, Role
from service.answering.scenarios.onepiece_tell import outcome
from service.engine.scenario import SimulationResult


def seats(turn_side: str) -> dict[str, str]:
    """The asker's and the opponent's seats: the side whose turn it is sits as player1 (the engine's
    turn player)."""
    if turn_side == ASKER:
        return {ASKER: "player1", OTHER: "player2"}
    return {ASKER: "player2", OTHER: "player1"}


def _who(side: str) -> str:
    return "自分" if side == ASKER else "相手"


_ZONES = {"life": "ライフ", "hand": "手札", "deck": "デッキ", "trash": "トラッシュ"}


def headline(seat: Mapping[str, str], shown: Sequence[tuple[str, str]]) -> Callable[[SimulationResult], str]:
    """The conclusion: who won (as the asker sees it), else the players' quantities the question
    names (`shown`: (side, zone)) at the end, then the characters KO'd."""

    def head(sim: SimulationResult) -> str:
        ended = outcome(sim)
        if ended:
            if seat[ASKER] == "player2":  # `outcome` names player1 自分
                ended = ended.replace("自分", "\0").replace("相手", "自分").replace("\0", "相手")
            return ended
        told = [
            f"{_who(side)}の{_ZONES[zone]}は{len(sim.zone(seat[side], zone))}枚"
            for side, zone in dict.fromkeys(shown)
            if zone in _ZONES
        ]
        knocked = [
            e
            for e in sim.events
            if e.type == "move"
            and e.data.get("from_zone") == "characters"
            and e.data.get("to_zone") == "trash"
        ]
        sentences = ["、".join(told) + "になります" if told else ""]
        if knocked:
            sentences.append(f"キャラ{len(knocked)}枚がKOされます")
        elif not told:
            sentences.append("KOされるキャラはありません")
        return "。".join(s for s in sentences if s) + "(ゲームは続きます)"

    return head


def asks_shown_count(reading: Reading, shown: Sequence[tuple[str, str]]) -> bool:
    """Whether the count a 「何枚?」 asks is one the conclusion tells (`shown`: (side, zone)): a zone the
    asking sentence names (ライフ, 手札 …) is a shown one of the player named right before it
    (「相手の手札は何枚?」 when only the asker's life is shown asks a count the run does not give); a
    sentence naming no zone (「何枚残る?」) asks the one count shown."""
    ask = next((f for f in reversed(reading.asks()) if f.concept == "number"), None)
    if ask is None:
        return False
    begun = max(reading.text.rfind(c, 0, ask.start) for c in "。??!!\n") + 1
    named = [
        (zone, at.start())
        for zone, word in _ZONES.items()
        for at in re.finditer(word, reading.text[begun : ask.end])
    ]
    if not named:
        return len(set(shown)) == 1
    for zone, at in named:
        whose = next(
            (f.owner for f in reading.of(Role.OWNER) if _OWNS.fullmatch(reading.text, f.end, begun + at)),
            None,
        )
        if any(z == zone and whose in (None, side) for side, z in shown):
            return True
    return False


_OWNS = re.compile(r"\s*の?\s*")
