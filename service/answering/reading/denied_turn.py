"""A turn the question denies (「先攻1ターン目じゃない」「後攻の2ターン目ではない」「1ターン目以外」), a
step or phase it tells as not reached yet (「ドローステップは、まだ来てない」「回復フェイズの前の時点で」),
or a play it denies (「このターン出したやつじゃない」).

The reader reads the turn and the planner matches it against the scenario's turn: the very turn
the question says it is not. sve 7.2.4.1 (the first player's first turn draws nothing) made the
difference: simulated as that turn, an empty deck had been stated to lose nothing. No builder or
plan models 'any turn but N', so the verdict is withheld.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

# 「自分のターン中ではない」「相手のターン中じゃなくて」: 中 between the turn and its denial too
# 「(先攻の最初のターンではありません)」「じゃありません」「じゃねえ」: the polite and the rough denial too (a
# final-code probe, round 21: the first player's first turn had been run — no draw — and 'none' stated)
_DENIED = re.compile(
    r"\s*(?:目|中)?\s*(?:じゃな|ではな|でな[いく]|以外|(?:では|じゃ)\s*ありません|じゃ\s*ねえ)"
)
# a step or phase told as not reached yet: 「ドローステップは、まだ来てない」「まだ回復フェイズになって
# ない」「ドローステップになる前の時点で」「ドローフェイズの前に」 (style audit 15b: kiseki 「相手の山札が
# 0枚。相手のターンのドローステップは、まだ来てない。相手はもう負けてる?」 had been run through the draw
# step and stated the opponent's loss by 1102.1)
_NOT_YET = re.compile(
    r"\s*(?:目|中)?\s*(?:は|が|も|に|には)?\s*[、,]?\s*(?:まだ\s*)?"
    r"(?:(?:来|き|なっ|始まっ|はじまっ|入っ|はいっ|迎え|むかえ|やって(?:き|来))て\s*(?:い|は|も)?\s*(?:な[いく]|ません|ねえ)"
    r"|(?:なる|入る|はいる|来る|くる|始まる|はじまる|迎える)\s*(?:より)?\s*(?:前|まえ)"
    r"|の\s*(?:前|まえ)\s*(?:の|に|で))"
)


# a card's stay since a turn, denied: 「前のターンから場にいるわけじゃない」「前のターンからいたわけではない」
# (audit 29h: the sve attack builder had run the follower as there since the turn began and stated the
# leader's loss, which 8.4.3.1 forbids a follower that came this turn)
_SINCE_DENIED = re.compile(
    r"\s*(?:から|より)\s*(?:ずっと)?\s*(?:場|フィールド)?\s*(?:に)?\s*(?:い|居|あ|出て(?:い)?)(?:る|た)\s*"
    r"(?:って|という)?\s*(?:わけ|訳)\s*(?:で|じゃ|では)?\s*(?:は|も)?\s*な[いく]"
)


def denied_turn(reading: Reading) -> str | None:
    """Why a turn the question denies keeps the verdict back, or None."""
    for f in reading.of(Role.TURN):
        if _SINCE_DENIED.match(reading.text, f.end):
            return f"「{f.text}」から場にいるとは否定されていますが、シナリオではそのカードが前からいます"
        if _DENIED.match(reading.text, f.end):
            return f"「{f.text}」ではないターンはシナリオにしていません"
        if _NOT_YET.match(reading.text, f.end):
            return f"まだ来ていない「{f.text}」の前の時点はシナリオにしていません"
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
