"""「コスト4のキャラを登場させたら、残りのアクティブのドン!!は何枚?」 planned from the reading (2-7-2,
2-7-3, 2-7-4, 6-5-3-1): the asker plays one card from hand in its main phase, paying its cost by
resting that many active DON!! — the count asked is the DON!! after the payment.

The card takes the kind and cost written next to it; the DON!! are the asker's stated ones (「アクティブ
のドン!!が6枚」, and 「レストのドン!!が2枚」: a count whose state is written right before it). A
question with another action, a described card or the opponent's counts gets no scenario.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_don import askers_counts
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.reader import number
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_PLAYABLE = ("character", "event", "stage")
_OF = re.compile(r"\s*の?\s*")


# 「キャラを2体出せる?」「イベントを2回発動」「2枚とも使える?」: a count right before the play verb
_PLAYED_COUNT = re.compile(r"\s*(?:体|枚|回|つ)?\s*(?:を|も|とも)?\s*(?:同時に|続けて|連続で|まとめて)?\s*")
_PLAYS = ("play", "use", "activate")


def _counts_before_play(reading: Reading, verbs: tuple[str, ...]) -> Iterator[int | None]:
    """Each told number or repeat (「3体」「2回」, not an ordinal: 「6体目を出したい」 plays one card) said
    right before a play verb of `verbs`, once per verb it stands before (None: a number word not read)."""
    for n in reading.facts:
        if n.concept not in ("number", "about:number", "repeat", "about:repeat"):
            continue
        value = n.value if isinstance(n.value, int) else number(n.text)
        for verb in reading.of(Role.ACTION):
            if (
                verb.concept in verbs
                and verb.start >= n.end
                and _PLAYED_COUNT.fullmatch(reading.text, n.end, verb.start)
            ):
                yield value


def played_count(reading: Reading, verbs: tuple[str, ...] = _PLAYS) -> int | None:
    """The count of cards a play verb plays (「コスト2のキャラを3体続けて出したら」: 3), 1 when none is
    said; None when several counts are."""
    found = {v for v in _counts_before_play(reading, verbs) if isinstance(v, int)}
    return next(iter(found)) if len(found) == 1 else (1 if not found else None)


def many_played(reading: Reading, verbs: tuple[str, ...] = _PLAYS) -> bool:
    """A count said right before a play verb is the number of cards played (「コスト3のキャラを2体出せる?」,
    「コスト2のイベントを2回発動」): each play pays its own cost (2-7-2, 2-7-3) and fills the area once —
    the plans play one card, so a count other than 1 is a fact they do not reflect (withheld). The count
    is read as a told number or repeat (「2回」), or, in the asking sentence, the one it asks about.
    `verbs`: the actions counted (giving DON!!: 「リーダーに2枚付与できる?」 gives 2, 6-5-5-1)."""
    return any(v != 1 for v in _counts_before_play(reading, verbs))


def reduction(reading: Reading) -> int | None:
    """The cost lowering the question tells: 0 when none, None when several or one of the opponent's."""
    told = [f for f in reading.of(Role.STAT) if f.concept == "cost_reduce" and not f.negated]
    if not told:
        return 0
    if len(told) > 1 or told[0].owner == OTHER or not isinstance(told[0].value, int):
        return None
    if _CONDITIONED.search(reading.text, told[0].end):
        # 「…コスト-2って書いてあるけど、その効果は自分の場にいる時だけ」: whether it applies is unread
        return None
    return told[0].value


def raised(reading: Reading) -> int | None:
    """The cost raising the question tells (「コスト+1」「コストが1上がる」): 0 when none, None when several
    or said under a condition. Summed with the lowering before a value below 0 counts as 0 (1-3-6)."""
    told = [f for f in reading.of(Role.STAT) if f.concept == "cost_raise" and not f.negated]
    if not told:
        return 0
    if len(told) > 1 or not isinstance(told[0].value, int) or _CONDITIONED.search(reading.text, told[0].end):
        return None
    return told[0].value


# a condition the lowering is said under (「場にいる時だけ」「手札にある場合のみ」「…に限り」): not read
_CONDITIONED = re.compile(r"(?:時|とき|場合|間|なら)\s*(?:だけ|のみ|限り|しか)|に\s*限(?:り|る)|条件")


def _rested_count(reading: Reading, quantity: Fact) -> bool:
    """「レストのドン!!が2枚」: a DON!! count the rested state is written right before."""
    return any(
        s.concept == "rested" and not s.negated and s.end <= quantity.start
        and _OF.fullmatch(reading.text, s.end, quantity.start) is not None
        for s in reading.of(Role.STATE)
    )  # fmt: skip


