"""Shadowverse Evolve attacks planned from the reading (8.4): the followers the question describes
(stats, keywords, states), who attacks (the turn player: the asker, or the opponent in 「相手のター
ン」/「攻撃してきた」) and what (the defending leader named in the attack's sentence, else the
defending follower), and what is asked (destroyed? / the leader's 体力 / winner / can it attack?).

Defaults, each named in the notes: a follower whose 体力 is not stated has 99 (survives any one
fight) and one whose 攻撃力 is not stated has 0 — used only where they cannot change the answer (an
attack on a leader, 「攻撃できる?」, or a destruction that happens anyway, since a smaller 体力 or a
larger 攻撃力 only destroys more); the attacker has been on the field since before this turn unless the
question says it was just played; a follower the question says already attacked this turn is acted
(8.4.4).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from service.answering.plans.sve_read import (
    KEYWORDS,
    WORD,
    Described,
    describe,
    game_over,
    seats,
    unbound_numbers,
)
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

GAME = "sve"
UNSTATED_HEALTH = 99
# 「さっき攻撃した」「一度殴った」「アタック済み」: an attack already made
_DONE = re.compile(r"\s*(?:を)?\s*(?:し|っ)?(?:た|て(?:い|る|た|お|しま|ちゃ)|済)")
_REMOVED = frozenset({"destroy"})
# 「攻撃のあと」「攻撃前の」「攻撃が終わったあと」「攻撃後」: the attack named as a time, not another attack
_WHEN = re.compile(r"\s*(?:の\s*)?(?:あと|後|前|が\s*終わ|終わ)")


def _echo(d: Described, others: list[Described]) -> bool:
    """A group with no noun that only repeats what another card has (「守護を無視して」)."""
    if d.noun is not None:
        return False
    said = {(f.role, f.concept) for o in others if o is not d for f in o.facts}
    return all((f.role, f.concept) in said for f in d.facts)


def _spec(d: Described, uid: str, side: str, defaults: list[str]) -> dict[str, Any] | None:
    keywords = d.keywords()
    if any(k not in KEYWORDS for k in keywords):
        return None  # a keyword the engine does not run
    states = d.states()
    if {"rested", "active"} <= states:
        return None
    spec: dict[str, Any] = {"id": uid, "name": f"{WORD[side]}のフォロワー"}
    attack, health = d.stat("attack"), d.stat("health")
    spec["attack"] = attack if attack is not None else 0
    spec["health"] = health if health is not None else UNSTATED_HEALTH
    if attack is None:
        defaults.append(f"{WORD[side]}のフォロワーの攻撃力は指定がないので0と仮定。")
    if health is None:
        defaults.append(f"{WORD[side]}のフォロワーの体力は指定がないので{UNSTATED_HEALTH}(倒れない)と仮定。")
    if keywords:
        spec["keywords"] = sorted(set(keywords))
    if "rested" in states:
        spec["acted"] = True
    if "summoning_sick" in states:
        spec["summoning_sick"] = True
    return spec


def _attack_sentence(reading: Reading, verbs: list[Fact]) -> tuple[int, int]:
    asked_verb = asked_action(reading)
    verb = asked_verb if asked_verb is not None and asked_verb in verbs else verbs[-1]
    text = reading.text
    start = max(text.rfind(c, 0, verb.start) for c in "。??") + 1
    return start, verb.end


def attack(reading: Reading) -> BuiltScenario | None:
    granted = _granted(reading)
    if granted:  # 「効果でさらに【ドレイン】を付けた」: an effect action, not a card said apart
        told = {f for pair in granted for f in pair}
        reading = replace(reading, facts=tuple(f for f in reading.facts if f not in told))
    verbs = [f for f in reading.of(Role.ACTION) if f.concept in ("attack", "attacked") and not f.negated]
    told = [f for f in verbs if not _WHEN.match(reading.text, f.end)]
    verbs = told if told else verbs
    if not verbs or unbound_numbers(reading):
        return None
    others = [
        f for f in reading.of(Role.ACTION)
        if f.concept not in ("attack", "attacked", "destroy") and not _attack_use(reading, f, verbs)
    ]  # fmt: skip
    plays = [f for f in others if f.concept == "play" and not f.negated]
    others = [f for f in others if f not in plays]
    if others or (reading.of(Role.MODIFIER, Role.QUANTITY) and not _counts_only(reading)):
        return None  # an effect, a play, an evolve …: another family
    seat = seats(reading)
    attacking = "opponent" if seat["self"] == "player2" else "self"
    defending = "self" if attacking == "opponent" else "opponent"
    described, leaders = describe(reading)
    described = [d for d in described if not _echo(d, described)]
    if any(d.conflicting for d in described) or "?" in leaders:
        return None
    # a card with no owner said is the attacker's only as a noun (「攻撃力3のフォロワーで」); stray
    # attributes with no noun and no owner (「【威圧】持ち。」 read apart) bind to no card: decline
    mine = [d for d in described if d.owner == attacking or (d.owner is None and d.noun is not None)]
    theirs = [d for d in described if d.owner == defending]
    if any(d.owner is None and d.noun is None for d in described):
        return None
    implicit = not mine and asked(reading) == "can"
    if implicit:  # 「相手の横向きのフォロワーを攻撃できる?」: the asker's follower, no keyword of its own
        mine = [Described(None, [])]
    attacker = mine[0] if implicit else _one(mine)
    # a keyword said apart from the attacker's noun (「手札の【クイック】」) is another card's
    if attacker is None or (attacker.noun is None and any(d.noun is not None for d in mine)):
        return None
    # 「【突進】持ちのフォロワーを今出した」: the attacker played this turn (8.4.2.1); without 【疾走】
    # it cannot attack a leader either, so an attack on the follower named answers 「何かしら」 too
    if plays and not (len(plays) == 1 and _plays(reading, attacker, plays[0])):
        return None
    if plays and "疾走" in attacker.keywords():
        return None
    asked_verb = asked_action(reading)
    if asked_verb is not None and _attack_use(reading, asked_verb, verbs):
        asked_verb = max((v for v in verbs if v.end <= asked_verb.start), key=lambda v: v.end)
    if asked(reading) == "can" and (asked_verb is None or asked_verb.concept != "attack"):
        return None  # 「攻撃してきた。…撃てる?」 asks about another move than the attack
    start, end = _attack_sentence(reading, verbs)
    at_leader = any(
        f.role is Role.CARD
        and f.concept == "leader"
        and f.owner in (defending, None)
        and start <= f.start < end
        for f in reading.facts
    )
    kind = asked(reading)
    earlier = [
        v for v in verbs if v.concept == "attack" and v.end <= end and _DONE.match(reading.text, v.end)
    ]
    again = kind == "can" and bool(earlier) and verbs[-1] not in earlier
    # 「攻撃に使える?」 naming no target, and no card of the defender said: whether it can attack at
    # all is whether it can attack the leader, unless 【突進】 (only acted followers, 12.10.2)
    bare = kind == "can" and not theirs and "突進" not in attacker.keywords()
    target = None if at_leader else _one(theirs)
    if not at_leader and target is None and not ((again or bare) and not theirs):
        return None
    later = any(f.concept == "next_turn" and not f.negated for f in reading.of(Role.TURN))
    if later and (attacking != "self" or "summoning_sick" in attacker.states()):
        return None  # the asker's next turn with the opponent attacking, or a card played 「this」 turn
    at_leader = at_leader or target is None  # 「もう1回攻撃できる?」: an acted attacker attacks nothing
    defaults: list[str] = []
    a_spec = _spec(attacker, "a", attacking, defaults)
    if a_spec is None:
        return None
    if plays:
        a_spec["summoning_sick"] = True
    notes: list[str] = []
    if again and not a_spec.get("acted"):
        a_spec["acted"] = True  # 「さっき攻撃したフォロワーで、もう1回」: its attack acted it (8.4.4)
        notes.append("すでに攻撃したフォロワーは、その攻撃でアクト状態になっています(8.4.4)。")
    if implicit:
        notes.append("攻撃するフォロワーは指定がないので、キーワードを持たない自分のフォロワーと仮定。")
    if bare and not at_leader and not again:
        notes.append("攻撃目標は指定がないので相手のリーダーと仮定(【突進】がなければ攻撃の可否は同じ)。")
    if later:
        notes.append("「次の自分のターン」は、スタートフェイズ(スタンド: 7.2.3)の後と仮定。")
    if "summoning_sick" not in attacker.states() and not plays:
        notes.append("攻撃するフォロワーは前のターンから場にいる(このターンに出していない)と仮定。")
    copies = attacker.count if at_leader else 1
    field_a = [a_spec] + [dict(a_spec, id=f"a{i}") for i in range(2, min(copies, 5) + 1)]
    field_d: list[dict[str, Any]] = []
    bystanders = [d for d in theirs if d is not target and d.facts]  # a bare noun names one again
    if any(d.noun is None for d in bystanders):
        return None  # 「体力5の相手リーダー」: stats no noun carries may be the leader's, no follower's
    for i, d in enumerate(bystanders[:4], start=2):
        spec = _spec(d, f"b{i}", defending, defaults)
        if spec is None:
            return None
        field_d.append(spec)
    if target is not None:
        t_spec = _spec(target, "b", defending, defaults)
        if t_spec is None:
            return None
        if kind != "can" and not target.states() and "指定攻撃" not in a_spec.get("keywords", ()):
            # the question says the attack was made: only an acted follower can be its target (8.4.3.1)
            t_spec["acted"] = True
            notes.append("攻撃された相手のフォロワーは、攻撃目標にできるアクト状態と仮定(8.4.3.1)。")
        field_d.insert(0, t_spec)
    actions = [
        {"type": "attack", "attacker": spec["id"], "target": "leader" if at_leader else "b"}
        for spec in field_a
    ]
    if granted and len(field_a) != 1:
        return None
    grants = [
        {
            "type": "effect",
            "effect": "gain_keyword",
            "keyword": kw.concept.strip("【】"),
            "target": {"card": "a"},
        }
        for _, kw in granted
    ]
    if grants:
        actions = grants + actions
        notes.append("効果で得たキーワードは、攻撃するフォロワーが攻撃の前に得たものとしました。")
    players: dict[str, dict[str, Any]] = {seat[attacking]: {"field": field_a}, seat[defending]: {}}
    if field_d:
        players[seat[defending]]["field"] = field_d
    for owner, health in leaders.items():
        players.setdefault(seat[owner], {})["health"] = health
    if kind == "number" and not at_leader:
        return None  # a follower's 体力 left: the asked quantity is read as a leader's (quantity.py)
    drained = "ドレイン" in a_spec.get("keywords", ()) or any(g["keyword"] == "ドレイン" for g in grants)
    own = kind == "number" and _asked_leader(reading, seat) == seat[attacking] and "?" not in leaders
    if at_leader and own and drained and defending not in leaders and 0 < (attacker.stat("attack") or 0) < 20:
        # 「【ドレイン】で殴った。自分の体力は?」: the attacked leader at the game's starting 20 (6.2.1.11)
        # survives this attack, so its 【ドレイン】 resolves (10.5.2.2)
        players[seat[defending]]["health"] = 20
        notes.append(
            "相手リーダーの体力は指定がないので20と仮定(この攻撃では0にならず、【ドレイン】は解決されます)。"
        )
    if (
        at_leader
        and kind in ("winner", "number")
        and defending not in leaders
        and not players[seat[defending]]
    ):
        return None  # the attacked leader's 体力 decides it and is not stated
    if at_leader and kind in ("winner", "number", "destroyed") and attacker.stat("attack") is None:
        return None
    payload: dict[str, Any] = {**players, "actions": actions} | ({"phase": "start"} if later else {})
    if defaults and not _harmless(payload, kind, at_leader):
        return None
    if kind != "can" and _refused(payload):
        return None  # the question says the attack happened: a refused one is a misreading
    if kind == "destroyed" and not _one_fate(reading, payload, seat):
        return None
    me = seat["self"]
    return BuiltScenario(
        f"{GAME}.planned_attack",
        payload,
        story(lambda sim: _head(sim, me, _asked_leader(reading, seat)), limit=4, me=me),
        tuple(notes + defaults),
    )


_PLAYED = re.compile(r"\s*(?:を|は)\s*(?:今|さっき|いま|このターンに?|手札から|、)*\s*$")
# 「今出したばっかの」「このターンに出した」: the relative clause before the attacker's description
_PLAYED_BEFORE = re.compile(r"(?:た|て(?:い|お)?る?)(?:ばっか|ばかり)?(?:の)?\s*")


# 「別のカードの効果でさらに【ドレイン】を付けた」: a keyword an effect gives (the card is the attacker)
_GIVEN = re.compile(r"\s*(?:を)?\s*(?:付け|つけ|付与|得|与え|持たせ)")


def _granted(reading: Reading) -> list[tuple[Fact, Fact]]:
    """(the effect modifier, the keyword it gives) for each keyword given by 「…の効果で(さらに)」."""
    out: list[tuple[Fact, Fact]] = []
    for mod in reading.of(Role.MODIFIER):
        if mod.concept != "effect" or mod.negated:
            continue
        after = [f for f in reading.facts if f.start >= mod.end and f.role is not Role.NEUTRAL]
        if (
            after
            and after[0].role is Role.KEYWORD
            and not after[0].negated
            and _GIVEN.match(reading.text, after[0].end)
            and not re.search(r"[、。??]", reading.text[mod.end : after[0].start])
        ):
            out.append((mod, after[0]))
    return out


def _plays(reading: Reading, attacker: Described, play: Fact) -> bool:
    """「…のフォロワーを今出した」: the play's object is the attacker's noun right before it;
    「今出したばっかの【突進】持ちで」: the play said of the attacker right before its description."""
    noun = attacker.noun
    if noun is not None and noun.end <= play.start and _PLAYED.match(reading.text[noun.end : play.start]):
        return True
    first = min((f.start for f in attacker.all()), default=-1)
    return play.end <= first and bool(_PLAYED_BEFORE.fullmatch(reading.text[play.end : first]))


def _attack_use(reading: Reading, f: Fact, verbs: list[Fact]) -> bool:
    """「攻撃に使える?」: the 使う of an attack verb right before it is that attack, no other move."""
    return f.concept == "use" and any(
        v.end <= f.start and reading.text[v.end : f.start].strip() in ("に", "には") for v in verbs
    )


def _counts_only(reading: Reading) -> bool:
    """Quantities that are only counts of followers (「フォロワーが2体」), no modifier."""
    return not reading.of(Role.MODIFIER) and all(
        f.concept == "field_count" for f in reading.of(Role.QUANTITY)
    )


def _one(cards: list[Described]) -> Described | None:
    """The one card of a side: several with facts are several cards (not modelled here); nouns with
    no facts are the same card named again (「そいつ」「こっちのフォロワー」)."""
    told = [d for d in cards if d.facts]
    if len(told) > 1:
        return None
    if told:
        return told[0]
    return cards[0] if len({d.noun.concept for d in cards if d.noun is not None}) == 1 else None


def _harmless(payload: dict[str, Any], kind: str, at_leader: bool) -> bool:
    """Defaults (体力99, 攻撃力0) that cannot change the answer: an attack on a leader, a 「できる?」,
    or a destruction the run shows anyway (a smaller 体力 or larger 攻撃力 only destroys more)."""
    if kind == "can" or (at_leader and kind in ("winner", "number", "outcome")):
        return True  # an attack on a leader: the attacker's unstated 体力 is never hit (8.4.9)
    if kind != "destroyed":
        return False
    try:
        result = simulate(GAME, payload)
    except EngineError:
        return False
    return any(
        e.type == "move" and e.data.get("from_zone") == "field" and e.data.get("to_zone") == "graveyard"
        for e in result.events
    )


def _one_fate(reading: Reading, payload: dict[str, Any], seat: Mapping[str, str]) -> bool:
    """「破壊される?」 is answered by whether a card is destroyed: stated only when that is the fate
    of the card asked about (the follower noun right before the ask, 「こっちのフォロワーって生き残る?」),
    or, with none named, when both fighters share it."""
    try:
        result = simulate(GAME, payload)
    except EngineError:
        return False
    gone = {
        str(e.data.get("to_player"))
        for e in result.events
        if e.type == "move" and e.data.get("from_zone") == "field" and e.data.get("to_zone") == "graveyard"
    }
    ask = next((f for f in reading.asks() if f.concept == "destroyed"), None)
    start = max(reading.text.rfind(c, 0, ask.start) for c in "。??") + 1 if ask is not None else 0
    named = [
        f.owner for f in reading.of(Role.CARD)
        if ask is not None and f.concept == "follower" and start <= f.start < ask.start and f.owner in seat
    ]  # fmt: skip
    if named and named[-1] is not None:
        return (seat[named[-1]] in gone) == bool(gone)
    return len(gone) != 1


def _refused(payload: dict[str, Any]) -> bool:
    try:
        result = simulate(GAME, payload)
    except EngineError:
        return True
    return any(e.type == "rejected" for e in result.events)


def _asked_leader(reading: Reading, seat: Mapping[str, str]) -> str:
    """The seat whose leader the asking sentence names last (「自分のリーダーの体力はいくつ?」), told
    first: the verdict reads the first 体力 of the conclusion; else player1."""
    ask = reading.asks()
    at = ask[-1].start if ask else len(reading.text)
    start = max(reading.text.rfind(c, 0, at) for c in "。??") + 1
    named = [
        f.owner for f in reading.of(Role.CARD)
        if f.concept == "leader" and start <= f.start < at and f.owner in seat
    ]  # fmt: skip
    return seat[named[-1]] if named and named[-1] is not None else "player1"


def _head(sim: SimulationResult, me: str, first: str = "player1") -> str:
    if any(e.type in ("rejected", "cannot_attack") for e in sim.events):
        return "その攻撃はできません"
    over = game_over(sim, me)
    removed = [
        e for e in sim.events
        if e.type == "move" and e.data.get("from_zone") == "field" and e.data.get("to_zone") == "graveyard"
    ]  # fmt: skip
    told = (
        "、".join(f"{e.data.get('name')}は破壊されます" for e in removed)
        or "どちらのフォロワーも破壊されません"
    )
    healths = []
    for seat in (first, "player2" if first == "player1" else "player1"):
        who = "自分" if seat == me else "相手"
        healths.append(f"{who}のリーダーの体力は{sim.counter(seat, 'health')}")
    fought = any(e.data.get("target") not in (None, "player1-leader", "player2-leader") for e in sim.events
                 if e.type == "attack")  # fmt: skip
    head = f"{told}。{'、'.join(healths)}になります" if fought else f"{'、'.join(healths)}になります"
    return f"{head}。{over}" if over else head
