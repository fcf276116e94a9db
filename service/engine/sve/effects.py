"""Shadowverse Evolve card effects a scenario resolves outside playing a card: recovering PP (5.14),
putting tokens onto the field (5.4.2, 9.1), putting the deck's top cards into the graveyard (5.4.1),
taking the opponent's field card (奪う, 5.21) and winning the battle (5.22.1), each followed by a check
timing (10.5).

Drawing and dealing damage by an effect are `SveGame.effect_draw` / `effect_damage`; a draw of up to
N cards (5.9.3), which the player may end before any draw, is `draw_up_to`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card, opponent
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.events import Reason
from service.engine.sve import combat
from service.engine.sve.rules import FIELD_LIMIT

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame


def recover_pp(game: SveGame, player: str, amount: int) -> None:
    """「PPをN回復する」: add N to PP (5.14.1), but never past PP max (5.14.1.1, 3.2.4.2)."""
    pp, pp_max = game.counter(player, "pp"), game.counter(player, "pp_max")
    if pp + amount <= pp_max:
        game.change_counter(player, "pp", amount, ("5.14.1",), f"PPを{amount}回復し、{pp + amount}にします")
    else:
        game.set_counter(
            player,
            "pp",
            pp_max,
            ("5.14.1.1", "3.2.4.2"),
            f"PP{pp}に{amount}を加えるとPP最大値{pp_max}を超えるため、PPはPP最大値の{pp_max}になります",
        )
    game.run_rule_processing()


def draw_up_to(game: SveGame, player: str, count: int, stop: int | None) -> None:
    """「カードをN枚まで引く」 (5.9.3): before each draw the player may end the instruction (5.9.3.1) —
    here after `stop` cards (None: draws until N, 5.9.3.3); each draw is one card (5.9.3.2), and one
    from an empty deck loses at the next rule processing (5.9.1.1, 11.2.2)."""
    if stop is not None and not 0 <= stop <= count:
        raise InvalidScenario("draw.stop_after", f"the draw ends after 0 to {count} cards (5.9.3.1)")
    drawn = 0
    while True:
        if drawn == count:
            game.emit("draw_ended", f"{count}枚引いたため、この指示を終了します", ("5.9.3.3",), player=player)
            break
        if stop is not None and drawn == stop:
            game.emit(
                "draw_ended",
                f"{player}は{drawn}枚引いたところでこの指示を終了します(残りは引きません)",
                ("5.9.3.1",),
                player=player,
                drawn=drawn,
            )
            break
        game.draw(player, ("5.9.3.2", "5.9.1"), f"{player}がカードを1枚引きます")
        drawn += 1
    game.run_rule_processing()


def create_tokens(
    game: SveGame, player: str, count: int, name: str, stats: dict[str, int], kind: str = "follower"
) -> list[Card]:
    """「『name』をN体出す」: N tokens onto `player`'s field (5.4.2.1, 9.1.2) — only as many as the field
    has room for; the others are not created (4.4.4.2). Tokens count toward the field (9.1.1.1)."""
    room = max(FIELD_LIMIT - len(game.zone(player, "field")), 0)
    made: list[Card] = []
    for _ in range(min(count, room)):
        token = Card(game.new_uid(player), name, kind, player, {"cost": 0} | stats)
        token.flags |= {"token": True, "acted": False, "damage": 0, "entered_turn": game.turn}
        game.zone(player, "field").append(token)
        game.emit(
            "token",
            f"トークン『{name}』を場に作成します",
            ("5.4.2.1", "9.1.2", "9.1.2.2"),
            card=token.uid,
            player=player,
        )
        made.append(token)
    if count > room:
        game.emit(
            "token_not_created",
            f"場の上限{FIELD_LIMIT}枚を超えるため、残りの{count - room}体は作成されません"
            f"(作成されたのは{len(made)}体です)",
            ("4.4.4.2", "9.1.1.1"),
            player=player,
            created=len(made),
            not_created=count - room,
        )
    game.run_rule_processing()
    return made


def mill(game: SveGame, player: str, count: int) -> None:
    """「デッキの上からN枚を墓場に置く」: each top card to the graveyard (5.4.1) — as many as the deck
    holds (1.3.2). No card is drawn, so an emptied deck is no defeat (11.2.2 counts draws only)."""
    deck = game.zone(player, "deck")
    moved = min(count, len(deck))
    for _ in range(moved):
        game.move_card(deck[-1], player, "graveyard", ("5.4.1",), "デッキの一番上のカードを墓場に置きます")
    if count > moved:
        game.emit(
            "mill_short",
            f"デッキに{moved}枚しかないため、置けるのは{moved}枚だけです(残りは単に行われません)",
            ("1.3.2",),
            player=player,
            moved=moved,
        )
    game.emit(
        "deck_left",
        f"デッキは{len(deck)}枚です。カードを引いてはいないため、これだけでは敗北しません",
        ("11.2.2", "5.9.1.1"),
        player=player,
        deck=len(deck),
    )
    game.run_rule_processing()


def win_battle(game: SveGame, player: str) -> None:
    """「バトルに勝利する」: every other player loses the game at once (5.22.1) — the effect's own
    instruction, not a defeat waiting for rule processing (11.2)."""
    loser = opponent(player)
    game.end_game(
        player,
        Reason.OTHER,
        ("5.22.1",),
        f"{player}がバトルに勝利したため、{loser}はゲームに敗北します",
        loser=loser,
    )


def steal(game: SveGame, player: str, uid: str) -> None:
    """「相手の場のカードを奪う」: the card moves to `player`'s field, `player` becomes its master (5.21.1);
    its owner stays (5.21.1.1) — leaving the field it goes to the owner's zone (5.21.3, `leave_field`).
    It is no new card and keeps every state (5.21.2); since `player` has not been its master since the
    turn began, it is no attacker this turn (8.4.2.1) unless it evolves now or has 【疾走】/【突進】."""
    holder, zone, card = game.find(uid)  # an unknown id is an IllegalAction
    if zone != "field" or holder != opponent(player):
        raise IllegalAction("not_stealable", f"{card.name}は相手の場のカードではありません", ("5.21.1",))
    if len(game.zone(player, "field")) >= FIELD_LIMIT:
        raise IllegalAction("field_full", f"{player}の場は{FIELD_LIMIT}枚で埋まっています", ("4.4.4.1",))
    text = f"{player}が{card.name}を奪い、そのマスターになります(オーナーは変わりません)"
    game.move_card(card, player, "field", ("5.21.1", "5.21.1.1", "5.21.2"), text, reset_flags=False)
    game.set_flag(
        card, "master_turn", game.turn, ("5.21.1", "8.4.2.1"), f"このターンに{player}がマスターになりました"
    )
    game.run_rule_processing()


def awakened_bonus(game: SveGame, player: str, uid: str, stat: str, amount: int) -> None:
    """A field card's 永続能力 「【覚醒】状態なら、このフォロワーは攻撃力+N」: it always has its effect while
    the condition holds (10.1.1.3), so the look at 【覚醒】 (13.4.1.2) adds N to the stat; `amount` 0 —
    the player not 【覚醒】 — leaves the printed value, recorded as the condition unmet."""
    seat, zone, card = game.find(uid)
    if zone != "field" or seat != player or card.kind != "follower":
        raise InvalidScenario("actions.awakened.card", f"{uid} is not a follower on {player}'s field")
    word = "攻撃力" if stat == "attack" else "体力"

    def value() -> int:
        return combat.attack_value(game, card) if stat == "attack" else combat.health_left(game, card)

    if not amount:
        game.emit(
            "condition_unmet",
            f"【覚醒】状態ではないので{card.name}の{word}+の効果は適用されず、{word}は{value()}のままです",
            ("13.4.1.2", "10.1.1.3"),
            player=player,
            card=uid,
            notation="awakened",
            stat_value=value(),
        )
        return
    mods = [*card.flags.get("mods", []), {"stats": {stat: amount}, "until": None}]
    card.flags["mods"] = mods
    game.emit(
        "modify",
        f"【覚醒】状態なので{card.name}の{word}+{amount}が適用され、{word}は{value()}になります",
        ("13.4.1.2", "10.1.1.3", "5.26.1"),
        player=player,
        card=uid,
        key="mods",
        value=mods,
        stat_value=value(),
    )
