"""The attack a 「できる?」 asks is its told doer's (owner accounting, used by `owned.misowned`): the run's
last attack is the asked one. 「相手のフォロワー(3/3)は相手のターンに攻撃した。俺の前のターンからいる2/2で
そいつを攻撃できる?」 ran the opponent's told attack for the asker's asked one ('no' stated, 8.4.2; found
probing round 16's history reading) — `owned._act_owner` checks a concept's doers as a set, and both
players' attacks were told.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from service.answering.reading.acting import _actor
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.seating import SENTENCE_END, Board, Misowned, quoted, who

_ATTACKS = frozenset({"attack", "aisatsu", "attacked"})


def asked_owner(reading: Reading, board: Board, seats: Mapping[str, str]) -> Misowned | None:
    """The attack a 「できる?」 asks is its told doer's, and the run's last attack is the asked one:
    「相手のフォロワー(3/3)は相手のターンに攻撃した。俺の…2/2でそいつを攻撃できる?」 ran the opponent's told
    attack for the asker's asked one ('no' stated, 8.4.2) — `_act_owner` checks a concept's doers as a
    set, and both players' attacks were told."""
    act = asked_action(reading)
    if act is not None and act.concept in _PLAYS and not act.negated and not quoted(reading.text, act.start):
        return _asked_play(reading, act, board, seats)
    if act is None or act.negated or act.concept not in _ATTACKS or quoted(reading.text, act.start):
        return None
    ask = next((f for f in reading.asks() if f.concept == "can" and f.start >= act.end), None)
    verb = _ASKED_VERB.match(reading.text, act.end)
    if ask is None or ask.start - (verb.end() if verb else act.end) > 1:
        return None  # 「アイサツ対象を奪える?」: another act asked
    doer = _actor(reading, act) or _instrument_owner(reading, act)
    scripted = board.scripted("attack")
    if doer not in seats or not scripted:
        return None
    done = board.doers(scripted[-1])
    if not done or seats[str(doer)] in done:
        return None
    reason = f"「{act.text}」をするのは{who(str(doer))}ですが、シナリオでは別のプレイヤーが行っています"
    return Misowned("asked_owner", reason, act)


# 「俺の前のターンからいる2/2でそいつを攻撃」: the owned card the act is done with (…で), in its sentence
_WITH = re.compile(
    r"(自分|俺|私|僕|こっち|こちら|うち|相手|向こう)の[^、。?？!！でを]{0,24}?"
    r"(?:フォロワー|キャラ(?:クター)?|UNIT|ユニット|リゾネイター|リーダー|ニンジャ|[0-9])"
    r"\s*(?:[((][^()()]{0,16}[))])?\s*で(?![きも])"
)
# the asked act as the verb of the asked predicate (「攻撃できる?」「殴れる?」「アタックしていい?」)
_ASKED_VERB = re.compile(r"\s*(?:を|に)?\s*(?:し|さ|れ|り|る|っ|に)?\s*(?:に行|にい)?")


def _instrument_owner(reading: Reading, act: Fact) -> str | None:
    text = reading.text
    begin = max((m.end() for m in SENTENCE_END.finditer(text, 0, act.start)), default=0)
    found = [m for m in _WITH.finditer(text, begin, act.start) if not quoted(text, m.start())]
    if not found:
        return None
    return "opponent" if found[-1].group(1) in ("相手", "向こう") else "self"


_PLAYS = frozenset({"play"})
# an owner word of the other player in the asking sentence (「相手は…出せる?」「相手のキャラを…」)
_OTHER_WORD = re.compile(r"相手|向こう|あっち|対戦者")


def _asked_play(reading: Reading, act: Fact, board: Board, seats: Mapping[str, str]) -> Misowned | None:
    """A play asked with no doer told (「コスト3のキャラを出せる?」) is the asker's: the run's last play must
    be the asker's seat's. 「相手のエテルは1枚、俺のエテルは3枚。コスト3のキャラを出せる?」 had been seated
    with
    the asker as player2 (the builder's count at player1 was the opponent's 1) and the turn player's entry
    answered 'no' for the asker (style audit 19b; 1312.1 pays from one's own エテル). A doer told, or the
    other player named in the asking sentence, is left to the other checks."""
    ask = next((f for f in reading.asks() if f.concept == "can" and f.start > act.start), None)
    if ask is None or _actor(reading, act) is not None or "self" not in seats:
        return None
    if not any(f.owner == "self" and not quoted(reading.text, f.start) for f in reading.of(Role.OWNER)):
        return None  # the asker never named: the seating may be a tie the owner words do not decide
    begin = max((m.end() for m in SENTENCE_END.finditer(reading.text, 0, act.start)), default=0)
    if _OTHER_WORD.search(reading.text, begin, ask.end):
        return None
    scripted = [  # a play the scenario scripts as such (not an attack's or a malformed action)
        a for a in board.scripted("play")
        if not {str(a.get("type")), str(a.get("kind"))} & _ATTACKS
        and all(isinstance(a.get(k), str | None) for k in ("type", "kind"))
    ]  # fmt: skip
    done = board.doers(scripted[-1]) if scripted else set()
    if not done or seats["self"] in done:
        return None
    reason = f"「{act.text}」をするのは{who('self')}ですが、シナリオでは別のプレイヤーが行っています"
    return Misowned("asked_owner", reason, act)
