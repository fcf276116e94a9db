"""Plan: a battle whose attacker or target is removed before the damage (audit 26g).

「アタックしたら、相手がカウンターイベントで俺のアタックしてるキャラをKOした。相手のライフは?」: the
reading's told removal (`reading.battle_left`) is set aside, the game's other plans build the battle
the rest of the question tells, and the removal is scripted into that battle at the step the question
names — so the engine, not this plan, decides what follows, each game by its rulebook:

* onepiece — an effect in the attack / block / counter step (`on_attack` / `on_block` / `on_counter`):
  the step's end finds the card gone and the battle ends without the next step (7-1-1-4, 7-1-2-3,
  7-1-3-2-3); the attacker stays rested (7-1-1-1), the life untouched;
* sve — a 【クイック】 of the attacked player (8.4.7): 8.4.9 deals no damage when the attacking
  follower has left, and no 交戦 when the attacked follower has (8.4.5.1);
* ninjaslayer — a コトダマ answering the アイサツ (704.8 / 705.2 window): with no アイサツカード or
  アイサツ対象カード the イクサダメージ・ステップ goes to its end (706.1): no イクサダメージ, no checks.

The removing card is not the question's: a documented default (a cost-0 card of the attacked
player's, or the attacking player's for an 【アタック時】) whose only text is the told removal. A game
without such a battle step in its rules here (kiseki's 804.10 is not modelled, fow's §10 has no battle)
gets no plan, and its told removal withholds (`verdict_checks.unscripted_removal`).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from service.answering.extract import extract
from service.answering.reading.battle_left import Left, battle_left, words
from service.answering.reading.gate import gate
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario, build_scenario
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

Plan = Callable[[Reading], BuiltScenario | None]
SEATS = ("player1", "player2")
REMOVER_NOTE = (
    "場を離れさせたカードの名前やコストは書かれていないので、そのカードは「{}」だけを行うコスト0のカード"
    "として扱っています(答えはこれによりません)。"
)
_SAID = {"destroy": "破壊/KO", "return_to_hand": "手札に戻す", "banish": "除外"}
_ATTACK_KINDS = ("attack", "aisatsu")
_FIELDS = ("field", "characters", "leader")


def _other(seat: str) -> str:
    return SEATS[1 - SEATS.index(seat)]


def _seat_of(payload: Mapping[str, Any], uid: str) -> str | None:
    for seat in SEATS:
        side = payload.get(seat) or {}
        for zone in _FIELDS:
            held = side.get(zone)
            cards = held if isinstance(held, list) else [held] if isinstance(held, dict) else []
            if any(isinstance(c, Mapping) and c.get("id") == uid for c in cards):
                return seat
    return None


def _first_attack(payload: Mapping[str, Any]) -> tuple[int, dict[str, Any]] | None:
    for i, act in enumerate(payload.get("actions") or ()):
        if isinstance(act, dict) and (act.get("type") or act.get("kind")) in _ATTACK_KINDS:
            return i, act
    return None


def _participant(payload: Mapping[str, Any], act: Mapping[str, Any], left: Left) -> str | None:
    """The id of the participant that left: the target, else the one attacker (kiseki names its
    attackers in a list: a scrum's UNIT is the one whose stat is the removed card's told one)."""
    if left.role == "target":
        return act.get("target") if isinstance(act.get("target"), str) else None
    attackers = [a for a in act.get("attackers") or [act.get("attacker")] if isinstance(a, str)]
    if len(attackers) == 1:
        return attackers[0]
    if left.stat is None:
        return None
    concept, value = left.stat
    picked = [a for a in attackers if _stat_of(payload, a, concept) == value]
    return picked[0] if len(picked) == 1 else None


def _stat_of(payload: Mapping[str, Any], uid: str, concept: str) -> object:
    for seat in SEATS:
        for card in (payload.get(seat) or {}).get("field") or ():
            if isinstance(card, Mapping) and card.get("id") == uid:
                return next((v for k, v in card.items() if k.lower() == concept.lower()), None)
    return None


def _attacking_seat(payload: Mapping[str, Any], act: Mapping[str, Any]) -> str | None:
    """The attacking seat: the attacking card's, else the other of the attacked card's (a leader
    attacking is named 'leader', no id), else the action's player."""
    attacker, target = (act.get("attackers") or [act.get("attacker")])[0], act.get("target")
    seat = _seat_of(payload, attacker) if isinstance(attacker, str) else None
    if seat is None and isinstance(target, str) and (held := _seat_of(payload, target)) is not None:
        seat = _other(held)
    player = act.get("player")
    return seat or (str(player) if player in SEATS else None)


