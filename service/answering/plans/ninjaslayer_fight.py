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
stated ±X/±Y (1303) — whether it is killed; damage told in different turns (a turn named between the
hits) runs through the turn's end, where the damage a character has is removed (505.3a).
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
from service.answering.plans.ninjaslayer_turn_ends import TURN_END_NOTE, crossed_once
from service.answering.plans.ninjaslayer_twice import by_effect, effect_then_aisatsu, made
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_asked import (
    count_asked_of_attacker,
    counted_player,
    player_aimed,
    zone_count_asked,
)
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
_INTERRUPTS = ("インターラプト", "インターラプト・カイゼン")
_GAIN = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
_ACTIVE = re.compile(r"\s*(?:[(（][^)）]*[)）])?\s*に\s*アイサツ(?:した|する|し)(?!.{0,2}され)")
_AFTER = re.compile(r"\s*(?:[(（][^)）]*[)）])?\s*(で|に|が|は|と|を|同士)")
# an active 「倒せる?」「殺せた?」: the asker removes the card (reading/fate.py's _CAN_REMOVE)
_REMOVES = re.compile(r"(?:せ|とれ|取れ)(?:る|ます)|せ(?:た|てる|ている)")
_RESTRICTIONS = frozenset({"unkillable"})
_STAT_KEYS = {"karate": "karate", "durability": "durability", "kousaku": "kousaku", "cost": "cost"}
# a remainder asked in the asking sentence (「何点ダメージ残る?」「残りの耐久力は?」)
_LEFT = re.compile(r"[^。！?？]*残[^。！?？]*[?？]")


def _spec(card: CardFacts, uid: str, role: str) -> dict[str, Any]:
    spec: dict[str, Any] = {"id": uid, "name": role}
    for name, key in _STAT_KEYS.items():
        value = card.stat(name)
        if value is not None:
            spec[key] = value
    words = card.keywords()
    if words:
        spec["keywords"] = words
    # a restriction its quoted text states: 「これは殺されない」 (104.4; engine unkillable, audit 26b)
    spec |= {f.concept: True for f in card.facts if f.role is Role.STATE and f.concept in _RESTRICTIONS}
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
    # 「相手の「…増加する」効果がかかった耐久力3のキャラ」: the card right after it, in its clause, is
    # the one it is said of
    described = next((c for c in reading.of(Role.CARD) if c.start >= ups[0].end), None)
    if described is not None and not re.search(r"[、。,?？]", reading.text[ups[0].end : described.start]):
        return ups[0].value if described.start == hitter.noun.start else None
    return ups[0].value if nearest is not None and nearest.start == hitter.noun.start else None


def _particle(text: str, card: CardFacts) -> str:
    m = _AFTER.match(text, card.noun.end)
    return m.group(1) if m is not None else ""


# after a card marked で: the アイサツ made with it in the same sentence (not 「アイサツされ」, a passive)
_WITH_AISATSU = re.compile(r"[^。?？!！]{0,30}?アイサツ(?!され)")


def _attacked_with(text: str, card: CardFacts) -> bool:
    """Whether the card is told as the one an アイサツ is made with (「相手のカラテ3/耐久2で、…にアイサツ」:
    its stats told with no noun, で after the last) — not a で of description (「耐久力4で、…」 after は)."""
    end = max([card.noun.end, *(f.end for f in card.facts)])
    m = _AFTER.match(text, end)
    return (
        m is not None
        and m.group(1) == "で"
        and "は" not in text[card.start : end]
        and _WITH_AISATSU.match(text, m.end()) is not None
    )


def _joined(text: str, described: list[CardFacts]) -> list[CardFacts]:
    """「工作力1のキャラと工作力2のキャラで」: a card joined by と to the next one shares its part and
    its owner (both アイサツ, one after the other)."""
    out = list(described)
    for i in range(len(out) - 2, -1, -1):
        first, then = out[i], out[i + 1]
        if text[first.noun.end : then.start].strip() == "と" and then.owner is None:
            then.owner = first.owner
    return out


