"""Shadowverse Evolve: how much of an evolve's cost EP may pay, planned from the reading
(「進化コスト2、PP3、EP2。EPは何点まで使える?」): of the PP an evolve costs, 1 point may be paid with
1 EP instead (12.2.3) — never more, however much EP the player has.

The scenario: the asker's follower on the field with its evolve card of the stated cost, the stated PP
and EP, and the evolve played paying with EP (the engine's default when EP is left). Planned only when
the asking sentence's number ask follows the word EP, the cost, PP and EP are all told, the cost is
at least 1 and the evolve can be paid (a refused evolve pays no EP at all: another question).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_RESOURCES = frozenset({"pp", "pp_max", "ep"})
_ACTIONS = frozenset({"evolve", "use", "pay"})


def _sentence_start(reading: Reading, at: int) -> int:
    return max(reading.text.rfind(c, 0, at) for c in "。??!!") + 1


def _clause(text: str, at: int) -> str:
    """The clause holding position `at`: from the last 、/。/?/! before it to the sentence's end (「1点を
    EPで払ったんだけど、残りのEPっていくつ?」 asks the EP left, its first clause tells the payment)."""
    ends = [i for i in (text.find(c, at) for c in "。??!!") if i >= 0]
    return text[max(text.rfind(c, 0, at) for c in "、,。??!!") + 1 : min(ends, default=len(text))]


def _ep_asked(reading: Reading, ask: Fact) -> bool:
    """The resource word nearest before the number ask, in its sentence, is EP (「PPは温存したいから、
    EPは何点まで使える?」); a bare number told (「EP2」) is a quantity, no ask's topic."""
    start = _sentence_start(reading, ask.start)
    words = [
        f
        for f in reading.of(Role.TERM, Role.QUANTITY)
        if start <= f.start < ask.start and f.concept.lower() in ("ep", "pp", "pp_max")
    ]
    return bool(words) and words[-1].role is Role.TERM and words[-1].concept == "EP"


def evolve_ep(reading: Reading) -> BuiltScenario | None:
    """The EP an evolve's cost may use (12.2.3)."""
    if asked(reading) != "number" or unbound_numbers(reading):
        return None
    numbered = [f for f in reading.asks() if f.concept == "number"]
    if len(numbered) != 1 or not _ep_asked(reading, numbered[0]):
        return None
    actions = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not any(f.concept == "evolve" for f in actions) or any(f.concept not in _ACTIONS for f in actions):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.TURN):
        return None
    if any(f.owner == "opponent" for f in reading.facts):
        return None
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "cost" or not isinstance(stats[0].value, int):
        return None
    cost = stats[0].value
    player: dict[str, Any] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in _RESOURCES or not isinstance(f.value, int):
            return None
        if player.get(f.concept, f.value) != f.value:
            return None
        player[f.concept] = f.value
    if "pp" not in player or "ep" not in player:
        return None
    if cost < 1 or player["ep"] < 1 or player["pp"] < cost - 1:
        return None  # no EP to pay with, or an evolve that cannot be paid at all
    player.setdefault("pp_max", max(player["pp"], 2))
    if player["pp"] > player["pp_max"]:
        return None
    player["field"] = [{"id": "x", "name": "進化するフォロワー"}]
    player["evolve_deck"] = [{"name": "進化するフォロワー", "cost": cost}]
    payload = {"player1": player, "actions": [{"type": "evolve", "card": "x", "use_ep": True}]}
    return BuiltScenario(
        f"{GAME}.planned_evolve_ep",
        payload,
        story(_head, types=("counter",), limit=2),
        (
            "進化させるフォロワーは場にいて、このターンはまだ進化していないと仮定。",
            "EPは、進化のコストのうち支払える分(12.2.3)を支払うものとしました。",
        ),
    )


def _head(sim: SimulationResult) -> str:
    used = sum(
        -int(e.data.get("delta", 0))
        for e in sim.events
        if e.type == "counter" and e.data.get("key") == "ep" and int(e.data.get("delta", 0)) < 0
    )
    if not used:
        return "進化できません"
    return f"進化のコストのうちEPで支払えるのは{used}点までです"


