"""Shadowverse Evolve: the hand after the asker's first turn with cards played in it (「先攻取った。初手4枚で
マリガンはしなかった。1ターン目にコスト1のフォロワーを1枚出してそのままターンエンド。この時点で手札何枚?」).

The asker's own first turn (先攻: the game's 1st, 後攻: its 2nd) starts with the start phase: 先攻's first
turn draws no card (7.2.4.1), 後攻's draws one (7.2.4); PP max and PP become 1 (7.2.1, 7.2.2). The cards
the question says were played then leave the hand, each paying its told cost (8.2.1, 10.4.4), and a told
turn end runs the end phase (7.4.7: no discard at 7 cards or fewer) and ends the turn before the next
player's draw. The hand starts at the told 初手 or the opening hand's 4 cards (6.2.1.8), named in the notes.
Each card played must have its cost told (a cost the PP cannot pay is refused, no play); anything else
— a later turn, a draw or effect, another player's card — is not this family.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_read import game_over
from service.answering.plans.sve_turn import _asks_hand, _nth
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_OPENING = 4  # 6.2.1.8
_TURNS = frozenset({"order", "first_turn", "own_turn", "turn_number", "end_phase", "turn_end", "self_turn"})
# 「フォロワーを1枚出して」「2枚プレイした」: the count right before the play verb
_COUNT = re.compile(r"([0-9])\s*(?:枚|体)\s*(?:を|も)?\s*$")


def first_turn_plays(reading: Reading) -> BuiltScenario | None:
    """The hand at the end of the asker's first turn, cards played in it told."""
    if asked(reading) != "number" or not _asks_hand(reading):
        return None
    nth = _nth(reading)
    if nth is None or nth[0] != 1 or any(f.concept not in _TURNS for f in reading.of(Role.TURN)):
        return None
    order = nth[1]
    plays = [f for f in reading.of(Role.ACTION) if f.concept == "play" and not f.negated]
    if not plays or any(f.concept not in ("play", "use") or f.negated for f in reading.of(Role.ACTION)):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER) or any(
        f.owner == "opponent" for f in reading.facts
    ):
        return None
    costs = [f for f in reading.of(Role.STAT) if f.concept in ("cost", "spell_cost")]
    if len(costs) != len(reading.of(Role.STAT)) or len(costs) != len(plays):
        return None  # each card played with its cost told, nothing else of a card
    hands = [f for f in reading.of(Role.QUANTITY) if f.concept == "hand" and isinstance(f.value, int)]
    if len(hands) != len(reading.of(Role.QUANTITY)) or len(hands) > 1:
        return None
    start = int(hands[0].value or 0) if hands else _OPENING
    if hands and hands[0].start > plays[0].start:
        return None  # a hand told after the plays may be the one asked, not the opening one
    if start != _OPENING:
        # the opening hand is always 4 (6.2.1.7, 6.2.1.8): another count was told after the start
        # phase's draw (「後攻1ターン目、手札5枚」) or of some other moment — drawing again would be wrong
        return None
    counts = []
    for play in plays:
        said = _COUNT.search(reading.text, 0, play.start)
        counts.append(int(said.group(1)) if said and play.start - said.end() <= 12 else 1)
    if any(isinstance(f.value, int) and f.value not in (1, *counts) for f in reading.of(Role.NUMBER)):
        return None
    kinds = [_kind(reading, c) for c in costs]
    cards = [
        {"id": f"h{i}_{k}", "name": "出すカード", "kind": kinds[i], "cost": int(c.value or 0)}
        for i, (c, n) in enumerate(zip(costs, counts, strict=True)) for k in range(n)
    ]  # fmt: skip
    if len(cards) > start + (1 if order == "second" else 0):
        return None
    hand = cards + [{"id": f"k{i}", "name": "手札のカード"} for i in range(start - len(cards))]
    if len(hand) != start:
        return None
    ended = any(f.concept in ("end_phase", "turn_end") for f in reading.of(Role.TURN))
    actions: list[dict[str, Any]] = [{"type": "play", "card": c["id"]} for c in cards]
    if ended:
        actions.append({"type": "end_turn", "last": True})
    payload = {
        "turn": 1 if order == "first" else 2,
        "phase": "start",
        "player1": {"hand": hand},
        "actions": actions,
    }
    side = "先攻" if order == "first" else "後攻"
    notes = [] if hands else [f"最初の手札は指定がないので{_OPENING}枚(6.2.1.8)と仮定。"]
    return BuiltScenario(
        f"{GAME}.planned_first_turn_plays",
        payload,
        story(lambda sim: _head(sim, side, start, len(cards), ended), types=("move", "rejected"), limit=4),
        tuple(notes),
    )


def _kind(reading: Reading, cost: Fact) -> str:
    """The kind of the card a cost is said of: 「コスト1のアミュレット」 an amulet, a spell's cost a spell."""
    if cost.concept == "spell_cost":
        return "spell"
    noun = next((c for c in reading.of(Role.CARD) if c.start >= cost.end), None)
    said = noun is not None and reading.text[cost.end : noun.start].strip() in ("", "の")
    return "amulet" if said and noun is not None and noun.concept == "amulet" else "follower"


def _head(sim: SimulationResult, side: str, start: int, played: int, ended: bool) -> str:
    refused = next((e.text for e in sim.events if e.type == "rejected"), None)
    if refused:
        return f"そのカードは出せません({refused})"
    if side == "後攻":
        drew = f"最初のターンのスタートフェイズにカードを1枚引き(手札{start + 1}枚、7.2.4)"
    else:
        drew = f"最初のターンはカードを引かず(手札{start}枚のまま、7.2.4.1)"
    left = len(sim.zone("player1", "hand"))
    when = "ターンの終わりの" if ended else ""
    over = game_over(sim, "player1")
    return f"{side}の{drew}、{played}枚出して、{when}手札は{left}枚になります" + (f"。{over}" if over else "")
