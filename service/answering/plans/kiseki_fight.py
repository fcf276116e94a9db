"""軌跡 TCG plan: an attack by the asker's UNITs (alone or a scrum attack) on one of the opponent's
UNITs or on the opponent — whether it may be made, and the 絆 a player loses (stun damage, overkill).

Built from the reading: the UNITs with their stats, icons and states (`kiseki_units`), the attack
action, the players' UNIT counts (「相手の場にUNITが1体もいない」, 「自分のUNIT2体」), 「組織が違う」 and
what is asked. The asker is player1: its UNITs attack in its combat substep, or — 「攻撃してきた」
「相手のターン」 — the opponent's UNITs attack it as player2 after the asker passes (804.14). A stat
the question does not give is the engine's 1, named in the notes; a stunned UNIT's untold CPコスト is
no stun damage to state (1306.3): a loss asked of its player is not planned.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_attack_marks import CONTROL, instrument_side
from service.answering.plans.kiseki_copies import alike_copies, scrum_count, shared_org
from service.answering.plans.kiseki_stun_quote import stun_guarded
from service.answering.plans.kiseki_units import Unit, Unmodeled, plain, units
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_sides import support_on_attacker
from service.answering.scenarios.kiseki_verdict import (
    STAND_IN_DEF,
    Plan,
    asked_later,
    battle_head,
    costless_stuns,
    lost_kizuna,
    result_asked,
    untold_def,
    who,
)
from service.engine.scenario import SimulationResult, simulate

GAME = "kiseki"
# 組織 that share nothing (803.3b), one per attacking UNIT
_ORG_NAMES = ("遊撃士協会", "身喰らう蛇", "聖杯騎士団", "結社", "七耀教会")
# facts saying the opponent attacks: its UNITs attack the asker's side
_OPPONENT_ATTACKS = frozenset({"attacked", "opponent_turn"})


def _asked_owner(reading: Reading, attacked: str) -> str:
    """Whose 絆 「何点減る?」 asks: the last owner named before the ask, not as a UNIT's (the attacked
    side else)."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    owners = [
        f
        for f in reading.of(Role.OWNER)
        if (ask is None or f.start < ask.start) and not _OF_UNIT.match(reading.text, f.end)
    ]
    return owners[-1].concept if owners else attacked


# 「俺のSTR3のUNITで攻撃したら何点減る?」: a player named as a UNIT's controller is not whose 絆 is asked
_OF_UNIT = re.compile(r"\s*の\s*(?:STR|DEF|CP|UNIT|ユニット|【|[0-9０-９])")


def _count(reading: Reading, owner: str) -> Fact | None:
    return next(
        (f for f in reading.of(Role.QUANTITY) if f.concept == "field_count" and f.owner == owner), None
    )


# 「全部スタンしてる」「どっちもスタン」「2体とも今スタン状態」: a state said of every UNIT of a side
_EVERY = re.compile(
    r"(?:全部|全員|すべて|全て|どっちも|どちらも|両方|(?:\d+|[二三四五])\s*体\s*(?=とも))\s*(?:が|は|とも)?"
    r"\s*(?:今|いま|もう|既に|すでに|現在)?\s*$"
)


# 「1体は回復した」「もう回復してる」: a UNIT recovered from its stun (1306.4), not the 回復フェイズ
_RECOVERED = re.compile(r"回復(?!フェイズ|フェーズ)(?:し|済|さ|して)")


def _all_stunned(reading: Reading, side: str, found: list[Unit], counted: Fact | None) -> int:
    """How many of `side`'s UNITs the question says are all stunned (「相手の場のUNITは1体だけで、そいつは
    もうスタン状態」「こっちの場のユニットが全部スタンしてる」): the count told, -1 for 「全部」 with no count
    (one is run, named), 0 when not said so. A stunned state another UNIT holds is not this."""
    held = {id(f) for u in found for f in u.facts + u.later}
    said = [
        f
        for f in reading.of(Role.STATE)
        if f.concept == "stunned" and not f.negated and id(f) not in held and f.owner in (side, None)
    ]
    if len(said) != 1 or any(f.concept == "stunned" and f.negated for f in reading.of(Role.STATE)):
        return 0
    state = said[0]
    if any(f.start > state.end for f in reading.of(Role.NUMBER)) or _RECOVERED.search(reading.text):
        return 0  # 「2体とも今スタン。でも1体はさっき回復した」: one of them is no longer stunned (1306.4)
    every = _EVERY.search(reading.text, max(0, state.start - 8), state.start) is not None
    if counted is not None and isinstance(counted.value, int) and counted.value >= 1:
        # one UNIT, or several said all stunned (「2体いるけど1体はスタン」 is one of them)
        whole = counted.value == 1 or every
        return counted.value if whole and (state.owner == side or counted.end <= state.start) else 0
    return -1 if every and state.owner == side else 0


