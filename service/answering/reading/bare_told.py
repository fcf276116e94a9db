"""「攻撃の後はいくつ?」 with two values told: a bare ask (no noun of its own) that names no one quantity.

`quantity._bare_ask` answers a bare ask from the one player quantity the question tells. With two told
(「俺のリーダーの体力は10、相手のリーダーの体力は8。…攻撃の後はいくつ?」) it answers nothing, and the
number verdict must not fall back to the conclusion's first number — which of the two values is asked
the question does not say (a first number had been stated for such a shape: blind AS sve-as-11, where a
follower's 体力 made a second 体力 told). A card's 体力 is its stat, not a player quantity.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading
from service.answering.reading.quantity import _BARE_ASK, _TOLD, TIME_TOPIC, _quoted
from service.answering.reading.quantity_words import of_a_card, plain, state_words


def bare_told(reading: Reading, game: str) -> int | None:
    """How many player quantities the question tells with a value before its bare ask (None: no bare
    ask), a card's 体力 and a value inside quoted card text not counted."""
    text = plain(reading.text)
    ask = _BARE_ASK.search(text) or TIME_TOPIC.search(text)
    if ask is None:
        return None
    here = max(text.rfind(c, 0, ask.start()) for c in "。??!!") + 1
    if any(w in text[here : ask.start()] for w in state_words()):
        return None  # 「PPはあといくつ?」: the asking sentence names its quantity
    told = {  # by where the value ends: 「リーダーの体力は10」 is also 「体力は10」
        m.end()
        for word, games in state_words().items()
        if (where := games.get(game) or games.get("*")) is not None
        for m in re.finditer(re.escape(word) + _TOLD, text[: ask.start()])
        if not _quoted(text, m.start())
        and not (where.get("counter") == "health" and of_a_card(reading, m.start()))
    }
    return len(told)
