"""Who goes first when things happen at once (「どっちが先に解決される?」「俺から先に選ぶの?」
「見てから選べる?」「順番は自分で決めていい?」), read with the words of `lexicon/order_words.json`, and
the verdict the engine's ``order`` event gives it (`service.engine.ordering`).

`order_asked` finds the situation (automatic abilities waiting at once, or an effect that makes each
player choose) and the ask; `order_verdict` answers it from the run: the side that goes first
(self / opponent), or yes / no. A detail the run does not settle is withheld: the other player's
knowledge of a choice where no rule says it, and 「先に処理される?」 where playing and resolving differ
(a last-in-first-out zone: kiseki 902.5c, ninjaslayer 802.5c).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Reading, Role, Verdict
from service.engine.events import Event

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "order_words.json"
_SENTENCE = re.compile(r"[。?？!！\n]")
_ASKS = ("decline", "own", "seen", "self_first", "rival_first", "who_first")  # the most specific first
# a situation more specific than another the same question tells: the first of these found is read
_SPECIFIC = ("mandatory", "rules", "checks")
_SEATS = ("player1", "player2")
_QUOTE = re.compile(r"「[^「」]*」")


@dataclass(frozen=True, slots=True)
class OrderAsk:
    what: str  # triggers / choices
    ask: str  # who_first / self_first / rival_first / seen / own
    spans: tuple[tuple[int, int], ...]  # the sentences of the situation and the ask: their facts are read
    resolve: bool | None  # the ask is about resolving (True), playing or placing (False), either (None)
    seer_rival: bool  # 「相手は…見てから選べる?」: the opponent is the one who asks to see
    by_role: bool = False  # 「ターンプレイヤーと非ターンプレイヤーの…」 with no side word: roles answered


@cache
def _words() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return data


def sentence_span(text: str, at: int) -> tuple[int, int]:
    """The span of the sentence of `text` that holds position `at` (its closing mark included)."""
    starts = [m.end() for m in _SENTENCE.finditer(text, 0, at)]
    end = _SENTENCE.search(text, at)
    return (starts[-1] if starts else 0, end.end() if end else len(text))


def order_asked(reading: Reading) -> OrderAsk | None:
    """The order asked in the question's last sentence about a situation it tells, else None."""
    text, words = reading.text, _words()
    found = [
        (what, m)
        for what, patterns in words["situations"].items()
        for p in patterns
        if (m := re.search(p, text))
    ]
    if not re.search(words["asks"]["decline"], text) or re.search(words["unless_mandatory"], text):
        found = [f for f in found if f[0] != "mandatory"]  # 「プレイしないことを選べる?」 alone is that ask
    specific = [f for f in found if f[0] in _SPECIFIC]
    if specific:
        found = [f for f in specific if f[0] == min(specific, key=lambda f: _SPECIFIC.index(f[0]))[0]]
    if not found or len({what for what, _ in found}) != 1:
        return None  # no situation, or both kinds told: which one is asked is not read
    what, situation = min(found, key=lambda f: f[1].start())
    # the asker's own words: a quoted speech (「相手が「こっちの効果から先に解決させて」って言ってきた」) says
    # what another player asks for, no ask of the question (onepiece-bd-14: its こっち had been the asker's)
    spoken = _QUOTE.sub(lambda m: "\u3000" * len(m.group()), text)
    asked = [(k, m) for k in _ASKS if (m := re.search(words["asks"][k], spoken[situation.end() :]))]
    if not asked or (asked[0][0] == "decline") != (what == "mandatory"):
        return None
    ask, match = asked[0]
    at = situation.end() + match.start()
    spans = tuple(sorted({sentence_span(text, situation.start()), sentence_span(text, at)}))
    said = text[spans[-1][0] : spans[-1][1]]
    resolve = (
        True if re.search(words["resolve"], said) else (False if re.search(words["place"], said) else None)
    )
    # the topic of 「…見てから選べる?」 (「相手は俺が捨てたのを見てから」): the first one said in the sentence
    topics = [(m.start(), k == "seer_rival") for k in ("seer_rival", "seer_self")
              for m in re.finditer(words[k], text[spans[-1][0] : at])]  # fmt: skip
    seer = min(topics)[1] if topics else False
    by_role = bool(re.search(words["by_role"], text)) and not re.search(words["role_self"], text)
    return OrderAsk(what, ask, spans, resolve, seer, by_role)


