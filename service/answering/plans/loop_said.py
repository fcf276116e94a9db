"""Who a 永久循環 is said to be unstoppable by, as the loop plans read it (onepiece 11-1-1-1, sve
15.2.1.3, kiseki 1501.1c): both players named before the lexicon's ``loop_forced`` (「どっちのプレイヤーも」
「自分も相手も」「お互い」) and not one only (「相手だけ」); a player who can stop it after all
(「止められる」) is 11-1-1-2 / 15.2.1.1 / 1501.1a: the game goes on after a count the plans do not read."""

from __future__ import annotations

import re

# both players
BOTH = re.compile(
    r"どっち|どちら|両方|両者|両プレイヤー|お?互い|双方|誰|だれ|いずれ"
    r"|(?:自分|俺|私|僕|こっち)(?:の\s*方)?\s*も\s*(?:相手|向こう)\s*も"
    r"|(?:相手|向こう)\s*も\s*(?:自分|俺|私|僕|こっち)\s*も"
)
# 「相手だけ」「自分のみ」「片方」: one player only
ONE = re.compile(r"だけ|のみ|しか(?!も)|一方|片方")
# 「止められる」「止めることができる」「止める手段がある」: a player who can stop it
CAN_STOP = re.compile(
    r"(?:止め|停止|やめ)(?:られる|られます|ることが\s*でき(?:る|ます)|る(?:手段|方法|選択肢|こと)(?:が|は)\s*ある)"
)
_SENTENCE = re.compile(r"[。??!!\n]")


def said_of_both(text: str, at: int, sentences: int = 1) -> bool:
    """Both players, and not one only, named before `at` in its sentence (or its `sentences` last ones)."""
    starts = [m.end() for m in _SENTENCE.finditer(text, 0, at)]
    before = text[starts[-sentences] if len(starts) >= sentences else 0 : at]
    return bool(BOTH.search(before)) and not ONE.search(before)
