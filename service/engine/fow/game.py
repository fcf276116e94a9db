"""Force of Will §10 ゲーム上の行動 as operations on a minimal state.

Only §10 of the comprehensive rules is in the corpus, so this is not a full game: there are no
turns, and no clause in §10 ends a game (10.6 reduces life but says nothing about losing), so the
outcome stays ongoing. Clause ids are ``10.N`` and bullets by position under each heading
(``10.6.4`` is the 4th ``•`` of 10.6, ``10.6.4.1`` the first nested bullet under it).

`Card.stats`: ``atk`` (攻撃力), ``def`` (防御力; a card without it has no 防御力, 10.6.5),
``cost:<属性>`` will costs (``cost:無`` for free will). Kinds: ``resonator``, ``j_ruler``,
``ruler``, ``addition``, ``spell``, ``stone``. Flags: ``damage``, ``rested``, ``counters``,
``modifiers`` (``[A, B]`` pairs gained by 10.19.3), ``revealed``, ``summon`` (a 召喚呪文 on the
chase), ``attached_to`` (the card an アディション is set on, 10.1).

Will pools are player counters ``will:<属性>``: the five attributes, ``無`` (will without an
attribute) and ``月`` (will with the 月 trait, 10.2.6; the model keeps it attribute-less, which
10.2.6 allows, so it pays [月] and free will but no attribute symbol).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from service.engine.core import PLAYERS, Action, Card, Game, GameInvariants, opponent
from service.engine.errors import IllegalAction
from service.engine.fow import invariants

ZONES = ("deck", "hand", "field", "graveyard", "removed", "chase", "ruler_area", "stone_area", "stone_deck")
ATTRIBUTES = ("光", "炎", "水", "風", "闇", "無")
MOON = "月"
WILL_KINDS = (*ATTRIBUTES, MOON)  # every will pool a player has
INDESTRUCTIBLE = "破壊されない"
# The official starting life; §10 prints none, so scenarios that leave life out say so.
START_LIFE = 4000
ZONE_NAMES = {"deck": "メインデッキ", "hand": "手札", "field": "場", "graveyard": "墓地",
              "removed": "除外エリア", "chase": "チェイスエリア", "ruler_area": "ルーラーエリア",
              "stone_area": "魔石エリア", "stone_deck": "魔石デッキ"}  # fmt: skip
ADDITION_PREFIX = "アディション:"  # keyword naming what an アディション is set on (アディション:フィールド …)


def will_key(attribute: str) -> str:
    return f"will:{attribute}"


def parse_modifier(name: str) -> tuple[int, int] | None:
    """``+300/-200`` → (300, -200); None if `name` is not a 《数値修正 A》/《数値修正 B》 pair."""
    a, sep, b = str(name).strip("[]").partition("/")
    a, b = a.strip(), b.strip()
    if sep and a.lstrip("+-").isdigit() and b.lstrip("+-").isdigit():
        return int(a), int(b)
    return None


def modifiers(card: Card) -> tuple[int, int]:
    """10.19.3 modifications gained, plus 10.21.2: counters named ``+A/+B`` give a J/リゾネイター
    [+A/+B]."""
    atk = dfn = 0
    for a, b in card.flags.get("modifiers", ()):
        atk, dfn = atk + int(a), dfn + int(b)
    if card.kind not in ("resonator", "j_ruler"):
        return atk, dfn
    for name, n in dict(card.flags.get("counters", {})).items():
        pair = parse_modifier(name)
        if pair is not None:
            atk += pair[0] * int(n)
            dfn += pair[1] * int(n)
    return atk, dfn


def attack_of(card: Card) -> int:
    return card.stats.get("atk", 0) + modifiers(card)[0]


def defense_of(card: Card) -> int | None:
    if "def" not in card.stats:
        return None
    return card.stats["def"] + modifiers(card)[1]


class FowGame(Game):
    game_id: ClassVar[str] = "fow"
    zone_names: ClassVar[tuple[str, ...]] = ZONES
    # 「ライフ0で負けとして」: a defeat the scenario stipulates (§10 has none; `scenario.told_defeat`);
    # a class default, so a game restored by `from_json` (no __init__) has it too
    defeat_at: int | None = None

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.phase = "main"
        self.chase: list[str] = []  # チェイスエリア, bottom first
        self.shields: list[dict[str, Any]] = []  # 10.17 軽減 waiting for the next damage
        # printed abilities that stay with a card wherever it moves (its triggers): id → data
        self.printed: dict[str, dict[str, Any]] = {}
        for p in PLAYERS:
            self.players[p].counters["life"] = START_LIFE
            for a in WILL_KINDS:
                self.players[p].counters[will_key(a)] = 0

    # ----- new game / json -------------------------------------------------------------------
    @classmethod
    def new_game(cls, seed: int) -> FowGame:
        """A random position: decks of vanilla resonators, hands of 5, one stone of will each."""
        game = cls(seed)
        for p in PLAYERS:
            for _ in range(20):
                stats = {"atk": 100 * (1 + game.rng.randrange(8)), "def": 100 * (1 + game.rng.randrange(8))}
                stats["cost:無"] = game.rng.randrange(3)
                game.zone(p, "deck").append(
                    Card(game.new_uid(p), "バニラ・リゾネイター", "resonator", p, stats)
                )
            game.rng.shuffle(game.zone(p, "deck"))
            game.emit("shuffle", f"{p} のメインデッキをシャッフルする", ("10.20.1", "10.20.1.1"), player=p)
            game.draw(p, 5)
            game.change_counter(p, will_key("無"), 3 + game.rng.randrange(4), ("10.2.2",), f"{p} のウィル")
        return game

    def load_extra_json(self, extra: Mapping[str, Any]) -> None:
        self.chase = list(extra.get("chase", []))
        self.shields = [dict(s) for s in extra.get("shields", [])]
        self.printed = {str(k): dict(v) for k, v in dict(extra.get("printed", {})).items()}

    def extra_json(self) -> dict[str, Any]:
        return {
            "chase": list(self.chase),
            "shields": [dict(s) for s in self.shields],
            "printed": {k: dict(v) for k, v in self.printed.items()},
        }

    def rule_check(self) -> bool:
        return False  # §10 defines no rule processing

    # ----- semantic invariants (the playout driver's per-step check): the core's hooks ---------
    invariants: ClassVar[GameInvariants] = invariants

    # ----- helpers ---------------------------------------------------------------------------
    def card(self, uid: Any, rules: tuple[str, ...]) -> tuple[str, str, Card]:
        try:
            return self.find(str(uid))
        except IllegalAction:
            raise IllegalAction("unknown_card", f"カード {uid} は存在しません", rules) from None

    def draw(self, player: str, n: int) -> None:
        for done in range(n):
            deck = self.zone(player, "deck")
            if not deck:
                left = n - done
                self.emit(
                    "draw_failed",
                    f"{player} のメインデッキにカードがないため、1枚ドローする行動を行えない(残り{left}回分)",
                    ("10.8.1", "10.8.2") if n > 1 else ("10.8.1",),
                    player=player,
                    missing=left,
                )
                return
            self.move_card(
                deck[-1],
                player,
                "hand",
                ("10.8.1", "10.8.2") if n > 1 else ("10.8.1",),
                # 10.8.2: N cards are N single draws — each told (「3枚引く」 had been told as one 1枚ドロー)
                f"{player} が1枚ドロー({done + 1}回目)" if n > 1 else f"{player} が1枚ドロー",
            )

    def note_damage_vs_defense(self, card: Card) -> None:
        """Say what accumulated damage at or over 防御力 means in this model. The rule processing
        that destroys such a card is not in §10 (10.9.3 only refers to it), so the engine reports
        the comparison and never destroys on its own."""
        dfn, dmg = defense_of(card), int(card.flags.get("damage", 0))
        if dfn is None or dmg <= 0 or dmg < dfn:
            return
        data = {"card": card.uid, "damage": dmg, "defense": dfn}
        if INDESTRUCTIBLE in card.keywords:
            text = (
                f"{card.name} は破壊されないため、蓄積ダメージ{dmg}が防御力{dfn}以上でも、"
                "それを破壊するルール処理は条件を満たさない"
            )
            self.emit("damage_vs_defense", text, ("10.9.3",), **data)
            return
        text = (
            f"{card.name} の蓄積ダメージ{dmg}は防御力{dfn}以上になる。これで破壊されるかを決めるルール処理は"
            "収録された§10にないため、エンジンは破壊を判定しない"
        )
        self.emit("damage_vs_defense", text, ("10.6.1",), **data)

    def label(self, target: str) -> str:
        """A player id as is (answers rename them), a card by its name."""
        return target if target in PLAYERS else self.find(target)[2].name

    def total_will(self, player: str) -> int:
        return sum(self.players[player].counters.get(will_key(a), 0) for a in WILL_KINDS)

    def will_shortfall(
        self, player: str, cost: Mapping[str, int], extra: Mapping[str, int] | None = None
    ) -> bool:
        """Whether `cost` cannot be paid in full: each attribute symbol and [月] from its own pool
        (10.2.2, 10.2.6), free will ("無" in a cost) from whatever is left. `extra`: will the
        player's will abilities would add while paying (10.2.5)."""
        counters = self.players[player].counters
        left = 0
        for a in WILL_KINDS:
            need = cost.get(a, 0) if a != "無" else 0
            have = counters.get(will_key(a), 0) + (extra or {}).get(a, 0)
            if have < need:
                return True
            left += have - need
        return left < cost.get("無", 0)

    # ----- dispatch -------------------------------------------------------------------------
    def _ops(self) -> dict[str, tuple[Callable[..., None], Callable[..., None]]]:
        from service.engine.fow import ops

        return ops.table()

    def verify(self, action: Action) -> None:
        op = self._ops().get(action.kind)
        if op is None:
            raise IllegalAction("unknown_action", f"§10 にない行動 {action.kind!r}", ("10",))
        if action.player not in PLAYERS:
            raise IllegalAction("unknown_player", f"不明なプレイヤー {action.player!r}", ("10",))
        op[0](self, action)

    def _apply(self, action: Action) -> None:
        from service.engine.fow import triggers

        start = len(self.events)
        self._ops()[action.kind][1](self, action)
        triggers.fire(self, start)  # 10.14.1: the triggered abilities the action's events met

    def legal_actions(self) -> list[Action]:
        """Playout moves. §10 ends nothing, so a shuffle (10.20) is always available and playouts
        stop only at their action cap, with the outcome still ongoing."""
        actions: list[Action] = []
        for p in PLAYERS:
            actions.append(Action("shuffle", p))
            if self.zone(p, "deck"):
                actions.append(Action("draw", p, {"n": 1}))
            hand = self.zone(p, "hand")
            if hand:
                actions.append(Action("discard", p, {"cards": [hand[0].uid]}))
                cost = {"無": hand[0].stats.get("cost:無", 0)}
                if hand[0].kind == "resonator" and not self.will_shortfall(p, cost):
                    actions.append(Action("summon", p, {"card": hand[0].uid, "pay": cost}))
            for c in self.zone(p, "field"):
                if c.flags.get("rested"):
                    actions.append(Action("recover", p, {"card": c.uid}))
                elif not c.flags.get("counters"):
                    actions.append(Action("put_counter", p, {"card": c.uid, "name": "+100/+100"}))
                if not c.flags.get("rested"):
                    actions.append(Action("rest_damage", p, {"card": c.uid, "target": opponent(p)}))
                    foes = self.zone(opponent(p), "field")
                    if foes:
                        actions.append(Action("rest_damage", p, {"card": c.uid, "target": foes[0].uid}))
            if self.zone(p, "field"):
                actions.append(Action("destroy", p, {"card": self.zone(p, "field")[0].uid}))
        if self.chase and not self.chase[-1].startswith("ability:"):
            owner = self.find(self.chase[-1])[0]
            actions.append(Action("resolve_chase", owner))
        return actions
