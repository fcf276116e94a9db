"""ONE PIECE CARD GAME constants: zones, keywords, limits, and how the engine reads the rulebook."""

from __future__ import annotations

GAME_ID = "onepiece"

ZONES: tuple[str, ...] = (
    "deck",
    "don_deck",
    "hand",
    "trash",
    "leader",
    "characters",
    "stage",
    "cost",  # コストエリア
    "attached",  # ドン!! cards given (付与) to a leader or character; flag `attached_to` names it
    "life",
)

# Keywords of vanilla cards (as printed on cards).
BLOCKER = "ブロッカー"  # 10-1-4
RUSH = "速攻"  # 10-1-1
DOUBLE_ATTACK = "ダブルアタック"  # 10-1-2
BANISH = "バニッシュ"  # 10-1-3
TRIGGER = "トリガー"  # 10-1-5
MAIN = "メイン"  # 10-2-3 (events)
COUNTER = "カウンター"  # 10-2-4 (events)
KO_TIMING = "KO時"  # 10-2-1: a 【KO時】 effect, activated only on a KO (10-2-1-3)
KEYWORDS = frozenset({BLOCKER, RUSH, DOUBLE_ATTACK, BANISH, TRIGGER, MAIN, COUNTER, KO_TIMING})
# the clause that says what a keyword does (cited when a card gains or loses it)
KEYWORD_RULES: dict[str, str] = {
    BLOCKER: "10-1-4-1",
    RUSH: "10-1-1-1",
    DOUBLE_ATTACK: "10-1-2-1",
    BANISH: "10-1-3-1",
    TRIGGER: "10-1-5-1",
}

CHARACTER_LIMIT = 5  # 3-7-6
STAGE_LIMIT = 1  # 3-8-5
DECK_SIZE = 50  # 5-1-2
DON_DECK_SIZE = 10  # 5-1-2
OPENING_HAND = 5  # 5-2-1-6
DON_POWER = 1000  # 6-5-5-2

R_DECK_OUT: tuple[str, ...] = ("9-2-1-2", "1-2-1-1-2")
R_ZERO_LIFE: tuple[str, ...] = ("7-1-4-1-1-1", "9-2-1-1", "1-2-1-1-1", "1-2-2-1")
# damage by a card's effect at 0 life: no battle, and the loss comes during that processing (1-2-6)
R_ZERO_LIFE_EFFECT: tuple[str, ...] = ("9-2-1-1", "1-2-1-1-1", "1-2-2-1", "1-2-6")
EFFECT_HIT = 2  # the `damaged_at_zero` counter value an effect sets (a battle sets 1)
# a leader told as damaged at 0 life when a scenario starts (neither a battle nor an effect of the run)
TOLD_HIT = 3
R_ZERO_LIFE_TOLD: tuple[str, ...] = ("9-2-1-1", "1-2-1-1-1", "1-2-2-1")
R_SIMULTANEOUS: tuple[str, ...] = ("1-2-3", "9-2-1")

# 1-2-2-2 says a player with 0 cards in the deck does NOT meet a defeat condition; 1-2-1-1-2 and
# 9-2-1-2 say they do. The engine follows 1-2-1-1-2 and 9-2-1-2 (as does the eval set).
DECK_OUT_NOTE = (
    "1-2-2-2 はデッキ0枚を敗北条件ではないとしていますが、1-2-1-1-2 と 9-2-1-2 に矛盾するため、"
    "エンジンは 1-2-1-1-2 と 9-2-1-2 に従います"
)
DECK_OUT_CONTRADICTION = {"ignored": "1-2-2-2", "followed": ["1-2-1-1-2", "9-2-1-2"]}

# main-phase actions only the turn player takes, and the clause that gives them to it (7-1, 6-5-2)
TURN_PLAYER_ONLY: dict[str, tuple[str, tuple[str, ...]]] = {
    "attack": ("アタックできるのは、メインフェイズのターンプレイヤーだけです", ("7-1", "4-3-1")),
    "attach_don": ("ドン!!の付与は、自分のメインフェイズにだけ行えます", ("6-5-2", "6-5-5-1")),
    "play": ("手札のカードをプレイできるのは、自分のメインフェイズだけです", ("6-5-2", "6-5-3-1")),
}
