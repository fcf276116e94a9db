"""Shadowverse Evolve: the game's setup run by the engine (scenario phase 'setup', 6.2.1.7-6.2.1.12).

Three asks, each from the reading alone:

* the opening hand — 「ゲーム開始時の手札は何枚?」「最初の手札って何枚?」「マリガンした後の手札は?」: each
  player moves 4 cards from its deck to its hand (6.2.1.7) and may put them back and draw 4 again, once
  (6.2.1.8): 4 either way;
* the deck after the setup and the first turn's start phase, from a deck told as built —
  「40枚のデッキで先攻。マリガンもした。最初のターンのスタートフェイズが終わったとき、デッキは何枚?」: the
  opening hand leaves the deck (6.2.1.7), a mulligan puts it back under the deck and draws as many
  (6.2.1.8), the first player draws nothing in its first turn (7.2.4.1); only for the first player (the
  order told 先攻): the second player's first turn follows a turn the question does not tell;
* the mulligan's order — 「後攻だけど相手より先にマリガンしていい?」: the first player chooses first
  (6.2.1.8), the engine refuses the second player's choice before it.

Declined: any count, card, stat, keyword, state, another act or a turn other than the first; a deck told
as what is left (「残り」); the second player's deck.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult
from service.engine.sve.rules import OPENING_HAND

GAME = "sve"
_STOPS = "。??!!\n"
# 「最初の手札」「初手」「開始時の手札」「ゲーム開始時」: the opening hand named
_OPENING = re.compile(
    r"最初の\s*手札|初手|開始時(?:点)?の\s*手札|ゲーム\s*開始\s*時|最初に\s*(?:引く|配られる)"
)
# 「40枚のデッキ」「デッキ40枚」: the deck built, before the opening hand
_BUILT = re.compile(
    r"([0-9]+)\s*枚\s*の\s*(?:メイン\s*)?デッキ|(?:メイン\s*)?デッキ\s*(?:は|が)?\s*([0-9]+)\s*枚"
)
# 「40枚のデッキで」: a deck described by its size, the deck built
_DESCRIBED = re.compile(r"[0-9]+\s*枚\s*の\s*(?:メイン\s*)?デッキ")
_LEFT = re.compile(r"残り|残って|今の?(?:デッキ|山札)|現在")
# 「相手より先に」「先に(マリガン)」: an order asked of the mulligan
_BEFORE = re.compile(r"(?:相手|向こう|先攻)\s*より\s*(?:も)?\s*先に|先に\s*(?:マリガン|引き直)")
_OTHER_ZONE = re.compile(r"墓場|場に|EP|PP|体力|エボルヴ")
_DEFAULT_DECK = 40  # 6.1.1.2: the fewest a main deck may hold; the opening hand does not depend on it


def setup(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    if kind == "number":
        return _counted(reading)
    return _order(reading)


def _quiet(reading: Reading, acts: frozenset[str], turns: frozenset[str]) -> bool:
    """Nothing but the acts and turns given is told (asks, filler, the asker, the deck built)."""
    redraws = [(f.start, f.end) for f in reading.facts if f.concept == "mulligan"]
    built = _built(reading)
    for f in reading.facts:
        if f.role is Role.QUANTITY and f.concept == "deck" and f.value == built:
            continue  # 「デッキ45枚で」: the deck built, read by `_built`
        inside = any(s <= f.start and f.end <= e for s, e in redraws)
        if f.role is Role.ACTION and f.concept == "draw" and inside:
            continue  # the 引き of 「引き直し」
        if f.role in (Role.ASK, Role.NEUTRAL, Role.TERM):
            continue
        if f.role is Role.OWNER and f.concept == "self":
            continue
        if f.role is Role.ACTION and f.concept in acts and not f.negated:
            continue
        if f.role is Role.TURN and f.concept in turns:
            continue
        if f.role is Role.NUMBER and _BUILT.search(reading.text):
            continue  # the deck's size, read by `_built`
        return False
    return True


def _built(reading: Reading) -> int | None:
    sizes = {int(m.group(1) or m.group(2)) for m in _BUILT.finditer(reading.text)}
    return sizes.pop() if len(sizes) == 1 else None


def _asked_sentence(reading: Reading) -> str:
    ask = next(f for f in reading.asks() if f.concept == "number")
    text = reading.text
    return text[max(text.rfind(c, 0, ask.start) for c in _STOPS) + 1 : ask.end]


# 「引き直しはしなかった」「マリガンせず」「キープ」: the mulligan told not made
_KEPT = re.compile(
    r"(?:マリガン|引き直し)\s*(?:は|を|も)?\s*(?:し(?:なかっ|てな|ない|ませ)|せず|なし|無し)|キープ"
)


def _mulliganed(reading: Reading) -> bool:
    told = "マリガン" in reading.text or "引き直" in reading.text
    return told and not _KEPT.search(reading.text)


def _setup_told(reading: Reading) -> bool:
    return (
        bool(_OPENING.search(reading.text))
        or "マリガン" in reading.text
        or "引き直" in reading.text
        or ("キープ" in reading.text)
    )


def _counted(reading: Reading) -> BuiltScenario | None:
    said = _asked_sentence(reading)
    text = reading.text
    hand = "手札" in said and "デッキ" not in said and "山札" not in said
    deck = ("デッキ" in said or "山札" in said) and "手札" not in said
    if not (hand or deck) or _OTHER_ZONE.search(text) or _LEFT.search(text):
        return None
    order = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
    if hand:
        if not _OPENING.search(text) and not _mulliganed(reading):
            return None
        if not _quiet(reading, frozenset({"mulligan"}), frozenset({"order", "game_start"})):
            return None
        if reading.of(Role.NUMBER):
            return None
        return _opening_hand(reading, "second" in order)
    size = _built(reading)
    if size is None or order != {"first"}:
        return None  # the first player's deck only: the second's first turn follows one not told
    if not _setup_told(reading) and not _DESCRIBED.search(text):
        return None  # 「デッキ40枚で先攻」 alone: maybe the deck as the turn starts (sve_turn declines)
    first = frozenset({"order", "first_turn", "turn_start", "game_start"})
    if not _quiet(reading, frozenset({"mulligan"}), first):
        return None
    return _deck_after(reading, size)


def _mulligans(reading: Reading, me: str) -> list[dict[str, Any]]:
    redraw = _mulliganed(reading)
    return [{"type": "mulligan", "player": p, "redraw": p == me and redraw} for p in ("player1", "player2")]


def _opening_hand(reading: Reading, second: bool) -> BuiltScenario:
    me = "player2" if second else "player1"
    decks = {"deck": _DEFAULT_DECK}
    payload = {"turn": 1, "phase": "setup", "player1": decks, "player2": dict(decks),
               "actions": _mulligans(reading, me)}  # fmt: skip
    again = _mulliganed(reading)

    def summarize(sim: SimulationResult) -> str:
        kept = "引き直しても" if again else "引き直さなくても"
        return (
            f"シミュレーション結果: 最初の手札は{OPENING_HAND}枚です(デッキの上から{OPENING_HAND}枚を手札に"
            f"移動し(6.2.1.7)、{kept}{OPENING_HAND}枚です(6.2.1.8))。"
        )

    note = f"デッキは{_DEFAULT_DECK}枚としています(手札の枚数には関わりません)。"
    return BuiltScenario(f"{GAME}.plan.opening_hand", payload, summarize, (note,))


def _deck_after(reading: Reading, size: int) -> BuiltScenario:
    payload = {"turn": 1, "phase": "setup", "player1": {"deck": size}, "player2": {"deck": size},
               "actions": _mulligans(reading, "player1")}  # fmt: skip

    def summarize(sim: SimulationResult) -> str:
        left = len(sim.zone("player1", "deck"))
        again = "引き直しても枚数は変わらず(6.2.1.8)、" if _mulliganed(reading) else ""
        return (
            f"シミュレーション結果: 最初のターンのスタートフェイズの後の自分のデッキは{left}枚です(最初の手札"
            f"{OPENING_HAND}枚をデッキから引き(6.2.1.7)、{again}先攻の最初のターンはカードを引きません(7.2.4.1))。"
        )

    return BuiltScenario(f"{GAME}.plan.setup_deck", payload, summarize)


def _order(reading: Reading) -> BuiltScenario | None:
    """「後攻だけど相手より先にマリガンしていい?」: the second player's mulligan chosen first."""
    if asked(reading) not in ("can", "outcome") or not _BEFORE.search(reading.text):
        return None
    asks = [f for f in reading.of(Role.ACTION) if f.concept == "mulligan_asked"]
    order = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
    if len(asks) != 1 or order != {"second"}:
        return None
    quiet = all(
        f.role in (Role.ASK, Role.NEUTRAL, Role.TERM, Role.TURN, Role.ACTION)
        or (f.role is Role.OWNER and _before_word(reading, f))
        for f in reading.facts
    )
    if not quiet or any(f.role is Role.ACTION and f not in asks for f in reading.facts):
        return None
    payload = {"turn": 1, "phase": "setup", "player1": {"deck": _DEFAULT_DECK},
               "player2": {"deck": _DEFAULT_DECK},
               "actions": [{"type": "mulligan", "player": "player2", "redraw": True}]}  # fmt: skip

    def summarize(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return (
                "シミュレーション結果: 後攻プレイヤーは先に引き直せません。引き直しは先攻プレイヤーから順に、"
                "各プレイヤー1回ずつです(6.2.1.8)。"
            )
        return "シミュレーション結果: 引き直しを行いました(6.2.1.8)。"

    note = "自分が後攻(player2)、相手が先攻(player1)です。"
    return BuiltScenario(f"{GAME}.plan.mulligan_order", payload, summarize, (note,))


def _before_word(reading: Reading, f: Fact) -> bool:
    """「相手より先に」: the owner word of the comparison; 「後攻の俺が」: the asker, no card's owner."""
    return f.concept == "self" or (f.concept == "opponent" and reading.text.startswith("より", f.end))


__all__ = ["setup"]
