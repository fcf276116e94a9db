"""The question planned without a quoted effect told to have lapsed before the act (audit 28h).

「前のターンに「これはこのターン中オーバーキルしない。」を得たSTR5のUNITで、今のターン相手プレイヤーを
攻撃した」: the effect ended with its own turn (kiseki 705.7a, sve 7.4.8, onepiece 6-6-1-2, ninjaslayer
505.3b) or battle (kiseki 804.13a, ninjaslayer 706.8a, onepiece 7-1-5), so the act meets the card as if
it had never been given. `reading.lapsed` finds the quote and the phrases that place it earlier; the
game's other plans build the question with both blanked (`card_text.outside_quotes`), and the plan names
them as read (`BuiltScenario.quoted`) with a note saying the effect was left out. Every other fact still
has to be reflected; nothing is planned when no other plan builds the bare question.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from service.answering.reading.card_text import outside_quotes
from service.answering.reading.lapsed import LAPSED_NOTE, blanked_spans, lapse
from service.answering.reading.model import Reading
from service.answering.scenarios import BuiltScenario

Plan = Callable[[Reading], BuiltScenario | None]


def lapsed_plan(game: str, plans: Callable[[], Sequence[Plan]]) -> Plan:
    """The plan of `game`: the first of `plans()` that builds the question with the lapsed quote blanked."""

    def plan(reading: Reading) -> BuiltScenario | None:
        found = lapse(reading)
        if found is None:
            return None
        spans = blanked_spans(reading, found)
        bare = outside_quotes(reading, spans)
        quote = reading.text[found.quote[0] + 1 : found.quote[1] - 1]
        phrase = "、".join(f"「{reading.text[s:e]}」" for s, e in found.phrases)
        for inner in plans():
            if inner is plan:
                continue
            built = inner(bare)
            if built is None:
                continue
            note = LAPSED_NOTE.format(quote=quote, phrase=phrase)
            return replace(built, quoted=(*built.quoted, *spans), notes=(*built.notes, note))
        return None

    plan.__name__ = f"{game}_lapsed"
    return plan
