"""A value asked of before the act — 「戦闘前の絆はいくつ?」「攻撃する前はいくつ?」「バトル前のライフって
何点?」: the question asks the start the run began from, not its end. The simulated value (the 5 left
after an attack, or the 3 lost) is no answer; the verdict is withheld (the kiseki attack builder and
plan had stated them for a told 8)."""

from __future__ import annotations

import re

BEFORE_REASON = "問われたのは行動の前の値で、シミュレーション後の値ではありません"

_BEFORE_ASK = re.compile(
    r"(?:戦闘|攻撃|バトル|アタック|殴る|攻撃する|アタックする|する)\s*(?:の)?\s*前\s*(?:の|は|って|に|で)?"
    r"[^。?？!！前後]{0,12}?(?:いくつ|何|どれ|いくら|(?:は|って)\s*[?？])"
    # 「攻撃前の相手の絆は?」: the value named and asked by its particle alone (audit 14 kiseki: 7 stated
    # for a told 10)
    # 「攻撃の前後で相手の絆は何点変わる?」: the change across the act, not the value after it (audit 14
    # shared: the kiseki attack had stated the 4 left for a loss of 2)
    r"|前後\s*(?:で|の|に|は|って)?[^。?？!！]{0,16}?(?:いくつ|何|どれ|いくら)"
    # 「手札は最初何枚だった?」「元々何枚?」: the count the question started from (audit 21a: the quoted
    # draw had stated the hand after it); not 「最初の手札は何枚?」, the opening hand a setup run answers
    r"|(?:最初|初め|はじめ)\s*(?:は|って)?\s*(?:何|いくつ)[^。?？!！]{0,8}?(?:だった|でした)"
    r"|(?:もともと|元々|元は)\s*(?:は|って)?\s*(?:いくつ|何|どれ|いくら)"
)


def before_asked(text: str) -> bool:
    """Whether an asking sentence (one ending in 「?」) asks a value of before the act."""
    sentences = [t for t in re.split(r"(?<=[。?？!！])", text) if t.strip()]
    return any(_BEFORE_ASK.search(t) for t in sentences if re.search(r"[?？]\s*$", t))


ORDINAL_REASON = "問われたのは順番(何枚目)で、枚数ではありません"
# 「デッキの上から何枚目だったカード?」「何番目?」: a position asked, which no count of a run answers
# (blind AJ onepiece-aj-11 stated the deck's 40 for the 5th card from the top)
_ORDINAL = re.compile(r"何\s*(?:枚|番|体|人|個|つ)\s*目")


def ordinal_asked(question: str) -> bool:
    """Whether the question asks a position (「何枚目」), not a count."""
    return _ORDINAL.search(question) is not None
