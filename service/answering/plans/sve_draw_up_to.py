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

import re
from typing import Any

from service.answering.plans.sve_draw_told import CAN, agrees, bound
from service.answering.plans.sve_read import game_over
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_ACTS = frozenset({"draw_up_to", "end_draw", "use"})
# 「引けなかった」「引けず」「ドローできなかった」: the potential denied in the past — the draw was tried
_ATTEMPTED = re.compile(r"(?:引け|ドロー\s*(?:でき|出来))(?:なかっ|ず)")
# 「負け確?」「負けずに済む?」「負けない方法ある?」「回避できる?」「セーフ?」: whether the loss is forced
_AVOIDABLE = re.compile(
    r"負け(?:確|ずに|ないで|ない(?:よう|方法|ため))|回避|セーフ|負けは?決ま|強制(?:的)?に負け"
)


def draw_up_to(reading: Reading) -> BuiltScenario | None:
    """The asker's up-to draw ended after a told number of cards (5.9.3.1) → can it / who wins."""
    kind = asked(reading)
    if kind not in ("can", "winner", "outcome"):
        return None
    acts = reading.of(Role.ACTION)
    ups = [f for f in acts if f.concept == "draw_up_to"]
    if len(ups) != 1 or not isinstance(ups[0].value, int):
        return None
    decks = [f for f in reading.of(Role.QUANTITY) if f.concept == "deck"]
    if len(decks) != 1 or len(reading.of(Role.QUANTITY)) != 1 or not isinstance(decks[0].value, int):
        return None
    deck = decks[0].value
    restated = _restated(reading, ups[0], deck)
    if restated is None:
        return None
    acts = tuple(f for f in acts if id(f) not in restated)
    if any(f.concept not in _ACTS or f.negated for f in acts):
        return None
    ends = [f for f in acts if f.concept == "end_draw"]
    if len(ends) > 1 or (ends and ends[0].start < ups[0].end):
        return None
    count = ups[0].value
    # no end told: whether the loss is forced or can be avoided is asked (「負け確?」「負けずに済む?」)
    # — its player may end it after the deck's last card (5.9.3.1), the choice the answer names
    # (a winner asked with no end told, 「撃った。負ける?」, is the same question: is the loss forced?)
    forced = _AVOIDABLE.search(reading.text) is not None or kind == "winner"
    stop = ends[0].value if ends else (min(deck, count) if forced else None)
    if (
        not isinstance(count, int)
        or not isinstance(stop, int)
        or not 1 <= count <= 60
        or not 0 <= stop <= count
    ):
        return None
    if not 0 <= deck <= 60 or (kind == "can" and stop > deck):
        return None
    # 「(相手リーダーの体力はまだ普通に残ってる)」: a leader named with no value told changes no draw
    if reading.of(Role.TURN, Role.STAT, Role.KEYWORD, Role.STATE) or any(
        f.concept != "leader" for f in reading.of(Role.CARD)
    ):
        return None
    if any(not f.text.startswith("効果") for f in reading.of(Role.MODIFIER)):
        return None  # 「効果を使った」 is the up-to draw's own effect; ファンファーレ/ラストワード are not
    leaders = [f for f in reading.of(Role.CARD) if f.concept == "leader"]
    if any(
        f.owner not in (None, "self")
        for f in reading.facts
        if f.role is not Role.NEUTRAL
        and f not in leaders
        and not (f.role is Role.OWNER and any(0 <= c.start - f.end <= 1 for c in leaders))
    ):
        return None  # the opponent's draw or deck: not this family (its leader named is no draw)
    # a bare number other than the N or the cards drawn (「3枚目まで強制で」 restates the N-th draw)
    if any(f.value not in (count, stop, 0, 1) for f in reading.of(Role.NUMBER) if id(f) not in restated):
        return None
    draw: dict[str, Any] = {"type": "draw", "count": count, "up_to": True, "stop_after": stop}
    payload: dict[str, Any] = {"player1": {"deck": deck}, "actions": [draw]}
    notes = ["カードを引くのは自分で、自分のターン中に効果を解決したと仮定。"]
    if not ends:
        notes.append(
            f"終了する枚数は書かれていないので、負けない選択としてデッキの枚数({stop}枚)で終了すると仮定。"
        )
    chosen = not ends
    return BuiltScenario(
        f"{GAME}.planned_draw_up_to",
        payload,
        story(
            lambda sim: _head(sim, deck, stop, count if chosen else 0),
            types=("draw_ended", "game_over"),
            limit=2,
        ),
        tuple(notes),
    )


def _restated(reading: Reading, up: Fact, deck: int) -> set[int] | None:
    """The ids of the draws after the up-to draw that restate how it would go (「3枚目が引けなくて」
    「2枚は引ける」, `sve_draw_told`) and of their numbers; None when one does not agree with the told
    deck and N (the question tells another draw)."""
    count = int(up.value) if isinstance(up.value, int) else 0
    out: set[int] = set()
    for f in reading.of(Role.ACTION):
        if f.concept != "draw" or f.start < up.end:
            continue
        if not CAN.match(reading.text, f.start) or _ATTEMPTED.match(reading.text, f.start):
            # 「3枚目を引こうとした」「3枚目が引けなかった」: a draw attempted, past the player's choice to
            # end — not a restatement of what would happen (only 「引けなくて」「2枚は引ける」 are)
            return None
        number = bound(reading, f)
        if not agrees(reading, f, number, deck, count):
            return None
        out |= {id(f)} | ({id(number)} if number is not None else set())
    return out


def _head(sim: SimulationResult, deck: int, stop: int, count: int) -> str:
    """`count`: the N of an up-to draw whose end the plan chose (0 when the question told it)."""
    over = game_over(sim, "player1")
    if over:
        return f"デッキ{deck}枚から{stop}枚目まで引くと空のデッキから引くことになり、{over}"
    said = (
        f"「まで引く」指示は1枚引くごとに終了できるので、{stop}枚引いたところで終了できます(5.9.3.1)。"
        f"デッキ{deck}枚から空のデッキで引くことはないため、敗北しません"
    )
    if stop < count:
        return said + f"(デッキにないカードを引こうとする、{stop + 1}枚目まで引いた場合だけ敗北します)"
    return said
