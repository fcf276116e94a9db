"""Shadowverse Evolve: a spell's damage to the opponent's leader — counted per the graveyard's cards,
and/or followed by its draw — planned from the reading.

`per_graveyard` — 「自分の墓場にカードが11枚。『自分の墓場のカード4枚につき、相手のリーダーに1ダメージ』を
使った。相手リーダーは体力7。残りいくつ?」: the amount is counted once, as one instance of damage
(5.28.1: 11 // 4 = 2 → 2 damage), dealt to the opponent's leader (5.13.1); 体力0 or less loses at the
next check (11.2.1). 「相手のリーダーに2ダメージを与え、カードを1枚引く」: the draw follows the damage
in the same resolution (10.6.2.8.2); a draw from an empty deck loses at the same check, so both players
losing at once is a draw (1.2.2, 11.2.2).

The per-count (lexicon STAT ``per``: 「墓場のカードN枚につき」) and the graveyard's count must be the
asker's and told; the damage goes to the opponent's leader the quote names. The spell's cost and the
PP that pays it are named defaults (they do not change the damage).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_read import game_over, unbound_numbers
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_GRAVES = frozenset({"graveyard_cards", "about:graveyard_cards"})
_OF = re.compile(r"\s*の\s*")


def per_graveyard(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("number", "winner", "outcome") or unbound_numbers(reading):
        return None
    pers = [f for f in reading.of(Role.STAT) if f.concept == "per"]
    graves = [f for f in reading.of(Role.QUANTITY, Role.ASK) if f.concept in _GRAVES]
    owner = _graveyard_owner(reading, pers[0]) if pers else None
    if len(pers) > 1 or len(graves) != len(pers) or owner not in (None, "self"):
        return None
    if graves and (graves[0].owner not in (None, "self") or not isinstance(graves[0].value, int)):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated and f.concept != "use"]
    hits = [f for f in acts if f.concept == "damage"]
    draws = [f for f in acts if f.concept == "draw" and f.start > hits[0].end] if hits else []
    if len(hits) != 1 or not isinstance(hits[0].value, int) or len(acts) != 1 + len(draws) or len(draws) > 1:
        return None
    if not pers and not draws:
        return None  # one damage alone is `sve_players.player_effect`'s
    leaders = [f for f in reading.of(Role.CARD) if f.concept == "leader"]
    if (
        not leaders
        or any(f.owner != "opponent" for f in leaders)
        or len(reading.of(Role.CARD)) != len(leaders)
    ):
        return None  # the damage's target: the opponent's leader, named
    healths = {f.value for f in reading.of(Role.STAT) if f.concept == "health"}
    if any(f.concept not in ("per", "health") for f in reading.of(Role.STAT)) or len(healths) > 1:
        return None
    if any(f.owner == "self" for f in reading.of(Role.STAT) if f.concept == "health"):
        return None  # the asker's own 体力 told: not this family
    if reading.of(Role.KEYWORD, Role.STATE, Role.TURN) or any(
        f.concept != "effect" for f in reading.of(Role.MODIFIER)
    ):
        return None
    decks = [f for f in reading.of(Role.QUANTITY) if f.concept == "deck"]
    if len(reading.of(Role.QUANTITY)) != len(decks) + len([g for g in graves if g.role is Role.QUANTITY]):
        return None
    if len(decks) > 1 or any(f.owner not in (None, "self") or not isinstance(f.value, int) for f in decks):
        return None
    amount = hits[0].value
    spell: dict[str, Any] = {
        "id": "s",
        "name": "ダメージを与えるスペル",
        "kind": "spell",
        "cost": 0,
        "damage": amount,
    }
    notes = ["スペルのコストは指定がないので0と仮定(ダメージには関わりません)。"]
    player1: dict[str, Any] = {"hand": [spell]}
    if pers:
        per, grave = pers[0].value, graves[0].value
        if (
            not isinstance(per, int)
            or not 1 <= per <= 60
            or not isinstance(grave, int)
            or not 0 <= grave <= 200
        ):
            return None
        spell |= {"per": per, "name": "墓場のカードの枚数につきダメージを与えるスペル"}
        player1["graveyard"] = grave
        if owner is None:
            notes.append("数える墓場の持ち主が書かれていないので、効果を使った自分の墓場と仮定。")
    if draws:
        drawn = draws[0].value if isinstance(draws[0].value, int) else 1
        spell["draw"] = min(max(drawn, 0), 60)  # after the damage, in the same resolution (10.6.2.8.2)
        if decks:
            player1["deck"] = decks[0].value
        else:
            notes.append("自分のデッキの枚数は指定がないので、引くカードが残っていると仮定。")
    if not 0 <= amount <= 20:
        return None
    player2: dict[str, Any] = {}
    health = healths.pop() if healths else None
    if isinstance(health, int):
        player2["health"] = health
    elif asked(reading) != "number" or draws:
        return None  # the outcome turns on the 体力 the question does not give
    else:
        notes.append("相手のリーダーの体力は指定がないので、最初の20と仮定。")
    payload: dict[str, Any] = {
        "player1": player1,
        "player2": player2,
        "actions": [{"type": "play", "card": "s"}],
    }
    return BuiltScenario(
        f"{GAME}.planned_spell_damage",
        payload,
        story(_head, types=("damage", "counter", "game_over", "move"), limit=4),
        tuple(notes),
    )


def _graveyard_owner(reading: Reading, per: Fact) -> str | None:
    """「自分の墓場のカード4枚につき」: the owner word opening the per-count, or joined by の right before
    it, names whose graveyard is counted (the reader may give an unowned per-count the owner after it:
    「…につき相手のリーダーに」, the damage's target)."""
    said = [
        f for f in reading.of(Role.OWNER)
        if f.start == per.start or (f.end <= per.start and _OF.fullmatch(reading.text, f.end, per.start))
    ]  # fmt: skip
    return said[-1].owner if said else None


def _head(sim: SimulationResult) -> str:
    hits = [e for e in sim.events if e.type == "counter" and e.data.get("key") == "health"]
    total = -sum(int(e.data.get("delta", 0)) for e in hits)
    once = f"{total}ダメージを1回与え" if hits else "ダメージは与えられず"
    told = f"{once}、相手リーダーの体力は{sim.counter('player2', 'health')}になります"
    drew = [e for e in sim.events if e.type == "move" and "5.9.2" in e.rules]
    if drew:
        told += f"。その後カードを{len(drew)}枚引きます"
    if sim.counter("player1", "drew_from_empty"):
        told += "。デッキが0枚の状態でカードを引こうとしたため、ルール処理で自分も敗北条件を満たします"
    if sim.outcome.draw:
        return f"{told}。両方のプレイヤーが同時に敗北するため、ゲームは引き分けになります"
    over = game_over(sim, "player1")
    return f"{told}。{over}" if over else told
