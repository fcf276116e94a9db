"""Disclaimers of absence: the sentences of a question that say what is *not* there.

Players close a situation with what does not apply — 「サポートとか効果は何もなし。」「ブロックもカウンター
も無し。」「めくったカードはウケミ無し。」「どっちにも特に能力はない。」「相手は他に何もしてない。」. Such a
sentence names a game term (サポート, カウンター, ウケミ, リンク) whose rules the question is *not* about,
and both retrievers follow the name: the clauses defining サポート or ウケミ outranked the combat or
damage-check rule the question asks about (blind batches E-H, docs/evaluation.md round 6).

`drop_disclaimers` removes those sentences from the text that retrieval reads; the reader, the
planner and game detection still see the whole question. Only a sentence that is not the last one
and ends with 。、 or a line break is dropped (the last sentence is the question itself), and only
when it states an absence in one of three shapes:

* a noun with なし / 無し at its end: 「ウケミ無し」「カウンター等なし」「付与はなし」;
* は / も + (何も / 特に) + ない, in a sentence that says what kind of thing is absent — an effect, an
  ability, a keyword, or 「…とか」「他に」: 「特に能力はない」「他にウィル出せるカードはない」 (「相手の
  場にUNITはない」 is a fact the rules decide on, and it stays);
* とか / 何も / 特に + a verb of having or doing + ない: 「能力とか持ってない」「他に何もしてない」.

The words are Japanese grammar, not any game's vocabulary, so they live here rather than in the
vocabulary data.
"""

from __future__ import annotations

import re

# a sentence: text up to and including one terminator (or the end)
_SENTENCE = re.compile(r"[^。、．，!?！？\n]*[。、．，!?！？\n]?")
_DROPPABLE_END = frozenset("。、．，\n")
_TRAILING = "。、．，!?！？\n )）」』"

_NOUN_NONE = re.compile(r"(?:なし|無し)(?:です|でした)?$")
_TOPIC_NONE = re.compile(r"[はも](?:何も|特に|一切)?(?:ない|無い|ありません)$")
_KIND_WORDS = (
    "とか",
    "など",
    "等",
    "他に",
    "ほかに",
    "他の",
    "ほかの",
    "特に",
    "一切",
    "効果",
    "能力",
    "キーワード",
)
_NOT_DOING = re.compile(
    r"(?:とか|など|何も|特に|一切)[^。、]{0,6}(?:持って|して|かかって|付いて|ついて|使って)い?(?:ない|ません)$"
)


def is_disclaimer(sentence: str) -> bool:
    """Whether `sentence` (one sentence, its terminator included or not) states an absence."""
    body = sentence.strip().rstrip(_TRAILING).strip()
    if not body:
        return False
    if _NOT_DOING.search(body):
        return True
    absent = bool(_NOUN_NONE.search(body) or _TOPIC_NONE.search(body))
    return absent and any(w in body for w in _KIND_WORDS)


def disclaimer_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) of each disclaimer of absence `drop_disclaimers` drops (the reader denies what
    they list: service/answering/reading/disclaimed.py)."""
    spans = [(m.start(), m.end()) for m in _SENTENCE.finditer(text) if m.end() > m.start()]
    return [
        (s, e)
        for i, (s, e) in enumerate(spans)
        if i < len(spans) - 1 and text[e - 1] in _DROPPABLE_END and is_disclaimer(text[s:e])
    ]


def drop_disclaimers(text: str) -> str:
    """`text` without its disclaimers of absence (see the module docstring); `text` itself when
    nothing would be left."""
    kept, at = [], 0
    for s, e in disclaimer_spans(text):
        kept.append(text[at:s])
        at = e
    out = ("".join(kept) + text[at:]).strip()
    return out or text
