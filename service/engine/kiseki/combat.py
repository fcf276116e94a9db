"""軌跡 TCG actions of the battle and recovery phases, scenario effects and concession."""

from __future__ import annotations

from service.engine.core import PLAYERS, Action, Card, opponent
from service.engine.effects import Timing
from service.engine.errors import IllegalAction
from service.engine.events import Reason
from service.engine.kiseki import cards as C
from service.engine.kiseki.state import KisekiState

EFFECT_OPS = ("draw", "lose_kizuna", "stun", "kill", "destroy")
# 「それを即死させる」 (1317.1) / 「それを破壊する」 (1317.2): the UNIT goes to its owner's 軌跡 as the
# instruction applies — no stun, so no スタンダメージ (1306.3 is a stun's)
_SENT = {
    "kill": ("を即死させ、軌跡に置く", ("1317.1", "1317.1a")),
    "destroy": ("を破壊し、軌跡に置く", ("1317.2", "1317.2a")),
}
# a priority window a scenario scripts effects in (705.2, 705.4: the 回復フェイズ's, before its 705.5
# judgement): each effect is followed by rule processing (1101.1), the game goes on when it closes
WINDOW = "window"


class KisekiCombat(KisekiState):
    def fire_triggers(self, card: Card, timing: Timing, *, missed: bool = False) -> None:
        """A UNIT's printed 誘発クラフト meeting its event (the effects layer carries it out); `missed`:
        the event was not that one (即死 for 「破壊された時」), said as such."""

    def fire_pile(self, card: Card, zone: str, clauses: tuple[str, ...]) -> None:
        """A UNIT's printed 「これが軌跡に置かれた時」 met or not by its move to `zone` (effects layer)."""

    # ----- 攻撃 (803) ---------------------------------------------------------------------------
    def _attackers(self, action: Action) -> list[Card]:
        uids = list(action.params.get("attackers") or [])
        if not uids or len(set(uids)) != len(uids):
            raise IllegalAction(
                "no_attackers", "攻撃する UNIT を1つ以上(重複なく)選択してください", ("803.3",)
            )
        cards = []
        for uid in uids:
            card = self.on_field(str(uid))
            if card is None or self.find(card.uid)[0] != action.player or card.kind != C.UNIT:
                raise IllegalAction(
                    "not_on_field", f"{uid} は自分の場の UNIT ではありません", ("803.3", "803.6a")
                )
            if card.flags.get("acted") or card.flags.get("stunned"):
                raise IllegalAction(
                    "not_ready", f"{card.name} はレディ状態ではありません", ("803.3a-1", "803.6b")
                )
            if card.flags.get("no_attack"):  # 「これは攻撃できない」: an effect's prohibition wins (104.4)
                raise IllegalAction(
                    "attack_forbidden",
                    f"{card.name} の攻撃は禁止されています",
                    ("803.3a-2", "803.6c", "104.4"),
                )
            cards.append(card)
        if len(cards) > 1 and not set.intersection(*(C.orgs(c) for c in cards)):
            raise IllegalAction(
                "no_common_org", "攻撃する UNIT は共通する組織を持つ必要があります", ("803.3b", "803.6d")
            )
        return cards

    def verify_attack(self, action: Action) -> None:
        attackers = self._attackers(action)
        target = str(action.params.get("target"))
        if target in self.targets_for(attackers):
            return
        foe = opponent(action.player)
        if target == foe:
            raise IllegalAction(
                "units_available",
                "攻撃対象に選択できる UNIT がいるため相手を攻撃対象にできません",
                ("803.5b", "803.6h"),
            )
        unit = self.on_field(target)
        if unit is None or self.find(unit.uid)[0] != foe or unit.kind != C.UNIT:
            raise IllegalAction("bad_target", "攻撃対象は相手の UNIT か相手です", ("803.5", "803.6f"))
        if unit.flags.get("stunned"):
            raise IllegalAction(
                "stunned_target", f"スタン状態の {unit.name} は攻撃対象にできません", ("803.5a-1", "803.6g")
            )
        if unit.flags.get("unattackable"):
            raise IllegalAction("unattackable", f"{unit.name} は攻撃されません", ("1326.1", "803.6e"))
        if any(not self.attackable(a, unit) for a in attackers):
            raise IllegalAction("anyaku", "【暗躍】により攻撃できない組み合わせです", ("1402.1", "803.6e"))
        raise IllegalAction(
            "hate", "【ヘイト】を持つ UNIT に可能な限り攻撃する必要があります", ("1407.1", "1326.2")
        )

    @staticmethod
    def _unselectable(unit: Card) -> str:
        """Why an enemy UNIT cannot be the attack target: stunned, 「攻撃されない」 or 【暗躍】."""
        if unit.flags.get("stunned"):
            return "803.5a-1"
        return "1326.1" if unit.flags.get("unattackable") else "1402.1"

    def can_attack(self, player: str, attackers: list[str], target: str) -> bool:
        return self.can(Action("attack", player, {"attackers": attackers, "target": target}))

    def attack(self, action: Action) -> None:
        attackers = [str(u) for u in action.params["attackers"]]
        target = str(action.params["target"])
        label = target if target in PLAYERS else self.find(target)[2].name
        # a player is a legal target only when no UNIT is selectable (803.5b): each is stunned or 【暗躍】
        chosen: tuple[str, ...] = ()
        if target in PLAYERS:
            why = {self._unselectable(u) for u in self.units(target)}
            chosen = ("803.5b", *sorted(why))
        else:  # a 【ヘイト】 UNIT that cannot be chosen (stunned, 【暗躍】) does not bind the choice (1326.2)
            cards = [c for u in attackers if (c := self.on_field(u))]
            foe = self.find(target)[0]
            hate = [u for u in self.units(foe) if C.HATE in u.keywords and u.uid != target]
            unbound = [u for u in hate if any(not self.attackable(a, u) for a in cards)]
            if unbound:
                why = {self._unselectable(u) for u in unbound}
                chosen = ("1407.1", "1326.2", *sorted(why))
            if any(C.has_icon(a, C.ANYAKU) for a in cards) and "1402.1" not in chosen:
                chosen = (*chosen, "1402.1")  # 【暗躍】 may attack a 【暗躍】 UNIT
        single = ("1326.4",) if len(attackers) == 1 else ("804.5",)
        self.emit(
            "attack",
            f"{action.player} が {len(attackers)} つの UNIT で {label} を攻撃",
            ("803.3", "803.3a-1", "803.5", *chosen, "803.6", *single),
            attackers=attackers,
            target=target,
        )
        self.combat = {"player": action.player, "attackers": attackers, "target": target}
        if action.params.get("attacked"):
            self.combat["attacked"] = list(action.params["attacked"])  # resolved at 804.8/804.9
        self.passed = None
        self.pending = None
        self._goto("battle", "support", ("803.7",), "優先権処理")
        self._advance()

    def verify_pass(self, action: Action) -> None:
        if self.pending is None or self.pending["kind"] not in ("attack", "support"):
            raise IllegalAction("wrong_timing", "今はパスできません", ("803.3", "902.4a"))
        if action.player != self.pending["player"]:
            raise IllegalAction("not_your_decision", f"{action.player} は今この選択を行えません", ("702.3",))

    def can_pass(self, player: str) -> bool:
        return self.can(Action("pass", player))

    def pass_(self, action: Action) -> None:
        assert self.pending is not None
        kind = self.pending["kind"]
        self.pending = None
        p = action.player
        if kind == "support":
            self.emit("pass", f"{p} はパスする", ("902.4a", "902.5c"))
            self._goto("battle", "resolve", ("803.7", "804.1"), "戦闘解決ステップ")
        elif self.passed == opponent(p):
            self.emit("pass", f"{p} はパスを宣言(両プレイヤーの連続したパス)", ("803.3", "803.4b"))
            self._goto("battle", "end", ("803.4b", "802.4"), "戦闘フェイズ終了")
        else:
            self.emit("pass", f"{p} はパスを宣言", ("803.3", "803.4a"))
            self.passed = p
            self.step_player = opponent(p)
            self._goto("battle", "select", ("803.4a", "803.3"), f"{self.step_player} の戦闘サブステップ")
        self._advance()

    # ----- スクラムサポート (1218-1220) ------------------------------------------------------------
    def verify_scrum_support(self, action: Action) -> None:
        target = self.on_field(str(action.params.get("target")))
        if target is None or self.find(target.uid)[0] != action.player:
            raise IllegalAction("bad_target", "自分の UNIT を1つ対象として選択してください", ("1219.2a",))
        uid = str(action.params.get("supporter"))
        if uid not in {c.uid for c in self.supporters(action.player, target.uid)}:
            raise self._support_problem(action.player, uid, target)

    def _support_problem(self, player: str, uid: str, target: Card) -> IllegalAction:
        """The first 1219.2b condition the UNIT to act fails."""
        helper = self.on_field(uid)
        if helper is None or self.find(helper.uid)[0] != player:
            return IllegalAction("cannot_support", f"{uid} は自分の場の UNIT ではありません", ("1219.2b",))
        if helper.uid == target.uid:
            return IllegalAction("cannot_support", "対象と異なる UNIT をアクションします", ("1219.2b-1",))
        if helper.flags.get("acted") or helper.flags.get("stunned"):
            return IllegalAction(
                "cannot_support", f"{helper.name} はレディ状態ではありません", ("1219.2b-2", "1218.2")
            )
        if not C.orgs(helper) & C.orgs(target):
            return IllegalAction(
                "cannot_support", f"{helper.name} は対象と共通する組織を持ちません", ("1219.2b-3", "1218.2a")
            )
        rules = ("1219.2b-4", "1218.2b") if C.has_icon(target, C.ANYAKU) else ("1219.2b-5", "1218.2c")
        return IllegalAction("cannot_support", f"{helper.name} と対象の【暗躍】の有無が異なります", rules)

    def can_scrum_support(self, player: str, supporter: str, target: str) -> bool:
        return self.can(Action("scrum_support", player, {"supporter": supporter, "target": target}))

    def scrum_support(self, action: Action) -> None:
        supporter = self.find(str(action.params["supporter"]))[2]
        target = self.find(str(action.params["target"]))[2]
        self.act(supporter, ("1218.2", "1219.2b"), f"スクラムサポート: {supporter.name} をアクションする")
        self.set_flag(target, "support", True, ("1220.1b", "1309.1"), f"{target.name} がサポートを得る")

    # ----- 応戦対象 (804.11a-1) -------------------------------------------------------------------
    def verify_counter(self, action: Action) -> None:
        assert self.combat is not None
        uid = action.params.get("card")
        if uid not in self.combat["attackers"] or self.on_field(str(uid)) is None:
            raise IllegalAction("bad_counter", "応戦対象は攻撃 UNIT から選択します", ("804.11a-1",))

    def can_counter(self, player: str, card: str) -> bool:
        return self.can(Action("counter", player, {"card": card}))

    def counter(self, action: Action) -> None:
        assert self.combat is not None
        self.pending = None
        self.combat["counter"] = str(action.params["card"])
        self.emit("counter", f"{action.player} が応戦対象を選択", ("804.11a-1",), card=self.combat["counter"])
        self._goto("battle", "fight", ("804.11",), "戦闘")
        self._advance()

    # ----- 回復 (705.6) ------------------------------------------------------------------------
    def verify_recover(self, action: Action) -> None:
        uid = action.params.get("card")
        if uid is None:
            return
        card = self.on_field(str(uid))
        if card is None or self.find(card.uid)[0] != action.player or not card.flags.get("stunned"):
            raise IllegalAction("not_stunned", "自分のスタン状態の UNIT を選んでください", ("705.6",))

    def can_recover(self, player: str, card: str | None) -> bool:
        return self.can(Action("recover", player, {"card": card}))

    def recover(self, action: Action) -> None:
        self.pending = None
        uid = action.params.get("card")
        self.recover_picks[action.player] = str(uid) if uid is not None else None
        self.emit("recover_pick", f"{action.player} が回復する UNIT を選ぶ", ("705.6",), card=uid)
        self._advance()

    # ----- scenario effects and concession -------------------------------------------------------
    def verify_effect(self, action: Action) -> None:
        if action.params.get("op") not in EFFECT_OPS:
            raise IllegalAction("unknown_effect", f"不明な効果 {action.params.get('op')!r}", ("1201.2",))
        unit = self.on_field(str(action.params.get("target")))
        if action.params["op"] == "stun" and (unit is None or unit.kind != C.UNIT):
            raise IllegalAction("bad_target", "スタンする UNIT が場にいません", ("1306.1",))
        if action.params["op"] in _SENT and (unit is None or unit.kind != C.UNIT):
            raise IllegalAction("bad_target", "対象の UNIT が場にいません", _SENT[action.params["op"]][1][:1])
        # cost: the UNIT is stunned to pay its own 起動クラフト's cost ('・(コスト):(効果)', 1201.1a-1)
        if action.params["op"] == "stun" and action.params.get("cost") and unit is not None:
            if self.find(unit.uid)[0] != action.player:
                raise IllegalAction(
                    "not_controller",
                    f"{unit.name} の起動クラフトは支配者だけがプレイできます",
                    ("1201.1a-1",),
                )
            if unit.flags.get("stunned"):  # its crafts are invalid, and it cannot be stunned again
                raise IllegalAction(
                    "stunned", f"スタン状態の {unit.name} のクラフトは無効です", ("1202.2a", "1306.2d")
                )

    def effect(self, action: Action) -> None:
        op = action.params["op"]
        counts = {str(p): int(n) for p, n in dict(action.params.get("counts") or {}).items()}
        if op == "draw":
            for p, n in counts.items():
                self.draw(p, n, ("1313.1a",))
        elif op == "lose_kizuna":
            for p, n in counts.items():
                self.lose_kizuna(p, n, ("1201.2a",), f"効果で {p} は絆を{n}点失う")
        elif op in _SENT:
            verb, rules = _SENT[op]
            card = self.find(str(action.params["target"]))[2]
            self.move_card(card, card.owner, "kiseki", (*rules, "1201.2a"), f"{card.name} {verb}")
            # 1317.2 破壊 meets 「これが破壊された時」; 即死 (1317.1) is another instruction and does not
            self.fire_triggers(card, Timing.DESTROYED, missed=op == "kill")
            self.fire_pile(card, "kiseki", rules)
        elif op == "stun" and action.params.get("cost"):
            card = self.find(str(action.params["target"]))[2]
            self.emit(
                "cost",
                f"{card.name} をスタンして起動クラフトのコストを支払う",
                ("1201.1a-1",),
                card=card.uid,
                player=action.player,
            )
            self.stun(card, ("1201.1a-1",), cost=True)
        else:
            self.stun(self.find(str(action.params["target"]))[2], ("1201.2a",))
        if self.pending is not None and self.pending["kind"] == WINDOW:
            self.run_rule_processing()
            return
        self.pending = None
        self._advance()

    def verify_concede(self, action: Action) -> None:
        return None

    def concede(self, action: Action) -> None:
        winner = opponent(action.player)
        self.end_game(winner, Reason.CONCESSION, ("103.4",), f"{action.player} が投了し {winner} の勝利")
