"""軌跡 TCG UNITs read from a `Reading`'s facts: each UNIT's STR/DEF/CPコスト, icons (【武術】 …),
states (スタン, アクション) and whether it has サポート, with its owner.

Facts are taken in the question's order. A UNIT starts at its first stat, icon or state and takes the
facts that follow until the noun that closes it (「…の相手UNIT」), a stat it already has (「STR2、STR3」
are two UNITs) or a clause boundary (「、」「。」「で」 between two facts: 「STR3/DEF2で、【武術】なしの
STR1…」). Its owner is the one any of its facts (or its closing noun) names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from service.answering.plans.kiseki_counted import counted_before
from service.answering.plans.kiseki_spoken import plain as plain
from service.answering.plans.restricted_holder import holds
from service.answering.reading.model import Fact, Reading, Role

STATS = {"STR": "STR", "DEF": "DEF", "cp_cost": "cp_cost"}
# the engine's icon craft names (scenario.Icon)
ICONS = frozenset({"暗躍", "援軍", "帰属", "派遣", "武術", "ヘイト"})
STATES = {"stunned": "stunned", "rested": "acted"} | {
    k: k for k in ("no_overkill", "unattackable", "no_attack")
}
_BOUNDARY = re.compile(r"[、。,.!?!?]|で")
# 「STR2、STR2、STR5の3体」「STR2とSTR2」: UNITs listed by one stat each, the same value twice
_LIST = re.compile(r"\s*[、,と]\s*")
_SENTENCE = re.compile(r"[。.!?!?]")
# 「UNITが(スクラムサポートで)サポートを得てる」: the UNIT noun is the subject or the target of what follows
_SUBJECT = re.compile(r"\s*[がはに]")
# 「UNIT(STR3/DEF2)」「ユニット（STR2・DEF3、CPコスト2）」: the parenthesis right after a UNIT noun
_PAREN = re.compile(r"\s*[(（][^()（）]{1,40}[)）]")
# 「応戦UNITのSTRは3」「攻撃対象のUNITは…」: a UNIT named by its part in the fight, one told before
_ROLE_NAMED = re.compile(r"(?:応戦|攻撃対象の?|攻撃された|攻撃されている|攻撃してる|攻撃中の|攻撃した)\s*$")


class Unmodeled(ValueError):
    """A UNIT fact the scenario model cannot hold (an unknown keyword or state)."""


@dataclass(slots=True)
class Unit:
    stats: dict[str, int] = field(default_factory=dict)
    icons: set[str] = field(default_factory=set)
    flags: set[str] = field(default_factory=set)  # stunned / acted / support
    owner: str | None = None
    closed: bool = False
    facts: list[Fact] = field(default_factory=list)
    later: list[Fact] = field(default_factory=list)  # said of it again by a reference (「STR4の方は…」)

    def take(self, fact: Fact) -> None:
        self.facts.append(fact)
        if self.owner is None and fact.owner is not None:
            self.owner = fact.owner

    def spec(self, uid: str, name: str) -> dict[str, object]:
        """The engine's card spec: stats the question gives (the rest are the engine's 1)."""
        out: dict[str, object] = {"id": uid, "name": name, "icons": sorted(f"【{i}】" for i in self.icons)}
        out.update(self.stats)
        out.update({flag: True for flag in sorted(self.flags)})
        return out


def units(reading: Reading, *, statless: frozenset[str] = frozenset()) -> list[Unit]:
    """The UNITs the question describes, in order. Raises `Unmodeled` for a UNIT fact the engine
    cannot hold. A UNIT told with no stat is one only when it has an icon of `statless` (「相手の場は
    【暗躍】持ちの1体だけ」: its stats play no part when it cannot be attacked, 1402.1)."""
    found: list[Unit] = []
    current: Unit | None = None
    pending_support: Fact | None = None
    subject: Unit | None = None  # the UNIT whose noun is the subject of the clause being read
    last_end = 0
    paren_end = -1  # 「【武術】持ちUNIT(STR3/DEF2)」: the stats in parentheses right after the noun are its
    again = -1  # the sentence naming a UNIT again by its part in the fight (「応戦UNITの…」)
    referred: tuple[Unit, int] | None = None  # the UNIT a reference names, and its sentence
    taken = False  # a fact was said of the UNIT `referred` names
    for fact in sorted(reading.facts, key=lambda f: f.start):
        gap = reading.text[last_end : fact.start]
        if current is not None and fact.start < paren_end:
            current.closed = False
        elif current is not None and _BOUNDARY.search(gap) and not _listed(current, fact, gap):
            current.closed = True  # a clause or sentence ends the UNIT being described
        if _SENTENCE.search(gap):
            subject = None
            if pending_support is not None:  # 「…サポートを得ている。STR6の…」: whose support?
                raise Unmodeled(pending_support.text)
        # 「UNITに「これは攻撃できない。」ってある」: held by the UNIT named before it (restricted_holder)
        joins = current is not None and (
            not current.closed or holds(reading.text, current.facts[-1].end, fact)
        )
        if referred is not None and referred[1] != _sentence_at(reading, fact):
            referred = None  # a reference holds for its own sentence
        try:
            back = _referred(reading, fact, found)
        except Unmodeled:  # 「UNITが1体いる。そいつは/そのUNITは…」: the counted UNITs named again
            if not counted_before(reading, fact, any(f.role is Role.CARD for u in found for f in u.facts)):
                raise
            back = None
            if fact.role is Role.CARD:
                last_end = fact.end
                continue
        if back is not None:  # 「STR4の方は」「相手のそのUNITは」: what follows is said of a UNIT told before
            if referred is not None and referred[1] == _sentence_at(reading, fact) and not taken:
                # 「STR3の方もSTR5の方も「…オーバーキルしない」」: two UNITs named before what is said —
                # of both, not only of the last named (0 lost had been stated as 3)
                raise Unmodeled(fact.text)
            referred, current, subject, taken = (back, _sentence_at(reading, fact)), None, None, False
            if fact.role in (Role.STAT, Role.CARD):  # the reference itself; a pronoun's fact is its own
                last_end = fact.end
                continue
        if referred is not None and fact.owner is not None and referred[0].owner not in (None, fact.owner):
            referred = None  # 「そのUNITで相手のSTR1・DEF2のUNITを攻撃」: the other player's UNIT follows
        if referred is not None and _said_again(referred[0], fact, reading.text):
            last_end, taken = fact.end, True
            continue
        if fact.role is Role.STAT and fact.concept in STATS and isinstance(fact.value, int):
            if not joins and again == _sentence_at(reading, fact):
                raise Unmodeled(fact.text)  # a stat of the UNIT its fight role names: which one is it?
            if any(
                u.stats.get(STATS[fact.concept]) == fact.value
                and not (u is current and u.stats.keys() == {STATS[fact.concept]} and _LIST.fullmatch(gap))
                and not _other_owner(u, fact, None)  # 「相手のUNITは…DEF3」: not the asker's DEF3 one
                and (
                    _sentence(reading, u) != _sentence_at(reading, fact)
                    or (
                        _clause_between(reading, u, fact)
                        and not _other_owner(u, fact, current if joins else None)
                    )
                )
                for u in found
            ):
                # 「STR4の方は…」「…でスクラム攻撃、STR2のUNITは…」: the same UNIT again, or another?
                raise Unmodeled(fact.text)
            subject = None
            if not joins or current is None or fact.concept in current.stats:
                current = Unit()
                found.append(current)
                if pending_support is not None:
                    current.flags.add("support")
                    current.take(pending_support)
                    pending_support = None
            current.stats[STATS[fact.concept]] = fact.value
            current.take(fact)
        elif fact.role is Role.KEYWORD:
            name = fact.concept.strip("【】")
            if name not in ICONS:
                raise Unmodeled(fact.text)
            if not joins or current is None or name in current.icons:
                current = Unit()
                found.append(current)
            if not fact.negated:
                current.icons.add(name)
            current.take(fact)
        elif fact.role is Role.STATE and fact.concept in STATES and joins and current is not None:
            if not fact.negated:
                current.flags.add(STATES[fact.concept])
            current.take(fact)
        elif fact.role is Role.ACTION and fact.concept == "support" and not fact.negated:
            if not _held_now(reading, fact):
                raise Unmodeled(fact.text)  # 「次のターンにサポートを得る予定の…」: not held in this fight
            if subject is not None:  # 「UNITがスクラムサポートでサポートを得てる」: that UNIT's
                subject.flags.add("support")
                subject.take(fact)
            else:
                pending_support = fact  # 「サポートを得ているSTR1/DEF2の…」: the UNIT that follows
        elif fact.role is Role.ACTION:
            subject = None  # 「UNITに攻撃し、…」: a clause about something else
            last_end = fact.end
            continue
        elif fact.role is Role.CARD and fact.concept == "unit":
            subject = None
            if _ROLE_NAMED.search(reading.text, 0, fact.start) and (current is None or current.closed):
                again = _sentence_at(reading, fact)  # its stats were read as another attacker's
            opened = _PAREN.match(reading.text, fact.end)  # 「相手のUNIT(STR2/DEF3)」: its stats follow
            if opened is not None:
                paren_end = opened.end()
                if current is None or current.closed:
                    current = Unit()
                    found.append(current)
            if current is not None and not current.closed:
                current.take(fact)
                current.closed = fact.end >= paren_end
                if _SUBJECT.match(reading.text, fact.end):
                    subject = current
        else:
            last_end = max(last_end, fact.end) if fact.role is not Role.OWNER else last_end
            continue
        last_end = fact.end
    if pending_support is not None:
        raise Unmodeled(pending_support.text)
    found = _joined_icons(reading, found)
    for u in found:  # 「UNITはSTR3・DEF2で【武術】持ち」: an icon or state no stat is written with
        if not u.stats and not (u.icons & statless and u.owner is not None):
            raise Unmodeled(u.facts[0].text if u.facts else "")
    return found


def _listed(current: Unit, fact: Fact, gap: str) -> bool:
    """「相手のCPコスト4、STR2/DEF5のUNIT」: a stat the UNIT being described lacks, after a bare 「、」,
    before its noun closed it — the same UNIT's list of stats, not another UNIT."""
    return (
        gap.strip() in ("、", ",")
        and fact.role is Role.STAT
        and fact.concept in STATS
        and STATS[fact.concept] not in current.stats
        and not any(f.role is Role.CARD for f in current.facts)
        and (fact.owner is None or current.owner in (None, fact.owner))
    )


