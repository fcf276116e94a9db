"""ニンジャスレイヤーTCG: コトダマ cards, priority passes around the コトダマ空間, and effects resolved now.

A コトダマ card (1207) is entered by a player with priority (802.4b): the turn player in their
main decisions, the non-turn player after the turn player passes (802.5b), and either player while
a card or ability waits on the コトダマ空間 — a response. Windows open only while some player holds
a コトダマ card in hand; otherwise passes are automatic, as before (802.5c). Entry pays エテル
(1204.2g-1, 1312.1) and a printed ジツ (1320.1, refused by 1320.1a when too few face-up cards), checks
its targets (1204.2e) and divided amounts (1204.2f-1, 1305.1); resolving runs the printed effects
(1205.1c-2) and puts the card into its owner's オヒガン. A card told countered (1321.1) leaves the
コトダマ空間 for the オヒガン unresolved, its cost still paid (1321.2). A ウケミ能力 printed as an effect
(「カードを1枚ドローする。」) enters as the ability itself (1211.2c), resolves like one (1205.1d), and
its card goes from the チェック・ゾーン to the オヒガン (1104.4c, 1211.4).
"""

from __future__ import annotations

from typing import Any

from service.engine.core import Action, Card, opponent
from service.engine.effects import Effect, Timing
from service.engine.errors import IllegalAction
from service.engine.ninjaslayer import cards as C
from service.engine.ninjaslayer.effects import NinjaSlayerEffects, check_shape

PRINTED_TIMINGS = (Timing.NOW, Timing.KOTODAMA)
# Steps whose priority processing opens a window with an empty コトダマ空間 (the engine's main
# decisions cover the キャラクターフェイズ and 704.2): after an アイサツ is declared (704.8, 705.2) and
# after the インターラプト decision, before the イクサ (705.6, 706.3).
WINDOWS: dict[tuple[str, str], tuple[str, ...]] = {
    ("ikusa", "interrupt"): ("704.8", "705.2"),
    ("ikusa", "damage"): ("705.6", "706.3"),
}


