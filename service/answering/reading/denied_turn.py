"""A turn the question denies (「先攻1ターン目じゃない」「後攻の2ターン目ではない」「1ターン目以外」), or a
play it denies (「このターン出したやつじゃない」).

The reader reads the turn and the planner matches it against the scenario's turn: the very turn
the question says it is not. sve 7.2.4.1 (the first player's first turn draws nothing) made the
difference: simulated as that turn, an empty deck had been stated to lose nothing. No builder or
plan models 'any turn but N', so the verdict is withheld.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

# 「自分のターン中ではない」「相手のターン中じゃなくて」: 中 between the turn and its denial too
_DENIED = re.compile(r"\s*(?:目|中)?\s*(?:じゃな|ではな|でな[いく]|以外)")


def denied_turn(reading: Reading) -> str | None:
    """Why a turn the question denies keeps the verdict back, or None."""
    for f in reading.of(Role.TURN):
        if _DENIED.match(reading.text, f.end):
            return f"「{f.text}」ではないターンはシナリオにしていません"
    return denied_play(reading)


# 「このターン出したやつじゃない」「出したキャラじゃなくて、前からいる」「出したばかりじゃないキャラ」:
# the card described by a play the clause then denies (style audit 14c: the onepiece battle builder and
# can plan, the sve attack builder had read the play alone and stated 'no' by 3-7-4 / 8.4.3.1)
_PLAY_DENIED = re.compile(
    r"\s*(?:させ|し)?た\s*(?:ばかり|ばっかり|て)?\s*(?:の)?\s*"
    r"(?:やつ|キャラ(?:クター)?|カード|フォロワー|UNIT|ユニット|リゾネ[イー]ター|もの|の|ん)?\s*"
    r"(?:じゃな|ではな|でな[いく]|じゃありません|ではありません)"
)


def denied_play(reading: Reading) -> str | None:
    """Why a play the question denies keeps the verdict back, or None."""
    for f in reading.of(Role.ACTION):
        if f.concept == "play" and not f.negated and _PLAY_DENIED.match(reading.text, f.end):
            return f"否定された「{f.text}」(このターンのプレイ)のカードはシナリオにしていません"
    return None
