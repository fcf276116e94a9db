"""A card's abilities told removed or negated after its quoted text (「そいつの能力を全部消してた」
「その能力は失ってる」「能力は無効化されてる」): the quoted ability may no longer work, which the card
plans that carry a quote as the card's own text do not run (fow audit 11c: a quoted 200 prevention had
still been applied — 300 stated for 500 — and a lost draw trigger counted, 2 stated for 0)."""

from __future__ import annotations

import re

from service.answering.reading.model import Reading

# 「能力を全部消した」「能力は失ってる」「その能力は無効化されてる」「テキストを失う」
_REMOVED = re.compile(
    r"(?:能力|テキスト)\s*(?:を|は|が|も)?\s*(?:全部|すべて|全て|ぜんぶ)?\s*(?:もう|既に|すでに)?\s*"
    r"(?:消し|消さ|消え|失っ|失わ|失う|失い|無効|なくなっ|無くなっ)"
)


def ability_removed(reading: Reading, after: int) -> bool:
    """Whether an ability's removal or negation is told anywhere from `after` (a quote's end) on."""
    return _REMOVED.search(reading.text, after) is not None
