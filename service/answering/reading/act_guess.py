"""A count of an act guessed in the asking sentence (「ドローは1枚だけ?」「捨てるのは1枚だけ?」「引くのって2枚
?」): a yes/no, whether the run's count of that act is the guessed one.

The run's status ('ongoing') had been stated for it (round 26's final probe: ninjaslayer 「後攻の最初のター
ンって、ドローは1枚だけ?」 — the conclusion said 2, the verdict said the game goes on). The count is read from
the conclusion's opening sentence, the act's own words (「カードを2枚ドローし」「手札を1枚捨てます」「カード
は引かず」); a conclusion that does not count the act withholds rather than state the status.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Verdict

# the act's word, its topic particle, the guessed count and a closing that asks it
_GUESS = re.compile(
    r"(ドロー|引く|引ける|引け|捨てる|捨て)\s*(?:枚数|数)?\s*(?:の|ん)?\s*(?:は|って|のは|のって)\s*"
    r"([0-9]+)\s*枚\s*(?:だけ|のみ|で(?:合って|あって)?(?:る)?|なの|です)?\s*(?:か|かな|よね|なの|ですか)?\s*[?？]\s*$"
)
# the conclusion's count of each act family
_COUNTED = {
    "draw": re.compile(r"([0-9]+)\s*枚\s*(?:を)?\s*(?:ドロー|引)"),
    "discard": re.compile(r"([0-9]+)\s*枚\s*(?:を)?\s*捨て"),
}
_NONE = {"draw": re.compile(r"(?:引かず|引きません|ドローせず|ドローしません)")}
REASON = "見立てられた枚数の行為を、シミュレーション結果の結論が数えていません"


def guessed_act_count(question: str) -> int | None:
    """The count of an act guessed in the question's last sentence (「ドローは1枚だけ?」: 1), else None."""
    m = _GUESS.search(re.split(r"[。]", question.strip())[-1])
    return int(m.group(2)) if m is not None else None


def act_count_guessed(question: str, summary: str) -> Verdict | None:
    """A yes/no for an act's count guessed in the question's last sentence, a withheld verdict when the
    conclusion does not count that act, or None when no act's count is guessed."""
    last = re.split(r"[。]", question.strip())[-1]
    m = _GUESS.search(last)
    if m is None:
        return None
    family = "discard" if m.group(1).startswith("捨") else "draw"
    opening = summary.removeprefix("シミュレーション結果:").strip().split("。")[0]
    counted = _COUNTED[family].search(opening)
    if counted is not None:
        said = int(counted.group(1))
    elif family in _NONE and _NONE[family].search(opening):
        said = 0
    else:
        return Verdict("can", None, False, REASON)
    return Verdict("can", "yes" if said == int(m.group(2)) else "no", True)
