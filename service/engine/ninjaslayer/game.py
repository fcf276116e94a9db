"""ニンジャスレイヤーTCG actions: エテル, エントリー, アイサツ, インターラプト, ウケミ and scenario effects.

Each action has ``can_x`` / ``verify_x`` / ``x``; `verify` raises `IllegalAction` citing the clause
that forbids it. ``effect`` actions stand for a card effect resolving now (scenarios only; never in
`legal_actions`), ``concede`` is 103.4.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from service.engine import responding
from service.engine.core import PLAYERS, Action, Card, GameInvariants, TargetedPlayouts, opponent
from service.engine.errors import IllegalAction
from service.engine.events import Reason
from service.engine.ninjaslayer import cards as C
from service.engine.ninjaslayer import invariants, targeted
from service.engine.ninjaslayer.ambush import run_ambush, verify_ambush
from service.engine.ninjaslayer.deck import register_deck, verify_deck
from service.engine.ninjaslayer.kotodama import NinjaSlayerPriority
from service.engine.ninjaslayer.loop import run_loop, verify_loop
from service.engine.ordering import run_action, verify_action

EFFECT_OPS = ("damage", "damage_zone", "draw", "recover", "jitsu", "ambush")


class NinjaSlayerGame(NinjaSlayerPriority):
    # ----- setup (400) -----------------------------------------------------------------------
    @classmethod
    def new_game(cls, seed: int) -> NinjaSlayerGame:
        game = cls(seed)
        for p in PLAYERS:
            deck = game.zone(p, "deck")
            deck.extend(C.random_character(game.new_uid(p), p, game.rng) for _ in range(C.DECK_SIZE))
            game.rng.shuffle(deck)
            game.emit(
                "shuffle", f"{p} がデッキをシャッフルしデッキ置き場に置く", ("403.1", "1316.1"), player=p
            )
        for p in PLAYERS:
            game.draw(p, 4, ("403.2",))
        first = PLAYERS[game.rng.randrange(2)]
        game.first_player = game.turn_player = first
        game.emit("first_player", f"無作為に {first} が先攻に選ばれる", ("403.3",), player=first)
        game.start_turn(("403.4",))
        return game

    def start_turn(self, rules: tuple[str, ...]) -> None:
        self._goto("start", "untap", (*rules, "502.2"), f"ターン{self.turn}: {self.turn_player} のターン開始")
        self._advance()

    # ----- targeted playouts (playout.PROFILES) and semantic invariants: the core's hooks ----------
    targeted: ClassVar[TargetedPlayouts] = targeted
    invariants: ClassVar[GameInvariants] = invariants

    def loss_conditions(self) -> dict[str, tuple[str, ...]]:
        return invariants.loss_conditions(self)

    # ----- dispatch ------------------------------------------------------------------------
    def _handlers(self) -> dict[str, tuple[Callable[[Action], None], Callable[[Action], None]]]:
        return {
            "etel": (self.verify_etel, self.etel),
            "enter": (self.verify_enter, self.enter),
            "end_phase": (self.verify_end_phase, self.end_phase),
            "aisatsu": (self.verify_aisatsu, self.aisatsu_action),
            "interrupt": (self.verify_interrupt, self.interrupt),
            "ukemi": (self.verify_ukemi, self.ukemi),
            "effect": (self.verify_effect, self.effect),
            "resolve": (self.verify_resolve, self.resolve_now),
            "kotodama": (self.verify_kotodama, self.kotodama),
            "pass": (self.verify_pass, self.pass_priority),
            "concede": (self.verify_concede, self.concede),
            "loop": (verify_loop, lambda action: run_loop(self, action)),
            "order": (verify_action, lambda a: run_action(self, a, "ninjaslayer", self.turn_player)),
            "respond": (
                lambda a: responding.verify_action(a, "ninjaslayer"),
                lambda a: responding.run_action(self, a, "ninjaslayer"),
            ),
            "deck_constructed": (verify_deck, lambda action: register_deck(self, action)),
            "deck_blitz": (verify_deck, lambda action: register_deck(self, action)),
        }

    def verify(self, action: Action) -> None:
        handler = self._handlers().get(action.kind)
        if handler is None:
            raise IllegalAction("unknown_action", f"不明な行動 {action.kind!r}", ("801.1",))
        if action.player not in PLAYERS:
            raise IllegalAction("unknown_player", f"不明なプレイヤー {action.player!r}", ("102.1",))
        handler[0](action)

    def _apply(self, action: Action) -> None:
        self._handlers()[action.kind][1](action)

    def _expect(self, action: Action, kind: str, rules: tuple[str, ...]) -> None:
        if self.pending is None or self.pending["kind"] != kind:
            raise IllegalAction("wrong_timing", f"今は {action.kind} を実行できません", rules)
        if action.player != self.pending["player"]:
            raise IllegalAction(
                "not_your_decision", f"{action.player} は今この選択を行えません", ("105.1", *rules)
            )

    def _card_in(self, uid: Any, player: str, zone: str, rules: tuple[str, ...], what: str) -> Card:
        if uid in PLAYERS or uid is None:  # a player (or nothing) where a card is needed: not a malformed id
            raise IllegalAction("not_a_card", f"{uid} は{what}のカードではありません", rules)
        try:
            owner, where, card = self.find(str(uid))
        except IllegalAction:
            raise IllegalAction("unknown_card", f"カード {uid} は存在しません", rules) from None
        if owner != player or where != zone:
            raise IllegalAction("wrong_zone", f"{card.name} は{what}にありません", rules)
        return card

    # ----- legal actions ---------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.is_over or self.pending is None:
            return []
        p = self.pending["player"]
        kind = self.pending["kind"]
        if kind == "etel":
            return [Action("etel", p, {"card": None})] + [
                Action("etel", p, {"card": c.uid}) for c in self.zone(p, "hand")
            ]
        if kind == "interrupt":
            return [Action("interrupt", p, {"card": None})] + [
                Action("interrupt", p, {"card": c.uid}) for c in self.interrupters()
            ]
        if kind == "ukemi":
            return [Action("ukemi", p, {"use": True}), Action("ukemi", p, {"use": False})]
        if kind == "priority":
            return [Action("pass", p), *self.kotodama_options(p)]
        actions = [Action("end_phase", p), *self.kotodama_options(p)]
        if self.phase == "character":
            etel = len(self.upright_etel(p))
            for c in self.zone(p, "hand"):
                if c.kind == C.CHARACTER and C.cost(c) <= etel:
                    actions.append(Action("enter", p, {"card": c.uid, "tatsujin": False}))
                    if C.TATSUJIN in c.keywords and C.cost(c) + c.stats.get("tatsujin", 0) <= etel:
                        actions.append(Action("enter", p, {"card": c.uid, "tatsujin": True}))
        else:
            targets = [opponent(p)] + [c.uid for c in self.zone(opponent(p), "field")]
            for c in self.zone(p, "field"):
                if not c.flags.get("bowed") and not c.flags.get("no_aisatsu"):  # 704.3a
                    actions.extend(Action("aisatsu", p, {"attacker": c.uid, "target": t}) for t in targets)
        return actions

    # ----- エテル・ステップ (502.4) ---------------------------------------------------------------
    def verify_etel(self, action: Action) -> None:
        self._expect(action, "etel", ("502.4a",))
        if action.params.get("card") is not None:
            self._card_in(action.params["card"], action.player, "hand", ("502.4a",), "手札")

    def can_etel(self, player: str, card: str | None) -> bool:
        return self.can(Action("etel", player, {"card": card}))

    def etel(self, action: Action) -> None:
        self.pending = None
        uid = action.params.get("card")
        if uid is None:
            self.emit("etel", f"{action.player} はエテル・ゾーンにカードを置かない", ("502.4a",))
        else:
            card = self.find(str(uid))[2]
            self.move_card(
                card, action.player, "etel", ("502.4a", "303.1a"), f"{card.name} をエテル・ゾーンに置く"
            )
            # 502.4a: one card at most — the placement's count, as an answer may tell it
            self.emit("etel_placed", f"{action.player} はエテル・ゾーンにカードを1枚置いた", ("502.4a",),
                      player=action.player, count=1)  # fmt: skip
        self._goto("character", "main", ("503.1", "601.1"), "キャラクターフェイズ")
        self._advance()

    # ----- キャラクターのエントリー (602, 1204, 1206) ---------------------------------------------
    def verify_enter(self, action: Action) -> None:
        if self.stack and self.pending is not None and self.pending["kind"] == "priority":
            raise IllegalAction(
                "kotodama_space",
                "コトダマ空間にカードや能力やダメージチェック処理が置かれている間は、キャラクターをエントリーできません",
                ("1206.1", "602.1"),
            )
        self._expect(action, "main", ("602.1", "1206.1"))
        if self.phase != "character" or self.stack:
            raise IllegalAction(
                "wrong_phase",
                "キャラクターは自分のキャラクターフェイズにのみエントリーできます",
                ("602.1", "1206.1"),
            )
        card = self._card_in(action.params.get("card"), action.player, "hand", ("602.1",), "手札")
        if card.kind != C.CHARACTER:
            raise IllegalAction(
                "not_character", f"{card.name} はキャラクターカードではありません", ("602.1",)
            )
        tatsujin = bool(action.params.get("tatsujin"))
        if tatsujin and C.TATSUJIN not in card.keywords:
            raise IllegalAction("no_tatsujin", f"{card.name} はタツジンを持ちません", ("1404.2",))
        total, rules = C.entry_cost(card, tatsujin=tatsujin)
        upright = len(self.upright_etel(action.player))
        if upright < total:
            raise IllegalAction(
                "cannot_pay",
                f"コスト{total}にはアンタイ・オジギ状態のエテルが{total}枚必要ですが{upright}枚しかありません",
                (*rules, "1312.1", "1204.2i"),
            )

    def can_enter(self, player: str, card: str, *, tatsujin: bool = False) -> bool:
        return self.can(Action("enter", player, {"card": card, "tatsujin": tatsujin}))

    def enter(self, action: Action) -> None:
        card = self.find(str(action.params["card"]))[2]
        tatsujin = bool(action.params.get("tatsujin"))
        if tatsujin:
            self.emit("declare", f"{card.name} のタツジン・コストを支払うと宣言", ("1204.2c", "1404.2"))
        total, rules = C.entry_cost(card, tatsujin=tatsujin)
        if total <= 0 and rules[-1] == "1203.5":
            self.emit(
                "paid", f"{card.name} のコストは0以下になり、支払ったものと見なされる", (*rules, "1204.2i")
            )
        self.pay_etel(action.player, total, (*rules, "1204.2i"))
        self.move_card(card, card.owner, "kotodama", ("1204.2j", "1206.2"), f"{card.name} をエントリー")
        self.stack.append({"type": "card", "card": card.uid, "tatsujin": tatsujin, "holder": action.player})
        self.entered(card)  # 1204.2k, and its 「これがエントリーした時」 (1209.3)
        self.pending = None
        self._advance()

    # ----- フェイズの終了 ---------------------------------------------------------------------
    def verify_end_phase(self, action: Action) -> None:
        self._expect(action, "main", ("601.1", "704.3"))

    def can_end_phase(self, player: str) -> bool:
        return self.can(Action("end_phase", player))

    def end_phase(self, action: Action) -> None:
        self.pending = None
        if self.phase == "character":
            self._goto("ikusa", "start", ("504.1", "701.1", "702.1"), "イクサフェイズ: イクサ開始・ステップ")
        else:
            self.emit("declare", f"{action.player} はアイサツしないことを宣言", ("704.3",))
            self._goto("ikusa", "end", ("704.3", "707.1"), "イクサ終了・ステップ")
        self._advance()

    # ----- アイサツ (704) -------------------------------------------------------------------
    def verify_aisatsu(self, action: Action) -> None:
        self._expect(action, "main", ("704.3",))
        if self.phase != "ikusa":
            raise IllegalAction("wrong_phase", "アイサツはイクサフェイズにのみ行えます", ("504.1", "703.1"))
        attacker = self._card_in(
            action.params.get("attacker"), action.player, "field", ("704.3",), "自分の場"
        )
        if attacker.flags.get("bowed"):
            raise IllegalAction("bowed", f"オジギ状態の {attacker.name} はアイサツできません", ("704.3a-1",))
        if attacker.flags.get("no_aisatsu"):  # an effect's 'cannot' wins (104.4)
            raise IllegalAction(
                "forbidden", f"{attacker.name} のアイサツは禁止されています", ("704.3a-2", "104.4")
            )
        target = action.params.get("target")
        foe = opponent(action.player)
        if target != foe:
            self._card_in(target, foe, "field", ("704.4",), "相手の場")

    def can_aisatsu(self, player: str, attacker: str, target: str) -> bool:
        return self.can(Action("aisatsu", player, {"attacker": attacker, "target": target}))

    def aisatsu_action(self, action: Action) -> None:
        attacker = self.find(str(action.params["attacker"]))[2]
        target = str(action.params["target"])
        label = target if target in PLAYERS else self.find(target)[2].name
        entered = attacker.flags.get("entered_turn") == self.turn
        self.emit(
            "aisatsu",
            f"{attacker.name} が {label} にアイサツ",
            # 704.3a-1 is what allows it (an upright character); no rule bars one that entered this
            # turn, which 303.1a puts onto the field upright
            ("704.3", "704.3a-1", "704.4", "1322.1", *(("303.1a",) if entered else ())),
            attacker=attacker.uid,
            target=target,
        )
        self.bow(attacker, ("704.5",), f"{attacker.name} をオジギ")
        self.aisatsu = {"attacker": attacker.uid, "target": target}
        self.pending = None
        self._goto("ikusa", "interrupt", ("704.6", "705.1"), "インターラプト・ステップ")
        self._advance()

    # ----- インターラプト (705, 1402) ---------------------------------------------------------
    def verify_interrupt(self, action: Action) -> None:
        self._expect(action, "interrupt", ("705.3",))
        uid = action.params.get("card")
        if uid is None:
            return
        card = self._card_in(uid, action.player, "field", ("705.3a",), "自分の場")
        refusal = self.interrupt_refusal(card)
        if refusal is not None:
            raise IllegalAction("cannot_interrupt", refusal[0], refusal[1])

    def can_interrupt(self, player: str, card: str | None) -> bool:
        return self.can(Action("interrupt", player, {"card": card}))

    def interrupt(self, action: Action) -> None:
        assert self.aisatsu is not None
        self.pending = None
        uid = action.params.get("card")
        if uid is None:
            self.emit("interrupt", f"{action.player} はインターラプトしない", ("705.3a",))
        else:
            card = self.find(str(uid))[2]
            rule = "1402.2" if self.aisatsu["target"] == action.player else "1402.3"
            if C.KAIZEN in C.keywords_of(card) and rule == "1402.2":
                rule = "1402.3"
            self.aisatsu["target"] = card.uid
            self.interrupted.append(card.uid)
            self.emit("interrupt", f"{card.name} がアイサツ対象を自身に変更", ("705.4", rule), card=card.uid)
        self._goto("ikusa", "damage", ("705.5", "706.2"), "イクサダメージ・ステップ")
        self._advance()

    # ----- ウケミ (1104.4) -------------------------------------------------------------------
    def verify_ukemi(self, action: Action) -> None:
        self._expect(action, "ukemi", ("1104.4",))

    def can_ukemi(self, player: str, use: bool) -> bool:
        return self.can(Action("ukemi", player, {"use": use}))

    def ukemi(self, action: Action) -> None:
        assert self.pending is not None
        card = self.find(str(self.pending["card"]))[2]
        self.pending = None
        if action.params.get("use", True):
            self._ukemi_enter(action.player, card, paid=card.stats.get("ukemi_cost", 0))
        else:
            self.stack.pop()
            self.move_card(
                card,
                card.owner,
                "ohigan",
                ("1104.4a", "1211.3a"),
                f"ウケミをエントリーせず {card.name} をオヒガンへ",
            )
            self.emit("damage_check", f"{action.player} のダメージチェック処理を取り除く", ("1104.5",))
        self._advance()

    # ----- scenario effects and concession ------------------------------------------------------
    def verify_effect(self, action: Action) -> None:
        if self.pending is not None and self.pending["kind"] == "ukemi":
            raise IllegalAction("wrong_timing", "ダメージチェック処理の解決中です", ("1104.4",))
        if action.params.get("op") not in EFFECT_OPS:
            raise IllegalAction("unknown_effect", f"不明な効果 {action.params.get('op')!r}", ("1201.2",))
        if action.params["op"] == "ambush":
            verify_ambush(self, action)

    def effect(self, action: Action) -> None:
        op = action.params["op"]
        if op == "damage":
            counts = dict(action.params.get("counts") or {})
            if action.params.get("target"):
                counts[str(action.params["target"])] = int(action.params.get("amount", 0))
            for target, amount in counts.items():  # one effect: every player's damage at once
                self.deal_damage(str(target), int(amount), ("1102.2",), ikusa=False)
        elif op == "damage_zone":
            for p, n in dict(action.params["counts"]).items():  # 効果による同時の移動
                for _ in range(int(n)):
                    deck = self.zone(p, "deck")
                    if deck:
                        self.move_card(
                            deck[-1], p, "damage", ("309.1", "104.1"), f"効果で {p} のダメージ・ゾーンに置く"
                        )
        elif op == "recover":
            for p, n in dict(action.params["counts"]).items():
                self.recover(p, int(n), ("1201.2a",))
        elif op == "jitsu":
            for p, n in dict(action.params["counts"]).items():
                if len(self.face_up_damage(p)) < int(n):  # 1320.1a: the instruction is not carried out
                    self.emit(
                        "no_effect",
                        f"{p} の表向きのダメージ・ゾーンのカードが{n}枚未満なので、ジツ{n}は実行できない",
                        ("1320.1a",),
                        player=p,
                    )
                else:
                    self.jitsu(p, int(n), ("1201.2a",))
        elif op == "ambush":
            run_ambush(self, action)
        elif self._cost_paid(action):
            for p, n in dict(action.params["counts"]).items():
                self.draw(p, int(n), ("1308.1a",))
        self.pending = None
        self._advance()

    def _cost_paid(self, action: Action) -> bool:
        """「手札をN枚捨てて、(効果)してもよい」: the discard is a cost (1203.7), paid at resolution by the
        effect's controller (1203.7a) — with fewer than N cards in hand it cannot be (1203.2: not even in
        part), and the effect is not carried out."""
        n = int(action.params.get("discard_cost") or 0)
        if not n:
            return True
        hand = self.zone(action.player, "hand")
        if len(hand) < n:
            text = f"{action.player} の手札が{n}枚未満なので、コストの「捨てて」を支払えず効果は実行されない"
            self.emit("condition_unmet", text, ("1203.7", "1203.2"), player=action.player)
            return False
        for card in list(hand[:n]):  # 1309.1: discarded to the player's オヒガン
            self.move_card(
                card, action.player, "ohigan", ("1203.7", "1309.1"), f"コストとして {card.name} を捨てる"
            )
        return True

    def verify_concede(self, action: Action) -> None:
        return None

    def concede(self, action: Action) -> None:
        winner = opponent(action.player)
        self.end_game(winner, Reason.CONCESSION, ("103.4",), f"{action.player} が投了し {winner} の勝利")
