"""ニンジャスレイヤー plan: a quoted 「手札をN枚(選んで)捨てて、M枚ドローしてもよい」 resolving with the
stated hand (issue 11, round 9).

「捨てて」 is a cost (1203.7), paid when the ability resolves by its controller (1203.7a); a cost that
cannot be carried out even in part cannot be paid (1203.2), and the effect (the draw) is then not
carried out. Built from the facts: the quoted text (its discard count and draw count), the hand told
(the controller's), and whether the draw can happen asked. The run resolves the draw with its discard
cost (`discard_cost`, 1203.7) in the キャラクターフェイズ.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, quantities
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, tell
from service.engine.scenario import SimulationResult

# 「手札を1枚選んで捨てて、2枚ドローしてもよい」: the cost's count, then the effect's
_OPTIONAL = re.compile(
    r"手札\s*(?:から|を)\s*([0-9]+)\s*枚\s*(?:選んで)?\s*捨てて\s*[、,]?\s*(?:カードを)?\s*([0-9]+)\s*枚\s*"
    r"(?:ドロー|引いて|引く)\s*(?:して)?\s*もよい"
)
_QUOTE = re.compile(r"「([^「」]*)」")
# after the text, the draw asked without its discard: 「捨てずに」「捨てないで」「払わずに」「ドローだけ」
_UNPAID = re.compile(r"捨て(?:ず|ない|なく|ませ)|払わ(?:ず|ない|なく)|支払わ|だけ")


def optional_draw(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or reading.of(Role.STAT, Role.CARD, Role.KEYWORD, Role.STATE, Role.MODIFIER):
        return None
    quotes = list(_QUOTE.finditer(reading.text))
    if len(quotes) != 1:
        return None
    found = _OPTIONAL.search(quotes[0].group(1))
    if found is None or re.search(r"相手|対戦相手", quotes[0].group(1)):
        return None  # one cost and one draw, the controller's own (1203.7a)
    if _other_act(reading, quotes[0].start(), quotes[0].end()):
        return None  # 「手札0枚。その前に1枚引いた。「…」が解決」: an act the run would not carry
    cost, drawn = int(found.group(1)), int(found.group(2))
    if any(
        not quotes[0].start() < f.start < quotes[0].end() and not _partial(reading, f, cost)
        for f in reading.of(Role.NUMBER)
    ):
        return None  # a bare number outside the quoted text: another count the run would not carry
    counts = quantities(reading, PLAYER1)
    if counts is None or set(counts) != {(PLAYER1, "hand")} or not cost or not drawn:
        return None
    told = reading.of(Role.QUANTITY)[0]
    at_resolve = _AT_RESOLVE.search(reading.text[max(0, told.start - 10) : told.start])
    if told.owner not in (None, "self") or (told.start > quotes[0].start() and not at_resolve):
        return None  # the hand as the ability resolves, told before it (or said 「解決時に」)
    if told.start < quotes[0].start() and not at_resolve and _CAST.match(reading.text, quotes[0].end()):
        # 「手札2枚(このコトダマ込み)。コトダマ「…」を撃った」: the card cast leaves the hand (1204.2j)
        return None
    hand = counts[(PLAYER1, "hand")]
    if hand >= cost and _UNPAID.search(reading.text, quotes[0].end()):
        # 「捨てずに2枚ドローできる?」「ドローだけできる?」: the effect without its cost is not carried out
        # (1203.7), but the run pays a cost the hand can pay — only an unpayable cost runs the same
        return None
    action = {
        "kind": "effect",
        "player": PLAYER1,
        "op": "draw",
        "counts": {PLAYER1: drawn},
        "discard_cost": cost,
    }
    payload: dict[str, Any] = {"phase": "character", PLAYER1: {"hand": hand}, "actions": [action]}
    notes = ["能力はキャラクターフェイズに自分(能力の支配者)が解決するものとしています(1203.7a)。"]
    if told.owner is None:
        notes.append(UNOWNED_NOTE)
    who = Sides(PLAYER1, {PLAYER1: "自分", PLAYER2: "相手"})

    def head(sim: SimulationResult) -> str:
        if any(e.type == "condition_unmet" and "1203.7" in e.rules for e in sim.events):
            return (
                f"できません。「捨てて」はコストで(1203.7)、手札が{cost}枚未満では一部も実行できないので支払えず"
                f"(1203.2)、{drawn}枚ドローは実行されません"
            )
        now = len(cards_in(sim, PLAYER1, "hand"))
        return f"できます。コストとして手札を{cost}枚捨て、{drawn}枚ドローします(手札は{now}枚になります)"

    types = ("condition_unmet", "move")
    return BuiltScenario(f"{GAME}.plan.optional_draw", payload, tell(head, who, types, 4), tuple(notes))


# 「1枚だけ捨てて2枚引くのはあり?」: a part of the cost asked paid (1203.2: a cost not carried out in full
# is not paid, so the effect is not carried out either)
_AT_RESOLVE = re.compile(
    r"解決(?:時|の時|する時|した時|するとき|の段階)\s*(?:に|で|には|は|の)?\s*[、,]?\s*$"
)
# 「…」を撃った/使った: the quoted コトダマ cast after the hand told — that hand may hold the card itself
_CAST = re.compile(
    r"\s*(?:って|という|を|の)?\s*(?:コトダマ)?\s*(?:を)?\s*(?:撃|打|使|エントリー|唱え|プレイ)"
)
_PART = re.compile(r"\s*枚\s*(?:だけ|のみ)\s*捨て")


def _partial(reading: Reading, number: Fact, cost: int) -> bool:
    """The bare number is the part of the cost the asking sentence asks paid (fewer than the cost)."""
    asked = {_sentence(reading.text, f.start) for f in reading.asks()}
    return (
        isinstance(number.value, int)
        and 0 < number.value < cost
        and _PART.match(reading.text, number.end) is not None
        and _sentence(reading.text, number.start) in asked
    )


def _other_act(reading: Reading, start: int, end: int) -> bool:
    """An act told outside the quoted text and outside the asking sentence (「その前に1枚引いた」「その直前
    に1枚引いた」): it changes the hand the cost is paid from, and the run does not carry it."""
    text = reading.text
    asked = {_sentence(text, f.start) for f in reading.of(Role.ASK)}
    return any(
        not f.negated and not start <= f.start < end and _sentence(text, f.start) not in asked
        for f in reading.of(Role.ACTION)
    )


def _sentence(text: str, at: int) -> int:
    """Where the sentence holding `at` starts (a quoted text's own 。 does not end it)."""
    depth, begin = 0, 0
    for i, ch in enumerate(text[:at]):
        depth += ch == "「"
        depth -= ch == "」" and depth > 0
        if depth == 0 and ch in "。?？!！":
            begin = i + 1
    return begin
