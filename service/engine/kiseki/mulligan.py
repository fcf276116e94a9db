"""手札の入れ替え (603.1d) for scenarios that start at the first turn's 準備フェイズ: the initiative
player, then the other, may choose any number of cards of the hand, put them on the bottom of the
deck and move as many cards from the top of the deck to the hand."""

from __future__ import annotations

from collections.abc import Mapping

from service.engine.errors import InvalidScenario
from service.engine.kiseki.state import KisekiState


def mulligan(game: KisekiState, counts: Mapping[str, int], *, turn: int, phase: str) -> None:
    """Each player's 手札の入れ替え of `counts[player]` cards, the initiative player (player1) first."""
    if not any(counts.values()):
        return
    if turn != 1 or phase != "prep":
        raise InvalidScenario(
            "scenario.mulligan",
            "手札の入れ替えは最初のターンの開始前にだけ行えます (603.1d): turn 1 の prep から",
        )
    for player in ("player1", "player2"):
        n = counts.get(player, 0)
        hand = game.zone(player, "hand")
        if n > len(hand):
            raise InvalidScenario(f"{player}.mulligan", f"手札は{len(hand)}枚しかありません (603.1d)")
        if not n:
            continue
        for card in list(hand[:n]):
            game.move_card(
                card,
                player,
                "deck",
                ("603.1d",),
                f"{player} が手札の入れ替えでカードをデッキの下に置く",
                top=False,
            )
        game.draw(player, n, ("603.1d",))
