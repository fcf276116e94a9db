"""軌跡 TCG plan: may a card be played from where the question puts it — a UNIT with 【援軍】 from the
hand with or without a card of its 組織 on the field (1403.1), a UNIT in the 拠点 face down (【派遣】
1405.1, else 1206.1), an EVENT in the 拠点 face down or face up (1208.1a).

Built from the reading: the card's kind (the UNIT/EVENT noun), icons, CPコスト/EPコスト, where it is
(「拠点に」「拠点の」: `in_base`; the hand otherwise), whether it lies face down (`face_down`, 表向き
negated) and whether a card of the same 組織 is on the field (`org_card`). The asker plays it in
its own deploy step with the 発動待機領域 empty (703.8c-1); CP/EP the question does not give are
the card's cost, named in the notes.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.kiseki_units import ICONS, plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_STATES = frozenset({"face_down", "in_base", "in_hand", "org_card", "standby_empty"})
_COSTS = {"cp_cost": "cp_cost", "ep_cost": "ep_cost"}


def _one(facts: list[Fact]) -> Fact | None:
    """The fact all of `facts` agree on (None when there is none or they disagree)."""
    values = {(f.concept, f.negated, f.value) for f in facts}
    return facts[0] if len(values) == 1 else None


def card_play(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} - {"about:in_base", "about:face_down", "about:in_hand"} != {"can"}:
        return None
    if not plain(reading) or reading.of(Role.NUMBER):
        return None
    # played in the asker's own 配備ステップ, or a UNIT in its 戦闘フェイズ (refused: 703.8c-1);
    # another phase or the opponent's turn is not planned
    turns = {f.concept for f in reading.of(Role.TURN) if not f.negated}
    if len(reading.of(Role.TURN)) != len(turns) or not turns <= {"deploy_step", "battle_phase"}:
        return None
    battle = "battle_phase" in turns
    if battle and (len(turns) > 1 or "unit" not in {f.concept for f in reading.of(Role.CARD)}):
        return None
    actions = reading.of(Role.ACTION)
    if not actions or any(f.concept != "play" or f.negated for f in actions):
        return None
    if _AS_OTHER.search(reading.text):
        return None  # 「ITEMとしてプレイできる?」: 1403.1 forbids the play as a UNIT only
    # 「相手の場には遊撃士協会のUNITがいる」: the opponent's field, which 1403.1 (「あなたの場」) does not
    # count — its clause's facts are set aside, named in the notes
    if any("場" in m.group(0) and _NOT_UNIT.search(m.group(0)) for m in _SENTENCE.finditer(reading.text)):
        return None  # 「自分の場には結社のITEMがある」: whether an ITEM's 組織 counts (1403.1) is unplanned
    if _GONE.search(reading.text):
        return None  # 「結社のUNITがいたけど、さっき軌跡に置かれた」: a field told as it was, not as it is
    theirs = their_field(reading)
    reading = replace(reading, facts=tuple(f for f in reading.facts if f not in theirs))
    named = _named_orgs(reading)  # 「組織が結社の【援軍】UNIT」「場には遊撃士協会のUNITしかいない」
    if named is None:
        return None
    states = [f for f in reading.of(Role.STATE) if f.concept != "org" and not _other_only(reading, f)]
    if any(f.concept not in _STATES for f in states):
        return None
    # 「拠点3枚なら」: the 拠点's card count, the CP its 配備ステップ gives (703.8a) — the card itself counted
    counts = reading.of(Role.QUANTITY)
    base = counts[0].value if len(counts) == 1 and counts[0].concept == "base" else None
    if counts and (base is None or not isinstance(base, int) or counts[0].owner == "opponent"):
        return None
    kinds = {f.concept for f in reading.of(Role.CARD)}
    icons = reading.of(Role.KEYWORD)
    # 「【派遣】持ちのカード」: 【派遣】 plays the card from the 拠点 (1405.1) as the UNIT it is
    dispatched = not kinds and any(f.concept.strip("【】") == "派遣" for f in icons)
    if (kinds not in ({"unit"}, {"event"}) and not dispatched) or any(
        f.owner == "opponent" for f in reading.facts
    ):
        return None
    kind = "EVENT" if kinds == {"event"} else "UNIT"
    if any(f.concept.strip("【】") not in ICONS for f in icons):
        return None
    icons = tuple(f for f in icons if not f.negated)  # 「【派遣】のないUNIT」: a card without it
    face = _one([f for f in states if f.concept == "face_down"])
    org = _one([f for f in states if f.concept == "org_card"])
    in_base = any(f.concept == "in_base" for f in states) or any(
        f.concept == "about:in_base" for f in reading.asks()
    )
    if [f for f in states if f.concept == "face_down"] and face is None:
        return None  # face down and face up both said
    if [f for f in states if f.concept == "org_card"] and org is None:
        return None
    if face is not None and not in_base:
        return None  # a card lies face down or up in the 拠点 only: where is it?
    if in_base and (
        any(f.concept == "in_hand" for f in states)
        or any(f.concept == "about:in_hand" for f in reading.asks())
    ):
        return None  # 「手札から」 and 「拠点から」 both said: which card is played from where?
    names = sorted({f"【{f.concept.strip('【】')}】" for f in icons})
    uid = "u1" if kind == "UNIT" else "c"  # the played UNIT is u1 as in the other kiseki plans
    spec: dict[str, Any] = {"id": uid, "name": f"{''.join(names)}{kind}", "kind": kind, "icons": names}
    stats = {f.concept: f.value for f in reading.of(Role.STAT) if f.concept in _COSTS}
    if len(stats) != len(reading.of(Role.STAT)) or not all(isinstance(v, int) for v in stats.values()):
        return None
    spec.update(stats)
    notes: list[str] = [
        "自分の戦闘フェイズにプレイしようとするものとしました。"
        if battle
        else "自分の配備ステップで、発動待機領域が空のときにプレイするものとしました(703.8c-1)。"
    ]
    if dispatched:
        notes.append("【派遣】を持つカードの種類は書かれていないので、UNITとしました(1405.1)。")
    if theirs:
        notes.append("相手の場のUNITの組織は【援軍】の条件に関わりません(「あなたの場」、1403.1)。")
    player: dict[str, Any] = {}
    if in_base:
        if face is None:
            return None  # 拠点 cards are face down unless turned face up: the question must say which
        spec["face_down"] = not face.negated
        fillers = [
            {"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(max(int(base or 1) - 1, 0))
        ]
        player["base"] = [spec, *fillers]
    elif base is not None:
        return None  # a 拠点 count with a card played from the hand: the CP is not told by it here
    else:
        if kind != "UNIT" or "【援軍】" not in names or (org is None) == (not named):
            return None  # a card in the hand: only 【援軍】's 組織 condition is planned here
        player["hand"] = [spec]
    if named:
        own, field = named
        spec["orgs"] = [own]
        player["field"] = [
            {"id": f"f{i + 1}", "name": f"{o}のUNIT", "orgs": [o]} for i, o in enumerate(field)
        ]
    elif org is not None and not org.negated:
        player["field"] = [{"id": "f", "name": "同じ組織のUNIT", "orgs": ["遊撃士協会"]}]
        spec["orgs"] = ["遊撃士協会"]
    elif org is not None:
        player["field"] = []
    cost = int(spec.get("cp_cost", 1)) if kind == "UNIT" else 0
    player["cp"] = cost if base is None else 0  # the 配備ステップ gives the 拠点's count itself (703.8a)
    if kind == "UNIT" and base is None:
        notes.append(f"CPは書かれていないので、CPコスト({cost})を払えるだけあるものとしました。")
    elif kind == "UNIT":
        notes.append(
            f"CPは配備ステップの開始時に得る拠点のカードの枚数({base})とし、その枚数にはプレイするカードも"
            "含めました(703.8a)。"
        )
    else:
        player["ep"] = int(spec.get("ep_cost", 0))
        notes.append("EPは書かれていないので、EPコストを払えるだけあるものとしました。")
    their_units = [  # the opponent's field as told (its 組織 matter to no 【援軍】 of the asker's)
        {"id": f"o{i + 1}", "name": f"相手の{f.value}のUNIT", "orgs": [str(f.value)]}
        for i, f in enumerate(sorted(theirs, key=lambda f: f.start))
        if f.role is Role.STATE and f.concept == "org"
    ]
    payload: dict[str, Any] = {
        "phase": "battle" if battle else "deploy",
        "player1": player,
        "player2": {"field": their_units} if their_units else {},
        "actions": [{"kind": "play_unit" if kind == "UNIT" else "play_event", "card": uid}],
    }

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            why = str(refused.data.get("message", ""))
            return f"その{kind}はプレイできません({why}、{'、'.join(refused.rules)})"
        return f"その{kind}はプレイできます"

    return BuiltScenario(
        f"{GAME}.plan.card_play", payload, story(head, types=("rejected", "move"), limit=3), tuple(notes)
    )


_AS_OTHER = re.compile(r"(?:ITEM|アイテム|EVENT|イベント|BASE|ベース)\s*として")
# a card on the field that is no UNIT (「結社のITEMがある」): its 組織 had been counted as a field UNIT's
_NOT_UNIT = re.compile(r"ITEM|アイテム|BASE|ベース")
# a card told gone from the field (「いたけど」「軌跡に置かれた」「もういない」): 1403.1 asks of it now,
# and the run would seat it (「結社のUNITがいたけど、さっき軌跡に置かれた」 had been stated 'yes')
_GONE = re.compile(
    r"い(?:た|ました)\s*(?:けど|けれど|が|のに)|いなくな|もう\s*いない|(?:軌跡|手札)(?:に|へ)\s*(?:置かれ|送られ|行っ"
    r"|いっ|戻さ|戻っ)|退場|除外|場を離れ|場から(?:離れ|消え|いなく)"
)
_ANOTHER = "(別の組織)"  # a 組織 the question leaves unnamed, told unlike the card's
_CLAUSES = re.compile(r"[^。、,?？!！]+")
_QUIET = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM})


def their_field(reading: Reading) -> set[Fact]:
    """The facts of a clause telling the opponent's field only (「相手の場には遊撃士協会のUNITがいる」):
    its OWNER, the 場, a UNIT and its 組織 — nothing else told in it."""
    out: set[Fact] = set()
    for m in _CLAUSES.finditer(reading.text):
        facts = [f for f in reading.facts if m.start() <= f.start < m.end()]
        if not re.search(r"(?:相手|向こう|敵)の\s*場", m.group(0)):
            continue
        if all(
            f.role in _QUIET
            or (f.role is Role.CARD and f.concept == "unit" and f.owner in ("opponent", None))
            or (f.role is Role.STATE and f.concept == "org" and f.owner in ("opponent", None))
            for f in facts
        ) and any(f.role is Role.STATE for f in facts):
            out |= set(facts)
    return out


def _other_only(reading: Reading, fact: Fact) -> bool:
    """「自分の場にいるのは別組織のUNITだけ」: the asker's field said to hold only UNITs of another 組織."""
    if fact.concept != "no_common_org" or fact.negated or fact.owner not in ("self", None):
        return False
    end = next((m.end() for m in _SENTENCE.finditer(reading.text) if m.start() <= fact.start < m.end()), 0)
    return (
        "場" in reading.text[max(0, fact.start - 12) : fact.start]
        and _ONLY.search(reading.text, fact.end, end) is not None
    )


