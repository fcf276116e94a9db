"""Shadowverse Evolve engine: drawing, the game's setup (6.2) and the turn structure (7).

`SveTurns` is the base `SveGame` builds on: drawing (5.9.1, losing to an empty deck 5.9.1.1), opening
hands and the mulligan (6.2.1.7–6.2.1.12), and the start and end phases (7.2, 7.4: PP, standing, the
turn's draw, 【守護】 acting at the end, the hand limit). Playing, attacking, evolving and rule
processing live in `game`, `combat` and `evolve`.
"""

from __future__ import annotations

from typing import ClassVar

from service.engine.core import PLAYERS, Card, Game, opponent
from service.engine.sve.rules import (
    AWAKENED_PP_MAX,
    GAME_ID,
    HAND_LIMIT,
    OPENING_HAND,
    PP_MAX_CAP,
    SECOND_PLAYER_EP,
    WARD,
    ZONES,
)

DREW_FROM_EMPTY = "drew_from_empty"


class SveTurns(Game):
    game_id: ClassVar[str] = GAME_ID
    zone_names: ClassVar[tuple[str, ...]] = ZONES
    # a scenario asking about the end of a turn stops there (its last action), before the next turn's
    # start phase (7.2) changes what it asks about; games restored from a state never stop
    stop_at_turn_end: bool = False

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.mulligan_pending: list[str] = []
        # the non-turn player's 【クイック】 cards a scenario plays in this end phase (7.4.5)
        self.end_quick: list[str] = []
        # the players of the 追加ターン instructions not carried out yet, in the order made (5.27.1.1)
        self.extra_turns: list[str] = []

    # ----- hooks `SveGame` fills in (keywords and effects are modelled there) ---------------
    def card_keywords(self, card: Card) -> frozenset[str]:
        """The keywords `card` has now, printed and given (12)."""
        raise NotImplementedError

    def expire_turn_effects(self) -> None:
        """Remove the effects that last 「このターン中」 (7.4.8)."""
        raise NotImplementedError

    def counter(self, player: str, key: str) -> int:
        return self.players[player].counters.get(key, 0)

    # ----- drawing, setup ------------------------------------------------------------------
    def draw(self, player: str, rules: tuple[str, ...], text: str) -> None:
        deck = self.zone(player, "deck")
        if not deck:
            self.set_counter(
                player, DREW_FROM_EMPTY, 1, ("5.9.1.1",), f"{player}はデッキが0枚の状態でカードを引きました"
            )
            return
        self.move_card(deck[-1], player, "hand", rules, text)

    def deal_opening_hands(self) -> None:
        for p in PLAYERS:
            for _ in range(OPENING_HAND):
                self.draw(p, ("6.2.1.7",), f"{p}がデッキの上から手札に移動します")
        self.phase = "setup"
        self.step = "mulligan"
        self.mulligan_pending = [self.first_player, opponent(self.first_player)]

    def mulligan(self, player: str, redraw: bool) -> None:
        self.mulligan_pending.remove(player)
        if redraw:
            for card in list(self.zone(player, "hand")):
                self.move_card(
                    card, player, "deck", ("6.2.1.8",), "手札をデッキの一番下に移動します", top=False
                )
            for _ in range(OPENING_HAND):
                self.draw(player, ("6.2.1.8",), f"{player}が改めて4枚引きます")
        else:
            self.emit("keep", f"{player}は引き直しを行いません", ("6.2.1.8",), player=player)
        if self.mulligan_pending:
            return
        second = opponent(self.first_player)
        for p in PLAYERS:
            self.set_counter(p, "pp", 0, ("6.2.1.9",), "PPを0にします")
            self.set_counter(p, "pp_max", 0, ("6.2.1.9",), "PP最大値を0にします")
            ep = SECOND_PLAYER_EP if p == second else 0
            self.set_counter(p, "ep", ep, ("6.2.1.10",), f"{p}のEPを{ep}にします")
            self.set_counter(p, "health", 20, ("6.2.1.11", "2.8.3.1"), "リーダーの体力を20にします")
        self.turn = 1
        self.turn_player = self.first_player
        self.emit("game_start", "先攻プレイヤーのターンでゲームを開始します", ("6.2.1.12",))
        self.start_turn()

    # ----- turn structure (7) ---------------------------------------------------------------
    def start_turn(self) -> None:
        tp = self.turn_player
        self.phase, self.step = "start", None
        self.set_counter(tp, "evolved_this_turn", 0, ("8.3.2",), "このターンの進化回数をリセットします")
        self.set_counter(tp, "played_this_turn", 0, ("13.2.1.2",), "プレイしたカードの数をリセットします")
        if self.counter(tp, "ate_this_turn"):  # only a turn after a 食事 play: no event in other timelines
            self.set_counter(
                tp, "ate_this_turn", 0, ("8.3.2",), "このターンの食事能力のプレイをリセットします"
            )
        self.emit("phase", f"{self.turn}ターン目 {tp}のスタートフェイズ", ("7.1.2", "7.2"), player=tp)
        pp_max = self.counter(tp, "pp_max")
        if pp_max < PP_MAX_CAP:
            self.change_counter(tp, "pp_max", 1, ("7.2.1",), f"PP最大値を{pp_max + 1}にします")
        else:
            self.emit("pp_max_cap", "PP最大値は上限の10のままです", ("7.2.1", "3.2.4.1"), player=tp)
        pp_max = self.counter(tp, "pp_max")
        self.set_counter(tp, "pp", pp_max, ("7.2.2",), f"PPをPP最大値と同じ{pp_max}にします")
        for card in self.zone(tp, "field"):
            if card.flags.get("acted"):
                self.set_flag(card, "acted", False, ("7.2.3",), f"{card.name}をスタンドします")
        if self.turn == 1:
            self.emit(
                "skip_draw", "先攻プレイヤーの最初のターンのため、カードを引きません", ("7.2.4.1",), player=tp
            )
        else:
            self.draw(tp, ("7.2.4", "5.9.1"), f"{tp}がカードを1枚引きます")
        self.phase = "main"
        self.emit("phase", f"{tp}のメインフェイズ", ("7.2.5", "7.3"), player=tp)

    def check_awakened(self, player: str) -> bool:
        """【覚醒】 (13.4.1): the player's current PP max is 7 or more (13.4.1.2) — its PP spent or left
        does not count (13.4.1.1 refers to the PP max). Recorded as an event; no state changes."""
        pp_max = self.counter(player, "pp_max")
        awake = pp_max >= AWAKENED_PP_MAX
        said = "以上なので【覚醒】状態です" if awake else "未満なので【覚醒】状態ではありません"
        self.emit(
            "awakened" if awake else "not_awakened",
            f"PP最大値は{pp_max}で、{AWAKENED_PP_MAX}{said}",
            ("13.4.1.1", "13.4.1.2"),
            player=player,
            pp_max=pp_max,
        )
        return awake

    def end_turn(self) -> None:
        tp = self.turn_player
        self.phase, self.step = "end", "guard"
        self.emit("phase", f"{tp}のエンドフェイズ", ("7.3.4", "7.4"), player=tp)
        if not self.guard_candidates():
            self.finish_end_phase()

    def guard_candidates(self) -> list[Card]:
        tp = self.turn_player
        return [
            c for c in self.zone(tp, "field") if WARD in self.card_keywords(c) and not c.flags.get("acted")
        ]

    def play_end_quick(self) -> None:
        """7.4.4-7.4.6: the non-turn player's 【クイック】 plays (SveGame runs them)."""
        raise NotImplementedError

    def finish_end_phase(self) -> None:
        tp = self.turn_player
        if getattr(self, "end_quick", None):  # a game restored from a state has none
            self.play_end_quick()
            if self.is_over:
                return
        if len(self.zone(tp, "hand")) > HAND_LIMIT:
            self.step = "discard"
            excess = len(self.zone(tp, "hand")) - HAND_LIMIT
            self.emit(
                "hand_limit", f"手札が上限7枚を{excess}枚超えています", ("7.4.7", "4.7.3.1"), excess=excess
            )
            return
        self.expire_turn_effects()
        self.emit("turn_end", "ターン中の効果が取り除かれ、ターンを終えます", ("7.4.8", "7.4.9"), player=tp)
        if self.stop_at_turn_end:
            self.step = None  # the turn has ended: no step of it is left to take
            return
        self.turn += 1
        self.turn_player = self._next_turn_player(tp)
        self.start_turn()

    def instruct_extra_turn(self, player: str) -> None:
        """「(player)は追加ターンを行なう」: one more turn of `player` right before the turn that would come
        next (5.27.1); each instruction is kept until it is carried out (5.27.1.1)."""
        pending = self.extra_turns
        pending.append(player)
        self.emit(
            "extra_turn_instructed",
            f"{player}が追加ターンを行なう指示が作られます(未実行の指示{len(pending)}個)",
            ("5.27.1",),
            player=player,
            pending=len(pending),
        )

    def _next_turn_player(self, tp: str) -> str:
        """The player of the next turn: the latest 追加ターン instruction not yet carried out, one turn for
        it, repeated before the turn that would come until every instruction is done (5.27.1.1)."""
        pending = self.extra_turns
        if not pending:
            return opponent(tp)
        player = pending.pop()
        self.emit(
            "extra_turn",
            f"最も後の追加ターンの指示を適用し、{player}の追加ターンを行ないます(残りの指示{len(pending)}個)",
            ("5.27.1", "5.27.1.1"),
            player=player,
            pending=len(pending),
        )
        return player
