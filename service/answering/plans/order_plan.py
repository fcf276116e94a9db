"""Simultaneous abilities or choices and who goes first, asked of the engine's ``order`` action
(`service.engine.ordering`; the words in `lexicon/order_words.json`, read by `reading.asked_order`).

* 「相手のターン中に、俺のキャラと相手のキャラの【KO時】が同時に発動した。どっちが先に解決される?」: both
  players have an ability waiting; the turn player's (kiseki: the プライマリープレイヤー's) is played
  first (onepiece 8-1-3-2, sve 10.5.2.2, ninjaslayer 902.1b, kiseki 1002.1b) and, where the abilities
  wait last-in-first-out, the other's resolves first (kiseki 902.5c, ninjaslayer 802.5c);
* 「自分のキャラの効果2つが同時に発動した。順番は自分で決めていい?」: a player's own several;
* 「各プレイヤーは手札を1枚捨てる」効果。俺から先に選ぶの?」: each player chooses, the turn player first
  (onepiece 1-3-4, sve 1.3.4, kiseki 1502.1), the other knowing the first's choice only in sve (1.3.4).

The facts of the sentences that tell the situation and the ask are the plan's (what the abilities or
choices are does not change the order); a fact of another sentence other than whose turn it is declines.
Whose turn (kiseki: whose step) must be told for any ask but the own order; a rule a game's rulebook
lacks (ninjaslayer's each-player choices, the second player's knowledge outside sve) declines.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.reading.asked_order import asker_seat, order_asked, primary
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.ordering import RULES
from service.engine.scenario import SimulationResult

QUIET = (Role.ASK, Role.OWNER, Role.TERM, Role.NEUTRAL, Role.TURN)
_BOTH = re.compile(r"お互い|両方|両者|双方|両プレイヤー|各プレイヤー|非(?:ターンプレイヤー|プライマリー)")
_MINE = re.compile(r"俺|自分|私|僕|こっち")
_THEIRS = re.compile(r"相手|向こう")
_EVENTS = (
    "order_own", "order_place", "order_resolve", "order_choose", "order_together", "order_rules",
    "order_mandatory",
)  # fmt: skip
_TYPED = ("onepiece", "sve")  # the engines whose actions are typed models (``type``), the others ``kind``


def _pending(text: str, what: str, own: bool, me: str) -> dict[str, int] | None:
    other = "player2" if me == "player1" else "player1"
    if own:
        return {me: 2}
    if what == "choices" or _BOTH.search(text) or (_MINE.search(text) and _THEIRS.search(text)):
        return {"player1": 1, "player2": 1}
    return {other: 2} if _THEIRS.search(text) and not _MINE.search(text) else None


def ordered(game: str) -> Callable[[Reading], BuiltScenario | None]:
    rule = RULES[game]

    def plan(reading: Reading) -> BuiltScenario | None:
        asked = order_asked(reading)
        if asked is None:
            return None
        if asked.what == "choices" and (not rule.choices or asked.ask == "own"):
            return None  # the rulebook has no order of each player's choices
        if asked.ask == "seen" and (asked.what != "choices" or not rule.seen):
            return None  # whether the second player knows the first's choice is not a rule here
        if asked.ask == "own" and (asked.what != "triggers" or not rule.own):
            return None
        told = {"checks": rule.checks, "rules": rule.rules_first, "mandatory": rule.mandatory}
        if not told.get(asked.what, (1,)):
            return None  # the rulebook has no such rule (onepiece: a rule process or a declined effect)
        single = asked.what in ("rules", "mandatory")  # no side's order: whose turn does not matter
        inside = [f for f in reading.facts if any(s <= f.start and f.end <= e for s, e in asked.spans)]
        if any(f.role not in QUIET for f in reading.facts if f not in inside):
            return None  # a fact of another sentence: what it changes is not read with the order
        me = asker_seat(reading, game)
        first = primary(reading) if game == "kiseki" else None
        if not single and asked.ask != "own" and (me is None or (game == "kiseki" and first is None)):
            return None  # whose turn (step) it is decides who goes first
        seat = me or "player1"
        said = "".join(reading.text[s:e] for s, e in asked.spans[:1])
        pending = {seat: 1} if single else _pending(said, asked.what, asked.ask == "own", seat)
        if pending is None:
            return None
        key = "type" if game in _TYPED else "kind"
        count = "pending" if game in _TYPED else "counts"
        action: dict[str, Any] = {key: "order", "what": asked.what, count: pending}
        payload: dict[str, Any] = {"actions": [action]}
        if game == "kiseki":
            payload = {"phase": "deploy", "deployer": first or "player1", **payload}

        def head(sim: SimulationResult) -> str:
            return _head(sim, seat, asked.ask == "own")

        spans = tuple((s, e + 1) for s, e in asked.spans)
        told_events = story(head, types=_EVENTS, limit=6, me=seat)
        return BuiltScenario(f"{game}.plan.order", payload, told_events, (), spans)

    plan.__name__ = f"{game}_ordered"
    return plan


def _head(sim: SimulationResult, seat: str, own: bool) -> str:
    event = next((e for e in reversed(sim.events) if e.type == "order"), None)
    if event is None:
        return "同時処理の順番を再現できませんでした"

    def side(player: object) -> str:
        return "自分" if player == seat else "相手"

    data = event.data
    if data.get("what") in ("rules", "mandatory"):
        return event.text
    if data.get("what") == "choices":
        seen = "。後の側は先の側の選択の内容を知ってから選びます" if data.get("seen") else ""
        return f"{side(data.get('first'))}が先に選択を行います{seen}"
    if own:
        return "同時に待機している自分の能力は、どれから処理するかを自分で選びます"
    placed, resolved = side(data.get("first")), side(data.get("resolved_first"))
    noun, put = ("ダメージチェック処理", "置かれ") if data.get("what") == "checks" else ("能力", "プレイされ")
    if placed == resolved:
        return f"{placed}の{noun}が先に処理(解決)されます"
    return f"{placed}の{noun}が先に{put}、後から置かれた{resolved}の{noun}が先に解決されます"


__all__ = ["ordered"]