def _engun_sentence(reading: Reading, org: Fact) -> bool:
    """The 組織 is said in the sentence of the one 【援軍】: the card's."""
    engun = [f for f in reading.of(Role.KEYWORD) if f.concept.strip("【】") == "援軍" and not f.negated]
    spans = [(m.start(), m.end()) for m in _SENTENCE.finditer(reading.text) if m.end() > m.start()]
    return len(engun) == 1 and any(lo <= engun[0].start < hi and lo <= org.start < hi for lo, hi in spans)


_SENTENCE = re.compile(r"[^。?？!！]*[。?？!！]?")
# 「…のUNITしかいない」「…のUNITだけ」: the field holds only the 組織 named
_ONLY = re.compile(r"しか\s*(?:い|居|存在し|出てい|な)|だけ")


def _named_orgs(reading: Reading) -> tuple[str, list[str]] | tuple[()] | None:
    """The 【援軍】 card's 組織 and the 組織 of the asker's field, when the question names them
    (211, 1403.1): the 組織 said in the sentence of 【援軍】 is the card's (one), those said in another
    sentence of the asker's 場 are the field's; () when no 組織 is named; None when they cannot be
    told apart, the field may hold another 組織 the question leaves out (no 「しかいない」「だけ」) while
    sharing none, or 結社 and 身喰らう蛇 (maybe one 組織) are both named."""
    orgs = [f for f in reading.of(Role.STATE) if f.concept == "org"]
    others = [f for f in reading.of(Role.STATE) if _other_only(reading, f)]
    if len(orgs) == 1 and others and _engun_sentence(reading, orgs[0]):
        # 「【援軍】持ちのUNIT(組織は遊撃士協会)…自分の場にいるのは別組織のUNITだけ」: the field holds
        # only UNITs of another 組織 than the card's
        return str(orgs[0].value), [_ANOTHER]
    if not orgs:
        return ()
    if any(f.negated or f.owner == "opponent" or not isinstance(f.value, str) for f in orgs):
        return None
    if {"結社", "身喰らう蛇"} <= {str(f.value) for f in orgs}:
        return None
    text = reading.text
    engun = [f for f in reading.of(Role.KEYWORD) if f.concept.strip("【】") == "援軍" and not f.negated]
    if len(engun) != 1:
        return None
    spans = [(m.start(), m.end()) for m in _SENTENCE.finditer(text) if m.end() > m.start()]
    at = next(span for span in spans if span[0] <= engun[0].start < span[1])
    own = [str(f.value) for f in orgs if at[0] <= f.start < at[1]]
    field = [f for f in orgs if not at[0] <= f.start < at[1]]
    if len(own) != 1 or not field:
        return None
    if any("場" not in text[lo:hi] for lo, hi in spans if any(lo <= f.start < hi for f in field)):
        return None  # a 組織 said in a sentence that is not about the field
    names = list(dict.fromkeys(str(f.value) for f in field))
    only = all(
        _ONLY.search(text, f.end, next(hi for lo, hi in spans if lo <= f.start < hi)) is not None
        for f in field
    )
    if own[0] not in names and not only:
        return None  # none shares it, and the field may hold more
    return own[0], names
