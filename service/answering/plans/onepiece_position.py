"""A position that decides the game by itself, planned from the reading: a player's deck told at 0
cards (「相手のデッキがもう0枚」「自分と相手のデッキが同時に0枚になった」) → the rule processing (9-2-1-2)
makes that player lose (1-2-1-1-2), both at once a draw (1-2-3).

The run scripts no action: the engine's rule processing checks the position the question gives.
Whatever made the deck 0 (an effect's milling, a draw) is not needed — only that it is 0 now, which
the question tells. A life or hand told with it is part of the position (no damage is dealt, so it
decides nothing by itself). A question that also tells an attack, a draw or damage to run is another plan's.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_cards import ASKER, OTHER, inside_parens, quantities
from service.answering.plans.onepiece_tell import seats
from service.answering.plans.undone import undone_draw
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import outcome, tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
# actions the position does not need: a told effect's use (「効果を使って」) made the position
_SETTING = frozenset({"use"})
# the counts a deck-out position is run with as told (a hand as blank cards)
_KEPT = frozenset({"deck", "life", "hand"})


def decked_out(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "outcome"):
        return None
    acts = [
        f
        for f in reading.of(Role.ACTION)
        if not inside_parens(reading.text, f) and f.concept not in _SETTING and not undone_draw(reading, f)
    ]
    if acts:
        return None  # an action to run: whether it came before the count is another plan's reading
    if reading.of(Role.CARD):
        # 「俺の山札が0枚、向こうはライフ0でリーダーにダメージ」: a card named is an event told with no verb
        # the reader knows (the damage here: both lose at once, 1-2-3) — not a board to read as is
        return None
    notes: tuple[str, ...] = ()
    held = quantities(reading)
    counts = reading.of(Role.QUANTITY)
    if held is None and counts and all(f.owner is None for f in counts):
        # 「山札が0枚になったら負けになる?」: a deck with no owner is the asker's (a default, noted)
        held = {ASKER: {f.concept: int(str(f.value)) for f in counts if isinstance(f.value, int)}, OTHER: {}}
        notes = ("持ち主が書かれていないデッキは、質問者(自分)のものとしています。",)
    if held is None or not any(v.get("deck") == 0 for v in held.values()):
        return None
    if any(z not in _KEPT for values in held.values() for z in values):
        return None  # another count (trash, DON!!): not read into the position here
    turn_side = OTHER if any(f.concept == "opponent_turn" for f in reading.of(Role.TURN)) else ASKER
    seat = seats(turn_side)
    payload: dict[str, Any] = {seat[ASKER]: {}, seat[OTHER]: {}}
    for side, values in held.items():
        # 「山札0枚になったけど、まだライフ3枚ある」 (audit 26h): a life or hand told beside the deck-out is
        # the position as given — no damage is dealt, so a life decides nothing (1-2-1-1-1), and the
        # deck at 0 still loses (1-2-1-1-2, 9-2-1-2); a deck left to the other player is its count
        for zone, value in values.items():
            payload[seat[side]][zone] = [{} for _ in range(min(value, 60))] if zone == "hand" else value
    me = seat[ASKER]

    def head(sim: SimulationResult) -> str:
        ended = outcome(sim)
        if ended and me == "player2":  # `outcome` names player1 自分
            ended = ended.replace("自分", "\0").replace("相手", "自分").replace("\0", "相手")
        if sim.outcome.draw:
            return ended
        return f"デッキが0枚になると敗北条件を満たすため、{ended or 'ゲームは続きます'}"

    return BuiltScenario(f"{GAME}.plan.decked_out", payload, tell(head, ("game_over",), me=me), notes)


def life_told_empty(reading: Reading) -> BuiltScenario | None:
    """「ライフが0枚になった瞬間に負け?」 (audit 24f): a life told at 0 with nothing done since is no loss —
    a player loses when its leader takes damage while its life is 0 (1-2-1-1-1, 9-2-1-1), so the run
    scripts no action and nobody has won. A life with no owner is the asker's (a default, noted); any
    act (the damage itself is another plan's), card other than a leader, or other count declines."""
    if asked(reading) not in ("winner", "outcome"):
        return None
    if reading.of(Role.ACTION, Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.TURN, Role.NUMBER):
        return None
    if any(f.concept != "leader" for f in reading.of(Role.CARD)):
        return None
    counts = reading.of(Role.QUANTITY)
    if not counts or any(f.concept != "life" or f.value != 0 or f.negated for f in counts):
        return None
    held = quantities(reading)
    notes: tuple[str, ...] = ()
    if held is None and all(f.owner is None for f in counts):
        held = {ASKER: {"life": 0}, OTHER: {}}
        notes = ("持ち主が書かれていないライフは、質問者(自分)のものとしています。",)
    if held is None:
        return None
    payload: dict[str, Any] = {"player1": {}, "player2": {}}
    seat = {ASKER: "player1", OTHER: "player2"}
    for side, values in held.items():
        if "life" in values:
            payload[seat[side]]["life"] = 0
    whose = "・".join("自分" if s == ASKER else "相手" for s, v in held.items() if "life" in v)

    def head(sim: SimulationResult) -> str:
        ended = outcome(sim)
        if ended:
            return ended
        return (
            f"{whose}のライフが0枚になっただけでは敗北しません。ライフが0枚のときにリーダーがダメージを受けると、"
            "敗北条件を満たします(1-2-1-1-1)"
        )

    return BuiltScenario(
        f"{GAME}.plan.life_told_empty", payload, tell(head, ("game_over",), me="player1"), notes
    )