def fight(reading: Reading) -> BuiltScenario | None:
    asks = {f.concept for f in reading.asks()}
    attack = [f for f in reading.of(Role.ACTION) if f.concept in ("attack", "attacked")]
    if not attack or any(f.negated for f in attack) or not asks & {"number", "can", "outcome"}:
        return None
    if "can" in asks and result_asked(reading.text):
        return None  # 「…攻撃。スタンさせられる?」: the fight's result asked, not the attack's legality
    told_only = not asks & {"number", "can"}  # 「攻撃したらどうなる?」: the whole fight is the answer
    guarded = stun_guarded(reading)  # 「相手は「スタンダメージを受けない」効果がかかってる」 (1307.1)
    if not plain(reading) and guarded is None:
        return None
    # 「相手のUNITが…攻撃してきた」「相手のターン」: the opponent attacks the asker's side, as player2
    # after the asker's combat substep passes (804.14); the asker stays player1 (who's 自分)
    theirs_attack = any(f.concept in _OPPONENT_ATTACKS and not f.negated for f in reading.facts)
    if "winner" in asks:
        return (
            None  # 「…何点減る?その後相手の絆が4なら負ける?」: no 絆 nor the 回復フェイズ is run here (705.5)
        )
    if "can" in asks and asked_later(reading.text, theirs=theirs_attack):
        return (
            None  # 「…攻撃してきた。次の俺のターン、このUNITで攻撃できる?」: another attack than the told one
        )
    try:
        found = units(reading, statless=frozenset({"暗躍"}))
    except Unmodeled:
        return None
    found, alike = alike_copies(reading, found)  # 「STR2・DEF2のUNIT2体でスクラム攻撃」
    marked = instrument_side(reading, found)  # 「相手のSTR5のUNITで、俺の…UNITに攻撃」
    if marked == "?" or (marked == "opponent" and not theirs_attack and CONTROL.search(reading.text)):
        return None  # markers that contradict, or a UNIT whose controller is not its owner's side
    theirs_attack = theirs_attack or marked == "opponent"
    a_side, d_side = ("opponent", "self") if theirs_attack else ("self", "opponent")
    a_seat, d_seat = ("player2", "player1") if theirs_attack else ("player1", "player2")
    if theirs_attack and any(u.owner is None for u in found):
        return None  # whose UNIT attacks is said of each when the opponent attacks
    notes: list[str] = []
    attackers = [u for u in found if u.owner != d_side]
    defenders = [u for u in found if u.owner == d_side]
    # 「相手の場は【暗躍】持ちの1体だけ」 and attackers told without 【暗躍】: it cannot be attacked (1402.1),
    # so the attack goes to its player (803.5a-2, 803.5b); it stays on the field, out of the fight
    hidden = [u for u in defenders if "暗躍" in u.icons]
    if hidden and not all(_denied(u, "暗躍") for u in attackers):
        return None  # an attacker's 【暗躍】 untold: whether it may attack that UNIT is not said
    if any(not u.stats for u in found if u not in hidden):
        return None
    defenders = [u for u in defenders if u not in hidden]
    mine, theirs = _count(reading, a_side), _count(reading, d_side)
    if alike is not None and mine is alike:
        mine = None  # the alike UNITs' own count, read into `found`
    counted = reading.of(Role.QUANTITY)
    scrum = scrum_count(reading, alike)  # 「UNIT2体でスクラム攻撃できる?」: the attackers' count
    if scrum is not None and mine is None:
        mine = scrum
    if hidden and theirs is not None and theirs.value == len(hidden):
        theirs = None  # 「【暗躍】持ちのUNITが1体だけ」: the count is of the hidden UNITs, all told
    if any(f.concept == "field_count" and f.owner is None and f not in (alike, scrum) for f in counted):
        return None  # a count of nobody's UNITs: which side it is cannot be told
    listed = [f for f in reading.of(Role.NEUTRAL) if f.concept == "listed_count"]
    if any(not _restates(f, found, reading.text) for f in listed):
        return None  # 「STR2、STR3の3体で」: a count that is not the UNITs listed before it
    legality = "can" in asks and "number" not in asks
    if mine is not None and isinstance(mine.value, int):
        if attackers and len(attackers) != mine.value:
            return None
        if not attackers:
            if not legality or not 1 <= mine.value <= 5:
                return None  # 絆 lost depends on stats the question does not give
            attackers = [Unit(owner=a_side) for _ in range(mine.value)]
            notes.append(
                "UNITのSTR・DEF・CPコストは書かれていないので1として、攻撃できるかだけを判定しました。"
            )
    if not attackers and legality and mine is None and _named_unit(reading, a_side):
        # 「自分のUNITで相手プレイヤーを攻撃できる?」: one UNIT named with no stat — whether it may attack
        # does not hang on them (803.5)
        # 「俺のUNITで攻撃できる?」: nothing told but the UNIT — its state, the field (803.3a-1, 803.5b)
        if theirs is None and not defenders and not reading.of(Role.STATE):
            return None
        attackers = [Unit(owner=a_side)]
        notes.append("UNITのSTR・DEF・CPコストは書かれていないので1として、攻撃できるかだけを判定しました。")
    downed = _all_stunned(reading, d_side, found, theirs)  # 「相手の場のUNITは全部スタンしてる」
    if downed and not defenders and _named_units(reading, d_side) > 1:
        return None  # 「…2体ともスタン。相手のUNITを攻撃できる?」: a UNIT of theirs named again is aimed at
    if downed and not defenders:
        theirs = None  # every one of them is stunned: none can be chosen (803.5a-1), the player is (803.5b)
    if theirs is not None and (theirs.value != 0 or defenders):
        return None  # 「相手の場にUNITが2体」 with no stats: not modeled here
    if not attackers or len(defenders) > 1:
        return None
    if any("support" in u.flags for u in attackers) and not support_on_attacker(reading.text):
        return None  # サポート changes a fight only on the attacked UNIT (1309.1a): whose is it?
    # 「俺のUNITにサポートを付けた。そのUNITで…攻撃」: told of the attacker, it changes nothing (1309.1a)
    if len(attackers) > 1 and not any(
        f.concept == "scrum" and not f.negated for f in reading.of(Role.ACTION)
    ):
        return None  # several UNITs attack together only in a スクラム攻撃 (「1体ずつ」 is the builders')
    target = defenders[0] if defenders else None
    d_name = "自分" if theirs_attack else "相手"
    parked: list[dict[str, Any]] = []
    if target is not None and "stunned" in target.flags and not legality and not _aimed_at(reading, d_side):
        # 「相手のUNITはDEF5だけどスタンしてる。STR3のUNITで攻撃したら」: the one UNIT told is stunned and
        # cannot be chosen (803.5a-1), so its player is (803.5b) — run at the UNIT, the refused attack had
        # stated nothing (audit 29h; the builder reads 「相手のDEF5のUNITはスタンしてる」 so)
        parked = [target.spec("s1", f"{d_name}のスタン状態のUNIT")]
        target, defenders = None, []
        notes.append(
            f"{d_name}のUNITはスタン状態なので攻撃対象に選べず、{d_name}プレイヤーを攻撃しました"
            "(803.5a-1、803.5b)。ほかのUNITは書かれていないので、いないものとしました。"
        )
    if downed and not defenders and not parked:
        notes.append(
            f"{d_name}の場のUNITはすべてスタン状態なので攻撃対象に選べず、{d_name}プレイヤーを攻撃しました"
            "(803.5a-1、803.5b)。"
            + ("スタン状態のUNITの数は書かれていないので1体としました。" if downed < 0 else "")
        )
    elif target is None and theirs is None and not parked:
        notes.append(
            f"{d_name}の場のUNITは書かれていないので、いないものとして{d_name}プレイヤーを攻撃しました(803.5b)。"
        )
    if not legality and any("STR" not in u.stats for u in attackers):
        return None
    if not legality and any(f.concept == "cp" for f in reading.of(Role.QUANTITY)):
        # 「DEF5・CP2のユニット」: a CP read as the pool is a UNIT's CP cost, the stun damage (1306.3)
        return None
    if not legality and target is not None and "DEF" not in target.stats:
        return None
    # 応戦 (804.11a-4): judged only when the attacked UNIT's STR and the attackers' DEF are given
    judged = target is None or ("STR" in target.stats and all("DEF" in u.stats for u in attackers))
    seat = "player1" if _asked_owner(reading, d_side) == "self" else "player2"
    if not judged and seat == a_seat and not legality:
        return None  # the asker's own loss would hang on the 応戦 the question does not decide
    if told_only and (not judged or any("DEF" not in u.stats for u in attackers)):
        return None  # 「どうなる?」 tells both UNITs' fates: the 応戦 must be decided by the stats given
    for u, side in [(u, "攻撃する") for u in attackers] + [(u, "攻撃される") for u in defenders]:
        missing = [k for k in ("STR", "DEF") if k not in u.stats]  # an untold CPコスト: `costless_stuns`
        said = "・".join(missing)
        note = f"{side}UNITの{said}は書かれていないので1として計算しました。"
        if missing and u.facts and note not in notes:
            notes.append(note)
    if not judged:  # the 応戦 stuns nothing: the unstated side is given the value that does that
        zeroed = target is not None and "STR" not in target.stats
        notes.append(
            "攻撃されるUNITのSTRか攻撃するUNITのDEFが書かれていないため、応戦で攻撃UNITがスタンするか"
            "(804.11a-4)は判定せず、"
            + ("攻撃されるUNITのSTRを0" if zeroed else "攻撃するUNITのDEFを応戦でスタンしない値")
            + "として計算しました。"
        )
    # a lone attacker is "a" as in every kiseki scenario; attackers of a scrum are a1, a2 …
    a_ids = ["a"] if len(attackers) == 1 else [f"a{i + 1}" for i in range(len(attackers))]
    a_name = "相手" if theirs_attack else "自分"
    a_specs = [u.spec(a_ids[i], f"{a_name}のUNIT{i + 1}") for i, u in enumerate(attackers)]
    orgs = [f for f in reading.of(Role.STATE) if f.concept == "org"]
    if len(orgs) == 1 and len(a_specs) > 1 and shared_org(reading.text, orgs[0]) and orgs[0].owner != d_side:
        for spec in a_specs:  # 「どっちも組織「結社」」「全員「結社」」: the one 組織 said of every attacker
            spec["orgs"] = [str(orgs[0].value)]
    elif (
        orgs
    ):  # 「組織が遊撃士協会だけのUNITと、身喰らう蛇だけのUNIT」: one named 組織 per attacker, in order
        if len(orgs) != len(a_specs) or any(f.negated or f.owner == d_side for f in orgs):
            return None  # a 組織 of the defender, or one said of several UNITs: which UNIT's it is
        if {"結社", "身喰らう蛇"} <= {f.value for f in orgs}:
            return None  # names that may be one 組織 (「結社「身喰らう蛇」」)
        for spec, fact in zip(a_specs, orgs, strict=True):
            spec["orgs"] = [str(fact.value)]
    elif any(f.concept == "no_common_org" and not f.negated for f in reading.of(Role.STATE)):
        if len(a_specs) > len(_ORG_NAMES):
            return None
        for spec, org in zip(a_specs, _ORG_NAMES, strict=False):
            spec["orgs"] = [org]
    d_specs = [target.spec("d", f"{d_name}のUNIT")] if target is not None else []
    for i, u in enumerate(hidden):  # on the field, never attacked: its untold stats are the engine's 1
        d_specs.append(u.spec(f"h{i + 1}", f"{d_name}の【暗躍】を持つUNIT{i + 1}"))
    if hidden:
        notes.append(
            f"{d_name}の【暗躍】を持つUNITは【暗躍】を持たないUNITに攻撃されないので攻撃対象に選べず、"
            f"{d_name}プレイヤーを攻撃しました(1402.1、803.5a-2、803.5b)。"
        )
    # its stand-in STR 0 gains +X or 【武術】's +1 (1406.1): the attackers get a DEF it cannot stun — the
    # conclusion had said the untold 応戦 stunned them (804.11a-4)
    gain = _gain(d_specs[0], a_specs) if d_specs and not judged and "STR" not in d_specs[0] else 0
    if gain and any(isinstance(told := spec.get("DEF"), int) and told <= gain for spec in a_specs):
        return None  # a told DEF the stand-in would reach
    assumed: list[str] = []  # the attackers whose DEF is the stand-in, named as the conclusion names them
    statless = ""  # the attacked UNIT whose STR is the stand-in 0
    if d_specs and not judged:
        told_str = "STR" in d_specs[0]
        if not told_str:
            d_specs[0]["STR"] = 0
            statless = str(d_specs[0]["name"])
        if told_str or gain:
            for spec in a_specs:
                if "DEF" not in spec:
                    spec["DEF"] = STAND_IN_DEF
                    assumed.append(str(spec["name"]))
    action: dict[str, Any] = {
        "kind": "attack",
        "attackers": a_ids,
        "target": "d" if target is not None else d_seat,
    }
    actions: list[dict[str, Any]] = [action]
    if theirs_attack:  # the asker's combat substep passes; the opponent's attack follows (804.14)
        action["player"] = a_seat
        actions.insert(0, {"kind": "pass", "player": "player1"})
    down = [
        {"id": f"s{i + 1}", "name": f"{d_name}のスタン状態のUNIT{i + 1}", "stunned": True}
        for i in range(abs(downed) if downed and not defenders else 0)
    ]
    payload: dict[str, Any] = {
        "phase": "battle",
        a_seat: {"field": a_specs},
        d_seat: {"field": d_specs + parked + down},
        "actions": actions,
    }
    if guarded:
        payload[a_seat if guarded == a_side else d_seat]["no_stun_damage"] = True
    costless = costless_stuns(simulate(GAME, payload).events, payload)
    if seat in costless and not legality:
        return None  # its loss is the stunned UNIT's untold CPコスト (1306.3): the stand-in 1 had been stated
    if costless:
        notes.append(
            "CPコストが書かれていないUNITのスタンダメージ(CPコストに等しい絆、1306.3)は、点数を示していません。"
        )
    plan = Plan(a_seat, tuple(a_ids), len(d_specs), judged, (), legality, False, costless)

    def head(sim: SimulationResult) -> str:
        told = battle_head(sim, plan)
        if legality or not any(e.type == "attack" for e in sim.events) or seat in costless:
            return told
        return f"{who(seat)}の絆は合計{lost_kizuna(sim, seat)}点減ります。{told}"

    return BuiltScenario(
        f"{GAME}.plan.fight", payload, untold_def(story(head, limit=6), assumed, statless), tuple(notes)
    )


