"""A first turn told, then a later turn asked: 「先攻1ターン目の次のターン、手札は何枚?」「先攻1ターン目が
終わって、相手は何枚ドローする?」「先攻1ターン目はドン!!1枚。次の(自分の)ターンのドン!!は何枚?」.

Since 「先攻1ターン目」 reads as the order 先攻 and the first turn (lexicon/common, round 15), the turn
plans run the told first turn — its no-draw (onepiece 6-3-1, sve 7.2.4.1), its one DON!! (6-4-1), its one
card drawn (ninjaslayer 502.3a) — while the question asks of a turn after it: the second player's first
turn draws (onepiece 6-3-1: 5 → 6; ninjaslayer 502.3a: 2 cards, it is not the game's first turn), the
first player's next turn places 2 DON!! beside the 1 already there. The run answers another turn than the
one asked, so its verdict is withheld.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

# right after the told first turn: 「…1ターン目が終わって」「…1ターン目の次/後/あと」「…1ターン目終了後」
_ENDS = re.compile(r"\s*(?:が|は|も)?\s*(?:終わ|おわ|終了|の\s*(?:次|つぎ|後|あと))")
# anywhere after it: 「次の(自分の)ターン」「次のターン」「2ターン目」「2回目のターン」「ターン後」
_LATER = re.compile(
    r"(?:次|つぎ)\s*の?\s*(?:(?:自分|俺|こっち|相手|相手側|自分側)\s*の\s*)?ターン"
    r"|(?:[2-9２-９二三四五六七八九]|次)\s*ターン目|(?:[2-9２-９二三]|二)\s*回目の\s*(?:自分の)?\s*ターン"
    r"|ターンが\s*(?:終わ|回っ|来)"
)


def later_turn(reading: Reading) -> str | None:
    """Why the verdict is withheld when a told first turn is followed by a later turn (see the module)."""
    firsts = [f for f in reading.of(Role.TURN) if f.concept == "first_turn" and not f.negated]
    if not firsts:
        return None
    # the last first turn told is the one the question lands on: 「相手の1ターン目が終わって自分の最初の
    # ターン」「先攻の1ターン目が終わって、後攻の最初のターン」 ask of the second player's first turn
    last = firsts[-1]
    text = reading.text
    later = [m for m in _LATER.finditer(text, last.end) if not _in_parens(text, m.start())]
    if _ENDS.match(text, last.end) or later:
        return "1ターン目のあとのターンが問われていますが、シミュレーションは1ターン目です"
    return None


def _in_parens(text: str, at: int) -> bool:
    """「自分の最初のターン(ゲーム全体だと2ターン目)」: an aside restating the turn told, not a later one."""
    opened = text.count("(", 0, at) + text.count("\uff08", 0, at)
    return opened > text.count(")", 0, at) + text.count("\uff09", 0, at)
