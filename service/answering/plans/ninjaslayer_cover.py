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

from service.answering.plans.ninjaslayer_base import (
    GAME,
    OFF_FIELD,
    OPPONENT_SUBJECT,
    CardFacts,
    asks,
    cards,
    seat,
    sides,
)
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, refusal, tell
from service.engine.scenario import SimulationResult

_INTERRUPTS = ("インターラプト", "インターラプト・カイゼン")
_ACTS = ("attacked", "aisatsu", "unused_this_turn", "change_target")
NOTE = (
    "アイサツするキャラのカラテは1、キャラの耐久力は2としてシミュレーションしています"
    "(対象を変更できるかはこの数値によりません)。"
)
UNUSED_NOTE = (
    "このターン、そのキャラはまだアイサツ対象を変更していないものとしています(705.3a-1: 1ターンに一度)。"
)
_PLACE = re.compile(r"\s*(?:の場|の場所|のフィールド)?\s*に\s*(?:は)?\s*")
# 「…いたけど、オヒガンに行った」「…は手札にいる」「もういない」: the keyword's card told off the field (or
# gone) — 1402 changes the target only to a character on the field; no plan runs it elsewhere
_ELSEWHERE = re.compile(
    r"オヒガン|手札に\s*(?:いる|ある|残|戻)|山札|デッキ(?:に|へ|から)|いた\s*(?:けど|が|けれど)|"
    r"もう\s*いな|いなくな|場を離れ|除外|殺さ(?:れ|せ)(?:た|て)|破壊され"
)


def elsewhere(text: str) -> bool:
    """The keyword's card (or another) told gone from the field: not a case these plans run."""
    return _ELSEWHERE.search(text) is not None


def told_change(text: str, f: Fact) -> bool:
    """An アイサツ対象 change told made (「このターンもうアイサツ対象を変えてる」, 705.3a-1: the once a
    turn is spent — `interrupt_again`'s case), not the change asked (「変えられる?」)."""
    return (
        f.concept == "change_target"
        and re.match(r"\s*(?:ら)?れ(?:る|ます)|\s*(?:でき|出来)", text[f.end :]) is None
    )


_LABEL = re.compile(r"\s*([A-Za-zＡ-Ｚ])(?![A-Za-z])")


def _player_word(reading: Reading) -> bool:
    """A プレイヤー the question names as a target — not the 「ターンプレイヤー」 it seats."""
    text = reading.text
    return any(
        f.role is Role.TERM and f.concept == "プレイヤー" and not text[: f.start].endswith("ターン")
        for f in reading.facts
    )


def _label(text: str, card: Fact) -> str | None:
    """The letter a card is named by right after its noun (「キャラB」), else None."""
    m = _LABEL.match(text, card.end)
    return m.group(1) if m else None


def _attacked_card(reading: Reading, first: Fact, holder: CardFacts) -> Fact | bool | None:
    """The card the アイサツ is made to: one named by its letter right before it (「Bにアイサツ」), else
    the asker's card named before it in its sentence (「こっちの場のキャラにアイサツしてきた」).
    False when the アイサツ is made to the keyword's own card; None when no card is read."""
    text = reading.text
    before = text[: first.start]
    named = re.search(r"([A-Za-zＡ-Ｚ])\s*に\s*$", before)
    if named is not None:
        labels = {_label(text, f): f for f in reading.of(Role.CARD)}
        card = labels.get(named.group(1))
        if card is None:
            return None
        return False if card is holder.noun or _label(text, holder.noun) == named.group(1) else card
    if first.concept != "attacked":
        return None  # the asker's own アイサツ names its target by the letter only here
    targets = [
        f
        for f in reading.of(Role.CARD)
        if f.owner == "self"
        and f.end <= first.start
        and not re.search(r"[。?？!！]", text[f.end : first.start])
    ]
    if not targets:
        return None
    return False if holder.noun is targets[-1] else targets[-1]


def _placed(reading: Reading) -> list[CardFacts]:
    """「こっちにはインターラプト・カイゼン持ちがいて」: the keyword names the card, and the player whose
    place it is said to be in (「…には」) its owner — the one keyword no card noun carries."""
    text = reading.text
    out: list[CardFacts] = []
    for k in reading.of(Role.KEYWORD):
        owner = k.owner or next(
            (o.concept for o in reading.of(Role.OWNER) if _PLACE.fullmatch(text[o.end : k.start])), None
        )
        if owner is None:
            return []
        out.append(CardFacts(k, owner=owner))
    return out


_STATS = frozenset({"karate", "durability", "kousaku"})


def _stats(
    reading: Reading, described: list[CardFacts], holder: CardFacts, attacked: Fact | bool
) -> dict[str, dict[str, int]] | None:
    """The told stats of the three cards run (a: the アイサツ's, v: the card it is made to, i: the
    keyword's), or None when a stat is of another card or not one the engine holds."""
    out: dict[str, dict[str, int]] = {"a": {}, "v": {}, "i": {}}
    placed = 0
    for card in described:
        said = [f for f in card.facts if f.role is Role.STAT]
        if not said:
            continue
        uid = (
            "i"
            if card is holder
            else "v"
            if card.noun is attacked
            else "a"
            if card.owner == "opponent"
            else None
        )
        if uid is None or any(f.concept not in _STATS or not isinstance(f.value, int) for f in said):
            return None
        out[uid].update({f.concept: int(f.value or 0) for f in said})
        placed += len(said)
    return out if placed == len(reading.of(Role.STAT)) else None


