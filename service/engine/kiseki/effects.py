"""軌跡 TCG: the shared effect vocabulary in this game's rules, アーツ, ITEM plays and EVENT effects.

Vocabulary → kiseki: draw (引く 1313), modify (+X/+Y 1303 with ``STR`` / ``DEF``), destroy (破壊:
場や拠点のカードを軌跡に置く 1317.2, not a stun: no スタンダメージ), return_to_hand (a new card 502.3),
banish (ゲームから除外 1330.1), gain_keyword / lose_keyword (アイコンクラフト 1331.2 / 1333.2), stun
(スタン 1306.1, with its スタンダメージ 1306.3 unless prevented 1307.1). An
effect on 「all」 UNITs applies to those there when it resolves (1215.6). 「このターン中」 effects end
at 705.7a. The game has no "deal N damage" nor damage reduction (絆 is lost by rules: スタンダメージ
1306.3, overkill 804.11), so those kinds are refused as not modelled.

アーツ (1213): a UNIT card's アーツ is played by a player with priority (902.4e) from the hand or from
a face-down 拠点 card (1213.2; a face-up one cannot, 1213.2a), paying its EP (1204.2f-5, 1318.2); from
the hand the card goes to its owner's 軌跡 as part of the cost, from the 拠点 it is turned face up
(1204.2a). ITEM cards (1207) are played like UNITs in the deploy step (902.4h-2), paying CP, and stay
on the field (506.1) where they neither attack nor are attacked (803.3, 803.5 name UNITs).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.engine import discarding
from service.engine.core import PLAYERS, Action, Card, opponent
from service.engine.effects import Duration, Effect, EffectKind, Scope, Target, Timing, unsupported
from service.engine.errors import IllegalAction
from service.engine.kiseki import cards as C
from service.engine.kiseki.combat import KisekiCombat

MODELLED = (
    EffectKind.DRAW,
    EffectKind.MODIFY,
    EffectKind.DESTROY,
    EffectKind.RETURN_TO_HAND,
    EffectKind.BANISH,
    EffectKind.TRASH,
    EffectKind.GAIN_KEYWORD,
    EffectKind.LOSE_KEYWORD,
    EffectKind.STUN,
    EffectKind.DISCARD,
)
# 1314.1 捨てる to the 軌跡, 1314.2 the whole hand (an empty one counts), 104.2 as many as possible,
# 1203.2 / 1203.6 a cost 「…でもよい。そうしたなら」 done only whole, else its effect is not done
DISCARD = discarding.DiscardRules("kiseki", ("1314.1",), ("1314.2",), ("104.2",), ("1203.2", "1203.6"))
MOVES = {
    EffectKind.DESTROY: ("kiseki", "を破壊し、軌跡に置く", ("1317.2", "1317.2a")),
    EffectKind.RETURN_TO_HAND: ("hand", "を持ち主の手札に戻す", ("502.3",)),
    EffectKind.BANISH: ("removed", "をゲームから除外する", ("1330.1",)),
    EffectKind.TRASH: ("kiseki", "を即死させ、軌跡に置く", ("1317.1", "1317.1a")),  # not 破壊 (1317.2)
}
# a UNIT's 誘発クラフト the engine carries out (1211.1)
TRIGGER_TIMINGS = (Timing.ENTERED, Timing.DESTROYED, Timing.TO_PILE)
PRIORITY = ("deploy", "attack", "support")  # the decisions at which the deciding player has priority


def check_shape(effect: Effect, timings: tuple[Timing, ...] = (Timing.NOW,)) -> None:
    if effect.timing not in timings:
        raise unsupported("kiseki", effect, "timing")
    if effect.effect not in MODELLED:
        raise unsupported("kiseki", effect, "effect")
    if effect.select is not None:  # a selection condition is not modelled here: refused, never ignored
        raise unsupported("kiseki", effect, "select")
    targets = effect.all_targets()
    if any(t.all is not None for t in targets) and effect.scope is Scope.CONTINUOUS:
        raise unsupported("kiseki", effect, "scope")
    if any(t.kind not in (None, "UNIT", "unit") for t in targets):
        raise unsupported("kiseki", effect, "targets")
    if effect.effect is EffectKind.MODIFY and set(effect.stats) - {"STR", "DEF"}:
        raise unsupported("kiseki", effect, "stats")
    if effect.keyword is not None and effect.keyword not in C.ICONS:
        raise unsupported("kiseki", effect, "keyword")
    player_ok = (EffectKind.DRAW, EffectKind.DISCARD)
    if effect.effect not in player_ok and any(t.player is not None for t in targets):
        raise unsupported("kiseki", effect, "target")


class KisekiEffects(KisekiCombat):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.printed: dict[str, dict[str, Any]] = {}  # uid -> {"arts": [...], "arts_ep": n, "effects": [...]}

    def _card(self, uid: Any, player: str, zones: tuple[str, ...], rules: tuple[str, ...]) -> Card:
        try:
            owner, where, card = self.find(str(uid))
        except IllegalAction:
            raise IllegalAction("unknown_card", f"カード {uid} は存在しません", rules) from None
        if owner != player or where not in zones:
            raise IllegalAction("wrong_zone", f"{card.name} はその領域にありません", rules)
        return card

    def effects_of(self, card: Card, key: str) -> list[Effect]:
        return [Effect.model_validate(e) for e in self.printed.get(card.uid, {}).get(key, [])]

    def target_refusal(self, effects: list[Effect]) -> IllegalAction | None:
        """1204.2d: every chosen target must be selectable when the card or ability is played."""
        for effect in effects:
            for t in effect.all_targets():
                if t.card is None or t.left:  # a card that left after it was chosen was legal then (1205.1a)
                    continue
                try:
                    _, zone, card = self.find(t.card)
                except IllegalAction:
                    zone, card = "", None
                if zone not in ("field", "base") or card is None:
                    return IllegalAction("bad_target", f"対象 {t.card} は場や拠点にありません", ("1204.2d",))
        return None

    def choice_refusal(self, card: Card, player: str) -> IllegalAction | None:
        """1204.2d: an EVENT whose targets cannot all be chosen (「相手のUNITを1つ対象とし」 with no such
        UNIT on the field) cannot be played."""
        for rule in self.printed.get(card.uid, {}).get("choose", []):
            if len(self._candidates(rule, player)) < int(rule["count"]):
                return IllegalAction(
                    "no_target", f"対象の条件を満たす UNIT を{rule['count']}つ選べません", ("1204.2d",)
                )
        return None

    def _candidates(self, rule: Mapping[str, Any], player: str) -> list[Card]:
        owners = {"self": (player,), "opponent": (opponent(player),)}.get(str(rule["owner"]), PLAYERS)
        stunned = rule.get("stunned")
        return [
            u
            for p in owners
            for u in self.units(p)
            if stunned is None or bool(u.flags.get("stunned")) == stunned
        ]

    def chosen_effects(self, card: Card, player: str) -> list[Effect]:
        """The effects on the targets chosen as the EVENT is played (1204.2d: the first UNITs meeting each
        condition), to be resolved on them then (1205.1a)."""
        out: list[Effect] = []
        for rule in self.printed.get(card.uid, {}).get("choose", []):
            found = self._candidates(rule, player)[: int(rule["count"])]
            if rule.get("effect") and found:
                targets = [{"card": u.uid} for u in found]
                out.append(Effect.model_validate({"effect": rule["effect"], "targets": targets}))
        return out

    # ----- resolution -------------------------------------------------------------------------
    def resolve_effect(self, effect: Effect, controller: str, rules: tuple[str, ...]) -> None:
        kind = effect.effect
        if not discarding.proceed(self, effect, DISCARD):
            return
        if kind is EffectKind.DISCARD:
            discarding.discard(self, effect, controller, rules, DISCARD)
            return
        if kind is EffectKind.DRAW:
            for p in effect.drawers(controller):
                if effect.count() <= 0:
                    self.emit(
                        "no_effect", f"{p} が引く枚数は0枚なので実行されない", (*rules, "104.2"), player=p
                    )
                else:
                    self.draw(p, effect.count(), rules)
            return
        cards = self._reached(effect.all_targets(), rules)
        snapshot = ("1215.6",) if any(t.all for t in effect.all_targets()) else ()
        if kind is EffectKind.MODIFY:
            x, y = effect.stats.get("STR", 0), effect.stats.get("DEF", 0)
            key = "eot_boost" if effect.duration is Duration.END_OF_TURN else "boost"
            clauses = tuple(r for r, on in (("1303.1", x > 0 or y > 0), ("1303.2", x < 0 or y < 0)) if on)
            for card in cards:
                if not x and not y:
                    self.emit("no_effect", "+0/+0 は何も変えない", (*rules, "104.2"), card=card.uid)
                    continue
                before = card.flags.get(key) or [0, 0]
                self.set_flag(
                    card,
                    key,
                    [int(before[0]) + x, int(before[1]) + y],
                    (*rules, *clauses, *snapshot),
                    f"{card.name} は{x:+d}/{y:+d}を得る",
                    event="modify",
                )
        elif kind is EffectKind.STUN:
            for card in cards:  # 1306.2d: a stunned UNIT is not stunned again (state.stun)
                if card.kind != C.UNIT or self.find(card.uid)[1] != "field":
                    self.emit(
                        "no_effect", f"{card.name} は場の UNIT ではない", (*rules, "1306.1"), card=card.uid
                    )
                elif card.flags.get("stunned"):  # told so: the run says why nothing happens
                    self.emit(
                        "no_effect",
                        f"スタン状態の {card.name} はスタンしない",
                        (*rules, "1306.2d"),
                        card=card.uid,
                    )
                else:
                    self.stun(card, (*rules, *snapshot))
        elif kind in (EffectKind.GAIN_KEYWORD, EffectKind.LOSE_KEYWORD):
            gain = kind is EffectKind.GAIN_KEYWORD
            key, clause, verb = (
                ("gained_icons", "1331.2", "得る") if gain else ("lost_icons", "1333.2", "失う")
            )
            for card in cards:
                words = sorted({*card.flags.get(key, ()), str(effect.keyword)})
                self.set_flag(
                    card,
                    key,
                    words,
                    (*rules, clause, *snapshot),
                    f"{card.name} はこのターン中 {effect.keyword} を{verb}",
                    event="modify",
                )
        else:
            zone, verb, clauses = MOVES[kind]
            for card in cards:
                if kind is EffectKind.DESTROY and card.flags.get("indestructible"):
                    # 104.1: the card's 「これは破壊されない」 wins over the 破壊 the effect tells (1317.2)
                    self.emit("destroy_prevented", f"{card.name} はテキストにより破壊されず、場に残る",
                              (*rules, "104.1", "1317.2"), card=card.uid)  # fmt: skip
                    continue
                self.move_card(card, card.owner, zone, (*rules, *clauses), f"{card.name} {verb}")
                if kind is EffectKind.DESTROY:
                    self.fire_triggers(card, Timing.DESTROYED)
                elif kind in (EffectKind.BANISH, EffectKind.TRASH):  # 1330.1 / 1317.1: not destroyed (1317.2)
                    self.fire_triggers(card, Timing.DESTROYED, missed=True)
                self.fire_pile(card, zone, clauses)

    def fire_pile(self, card: Card, zone: str, clauses: tuple[str, ...]) -> None:
        """「これが軌跡に置かれた時」 (1211.3) looks back at the UNIT that left the field (1211.6b): met when
        the instruction put it in the 軌跡 (即死 1317.1, 破壊 1317.2), not when it went elsewhere
        (ゲームから除外 1330.1, the hand); the triggered craft is played and carried out (1211.4, 1211.5)."""
        for raw in self.printed.get(card.uid, {}).get("triggered", []):
            effect = Effect.model_validate(raw)
            if effect.timing is not Timing.TO_PILE:
                continue
            if zone != "kiseki":
                said = f"{card.name} は軌跡に置かれていないので「軌跡に置かれた時」は誘発しない"
                self.emit("cannot_trigger", said, (*clauses, "1211.3"), card=card.uid)
                continue
            self.emit("triggered", f"{card.name} の「軌跡に置かれた時」の誘発クラフトが誘発",
                      (*clauses, "1211.2", "1211.3"), card=card.uid)  # fmt: skip
            self.resolve_effect(effect, card.owner, ("1211.4", "1211.5"))

    def fire_triggers(self, card: Card, timing: Timing, *, missed: bool = False) -> None:
        """1211.3: a UNIT's printed 誘発クラフト whose event (「これが場に出た時」 1322.1a, 「これが破壊された
        時」 1317.2 — not 即死, 1317.1) just happened triggers once; 1211.5: it is always played, by its
        controller (1313.1a: its draws are the controller's). The model resolves it at once: its printed
        effects (draws) change no count another waiting craft could change (1211.4's order)."""
        for raw in self.printed.get(card.uid, {}).get("triggered", []):
            effect = Effect.model_validate(raw)
            said = "場に出た時" if timing is Timing.ENTERED else "破壊された時"
            if effect.timing is timing and missed:
                # the card left the field otherwise than by 破壊: 即死 (1317.1) or ゲームから除外 (1330.1)
                removed = self.find(card.uid)[1] == "removed"
                how, rule = ("ゲームから除外され", "1330.1") if removed else ("即死し", "1317.1")
                self.emit("cannot_trigger", f"{card.name} は{how}破壊されていないので「{said}」は誘発しない",
                          (rule, "1317.2", "1211.3"), card=card.uid)  # fmt: skip
            elif effect.timing is timing:
                self.emit("triggered", f"{card.name} の「{said}」の誘発クラフトが誘発", ("1211.2", "1211.3"),
                          card=card.uid)  # fmt: skip
                self.resolve_effect(effect, card.owner, ("1211.4", "1211.5"))

    def _reached(self, targets: list[Target], rules: tuple[str, ...]) -> list[Card]:
        """Cards an effect reaches now; a target no longer there is not affected (1205.1a)."""
        out: list[Card] = []
        for t in targets:
            if t.card is not None:
                try:
                    _, zone, card = self.find(t.card)
                except IllegalAction:
                    zone = ""
                if zone in ("field", "base"):
                    out.append(card)
                else:
                    self.emit(
                        "no_effect",
                        f"対象 {t.card} が適正でないため、それに関する処理は実行されない",
                        (*rules, "1205.1a"),
                        target=t.card,
                    )
            elif t.all is not None:
                owners = t.owners()
                out.extend(c for p in owners for c in self.units(p))
        return out

    def _final(self) -> None:
        for p in PLAYERS:  # 705.7a: 「このターン中」 effects end
            for card in self.zone(p, "field"):
                for key in ("eot_boost", "gained_icons", "lost_icons"):
                    if card.flags.get(key):
                        self.set_flag(
                            card,
                            key,
                            [],
                            ("705.7a",),
                            f"{card.name} の「このターン中」の効果が終了",
                            event="modify",
                        )
        super()._final()

    # ----- an effect resolving now (scenario action) --------------------------------------------
    def verify_resolve(self, action: Action) -> None:
        effect = Effect.model_validate(action.params["effect"])
        check_shape(effect)
        refusal = self.target_refusal([effect])
        if refusal is not None:
            raise refusal

    def resolve_now(self, action: Action) -> None:
        effect = Effect.model_validate(action.params["effect"])
        self.resolve_effect(effect, effect.controller or action.player, ("1201.2a",))

    # ----- アーツ (1213) ---------------------------------------------------------------------------
    def _priority(self, action: Action, rules: tuple[str, ...]) -> None:
        if self.pending is None or self.pending["kind"] not in PRIORITY:
            raise IllegalAction("wrong_timing", "今は優先権を持つプレイヤーがいません", rules)
        if action.player != self.pending["player"]:
            raise IllegalAction(
                "not_your_decision", f"{action.player} は優先権を持っていません", ("902.4", *rules)
            )

    def verify_arts(self, action: Action) -> None:
        self._priority(action, ("902.4e", "1213.2"))
        card = self._card(action.params.get("card"), action.player, ("hand", "base", "field"), ("1213.2",))
        if (
            self.find(card.uid)[1] == "field"
        ):  # a UNIT's アーツ is active in the hand or face down in the 拠点
            raise IllegalAction(
                "inactive_arts", f"場の {card.name} のアーツはプレイできません", ("1202.3", "1213.2")
            )
        if card.kind != C.UNIT or "arts_ep" not in self.printed.get(card.uid, {}):
            raise IllegalAction("no_arts", f"{card.name} はアーツを持ちません", ("208.1", "1213.2"))
        if self.find(card.uid)[1] == "base" and not card.flags.get("face_down"):
            raise IllegalAction(
                "face_up", f"拠点に表向きの {card.name} のアーツはプレイできません", ("1213.2a",)
            )
        cost, ep = int(self.printed[card.uid]["arts_ep"]), self.players[action.player].counters["ep"]
        if ep < cost:
            raise IllegalAction(
                "cannot_pay",
                f"アーツのEPコスト{cost}に対してEPが{ep}しかありません",
                ("1204.2f-5", "1204.2h", "1318.2"),
            )
        refusal = self.target_refusal(self.effects_of(card, "arts"))
        if refusal is not None:
            raise refusal

    def arts(self, action: Action) -> None:
        p = action.player
        card = self.find(str(action.params["card"]))[2]
        cost = int(self.printed[card.uid]["arts_ep"])
        if self.find(card.uid)[1] == "base":
            self.set_flag(card, "face_down", False, ("1204.2a",), f"拠点の {card.name} を表向きにする")
        if cost:
            self.change_counter(p, "ep", -cost, ("1204.2f-5", "1318.2"), f"{p} がアーツのEPを{cost}支払う")
        if self.find(card.uid)[1] == "hand":
            self.move_card(card, p, "kiseki", ("1204.2f-5",), f"コストとして {card.name} を軌跡に置く")
        self.emit(
            "play", f"{card.name} のアーツをプレイ", ("902.4e", "1213.2", "1213.3", "1204.2j"), card=card.uid
        )
        self.emit("resolve", f"{card.name} のアーツが解決される", ("902.5c", "1205.1d"), card=card.uid)
        for effect in self.effects_of(card, "arts"):
            self.resolve_effect(effect, p, ("1205.1d",))

    # ----- ITEM (1207) ------------------------------------------------------------------------
    def verify_play_item(self, action: Action) -> None:
        card = self._card(action.params.get("card"), action.player, ("hand",), ("1207.1",))
        if card.kind != C.ITEM:
            raise IllegalAction("not_item", f"{card.name} は ITEM ではありません", ("1207.1",))
        cp = self.players[action.player].counters["cp"]
        if cp < C.to_pay(card):
            raise IllegalAction(
                "cannot_pay",
                f"支払うCPコスト{C.to_pay(card)}に対してCPが{cp}しかありません",
                ("1204.2f-1", *C.cost_rules(card), "1204.2h", "1318.1"),
            )

    def play_item(self, action: Action) -> None:
        p = action.player
        card = self.find(str(action.params["card"]))[2]
        if C.to_pay(card):
            rules = ("1204.2f-1", *C.cost_rules(card), "1318.1")
            self.change_counter(p, "cp", -C.to_pay(card), rules, f"{p} がCPを支払う")
        self.move_card(card, p, "standby", ("1204.2i", "1207.2", "902.4h-2"), f"{card.name} をプレイ")
        # 1205.1c names no ITEM; the ITEM's area is the field (506.1), like a resolved UNIT (1205.1c-4)
        self.move_card(card, p, "field", ("902.5c", "506.1", "1205.1c-4"), f"{card.name} が解決され場に出る")

    # ----- EVENT effects (1205.1c-2) ----------------------------------------------------------------
    @staticmethod
    def responses(action: Action) -> list[Effect]:
        """The effects the other player answers a played EVENT with (scenario param ``response``)."""
        return [Effect.model_validate(e) for e in action.params.get("response") or []]

    def respond(self, card: Card, player: str, effects: list[Effect]) -> None:
        """While `card` waits in the 発動待機領域, its player passes (902.5a/902.5b) and the other player,
        now with priority, plays its answer (902.4), which was placed last and resolves first (902.5c);
        when both pass again the EVENT resolves, its targets checked then (1205.1a)."""
        if not effects:
            return
        other = opponent(player)
        self.emit(
            "priority", f"{player} がパスし、{other} が優先権を得る", ("902.5a", "902.5b"), player=other
        )
        for effect in effects:
            self.emit("play", f"{other} が {card.name} に対応する", ("902.4",), player=other)
            self.resolve_effect(effect, effect.controller or other, ("902.5c",))
        self.emit("priority", f"両プレイヤーがパスし {card.name} が解決される", ("902.5c",), card=card.uid)

    def event_effects(self, card: Card, player: str, chosen: list[Effect]) -> None:
        for effect in [*chosen, *self.effects_of(card, "effects")]:
            self.resolve_effect(effect, player, ("1205.1c-2",))

    def extra_json(self) -> dict[str, Any]:
        return {**super().extra_json(), "printed": {k: dict(v) for k, v in self.printed.items()}}

    def load_extra_json(self, extra: Mapping[str, Any]) -> None:
        super().load_extra_json(extra)
        self.printed = {str(k): dict(v) for k, v in dict(extra.get("printed", {})).items()}


__all__ = ["PRIORITY", "KisekiEffects", "check_shape"]
