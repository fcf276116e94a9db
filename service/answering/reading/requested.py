"""A question asked as a request (「…を教えて。」「…が知りたい」) whose asked thing the reading does not
hold (shared audit 16). Round 16 counted a request sentence as asked (`verdict_numbers._questioned`)
and read 「<word>枚数を教えて」 as a count asked (`quantity._ASK`); two wordings escaped it:

- a request with no ask read in it (「もらえたCPを教えて。」「俺のライフを教えて。」) fell to the
  'outcome' verdict, and the run's 'ongoing' was stated for the number asked;
- a count of an act asked (「ドローした枚数を教えて」「捨てる枚数を知りたい」) was read as the zone's
  count (fow: the hand 5 stated for the 2 drawn, 10.8).

Both withhold: the asked thing is no verdict the run gives.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading

_END = re.compile(r"[。!！?？\n]")
# the request closing a sentence (as verdict_numbers._REQUEST), with its object's particle before it
_REQUEST = re.compile(
    r"(?:を|が|は)?\s*(?:教えて|知りたい|答えて)\s*(?:ください|下さい|ほしい|欲しい|です|くれ|ね)?\s*[。!！]?\s*$"
)
# 「どうなるか教えて」「勝てるか知りたい」: a question put into the request — its own ask is read
_EMBEDDED = re.compile(r"か\s*(?:を|が|は)?\s*(?:教えて|知りたい|答えて)")
# 「ドローした枚数を」「引いた数」「もらえたCPを」: the count of an act told done (a past verb right
# before the counted word); not 「捨てる枚数を教えて」, the end phase's discard the run concludes (sve 7.4.7)
_ACT_COUNT = re.compile(
    r"(?<!捨て)(?<!捨てられ)(?:た|だ)\s*(?:枚数|数|点数|CP|PP|ダメージ)\s*(?:だけ)?\s*(?:を|が|は)?\s*"
    r"(?:教えて|知りたい|答えて)"
)


def _last_sentence(text: str) -> tuple[int, str]:
    body = text.rstrip()
    cut = body.rstrip("。!！")
    starts = [m.end() for m in _END.finditer(cut)]
    start = starts[-1] if starts else 0
    return start, body[start:]


def unread_request(reading: Reading, asks: str) -> str | None:
    """Why a verdict is withheld: the question ends in a request, no ask read in the question, or the
    request asks the count of an act."""
    _start, sentence = _last_sentence(reading.text)
    if not _REQUEST.search(sentence) or _EMBEDDED.search(sentence):
        return None
    if _ACT_COUNT.search(sentence):
        return "行為の回数・枚数を問う依頼で、シナリオの結果の数とは限りません"
    if asks == "outcome" and not reading.asks():  # 「…どうなる?自分目線で教えて」 asks before it
        return "「教えて」で問われたものを読み取れませんでした"
    return None
