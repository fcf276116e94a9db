"""ニンジャスレイヤーTCG engine: the board's lookups and the small cited operations on it.

`NinjaSlayerBoard` is the base the engine builds on (`state.NinjaSlayerState` adds rule processing,
the コトダマ空間 and the turn's program counter): where a card is and who controls it, upright エテル,
and the operations every rule uses, each citing its clause — ドロー (1308, 104.2), オジギ (1310),
paying エテル (1312), 殺す (1311) and dealing damage (1102.4, 1317).
"""

from __future__ import annotations

from typing import ClassVar

from service.engine.core import PLAYERS, Card, Game, opponent
from service.engine.ninjaslayer import cards as C

ZONES = ("deck", "hand", "field", "etel", "ohigan", "damage", "kotodama", "check", "exclude")


class NinjaSlayerBoard(Game):
    game_id: ClassVar[str] = "ninjaslayer"
    zone_names: ClassVar[tuple[str, ...]] = ZONES
    owner_zone_rule: ClassVar[str | None] = "302.5"  # a held, not owned, card leaves for its owner's zone

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        for p in PLAYERS:
            self.players[p].counters["damage"] = 0

    # ----- lookups ------------------------------------------------------------------------
    def on_field(self, uid: str) -> Card | None:
        for p in PLAYERS:
            for c in self.zone(p, "field"):
                if c.uid == uid:
                    return c
        return None

    def controller(self, card: Card) -> str:
        return self.find(card.uid)[0]

    def upright_etel(self, player: str) -> list[Card]:
        return [c for c in self.zone(player, "etel") if not c.flags.get("bowed")]

    @property
    def non_turn_player(self) -> str:
        return opponent(self.turn_player)

    # ----- small cited operations -----------------------------------------------------------
    def draw(self, player: str, n: int, rules: tuple[str, ...]) -> None:
        for i in range(n):
            deck = self.zone(player, "deck")
            if not deck:  # 104.2: as many as possible; the rule check then sees the empty deck
                self.emit(
                    "draw_short",
                    f"{player} のデッキにカードがなく、残りの{n - i}枚はドローできない",
                    (*rules, "104.2"),
                    player=player,
                    missing=n - i,
                    count=n,  # 104.2: the draw the instruction asked for, of which `missing` were not drawn
                )
                return
            # 1308.2: drawing N is drawing one card N times; the count tells the repetitions apart
            which = f"({i + 1}回目)" if n > 1 else ""
            self.move_card(
                deck[-1], player, "hand", (*rules, "1308.1", "1308.2"), f"{player} が1枚ドロー{which}"
            )

    def bow(self, card: Card, rules: tuple[str, ...], text: str) -> None:
        self.set_flag(card, "bowed", True, (*rules, "1310.2"), text)

    def pay_etel(self, player: str, n: int, rules: tuple[str, ...]) -> None:
        for card in self.upright_etel(player)[:n]:
            self.bow(
                card, (*rules, "1312.1"), f"{player} がエテル・ゾーンの {card.name} をオジギ(エテルを支払う)"
            )

    def kill(self, card: Card, rules: tuple[str, ...]) -> None:
        owner = card.owner
        self.move_card(card, owner, "ohigan", (*rules, "1311.1"), f"{card.name} は殺され、オヒガンに置かれる")

    def deal_damage(self, target: str, amount: int, rules: tuple[str, ...], *, ikusa: bool) -> None:
        """1102.4: a player's or a character's damage grows by `amount`; 0 or less does nothing."""
        kind = "イクサダメージ" if ikusa else "ダメージ"
        if amount <= 0:  # 104.2: an amount of 0 is not carried out, so nothing is dealt (1317.2)
            label = target if target in PLAYERS else getattr(self.on_field(target), "name", target)
            self.emit(
                "no_damage",
                f"{label} への{kind}は{amount}点なので与えられない",
                (*rules, "104.2", "1317.2"),
                target=target,
            )
            return
        if target in PLAYERS:
            self.change_counter(
                target, "damage", amount, (*rules, "1102.4a", "1317.1"), f"{target} に{amount}点の{kind}"
            )
            return
        card = self.on_field(target)
        if card is None:  # 1102.4d
            return
        total = int(card.flags.get("damage", 0)) + amount
        card.flags["damage"] = total
        self.emit(  # the damage against 耐久力 is data too: playouts count the exact-kill ties (1004.1)
            "damage",
            f"{card.name} に{amount}点の{kind}(負っているダメージは合計{total}点)",
            (*rules, "1102.4b", "1317.1"),
            card=card.uid,
            key="damage",
            value=total,
            attacker_power=total,  # the damage it now has …
            defender_power=C.durability(card),  # … against its 耐久力
        )
