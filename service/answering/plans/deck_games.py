"""The deck plan (`deck_counts.deck_legal`) for kiseki (602), onepiece (5-1-2, 2-14-2) and sve (6.1.1):
each game's formats from its engine table, and the game's own reading of a count the table cannot
hold by itself.

* kiseki: a card whose サブ名 is 「一般」 may be put any number of times in a ストラテジー戦 (602.4b-1),
  so more than 4 copies of one card refuse the deck only when the card is told not to be 一般;
* onepiece: 「緑のキャラ2枚」 breaks 5-1-2-2 only against the leader's colours told (a card of any of
  them may go in); cards 「全部リーダーの色」 are none off colour;
* sve: 同一のカード名 is limited in each deck (3 + 3, 6.1.1.4), so copies told as a total across both
  decks (「合計6枚」) decline; cards 「全部同じクラス」 are none off class (6.1.1.5).
"""

from __future__ import annotations

import re

from service.answering.plans.deck_counts import DeckGame, deck_legal
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.kiseki.deck import BLITZ, STRATEGY
from service.engine.ninjaslayer.deck import BLITZ as NINJASLAYER_BLITZ
from service.engine.ninjaslayer.deck import CONSTRUCTED
from service.engine.onepiece.deck import FORMAT as ONEPIECE
from service.engine.sve.deck import FORMAT as SVE

_NOT_GENERAL = re.compile(
    r"一般\s*(?:じゃ|では|で(?:は)?)?\s*(?:ない|なく|以外)|一般\s*(?:じゃ|では)\s*(?:ない|なく)"
)
_COLOURS = "赤緑青紫黒黄"
_LEADER = re.compile(
    rf"リーダー\s*(?:は|が|の色は|カード(?:は|が)?)?\s*([{_COLOURS}](?:\s*[{_COLOURS}])*)|([{_COLOURS}](?:\s*[{_COLOURS}])*)\s*(?:色|単)?\s*(?:の)?\s*リーダー"
)
_THEIRS = re.compile(r"相手(?:の|は)?\s*$")
# a leader colour denied, past or changed after it (「赤じゃなくて」「赤だったけど」「赤から青に」)
_UNSAID = re.compile(r"\s*(?:色)?\s*(?:じゃ|では|でな|以外|だった|から|→|->|を(?!使)|に変え|と思)")
# 「…じゃない」「…以外」「…か分からない」「…ってわけじゃない」 after it denies or doubts the whole (audit:
# 「クラスは同じじゃない」 had been read as every card of one class)
_DENIED = (
    r"(?!\s*(?:じゃ|では|でな|でもな|以外|か(?:は)?(?:分|わ)から|か(?:は)?不明|とは限|ない|無い"
    r"|って\s*(?:わけ|訳)|とは|[…・.]*\s*(?:だ|な)?\s*(?:と思|はず|かも|っぽ|みたい)))"
)
_ALL_LEADER_COLOUR = re.compile(
    r"(?:全部|すべて|全て|全カード)[^。?？]{0,10}リーダー\s*(?:と同じ|の)\s*色(?:の\s*カード)?" + _DENIED
)
_ALL_CLASS = re.compile(
    r"(?:(?:全部|すべて|全て|全カード)[^。?？]{0,10}(?:同じ|同一の?|リーダーと同じ)\s*(?:クラス|タイトル)"
    r"|(?:クラス|タイトル)\s*(?:は|も)?\s*(?:全部|すべて|全て)?\s*(?:そろって|揃って|統一して|同じ))"
    + _DENIED
)
_TOTAL = re.compile(r"計|合計|合わせ|両方|トータル")


def _kiseki(reading: Reading, kind: str, told: dict[str, int]) -> dict[str, int] | None:
    lim = STRATEGY.limit("same_name_copies") if kind == "deck_strategy" else None
    copies = told.get("same_name_copies")
    if (
        lim is not None
        and copies is not None
        and not lim.allows(copies)
        and not _NOT_GENERAL.search(reading.text)
    ):
        # 「同じカード5枚」: a 「一般」 card may be 5 (602.4b-1) — unknown, so the copies decide nothing
        told = {k: v for k, v in told.items() if k != "same_name_copies"}
    asked_more = copies is not None and lim is not None and re.search(r"何\s*枚", reading.text)
    if asked_more and not _NOT_GENERAL.search(reading.text):
        return None  # 「あと何枚?」 of a card that may be 「一般」: no bound (602.4b-1)
    said = "一般" in reading.text and not _NOT_GENERAL.search(reading.text)
    if said and "general_copies" not in told and "same_name_copies" in told:
        return None  # 「一般」 said of some count the reading did not place
    return told


