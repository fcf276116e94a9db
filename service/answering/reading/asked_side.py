"""A player quantity asked that the scenario's own turn change moves (round 20 trap audit): to make the
opponent the turn player a builder scripts the asker's turn end, and the opponent's turn start then draws a
card (onepiece 6-3-1, sve 7.2.4) before the told acts. `scaffold_moved` withholds such a count.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Reading
from service.answering.reading.quantity import value_asks
from service.answering.reading.quantity_change import CHANGE_ASK, net
from service.answering.reading.quantity_seats import _seats
from service.answering.reading.quantity_words import named_player, plain, state_words
from service.engine.scenario import simulate

# a turn change or its procedure told (「ターンを終えた」「次のターン」「ドローして」「1ターン目」
# 「ドン!!フェイズ」): then the run's own turn start is the question's, and the other checks judge it
_TOLD_TURN = re.compile(
    r"ターン\s*(?:を|が)?\s*(?:終|エンド|渡|回|明け|開始|始|目)|(?:最初|初|次|前|同じ)\s*の?\s*(?:\S{0,4}の)?\s*ターン"
    r"|フェイズ|フェーズ|ステップ|ドロー|引[いかきくけこ]|リフレッシュ|スタンド|アンタイ|レディ|終了|終え|終わ"
)
_PASSES = frozenset({"end_turn", "turn_end", "pass_turn"})


def _asked_seats(text: str, game: str, me: str) -> list[tuple[str, dict[str, str], set[str]]]:
    """(word, zone/counter, seats) of each player quantity asked by value or by change."""
    seats = _seats(me)
    out: list[tuple[str, dict[str, str], set[str]]] = []
    claimed: list[tuple[int, int]] = []
    for word, games in state_words().items():
        where = games.get(game) or games.get("*")
        if where is None:
            continue
        spots = set(value_asks(text, word)) | {
            m.start() for m in re.finditer(re.escape(word), text) if CHANGE_ASK.match(text, m.end())
        }
        for at in sorted(spots):
            if any(a < at + len(word) and at < b for a, b in claimed):
                continue
            claimed.append((at, at + len(word)))
            owner = named_player(text, at)
            out.append((word, where, {seats[owner]} if owner is not None else set(seats.values())))
    return out


def scaffold_moved(reading: Reading, game: str, payload: Mapping[str, Any], me: str) -> str | None:
    """A player quantity asked that the scenario's own turn change moves (round 20 trap audit): to make the
    opponent the turn player a builder scripts the asker's turn end, and the opponent's turn start then
    draws a card (onepiece 6-3-1, sve 7.2.4) — 「相手の手札2枚。相手の…キャラが俺のリーダーにアタックして
    きて…。相手の手札は何枚?」 had been answered 3, 「相手の山札15枚。…相手の山札は何枚?」 14. The question
    tells the count in that turn, after its draw; a run that moves the asked quantity before the told acts
    answers another count. Not checked when the question tells a turn change or its procedure."""
    actions = [a for a in payload.get("actions") or () if isinstance(a, Mapping)]
    passes = [i for i, a in enumerate(actions) if str(a.get("type") or a.get("kind")) in _PASSES]
    text = plain(reading.text)
    if not passes or _TOLD_TURN.search(text):
        return None
    asked = _asked_seats(text, game, me)
    if not asked:
        return None
    prefix = {**payload, "actions": actions[: passes[-1] + 1]}
    try:
        before = simulate(game, prefix)
    except Exception:  # a prefix the engine refuses says nothing of the turn's start
        return None
    for word, where, seats in asked:
        for seat in seats:
            moved = net(before, seat, where)
            if moved is None or moved != 0:
                return f"問われた{word}を、質問にないターンの移り変わり(ドローなど)がシナリオで動かしています"
    return None
