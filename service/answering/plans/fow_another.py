"""A second card of a kind told in the question (split from `fow_common`, which re-exports it): the card
plans place one card, so what is told of the other one would be put on it."""

from __future__ import annotations

import re

from service.answering.reading.model import Reading

# 「別のリゾネイター」「もう1体のリゾネイター」「最初のリゾネイター」: a second card of the kind
_ANOTHER = re.compile(
    r"(?:別の|他の|ほかの|もう(?:1|一)(?:体|枚|つ)の|もう一方の|2体目の|二体目の|最初の|1体目の|一体目の)\s*"
    r"(?:J/)?(?:リゾネイター|ルーラー|アディション|魔石)(?!\s*の\s*(?:効果|能力))"
)


# 「リゾネイターA」「J/ルーラー②」「魔石甲」: a card told by a label of its own (not 「リゾネイター2体」)
_LABELLED = re.compile(
    r"(?:J/)?(?:リゾネイター|ルーラー|アディション|魔石)\s*"
    r"([A-ZＡ-Ｚ](?![A-Za-zＡ-Ｚａ-ｚ])|[①-⑨甲乙丙]|[0-9０-９](?![0-9０-９]*\s*(?:体|枚|個|つ|点|ダメ)))"
)


# 「リゾネイターAとB」「リゾネイターA、B」: a second label told after the first (audit 11c: 「相手の
# リゾネイターAとBに500ダメージずつ。Aは…200軽減…持ち。Bの蓄積ダメージは?」 had been 300 for B's 500)
_LABEL_PAIR = re.compile(
    r"(?:J/)?(?:リゾネイター|ルーラー|アディション|魔石)\s*[A-ZＡ-Ｚ①-⑨甲乙丙]\s*(?:と|、|,|や|及び|および)\s*"
    r"([A-ZＡ-Ｚ](?![A-Za-zＡ-Ｚａ-ｚ])|[①-⑨甲乙丙])"
)


def another_card(reading: Reading) -> bool:
    """Whether the question tells a second card of a kind (「別のリゾネイターに200ダメージ」): the card
    plans place one card, so the damage or modifier told of the other one would be put on it (「最初
    のリゾネイターの蓄積は?」 had been stated 500 for 300; 「リゾネイターAに500ダメージ…リゾネイター
    Bの蓄積は?」 500 for the untouched B)."""
    labels = {m.group(1) for m in _LABELLED.finditer(reading.text)}
    labels |= {m.group(1) for m in _LABEL_PAIR.finditer(reading.text)}
    return (
        _ANOTHER.search(reading.text) is not None
        or len(labels) > 1
        or _SPLIT.search(reading.text) is not None
    )


# 「カウンターが2個…。そのうち1個は相手のリゾネイターに置かれてる」: a told count split with another card
# (the one card had been given both and stated of the other player's; 10.21.1)
_SPLIT = re.compile(
    r"うち\s*(?:[0-9０-９]+|[一二三四五六七八九])\s*(?:個|枚|体|つ|点)?\s*(?:は|が|を|だけ)"
    r"[^。?？\n]*?(?:リゾネイター|ルーラー|アディション|魔石)"
)
