"""ニンジャスレイヤー plan: the other player アイサツs one of the asker's characters — can the asker's
character with インターラプト / インターラプト・カイゼン change the アイサツ対象 to itself? インターラプト
changes it only when the target is its controller (1402.2); インターラプト・カイゼン also when it is
another of its controller's characters (1402.3); once per turn (705.3a-1: a scenario starts with
none used this turn, as 「このターンはまだ使ってない」 says).

Built from the facts: an アイサツ made to the asker (``attacked``), the asker's character it names
before it (「こっちの場のキャラにアイサツしてきた」), and one described character of the asker's with
the keyword. The stats no fact gives (the attacker's カラテ, the characters' 耐久力) do not change
whether the change is allowed: defaults named in notes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, cards, seat, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, refusal, tell
from service.engine.scenario import SimulationResult

TARGET_NOTE = (
    "アイサツするキャラは、このターンより前から場にいるアンタイ・オジギ状態の自分のキャラとしています"
    "(問われているのはアイサツ対象に選べるかです)。"
)
_INTERRUPTS = ("インターラプト", "インターラプト・カイゼン")
_ACTS = ("attacked", "aisatsu", "unused_this_turn")
NOTE = (
    "アイサツするキャラのカラテは1、キャラの耐久力は2としてシミュレーションしています"
    "(対象を変更できるかはこの数値によりません)。"
)


def interrupt_cover(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or reading.of(Role.STAT, Role.QUANTITY, Role.MODIFIER, Role.STATE):
        return None
    if any(f.role is Role.TERM and f.concept == "プレイヤー" for f in reading.facts):
        return None  # an アイサツ to a player is 1402.2's own case, not this one
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    attacks = [f for f in acts if f.concept == "attacked"]
    if not attacks or any(f.concept not in _ACTS for f in reading.of(Role.ACTION)):
        return None
    words = {f.concept for f in reading.of(Role.KEYWORD)}
    if len(words) != 1 or not words <= set(_INTERRUPTS) or any(f.negated for f in reading.of(Role.KEYWORD)):
        return None
    keyword = words.pop()
    text = reading.text
    first = attacks[0]
    # the asker's character the アイサツ is made to: named before it in its sentence
    targets = [
        f
        for f in reading.of(Role.CARD)
        if f.owner == "self"
        and f.end <= first.start
        and not re.search(r"[。?？!！]", text[f.end : first.start])
    ]
    described = cards(reading)
    if not targets or described is None or len(described) != 1:
        return None
    holder = described[0]
    mine = PLAYER2  # the other player アイサツs: the turn player (704.1)
    if (seat(holder.owner, mine) or mine) != mine or holder.keywords() != [keyword]:
        return None
    if holder.noun is targets[-1]:
        return None  # the keyword's card is the one アイサツされた: no change to make
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツするキャラ", "karate": 1}]},
        PLAYER2: {
            "field": [
                {"id": "v", "name": "アイサツされたキャラ", "durability": 2},
                {"id": "i", "name": f"{keyword}を持つキャラ", "durability": 2, "keywords": [keyword]},
            ]
        },
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": "v"},
            {"kind": "interrupt", "player": PLAYER2, "card": "i"},
        ],
    }
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return (
                "できません。インターラプトがアイサツ対象を変更できるのは、アイサツ対象がそのキャラの支配者"
                "(プレイヤー)のときだけです。他のキャラへのアイサツを自身に変更できるのはインターラプト・カイゼンです"
            )
        return (
            f"できます。{keyword}は、支配者の場の他のキャラへのアイサツも、1ターンに一度アイサツ対象を"
            "自身に変更できます"
        )

    return BuiltScenario(
        f"{GAME}.plan.interrupt_cover", payload, tell(head, who, ("interrupt", "rejected"), 3), (NOTE,)
    )


def aisatsu_target(reading: Reading) -> BuiltScenario | None:
    """「自分の場の(別の)キャラにアイサツできる?」: the アイサツ対象 is the opponent or one of the
    opponent's characters (704.4) — whether the turn player may アイサツ the character the question
    names as the target (its owner said right before it, 「…キャラにアイサツ」). The attacker is
    another of the turn player's characters (vanilla: no stat decides whether the target is legal)."""
    if asks(reading) != "can" or reading.of(
        Role.STAT, Role.QUANTITY, Role.MODIFIER, Role.KEYWORD, Role.STATE
    ):
        return None
    acts = [f for f in reading.of(Role.ACTION)]
    if len(acts) != 1 or acts[0].concept != "aisatsu" or acts[0].negated:
        return None
    attack = acts[0]
    text = reading.text
    named = [
        f
        for f in reading.of(Role.CARD)
        if f.end <= attack.start and re.fullmatch(r"\s*に\s*", text[f.end : attack.start])
    ]
    if len(named) != 1 or named[0].owner is None:
        return None
    mine = PLAYER1
    if any(f.role is Role.TURN and f.concept == "opponent_turn" for f in reading.facts):
        return None  # アイサツ is the turn player's (704.1)
    where = seat(named[0].owner, mine)
    target = "b" if where == PLAYER1 else "x"
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {
            "field": [{"id": "a", "name": "アイサツするキャラ"}, {"id": "b", "name": "自分の場の別のキャラ"}]
        },
        PLAYER2: {"field": [{"id": "x", "name": "相手のキャラ"}]},
        "actions": [{"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": target}],
    }
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return "できません。アイサツ対象として選べるのは相手プレイヤーか、相手の場のキャラ1人だけです"
        return "できます。相手の場のキャラはアイサツ対象として選べます"

    return BuiltScenario(
        f"{GAME}.plan.aisatsu_target", payload, tell(head, who, ("aisatsu", "rejected"), 3), (NOTE,)
    )
