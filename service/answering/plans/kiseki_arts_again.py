"""軌跡 TCG plan `arts_again`: may the アーツ of a UNIT card in the 拠点 be played again after it was
played from there — 「拠点に裏向きで置いてたUNITカードのアーツを拠点から撃った。…同じカードのアーツをもう1回
撃てる?」: playing it from the 拠点 turns the card face up (1204.2a) and a face-up UNIT card's アーツ in
the 拠点 cannot be played (1213.2a), so no — whatever turn it is (705.8 readies cards, it does not turn
them face down).

Built from the reading: two アーツ plays (ACTION arts), the first from the 拠点 (「拠点から」, the card
told in the 拠点, no 「手札から」), the asked one of the same card (「同じカード」「そのカード」「もう1回」
「また」); states only the 拠点 and the card face down before the first play, face up after it (its
told result, 1204.2a) and レディ after it (the turn's end readies, 705.8). Anything else told (a stat,
an icon, a count, another card, the card turned face down again) is not this plan. The EPコスト is
untold: the engine's 0, named (the refusal does not depend on it).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_QUIET = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM, Role.ASK, Role.ACTION, Role.STATE, Role.CARD})
_SAME = re.compile(
    r"同じ(?:カード|UNIT|ユニット|やつ)|その(?:カード|UNIT|ユニット)|そいつ|もう\s*(?:1|一)\s*(?:回|度)|また|再び|再度"
    r"|(?:2|二)\s*回目"
)
_SAME_CARD = re.compile(r"(?:その|この|同じ)\s*$")
# 「裏向きに戻した」「裏にした」: the card turned face down again — not this plan
_FACE_DOWN_AGAIN = re.compile(r"裏(?:向き)?\s*(?:に|へ)\s*(?:戻|し|な)")


# 「拠点から撃って、そのカードは表になった」: the face-up card told as what the play from the 拠点 did
_TURNED_UP = re.compile(
    r"(?:撃っ|打っ|使っ|プレイし)(?:て|たら|たから|たので)\s*[、,]?\s*(?:その|この)?\s*"
    r"(?:(?:UNIT|ユニット)?\s*カード|UNIT|ユニット|それ)?\s*(?:は|が|も)?\s*(?:今も|いまも|まだ)?\s*"
    r"(?:拠点\s*(?:で|に)\s*)?(?P<up>表(?:向き)?\s*に\s*(?:なっ|なる|な))"
)


def told_face_up(reading: Reading) -> Reading:
    """The reading with 「…拠点から撃って、そのカードは表になった」's face-up state read as neutral words:
    it is what playing the card from the 拠点 does (1204.2a), the run's own result, not a state the
    scenario starts with."""
    spans = [m.span("up") for m in _TURNED_UP.finditer(reading.text) if "拠点" in reading.text[: m.start()]]
    if not spans:
        return reading
    facts = tuple(
        replace(f, role=Role.NEUTRAL, concept="turned_up", value=None, owner=None, negated=False)
        if f.role is Role.STATE
        and f.concept == "face_down"
        and f.negated
        and any(a <= f.start < b for a, b in spans)
        else f
        for f in reading.facts
    )
    return replace(reading, facts=facts)


def arts_again(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks() if not f.concept.startswith("about:")}
    if asked != {"can"} or not plain(reading):
        return None
    text = reading.text
    # 「次のターン、…また撃てる?」: a later turn changes nothing here (705.8 readies, it does not turn the
    # card face down): read, the plan's
    later = [f for f in reading.of(Role.TURN) if f.concept == "turn_passed" and not f.negated]
    if any(f.role not in _QUIET and f not in later for f in reading.facts) or _FACE_DOWN_AGAIN.search(text):
        return None
    if "手札" in text or "「" in text:
        return None  # a アーツ played from the hand goes with its card to the 軌跡 (1204.2f-5); a text told
    arts = [f for f in reading.of(Role.ACTION) if f.concept == "arts"]
    if len(arts) != 2 or any(f.negated for f in reading.of(Role.ACTION)):
        return None
    # 「EP払えばもう一回使える?」: paying its EP is how the asked アーツ is played (1204.2f-5)
    if any(f.concept not in ("arts", "play", "use", "pay") for f in reading.of(Role.ACTION)):
        return None
    first = arts[0]
    if "拠点" not in text[: first.start + 12]:
        return None  # the first play is told from the 拠点
    if not _SAME.search(text, first.end):
        return None  # the asked アーツ must be the same card's
    for f in reading.of(Role.STATE):
        if f.start > first.start and not f.negated and f.concept == "active":
            continue  # 「拠点もレディした」: readied at the turn's end, not turned face down (705.8)
        if f.start > first.end and f.negated and f.concept == "face_down":
            continue  # 「そのカードは表になった」: the first play's told result (1204.2a)
        if f.concept not in ("in_base", "face_down") or f.negated:
            return None
    if any(
        f.start > first.start and f.concept == "face_down" and not f.negated for f in reading.of(Role.STATE)
    ):
        return None  # face down told after the play: turned back?
    cards = reading.of(Role.CARD)
    if any(f.concept != "unit" or f.owner == "opponent" or f.negated for f in cards):
        return None
    # 「そのUNITカードは今も拠点で表向き」: the card named again by its demonstrative is the same card
    if any(not _SAME_CARD.search(reading.text, max(0, f.start - 4), f.start) for f in cards[1:]):
        return None
    card = {
        "id": "u",
        "name": "拠点のUNITカード",
        "kind": "UNIT",
        "face_down": True,
        "arts_ep": 0,
        "arts": [],
    }
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"base": [card]},
        "player2": {},
        "actions": [{"kind": "arts", "card": "u"}, {"kind": "arts", "card": "u"}],
    }
    notes = (
        "アーツのEPコストと効果は書かれていないので、EPコスト0・効果なしとしました(プレイできるかには関わりません)。",
        "1回目と2回目のプレイは同じ配備ステップで行いました(ターンが変わっても表向きのカードは裏向きに戻りません、"
        "705.8)。",
    )

    def head(sim: SimulationResult) -> str:
        refused = [e for e in sim.events if e.type == "rejected"]
        if refused:
            return (
                "そのカードのアーツはもうプレイできません。拠点からアーツをプレイするとそのカードは表向きになり"
                f"(1204.2a)、拠点に表向きのUNITカードのアーツはプレイできません({'、'.join(refused[0].rules)})"
            )
        return "そのカードのアーツはもう一度プレイできます"

    return BuiltScenario(
        f"{GAME}.plan.arts_again",
        payload,
        story(head, types=("rejected", "set_state"), limit=3),
        notes,
        tuple((f.start, f.end + 1) for f in later),
    )
