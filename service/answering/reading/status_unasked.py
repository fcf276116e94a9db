"""What the game's status (an 'outcome' verdict: the game goes on, or who won) cannot answer, though no
number or can ask was read: a remainder asked with no noun (「自分の絆が10なら残りは?」 — audit 25b row 23
had stated 'ongoing'), a target or place asked (「…攻撃したら、攻撃対象は?」「行き先は?」 — audit 25e row
21), or an amount guessed with its verb alone (「武術の+1込みで4点入る?」 — blind AX kiseki-ax-07, measured
on 9567dda1, judged wrong). The run's conclusion may carry the answer; a verdict would state the status.
"""

from __future__ import annotations

import re

_REMAINDER = re.compile(r"残り\s*(?:は|って)?\s*(?:いくつ|何点|何枚)?\s*[?？]\s*$")
_WHAT = re.compile(
    r"(?:対象|ターゲット|行き先|置き場所|場所)\s*(?:は|って)\s*(?:どれ|どっち|誰|どこ|何)?\s*[?？]\s*$"
)


_GUESSED_AMOUNT = re.compile(
    # the verb ends the question (「4点入る?」), not a supposition (「…4点与えたら?」 asks what happens)
    r"(?<![0-9])[0-9]+\s*(?:点|枚)\s*(?:も|が|は)?\s*(?:入る|通る|減る|失う|与える|食らう|受ける|削れる|削る)"
    r"\s*(?:の|か|かな|んですか|ですか)?\s*[?？]\s*$"
)


def status_unasked(text: str) -> str | None:
    """Why an outcome verdict is withheld for `text` (see the module), else None."""
    if _WHAT.search(text):
        return "問われた対象や場所は、シミュレーション結果のゲームの状態では答えられません"
    if _REMAINDER.search(text) or _GUESSED_AMOUNT.search(text):
        return "問われた数をシミュレーション結果から定められません"
    return None
