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

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.payload import action_kinds

# 「Bでブロックし直す?」「対象を選び直せる?」: the act redone (〜し直す) is asked again; not the mulligan's
# 引き直す, one act of its own (onepiece-ae-20: one block run, 'yes' stated for a second, 7-1-2-1)
_AGAIN = re.compile(
    r"もう\s*(?:一|1|１)\s*(?:回|度)|再び|再度|(?:2|２|二)\s*(?:回|度)\s*目"
    r"|(?<!引)(?<!引き)(?:し|び|え|け|せ)\s*直[すせしさ]"
)
# 「またカイゼンで対象変えられる?」: また in the asking sentence, not 「または」「もまた」 (also) nor
# a sentence's opening 「また、」 (blind AR ninjaslayer-ar-09: a second use of the once-a-turn
# カイゼン, 1402.3, run as the first and 'yes' stated)
_AGAIN_WORD = re.compile(r"(?<![まもだ])また(?!は|ね|ー|\s*[、,])")
# 「次の自分のターンにまた攻撃に行ける?」: again in a later turn, the first act held as a state (sve-bw-21)
_NEXT_TURN = re.compile(r"次の[^。?？]{0,6}ターン|翌ターン")
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
    """Why a 'yes' is withheld when the act is asked again and the run holds no act twice; an outcome
    asked of an act supposed again (`supposed_again`)."""
    if asks != "can":
        return supposed_again(reading, payload)
    sentence = _asking_sentence(reading.text) if asks == "can" and value in ("yes", True) else ""
    times = [_KANJI.get(m.group(1)) or int(m.group(1)) for m in _TIMES.finditer(sentence)]
    again = _AGAIN.search(sentence) or (_AGAIN_WORD.search(sentence) and not _NEXT_TURN.search(sentence))
    if not (again or times):
        return None
    # fow scripts its acts as operations (「[レスト]を使った…もう一度使える?」: two rests, audit 24c)
    kinds = action_kinds(payload, ("actions", "operations"))
    if kinds and max(kinds.values()) >= max([2, *times]):
        return None
    if times:  # 「1ターンに2回アイサツできる?」: N acts in the run, not a phase or turn crossed
        return f"{max(times)}回の行為を問われていますが、シナリオはそれを{max(times)}回行っていません"
    if any(word in kind for kind in kinds for word in _BOUNDARY):
        return None  # 「次の自分のターンにもう一度」: the run crosses a turn, the first use held as a state
    return "2回目(もう一回)の行為を問われていますが、1回目をシナリオに再現していません"


# 「またアタックしたら」「また殴れば」: again before the act itself (「また、…」 is 'also';
# 「3体続けて出したら」 plays in succession, no repetition — onepiece-bv-13)
_AGAIN_ACT = re.compile(r"(?<!ま)また(?!は)\s*(?:[ぁ-んァ-ヶー一-龯]{0,6}\s*を\s*)?$")
_CLAUSE = re.compile(r"[、。,!！?？\n]")


def supposed_again(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """「攻撃力3のフォロワーでもう一回攻撃したら勝てる?」「同じUNITでもう一度攻撃すれば相手は負ける?」: the
    asking sentence supposes an act done again (or N times: 「2回攻撃したら」) — the same card attacked
    already, and an attacker is acted / rested / bowed by its attack (sve 8.4.4, onepiece 7-1-1-1, kiseki
    804.4, ninjaslayer 704.5), so it cannot attack again. A run of that act once answers another
    question (round 16: 'self' stated for a second attack the follower could not make). Withheld unless
    the first one is told done before it (kiseki runs the second attack refused, ninjaslayer holds the
    first アイサツ's damage, fow a card revealed) with no value it may come after: told in a later
    sentence (「…攻撃した。相手の絆は2。もう一回…」), or any value when the act is only the card's
    attribute (「相手の絆3。さっき攻撃したUNITで…」); N times asked, unless the run holds the act N times."""
    text = reading.text
    end = max(text.rfind("?"), text.rfind("？"))
    end = end if end >= 0 else len(text)
    start = text.rfind("。", 0, end) + 1  # the asking sentence
    acts = [f for f in reading.of(Role.ACTION) if not f.negated and f.start < end]
    again: Fact | None = None
    marked = False
    wanted = 2
    for act in (a for a in acts if a.start >= start):
        clause = max((m.end() for m in _CLAUSE.finditer(text, 0, act.start)), default=0)
        before = text[clause : act.start]
        times = _ADJACENT_TIMES.search(before)
        marked = bool(_AGAIN.search(before) or _AGAIN_ACT.search(before))
        if marked or times:
            again = act
            wanted = max(wanted, (_KANJI.get(times.group(1)) or int(times.group(1))) if times else 2)
            break
    if again is None:
        return None
    if not marked:  # 「2回攻撃したら」: the run holds that many acts
        kinds = action_kinds(payload, ("actions",))
        if kinds and max(kinds.values()) >= wanted:
            return None
        return f"{wanted}回の行為を仮定した問いですが、シナリオはそれを{wanted}回行っていません"
    # 「もう一回」: the first act told done before it (a plan holds it as a state or runs it)
    told = [a for a in acts if a.start < again.start]
    if not told:
        return "同じ行為をもう一度行うと仮定した問いですが、1回目の行為が書かれていません"
    predicates = [a for a in told if _PREDICATE.match(text, a.end)]
    values = [f for f in reading.of(Role.QUANTITY) if f.start < again.start]
    if not predicates and values:
        # 「相手の絆3。さっき攻撃したUNITで、もう一度…」: the first act told as the card's attribute — the
        # value told may be after it (kiseki ran it from 絆3: 'self' stated)
        return "1回目の行為の前後どちらの値か読めません"
    # a value told in a sentence after the first act's (「…攻撃した。相手の絆は2。もう一回…」): before it
    # or after it is not read
    told_end = text.find("。", predicates[0].end) if predicates else -1
    if any(0 <= told_end < f.start for f in values):
        return "1回目の行為の前後どちらの値か読めません"
    return None


# 「2回攻撃したら」: a count of the act right before it
_ADJACENT_TIMES = re.compile(r"(?<![0-9０-９])([2-9２-９二三四五])\s*(?:回|度)\s*(?:で|に)?\s*$")
# an act told as a predicate (「攻撃した。」「3点、」「アイサツして2点入れた」), not as an attribute of the
# card after it (「さっき攻撃したUNITで」)
_PREDICATE = re.compile(
    r"[ぁ-ん]{0,4}(?<!た)(?![ぁ-ん])|[ぁ-ん]{0,4}た\s*(?:[、。,!！?？]|$|けど|が|ので|から)"
)
