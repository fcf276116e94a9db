"""軌跡 TCG plan: may the non-initiative player attack in the other player's turn — 「相手のターンの戦闘
フェイズに、自分のUNITで攻撃できる?」「自分の攻撃が1回終わった。このあと相手も攻撃してこれるの?」: the
戦闘フェイズ's combat substeps alternate (802.3: the イニシアチブプレイヤー first; 803.4a and 804.14: then
the non-primary player), so yes — but not before the イニシアチブプレイヤー's first substep
(「先に攻撃できる?」: 702.3, 803.3).

Built from the reading: whose turn it is (one of 自分のターン / 相手のターン), the 戦闘フェイズ, at most one
attack told before the asking sentence, made by the turn's player (「自分のUNITの攻撃が1回終わった」), and
the attack asked, made by the other player — its subject (「相手も」「相手は」) or else the owner it names
first (「自分のUNITで」). Nothing else: a stat, icon, state or count decides other things (which UNIT is
ready, 803.3a-1) and is not this plan. The attacking UNIT is a ready UNIT of the engine's; a told
earlier attack is made on another UNIT of the asker's than the one asked, with stats that stun
nothing (named in the notes); untold, the イニシアチブプレイヤー's first substep is a pass (named).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_verdict import asked_first
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"battle_phase", "self_turn", "opponent_turn"})
_QUIET = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM, Role.ASK, Role.CARD, Role.ACTION, Role.TURN})
_SENTENCE = re.compile(r"[^。?？!！]*[。?？!！]?")
_NAME = {"self": "自分", "opponent": "相手"}
# the subject of an attack (「相手も自分のUNITで」: 相手 attacks with its own UNIT, 自分 is reflexive)
_SUBJECT = re.compile(
    r"(?P<opponent>相手|向こう|あっち|敵)\s*(?:も|は|が|側は|側も)(?!\s*(?:の|UNIT|ユニット))"
    r"|(?P<self>自分|俺|私|僕|こっち|うち)\s*(?:も|は|が)(?!\s*(?:の|UNIT|ユニット))"
)
_ONCE = re.compile(r"\s*回")
_CLAUSE = re.compile(r"[、。,!?！？]")
# 「相手の場にUNITはいない」「自分の場は空っぽ」: a field told empty (an aside after the ask too) — the
# attacker may hold no ready UNIT to choose (803.3, 803.3a-1); the run seats one, so not this plan
_EMPTY = re.compile(
    r"(?:UNIT|ユニット)\s*(?:は|が|も)?\s*(?:1体も|一体も|１体も|何も)?\s*(?:いない|居ない|いません|いなく|おらず"
    r"|なし|無し|ゼロ|[0０]\s*体)|場(?:に|には|は|が)?\s*(?:空っぽ|からっぽ|空(?!き)|がら空き|ガラ空き|何も(?:いない|ない))"
)
# 「パス」: a pass told — the other player's makes the next pass both players' in a row (803.4b: the
# phase ends), and the plan runs only the turn player's first substep as a pass
_PASS = re.compile(r"パス")


def _attacker(reading: Reading, sentence: tuple[int, int], attack: Fact) -> str | None:
    """The player making `attack`: the subject its sentence names before it, else the first owner."""
    lo = sentence[0]
    said = _SUBJECT.search(reading.text, lo, attack.start)
    if said is not None:
        return "opponent" if said.group("opponent") else "self"
    turns = reading.of(Role.TURN)  # 「相手のターンの…」: the turn's owner is not the attacker
    owners = [
        f.concept
        for f in reading.of(Role.OWNER)
        if lo <= f.start < attack.start
        and f.concept in _NAME
        and not any(t.start <= f.start < t.end for t in turns)
        and not reading.text.startswith("より", f.end)  # 「相手より先に」: the one compared with
    ]
    return owners[0] if owners else None


def attack_in_their_turn(reading: Reading) -> BuiltScenario | None:
    ask = reading.asks()
    if {f.concept for f in ask} != {"can"} or not plain(reading):
        return None
    if any(f.role not in _QUIET for f in reading.facts if f.role is not Role.NUMBER):
        return None  # a stat, icon, state, count or 組織: not this plan
    text = reading.text
    numbers = reading.of(Role.NUMBER)
    if any(f.value != 1 or not _ONCE.match(text, f.end) for f in numbers):
        return None  # 「1回終わった」 counts the earlier attack; any other number is not planned
    turns = reading.of(Role.TURN)
    concepts = {f.concept for f in turns}
    if any(f.negated for f in turns) or not concepts <= _TURNS or "battle_phase" not in concepts:
        return None
    whose = concepts & {"self_turn", "opponent_turn"}
    if len(whose) != 1:
        return None  # whose turn decides who attacks first (802.3)
    initiative = "self" if whose == {"self_turn"} else "opponent"
    other = "opponent" if initiative == "self" else "self"
    cards = reading.of(Role.CARD)
    if any(f.concept != "unit" or f.negated for f in cards):
        return None
    acts = reading.of(Role.ACTION)
    # 「相手が攻撃してきた」 (attacked): an earlier attack made on the asker's side
    if not acts or any(f.concept not in ("attack", "attacked") or f.negated for f in acts):
        return None
    spans = [(m.start(), m.end()) for m in _SENTENCE.finditer(text) if m.end() > m.start()]
    asking = next((s for s in spans if s[0] <= ask[-1].start < s[1]), None)
    if asking is None:
        return None
    # the attack asked is the asking sentence's last; one told before it (「自分が攻撃した後、相手は…」)
    asked = [f for f in acts if asking[0] <= f.start < asking[1]][-1:]
    earlier = [f for f in acts if f.start < asked[0].start] if asked else []
    if not asked or len(earlier) > 1 or asked[0].concept != "attack":
        return None
    by = _attacker(reading, (max(asking[0], earlier[0].end if earlier else 0), asking[1]), asked[0])
    if by != other:
        return None  # the turn player's own attack is no alternation (and its UNIT's state is untold)
    if earlier:
        clause = max([0, *(m.end() for m in _CLAUSE.finditer(text, 0, earlier[0].start))])
        made_by = _attacker(reading, (clause, asking[1]), earlier[0])
        if earlier[0].concept == "attacked" and made_by is None:
            made_by = "opponent"  # 「攻撃されて」: the asker's side was attacked
        if made_by != initiative:
            return None  # the earlier attack must be the turn player's first substep (802.3)
    if _EMPTY.search(text):
        return None  # a field told empty: which UNIT may attack is not the engine's stand-in (803.3a-1)
    for said in _PASS.finditer(text):
        clause = max([0, *(m.end() for m in _CLAUSE.finditer(text, 0, said.start()))])
        subject = next(reversed(list(_SUBJECT.finditer(text, clause, said.start()))), None)  # the nearest
        passer = ("opponent" if subject.group("opponent") else "self") if subject else None
        if earlier or passer != initiative:
            # 「相手がパス、自分もパスした」: both players' passes in a row end the phase (803.4b), and a
            # pass after a told attack is a substep the run does not hold
            return None
    first = not earlier and asked_first(text)  # 「先に攻撃できる?」: before the turn player's first (802.3)
    init_seat, other_seat = "player1", "player2"  # the イニシアチブプレイヤー is player1
    attacked: list[dict[str, Any]] = []
    actions: list[dict[str, Any]] = []
    notes = ["攻撃するUNITは書かれていないので、レディ状態のUNIT(STR・DEF・CPコスト1)としました。"]
    if earlier:
        attacked = [{"id": "x", "name": "先に攻撃されたUNIT", "STR": 0, "DEF": 9}]
        actions.append({"kind": "attack", "player": init_seat, "attackers": ["a"], "target": "x"})
        notes.append(
            f"{_NAME[initiative]}の攻撃は、攻撃したいUNITとは別の{_NAME[other]}のUNITに向けられ、"
            "どのUNITもスタンしなかったものとしました。"
        )
    elif not first:
        actions.append({"kind": "pass", "player": init_seat})
        notes.append(
            f"イニシアチブプレイヤー({_NAME[initiative]})の最初の戦闘サブステップはパスとしました"
            "(攻撃しても、攻撃したいUNITがスタンしなければ同じです)。"
        )
    actions.append({"kind": "attack", "player": other_seat, "attackers": ["b"]})
    payload: dict[str, Any] = {
        "phase": "battle",
        # names without 自分/相手: the seats are the turn's (player1 the イニシアチブプレイヤー)
        init_seat: {"field": [{"id": "a", "name": "イニシアチブプレイヤーのUNIT", "STR": 0, "DEF": 9}]},
        other_seat: {"field": [*attacked, {"id": "b", "name": "非イニシアチブプレイヤーの攻撃するUNIT"}]},
        "actions": actions,
    }
    me = init_seat if initiative == "self" else other_seat
    who = _NAME[other]

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            return (
                f"{who}はまだ攻撃できません。戦闘フェイズの最初の戦闘サブステップはイニシアチブプレイヤーが"
                f"実行します(802.3、{'、'.join(refused.rules)})"
            )
        return (
            f"{who}は攻撃できます。イニシアチブプレイヤーの戦闘サブステップの後は、非プライマリープレイヤー"
            "が次の戦闘サブステップを実行し、攻撃するUNITを選べます(803.4a、804.14、803.3)"
        )

    return BuiltScenario(
        f"{GAME}.plan.attack_in_their_turn",
        payload,
        story(head, types=("rejected", "attack", "pass"), limit=3, me=me),
        tuple(notes),
    )