def _gain(target: dict[str, Any], attackers: list[dict[str, Any]]) -> int:
    """The STR the attacked UNIT gains in the fight: a +X told, and 1 for 【武術】 against an attacker
    without it (1406.1)."""
    bujutsu = "【武術】" in target.get("icons", []) and any(
        "【武術】" not in a.get("icons", []) for a in attackers
    )
    return int(bujutsu) + max(int(target.get("boost", [0, 0])[0]), 0)


# 「…UNITを攻撃」「そいつに攻撃」: the attack aimed at a card of the defending side, told right before it
_AIM = re.compile(r"\s*(?:[(（][^()（）]{0,30}[)）])?\s*(?:を|に|へ)\s*(?:対して)?\s*$")


def _aimed_at(reading: Reading, side: str) -> bool:
    """Whether an attack of the question is told aimed at a UNIT (its noun, or a pronoun, of `side` or
    of nobody said, right before the verb)."""
    text = reading.text
    cards = [f for f in reading.of(Role.CARD) if f.concept == "unit" and f.owner in (side, None)]
    for act in reading.of(Role.ACTION):
        if act.concept not in ("attack", "attacked"):
            continue
        if any(c.end <= act.start and _AIM.fullmatch(text, c.end, act.start) for c in cards):
            return True
        if re.search(
            r"(?:そいつ|こいつ|あいつ|それ|そのUNIT|そのユニット)\s*(?:を|に)\s*$", text[: act.start]
        ):
            return True
    return False


