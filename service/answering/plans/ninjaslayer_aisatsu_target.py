"""ニンジャスレイヤー plan: may the turn player's character アイサツ the opponent player, or one of the
opponent's characters, whatever the opponent's characters in play and their state?

704.4: the アイサツ対象 is the opponent player or one character on the opponent's field — no condition
on the target's state and none on other characters being in play: 「相手の場にキャラが2人いるけど、
相手プレイヤーに直接アイサツできる?」「相手のオジギ状態のキャラにアイサツできる?」 are yes.

Run: the asker's イクサフェイズ; an upright vanilla character of theirs アイサツs the target told; the
opponent's characters as the question tells them (count, state). The character the asker アイサツs with
may be told (「アンタイ・オジギ状態の自分のキャラで」「俺のオジギしてるキャラで」): its state is the
attacker's (704.3a-1: a bowed one is refused); so may the opponent's turn (「相手のターン中に、自分の
キャラで…」): the asker is then the non-turn player, whose declaration 704.3 refuses (audit 17a). The plan
declines what else changes the declaration: a stat or keyword told of the asker's side, a card text or an
effect (「アイサツできない」 effects), another action, and a target that is not the opponent (their own
characters: `aisatsu_target`).
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
# 「相手のキャラはオジギしてる。そいつにアイサツできる?」: the card the sentence before tells, pointed back to
# (style audit 18c)
_TO_REFERRED = re.compile(
    r"\s*(?:は|が|って|も)[^。?？!！「」]{0,16}[。!！]\s*"
    r"(?:そいつ|こいつ|それ|(?:その|この)\s*(?:キャラ(?:クター)?|ニンジャ))\s*(?:に|へ)\s*(?:直接|そのまま)?\s*$"
)
# a card text or an effect that could forbid or redirect the declaration
_TEXT = re.compile(r"「|『|効果|能力|禁止|できなくな|選べな|対象に(?:なら|できな|できず)")
# what may stand between the アイサツ and its can-ask (「アイサツできる?」「アイサツして(も)いい?」)
_ASKED = re.compile(r"\s*(?:し|して|しに)?\s*(?:も)?\s*(?:行|い)?\s*")
# 「そいつを直接アイサツ対象に選べる?」「相手プレイヤーをアイサツ対象にできる?」: the target named as the
# object of choosing it as the アイサツ対象 (704.4) — the target is the noun before を
_OBJECT = re.compile(r"を\s*[、,]?\s*(?:直接|そのまま)?\s*$")
_PLAYER_OBJECT = re.compile(r"(?:相手|向こう)\s*(?:プレイヤー|本体)?\s*を\s*[、,]?\s*(?:直接|そのまま)?\s*$")
_AS_TARGET = re.compile(r"\s*(?:の)?\s*対象\s*(?:に|として)\s*")
# 「自分のキャラで」「俺のキャラ(アンタイ・オジギ)で」: the asker's card told as the one アイサツ is made with
_WITH = re.compile(r"\s*(?:[(（][^)）]{0,20}[)）])?\s*で(?!も)")
_MAX_FIELD = 5
NOTE = (
    "アイサツするのは自分のアンタイ・オジギ状態のキャラ(能力なし)として、相手の場のキャラは質問の"
    "とおりに置いてシミュレーションしています(アイサツ対象の適正さはこれらの数値によりません)。"
)


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.NEUTRAL, Role.OWNER):
        return f.role is not Role.OWNER or f.owner in ("opponent", "self")  # 自分: `_attacker`
    if f.role is Role.TERM:
        return f.concept in ("アイサツ", "プレイヤー")
    if f.role is Role.TURN:
        return f.concept in ("self_turn", "opponent_turn") and not f.negated
    if f.role is Role.STATE:
        if f.concept == FORBIDDEN:  # 「「このキャラクターはアイサツできない」を持つ俺のキャラ」 (704.3a-2)
            return f.owner in ("opponent", "self") and not f.negated
        # 「寝てない」「オジギしてない」: a bowed state denied is the upright one (303.1); the asker's state
        # is the attacker's (`_attacker`)
        return f.owner in ("opponent", "self") and (
            f.concept == "rested" or (f.concept == "active" and not f.negated)
        )
    if f.role is Role.QUANTITY:
        return f.concept == "field_count" and f.owner == "opponent" and isinstance(f.value, int)
    if f.role is Role.CARD:
        return f.concept == "character" and f.owner in ("opponent", "self")
    if f.role is Role.ACTION:
        return f.concept in ("aisatsu", "target") and not f.negated
    return False


# a character's quoted 「このキャラクターはアイサツできない」 (704.3a-2): a state the engine holds
FORBIDDEN = "no_aisatsu"


def _unquoted(reading: Reading) -> str:
    """The question without the quotes read whole as a forbidden アイサツ (the engine's no_aisatsu)."""
    text = reading.text
    for f in reading.of(Role.STATE):
        if (
            f.concept == FORBIDDEN
            and text[f.start - 1 : f.start] in "「『"
            and text[f.end : f.end + 1] in "」』"
        ):
            text = text[: f.start - 1] + " " * (f.end - f.start + 2) + text[f.end + 1 :]
    return text


def _forbidden(reading: Reading, owner: str) -> bool:
    return any(f.concept == FORBIDDEN and f.owner == owner for f in reading.of(Role.STATE))


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


def _attacker(reading: Reading, attack: Fact) -> bool | None:
    """Whether the asker's character the アイサツ is made with is told bowed (False when told upright or
    not told); None when the asker's side is told otherwise than as that one card before 「で」 and its
    one state before it (704.3a-1)."""
    text = reading.text
    mine = [f for f in reading.of(Role.CARD) if f.owner == "self"]
    states = [f for f in reading.of(Role.STATE) if f.owner == "self" and f.concept != FORBIDDEN]
    if not mine:
        return False if not states else None
    card = mine[0]
    if len(mine) > 1 or card.end > attack.start or not _WITH.match(text, card.end):
        return None
    if len(states) > 1 or any(f.start > card.start for f in states):
        return None
    return bool(states) and _state(states[0]) == "rested"


def opponent_target(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or _TEXT.search(_unquoted(reading)):
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
    bowed_attacker = _attacker(reading, attack)
    if bowed_attacker is None:
        return None
    owners = [f for f in reading.of(Role.OWNER) if f.end <= attack.start and f.owner == "opponent"]
    cards = [f for f in reading.of(Role.CARD) if f.end <= attack.start and f.owner == "opponent"]
    to_card = bool(cards) and any(
        p.fullmatch(text[cards[-1].end : attack.start]) is not None for p in (_TO_CARD, _TO_REFERRED)
    )
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
    states = {_state(f) for f in reading.of(Role.STATE) if f.owner == "opponent" and f.concept != FORBIDDEN}
    if len(counts) > 1 or len(states) > 1 or (counts and not 1 <= counts[0] <= _MAX_FIELD):
        return None
    if to_card and (counts or len(cards) != 1):
        return None  # which of several characters is the target is not plain
    theirs = any(f.concept == "opponent_turn" for f in reading.of(Role.TURN))
    if theirs and not any(f.owner == "self" for f in reading.of(Role.CARD)):
        return None  # 「相手のターンに相手のキャラにアイサツできる?」: whose アイサツ is unsaid
    told = bool(counts or cards or states)
    told_mine = theirs or any(f.owner == "self" for f in reading.of(Role.STATE))
    if to_player and not (told or told_mine):
        return None  # nothing told of either field nor the turn: the plain case has no question to it
    bowed = states == {"rested"}
    field = [
        {"id": f"x{i}", "name": "アイサツされるキャラ" if to_card else "相手の場のキャラ", "bowed": bowed}
        for i in range(counts[0] if counts else int(told or to_card))
    ]
    if _forbidden(
        reading, "opponent"
    ):  # 「相手のキャラが「…アイサツできない」を持ってる」: its own アイサツ only
        if len(field) != 1:
            return None  # which of the opponent's characters holds it is not told
        field[0]["no_aisatsu"] = True
    me, foe = (PLAYER2, PLAYER1) if theirs else (PLAYER1, PLAYER2)
    attacker: dict[str, Any] = {"id": "a", "name": "アイサツするキャラ", "bowed": bowed_attacker}
    if _forbidden(reading, "self"):
        attacker["no_aisatsu"] = True  # 704.3a-2: the engine refuses its declaration
    payload: dict[str, Any] = {
        "phase": "ikusa",
        me: {"field": [attacker]},
        foe: {"field": field},
        "actions": [{"kind": "aisatsu", "player": me, "attacker": "a", "target": "x0" if to_card else foe}],
    }
    who = Sides(me, {me: "自分", foe: "相手"})

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return "できません(アイサツするのはターンプレイヤーです)" if theirs else "できません"
        if to_card:
            return "できます。相手の場のキャラは、状態にかかわらずアイサツ対象として選べます"
        if not told:
            return "できます"
        return "できます。相手の場にキャラがいても、アイサツ対象として相手プレイヤーを選べます"

    return BuiltScenario(
        f"{GAME}.plan.opponent_target", payload, tell(head, who, ("aisatsu", "rejected"), 3), (NOTE,)
    )
