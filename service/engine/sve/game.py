"""Shadowverse Evolve engine: playing cards, evolving, damage, rule processing and the actions.

Drawing, setup and the turn structure (6.2, 7) live in `turns` (`SveTurns`, this class's base);
follower attacks (8.4) in `combat`. Vanilla cards: stats (cost, attack, health) and keywords;
spells may carry a damage effect (`damage`, optionally `per` graveyard cards, 5.28).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from service.engine.core import PLAYERS, RULE_PROCESSING_CAP, Action, Card, TargetedPlayouts, opponent
from service.engine.effects import Timing
from service.engine.errors import IllegalAction, RuleLoopError
from service.engine.events import Reason
from service.engine.sve import combat, endphase, evolve, printed, shields, targeted
from service.engine.sve.choosing import no_target
from service.engine.sve.rules import (
    FIELD_LIMIT,
    HAND_LIMIT,
    PP_MAX_CAP,
    R_DRAW_DEFEAT,
    R_HEALTH_DEFEAT,
    R_SIMULTANEOUS,
    WARD,
)
from service.engine.sve.setup import random_setup
from service.engine.sve.turns import DREW_FROM_EMPTY, SveTurns


class SveGame(SveTurns):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        # automatic abilities waiting for the check timing (10.5.1.1)
        self.pending: list[dict[str, Any]] = []

    @classmethod
    def new_game(cls, seed: int) -> SveGame:
        game = cls(seed)
        random_setup(game)
        return game

    # ----- state helpers -------------------------------------------------------------------
    def actor(self) -> str | None:
        if self.is_over:
            return None
        if self.phase == "setup":
            return self.mulligan_pending[0] if self.mulligan_pending else None
        return self.turn_player

    def card_keywords(self, card: Card) -> frozenset[str]:
        return combat.keywords(self, card)

    def expire_turn_effects(self) -> None:
        printed.expire(self)

    def play_end_quick(self) -> None:
        endphase.end_quick(self)

    def extra_json(self) -> dict[str, Any]:
        extra: dict[str, Any] = {"mulligan_pending": list(self.mulligan_pending)}
        if self.extra_turns:
            extra["extra_turns"] = list(self.extra_turns)
        if self.pending:
            extra["pending"] = list(self.pending)
        return extra

    def load_extra_json(self, extra: dict[str, Any]) -> None:  # type: ignore[override]
        self.mulligan_pending = list(extra.get("mulligan_pending", []))
        self.extra_turns = list(extra.get("extra_turns", []))
        self.pending = list(extra.get("pending", []))

    # ----- damage and leaving the field (shared by attacks, rule processing and effects) -------
    def deal_damage(self, card: Card, amount: int, rules: tuple[str, ...]) -> None:
        """「(数値)ダメージを与える」 (5.13.1); an amount of 0 or less is not dealt at all (1.3.2.2)."""
        who = f"{card.owner}のリーダー" if card.kind == "leader" else card.name
        amount = shields.replaced(self, card, amount)  # 10.10.1: a waiting 「受けるダメージを減らす」
        if amount <= 0:
            self.emit(
                "no_damage",
                f"{who}へのダメージは{amount}のため、ダメージを与える行動は行われません",
                ("1.3.2.2",),
                card=card.uid,
                amount=amount,
            )
        elif card.kind == "leader":
            self.change_counter(
                card.owner, "health", -amount, rules, f"{who}に{amount}ダメージ", damage=amount
            )
        elif card.kind == "follower":
            total = int(card.flags.get("damage", 0)) + amount
            card.flags["damage"] = total  # 2.8.2: damage lowers the 体力; the event tells what is left
            self.emit("set_state", f"{who}に{amount}ダメージ", (*rules, "2.8.2"), card=card.uid, key="damage",
                      value=total, health=combat.health_left(self, card))  # fmt: skip
        else:
            self.emit("no_damage", f"{who}にはダメージは与えられません", ("5.13.1.2",), card=card.uid)

    def leave_field(self, card: Card, to_zone: str, rules: tuple[str, ...], text: str) -> None:
        """Move a field card to its owner's `to_zone`; its evolve card loses the association (5.15.4)
        and goes to the evolve deck face up (11.6.1); a move to the graveyard triggers ラストワード."""
        evo = combat.evolved_card(self, card)
        token = bool(card.flags.get("token"))
        if self.find(card.uid)[0] != card.owner:  # a taken card goes to its owner's zone, not its master's
            rules, text = (*rules, "5.21.3"), f"{text}(オーナーの領域です)"
        self.move_card(card, card.owner, to_zone, rules, text)
        if token:  # a follower or amulet token exists only on the field (or EX area): erased at once
            self.zone(card.owner, to_zone).remove(card)
            self.__dict__.get("_where", {}).pop(card.uid, None)
            self.emit(
                "token_erased",
                f"トークン『{card.name}』は{to_zone}に存在できないため、ただちに消去されます",
                ("9.1.4.3", "9.1.4.1"),
                card=card.uid,
            )
        if evo is not None:
            self.move_card(
                evo,
                evo.owner,
                "evolve_deck",
                ("5.15.4", "11.6.1"),
                f"{evo.name}をエボルヴデッキ置き場に表向きで移動",
            )
            self.set_flag(evo, "face_up", True, ("11.6.1", "4.6.3"), "表向き")
        if to_zone == "graveyard":
            printed.queue(self, card, Timing.LAST_WORD)

    def run_rule_processing(self) -> None:
        """A check timing: rule processing to a fixpoint (10.5.2.1), then one waiting automatic
        ability (10.5.2.2 / 10.5.2.3), then again, until nothing waits (10.5.2.4)."""
        for _ in range(RULE_PROCESSING_CAP):
            super().run_rule_processing()
            if self.is_over or not self.pending:
                return
            printed.resolve_pending(self)
        raise RuleLoopError(f"sve: automatic abilities did not settle in {RULE_PROCESSING_CAP} resolutions")

    def invariant_violations(self, expected_uids: frozenset[str] | None = None) -> list[str]:
        problems = super().invariant_violations(expected_uids)
        for p in PLAYERS:
            if len(self.zone(p, "field")) > FIELD_LIMIT:
                problems.append(f"{p} has more than {FIELD_LIMIT} cards on the field (4.4.4.1)")
            if not 0 <= self.counter(p, "pp_max") <= PP_MAX_CAP:
                problems.append(f"{p} PP max out of bounds (3.2.4.1)")
            if not 0 <= self.counter(p, "pp") <= self.counter(p, "pp_max"):
                problems.append(f"{p} PP out of bounds (3.2.4.2)")
            if self.counter(p, "ep") < 0:
                problems.append(f"{p} EP below 0 (3.2.5.1)")
        return problems

    # ----- targeted playouts (the core's hooks) and semantic invariants (playout.py) -------
    targeted: ClassVar[TargetedPlayouts] = targeted

    def loss_conditions(self) -> dict[str, tuple[str, ...]]:
        met: dict[str, tuple[str, ...]] = {}
        for p in PLAYERS:
            if self.phase == "setup":
                break
            if self.counter(p, "health") <= 0:
                met[p] = ("1.2.1.1", "11.2.1")
            elif self.counter(p, DREW_FROM_EMPTY):
                met[p] = ("1.2.1.2", "11.2.2")
        return met

    # ----- card effects a scenario resolves (10.6.2.8.2), each followed by a check timing ----
    def effect_draw(self, players: Sequence[str], count: int) -> None:
        """「カードをN枚引く」 (5.9.2): one card N times; several players draw at once (1.3.4.1)."""
        for _ in range(count):
            for p in players:
                self.draw(p, ("5.9.2", "5.9.1"), f"{p}がカードを1枚引きます")
        self.run_rule_processing()

    def effect_damage(self, targets: Sequence[Card], amount: int) -> None:
        """「(数値)ダメージを与える」 (5.13.1) to leaders and followers at once, then rule processing."""
        for card in targets:
            self.deal_damage(card, amount, ("5.13.1",))
        self.run_rule_processing()

    # ----- rule processing (11) ------------------------------------------------------------
    def rule_check(self) -> bool:
        losers: dict[str, tuple[str, ...]] = {}
        for p in PLAYERS:
            if self.phase == "setup":
                break
            if self.counter(p, "health") <= 0:
                losers[p] = R_HEALTH_DEFEAT
            elif self.counter(p, DREW_FROM_EMPTY):
                losers[p] = R_DRAW_DEFEAT
        if len(losers) == 2:
            both = dict.fromkeys(R_SIMULTANEOUS + losers[PLAYERS[0]] + losers[PLAYERS[1]])
            self.end_game(
                None, Reason.SIMULTANEOUS, both, "両プレイヤーが同時に敗北するため引き分けです", draw=True
            )
            return True
        if losers:
            loser, rules = next(iter(losers.items()))
            reason = Reason.LEADER_DEFEATED if rules is R_HEALTH_DEFEAT else Reason.DECK_OUT
            why = (
                "リーダーの体力が0以下になった"
                if rules is R_HEALTH_DEFEAT
                else "デッキが0枚の状態でカードを引いた"
            )
            self.end_game(
                opponent(loser),
                reason,
                rules,
                f"{loser}は{why}ため敗北し、{opponent(loser)}が勝利します",
                loser=loser,
            )
            return True
        return combat.destroy_followers(self)

    # ----- actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        actor = self.actor()
        if actor is None:
            return []
        if self.phase == "setup":
            return [Action("mulligan", actor, {"redraw": r}) for r in (False, True)]
        if self.step == "guard":
            return [Action("act_guard", actor, {"card": c.uid}) for c in self.guard_candidates()] + [
                Action("pass", actor)
            ]
        if self.step == "discard":
            return [Action("discard", actor, {"card": c.uid}) for c in self.zone(actor, "hand")]
        actions: list[Action] = []
        for card in self.zone(actor, "hand"):
            if self._play_problem(actor, card) is None:
                actions.append(Action("play", actor, {"card": card.uid}))
                if self._play_problem(actor, card, act=True) is None:
                    actions.append(Action("play", actor, {"card": card.uid, "act": True}))
        for card in self.zone(actor, "field"):
            for use_ep in (False, True):
                if evolve.evolve_problem(self, actor, card, use_ep) is None:
                    actions.append(Action("evolve", actor, {"card": card.uid, "use_ep": use_ep}))
        actions.extend(combat.legal_attacks(self, actor))
        actions.append(Action("end_turn", actor))
        return actions

    def _play_problem(self, player: str, card: Card, act: bool = False) -> IllegalAction | None:
        cost = combat.paid_cost(card)  # with an effect changing it (10.4.4.1)
        pp = self.counter(player, "pp")
        if cost > pp:
            rules = ("8.2.1", "10.4.4", *combat.cost_told(card)[1])
            return IllegalAction("insufficient_pp", f"コスト{cost}に対してPPが{pp}しかありません", rules)
        if card.kind in ("follower", "amulet") and len(self.zone(player, "field")) >= FIELD_LIMIT:
            return IllegalAction("field_full", "場のカードが上限の5枚です", ("10.6.2.6", "4.4.4.1"))
        if card.kind not in ("follower", "amulet", "spell"):
            return IllegalAction("not_playable", f"{card.name}はプレイできません", ("8.2.1",))
        unchosen = no_target(self, player, card)
        if unchosen is not None:
            return unchosen
        if act and (card.kind != "follower" or WARD not in card.keywords):
            return IllegalAction(
                "cannot_enter_acted",
                f"{card.name}は【守護】を持つフォロワーではありません",
                ("12.8.2", "4.2.2.3"),
            )
        return None

    def concede(self, player: str) -> None:
        """投了: at any time, losing at once without waiting for a check timing (1.2.3, 1.2.3.1)."""
        self.emit("concede", f"{player}が投了を宣言します", ("1.2.3", "1.2.3.1"), player=player)
        self.end_game(
            opponent(player),
            Reason.CONCESSION,
            ("1.2.3",),
            f"{player}は投了したためただちに敗北し、{opponent(player)}が勝利します",
            loser=player,
        )

    def verify(self, action: Action) -> None:
        if action.kind == "concede":
            return  # 1.2.3: 「ゲーム中の任意の時点で」
        if action.player != self.actor() and self.phase == "setup":
            # 6.2.1.8: the first player first, then the other, each once
            raise IllegalAction(
                "not_your_decision", f"{action.player}が引き直しを選ぶ時点ではありません", ("6.2.1.8",)
            )
        if action.player != self.actor():
            raise IllegalAction(
                "not_your_decision", f"{action.player}が行動する時点ではありません", ("7.1.1",)
            )
        kind = action.kind
        if kind == "mulligan" and self.phase != "setup":
            raise IllegalAction(
                "wrong_timing", "引き直しはゲーム前に各プレイヤー1回ずつのみです", ("6.2.1.8",)
            )
        allowed = {"setup": ("mulligan",), "guard": ("act_guard", "pass"), "discard": ("discard",)}
        key = "setup" if self.phase == "setup" else (self.step or "main")
        expected = allowed.get(key, ("play", "evolve", "attack", "end_turn"))
        if kind not in expected:
            raise IllegalAction("wrong_timing", f"現在{kind}は行えません", ("7.3.3",))
        card = self.find(str(action.params["card"]))[2] if "card" in action.params else None
        if kind == "play" and card is not None:
            zone = self.find(card.uid)[1]
            if card.owner != action.player or zone != "hand":
                raise IllegalAction("not_in_hand", f"{card.name}は手札にありません", ("8.2.1",))
            problem = self._play_problem(action.player, card, bool(action.params.get("act")))
            if problem is not None:
                raise problem
        elif kind == "evolve" and card is not None:
            problem = evolve.evolve_problem(
                self,
                action.player,
                card,
                bool(action.params.get("use_ep")),
                bool(action.params.get("by_effect")),
                int(action.params.get("ep_points") or 0),
            )
            if problem is not None:
                raise problem
        elif kind == "attack":
            combat.verify_attack(self, action)
        elif kind == "act_guard" and card not in self.guard_candidates():
            raise IllegalAction(
                "cannot_act", "【守護】を持つスタンド状態のフォロワーではありません", ("7.4.3", "12.8.2")
            )
        elif kind == "discard" and (
            card is None or self.find(card.uid)[1] != "hand" or card.owner != action.player
        ):
            raise IllegalAction("not_in_hand", "手札のカードではありません", ("7.4.7", "5.11.1"))

    def _apply(self, action: Action) -> None:
        kind, p = action.kind, action.player
        card = self.find(str(action.params["card"]))[2] if "card" in action.params else None
        if kind == "concede":
            self.concede(p)
        elif kind == "mulligan":
            self.mulligan(p, bool(action.params.get("redraw", False)))
        elif kind == "play" and card is not None:
            combat.play_card(self, p, card, bool(action.params.get("act")))
        elif kind == "evolve" and card is not None:
            evolve.evolve(
                self, p, card, bool(action.params.get("use_ep")), bool(action.params.get("by_effect"))
            )
        elif kind == "attack":
            combat.attack(self, action)
        elif kind == "end_turn":
            self.end_turn()
        elif kind == "act_guard" and card is not None:
            self.set_flag(
                card, "acted", True, ("7.4.3", "12.8.2"), f"【守護】を持つ{card.name}をアクトします"
            )
            if not self.guard_candidates():
                self.finish_end_phase()
        elif kind == "pass":
            self.finish_end_phase()
        elif kind == "discard" and card is not None:
            self.move_card(card, p, "graveyard", ("7.4.7", "5.11.1"), f"{card.name}を捨て、墓場に置きます")
            if len(self.zone(p, "hand")) <= HAND_LIMIT:
                self.step = None
                self.finish_end_phase()
