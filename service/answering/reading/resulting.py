"""A player quantity the question tells as the result of what happened (「相手のデッキがちょうど0枚に
なった」「ライフが0枚になった」) is reflected by the run's END, not by its start: the scenario starts
from another count and its actions bring the player there.

The planner accounts a quantity against the scenario's starting position only, so such a fact is
NOT_MODELED there. It counts as reflected when the fact names its owner (or, unowned, exactly one
player's count ends there from another start), the run's final state holds
that value in that player's zone of the same name (deck, life, hand, trash), and the scenario did
not simply start there (then nothing brought the player to it: the question's 「なった」 is not run).
A card's stat told the same way (「パワーが-2000になった」) is reflected when the run's change reports
that value. Any other case stays as the planner left it.

The planner would also SET such a count as the start when the scenario lacks it (「2枚引かせたら相手
のデッキが0枚になった」 run from deck 0, the draw after it): a told result after an action of the
question is therefore never applied (`applied_results` names those; the gate reconciles without them).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from service.answering.reading.doer_state import doer_state_reached
from service.answering.reading.model import Accounted, Fact, Reading, Role, Status
from service.answering.reading.payload import holds
from service.engine.events import Event
from service.engine.scenario import SimulationResult

# 「0枚になった」「0枚に減った」「尽きた」: the count said as what it became
_BECAME = re.compile(r"\s*(?:に|と)?\s*(?:なっ|なり|なる|減っ|尽き)")
_ZONES = frozenset({"deck", "life", "hand", "trash"})
# 「解決したら両方山札ゼロ」: the count said in the clause after the effect's resolution
_RESOLVED = re.compile(r"(?:解決|処理)\s*し(?:たら|た後|たあと|終わったら)|解決後")
# a player's count kept as a counter, not a zone (kiseki's 絆): 「相手の絆が-3まで落ちた」「絆を0にした」
_COUNTERS = frozenset({"kizuna"})
_COUNTER_BECAME = re.compile(r"\s*(?:まで|に|と)?\s*(?:なっ|なり|なる|減っ|落ち|削|下が|し(?:た|て))")
# 「1ダメージ食らって残り体力1」: a card's stat said as what is left after what happened
_LEFT = re.compile(r"残り\s*$")
# 「リーダーを7000にした」: a card's stat said as what an act made it
_MADE = re.compile(r"\s*に\s*(?:し|。|、)")
# 「殴ったらちょうど0なんだけど」: a stat said as where the act before it leaves it (the lexicon reads it only
# after ちょうど/ぴったり, sve.jsonl)
_SAID = re.compile(r"\s*なん(?:だ|です)")


def _told_result(reading: Reading, fact: Fact) -> bool:
    return (
        fact.role is Role.QUANTITY
        and fact.concept in _ZONES | _COUNTERS
        and (_became(reading, fact) or _told_again(reading, fact))
        and any(f.start < fact.start and not f.negated for f in reading.of(Role.ACTION))
    )


# 「ちなみにさっきのバトルで相手のライフは0になってた」: a count said as what an EARLIER act made it —
# where the asked act starts from, not what the asked act brings the player to
_EARLIER = re.compile(
    r"(?:さっき|先ほど|先程|前|以前)\s*の\s*(?:バトル|アタック|ターン|攻撃)|その前に|すでに|既に"
)


def _earlier(reading: Reading, fact: Fact) -> bool:
    sentence = re.split(r"[。?？!！]", reading.text[: fact.start])[-1]
    return _EARLIER.search(sentence) is not None


def _became(reading: Reading, fact: Fact) -> bool:
    if _earlier(reading, fact):
        return False
    said = _COUNTER_BECAME if fact.concept in _COUNTERS else _BECAME
    clause = re.split(r"[。、,?？!！]", reading.text[: fact.start])[-1]
    return said.match(reading.text, fact.end) is not None or _RESOLVED.search(clause) is not None


def _told_again(reading: Reading, fact: Fact) -> bool:
    """「山札が残り1枚…最後の1枚を引いて山札0。」: a zone's count told again, another value, after an
    action told since the first count, is what the action made it (said without 「になった」)."""
    return not _earlier(reading, fact) and any(
        q.concept == fact.concept
        and q.end <= fact.start
        and q.value != fact.value
        and (fact.owner is None or q.owner in (fact.owner, None))
        and any(q.end <= a.start and a.end <= fact.start and not a.negated for a in reading.of(Role.ACTION))
        for q in reading.of(Role.QUANTITY)
    )


def told_results(reading: Reading) -> tuple[Fact, ...]:
    """The quantities `reading` tells as what an action of it made them (see the module): a plan
    that runs the action starts from the other counts."""
    return tuple(f for f in reading.facts if _told_result(reading, f))


def applied_results(reading: Reading, accounted: Sequence[Accounted]) -> tuple[Fact, ...]:
    """Told results after an action (see the module) the planner set as the scenario's start."""
    return tuple(a.fact for a in accounted if a.status is Status.APPLIED and _told_result(reading, a.fact))


