"""ニンジャスレイヤー plans for fights: an アイサツ (704–706) and damage to a character (1004.1).

`aisatsu`: a card of the attacking side (the asker's; the opponent's when the question says the
opponent アイサツした to the asker) アイサツs the other side's described card, or that player when
the other side has none. Damage amounts told before the アイサツ (「コトダマで2ダメージ入れた。その
あと…アイサツ」) are damage the target took first: scripted as an effect before the アイサツ.

「殺される?」 about one card of the fight is answered by the gate for that card only
(`reading.fate.asked_fate`: the card the question asks about, else only when every fighting card
shares its fate), so the plan runs whichever card is asked (706.4b: only the アイサツ card deals
イクサダメージ; 1403.2 サツバツ).

`character_damage`: a described character with 耐久力 takes the stated damage and/or gains the
stated ±X/±Y (1303) — whether it is killed.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import (
    GAME,
    UNOWNED_NOTE,
    CardFacts,
    asks,
    cards,
    me,
    quantities,
    seat,
    sides,
    unowned_quantities,
)
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import (
    ASSUMED_DECK,
    PLAYER1,
    PLAYER2,
    cards_in,
    result,
    tell,
)
from service.engine.scenario import SimulationResult

_ATTACKS = ("aisatsu", "attacked")
_GAIN = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
_STAT_KEYS = {"karate": "karate", "durability": "durability", "kousaku": "kousaku", "cost": "cost"}


def _spec(card: CardFacts, uid: str, role: str) -> dict[str, Any]:
    spec: dict[str, Any] = {"id": uid, "name": role}
    for name, key in _STAT_KEYS.items():
        value = card.stat(name)
        if value is not None:
            spec[key] = value
    words = card.keywords()
    if words:
        spec["keywords"] = words
    return spec


def _attack(reading: Reading) -> Fact | None:
    return next((f for f in reading.of(Role.ACTION) if f.concept in _ATTACKS and not f.negated), None)


def _gain(reading: Reading) -> list[int] | None:
    mods = [f for f in reading.of(Role.MODIFIER) if f.concept == "modify" and not f.negated]
    if len(mods) != 1:
        return None
    m = _GAIN.fullmatch(mods[0].text.strip())
    if m is None:
        return None
    x, y = int(m.group(2)), int(m.group(4))
    return [x if m.group(1) == "+" else -x, y if m.group(3) == "+" else -y]


def _damage_up(reading: Reading, hitter: CardFacts) -> int | None:
    """「工作力2のキャラに『これが与えるダメージを1点増加する』効果」: N more damage from the アイサツ
    card (1326.1) — 0 when none is told; None (no plan) when more than one is told, or it follows
    another card than the attacker (only the アイサツ card deals イクサダメージ, 706.4b)."""
    ups = [f for f in reading.of(Role.MODIFIER) if f.concept == "damage_up" and not f.negated]
    if not ups:
        return 0
    if len(ups) != 1 or not isinstance(ups[0].value, int):
        return None
    before = [c for c in reading.of(Role.CARD, Role.KEYWORD) if c.end <= ups[0].start]
    nearest = max(before, key=lambda c: c.end, default=None)
    return ups[0].value if nearest is not None and nearest.start == hitter.noun.start else None


def _sided(described: list[CardFacts], mine: str, attacker_seat: str) -> dict[str, list[CardFacts]] | None:
    """Cards by seat: an unowned card sits across from the one owned card (「相手のキャラに…カラテ2
    のキャラでアイサツ」: the unowned attacker is the other side's), else on the attacking side."""
    owned = {seat(c.owner, mine) for c in described if c.owner is not None}
    out: dict[str, list[CardFacts]] = {PLAYER1: [], PLAYER2: []}
    for c in described:
        where = seat(c.owner, mine)
        if where is None:
            where = (PLAYER1 if owned == {PLAYER2} else PLAYER2) if len(owned) == 1 else attacker_seat
        out[where].append(c)
    return out


_NAMES = {"a": "アイサツしたキャラ", "b": "アイサツされたキャラ"}
_NEITHER_TOLD = "どちらのキャラも耐久力が書かれていないため、殺されるかどうかは判定していません"
_UNTOLD_DURABILITY = (
    "耐久力が書かれていないキャラは耐久力1として計算しました。"
    "そのキャラが殺されるかどうかは判定していません。"
)


def aisatsu(reading: Reading) -> BuiltScenario | None:
    attack = _attack(reading)
    described = cards(reading)
    if attack is None or described is None or _gain(reading) is not None:
        return None
    mine = me(reading)
    attacker_seat = PLAYER1  # the turn player アイサツs (704.1)
    by_seat = _sided(described, mine, attacker_seat)
    if by_seat is None:
        return None
    defender_seat = PLAYER2
    attackers, defenders = by_seat[attacker_seat], by_seat[defender_seat]
    if len(attackers) != 1 or len(defenders) > 1:
        return None
    hitter = attackers[0]
    up = _damage_up(reading, hitter)
    if up is None or (hitter.stat("karate") is None and hitter.stat("kousaku") is None):
        return None
    counts = quantities(reading, mine)
    if counts is None:
        return None
    kind = asks(reading)
    if kind not in ("winner", "destroyed", "number"):
        return None  # 「どうなる?」「どっち?」: the structured verdict would be the game's state only
    spec = _spec(hitter, "a", "アイサツするキャラ")
    if up:
        spec["damage_up"] = up
    payload: dict[str, Any] = {"phase": "ikusa", attacker_seat: {"field": [spec]}}
    defender = payload.setdefault(defender_seat, {})
    target = defender_seat
    if defenders:
        defender["field"] = [_spec(defenders[0], "b", "アイサツされるキャラ")]
        target = "b"
    for (where, concept), n in counts.items():
        if concept not in ("damage_zone", "deck", "hand", "etel"):
            return None
        payload.setdefault(where, {})[concept] = n
    # damage told before the アイサツ is damage the target already has (1317.1: it stays all turn)
    taken = [f.value for f in reading.of(Role.ACTION) if f.concept == "damage" and not f.negated
             and isinstance(f.value, int) and f.start < attack.start]  # fmt: skip
    if taken and target == defender_seat:
        return None  # damage a player took before: damage checks no plan here reveals
    if taken:
        defender["field"][0]["damage"] = sum(int(v) for v in taken)
    payload["actions"] = [{"kind": "aisatsu", "player": attacker_seat, "attacker": "a", "target": target}]
    notes = [ASSUMED_DECK] if target == defender_seat else []
    if unowned_quantities(reading):
        notes.append(UNOWNED_NOTE)
    # a card whose 耐久力 the question never gave has the engine's default (1): its fate is not said
    # (blind I ninjaslayer-bi-17: 「アイサツされたキャラが殺されます」 of a カラテ5 card with no 耐久力)
    untold = {uid for uid, card in (("a", hitter), ("b", defenders[0] if defenders else None))
              if card is not None and card.stat("durability") is None}  # fmt: skip
    if untold and target != defender_seat:
        notes.append(_UNTOLD_DURABILITY)
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        over = result(sim, who)
        if target != defender_seat:
            killed = sorted(
                ("アイサツされたキャラ" if c["uid"] == "b" else "アイサツしたキャラ")
                for p in (PLAYER1, PLAYER2)
                for c in cards_in(sim, p, "ohigan")
                if c["uid"] in ("a", "b")
            )
            said = f"{'と'.join(killed)}が殺されます" if killed else "どちらのキャラも殺されません"
            if untold:
                dead = {c["uid"] for p in (PLAYER1, PLAYER2) for c in cards_in(sim, p, "ohigan")}
                said = "、".join(
                    f"{_NAMES[u]}は{'殺されます' if u in dead else '殺されません'}"
                    for u in ("a", "b") if u not in untold
                ) or _NEITHER_TOLD  # fmt: skip
        else:
            # one event places all N damage checks of a player (1003.2): its count, not the event
            checks = sum(
                int(e.data.get("count", 1))
                for e in sim.events
                if e.type == "damage_check_placed" and e.data.get("player") == defender_seat
            )
            zone = len(cards_in(sim, defender_seat, "damage"))
            said = (
                f"{who.name(defender_seat)}のダメージチェックは{checks}回行われ、"
                f"{who.name(defender_seat)}のダメージ・ゾーンは{zone}枚になります"
            )
        if kind == "winner" and over:
            return over
        return f"{said}。{over}" if over else said

    types = ("aisatsu", "damage", "damage_check_placed", "move", "game_over")
    return BuiltScenario(f"{GAME}.plan.aisatsu", payload, tell(head, who, types, 5), tuple(notes))


def character_damage(reading: Reading) -> BuiltScenario | None:
    """A character with 耐久力 takes stated damage and/or ±X/±Y, with no アイサツ: is it killed?"""
    if _attack(reading) is not None or asks(reading) != "destroyed":
        return None
    described = cards(reading)
    if described is None or len(described) != 1:
        return None
    card = described[0]
    durability = card.stat("durability")
    if durability is None:
        return None
    mine = me(reading)
    where = seat(card.owner, mine) or mine
    spec = _spec(card, "b", "ダメージを受けるキャラ")
    gain = _gain(reading)
    if gain is not None:
        spec["gained"] = gain
    amounts = [
        int(f.value)
        for f in reading.of(Role.ACTION)
        if f.concept == "damage" and not f.negated and isinstance(f.value, int)
    ]
    actions = [{"kind": "effect", "op": "damage", "target": "b", "amount": n} for n in amounts]
    if not actions and gain is None:
        return None
    payload: dict[str, Any] = {"phase": "character", where: {"field": [spec]}, "actions": actions}
    who = sides(reading)
    notes = (
        () if card.owner is not None else ("持ち主が書かれていないキャラは自分のものとして扱っています。",)
    )

    def head(sim: SimulationResult) -> str:
        now = durability + (gain[1] if gain else 0)
        taken = sum(amounts)
        if any(c["uid"] == "b" for c in cards_in(sim, where, "ohigan")):
            return (
                f"負っているダメージ{taken}点が耐久力{now}以上なので、"
                "キャラクターは殺されてオヒガンに置かれます(1004.1)"
            )
        return f"負っているダメージ{taken}点は耐久力{now}未満なので、キャラクターは殺されません(1004.1)"

    return BuiltScenario(
        f"{GAME}.plan.character_damage", payload, tell(head, who, ("modify", "damage", "move"), 4), notes
    )
