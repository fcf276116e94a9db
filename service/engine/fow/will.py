"""10.2 ウィルを支払う: all or nothing, attribute symbols from their own pool, [月] from will with the
月 trait, free will from whatever is left."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.engine.core import Action, Card
from service.engine.errors import IllegalAction
from service.engine.fow.game import ATTRIBUTES, MOON, WILL_KINDS, FowGame, will_key

# Symbols a cost may name: the five attributes, 無 (free will, [1] [2] …) and 月.
COST_SYMBOLS = WILL_KINDS
_FREE_ORDER = ("無", *ATTRIBUTES[:-1], MOON)  # will without an attribute first, 月 last


def cost_of(params: Mapping[str, Any], key: str = "cost") -> dict[str, int]:
    return {str(a): int(n) for a, n in dict(params.get(key) or {}).items()}


def cost_text(cost: Mapping[str, int]) -> str:
    """``{"光": 1, "無": 2}`` → ``[光][2]`` as printed on cards."""
    parts = [f"[{a}]" * n for a, n in cost.items() if a != "無" and n > 0]
    free = cost.get("無", 0)
    return "".join(parts) + (f"[{free}]" if free else "") or "[0]"


def check_payable(
    game: FowGame,
    player: str,
    cost: Mapping[str, int],
    rules: tuple[str, ...],
    extra: Mapping[str, int] | None = None,
) -> None:
    if any(a not in COST_SYMBOLS for a in cost):
        raise IllegalAction(
            "bad_will", "ウィルはウィルシンボルかフリーウィルシンボルで指定します", ("10.2.2",)
        )
    if game.will_shortfall(player, cost, extra):
        have = "、".join(
            f"{a}{game.players[player].counters.get(will_key(a), 0)}点"
            for a in WILL_KINDS
            if game.players[player].counters.get(will_key(a), 0)
        )
        made = "".join(f"、ウィル能力で{a}{n}点" for a, n in (extra or {}).items() if n)
        raise IllegalAction(
            "cannot_pay",
            f"{cost_text(cost)} の全部を支払えない(保有ウィル: {have or 'なし'}{made})ため、"
            "まったく支払えません。一部のみを支払う事は認められません",
            rules,
        )


def will_abilities(game: FowGame, action: Action) -> list[Card]:
    """10.2.5: the cards whose will ability ([レスト]: ウィルを生み出す) the player plays while asked to
    pay. Each must be the player's card in play holding a will ability, and recovered: its [レスト]
    is ‘リカバー状態のこのカードをレストする’ (10.12.2)."""
    cards: list[Card] = []
    for uid in action.params.get("abilities") or []:
        owner, zone, card = game.card(uid, ("10.2.5",))
        if owner != action.player or zone not in ("field", "stone_area", "ruler_area"):
            raise IllegalAction("not_in_play", f"{card.name} は自分の場や魔石エリアにありません", ("10.2.5",))
        if not card.flags.get("will_ability"):
            raise IllegalAction("no_will_ability", f"{card.name} はウィル能力を持ちません", ("10.2.5",))
        if card.flags.get("rested") or card.uid in (c.uid for c in cards):
            raise IllegalAction(
                "not_recovered",
                f"{card.name} はレスト状態なので、ウィル能力の[レスト](‘リカバー状態のこのカードを"
                "レストする’)を実行できず、そのウィルは生み出せません",
                ("10.12.2", "10.2.5"),
            )
        cards.append(card)
    return cards


def _made(cards: list[Card]) -> dict[str, int]:
    out: dict[str, int] = {}
    for card in cards:
        for a, n in dict(card.flags["will_ability"]).items():
            out[str(a)] = out.get(str(a), 0) + int(n)
    return out


def verify_pay_will(game: FowGame, action: Action) -> None:
    cost = cost_of(action.params)
    rules = ("10.2.4", "10.2.6") if cost.get(MOON) else ("10.2.4",)
    cards = will_abilities(game, action)
    check_payable(game, action.player, cost, (*rules, "10.2.5") if cards else rules, _made(cards))


def pay_will(game: FowGame, action: Action, rules: tuple[str, ...] = ("10.2.1",)) -> None:
    cost = cost_of(action.params)
    counters = game.players[action.player].counters
    for card in will_abilities(game, action):  # 10.2.5: played while asked to pay, before paying
        game.set_flag(card, "rested", True, ("10.12.2", "10.2.5"),
                      f"{card.name} のウィル能力をプレイし、{card.name} をレストする")  # fmt: skip
        for a, n in dict(card.flags["will_ability"]).items():
            game.change_counter(action.player, will_key(str(a)), int(n), ("10.2.5",),
                                f"{card.name} のウィル能力で{a}のウィルを{n}点生み出す")  # fmt: skip
    for a in ATTRIBUTES[:-1]:
        if cost.get(a):
            game.change_counter(
                action.player, will_key(a), -cost[a], (*rules, "10.2.2"), f"{a}のウィルを{cost[a]}点支払う"
            )
    if cost.get(MOON):
        game.change_counter(
            action.player,
            will_key(MOON),
            -cost[MOON],
            (*rules, "10.2.6"),
            f"[月]に月の特質を持つウィルを{cost[MOON]}点支払う",
        )
    free = cost.get("無", 0)
    for a in _FREE_ORDER:
        take = min(free, counters.get(will_key(a), 0))
        if take:
            label = "属性を持たない" if a == "無" else "月の特質を持つ" if a == MOON else f"{a}の"
            game.change_counter(
                action.player,
                will_key(a),
                -take,
                (*rules, "10.2.2"),
                f"[{cost['無']}]に{label}ウィルを{take}点支払う",
            )
            free -= take
    game.emit(
        "paid",
        f"{cost_text(cost)} を全部支払った",
        rules,
        player=action.player,
        cost=dict(cost),
    )