def without(reading: Reading, hidden: Sequence[Fact]) -> Reading:
    """`reading` with the facts `hidden` left out (the planner does not see them)."""
    return replace(reading, facts=tuple(f for f in reading.facts if f not in hidden))


def put_back(accounted: Sequence[Accounted], hidden: Sequence[Fact]) -> tuple[Accounted, ...]:
    """`accounted` with the `hidden` facts back in text order, not reflected (yet: see
    `results_reached`)."""
    if not hidden:
        return tuple(accounted)
    back = [Accounted(f, Status.NOT_MODELED, note="結果として述べられた値です") for f in hidden]
    return tuple(sorted([*accounted, *back], key=lambda a: (a.fact.start, a.fact.end)))


def _count(state: Mapping[str, Any], seat: str, zone: str) -> int | None:
    player = state.get("players", {}).get(seat)
    zones = player.get("zones") if isinstance(player, Mapping) else None
    cards = zones.get(zone) if isinstance(zones, Mapping) else None
    if zone in _COUNTERS and isinstance(player, Mapping) and isinstance(player.get("counters"), Mapping):
        value = player["counters"].get(zone)
        return value if isinstance(value, int) else None
    return len(cards) if isinstance(cards, list) else None


def _start(scenario: Mapping[str, Any], seat: str, zone: str) -> int | None:
    player = scenario.get(seat)
    value = player.get(zone) if isinstance(player, Mapping) else None
    if isinstance(value, list):
        return len(value)
    return value if isinstance(value, int) else None


def results_reached(
    reading: Reading,
    accounted: Sequence[Accounted],
    scenario: Mapping[str, Any],
    result: SimulationResult,
    seats: Mapping[str, str],
) -> tuple[Accounted, ...]:
    """`accounted` with each told result quantity the run ends at marked USED (see the module)."""
    out: list[Accounted] = []
    for a in accounted:
        f = a.fact
        seat = seats.get(f.owner) if f.owner in ("self", "opponent") else None
        if f.owner is None and f.role is Role.QUANTITY and f.concept in _ZONES | _COUNTERS:
            # 「デッキ0枚になった」 with no owner: the one player whose count the run brought there
            moved = [
                s
                for s in sorted(set(seats.values()))
                if _count(result.final_state, s, f.concept) == f.value
                and _start(scenario, s, f.concept) != f.value
            ]
            seat = moved[0] if len(moved) == 1 else None
        if (
            a.status is Status.NOT_MODELED
            and f.role is Role.QUANTITY
            and f.concept in _ZONES | _COUNTERS
            and isinstance(f.value, int)
            and not f.negated
            and seat is not None
            and (_became(reading, f) or _told_again(reading, f))
            and _count(result.final_state, seat, f.concept) == f.value
            and _start(scenario, seat, f.concept) != f.value
        ):
            a = replace(a, status=Status.USED, field=f"{seat}.{f.concept}(結果)", note="実行後の値")
        elif _hand_after_play(reading, a, scenario, result, seats.get(f.owner or "self")):
            a = replace(a, status=Status.USED, field=f"{seats.get(f.owner or 'self')}.hand(プレイ直後)")
        elif _both_reached(reading, a, scenario, result, sorted(set(seats.values()))):
            a = replace(a, status=Status.USED, field=f"players.{f.concept}(結果)", note="両方の実行後の値")
        elif _stat_reached(reading, a, result):
            a = replace(a, status=Status.USED, field=f"events.{f.concept}(結果)", note="効果の適用後の値")
        elif _state_reached(reading, a, scenario, result):
            a = replace(a, status=Status.USED, field=f"events.{f.concept}(結果)", note="行動の結果の状態")
        elif doer_state_reached(reading, a, scenario, result):
            a = replace(
                a, status=Status.USED, field=f"events.{f.concept}(結果)", note="行動した側の結果の状態"
            )
        elif _paid_reached(reading, a, scenario, result):
            a = replace(a, status=Status.USED, field=f"events.{f.concept}(支払い)", note="支払いの枚数")
        out.append(a)
    return tuple(out)