def inject(game: str, payload: Mapping[str, Any], left: Left, again: bool = False) -> dict[str, Any] | None:
    """`payload` with the told removal scripted into its first attack, else None (no attack, or the
    participant is no card the payload holds: a leader or a player never leaves)."""
    out = copy.deepcopy(dict(payload))
    found = _first_attack(out)
    attacks = [
        a
        for a in out.get("actions") or ()
        if isinstance(a, Mapping) and (a.get("type") or a.get("kind")) in _ATTACK_KINDS
    ]
    if found is None or len(attacks) != 1:
        return (
            None  # one battle told: a plan's second attack (「もう1体いる」 run as attacking) is no told one
        )
    index, act = found
    uid = _participant(out, act, left)
    if not isinstance(uid, str) or uid in SEATS or uid in ("leader", "player"):
        return None
    attacking = _attacking_seat(out, act)
    if attacking is None or _seat_of(out, uid) is None:
        return None
    attacked = _other(attacking)
    effect: dict[str, Any] = {"effect": left.effect, "target": {"card": uid}}
    if game == "onepiece":
        effect["controller"] = attacking if left.step == "on_attack" else attacked
        act[left.step] = [*act.get(left.step, []), effect]
    elif game == "sve" and left.step == "quick":
        card = {"id": "left_quick", "kind": "spell", "cost": 0, "keywords": ["クイック"], "effects": [effect]}
        out.setdefault(attacked, {}).setdefault("hand", []).append(card)
        act["quick"] = [*act.get("quick", []), "left_quick"]
    elif game == "kiseki" and left.step == "attacked":
        act["attacked"] = [*act.get("attacked", []), effect]
    elif game == "ninjaslayer" and left.step == "interrupt":
        effect["timing"] = "kotodama"
        card = {"id": "left_kotodama", "name": "場を離れさせるコトダマ", "kind": "kotodama", "cost": 0,
                "effects": [effect]}  # fmt: skip
        out.setdefault(attacked, {}).setdefault("hand", []).append(card)
        out["actions"].insert(index + 1, {"kind": "kotodama", "player": attacked, "card": "left_kotodama"})
    else:
        return None
    if again:
        out["actions"].append(_again(game, act, attacking))
    return out


def _again(game: str, act: Mapping[str, Any], attacking: str) -> dict[str, Any]:
    """The same attacker's next attack (`lexicon/battle_left.json` games.<game>.again)."""
    attacker = str((act.get("attackers") or [act.get("attacker")])[0])
    said = {"attacker": attacker, "attacking": attacking, "attacked": _other(attacking)}
    shape: dict[str, Any] = words()["games"][game]["again"]
    return {
        k: [x.format(**said) for x in v] if isinstance(v, list) else str(v).format(**said)
        for k, v in shape.items()
    }


def _left_field(run: SimulationResult, uid: str) -> bool:
    for seat in SEATS:
        zones = run.final_state["players"][seat]["zones"]
        for zone in _FIELDS:
            if any(c.get("uid") == uid for c in zones.get(zone, [])):
                return False
    return True


