"""ニンジャスレイヤー plan: a character entered while a card is still on the コトダマ空間.

1206.1 / 602.1: the player with priority may enter a character card in their own キャラクターフェイズ
only when no card, ability or damage check is on the コトダマ空間 — 「コトダマがまだ解決されずに
コトダマ空間に乗ってる状態で、手札のキャラをエントリーできる?」 is refused whoever's コトダマ it is.

Run: the asker's キャラクターフェイズ, a コトダマ entered and unresolved, then the character's entry
tried at once (``now``). The engine offers priority while a player could enter a コトダマ (802.4), so
the asker holds a second コトダマ (named in the notes; what is on the コトダマ空間 decides, not whose).
An ability told waiting there (「起動能力がコトダマ空間に乗ってて」) is run as such a コトダマ, named in the
notes (1206.1 names cards and abilities alike). The question must say the コトダマ is still there
(「乗ってる」「まだ解決されてない」); a question in the opponent's turn, or with counts, stats or keywords,
is not this plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, sides
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, refusal, tell
from service.engine.scenario import SimulationResult

# the コトダマ still on the コトダマ空間 when the entry is asked
_UNRESOLVED = re.compile(
    r"コトダマ空間(?:に|には|の上に)[^。?？!！]{0,16}?(?:乗って|載って|乗った|置かれて|残って|積まれて|ある)"
    r"(?!\s*(?:い|お)?(?:ない|なく|ません|なかっ))"
    r"|(?:まだ)\s*(?:どっちも|どちらも|両方とも?)?\s*解決(?:されて|して)(?:い)?(?:ない|なくて|ません)"
    r"|解決され(?:ず|ないまま)|解決(?:する|される)前"
)
# the コトダマ resolved before the entry (「解決したら」「解決後に」): the コトダマ空間 is empty then
_RESOLVED = re.compile(
    r"解決(?:した|された|し終わっ|され終わっ|し終え)(?:ら|後|あと|た後)|解決後|解決してから|解決されてから"
    # 「…それが解決した。」: told done, not asked (「解決した?」) nor a condition (「解決したら」)
    r"|解決(?:した|された|し(?:終わ|終え)った|され(?:終わ|終え)った|済み|済)(?!い|ら|\s*[?？])"
)
# 「俺の起動能力がコトダマ空間に乗ってて」: an ability waiting there, right before the 乗って phrase
_ABILITY = re.compile(r"(?:起動|誘発|ウケミ)?能力\s*(?:が|は|も)\s*(?:まだ\s*)?コトダマ空間")
ABILITY_NOTE = (
    "コトダマ空間にある能力は、同じくコトダマ空間に置かれる自分のコトダマ1枚としてシミュレーションしています"
    "(カードでも能力でも、コトダマ空間に置かれている間はキャラクターをエントリーできません。1206.1)。"
)
NOTE = (
    "コトダマ空間にあるのは自分のコトダマ1枚としてシミュレーションしています(誰のコトダマでも、"
    "コトダマ空間にカードがある間はキャラクターをエントリーできません)。優先権の場面を作るため、"
    "手札にもう1枚コトダマがあるものとしています。"
)


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL):
        return True
    if f.role is Role.TERM:
        return f.concept in ("kotodama", "キャラクターフェイズ", "エントリー", "プレイヤー")
    if f.role is Role.TURN:
        return f.concept == "self_turn" and not f.negated
    if f.role is Role.CARD:
        return f.concept == "character" and f.owner in (None, "self")
    if f.role is Role.ACTION:
        return f.concept in ("play", "use") and not f.negated
    return False


def entry_on_stack(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or not _UNRESOLVED.search(reading.text) or _RESOLVED.search(reading.text):
        return None
    ability = _ABILITY.search(reading.text)
    told = any(f.role is Role.TERM and f.concept == "kotodama" for f in reading.facts)
    if told == bool(ability):
        return None  # neither on the コトダマ空間, or a コトダマ and an ability both told: which waits?
    if not all(_fits(f) for f in reading.facts):
        return None
    asked = asked_action(reading)
    if asked is None or asked.concept != "play":
        return None
    # the asked entry is a character's (「手札のキャラ出せる?」): a card noun in its sentence before it
    start = max(reading.text.rfind(c, 0, asked.start) for c in "。?？!！") + 1
    if not any(start <= f.start < asked.start for f in reading.of(Role.CARD)):
        return None
    if not re.search(r"キャラ(?:クター)?\s*フェ[イー]ズ|キャラフェ", reading.text):
        return None  # 1206.1: the asker's own キャラクターフェイズ must be the moment told
    hand = [
        {"id": "k", "name": "コトダマ空間に置くコトダマ", "kind": "kotodama", "cost": 1},
        {"id": "k2", "name": "手札に残るコトダマ", "kind": "kotodama", "cost": 1},
        {"id": "c", "name": "エントリーしたいキャラ", "cost": 1},
    ]
    payload: dict[str, Any] = {
        "phase": "character",
        PLAYER1: {"etel": 2, "hand": hand},
        "actions": [
            {"kind": "kotodama", "player": PLAYER1, "card": "k"},
            {"kind": "enter", "player": PLAYER1, "card": "c", "now": True},
        ],
    }
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        refused = refusal(sim)
        if refused is not None:
            return (
                "エントリーできません。キャラクターカードは、コトダマ空間にカードや能力やダメージチェック処理が"
                "置かれていない場合のみエントリーできます。コトダマが解決されてからならエントリーできます"
            )
        return "エントリーできます"

    types = ("entry", "rejected", "resolve")
    notes = (NOTE, ABILITY_NOTE) if ability else (NOTE,)
    return BuiltScenario(f"{GAME}.plan.entry_on_stack", payload, tell(head, who, types, 3), notes)
