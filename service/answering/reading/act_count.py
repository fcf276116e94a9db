"""An act asked again is scripted again: 「キャラAでブロックした。…もう1体のBでもう一回ブロックし直したい。
できる?」 tells a block and asks another. The phrase-built attack scenario (`scenarios/`, no plan) held one
block and answered the asked block with the told one's success (blind BC onepiece-bc-07, first try on
b406b475: 'yes' — 7-1-2-1 allows one 【ブロッカー】 per battle).

For a scenario a phrase builder made (the plans, ``<game>.plan.*``, read the acts in order and model a
told act as the state it leaves — an acted card — so they are not checked here), the act a 「できる?」 asks,
told done before in the question, needs two places in the payload that script it: actions of the engine
map's ``acts`` kinds or fields of its ``keys``. With one, the asked act is not modeled. Only acts the map
marks ``reasked`` are checked: an act whose first telling the builders script as the act itself (a block),
not as a state it leaves (an attack leaves an acted card, an evolve an evolved one — those builders answer
「もう一回攻撃できる?」 from that state).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.model import Accounted, Reading, Role, Status, asked_action

_NOTE = "問われた2回目の行動がシナリオにありません"


def _places(payload: Mapping[str, Any], spec: Mapping[str, Any]) -> int:
    kinds, keys = pl.action_kinds(payload), set(spec.get("keys", ()))
    scripted = sum(kinds[k] for k in spec.get("acts", ()))
    fields = sum(1 for _p, k, v in pl.walk(payload) if k in keys and v not in (None, False, [], 0, ""))
    return scripted + fields


def reasked(
    reading: Reading,
    accounted: Sequence[Accounted],
    payload: Mapping[str, Any],
    engine_map: Mapping[str, Any],
    situation: str,
) -> tuple[Accounted, ...]:
    """`accounted` with the asked act unmodeled when a phrase-built payload scripts it once though the
    question told it done before."""
    asked = asked_action(reading)
    if ".plan." in situation or asked is None or asked.negated or isinstance(asked.value, int):
        return tuple(accounted)
    spec = engine_map.get(asked.concept)
    before = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == asked.concept and not f.negated and f.end <= asked.start and f is not asked
    ]
    if not isinstance(spec, Mapping) or not spec.get("reasked") or not before or _places(payload, spec) != 1:
        return tuple(accounted)
    return tuple(
        replace(a, status=Status.NOT_MODELED, note=_NOTE)
        if a.fact is asked and a.status is Status.USED
        else a
        for a in accounted
    )
