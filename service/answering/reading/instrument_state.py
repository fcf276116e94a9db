"""A state told with no owner of the card the asked act is done with (「行動済みのキャラで相手のレストしてる
キャラにアタックできる?」「攻撃済みのUNITで…」, trap audit 22d): the card a 「…で」 names is the doer's, and
a play or attack asked with no doer is the asker's (`asked_owner`). The planner accounts an unowned state
against any card that holds it — there the opponent's rested character, whose state the question told
too — and 'yes' had been stated for an attack with a card that has already acted (onepiece 7-1). Such a
state accounted on a card of the other seat withholds the verdict.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Accounted, Reading, Role, Status

__all__ = ["instrument_elsewhere"]

# after the state: its card's noun phrase ending in 「で」 (「…みのキャラで」「…のパワー5000のフォロワーで」),
# not 「では」「でも」 and not across a clause
_INSTRUMENT = re.compile(
    r"[^、。,?？!！]{0,16}?(?:キャラ(?:クター)?|フォロワー|UNIT|ユニット|リゾネイター|リーダー|ルーラー)\s*で(?![はもき])"
)


def instrument_elsewhere(reading: Reading, accounted: tuple[Accounted, ...], me: str) -> str | None:
    """Why the verdict is withheld when the doer's card's state sits on a card of the other seat."""
    for item in accounted:
        fact = item.fact
        if fact.role is not Role.STATE or fact.owner is not None or fact.negated:
            continue
        if item.status not in (Status.USED, Status.APPLIED) or not item.field.startswith("player"):
            continue
        if item.field.split(".", 1)[0] == me or not _INSTRUMENT.match(reading.text, fact.end):
            continue
        return f"「{fact.text}」は行為に使う(質問者の)カードの状態ですが、シナリオでは相手のカードの状態です"
    return None
