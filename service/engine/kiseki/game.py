"""軌跡 TCG actions: 拠点, UNIT/EVENT/BASE のプレイ, EP の獲得, 攻撃, スクラムサポート, 応戦, 回復.

Each action has ``can_x`` / ``verify_x`` / ``x``. ``effect`` actions stand for a card effect
resolving now (scenarios only); ``concede`` is 103.4.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import ClassVar

from service.engine import responding
from service.engine.core import PLAYERS, Action, Card, GameInvariants, TargetedPlayouts, opponent
from service.engine.effects import Timing
from service.engine.errors import IllegalAction
from service.engine.events import Reason
from service.engine.kiseki import cards as C
from service.engine.kiseki import invariants, targeted
from service.engine.kiseki.combat import WINDOW
from service.engine.kiseki.deck import register_deck, verify_deck
from service.engine.kiseki.effects import KisekiEffects, check_shape
from service.engine.kiseki.loop import run_loop, verify_loop
from service.engine.ordering import run_action, verify_action

EFFECT_OPS = ("draw", "lose_kizuna", "stun", "kill", "destroy")
MAX_LISTED_SCRUM = 2  # legal_actions lists scrum attacks of up to this many UNITs; verify takes any


class KisekiGame(KisekiEffects):
    @classmethod
    def new_game(cls, seed: int) -> KisekiGame:
        game = cls(seed)
        first = PLAYERS[game.rng.randrange(2)]
        game.first_player = game.turn_player = first
        game.emit(
            "first_player", f"無作為に {first} が最初のターンのイニシアチブプレイヤーになる", ("603.1a",)
        )
        for p in PLAYERS:
            deck = game.zone(p, "deck")
            deck.extend(C.random_card(game.new_uid(p), p, game.rng) for _ in range(C.DECK_SIZE))
            game.rng.shuffle(deck)
            game.emit("shuffle", f"{p} がデッキをシャッフルし裏向きで置く", ("603.1b",), player=p)
        for p in PLAYERS:
            game.draw(p, 4, ("603.1c",))
        game.emit("mulligan", "両プレイヤーは手札の入れ替えを行わない", ("603.1d",))
        game._goto("prep", "start", ("603.1e", "703.1"), f"ターン1: {first} がイニシアチブプレイヤー")
        game._advance()
        return game

    # ----- targeted playouts (playout.PROFILES) and semantic invariants: the core's hooks ----------
    targeted: ClassVar[TargetedPlayouts] = targeted
    invariants: ClassVar[GameInvariants] = invariants

    def loss_conditions(self) -> dict[str, tuple[str, ...]]:
        return invariants.loss_conditions(self)

    # ----- dispatch ----------------------------------------------------------------------------
    def _handlers(self) -> dict[str, tuple[str, Callable[[Action], None], Callable[[Action], None]]]:
        return {
            "base": ("base", self.verify_base, self.base),
            "play_unit": ("deploy", self.verify_play_unit, self.play_unit),
            "play_event": ("", self.verify_play_event, self.play_event),  # timing: verify_play_event
            "play_base": ("", self.verify_play_base, self.play_base),  # timing: verify_play_base
            "gain_ep": ("", self.verify_gain_ep, self.gain_ep),
            "play_item": ("deploy", self.verify_play_item, self.play_item),
            "arts": ("", self.verify_arts, self.arts),
            "resolve": ("", self.verify_resolve, self.resolve_now),
            "end_step": ("deploy", self.verify_end_step, self.end_step),
            "attack": ("attack", self.verify_attack, self.attack),
            "pass": ("", self.verify_pass, self.pass_),
            "scrum_support": ("support", self.verify_scrum_support, self.scrum_support),
            "counter": ("counter", self.verify_counter, self.counter),
            "recover": ("recover", self.verify_recover, self.recover),
            "effect": ("", self.verify_effect, self.effect),
            "concede": ("", self.verify_concede, self.concede),
            "loop": ("", verify_loop, lambda action: run_loop(self, action)),
            "order": ("", verify_action, lambda a: run_action(self, a, "kiseki", self.primary)),
            "respond": (
                "",
                lambda a: responding.verify_action(a, "kiseki"),
                lambda a: responding.run_action(self, a, "kiseki"),
            ),
            "deck_strategy": ("", verify_deck, lambda action: register_deck(self, action)),
            "deck_blitz": ("", verify_deck, lambda action: register_deck(self, action)),
        }

    def verify(self, action: Action) -> None:
        handler = self._handlers().get(action.kind)
        if handler is None:
            raise IllegalAction("unknown_action", f"不明な行動 {action.kind!r}", ("902.4",))
        if action.player not in PLAYERS:
            raise IllegalAction("unknown_player", f"不明なプレイヤー {action.player!r}", ("102.1",))
        kind, check, _ = handler
        if kind:
            self._expect(action, kind)
        check(action)

    def _apply(self, action: Action) -> None:
        self._handlers()[action.kind][2](action)

    _TIMING: ClassVar[dict[str, tuple[str, ...]]] = {
        "base": ("703.7a",),
        "deploy": ("703.8c-1", "902.4h"),
        "attack": ("803.3",),
        "support": ("1219.1", "902.4g"),
        "counter": ("804.11a-1",),
        "recover": ("705.6",),
    }

    def _expect(self, action: Action, kind: str) -> None:
        rules = self._TIMING[kind]
        if self.pending is None or self.pending["kind"] != kind:
            raise IllegalAction("wrong_timing", f"今は {action.kind} を実行できません", rules)
        if action.player != self.pending["player"]:
            raise IllegalAction(
                "not_your_decision", f"{action.player} は今この選択を行えません", ("702.3", *rules)
            )

    # ----- legal actions --------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.is_over or self.pending is None:
            return []
        p, kind = self.pending["player"], self.pending["kind"]
        if kind == "base":
            return [Action("base", p, {"card": None})] + [
                Action("base", p, {"card": c.uid}) for c in self.zone(p, "hand")
            ]
        if kind == "recover":
            stunned = [c for c in self.zone(p, "field") if c.flags.get("stunned")]
            return [Action("recover", p, {"card": None})] + [
                Action("recover", p, {"card": c.uid}) for c in stunned
            ]
        if kind == "counter":
            assert self.combat is not None
            return [Action("counter", p, {"card": u}) for u in self.combat["attackers"] if self.on_field(u)]
        if kind == "support":
            assert self.combat is not None
            target = self.combat["target"]
            return [Action("pass", p)] + [
                Action("scrum_support", p, {"supporter": c.uid, "target": target})
                for c in self.supporters(p, target)
            ]
        if kind == "attack":
            return [Action("pass", p), *self._attack_options(p)]
        return self._deploy_options(p)

    def _attack_options(self, p: str) -> list[Action]:
        ready = [
            c for c in self.units(p) if not any(c.flags.get(k) for k in ("acted", "stunned", "no_attack"))
        ]
        options = []
        for size in range(1, MAX_LISTED_SCRUM + 1):
            for group in combinations(ready, size):
                if size > 1 and not set.intersection(*(C.orgs(c) for c in group)):
                    continue
                for target in self.targets_for(list(group)):
                    options.append(
                        Action("attack", p, {"attackers": [c.uid for c in group], "target": target})
                    )
        return options

    def _deploy_options(self, p: str) -> list[Action]:
        options = [Action("end_step", p)]
        counters = self.players[p].counters
        for c in self.zone(p, "hand"):
            if c.kind == C.UNIT and self._unit_problem(p, c) is None:
                options.append(Action("play_unit", p, {"card": c.uid}))
            if c.kind == C.ITEM and C.to_pay(c) <= counters["cp"]:
                options.append(Action("play_item", p, {"card": c.uid}))
            if c.kind == C.EVENT and C.to_pay(c, "ep_cost") <= counters["ep"]:
                options.append(Action("play_event", p, {"card": c.uid}))
        for c in self.zone(p, "base"):
            dispatchable = c.kind == C.UNIT and C.HAKEN in c.keywords and c.flags.get("face_down")
            if dispatchable and self._unit_problem(p, c) is None:
                options.append(Action("play_unit", p, {"card": c.uid}))
            if c.kind == C.BASE and c.flags.get("face_down") and C.level(c) <= len(self.zone(p, "base")):
                options.append(Action("play_base", p, {"card": c.uid}))
        ready_base = [c for c in self.zone(p, "base") if not c.flags.get("acted")]
        wants_ep = any(
            c.kind == C.EVENT and C.to_pay(c, "ep_cost") > counters["ep"] for c in self.zone(p, "hand")
        )
        if ready_base and wants_ep:
            options.append(Action("gain_ep", p, {"card": ready_base[0].uid}))
        return options

    # ----- 拠点ステップ (703.7) ----------------------------------------------------------------
    def verify_base(self, action: Action) -> None:
        if action.params.get("card") is not None:
            self._card(action.params["card"], action.player, ("hand",), ("703.7a",))

    def can_base(self, player: str, card: str | None) -> bool:
        return self.can(Action("base", player, {"card": card}))

    def base(self, action: Action) -> None:
        self.pending = None
        uid = action.params.get("card")
        if uid is None:
            self.emit("base", f"{action.player} は拠点にカードを置かない", ("703.7a",))
        else:
            card = self.find(str(uid))[2]
            self.move_card(
                card, action.player, "base", ("703.7a",), f"{action.player} が手札を1枚拠点に裏向きで置く"
            )
            card.flags["face_down"] = True
        self._goto("prep", "deploy_start", ("703.7b", "703.8"), f"{action.player} の配備ステップ")
        self._advance()

    # ----- UNIT / EVENT のプレイ (1204, 1206, 1208, 1403, 1405) --------------------------------
    def _unit_problem(self, player: str, card: Card) -> IllegalAction | None:
        if card.kind != C.UNIT:
            return IllegalAction("not_unit", f"{card.name} は UNIT ではありません", ("1206.1",))
        where = self.find(card.uid)[1]
        if where == "base" and not (C.HAKEN in card.keywords and card.flags.get("face_down")):
            return IllegalAction(
                "not_from_base", f"{card.name} は拠点からプレイできません", ("1206.1", "1405.1")
            )
        if C.ENGUN in card.keywords and not any(C.orgs(c) & C.orgs(card) for c in self.zone(player, "field")):
            return IllegalAction(
                "engun", f"場に同じ組織がないため {card.name} は UNIT としてプレイできません", ("1403.1",)
            )
        cp = self.players[player].counters["cp"]
        if cp < C.to_pay(card):
            return IllegalAction(
                "cannot_pay",
                f"支払うCPコスト{C.to_pay(card)}に対してCPが{cp}しかありません",
                ("1204.2f-1", *C.cost_rules(card), "1204.2h", "1318.1"),
            )
        return None

    def verify_play_unit(self, action: Action) -> None:
        card = self._card(action.params.get("card"), action.player, ("hand", "base"), ("1206.1",))
        problem = self._unit_problem(action.player, card)
        if problem is not None:
            raise problem
        dispatch = action.params.get("dispatch")
        if dispatch is not None:
            if self.find(card.uid)[1] != "base":
                raise IllegalAction(
                    "no_dispatch", "【派遣】で拠点からプレイした時のみ手札を置けます", ("1405.1",)
                )
            self._card(dispatch, action.player, ("hand",), ("1405.1",))

    def can_play_unit(self, player: str, card: str, dispatch: str | None = None) -> bool:
        return self.can(Action("play_unit", player, {"card": card, "dispatch": dispatch}))

    def play_unit(self, action: Action) -> None:
        p = action.player
        card = self.find(str(action.params["card"]))[2]
        from_base = self.find(card.uid)[1] == "base"
        if from_base:
            self.set_flag(
                card,
                "face_down",
                False,
                ("1204.2a", "1405.1"),
                f"【派遣】: 拠点の {card.name} を表向きにする",
            )
        if C.to_pay(card):
            rules = ("1204.2f-1", *C.cost_rules(card), "1204.2h", "1318.1")
            self.change_counter(p, "cp", -C.to_pay(card), rules, f"{p} がCPを{C.to_pay(card)}支払う")
        elif C.cost_rules(card):  # changed to 0 or less: counted as paid, nothing done (1203.5)
            rules = ("1204.2f-1", *C.cost_rules(card), "1203.5")
            self.emit(
                "cost_paid_none", "支払うCPコストは0以下になり、支払ったものと見なされる", rules, player=p
            )
        self.move_card(card, p, "standby", ("1204.2i", "1206.2"), f"{card.name} をプレイ")
        self.move_card(card, p, "field", ("902.5c", "1205.1c-1", "503.1a"), f"{card.name} が解決され場に出る")
        self.fire_triggers(card, Timing.ENTERED)
        dispatch = action.params.get("dispatch")
        if from_base and dispatch is not None:
            extra = self.find(str(dispatch))[2]
            self.move_card(
                extra, p, "base", ("1405.1",), "【派遣】: 手札を1枚拠点に裏向きのアクション状態で置く"
            )
            extra.flags.update({"face_down": True, "acted": True})
        self._advance()

    def verify_play_event(self, action: Action) -> None:
        # 705.2/705.4: in the 回復フェイズ's priority windows either player may get priority and play
        # it (902.4b, 902.5b); in the 戦闘フェイズ the player deciding its attack or a スクラムサポート holds
        # priority (803.2, 804.9: 902.2), as for an アーツ; elsewhere the priority point is the 配備ステップ
        if self.pending is not None and self.pending["kind"] in ("attack", "support"):
            self._priority(action, ("902.4b", "1208.1"))
        elif self.pending is None or self.pending["kind"] != WINDOW:
            self._expect(action, "deploy")
        card = self._card(action.params.get("card"), action.player, ("hand", "base"), ("1208.1",))
        if card.kind != C.EVENT:
            raise IllegalAction("not_event", f"{card.name} は EVENT ではありません", ("1208.1",))
        if self.find(card.uid)[1] == "base" and not card.flags.get("face_down"):
            raise IllegalAction("face_up", "拠点に表向きの EVENT はプレイできません", ("1208.1a",))
        ep = self.players[action.player].counters["ep"]
        if ep < C.to_pay(card, "ep_cost"):
            raise IllegalAction(
                "cannot_pay",
                f"支払うEPコスト{C.to_pay(card, 'ep_cost')}に対してEPが{ep}しかありません",
                ("1204.2f-2", *C.cost_rules(card, "ep_cost"), "1204.2h"),
            )
        refusal = self.target_refusal(self.effects_of(card, "effects")) or self.choice_refusal(
            card, action.player
        )
        if refusal is not None:
            raise refusal
        for effect in self.responses(action):
            check_shape(effect)

    def can_play_event(self, player: str, card: str) -> bool:
        return self.can(Action("play_event", player, {"card": card}))

    def play_event(self, action: Action) -> None:
        p = action.player
        card = self.find(str(action.params["card"]))[2]
        from_base = self.find(card.uid)[1] == "base"
        if self.pending is not None and self.pending["kind"] == WINDOW and p != self.pending["player"]:
            other = self.pending["player"]
            self.emit("priority", f"{other} がパスし、{p} が優先権を得る", ("902.5b",), player=p)
        chosen = self.chosen_effects(card, p)  # 1204.2d: its targets are chosen as it is played
        if from_base:
            # 1208.1 lets an EVENT be played from the 拠点 while face down; 1204.2a turns it face up
            self.set_flag(
                card, "face_down", False, ("1208.1", "1204.2a"), f"拠点の {card.name} を表向きにする"
            )
        if C.to_pay(card, "ep_cost"):
            rules = ("1204.2f-2", *C.cost_rules(card, "ep_cost"), "1204.2h", "1318.2")
            self.change_counter(p, "ep", -C.to_pay(card, "ep_cost"), rules, f"{p} がEPを支払う")
        elif C.cost_rules(card, "ep_cost"):  # changed to 0 or less: counted as paid (1203.5)
            rules = ("1204.2f-2", *C.cost_rules(card, "ep_cost"), "1203.5")
            self.emit(
                "cost_paid_none", "支払うEPコストは0以下になり、支払ったものと見なされる", rules, player=p
            )
        if from_base:  # the pseudo-card resolves and is removed; the card stays in the base
            self.respond(card, p, self.responses(action))
            self.emit("resolve", f"{card.name} の疑似的なカードが解決される", ("1204.2i", "1205.1c-2"))
            self.event_effects(card, p, chosen)
        else:
            self.move_card(card, p, "standby", ("1204.2i", "1208.2"), f"{card.name} をプレイ")
            self.respond(card, p, self.responses(action))
            self.event_effects(card, p, chosen)
            self.move_card(
                card, p, "kiseki", ("902.5c", "1205.1c-2"), f"{card.name} が解決され軌跡に置かれる"
            )
        if self.pending is not None and self.pending["kind"] == WINDOW:
            self.run_rule_processing()  # 902.3: the window stays open for what follows (1000)
            return
        self._advance()

    def verify_play_base(self, action: Action) -> None:
        # 1209.1, 902.4c: a BASE is played whenever its player has priority, as an EVENT (verify_play_event)
        if self.pending is not None and self.pending["kind"] in ("attack", "support"):
            self._priority(action, ("902.4c", "1209.1"))
        elif self.pending is None or self.pending["kind"] != WINDOW:
            self._expect(action, "deploy")
        card = self._card(action.params.get("card"), action.player, ("base",), ("1209.1",))
        if card.kind != C.BASE:
            raise IllegalAction("not_base", f"{card.name} は BASE ではありません", ("1209.1",))
        if not card.flags.get("face_down"):
            raise IllegalAction("face_up", "拠点に表向きの BASE はプレイできません", ("1209.1a",))
        count = len(self.zone(action.player, "base"))
        if C.level(card) > count:
            raise IllegalAction(
                "cannot_pay",
                f"創設レベル{C.level(card)}に対して拠点のカードが{count}枚しかありません",
                ("1204.2f-3", "1204.2h"),
            )

    def can_play_base(self, player: str, card: str) -> bool:
        return self.can(Action("play_base", player, {"card": card}))

    def play_base(self, action: Action) -> None:
        card = self.find(str(action.params["card"]))[2]
        count = len(self.zone(action.player, "base"))
        self.set_flag(
            card,
            "face_down",
            False,
            ("1209.1", "1204.2a", "1204.2f-3"),
            f"拠点の {card.name} を表向きにしてプレイ(創設レベル{C.level(card)}、拠点のカード{count}枚)",
        )
        # the pseudo-card resolves and is removed; the BASE stays face up in the 拠点 (1202.4)
        self.emit("resolve", f"{card.name} の疑似的なカードが解決される", ("1204.2i", "1205.1c-3"))
        if self.pending is not None and self.pending["kind"] == WINDOW:
            self.run_rule_processing()  # 902.3: the window stays open for what follows (1000)
            return
        self._advance()

    def verify_gain_ep(self, action: Action) -> None:
        self._priority(action, ("902.4f", "1217.3"))
        card = self._card(action.params.get("card"), action.player, ("base",), ("1217.2",))
        if card.flags.get("acted"):
            raise IllegalAction("acted", f"{card.name} はすでにアクション状態です", ("1217.2", "1315.2"))

    def can_gain_ep(self, player: str, card: str) -> bool:
        return self.can(Action("gain_ep", player, {"card": card}))

    def gain_ep(self, action: Action) -> None:
        card = self.find(str(action.params["card"]))[2]
        self.act(card, ("1217.2",), f"拠点の {card.name} をアクションする")
        self.change_counter(action.player, "ep", 1, ("1217.2", "1217.4"), f"{action.player} が1EPを得る")

    def verify_end_step(self, action: Action) -> None:
        return None

    def can_end_step(self, player: str) -> bool:
        return self.can(Action("end_step", player))

    def end_step(self, action: Action) -> None:
        self.pending = None
        self.vanish_pools(("703.8c",))
        if action.player == self.turn_player:
            self.step_player = opponent(action.player)
            self._goto("prep", "draw", ("703.5", "703.6"), f"{self.step_player} のドローステップ")
        else:
            self._goto("battle", "start", ("703.5", "704.1"), "戦闘フェイズへ")
        self._advance()


__all__ = ["KisekiGame", "Reason"]
