"""ニンジャスレイヤー plan: may the turn player's character アイサツ the opponent player, or one of the
opponent's characters, whatever the opponent's characters in play and their state?

704.4: the アイサツ対象 is the opponent player or one character on the opponent's field — no condition
on the target's state and none on other characters being in play: 「相手の場にキャラが2人いるけど、
相手プレイヤーに直接アイサツできる?」「相手のオジギ状態のキャラにアイサツできる?」 are yes.

Run: the asker's イクサフェイズ; an upright vanilla character of theirs アイサツs the target told; the
opponent's characters as the question tells them (count, state). The plan declines what changes the
declaration: a state, stat or keyword told of the asker's side (the attacker's state decides,
704.3a-1), a card text or an effect (「アイサツできない」 effects), another action, the opponent's turn,
and a target that is not the opponent (their own characters: `aisatsu_target`).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, OFF_FIELD, OPPONENT_SUBJECT, asks
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, refusal, tell
from service.engine.scenario import SimulationResult

# 「相手プレイヤーに直接」「相手に」「相手本体に」: the opponent player as the target, before the アイサツ
_TO_PLAYER = re.compile(r"\s*(?:プレイヤー|本体)?\s*(?:に|へ)\s*(?:直接|そのまま|直)?\s*$")
_TO_CARD = re.compile(r"\s*(?:に|へ)\s*(?:直接|そのまま)?\s*$")
# a card text or an effect that could forbid or redirect the declaration
_TEXT = re.compile(r"「|『|効果|能力|禁止|できなくな|選べな|対象に(?:なら|できな|できず)")
# what may stand between the アイサツ and its can-ask (「アイサツできる?」「アイサツして(も)いい?」)
_ASKED = re.compile(r"\s*(?:し|して|しに)?\s*(?:も)?\s*(?:行|い)?\s*")
# 「そいつを直接アイサツ対象に選べる?」「相手プレイヤーをアイサツ対象にできる?」: the target named as the
# object of choosing it as the アイサツ対象 (704.4) — the target is the noun before を
_OBJECT = re.compile(r"を\s*[、,]?\s*(?:直接|そのまま)?\s*$")
_PLAYER_OBJECT = re.compile(r"(?:相手|向こう)\s*(?:プレイヤー|本体)?\s*を\s*[、,]?\s*(?:直接|そのまま)?\s*$")
_AS_TARGET = re.compile(r"\s*(?:の)?\s*対象\s*(?:に|として)\s*")
_MAX_FIELD = 5
NOTE = (
    "アイサツするのは自分のアンタイ・オジギ状態のキャラ(能力なし)として、相手の場のキャラは質問の"
    "とおりに置いてシミュレーションしています(アイサツ対象の適正さはこれらの数値によりません)。"
)


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.NEUTRAL, Role.OWNER):
        return f.role is not Role.OWNER or f.owner == "opponent"
    if f.role is Role.TERM:
        return f.concept in ("アイサツ", "プレイヤー")
    if f.role is Role.TURN:
        return f.concept == "self_turn" and not f.negated
    if f.role is Role.STATE:
        # 「寝てない」「オジギしてない」: a bowed state denied is the upright one (303.1)
        return f.owner == "opponent" and (f.concept == "rested" or (f.concept == "active" and not f.negated))
    if f.role is Role.QUANTITY:
        return f.concept == "field_count" and f.owner == "opponent" and isinstance(f.value, int)
    if f.role is Role.CARD:
        return f.concept == "character" and f.owner == "opponent"
    if f.role is Role.ACTION:
        return f.concept in ("aisatsu", "target") and not f.negated
    return False


def _state(f: Fact) -> str:
    """The state a fact tells: a denied オジギ is アンタイ・オジギ."""
    return "active" if f.concept == "rested" and f.negated else f.concept


def _declared(reading: Reading) -> tuple[Fact, int] | None:
    """The アイサツ asked about and where its can-ask may begin: 「…にアイサツできる?」, or 「…をアイサツ
    対象に選べる?」 (the アイサツ, then 対象に and the choosing)."""
    acts = reading.of(Role.ACTION)
    kinds = [f.concept for f in acts]
    if kinds == ["aisatsu"]:
        as_target = _AS_TARGET.match(reading.text, acts[0].end)  # 「…をアイサツ対象にできる?」
        return acts[0], as_target.end() if as_target is not None else acts[0].end
    if kinds == ["aisatsu", "target"] and _AS_TARGET.fullmatch(reading.text[acts[0].end : acts[1].start]):
        return acts[0], acts[1].end
    return None


def opponent_target(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or _TEXT.search(reading.text):
        return None
    if not all(_fits(f) for f in reading.facts):
        return None
    declared = _declared(reading)
    if declared is None:
        return None
    (attack, asked_from), text = declared, reading.text
    ask = next((f for f in reading.asks() if f.concept == "can"), None)
    if ask is None or not _ASKED.fullmatch(text[asked_from : ask.start]):
        return None  # 「アイサツしたら、そいつらが割り込める?」: another act is asked after the アイサツ
    owners = [f for f in reading.of(Role.OWNER) if f.end <= attack.start]
    cards = [f for f in reading.of(Role.CARD) if f.end <= attack.start]
    to_card = bool(cards) and _TO_CARD.fullmatch(text[cards[-1].end : attack.start]) is not None
    to_player = bool(owners) and _TO_PLAYER.fullmatch(text[owners[-1].end : attack.start]) is not None
    if asked_from != attack.end or "対象" in attack.text:  # 「…をアイサツ対象に選べる?」: を's object
        before = text[: attack.start]
        to_player = _PLAYER_OBJECT.search(before) is not None
        to_card = not to_player and len(cards) == 1 and _OBJECT.search(before) is not None
    if to_card == to_player:
        return None  # no target read before the アイサツ (or both)
    if OFF_FIELD.search(text, 0, attack.start):
        return None  # 「相手の手札のキャラをアイサツ対象に選べる?」: no card on the field (704.4)
    if OPPONENT_SUBJECT.search(text, 0, attack.start):
        return None  # 「相手は、相手自身のキャラを…」: the opponent told as the chooser
    counts = [int(f.value or 0) for f in reading.of(Role.QUANTITY)]
    states = {_state(f) for f in reading.of(Role.STATE)}
    if len(counts) > 1 or len(states) > 1 or (counts and not 1 <= counts[0] <= _MAX_FIELD):
        return None
    if to_card and (counts or len(cards) != 1):
        return None  # which of several characters is the target is not plain
    if to_player and not (counts or cards or states):
        return None  # nothing told of the opponent's field: the plain case has no question to it
    bowed = states == {"rested"}
    field = [
        {"id": f"x{i}", "name": "アイサツされるキャラ" if to_card else "相手の場のキャラ", "bowed": bowed}
        for i in range(counts[0] if counts else 1)
    ]
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツするキャラ"}]},
        PLAYER2: {"field": field},
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": "x0" if to_card else PLAYER2}
        ],
    }
    who = Sides(PLAYER1, {PLAYER1: "自分", PLAYER2: "相手"})

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return "できません"
        if to_card:
            return "できます。相手の場のキャラは、状態にかかわらずアイサツ対象として選べます"
        return "できます。相手の場にキャラがいても、アイサツ対象として相手プレイヤーを選べます"

    return BuiltScenario(
        f"{GAME}.plan.opponent_target", payload, tell(head, who, ("aisatsu", "rejected"), 3), (NOTE,)
    )
