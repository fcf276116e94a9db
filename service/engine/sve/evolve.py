"""Shadowverse Evolve: evolving (12.2, 5.15) — once per turn (8.3.2), paying PP or 1 EP (12.2.3).

An effect's ‘進化する’ (`by_effect`, 5.15.1.1) plays no evolve ability: it reveals a face-down
same-named card of the evolve deck, pays nothing, and 8.3.2's once a turn — which limits playing
evolve (and 食事) abilities — neither refuses nor counts it.
A 食事 ability played this turn (`ate_this_turn`, activate.py) shares that once: an evolve ability
after it is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.errors import IllegalAction

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame


def _evolve_source(game: SveGame, player: str, card: Card) -> Card | None:
    for evo in game.zone(player, "evolve_deck"):
        if evo.name == card.name and not evo.flags.get("face_up"):
            return evo
    return None


def evolve_problem(
    game: SveGame, player: str, card: Card, use_ep: bool, by_effect: bool = False, ep_points: int = 0
) -> IllegalAction | None:
    holder, zone, _ = game.find(card.uid)
    if zone != "field" or holder != player or card.kind != "follower":  # its master's (3.1.2, 5.21.1)
        return IllegalAction("not_on_field", f"{card.name}は自分の場のフォロワーではありません", ("8.3.1",))
    if card.flags.get("evolved_into"):
        return IllegalAction("already_evolved", f"{card.name}は進化済みです", ("12.2.2",))
    if game.counter(player, "evolved_this_turn") and not by_effect:
        return IllegalAction("evolve_once", "進化は1ターンに1回のみです", ("8.3.2",))
    if game.counter(player, "ate_this_turn") and not by_effect:
        return IllegalAction(
            "evolve_once", "このターンすでに食事能力をプレイしたので、進化能力はプレイできません", ("8.3.2",)
        )
    evo = _evolve_source(game, player, card)
    if evo is None:
        rules = ("5.15.1", "5.15.1.1") if by_effect else ("12.2.2", "12.2.2.1")
        if any(e.name == card.name for e in game.zone(player, "evolve_deck")):
            # only a face-up one is left (a destroyed evolved follower's, 11.6.1): not in the evolve deck
            return IllegalAction(
                "evolve_card_face_up",
                f"表向きの{card.name}はエボルヴデッキ内のカードとはみなされず、進化に使えません",
                ("4.6.3", *rules),
            )
        return IllegalAction("no_evolve_card", f"エボルヴデッキに{card.name}がありません", rules)
    if by_effect:
        return None  # no cost is paid: the effect, not an evolve ability, evolves it (5.15.1.1)
    cost = evo.stats.get("cost", 0)
    if ep_points > 1:  # 「EP2点で払って」: only 1 point of the PP may be paid with EP
        return IllegalAction(
            "ep_over",
            f"進化能力のコストのうちEPで支払えるのは1点だけで、{ep_points}点は支払えません",
            ("12.2.3", "10.4.2.2"),
        )
    if use_ep:
        if game.counter(player, "ep") < 1 or cost < 1:
            return IllegalAction("no_ep", "EPで支払えません", ("12.2.3", "3.2.5.1"))
        cost -= 1
    if cost > game.counter(player, "pp"):
        return IllegalAction("insufficient_pp", "進化のコストを支払えません", ("10.4.2.2", "12.2.3"))
    return None


def evolve(game: SveGame, player: str, card: Card, use_ep: bool, by_effect: bool = False) -> None:
    evo = _evolve_source(game, player, card)
    assert evo is not None
    if by_effect:
        _evolve_by_effect(game, player, card, evo)
        return
    cost = evo.stats.get("cost", 0)
    game.emit("reveal", f"エボルヴデッキの{evo.name}を公開します", ("12.2.2", "12.2.2.1"), card=evo.uid)
    if use_ep:
        game.change_counter(player, "ep", -1, ("12.2.3",), "コストのうち1点をEPで支払います")
        cost -= 1
    if cost:
        game.change_counter(player, "pp", -cost, ("10.4.4", "12.2.3"), f"PPを{cost}支払います")
    game.move_card(evo, player, "evolved", ("5.15.1", "5.15.1.1"), f"{evo.name}を進化領域に置きます")
    game.set_flag(evo, "evolves", card.uid, ("5.15.1", "5.15.1.3"), f"{card.name}に関連付けます")
    game.set_flag(card, "evolved_into", evo.uid, ("5.15.2", "5.15.3"), f"{card.name}が進化しました")
    game.set_flag(card, "evolved_turn", game.turn, ("8.4.2.1", "5.15.1.2"), "このターンに進化しました")
    game.change_counter(player, "evolved_this_turn", 1, ("8.3.2",), "このターンの進化を記録します")


def _evolve_by_effect(game: SveGame, player: str, card: Card, evo: Card) -> None:
    """‘進化する’ told by an effect (5.15.1): the same-named face-down card revealed (5.15.1.1), no cost,
    and no evolve ability played — 8.3.2 counts only those."""
    game.emit(
        "reveal",
        f"効果による進化: エボルヴデッキの{evo.name}を公開します"
        "(進化能力のプレイではないので、コストは支払わず、1ターンに1回の制限も受けません)",
        ("5.15.1", "5.15.1.1", "8.3.2"),
        card=evo.uid,
    )
    game.move_card(evo, player, "evolved", ("5.15.1",), f"{evo.name}を進化領域に置きます")
    game.set_flag(evo, "evolves", card.uid, ("5.15.1", "5.15.1.3"), f"{card.name}に関連付けます")
    game.set_flag(card, "evolved_into", evo.uid, ("5.15.2", "5.15.3"), f"{card.name}が進化しました")
    game.set_flag(card, "evolved_turn", game.turn, ("8.4.2.1", "5.15.1.2"), "このターンに進化しました")
