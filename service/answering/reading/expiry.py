"""A change told to expire, asked after it: 「「このターン中、パワー+2000」。ターンの終わりに切れたら
パワーはいくつ?」「エンドフェイズに+0/+2が切れたら死ぬ?」 — the question asks of the state once the turn's
effect has ended (onepiece 6-6-1-2, sve 7.4.6, ninjaslayer 505.3b), so a run that never reaches the
turn's end answers another moment: the change still applied (onepiece: 7000 stated for 5000, found
probing after blind AW's first try on 7a387c5). Withheld unless the run's events end the turn.

Only a change or an effect said to expire (「+2が切れたら」「効果が消えた後」「修正がなくなって」) is read:
「ライフがなくなったら」 is no expiry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.model import Reading
from service.engine.events import Event

# the expiring thing right before its verb: a told change (+2000, +0/+2, -1) or the words for an effect
_EXPIRES = re.compile(
    r"(?:[+\-−＋][0-9０-９]+(?:\s*/\s*[+\-−＋]?[0-9０-９]+)?|修正|効果|バフ|パンプ|強化|上昇分|ボーナス)"
    r"\s*(?:が|は|も|の方|分)?\s*(?:切れ|消え|なくな|無くな|外れ|終わっ|終わる|終了し|解除さ)"
    # 「ターンの終わりに切れたら」: the turn's end named, the expiring change left unsaid
    r"|(?:ターンの終わり|ターン終了時?|ターンエンド|エンドフェイズ)\s*(?:に|で|と)?\s*(?:切れ|消え|外れ)"
)
_QUOTED = re.compile(r"「[^「」]*」")
# the events of a run that ends the turn; a run whose phases pass into another turn does too (kiseki's
# and ninjaslayer's phase events carry the turn: a run's first phase event alone is its start)
_PASSED = frozenset({"turn_end", "turn"})


def expiry_unreached(reading: Reading, events: Sequence[Event]) -> str | None:
    """Why the verdict is withheld when the question asks after a change expired and the run never
    leaves the turn (see the module), else None."""
    text = _QUOTED.sub(lambda m: "　" * len(m.group(0)), reading.text)
    if _EXPIRES.search(text) is None:
        return None
    turns = {e.data.get("turn") for e in events if e.type == "phase"}
    if any(e.type in _PASSED for e in events) or len(turns - {None}) > 1:
        return None
    return "効果が切れた後が問われていますが、シミュレーションはターンの終わりまで進めていません"
