"""軌跡 TCG plan `arts_hand`: a UNIT card's アーツ played from the hand — how many cards are left in the
hand once it has resolved (「手札5枚。そのうちのUNITのアーツを手札からプレイした。EPは拠点から出した。
解決後の手札は?」).

A アーツ played from the hand puts its UNIT card in the 軌跡 as part of its cost (1204.2f-5), so the hand
loses that card; the EPコスト is paid from the EP pool (1318.2), which the 拠点's ready cards fill when
the question says the EP came from the 拠点 (1217.2). The card must be said to be played from the hand
(「手札から」: a face-down UNIT's アーツ played from the 拠点 leaves the hand alone, 1213.2).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
# what the asker does to play it: 「プレイした」「使った」「撃った」「EPは拠点から払った」「出した」
_PLAYING = frozenset({"arts", "play", "use", "pay"})
_MAX_HAND = 20
_MAX_EP = 10


# 「拠点2枚アクションして2EP出して」: the 拠点 cards acted for the EP paid (1217.2)
_ACTED_FOR = re.compile(r"\s*(?:を|は)?\s*(?:アクション|寝かせ|横に)\s*(?:して|し|させて|て)\s*[、,]?\s*")
_EP_AFTER = re.compile(r"\s*EP\s*(?:を)?\s*(?:出|得|生み出|作)")


def _base_paid(reading: Reading) -> tuple[int, list[Fact]] | None:
    """The number of 拠点 cards told acted for the EP (「拠点2枚アクションして2EP出して」) and the facts
    that tell it (the count, the EP said again), else None."""
    text = reading.text
    for q in reading.of(Role.QUANTITY):
        acted = _ACTED_FOR.match(text, q.end) if q.concept == "base" and not q.negated else None
        if acted is None or not isinstance(q.value, int):
            continue
        again = [f for f in reading.of(Role.NUMBER) if f.start == acted.end() and f.value == q.value]
        if again and _EP_AFTER.match(text, again[0].end):
            return q.value, [q, again[0]]
        if _EP_AFTER.match(text, acted.end()):
            return q.value, [q]
    return None


def _cost(reading: Reading, arts: list[Fact]) -> tuple[bool, int | None]:
    """Whether the question's costs bind, and the アーツ's EPコスト told next to it (「EPコスト2」,
    「アーツ(EP2)」; None when none is told)."""
    told = [f.value for f in reading.of(Role.STAT) if f.concept == "ep_cost"]
    if len(reading.of(Role.STAT)) != len(told):
        return False, None  # STR/DEF/CPコスト of the card: not what this plan runs
    paid = _base_paid(reading)
    for q in reading.of(Role.QUANTITY):
        if q.concept == "hand" or (paid is not None and q in paid[1]):
            continue
        # 「アーツ(EP2)」: an EP amount written right after the アーツ word is its cost, not a pool
        if q.concept != "ep" or not any(0 <= q.start - a.end <= 1 for a in arts):
            return False, None
        told.append(q.value)
    costs = [v for v in told if isinstance(v, int) and 0 <= v <= _MAX_EP]
    if len(costs) != len(told) or len(set(costs)) > 1:
        return False, None
    return True, (costs[0] if costs else None)


def arts_hand(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"number"} or not plain(reading):
        return None
    paid = _base_paid(reading)
    if (
        reading.of(Role.KEYWORD)
        or reading.of(Role.TURN)
        or any(f.value != 1 and (paid is None or f not in paid[1]) for f in reading.of(Role.NUMBER))
    ):
        return None
    actions = reading.of(Role.ACTION)
    arts = [f for f in actions if f.concept == "arts"]
    if not arts or any(f.negated for f in arts):
        return None
    for f in actions:  # 「他にドローとかはなし」: a draw said not to happen is no action
        if not (f.concept in _PLAYING and not f.negated) and not (f.concept == "draw" and f.negated):
            return None
    cards = reading.of(Role.CARD)
    if not cards or any(f.concept != "unit" or f.owner == "opponent" for f in cards):
        return None
    states = reading.of(Role.STATE)
    if any(f.negated or f.concept not in ("in_hand", "in_base") for f in states):
        return None
    if not any(f.concept == "in_hand" for f in states):
        return None  # the アーツ of a UNIT in the 拠点 leaves the hand alone (1213.2): where is it?
    hands = [f for f in reading.of(Role.QUANTITY) if f.concept == "hand"]
    if len(hands) != 1 or hands[0].owner not in (None, "self") or hands[0].start > arts[0].start:
        return None  # the count must be the hand the card is played from, told before
    hand = hands[0].value
    if not isinstance(hand, int) or not 1 <= hand <= _MAX_HAND:
        return None
    if any(f.owner == "opponent" for f in reading.facts):
        return None
    bound, told = _cost(reading, arts)
    if not bound:
        return None
    cost = 1 if told is None else told
    from_base = any(f.concept == "in_base" for f in states) or paid is not None
    if paid is not None and paid[0] != cost:
        return None  # more or fewer 拠点 cards acted than the EPコスト: EP left over or short
    notes = [
        "アーツの効果は手札の枚数を変えないもの(カードを引く・手札に戻す効果なし)としました。",
        "自分の配備ステップで優先権を持つときにプレイするものとしました(902.4e)。",
    ]
    if told is None:
        notes.append("アーツのEPコストは書かれていないので1としました(手札の枚数は変わりません)。")
    card = {"id": "a", "name": "アーツを持つUNIT", "kind": "UNIT", "arts_ep": cost}
    player: dict[str, Any] = {
        "hand": [card] + [{"id": f"h{i}", "name": "手札のカード"} for i in range(1, hand)]
    }
    actions_out: list[dict[str, Any]] = []
    if from_base:  # 「EPは拠点から出した」: one ready 拠点 card acted for each EP (1217.2)
        player["base"] = [{"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(cost)]
        actions_out += [{"kind": "gain_ep", "player": "player1", "card": f"b{i + 1}"} for i in range(cost)]
    else:
        player["ep"] = cost
        notes.append(f"EPの出どころは書かれていないので、EPを{cost}持っているものとしました。")
    actions_out.append({"kind": "arts", "player": "player1", "card": "a"})
    payload: dict[str, Any] = {"phase": "deploy", "player1": player, "player2": {}, "actions": actions_out}

    def head(sim: SimulationResult) -> str:
        left = len(sim.uids("player1", "hand"))
        return (
            f"手札{hand}枚からUNITのアーツをプレイすると、そのカードはコストとして軌跡に置かれ(1204.2f-5)、"
            f"解決後の手札は{left}枚です"
        )

    return BuiltScenario(
        f"{GAME}.plan.arts_hand",
        payload,
        story(head, types=("move", "play"), limit=4, me="player1"),
        tuple(notes),
    )
