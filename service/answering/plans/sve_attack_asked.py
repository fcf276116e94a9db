"""What the Shadowverse Evolve attack plan (`plans/sve_attack.py`) reads of how the attack is asked, where
the builders (`scenarios/sve_attack.py`, being retired) had read it: an attack chained by て to the
asked result (「殴ってリーサル取れる?」: supposed, not told as made), a general 「攻撃できる?」 narrowed by a
second ask naming the leader (「攻撃できる?相手のリーダーにもいける?」), and the asked card's fate that no
default of the plan decides (「…攻撃した。相手のフォロワーはどうなる?」 of a 【必殺】 fight, 12.14.2.1), and
the attacker's words told apart from it (「出したターンに進化させたフォロワー」, 「突進だから」 said again,
「相手の5/5」 named twice).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from service.answering.plans.sve_attack_parts import health_only, two_can_asks
from service.answering.plans.sve_attack_spec import UNSTATED_HEALTH
from service.answering.plans.sve_follower_left import start_in_ask as told_start
from service.answering.plans.sve_read import Described, describe
from service.answering.reading.model import Fact, Reading, Role
from service.engine.errors import EngineError
from service.engine.scenario import simulate

_ENDS = "。??"
# 「殴ってリーサル取れる?」「攻撃して勝てる?」: the attack's て-form, then the asked result
_CHAINED = re.compile(r"\s*(?:っ|し|い)?\s*て\s*(?:、)?\s*")


def _sentence(reading: Reading, at: int) -> tuple[int, int]:
    text = reading.text
    start = max(text.rfind(c, 0, at) for c in _ENDS) + 1
    ends = [i for i in (text.find(c, at) for c in _ENDS) if i >= 0]
    return start, min(ends, default=len(text))


def chained_to_ask(reading: Reading, verb: Fact) -> bool:
    """「こいつでリーダー殴ってリーサル取れる?」: the attack verb is chained by て to an ask of its own
    sentence — the attack is the supposed one the ask is about, not one told as made (a refused attack
    then answers that no one wins, 8.4.3.1)."""
    after = [f for f in reading.facts if f.start >= verb.end and f.role is not Role.NEUTRAL]
    if not after or after[0].role is not Role.ASK:
        return False
    _, end = _sentence(reading, verb.end)
    return after[0].start < end and _CHAINED.fullmatch(reading.text, verb.end, after[0].start) is not None


# 「そいつには攻撃できないよね?」「アクトの方を殴れる?」: a target the first ask names (the two asks are then
# two questions: 「…リーダーなら攻撃できる?」 asks another target, test_plans_sve_plans_alone)
_AIMED = re.compile(r"(?:に|を|へ)\s*(?:は|も|なら)?\s*(?:攻撃|殴|アタック|いけ|行け)")
# 「リーダーにもいける?」「リーダーも殴れる?」「リーダーは?」: the leader named with も as the ask's target
_LEADER_TOO = re.compile(r"\s*(?:に|へ)?\s*(?:も|は|なら)")


def two_questions(reading: Reading) -> bool:
    """Can asks in two sentences (`two_can_asks`) that are not one general ask narrowed to the leader."""
    return two_can_asks(reading) and not narrowed_leader_ask(reading)


def supposed(reading: Reading, verb: Fact, supposing: re.Pattern[str]) -> bool:
    """「突っ込めば」「殴ったら」 (`supposing`), or 「殴ってリーサル取れる?」 (`chained_to_ask`)."""
    return supposing.match(reading.text, verb.end) is not None or chained_to_ask(reading, verb)


def narrowed_leader_ask(reading: Reading) -> bool:
    """「出したターンに進化させたフォロワーって攻撃できる?相手のリーダーにもいける?」「…攻撃できるんだよね?
    そいつで相手リーダーを殴れる?」: two can asks whose first names no target (whether it attacks at all)
    and whose last sentence names the defending leader — the last is the question asked (the leader is
    the target the first left open: the run's refusal or attack answers it; 8.4.3.1)."""
    asks = [f for f in reading.asks() if f.concept == "can"]
    if len(asks) < 2:
        return False
    first, last = _sentence(reading, asks[0].start), _sentence(reading, asks[-1].start)
    if first == last:
        return False
    cards = [f for f in reading.of(Role.CARD) if first[0] <= f.start < first[1]]
    leaders = [f for f in reading.of(Role.CARD) if last[0] <= f.start < last[1] and f.concept == "leader"]
    return (
        all(f.concept == "follower" for f in cards)
        and _AIMED.search(reading.text, first[0], first[1]) is None
        and len(leaders) == 1
        and leaders[0].owner in ("opponent", None)
        and (_LEADER_TOO.match(reading.text, leaders[0].end) is not None or _targeted(reading, leaders[0]))
        and not any(f.concept == "leader" for f in reading.of(Role.CARD) if f.start < last[0])
    )


def _targeted(reading: Reading, leader: Fact) -> bool:
    """「相手リーダーを殴れる?」: the leader as the object of the asked attack."""
    return re.match(r"\s*(?:を|に|へ)", reading.text[leader.end :]) is not None


# 「突進だから」「攻撃力0だから」「必殺持ちなので」「ドレイン2個だから」: a fact given as the reason of what
# follows (a keyword counted by its instances too)
_REASON = re.compile(
    r"\s*(?:持ち)?\s*(?:[0-9０-９]+\s*(?:個|つ)\s*)?(?:だから|なので|だし|やから|やし|だけど|だけれど)"
)


def restated_reasons(reading: Reading) -> Reading:
    """「このターン出した【突進】持ちフォロワー。…突進だからフォロワーなら殴れるよね?」「0/3の【必殺】持ちが…
    攻撃力0だからダメージは入らないけど」: a keyword or 攻撃力・体力 said again as a reason, the same as one
    told earlier of a card, names that card's fact again — no card of its own (the reader had described a
    second follower from it, and the plan declined)."""
    said: set[tuple[Role, str, object]] = set()
    dropped: list[Fact] = []
    for f in reading.facts:
        if f.role not in (Role.KEYWORD, Role.STAT) or f.negated:
            continue
        key = (f.role, f.concept, f.value)
        if key in said and _REASON.match(reading.text, f.end) is not None:
            dropped.append(f)
            # 「ドレイン2個だから6回復?」: the count of the keyword's instances supposed, no card count
            dropped += [g for g in reading.asks() if g.concept == "about:number" and g.start == f.end]
        said.add(key)
    if not dropped:
        return reading
    return replace(reading, facts=tuple(f for f in reading.facts if f not in dropped))


def described(reading: Reading, evolving: list[Fact]) -> tuple[list[Described], dict[str, int]]:
    """`describe`'s followers and leaders' 体力, with 「出したターンに」 before the evolve put on the evolved
    follower (`played_at_evolve`) and a noun-less group named twice kept once (`said_again`)."""
    cards, leaders = describe(reading)
    return own_health(reading, said_again(played_at_evolve(reading, cards, evolving)), leaders), leaders


def own_health(reading: Reading, cards: list[Described], leaders: dict[str, int]) -> list[Described]:
    """「…相手リーダー攻撃。俺の体力10からいくつ?」: a 体力 with an owner word and no card noun in the asking
    sentence, the attacker's side (the asker's, in its own turn) whose leader's 体力 is not told otherwise,
    is that leader's (a player's 体力 is its leader's, 6.2.1.11; `health_only`) — no follower of its. The
    attacked side's is bound where the plan knows the leader is attacked (`sve_attack.attack`)."""
    asks = reading.asks()
    if not asks:
        return cards
    start, end = _sentence(reading, asks[-1].start)
    held = [
        d for d in cards
        if health_only(d) is not None and d.owner == "self" and "self" not in leaders
        and start <= d.facts[0].start < end
    ]  # fmt: skip
    if len(held) != 1 or not any(d.noun is not None for d in cards if d is not held[0]):
        return cards
    leaders["self"] = health_only(held[0]) or 0
    return [d for d in cards if d is not held[0]]


def said_again(described: list[Described]) -> list[Described]:
    """「相手の5/5が殴ってきた。…相手の5/5って破壊される?」: a noun-less group repeating an earlier group of
    the same owner fact for fact (攻撃力・体力 by value) is that card named again, not a second card — only
    the later is dropped (`echo` had dropped both, each repeating the other, and the fight was declined)."""
    out: list[Described] = []
    for d in described:
        if d.noun is None and d.facts and any(_same(d, o) for o in out):
            continue
        out.append(d)
    return out


def _same(d: Described, o: Described) -> bool:
    key = sorted((f.role.name, f.concept, f.value, f.negated) for f in d.facts)
    return (
        d.owner is not None
        and d.owner == o.owner
        and key == sorted((f.role.name, f.concept, f.value, f.negated) for f in o.facts)
    )


# 「ダメージ入らないし」「ダメージは通らない」: the damage said not dealt (the reader reads no negation)
_NOT_DEALT = re.compile(r"\s*(?:は|が)?\s*(?:入|通|与え|出)?\s*(?:ら|れ|さ)?\s*(?:ない|なし|ません|ず)")


def no_damage_said(reading: Reading, f: Fact, verbs: list[Fact]) -> bool:
    """「攻撃力0だからダメージ入らないし」: a damage of no amount (or 0) told not dealt after the attack, a
    fighter told at 攻撃力0 — that fight's own damage said again (none is dealt, 1.3.2.2), no effect."""
    return (
        f.concept == "damage"
        and f.value in (None, 0)
        and any(v.end <= f.start for v in verbs)
        and (f.negated or f.value == 0 or _NOT_DEALT.match(reading.text, f.end) is not None)
        and any(s.concept == "attack" and s.value == 0 for s in reading.of(Role.STAT))
    )


def fate_by_default(
    reading: Reading, payload: dict[str, Any], side: str, seat: Mapping[str, str], verb: Fact
) -> bool:
    """「…攻撃したら、こっちのフォロワーはどうなる?」: a follower named after the attack, whose fate the
    plan's defaults may decide (unless `fate_untouched`)."""
    named = any(f.start > verb.end for f in reading.of(Role.CARD))
    return named and not fate_untouched(reading, payload, side, seat, verb.end)


def fate_untouched(
    reading: Reading, payload: dict[str, Any], side: str, seat: Mapping[str, str], after: int
) -> bool:
    """「攻撃力0で【必殺】持ちのフォロワーで…攻撃した。相手のフォロワーはどうなる?」: every follower named
    after the attack is `side`'s, and its fate is the same whether each unstated 体力 of the run (the plan's
    UNSTATED_HEALTH) is that or 1 — the plan's defaults then decide nothing asked (the 【必殺】 target is
    destroyed with no damage dealt, 12.14.2.1, whatever the attacker's 体力)."""
    asked = [f for f in reading.of(Role.CARD) if f.start > after]
    if not asked or any(f.concept != "follower" or f.owner != side for f in asked):
        return False
    low = {p: _lowered(v) for p, v in payload.items()}
    return _gone(payload, seat[side]) == _gone(low, seat[side]) is not None


def _lowered(side: Any) -> Any:
    if not isinstance(side, dict) or "field" not in side:
        return side
    field = [dict(c, health=1) if c.get("health") == UNSTATED_HEALTH else c for c in side["field"]]
    return dict(side, field=field)


def _gone(payload: dict[str, Any], player: str) -> frozenset[str] | None:
    try:
        result = simulate("sve", payload)
    except EngineError:
        return None
    return frozenset(
        str(e.data.get("card"))
        for e in result.events
        if e.type == "move" and e.data.get("from_zone") == "field" and e.data.get("to_player") == player
    )


# 「出したターンに進化させた」「出したターンのうちに進化して」: the time, then the evolve verb
_AT_EVOLVE = re.compile(r"\s*(?:に|のうちに|中に|内に)\s*(?:すぐ|そのまま|即)?\s*")
# 「進化させたフォロワー」「進化したばかりのフォロワー」: the evolve's relative clause, then its noun
_EVOLVED_NOUN = re.compile(r"\s*(?:さ?せ|し)?\s*た\s*(?:ばかり|ばっか)?\s*(?:の)?\s*")


def played_at_evolve(reading: Reading, described: list[Described], evolving: list[Fact]) -> list[Described]:
    """A description that is only 「出したターン」 (the played-this-turn state, no noun) right before the
    evolve verb whose follower noun follows it: that state is the follower's, no card of its own."""
    if len(evolving) != 1:
        return described
    evolve = evolving[0]
    out: list[Described] = []
    pending: Described | None = None
    for d in described:
        if (
            d.noun is None
            and d.owner is None
            and [f.concept for f in d.facts] == ["summoning_sick"]
            and not d.facts[0].negated
            and _AT_EVOLVE.fullmatch(reading.text, d.end(), evolve.start) is not None
        ):
            pending = d
            continue
        if (
            pending is not None
            and d.noun is not None
            and _EVOLVED_NOUN.fullmatch(reading.text, evolve.end, min(f.start for f in d.all())) is not None
        ):
            out.append(Described(d.noun, [*pending.facts, *d.facts]))
            pending = None
            continue
        if pending is not None:
            out.append(pending)
            pending = None
        out.append(d)
    return out + ([pending] if pending is not None else [])


# 「さらに【ドレイン】を付与した」「「【ドレイン】を得る」をさらに付けた」: a keyword given to a card
_GIVEN = re.compile(
    r"\s*[」』]?\s*(?:を)?\s*[」』]?\s*(?:さらに|もう一つ|もう1つ)?\s*(?:付け|つけ|付与|得|与え|持たせ)"
)


def given_again(reading: Reading) -> list[tuple[Fact, Fact]]:
    """「【ドレイン】持ちに、別のカードでさらに【ドレイン】を付与した」: a keyword given by an effect whose
    keyword was told before (held by the attacker) — the plan's `_granted` pair, with no effect word read:
    the engine gives it again, and a second 【ドレイン】 is one (12.13.3)."""
    out: list[tuple[Fact, Fact]] = []
    told: set[str] = set()
    for f in reading.of(Role.KEYWORD):
        if f.negated:
            continue
        if f.concept in told and _GIVEN.match(reading.text, f.end) is not None:
            out.append((f, f))
        told.add(f.concept)
    return out


def start_in_ask(reading: Reading, told: set[str], asked: str) -> bool:
    """`sve_follower_left.start_in_ask` (「…体力は15から何になる?」: the start told in the asking sentence,
    which the verdict may read as another leader's), unless the asked leader's is the only 体力 told
    (「俺の体力10からいくつ?」: no other leader's to take)."""
    return told_start(reading) and told != {asked}