def _topic_states(reading: Reading, holder: CardFacts) -> list[Fact]:
    """「…カイゼン持ちBは、自分のターンに殴ったからオジギのまま」: a state later in the holder's own sentence,
    no other card named between (the holder its topic), is the holder's too."""
    text, end = reading.text, holder.noun.end
    out = []
    for s in reading.of(Role.STATE):
        if s in holder.facts or s.start < end or re.search(r"[。?？!！]", text[end : s.start]):
            continue
        if any(end <= c.start < s.start for c in reading.of(Role.CARD, Role.KEYWORD)):
            continue
        out.append(s)
    return out


def interrupt_cover(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or reading.of(Role.QUANTITY):
        return None
    if any(not (f.concept == "prevent" and f.negated) for f in reading.of(Role.MODIFIER)):
        return None  # only 「対象変更を防ぐ能力はなし」: nothing prevents the change (1402)
    if _player_word(reading):
        return None  # an アイサツ to a player is 1402.2's own case, not this one
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    attacks = [f for f in acts if f.concept in ("attacked", "aisatsu")]
    if not attacks or any(f.concept not in _ACTS for f in reading.of(Role.ACTION)):
        return None
    if elsewhere(reading.text) or any(told_change(reading.text, f) for f in acts):
        return None  # the card gone from the field, or its once a turn told spent (705.3a-1)
    # 「インターラプト・ステップで」: a step, no card's keyword
    words = {f.concept for f in reading.of(Role.KEYWORD) if f.concept != "interrupt_step"}
    if len(words) != 1 or not words <= set(_INTERRUPTS) or any(f.negated for f in reading.of(Role.KEYWORD)):
        return None
    keyword = words.pop()
    described = cards(reading)
    holders = [c for c in described or () if c.keywords()] if described is not None else _placed(reading)
    if len(holders) != 1 or holders[0].keywords() != [keyword]:
        return None
    holder = holders[0]
    # the holder's オジギ or not does not matter to 1402 (run as told); a state of another card does
    told = [f for f in holder.facts if f.role is Role.STATE] + _topic_states(reading, holder)
    states = {f.concept for f in told}
    if len(reading.of(Role.STATE)) != len(told) or len(states) > 1 or any(f.negated for f in told):
        return None
    first = attacks[0]
    told_theirs = any(f.role is Role.TURN and f.concept == "opponent_turn" for f in reading.facts)
    if first.concept == "attacked":
        mine = PLAYER2  # the other player アイサツs the asker's character: they are the turn player (704.1)
    elif holder.owner == "opponent" and not told_theirs:
        mine = PLAYER1  # the asker アイサツs one of the opponent's characters (704.1: the turn player)
    else:
        return None
    if (seat(holder.owner, mine) or PLAYER2) != PLAYER2:
        return None  # the keyword's card is the attacked player's
    attacked = _attacked_card(reading, first, holder)
    if not attacked:
        return None  # no attacked card read, or the keyword's own card attacked: no change to make
    if any(
        n is not holder.noun and n is not attacked and n.owner in (None, holder.owner)
        for n in reading.of(Role.CARD)
    ):
        return None  # 「BじゃなくてキャラCに」: a third card of the asker's side — which is meant is not read
    # 「耐久力2のキャラA」: a told stat is run on its card (none changes 1402's answer)
    stats = _stats(reading, described or [], holder, attacked)
    if stats is None:
        return None
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツするキャラ", "karate": 1, **stats["a"]}]},
        PLAYER2: {
            "field": [
                {"id": "v", "name": "アイサツされたキャラ", "durability": 2, **stats["v"]},
                {
                    "id": "i",
                    "name": f"{keyword}を持つキャラ",
                    "durability": 2,
                    **stats["i"],
                    "keywords": [keyword],
                    **({"bowed": states == {"rested"}} if states else {}),
                },
            ]
        },
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": "v"},
            {"kind": "interrupt", "player": PLAYER2, "card": "i"},
        ],
    }
    other = PLAYER1 if mine == PLAYER2 else PLAYER2
    who = Sides(mine, {mine: "自分", other: "相手"})
    notes = [NOTE]
    if not any(f.concept == "unused_this_turn" for f in acts):
        notes.append(UNUSED_NOTE)

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
        f"{GAME}.plan.interrupt_cover", payload, tell(head, who, ("interrupt", "rejected"), 3), tuple(notes)
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
    if len(named) != 1 or named[0].owner is None or OFF_FIELD.search(text, 0, attack.start):
        return None  # 「相手の手札のキャラにアイサツできる?」: no card on the field (704.4)
    if OPPONENT_SUBJECT.search(text, 0, attack.start):
        return None  # 「相手が、相手自身のキャラに…」: the opponent told as the one declaring
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
