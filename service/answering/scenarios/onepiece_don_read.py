"""ONE PIECE builder readings of DON!! told without a card (the asker's active DON!! in the cost area,
「ドン!!を2枚付与してる」 given to the attacker, and whether that giving is told as an act after the card's
power), split from `onepiece_read`.
"""

from __future__ import annotations

import re

from service.answering.extract import Facts
from service.answering.scenarios.onepiece_read import Mention, mentions

_DON_COUNT = re.compile(
    r"(?:(?:アクティブ|未使用|起きて(?:いる|る)|立って(?:いる|る))(?:な|の|状態の)?\s*)?ドン(?:!!)?(?:カード)?"
    r"(?:が|は|を)?(?:ちょうど|まだ|残り|しか|だけ)?\s*([0-9]+)\s*枚"
)


def don_count(facts: Facts) -> int | None:
    """Active DON!! in the asker's cost area (「アクティブのドン!!がちょうど5枚」「ドン!!が3枚しかない」)."""
    for m in _DON_COUNT.finditer(facts.text):
        tail = facts.text[m.end() : m.end() + 6]
        if re.match(r"\s*(?:付与|つけ|付け|乗せ|ついて|付いて)", tail) or "デッキ" in m.group(0):
            continue  # DON!! given to a card, or the DON!! deck
        before = facts.text[max(0, m.start() - 8) : m.start()]
        if "相手" in before and "自分" not in before:
            continue
        return int(m.group(1))
    return None


_LOOSE_DON = re.compile(
    r"ドン(?:!!)?(?:カード)?(?:を|が)?\s*([0-9]+)\s*枚(?:を)?\s*(?:付与|つけ|付け|乗せ|ついて|付いて)"
)
# 「ドン!!を1枚付ければ」「付けて殴る」: the giving told as an act (not 「付与してる」「付いてる」, a state)
_GIVING_ACT = re.compile(r"(?:れば|たら|て(?!\s*(?:る|い|あ))|する|します)")


def loose_don(facts: Facts) -> int | None:
    """DON!! given without naming the card (「アタック。ドン!!を2枚付与してる」): the attacker's."""
    if any(m.stat("don") for m in mentions(facts)):
        return None
    m = _LOOSE_DON.search(facts.text)
    return min(int(m.group(1)), 10) if m else None


def loose_don_after(facts: Facts, m: Mention | None) -> bool:
    """「こっちのキャラは5000。ドン!!を1枚付ければ」: the loose DON!! are given, as an act, after the card
    `m` and its power were told — its power is then the one without them (6-5-5-2). Not so for DON!!
    told before the card or as a state (「ドン!!を2枚付与してる」): the power may include them."""
    found = _LOOSE_DON.search(facts.text)
    if m is None or found is None or found.start() < m.card.end:
        return False
    verb = re.match(r"(?:し|与し|け|せ)?", facts.text[found.end() :])
    return bool(_GIVING_ACT.match(facts.text, found.end() + (verb.end() if verb else 0)))
