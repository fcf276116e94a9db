"""The player a ONE PIECE question's sentence is about, when it only describes that player
(「こっち(自分)はライフ0でリーダーはパワー5000。」): a card named there with no owner word is theirs.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

# the sentence's topic: an owner word (a parenthesis may restate it) marked は at the sentence's start
_TOPIC_OWNER = re.compile(r"\s*(こっち|自分|俺|私|僕|うち|相手|向こう)\s*(?:[((][^()()]{0,10}[))])?\s*は")
_END = "。??!!\n"


def topic_owner(reading: Reading, at: int) -> str | None:
    """ "self" / "opponent" for a card at `at` in a sentence whose topic is that player, which tells no
    action (「相手はパワー6000のキャラでリーダーにアタックしてきた」 is not: the attacked leader is the
    other player's) and names no other owner before the card; else None."""
    text = reading.text
    begun = max(text.rfind(c, 0, at) for c in _END) + 1
    ended = min((i for i in (text.find(c, at) for c in _END) if i >= 0), default=len(text))
    topic = _TOPIC_OWNER.match(text, begun)
    if topic is None or any(begun <= f.start < ended for f in reading.of(Role.ACTION)):
        return None
    if any(topic.end() <= f.start < at for f in reading.of(Role.OWNER)):
        return None
    return "opponent" if topic.group(1) in ("相手", "向こう") else "self"
