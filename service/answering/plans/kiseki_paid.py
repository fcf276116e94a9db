"""軌跡 TCG plan: the CP a UNIT's play pays (or the EP an EVENT's) with the cost changes the question tells,
in the order 1204.2f sets — 「CPコスト5のUNITに「CPコストは2になる」効果と「CPコスト+1」の効果。払うCPは?」
(a change to another value first, 1204.2f-6; then the increases, 1204.2f-7 / 1304.1; then the decreases,
1204.2f-8 / 1304.2; 0 or less counts as paid, 1203.5), or whether the told CP pays it
(「CPが3あって、CPコスト4のUNITがCPコスト-1されてる。出せる?」, 1204.2f-1, 1204.2h).

Built from the reading: one UNIT (or EVENT) with its CPコスト (EPコスト), at most one told value it is set
to (STAT cost_set) and at most one increase and one decrease (MODIFIER cost_up / cost_down), the play
(or pay) and what is asked; the asker's CP (EP) told, or — for the amount paid only — a documented
pool large enough (it does not change the amount). Anything else told declines. The asker plays it in
its own 配備ステップ with an empty 拠点 (no CP gained, 703.8a).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_ENOUGH = 20  # a pool that pays any cost the question can tell (it changes no amount paid)
_KINDS = {"unit": ("cp_cost", "cp", "play_unit", "UNIT"), "event": ("ep_cost", "ep", "play_event", "EVENT")}
_CHANGES = frozenset({"cost_up", "cost_down"})
_POOLS = frozenset({"cp", "ep"})
_PAYS = {"CP": "1204.2f-1", "EP": "1204.2f-2"}
_QUIET = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM, Role.CARD, Role.ASK})
# 「払うCPは?」「CPはいくつ払う?」「EPいくつ必要?」: the amount a play pays is asked
_PAID = re.compile(
    r"(?:払う|支払う|必要な|使う|消費する)\s*(?:CP|EP)\s*(?:は|って)"
    r"|(?:CP|EP)\s*(?:は|を|って)?\s*(?:いくつ|何点|何|いくら)\s*(?:払|支払|必要|使|消費|いる|要る)"
)
# a told change taken back or supposed (「…効果はもう切れた」「もし…なら」)
_UNDONE = re.compile(r"かかって(?:い)?な|切れ|終わっ|なくなっ|消え|無効|もし|(?<!な)たら")


def cost_paid(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    if kind not in ("can", "number"):
        return None
    paid_asked = _PAID.search(reading.text) is not None
    if kind == "number" and not paid_asked:
        return None
    cards = [f for f in reading.of(Role.CARD) if f.concept in _KINDS]
    if len(cards) != 1 or cards[0].owner == "opponent" or len(reading.of(Role.CARD)) != 1:
        return None
    key, pool, act, noun = _KINDS[str(cards[0].concept)]
    costs = [f for f in reading.of(Role.STAT) if f.concept == key]
    sets = [f for f in reading.of(Role.STAT) if f.concept == "cost_set"]
    changes = [f for f in reading.of(Role.MODIFIER) if f.concept in _CHANGES]
    if len(costs) != 1 or not isinstance(costs[0].value, int) or len(sets) > 1:
        return None
    if any(f.concept not in (key, "cost_set") for f in reading.of(Role.STAT)):
        return None
    if len(reading.of(Role.MODIFIER)) != len(changes) or len({f.concept for f in changes}) != len(changes):
        return None  # another modifier, or two increases (which card each is of is not read)
    told = [*sets, *changes]
    other = [f for f in reading.of(Role.QUANTITY) if f.concept in _POOLS and f.concept != pool]
    if not (told or other) or any(f.negated or not isinstance(f.value, int) or f.value < 0 for f in told):
        return None  # no change told: the plans and builders of a plain payment answer it
    if told and _UNDONE.search(reading.text, min(f.end for f in told)):
        return None
    if reading.of(Role.STATE, Role.KEYWORD, Role.TURN, Role.NUMBER):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not acts or any(f.concept not in ("play", "pay", "use") for f in acts):
        return None
    several = any(f.concept == "about:number" and f.value != 1 for f in reading.asks())
    if several or any(f.value not in (None, 1) for f in acts):
        return None  # 「2体出せる?」「何体出せる?」: several plays, each paying its cost (the plan plays one)
    # 「CPが3でEPは0。EPコスト2のEVENTってCPで払える?」: both pools told, each held as told — an EVENT
    # pays EP only (1204.2f-2), a UNIT CP only (1204.2f-1)
    counts = reading.of(Role.QUANTITY)
    if any(
        f.concept not in _POOLS or f.owner not in (None, "self") or not isinstance(f.value, int)
        for f in counts
    ):
        return None
    pools = {str(f.concept): int(f.value or 0) for f in counts}
    if len(pools) != len(counts) or (kind == "can" and pool not in pools):
        return None  # 「出せる?」 needs the pool it pays from told
    notes: tuple[str, ...] = ()
    have = pools.get(pool, _ENOUGH)
    if pool not in pools:
        notes = (
            f"{pool.upper()}は書かれていないので、支払える{_ENOUGH}あるものとしています(支払う量には関わりません)。",
        )
    card: dict[str, Any] = {"id": "c", "name": f"{noun}", "kind": noun, key: costs[0].value}
    card |= {"cost_set": sets[0].value} if sets else {}
    card |= {str(f.concept): f.value for f in changes}
    payload = {
        "phase": "deploy",
        "player1": {"base": 0, **pools, pool: have, "hand": [card]},
        "actions": [{"kind": act, "card": "c"}],
    }
    head = _head(pool.upper(), noun, int(costs[0].value or 0), sets, changes, have)
    return BuiltScenario(f"{GAME}.plan.cost_paid", payload, story(head, types=("rejected",), limit=2), notes)


def _head(pool: str, noun: str, printed: int, sets: list[Fact], changes: list[Fact], have: int) -> Any:
    steps = [f"{printed}"]
    if sets:
        steps.append(f"{sets[0].value}に変更(1204.2f-6)")
    up = next((int(f.value or 0) for f in changes if f.concept == "cost_up"), 0)
    down = next((int(f.value or 0) for f in changes if f.concept == "cost_down"), 0)
    if up:
        steps.append(f"{up}増加(1204.2f-7、1304.1)")
    if down:
        steps.append(f"{down}減少(1204.2f-8、1304.2)")
    total = (int(sets[0].value or 0) if sets else printed) + up - down
    paid = max(0, total)
    # no change told (another pool is): which pool this card's cost is paid from
    how = "→".join(steps) if len(steps) > 1 else f"{noun}のコストは{pool}で支払います、{_PAYS[pool]}"
    zero = "0以下になるので支払ったものと見なされ(1203.5)、" if total <= 0 else ""

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"その{noun}は{pool}が足りずプレイできません(支払う{pool}は{paid}、{pool}は{have}: {how})"
        return f"支払う{pool}は{paid}です({how})。{zero}その{noun}はプレイできます"

    return head