def _sentence_at(reading: Reading, fact: Fact) -> int:
    return reading.text.count("。", 0, fact.start)


def _sentence(reading: Reading, unit: Unit) -> int:
    return _sentence_at(reading, unit.facts[0]) if unit.facts else -1


def _clause_between(reading: Reading, unit: Unit, fact: Fact) -> bool:
    """Whether a clause ends between `unit`'s last fact and `fact` (「STR2とSTR5で攻撃、STR2の…」)."""
    last = max((f.end for f in unit.facts), default=fact.start)
    return bool(re.search(r"[、。,.!?!?]", reading.text[last : fact.start]))


def _other_owner(unit: Unit, fact: Fact, building: Unit | None) -> bool:
    """Whether `fact` is said of another player's UNIT (「自分のSTR7/DEF3で、相手のSTR2/DEF3」)."""
    owner = fact.owner or (building.owner if building is not None else None)  # the UNIT it joins
    return unit.owner is not None and owner is not None and unit.owner != owner


# 「STR3/DEF3で【武術】持ち。」: a UNIT's stats, 「で」 and its icons with no stat after them
_WITH = re.compile(r"\s*で\s*")
# 「STR4でDEF2殴った」: stats right before the attack verb (を/に at most between) are what is attacked —
# the 「で」 before them is the attacker's instrument (804.11a), not one UNIT's list of stats (「をぶん殴」)
_AIMED = re.compile(r"\s*(?:を|に|へ)?\s*[ぁ-ん]{0,3}")


