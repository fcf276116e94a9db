"""The prevention of a damage dealt to one card (10.17.1), for `fow_cards.card_damage` (split from it
to keep it under 400 lines): its amount (10.17.1.1) or "all" when none is said (10.17.1.2).
"""

from __future__ import annotations

import re

from service.answering.plans.fow_common import denied, of, prevented_after, protected_by, quoted
from service.answering.reading.model import Fact, Reading, Role

# a prevention set up before the damage (「前もって「次に…軽減する」を使っておいた。そこに1000ダメージ」) is
# in place when the damage would be dealt (10.17.1: a replacement); told with any other turn named between
# (「次の相手ターンに」「相手のターンになって」「ターンが変わって」), it may have ended (「このターン」) —
# not read; only 「このターン」「同じターン」 name the turn it was set up in (audit 13)
_TURN_PASSED = re.compile(r"(?<!この)(?<!同じ)(?<!その)ターン|翌|エンドフェイズ|終了フェイズ")
_IN_QUOTES = re.compile(r"「[^「」]*」|『[^『』]*』")
# 「でも相手がそれを無効にした」「打ち消された」: the prevention (or something after it) negated — not read
_NEGATED_AFTER = re.compile(r"無効|打ち消|カウンターされ")
# 「自分に「次に受けるダメージを…軽減する」を使っておいた」「「次に自分が受けるダメージを…」」: a player's
# prevention (10.17.1 replaces a damage dealt to that player), no card's — not the damage to a card
_PLAYER_WORD = r"(?:自分|相手|あなた|プレイヤー|俺|私|僕)"
_PLAYERS_TEXT = re.compile(_PLAYER_WORD + r"(?:自身)?\s*(?:が|は|に|へ|の)")
_ON_PLAYER = re.compile(_PLAYER_WORD + r"(?:自身)?\s*(?:に|へ)\s*$")
_RECEIVED = re.compile(r"受ける|受けた|与えられる")
_CARDS_TEXT = re.compile(r"この(?:カード|J/リゾネイター|リゾネイター|ルーラー)")


def _players_prevention(reading: Reading, told: Fact) -> bool:
    """The told prevention is a player's (its quoted text names a player as the one it protects and no
    card, or it is used on a player: 「自分に「…」を使った」, or it protects the one who receives and its
    holder is a player: `protected_by`)."""
    quote = quoted(reading, told)
    if quote is not None:
        inside = reading.text[quote[0] : quote[1]]
        if _PLAYERS_TEXT.search(inside) and not _CARDS_TEXT.search(inside):
            return True
        if _ON_PLAYER.search(reading.text, 0, quote[0]) and not _CARDS_TEXT.search(inside):
            return True
        # 「自分は「次に受けるダメージを…軽減する」を使っておいた」: the one who receives is its holder,
        # a player (「そのダメージを軽減する」「ダメージを200軽減する」 replace the damage answered, any
        # target's)
        if _RECEIVED.search(inside) and not _CARDS_TEXT.search(inside):
            return protected_by(reading) not in (None, "card")
    return False


def card_prevention(reading: Reading, dealt: list[Fact]) -> int | str | bool | None:
    """The prevention of the one damage instance dealt (10.17.1): its amount (「200軽減する」,
    10.17.1.1) or "all" for one with no amount (「そのダメージを軽減する」(点数の指定なし), 10.17.1.2);
    None when no prevention is told; False when it cannot be placed (several instances, several or
    denied preventions)."""
    told = of(reading, Role.MODIFIER, "reduce_damage")
    if not told:
        return None
    if len(told) != 1 or denied(reading, told[0]) or len(dealt) != 1:
        return False
    if _NEGATED_AFTER.search(_IN_QUOTES.sub("", reading.text[told[0].end :])):
        return False  # 「…を使っておいた。でも相手がそれを無効にした」: it may never apply (10.11.1)
    if _players_prevention(reading, told[0]):
        return False  # a player's prevention: it replaces no damage dealt to a card (10.17.1)
    between = _IN_QUOTES.sub("", reading.text[told[0].end : dealt[0].start])
    if told[0].start < dealt[0].start and _TURN_PASSED.search(between):
        return False  # 「このターン…軽減する」, the damage a turn later: whether it still applies is not read
    if prevented_after(reading, told[0]):
        return False  # 「300ダメージ、その後…100軽減する効果を得た」: gained after the damage was dealt
    if isinstance(told[0].value, int):  # 「200軽減」: the amount read with the prevention (lexicon)
        return told[0].value if told[0].value > 0 else False
    numbers = [f for f in of(reading, Role.NUMBER) if 0 <= told[0].start - f.end <= 1]
    if numbers:
        value = numbers[-1].value
        return value if isinstance(value, int) and value > 0 else False
    before = reading.text[max(0, told[0].start - 8) : told[0].start]
    return "all" if any(w in before for w in ("ダメージを", "すべて", "全て", "全部")) else False
