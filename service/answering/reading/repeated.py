"""An act asked again (「もう一回カイゼンで対象を変えられる?」「再びアタックできる?」「2回目のドローは?」):
the asking sentence supposes the act was already done once this turn. A run that holds no act twice
simulates a first use — its 'yes' answers another question (ninjaslayer-bv-12: the once-a-turn
インターラプト・カイゼン (1402.3) run fresh, 'できます' stated for a second use). A 'yes' is withheld then,
unless the run holds two actions of one kind. A 'no' stands: plans that read the earlier use hold it
as a state (an acted follower, a rested blocker, a face-up 拠点 card) and refuse the second.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Reading
from service.answering.reading.payload import action_kinds

# 「Bでブロックし直す?」「対象を選び直せる?」: the act redone (〜し直す) is asked again; not the mulligan's
# 引き直す, one act of its own (onepiece-ae-20: one block run, 'yes' stated for a second, 7-1-2-1)
_AGAIN = re.compile(
    r"もう\s*(?:一|1|１)\s*(?:回|度)|再び|再度|(?:2|２|二)\s*(?:回|度)\s*目"
    r"|(?<!引)(?<!引き)(?:し|び|え|け|せ)\s*直[すせしさ]"
)
_SENTENCE_END = re.compile(r"[。!！?？]")
# 「攻撃力3のフォロワーで2回攻撃できる?」「同じキャラで2回アタックできる?」: the act asked N times over
# (style audit 15c: one attack run, 'yes' had been stated — a follower acts when it attacks, 8.4.4)
_TIMES = re.compile(r"(?<![0-9０-９])([2-9２-９二三四五])\s*(?:回|度)(?![目復収数])")
_KANJI = {"二": 2, "三": 3, "四": 4, "五": 5}
# action kinds that move the run past a phase or turn (end_phase, end_turn, next_turn …)
_BOUNDARY = ("end", "turn")


def _asking_sentence(text: str) -> str:
    """The sentence holding the last question mark (the whole text when there is none)."""
    end = max(text.rfind("?"), text.rfind("？"))
    if end < 0:
        return text
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, end)]
    return text[(starts[-1] if starts else 0) : end]


def asked_again(reading: Reading, payload: Mapping[str, Any], asks: str, value: object) -> str | None:
    """Why a 'yes' is withheld when the act is asked again and the run holds no act twice."""
    sentence = _asking_sentence(reading.text) if asks == "can" and value in ("yes", True) else ""
    times = [_KANJI.get(m.group(1)) or int(m.group(1)) for m in _TIMES.finditer(sentence)]
    if not (_AGAIN.search(sentence) or times):
        return None
    kinds = action_kinds(payload, ("actions",))
    if kinds and max(kinds.values()) >= max([2, *times]):
        return None
    if times:  # 「1ターンに2回アイサツできる?」: N acts in the run, not a phase or turn crossed
        return f"{max(times)}回の行為を問われていますが、シナリオはそれを{max(times)}回行っていません"
    if any(word in kind for kind in kinds for word in _BOUNDARY):
        return None  # 「次の自分のターンにもう一度」: the run crosses a turn, the first use held as a state
    return "2回目(もう一回)の行為を問われていますが、1回目をシナリオに再現していません"
