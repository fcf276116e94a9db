"""Summoning a resonator (10.5): it is put on the chase as a 召喚呪文 and enters the field when that
resolves — that is ‘召喚された’ (10.5.2); negated, it goes from the chase to its owner's graveyard
(10.11.1); put onto the field directly by an effect it is not summoned, so its own 『このカードが召喚
されたとき』 is not met.

From the reading: the one resonator named outside card text, the 召喚 told (or 召喚呪文), a negation
of it (「無効にされたら」), the field entry told as direct (「直接場に出した」「チェイスを経由せず」), and
the card's own 『このカードが召喚されたとき、カードをN枚引く』 (10.14.1; it resolves with no one
responding and the deck holds 20 — named). Asked: what happens or where it goes (no count: a count
asked is another plan's).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_common import asked, built, denied, of, quoted, seats
from service.answering.plans.fow_tell import summon_head
from service.answering.reading.acting import put_as_summon
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario

_OWN_TRIGGER = re.compile(
    r"このカードが召喚された(?:とき|時)[、,]?\s*カードを\s*([0-9]+)\s*枚(?:引く|ドローする)"
)


# 「召喚した」「召喚し、」「召喚する」「召喚呪文」: a summon told, not only asked (「‘召喚された’?」)
_SUMMON_TOLD = re.compile(r"召喚(?:し(?:た(?!こと|の)|て|、|,)|する(?!こと|の)|呪文|\s*[。、,(（])")
# 「直接場に出した」「チェイスを経由せず」: a direct put told (10.5.2), which the plan runs as one
_PUT_TOLD = re.compile(r"直接|そのまま\s*場|(?:経由|通さ)(?:せ)?ず|(?:経由し|通さ)ないで")
# what happens, where it goes, whether 『召喚されたとき』 triggers (「誘発する?」)
_ASKS = ("outcome", "about:trigger")


def summoned(reading: Reading) -> BuiltScenario | None:
    if any(f.concept not in _ASKS for f in reading.asks()) or "召喚" not in reading.text:
        return None  # a count or a yes/no the run does not answer
    if of(reading, Role.QUANTITY) or of(reading, Role.NUMBER):
        return None  # 「2体召喚したら」: this plan summons one resonator and counts nothing
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    if not cards or {c.concept for c in cards} != {"resonator"} or len({c.owner for c in cards} - {None}) > 1:
        return None
    for f in of(reading, Role.ACTION):
        inside = quoted(reading, f) is not None
        if f.negated or f.concept not in (("play", "draw") if inside else ("play", "activate")):
            return None  # another action told: not the one summon this plan runs
    if not _SUMMON_TOLD.search(reading.text) and not _PUT_TOLD.search(reading.text):
        return None  # 「効果でリゾネイターを場に出した。‘召喚された’?」: only asked, no summon told (10.5.2)
    negated = [m for m in of(reading, Role.MODIFIER, "prevent") if not denied(reading, m)]
    if of(reading, Role.MODIFIER, "prevent") != negated or len(negated) > 1:
        return None  # 「無効にされなかったら」: a negation denied is not read as the summon resolving
    me = seats(reading)["self"]
    ops: list[dict[str, Any]] = [{"kind": "summon", "player": me, "card": "s"}]
    ops.append({"kind": "negate", "player": me, "card": "s"} if negated else {"kind": "resolve_chase"})
    direct = _PUT_TOLD.search(reading.text) is not None
    if direct and _SUMMON_TOLD.search(reading.text):
        return None  # 「直接場に出したんじゃなくて召喚した」: which of the two was done is not read
    if direct or put_as_summon(reading.text, {"operations": ops}) is not None:  # 「直接場に出した」 (10.5.2)
        if negated:
            return None
        ops = [{"kind": "put_onto_field", "player": me, "card": "s"}]
    spec: dict[str, Any] = {"id": "s", "name": cards[0].text}
    notes: list[str] = []
    drawn = _OWN_TRIGGER.search(reading.text)
    if drawn is not None:  # its own 『このカードが召喚されたとき、カードをN枚引く』 (10.14.1)
        spec["triggers"] = [{"on": "summoned", "draw": int(drawn.group(1))}]
        notes.append(
            "誘発した能力は誰も対応せず解決されるものとし、デッキは20枚(エンジンの既定)としています。"
        )
    elif of(reading, Role.ACTION, "draw"):
        return None  # a draw told that is not the card's own trigger
    if asked(reading, "outcome") is None and not re.search(r"[?\uff1f]", reading.text):
        return None
    return built("summon", {me: {"hand": [spec]}, "operations": ops}, summon_head, notes, me)
