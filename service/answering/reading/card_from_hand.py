"""A quoted text told as a card played from the hand (「手札から「…」を使った」「コトダマ「…」」): the card
leaves the hand as it is played, so a hand count a run without that play gives is withheld (`gate`).
Split from card_text.py (round 23) to keep each module under ~400 lines."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from service.answering.reading.card_text import _lexicon, quoted
from service.answering.reading.model import Reading, Role

# the hand told as counting the played card itself (「手札4枚(このカード含む)」「このカードを含めて4枚」
# 「この呪文も手札に数えてた」): the card leaves the hand as it is played, whatever sentence says so
_ITSELF = re.compile(
    r"この\s*(?:カード|呪文|スペル|チャント|魔法|イベント|EVENT|コトダマ)\s*(?:自身|自体)?\s*(?:も|を)?\s*"
    r"(?:含|込み|入れ|手札に数え)"
)


def _hand_asked(reading: Reading) -> bool:
    """Whether a number is asked in a sentence that names the hand (「手札は何枚?」)."""
    for ask in reading.asks():
        if ask.concept != "number":
            continue
        opened = max(reading.text.rfind(c, 0, ask.start) for c in "。?？!！\n") + 1
        if "手札" in reading.text[opened : ask.end]:
            return True
    return False


_PLAYED_FROM_HAND = re.compile(r"手札から\s*(?:撃|打|使|プレイ|唱え|発動|出し|出した)(?:っ|い|し|た|て|ま)")


def from_hand(reading: Reading, game: str | None, scenario: Mapping[str, Any]) -> str | None:
    """A quoted text told as a card played from the hand (「手札から「…」を使った」「コトダマ「…」」「「…」の
    スペル」) while a hand count is told and a number asked: the card leaves the hand as it is played,
    so unless the scenario plays a card (an action naming one) the count is withheld."""
    spec = _lexicon()["games"].get(game or "", {})
    nouns = [re.escape(n) for n in spec.get("hand_cards", ())] + [_lexicon()["from_hand"]]
    if not any(
        f.role is Role.QUANTITY and f.concept == "hand" and f.owner in (None, "self") for f in reading.facts
    ):
        return None  # only the user's own hand holds the card played (「相手の手札3枚」 does not)
    if not any(f.concept == "number" for f in reading.asks()):
        return None
    if any(isinstance(a, Mapping) and "card" in a for a in scenario.get("actions") or ()):
        return None
    told = re.compile("|".join(nouns))
    if (
        _ITSELF.search(unicodedata.normalize("NFKC", reading.text))
        and quoted(reading.text)
        and _hand_asked(reading)
    ):
        return "手札の枚数に使うカード自身が含まれていて、使うと手札から離れます"
    for start, end, _body in quoted(reading.text):
        opened = max(reading.text.rfind(c, 0, start) for c in "。?？!！\n") + 1
        closes = [i for i in (reading.text.find(c, end) for c in "。?？!！\n") if i >= 0]
        sentence = reading.text[opened:start] + reading.text[end : min(closes, default=len(reading.text))]
        if told.search(unicodedata.normalize("NFKC", sentence)):
            return "引用されたテキストは手札から使うカードで、使うと手札から離れます"
    # 「…を撃った。手札は何枚? そのカードは手札から撃ったものです。」: a play from the hand told apart (22d)
    if quoted(reading.text) and _PLAYED_FROM_HAND.search(unicodedata.normalize("NFKC", reading.text)):
        return "引用されたテキストは手札から使うカードで、使うと手札から離れます"
    return None