def play_count(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or not any(a.concept == "about:don_active" for a in reading.asks()):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    times = played_count(reading)
    if len(acts) != 1 or acts[0].concept != "play" or reading.of(Role.TURN) or times is None:
        return None  # one play in the asker's main phase, nothing else done
    if (
        not 1 <= times <= 5
    ):  # 「コスト2のキャラを3体出したら」: each one paid in turn (2-7-2); 5 fill the area
        return None
    verb = acts[0]
    boxes = cards(reading)
    if len(boxes) != 1 or boxes[0].kind not in _PLAYABLE or boxes[0].first() > verb.start:
        return None
    box = boxes[0]
    if set(box.stats) - {"cost_reduce"} != {"cost"} or box.states or box.owner not in (ASKER, None):
        return None  # the cost decides the payment; another stat or state is not read here
    if box.kind == "event" and "メイン" not in box.keywords:
        return None  # an event played in the main phase is a 【メイン】 one (10-2-3-1): unsaid
    # 「コストを2軽くしたコスト4のキャラ」: the one card's cost paid is lowered, at least 0 (1-3-6)
    reduce = reduction(reading)
    if reduce is None:
        return None  # several lowerings, or the opponent's: not read here
    held = askers_counts(reading)
    if held is None:
        return None
    don: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if not isinstance(f.value, int):
            return None
        if f.concept == "don_count" and _rested_count(reading, f):
            don["don_rested"] = f.value
        elif f.concept in ("don_active", "don_rested"):
            don[f.concept] = f.value
        else:
            return None  # a count this plan does not place
    if "don_active" not in don or don["don_active"] < times * max(0, box.stats["cost"] - reduce):
        return None  # the active DON!! pay the cost (2-7-2); a play they cannot pay is not made
    if times > 1 and (box.kind != "character" or reduce):
        return None  # several events or stages (a stage replaces the last, 3-8-5), or a lowering of which
    card: dict[str, Any] = {"id": "played", "name": "出すカード", "kind": box.kind, "cost": box.stats["cost"]}
    if box.keywords:
        card["keywords"] = [k for k in box.keywords if k in ("メイン", "カウンター", "ブロッカー", "速攻")]
    cards_played = [card] if times == 1 else [{**card, "id": f"played{i + 1}"} for i in range(times)]
    player: dict[str, Any] = {"hand": cards_played, **{k: min(v, 10) for k, v in don.items()}}
    reduced = {"cost_reduce": reduce} if reduce else {}
    actions = [{"type": "play", "card": str(c["id"])} | reduced for c in cards_played]
    payload = {"player1": player, "actions": actions}
    return BuiltScenario(f"{GAME}.plan.play_count", payload, tell(_head(), limit=3), ())


def _head() -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        cost = sim.zone("player1", "cost")
        active = sum(1 for c in cost if not c["flags"].get("rested"))
        rested = len(cost) - active
        return f"支払い後のアクティブのドン!!は{active}枚です。レストのドン!!は{rested}枚になります"

    return head


def play_then_attach(reading: Reading) -> BuiltScenario | None:
    """「アクティブのドン!!4枚でコスト3のキャラを出した。残ったドン!!で何枚付与できる?」 (2-7-2, 6-5-5-1):
    the play pays its cost from the active DON!!, and the ones left are given to the leader (as many as
    there are: a default in `notes`, the count asked) — the engine refuses a DON!! no longer active."""
    kind = asked(reading)
    if kind not in ("number", "can"):
        return None
    acts = list(reading.of(Role.ACTION))
    if [f.concept for f in acts] != ["play", "attach_don"] or any(f.negated for f in acts):
        return None
    if many_played(reading):
        return None  # 「コスト3のキャラを2体出したら」: two payments, the plan makes one
    if reading.of(Role.TURN):
        return None
    boxes = cards(reading)
    # 「…出したら、リーダーにドン!!は付けられる?」: the leader named after the play is what is given to
    given_to = [b for b in boxes[1:] if b.kind == "leader" and b.first() > acts[0].end]
    if any(b.stats or b.keywords or b.states or b.owner not in (ASKER, None) for b in given_to):
        return None
    boxes = [b for b in boxes if b not in given_to]
    if len(boxes) != 1 or boxes[0].kind not in ("character", "stage") or boxes[0].first() > acts[0].start:
        return None
    box = boxes[0]
    if set(box.stats) != {"cost"} or box.states or box.keywords or box.owner not in (ASKER, None):
        return None
    counts = reading.of(Role.QUANTITY)
    if len(counts) != 1 or counts[0].concept != "don_active" or counts[0].owner not in (ASKER, None):
        return None
    don = min(int(str(counts[0].value)), 10)
    cost = box.stats["cost"]
    if don < cost:
        return None  # the play is not paid: what is left is not asked about then
    card = {"id": "played", "name": "出すカード", "kind": box.kind, "cost": cost}
    actions: list[dict[str, Any]] = [{"type": "play", "card": "played"}]
    actions.append({"type": "attach_don", "target": "leader", "count": max(don - cost, 1)})
    payload = {"player1": {"hand": [card], "don_active": don}, "actions": actions}
    notes = (
        "残ったアクティブのドン!!はすべてリーダーに付与するとしています(何枚付与できるかを確かめます)。",
    )
    told = tell(attach_head(kind), limit=3)
    return BuiltScenario(f"{GAME}.plan.play_then_attach", payload, told, notes)


def attach_head(kind: str) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        given = len(sim.zone("player1", "attached"))
        paid = sum(1 for c in sim.zone("player1", "cost") if c["flags"].get("rested"))
        if not given:  # 「付けられる?」: no; 「何枚?」: 0
            said = "付与はできません" if kind == "can" else "付与できるのは0枚です"
            return f"{said}(コストの支払いで{paid}枚をレストにし、アクティブのドン!!が残らないため)"
        return (
            f"付与できるのは{given}枚です(コストの支払いで{paid}枚をレストにし、"
            "残ったアクティブのドン!!を付与します)"
        )

    return head
