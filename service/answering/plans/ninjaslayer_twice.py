"""ニンジャスレイヤー plan: two アイサツ on one character in one turn (issue 11, round 9).

The damage a character has stays until the turn's end (1317.1; the エンドフェイズ's final step
resets it, 505.3a): a character that survived the first アイサツ (its イクサダメージ below its 耐久力,
1004.1) keeps that damage, and the second アイサツ's damage adds to it — killed when the total reaches
its 耐久力 (1004.1). Each アイサツ is its own アイサツフェイズ of the イクサフェイズ (706.9/706.10
return to the アイサツ対象選択・ステップ), made by another character (704.3a-1: an オジギ character
cannot アイサツ again).

Built from the facts: two アイサツ told in order, each after its attacker's カラテ (「まずカラテ3の
キャラでアイサツして…次のアイサツフェイズで別のカラテ2のキャラで」「自分のカラテ2でアイサツして」),
the one character attacked told with its 耐久力 and owner (the non-turn player's), the second aimed at
it again (「同じ相手キャラ」「そいつ」「同じやつ」), and the first's damage told or not (「3点入れた」:
it must be the first attacker's カラテ — a told amount the カラテ does not give is another situation).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, me
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, tell
from service.engine.scenario import SimulationResult

# the second アイサツ aimed at the card already named (「同じ相手キャラに」「そいつに」「同じやつに」)
_SAME = re.compile(r"同じ|そいつ|そのキャラ|そやつ|こいつ|さっきの|先の|そこ")
_ACTS = frozenset({"aisatsu", "damage", "ikusa"})
_TURNS = frozenset({"self_turn", "opponent_turn", "aisatsu_phase"})


def aisatsu_twice(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "destroyed":
        return None
    if reading.of(Role.QUANTITY, Role.NUMBER, Role.MODIFIER, Role.STATE):
        return None
    if any(not (f.concept == "インターラプト" and f.negated) for f in reading.of(Role.KEYWORD)):
        return None  # only 「インターラプトもなく」: no other keyword's effect is run here
    if any(f.concept not in _TURNS or f.negated for f in reading.of(Role.TURN)):
        return None
    acts = reading.of(Role.ACTION)
    if any(f.concept not in _ACTS or f.negated for f in acts):
        return None
    hits = made(reading)
    if len(hits) != 2 or len([f for f in acts if f.concept == "aisatsu"]) != 2:
        return None
    first, second = hits
    text = reading.text
    mine = me(reading)
    theirs = PLAYER2 if mine == PLAYER1 else PLAYER1
    turn_player = "self" if mine == PLAYER1 else "opponent"
    defender_owner = "opponent" if turn_player == "self" else "self"
    stats = reading.of(Role.STAT)
    karate = [f for f in stats if f.concept == "karate"]
    durability = [f for f in stats if f.concept == "durability"]
    if len(stats) != 3 or len(karate) != 2 or len(durability) != 1:
        return None
    k1, k2 = karate
    guard = durability[0]
    if not (k1.start < first.start < k2.start < second.start) or guard.start > first.start:
        return None  # each attacker told before its アイサツ, the attacked card before both
    if guard.owner != defender_owner or any(k.owner not in (None, turn_player) for k in karate):
        return None  # the attacked card is the non-turn player's (704.4), the attackers the turn player's
    if not all(isinstance(f.value, int) for f in stats):
        return None
    hp, one, two = int(guard.value or 0), int(k1.value or 0), int(k2.value or 0)
    if not _again(text, k2, second) or _SAME_ATTACKER.search(text, first.end, second.start):
        return (
            None  # 「次も同じカラテ3のキャラで」: bowed by its アイサツ (704.5), not chosen again (704.3a-1)
        )
    told = [f for f in acts if f.concept == "damage"]
    if len(told) > 1 or any(not (first.end <= f.start < k2.start) or f.value != one for f in told):
        return None  # the first アイサツ's damage, as its カラテ gives it (706.4b)
    if one >= hp:
        return None  # the first アイサツ kills it already (1004.1): no second on the same card
    cards = reading.of(Role.CARD)
    if any(f.owner not in (None, turn_player, defender_owner) for f in cards):
        return None
    attacker_seat = PLAYER1  # the turn player アイサツs (704.1)
    defender_seat = theirs if attacker_seat == mine else mine
    payload: dict[str, Any] = {
        "phase": "ikusa",
        attacker_seat: {
            "field": [
                {"id": "a", "name": "1回目にアイサツするキャラ", "karate": one},
                {"id": "a2", "name": "2回目にアイサツするキャラ", "karate": two},
            ]
        },
        defender_seat: {"field": [{"id": "b", "name": "アイサツされるキャラ", "durability": hp}]},
        "actions": [
            {"kind": "aisatsu", "player": attacker_seat, "attacker": "a", "target": "b"},
            {"kind": "aisatsu", "player": attacker_seat, "attacker": "a2", "target": "b"},
        ],
    }
    if told:  # the position after the first アイサツ (its damage told): the first card bowed (704.5)
        payload[attacker_seat]["field"][0]["bowed"] = True
        payload[defender_seat]["field"][0]["damage"] = one
        payload["actions"] = payload["actions"][1:]
    notes: tuple[str, ...] = (
        "インターラプトなどで対象が変わることはないものとしています(2回ともそのキャラへのアイサツ)。",
    )
    if told:
        notes += (
            f"1回目のアイサツは済んだ後の状態(アイサツしたキャラはオジギ状態、アイサツされたキャラは"
            f"{one}点のダメージを負っている)から2回目を実行しています(704.5、1317.1)。",
        )
    who = Sides(mine, {mine: "自分", theirs: "相手"})

    def head(sim: SimulationResult) -> str:
        dead = any(c["uid"] == "b" for c in cards_in(sim, defender_seat, "ohigan"))
        total = one + two
        kept = (
            f"1回目の{one}点はターン終了時まで残るので(1317.1、505.3a)、2回目の{two}点と合わせて{total}点です"
        )
        if dead:
            return f"アイサツされたキャラは殺されます。{kept}。耐久力{hp}以上なので殺されます(1004.1)"
        return f"アイサツされたキャラは殺されません。{kept}。耐久力{hp}未満です(1004.1)"

    types = ("aisatsu", "damage", "move")
    return BuiltScenario(f"{GAME}.plan.aisatsu_twice", payload, tell(head, who, types, 5), notes)


# 「アイサツしたキャラ」「アイサツした自分のキャラのほう」: an アイサツ naming its card, not one more made
_NAMING = re.compile(
    r"\s*(?:した|する|してきた)\s*(?:自分の|こっちの|うちの|俺の|相手の)?\s*(?:キャラ|ほう|方|やつ|の)"
)


def made(reading: Reading) -> list[Fact]:
    """The アイサツ told made, in order (not one naming its card: 「アイサツしたキャラはどうなる?」)."""
    return [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "aisatsu" and not f.negated and not _NAMING.match(reading.text, f.end)
    ]


# 「同じカラテ3のキャラで」「さっきのキャラでもう一回」: the second アイサツ by the first one's card
_SAME_ATTACKER = re.compile(
    r"(?:同じ|さっきの|その|そいつ)\s*(?:カラテ\s*[0-9]+\s*の)?\s*(?:キャラ(?:クター)?|ニンジャ|やつ)?\s*で(?!\s*は)"
)


def _again(text: str, attacker: Fact, hit: Fact) -> bool:
    """The second アイサツ said of the card already named (「同じ相手キャラに」「そいつに」)."""
    return _SAME.search(text, attacker.end, hit.start) is not None


def by_effect(reading: Reading, attack: Fact) -> bool:
    """The damage told before the アイサツ is an effect's (「能力で2ダメージ」「効果で2点」): one effect
    told, before the damage in its sentence, nothing else it could be."""
    effects = [f for f in reading.of(Role.MODIFIER) if f.concept == "effect" and not f.negated]
    hits = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "damage" and not f.negated and f.start < attack.start
    ]
    if len(effects) != 1 or len(hits) != 1 or len(reading.of(Role.MODIFIER)) != 1:
        return False
    between = reading.text[effects[0].end : hits[0].start]
    return effects[0].end <= hits[0].start and not re.search(r"[。?？!！]", between)


def effect_then_aisatsu(amount: int, attacker_seat: str) -> list[dict[str, Any]]:
    """The effect's damage told before the アイサツ (「登場時能力で2ダメージ入れといた。そのあとイクサ
    フェイズで…アイサツ」), run in the キャラクターフェイズ — it stays through the turn (1317.1) — then
    the アイサツ of card a at card b."""
    return [
        {"kind": "effect", "op": "damage", "target": "b", "amount": amount},
        {"kind": "end_phase"},  # キャラクター → イクサ
        {"kind": "aisatsu", "player": attacker_seat, "attacker": "a", "target": "b"},
    ]
