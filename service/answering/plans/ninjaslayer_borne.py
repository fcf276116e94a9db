"""ニンジャスレイヤー plan: a character bearing the damage of an アイサツ made this turn, then a ±X/±Y put
on it — is it killed? 「相手の耐久力4のキャラ、俺のアイサツで2ダメージ負ってる。そいつに『このターン
-1/-2』のコトダマを撃った。落ちる?」 is yes: the damage stays through the turn (1317.1) and the rule
check kills a character whose damage is at least its 耐久力 (1303.2, 1004.1).

Run: the turn of the アイサツ's player — the one whose character is not the damaged card (704.4: the
turn player アイサツs the opponent's characters). A character of theirs (its カラテ taken as the damage
told, named in the notes) アイサツs the card, the イクサ passes (its windows passed), then that player's
コトダマ gives the ±X/±Y to the card (1207, 1303). Read from the facts: one card with its 耐久力, one
アイサツ told only as the source of the damage it bears (「アイサツされて2ダメージ負ってる」「俺のアイサツで
既に2ダメ負ってる」), one ±X/±Y after it; the damage a 負う (borne), its owner told. Anything else
(another damage, a turn passed, a keyword, the other player casting) declines.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, cards
from service.answering.plans.ninjaslayer_fight import _gain, _spec
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, tell
from service.engine.scenario import SimulationResult

# between the アイサツ and the damage it left: 「…されて」「…で既に」「…によって」 (a 「1回」 before it aside)
_BORNE_FROM = re.compile(r"(?:され|し)?て?\s*(?:で|によって|により)?\s*[、,]?\s*(?:既に|すでに|もう)?\s*")
# 「このターン-1/-2」「このターン、-0/-2」: the ±X/±Y lasts this turn (505.3b) — still on at the kill
_THIS_TURN = re.compile(r"(?:この|今)ターン(?:の間|中|だけ)?\s*[、,]?\s*(?:は)?\s*$")
# the owner words of the player who casts, right before the コトダマ (「俺がコトダマ」「相手がコトダマで」)
_CASTER = re.compile(r"(自分|俺|私|こっち|こちら|相手|向こう)\s*(?:が|は|も)?\s*(?:手札の)?\s*$")
_SELF = ("自分", "俺", "私", "こっち", "こちら")
# the card the ±X/±Y is put on, named back after the damage: 「そいつに撃った」「そこに」「そのキャラに」
_SAME = re.compile(
    r"(?:そいつ|あいつ|こいつ|そこ|そのキャラ(?:クター)?|同じキャラ(?:クター)?|それ)\s*(?:に|へ|を対象)"
)
_ANOTHER = re.compile(r"別の|他の|ほかの|もう\s*(?:1|一)\s*(?:人|体|枚)|残りの")
_TURN = {PLAYER1: "self_turn", PLAYER2: "opponent_turn"}


def _borne(reading: Reading) -> tuple[Fact, Fact] | None:
    """(the アイサツ, the damage it left) when the one アイサツ told is where the borne damage came from."""
    attacks = [f for f in reading.of(Role.ACTION) if f.concept in ("aisatsu", "attacked")]
    damages = [f for f in reading.of(Role.ACTION) if f.concept == "damage"]
    if len(attacks) != 1 or len(damages) != 1 or attacks[0].negated or damages[0].negated:
        return None
    attack, hit = attacks[0], damages[0]
    if hit.start < attack.end or not isinstance(hit.value, int) or "負" not in hit.text:
        return None  # 「2ダメージ負ってる」: the damage borne now, told after its アイサツ
    between = re.sub(r"^\s*(?:[0-9]+\s*(?:回|度))", "", reading.text[attack.end : hit.start])
    between = re.sub(r"[0-9]+\s*(?:回|度)\s*$", "", between)
    return (attack, hit) if _BORNE_FROM.fullmatch(between) else None


def borne_modify(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "destroyed":
        return None  # 「どうなる?」 is answered by the game's state, not this card's fate
    found = _borne(reading)
    described = cards(reading)
    mods = [f for f in reading.of(Role.MODIFIER) if not f.negated]
    gain = _gain(reading)
    if found is None or described is None or len(described) != 1 or gain is None or len(mods) != 1:
        return None
    attack, hit = found
    card, mod = described[0], mods[0]
    durability = card.stat("durability")
    if durability is None or card.owner not in ("self", "opponent") or card.keywords():
        return None
    if not (card.start < attack.start and hit.end <= mod.start):
        return None  # the card, then its アイサツ and damage, then the ±X/±Y put on it
    if not _SAME.search(reading.text, hit.end) or _ANOTHER.search(reading.text, hit.end):
        return None  # the ±X/±Y must be told put on that card (「そいつに撃った」), not 「別のキャラに」
    if any(f.concept == "turn_passed" for f in reading.of(Role.TURN)):
        return None  # a turn between: the damage gone at its end (505.3a), not this run
    if not _THIS_TURN.search(reading.text[: mod.start].rstrip("「『")) and gain[1] > 0:
        return None  # a lasting gain of 耐久力 kept alive: this run only ends no turn, but say no more
    # the turn player is the アイサツ's: the player whose character is not the damaged one
    mine = PLAYER1 if card.owner == "opponent" else PLAYER2
    foe = PLAYER2 if mine == PLAYER1 else PLAYER1
    turns = {f.concept for f in reading.of(Role.TURN) if f.concept in ("self_turn", "opponent_turn")}
    if turns - {_TURN[mine]}:
        return None  # 「相手のターンに、相手のキャラがアイサツされて」: the turn told is not the アイサツ's
    terms = [f for f in reading.of(Role.TERM) if f.concept == "kotodama" and f.start >= hit.end]
    if len(terms) != 1:
        return None
    caster = _CASTER.search(reading.text, max(0, terms[0].start - 8), terms[0].start)
    if caster is not None and (caster.group(1) in _SELF) != (mine == PLAYER1):
        return None  # the other player's コトダマ (in the turn player's イクサ: another window, not run)
    # the damage the card bears is held by the card (the アイサツ that dealt it is over: a カラテ no
    # question gives would decide otherwise — reading/assumed_stat reruns it and withholds a fate it turns)
    spec = _spec(card, "b", "ダメージを負ったキャラ") | {"damage": int(hit.value or 0)}
    attacker = {"id": "a", "name": "アイサツしたキャラ", "karate": 0, "durability": 9}
    stats = {"karate": gain[0], "durability": gain[1]}
    kotodama = {
        "id": "k",
        "name": "撃ったコトダマ",
        "kind": "kotodama",
        "cost": 1,
        "effects": [
            {"effect": "modify", "stats": stats, "duration": "end_of_turn", "targets": [{"card": "b"}]}
        ],
    }
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [attacker], "etel": 1, "hand": [kotodama]},
        PLAYER2: {"field": [spec]},
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": "b"},
            {"kind": "pass", "player": PLAYER1},  # the インターラプト・ステップ's window
            {"kind": "pass", "player": PLAYER1},  # the イクサダメージ・ステップ's window
            {"kind": "kotodama", "player": PLAYER1, "card": "k"},
        ],
    }
    who = Sides(mine, {mine: "自分", foe: "相手"})
    notes = (
        f"アイサツしたキャラクターのカラテは、負ったダメージと同じ{hit.value}として、そのターンのイクサの後に"
        "コトダマを撃ったものとしてシミュレーションしています。",
    )
    now = durability + gain[1]

    def head(sim: SimulationResult) -> str:
        if any(c["uid"] == "b" for c in cards_in(sim, PLAYER2, "ohigan")):
            return (
                f"殺されます。負っているダメージ{hit.value}点は同じターンの間残り(1317.1)、耐久力が{now}になった"
                "時点で負っているダメージが耐久力以上なので、ルール処理で殺されます(1303.2、1004.1)"
            )
        return f"殺されません。負っているダメージ{hit.value}点は耐久力{now}未満です(1004.1)"

    return BuiltScenario(
        f"{GAME}.plan.borne_modify", payload, tell(head, who, ("damage", "modify", "move"), 5), notes
    )


# 「相手の耐久力4のキャラ、俺のターン中に1回アイサツされて…」: the sentence opens with the opponent's card
# as its topic (a comma or は after it) and its passive アイサツ is that card's
_TOPIC = re.compile(r"\s*(?:[(（][^()（）]{0,20}[)）])?\s*(?:[、,]|は|って|も)")


def patient_told(reading: Reading) -> Reading:
    """REREAD: a passive 「アイサツされ」 undergone by the opponent's character named as its sentence's
    topic is the asker's アイサツ (704.4: the turn player アイサツs the opponent's characters) — read as
    the active ``aisatsu``, not ``attacked`` (the asker's side attacked, the opponent's turn)."""
    text, swapped = reading.text, {}
    for act in reading.of(Role.ACTION):
        if act.concept != "attacked" or act.negated:
            continue
        start = max(text.rfind(c, 0, act.start) for c in "。?？!！\n") + 1
        before = [f for f in reading.facts if start <= f.start and f.end <= act.start]
        turns = [f for f in before if f.role is Role.TURN]
        owned = [
            f
            for f in before
            if f.role in (Role.OWNER, Role.CARD)
            and f.owner is not None
            and not any(t.start <= f.start and f.end <= t.end for t in turns)  # 「俺のターン」's 俺
        ]
        nouns = [f for f in before if f.role is Role.CARD]
        if (
            len(nouns) != 1
            or {f.owner for f in owned} != {"opponent"}
            or not _TOPIC.match(text, nouns[0].end)
        ):
            continue
        if any(f.role is Role.TURN and f.concept == "opponent_turn" for f in reading.facts):
            continue  # 「相手のターンに」: whose turn it is is told otherwise
        swapped[act] = dataclasses.replace(act, concept="aisatsu")
    if not swapped:
        return reading
    return dataclasses.replace(reading, facts=tuple(swapped.get(f, f) for f in reading.facts))
