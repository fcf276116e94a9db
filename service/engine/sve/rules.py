"""Shadowverse Evolve constants: zones, keywords, limits."""

from __future__ import annotations

GAME_ID = "sve"

ZONES: tuple[str, ...] = (
    "deck",  # デッキ置き場
    "evolve_deck",  # エボルヴデッキ置き場
    "hand",
    "leader",
    "field",  # 場
    "graveyard",  # 墓場
    "banished",  # 消滅領域
    "evolved",  # 進化領域; flag `evolves` names the field card it is associated with
    "ex",
    "resolution",  # 解決領域 (4.11): a spell played waits here while it resolves (10.6.2.1)
)

WARD = "守護"  # 12.8
STORM = "疾走"  # 12.9
RUSH = "突進"  # 12.10
TARGETED = "指定攻撃"  # 12.11
INTIMIDATE = "威圧"  # 12.12
DRAIN = "ドレイン"  # 12.13
BANE = "必殺"  # 12.14
AURA = "オーラ"  # 12.15
QUICK = "クイック"  # 12.3
KEYWORDS = frozenset({WARD, STORM, RUSH, TARGETED, INTIMIDATE, DRAIN, BANE, AURA, QUICK})
# the clause that says what each keyword means (cited when a card gains or loses it)
KEYWORD_RULES: dict[str, str] = {
    WARD: "12.8.2",
    STORM: "12.9.2",
    RUSH: "12.10.2",
    TARGETED: "12.11.2",
    INTIMIDATE: "12.12.2",
    DRAIN: "12.13.2",
    BANE: "12.14.2",
    AURA: "12.15.2",
    QUICK: "12.3.2",
}

LEADER_HEALTH = 20  # 2.8.3.1, 6.2.1.11
PP_MAX_CAP = 10  # 3.2.4.1
FIELD_LIMIT = 5  # 4.4.4.1
HAND_LIMIT = 7  # 4.7.3.1
OPENING_HAND = 4  # 6.2.1.7
SECOND_PLAYER_EP = 3  # 6.2.1.10
AWAKENED_PP_MAX = 7  # 13.4.1.2: 【覚醒】 is a current PP max of 7 or more
DECK_SIZE = 40  # 6.1.1.2
EVOLVE_DECK_SIZE = 10  # 6.1.1.3

R_HEALTH_DEFEAT: tuple[str, ...] = ("11.2.1", "1.2.1.1")
R_DRAW_DEFEAT: tuple[str, ...] = ("11.2.2", "1.2.1.2", "5.9.1.1")
R_SIMULTANEOUS: tuple[str, ...] = ("1.2.2", "11.1.3")