def _attacked_object(reading: Reading, unit: Unit) -> bool:
    end = max(f.end for f in unit.facts)
    return any(
        f.concept in ("attack", "attacked")
        and f.start >= end
        and _AIMED.fullmatch(reading.text[end : f.start])
        for f in reading.of(Role.ACTION)
    )


def _joined_icons(reading: Reading, found: list[Unit]) -> list[Unit]:
    """「自分のUNITはSTR3/DEF3で【武術】持ち」「…CPコスト2で【武術】なし」: icons said right after a
    UNIT's stats, joined by 「で」 alone, and no stat of their own, are that UNIT's (1406.1) — the 「で」
    had closed the UNIT and left them a UNIT with no stat. 「STR3/DEF2で、【武術】なしのSTR1」 (a 「、」,
    or a stat of their own) stays another UNIT."""
    out: list[Unit] = []
    for u in found:
        prev = out[-1] if out else None
        icons = not u.stats and all(f.role is Role.KEYWORD for f in u.facts)
        # 「相手のUNITはSTR2/DEF4でCPコスト2」: a stat the UNIT lacks after 「で」, no UNIT noun of its own
        stats = (
            all(f.role is Role.STAT for f in u.facts) and prev is not None and not prev.stats.keys() & u.stats
        )
        if (
            prev is not None
            and (icons or stats)
            and prev.stats
            and u.facts
            and u.owner in (None, prev.owner)
            and not (stats and _attacked_object(reading, u))
            and _WITH.fullmatch(reading.text[max(f.end for f in prev.facts) : u.facts[0].start])
        ):
            prev.icons |= u.icons
            prev.stats.update(u.stats)
            prev.facts.extend(u.facts)
            continue
        out.append(u)
    return out