class NinjaSlayerPriority(NinjaSlayerEffects):
    # 802.4: a player gets priority while a damage check is on top too, and may only pass; the model
    # skips those windows (nothing can change) unless a scenario tries an action there
    check_priority: bool = False

    def kotodama_holders(self) -> list[str]:
        return [
            p
            for p in (self.turn_player, self.non_turn_player)
            if any(c.kind == C.KOTODAMA for c in self.zone(p, "hand"))
        ]

    def printed_effects(self, card: Card) -> list[Effect]:
        return [Effect.model_validate(e) for e in self.printed.get(card.uid, {}).get("effects", [])]

    # ----- entering a コトダマ card (802.4b, 1207, 1204) ------------------------------------------
    def verify_kotodama(self, action: Action) -> None:
        kind = self.pending["kind"] if self.pending else None
        if kind not in ("main", "priority"):
            raise IllegalAction("wrong_timing", "今は優先権を持つプレイヤーがいません", ("802.4b", "1207.1"))
        if kind == "priority" and action.player != self.pending_player():
            raise IllegalAction(
                "not_your_decision", f"{action.player} は優先権を持っていません", ("802.4", "802.5a")
            )
        if self.stack and self.stack[-1]["type"] == "damage_check":
            raise IllegalAction("damage_check", "ダメージチェック処理の上ではパスのみ行えます", ("802.4",))
        owner, zone, card = self.find(str(action.params.get("card")))
        if owner != action.player or zone != "hand":
            raise IllegalAction("wrong_zone", f"{card.name} は{action.player}の手札にありません", ("1207.1",))
        if card.kind != C.KOTODAMA:
            raise IllegalAction("not_kotodama", f"{card.name} はコトダマカードではありません", ("1207.1",))
        for effect in self.printed_effects(card):
            refusal = self.target_refusal(effect)
            if refusal is not None:
                raise refusal
        self.verify_choice(card, action.player)
        upright = len(self.upright_etel(action.player))
        total, rules = C.entry_cost(card)
        if upright < total:
            raise IllegalAction(
                "cannot_pay",
                f"コスト{total}のエテルを支払えません(アンタイ・オジギ{upright}枚)",
                (*rules, "1312.1", "1204.2i"),
            )
        jitsu, face_up = card.stats.get("jitsu", 0), len(self.face_up_damage(action.player))
        if face_up < jitsu:
            raise IllegalAction(
                "cannot_jitsu",
                f"ジツ{jitsu}に必要な表向きのカードが{face_up}枚しかありません",
                ("1320.1a", "1203.2", "1204.2i"),
            )

    def verify_choice(self, card: Card, player: str) -> None:
        """1204.2e: a コトダマ printed 「(対象条件)を(対象数)選び、」 chooses that many legal targets as it
        is entered, the same one never twice (1204.2e-2); with fewer on the field it cannot be entered."""
        for rule in self.printed.get(card.uid, {}).get("choose", []):
            owners = {"self": (player,), "opponent": (opponent(player),)}.get(
                str(rule["owner"]), (player, opponent(player))
            )
            found = sum(1 for p in owners for c in self.zone(p, "field") if c.kind == C.CHARACTER)
            count = int(rule["count"])
            if found < count:
                raise IllegalAction(
                    "no_target",
                    f"対象にできるキャラクターが{found}人しかいないので、{count}人を選べずエントリーできません",
                    ("1204.2e", "1204.2e-2") if count > 1 else ("1204.2e",),
                )

    def _choose(self, card: Card, player: str) -> list[dict[str, Any]]:
        """1204.2e: the targets a printed 「…を N 人選び」 chooses as the card is entered — the model's
        choice is the first characters on the field (verify_choice has checked there are enough)."""
        chosen: list[dict[str, Any]] = []
        for rule in self.printed.get(card.uid, {}).get("choose", []):
            owners = {"self": (player,), "opponent": (opponent(player),)}.get(
                str(rule["owner"]), (player, opponent(player))
            )
            there = [c.uid for p in owners for c in self.zone(p, "field") if c.kind == C.CHARACTER]
            uids = there[: int(rule["count"])]
            for uid in uids:
                self.emit("targeted", f"{uid} を対象に選ぶ", ("1204.2e",), card=uid)
            chosen.append({"cards": uids, "damage": int(rule.get("damage", 0))})
        return chosen

    def kotodama(self, action: Action) -> None:
        card = self.find(str(action.params["card"]))[2]
        p = action.player
        if self.pending and self.pending["kind"] == "main" and p != self.turn_player:
            self.emit(
                "pass",
                f"{self.turn_player} は優先権をパスする",
                ("802.4a", "802.5b"),
                player=self.turn_player,
            )
        self.pending = None
        total, rules = C.entry_cost(card)
        if total <= 0 and rules[-1] == "1203.5":
            self.emit(
                "paid", f"{card.name} のコストは0以下になり、支払ったものと見なされる", (*rules, "1204.2i")
            )
        self.pay_etel(p, total, (*rules, "1204.2i"))
        if card.stats.get("jitsu", 0):
            self.jitsu(p, card.stats["jitsu"], ("1204.2g-2", "1204.2i"))
        self.move_card(
            card, card.owner, "kotodama", ("1204.2j", "1207.2"), f"{p} が {card.name} をエントリー"
        )
        self.stack.append(
            {
                "type": "card",
                "card": card.uid,
                "kotodama": True,
                "holder": p,
                "passes": 0,
                "chosen": self._choose(card, p),
            }
        )
        # the caster's hand once the card left it (「撃った後の手札3枚」 is this count)
        hand = len(self.zone(p, "hand"))
        self.emit(
            "entry",
            f"{card.name} がエントリーされた",
            ("1204.2k", "802.4b", "802.5a"),
            card=card.uid,
            hand=hand,
        )
        if action.params.get("countered"):
            self._counter(card)
        self._advance()

    def _counter(self, card: Card) -> None:
        """1321.1: the card is removed from the コトダマ空間 into its owner's オヒガン; 1321.2: it is not
        resolved and the cost paid stays paid (the エテル stays オジギ)."""
        self.stack = [i for i in self.stack if i.get("card") != card.uid]
        self.move_card(
            card, card.owner, "ohigan", ("1321.1",), f"{card.name} は打ち消され、持ち主のオヒガンに置かれる"
        )
        self.emit(
            "countered",
            f"{card.name} は解決されず、支払ったコストも戻らない",
            ("1321.2",),
            card=card.uid,
        )

    # ----- passing priority (802.4a, 802.5) ----------------------------------------------------
    def pending_player(self) -> str | None:
        return str(self.pending["player"]) if self.pending else None

    def verify_pass(self, action: Action) -> None:
        if self.pending is None or self.pending["kind"] != "priority":
            raise IllegalAction("wrong_timing", "今は優先権のパスを行う場面ではありません", ("802.4a",))
        if action.player != self.pending_player():
            raise IllegalAction("not_your_decision", f"{action.player} は優先権を持っていません", ("802.4",))

    def pass_priority(self, action: Action) -> None:
        item = self.stack[-1] if self.stack else self.window
        assert item is not None
        item["passes"] = int(item.get("passes", 0)) + 1
        self.pending = None
        if item["passes"] >= 2:
            self.emit(
                "pass",
                f"{action.player} はパスする(両プレイヤーの連続したパス)",
                ("802.4a", "802.5c"),
                player=action.player,
            )
        else:
            item["holder"] = opponent(action.player)
            self.emit("pass", f"{action.player} はパスする", ("802.4a", "802.5b"), player=action.player)
        self._advance()

    # ----- a ウケミ能力 that is an effect, not 「これがエントリーする!」 (1211.2c) ------------------------
    def _ukemi_enter(self, player: str, card: Card, *, paid: int) -> None:
        effects = self.printed.get(card.uid, {}).get("ukemi")
        if not effects:
            super()._ukemi_enter(player, card, paid=paid)
            return
        self.stack.pop()
        if paid:
            self.pay_etel(player, paid, ("1104.4a", "1204.2i"))
        self.emit(
            "ukemi",
            f"ウケミ: {card.name} のウケミ能力がエントリー(カードはチェック・ゾーンに残る)",
            ("1104.4", "1211.2c", "1211.3"),
            card=card.uid,
        )
        self.emit("damage_check", f"{player} のダメージチェック処理を取り除く", ("1104.5",), player=player)
        self.stack.append(
            {"type": "ukemi", "card": card.uid, "controller": player, "holder": player, "passes": 0}
        )

    def _resolve_ukemi(self, item: dict[str, Any]) -> None:
        """1205.1d: the ability's effects happen and it leaves the コトダマ空間; 1104.4c / 1211.4: its card,
        still in the チェック・ゾーン, goes to its owner's オヒガン (never the ダメージ・ゾーン)."""
        self.stack.pop()
        owner, zone, card = self.find(item["card"])
        self.emit("resolve", f"{card.name} のウケミ能力が解決される", ("802.5c", "1205.1d"), card=card.uid)
        for raw in self.printed.get(card.uid, {}).get("ukemi", []):
            self.resolve_effect(Effect.model_validate(raw), str(item["controller"]), ("1205.1d", "1201.1d"))
        if zone == "check" and self.find(card.uid)[1] == "check":
            self.move_card(card, owner, "ohigan", ("1104.4c", "1211.4"), f"{card.name} をオヒガンに置く")

    def _resolve_top(self) -> None:
        item = self.stack[-1]
        offered = item["type"] != "damage_check" or self.check_priority
        if offered and int(item.get("passes", 0)) < 2 and self.kotodama_holders():
            self.pending = {"kind": "priority", "player": item.get("holder") or self.turn_player}
            return
        if item["type"] == "ukemi":
            self._resolve_ukemi(item)
        elif item.get("kotodama"):
            self.stack.pop()
            card = self.find(item["card"])[2]
            self.emit("resolve", f"{card.name} が解決される", ("802.5c", "1205.1c-2"), card=card.uid)
            for effect in self.printed_effects(card):
                self.resolve_effect(effect, card.owner, ("1205.1c-2", "1201.1e"))
            for choice in item.get("chosen", []):
                for uid in choice["cards"]:
                    if self.on_field(uid) is None:  # 1205.1a: a target no longer there is skipped
                        self.emit("no_effect", f"対象 {uid} は場にいないので何もしない", ("1205.1a",))
                    elif choice["damage"]:
                        self.deal_damage(uid, int(choice["damage"]), ("1205.1c-2", "1102.2"), ikusa=False)
            recover = int(self.printed.get(card.uid, {}).get("recover", 0))
            if recover:
                self.recover(card.owner, recover, ("1205.1c-2", "1201.1e"))
            self.move_card(
                card, card.owner, "ohigan", ("1205.1c-2",), f"{card.name} を持ち主のオヒガンに置く"
            )
        else:
            super()._resolve_top()
        if not any(i is item for i in self.stack):  # 802.5c: the turn player has priority next
            top = self.stack[-1] if self.stack else self.window
            if top is not None:
                top["passes"], top["holder"] = 0, self.turn_player

    # ----- windows with an empty コトダマ空間 (802.5c completes them) ---------------------------------
    def _step_forward(self) -> None:
        rules = WINDOWS.get((self.phase, str(self.step)))
        if rules is not None and not self.stack and self.kotodama_holders():
            if self.window is None:
                self.window = {"passes": 0, "holder": self.turn_player, "rules": list(rules)}
                self.emit("priority", "優先権処理: コトダマをエントリーできる", (*rules, "802.2"))
            if int(self.window["passes"]) < 2:
                self.pending = {"kind": "priority", "player": self.window["holder"]}
                return
        super()._step_forward()

    def _end_turn(self) -> None:
        super()._end_turn()
        # 505.4: a new turn began — its own event, the turn boundary a question may tell
        self.emit(
            "turn",
            f"ターン{self.turn}が始まる(ターンプレイヤー {self.turn_player})",
            ("505.4",),
            player=self.turn_player,
        )

    def _goto(self, phase: str, step: str | None, rules: tuple[str, ...], text: str) -> None:
        self.window = None  # a new step: its own priority processing
        super()._goto(phase, step, rules, text)

    # ----- an effect resolving now (scenario action with the shared vocabulary) ---------------------
    def verify_resolve(self, action: Action) -> None:
        effect = Effect.model_validate(action.params["effect"])
        check_shape(effect)
        if self.pending is not None and self.pending["kind"] == "ukemi":
            raise IllegalAction("wrong_timing", "ダメージチェック処理の解決中です", ("1104.4",))
        refusal = self.target_refusal(effect)
        if refusal is not None:
            raise refusal

    def resolve_now(self, action: Action) -> None:
        effect = Effect.model_validate(action.params["effect"])
        self.resolve_effect(effect, effect.controller or action.player, ("1201.2a",))
        self.pending = None  # the decision that was waiting is asked again once things settle
        self._advance()

    def kotodama_options(self, player: str) -> list[Action]:
        return [
            Action("kotodama", player, {"card": c.uid})
            for c in self.zone(player, "hand")
            if c.kind == C.KOTODAMA and self.can(Action("kotodama", player, {"card": c.uid}))
        ]


def printed_json(effects: list[Effect], recover: int) -> dict[str, Any]:
    return {"effects": [e.model_dump(mode="json") for e in effects], "recover": recover}


__all__ = ["PRINTED_TIMINGS", "NinjaSlayerPriority", "printed_json"]