def _denied(unit: Unit, icon: str) -> bool:
    """Whether the question says `unit` has no `icon` (「暗躍なしのSTR4のUNIT」「【暗躍】を持ってない」)."""
    return any(f.role is Role.KEYWORD and f.concept == icon and f.negated for f in unit.facts + unit.later)


def _named_units(reading: Reading, side: str) -> int:
    return sum(1 for f in reading.of(Role.CARD) if f.concept == "unit" and f.owner == side and not f.negated)


def _named_unit(reading: Reading, side: str) -> bool:
    """Exactly one UNIT of `side` named (「自分のUNITで」), none with a count: the one that attacks."""
    counted = any(f.concept == "field_count" and f.owner == side for f in reading.of(Role.QUANTITY))
    return _named_units(reading, side) == 1 and not counted


def _restates(count: Fact, found: list[Unit], text: str) -> bool:
    """「STR2、STR3、STR4の3体で」「STR4とSTR3の2体で」 (NEUTRAL listed_count): the count after UNITs
    listed by their stats alone, in its sentence, is their number — of one side or none said, every
    UNIT after it another player's — else the UNITs read are not the ones counted."""
    opened = text.rfind("。", 0, count.start) + 1
    listed = [u for u in found if u.facts and opened <= u.facts[0].start and u.facts[-1].end <= count.start]
    owners = {u.owner for u in listed} - {None}
    later = [u for u in found if u.facts and u.facts[0].start >= count.end]
    return (
        isinstance(count.value, int)
        and count.value == len(listed) >= 2
        and len(owners) <= 1
        and all(f.role is Role.STAT for u in listed for f in u.facts)
        and all(u.owner is not None and u.owner not in owners for u in later)
        and len(listed) + len(later) == len(found)
    )