def _sided(
    text: str, described: list[CardFacts], mine: str, attacker_seat: str
) -> dict[str, list[CardFacts]] | None:
    """Cards by seat: an unowned card sits across from the one owned card (「相手のキャラに…カラテ2
    のキャラでアイサツ」: the unowned attacker is the other side's), else on the attacking side; two
    unowned cards by their particles (「…のやつで、耐久力2のキャラにアイサツ」: で the attacker, に the
    attacked)."""
    described = _joined(text, described)
    owned = {seat(c.owner, mine) for c in described if c.owner is not None}
    out: dict[str, list[CardFacts]] = {PLAYER1: [], PLAYER2: []}
    unowned = [c for c in described if c.owner is None]
    parts = {id(c): _particle(text, c) for c in unowned}
    # 「カラテ3のキャラがカラテ…のキャラにアイサツした」: が names the attacker of an active アイサツ
    # told right after the に card (a passive 「…にアイサツされた」 makes が the attacked)
    aimed = next((c for c in unowned if parts[id(c)] == "に"), None)
    active = aimed is not None and _ACTIVE.match(text, aimed.noun.end) is not None
    by = "が" if active and sorted(parts.values()) == ["が", "に"] else "で"
    by_particle = not owned and len(unowned) == 2 and sorted(parts.values()) == sorted([by, "に"])
    for c in described:
        where = seat(c.owner, mine)
        if where is None and by_particle:
            where = attacker_seat if parts[id(c)] == by else other(attacker_seat)
        elif where is None:
            where = (PLAYER1 if owned == {PLAYER2} else PLAYER2) if len(owned) == 1 else attacker_seat
        out[where].append(c)
    return out


def other(player: str) -> str:
    return PLAYER2 if player == PLAYER1 else PLAYER1


_NAMES = {"a": "アイサツしたキャラ", "b": "アイサツされたキャラ"}
_NEITHER_TOLD = "どちらのキャラも耐久力が書かれていないため、殺されるかどうかは判定していません"
_UNTOLD_DURABILITY = (
    "耐久力が書かれていないキャラは耐久力1として計算しました。"
    "そのキャラが殺されるかどうかは判定していません。"
)


def _turned(reading: Reading, part: Fact) -> bool:
    """「ジツ3を払って3枚裏にした」: the part a ジツ paid turned face down (`ninjaslayer_restated`), in the
    sentence of the payment."""
    text = reading.text
    start = max(text.rfind(c, 0, part.start) for c in "。?？!！") + 1
    return any(
        f.role is Role.NEUTRAL and f.concept == "jitsu_paid" and start <= f.start < part.start
        for f in reading.facts
    )


def _face_down_part(
    reading: Reading, counts: dict[tuple[str, str], int], mine: str
) -> dict[tuple[str, str], int] | None:
    """「ダメージ・ゾーンは9枚で、うち4枚はジツで裏向き」: the face-down cards are part of the zone told
    right before them (1320.1: ジツ turns cards face down; 1002.1 counts them all) — the engine holds the
    face-up ones in ``damage_zone`` and the rest in ``damage_zone_face_down``. None when the part is not
    said as such (「うち」) or exceeds the zone."""
    parts = [f for f in reading.of(Role.QUANTITY) if f.concept == "damage_zone_face_down"]
    if not parts:
        return counts
    zones = [f for f in reading.of(Role.QUANTITY) if f.concept == "damage_zone"]
    if len(parts) != 1 or not isinstance(parts[0].value, int):
        return None
    if "うち" not in parts[0].text and not _turned(reading, parts[0]):
        return None
    whole = [z for z in zones if z.end <= parts[0].start]
    if not whole or not isinstance(whole[-1].value, int) or parts[0].owner not in (None, whole[-1].owner):
        return None
    seat_of = seat(whole[-1].owner, mine) or mine
    out = {k: v for k, v in counts.items() if k[1] != "damage_zone_face_down"}
    down = int(parts[0].value)
    if out.get((seat_of, "damage_zone")) != whole[-1].value or down > whole[-1].value:
        return None
    out[(seat_of, "damage_zone")] = int(whole[-1].value) - down
    out[(seat_of, "damage_zone_face_down")] = down
    return out