# 「撃った後の手札3枚」「撃った直後の手札は2枚」: the hand said as what the card's play left it
_AFTER_PLAY = re.compile(r"(?:撃っ|プレイし|使っ)た(?:直後|後|あと)の?\s*(?:自分の)?\s*$")


def _hand_after_play(
    reading: Reading, a: Accounted, scenario: Mapping[str, Any], result: SimulationResult, seat: str | None
) -> bool:
    """A hand told as what the play left (「EVENTを撃った(撃った後の手札3枚)」) is reflected when the run's
    hand, counted from the scenario's start through its moves, holds that many cards right after the
    seat's first card is moved from the hand to be played (the 発動待機領域, kiseki 1204.2i)."""
    f = a.fact
    if not (
        a.status is Status.NOT_MODELED
        and f.role is Role.QUANTITY
        and f.concept == "hand"
        and isinstance(f.value, int)
        and not f.negated
        and seat is not None
        and _AFTER_PLAY.search(reading.text, max(0, f.start - 12), f.start)
    ):
        return False
    start = _start(scenario, seat, "hand")
    if start is None:
        return False
    held = start
    for e in result.events:
        if e.type != "move":
            continue
        if e.data.get("from_player") == seat and e.data.get("from_zone") == "hand":
            held -= 1
            if e.data.get("to_zone") == "standby":
                return held == f.value
        if e.data.get("to_player") == seat and e.data.get("to_zone") == "hand":
            held += 1
    return False


def _both_reached(
    reading: Reading, a: Accounted, scenario: Mapping[str, Any], result: SimulationResult, seats: list[str]
) -> bool:
    """「両方の山札が同時に0枚になった」: a result told of both players (owner both) is reflected when
    every player's count ends at that value and none started there."""
    f = a.fact
    return (
        a.status is Status.NOT_MODELED
        and f.role is Role.QUANTITY
        and f.owner == "both"
        and f.concept in _ZONES | _COUNTERS
        and isinstance(f.value, int)
        and not f.negated
        and len(seats) == 2
        and (_became(reading, f) or _told_again(reading, f))
        and all(
            _count(result.final_state, s, f.concept) == f.value and _start(scenario, s, f.concept) != f.value
            for s in seats
        )
    )


# 「攻撃してスタンさせた」: a state said as what the told act did to its target (causative, done)
_CAUSED = re.compile(r"\s*(?:状態に)?\s*(?:させ(?:た|て)|し(?:た|て))")
_STATE_KEYS = {"stunned": "stunned"}


def _state_reached(
    reading: Reading, a: Accounted, scenario: Mapping[str, Any], result: SimulationResult
) -> bool:
    """A state told as the result of the act before it in its clause (「UNITを攻撃してスタンさせた」) is
    reflected when the run puts the target of a scripted action into it (a `set_state` of that key)."""
    f = a.fact
    key = _STATE_KEYS.get(f.concept)
    if key is None or a.status is not Status.NOT_MODELED or f.role is not Role.STATE or f.negated:
        return False
    if not _CAUSED.match(reading.text, f.end):
        return False
    clause = max(reading.text.rfind(c, 0, f.start) for c in "。、?？!！") + 1
    if not any(clause <= g.start < f.start and not g.negated for g in reading.of(Role.ACTION)):
        return False
    actions = scenario.get("actions")
    targets = {
        str(act.get("target"))
        for act in (actions if isinstance(actions, list) else [])
        if isinstance(act, Mapping) and act.get("target") is not None
    }
    return any(
        e.type == "set_state" and e.data.get("key") == key and e.data.get("value") is True
        and e.data.get("card") in targets
        for e in result.events
    )  # fmt: skip


# 「コスト4のキャラ出すのに4枚寝かせた」「コトダマ撃って、エテル5枚のうち3枚を横にした」: the count bowed
_PAID_COUNT = re.compile(r"([0-9]+)\s*枚\s*(?:を|だけ)?\s*$")
_PAID_ALL = re.compile(r"(?:全部|全て|すべて)\s*$")
_PAID_KEYS = {"rested": "bowed"}  # ninjaslayer's オジギ: paying エテル bows it (1312.1)


