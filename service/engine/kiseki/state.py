"""軌跡 TCG: phases and steps, CP/EP, battle, stun damage and overkill, rule processing, defeat.

`turn_player` is the イニシアチブプレイヤー; `primary` follows 702.3. Priority passes are automatic
(vanilla cards have no クラフト), except the defending player's window in 803.7 for スクラムサポート.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from service.engine.core import PLAYERS, Card, Game, opponent
from service.engine.events import Reason
from service.engine.kiseki import cards as C
from service.engine.kiseki.attacked import attacked_window
from service.engine.kiseki.fight import fight
from service.engine.kiseki.replaced import stun_replaced

ZONES = ("deck", "hand", "field", "base", "kiseki", "standby", "removed")


class KisekiState(Game):
    game_id: ClassVar[str] = "kiseki"
    zone_names: ClassVar[tuple[str, ...]] = ZONES
    owner_zone_rule: ClassVar[str | None] = "502.5"  # a held, not owned, card leaves for its owner's zone

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.pending: dict[str, Any] | None = None
        self.step_player: str | None = None  # whose step (702.2) or combat substep is running
        self.passed: str | None = None  # 803.4: who declared the last pass
        self.combat: dict[str, Any] | None = None
        self.recover_picks: dict[str, str | None] = {}
        self.attacked_this_turn: list[str] = []  # players whose UNITs attacked (【帰属】)
        for p in PLAYERS:
            self.players[p].counters.update({"kizuna": C.START_KIZUNA, "cp": 0, "ep": 0, "drew_empty": 0})

    @property
    def primary(self) -> str:
        return self.step_player or self.turn_player  # 702.3

    # ----- lookups ---------------------------------------------------------------------------
    def on_field(self, uid: str) -> Card | None:
        for p in PLAYERS:
            for c in self.zone(p, "field"):
                if c.uid == uid:
                    return c
        return None

    def units(self, player: str) -> list[Card]:
        """The UNITs on a player's field (an ITEM is there too, 506.1, but never fights)."""
        return [c for c in self.zone(player, "field") if c.kind == C.UNIT]

    def in_combat_with(self, card: Card) -> list[Card]:
        if self.combat is None or self.combat.get("target") in PLAYERS:
            return []
        attackers = [c for u in self.combat["attackers"] if (c := self.on_field(u))]
        defender = self.on_field(self.combat["target"])
        if defender is None:
            return []
        if card.uid == defender.uid:
            return attackers
        return [defender] if card in attackers else []

    def bujutsu(self, card: Card) -> int:
        """1406.1: +1/+1 while in combat with a UNIT without 【武術】."""
        if not C.has_icon(card, C.BUJUTSU):
            return 0
        return 1 if any(not C.has_icon(o, C.BUJUTSU) for o in self.in_combat_with(card)) else 0

    def strength(self, card: Card) -> int:
        return card.stats.get("str", 0) + C.boost(card)[0] + self.bujutsu(card)

    def defense(self, card: Card) -> int:
        return card.stats.get("def", 0) + C.boost(card)[1] + self.bujutsu(card)

    # ----- cited operations -----------------------------------------------------------------
    def draw(self, player: str, n: int, rules: tuple[str, ...]) -> None:
        for _ in range(n):
            deck = self.zone(player, "deck")
            if not deck:
                # `instructed`: the cards the instruction (703.6a's 2, an effect's N) told the player to
                # draw — the draw attempted, which the deck could not give (1102.1)
                self.set_counter(
                    player,
                    "drew_empty",
                    1,
                    (*rules, "1102.1"),
                    f"{player} は{n}枚引こうとしたが、デッキが0枚の状態で引こうとした",
                    instructed=n,
                )
                return
            self.move_card(
                deck[-1], player, "hand", (*rules, "1313.1", "1313.2"), f"{player} がカードを1枚引く"
            )

    def lose_kizuna(self, player: str, n: int, rules: tuple[str, ...], text: str) -> None:
        if n > 0:
            self.change_counter(player, "kizuna", -n, rules, text)

    def act(self, card: Card, rules: tuple[str, ...], text: str) -> None:
        self.set_flag(card, "acted", True, (*rules, "1315.2"), text)

    def stun(self, card: Card, rules: tuple[str, ...], *, cost: bool = False) -> None:
        if card.flags.get("stunned"):  # 1306.2d
            return
        if stun_replaced(
            self, card, rules, cost=cost
        ):  # the stun never happens, nor its スタンダメージ (1216.1)
            return
        self.set_flag(card, "stunned", True, (*rules, "1306.1", "1306.2a"), f"{card.name} がスタンする")
        card.flags["face_down"] = True
        card.flags["acted"] = True
        owner = self.find(card.uid)[0]
        if self.players[owner].counters.get("no_stun_damage"):
            self.emit("battle", f"{owner} はスタンダメージを受けないので絆を失わない", ("1307.1", "1306.3"))
            return
        self.lose_kizuna(
            owner, C.cp_cost(card), ("1306.3",), f"スタンダメージ: {owner} は絆を{C.cp_cost(card)}点失う"
        )

    def vanish_pools(self, rules: tuple[str, ...]) -> None:
        for p in PLAYERS:
            for key in ("cp", "ep"):
                if self.players[p].counters[key]:
                    self.set_counter(p, key, 0, (*rules, "302.1b"), f"{p} の{key.upper()}が消滅する")

    # ----- rule processing (1100) ---------------------------------------------------------
    def rule_check(self) -> bool:
        losers = [p for p in PLAYERS if self.players[p].counters.get("drew_empty")]
        if not losers:
            return False
        if len(losers) == 2:
            winner = opponent(self.primary)
            self.end_game(
                winner,
                Reason.SIMULTANEOUS,
                ("103.3", "1102.1"),
                f"両プレイヤーが同時に敗北条件を満たした: 非プライマリープレイヤー {winner} の勝利",
            )
        else:
            loser = losers[0]
            self.end_game(
                opponent(loser),
                Reason.DECK_OUT,
                ("1102.1", "103.1", "103.2"),
                f"{loser} はデッキがない状態で引こうとして敗北、{opponent(loser)} の勝利",
            )
        return True

    # ----- program counter --------------------------------------------------------------------
    def _advance(self) -> None:
        while not self.is_over and self.pending is None:
            self.run_rule_processing()
            if self.is_over:
                return
            self._step_forward()

    def _goto(self, phase: str, step: str | None, rules: tuple[str, ...], text: str) -> None:
        self.phase, self.step = phase, step
        self.emit("phase", text, rules, phase=phase, step=step, turn=self.turn, player=self.step_player)

    def _step_forward(self) -> None:
        key = (self.phase, self.step)
        sp = self.step_player or self.turn_player
        if key == ("prep", "start"):
            self.step_player = self.turn_player
            self._goto(
                "prep", "draw", ("703.1", "703.3", "703.5", "703.6"), f"ターン{self.turn}: 準備フェイズ"
            )
        elif key == ("prep", "draw"):
            self.draw(sp, 2, ("703.6a",))
            self._goto("prep", "base", ("703.7",), f"{sp} の拠点ステップ")
        elif key == ("prep", "base"):
            self.pending = {"kind": "base", "player": sp}
        elif key == ("prep", "deploy_start"):
            n = len(self.zone(sp, "base"))
            if n:
                self.change_counter(
                    sp, "cp", n, ("703.8a", "302.1"), f"{sp} は拠点のカード{n}枚につきCPを{n}得る"
                )
            self._goto("prep", "deploy", ("703.8b", "703.8c"), f"{sp} の配備ステップ")
        elif key == ("prep", "deploy"):
            self.pending = {"kind": "deploy", "player": sp}
        elif key == ("battle", "start"):
            self.step_player = self.turn_player
            self.passed = None
            self._goto("battle", "select", ("704.1", "802.1", "802.3", "803.1"), "戦闘フェイズ")
        elif key == ("battle", "select"):
            self.pending = {"kind": "attack", "player": sp}
        elif key == ("battle", "support"):
            self._support_window()
        elif key == ("battle", "resolve"):
            self._resolve_attack()
        elif key == ("battle", "counter"):
            self.pending = {"kind": "counter", "player": opponent(sp)}
        elif key == ("battle", "fight"):
            self._fight()
        elif key == ("battle", "end"):
            self.vanish_pools(("802.4",))  # EP gained during the battle phase (1217.3)
            self.step_player = None
            self._goto("recovery", "judge", ("802.4", "705.1", "705.3"), "回復フェイズ")
        elif key == ("recovery", "judge"):
            self._judge()
        elif key == ("recovery", "recover"):
            self._recover_step()
        elif key == ("recovery", "final"):
            self._final()
        else:  # pragma: no cover - programming error
            raise AssertionError(f"unknown step {key}")

    # ----- battle (800) ------------------------------------------------------------------------
    def attackable(self, attacker: Card, unit: Card) -> bool:
        """803.5a, 1402.1, 1326.1: a non-stunned enemy UNIT this attacker may choose."""
        if unit.flags.get("stunned") or unit.flags.get("unattackable"):
            return False
        return C.has_icon(attacker, C.ANYAKU) == C.has_icon(unit, C.ANYAKU)

    def targets_for(self, attackers: list[Card]) -> list[str]:
        foe = opponent(self.find(attackers[0].uid)[0])
        units = [u for u in self.units(foe) if all(self.attackable(a, u) for a in attackers)]
        hate = [u for u in units if C.has_icon(u, C.HATE)]  # 1407.1, 1326.2
        result = [u.uid for u in (hate or units)]
        if all(not any(self.attackable(a, u) for u in self.units(foe)) for a in attackers):
            result.append(foe)  # 803.5b, 803.6h
        return result

    def supporters(self, player: str, target_uid: str) -> list[Card]:
        target = self.on_field(target_uid)
        if target is None or self.find(target.uid)[0] != player:
            return []
        return [
            c
            for c in self.units(player)
            if c.uid != target.uid
            and not c.flags.get("acted")
            and not c.flags.get("stunned")
            and C.orgs(c) & C.orgs(target)
            and C.has_icon(c, C.ANYAKU) == C.has_icon(target, C.ANYAKU)
        ]

    def _support_window(self) -> None:
        assert self.combat is not None
        target = self.combat["target"]
        defender = opponent(self.combat["player"])
        # the window opens whenever the attacked UNIT has a fellow UNIT: an ineligible one is refused
        # with the exact 1219.2b condition it fails, rather than by timing
        others = [c for c in self.units(defender) if c.uid != target]
        if target not in PLAYERS and others:
            self.pending = {"kind": "support", "player": defender}
        else:
            self._goto("battle", "resolve", ("803.7", "804.1"), "戦闘解決ステップ")

    def _resolve_attack(self) -> None:
        assert self.combat is not None
        attackers = [
            c for u in self.combat["attackers"] if (c := self.on_field(u)) and not c.flags.get("acted")
        ]
        target = self.combat["target"]
        if not attackers or (target not in PLAYERS and target not in self.targets_for(attackers)):
            self.emit("battle", "攻撃の正当性を満たさないため攻撃は行われない", ("804.1", "804.2"))
            self.combat = None
            self._goto("battle", "select", ("804.2", "803.3"), "攻撃対象選択ステップに戻る")
            return
        for card in attackers:
            self.act(card, ("804.4",), f"{card.name} をアクションする")
        scrum = "(スクラム攻撃)" if len(attackers) > 1 else ""
        self.emit(
            "battle", f"攻撃 UNIT が決定{scrum}", ("804.5", "804.6"), attackers=[c.uid for c in attackers]
        )
        player = self.combat["player"]
        if player not in self.attacked_this_turn:  # 【帰属】: the first attack this turn
            self.attacked_this_turn.append(player)
            gained = sorted(set().union(*(C.orgs(c) for c in attackers)))
            for card in self.zone(player, "field"):
                if C.has_icon(card, C.KIZOKU):
                    self.set_flag(
                        card,
                        "gained_orgs",
                        sorted(set(card.flags.get("gained_orgs", ())) | set(gained)),
                        ("804.8", "1404.1", "1002.1b"),
                        f"{card.name} の【帰属】: このターン中 {'・'.join(gained)} を得る",
                    )
        staying = attacked_window(self, attackers)  # 804.7–804.10: a UNIT that left before the fight
        if staying is None:
            return
        attackers = staying
        if target not in PLAYERS and len(attackers) > 1:
            self._goto("battle", "counter", ("804.9", "804.11a-1"), "応戦対象の選択")
        else:
            self.combat["counter"] = attackers[0].uid
            self._goto("battle", "fight", ("804.9", "804.11"), "戦闘")

    def _fight(self) -> None:
        fight(self)
        self.combat = None
        nxt = opponent(self.step_player or self.turn_player)
        self.step_player = nxt
        self._goto("battle", "select", ("804.13", "804.14", "803.3"), f"{nxt} の戦闘サブステップ")

    # ----- recovery phase (705) ---------------------------------------------------------------
    def _judge(self) -> None:
        k = {p: self.players[p].counters["kizuna"] for p in PLAYERS}
        low = [p for p in PLAYERS if k[p] <= 0]
        if len(low) == 1:
            self.end_game(opponent(low[0]), Reason.LIFE_ZERO, ("705.5",), f"{low[0]} は絆が0点以下で敗北")
            return
        if len(low) == 2:
            if k["player1"] == k["player2"]:
                loser = self.turn_player
                text = f"両者の絆が0点以下で同点: イニシアチブプレイヤー {loser} が敗北"
            else:
                loser = min(PLAYERS, key=lambda p: k[p])
                text = f"両者の絆が0点以下: 絆が少ない {loser} が敗北"
            self.end_game(opponent(loser), Reason.LIFE_ZERO, ("705.5",), text)
            return
        self.recover_picks = {}
        self._goto("recovery", "recover", ("705.6",), "スタン状態の UNIT の回復")

    def _recover_step(self) -> None:
        for p in (self.turn_player, opponent(self.turn_player)):
            if p not in self.recover_picks:
                if any(c.flags.get("stunned") for c in self.zone(p, "field")):
                    self.pending = {"kind": "recover", "player": p}
                    return
                self.recover_picks[p] = None
        for p in PLAYERS:
            uid = self.recover_picks.get(p)
            card = self.on_field(uid) if uid else None
            if card is not None:
                card.flags["stunned"] = False
                self.set_flag(
                    card, "face_down", False, ("705.6", "1308.1", "1306.4"), f"{card.name} を回復する"
                )
        for p in PLAYERS:
            for card in [c for c in self.zone(p, "field") if c.flags.get("stunned")]:
                self.move_card(
                    card, card.owner, "kiseki", ("705.6",), f"スタン状態の {card.name} を軌跡に置く"
                )
        self._goto("recovery", "final", ("705.7",), "ターンの最終処理")

    def _final(self) -> None:
        for p in PLAYERS:
            for card in self.zone(p, "field"):
                if card.flags.get("gained_orgs"):
                    self.set_flag(card, "gained_orgs", [], ("705.7a",), f"{card.name} の【帰属】の効果が終了")
        for p in PLAYERS:
            for zone in ("field", "base"):
                for card in self.zone(p, zone):
                    if card.flags.get("acted") and not card.flags.get("stunned"):
                        self.set_flag(card, "acted", False, ("705.8", "1315.1"), f"{card.name} をレディする")
        self.attacked_this_turn = []
        self.turn += 1
        self.turn_player = opponent(self.turn_player)
        self.step_player = None
        self._goto(
            "prep",
            "start",
            ("705.9", "703.1"),
            f"ターン{self.turn}: {self.turn_player} がイニシアチブプレイヤー",
        )

    # ----- serialisation ---------------------------------------------------------------------
    def actor(self) -> str | None:
        return None if self.is_over or self.pending is None else str(self.pending["player"])

    def load_extra_json(self, extra: Mapping[str, Any]) -> None:
        self.pending = dict(extra["pending"]) if extra.get("pending") else None
        self.step_player = extra.get("step_player")
        self.passed = extra.get("passed")
        self.combat = dict(extra["combat"]) if extra.get("combat") else None
        self.recover_picks = dict(extra.get("recover_picks", {}))
        self.attacked_this_turn = list(extra.get("attacked_this_turn", []))

    def extra_json(self) -> dict[str, Any]:
        return {
            "pending": dict(self.pending) if self.pending else None,
            "step_player": self.step_player,
            "passed": self.passed,
            "combat": dict(self.combat) if self.combat else None,
            "recover_picks": dict(self.recover_picks),
            "attacked_this_turn": list(self.attacked_this_turn),
        }
