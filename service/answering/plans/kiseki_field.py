"""軌跡 TCG plan: may the asker's UNIT attack the opponent directly, or the opponent's UNIT the question
picks out, when the opponent's 場 is told as groups of UNITs with counts — 「相手の場には【暗躍】を持って
ないユニットが2体、どっちもレディ状態」「【ヘイト】持ちのユニット(スタンしてない)と、普通のユニットが
1体ずつ」 (【暗躍】 1402.1, 【ヘイト】 1407.1/1326.2, a stunned UNIT 803.5a-1, the player 803.5b/803.6h).

Built from the reading: the sentence that places UNITs on the opponent's 場 (「相手の場に(は)」), cut at
each UNIT noun (a UNIT count 「ユニットが2体」 or a UNIT noun); each group takes the icons and states
said before its noun (and in a parenthesis right after it) and its count (「1体ずつ」: one of each). A
state said after the groups of all of them (「どっちもレディ」「両方スタンしてない」) is each one's. The
attacker is the asker's one UNIT with the icons said of it outside that sentence (「自分の【暗躍】持ち
ユニット」「攻撃ユニットは【暗躍】なし」). The target is the opponent (「相手プレイヤーを(直接)攻撃」) or
the one group the attack's object phrase fits (「ヘイトじゃない方」; 「普通の方」: the one with no icon).
Anything else said of the UNITs
(a stat, another state after them) is not this situation.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_aim import fits
from service.answering.plans.kiseki_units import ICONS, plain
from service.answering.reading.aimed import object_properties
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_verdict import Plan, battle_head
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_FIELD = re.compile(r"相手の場(?:に|には|は)")
_END = re.compile(r"[。?？!！]")
_ALL = re.compile(r"どっちも|どちらも|両方|全部|全員|[0-9２-９]\s*体とも")
_EACH = re.compile(r"\s*ずつ")
_PLAYER = re.compile(r"相手\s*(?:プレイヤー|本体)|直接")
_STATES = {"stunned": "stunned", "rested": "acted"}
# 「普通の方」「能力なしのユニット」: the UNIT of the field with no icon
_PLAIN = re.compile(
    r"(?:普通|能力なし|何も持って(?:い)?ない|バニラ)\s*の?\s*(?:方|ほう|ユニット|UNIT)\s*[をに]"
)
_PROPS = (Role.KEYWORD, Role.STATE)
# 「相手の場にUNITはいない」「…いません」「…おらず」: the field's sentence denies any UNIT (style audit 15c:
# read as one UNIT there, 'no' had been stated for the attack on the player, 803.5b)
_ABSENT = re.compile(
    r"(?:UNIT|ユニット)\s*(?:は|が|も)?\s*(?:(?:[1１一]\s*(?:体|つ)|誰|何)\s*も)?\s*"
    r"(?:(?:い|居)(?:ない|ません|なかった)|おらず|おりません|(?:0|ゼロ)\s*体)"
)


def _props_ok(props: list[Fact]) -> bool:
    for f in props:
        if f.role is Role.KEYWORD and f.concept.strip("【】") not in ICONS:
            return False
        if f.role is Role.STATE and f.concept not in (*_STATES, "active"):
            return False
    return True


def _spec(uid: str, props: list[Fact]) -> dict[str, Any] | None:
    spec: dict[str, Any] = {"id": uid, "name": f"相手のUNIT{uid[1:]}", "icons": []}
    seen: dict[str, bool] = {}
    for f in props:
        key = f.concept.strip("【】")
        if seen.get(key, not f.negated) == f.negated:
            return None  # said both ways
        seen[key] = not f.negated
        if f.negated or key == "active":
            continue
        if f.role is Role.KEYWORD:
            spec["icons"].append(f"【{key}】")
        else:
            spec[_STATES[key]] = True
    if seen.get("active") and (spec.get("acted") or spec.get("stunned")):
        return None
    return spec


def _groups(reading: Reading, lo: int, hi: int) -> list[tuple[int, list[Fact]]] | None:
    """(count, props) of each group of the opponent's UNITs said between `lo` and `hi`."""
    text = reading.text
    nouns = sorted(
        (
            f
            for f in reading.facts
            if lo <= f.start < hi
            and (
                (f.role is Role.QUANTITY and f.concept == "field_count")
                or (f.role is Role.CARD and f.concept == "unit")
            )
        ),
        key=lambda f: f.start,
    )
    nouns = [n for i, n in enumerate(nouns) if not (i and nouns[i - 1].end > n.start)]
    if not nouns:
        return None
    out: list[tuple[int, list[Fact]]] = []
    start = lo
    for n in nouns:
        end = n.end
        paren = re.match(r"\s*[(（][^()（）]*[)）]", text[end:])
        if paren:
            end += paren.end()
        props = [f for f in reading.facts if start <= f.start and f.end <= end and f.role in _PROPS]
        count = n.value if n.role is Role.QUANTITY and isinstance(n.value, int) else 1
        out.append((count, props))
        start = end
    last = nouns[-1]
    if last.role is Role.QUANTITY and _EACH.match(text, last.end):  # 「…と…が1体ずつ」
        out = [(1, props) for _, props in out]
    rest = [f for f in reading.facts if start <= f.start < hi and f.role in _PROPS]
    if rest:  # 「…2体、どっちもレディ状態」: said of all of them
        if not _ALL.search(text, start, rest[0].start):
            return None
        out = [(c, props + rest) for c, props in out]
    if any(f.role in (Role.STAT, Role.NUMBER) for f in reading.facts if lo <= f.start < hi):
        return None
    return out


