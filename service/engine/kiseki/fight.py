"""軌跡 TCG 804.11: the fight of a battle — stun, overkill and the 応戦 stun, with the reasons told.

The outcomes that do *not* happen (no stun, no overkill) are emitted too, citing the clause whose
condition failed, so that a trace answers "why not" as well as "what".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS, Card
from service.engine.kiseki import cards as C

if TYPE_CHECKING:
    from service.engine.kiseki.state import KisekiState


def fight(game: KisekiState) -> None:
    """804.11: the attacking UNITs fight the target (a player or a UNIT)."""
    assert game.combat is not None
    attackers = [c for u in game.combat["attackers"] if (c := game.on_field(u))]
    target = game.combat["target"]
    if target in PLAYERS:
        _announce_boosts(game, attackers)
        _announce_bujutsu(game, attackers)
        for card in attackers:  # 804.11b: one overkill per attacking UNIT
            n = game.strength(card)
            if card.flags.get("no_overkill"):
                game.emit("battle", f"{card.name} はオーバーキルしない", ("1319.1", "804.11b"), card=card.uid)
                continue
            game.lose_kizuna(target, n, ("804.11b",), f"オーバーキルダメージ: {target} は絆を{n}点失う")
        return
    defender = game.on_field(target)
    if defender is None or not attackers:
        return
    countered = game.on_field(game.combat.get("counter") or "")
    _announce_boosts(game, [*attackers, defender])
    _announce_bujutsu(game, [*attackers, defender])
    # every value is read before anything is stunned: 804.11a-2 and 804.11a-4 happen together
    total = sum(game.strength(c) for c in attackers)
    d_def, d_str = game.defense(defender), game.strength(defender)
    c_def = game.defense(countered) if countered is not None else 0
    stun_defender = total >= d_def
    single = not game.combat.get("scrum", len(attackers) > 1)  # 804.5b: a scrum left with one UNIT
    barred = single and bool(attackers[0].flags.get("no_overkill"))  # 1319.1
    overkill = single and total > d_def and not defender.flags.get("support") and not barred
    stun_counter = countered is not None and d_str >= c_def
    owner = game.find(defender.uid)[0]
    label = "攻撃 UNIT の STR の合計" if len(attackers) > 1 else "攻撃 UNIT の STR"
    if stun_defender:
        game.stun(defender, ("804.11a-2",))
    else:
        game.emit(
            "battle",
            f"{label} {total} が {defender.name} の DEF {d_def} 未満なのでスタンしない",
            ("804.11a-2",),
            compared=[total, d_def],
            attacker_power=total,
            defender_power=d_def,
        )
    if overkill:
        game.lose_kizuna(
            owner, total - d_def, ("804.11a-3",), f"オーバーキルダメージ: {owner} は絆を{total - d_def}点失う"
        )
    elif total > d_def:
        why = "1309.1a" if defender.flags.get("support") else "1319.1" if barred else "804.11a-3"
        text = f"{attackers[0].name} はオーバーキルしないので" if why == "1319.1" else ""
        game.emit("battle", f"{text}オーバーキルは発生しない", (why,))
    elif stun_defender:  # equal values: 804.11a-3 needs the STR to exceed the DEF
        game.emit(  # the data names the equal values (playouts count such ties)
            "battle",
            f"{label} {total} が DEF {d_def} を超えないのでオーバーキルは発生しない",
            ("804.11a-3",),
            attacker_power=total,
            defender_power=d_def,
        )
    if countered is None:
        return
    if stun_counter:
        game.stun(countered, ("804.11a-4",))
    else:
        game.emit(
            "battle",
            f"{defender.name} の STR {d_str} が {countered.name} の DEF {c_def} 未満なので"
            "応戦対象はスタンしない",
            ("804.11a-4",),
            compared=[d_str, c_def],
        )


def _announce_boosts(game: KisekiState, cards: list[Card]) -> None:
    """1303: a UNIT fights with the +X/+Y (or -X/-Y) it has gained."""
    for card in cards:
        x, y = C.boost(card)
        if x or y:
            rules = tuple(r for r, on in (("1303.1", x > 0 or y > 0), ("1303.2", x < 0 or y < 0)) if on)
            values = {"STR": card.stats.get("str", 0) + x, "DEF": card.stats.get("def", 0) + y}
            game.emit(
                "battle",
                f"{card.name} は{x:+d}/{y:+d}を得ている: STR {values['STR']}・DEF {values['DEF']}",
                rules,
                card=card.uid,
                boost=[x, y],
                values=values,
            )


def _announce_bujutsu(game: KisekiState, cards: list[Card]) -> None:
    """1406.1 either way: a 【武術】 UNIT fighting only 【武術】 UNITs, or a player, gets nothing."""
    for card in cards:
        if game.bujutsu(card):
            game.emit(
                "battle",
                f"【武術】: {card.name} は【武術】を持たない UNIT と戦闘中+1/+1を得る",
                ("1406.1", "1303.1"),
                card=card.uid,
                applied=True,
            )
        elif C.has_icon(card, C.BUJUTSU):
            why = "【武術】を持つ UNIT" if game.in_combat_with(card) else "プレイヤー"
            game.emit(
                "battle",
                f"【武術】: {card.name} が戦闘しているのは{why}なので+1/+1を得ない",
                ("1406.1",),
                card=card.uid,
                applied=False,
            )


__all__ = ["fight"]
