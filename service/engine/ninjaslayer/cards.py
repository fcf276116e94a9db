"""Vanilla ニンジャスレイヤーTCG cards: stats, keywords and random decks for playouts.

A card's printed numbers live in `Card.stats`: ``cost`` (203), ``karate`` (206), ``durability``
(耐久力, 207), ``kousaku`` (工作力, 208), ``tatsujin`` (タツジン・コスト, 1404) and ``ukemi_cost``.
Keywords: ``インターラプト`` (1402.2), ``インターラプト・カイゼン`` (1402.3), ``サツバツ`` (1403),
``タツジン`` (1404), ``ウケミ`` (210) and ``インターラプトされない`` (705.3a-2).

Vanilla modelling choices (card text, not rules): a ``ウケミ`` card's ウケミ能力 is
「これがエントリーする!」 (1211.2b) when ``ukemi_cost`` is 0, and
「(ukemi_cost) エテルを支払う:これがエントリーする!」 (a ‘(コスト):(効果)’ ウケミ, 1104.4a) otherwise;
a ``タツジン`` card's additional effect (1404.2a) is 「+1/+1 を得る」 (1303.1).
"""

from __future__ import annotations

from service.engine.core import Card, Rng

CHARACTER = "character"
KOTODAMA = "kotodama"

INTERRUPT = "インターラプト"
KAIZEN = "インターラプト・カイゼン"
SATSUBATSU = "サツバツ"
TATSUJIN = "タツジン"
UKEMI = "ウケミ"
UNINTERRUPTIBLE = "インターラプトされない"
KEYWORDS = (INTERRUPT, KAIZEN, SATSUBATSU, TATSUJIN, UKEMI, UNINTERRUPTIBLE)

DECK_SIZE = 40  # 402.3a ブリッツシールド戦


def _gained(card: Card, i: int) -> int:
    """「+1/+1 を得ている」 (1303): what an effect added to カラテ (0) or 耐久力 (1) on the field."""
    gained = card.flags.get("gained")
    return int(gained[i]) if isinstance(gained, list) and len(gained) == 2 else 0


def _until_end_of_turn(card: Card, i: int) -> int:
    """+X/+Y 「このターン」 from an effect (1303); it ends at 505.3b."""
    eot = card.flags.get("eot")
    return int(eot[i]) if isinstance(eot, list) and len(eot) == 2 else 0


def _this_ikusa(card: Card, i: int) -> int:
    """+X/+Y 「このイクサ中」 from an effect (1303); it ends at 706.8a."""
    ikusa = card.flags.get("ikusa")
    return int(ikusa[i]) if isinstance(ikusa, list) and len(ikusa) == 2 else 0


def karate(card: Card) -> int:
    bonus = (1 if card.flags.get("tatsujin") else 0) + _gained(card, 0) + _until_end_of_turn(card, 0)
    bonus += _this_ikusa(card, 0)
    return card.stats.get("karate", 0) + bonus


def ikusa_amount(card: Card, *, to_player: bool) -> tuple[int, tuple[str, ...]]:
    """The イクサダメージ the アイサツ card deals and the clauses: its 工作力 to a player (706.4a), its
    カラテ to a character (706.4b), plus 「これが与えるダメージを N 点増加する」 (1326.1)."""
    base = kousaku(card) if to_player else karate(card)
    up = card.stats.get("damage_up", 0)
    rules = ("706.4", "706.4a" if to_player else "706.4b", "1216.4")
    return base + up, (*rules, "1326.1") if up else rules


def durability(card: Card) -> int:
    bonus = (1 if card.flags.get("tatsujin") else 0) + _gained(card, 1) + _until_end_of_turn(card, 1)
    bonus += _this_ikusa(card, 1)
    return card.stats.get("durability", 0) + bonus


def keywords_of(card: Card) -> frozenset[str]:
    """Printed keywords, plus those gained (1325.2), minus those lost (1327.1) by an effect."""
    gained = frozenset(card.flags.get("gained_keywords", ()))
    lost = frozenset(card.flags.get("lost_keywords", ()))
    return (card.keywords | gained) - lost


def kousaku(card: Card) -> int:
    return card.stats.get("kousaku", 0)


def cost(card: Card) -> int:
    return card.stats.get("cost", 0)


def entry_cost(card: Card, *, tatsujin: bool = False) -> tuple[int, tuple[str, ...]]:
    """The エテル an entry pays and its clauses: the コスト (1204.2g-1) and the タツジン・コスト when paid
    (1404.2, 1204.2g-3), an effect setting the コスト to a value first (1204.2g-4), then the effects that
    increase it (1204.2g-5), then those that reduce it (1204.2g-6); an amount of 0 or less is paid by
    doing nothing (1203.5)."""
    changed = "cost_set" in card.stats
    printed_cost = card.stats["cost_set"] if changed else cost(card)
    base = printed_cost + (card.stats.get("tatsujin", 0) if tatsujin else 0)
    up, down = card.stats.get("cost_up", 0), card.stats.get("cost_down", 0)
    rules = (
        "1204.2g-1",
        *(("1204.2g-3", "1404.2") if tatsujin else ()),
        *(("1204.2g-4",) if changed else ()),
    )
    rules += (*(("1204.2g-5",) if up else ()), *(("1204.2g-6",) if down else ()))
    total = base + up - down
    if total <= 0 and (up or down or changed):
        return 0, (*rules, "1203.5")
    return total, rules


def random_character(uid: str, owner: str, rng: Rng) -> Card:
    """A vanilla character with random stats and at most two keywords."""
    stats = {
        "cost": rng.randrange(5),
        "karate": 1 + rng.randrange(5),
        "durability": 1 + rng.randrange(5),
        "kousaku": 1 + rng.randrange(2),
    }
    keywords: set[str] = set()
    roll = rng.randrange(100)
    if roll < 12:
        keywords.add(INTERRUPT)
    elif roll < 17:
        keywords.add(KAIZEN)
    elif roll < 27:
        keywords.add(SATSUBATSU)
    elif roll < 37:
        keywords.add(TATSUJIN)
        stats["tatsujin"] = 1 + rng.randrange(2)
    if rng.randrange(100) < 25:
        keywords.add(UKEMI)
        stats["ukemi_cost"] = rng.randrange(2)
    name = f"ヴァニラ・ニンジャ{stats['karate']}{stats['durability']}"
    return Card(uid, name, CHARACTER, owner, stats, frozenset(keywords))