# 「このゲーム初めての進化」「最初の進化」「1回目の進化」: no evolve before it spent any EP
_FIRST_EVOLVE = re.compile(r"(?:初めて|はじめて|最初|1\s*回目|一回目)\s*(?:の)?\s*進化")
# 「1点をEPで払った」「EPを1使って」「EPで払って」: the evolve paid 1 point with EP (12.2.3)
_EP_PAID = re.compile(
    r"EP\s*(?:で|を)\s*(?:1\s*(?:点)?\s*)?(?:払|支払|使)(?!わ)|1\s*点\s*(?:を|は)?\s*EP\s*で\s*(?:払|支払)"
)
_EP_UNUSED = re.compile(r"EP\s*(?:は|を)?\s*(?:使わ|払わ|使って(?:い)?な|温存)")
_START_EP = {"first": 0, "second": 3}  # 6.2.1.10
# the asked clause says the EP spent (「使ったEPは」「何点減った」), not the EP left (12.2.3)
_SPENT_ASKED = re.compile(r"使|払|減|消費|費や")
# 「進化コスト」「進化能力」「進化時」「進化先」: the evolve named as a thing, not one more evolve done
_EVOLVE_NOUN = re.compile(r"\s*(?:コスト|能力|時|先)")


def ep_from_start(reading: Reading) -> BuiltScenario | None:
    """「後攻で、このゲーム初めての進化をした。1点をEPで払った。残りのEPは?」: the EP the player's turn
    order starts the game with (6.2.1.10: 先攻 0, 後攻 3), less the 1 point the first evolve paid
    (12.2.3)."""
    if asked(reading) != "number" or unbound_numbers(reading):
        return None
    numbered = [f for f in reading.asks() if f.concept == "number"]
    if len(numbered) != 1 or not _ep_asked(reading, numbered[0]):
        return None
    orders = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
    if len(orders) != 1 or any(f.concept != "order" for f in reading.of(Role.TURN)):
        return None
    order = str(orders.pop())
    if order not in _START_EP or not _FIRST_EVOLVE.search(reading.text):
        return None
    if any(f.concept not in _ACTIONS for f in reading.of(Role.ACTION) if not f.negated):
        return None
    evolves = [f for f in reading.of(Role.ACTION) if f.concept == "evolve"]
    if sum(not _EVOLVE_NOUN.match(reading.text, f.end) for f in evolves) != 1:
        return None  # 「もう1回進化したら」: a second evolve, paid in a way not told
    if _SPENT_ASKED.search(_clause(reading.text, numbered[0].start)):
        return None  # 「使ったEPはいくつ?」「EPは何点減った?」: the EP spent, not the EP left
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.QUANTITY, Role.STAT):
        return None  # a told EP or cost is `evolve_ep`'s; anything else another story
    if any(f.owner == "opponent" for f in reading.facts) or any(
        isinstance(f.value, int) and f.value != 1 for f in reading.of(Role.NUMBER)
    ):
        return None
    paid, unused = _EP_PAID.search(reading.text), _EP_UNUSED.search(reading.text)
    if bool(paid) == bool(unused) or (paid and _START_EP[order] == 0):
        return None  # how it was paid is not told, or told both ways; a 先攻 player has no EP to pay
    player: dict[str, Any] = {
        "ep": _START_EP[order],
        "pp": 2,
        "pp_max": 2,
        "field": [{"id": "x", "name": "進化するフォロワー"}],
        "evolve_deck": [{"name": "進化するフォロワー", "cost": 2}],
    }
    payload = {"player1": player, "actions": [{"type": "evolve", "card": "x", "use_ep": bool(paid)}]}
    side = "先攻" if order == "first" else "後攻"
    return BuiltScenario(
        f"{GAME}.planned_ep_from_start",
        payload,
        story(lambda sim: _left_head(sim, side), types=("counter",), limit=2),
        (
            f"{side}プレイヤーのEPはゲーム開始時に{_START_EP[order]}です(6.2.1.10)。それ以前にEPを使う進化は"
            "していない(このゲーム初めての進化)として数えました。",
            "進化のコストは指定がないので2、PPで払える分があると仮定(EPで払えるのは1点だけ: 12.2.3)。",
        ),
    )


def _left_head(sim: SimulationResult, side: str) -> str:
    left = sim.counter("player1", "ep")
    return f"EPは{left}になります({side}のEPは開始時の値から、進化のコストに使った分だけ減ります)"
