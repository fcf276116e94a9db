"""Parts of the one will cost asked (10.2): 「コスト[風][2]…無属性のウィルで[2]の部分って払える?」「[月]の分
も払える?」, and the cost's total given as the asker's reason (「合計3だから出せるよね?」).

A cost is paid whole or not at all (10.2.4), so a part named after the cost is answered by the
whole payment only where that decides it: the whole paid (every part is paid within it — with the
part's own will, when the question names the will it pays with: 「無属性のウィルで[2]の部分」), or the
part alone unpayable from everything held (then no payment includes it). A part said paid alone
(「[水]の分だけ」「[1]の部分なら」) is a partial payment: the whole payment answers it (10.2.4). Any other
part payable alone within a whole that is not payable is not planned (yes and no would both mislead).
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role
from service.engine.scenario import simulate

Cost = dict[str, int]

# 「[月]の分も」「[2]の部分って」「[月]は払えない」「[2]を無属性で」: a run named as a part of the cost
_PART_AFTER = re.compile(r"\s*(?:の\s*(?:分|ぶん|部分|とこ|ところ)|は|も|って|を|だけ|のみ|なら)")
# 「[水]の分だけ払えない?」「[1]の部分なら払える?」: the part paid alone — a payment of part of the cost,
# which 10.2.4 allows only as part of the whole: the whole payment answers it either way
_ALONE = re.compile(r"\s*(?:の\s*(?:分|ぶん|部分|とこ|ところ))?\s*(?:だけ|のみ|なら)")
# 「無属性のウィルで」「属性なしじゃ」「風のウィルで」: the will the part is said to be paid with
_BY_WILL = re.compile(
    r"(?:(?P<attr>[光炎水風闇])(?:属性)?|(?P<none>無属性|属性(?:なし|無し|を持たない)))(?:の)?\s*(?:ウィル)?\s*"
    r"(?:で|じゃ|では)(?!\s*き)"
)
_NO_ATTRIBUTE = re.compile(r"無|属性(?:なし|無し|を持たない)")


def whole_and_part(
    reading: Reading, costs: list[Cost | None], ends: list[int]
) -> tuple[list[Cost | None], Cost | None]:
    """The costs as one whole and the part named after it (`ends`: where each run ends), or the costs
    unchanged and None when no later run is a strict part of the first one named as such."""
    if len(costs) < 2 or any(c is None for c in costs):
        return costs, None
    whole = costs[0]
    assert whole is not None
    parts = [(c, end) for c, end in zip(costs[1:], ends[1:], strict=True) if c != whole]
    if not parts or any(c != parts[0][0] for c, _ in parts):
        return costs, None
    part = parts[0][0]
    assert part is not None
    if any(n > whole.get(a, 0) for a, n in part.items()) or sum(part.values()) >= sum(whole.values()):
        return costs, None
    if not all(_PART_AFTER.match(reading.text, end) for _, end in parts):
        return costs, None
    return [whole], part


def _part_ends(reading: Reading) -> list[int]:
    """Where each cost symbol ends (the part's run is among them)."""
    return [f.end for f in reading.facts if f.concept in ("will_symbol", "cost_free")]


def _paid(cost: Cost, will: Cost) -> bool:
    run = simulate("fow", {"player1": {"will": will}, "operations": [{"kind": "pay_will", "cost": cost}]})
    return not any(e.type == "rejected" for e in run.events)


def _paying_will(reading: Reading, will: Cost) -> Cost | None:
    """The held will the asking text says pays the part (「無属性のウィルで」), or None when none is named;
    will with the 月 trait counts under its own attribute words (「月の特質を持つ属性なしのウィル」)."""
    m = next(_BY_WILL.finditer(reading.text), None)
    if m is None:
        return None
    attr = m.group("attr") or "無"
    paying = {attr: will.get(attr, 0)}
    for q in reading.of(Role.QUANTITY):
        if q.concept == "月" and (attr in q.text if attr != "無" else _NO_ATTRIBUTE.search(q.text)):
            paying["月"] = will.get("月", 0)
    return paying


def part_decided(reading: Reading, cost: Cost, part: Cost, will: Cost) -> bool:
    """Whether the whole payment's run answers the part asked (see the module docstring)."""
    if any(_ALONE.match(reading.text, end) for end in _part_ends(reading)):
        return True  # the part alone: paid only within the whole (10.2.4)
    if _paid(cost, will):
        paying = _paying_will(reading, will)
        return paying is None or _paid(part, paying)
    return not _paid(part, will)


# 「合計3だから」「計3なので」: the cost's (or the holding's) total given as the asker's reason
_PREMISE = re.compile(r"(?:合計|計|全部で|トータル)\s*$")
_BECAUSE = re.compile(r"\s*(?:点)?\s*(?:だから|なので|だし|やから|だもん|で)")
_PREMISED = "a total the asker gives as the reason, the cost's or the holding's said again (10.2)"


def premise_total(reading: Reading, totals: set[int]) -> Reading:
    """An asked number standing as 「合計Nだから」, N the total of the cost or of the will held, is the
    asker's reason, no number asked."""

    def premise(f: Fact) -> bool:
        if f.role is not Role.ASK or f.concept != "about:number" or not f.text.strip().isdigit():
            return False
        before = reading.text[max(0, f.start - 6) : f.start]
        return (
            int(f.text) in totals
            and _PREMISE.search(before) is not None
            and _BECAUSE.match(reading.text, f.end) is not None
        )

    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="total_restated", why=_PREMISED)
        if premise(f)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
