"""A later turn told after quoted stat changes (`plans/quoted_effect`): 「STR3のUNITに
「このターン中+2/+0」を与えた。次のターンになったら、STRは?」 asks the value once the turn the change
lasted has ended (kiseki 705.7a, ninjaslayer 505.3b, sve 7.4.8 / 5.26.1, onepiece 6-6-1-4:
「このターン」「ターン終了時まで」 effects end with the turn).

The phrase (「次のターン」「次の相手のターン」「ターンが終わったら」「翌ターン」) must stand between
the last quote and the ask; the run then ends the turn after the texts — once, or twice when the
asker's own next turn is named (「次の自分のターン」) — and the told card's stat is read back. Only a
stat asked, and only texts that are stat changes with their duration said in the quote (a change with
no said duration may last; a damage is another rule's: sve 5.13.1 keeps it, ninjaslayer 505.3a
removes it): anything else declines. fow runs no turns (its lexicon's turn_passed stays unmodeled).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.card_text import CardText
from service.answering.reading.model import Fact, Reading, Role

# a later turn: 「次の(相手の)ターン(になったら)」「自分の次のターン」「翌ターン」
# 「ターンが終わって/終わったら」
_NEXT = re.compile(
    r"(?:(?:その)?次|翌)の\s*(?P<whose>自分の|相手の|こっちの|俺の|向こうの|うちの)?\s*ターン"
    r"|(?P<whose2>自分|相手|こっち|俺|向こう)の\s*次の\s*ターン"
    r"|(?:翌|次)ターン"
    r"|ターン\s*(?:が|は)?\s*(?:終わっ|終了し|変わっ|明け)(?:て|たら|た\s*(?:あと|後))?"
)
# what may follow the phrase as part of it: 「次のターンになったら」「次のターンが来て」
_TAIL = re.compile(
    r"\s*(?:に\s*なっ(?:たら|て|た)|が\s*(?:来|き)(?:たら|て)|(?:が|に)\s*(?:始まっ|回って)(?:たら|て)?)?"
)
_MINE = re.compile(r"自分|こっち|俺|うち")
# an earlier turn told (「前のターンに「このターン中+2/+0」を与えた」): the change has ended since; not run
_EARLIER = re.compile(r"(?:前|前回|この前|さっき|昨)の\s*(?:自分の|相手の|俺の|こっちの)?\s*ターン|前ターン")
# roles a later-turn phrase may hold besides its turn: the owner word in it, scene words
_BESIDE = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM})


def later_turn(reading: Reading, after: int, before: int) -> tuple[int, int, int] | None:
    """(start, end, turn ends) of the one later-turn phrase told between `after` and `before`; None when
    none or several are told."""
    found = list(_NEXT.finditer(reading.text, after, before))
    if len(found) != 1:
        return None
    m = found[0]
    tail = _TAIL.match(reading.text, m.end())
    end = tail.end() if tail is not None else m.end()
    whose = m.group("whose") or m.group("whose2") or ""
    return m.start(), end, 2 if _MINE.match(whose) else 1


def phrase_facts(reading: Reading, span: tuple[int, int, int]) -> list[Fact] | None:
    """The facts inside the phrase (they are the plan's); None when one of them is not a turn, an owner
    word or a scene word (a value told inside it)."""
    start, end, _n = span
    inside = [f for f in reading.facts if start <= f.start and f.end <= end]
    if any(f.role is not Role.TURN and f.role not in _BESIDE for f in inside):
        return None
    return inside


def lasting_changes_only(texts: Sequence[CardText]) -> bool:
    """Every text a stat change whose duration the quote says (this turn's)."""
    return bool(texts) and all(
        t.duration == "end_of_turn" and t.effects and all(e["effect"] == "modify" for e in t.effects)
        for t in texts
    )


LATER_NOTE = (
    "引用された効果の後、質問のとおりターンを終了させてから"
    "(「このターン」の効果はそこで終わります)値を読んでいます。"
)


def earlier_turn(reading: Reading) -> bool:
    """An earlier turn told outside the quotes: the texts may have ended since (the run is one turn)."""
    return _EARLIER.search(_QUOTES.sub(lambda m: " " * len(m.group()), reading.text)) is not None


_QUOTES = re.compile(r"「[^」]*」|『[^』]*』")
