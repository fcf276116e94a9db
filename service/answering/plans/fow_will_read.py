"""How the will plan (`fow_will`) reads two more things a payment question tells (`plans.reread`):

- 「2点払って、残り1点は後から払う」: the part of the cost the asker would pay later is no other number
  (10.2.4: a cost is paid whole or not at all — the plan states only a payment the held will cannot
  make whole, which no deferral makes either; `deferred_told`).
- 「その光ウィルを出した魔石」「ウィルは魔石から出した」: the 魔石 the held will came from is where it came
  from, no card played or in play the payment uses.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role

# 「残り1点は後から払う」「あと1点は後で払う」「1点だけ後払い」「残りは次のターンに払う」
_DEFERRED = re.compile(
    r"(?:残り|あと|後)\s*(?:の)?\s*(\d+)\s*点?\s*(?:分)?\s*(?:は|を|だけ)?\s*(?:後|あと)\s*(?:から|で|回し)"
    r"|(\d+)\s*点?\s*(?:分)?\s*(?:は|を|だけ)?\s*(?:後|あと)\s*(?:から|で)\s*払"
    r"|(\d+)\s*点?\s*(?:分)?\s*(?:だけ)?\s*後払い"
)
_PART = "the part of a cost the asker would pay later (10.2.4: a cost is paid whole), no other number"


def deferred(reading: Reading) -> Reading:
    """The number of a deferred part (「残り1点は後から払う」) is no number of the situation."""
    spans = [(m.start(), m.end()) for m in _DEFERRED.finditer(reading.text)]
    if not spans:
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="deferred_part", why=_PART)
        if f.role is Role.NUMBER and any(s <= f.start and f.end <= e for s, e in spans)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def deferred_told(reading: Reading) -> bool:
    """Whether the question would pay part of the cost later (「残り1点は後から払う」「一部だけ払って」):
    a payment the held will makes whole does not answer it (the deferral is not allowed either way)."""
    return _DEFERRED.search(reading.text) is not None or _SOME.search(reading.text) is not None


_SOME = re.compile(r"(?:一部|一部分|途中まで)\s*(?:だけ)?\s*(?:を)?\s*払")

# 「その光ウィルを出した魔石」「ウィルを生み出した魔石」: the 魔石 named as the will's source
_SOURCE = re.compile(r"ウィル\s*(?:を|が)?\s*(?:出し|生み出し|生成し|出てき)た\s*(?:方の|その)?\s*$")
_FROM = "the 魔石 the held will came from (its source), no card the payment plays or uses"


def will_source(reading: Reading) -> Reading:
    """A 魔石 told as where the held will came from is no card of the payment (its trait, 「月の特質を持って
    ない」, is read by the will plan's 月 check)."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="will_source", why=_FROM)
        if f.role is Role.CARD
        and f.concept == "stone"
        and _SOURCE.search(reading.text, max(0, f.start - 14), f.start)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_PAYER = (
    "the cost of the card the asker plays: its symbols are the asker's payment (10.2.3), held by the "
    "scripted payment"
)


def payer_cost(reading: Reading) -> Reading:
    """「自分がコスト[光][1]のカードをプレイできる?」: the owner word before a cost names who plays the card
    and pays it, not a will the player holds — the cost symbols lose the asker as owner (the payment
    operation the plan scripts holds them; read as the asker's own, no seat held a [1] and the question
    was withheld, style audit 19b). The opponent's stays theirs (the plans decline it)."""
    facts = tuple(
        dataclasses.replace(f, owner=None, why=f"{f.why}; {_PAYER}")
        if f.owner == "self"
        and (
            (f.role is Role.STAT and f.concept == "cost_free")
            or (f.role is Role.TERM and f.concept == "will_symbol")
        )
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「ウィルは何点残る?」「残りのウィルはいくつ?」「ウィルは残り何点?」: the will held after the payment
_LEFT = re.compile(
    r"ウィル\s*(?:は|が|って)?\s*(?:残り)?\s*(?:何点|いくつ)\s*(?:残|に\s*な)|残り?\s*の?\s*(?:保有)?\s*ウィル\s*(?:は|って)?\s*(?:何点|いくつ)"
    r"|ウィル\s*(?:は|が|って)?\s*残り\s*(?:何点|いくつ)"
)


def left_asked(reading: Reading) -> bool:
    """The will left after the one payment asked as a count (and nothing else asked)."""
    asks = reading.asks()
    return bool(asks) and all(f.concept == "number" for f in asks) and _LEFT.search(reading.text) is not None


# 「ウィル出せない?」「ウィルを出す」「ウィルが出せる」: will a will ability makes (10.2.5), no card played
_WILL_BEFORE = re.compile(r"ウィル(?:を|が|も)?\s*$")
# 「いま出せるのが炎1点と水3点」「出せるウィルは光2」: what can be made is the will held, told right after
_WILL_AFTER = re.compile(
    r"(?:せ|る)*(?:の|ウィル)\s*(?:は|が|って)\s*[光炎水風闇無月](?:属性)?\s*(?:の\s*ウィル)?\s*\d"
)
_MADE_WHY = "will made by a will ability (10.2.5), no card played"


def made_will(reading: Reading) -> Reading:
    """A play right after 「ウィル」 makes will, it puts no card anywhere (fow-bn-24 「この魔石の
    [レスト]能力をもう一回使ってウィル出せない?」 had been withheld: 「出せ」 read as a card played)."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="will_made", why=_MADE_WHY)
        if f.role is Role.ACTION
        and f.concept == "play"
        and (
            _WILL_BEFORE.search(reading.text[max(0, f.start - 6) : f.start])
            or _WILL_AFTER.match(reading.text, f.end)
        )
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_FREE_RUN = "free will symbols written back to back ([1][1]): one amount of will of any attribute (10.2.2)"


def free_runs(reading: Reading) -> Reading:
    """「コスト[水][1][1]」: free will symbols written back to back are one amount (10.2.2: [1] is 1 will of
    any attribute or none, other numbers alike) — read as one STAT whose value is their sum, the payment's
    無 (audit 27a: each [1] had been a fact of 1 no scripted cost of 2 held, and the payment was withheld)."""
    facts: list[Fact] = []
    merged = False
    for f in reading.facts:
        prev = facts[-1] if facts else None
        if (
            prev is not None
            and f.role is Role.STAT
            and f.concept == "cost_free"
            and prev.role is Role.STAT
            and prev.concept == "cost_free"
            and prev.end == f.start
            and prev.text.startswith("[")
            and f.text.startswith("[")
            and isinstance(prev.value, int)
            and isinstance(f.value, int)
            and prev.owner == f.owner
        ):
            facts[-1] = dataclasses.replace(
                prev, end=f.end, text=prev.text + f.text, value=prev.value + f.value, why=_FREE_RUN
            )
            merged = True
            continue
        facts.append(f)
    return dataclasses.replace(reading, facts=tuple(facts)) if merged else reading
