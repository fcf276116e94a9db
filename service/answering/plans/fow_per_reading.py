"""How fow's plans read a per-count damage question beyond the shared reader (`plans.reread`): the
unit of 「リゾネイター1体につき」 is no count of a zone, and 「100ダメ×5回なら0」 is the asker's guess of one
instance per counted card (10.6.4.1 denies it), no damage told."""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_common import of, quoted
from service.answering.plans.fow_per_count import AT_MOST, per_count_found
from service.answering.plans.fow_per_target import outside_quote
from service.answering.reading.model import Fact, Reading, Role

_UNIT = "the unit of a per-count (10.6.4.1), no count of a zone"
_TARGET_SPEC = (
    "how many targets the per-count's card text chooses (「対象のJ/リゾネイター1体に」), no count of a zone"
)


def _targeted(text: str, quote: tuple[int, int], fact: Fact) -> bool:
    """Whether `fact` is the per-count text's own 「対象の…1体に/を」 (in its quote): the one target it
    chooses, which the question names outside the quote."""
    return (
        quote[0] < fact.start
        and fact.end < quote[1]
        and "対象の" in text[quote[0] : fact.start]
        and text[fact.end : fact.end + 1] in ("に", "を")
    )


def units(reading: Reading) -> Reading:
    """The 「リゾネイター1体」 of 「リゾネイター1体につき」 is the per-count's unit, not a count of that zone:
    read as a count it had to be reflected as one card on the quote's side (whoever controls the
    effect), so an effect the opponent used was withheld."""
    per = [f for f in of(reading, Role.MODIFIER, "per_count") if not f.negated]
    found = per_count_found(reading) if per else None
    quote = found[2] if found is not None and found[3] else None
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="per_count_unit", why=_UNIT)
        if f.role is Role.QUANTITY and any(f.start < p.start <= f.end for p in per)
        else dataclasses.replace(f, role=Role.NEUTRAL, concept="target_spec", why=_TARGET_SPEC)
        if f.role is Role.QUANTITY and quote is not None and _targeted(reading.text, quote, f)
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


# 「100ダメ×5回」「100ダメを5回」「300ダメ4回」「100ダメージ×3回」「200×4」: an amount with a number of times
_TIMES = re.compile(r"\s*(?:ダメージ|ダメ)?\s*(?:(?:×|x|X|\*)\s*\d+(?:\s*回)?|(?:を|が)?\s*\d+\s*回)")


# a prevention's card text the plan reads whole (10.17.1.1): whom it protects (あなた / このカード / any
# プレイヤー, 「次に」 or 「このターン」), the damage it takes (受ける / 与えられる, 「場合」「たび」 and a
# replacement's 「代わりに」; 「1回につき」: each instance, and a per-count deals one, 10.6.4.1) and its
# amount — no source, kind or other condition, which it would not read
_SHIELD = re.compile(
    r"(?:このターン、?)?(?:次に)?"
    r"(?:(?:あなた|このカード|この(?:J/)?リゾネイター|プレイヤー)(?:が|に|は)?)?"
    r"(?:ダメージ(?:を|が)?)?(?:受ける|与えられる)"
    r"(?:(?:場合|たび)、?(?:代わりに)?(?:それが与えられるたびに)?(?:その)?)?"
    r"ダメージ(?:は|を)?(?:(?:1|一)回(?:につき|ごとに))?(?:すべて|全て)?\d+点?(?:軽減(?:する|される)|カット(?:する|される)|減ら(?:す|される)|少なくする|軽くする)"
)
_WHOLE = "a prevention's whole card text, read as its amount (10.17.1.1)"
# 「1回につき100以下のダメージがあなたに与えられる場合、代わりにそのダメージを全て軽減する」: a replacement of
# every instance of at most N (10.17.1.2) — the per-count's one instance (10.6.4.1) meets it or not as a whole
_AT_MOST = re.compile(
    r"(?:(?:1|一)回(?:につき|ごとに|で))?(?P<n>[0-9]+)(?:点)?以下の\s*ダメージ(?:が|を)?"
    r"(?:(?:あなた|プレイヤー)(?:に|が)?)?(?:与えられる|受ける)場合、?(?:代わりに)?(?:その)?"
    r"ダメージ(?:を|は)?(?:すべて|全て|全部)?軽減する。?"
)


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
        for j, g in enumerate(facts):  # 「1回につき」's 1: part of the text read whole, no count
            if g.role is Role.NUMBER and quote[0] < g.start and g.end < quote[1]:
                facts[j] = dataclasses.replace(g, role=Role.NEUTRAL, concept="per_instance", why=_WHOLE)
    facts = _at_most(reading, facts)
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


def _at_most(reading: Reading, facts: list[Fact]) -> list[Fact]:
    """The one quote of the `_AT_MOST` shape read whole: its reduction fact spans it with the most points
    it prevents as the value (`fow_per_count` compares the instance), its numbers no count."""
    text = reading.text
    for m in re.finditer(r"[「『][^「」『』]*[」』]", text):
        shape = _AT_MOST.fullmatch(re.sub(r"\s", "", m.group()[1:-1]))
        inside = [i for i, f in enumerate(facts) if m.start() < f.start and f.end < m.end()]
        mods = [i for i in inside if facts[i].role is Role.MODIFIER]
        if shape is None or len(mods) != 1 or facts[mods[0]].concept != "reduce_damage":
            continue
        for i in inside:
            if facts[i].role is Role.NUMBER:
                facts[i] = dataclasses.replace(facts[i], role=Role.NEUTRAL, concept="at_most", why=AT_MOST)
        facts[mods[0]] = dataclasses.replace(
            facts[mods[0]], start=m.start() + 1, end=m.end() - 1, text=m.group()[1:-1],
            value=int(shape.group("n")), why=AT_MOST,
        )  # fmt: skip
    return facts
