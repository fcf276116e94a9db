"""Shadowverse Evolve: class notations that a card's text is conditional on (13.2-13.5).

A card may carry 【コンボ N】 (13.2.1), 【スペルチェイン N】 / 【SC N】 (13.3.1) or 【ネクロチャージ N】 /
【NC N】 (13.5.1): its text applies only when the count the notation names is N or more. The engine
records, when the card is played, whether the condition holds — a `condition` event when it does, a
`condition_unmet` event when it does not — citing the clauses that define the count:

* コンボ counts the cards its player played this turn, this card included (13.2.1.2), from any zone
  and tokens too (13.2.1.3): the per-turn counter `played_this_turn` (reset at the start phase);
* スペルチェイン counts the spells in its player's graveyard (13.3.1.2); the spell itself is still in
  the resolution zone, so it is not counted (13.3.1.3);
* ネクロチャージ counts the cards in its player's graveyard (13.5.1.2), the card itself not counted
  while it resolves (13.5.1.3.1).

The count is taken before the card leaves for the graveyard (13.3.1.4, 13.5.1.3.2: fixed when its
resolution starts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

PLAYED = "played_this_turn"
# stat key → (printed name, what is counted, the clauses that say so)
NOTATIONS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "combo": ("コンボ", "このターンにプレイしたカード(このカードを含む)", ("13.2.1.2", "13.2.1.3")),
    "spell_chain": ("スペルチェイン", "墓場のスペル(このカード自身は含まない)", ("13.3.1.2", "13.3.1.3")),
    "necro_charge": ("ネクロチャージ", "墓場のカード(このカード自身は含まない)", ("13.5.1.2", "13.5.1.3.1")),
}


def fill_graveyard(game: SveGame, player: str, cards: int, spells: int) -> None:
    """A scenario's graveyard: `cards` cards of no notable kind, then `spells` spells (13.3.1.2)."""
    game.zone(player, "graveyard").extend(
        Card(game.new_uid(player), "墓場のカード", "follower", player, {"cost": 1}) for _ in range(cards)
    )
    game.zone(player, "graveyard").extend(
        Card(game.new_uid(player), "墓場のスペル", "spell", player, {"cost": 1}) for _ in range(spells)
    )


def count(game: SveGame, player: str, key: str) -> int:
    """What notation `key` counts for `player` now (the played card already counted as played)."""
    if key == "combo":
        return game.counter(player, PLAYED)
    graveyard = game.zone(player, "graveyard")
    if key == "spell_chain":
        return sum(1 for c in graveyard if c.kind == "spell")
    return len(graveyard)


def played(game: SveGame, player: str, card: Card) -> None:
    """`card` is played: count it among this turn's plays (13.2.1.2), then check each notation it
    carries against its count."""
    game.change_counter(
        player, PLAYED, 1, ("13.2.1.2", "13.2.1.3"), f"このターンにプレイしたカードを数えます({card.name})"
    )
    for key, (name, counted, rules) in NOTATIONS.items():
        needed = card.stats.get(key, 0)
        if not needed:
            continue
        n = count(game, player, key)
        met = n >= needed
        verdict = "満たしています" if met else "満たしていません"
        game.emit(
            "condition" if met else "condition_unmet",
            f"【{name}{needed}】: {counted}は{n}枚で、{needed}枚以上の条件を{verdict}",
            rules,
            player=player,
            card=card.uid,
            notation=key,
            needed=needed,
            count=n,
            met=met,
        )
