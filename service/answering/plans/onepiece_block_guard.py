"""Block asks `onepiece_can.can_block` must not plan (onepiece audit 12b, 7-1-2-1 / 10-1-4-1).

`can_block` runs one 【ブロッカー】 of the attacked player blocking one attack. Two shapes read as that
had been stated wrongly:

* another 【ブロッカー】 card named beside the one it binds (「自分の【ブロッカー】持ちのキャラ…相手の
  ブロッカーでブロックできる?」): the asker's rested one was answered for the attacking player's;
* a block told besides the asked one, which the asked one names as another (「ブロッカーAで止めた。Bでも
  ブロックできる?」「別のキャラでも」「もう1回」): the run of one block said 'yes', where 【ブロッカー】 is
  activated once per battle (7-1-2-1). 「ブロックしてきた。…ブロックって成立する?」 asks of the told
  block itself and is still planned.
"""

from __future__ import annotations

import re

from service.answering.plans.onepiece_can import can_block
from service.answering.plans.onepiece_cards import cards
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario

# 「Bでも」「別のキャラで」「もう1回」「し直せる」: the asked block is another than the one told
_ANOTHER = re.compile(r"でも|もう\s*(?:1|１|一)\s*(?:回|度|体)|別の|ほかの|他の|し直|再度|また")


def guarded_block(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if verb is not None and verb.concept == "block":
        text = reading.text
        blocked = [
            f for f in reading.of(Role.ACTION) if f.concept == "block" and f is not verb and not f.negated
        ]
        asking = text[max(text.rfind(c, 0, verb.start) for c in "。??!!") + 1 : verb.end]
        if blocked and _ANOTHER.search(asking):
            return None
        held = sum("ブロッカー" in b.keywords for b in cards(reading))
        if held > 1:
            return None
        denied = any(f.concept == "ブロッカー" and f.negated for f in reading.of(Role.KEYWORD))
        if held and denied:
            # 「ブロッカーを持ってないキャラと【ブロッカー】持ちのキャラ」: which one blocks (audit 17a)
            return None
    return can_block(reading)
