"""Shadowverse Evolve: cards played in a turn told as starting from a PP max (style audit 19b).

「PP最大値5で自分のターンが始まった。コスト3のフォロワーを出したあと、コスト4のスペルも使える?」
「PP最大値10で自分のターンが始まった。コスト7のフォロワーを出したら、PPはいくつ残る?」: the start phase
raises the PP max by 1
unless it is 10 already (7.2.1, 3.2.4.1) and sets the PP to it (7.2.2); the costed cards are then played in
the order told, each paying its cost from that PP (8.2.1, 10.4.4) — a cost the PP left cannot pay is refused.
`turn_start` answers the start phase alone and `play_cost` a play from a PP told; a question telling the PP
max before the turn starts and then plays had neither (withheld). Which of the asker's turns it is (past the
first) changes no PP: named in the notes. A cost change, a keyword, another player's fact: not this plan.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.sve_pay import _asks_pp, costed_cards, each_played
from service.answering.plans.sve_pay_heads import play_head
from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_STARTS = frozenset({"turn_start"})
_OWN = frozenset({"self_turn"})


def start_then_play(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    if kind not in ("can", "number") or unbound_numbers(reading):
        return None
    turns = [f for f in reading.of(Role.TURN) if not f.negated]
    if len(turns) != len(reading.of(Role.TURN)) or not {f.concept for f in turns} & _STARTS:
        return None
    if any(f.concept not in _STARTS | _OWN for f in turns):
        return None  # another turn (the opponent's, an Nth one, an end): not this plan's
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if (
        not acts
        or len(acts) != len(reading.of(Role.ACTION))
        or any(f.concept not in ("play", "use") for f in acts)
    ):
        return None
    start = turns[0].start
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER) or any(f.start < start for f in acts):
        return None  # a play told before the turn began, or anything the plan does not script
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    counts = reading.of(Role.QUANTITY)
    if len(counts) != 1 or counts[0].concept != "pp_max" or not isinstance(counts[0].value, int):
        return None  # the PP max the turn starts from, told once (and nothing else counted)
    pp_max = counts[0].value
    if not 0 <= pp_max <= 10 or counts[0].start > start:
        return None
    if any(f.concept not in ("cost", "spell_cost") for f in reading.of(Role.STAT)):
        return None  # a cost change: `play_cost` reads those
    costed = costed_cards(reading)
    if costed is None or (kind == "number" and not _asks_pp(reading)):
        return None
    named = [k for _c, k in costed if k not in ("spell", "card")]
    if len(reading.of(Role.CARD)) != len(named) or any(k == "card" for _c, k in costed):
        return None  # a card named without its cost, or of no kind
    told = list(range(len(costed)))
    if any(isinstance(f.value, int) for f in acts if f.concept == "play"):
        repeated = each_played(reading, costed)  # 「コスト2のフォロワーを2体出した」 (8.2.1)
        if repeated is None:
            return None
        costed, told = [costed[i] for i in repeated], repeated
    several = len(costed) > 1
    names = [f"出すカード{told[i] + 1}" if several else "出すカード" for i in range(len(costed))]
    hand = [{"id": f"x{i + 1}", "name": names[i], "kind": k, "cost": c} for i, (c, k) in enumerate(costed)]
    own = pp_max + 1  # the asker's turn past the first (whichever: the PP is the same, 7.2.1)
    payload: dict[str, Any] = {
        "turn": min(2 * own - 1, 200),
        "phase": "start",
        "player1": {"pp_max": pp_max, "pp": 0, "hand": hand},
        "actions": [{"type": "play", "card": h["id"]} for h in hand],
    }
    notes = (
        "何ターン目かは指定がないので、自分が先攻の、最初ではないターンと仮定(PPには関わりません)。",
        "場には出すカードの置き場所があると仮定(場のカードは指定がありません)。",
    )
    spell = all(k == "spell" for _c, k in costed)

    def head(sim: SimulationResult) -> str:
        now = sim.counter("player1", "pp_max")
        rose = f"は上限の{now}のまま(3.2.4.1)で" if now == pp_max else f"は{now}になり"
        began = f"スタートフェイズにPP最大値{rose}、PPも{now}になります(7.2.1、7.2.2)"
        return f"{began}。{play_head(sim, several, spell)}"

    return BuiltScenario(
        f"{GAME}.planned_start_then_play",
        payload,
        story(head, types=("counter", "pp_max_cap", "play", "rejected"), limit=4),
        notes,
    )