def aisatsu(reading: Reading) -> BuiltScenario | None:
    attack = _attack(reading)
    described = cards(reading)
    if attack is None or described is None or _gain(reading) is not None:
        return None
    if any(f.concept in _INTERRUPTS and not f.negated for f in reading.of(Role.KEYWORD)):
        return None  # whether the インターラプト is used is its player's choice (1402): not scripted here
    if any(f.concept == "ウケミ" and not f.negated for f in reading.of(Role.KEYWORD)):
        return None  # a ウケミ card a check reveals (1104.4): the ukemi plans', never the attacker's keyword
    mine = me(reading)
    crossed = crossed_once(reading, attack)
    if crossed is None:
        return None
    # the turn player アイサツs (704.1): player1, or player2 in the turn after the damage told (505.3a)
    attacker_seat = PLAYER2 if crossed else PLAYER1
    mine = crossed or mine  # crossed: the first turn told (the damage's) seats the asker
    by_seat = _sided(reading.text, described, mine, attacker_seat)
    if by_seat is None:
        return None
    defender_seat = other(attacker_seat)
    attackers, defenders = by_seat[attacker_seat], by_seat[defender_seat]
    if any(_attacked_with(reading.text, c) for c in defenders if c.owner is not None):
        # 「相手のカラテ3/耐久2で、俺のカラテ1/耐久3にアイサツ」: the card アイサツed with is the other seat's
        # — read by the turn's seats, the asker's card had attacked ('survives' for 'killed')
        return None
    if len(attackers) == 1 and not defenders and _particle(reading.text, attackers[0]) == "同士":
        defenders = [attackers[0]]  # 「カラテ3・耐久力1のキャラ同士で」: one such card on each side
    if not attackers or len(defenders) > 1 or (len(attackers) > 1 and defenders):
        return None  # several attackers: one after the other, at the player only
    if len(made(reading)) > len(attackers):
        return None  # more アイサツ told than cards run (「…でアイサツ。次のアイサツフェイズで別の…」)
    hitter = attackers[0]
    up = _damage_up(reading, hitter)
    if up is None or any(c.stat("karate") is None and c.stat("kousaku") is None for c in attackers):
        return None
    if len(attackers) > 1 and (up or len(reading.of(Role.ACTION)) > 1):
        return None  # 「順番にアイサツ」 told once: the cards' アイサツ one after the other, nothing else
    counts = quantities(reading, mine)
    if counts is None:
        return None
    kind = asks(reading)
    if kind not in ("winner", "destroyed", "number", "outcome"):
        return None  # 「どうなる?」 of an アイサツ to a player: the game's state and the checks
    spec = _spec(hitter, "a", "アイサツするキャラ")
    if up:
        spec["damage_up"] = up
    more = [_spec(c, f"a{i}", f"{i}体目にアイサツするキャラ") for i, c in enumerate(attackers[1:], start=2)]
    payload: dict[str, Any] = {"phase": "ikusa", attacker_seat: {"field": [spec, *more]}}
    defender = payload.setdefault(defender_seat, {})
    target = defender_seat
    if defenders:
        if player_aimed(reading.text):
            return None  # 「…で相手にアイサツ。相手のキャラのカラテ3」: the player is aimed at, not the card
        if kind == "number" and count_asked_of_attacker(
            reading.text, "self" if attacker_seat == mine else "opponent"
        ):
            # 「俺のキャラが受けるダメージは何点?」: the アイサツ card takes no イクサダメージ (706.4b)
            return None
        defender["field"] = [_spec(defenders[0], "b", "アイサツされるキャラ")]
        target = "b"
        if kind == "number" and _LEFT.search(reading.text):
            return None  # 「何点ダメージ残る?」: a killed card keeps none (1004.1), the count run is dealt
    elif any(c.stat("kousaku") is None for c in attackers):
        return None  # 706.4a: a player takes the 工作力 (a カラテ told is the damage to a character)
    elif seat(counted_player(reading.text), mine) not in (None, defender_seat):
        return None  # 「俺は何回ダメチェする?」 of the asker's アイサツ: the other player's count
    elif zone_count_asked(reading.text) and (defender_seat, "damage_zone") not in counts:
        return None  # 「相手のダメゾン何枚になる?」 from a count never told
    counts = _face_down_part(reading, counts, mine)
    if counts is None:
        return None
    for (where, concept), n in counts.items():
        if concept not in ("damage_zone", "deck", "hand", "etel", "damage_zone_face_down"):
            return None
        payload.setdefault(where, {})[concept] = n
    # damage told before the アイサツ is damage the target already has (1317.1: it stays all turn)
    taken = [f.value for f in reading.of(Role.ACTION) if f.concept == "damage" and not f.negated
             and isinstance(f.value, int) and f.start < attack.start]  # fmt: skip
    if taken and target == defender_seat:
        return None  # damage a player took before: damage checks no plan here reveals
    if kind == "destroyed" and target == defender_seat:
        return None  # 「相手まだ生きてる?」 of an アイサツ to a player: a player's defeat, no card's fate
    if kind == "outcome" and target != defender_seat:
        return None  # 「どうなる?」 of a fight: the game's state says nothing of the cards' fates
    if crossed and (len(taken) != 1 or target == defender_seat or more or up):
        return None  # one damage to the card in the turn before: nothing else is placed in turns
    if crossed:  # damaged in player1's turn, the damage gone at its end (505.3a), then player2's アイサツ
        payload["phase"] = "character"
        payload["actions"] = [
            {"kind": "effect", "op": "damage", "target": "b", "amount": int(taken[0] or 0)},
            *({"kind": "end_phase"} for _ in range(3)),  # キャラクター → イクサ → next turn → its イクサ
            {"kind": "aisatsu", "player": attacker_seat, "attacker": "a", "target": "b"},
        ]
    elif len(taken) == 1 and by_effect(reading, attack):  # 「能力で2ダメージ入れといた。そのあと…アイサツ」
        payload.update(phase="character", actions=effect_then_aisatsu(int(taken[0] or 0), attacker_seat))
    elif taken:
        defender["field"][0]["damage"] = sum(int(v) for v in taken)
    payload.setdefault(
        "actions",
        [
            {"kind": "aisatsu", "player": attacker_seat, "attacker": uid, "target": target}
            for uid in ("a", *(m["id"] for m in more))
        ],
    )
    notes = [ASSUMED_DECK] if target == defender_seat else []
    if crossed:
        notes.append(TURN_END_NOTE)
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
            if "アイサツしたキャラ" not in killed:  # 706.4b: only the アイサツ card deals イクサダメージ
                said += "(アイサツしたキャラクターは無傷です。706.4b)"
            if untold:
                dead = {c["uid"] for p in (PLAYER1, PLAYER2) for c in cards_in(sim, p, "ohigan")}
                said = "、".join(
                    f"{_NAMES[u]}は{'殺されます' if u in dead else '殺されません'}"
                    for u in ("a", "b") if u not in untold
                ) or _NEITHER_TOLD  # fmt: skip
                if "a" in untold and "a" not in dead:  # no イクサダメージ to it at any 耐久力 (706.4b)
                    said += "(アイサツしたキャラクターは無傷です。706.4b)"
                elif "a" in untold and any(  # サツバツ kills it at any 耐久力 (1403.2)
                    e.type == "move" and e.data.get("card") == "a" and "1403.2" in e.rules for e in sim.events
                ):
                    said = f"アイサツしたキャラはサツバツで殺されます(1403.2)。{said}"
        else:
            # one event places all N damage checks of a player (1003.2): its count, not the event
            checks = sum(
                int(e.data.get("count", 1))
                for e in sim.events
                if e.type == "damage_check_placed" and e.data.get("player") == defender_seat
            )
            zone = len(cards_in(sim, defender_seat, "damage"))
            said = f"{who.name(defender_seat)}のダメージチェックは{checks}回行われます"
            if "damage_zone" in payload.get(defender_seat, {}):  # an untold zone's count: no answer
                said = f"{said[:-2]}、{who.name(defender_seat)}のダメージ・ゾーンは{zone}枚になります"
        if kind == "winner" and over:
            return over
        return f"{said}。{over}" if over else said

    # 「counter」: the イクサダメージ a player takes (706.4a) — the event the damage checks come from; left
    # untold, the checks' clauses (1003.x) led a player アイサツ's citations and 706.4a was not among them
    types = ("aisatsu", "damage", "counter", "damage_check_placed", "move", "game_over")
    return BuiltScenario(f"{GAME}.plan.aisatsu", payload, tell(head, who, types, 5), tuple(notes))
