"""A removal asked of one card only — 「相手のフォロワーだけ破壊される?」「俺のキャラのみKO?」: 'yes' needs
the named card removed and every other card kept. The destroyed verdict reads whether a card is removed, not
that no other one is (audit 14 shared: sve had answered 'true' where both followers are destroyed,
8.4.9.1), so the verdict is withheld."""

from __future__ import annotations

import re

ONLY_REASON = (
    "「〜だけ破壊される?」は他のカードが残ることまで問うため、破壊されるかどうかだけでは答えられません"
)

# だけ/のみ right after the card asked of, then the removal asked in the same sentence (not 「だけど」
# nor 「1点しか入らないけど」: sve-bk-17 and the 【必殺】 rows ask a plain removal)
_ONLY = re.compile(
    r"(?:の|キャラ|フォロワー|UNIT|ユニット|リゾネイター|ルーラー|リーダー|方|側|こっち|相手)\s*"
    r"(?:だけ(?!ど)|のみ)\s*(?:が|は|って)?\s*[^。?？!！]{0,16}?"
    r"(?:破壊|KO|倒|死|退場|消滅|トラッシュ|墓場|墓地|落ち)[^。?？!！]{0,12}[?？]"
)


def only_asked(text: str) -> bool:
    """Whether a removal is asked of one card only (「〜だけ破壊される?」)."""
    return bool(_ONLY.search(text))