# 「…本体いける?」「本体に通る?」「プレイヤーに行ける?」: the last sentence asks the attack told before
_PLAYER_ASKED = re.compile(
    r"^\s*(?:じゃあ|で|それで)?\s*[、,]?\s*(?:相手\s*の?\s*)?(?:本体|プレイヤー)\s*(?:に|へ|を)?\s*"
)


def _told_first(reading: Reading, asked: Fact, lo: int, hi: int) -> bool:
    """「【暗躍】持ちで相手本体を直接殴りたい。相手の場には…。本体いける?」: the attack is told in a
    sentence before the field's, and the sentence after it only asks it of the player."""
    if asked.end > lo:
        return False
    rest = [f for f in reading.facts if f.start >= hi]
    if not any(f.role is Role.ASK for f in rest):
        return False
    if any(f.role not in (Role.ASK, Role.TERM, Role.NEUTRAL, Role.OWNER) for f in rest):
        return False
    return _PLAYER_ASKED.match(reading.text[hi + 1 :]) is not None


def aim_field(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.STAT, Role.TURN, Role.MODIFIER)):
        return None
    attacks = reading.of(Role.ACTION)
    if not attacks or any(f.concept != "attack" or f.negated for f in attacks):
        return None
    text = reading.text
    field = _FIELD.search(text)
    if field is None:
        return None
    end = _END.search(text, field.end())
    hi = end.start() if end else len(text)
    groups = _groups(reading, field.end(), hi)
    if groups is not None and _ABSENT.search(text, field.end(), hi):
        if groups != [(1, [])]:
            return None  # 「スタンしてないUNITはいない」: which UNITs are there is not told
        groups = []  # 「相手の場にUNITはいない」: an empty field
    elif groups is None or not 1 <= sum(c for c, _ in groups) <= 5:
        return None
    if any(not _props_ok(p) for _, p in groups):
        return None
    asked = attacks[-1]
    ask_start = max((m.end() for m in _END.finditer(text, 0, asked.start)), default=0)
    if ask_start < hi and not _told_first(reading, asked, field.start(), hi):
        return None  # the asking sentence is the field's: which UNITs are described is not clear
    # the attacker: the icons said outside the field's sentence and the attack's object phrase
    said = object_properties(reading, asked)
    mine = [
        f
        for f in reading.facts
        if f.role in _PROPS
        and not (field.start() <= f.start < hi)
        and f not in said
        and f.owner != "opponent"
    ]
    if any(f.role is not Role.KEYWORD or f.concept.strip("【】") not in ICONS for f in mine):
        return None
    icons = sorted(f"【{f.concept.strip('【】')}】" for f in mine if not f.negated)
    d_specs: list[dict[str, Any]] = []
    kinds: list[list[Fact]] = []
    for count, props in groups:
        for _ in range(count):
            spec = _spec(f"d{len(d_specs) + 1}", props)
            if spec is None:
                return None
            d_specs.append(spec)
            kinds.append(props)
    to_player = bool(_PLAYER.search(text, ask_start, asked.start))
    plain_one = _PLAIN.search(text, ask_start, asked.start) is not None  # 「普通の方を攻撃」
    if to_player + bool(said) + plain_one != 1:
        return None  # the player and a UNIT's properties, or neither: the target is not told
    target = "player2"
    if plain_one:
        fitting = [s for s in d_specs if not s["icons"]]
        if not fitting or len({repr(sorted(s.items())[1:]) for s in fitting}) != 1:
            return None
        target = str(fitting[0]["id"])
    elif said:
        fitting = [s for s in d_specs if fits(s, said)]
        if not fitting or len({repr(sorted(s.items())[1:]) for s in fitting}) != 1:
            return None
        target = str(fitting[0]["id"])
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {"field": [{"id": "a", "name": "自分のUNIT", "icons": icons}]},
        "player2": {"field": d_specs},
        "actions": [{"kind": "attack", "attackers": ["a"], "target": target}],
    }
    notes = ("攻撃対象に選べるかはSTR・DEFによらないので、書かれていないSTR・DEF・CPコストは1としました。",)
    plan = Plan("player1", ("a",), len(d_specs), False, (), True, False)

    def head(sim: SimulationResult) -> str:
        return battle_head(sim, plan)

    return BuiltScenario(f"{GAME}.plan.aim_field", payload, story(head, limit=4), notes)