# 「STR4の方は」「STR2の片方は」「STR5のやつに」: a stat with 方/やつ names a UNIT told before by it
_BY_STAT = re.compile(r"\s*の\s*(?:方|ほう|片方|片一方|やつ|奴)\s*(?:は|が|に|には|も)")
# 「そのUNITは」「相手のそのユニット」「そいつは」: the UNIT told before
_THAT = re.compile(r"(?:その|そいつ)\s*$")


def _referred(reading: Reading, fact: Fact, found: list[Unit]) -> Unit | None:
    """The UNIT told before that `fact` names again (「同じ組織のSTR4とSTR2でスクラム攻撃。STR4の方は…」,
    「相手のDEF3のUNITに攻撃。そのUNIT、…」), else None. Raises `Unmodeled` when it may be either of two
    different UNITs — which one the later facts are said of decides the fight."""
    if fact.role is Role.STAT and fact.concept in STATS and _BY_STAT.match(reading.text, fact.end):
        same = [
            u
            for u in found
            if u.stats.get(STATS[fact.concept]) == fact.value
            and (fact.owner is None or u.owner in (None, fact.owner))
            and _sentence(reading, u) < _sentence_at(reading, fact)
        ]
    elif (
        fact.role is Role.CARD and fact.concept == "unit" and _THAT.search(reading.text, 0, fact.start)
    ) or (fact.role in (Role.KEYWORD, Role.STATE, Role.ACTION) and _pronoun(reading, fact)):
        same = [
            u
            for u in found
            if any(f.role is Role.CARD for f in u.facts) and (fact.owner is None or u.owner == fact.owner)
        ]
    else:
        return None
    if not same or any(_shape(u) != _shape(same[0]) for u in same):
        raise Unmodeled(fact.text)  # 「STR2の方」 of two different STR2 UNITs, or none told
    return same[0]  # 「STR2の片方」 of two alike UNITs: either one is the same fight


