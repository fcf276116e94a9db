"""The attack's object named by a property: 「ヘイト無しの方を攻撃対象にできる?」「スタンしてない
UNITを攻撃していい?」 ask about the card that has (or lacks) that keyword or state, so a scenario whose
scripted attack hits another card — or a player — answers something else (a builder had attacked the
【ヘイト】 UNIT and said the attack on the UNIT without it was allowed).

The object phrase is the text between the clause boundary before the attack verb (「、」「。」,
the instrument's 「で」, the subject's 「が」「は」 or a condition's 「なら」「たら」) and the verb,
ending in を/に; its keyword and state facts are the properties the attacked card must hold. A
passive (「攻撃された」) names the attacked by its subject: not checked here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.payload import walk

# a clause, the instrument (「UNITで」) or the subject (「キャラが相手リーダーに」) ends before the object
_BOUNDARY = re.compile(r"[、。,.!?！？]|[でがは](?![きちっ])|なら|たら")
_PASSIVE = re.compile(r"\s*(?:され|られ)")
# a state's keys in the engines' card specs (the ones the scenarios write)
_STATE_KEYS: dict[str, tuple[str, ...]] = {
    "stunned": ("stunned",),
    "rested": ("acted", "rested", "tapped"),
}


def object_properties(reading: Reading, act: Fact) -> list[Fact]:
    """The keyword and state facts of the attack's object phrase (empty when there is none)."""
    text = reading.text
    if "され" in act.text or _PASSIVE.match(text, act.end):
        return []
    start = max((m.end() for m in _BOUNDARY.finditer(text, 0, act.start)), default=0)
    if not re.search(r"[をに]\s*$", text[start : act.start]):
        return []
    return [
        f
        for f in reading.facts
        if start <= f.start and f.end <= act.start
        and ((f.role is Role.KEYWORD) or (f.role is Role.STATE and f.concept in _STATE_KEYS))
    ]  # fmt: skip


def _holds(card: Mapping[str, Any], fact: Fact) -> bool:
    if fact.role is Role.KEYWORD:
        name = fact.concept.strip("【】")
        words = [w for key in ("icons", "keywords") for w in card.get(key) or () if isinstance(w, str)]
        has = any(name in w for w in words)
    else:
        has = any(bool(card.get(k)) for k in _STATE_KEYS[fact.concept])
    return has != fact.negated


def _targets(payload: Mapping[str, Any]) -> list[Mapping[str, Any] | None]:
    """The card each scripted attack targets (None: a player, or no target given)."""
    cards = {str(v["id"]): v for _p, _k, v in walk(payload) if isinstance(v, Mapping) and "id" in v}
    out: list[Mapping[str, Any] | None] = []
    for key in ("actions", "operations"):
        for act in payload.get(key) or ():
            if isinstance(act, Mapping) and (act.get("type") or act.get("kind")) == "attack":
                target = act.get("target")
                out.append(cards.get(target) if isinstance(target, str) else None)
    return out


def unaimed(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """The property the question names the attacked card by that no scripted attack's target has."""
    targets = _targets(payload)
    if not targets:
        return None
    for act in reading.of(Role.ACTION):
        if act.concept != "attack":
            continue
        said = object_properties(reading, act)
        if not said:
            continue
        if not any(card is not None and all(_holds(card, f) for f in said) for card in targets):
            named = "・".join(f.text + ("なし" if f.negated else "") for f in said)
            return f"質問の攻撃対象({named})をシナリオの攻撃は対象にしていません"
    return None
