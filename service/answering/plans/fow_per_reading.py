"""How fow's plans read a per-count damage question beyond the shared reader (`plans.reread`): the
unit of 「リゾネイター1体につき」 is no count of a zone, and 「100ダメ×5回なら0」 is the asker's guess of one
instance per counted card (10.6.4.1 denies it), no damage told."""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_common import of, quoted
from service.answering.plans.fow_per_count import per_count_found
from service.answering.plans.fow_per_target import outside_quote
from service.answering.reading.model import Fact, Reading, Role

_UNIT = "the unit of a per-count (10.6.4.1), no count of a zone"


def units(reading: Reading) -> Reading:
    """The 「リゾネイター1体」 of 「リゾネイター1体につき」 is the per-count's unit, not a count of that zone:
    read as a count it had to be reflected as one card on the quote's side (whoever controls the
    effect), so an effect the opponent used was withheld."""
    per = [f for f in of(reading, Role.MODIFIER, "per_count") if not f.negated]
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="per_count_unit", why=_UNIT)
        if f.role is Role.QUANTITY and any(f.start < p.start <= f.end for p in per)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_SPLIT = "the asker's reading of a per-count as one instance per counted card, which 10.6.4.1 denies"
_CLAUSE_END = re.compile(r"[。??\n、]")


def instances(reading: Reading) -> Reading:
    """「100ダメ×5回なら全部軽減で0だと思うんだけど」「300ダメ4回だから毎回軽減して…ってなる?」: the
    per-count's amount said again with a number of times is the asker's guess of one instance per counted card
    (10.6.4.1: one instance of the total), not damage told — its clause (up to 、。?) holds no fact
    (blind fow-bg-02, bh-02, bj-04, bn-23 had been withheld: 「5回」「0」 unreflected)."""
    found = per_count_found(reading)
    if found is None:
        return reading
    _per, dealt, quote, _carded = found
    text = reading.text
    spans: list[tuple[int, int]] = []
    for f in reading.facts:
        if f.value != dealt.value or f.role not in (Role.NUMBER, Role.ACTION) or not outside_quote(f, quote):
            continue
        if quoted(reading, f) is not None or not _TIMES.match(text, f.end):
            continue
        end = _CLAUSE_END.search(text, f.end)
        spans.append((f.start, end.start() if end else len(text)))
    if not spans:
        return shields(reading)
    split = (Role.NUMBER, Role.ACTION, Role.MODIFIER, Role.ASK)
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="split_instances", why=_SPLIT)
        if f.role in split
        and any(s <= f.start and f.end <= e for s, e in spans)
        and not (f.role is Role.ASK and not f.concept.startswith("about:"))
        else f
        for f in reading.facts
    )
    return shields(reading if facts == reading.facts else dataclasses.replace(reading, facts=facts))


# 「100ダメ×5回」「100ダメを5回」「300ダメ4回」「100ダメージ×3回」: an amount with a number of times
_TIMES = re.compile(r"\s*(?:ダメージ|ダメ)?\s*(?:×|x|X|を|が)?\s*\d+\s*回")


# a prevention's card text the plan reads whole (10.17.1.1): whom it protects (あなた / このカード / any
# プレイヤー, 「次に」 or 「このターン」), the damage it takes (受ける / 与えられる, 「場合」「たび」 and a
# replacement's 「代わりに」) and its amount — no source, kind or other condition, which it would not read
_SHIELD = re.compile(
    r"(?:このターン、?)?(?:次に)?"
    r"(?:(?:あなた|このカード|この(?:J/)?リゾネイター|プレイヤー)(?:が|に|は)?)?"
    r"(?:ダメージ(?:を|が)?)?(?:受ける|与えられる)"
    r"(?:(?:場合|たび)、?(?:代わりに)?(?:それが与えられるたびに)?(?:その)?)?"
    r"ダメージ(?:は|を)?(?:すべて|全て)?\d+点?(?:軽減(?:する|される)|カット(?:する|される)|減ら(?:す|される)|少なくする|軽くする)"
)
_WHOLE = "a prevention's whole card text, read as its amount (10.17.1.1)"


def shields(reading: Reading) -> Reading:
    """「「次にあなたが受けるダメージを200軽減する」がかかってる」: a per-count question's prevention told
    as card text of the one shape `_SHIELD` is read whole — its one amount fact spans the quote, so the gate
    finds the text the scenario's prevention holds (blind fow-bk-01, bn-23, bp-03 had been withheld:
    「…をシナリオのカードに持たせられませんでした」). Card text of any other shape stays as read, and the
    per-count plan declines it (`fow_per_count._prevention`). 「自分が対象になった」 tells the target
    (`fow_per_target.told_target`), no act of its own (blind fow-bp-01's kind)."""
    if per_count_found(reading) is None:
        return reading
    text = reading.text
    facts = list(reading.facts)
    for i, f in enumerate(facts):
        if f.role is not Role.MODIFIER or f.concept != "reduce_damage" or not isinstance(f.value, int):
            continue
        quote = quoted(reading, f)
        if quote is None or not _SHIELD.fullmatch(re.sub(r"\s", "", text[quote[0] + 1 : quote[1] - 1])):
            continue
        inside = [g for g in facts if g.role is Role.MODIFIER and quote[0] < g.start and g.end < quote[1]]
        if inside != [f]:
            continue
        facts[i] = dataclasses.replace(
            f, start=quote[0] + 1, end=quote[1] - 1, text=text[quote[0] + 1 : quote[1] - 1], why=_WHOLE
        )
    for i, f in enumerate(facts):
        if (
            f.role is Role.ACTION
            and f.concept == "target"
            and f.text.startswith("対象")
            and _aimed_at(reading, f)
        ):
            facts[i] = dataclasses.replace(f, role=Role.NEUTRAL, concept="told_target", why=_AIM)
    new = tuple(facts)
    return reading if new == reading.facts else dataclasses.replace(reading, facts=new)


# 「自分が対象になった」「相手を対象にした」: the player the per-count's effect is aimed at
_AIMED = re.compile(r"\s*(?:プレイヤー)?\s*(?:が|は|を)\s*")
_AIM = "the player told as the per-count effect's target (「自分が対象になった」), no act of its own"


def _aimed_at(reading: Reading, aim: Fact) -> bool:
    """Whether an owner word (outside any quote) right before 「対象に…」 names the one aimed at."""
    return any(
        f.role is Role.OWNER
        and f.owner in ("self", "opponent")
        and quoted(reading, f) is None
        and _AIMED.fullmatch(reading.text, f.end, aim.start) is not None
        for f in reading.facts
    )
