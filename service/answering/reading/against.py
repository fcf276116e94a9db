"""A change asked of a player quantity the run moved the other way (「相手のダメゾは何枚減る?」 after an
アイサツ put 2 cards into it, 1104.3; 「ダメゾは何枚増える?」 after a 回復, 1319.1): no amount of the asked
change answers it, and a number of the conclusion (the 2 the zone gained) must not stand for one —
`verdict.decide` withholds. The words and the seat are read as `quantity.asked_quantities` reads them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.model import Accounted, Reading
from service.answering.reading.quantity import _CHANGED
from service.answering.reading.quantity_change import CHANGE_ASK, change, net
from service.answering.reading.quantity_seats import _held, _seats
from service.answering.reading.quantity_words import named_player, plain, state_words
from service.engine.scenario import SimulationResult

# a comma and an adverb of the whole between the word and its ask (「ダメゾ、最終的に何枚減る?」)
_ASIDE = re.compile(
    r"\s*(?:は|って)?\s*[、,]\s*(?:最終的に|結局|全部で|トータルで|合計で)?\s*"
    r"|\s*(?:は|って)?\s*(?:最終的に|結局)\s*"
)


def change_against(
    reading: Reading, game: str, sim: SimulationResult, me: str, accounted: Sequence[Accounted] = ()
) -> bool:
    """A change asked (「何枚減る?」) of a player quantity the run moved the other way."""
    text = plain(reading.text)
    for word, games in state_words().items():
        where = games.get(game) or games.get("*")
        if where is None:
            continue
        for m in re.finditer(re.escape(word), text):
            aside = _ASIDE.match(text, m.end())  # 「相手のダメゾ、最終的に何枚減る?」
            changed = CHANGE_ASK.match(text, aside.end() if aside else m.end())
            if changed is None or _CHANGED.search(text[: m.start()]):
                continue
            owner = named_player(text, m.start())
            seat = _seats(me)[owner] if owner is not None else _held(accounted, where)
            moved = net(sim, seat, where) if seat is not None else None
            if moved and change(sim, _seats(me), where, seat, changed.group(1)) is None:
                return True
    return False
