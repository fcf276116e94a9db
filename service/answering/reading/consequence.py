"""An act told again as the supposed consequence of a change: 「4点ダメージを受けた。…+0/+2が切れたら、耐久
力3で4ダメージ負ってることになって死ぬ?」 — the 「4ダメージ負ってる」 is the asker's picture of the state the
change leaves (〜ことになって / 〜状態になって), the damage told before, not a second damage. Read as an
act, the run dealt the 4 twice and stated a removal (blind AW ninjaslayer-aw-02, first try on 7a387c5;
the rulebook's 505.3a clears the damage first).

The same for an act said again as the means of the asked result right before the ask (「今3ダメージ負ってる。
…切れたら、耐久力2に3ダメージで死ぬ?」, blind AS ninjaslayer-as-06), and for one said again as the bare noun a
reason rests on (「…切れたら、耐久力2で3ダメージだから死ぬ?」, blind BC ninjaslayer-bc-13, first try on
b406b475). Only an act of a concept the question
told before, not denied, with the same amount when both have one, is taken; the words stay, read as neutral.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# 「負ってることになって」「受けたことになる」「食らった状態になって」: the act's clause ends in a supposed
# state
_SUPPOSED = re.compile(
    r"\s*(?:を|が)?\s*(?:負|受|食|喰|くら|もら)?[っいうけたてるらし]{0,5}\s*(?:こと|状態|扱い)\s*(?:に|と)\s*(?:な|され)"
)
# 「耐久力2で3ダメージだから死ぬ?」「…3ダメージなので」: the act said again as a bare noun the asker's reason
# rests on (a copula reason, no verb of doing: 「3ダメージ与えたから」 is an act and stays read)
_REASONED = re.compile(r"\s*(?:なん|なの)?\s*(?:だから|だし|なので|ですから|やから)")
# 「耐久力2に3ダメージで死ぬ?」: the act said again as the means of the asked result, right before the ask
_MEANS = re.compile(r"\s*で\s*(?:は|も)?\s*")
# 「さらに2ダメージで破壊される?」「もう1回」「追加で」: a new act said before it, no restatement
_AGAIN = re.compile(r"さらに|更に|もう|また|追加|再び|再度|続けて|次に|次の|そこに|その後|そのあと|今度")
_WHY = "an act told again as a supposed consequence (consequence.py)"
# 「さらに3ダメージ受けたら死ぬ?」「もう1点入れれば倒せる?」: what is said right before a question mark but
# followed by a supposition is what the asked result follows from — told, run like any act, not what the
# question mark asks
_SUPPOSITIONS = "たら|れば|えば|けば|せば|なら|ると|たとき|た時"
SUPPOSED_TAIL = re.compile(rf"[^、。,??!!\n]{{0,4}}?(?:{_SUPPOSITIONS})")
# 「さらに3ダメージだから死ぬ?」: an act the reason rests on is told too (a bare number the reason rests on,
# 「合計4点だから死ぬよね?」, stays the asker's guess the run checks: `reader._asked`)
REASONED_TAIL = re.compile(rf"[^、。,??!!\n]{{0,4}}?(?:{_SUPPOSITIONS}|だから|なので|だし)")


def supposed_again(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each act told again as a supposed consequence read as neutral (see the module)."""
    out = list(facts)
    for i, f in enumerate(facts):
        if f.role is not Role.ACTION or f.negated:
            continue
        means = _MEANS.match(question, f.end)
        asked = means is not None and any(
            a.role is Role.ASK and a.concept != "number" and a.start == means.end() for a in facts
        )
        if not asked and not _SUPPOSED.match(question, f.end) and not _REASONED.match(question, f.end):
            continue
        clause = max(question.rfind(c, 0, f.start) for c in "、。,?？!！") + 1
        if _AGAIN.search(question, clause, f.start):
            continue
        before = [
            g
            for g in facts
            if g.role is Role.ACTION and g.concept == f.concept and not g.negated and g.end <= f.start
        ]
        if not any(g.value == f.value or g.value is None or f.value is None for g in before):
            continue
        out[i] = replace(f, role=Role.NEUTRAL, concept="restated", why=_WHY)
    return out
