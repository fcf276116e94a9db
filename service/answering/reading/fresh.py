"""A play told, reflected only by a card standing on the field (`engine_map` "weak"): not by the card the
run has attack when the game keeps a card played this turn from attacking (onepiece 3-7-4, sve 8.4.2.1)
and the run holds that card as there since before the turn — 「…相手のライフは何枚? ちなみにそのキャラは
このターン登場したばかりで【速攻】はない。」 had stated the life the attack takes, an attack the rules do not
allow. `fresh_attacker` in the play's map entry names the key that marks a card played this turn and the
keywords that let it attack anyway."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.model import Fact, Role


def earlier_turn(told: Sequence[Fact], text: str, play: Fact) -> bool:
    """The play is told of an earlier turn (「前のターンに出したキャラで…」): a past turn said before it in
    its sentence — a card played then attacks (3-7-4 stops only this turn's)."""
    start = max((text.rfind(c, 0, play.start) for c in "。?？!！"), default=-1) + 1
    return any(
        f.role is Role.TURN and f.concept == "previous_turn" and start <= f.start < play.start
        and not re.search(r"[。?？!！]", text[f.end : play.start])
        for f in told
    )  # fmt: skip


def weak_place(payload: Mapping[str, Any], spec: Mapping[str, Any], earlier: bool = False) -> str | None:
    """The field list that stands for the told play: a non-empty one of the spec's weak keys, unless every
    card in it is an attacker the run holds as not played this turn (`earlier`: the play is told of an
    earlier turn, which any card on the field may stand for)."""
    weak = set(spec.get("weak", ()))
    fresh = None if earlier else spec.get("fresh_attacker")
    attackers = _attackers(payload)
    for path, key, value in pl.walk(payload):
        if key not in weak or not isinstance(value, list) or not value:
            continue
        cards = [c for c in value if isinstance(c, Mapping) and pl.is_card(c)]
        if fresh and cards and all(_stale(c, attackers, fresh) for c in cards):
            continue
        return path
    return None


def _attackers(payload: Mapping[str, Any]) -> set[str]:
    out: set[str] = set()
    for action in payload.get("actions", ()) or ():
        if not isinstance(action, Mapping) or "attack" not in (action.get("type"), action.get("kind")):
            continue
        one = action.get("attacker")
        out |= {str(one)} if one is not None else set()
        out |= {str(a) for a in action.get("attackers", ()) or ()}
    return out


def _stale(card: Mapping[str, Any], attackers: set[str], fresh: Mapping[str, Any]) -> bool:
    """An attacker the run holds as on the field since before the turn, with no keyword that lets a card
    played this turn attack."""
    return (
        str(card.get("id")) in attackers
        and not card.get(str(fresh.get("key")))
        and not set(card.get("keywords", ()) or ()) & set(fresh.get("unless", ()))
    )