# 「そいつはサポートを得てる」「ちなみにこいつ、【武術】持ち」「ただそいつ、…サポート持ち」: a pronoun opening
# the sentence of the fact
_PRONOUN = re.compile(
    r"\s*(?:ちなみに|なお|あと|で|ただ(?:し)?|でも|しかも|それと)?\s*[、,]?\s*(?:そいつ|こいつ)\s*(?:は|が|も|って|[、,])\s*"
)


def _pronoun(reading: Reading, fact: Fact) -> bool:
    opened = max(reading.text.rfind(c, 0, fact.start) for c in "。!?!?") + 1
    head = _PRONOUN.match(reading.text, opened)
    if head is None:
        return False
    return not any(
        f.role in (Role.STAT, Role.KEYWORD, Role.STATE, Role.CARD, Role.ACTION)
        and opened <= f.start < fact.start
        for f in reading.facts
    )  # the first fact said of it


def _shape(unit: Unit) -> tuple[object, ...]:
    return (sorted(unit.stats.items()), sorted(unit.icons), sorted(unit.flags), unit.owner)


# 「サポートを得てない」「サポートは付いてない」「サポートなし」: no サポート held (1309.1a does not apply)
_NOT_HELD = re.compile(
    r"\s*(?:を|は|が|も)?\s*(?:(?:得|持|も|付い|つい|つけ|付け|もらっ)て(?:い|は|も)?(?:ない|ません|なかった)|なし|無し|ない|無い)"
)


# 「…を得ていたが、もう切れた」「次のターンにサポートを得る予定」「…なら」: said of another time than the
# fight's, or taken back — not a state the UNIT holds now
_NOT_NOW = re.compile(
    r"予定|つもり|次の|来ターン|あと(?:で|から)|後で|かも|[たれ]ら|れば|なら|はず|(?:い|て)た(?:が|けど|のに)|"
    r"切れ|消え|なくな|無くな|終わっ|外れ|失わ|失っ"
)


def _held_now(reading: Reading, fact: Fact) -> bool:
    """Whether nothing around `fact` says it of another time (「次のターンに」「予定の」)."""
    told = [f for f in reading.facts if f.role not in (Role.NEUTRAL, Role.TERM) and f is not fact]
    before = max((f.end for f in told if f.end <= fact.start), default=0)
    after = min((f.start for f in told if f.start >= fact.end), default=len(reading.text))
    return not _NOT_NOW.search(reading.text[before : fact.start] + "|" + reading.text[fact.end : after])


def _said_again(unit: Unit, fact: Fact, reading_text: str) -> bool:
    """Take a state, icon or サポート said after a reference into the UNIT it names: True when taken."""
    closed = min((i for i in (reading_text.find(c, fact.end) for c in "。!?!?") if i >= 0), default=None)
    if _NOT_NOW.search(reading_text, fact.end, closed if closed is not None else len(reading_text)):
        raise Unmodeled(fact.text)
    if fact.role is Role.KEYWORD:
        name = fact.concept.strip("【】")
        if name not in ICONS:
            raise Unmodeled(fact.text)
        if not fact.negated:
            unit.icons.add(name)
    elif fact.role is Role.STATE and fact.concept in STATES:
        if not fact.negated:
            unit.flags.add(STATES[fact.concept])
    elif fact.role is Role.ACTION and fact.concept == "support":
        if not fact.negated and not _NOT_HELD.match(reading_text, fact.end):
            unit.flags.add("support")
    elif fact.role is Role.STAT and fact.concept in STATS and isinstance(fact.value, int):
        if unit.stats.setdefault(STATS[fact.concept], fact.value) != fact.value:
            raise Unmodeled(fact.text)  # 「STR4の方はSTR6」: which is it?
    elif fact.role in (Role.STAT, Role.CARD):
        raise Unmodeled(fact.text)  # 「そのUNITとSTR3のUNIT」: another UNIT in the sentence
    else:
        return False
    unit.later.append(fact)
    return True
