"""A step asked as the answer, and an ask told in words rather than with 「?」 (audit 10, sve).

`asked_step` — 「相手リーダー体力２。…攻撃して勝った。このとき相手が敗北するのはチェックタイミング?」 asks
when the loss happens (11.2.1 at the check timing, 10.5.1); the run's winner ('self') had been stated
as the answer. An asking sentence that ends in a step or timing noun (タイミング, 時点, フェイズ, ステップ)
withholds any verdict: no run states when.

`told_ask` — 「…突進持ちで攻撃できる?あ、聞きたいのは攻撃目標を選ぶのはどっちのプレイヤーかってこと」
says what is asked in a sentence without 「?」: the turn player chooses the target (8.4.3), and the
run's permission ('yes') had been stated. A sentence saying what is asked (聞きたいのは, 知りたいのは,
質問は) is checked as an asking sentence (`asked_other.other_question`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.asked_other import other_question
from service.answering.reading.model import Reading

_SENTENCE = re.compile(r"[^。！?？]*[?？]")
# a step or timing asked as the answer: 「相手が敗北するのはチェックタイミング?」
_STEP_ASKED = re.compile(
    r"(?:タイミング|時点|フェイズ|ステップ)\s*(?:で|に)?\s*(?:です|だ)?\s*(?:か|よね|っけ)?\s*[?？]$"
)
# a sentence saying what is asked: 「聞きたいのは…ってこと」「知りたいのは…」「質問は…」
_TOLD_ASK = re.compile(r"[^。！?？]*(?:聞きたい|知りたい|質問(?:したい)?)の?(?:は|が)[^。！?？]*")


def asked_step(reading: Reading) -> str | None:
    """Why the verdict is withheld when an asking sentence ends in a step or timing noun."""
    for sentence in _SENTENCE.finditer(reading.text):
        step = _STEP_ASKED.search(sentence.group())
        if step is not None:
            return f"「{step.group().rstrip('?？')}」を問う質問に、シミュレーションの結果は答えません"
    return None


def told_ask(reading: Reading, kind: str) -> str | None:
    """Why the verdict is withheld when a sentence saying what is asked asks another kind of thing."""
    for sentence in _TOLD_ASK.finditer(reading.text):
        said = replace(reading, text=sentence.group() + "?", facts=(), unread=())
        why = other_question(said, kind)
        if why is not None:
            return why
    return None
