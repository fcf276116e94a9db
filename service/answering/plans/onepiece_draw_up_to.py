"""ONE PIECE: 「カードN枚までを引く」 ended by the asker after a told number of cards (4-5-4).

「「カード2枚までを引く」って効果、1枚だけ引いて終わりにしてもいい?」: an up-to draw lets its player end
the instruction before each draw (4-5-4-1); each draw is one card (4-5-4-2) and it ends by itself after N
(4-5-4-3). Planned only with one up-to draw and one end told after it (at most N), a yes/no asked; the
asker draws (named in the notes), from a deck told or, untold, one holding the N cards (noted: ending
early is allowed whatever the deck holds). Anything else — a card, a stat, another act — is not this
family.
"""

from __future__ import annotations

from typing import Any

from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_ACTS = frozenset({"draw_up_to", "end_draw", "use"})


def onepiece_draw_up_to(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "can":
        return None
    acts = reading.of(Role.ACTION)
    ups = [f for f in acts if f.concept == "draw_up_to"]
    ends = [f for f in acts if f.concept == "end_draw"]
    if len(ups) != 1 or len(ends) != 1 or ends[0].start < ups[0].end:
        return None
    count, stop = ups[0].value, ends[0].value
    if not isinstance(count, int) or not isinstance(stop, int) or not 0 <= stop <= count <= 60:
        return None
    if any(f.concept not in _ACTS or f.negated or f.owner not in (None, "self") for f in acts):
        return None
    quantities = reading.of(Role.QUANTITY)
    if any(f.concept != "deck" or f.owner not in (None, "self") for f in quantities) or len(quantities) > 1:
        return None
    if reading.of(Role.CARD, Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN):
        return None
    if any(f.owner == "opponent" for f in reading.of(Role.OWNER)):
        return None  # 「相手が…を使った」: the opponent's draw, not the asker's the scenario runs
    if any(not f.text.startswith("効果") for f in reading.of(Role.MODIFIER)):
        return None  # 「効果を使った」 is the draw's own effect; a timing keyword is another question
    if any(f.value not in (count, stop) for f in reading.of(Role.NUMBER)):
        return None
    told = quantities[0].value if quantities else None
    if told is not None and not isinstance(told, int):
        return None
    deck = told if isinstance(told, int) else count
    draw: dict[str, Any] = {"type": "draw", "count": count, "up_to": True, "stop_after": stop}
    payload: dict[str, Any] = {"player1": {"deck": deck}, "actions": [draw]}
    notes = ["カードを引くのは自分で、自分のターン中に効果を解決したと仮定。"]
    if told is None:
        notes.append(
            f"デッキの枚数は書かれていないので、{count}枚以上あるとしています(途中で終了できるかはこれによりません)。"
        )

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"「{count}枚までを引く」指示を{stop}枚で終了することはできません"
        return f"「{count}枚までを引く」指示は1枚引くごとに終了できるので、{stop}枚引いたところで終了できます"

    return BuiltScenario(
        "onepiece.planned_draw_up_to",
        payload,
        story(head, types=("draw_ended", "game_over", "rejected"), limit=2),
        tuple(notes),
    )
