"""Card text the question denies: 「ルーラーを破壊するとは書いてない」「…と明記されていない」「…と書いて
ある効果じゃない」「…効果ではない」.

Such a phrase names words the card does *not* carry. It is neither the card's text (10.9.2: only an
effect that says ‘ルーラーを破壊する’ destroys a ルーラー in the ルーラーエリア) nor an act told as done
(the 破壊 in it is no destruction the run must carry). Trap batch K fow-bk-11 had read the denied
words as the effect's and destroyed the ルーラー. The words are Japanese grammar, no game's vocabulary.
"""

from __future__ import annotations

import re

# what may follow the phrase's last word before the denial: a verb's ending (破壊|する), a particle
_ENDING = r"[ぁ-ゖ]{0,3}?"
# after a closing quote too: 「「ルーラーを破壊する」とは書いてない」 (it had destroyed the ルーラー)
_DENIAL = (
    r"[」』]?\s*(?:(?:と|って)(?:は|も)?\s*(?:どこにも|特に|一言も|一切)?\s*(?:書|明記|記載|表記|言及)"
    r"[^。、.,??!！\n]{0,8}?(?:ない|無い|ません|なく|ず)"
    r"|(?:という|って)?\s*(?:効果|能力|テキスト|文言)\s*(?:じゃ|では|でも)(?:ない|無い|ありません|なく))"
)
_DENIED_AFTER_PHRASE = re.compile(_DENIAL)
_DENIED_AFTER_WORD = re.compile(_ENDING + _DENIAL)


def stated(text: str, phrase: str) -> bool:
    """Whether `text` gives a card the text `phrase` (a regex) at least once without denying it right
    after (「ルーラーを破壊するとは書いてない」 does not)."""
    return any(not _DENIED_AFTER_PHRASE.match(text, m.end()) for m in re.finditer(phrase, text))


def denied_after(text: str, end: int) -> bool:
    """Whether the word ending at `end` belongs to a phrase the question denies as a card's text
    (「破壊」 of 「ルーラーを破壊するとは書いてない」)."""
    return _DENIED_AFTER_WORD.match(text, end) is not None
