"""軌跡 TCG plan `arts_zone`: may a UNIT card's アーツ be played from where the question puts the card —
「場に出てるUNITのアーツ(EPコスト1)、EP出せば使える?」「拠点に表向きのUNITのアーツ使える?」「拠点に裏向きの
UNITのアーツ(EPコスト1)、EP1あればプレイできる?」「手札のUNITのアーツ(EPコスト1)、EP0でも使える?」.

A UNIT card's アーツ is active while the card is in the hand or face down in the 拠点 (1202.3) and is played
only from there (1213.2); a face-up UNIT card in the 拠点 cannot play it (1213.2a), and playing it pays its
EPコスト (1204.2f-5, 1318.2). The engine refuses the play by those clauses, so the verdict is the engine's.

Built from the reading: one 「できる?」 asked, the asked アーツ (ACTION arts) of one UNIT card of the
asker's, the card's zone told in exactly one of three ways — the field (「場に出てる」「場にいる」「場の」
「場に出した」), the 拠点 with its face (STATE face_down, 「表向き」 negated), the hand (「手札の」「手札に
ある」); the アーツ's
EPコスト (STAT ep_cost) and the asker's EP (QUANTITY ep, 「EP払えば」 / 「EPは足りてる」 read as enough).
A play that may succeed (hand, face-down 拠点) needs both the cost and the EP told; a refusal that does
not depend on them (field, face-up 拠点) names the EP it assumed. Anything else told (a turn other than
the 配備ステップ, a quote, another card, a number, a keyword, a stat other than CP/EPコスト) is not this plan.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_QUIET = frozenset(
    {
        Role.OWNER,
        Role.NEUTRAL,
        Role.TERM,
        Role.ASK,
        Role.ACTION,
        Role.STATE,
        Role.CARD,
        Role.STAT,
        Role.QUANTITY,
    }
)
# what the asker does to play it: 「使える」「撃てる」「プレイできる」「EP払えば」「EP出して」「場に出した」
_ACTS = frozenset({"arts", "play", "use", "pay"})
# the card's zone, told before the UNIT word (「場に出てる俺のUNIT」「自分の場のUNIT」「場に出したUNIT」)
_FIELD = re.compile(r"場\s*(?:に\s*(?:出て(?:る|いる)?|出し(?:た|てる)|い(?:る|た)|あ(?:る|った))|の)")
_HAND = re.compile(r"手札\s*(?:の|に\s*(?:ある|あった|いる))")
_BASE = re.compile(r"拠点\s*(?:に|で|の)")
# 「EPは足りてる」「EPは十分」: the EP told as enough for the cost
_ENOUGH = re.compile(r"EP\s*(?:は|が|も)?\s*(?:足りて|足りる|十分|じゅうぶん|ある)")
_MAX_EP = 10
_READY_BASE = re.compile(r"拠点\s*(?:に|の|には)\s*$")
# 「拠点のカード1枚アクションしてEP出して」: the 拠点 cards told acted for the EP
_ACTED_FOR = re.compile(r"\s*(?:を|は)?\s*(?:アクション|寝かせ|横に)\s*(?:して|し|させて|て)\s*[、,]?\s*EP")


def _zone(text: str, card: Fact, states: list[Fact]) -> str | None:
    """Where the question puts the card: "field", "hand", "up" / "down" (the 拠点's face), or None when
    none or several are told."""
    before = text[max(0, card.start - 14) : card.start]
    found = set()
    if _FIELD.search(before) and "拠点" not in before and "手札" not in before:
        found.add("field")
    if _HAND.search(before):
        found.add("hand")
    faces = [f for f in states if f.concept == "face_down"]
    if _BASE.search(before) or any(f.concept == "in_base" for f in states):
        if len(faces) != 1:
            return None
        found.add("up" if faces[0].negated else "down")
    elif faces:
        return None  # a face told with no 拠点: which zone?
    return found.pop() if len(found) == 1 else None


def arts_zone(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks() if not f.concept.startswith("about:")}
    if asked != {"can"} or not plain(reading) or "「" in reading.text or "『" in reading.text:
        return None
    if any(f.role not in _QUIET for f in reading.facts if f.role is not Role.TURN):
        return None
    if any(f.concept != "deploy_step" or f.negated for f in reading.of(Role.TURN)):
        return None  # another turn or step: whose priority? (902.4e)
    actions = reading.of(Role.ACTION)
    arts = [f for f in actions if f.concept == "arts"]
    if not arts or any(f.negated or f.concept not in _ACTS for f in actions):
        return None
    cards = reading.of(Role.CARD)
    if len({(f.concept, f.owner) for f in cards}) != 1 or cards[0].concept != "unit":
        return None
    if cards[0].owner == "opponent" or any(f.owner == "opponent" for f in reading.facts):
        return None
    # 「拠点にレディのカードがあって」: ready 拠点 cards told beside the card, the EP's source (1217.2)
    ready = [
        f
        for f in reading.of(Role.STATE)
        if f.concept == "active" and _READY_BASE.search(reading.text, 0, f.start)
    ]
    states = [f for f in reading.of(Role.STATE) if f.concept in ("in_base", "face_down")]
    if len(states) + len(ready) != len(reading.of(Role.STATE)) or any(f.negated for f in ready):
        return None
    zone = _zone(reading.text, cards[0], states)
    if zone is None:
        return None
    stats = reading.of(Role.STAT)
    costs = {f.value for f in stats if f.concept == "ep_cost"}
    cps = {f.value for f in stats if f.concept == "cp_cost"}
    if len(costs) > 1 or len(cps) > 1 or any(f.concept not in ("ep_cost", "cp_cost") for f in stats):
        return None
    bases = [f for f in reading.of(Role.QUANTITY) if f.concept == "base"]
    eps = [f for f in reading.of(Role.QUANTITY) if f not in bases]
    if len(eps) > 1 or any(f.concept != "ep" or not isinstance(f.value, int) for f in eps):
        return None
    # 「拠点のカード1枚アクションしてEP出して」: those 拠点 cards acted for the EP (1217.2), with no EP told
    told_acted = (
        bases[0].value
        if len(bases) == 1 and not eps and _ACTED_FOR.match(reading.text, bases[0].end)
        else None
    )
    acted = told_acted if isinstance(told_acted, int) else None
    if bases and (acted is None or not 1 <= acted <= _MAX_EP or zone != "field"):
        return None
    cost = next(iter(costs)) if costs else None
    told_ep = eps[0].value if eps and isinstance(eps[0].value, int) else None
    enough = _ENOUGH.search(reading.text) is not None or any(f.concept == "pay" for f in actions)
    notes: list[str] = ["自分の配備ステップで優先権を持つときにプレイするものとしました(902.4e)。"]
    if zone in ("hand", "down") and (cost is None or told_ep is None):
        return None  # whether it can be paid decides: both must be told
    if not isinstance(cost, int) or not 0 <= cost <= _MAX_EP:
        if cost is not None:
            return None
        cost = 0
        notes.append("アーツのEPコストは書かれていないので0としました(プレイできるかには関わりません)。")
    if acted is not None:
        ep = 0
    elif told_ep is None:
        ep = cost
        notes.append(
            f"EPは{'足りている' if enough else 'コストと同じだけある'}ものとし、{ep}としました"
            "(プレイできるかには関わりません)。"
        )
    elif not 0 <= told_ep <= _MAX_EP:
        return None
    else:
        ep = told_ep
    card: dict[str, Any] = {
        "id": "u",
        "name": "アーツを持つUNIT",
        "kind": "UNIT",
        "arts_ep": cost,
        "arts": [],
    }
    if cps:
        card["cp_cost"] = next(iter(cps))
    if zone in ("up", "down"):
        card["face_down"] = zone == "down"
    player: dict[str, Any] = {{"field": "field", "hand": "hand"}.get(zone, "base"): [card], "ep": ep}
    script: list[dict[str, Any]] = []
    if ready and acted is None:
        player["base"] = [{"id": "r1", "name": "拠点のレディのカード", "acted": False}]
    if acted is not None:  # each told 拠点 card acted for one EP (1217.2)
        player["base"] = [{"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(acted)]
        script += [{"kind": "gain_ep", "player": "player1", "card": f"b{i + 1}"} for i in range(acted)]
    script.append({"kind": "arts", "player": "player1", "card": "u"})
    payload: dict[str, Any] = {"phase": "deploy", "player1": player, "player2": {}, "actions": script}
    where = {"field": "場", "hand": "手札", "up": "拠点(表向き)", "down": "拠点(裏向き)"}[zone]

    def head(sim: SimulationResult) -> str:
        refused = [e for e in sim.events if e.type == "rejected"]
        if refused:
            return f"{where}にあるUNITのアーツはプレイできません({'、'.join(refused[0].rules)})"
        return f"{where}にあるUNITのアーツはプレイできます(1213.2、1204.2f-5)"

    return BuiltScenario(
        f"{GAME}.plan.arts_zone",
        payload,
        story(head, types=("rejected", "play", "move"), limit=3, me="player1"),
        tuple(notes),
    )
