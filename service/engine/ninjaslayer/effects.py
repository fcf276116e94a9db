"""ニンジャスレイヤーTCG: the shared effect vocabulary (`service.engine.effects`) in this game's rules.

Each kind maps onto the game's own terms and clauses: draw (1308), damage (1102.2, 1317.1; divided
among targets 1305.1 / 1204.2f-1), reduce_damage (a 置換効果 1214.1, applied when damage is dealt
1102.4c, once 1214.3), modify (+X/+Y 1303 with ``karate`` / ``durability``), destroy (殺す 1311.1),
return_to_hand (302.3), banish (除外 1324.1), gain_keyword / lose_keyword (1325.2 / 1327.1).
An effect on 「all」 characters applies to those on the field when it resolves (1213.6); a later
arrival is not affected. ``continuous`` scope is a 常時能力's and is not modelled. 「このターン」
effects end at 505.3b. A target that left the field is not affected (1205.1a); the rest happens.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.engine import discarding
from service.engine.core import PLAYERS, Card, opponent
from service.engine.effects import Duration, Effect, EffectKind, Scope, Target, Timing, unsupported
from service.engine.errors import IllegalAction
from service.engine.ninjaslayer import cards as C
from service.engine.ninjaslayer import selection
from service.engine.ninjaslayer.state import NinjaSlayerState
from service.engine.replacement import replaced_by

STATS = ("karate", "durability")
STAT_JA = {"karate": "カラテ", "durability": "耐久力"}
KIND_JA = {
    EffectKind.DESTROY: ("殺す", ("1311.1", "1311.2")),
    EffectKind.RETURN_TO_HAND: ("持ち主の手札に戻す", ("302.3",)),
    EffectKind.BANISH: ("除外する", ("1324.1",)),
}
# 1309.1 捨てる to the オヒガン, 1309.2 the whole hand (an empty one counts), 104.2 as many as possible,
# 1203.2 / 1203.7 a cost 「捨てて、(効果)してもよい」 done only whole, else its effect is not done
# the events a replacement puts in place of a kill that move the character: its zone, clause and words
_KILL_MOVES = {
    "hand": ("hand", "302.3", "持ち主の手札に戻る"),
    "removed": ("exclude", "1324.1", "除外される"),
}
DISCARD = discarding.DiscardRules("ohigan", ("1309.1",), ("1309.2",), ("104.2",), ("1203.2", "1203.7"))


def check_shape(effect: Effect, *, timings: tuple[Timing, ...] = (Timing.NOW,)) -> None:
    """What this game cannot express is a malformed scenario (`unsupported` → HTTP 422)."""
    if effect.timing not in timings:
        raise unsupported("ninjaslayer", effect, "timing")
    if effect.effect in (EffectKind.STUN, EffectKind.MILL):  # a kiseki state (1306); no mill modelled
        raise unsupported("ninjaslayer", effect, "effect")
    if effect.effect is EffectKind.CHOOSE and effect.select is None:
        raise unsupported("ninjaslayer", effect, "select")  # a bare choice checks a condition
    if effect.select is not None and any(t.card is None for t in effect.all_targets()):
        raise unsupported("ninjaslayer", effect, "select")  # a condition filters a chosen card only
    targets = effect.all_targets()
    if any(t.all is not None for t in targets) and effect.scope is Scope.CONTINUOUS:
        raise unsupported("ninjaslayer", effect, "scope")  # 1213.6: a resolved effect is a snapshot
    if any(t.kind not in (None, "character") for t in targets):
        raise unsupported("ninjaslayer", effect, "targets")
    if effect.effect is EffectKind.MODIFY and set(effect.stats) - set(STATS):
        raise unsupported("ninjaslayer", effect, "stats")
    if effect.keyword is not None and effect.keyword not in C.KEYWORDS:
        raise unsupported("ninjaslayer", effect, "keyword")
    player_ok = (EffectKind.DRAW, EffectKind.DAMAGE, EffectKind.REDUCE_DAMAGE, EffectKind.DISCARD)
    if effect.effect not in player_ok and any(t.player is not None for t in targets):
        raise unsupported("ninjaslayer", effect, "target")


# a character's 誘発能力 the engine carries out (1209.1): on its entry and when it is killed
TRIGGER_TIMINGS = (Timing.ENTERED, Timing.KILLED, Timing.TO_PILE)


class NinjaSlayerEffects(NinjaSlayerState):
    """Effects resolving (scenario actions and コトダマ cards), damage replacement, 505.3b."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.shields: list[dict[str, Any]] = []  # reduce_damage waiting for the next damage
        self.printed: dict[str, dict[str, Any]] = {}  # uid -> a コトダマ card's printed text
        self.window: dict[str, Any] | None = None  # priority with an empty コトダマ空間 (802.5c)

    # ----- legality at entry (1204.2e, 1204.2f-1) ----------------------------------------------
    def target_refusal(self, effect: Effect) -> IllegalAction | None:
        for t in effect.all_targets():
            # a card that left after it was chosen was legal then; its part is not done (1205.1a)
            if t.card is not None and not t.left and self.on_field(t.card) is None:
                return IllegalAction(
                    "bad_target", f"対象 {t.card} は場のキャラクターではありません", ("1204.2e",)
                )
        if effect.divide is not None and min(effect.divide, default=1) < 1:
            return IllegalAction(
                "bad_divide", "割り振る場合、すべての対象に1点以上を割り振ります", ("1305.1", "1204.2f-1")
            )
        return None

    # ----- resolution -----------------------------------------------------------------------
    def resolve_effect(self, effect: Effect, controller: str, rules: tuple[str, ...]) -> None:
        """Carry out one effect now; `rules` are the clauses of what makes it resolve."""
        kind = effect.effect
        if not discarding.proceed(self, effect, DISCARD):
            return
        if effect.select is not None:  # the text's condition on the character it chooses (1204.2e)
            for t in effect.all_targets():
                if not t.left:
                    selection.chosen(self, self.find(str(t.card))[2], effect.select, controller)
        if kind is EffectKind.CHOOSE:  # only chosen: what the text does to it next is not run
            return
        if kind is EffectKind.DISCARD:
            discarding.discard(self, effect, controller, rules, DISCARD)
            return
        if kind is EffectKind.DRAW:
            for p in effect.drawers(controller):
                if effect.count() <= 0:
                    self.emit(
                        "no_effect", f"{p} のドローは0枚なので実行されない", (*rules, "104.2"), player=p
                    )
                else:
                    self.draw(p, effect.count(), (*rules, "1308.1"))
        elif kind is EffectKind.DAMAGE:
            self._damage(effect, rules)
        elif kind is EffectKind.REDUCE_DAMAGE:
            for who in self._targets(effect.all_targets(), rules, keep_players=True):
                self.shields.append({"target": who, "amount": effect.amount})
                label = who if who in PLAYERS else self.find(who)[2].name
                how = "すべて軽減する" if effect.amount == "all" else f"{effect.count()}点軽減する"
                self.emit(
                    "shield",
                    f"このターン、次に {label} が受けるダメージを{how}",
                    (*rules, "1214.1"),
                    target=who,
                    amount=effect.amount,
                )
        elif kind is EffectKind.MODIFY:
            self._modify(effect, rules)
        elif kind in (EffectKind.GAIN_KEYWORD, EffectKind.LOSE_KEYWORD):
            self._keyword(effect, rules)
        else:
            verb, clauses = KIND_JA[kind]
            zone = {EffectKind.DESTROY: "ohigan", EffectKind.RETURN_TO_HAND: "hand"}.get(kind, "exclude")
            for uid in self._targets(effect.all_targets(), rules):
                card = self.find(uid)[2]
                if kind is EffectKind.DESTROY and card.flags.get("unkillable"):
                    card.flags.pop("kept", None)  # an effect's kill is recorded each time it is told
                    self.kill_prevented(card, (*rules, *clauses))
                    continue
                if kind is EffectKind.DESTROY and self.kill_replaced(card, (*rules, *clauses)):
                    continue
                self.move_card(card, card.owner, zone, (*rules, *clauses), f"{card.name} を{verb}")
                if kind is EffectKind.DESTROY:
                    self.fire_triggers(card, Timing.KILLED)
                elif kind is EffectKind.BANISH:  # 1324.1: excluded, not killed (1311.1)
                    self.fire_triggers(card, Timing.KILLED, missed=True)
                self.fire_pile(card, zone, (*rules, *clauses))

    def kill_replaced(self, card: Card, rules: tuple[str, ...]) -> bool:
        """Whether a replacement the character has took the place of its kill (1214.1): it is moved as the
        replacement says, it was not killed, so its 「殺された時」 is not met (1311.1, 1209.3)."""
        done = replaced_by(self, "ninjaslayer", card, "kill", rules, _KILL_MOVES)
        if done is None:
            return False
        self.fire_triggers(card, Timing.KILLED, missed=done.rules)
        return True

    def kill(self, card: Card, rules: tuple[str, ...]) -> None:
        if self.kill_replaced(card, rules):
            return
        super().kill(card, rules)
        self.fire_triggers(card, Timing.KILLED)
        self.fire_pile(card, "ohigan", (*rules, "1311.1"))

    def fire_pile(self, card: Card, zone: str, clauses: tuple[str, ...]) -> None:
        """「これがオヒガンに置かれた時」 (1209.3) looks back at the character that left the field (1209.6):
        met when the instruction put it in the オヒガン (殺す 1311.1), not when it went elsewhere (除外
        1324.1, the hand); the triggered ability is entered and resolved (1209.4, 1209.5)."""
        for raw in self.printed.get(card.uid, {}).get("triggered", []):
            effect = Effect.model_validate(raw)
            if effect.timing is not Timing.TO_PILE:
                continue
            if zone != "ohigan":
                said = f"{card.name} はオヒガンに置かれていないので「オヒガンに置かれた時」は誘発しない"
                self.emit("cannot_trigger", said, (*clauses, "1209.3"), card=card.uid)
                continue
            self.emit("triggered", f"{card.name} の「オヒガンに置かれた時」の誘発能力が誘発",
                      (*clauses, "1209.2", "1209.3"), card=card.uid)  # fmt: skip
            self.resolve_effect(effect, card.owner, ("1209.4", "1209.5"))

    def entered(self, card: Card) -> None:
        """1204.2k: the character is entered — its 「これがエントリーした時」 triggers (1209.3)."""
        self.emit("entry", f"{card.name} がエントリーされた", ("1204.2k", "802.5c"), card=card.uid)
        self.fire_triggers(card, Timing.ENTERED)

    def fire_triggers(self, card: Card, timing: Timing, *, missed: bool | tuple[str, ...] = False) -> None:
        """1209.3: a character's printed 誘発能力 whose event (「これがエントリーした時」 1204.2k,
        「これが殺された時」 1311.1) just happened triggers once; 1209.5: it is always entered, and carried
        out by its controller (1308.1a: its draws are the controller's). The model resolves it at once:
        its printed effects (draws) change no count another ability waiting could change (1209.4's order).
        `missed`: the character left by 除外 (1324.1), not killed — its 「殺された時」 is not met; the clauses
        of a replacement that took the place of its kill (1214.1) when that is why."""
        for raw in self.printed.get(card.uid, {}).get("triggered", []):
            effect = Effect.model_validate(raw)
            if effect.timing is not timing:
                continue
            said = "エントリーした時" if timing is Timing.ENTERED else "殺された時"
            if missed:  # left by 除外 (1324.1) or by what a replacement did instead (the clauses given)
                why, rules = (
                    ("置換効果により", missed) if isinstance(missed, tuple) else ("除外され", ("1324.1",))
                )
                self.emit("cannot_trigger", f"{card.name} は{why}殺されていないので「{said}」は誘発しない",
                          (*rules, "1311.1", "1209.3"), card=card.uid)  # fmt: skip
                continue
            self.emit(
                "triggered", f"{card.name} の「{said}」の誘発能力が誘発", ("1209.2", "1209.3"), card=card.uid
            )
            self.resolve_effect(effect, card.owner, ("1209.4", "1209.5"))

    def _targets(
        self, targets: list[Target], rules: tuple[str, ...], *, keep_players: bool = False
    ) -> list[str]:
        """Players and field characters an effect reaches now; `all` is the field as it is (1213.6)."""
        out: list[str] = []
        for t in targets:
            if t.player is not None and keep_players:
                out.append(t.player)
            elif t.card is not None:
                if self.on_field(t.card) is None:
                    self.emit(
                        "no_effect",
                        f"対象 {t.card} が場にないため、それに関する処理は実行されない",
                        (*rules, "1205.1a"),
                        target=t.card,
                    )
                else:
                    out.append(t.card)
            elif t.all is not None:
                owners = t.owners()
                out.extend(c.uid for p in owners for c in self.zone(p, "field"))
        return out

    def _damage(self, effect: Effect, rules: tuple[str, ...]) -> None:
        targets = effect.all_targets()
        amounts = list(effect.divide) if effect.divide is not None else [effect.count()] * len(targets)
        split = ("1305.1", "1204.2f-1") if effect.divide is not None else ()
        for t, n in zip(targets, amounts, strict=True):
            for who in self._targets([t], rules, keep_players=True):
                self.deal_damage(who, n, (*rules, "1102.2", *split), ikusa=False)

    def _modify(self, effect: Effect, rules: tuple[str, ...]) -> None:
        x, y = effect.stats.get("karate", 0), effect.stats.get("durability", 0)
        if not x and not y:
            self.emit("no_effect", "+0/+0 は何も変えない", (*rules, "104.2"))
            return
        clauses = tuple(r for r, on in (("1303.1", x > 0 or y > 0), ("1303.2", x < 0 or y < 0)) if on)
        snapshot = ("1213.6",) if any(t.all for t in effect.all_targets()) else ()
        key = "eot" if effect.duration is Duration.END_OF_TURN else "gained"
        until = "このターン" if key == "eot" else "場にある間"
        for uid in self._targets(effect.all_targets(), rules):
            card = self.find(uid)[2]
            before = card.flags.get(key) or [0, 0]
            value = [int(before[0]) + x, int(before[1]) + y]
            self.set_flag(
                card,
                key,
                value,
                (*rules, *clauses, *snapshot),
                f"{card.name} は{until} {x:+d}/{y:+d} を得る(カラテ{C.karate(card) + x}・"
                f"耐久力{C.durability(card) + y})",
                event="modify",
            )

    def _keyword(self, effect: Effect, rules: tuple[str, ...]) -> None:
        assert effect.keyword is not None
        gain = effect.effect is EffectKind.GAIN_KEYWORD
        key, clause = ("gained_keywords", "1325.2") if gain else ("lost_keywords", "1327.1")
        for uid in self._targets(effect.all_targets(), rules):
            card = self.find(uid)[2]
            words = sorted({*card.flags.get(key, ()), effect.keyword})
            verb = "を得る" if gain else "を失う"
            self.set_flag(
                card,
                key,
                words,
                (*rules, clause),
                f"{card.name} はこのターン {effect.keyword} {verb}",
                event="modify",
            )

    # ----- 1102.4c: replacement of the damage amount ------------------------------------------
    def deal_damage(self, target: str, amount: int, rules: tuple[str, ...], *, ikusa: bool) -> None:
        # 1214.2 / 1214.3: several replacements of one event apply one after another, each once per
        # event, while there is damage left to replace
        replaced = False
        for shield in [s for s in self.shields if s["target"] == target]:
            if amount <= 0:
                break
            replaced = True
            self.shields.remove(shield)
            prevented = amount if shield["amount"] == "all" else min(amount, int(shield["amount"]))
            left = amount - prevented
            label = target if target in PLAYERS else getattr(self.on_field(target), "name", target)
            tail = f"{left}点になる" if left else "ダメージは与えられない"
            self.emit(
                "prevent",
                f"{label} への{amount}点のダメージのうち{prevented}点が軽減され、{tail}",
                (*rules, "1102.4c", "1214.1", "1214.3"),
                target=target,
                amount=amount,
                after=left,
            )
            amount = left
        if replaced and amount <= 0:
            return
        super().deal_damage(target, amount, rules, ikusa=ikusa)

    # ----- 505.3b ------------------------------------------------------------------------------
    def _expire_turn_effects(self) -> None:
        for p in PLAYERS:
            for card in self.zone(p, "field"):
                for key in ("eot", "gained_keywords", "lost_keywords"):
                    if card.flags.get(key):
                        self.set_flag(
                            card,
                            key,
                            [],
                            ("505.3b",),
                            f"{card.name} の「このターン」の効果が終了",
                            event="modify",
                        )
        if self.shields:
            self.shields = []
            self.emit("shield", "「このターン」のダメージ軽減が終了", ("505.3b",))

    # ----- 回復 (1319) and ジツ (1320) ---------------------------------------------------------
    def recover(self, player: str, n: int, rules: tuple[str, ...]) -> None:
        """1319.1: N damage-zone cards to the owner's オヒガン. The player's choice is modelled as
        face-down cards first (they can no longer pay ジツ); fewer cards: as many as there are (104.2)."""
        zone = sorted(self.zone(player, "damage"), key=lambda c: not c.flags.get("face_down"))
        if n <= 0 or not zone:
            why = "回復する数が0" if n <= 0 else "ダメージ・ゾーンにカードがない"
            self.emit("no_effect", f"{player} は{why}ので、回復は行われない", (*rules, "104.2", "1319.1"))
            return
        for i, card in enumerate(zone[:n]):
            which = f"({i + 1}枚目)" if n > 1 else ""
            self.move_card(
                card,
                card.owner,
                "ohigan",
                (*rules, "1319.1"),
                f"{player} が回復: ダメージ・ゾーンのカードをオヒガンへ{which}",
            )
        if n > len(zone):
            self.emit(
                "no_effect",
                f"ダメージ・ゾーンに{len(zone)}枚しかなく、残り{n - len(zone)}回分は回復できない",
                (*rules, "104.2"),
                player=player,
            )

    def face_up_damage(self, player: str) -> list[Card]:
        return [c for c in self.zone(player, "damage") if not c.flags.get("face_down")]

    def jitsu(self, player: str, n: int, rules: tuple[str, ...]) -> None:
        """1320.1: turn N face-up damage-zone cards face down (the caller checked 1320.1a)."""
        for card in self.face_up_damage(player)[:n]:
            self.set_flag(
                card,
                "face_down",
                True,
                (*rules, "1320.1"),
                f"ジツ: {player} のダメージ・ゾーンのカードを1枚裏向きにする",
            )

    def extra_json(self) -> dict[str, Any]:
        return {
            **super().extra_json(),
            "shields": [dict(s) for s in self.shields],
            "printed": {k: dict(v) for k, v in self.printed.items()},
            "window": dict(self.window) if self.window else None,
        }

    def load_extra_json(self, extra: Mapping[str, Any]) -> None:
        super().load_extra_json(extra)
        self.shields = [dict(s) for s in extra.get("shields", [])]
        self.printed = {str(k): dict(v) for k, v in dict(extra.get("printed", {})).items()}
        self.window = dict(extra["window"]) if extra.get("window") else None


__all__ = ["NinjaSlayerEffects", "check_shape", "opponent"]
