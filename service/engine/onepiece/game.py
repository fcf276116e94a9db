"""ONE PIECE CARD GAME engine: setup, turn structure, playing cards, DON!!, rule processing.

Battles (7-1) live in `combat`, printed effects (the shared vocabulary) in `printed`. Cards carry
stats (power, cost, counter, life, boost), keywords and printed effects.
"""

from __future__ import annotations

from typing import Any, ClassVar

from service.engine.core import PLAYERS, Action, Card, Game, TargetedPlayouts, opponent
from service.engine.errors import IllegalAction
from service.engine.events import Reason
from service.engine.onepiece import combat, ko, play, printed, targeted
from service.engine.onepiece.printed import ZERO_LIFE_HIT
from service.engine.onepiece.rules import (
    CHARACTER_LIMIT,
    DECK_OUT_CONTRADICTION,
    DECK_OUT_NOTE,
    DON_DECK_SIZE,
    DON_POWER,
    EFFECT_HIT,
    GAME_ID,
    KO_TIMING,
    MAIN,
    OPENING_HAND,
    R_DECK_OUT,
    R_SIMULTANEOUS,
    R_ZERO_LIFE,
    R_ZERO_LIFE_EFFECT,
    R_ZERO_LIFE_TOLD,
    STAGE_LIMIT,
    TOLD_HIT,
    TURN_PLAYER_ONLY,
    ZONES,
)
from service.engine.onepiece.setup import random_setup


