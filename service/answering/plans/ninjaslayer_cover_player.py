"""ニンジャスレイヤー plan: the other player アイサツs the asker (the player) — can the asker's
character with インターラプト / インターラプト・カイゼン change the アイサツ対象 to itself? Either may when
the target is its controller (1402.2, 1402.3), once per turn (705.3a-1: a scenario starts with none
used this turn).

The case `ninjaslayer_cover.interrupt_cover` leaves out (an アイサツ made to a character): built from an
アイサツ made to the asker told as a player (「自分(プレイヤー)にアイサツしてきた」「俺に直接アイサツ」),
and one described character of the asker's with the keyword — on the asker's side (a keyword of the
opponent's card changes nothing of the asker's). Its state (オジギ or not) does not matter to 1402
and is run as told; the stats no fact gives are defaults named in notes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, cards
from service.answering.plans.ninjaslayer_cover import NOTE, UNUSED_NOTE, elsewhere
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, refusal, tell
from service.engine.scenario import SimulationResult

_INTERRUPTS = frozenset({"インターラプト", "インターラプト・カイゼン"})
_ACTS = frozenset({"attacked", "unused_this_turn"})
# 「自分(プレイヤー)に」「俺に直接」「こっち本体に」: the asker as a player, right before the アイサツ
_AT_ME = re.compile(
    r"(?:自分|俺|私|僕|こっち|こちら)\s*(?:\(\s*プレイヤー\s*\)|本体|自身|プレイヤー)?\s*(?:に|へ)\s*"
    r"(?:直接|直に)?\s*$"
)


def _at_me(text: str, attack: Fact) -> bool:
    start = max(text.rfind(c, 0, attack.start) for c in "。?？!！、") + 1
    return _AT_ME.search(text[start : attack.start]) is not None


def _named(text: str, f: Fact) -> bool:
    """The アイサツ named as the thing changed (「アイサツ対象を」「アイサツを引き受けられる?」), or the
    change itself asked (「引き受けられる?」): no act told."""
    if f.concept == "change_target":
        return re.match(r"\s*(?:ら)?れ(?:る|ます)|\s*(?:でき|出来)", text[f.end :]) is not None
    return f.concept == "aisatsu" and text.startswith(("対象", "を引き受け", "を受け", "の対象"), f.end)


# 「こっちにはオジギ状態のインターラプト持ちがいる」: the keyword names the card, placed on a player's side
_PLACED = re.compile(
    r"(自分|俺|私|僕|こっち|こちら)\s*(?:の場|の場所)?\s*に\s*(?:は)?\s*([^。、?？!！]{0,12}?)$"
)
_STATE_OF = re.compile(r"\s*(?:状態)?\s*の\s*$")


def _placed_holder(reading: Reading) -> tuple[Fact, list[Fact]] | None:
    """The keyword told held (「…持ちがいる」) on the asker's side with no card noun, and its states."""
    text = reading.text
    held = [k for k in reading.of(Role.KEYWORD) if text.startswith("持ち", k.end)]
    if len(held) != 1:
        return None
    k = held[0]
    start = max(text.rfind(c, 0, k.start) for c in "。?？!！、") + 1
    placed = _PLACED.search(text[start : k.start])
    if k.owner not in (None, "self") or placed is None:
        return None
    states = [f for f in reading.of(Role.STATE) if start <= f.start and f.end <= k.start]
    if any(not _STATE_OF.fullmatch(text[f.end : k.start]) for f in states):
        return None
    return k, states


def interrupt_player(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or reading.of(Role.STAT, Role.QUANTITY):
        return None
    if any(not (f.concept == "prevent" and f.negated) for f in reading.of(Role.MODIFIER)):
        return None  # only 「対象変更を防ぐ能力はなし」: nothing prevents the change (705.3a-2)
    # 「アイサツ対象を変えられる?」「アイサツを引き受けられる?」: the アイサツ named as the changed thing
    actions = [f for f in reading.of(Role.ACTION) if not _named(reading.text, f)]
    attacks = [f for f in actions if f.concept == "attacked" and not f.negated]
    if len(attacks) != 1 or any(f.concept not in _ACTS or f.negated for f in actions):
        return None  # a use told (705.3a-1: interrupt_again), or another act
    if not _at_me(reading.text, attacks[0]):
        return None
    if elsewhere(reading.text):
        return None  # 「…いたけど、オヒガンに行った」「…は手札にいる」: no keyword card on the field (1402.2)
    if any(f.negated for f in reading.of(Role.KEYWORD)):
        return None
    # 「インターラプト・ステップで」: a step, no card's keyword
    words = {f.concept for f in reading.of(Role.KEYWORD) if f.concept != "interrupt_step"}
    if len(words) != 1 or not words <= _INTERRUPTS:
        return None
    keyword = next(iter(words))
    described = cards(reading)
    if described:
        holders = [c for c in described if c.keywords()]
        if len(holders) != 1 or holders[0].keywords() != [keyword] or holders[0].owner != "self":
            return None
        if any(c.owner == "self" and c is not holders[0] for c in described):
            return None  # another card of the asker's: which one is aimed at is the question's to tell
        told = [f for f in holders[0].facts if f.role is Role.STATE]
    else:
        placed = _placed_holder(reading)
        if placed is None:
            return None
        told = placed[1]
    states = {f.concept for f in told if not f.negated}
    if len(states) > 1 or len(reading.of(Role.STATE)) != len(told) or any(f.negated for f in told):
        return None  # a state of another card, or two of one
    spec: dict[str, Any] = {
        "id": "i",
        "name": f"{keyword}を持つキャラ",
        "durability": 2,
        "keywords": [keyword],
    }
    if states:
        spec["bowed"] = states == {"rested"}
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツするキャラ", "karate": 1, "kousaku": 1}]},
        PLAYER2: {"field": [spec]},
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": PLAYER2},
            {"kind": "interrupt", "player": PLAYER2, "card": "i"},
        ],
    }
    who = Sides(PLAYER2, {PLAYER2: "自分", PLAYER1: "相手"})
    notes = [NOTE]
    if not any(f.concept == "unused_this_turn" for f in actions):
        notes.append(UNUSED_NOTE)

    def head(sim: SimulationResult) -> str:
        why = refusal(sim)
        if why is not None:
            return f"できません({why})"
        return (
            f"できます。アイサツ対象が{keyword}を持つキャラの支配者(自分)なので、1ターンに一度、"
            "アイサツ対象をそのキャラに変更できます"
        )

    return BuiltScenario(
        f"{GAME}.plan.interrupt_player", payload, tell(head, who, ("interrupt", "rejected"), 3), tuple(notes)
    )
