"""An outcome stated to a question whose ask was not read.

With no ask fact the verdict falls back to the run's outcome (「ゲーム続行」 or its winner). That answers
「…攻撃したら?」「結果は?」 and a question about the game's end (「これでゲームセット?」「セーフだよね?」),
but not 「ドレインで回復する?」「こっちのは?」「捨てる必要ある?」: there 'ongoing' was stated for a
yes/no or a card's fate nobody asked the game about (50 seen rows stated with no ask, a third of them
such non-answers). The outcome is kept only when the question sentence is open or names the game's
end; otherwise the verdict is withheld and the answer leads with the rules.
"""

from __future__ import annotations

import re

UNASKED_REASON = "質問が何を問うているかを読み取れず、シミュレーションの結果をその答えとしません"

# a sentence asking or confirming something (its end is 「?」, or the question's last sentence)
_SENTENCE = re.compile(r"[^。!！?？\n]+[?？]|[^。!！?？\n]+$")
# 「…したら?」「…通ったら?」「…だった場合は?」「結果は?」「どうなる?」: what happens, the run's outcome
_OPEN = re.compile(
    r"(?:[らとば]|場合は?|とき[はに]?|時[はに]?|結果は?)\s*[?？]\s*$|どうな[るりっ]|何が起[きこ]|結果"
)
# the game's end named: a win, a loss, the game over, or whether the asker is still safe
_GAME_END = re.compile(
    r"勝|負け|敗北|ゲーム\s*(?:セット|終|オーバー|エンド)|決ま|決着|終わ|セーフ|まだ大丈夫|続行|試合"
)


def unasked_outcome(text: str) -> bool:
    """Whether the question's own sentences neither ask what happens nor name the game's end, so an
    outcome stated without a read ask would answer something else."""
    asked = [m.group(0) for m in _SENTENCE.finditer(text) if m.group(0).strip()]
    questions = [s for s in asked if s.rstrip().endswith(("?", "？"))] or asked[-1:]
    return not any(_OPEN.search(s) or _GAME_END.search(s) for s in questions)
