"""Vanilla 軌跡 TCG cards: UNIT stats, 組織, icon crafts, and random decks for playouts.

`Card.stats`: ``cp_cost`` (204), ``ep_cost`` (205), ``str`` (209), ``def`` (210). 組織 (211) are
keywords prefixed ``組織:``; icon crafts (1400) are keywords ``【暗躍】`` … ``【ヘイト】``.
BASE cards have ``level`` (創設レベル, 206). Per-instance flags: ``acted`` (アクション状態), ``stunned``
(1306), ``face_down``, ``support`` (1309), ``gained_orgs`` (組織 gained this turn by 【帰属】), and the
rule terms a scenario may state as already in effect: ``boost`` ([X, Y] of 「+X/+Yを得る」, 1303),
``no_overkill`` (「オーバーキルしない」, 1319.1), ``unattackable`` (「これは攻撃されない」, 1326.1) and
``no_attack`` (「これは攻撃できない」, 803.3a-2).
"""

from __future__ import annotations

from service.engine.core import Card, Rng

UNIT = "UNIT"
ITEM = "ITEM"
EVENT = "EVENT"
BASE = "BASE"

ANYAKU = "【暗躍】"
ENGUN = "【援軍】"
KIZOKU = "【帰属】"
HAKEN = "【派遣】"
BUJUTSU = "【武術】"
HATE = "【ヘイト】"
ICONS = (ANYAKU, ENGUN, KIZOKU, HAKEN, BUJUTSU, HATE)
ORG_PREFIX = "組織:"
ORGS = ("遊撃士協会", "身喰らう蛇", "聖杯騎士団")

DECK_SIZE = 40  # 602.3a ブリッツシールド戦
START_KIZUNA = 40  # not printed in the comprehensive rules: the official how-to-play's value


def orgs(card: Card) -> set[str]:
    own = {k[len(ORG_PREFIX) :] for k in card.keywords if k.startswith(ORG_PREFIX)}
    return own | set(card.flags.get("gained_orgs", ()))


def has_icon(card: Card, icon: str) -> bool:
    """Icon crafts of a stunned UNIT are invalid (1202.2a, 1306.2c); an effect may add (1331.2) or
    remove (1333.2) one for the turn."""
    printed = icon in card.keywords or icon in card.flags.get("gained_icons", ())
    return printed and icon not in card.flags.get("lost_icons", ()) and not card.flags.get("stunned")


def cp_cost(card: Card) -> int:
    return card.stats.get("cp_cost", 0)


def ep_cost(card: Card) -> int:
    return card.stats.get("ep_cost", 0)


def to_pay(card: Card, key: str = "cp_cost") -> int:
    """The CP (``cp_cost``) or EP (``ep_cost``) a play of `card` pays, in the order 1204.2f sets: an
    effect changing the cost to another value first (1204.2f-6), then what effects add (1304.1,
    1204.2f-7), then what they take away (1304.2, 1204.2f-8); an amount of 0 or less is not paid
    (104.2)."""
    return max(0, _changed_cost(card, key))


def _changed_cost(card: Card, key: str) -> int:
    base = int(card.flags["cost_set"]) if "cost_set" in card.flags else card.stats.get(key, 0)
    up, down = int(card.flags.get("cost_up", 0)), int(card.flags.get("cost_down", 0))
    return base + int(card.flags.get("cost_change", 0)) + up - down


def cost_rules(card: Card, key: str = "cp_cost") -> tuple[str, ...]:
    """The clauses a changed cost adds to its payment (none when no effect changes it), in the order
    they apply (1204.2f-6, -7, -8)."""
    change = int(card.flags.get("cost_change", 0))
    up = change > 0 or bool(card.flags.get("cost_up"))
    down = change < 0 or bool(card.flags.get("cost_down"))
    rules: tuple[str, ...] = ("1204.2f-6",) if "cost_set" in card.flags else ()
    rules += (("1204.2f-7", "1304.1") if up else ()) + (("1204.2f-8", "1304.2") if down else ())
    if not rules:
        return ()
    return rules + (("104.2",) if _changed_cost(card, key) <= 0 else ())


def level(card: Card) -> int:
    return card.stats.get("level", 0)


def boost(card: Card) -> tuple[int, int]:
    """The +X/+Y (or -X/-Y) a UNIT has gained (1303.1, 1303.2), lasting or 「このターン中」."""
    x, y = card.flags.get("boost") or (0, 0)
    tx, ty = card.flags.get("eot_boost") or (0, 0)
    return int(x) + int(tx), int(y) + int(ty)


def random_card(uid: str, owner: str, rng: Rng) -> Card:
    if rng.randrange(100) < 15:
        return Card(uid, "ヴァニラ・イベント", EVENT, owner, {"ep_cost": 1 + rng.randrange(2)})
    stats = {"cp_cost": rng.randrange(5), "str": 1 + rng.randrange(5), "def": 1 + rng.randrange(5)}
    keywords = {ORG_PREFIX + ORGS[rng.randrange(len(ORGS))]}
    if rng.randrange(100) < 30:
        keywords.add(ORG_PREFIX + ORGS[rng.randrange(len(ORGS))])
    if rng.randrange(100) < 40:
        keywords.add(ICONS[rng.randrange(len(ICONS))])
    return Card(
        uid, f"ヴァニラ・ユニット{stats['str']}{stats['def']}", UNIT, owner, stats, frozenset(keywords)
    )
