"""Quantities said again for the other player with their noun left out: 「自分の絆が0点、相手は3点」
「絆が自分-2、相手も-2」「ライフは自分3・相手5」 — the second number is the same quantity, owned by the
player named right before it.

A number is taken only when it follows the quantity directly: the quantity (with its counter), one
separator (、 ・ ,), the other player's word with its particle (は も が, or の), and the number
with the same counter or none — and not a change (「相手は3点減った」 is a loss, not a value).
Anything else between (another noun, a verb, a sentence end) leaves the number a NUMBER fact, which
a planner must place or withhold.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

_COUNTERS = "点枚体つ個"
_SEPARATOR = re.compile(rf"\s*([{_COUNTERS}]?)\s*(?:[、,・]|で(?=\s*(?:相手|自分)))\s*")
_PARTICLE = re.compile(r"\s*(?:は|も|が|の)?\s*(?:残り|あと|ちょうど|ぴったり|まだ)?\s*")
_SIGNED = re.compile(r"(?:[-+－]|マイナス)?(?:[0-9０-９]+|[〇一二三四五六七八九十]+)")
# 「相手は3点減った」: a change of the quantity, not its value
_CHANGE = re.compile(r"\s*[点枚]?\s*(?:減|失|増|得|回復|ダメージ|引|ドロー)")


def _signed(said: Fact) -> int:
    """「-2」 as written (a MODIFIER's value is its size); 「マイナス１」 as the reader valued it."""
    text = said.text.strip()
    return int(text) if re.fullmatch(r"[-+]?[0-9]+", text) else int(said.value or 0)


def elided(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each number that restates a preceding quantity for the other player made that
    quantity (a NUMBER, or a bare signed number read as a MODIFIER: 「相手も-2」)."""
    out = list(facts)
    owners = {f.start: f for f in facts if f.role is Role.OWNER and f.owner is not None}
    for q in sorted(facts, key=lambda f: f.start):
        if q.role is not Role.QUANTITY or not isinstance(q.value, int) or q.owner is None:
            continue
        gap = _SEPARATOR.match(question, q.end)
        if gap is None:
            continue
        owner = owners.get(gap.end())
        if owner is None or owner.owner == q.owner:
            continue
        at = _PARTICLE.match(question, owner.end)
        start = at.end() if at is not None else owner.end
        said = next((f for f in out if f.start == start and f.role in (Role.NUMBER, Role.MODIFIER)), None)
        if said is None or not _SIGNED.fullmatch(said.text.strip()):
            continue
        counter = question[said.end : said.end + 1]
        # the quantity's counter: after it (「絆3点、相手は」) or ending its span (「UNITが2つ、相手は1つ」)
        own = gap.group(1) or (q.text[-1] if q.text[-1:] in _COUNTERS else "点")
        if (counter in _COUNTERS and counter != own) or _CHANGE.match(question, said.end):
            continue
        out[out.index(said)] = Fact(
            said.start,
            said.end,
            said.text,
            Role.QUANTITY,
            q.concept,
            _signed(said),
            owner.owner,
            False,
            f"「{q.text}」の{owner.text}の分(名詞の省略)",
        )
    return _listed(question, out)


# 「相手のダメージゾーン9枚、デッキ0枚」: one separator between two counts, nothing else
_LIST_GAP = re.compile(r"\s*[、,・]\s*")


def _listed(question: str, facts: list[Fact]) -> list[Fact]:
    """A count with no owner listed right after another player's count (only a separator between) is
    that player's too: the owner word heads the whole list, so the asker's default never applies."""
    out = list(facts)
    quantities = sorted((i for i, f in enumerate(out) if f.role is Role.QUANTITY), key=lambda i: out[i].start)
    for a, b in itertools.pairwise(quantities):
        first, second = out[a], out[b]
        if (
            second.owner is None
            and first.owner is not None
            and first.concept != second.concept
            and not first.negated
            and _LIST_GAP.fullmatch(question, first.end, second.start) is not None
        ):
            out[b] = replace(second, owner=first.owner, why=f"「{first.text}」と並ぶ{second.text}")
    return out