def _paid_reached(
    reading: Reading, a: Accounted, scenario: Mapping[str, Any], result: SimulationResult
) -> bool:
    """A count of cards told bowed after the act that paid with them, in its sentence (「コスト4のキャラ
    出すのに4枚寝かせた」) is reflected when the run's one scripted action puts exactly that many of the
    player's unnamed cards (the scenario's fillers: no id of its own) into that state — the payment."""
    f = a.fact
    key = _PAID_KEYS.get(f.concept)
    if key is None or a.status is not Status.NOT_MODELED or f.role is not Role.STATE or f.negated:
        return False
    sentence = max(reading.text.rfind(c, 0, f.start) for c in "。?？!！") + 1
    count, at = _paid_count(reading, f, sentence)
    if count is None or not any(
        sentence <= g.start < at and not g.negated for g in reading.of(Role.ACTION, Role.TERM)
    ):
        return False
    actions = scenario.get("actions")
    scripted = [act for act in (actions if isinstance(actions, list) else []) if isinstance(act, Mapping)]
    named = {str(v) for act in scripted for k, v in act.items() if k in ("card", "attacker", "target")}
    paid = 0
    for e in result.events:  # the first payment: its cards bowed before the entry they paid for
        if e.type == "set_state" and e.data.get("key") == key and e.data.get("value") is True:
            paid += str(e.data.get("card")) not in named
        elif e.type == "entry" and paid:
            break
    return bool(scripted) and paid == count


def _paid_count(reading: Reading, state: Fact, sentence: int) -> tuple[int | None, int]:
    """The count told bowed and where it starts: the number right before it (「4枚寝かせた」), or all
    of the count told before it in its sentence (「エテル3枚を全部オジギした」). A part said with its
    whole (「うち4枚横」: a state's own count) is a state held, which the scenario must start with."""
    told = _PAID_COUNT.search(reading.text, 0, state.start)
    if told is not None:
        return int(told.group(1)), told.start()
    every = _PAID_ALL.search(reading.text, 0, state.start)
    whole = [q for q in reading.of(Role.QUANTITY) if sentence <= q.start and q.end <= state.start]
    if every is None or len(whole) != 1 or not isinstance(whole[0].value, int):
        return None, state.start
    return int(whole[0].value), whole[0].start


def _stat_reached(reading: Reading, a: Accounted, result: SimulationResult) -> bool:
    """A card's stat told as what it became (「パワーが-2000になった」「残り体力1」): reflected when one
    change the run applied reports the stat at that value (the engines' `modify` event carries the new
    value)."""
    f = a.fact
    if not (
        a.status is Status.NOT_MODELED
        and f.role is Role.STAT
        and isinstance(f.value, int)
        and not f.negated
        and (
            _BECAME.match(reading.text, f.end)
            or _SAID.match(reading.text, f.end)
            or _MADE.match(reading.text, f.end)
            or _LEFT.search(reading.text, 0, f.start)
        )
    ):
        return False
    # sve's damage to a follower reports the 体力 left (2.8.2): 「2ダメージくらって残り体力1になってる」;
    # onepiece's counter reports the power it gave (`power_up`, 7-1-3-2-1)
    changed = ("modify", "set_state", "power_up")
    if any(e.type in changed and e.data.get(f.concept) == f.value for e in result.events):
        return True
    # a leader's 体力 is its player's counter (sve 2.8.3.1): 「殴ったらちょうど0になる」 is reached when the
    # run's damage brings a player's counter of that name there (an untold start is not the run's doing)
    return any(
        e.type == "counter" and e.data.get("key") == f.concept and e.data.get("value") == f.value
        and e.data.get("delta") not in (None, 0)
        for e in result.events
    )  # fmt: skip


def lowered(
    accounted: Sequence[Accounted], scenario: Mapping[str, Any], events: Sequence[Event]
) -> tuple[Accounted, ...]:
    """A lowering told with its amount (「-3000されて」: `minus` = 3000) is reflected by that amount taken
    away in the scenario or its run (a `modify` of -3000): the planner looks for the unsigned number."""
    out: list[Accounted] = []
    for a in accounted:
        f = a.fact
        if (
            a.status is Status.NOT_MODELED
            and f.role is Role.MODIFIER
            and f.concept == "minus"
            and isinstance(f.value, int)
            and f.value > 0
            and not f.negated
            and a.note == f"シナリオに {f.value} がありません"
            and holds(scenario, events, -f.value)
        ):
            a = replace(a, status=Status.USED, field="actions(-)", note=f"-{f.value} として反映")
        out.append(a)
    return tuple(out)