class OnePieceGame(Game):
    game_id: ClassVar[str] = GAME_ID
    zone_names: ClassVar[tuple[str, ...]] = ZONES

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.battle: dict[str, Any] | None = None
        self.mulligan_pending: list[str] = []
        self.mulliganed: list[str] = []  # players who made their one choice (5-2-1-6)

    @classmethod
    def new_game(cls, seed: int) -> OnePieceGame:
        game = cls(seed)
        random_setup(game)
        return game

    # ----- state helpers -------------------------------------------------------------------
    def actor(self) -> str | None:
        if self.is_over:
            return None
        if self.phase == "setup":
            return self.mulligan_pending[0] if self.mulligan_pending else None
        if self.step in ("block", "counter", "trigger"):
            return opponent(self.turn_player)
        return self.turn_player

    def leader(self, player: str) -> Card:
        return self.zone(player, "leader")[0]

    def active_don(self, player: str) -> list[Card]:
        return [c for c in self.zone(player, "cost") if not c.flags.get("rested")]

    def attached_don(self, card: Card) -> list[Card]:
        return [d for d in self.zone(card.owner, "attached") if d.flags.get("attached_to") == card.uid]

    def power(self, card: Card) -> int:
        """Current power: printed + 1000 per attached DON!! on its owner's turn (6-5-5-2) + battle boosts."""
        value = card.stats.get("power", 0)
        if card.owner == self.turn_player:
            value += DON_POWER * len(self.attached_don(card))
        if self.battle is not None:
            value += int(self.battle["boost"].get(card.uid, 0))
        return value + printed.power_mods(card)

    def is_first_turn_of(self, player: str) -> bool:
        """Turn 1 is the first player's first turn, turn 2 the second player's (6-5-6-1)."""
        return self.turn <= 2 and self.turn_player == player

    def extra_json(self) -> dict[str, Any]:
        return {
            "battle": self.battle,
            "mulligan_pending": list(self.mulligan_pending),
            "mulliganed": list(self.mulliganed),
        }

    def load_extra_json(self, extra: dict[str, Any]) -> None:  # type: ignore[override]
        self.battle = extra.get("battle")
        self.mulligan_pending = list(extra.get("mulligan_pending", []))
        self.mulliganed = list(extra.get("mulliganed", []))

    def invariant_violations(self, expected_uids: frozenset[str] | None = None) -> list[str]:
        problems = super().invariant_violations(expected_uids)
        for p in PLAYERS:
            if len(self.zone(p, "characters")) > CHARACTER_LIMIT:
                problems.append(f"{p} has more than {CHARACTER_LIMIT} characters (3-7-6)")
            if len(self.zone(p, "stage")) > STAGE_LIMIT:
                problems.append(f"{p} has more than {STAGE_LIMIT} stage (3-8-5)")
            if len(self.zone(p, "leader")) != 1:
                problems.append(f"{p} must have exactly one leader (3-6-3)")
            for don in self.zone(p, "attached"):
                holder = don.flags.get("attached_to")
                if not any(c.uid == holder for c in self.zone(p, "leader") + self.zone(p, "characters")):
                    problems.append(f"DON!! {don.uid} is attached to {holder}, not on the field")
        return problems

    # ----- targeted playouts (the core's hooks) and semantic invariants (playout.py) -------
    targeted: ClassVar[TargetedPlayouts] = targeted

    def loss_conditions(self) -> dict[str, tuple[str, ...]]:
        met: dict[str, tuple[str, ...]] = {}
        for p in PLAYERS:
            if self.players[p].counters.get(ZERO_LIFE_HIT):
                met[p] = ("1-2-1-1-1", "9-2-1-1")
            elif self.phase != "setup" and not self.zone(p, "deck"):
                met[p] = ("1-2-1-1-2", "9-2-1-2")
        return met

    def value_violations(self) -> list[str]:
        problems = []
        for p in PLAYERS:
            life = len(self.zone(p, "life"))
            if not 0 <= life <= self.leader(p).stats.get("life", 5):
                problems.append(f"{p} has {life} life cards, more than the leader's life (2-9-2)")
            don = sum(len(self.zone(p, z)) for z in ("don_deck", "cost", "attached"))
            if don > DON_DECK_SIZE:
                problems.append(f"{p} has {don} DON!!, more than 10 (5-1-2)")
        return problems

    # ----- setup: opening hands, mulligan (5-2-1-6), life (5-2-1-7) -----------------------
    def draw(self, player: str, rules: tuple[str, ...], text: str) -> None:
        deck = self.zone(player, "deck")
        if not deck:
            self.emit("no_draw", f"{player}のデッキが0枚のため引けません", ("1-3-2",), player=player)
            return
        self.move_card(deck[-1], player, "hand", rules, text)

    def deal_opening_hands(self) -> None:
        for p in PLAYERS:
            for _ in range(OPENING_HAND):
                self.draw(p, ("5-2-1-6", "4-5-2"), f"{p}が最初の手札を引きます")
        self.phase = "setup"
        self.step = "mulligan"
        self.mulligan_pending = [self.first_player, opponent(self.first_player)]

    def mulligan(self, player: str, redraw: bool) -> None:
        self.mulligan_pending.remove(player)
        self.mulliganed.append(player)
        if redraw:
            for card in list(self.zone(player, "hand")):
                self.move_card(card, player, "deck", ("5-2-1-6-1",), f"{player}が手札をデッキに戻します")
            self.rng.shuffle(self.zone(player, "deck"))
            self.emit("shuffle", f"{player}がデッキをシャッフルします", ("5-2-1-6-1", "3-2-4"), player=player)
            for _ in range(OPENING_HAND):
                self.draw(player, ("5-2-1-6-1",), f"{player}が改めて5枚引きます")
        else:
            self.emit("keep", f"{player}は引き直しを行いません", ("5-2-1-6",), player=player)
        if not self.mulligan_pending:
            for p in PLAYERS:
                life = self.leader(p).stats.get("life", 5)
                for _ in range(life):
                    deck = self.zone(p, "deck")
                    if deck:
                        self.move_card(
                            deck[-1], p, "life", ("5-2-1-7", "2-9-2", "2-9-2-1"), f"{p}がライフを置きます"
                        )
            self.turn = 1
            self.turn_player = self.first_player
            self.emit("game_start", "先攻プレイヤーのターンでゲームを開始します", ("5-2-1-8",))
            self.start_turn()

    # ----- turn structure (6) ---------------------------------------------------------------
    def start_turn(self) -> None:
        tp = self.turn_player
        self.phase = "refresh"
        self.step = None
        self.emit("phase", f"{self.turn}ターン目 {tp}のリフレッシュフェイズ", ("6-1-1", "6-2"), player=tp)
        for don in list(self.zone(tp, "attached")):
            # 6-2-3 names no state, so 3-9-3's default applies: DON!! enter the cost area active
            don.flags["rested"] = False
            self.move_card(
                don,
                tp,
                "cost",
                ("6-2-3", "3-9-3"),
                "付与されていたドン!!をコストエリアにアクティブで戻します",
            )
        for zone in ("leader", "characters", "stage", "cost"):
            for card in self.zone(tp, zone):
                if card.flags.get("rested"):
                    self.set_flag(card, "rested", False, ("6-2-4",), f"{card.name}をアクティブにします")
        self.phase = "draw"
        if self.turn == 1:
            self.emit("skip_draw", "先攻の1ターン目のため、カードを引きません", ("6-3-1",), player=tp)
        else:
            self.draw(tp, ("6-3-1", "4-5-2"), f"{tp}がカードを1枚引きます")
        self.phase = "don"
        count = 1 if self.turn == 1 else 2
        rules: tuple[str, ...] = ("6-4-1",)
        don_deck = self.zone(tp, "don_deck")
        if len(don_deck) < count:
            rules = ("6-4-1", "6-4-3") if not don_deck else ("6-4-1", "6-4-2")
            count = len(don_deck)
        said = (
            f"ドン!!カードを{count}枚コストエリアに置きます"
            if count
            else "ドン!!デッキが0枚のため、ドン!!カードは置けません"
        )
        self.emit("don_phase", said, rules, player=tp, count=count)
        for _ in range(count):
            self.move_card(don_deck[-1], tp, "cost", rules, "ドン!!カードを表向きでコストエリアに置きます")
        self.phase = "main"
        self.emit("phase", f"{tp}のメインフェイズ", ("6-5-1", "6-5-2"), player=tp)

    def end_turn(self) -> None:
        tp = self.turn_player
        self.phase = "end"
        self.emit("phase", f"{tp}のエンドフェイズ", ("6-5-2-1", "6-6-1"), player=tp)
        printed.expire(self)
        self.emit("turn_end", "ターンを終了し、相手がターンプレイヤーになります", ("6-6-1-4",), player=tp)
        self.turn += 1
        self.turn_player = opponent(tp)
        self.start_turn()

    # ----- rule processing (9) -------------------------------------------------------------
    def rule_check(self) -> bool:
        losers: dict[str, tuple[Reason, tuple[str, ...]]] = {}
        for p in PLAYERS:
            hit = self.players[p].counters.get(ZERO_LIFE_HIT)
            if hit:
                rules = {EFFECT_HIT: R_ZERO_LIFE_EFFECT, TOLD_HIT: R_ZERO_LIFE_TOLD}.get(hit, R_ZERO_LIFE)
                losers[p] = (Reason.ZERO_LIFE_DAMAGE, rules)
            elif self.phase != "setup" and not self.zone(p, "deck"):
                losers[p] = (Reason.DECK_OUT, R_DECK_OUT)
        if not losers:
            return False
        deck_out = any(r is Reason.DECK_OUT for r, _ in losers.values())
        notes = (DECK_OUT_NOTE,) if deck_out else ()
        extra: dict[str, Any] = {"contradiction": DECK_OUT_CONTRADICTION} if deck_out else {}
        if len(losers) == 2:
            rules = R_SIMULTANEOUS + tuple(r for _, rs in losers.values() for r in rs)
            self.end_game(
                None,
                Reason.SIMULTANEOUS,
                dict.fromkeys(rules),
                "両プレイヤーが同時に敗北条件を満たしたため、引き分けです",
                draw=True,
                notes=notes,
                **extra,
            )
            return True
        (loser, (reason, rules)) = next(iter(losers.items()))
        why = (
            "ライフ0枚でリーダーがダメージを受けた"
            if reason is Reason.ZERO_LIFE_DAMAGE
            else "デッキが0枚になった"
        )
        self.end_game(
            opponent(loser),
            reason,
            rules,
            f"{loser}は{why}ため敗北し、{opponent(loser)}が勝利します",
            notes=notes,
            loser=loser,
            **extra,
        )
        return True

    # ----- actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        actor = self.actor()
        if actor is None:
            return []
        if self.phase == "setup":
            return [Action("mulligan", actor, {"redraw": r}) for r in (False, True)]
        if self.step is not None:
            return combat.legal_battle_actions(self, actor)
        return self._main_actions(actor)

    def _main_actions(self, tp: str) -> list[Action]:
        actions: list[Action] = []
        active = len(self.active_don(tp))
        chars = self.zone(tp, "characters")
        for card in self.zone(tp, "hand"):
            if card.stats.get("cost", 0) > active:
                continue
            if card.kind == "character" and len(chars) >= CHARACTER_LIMIT:
                actions.extend(Action("play", tp, {"card": card.uid, "replace": c.uid}) for c in chars)
            elif card.kind == "stage" and len(self.zone(tp, "stage")) >= STAGE_LIMIT:
                stages = self.zone(tp, "stage")
                actions.extend(Action("play", tp, {"card": card.uid, "replace": c.uid}) for c in stages)
            elif card.kind in ("character", "stage") or (card.kind == "event" and MAIN in card.keywords):
                actions.append(Action("play", tp, {"card": card.uid}))
        if active:
            for target in self.zone(tp, "leader") + chars:
                actions.append(Action("attach_don", tp, {"target": target.uid}))
        actions.extend(combat.legal_attacks(self, tp))
        actions.append(Action("end_turn", tp))
        return actions

    def concede(self, player: str) -> None:
        """投了: any player, at any time; they lose at once and the game ends (1-2-4). No card can
        affect, force or replace it (1-2-5)."""
        self.emit("concede", f"{player}が投了を宣言します", ("1-2-4", "1-2-5"), player=player)
        self.end_game(
            opponent(player),
            Reason.CONCESSION,
            ("1-2-4",),
            f"{player}は投了したため即座に敗北し、{opponent(player)}が勝利します",
            loser=player,
        )

    def verify(self, action: Action) -> None:
        if action.kind == "concede":
            return  # 1-2-4: 「ゲーム中の任意の時点で」
        if action.kind == "mulligan" and action.player in self.mulliganed:
            # 5-2-1-6: each player chooses whether to redraw only once, in turn
            raise IllegalAction(
                "mulligan_once", "引き直しを行うかどうかは、各プレイヤー1度だけ選べます", ("5-2-1-6",)
            )
        turn_only = TURN_PLAYER_ONLY.get(action.kind)
        if turn_only is not None and self.phase != "setup" and action.player != self.turn_player:
            raise IllegalAction("not_turn_player", turn_only[0], turn_only[1])
        if action.player != self.actor():
            raise IllegalAction(
                "not_your_decision", f"{action.player}が行動する時点ではありません", ("4-3-1",)
            )
        kind = action.kind
        if self.phase == "setup":
            if kind != "mulligan":
                raise IllegalAction("setup", "ゲーム前の手順中です", ("5-2-1",))
            return
        if self.step is not None:
            combat.verify_battle_action(self, action)
            return
        if self.phase != "main":
            raise IllegalAction("not_main_phase", "メインフェイズではありません", ("6-5-2",))
        if kind == "play":
            play.verify_play(self, action)
        elif kind == "attach_don":
            self._verify_attach(action)
        elif kind == "attack":
            combat.verify_attack(self, action)
        elif kind != "end_turn":
            raise IllegalAction("unknown_action", f"メインフェイズに{kind}は行えません", ("6-5-2",))

    def _verify_attach(self, action: Action) -> None:
        tp = action.player
        play.own_card(self, tp, action.params.get("target"), ("leader", "characters"), ("6-5-5-1",))
        if not self.active_don(tp):
            raise IllegalAction("no_active_don", "コストエリアにアクティブのドン!!がありません", ("6-5-5-1",))

    def _apply(self, action: Action) -> None:
        kind, p = action.kind, action.player
        if kind == "concede":
            self.concede(p)
        elif kind == "mulligan":
            self.mulligan(p, bool(action.params.get("redraw", False)))
        elif self.step is not None:
            combat.apply_battle_action(self, action)
        elif kind == "play":
            card = self.find(str(action.params["card"]))[2]
            reduce, raise_ = int(action.params.get("cost_reduce", 0)), int(action.params.get("cost_raise", 0))
            play.play(self, p, card, action.params.get("replace"), reduce, raise_)
        elif kind == "attach_don":
            target = self.find(str(action.params["target"]))[2]
            don = self.active_don(p)[0]
            self.move_card(don, p, "attached", ("6-5-5-1",), f"ドン!!を{target.name}に付与します")
            self.set_flag(don, "attached_to", target.uid, ("6-5-5-1", "6-5-5-2"), f"{target.name}に付与")
        elif kind == "attack":
            combat.declare_attack(self, action)
        elif kind == "end_turn":
            self.end_turn()

    def leave_field(self, card: Card, to_zone: str, rules: tuple[str, ...], text: str) -> None:
        """Move a card off the field; its attached DON!! go to the cost area rested (6-5-5-4)."""
        dons, ko_effect = self.attached_don(card), KO_TIMING in printed.keywords(card)
        owned = ("4-2-1-1",) if self.find(card.uid)[0] != card.owner else ()  # to its 持ち主's zone
        self.move_card(card, card.owner, to_zone, (*rules, "3-1-6", *owned), text)
        if ko_effect:  # 【KO時】 only on a KO (10-2-1-3)
            ko.record(self, card, to_zone, rules)
        for don in dons:
            self.move_card(
                don, don.owner, "cost", ("6-5-5-4",), "付与されていたドン!!をコストエリアに置きます"
            )
            self.set_flag(don, "rested", True, ("6-5-5-4",), "ドン!!はレストで置かれます")
