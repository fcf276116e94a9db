"""One card revealed again (10.4.2: revealing a card already revealed does nothing) or removed from
the game (10.3.1: to its owner's 除外エリア), asked what happens.

From the reading: the reveals told in order (the first one the card's state 「公開されている」 or an
earlier reveal, the last the act), or the one card named with the removal told and its owner (the
asker's when unsaid, named). A count asked after a removal is the zones plan's.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import (
    TRIED,
    WORD,
    asked,
    built,
    carried,
    gone_later,
    of,
    quoted,
    seats,
)
from service.answering.reading.card_seats import asked_verb
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.fow.game import INDESTRUCTIBLE
from service.engine.scenario import SimulationResult

_KINDS = {"resonator": ("field", "resonator"), "addition": ("field", "addition"),
          "stone": ("stone_area", "stone")}  # fmt: skip


# 「すでに公開されている…再び公開」: the same card revealed again
_AGAIN = re.compile(r"再び|もう一度|再度|すでに|既に")


# 「取り除かれた」「取り除いた」 right before the card: a description of it
_STATE = re.compile(r"(?:か)?れ?た(?:の)?|いた")


def _only(reading: Reading, concept: str) -> bool:
    """Whether every action told is `concept` and one is, and only 'what happens' is asked."""
    actions = of(reading, Role.ACTION)
    return (
        bool(actions)
        and all(a.concept == concept and not a.negated for a in actions)
        and all(f.concept == "outcome" for f in reading.asks())
        and asked(reading, "outcome") is not None
    )


# 「「…ゲームから取り除く」を使った」「…で対処した」: the play of the quoted removing effect, no act itself
_PLAYED = re.compile(r"[」』]\s*(?:を|で)\s*$")
# 「場から消える?」「場に残る?」: whether the card leaves the field (a removed card does, 10.3.1) — not
# 「破壊される?」, which a removal never answers yes
_LEAVES = re.compile(r"場から(?:消え|いなくな|離れ)|場に残")


_ABSENT = re.compile(r"場に(?:は)?\s*(?:もう)?\s*(?:いな|居な|なかっ|ない)|場を離れ|場から離れ")


def _shares_quote(reading: Reading, removal: Fact) -> bool:
    quote = quoted(reading, removal)
    return (
        quote is not None
        and any(a is not removal and quoted(reading, a) == quote for a in of(reading, Role.ACTION))
    ) or (quote is not None and "破壊" in reading.text[quote[0] : quote[1]])


def _removal_only(reading: Reading) -> bool:
    """One removal told (quoted or not), besides the play of its quoted text, asked what happens or
    whether the card leaves the field (no other ask)."""
    # the ask's own verb (「除外できる?」) is what is asked, not a second removal told (audit 26b)
    asked = [(f.start, f.end) for f in reading.asks()]
    removals = [
        a
        for a in of(reading, Role.ACTION)
        if a.concept == "remove_from_game" and not any(s <= a.start < e for s, e in asked)
    ]
    others = [
        a
        for a in of(reading, Role.ACTION)
        if a.concept != "remove_from_game"
        and quoted(reading, a) is None
        and not (a.concept in ("use", "play") and _PLAYED.search(reading.text, max(0, a.start - 3), a.start))
    ]
    asks = reading.asks()
    return (
        len(removals) == 1
        and not removals[0].negated
        # 「「…取り除く」を撃とうとしたけど、ウィルが足りなかった」: only tried — nothing removed (audit 13)
        and TRIED.match(reading.text, removals[0].end) is None
        # 「そいつはもう場にいなかった」: no card on the field to remove; 「「…を破壊し、ゲームから取り
        # 除く」」: another act of the same text, which the run does not hold (audit 13)
        and _ABSENT.search(reading.text, 0, min((a.start for a in asks), default=len(reading.text))) is None
        and not _shares_quote(reading, removals[0])
        and not others
        and len(asks) == 1
        and (
            asks[0].concept == "outcome"
            or (asks[0].concept == "destroyed" and bool(_LEAVES.search(asks[0].text)))
            # 「除外できる?」「ゲームから取り除ける?」: the removal asked by its own verb (audit 26b)
            or (asks[0].concept == "destroyed" and "removed" in (asked_verb(asks[0].text) or ()))
        )
    )


def revealed_again(reading: Reading) -> BuiltScenario | None:
    if not _only(reading, "reveal") or len(of(reading, Role.ACTION)) != 2 or of(reading, Role.CARD):
        return None  # a card named by kind or owner: where it is is not read (a hand card is run)
    if not _AGAIN.search(reading.text):
        return None  # two reveals not said of one card (「Aを公開した。Bを公開したら?」)
    me = seats(reading)["self"]
    ops: list[dict[str, Any]] = [{"kind": "reveal", "player": me, "card": "h"} for _ in range(2)]

    def head(sim: SimulationResult) -> str:
        if any(e.type == "reveal" and "10.4.2" in e.rules for e in sim.events):
            return "すでに公開されているカードを再び公開する行為は行われません"
        return "そのカードを公開します"

    notes = ["公開するカードは自分の手札のカードとしています(結果はそれによりません)。"]
    return built(
        "reveal", {me: {"hand": [{"id": "h", "name": "カード"}]}, "operations": ops}, head, notes, me
    )


def removed(reading: Reading) -> BuiltScenario | None:
    if not _removal_only(reading) or any(quoted(reading, q) is None for q in of(reading, Role.QUANTITY)):
        return None
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    if len(cards) != 1 or cards[0].concept not in _KINDS or cards[0].owner not in (None, "self", "opponent"):
        return None
    card = cards[0]
    done = of(reading, Role.ACTION, "remove_from_game")[0]
    if done.end <= card.start and _STATE.fullmatch(reading.text[done.end : card.start]):
        return None  # 「ゲームから取り除かれたリゾネイターを…」: the card's state, not the act asked
    owner = str(card.owner or "self")
    notes = [] if card.owner else ["持ち主の書かれていないカードは自分のものとしています。"]
    me = seats(reading)
    zone, kind = _KINDS[str(card.concept)]
    spec: dict[str, Any] = {"id": "r", "name": card.text, "kind": kind}
    if kind != "resonator":
        spec["defense"] = None
    kept = [f for f in of(reading, Role.KEYWORD) if f.concept == INDESTRUCTIBLE and not f.negated]
    if kept:  # 10.9.3 stops a destroy only: the card carries it, and is removed all the same (10.3.1)
        told = dataclasses.replace(reading, text=reading.text[: reading.asks()[0].start])  # not 「消える?」
        if any(gone_later(told, f) for f in kept):
            return None  # 「…を持ってたが、失った」: whether it still holds is not read
        spec["keywords"] = [INDESTRUCTIBLE, *carried(reading, (INDESTRUCTIBLE,))]
    op = {"kind": "remove_from_game", "player": me["self"], "card": "r"}

    def head(sim: SimulationResult) -> str:
        return f"{WORD[owner]}の{card.text}は持ち主の除外エリアに移動します(墓地には置かれません)"

    return built("remove", {me[owner]: {zone: [spec]}, "operations": [op]}, head, notes, me["self"])
