"""ニンジャスレイヤー plan: an アイサツ's damage check reveals a card whose ウケミ is quoted in the
‘(コスト):(効果)’ form (「1エテルを支払う:1枚ドロー。」) and the question tells it left unentered —
declined (1104.4a: only such a ウケミ may be, its card then put from the チェック・ゾーン into its
owner's オヒガン) or unpayable (「エテルは全部横向き」, 1104.4b: it cannot be entered, the same move).
Either way the card never reaches the ダメージ・ゾーン (1104.3 is for a card without ウケミ): the
ダメージ・ゾーン's count or the winner is `ukemi_checks`' run with the cost on the card and the choice
scripted (`ninjaslayer_ukemi.Unentered`).

The words are data (`lexicon/unentered_ukemi.json`): the quoted cost form, the choice declined, the
エテル told unable to pay, and a payment or an open choice (which declines: another situation). The
quote and the words of the choice (「払わずエントリーしない」「エテルは全部横向き」, and the 「払う」
「エントリー」 told after the quote) are this plan's, read whole (`BuiltScenario.quoted`); the rest of the
question goes through `ukemi_checks`' own reading of the checks, the counts and whose アイサツ it is.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

from service.answering.plans.ninjaslayer_ukemi import Unentered, checks_plan
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "unentered_ukemi.json"
# the words of a choice are read up to this far from the quote's end (the same sentence or the next)
_REACH = 60


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return {name: re.compile(entry["regex"]) for name, entry in data.items() if not name.startswith("_")}


def _cost_quote(reading: Reading) -> tuple[int, int, int] | None:
    """(start, end, cost) of the one quote in the ‘(エテル):(draw)’ form said of a ウケミ."""
    found = [
        (start, end, int(m.group(1)))
        for start, end, body in quoted(reading.text)
        if (m := _patterns()["cost_quote"].match(body)) is not None
    ]
    if len(found) != 1:
        return None
    start, end, cost = found[0]
    near = [f for f in reading.of(Role.KEYWORD) if f.concept == "ウケミ" and not f.negated]
    if cost < 1 or not any(start - 12 <= f.end <= start or end <= f.start <= end + 12 for f in near):
        return None  # the quote is not said to be the ウケミ
    return start, end, cost


def _span(f: Fact, spans: list[tuple[int, int]]) -> bool:
    return any(s <= f.start and f.end <= e for s, e in spans)


def ukemi_unentered(reading: Reading) -> BuiltScenario | None:
    quote = _cost_quote(reading)
    if quote is None:
        return None
    start, end, cost = quote
    text = reading.text
    if _patterns()["paid"].search(text):
        return None
    declined = [m.span() for m in _patterns()["declined"].finditer(text) if m.start() >= end]
    unpaid = [m.span() for m in _patterns()["unpaid"].finditer(text)]
    if bool(declined) == bool(unpaid) or any(m[0] - end > _REACH for m in declined):
        return None  # neither, or both, told: the choice is not read
    words = declined or unpaid
    hidden: list[Fact] = []
    for f in reading.facts:
        if start <= f.start and f.end <= end:
            if f.role is Role.ACTION and f.concept == "draw":
                continue  # the ウケミ's effect: `ukemi_checks` runs it
            hidden.append(f)
        elif f.role is Role.ACTION and _span(f, words):
            hidden.append(f)  # 「エントリーしないことを選んだ」「払えなかった」: the choice told
        elif f.role is Role.ACTION and f.concept in ("play", "pay") and f.start >= end:
            if f.concept == "play" and not f.negated and not _span(f, words):
                return None  # 「…エントリーした」: an entry told, not left
            hidden.append(f)
        elif f.role in (Role.STATE, Role.NUMBER) and _span(f, words):
            hidden.append(f)  # 「エテルは2枚とも横向き」: the エテル unable to pay
    reduced = replace(reading, facts=tuple(f for f in reading.facts if f not in hidden))
    # the choice's words are read whole like the quote (the gate counts the facts in them the plan's):
    # the run scripts the choice (1104.4a) or stands no エテル (1104.4b)
    # (`card_text.quoted_read` takes a fact ending before a span's end: each word span reaches one past)
    outside = [(f.start, f.end + 1) for f in hidden if not start <= f.start < end]
    said = [(s, e + 1) for s, e in words] + outside
    read = ((start, end), *said)
    return checks_plan(reduced, Unentered(cost, bool(declined), tuple(sorted(set(read)))))
