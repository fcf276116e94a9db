"""ニンジャスレイヤー plan: a コトダマ whose chosen target left the field before it resolved.

「「相手のキャラを1人選び、2ダメージを与える。カードを1枚ドローする。」のコトダマを撃った(撃った後の
手札3枚)。相手が対応してそのキャラを手札に戻した。解決後の手札は何枚?」: 1205.1a — the part of the
effect about the target that is no longer there is not carried out, the rest is (the draw): 3 + 1.

Run: the caster's コトダマ printed with the quoted damage to one character of the other player and
the quoted draw; the other player answers with a コトダマ returning that character to the hand
(named in the notes when the question says only 「場からいなくなった」); both resolve (the answer first,
802.5). Asked: the caster's hand after the resolution, or how many cards the caster draws. The hand
told 「撃った後の手札N枚」 is the count after the entry, 「手札N枚の状態で撃った」 the one before it.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, tell
from service.engine.scenario import SimulationResult

_QUOTES = (("「", "」"), ("『", "』"))
_ASKER = re.compile(r"自分|俺|私|僕|こっち")
_THEM = re.compile(r"相手|向こう")
_ALLOWED = {
    Role.ACTION: ("target", "damage", "draw", "return", "left_field", "use", "play"),
    Role.TURN: ("hand_after_cast",),
    Role.CARD: ("character",),
    Role.QUANTITY: ("hand",),
}
LEFT_NOTE = (
    "対象が場を離れた方法は書かれていないので、相手のコトダマで手札に戻ったものとしています(結果は同じです)。"
)
HAND_NOTE = "手札の枚数は書かれていないので、コトダマを撃つ前の手札を4枚としています。"


def _quote(text: str) -> tuple[int, int] | None:
    spans = [(m.start(), m.end()) for o, c in _QUOTES for m in re.finditer(f"{o}[^{c}]*{c}", text)]
    found = [s for s in spans if "選" in text[s[0] : s[1]] and "ドロー" in text[s[0] : s[1]]]
    return found[0] if len(found) == 1 else None


def _caster(text: str, opened: int) -> str | None:
    """Who entered the quoted コトダマ: the subject right before the quote in its sentence."""
    start = max(text.rfind(c, 0, opened) for c in "。?？!！") + 1
    said = text[start:opened]
    m = re.search(r"(自分|俺|私|僕|こっち|相手|向こう)\s*(?:が|は)\s*[^、。]{0,12}$", said)
    if m is None:
        return "self" if not _THEM.search(said) else None
    return "self" if _ASKER.match(m.group(1)) else "opponent"


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM):
        return True
    return not f.negated and f.concept in _ALLOWED.get(f.role, ())


def fizzled_target(reading: Reading) -> BuiltScenario | None:
    text = reading.text
    if asks(reading) != "number" or not all(_fits(f) for f in reading.facts):
        return None
    span = _quote(text)
    if span is None:
        return None
    inside = [f for f in reading.of(Role.ACTION) if span[0] <= f.start < span[1]]
    damage = [f for f in inside if f.concept == "damage" and isinstance(f.value, int)]
    draws = [f for f in inside if f.concept == "draw" and isinstance(f.value, int)]
    targets = [f for f in inside if f.concept == "target" and f.value in (1, None)]
    if len(damage) != 1 or len(draws) != 1 or len(targets) != 1 or len(inside) != 3:
        return None
    if re.search(r"自分の|あなたの", text[span[0] : span[1]]):
        return None  # the caster's own character chosen: its return changes the caster's hand
    left = [f for f in reading.of(Role.ACTION) if f.concept in ("return", "left_field")]
    if not left or any(f.start < span[1] for f in left):
        return None
    if sum(f.concept == "return" for f in left) > 1 or sum(f.concept == "left_field" for f in left) > 1:
        return None  # two cards returned: one may be the caster's own
    caster = _caster(text, span[0])
    if caster is None:
        return None
    hands = [
        *reading.of(Role.QUANTITY),
        *(f for f in reading.of(Role.TURN) if f.concept == "hand_after_cast"),
    ]
    if len(hands) > 1 or any(f.owner not in (None, caster) for f in hands):
        return None
    ask = next(f for f in reading.asks() if f.concept == "number")
    asked_draw = bool(re.match(r"\s*(?:の)?\s*(?:カードを)?\s*(?:ドロー|引)", text[ask.end : ask.end + 8]))
    if not asked_draw and not re.search(r"手札", text[max(0, ask.start - 16) : ask.start]):
        return None  # 「手札は何枚?」 or 「何枚ドローする?」 only
    if not asked_draw and re.search(r"相手の\s*手札|向こうの\s*手札", text) and caster == "self":
        return None  # the other player's hand: the returned card goes there
    notes: list[str] = []
    if hands:
        after = hands[0].concept == "hand_after_cast"
        before = int(hands[0].value or 0) + (1 if after else 0)
        if hands[0].start > span[0] and not after:
            return None  # a hand told after the quote that is not 「撃った後の手札」: a result?
    elif asked_draw:
        before = 4
        notes.append(HAND_NOTE)
    else:
        return None
    if before < 1:
        return None
    if all(f.concept == "left_field" for f in left):
        notes.append(LEFT_NOTE)
    effects = [
        {"effect": "damage", "amount": damage[0].value, "targets": [{"card": "x"}]},
        {"effect": "draw", "amount": draws[0].value},
    ]
    kotodama = {"id": "k", "name": "撃ったコトダマ", "kind": "kotodama", "cost": 1, "effects": effects}
    back = {
        "id": "r",
        "name": "対象を手札に戻すコトダマ",
        "kind": "kotodama",
        "cost": 1,
        "effects": [{"effect": "return_to_hand", "targets": [{"card": "x"}]}],
    }
    # the asker is the turn player (player1); the caster is the asker or the opponent (802.4: either may
    # enter a コトダマ with priority), the other player answers
    cast = PLAYER1 if caster == "self" else PLAYER2
    other = PLAYER2 if cast == PLAYER1 else PLAYER1
    payload: dict[str, Any] = {
        "phase": "character",
        cast: {"etel": 1, "hand": [kotodama, *({"name": "手札のカード"} for _ in range(before - 1))]},
        other: {"etel": 1, "hand": [back], "field": [{"id": "x", "name": "対象のキャラ", "durability": 5}]},
        "actions": [
            {"kind": "kotodama", "player": cast, "card": "k"},
            {"kind": "kotodama", "player": other, "card": "r"},
        ],
    }
    who = Sides(PLAYER1, {PLAYER1: "自分", PLAYER2: "相手"})
    name = who.name(cast)
    drawn = int(draws[0].value or 0)

    def head(sim: SimulationResult) -> str:
        hand = len(cards_in(sim, cast, "hand"))
        reason = (
            f"対象が場を離れて不適正になったので{damage[0].value}ダメージは与えられませんが、対象に関わらない"
            f"{drawn}枚ドローは実行されます(1205.1a)"
        )
        if asked_draw:
            return f"{name}は{drawn}枚ドローします。{reason}"
        return f"解決後、{name}の手札は{hand}枚になります。{reason}"

    types = ("entry", "move", "no_effect", "draw", "resolve")
    return BuiltScenario(f"{GAME}.plan.fizzled_target", payload, tell(head, who, types, 6), tuple(notes))
