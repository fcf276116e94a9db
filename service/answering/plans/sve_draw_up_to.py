"""Shadowverse Evolve: 「カードをN枚まで引く」 with a deck smaller than N, the player ending it (5.9.3).

「デッキ残り2枚で『カードを3枚まで引く』使いたい。2枚引いたとこで止めるのってアリ?」「山札残り2枚で
「カードを3枚まで引く」の効果が来た。2枚引いたところで止めて負けずに済む?」: an up-to draw lets its
player end the instruction before each draw (5.9.3.1); each draw is one card (5.9.3.2) and it ends by
itself after N (5.9.3.3). Ended after the cards the deck holds, no card is drawn from the empty deck and
nobody loses (5.9.1.1, 11.2.2); drawn past it (「3枚目まで引いたら負け?」) the asker loses.

The asker draws in the asker's own turn (named in the notes). Planned only with one up-to draw, the
cards drawn when it ends told after it (at most N), and the asker's deck told; a yes/no ask needs the
end told within the deck (ending past it is no choice the question asks about). Anything else — the
opponent's draw, a second effect, a card or a stat — is not this family.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.sve_read import game_over
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_ACTS = frozenset({"draw_up_to", "end_draw", "use"})


def draw_up_to(reading: Reading) -> BuiltScenario | None:
    """The asker's up-to draw ended after a told number of cards (5.9.3.1) → can it / who wins."""
    kind = asked(reading)
    if kind not in ("can", "winner", "outcome"):
        return None
    acts = reading.of(Role.ACTION)
    if any(f.concept not in _ACTS or f.negated for f in acts):
        return None
    ups = [f for f in acts if f.concept == "draw_up_to"]
    ends = [f for f in acts if f.concept == "end_draw"]
    if len(ups) != 1 or len(ends) != 1 or ends[0].start < ups[0].end:
        return None
    count, stop = ups[0].value, ends[0].value
    if (
        not isinstance(count, int)
        or not isinstance(stop, int)
        or not 1 <= count <= 60
        or not 0 <= stop <= count
    ):
        return None
    decks = [f for f in reading.of(Role.QUANTITY) if f.concept == "deck"]
    if len(decks) != 1 or len(reading.of(Role.QUANTITY)) != 1 or not isinstance(decks[0].value, int):
        return None
    deck = decks[0].value
    if not 0 <= deck <= 60 or (kind == "can" and stop > deck):
        return None
    if reading.of(Role.TURN, Role.STAT, Role.KEYWORD, Role.STATE, Role.CARD):
        return None
    if any(not f.text.startswith("効果") for f in reading.of(Role.MODIFIER)):
        return None  # 「効果を使った」 is the up-to draw's own effect; ファンファーレ/ラストワード are not
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None  # the opponent's draw or deck: not this family
    # a bare number other than the N or the cards drawn (「3枚目まで強制で」 restates the N-th draw)
    if any(f.value not in (count, stop, 0, 1) for f in reading.of(Role.NUMBER)):
        return None
    draw: dict[str, Any] = {"type": "draw", "count": count, "up_to": True, "stop_after": stop}
    payload: dict[str, Any] = {"player1": {"deck": deck}, "actions": [draw]}
    notes = ("カードを引くのは自分で、自分のターン中に効果を解決したと仮定。",)
    return BuiltScenario(
        f"{GAME}.planned_draw_up_to",
        payload,
        story(lambda sim: _head(sim, deck, stop), types=("draw_ended", "game_over"), limit=2),
        notes,
    )


def _head(sim: SimulationResult, deck: int, stop: int) -> str:
    over = game_over(sim, "player1")
    if over:
        return f"デッキ{deck}枚から{stop}枚目まで引くと空のデッキから引くことになり、{over}"
    return (
        f"「まで引く」指示は1枚引くごとに終了できるので、{stop}枚引いたところで終了できます(5.9.3.1)。"
        f"デッキ{deck}枚から空のデッキで引くことはないため、敗北しません"
    )
