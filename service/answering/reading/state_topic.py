"""A state said of something no card of the scenario is (issue 11, audit 10 ninjaslayer).

「俺のカラテ3のキャラで…アイサツ(ちなみに俺のエテルは全部オジギしてる)。相手のキャラは死ぬ?」: the
topic of 「オジギ」 is the エテル, a word no lexicon entry reads; the planner, finding one card of the
asker's in play, had put the state on it and stated 'cannot aisatsu' (704.3a-1) for whether the target
dies. A state on a card in play (applied by the planner, or set by the builder) whose own sentence
makes an unread noun its topic (「Xは/が/も(全部)…」 right before the state) is that noun's state, not
the card's: the verdict is withheld. A topic
the reader knows (「キャラは寝てる」) is untouched.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Accounted, Reading, Role, Status

__all__ = ["state_of_another"]

# a card in play: the scenario field a state was put on (sve/kiseki/fow/ninjaslayer field, onepiece
# characters and leader)
_ON_A_CARD = re.compile(r"\.(?:field\[\d+\]|characters\[\d+\]|leader)\.")

# 「Xは」「Xも」「Xって」 (a topic: not 「組織が結社」, an attribute told), then at most a quantifier or a
# time word, right before the state
_TOPIC = re.compile(
    r"(?:は|も|って)\s*(?:全部|全て|すべて|ぜんぶ|みんな|皆|どれも|もう|まだ|今|いま)?\s*(?:全部|全て|すべて|ぜんぶ|もう)?\s*$"
)
# a time said as the topic (「今はスタンド状態」) is no thing the state could be of
_WHEN = re.compile(r"今|いま|現在|今回|最初|最後|前|次|あと|後|その後|そのあと|さっき|まだ|もう")


def state_of_another(reading: Reading, accounted: tuple[Accounted, ...]) -> str | None:
    """Why the verdict is withheld when a state put on a card is told of an unread noun instead."""
    for item in accounted:
        fact = item.fact
        if fact.role is not Role.STATE or item.status not in (Status.APPLIED, Status.USED):
            continue
        if not _ON_A_CARD.search(item.field):  # on a zone or a count (「エテルは全部オジギ」 → etel_bowed)
            continue
        before = max((f.end for f in reading.facts if f.end <= fact.start), default=0)
        for start, end, word in reading.unread:
            if (
                before <= start
                and end <= fact.start
                and not _WHEN.fullmatch(word)
                and _TOPIC.match(reading.text, end, fact.start)
            ):
                return f"「{fact.text}」は「{word}」の状態で、シナリオのカードの状態ではありません"
    return None
