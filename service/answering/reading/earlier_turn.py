"""A side's turn told as when an earlier act was done, read as an earlier turn (「前のターン」).

「相手のターンに登場しただけで…こっちのリーダーで殴りたい」: a play told in the opponent's turn, and the
question's next attack made with the asker's card. A player attacks only in its own turn (onepiece
6-5-6, 7-1: the attack step is the turn player's), so the turn of that play is not the one the attack
is in: the turn fact becomes ``previous_turn`` — history, as 「前のターンに出した」 is — and the card
played then is no card played this turn (3-7-4). A play told in the same side's turn as the attack
(「相手のターンに出したキャラでアタックしてきた」) stays that turn.

「ブロッカー持ちのキャラ…そいつは相手の前のターンにアタックしてきたやつでまだ寝てる」: an attack made
on the asker, told in an earlier turn whose rested state the sentence then tells, is history — what
it left is the state (7-1-1-1, kept until its owner's refresh phase 6-2-4), the fact a scenario
carries; the attack is no act of the asked situation (nor makes the asker the attacked player), so
it becomes a NEUTRAL ``setting``.
「相手のターン、…アタックしてきた。俺の【ブロッカー】でブロックしたい……あ、そいつ俺のターンにアタックさせてた
わ」 (blind AO onepiece-ao-19): an attack told in an earlier turn (「前のターンに」, or the other side's turn
than the one told as now) is history too, but what it left — the attacker rested until its owner's
refresh phase (7-1-1-1, 6-2-4) — is told by no state fact in its sentence (「…アタックしたから
レストのまま」 is read by the plans); read as an act, the run's one attack had claimed it and the
block was allowed. It becomes ``earlier_attack``, which no plan reads: withheld.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# the games whose rules put every attack in its player's own turn (onepiece 6-5-6, 7-1)
_GAMES = frozenset({"onepiece"})
_SIDE_TURNS = {"opponent_turn": "opponent", "self_turn": "self"}
_ATTACKS = frozenset({"attack", "attacked"})
# 「こっちのリーダー6000で殴る」「相手のキャラ(5000)が」: the attacking card, its power maybe between
_ATTACKER = re.compile(
    r"\s*(?:[(\uff08][^()\uff08\uff09]{0,12}[)\uff09]|(?:パワー)?\s*[0-9][0-9,]*)?\s*(?:で|が|も)"
)
_CLAUSE_END = re.compile(r"[。、,\uff0c?\uff1f!\uff01\n]")


def earlier_turns(question: str, facts: list[Fact], game: str | None) -> list[Fact]:
    """`facts` with each side's turn that is an earlier act's turn (see the module) as ``previous_turn``
    and each attack told as an earlier turn's history as a NEUTRAL setting."""
    if game not in _GAMES:
        return facts
    facts = [
        replace(f, concept="previous_turn") if f.role is Role.TURN and _earlier(question, facts, f) else f
        for f in facts
    ]
    facts = [
        replace(f, role=Role.NEUTRAL, concept="setting", why=_HISTORY_WHY)
        if _history(question, facts, f)
        else f
        for f in facts
    ]
    return [
        replace(f, concept="earlier_attack", why=_EARLIER_WHY) if _done_before(question, facts, f) else f
        for f in facts
    ]


# 「俺のターンにアタック」「前のターンにはアタック」: the turn the adverbial of the attack right after it
_AT_TURN = re.compile(r"\s*(?:に|中に|の間に|のうちに)\s*(?:は|も)?\s*")
_EARLIER_WHY = "an attack told in an earlier turn: the rested state it left is no fact the run is told"


def _done_before(text: str, facts: list[Fact], verb: Fact) -> bool:
    """An own attack whose clause tells, before it, an earlier turn or the side's turn other than now."""
    if verb.role is not Role.ACTION or verb.concept != "attack" or verb.negated:
        return False
    clause = max((m.end() for m in _CLAUSE_END.finditer(text, 0, verb.start)), default=0)
    turns = [f for f in facts if f.role is Role.TURN and clause <= f.start and f.end <= verb.start]
    acts = [f for f in facts if f.role is Role.ACTION and clause <= f.start and f.end <= verb.start]
    if not turns or acts or turns[-1].negated:
        return False
    end = next((m.start() for m in _SENTENCE_END.finditer(text, verb.end)), len(text))
    if any(f.role is Role.STATE and not f.negated and verb.end <= f.start < end for f in facts):
        return False  # 「…アタックしたからレストのまま」: the state it left is told, the plans read it
    if not _AT_TURN.fullmatch(text, turns[-1].end, verb.start):
        return False  # 「キャラ(前のターンから場にいる)でアタック」: the turn is another word's
    told = turns[-1].concept
    if told == "previous_turn":
        return True
    side = _SIDE_TURNS.get(told)
    # the turn told as now: a side's turn told outside this clause, before it (「相手のターン、…」)
    now = [f.concept for f in facts if f.role is Role.TURN and f.end <= clause and f.concept in _SIDE_TURNS]
    return side is not None and bool(now) and _SIDE_TURNS[now[0]] != side


_HISTORY_WHY = "an attack of an earlier turn told as the cause of a state the card still has: history"
_SENTENCE_END = re.compile(r"[。?\uff1f!\uff01\n]")
_RESTED = frozenset({"rested"})


def _history(text: str, facts: list[Fact], verb: Fact) -> bool:
    # only 「アタックしてきた」: the asker's own earlier attack (「自分のターンにアタックしてレストにし
    # た」) is read by the plans that ask what it left; one made on the asker would seat it attacked
    if verb.role is not Role.ACTION or verb.concept != "attacked" or verb.negated:
        return False
    clause = max((m.end() for m in _CLAUSE_END.finditer(text, 0, verb.start)), default=0)
    before = [
        f for f in facts
        if clause <= f.start and f.end <= verb.start and (f.role is Role.ACTION or f.role is Role.TURN)
    ]  # fmt: skip
    if not before or before[-1].concept != "previous_turn":
        return False
    end = next((m.start() for m in _SENTENCE_END.finditer(text, verb.end)), len(text))
    return any(
        f.role is Role.STATE and f.concept in _RESTED and not f.negated and verb.end <= f.start < end
        for f in facts
    )


def _earlier(text: str, facts: list[Fact], turn: Fact) -> bool:
    side = _SIDE_TURNS.get(turn.concept)
    if side is None or turn.negated:
        return False
    if any(f.role is Role.TURN and f.concept == turn.concept and f is not turn for f in facts):
        return (
            False  # 「…相手のターン中に自分のリーダーでアタックできる?」: that turn named as the attack's too
        )
    acts = [f for f in facts if f.role is Role.ACTION and not f.negated]
    done = next(
        (f for f in acts if f.start >= turn.end and not _CLAUSE_END.search(text, turn.end, f.start)), None
    )
    if done is None or done.concept in _ATTACKS:
        return False
    verb = next((f for f in acts if f.concept in _ATTACKS and f.start >= done.end), None)
    if verb is None:
        return False
    attackers = [
        c for c in facts
        if c.role is Role.CARD and done.end <= c.start and c.end <= verb.start
        and c.owner in _SIDE_TURNS.values() and _ATTACKER.match(text, c.end)
    ]  # fmt: skip
    return bool(attackers) and attackers[-1].owner != side
