"""Facts told about the opponent's turn in a scenario that starts in the asker's turn.

A builder that seats the asker as player1 and lets the opponent attack first ends player1's turn
(`end_turn`). DON!! the question says are attached to the opponent's cards during the opponent's turn
(「相手のターン、相手キャラ(ドン!!2枚付き)がアタック」) cannot be in the starting board: the opponent's
refresh phase returns its attached DON!! to the cost area (6-2-3), so the attack would be simulated
without them. The opponent gives them again in its main phase (6-5-5-1) from the active DON!! they
returned as (3-9-3), so the card holds them when it attacks and they add power on their owner's turn
(6-5-5-2). The starting board keeps them on the card: the count the question states stays in the
scenario it is checked against.
"""

from __future__ import annotations

from typing import Any

OPPONENT_SEAT = "player2"


def attach_after_turn_change(payload: dict[str, Any]) -> None:
    """Give player2's attached DON!! again (`attach_don`) right after the leading `end_turn`."""
    actions: list[dict[str, Any]] = payload.get("actions", [])
    if not actions or actions[0].get("type") != "end_turn":
        return
    seat: dict[str, Any] = payload.get(OPPONENT_SEAT) or {}
    moves: list[tuple[str, int]] = []
    leader = seat.get("leader")
    if isinstance(leader, dict) and leader.get("don"):
        moves.append(("leader", int(leader["don"])))
    for card in seat.get("characters", []):
        if card.get("don"):
            moves.append((str(card["id"]), int(card["don"])))
    attach = [{"type": "attach_don", "player": OPPONENT_SEAT, "target": t, "count": n} for t, n in moves]
    actions[1:1] = attach