def _headed(
    game: str, summarize: Callable[[SimulationResult], str], left: Left
) -> Callable[[SimulationResult], str]:
    """The battle plan's summary, after what the run's own event of the battle ended early says
    (`lexicon/battle_left.json` games.<game>.ended): the damage not dealt, the attacker left rested."""
    ended = words()["games"][game]["ended"]

    def summarize_left(run: SimulationResult) -> str:
        said = summarize(run)
        hit = any(
            e.type == ended["type"] and ("rule" not in ended or ended["rule"] in e.rules) for e in run.events
        )
        side = words()["sides"]["asker" if left.by_attacked_side else "other"]
        if not hit:
            return said
        # after the conclusion's first sentence, which answers the question (「アタックできません」)
        cut = said.find("。") + 1
        return f"{said[:cut]}{ended['said'].format(attacked=side)}{said[cut:]}"

    return summarize_left


def _builder(game: str, text: str, left: Left) -> Plan:
    """The game's phrasing builder on the question without the removal's sentence part (「…攻撃したら、
    攻撃された時にSTR3のUNITが手札に戻された。相手の…」 → 「…攻撃したら、相手の…」): the battle told."""

    def plan(_reading: Reading) -> BuiltScenario | None:
        end = min((i for i in (text.find(c, left.end) for c in "。\n") if i >= 0), default=len(text))
        cut = text[: left.start] + text[end + 1 :]
        built = build_scenario(game, extract(cut))
        return built if isinstance(built, BuiltScenario) else None

    return plan


def _own_remover(reading: Reading, left: Left) -> bool:
    """「自分のコトダマでそのキャラが殺された」: the attacking side removed its own card — a doer this plan
    does not run (its removing card is the attacked player's); withheld (test_plans_ninjaslayer_removed)."""
    mine = "相手" if left.by_attacked_side else "(?:自分|俺|こっち)"
    return (
        re.search(f"{mine}の\\s*(?:コトダマ|効果|能力|カード|イベント)", reading.text[left.start : left.end])
        is not None
    )


def _fate_named(reading: Reading) -> bool:
    """A card's fate asked names the card by a card noun in its sentence (「相手のキャラは破壊される?」):
    「俺の2/2は破壊される?」 names none the fate reading resolves, and the removed participant is the
    card named last before it — whose fate is not the one asked."""
    for ask in reading.asks():
        if ask.concept == "number" and re.search(
            r"(?:キャラ|フォロワー|UNIT)\s*(?:は|が)\s*何点", reading.text
        ):
            return False  # 「相手のキャラは何点ダメージを負う?」: a card's damage, no early-end sentence's
        if ask.concept != "destroyed":
            continue
        start = max(reading.text.rfind(c, 0, ask.start) for c in "。?？!！\n") + 1
        if not any(start <= f.start < ask.start for f in reading.of(Role.CARD)):
            return False
    return True


def left_plan(game: str, inner: Callable[[], Iterable[Plan]]) -> Plan:
    """The plan of `game`: the first of `inner`'s battles, with the told removal scripted in, whose
    run the gate states for the whole question."""

    def plan(reading: Reading) -> BuiltScenario | None:
        left = battle_left(reading)
        if left is None or not _fate_named(reading) or _own_remover(reading, left):
            return None
        again = any(a.concept == "can" for a in reading.asks()) and bool(
            re.search(words()["again"], reading.text[left.end :])
        )
        rest = replace(reading, facts=tuple(f for f in reading.facts if not left.start <= f.start < left.end))
        for other in (*inner(), _builder(game, reading.text, left)):
            try:
                built = other(rest)
            except Exception:
                continue
            if built is None:
                continue
            payload = inject(game, built.payload, left, again)
            if payload is None:
                continue
            try:
                run = simulate(game, payload)
            except EngineError:
                continue
            found = _first_attack(payload)
            if not _left_field(run, str(_participant(payload, found[1], left) if found else "")):
                continue  # the engine did not remove it there: not the question's situation
            notes = (*built.notes, REMOVER_NOTE.format(_SAID[left.effect]))
            summarize = _headed(game, built.summarize, left)
            scripted = BuiltScenario(f"{game}.plan.battle_left", payload, summarize, notes)
            from service.answering.citing import Simulated

            gated = gate(reading.text, game, Simulated(game, scripted.situation, payload, run), scripted,
                         reading=reading)  # fmt: skip
            if gated.accounting.verdict.stated:
                return scripted
        return None

    return plan
