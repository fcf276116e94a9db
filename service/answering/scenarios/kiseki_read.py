"""Reading 軌跡 TCG situations out of a question: UNITs with STR/DEF/CPコスト and icon crafts, whose they
are (自分/相手) and what they do (attack, are attacked, are merely on the field, are absent).

The generic `Facts` give the card nouns and their positions; the kiseki phrasings are read here because
they pack several UNITs into one noun (「STR2とSTR3のUNIT」, 「UNIT2体」), put stats in parentheses
(「UNIT(DEF5)」), negate icons (「【武術】を持たない相手のUNIT」) and name targets by a stat
(「DEF1の方を攻撃」).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from service.answering.extract import CardMention, Facts, without_doer_state
from service.answering.player_numbers import last_side
from service.answering.scenarios.kiseki_letters import LETTERED_PAREN, lettered
from service.answering.scenarios.kiseki_sides import ALONE as _ALONE
from service.answering.scenarios.kiseki_sides import BARE_PAIR, GIVEN, stunned_said, supported_by_opponent

UNIT_KINDS = frozenset({"unit", "character"})
ICON_NAMES = ("暗躍", "援軍", "帰属", "派遣", "武術", "ヘイト")
# the 組織 the rulebook names (211, 1302.3, 1310.1), and 結社 as players name one (「組織が結社の
# ユニット」): said in a UNIT's noun phrase, they are its own
ORG_NAMES = ("遊撃士協会", "身喰らう蛇", "聖杯騎士団", "結社")
# 「結社「身喰らう蛇」」: two names that may be one 組織 — told together, no UNIT's 組織 is read
ALIASED = ("結社", "身喰らう蛇")
_N = r"(-?[0-9]+)"
_STAT = re.compile(r"(STR|DEF|CPコスト|(?<![CE]P)コスト|攻撃力|防御力|守備力)\s*(?:が|は|:)?\s*" + _N)
_STAT_KEY = {"STR": "str", "攻撃力": "str", "DEF": "def", "防御力": "def", "守備力": "def"}
_SLASH = re.compile(r"(?<![+\-0-9/])([0-9]+)\s*/\s*([0-9]+)(?![0-9/])")
_BOUNDARY = re.compile(r"[。、,?!]")
_ICON = re.compile(
    r"【?("
    + "|".join(ICON_NAMES)
    + r")】?\s*(を?持(?:たない|っていない|ってない)|[がの]?(?:なし|無し|ない|無い))?"
)
_SIDE_WORDS = (
    ("相手", "opponent"),
    ("敵", "opponent"),
    ("自分", "self"),
    ("あなた", "self"),
    ("こちら", "self"),
)
ATTACK = re.compile(r"攻撃(?!力|され(?:ない|ず))|アタック|殴")  # 攻撃力 is a stat, 攻撃されない an effect
# the passive of an attack, as the attacked side tells it: 攻撃された, 殴られた, 攻撃を受けた
PASSIVE = r"(?:攻撃|アタック)(?:を)?(?:され(?!ない)|受け)|殴られ|叩かれ"  # 「攻撃されない」 is an effect
_COUNT = r"(?:[0-9]+\s*(?:体|つ|枚)\s*)?"
_STAT_RUN = r"(?:(?:STR|DEF|CPコスト)\s*(?:が|は|:)?\s*-?[0-9]+[、,・/\sとで]*)+"
_PRONOUN = re.compile(r"(?:STR|DEF|コスト)\s*-?[0-9]+の(やつ|ヤツ|奴)")
# 「相手の2/2(コスト1)に殴りかかった」「俺のSTR3/DEF3で」: STR/DEF as a pair with no noun after them
_BARE_PAIR = re.compile(BARE_PAIR)
# 「【武術】持ち(STR2/DEF3)に」: a UNIT named by its icon craft, with no noun after it
_HOLDER = re.compile(
    r"【?(?:" + "|".join(ICON_NAMES) + r")】?持ち"
    r"(?![のでな]|[^。、?!]{0,12}?(?:ユニット|UNIT|キャラ))"
)


@dataclass(frozen=True, slots=True)
class Unit:
    """One UNIT the question describes. `None` stats were not stated."""

    side: str | None  # "self" / "opponent"
    role: str | None  # "attacker" / "target" / "present" / "absent"
    str_: int | None
    def_: int | None
    cost: int | None
    icons: frozenset[str]
    stunned: bool
    acted: bool
    support: bool
    start: int
    pronoun: bool = False  # named by やつ: may be a UNIT already described (「DEF1のやつを攻撃」)
    anaphor: bool = False  # 「そのユニット」「同じUNIT」: the UNIT named before
    # rule terms the question says are in effect (read by `kiseki_effects`): +X/+Y (1303), 1319.1, 1326.1
    boost: tuple[int, int] = (0, 0)
    no_overkill: bool = False
    unattackable: bool = False
    guessed: tuple[str, ...] = ()  # stats said after the verb (「…、コストは3」, `_orphan_stats`)
    orgs: frozenset[str] = frozenset()  # 組織 said in its noun phrase (「遊撃士協会のSTR3のUNIT」)
    # named by its side alone, its stats told after the noun (「（相手のUNITのCPコストは4）」): most often
    # a UNIT described before, named again (`kiseki_retold.fold_retold`)
    retold: bool = False
    # where the UNIT is named again by its side alone in a later sentence (「…を攻撃。でも相手UNITは
    # 「+0/+2」を得てる」, `kiseki_retold.fold_retold`): an effect said of that noun is this UNIT's
    named_at: tuple[int, ...] = ()


def _stats(text: str) -> list[dict[str, int]]:
    """Stat groups in reading order; a stat named twice starts another UNIT (「STR2とSTR3の」)."""
    groups: list[dict[str, int]] = [{}]
    for m in _STAT.finditer(text):
        key = _STAT_KEY.get(m.group(1), "cost")
        if key in groups[-1]:
            groups.append({})
        groups[-1][key] = int(m.group(2))
    for m in _SLASH.finditer(text):
        if "str" in groups[-1] or "def" in groups[-1]:
            groups.append({})
        groups[-1].update({"str": int(m.group(1)), "def": int(m.group(2))})
    return [g for g in groups if g] or [{}]


def icons_in(text: str) -> frozenset[str]:
    """Icon crafts a phrase says a UNIT has (「【武術】を持たない」 says it has not)."""
    return frozenset(f"【{m.group(1)}】" for m in _ICON.finditer(text) if not m.group(2))


def _role(after: str) -> str | None:
    head = after[:24]
    if re.match(r"\s*(?:が|は)?\s*" + _COUNT + r"しか(?:い|存在し)", head):
        return "present"
    if re.match(
        r"\s*(?:が|は)?\s*" + _COUNT + r"も?\s*(?:い|存在し|出てい|残ってい)(?:ない|なく|ません)", head
    ):
        return "absent"
    if re.match(r"\s*(?:が|は)?\s*(?:なし|無し|ゼロ|0\s*(?:体|つ))", head):
        return "absent"
    if re.match(
        r"\s*(?:が|は|も)\s*"
        + _COUNT
        + r"(?:いる|いて|います|いた|いれば|いたら|ある|あって|あれば|あったら|存在)",
        head,
    ):
        return "present"
    if re.match(
        r"\s*(?:が|は)\s*(?:全部|全て|すべて|みんな)?\s*(?:スタン|アクション|レディ|横向き|縦向き)", head
    ):
        return "present"  # 「相手のUNITがすべてスタンしている時、…で攻撃」
    sentence = re.split(r"[。?!]", after, maxsplit=1)[0]
    if re.match(r"\s*(?:に|から)", head) and re.search(PASSIVE, sentence) and not GIVEN.match(after):
        return "attacker"  # 「相手のUNITに攻撃された」「…に殴られた」: the agent of a passive
    if re.match(r"\s*(?:に|を|へ)", head) and ATTACK.search(sentence) and not GIVEN.match(after):
        return "target"
    if re.match(r"\s*(?:攻撃(?!力)|アタック|殴)", head):
        return "target"  # 「DEF1のユニット攻撃していい?」: the particle is dropped
    particle = re.match(r"\s*(で|が|は)", head)
    if particle and ATTACK.search(sentence):
        passive = re.search(PASSIVE, sentence) and particle.group(1) != "で"
        return "target" if passive else "attacker"
    return None


def _mentions(facts: Facts) -> list[CardMention]:
    """The UNIT nouns, plus UNITs named only by an icon craft (「相手の【武術】持ち(STR2/DEF3)に」)."""
    found = [m for m in facts.mentions if m.kind in UNIT_KINDS]
    starts = {m.start for m in found}
    for h in _HOLDER.finditer(facts.text):
        at = h.end() - len("持ち")
        if at not in starts:
            found.append(CardMention("unit", "持ち", at, h.end(), None, None))
    # 「俺のSTR3のやつで」: a pronoun with a stat is a UNIT (`_merge_references` folds it into the UNIT
    # it refers to, if one has that stat)
    for p in _PRONOUN.finditer(facts.text):
        if p.start(1) not in starts:
            found.append(CardMention("unit", p.group(1), p.start(1), p.end(1), None, None))
    found += lettered(facts.text, starts)  # 「A(STR3/DEF3)とB(STR2/DEF3)で」: UNITs named by a letter
    for b in _BARE_PAIR.finditer(facts.text):  # a zero-width noun right after the pair
        found.append(CardMention("unit", "", b.end(), b.end(), None, None))
    return sorted(found, key=lambda m: m.start)


def read_units(facts: Facts) -> list[Unit]:
    """Every UNIT the question mentions, one per UNIT (a noun may stand for several)."""
    text = facts.text
    mentions = _mentions(facts)
    out: list[Unit] = []
    prev_end = 0
    prev_side: str | None = None
    prev_first = 0  # where the previous noun's UNITs start in `out`
    aliased = all(name in text for name in ALIASED)
    for m in mentions:
        seg = text[prev_end : m.start]
        cut = max((b.end() for b in _BOUNDARY.finditer(seg)), default=0)
        while listed := re.search(r"(?:STR|DEF|CPコスト)\s*-?[0-9]+\s*[、,]\s*$", seg[:cut]):
            cut = listed.start()
        lead = seg[cut:]
        # 「相手の場にスタンしてないUNITが1体とスタンしたUNITが1体」: a count said with が/は before the と
        # joins the nouns too (the second had been of no side, then the asker's attacker: audit 11b)
        joined = (
            prev_end > 0
            and re.match(
                r"\s*(?:\([^()]*\))?\s*(?:(?:が|は)\s*[0-9]+\s*(?:体|つ)\s*)?" + _COUNT + r"と(?!\s*も)", seg
            )
            is not None
        )
        rest = text[m.end :]
        count = 1
        direct = re.match(r"\s*([0-9]+)\s*(?:体|つ|枚)", rest)  # 「UNIT2体で」: the count belongs to the noun
        if direct:
            count, rest = int(direct.group(1)), rest[direct.end() :]
        paren = re.match(LETTERED_PAREN, rest)  # 「UNIT(STR1/DEF4)」「UNIT X(STR1/DEF4)」
        inner = paren.group(1) if paren else ""
        rest = rest[paren.end() :] if paren else rest
        # 「相手のUNITはSTR3・DEF2」 — but in 「UNITがSTR4のやつに」 the stats are the next noun's
        after = re.match(
            r"\s*(?:は|の|が)\s*(" + _STAT_RUN + r")(?!\s*の\s*(?:やつ|ヤツ|奴|UNIT|ユニット|キャラ))", rest
        )
        # 「相手はDEF3のUNIT、STRは1。」: stats after a comma are this UNIT's unless they lead to a noun
        after = after or re.match(r"\s*[、,]\s*(" + _STAT_RUN + r")(?!\s*の)", rest)
        # 「【暗躍】持ちDEF6(コスト3)」: stats right after the noun, unless they lead to the next one
        after = after or re.match(r"\s*(" + _STAT_RUN + r")(?!\s*の)", rest)
        if after:
            inner = f"{inner} {after.group(1)}"
            rest = rest[after.end() :]
            more = re.match(r"\s*\(([^()]*)\)", rest)
            if more:
                inner, rest = f"{inner} {more.group(1)}", rest[more.end() :]
        consumed = len(text) - m.end - len(rest)
        said_count = re.match(r"\s*(?:が|は)\s*([0-9]+)\s*(?:体|つ|枚)", rest)  # 「UNITが3つある」
        if said_count and not direct:
            count = int(said_count.group(1))
        side = last_side(lead, _SIDE_WORDS) or (prev_side if joined else None)
        given = supported_by_opponent(lead, text[m.end :])  # 「相手が…自分のUNITにサポート」
        side = "opponent" if given else side
        said = lead + " " + inner
        stunned = stunned_said(said, rest, _COUNT)
        groups = _stats(lead + " " + inner)
        if len(groups) == 1 and count > 1:
            groups = groups * min(count, 10)
        first = len(out)
        for g in groups:
            out.append(
                Unit(
                    side=side,
                    role=_role(rest),
                    str_=g.get("str"),
                    def_=g.get("def"),
                    cost=g.get("cost"),
                    icons=icons_in(said),
                    stunned=stunned,
                    acted=bool(re.search(r"アクション(?:状態|して|済)|横向き|横に", without_doer_state(said)))
                    or bool(
                        re.match(r"\s*(?:が|は)\s*(?:全部|全て|すべて|みんな)?\s*(?:アクション|横向き)", rest)
                    ),
                    support=given or bool(re.search(r"サポートを(?:持|得)", said)),
                    start=m.start,
                    pronoun=m.noun in ("やつ", "ヤツ", "奴"),
                    anaphor=bool(re.search(r"(?:その|同じ|この)\s*$", lead)) and not g,
                    orgs=frozenset(o for o in ORG_NAMES if o in said and not aliased),
                    retold=after is not None and not paren and not _STAT.search(lead) and count == 1,
                )
            )
        role = out[-1].role if len(out) > first else None
        if joined and role in ("attacker", "target"):  # 「STR2のUNITとSTR3のUNITで攻撃」: both attack
            out[prev_first:first] = [
                replace(u, role=role) if u.role is None else u for u in out[prev_first:first]
            ]
        prev_end = m.end + consumed
        prev_side = side
        prev_first = first
    return _orphan_stats(text[prev_end:], _refine(text, _merge_references(out)))


_ORPHAN = re.compile(
    r"(自分|相手|あなた|こちら)?(?:の)?(?:UNIT|ユニット)?(?:の)?(?<![EＥ]P)(STR|DEF|(?:CP)?コスト)(?:は|が|:)?\s*(-?[0-9]+)"
)


def _orphan_stats(tail: str, units: list[Unit]) -> list[Unit]:
    """「…を攻撃した、コストは3」「…攻撃してきた。STR4。」: a stat after the last UNIT, attached to no
    noun, belongs to the UNIT of the side it names, else — a STR to the attacker, a DEF or a CPコスト to
    the attacked UNIT (its stun damage is what is asked) — to the one UNIT it can be."""
    out = list(units)
    seen: set[str] = set()
    for m in _ORPHAN.finditer(tail):
        label = "CPコスト" if "コスト" in m.group(2) else m.group(2)
        key, value = {"STR": "str_", "DEF": "def_"}.get(label, "cost"), int(m.group(3))
        if label in seen or re.match(r"\s*で", tail[m.end() :]):
            continue  # said twice, or an attacker without a noun (「STR5で攻撃」, read by `_refine`)
        seen.add(label)
        side = last_side(m.group(1) or "", _SIDE_WORDS)
        open_ = [u for u in out if getattr(u, key) is None and u.role != "absent"]
        exact = [u for u in open_ if side is not None and u.side == side]
        # unsaid sides: the attacker is the asker's unless said otherwise; a STR is asked of the
        # attacker, a DEF or a CPコスト of the attacked UNIT
        attacker = (side == "self") if side is not None else (key == "str_")
        candidates = exact or [
            u for u in open_ if (side is None or u.side is None) and (u.role == "attacker") == attacker
        ]
        attacked = [u for u in candidates if u.role != "attacker"]
        pick = next((u for u in candidates if u.role == "target"), None) or next(
            (group[0] for group in (attacked, candidates) if len(group) == 1), None
        )
        if pick is None:
            continue
        i = out.index(pick)
        told = (*pick.guessed, label)
        if key == "str_":
            out[i] = replace(pick, str_=value, guessed=told)
        elif key == "def_":
            out[i] = replace(pick, def_=value, guessed=told)
        else:
            out[i] = replace(pick, cost=value, guessed=told)
    return out


def _merge_references(units: list[Unit]) -> list[Unit]:
    """A UNIT named by やつ with the stats of a UNIT described before is that UNIT, and so is
    「そのユニット」 (the UNIT named last) and a UNIT named again by its stats only, doing nothing
    itself (「…でスクラム攻撃、STR2のUNITはオーバーキルしない効果を得ている」)."""
    out: list[Unit] = []
    for u in units:
        if u.anaphor and out:
            if u.role is not None:
                out[-1] = replace(out[-1], role=u.role)
            continue
        if u.role is None and not u.pronoun and _restated(u, out):
            continue
        said = {k: v for k, v in (("s", u.str_), ("d", u.def_), ("c", u.cost)) if v is not None}
        same = next(
            (
                i
                for i, o in enumerate(out)
                if u.pronoun
                and said
                and all({"s": o.str_, "d": o.def_, "c": o.cost}[k] == v for k, v in said.items())
            ),
            None,
        )
        if same is None:
            out.append(u)
        elif u.role is not None:
            out[same] = replace(out[same], role=u.role)
    return out


def _restated(u: Unit, before: list[Unit]) -> bool:
    """`u` repeats the stats of exactly one UNIT already in a battle role (same side or unsaid)."""
    said = {k: v for k, v in (("str_", u.str_), ("def_", u.def_), ("cost", u.cost)) if v is not None}
    if not said or u.icons or u.stunned or u.acted:
        return False
    same = [
        o
        for o in before
        if o.role in ("attacker", "target")
        and (u.side is None or o.side in (u.side, None))
        and all(getattr(o, k) == v for k, v in said.items())
    ]
    return len(same) == 1


def _refine(text: str, units: list[Unit]) -> list[Unit]:
    """Roles a noun does not carry: 「STR5で攻撃」「こっちはSTR2」 (an attacker without a noun), and
    a target named by a stat, a state or an icon (「DEF1の方を攻撃」「スタンしてる方を狙って」)."""
    found = list(units)
    if not any(u.role == "attacker" for u in found) and ATTACK.search(text):
        m = re.search(
            r"(STR\s*-?[0-9]+(?:\s*[・、]?\s*(?:DEF|CPコスト)\s*-?[0-9]+)*)\s*"
            + _ALONE
            + r"で[^。?]*?(?:攻撃|アタック|殴)",
            text,
        )
        own = re.search(
            r"(?:自分|あなた|こちら)(?:の(?:UNIT|ユニット|方|ほう)?)?\s*(?:は|が)\s*(" + _STAT_RUN + ")", text
        )
        side = None
        if m is None and own is not None and "STR" in own.group(1):
            m, side = own, "self"  # 「…攻撃していいんだっけ?こっちはSTR2」
        if m and not any(u.start > m.start() and u.start - m.end() < 3 for u in found):
            g = _stats(m.group(1))[0]
            found.append(
                Unit(
                    side,
                    "attacker",
                    g.get("str"),
                    g.get("def"),
                    g.get("cost"),
                    frozenset(),
                    False,
                    False,
                    False,
                    m.start(),
                )
            )
    return _named_target(text, found)


_WHICH = r"の?\s*(?:方|ほう|やつ|ヤツ|奴)\s*(?:に|を|へ|攻撃|アタック|殴|狙)"


def _named_target(text: str, units: list[Unit]) -> list[Unit]:
    """The UNIT 「…の方を攻撃」 picks out among several (「【ヘイト】の方に」 too)."""
    chosen = next((u for u in units if u.role != "attacker" and _named(text, u)), None)
    if chosen is None:
        return units
    return [
        replace(u, role="target") if u is chosen else replace(u, role="present") if u.role == "target" else u
        for u in units
    ]


def _named(text: str, u: Unit) -> bool:
    ref = re.search(r"(STR|DEF|CPコスト)\s*(-?[0-9]+)\s*" + _WHICH, text)
    if ref:
        have = {"str": u.str_, "def": u.def_, "cost": u.cost}[_STAT_KEY.get(ref.group(1), "cost")]
        return have == int(ref.group(2))
    if re.search(r"スタン(?:して(?:い)?る|中|状態)" + _WHICH, text):
        return u.stunned
    icon = re.search(r"【?(" + "|".join(ICON_NAMES) + r")】?(?:持ち|を持つ)?" + _WHICH, text)
    return icon is not None and f"【{icon.group(1)}】" in u.icons
