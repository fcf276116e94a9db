"""A damage told with the attack that dealt it (「相手のアイサツで4ダメージ受けた」「俺のアイサツで3ダメ
ージ入った」):
the attack is the means of that damage, and the damage's amount is what the attacking card dealt —
its イクサダメージ, the attacker's カラテ (ninjaslayer 706.4b). A plan may run such a damage as the attack
itself by a card of that カラテ; the amount told is then the stat the question gives the attacker
(`assumed_stat._stated`), not a default (audit 28c)."""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

# the attack words whose told damage is the attacker's own (an アイサツ, an attack)
_ATTACKS = ("aisatsu",)
# nothing between the attack and its damage but で (「アイサツで3ダメ」)
_MEANS = re.compile(r"\s*で\s*")


# the player the attack is told as made by, right before it (「相手のアイサツで」「俺のアイサツで」)
_BY = re.compile(r"(相手|向こう|俺|自分|こっち|私|僕|うち)\s*の\s*$")
_SELF = ("俺", "自分", "こっち", "私", "僕", "うち")


def attacker_side(reading: Reading, damage: Fact) -> str | None:
    """'self' / 'opponent': whose アイサツ the told damage came from, by the owner word right before the
    attack word (「相手のアイサツで」); None when none is said there."""
    attack = max((f for f in reading.of(Role.ACTION) if f.end <= damage.start and f.concept in _ATTACKS),
                 key=lambda f: f.end, default=None)  # fmt: skip
    m = _BY.search(reading.text, 0, attack.start) if attack is not None else None
    if m is None:
        return None
    return "self" if m.group(1) in _SELF else "opponent"


def means_damage(reading: Reading) -> Fact | None:
    """The damage the question's one attack is told as the means of, else None (a fight told by its
    stats, several attacks, or an attack told apart from its damage)."""
    attacks = [f for f in reading.of(Role.ACTION) if f.concept in (*_ATTACKS, "attacked") and not f.negated]
    if len(attacks) != 1 or attacks[0].concept not in _ATTACKS:
        return None
    attack = attacks[0]
    hit = next((f for f in reading.of(Role.ACTION) if f.concept == "damage" and f.start >= attack.end), None)
    if hit is None or hit.negated or not isinstance(hit.value, int):
        return None
    return hit if _MEANS.fullmatch(reading.text, attack.end, hit.start) else None
