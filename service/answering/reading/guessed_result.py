"""A player's count the asker guesses as the result and asks to confirm (「PP最大値が10のとき、次の自分の
ターンの開始でPP最大値は11になる?」「ドローした後の手札は6枚になる?」): the count right before
「になる?」 is what is asked, not a count told. Read as told, the run's start or end had to hold it and
the question was withheld (audit 24d: the PP最大値's cap of 10, 3.2.4.1, never reached 11); read as the
count asked, the verdict gives the run's value (「10」 answers 「11になる?」 with the number it becomes).

Only a count of a zone or resource the question also told before it (the same concept: the start the
run begins from), or after an act or a turn told before it, is taken as the guess: 「手札は6枚になる?」
with nothing before it asks nothing the run could start from.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Reading, Role

# 「11になる?」「6枚になるの?」「4に増える?」「0になっちゃう?」「10のまま?」 — the guess closes the question
# (the value's words after the number; `GUESSED_TAIL` with the number, for the asked quantity's word)
_TAIL = (
    r"\s*(?:枚|点|個|つ)?\s*(?:(?:に|と)\s*(?:なる|なります|なっちゃう|増える|減る|戻る)|のまま)"
    r"\s*(?:の|か|かな|んですか|んだよね|よね|ですか)?\s*(?=[?？])"
)
GUESSED_TAIL = r"-?[0-9]+" + _TAIL
_GUESSED = re.compile(_TAIL)
# 「俺も2枚捨てなきゃダメ?」「2点払う必要ある?」: a change of the one told quantity guessed, asked to confirm
_CHANGE_TAIL = (
    r"\s*(?:枚|点|個)?\s*(?:も)?\s*(捨|引|払|失|減)[てかいっらうるきわさ]{0,2}\s*"
    r"(?:なきゃ(?:ダメ|だめ|いけない|ならない)?|なくちゃ(?:ダメ|だめ|いけない)?|ないと(?:ダメ|だめ|いけない)"
    r"|なければ(?:ならない|いけない)|る?\s*必要(?:が|は)?\s*ある|る)"
    r"\s*(?:の|か|かな|よね|ですか|んですか)?\s*(?=[?？])"
)
_GUESSED_CHANGE = re.compile(_CHANGE_TAIL)
_BEFORE = frozenset({Role.ACTION, Role.TURN})
_WHY = "a count guessed as the result, asked to confirm"


def guessed_results(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each count guessed as the result (see the module) made the number asked."""
    out = list(facts)
    for i, f in enumerate(facts):
        guess = _GUESSED.match(question, f.end) or _GUESSED_CHANGE.match(question, f.end)
        if guess is not None and f.role is Role.NUMBER and not question[guess.end() + 1 :].strip():
            # 「俺も1枚捨てなきゃいけない?」: the reader's ask tail is short (reader._ASK_TAIL, 8 characters),
            # so a guessed change with a long ending was left a told number, not the number asked
            f = replace(f, role=Role.ASK, concept=f"about:{f.concept}")
        if guess is not None and _bare_guess(f, facts) and not question[guess.end() + 1 :].strip():
            # 「PP最大値が10の状態で自分のターンが来たら、11に増える?」: a bare count guessed of the one
            # quantity the question told before it (dev sve-d-09 had been stated as the game's status)
            out[i] = replace(f, role=Role.ASK, concept="number", why=_WHY)
            continue
        if f.role is not Role.QUANTITY or not isinstance(f.value, int) or f.negated:
            continue
        if not _GUESSED.match(question, f.end):
            continue
        start = any(
            g.role is Role.QUANTITY
            and g.concept == f.concept
            and g.end <= f.start
            and g.owner in (f.owner, None)
            for g in facts
        )
        if not start and not any(g.role in _BEFORE and g.end <= f.start and not g.negated for g in facts):
            continue
        out[i] = replace(f, role=Role.ASK, concept="number", why=_WHY)
    return out


def _bare_guess(f: Fact, facts: Sequence[Fact]) -> bool:
    """A number with no noun asked (「11に増える?」「2枚になる?」) after exactly one kind of player
    quantity told before it — the kind `quantity._bare_ask` answers; two kinds told (「手札3枚、デッキ5
    枚…2枚になる?」) leave it unread, so the verdict is withheld, not guessed."""
    if f.role is not Role.ASK or f.concept != "about:number" or not isinstance(f.value, int):
        return False
    if any(g.role is Role.ASK and g.concept == "number" for g in facts):
        return False  # 「100×4回で全部0になる?結局何点乗るの?」: the question's own number ask is asked
    told = {(g.concept, g.owner) for g in facts if g.role is Role.QUANTITY and g.end <= f.start}
    return len(told) == 1


# 「…自分のターンが来たら、11に増える?」: the bare guess itself, where `quantity._bare_ask` looks for an ask
_BARE_GUESS = re.compile(r"(?<![ァ-ヺー一-龯A-Za-z0-9.\-])" + GUESSED_TAIL)


def guessed_change(text: str, reading: Reading) -> re.Match[str] | None:
    """Where in `text` a change with no noun is guessed (「2枚捨てなきゃダメ?」), its group 1 the change's
    verb as `quantity._BARE_CHANGE` gives it; None when the reading asks no such guess."""
    if not guessed_asked(reading):
        return None
    return re.search(r"(?<![0-9])-?[0-9]+" + _CHANGE_TAIL, text)


def bare_guess(text: str, reading: Reading) -> re.Match[str] | None:
    """Where in `text` a count with no noun is guessed as the result (`_bare_guess` made it the number
    asked), None when the reading asks no such guess."""
    return _BARE_GUESS.search(text) if guessed_asked(reading) else None


def guessed_asked(reading: Reading) -> bool:
    """Whether `reading` asks a count guessed as the result (a number ask holding the guessed value)."""
    return any(f.concept == "number" and f.why == _WHY for f in reading.asks())


def guessed_value(reading: Reading) -> int | None:
    """The one count guessed as the result (「11になる?」: 11), None when none or several are guessed."""
    values = {f.value for f in reading.asks() if f.concept == "number" and f.why == _WHY}
    one = values.pop() if len(values) == 1 else None
    return one if isinstance(one, int) else None