def _onepiece(reading: Reading, _kind: str, told: dict[str, int]) -> dict[str, int] | None:
    told = dict(told)
    if "off_color_cards" in told:
        # 「相手のリーダーは青」 is no colour of the asker's deck
        text = reading.text
        leaders = [m for m in _LEADER.finditer(text) if not _THEIRS.search(text, 0, m.start())]
        said = next((f for f in reading.of(Role.STAT) if f.concept == "off_color_cards"), None)
        if not leaders or said is None:
            return None  # a colour without the leader's: 5-1-2-2 cannot be checked
        told_colours = {frozenset(m.group(1) or m.group(2) or "") for m in leaders}
        if len(told_colours) != 1 or any(_UNSAID.match(reading.text, m.end()) for m in leaders):
            return None  # 「赤じゃなくて青」「赤だったけど青に変えた」: which is the leader's? (audit13)
        theirs = set(next(iter(told_colours))) & set(_COLOURS)
        card = set(said.text) & set(_COLOURS)
        if not theirs or not card:
            return None
        if card & theirs:
            told["off_color_cards"] = 0  # a card of a colour the leader has (5-1-2-2)
    elif _ALL_LEADER_COLOUR.search(reading.text):
        told["off_color_cards"] = 0
    return told


def _sve(reading: Reading, _kind: str, told: dict[str, int]) -> dict[str, int] | None:
    if "same_name_copies" in told and _TOTAL.search(reading.text):
        return None  # 「計6枚」: 3 in each deck may be 6 in all (6.1.1.4)
    if _ALL_CLASS.search(reading.text):
        return {**told, "off_class_cards": 0}
    return told


KISEKI = DeckGame(
    "kiseki", {"strategy": ("deck_strategy", STRATEGY), "blitz": ("deck_blitz", BLITZ)}, adjust=_kiseki
)
ONEPIECE_DECK = DeckGame(
    "onepiece",
    {},
    key="type",
    single=("deck", ONEPIECE),
    adjust=_onepiece,
    extra=frozenset({(Role.CARD, "leader")}),  # 「リーダー赤単」: the leader's colours, read by `_onepiece`
)
SVE_DECK = DeckGame("sve", {}, key="type", single=("deck", SVE), adjust=_sve)
# ninjaslayer's own plan (`ninjaslayer_deck`) answers a deck's counts first; this spec gives its tables
# to `deck_limit` (a format's bound asked) and to the shared plan for what that one declines
NINJASLAYER_DECK = DeckGame(
    "ninjaslayer",
    {"constructed": ("deck_constructed", CONSTRUCTED), "blitz": ("deck_blitz", NINJASLAYER_BLITZ)},
)


def kiseki_deck_legal(reading: Reading) -> BuiltScenario | None:
    """ブリッツシールド戦 (602.3) / ストラテジー戦 (602.4) deck counts: may the deck be used."""
    return deck_legal(reading, KISEKI)


def onepiece_deck_legal(reading: Reading) -> BuiltScenario | None:
    """リーダー・デッキ・ドン!!デッキの枚数 (5-1-2)、同じカードナンバー (2-14-2)、色 (5-1-2-2)."""
    return deck_legal(reading, ONEPIECE_DECK)


def ninjaslayer_deck_legal(reading: Reading) -> BuiltScenario | None:
    """コンストラクテッド戦 (402.4) / ブリッツシールド戦 (402.3) through the shared plan: what
    `ninjaslayer_deck` leaves — a copy count asked alone, a format not named where both agree."""
    return deck_legal(reading, NINJASLAYER_DECK)


def sve_deck_legal(reading: Reading) -> BuiltScenario | None:
    """メインデッキ (6.1.1.2)、エボルヴデッキ (6.1.1.3)、同一カード名 (6.1.1.4)."""
    return deck_legal(reading, SVE_DECK)


__all__ = [
    "KISEKI",
    "NINJASLAYER_DECK",
    "ONEPIECE_DECK",
    "SVE_DECK",
    "kiseki_deck_legal",
    "ninjaslayer_deck_legal",
    "onepiece_deck_legal",
    "sve_deck_legal",
]
