"""How many times an act is asked (「何回攻撃したら勝てる?」「ダメージは何回与えた?」): the run plays the acts
told, once each, and its conclusion counts no repetitions asked for.

* 「何回攻撃したら勝てる?」 asks how many attacks a win needs; the run of one attack answered 'none'
  (sve style audit 15a: 「相手は敗北しません」 stated for 3 attacks to win, 8.4.9 / 11.2.1).
* 「300ダメージを与えて、さらに300ダメージ。ダメージは何回与えた?」 was answered by the 10.6.4 manner
  phrase 「300点のダメージを1回で与える」 (fow: 1 stated for 2): with several acts run, 「N回で」 says how
  each damage is dealt, not how many were (one act: it is the answer, 10.6.4).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Reading
from service.answering.reading.payload import action_kinds

# 「何回攻撃したら勝てる?」「あと何回殴れば倒せる?」: the count an outcome needs
_TIMES_TO = re.compile(
    r"何\s*(?:回|度|体|枚)[^。?？]{0,12}?(?:たら|れば|ば|と)\s*[^。?？]{0,6}?(?:勝|倒|負|落|死|破壊|KO|ＫＯ)"
)
_TIMES = re.compile(r"何\s*(?:回|度)")
# 「1回で与える」: the manner of one damage (10.6.4), no count of damages
_MANNER = re.compile(r"[0-9]+\s*回で与え")
_COUNT = re.compile(r"[0-9]+\s*回(?!で与え)")


def asked_times(reading: Reading, asks: str, summary: str, payload: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld: a count of repetitions is asked that the run does not give."""
    text = reading.text
    if _TIMES_TO.search(text) and asks != "number":
        return "何回で結果に至るかが問われていますが、シミュレーションは書かれた行動を一度行っただけです"
    several = max(action_kinds(payload).values(), default=0) > 1
    if (
        asks == "number"
        and several
        and _TIMES.search(text)
        and _MANNER.search(summary)
        and not _COUNT.search(summary)
    ):
        return "問われた回数を結論が述べていません(「1回で与える」はダメージの与え方です)"
    return None
