"""ニンジャスレイヤーTCG: turn structure, コトダマ空間 and rule processing.

The board's lookups and cited operations (draw, オジギ, エテル, 殺す, damage) live in `board`
(`NinjaSlayerBoard`, this class's base).

The game runs itself between decisions: `_advance` performs rule processing (902/1000), resolves
the コトダマ空間 when every player could only pass (802.4: vanilla cards have no コトダマ or 起動能力,
and a ダメージチェック処理 on top allows passing only), and walks the phase/step program counter
until a player must decide (`pending`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.engine.core import PLAYERS, Card, opponent
from service.engine.events import Reason
from service.engine.ninjaslayer import cards as C
from service.engine.ninjaslayer.board import NinjaSlayerBoard


class NinjaSlayerState(NinjaSlayerBoard):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.stack: list[dict[str, Any]] = []  # コトダマ空間, bottom first (310.2)
        self.pending: dict[str, Any] | None = None
        self.aisatsu: dict[str, Any] | None = None  # {"attacker": uid, "target": uid | player}
        self.interrupted: list[str] = []  # 705.3a-1: characters that changed a target this turn

    # ----- rule processing (1000) ---------------------------------------------------------
    def rule_check(self) -> bool:
        losers = {p: r for p in PLAYERS if (r := self._defeat_rule(p))}
        if losers:
            if len(losers) == 2:
                winner = self.non_turn_player
                self.end_game(
                    winner,
                    Reason.SIMULTANEOUS,
                    ("103.3", *sorted(set(losers.values()))),
                    f"両プレイヤーが同時に敗北条件を満たした: 非ターンプレイヤー {winner} の勝利",
                )
            else:
                (loser, rule), *_ = losers.items()
                reason = Reason.DAMAGE_ZONE_FULL if rule == "1002.1" else Reason.DECK_OUT
                why = "ダメージ・ゾーンが10枚以上" if rule == "1002.1" else "デッキが0枚"
                self.end_game(
                    opponent(loser),
                    reason,
                    (rule, "103.1", "103.2"),
                    f"{loser} は{why}で敗北、{opponent(loser)} の勝利",
                )
            return True
        changed = False
        damaged = [
            p for p in (self.turn_player, self.non_turn_player) if self.players[p].counters["damage"] > 0
        ]
        for p in damaged:  # 1003.2b: the turn player's processes go in first
            n = self.players[p].counters["damage"]
            for _ in range(n):
                self.stack.append({"type": "damage_check", "controller": p})
            self.emit(
                "damage_check_placed",
                f"{p} のダメージチェック処理を{n}つコトダマ空間に置く",
                ("1003.1", "1003.2", "1003.2a", "1003.2b"),
                player=p,
                count=n,
            )
            changed = True
        for p in damaged:
            self.set_counter(p, "damage", 0, ("1003.3",), f"{p} が負っているダメージを0にする")
        for p in PLAYERS:
            for card in list(self.zone(p, "field")):
                if int(card.flags.get("damage", 0)) >= C.durability(card):
                    if card.flags.get("unkillable"):  # 104.4: the kill 1004.1 tells is forbidden
                        self.kill_prevented(card, ("1004.1",))
                        continue
                    self.kill(card, ("1004.1",))
                    changed = True
        return changed

    def kill_prevented(self, card: Card, rules: tuple[str, ...]) -> None:
        """104.4: a kill (1311.1) told by the rules or an effect is not done to a character whose text
        forbids it (「これは殺されない」); recorded once — the rule check meets the damage again each time."""
        if not card.flags.get("kept"):
            card.flags["kept"] = True
            self.emit("kill_prevented", f"{card.name} はテキストにより殺されず、場に残る",
                      (*rules, "104.4", "1311.1"), card=card.uid)  # fmt: skip

    def _expire_turn_effects(self) -> None:
        """505.3b: effects lasting 「このターン」 end (the effects layer overrides this)."""

    def _defeat_rule(self, player: str) -> str | None:
        if len(self.zone(player, "damage")) >= 10:
            return "1002.1"
        if not self.zone(player, "deck"):
            return "1002.2"
        return None

    # ----- the コトダマ空間 (802.5c, 1104, 1205) ------------------------------------------------
    def _resolve_top(self) -> None:
        item = self.stack[-1]
        if item["type"] == "damage_check":
            self._resolve_damage_check(item["controller"])
        elif item["type"] == "card":
            self.stack.pop()
            card = self.find(item["card"])[2]
            self.move_card(
                card,
                card.owner,
                "field",
                ("802.5c", "1205.1c-1", "303.1a"),
                f"{card.name} が解決され場に出る",
            )
            card.flags["entered_turn"] = self.turn  # bookkeeping: which アイサツ cites 303.1a
            if item.get("tatsujin"):
                self.set_flag(
                    card, "tatsujin", True, ("1404.2a", "1303.1"), f"{card.name} はタツジンで+1/+1を得る"
                )
        elif item["type"] == "satsubatsu":
            self.stack.pop()
            victim = self.on_field(item["victim"])
            self.emit(
                "resolve", "サツバツが解決される", ("802.5c", "1403.2", "1205.1d"), source=item["source"]
            )
            if victim is not None:
                self.kill(victim, ("1403.2",))

    def _resolve_damage_check(self, player: str) -> None:
        deck = self.zone(player, "deck")
        if not deck:  # 104.2: nothing to reveal
            self.stack.pop()
            self.emit(
                "damage_check",
                f"{player} のダメージチェック処理(デッキなし)",
                ("1104.5", "104.2"),
                player=player,
            )
            return
        card = deck[-1]
        self.move_card(
            card,
            player,
            "check",
            ("802.5c", "1104.1", "1104.2"),
            f"{player} のダメージチェック: {card.name} を公開",
        )
        if C.UKEMI not in card.keywords:
            self.stack.pop()
            self.move_card(card, card.owner, "damage", ("1104.3",), f"{card.name} をダメージ・ゾーンに置く")
            self.emit(
                "damage_check", f"{player} のダメージチェック処理を取り除く", ("1104.5",), player=player
            )
            return
        ukemi_cost = card.stats.get("ukemi_cost", 0)
        if ukemi_cost <= 0:
            self._ukemi_enter(player, card, paid=0)
        elif len(self.upright_etel(player)) < ukemi_cost:
            self.stack.pop()
            self.move_card(
                card, card.owner, "ohigan", ("1104.4b",), f"{card.name} のウケミはエントリーできずオヒガンへ"
            )
            self.emit(
                "damage_check", f"{player} のダメージチェック処理を取り除く", ("1104.5",), player=player
            )
        else:
            self.pending = {"kind": "ukemi", "player": player, "card": card.uid}

    def _ukemi_enter(self, player: str, card: Card, *, paid: int) -> None:
        """1104.4 / 1211.2b: the ウケミ enters the card itself, without paying its cost (1211.2b-1)."""
        self.stack.pop()
        if paid:
            self.pay_etel(player, paid, ("1104.4a", "1204.2i"))
        self.move_card(
            card,
            card.owner,
            "kotodama",
            ("1104.4", "1211.2b", "1211.2b-1", "1204.2j"),
            f"ウケミ: {card.name} がエントリー",
        )
        # 1204.2k: the card itself is entered (its ウケミ's instruction, 1211.2b), like any entry
        self.emit("entry", f"{card.name} がエントリーされた", ("1204.2k", "1211.2b"), card=card.uid)
        self.emit("damage_check", f"{player} のダメージチェック処理を取り除く", ("1104.5",), player=player)
        self.stack.append({"type": "card", "card": card.uid})

    # ----- the program counter ----------------------------------------------------------------
    def _advance(self) -> None:
        while not self.is_over and self.pending is None:
            self.run_rule_processing()
            if self.is_over:
                return
            if self.stack:
                self._resolve_top()
                continue
            self._step_forward()

    def _goto(self, phase: str, step: str | None, rules: tuple[str, ...], text: str) -> None:
        self.phase, self.step = phase, step
        self.emit("phase", text, rules, phase=phase, step=step, turn=self.turn)

    def _step_forward(self) -> None:
        tp = self.turn_player
        key = (self.phase, self.step)
        if key == ("start", "untap"):
            for zone in ("field", "etel"):
                for card in self.zone(tp, zone):
                    if card.flags.get("bowed"):
                        self.set_flag(
                            card, "bowed", False, ("502.2a", "1310.1"), f"{card.name} をアンタイ・オジギ"
                        )
            self._goto("start", "draw", ("502.3",), f"ターン{self.turn}: ドロー・ステップ")
        elif key == ("start", "draw"):
            n = 1 if self.turn == 1 else 2
            self.draw(tp, n, ("502.3a",))
            self._goto("start", "etel", ("502.4",), "エテル・ステップ")
        elif key == ("start", "etel"):
            self.pending = {"kind": "etel", "player": tp}
        elif key in (("character", "main"), ("ikusa", "select")):
            self.pending = {"kind": "main", "player": tp}
        elif key == ("ikusa", "start"):
            self._goto("ikusa", "select", ("702.1", "703.1", "704.1"), "アイサツ対象選択・ステップ")
        elif key == ("ikusa", "interrupt"):
            # 705.3: the non-turn player decides whenever a character of theirs has the keyword, so
            # an attempt the rules forbid is refused with its clause rather than silently skipped
            if self.interrupt_holders():
                self.pending = {"kind": "interrupt", "player": self.non_turn_player}
            else:
                self._goto("ikusa", "damage", ("705.5", "706.2"), "イクサダメージ・ステップ")
        elif key == ("ikusa", "damage"):
            self._ikusa_damage()
        elif key == ("ikusa", "damage_end"):
            self._damage_step_end()
        elif key == ("ikusa", "cleanup"):
            self._expire_ikusa_effects()  # 706.8a; the rule check after it sees the damage left (706.8b)
            self.aisatsu = None
            self._goto("ikusa", "select", ("706.9", "706.10", "704.1"), "アイサツ対象選択・ステップに戻る")
        elif key == ("ikusa", "end"):
            self._goto("end", "final", ("707.1", "505.1"), "エンドフェイズ")
        elif key == ("end", "final"):
            self._end_turn()
        else:  # pragma: no cover - a programming error, never a rules outcome
            raise AssertionError(f"unknown step {key}")

    def _ikusa_damage(self) -> None:
        assert self.aisatsu is not None
        attacker = self.on_field(self.aisatsu["attacker"])
        target = self.aisatsu["target"]
        if attacker is None or (target not in PLAYERS and self.on_field(target) is None):
            self.emit("ikusa", "アイサツカードまたはアイサツ対象が存在しない", ("706.1",))
            self._goto("ikusa", "cleanup", ("706.1",), "イクサ終了処理")
            return
        amount, rules = C.ikusa_amount(attacker, to_player=target in PLAYERS)
        self.deal_damage(target, amount, rules, ikusa=True)
        self._goto("ikusa", "damage_end", ("706.5", "706.6"), "イクサダメージ・ステップ終了時")

    def _damage_step_end(self) -> None:
        assert self.aisatsu is not None
        target = self.aisatsu["target"]
        card = self.on_field(target) if target not in PLAYERS else None
        if card is not None and C.SATSUBATSU in C.keywords_of(card):  # 1202.2: only while on the field
            self.stack.append({"type": "satsubatsu", "source": card.uid, "victim": self.aisatsu["attacker"]})
            self.emit(
                "trigger",
                f"{card.name} のサツバツが誘発",
                ("1403.1", "1403.2", "1403.2a", "902.1c"),
                card=card.uid,
            )
        self._goto("ikusa", "cleanup", ("706.7", "706.8"), "イクサ終了処理")

    def _expire_ikusa_effects(self) -> None:
        """706.8a: effects lasting 「このイクサ」 end; the damage a character took stays (505.3a)."""
        for p in PLAYERS:
            for card in self.zone(p, "field"):
                if card.flags.get("ikusa"):
                    self.set_flag(
                        card,
                        "ikusa",
                        [],
                        ("706.8a",),
                        f"{card.name} の「このイクサ」の効果が終了",
                        event="modify",
                    )

    def _end_turn(self) -> None:
        for p in PLAYERS:
            for card in self.zone(p, "field"):
                if card.flags.get("damage"):
                    self.set_flag(
                        card, "damage", 0, ("505.3a",), f"{card.name} のダメージを0にする", event="damage"
                    )
        self._expire_turn_effects()  # 505.3b
        self.interrupted = []
        self.turn += 1
        self.turn_player = self.non_turn_player
        self._goto(
            "start", "untap", ("505.4", "502.2"), f"ターン{self.turn}: {self.turn_player} のターン開始"
        )

    # ----- インターラプト eligibility (705.3a, 1402) -----------------------------------------------
    def interrupt_holders(self) -> list[Card]:
        """The non-turn player's characters with インターラプト or インターラプト・カイゼン."""
        if self.aisatsu is None:
            return []
        return [
            c for c in self.zone(self.non_turn_player, "field") if {C.INTERRUPT, C.KAIZEN} & C.keywords_of(c)
        ]

    def interrupters(self) -> list[Card]:
        return [c for c in self.interrupt_holders() if self.interrupt_refusal(c) is None]

    def interrupt_refusal(self, card: Card) -> tuple[str, tuple[str, ...]] | None:
        """Why `card` cannot change the current アイサツ's target (None when it can)."""
        if self.aisatsu is None:
            return "アイサツが行われていません", ("705.3",)
        attacker = self.on_field(self.aisatsu["attacker"])
        target = self.aisatsu["target"]
        if not {C.INTERRUPT, C.KAIZEN} & C.keywords_of(card):
            return f"{card.name} はインターラプトもインターラプト・カイゼンも持ちません", ("705.3a",)
        if attacker is None:
            return "アイサツカードが場にありません", ("706.1",)
        if C.UNINTERRUPTIBLE in C.keywords_of(attacker):
            return f"{attacker.name} のアイサツはインターラプトで変更されません", ("705.3a-2",)
        if card.uid in self.interrupted:
            return f"{card.name} はこのターンすでにアイサツ対象を変更しています", ("705.3a-1", "1402.2")
        if card.uid == target:
            return f"{card.name} はすでにアイサツ対象です", ("705.3a",)
        if target != self.non_turn_player and C.KAIZEN not in C.keywords_of(card):
            return (
                f"{card.name} のインターラプトは、アイサツ対象が支配者(プレイヤー)でないので使えません",
                ("1402.2", "1402.3"),
            )
        return None

    # ----- serialisation ----------------------------------------------------------------------
    def actor(self) -> str | None:
        return None if self.is_over or self.pending is None else str(self.pending["player"])

    def load_extra_json(self, extra: Mapping[str, Any]) -> None:
        self.stack = [dict(i) for i in extra.get("stack", [])]
        self.pending = dict(extra["pending"]) if extra.get("pending") else None
        self.aisatsu = dict(extra["aisatsu"]) if extra.get("aisatsu") else None
        self.interrupted = list(extra.get("interrupted", []))

    def extra_json(self) -> dict[str, Any]:
        return {
            "stack": [dict(i) for i in self.stack],
            "pending": dict(self.pending) if self.pending else None,
            "aisatsu": dict(self.aisatsu) if self.aisatsu else None,
            "interrupted": list(self.interrupted),
        }
