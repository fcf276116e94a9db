"""Which player a reading's fact belongs to (`with_owners`, step 4 of `reader.read`).

A fact's owner is the 自分/相手 word before it in the same phrase (no 、 and no case particle closing a
noun phrase between), for a quantity also the one right after it (「ライフ3枚の相手リーダー」), else — with
`PARSED_OWNERS` on — the word the dependency parse attaches to it or to the noun its clause modifies.
Split from reader.py so each stays under ~400 lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.model import Fact, Role
from service.answering.reading.parser import Token

# roles whose facts belong to a player or a card, so they take an owner
_OWNED = frozenset({Role.QUANTITY, Role.STAT, Role.KEYWORD, Role.STATE, Role.CARD})
_PHRASE_END = re.compile(r"[。、,?!?!\n]")
OWNER_WINDOW = 14
_PARTICLES = frozenset("にをへでとや")  # not が/は/も: 「相手はライフがゼロ」 is the owner as topic
# 「自分のキャラ(パワー2000)にパワー5000のキャラで」: a noun phrase closed by its case particle ends
# the owner's reach — except a place (「相手の場に【守護】フォロワー」)
_OBJECT_END = re.compile(
    r"[)\]ァ-ヺー一-龯0-9](?<!場)(?<!フィールド)(?<!エリア)(?<!盤面)(?:に|で|を|へ)(?!\s*(?:ある|いる))"
)
_CASE_END = re.compile(
    r"[)\]ァ-ヺー一-龯0-9](?<!場)(?<!フィールド)(?<!エリア)(?<!盤面)(?:に|で|を|が|は|へ)(?!\s*(?:ある|いる))"
)
# Owners from the dependency parse, where proximity finds none. Off: on the 358 checked scenario
# questions the parse attached 3 owners wrongly and none that proximity missed (evaluation_ask.md).
PARSED_OWNERS = False  # benchmarks/reading_gate.py --no-parser measures the reader without GiNZA


def with_owners(question: str, facts: list[Fact], tokens: Sequence[Token]) -> list[Fact]:
    owners = [f for f in facts if f.role is Role.OWNER]
    if not owners:
        return facts
    out: list[Fact] = []
    for f in facts:
        if f.role not in _OWNED or f.owner is not None:
            out.append(f)
            continue
        owner = _near_owner(question, f, owners) or (
            _parsed_owner(f, owners, tokens) if PARSED_OWNERS else None
        )
        out.append(_replace_owner(f, owner))
    return out


def _replace_owner(f: Fact, owner: str | None) -> Fact:
    return Fact(f.start, f.end, f.text, f.role, f.concept, f.value, owner, f.negated, f.why)


def _token_at(tokens: Sequence[Token], start: int, end: int) -> int | None:
    """The last token inside [start, end) (Japanese phrases are head-final)."""
    inside = [i for i, t in enumerate(tokens) if start <= t.start < end]
    return inside[-1] if inside else None


def _parsed_owner(f: Fact, owners: Sequence[Fact], tokens: Sequence[Token]) -> str | None:
    if not tokens or all(t.dep == "dep" for t in tokens):
        return None
    owner_at = {}
    for o in owners:
        i = _token_at(tokens, o.start, o.end)
        if i is not None and tokens[i].head != i:
            owner_at[i] = o.owner
    if not owner_at:
        return None
    i = _token_at(tokens, f.start, f.end)
    for _ in range(4):  # the fact's word, then the nouns its phrase or clause modifies
        if i is None:
            return None
        for j, side in owner_at.items():
            if tokens[j].head == i and j < i:
                return side
        head = tokens[i].head
        if head == i or tokens[i].dep in ("ROOT", "obl", "advcl"):
            return None
        i = head
    return None


def _near_owner(question: str, f: Fact, owners: Sequence[Fact]) -> str | None:
    """The owner word before the fact in the same phrase (no 、 between); for a quantity also the
    one after it (「ライフ3枚の相手リーダー」: the owner follows the number)."""
    # 「相手がレストの自分のキャラに」「アクト状態の自分の【ドレイン】持ちに」: an owner right after a
    # state or stat, joined by (状態)の, is its card's
    if f.role in (Role.STATE, Role.STAT, Role.KEYWORD):
        after = next(
            (
                o
                for o in owners
                if 0 <= o.start - f.end <= 3 and question[f.end : o.start] in ("", "の", "状態の")
            ),
            None,
        )
        if after is not None:
            return after.owner
    # 「相手に工作力2のやつで」: an owner word with its own particle names the target, not an owner
    before = [
        o
        for o in owners
        if o.end <= f.start
        and f.start - o.end <= OWNER_WINDOW
        and question[o.end : o.end + 1] not in _PARTICLES
    ]
    for o in reversed(before):
        between = question[o.end : f.start]
        if _in_notation(question, o, f):
            continue  # 「【相手のターン中】このキャラの」: the owner word of a printed condition owns no card
        if _TARGETED.search(between):
            break  # 「俺の「対象のリゾネイター1体を…」」: the text's target is anyone's, not its user's
        if f.role in (Role.CARD, Role.STATE) and _SUBJECT_OF_AGAIN.match(between):
            break  # 「相手がそのレストのキャラに」: the subject acts on a card named again, whoever owns it
        # 「相手の2/2がアクト状態」: a state is predicated of the noun its が/は marks
        case_end = _OBJECT_END if f.role is Role.STATE else _CASE_END
        if not _PHRASE_END.search(between) and not case_end.search(between):
            return o.owner
    if f.role is Role.QUANTITY:
        for o in owners:
            between = question[f.end : o.start]
            # 「手札4枚から「相手のUNITを…」を撃った」: an owner inside a card's quoted text owns no count
            if (
                f.end <= o.start <= f.end + 4
                and not _PHRASE_END.search(between)
                and not _QUOTE.search(between)
            ):
                return _undenied(question, o, owners)
    return _heading_owner(question, f, owners)


def _in_notation(question: str, o: Fact, f: Fact) -> bool:
    """The owner word `o` stands inside a bracketed notation (「【相手のターン中】」) that closes before the
    fact `f`: it names whose turn, not whose card."""
    opened = question.rfind("【", 0, o.start)
    closed = question.find("】", o.end)
    return opened > question.rfind("】", 0, o.start) and 0 <= closed < f.start


# 「相手の場:【守護】持ち1/4と、守護なしの3/1」「相手の盤面→A、B」: a zone named as a heading (a colon
# or arrow after it) lists that player's cards up to the sentence's end — the 、 between the items
# does not end the owner's reach (blind AM sve-am-09: the second item, ownerless, had been run as the
# attacker's card)
_HEADING = re.compile(r"\s*の\s*(?:場|盤面|フィールド|エリア)(?:に(?:は)?|は)?\s*[:：→]")
_SENTENCE_END = re.compile(r"[。?!?！\n]")


def _heading_owner(question: str, f: Fact, owners: Sequence[Fact]) -> str | None:
    heads = [o for o in owners if o.end <= f.start and _HEADING.match(question, o.end)]
    if not heads:
        return None
    head = heads[-1]
    if _SENTENCE_END.search(question[head.end : f.start]):
        return None
    if any(head.end <= o.start < f.start for o in owners):
        return None  # another owner word inside the list takes over
    return head.owner


def _undenied(question: str, o: Fact, owners: Sequence[Fact]) -> str | None:
    """The owner word `o` named after a count, unless the question denies it: 「デッキが0枚なのは俺じゃ
    なくて相手」 is the opponent's (the owner right after the denial), 「…なのは俺じゃない」 nobody's told
    (style audit 15b: read as the asker's deck, the opponent's win had been stated by 1002.2)."""
    denial = _OWNER_DENIED.match(question, o.end)
    if denial is None:
        return o.owner
    return next((x.owner for x in owners if x.start == denial.end() and x.owner != o.owner), None)


_OWNER_DENIED = re.compile(
    r"\s*(?:の(?:方|ほう))?\s*(?:じゃ|では|でも|でわ|で)\s*(?:な[いくかけ]|無[いく]|ありません)(?:て)?\s*[、,]?\s*"
)


_QUOTE = re.compile(r"[「『]")
# 「俺の「対象の魔石1つを破壊する」を相手の魔石に」: the owner before a quoted text uses the text; a card
# the text names as its target (対象の…) is whichever card it is aimed at, owned by nobody the text says
_TARGETED = re.compile(r"[「『][^」』]*対象(?:と(?:なる|する))?の[^」』]*$")
# 「相手がそのキャラに」「向こうがこのキャラを」: an owner word as the subject of a clause about a card
# named again (その/この) owns nothing of that card
_SUBJECT_OF_AGAIN = re.compile(r"\s*が\s*(?:その|この)")
