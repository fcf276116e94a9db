"""A told card that goes back to its owner's hand and is played again after quoted texts
(`plans/quoted_effect`): 「パワー4000のキャラに「ターン終了時まで、パワー+3000」を与えたあと、
そのキャラが手札に戻った。もう一度登場させたら、パワーはいくつ?」 — a card that moves from the field to
another zone is a new card there, and no effect applied to it before applies any more (onepiece 3-1-6,
sve 4.1.4, kiseki 502.3, ninjaslayer 302.3): its value is the printed one again.

Read from the facts after the last quote and before the ask: exactly one return to the hand
(「手札に戻った」「手札に戻された」) and after it one play (「もう一度登場させた」「プレイし直した」
「また出した」), neither denied; the quote's own giving verb (「を使った」) may stand before them. The
run resolves the texts, returns the card (the engine's ``return_to_hand``) and plays it again from
the hand with resources enough (its cost decides nothing asked, noted); only the asker's own card
(played again in the asker's turn), one card told, and only a stat asked: anything else declines.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

_BACK = "return"
# the reader's play concepts: 登場 / プレイ / 出す / エントリー / 配備
_AGAIN = frozenset({"play", "enter", "entry", "deploy", "play_unit"})
_GIVING = frozenset({"use", "resolve", "target"})
# 「戻さずに」「戻らなかった」「出さないで」: the act denied right after its stem (the reader's negation
# reads 〜しない / されなかった, not 〜ずに)
_DENIED = re.compile(r"\s*(?:さ|ら|し|せ|さ\s*れ)?\s*(?:ず|な[いかくけ]|ません)")

ANEW_NOTE = (
    "手札に戻ったカードは新しいカードとして扱い(前の効果は適用されません)、そのコストは支払えるものとして"
    "出し直しています。"
)


def returned_anew(reading: Reading, after: int, before: int) -> tuple[Fact, Fact] | None:
    """The told return to the hand and the play after it, both between `after` and `before`; None when
    the acts told there are not exactly these two, in this order."""
    told = [f for f in reading.of(Role.ACTION) if after <= f.start and f.end <= before]
    # the quote's own giving verb (「…」を使った/与えた) stands before the return, as no act of its own
    acts = [f for f in told if f.concept not in _GIVING]
    if (
        len(acts) != 2
        or any(f.negated for f in acts)
        or any(f.start > acts[0].start for f in told if f not in acts)
    ):
        return None
    back, again = acts
    if any(_DENIED.match(reading.text, f.end) for f in acts):
        return None
    if back.concept != _BACK or again.concept not in _AGAIN:
        return None
    return back, again