def _by_role(reading: Reading) -> bool:
    words = _words()
    return bool(re.search(words["by_role"], reading.text)) and not re.search(words["role_self"], reading.text)


def asker_seat(reading: Reading, game: str) -> str | None:
    """player1 is the turn player (the engines' seating); kiseki's asker is player1 and the primary
    player is set by the step told (`primary`). None: the turn is not told."""
    if game == "kiseki" or _by_role(reading):  # by role: the turn player is seated player1
        return "player1"
    turns = {f.concept for f in reading.of(Role.TURN) if not f.negated} & {"self_turn", "opponent_turn"}
    if len(turns) != 1:
        return None
    return "player1" if turns == {"self_turn"} else "player2"


def primary(reading: Reading) -> str | None:
    """kiseki: player1 when the asker's step is in progress, player2 the opponent's (702.3), else None."""
    words, text = _words(), reading.text
    if _by_role(reading):
        return "player1"
    mine, theirs = re.search(words["primary_self"], text), re.search(words["primary_rival"], text)
    if bool(mine) == bool(theirs):
        return None
    return "player1" if mine else "player2"


def order_verdict(asked: OrderAsk, events: Sequence[Event], me: str) -> Verdict | None:
    """The verdict of the run's ``order`` event for `asked` (None: the run has no order event)."""
    event = next((e for e in reversed(events) if e.type == "order"), None)
    if event is None:
        return None
    data = event.data
    other = _SEATS[1] if me == _SEATS[0] else _SEATS[0]
    if data.get("what") == "mandatory":  # sve 10.7.3.1, kiseki 1211.5, ninjaslayer 1209.5
        return Verdict("can", "no", True) if asked.ask == "decline" else None
    if data.get("what") == "rules":  # sve 10.5.1.1, kiseki 1002.1a, ninjaslayer 902.1a
        if asked.ask != "who_first":
            return Verdict("first", None, False, "ルール処理と自動能力の順番の問いとして読めませんでした")
        return Verdict("first", "rule_process", True)
    if asked.ask == "own":
        if data.get("what") != "triggers" or not data.get("own_order"):
            return Verdict("can", None, False, "自分の能力の順番を選ぶ規定がシミュレーションにありません")
        return Verdict("can", "yes", True)
    if asked.ask == "seen":
        if data.get("what") != "choices" or data.get("seen") is None:
            return Verdict(
                "can", None, False, "相手の選択を知ってから選べるかは、このゲームのルールに書かれていません"
            )
        seer = other if asked.seer_rival else me
        return Verdict("can", "no" if seer == data["first"] else "yes", True)
    first = data.get("first")
    if data.get("what") in ("triggers", "checks") and first != data.get("resolved_first"):
        if asked.resolve is None:
            return Verdict("first", None, False, "先にプレイされる能力と先に解決される能力が異なります")
        first = data["resolved_first"] if asked.resolve else first
    if asked.ask == "who_first" and asked.by_role:
        roles = (
            ("primary", "non_primary")
            if data.get("first_role") == "primary"
            else ("turn_player", "non_turn_player")
        )
        return Verdict("first", roles[0] if first == me else roles[1], True)
    if asked.ask == "who_first":
        return Verdict("first", "self" if first == me else "opponent", True)
    yes = (first == me) == (asked.ask == "self_first")
    return Verdict("can", "yes" if yes else "no", True)


__all__ = ["OrderAsk", "asker_seat", "order_asked", "order_verdict", "primary"]
