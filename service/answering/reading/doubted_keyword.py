"""A keyword the asker says they do not know is there (「めくったカードがウケミを持ってるかは分からない」
「相手のやつが【守護】持ってるかは覚えてない」「ブロッカー持ってるかも」): the outcome may turn on it either
way, and no default may pick it. The ninjaslayer アイサツ builder read 「ウケミ」 in such a clause as a
ウケミ card on the deck's top and stated the damage zone one card short (1104.4: a ウケミ card is
entered, not put in the damage zone) — so any verdict is withheld when a keyword is doubted.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

# after the keyword, in its sentence: 「…を持ってるかは分からない」「…持ちかどうか不明」「…あるかも」
_DOUBT = re.compile(
    r"[^。?？!！]{0,16}?(?:"
    r"(?:か|かどうか|か否か)\s*(?:は|も)?\s*(?:分から|わから|わかん|分かん|知らな|知らん|不明|覚えて(?:い)?な|忘れ)"
    r"|(?:る|た|持ち|ある)\s*かも(?:しれ|[。、?？!！]|$)"
    r")"
)


def doubted_keyword(reading: Reading) -> str | None:
    """Why the verdict is withheld: the question says a keyword's presence is not known."""
    for f in reading.of(Role.KEYWORD):
        if _DOUBT.match(reading.text, f.end):
            return f"「{f.text}」があるかどうか分からないと書かれているため、結果を決められません"
    return None
