"""A deck told only by its top cards (「デッキの上3枚ウケミ無し」「山札の上2枚はどっちもウケミ無し」) is no
deck size: the player's deck may hold more cards below them.

A builder reads 「上3枚」 as the deck (so that the cards it reveals are the ones told), and the run then
ends in a deck-out: ninjaslayer 1002.2 had been stated 'lost' for 「…工作力3のキャラが俺にアイサツ、
俺のダメゾンは6枚。デッキの上3枚ウケミ無し。負ける?」 (the ダメージ・ゾーン reaches 9 only; the deck ran out
because the run held only the three cards told). A defeat by an empty deck decided by a size the
question never gave is withheld; a defeat the told cards decide (the ダメージ・ゾーン reaching 10) is not
a deck-out and stays stated.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading
from service.engine.events import Reason
from service.engine.scenario import SimulationResult

# 「デッキの上3枚」「山札の一番上から2枚」: the top cards
_TOP = re.compile(r"(?:山札|デッキ)\s*の\s*(?:一番)?\s*上\s*(?:から)?\s*[0-9]+\s*枚")
# 「山札2枚」「デッキは残り1枚」「デッキの枚数は3枚」: the deck's size itself
_SIZE = re.compile(r"(?:山札|デッキ)\s*(?:の枚数|の残り)?\s*(?:が|は|も)?\s*(?:残り|あと)?\s*[0-9]+\s*枚")


def deck_out_untold(reading: Reading, result: SimulationResult) -> str | None:
    """Why the verdict is withheld when the run's deck-out rests on a deck told only by its top."""
    if result.outcome.reason is not Reason.DECK_OUT:
        return None
    text = reading.text
    if not _TOP.search(text) or _SIZE.search(text):
        return None
    return "「デッキの上N枚」はデッキの枚数ではなく、デッキ切れによる敗北は質問にない枚数によるものです"
