"""軌跡 TCG plan: may the asker's UNIT choose this opponent's UNIT as the attack target — the one the
question names by an icon or a state (「ヘイト無しの方を攻撃対象にできる?」「スタンしてないUNITを攻撃
していい?」) among the opponent's UNITs it describes (【ヘイト】 1407.1/1326.2, stunned 803.5a-1,
【暗躍】 1402.1).

Built from the reading: each UNIT noun with its owner (a UNIT with none named continues the side of
the UNIT before it in the same sentence: 「相手の場に【ヘイト】持ちのUNITとヘイト無しのUNITがいる」),
its icons and states — those in its noun phrase, in a parenthesis right after it, and in the predicate
of which it is the subject (「UNITがスタン状態になってる」). The target is the one opponent's UNIT whose
icons and states are all the ones the attack's object phrase names (`reading.aimed`). Stats do not
decide whether a target may be chosen: the engine's 1, named in the notes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import ICONS, plain
from service.answering.reading.aimed import object_properties
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_verdict import Plan, battle_head
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_STATES = {"stunned": "stunned", "rested": "acted", "unattackable": "unattackable"}  # 1326.1
_CLAUSE = re.compile(r"[、。,.!?！？]")
_OPPONENT_ATTACKS = frozenset({"attacked", "opponent_turn"})
_OBJECT_END = re.compile(r"\s*(?:[(（][^()（）]*[)）])?\s*[をに]\s*")


def _props(reading: Reading, lo: int, hi: int) -> list[Fact]:
    return [
        f for f in reading.facts if lo <= f.start and f.end <= hi and f.role in (Role.KEYWORD, Role.STATE)
    ]


def _described(reading: Reading, cards: list[Fact]) -> list[tuple[Fact, str, list[Fact]]] | None:
    """(UNIT noun, owner, its icon and state facts) for each UNIT the question describes."""
    text = reading.text
    out: list[tuple[Fact, str, list[Fact]]] = []
    prev_end = 0
    for i, card in enumerate(cards):
        start = max([prev_end, *(m.end() for m in _CLAUSE.finditer(text, 0, card.start))])
        props = _props(reading, start, card.start)
        end = card.end
        paren = re.match(r"\s*[(（]([^()（）]*)[)）]", text[end:])
        if paren:  # 「UNIT(レディ、スタンしてない)」
            props += _props(reading, end, end + paren.end())
            end += paren.end()
        if re.match(r"\s*[がは]", text[end:]):  # 「UNITがスタン状態になってる」: its predicate
            stop = len(text)
            clause = _CLAUSE.search(text, end)
            if clause is not None:
                stop = clause.start()
            if i + 1 < len(cards):
                stop = min(stop, cards[i + 1].start)
            props += _props(reading, end, stop)
            end = stop
        owner = card.owner or next((f.owner for f in props if f.owner is not None), None)
        if owner is None and out and re.fullmatch(r"[^。をにで]*と[、,]?[^。をにで]*", text[prev_end:start]):
            owner = out[-1][1]  # 「相手の場にXのUNITとYのUNIT」: joined by と, the same side
        if owner is None:
            owner = _field_owner(reading, card)
        if owner is None:
            return None
        out.append((card, owner, props))
        prev_end = end
    return out


def _field_owner(reading: Reading, card: Fact) -> str | None:
    """「相手の場に(、)…UNIT」: the player whose 場 the sentence places the UNIT on, when no other
    player is named between."""
    start = reading.text.rfind("。", 0, card.start) + 1
    where = list(re.finditer(r"(自分|相手)の場に(?:は)?", reading.text[start : card.start]))
    if not where:
        return None
    at = start + where[-1].end()
    if any(at <= f.start < card.start for f in reading.of(Role.OWNER)):
        return None
    return "self" if where[-1].group(1) == "自分" else "opponent"


def _spec(uid: str, name: str, props: list[Fact]) -> dict[str, Any] | None:
    spec: dict[str, Any] = {"id": uid, "name": name, "icons": []}
    seen: dict[str, bool] = {}
    for f in props:
        key = f.concept.strip("【】") if f.role is Role.KEYWORD else f.concept
        if seen.get(key, not f.negated) == f.negated:
            return None  # 「スタンしてる」 and 「スタンしてない」 of one UNIT
        seen[key] = not f.negated
        if f.role is Role.KEYWORD:
            if key not in ICONS:
                return None
            if not f.negated:
                spec["icons"].append(f"【{key}】")
        elif key in _STATES:
            if not f.negated:
                spec[_STATES[key]] = True
        elif key == "active" and not f.negated:
            continue  # レディ (503.1): neither acted nor stunned — the scenario's default, checked below
        else:
            return None
    if seen.get("active") and (spec.get("acted") or spec.get("stunned")):
        return None  # 「レディ」 and 「アクション状態」 or 「スタン」 of one UNIT
    return spec


def _fits_props(props: list[Fact], said: list[Fact]) -> bool:
    spec = _spec("x", "", props)
    return spec is not None and fits(spec, said)


def fits(spec: dict[str, Any], said: list[Fact]) -> bool:
    """Whether a UNIT spec has every icon and state `said` names (and none it denies)."""
    for f in said:
        if f.role is Role.KEYWORD:
            has = f"【{f.concept.strip('【】')}】" in spec["icons"]
        else:
            has = bool(spec.get(_STATES.get(f.concept, ""), False))
        if has == f.negated:
            return False
    return True


def attack_target(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or not plain(reading):
        return None
    attacks = [f for f in reading.of(Role.ACTION) if f.concept == "attack"]
    if len(attacks) != 1 or attacks[0].negated or reading.of(Role.STAT) or reading.of(Role.QUANTITY):
        return None
    if any(f.concept in _OPPONENT_ATTACKS for f in reading.facts):
        return None
    if any(f.role is Role.ACTION and f.concept != "attack" for f in reading.facts):
        return None
    said = object_properties(reading, attacks[0])
    cards = sorted((f for f in reading.of(Role.CARD) if f.concept == "unit"), key=lambda f: f.start)
    # 「ヘイトなしのUNITを攻撃」: the object's own noun names a UNIT already described when one fits
    # (a new one otherwise: 「もう1体のスタンしてないUNITを攻撃」)
    noun = next((c for c in cards if _OBJECT_END.fullmatch(reading.text[c.end : attacks[0].start])), None)
    if not said and noun is not None and _OTHER.search(reading.text[max(0, noun.start - 8) : noun.start]):
        return _other_target(reading, cards, noun)
    earlier = [c for c in cards if c is not noun]
    before = _described(reading, earlier) if said and noun is not None else None
    described = (
        before
        if before and any(o == "opponent" and _fits_props(p, said) for _c, o, p in before)
        else _described(reading, cards)
        if said
        else None
    )
    if not described:
        return None
    mine = [(c, p) for c, o, p in described if o == "self"]
    theirs = [(c, p) for c, o, p in described if o == "opponent"]
    if len(mine) > 1 or not theirs or len(mine) + len(theirs) != len(described):
        return None
    specs = [_spec(f"d{i + 1}", f"相手のUNIT{i + 1}", p) for i, (_c, p) in enumerate(theirs)]
    a_spec = _spec("a", "自分のUNIT", mine[0][1] if mine else [])
    if a_spec is None or any(s is None for s in specs):
        return None
    d_specs = [s for s in specs if s is not None]
    # the UNIT the object phrase names: its own noun (「…UNITを攻撃」) or the one it picks out
    fitting = [s for s in d_specs if fits(s, said)]
    if len(fitting) != 1:
        return None
    target = fitting[0]
    notes = ["攻撃対象に選べるかはSTR・DEFによらないので、書かれていないSTR・DEF・CPコストは1としました。"]
    if not mine:
        notes.append("攻撃するUNITは書かれていないので、アイコンも状態もない自分のUNITとしました。")
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {"field": [a_spec]},
        "player2": {"field": d_specs},
        "actions": [{"kind": "attack", "attackers": ["a"], "target": target["id"]}],
    }
    return _built(payload, d_specs, notes)


def _built(payload: dict[str, Any], d_specs: list[dict[str, Any]], notes: list[str]) -> BuiltScenario:
    plan = Plan("player1", ("a",), len(d_specs), False, (), True, False)

    def head(sim: SimulationResult) -> str:
        return battle_head(sim, plan)

    return BuiltScenario(f"{GAME}.plan.attack_target", payload, story(head, limit=4), tuple(notes))


# 「相手の【ヘイト】持ちUNITがスタンしてる。相手の他のUNITを攻撃できる?」: the object named as another UNIT
_OTHER = re.compile(r"(?:他|ほか|別)の\s*$")


def _other_target(reading: Reading, cards: list[Fact], noun: Fact) -> BuiltScenario | None:
    """The object 「他のUNIT」: one opponent's UNIT with no icon or state, besides the opponent's UNITs the
    question describes before it (1407.1 / 1326.2 / 803.5a-1 decide whether it may be chosen). Any
    property said of the object's own noun, or a described UNIT of the asker's, leaves it unread."""
    described = _described(reading, cards)
    if not described or described[-1][0] is not noun or described[-1][1] != "opponent" or described[-1][2]:
        return None
    before = described[:-1]
    if not before or any(o != "opponent" or not p for _c, o, p in before):
        return None
    specs = [_spec(f"d{i + 1}", f"相手のUNIT{i + 1}", p) for i, (_c, _o, p) in enumerate(described)]
    if any(s is None for s in specs):
        return None
    d_specs = [s for s in specs if s is not None]
    notes = [
        "攻撃対象に選べるかはSTR・DEFによらないので、書かれていないSTR・DEF・CPコストは1としました。",
        "攻撃するUNITは書かれていないので、アイコンも状態もない自分のUNITとしました。",
        "「他のUNIT」は、アイコンも状態もない相手のUNITとしました。",
    ]
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {"field": [{"id": "a", "name": "自分のUNIT", "icons": []}]},
        "player2": {"field": d_specs},
        "actions": [{"kind": "attack", "attackers": ["a"], "target": d_specs[-1]["id"]}],
    }
    return _built(payload, d_specs, notes)
