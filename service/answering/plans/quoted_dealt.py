"""A damage told after quoted texts, dealt to the told card (`plans/quoted_effect`): 「攻撃力2・体力2の
フォロワーに「ターン終了時まで+0/+2」を与えてから、そのフォロワーに3ダメージを与えた。破壊される?」 — the
damage meets the 体力 / 耐久力 the texts changed, in the order told (sve 5.13.1 then 11.3.1;
ninjaslayer 1102.4b, 1004.1).

Read from the facts after the last quote: each damage with its amount (1–100), not denied, and said of
the told card by a referent right before it — dealt to it (「そのフォロワーに」「そいつに」「そこに」) or
taken by it (「そのフォロワーが3ダメージを受けた」). A damage with no target said (「そのあと2ダメージを与え
た」: the leader's? audit 18a) or another doer (「そのフォロワーが3ダメージを与えた」) declines.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

# a damage taken: 「3ダメージを受けた」「3点食らった」
_TAKEN = re.compile(r"\s*(?:を|が)?\s*(?:受け|負っ|負い|食らっ|くらっ|喰らっ|もらっ)")
# the told card named again right before the damage: dealt to it (に), or its subject (が/は: taken)
_REFERENT = re.compile(
    r"(?:(?:その|この|同じ)\s*(?:フォロワー|キャラ(?:クター)?|UNIT|ユニット)?|そいつ|それ|そこ)\s*(?P<case>に|が|は)"
    r"\s*(?:さらに|追加で|続けて|もう)?\s*$"
)


def dealt_after(reading: Reading, outside: list[Fact], after: int) -> list[Fact] | None:
    """The damages told after `after` (the last quote's end), each dealt to the told card; [] when none;
    None when one is not read as such (the plan declines)."""
    found = [f for f in outside if f.role is Role.ACTION and f.concept == "damage" and f.start >= after]
    for f in found:
        if f.negated or not isinstance(f.value, int) or not 0 < f.value <= 100:
            return None
        taken = _TAKEN.match(reading.text, f.end) is not None or "受け" in f.text or "負" in f.text
        said = _REFERENT.search(reading.text[after : f.start])
        if said is None or (said.group("case") != "に" and not taken):
            return None
    return found
