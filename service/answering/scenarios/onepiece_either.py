"""A card's told power that may or may not include its DON!! (「ドン1枚付けたパワー6000のリーダー」).

「ドン!!1枚付けたパワー6000のリーダー」「キャラ(パワー5000、ドン!!2枚付き)」 say the card's DON!! and a
power, but not whether the power is the printed one (6000 + 1000 in its owner's turn, 6-5-5-2) or the
one it has with them (5000 + 1000): askers write both. Only 「パワー5000のリーダーにドン!!を2枚付けて」
(the DON!! given after the power was told) or a power marked 元々/元の is unambiguous. A verdict is
stated only when both readings run to the same result: the scenario is run once more for every
combination of the ambiguous cards' powers lowered by 1000 per DON!! given, and the runs must end
alike (outcome, the events' kinds in order, the final zones) — power decides a ONE PIECE battle only
through the comparison (7-1-4-1, 7-1-4-2), whose result those events record.
"""

from __future__ import annotations

import copy
import itertools
import re
from collections.abc import Mapping, Sequence
from typing import Any

from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

GAME = "onepiece"
DON_POWER = 1000  # 6-5-5-2: +1000 for each DON!! given, in its owner's turn
# 「元々パワー5000」「元のパワー5000」「素のパワー」: the printed power, told as such
BASE_MARK = re.compile(r"元々|もともと|元の|素の|印刷|元(?=\s*[0-9０-９])")  # 「(元5000、…)」

# 「ドン!!が付いている。何枚かは忘れた」「ドン付きのキャラ」: DON!! given in a count unsaid — the power
# they add in the owner's turn is unknown (6-5-5-2); not 「ドン!!は付けてない」
UNCOUNTED_GIVEN = re.compile(
    r"ドン[!!]*(?:カード)?\s*(?:が|を|も)?\s*(?:何枚か|いくつか|数枚)?\s*"
    r"(?:付いて|ついて|付与されて|付与して|付けて|つけて|乗って|付き)(?!\s*い?な)"
)
_SENTENCE_END = re.compile(r"[。??]|(?<!ドン)(?<!ドン!)[!!]")


def don_told_before(text: str, start: int) -> bool:
    """「ドン!!を1枚付けて、パワー5000のリーダーで」: DON!! told earlier in the sentence of the card
    named at `start`."""
    begun = max((e.end() for e in _SENTENCE_END.finditer(text, 0, start)), default=0)
    return "ドン" in text[begun:start]


NOTE = (
    "「ドン!!を付けたパワー」がドン!!込みのパワーか元のパワーか書かれていないため、両方の読み方で"
    "実行し、どちらでも同じ結果になることを確かめています(示しているのは元のパワーとした場合です)。"
)


def _find(payload: Mapping[str, Any], seat: str, ref: str) -> dict[str, Any] | None:
    player = payload.get(seat) or {}
    if ref == "leader":
        leader = player.get("leader")
        return leader if isinstance(leader, dict) else None
    return next((c for c in player.get("characters", []) if c.get("id") == ref), None)


def _print(value: Any) -> Any:
    """`value` with every card power left out: the same run with another power prints the same."""
    if isinstance(value, Mapping):
        return {k: _print(v) for k, v in value.items() if "power" not in str(k)}
    if isinstance(value, list | tuple):
        return [_print(v) for v in value]
    return value


def _fingerprint(sim: SimulationResult) -> tuple[Any, ...]:
    events = tuple(e.type for e in sim.events)
    return (sim.outcome.result, sim.outcome.winner, events, _print(sim.final_state))


def same_either_way(payload: Mapping[str, Any], ambiguous: Sequence[tuple[str, str]]) -> bool:
    """Whether the scenario ends alike when each card of `ambiguous` (seat, ref) has its told power
    as printed or as including its DON!! (printed = told - 1000 per DON!!)."""
    cards = [(seat, ref) for seat, ref in ambiguous if _find(payload, seat, ref) is not None]
    if not cards:
        return True
    prints: set[Any] = set()
    for lowered in itertools.product((False, True), repeat=len(cards)):
        variant = copy.deepcopy(dict(payload))
        for (seat, ref), low in zip(cards, lowered, strict=True):
            card = _find(variant, seat, ref)
            if card is None or "power" not in card:
                return False
            if low:
                card["power"] = max(0, int(card["power"]) - DON_POWER * int(card.get("don", 0)))
        try:
            prints.add(repr(_fingerprint(simulate(GAME, variant))))
        except EngineError:
            return False
        if len(prints) > 1:
            return False
    return True
