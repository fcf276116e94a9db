"""A response while a card waits to resolve, asked of the engine's ``respond`` action
(`service.engine.responding`; the words in `lexicon/response_words.json`, read by
`reading.asked_response`), for the games whose played cards wait in a last-in-first-out zone:

* 「相手がEVENTカードをプレイした。解決される前にこっちもEVENTで対応できる?」: the pass gives the asker
  priority (kiseki 902.5b, ninjaslayer 802.5b) and a card of the instant kind may be played (902.4b,
  802.4b) — yes;
* 「コトダマ空間にカードが置かれてる時に、キャラクターカードをエントリーできる?」: a UNIT / ITEM /
  character only while the zone is empty (kiseki 902.4h, 1206.1; ninjaslayer 802.4d, 1206.1) — no;
* 「相手のコトダマに自分のコトダマで対応した。どっちが先に解決される?」: the one placed last (902.5c,
  802.5c) — self.

The facts of the sentences that tell the waiting card, the reply and the ask are the plan's (what the
cards do is not modelled); a fact of another sentence declines, as in `order_plan`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.answering.plans.order_plan import QUIET
from service.answering.reading.asked_response import response_asked
from service.answering.reading.model import Reading
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_EVENTS = ("respond_place", "respond_priority", "respond_reply", "respond_resolve")
_ME, _OTHER = "player1", "player2"


def responded(game: str) -> Callable[[Reading], BuiltScenario | None]:
    def plan(reading: Reading) -> BuiltScenario | None:
        asked = response_asked(reading)
        if asked is None:
            return None
        inside = [f for f in reading.facts if any(s <= f.start and f.end <= e for s, e in asked.spans)]
        if any(f.role not in QUIET for f in reading.facts if f not in inside):
            return None  # a fact of another sentence: what it changes is not read with the response
        owner = _ME if asked.waiting_mine else _OTHER  # unsaid: a can ask, which the owner does not change
        action: dict[str, Any] = {
            "kind": "respond",
            "player": _ME if asked.reply_mine else _OTHER,
            "stack": [{"owner": owner, "kind": "card"}],
            "reply": asked.reply,
        }
        payload: dict[str, Any] = {"actions": [action]}
        if game == "kiseki":
            payload = {"phase": "deploy", "deployer": _ME, **payload}
        spans = tuple((s, e + 1) for s, e in asked.spans)
        if asked.ask == "can":  # the summary tells the reply (other cards told waiting are not placed)
            told = story(_reply_head, types=("respond_reply",), limit=1)
        else:
            told = story(_head, types=_EVENTS, limit=6)
        return BuiltScenario(f"{game}.plan.respond", payload, told, (), spans)

    plan.__name__ = f"{game}_responded"
    return plan


def _reply_head(sim: SimulationResult) -> str:
    reply = next((e for e in reversed(sim.events) if e.type == "respond_reply"), None)
    return reply.text if reply is not None else "対応を再現できませんでした"


def _head(sim: SimulationResult) -> str:
    event = next((e for e in reversed(sim.events) if e.type == "respond"), None)
    reply = next((e for e in reversed(sim.events) if e.type == "respond_reply"), None)
    if event is None:
        return "対応を再現できませんでした"
    first = "自分" if event.data.get("resolved_first") == _ME else "相手"
    said = f"{reply.text}。" if reply is not None else ""
    return f"{said}{first}のカードが先に解決されます"


__all__ = ["responded"]
