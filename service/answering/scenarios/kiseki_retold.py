"""UNITs told again or told in a clause (軌跡 TCG, audit 10). `kiseki_read` reads every noun as a UNIT
of its own, with the role and state its words say; for a fight:

* 「相手のDEF2のUNITを攻撃（相手のUNITのCPコストは4）」 names the attacked UNIT a second time by its side
  alone, its stats told after the noun: the one UNIT of that side that fights (`fold_retold`);
* 「相手の場にUNITはいるけど、全部【暗躍】持ち」: an icon told of every UNIT of a side is theirs, not a
  UNIT of its own (`every_holder`);
* 「相手のSTR4のUNITに攻撃された俺のDEF3のUNITがスタンした」: the UNIT a passive clause says was attacked
  is the attacked one, and its 「スタンした」 the attack's result, not a state it was in
  (`attacked_in_clause`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.scenarios.kiseki_read import ICON_NAMES, PASSIVE, Unit

_SENTENCE_START = re.compile(r"[。?？!！]")
_EVERY = re.compile(
    r"(?:全部|全員|すべて|全て|みんな|どれも|どっちも|どちらも|両方とも?|いずれも)\s*(?:が|は)?\s*"
    r"【?(?:" + "|".join(ICON_NAMES) + r")】?\s*$"
)
# 「…UNITがスタンした」 after a passive attack: the result told (not 「スタンしてる」「スタン状態」)
_STUN_RESULT = re.compile(
    r"\s*(?:UNIT|ユニット|キャラ(?:クター)?)?\s*(?:\([^()]*\))?\s*(?:が|は|も)\s*"
    r"スタン(?:した|しちゃ|して(?:しま|しちゃ)|させられ)"
)


def _clause(text: str, at: int) -> str:
    """The text of `at`'s sentence before `at`."""
    start = max((m.end() for m in _SENTENCE_START.finditer(text, 0, at)), default=0)
    return text[start:at]


def every_holder(units: list[Unit], text: str) -> list[Unit]:
    """An icon told of 「全部」 of a side's UNITs, as a UNIT named 「…持ち」 with no side or stat, goes to
    every UNIT of the side told before it that is not attacking (it had been a UNIT of its own, the
    side's UNIT left without 【暗躍】: 'no' stated for an attack on the player, 803.6h)."""
    out = list(units)
    for u in units:
        if u.side is not None or u.role is not None or u.str_ or u.def_ or u.cost or not u.icons:
            continue
        if not _EVERY.search(_clause(text, u.start)):
            continue
        told = [o for o in out if o.start < u.start and o.side is not None]
        side = told[-1].side if told else None
        own = [o for o in told if o.side == side and o.role != "attacker"]
        if not own:
            continue
        for o in own:
            out[out.index(o)] = replace(o, icons=o.icons | u.icons)
        out.remove(u)
    return out


def attacked_in_clause(units: list[Unit], text: str) -> list[Unit]:
    """「…UNITに攻撃された俺のDEF3のUNITがスタンした」: a UNIT after a passive attack in its sentence,
    told 「スタンした」, is the attacked UNIT and its stun the result (it had been run as stunned before
    the attack, the player attacked instead)."""
    out = list(units)
    if any(u.role == "target" for u in units):
        return out
    for u in units:
        if u.role not in (None, "present") or not u.stunned:
            continue
        if re.search(PASSIVE, _clause(text, u.start)) and _STUN_RESULT.match(text, u.start + _noun(text, u)):
            out[out.index(u)] = replace(u, role="target", stunned=False)
    return out


def _noun(text: str, u: Unit) -> int:
    m = re.match(r"UNIT|ユニット|キャラクター|キャラ|持ち|やつ|ヤツ|奴", text[u.start :])
    return m.end() if m else 0


# a clause or sentence between the two names (「…を攻撃する前に、相手UNITに「-0/-2」を与えた」)
_CLAUSE_BREAK = re.compile(r"[。?？!！、,]")
# 「別の」「他の」「もう1体の」: the noun names another UNIT
_ANOTHER = re.compile(r"別|他|ほか|もう|違う|[2-9２-９]\s*(?:体|つ)目")


def _bare_later(u: Unit, o: Unit, text: str) -> bool:
    """`u` names a UNIT by its side alone — no stat, state, icon or role, not 「別の」 — in a clause after
    the one naming `o` (「STR4のUNITで相手のDEF3のUNITを攻撃。でも相手UNITは「+0/+2」を得てる」)."""
    told = (u.str_, u.def_, u.cost)
    return (
        not u.retold
        and all(v is None for v in told)
        and not (u.support or u.pronoun or u.anaphor or u.orgs)
        and o.start < u.start
        and _CLAUSE_BREAK.search(text, o.start, u.start) is not None
        and not _ANOTHER.search(text, max(o.start, u.start - 8), u.start)
    )


def fold_retold(units: list[Unit], text: str = "") -> list[Unit]:
    """「相手のDEF2のUNITを攻撃（相手のUNITのCPコストは4）」「…を攻撃した。もし相手のUNITのDEFが5だったら」:
    a UNIT named again by its side alone, doing nothing, after the one UNIT of that side that fights,
    is that UNIT — it had been run as a second UNIT standing by, and the fighting one's CPコスト taken
    as 1 (1306.3). The stats it tells fill the fighting UNIT's unsaid ones (named in the notes, as
    `guessed`); a stat told with another value than the fighting UNIT's is a UNIT of two values —
    its role becomes ``"retold"`` (no scenario runs it). Named again with nothing told, in a later
    clause (`_bare_later`), it is that UNIT too: where it is named is kept (`named_at`) so an effect
    said of it is the fighting UNIT's — it had been a second UNIT and its 「+0/+2」 lost (audit 24e)."""
    out = list(units)
    for u in units:
        if u.role is not None or u.side is None or u.icons or u.stunned or u.acted:
            continue
        same_side = [o for o in out if o is not u and o.side == u.side and o.role != "absent"]
        if (
            len(same_side) != 1
            or same_side[0].role not in ("attacker", "target")
            or same_side[0].start > u.start
        ):
            continue
        o = same_side[0]
        if not u.retold:
            if _bare_later(u, o, text):  # named again with nothing told: the fighting UNIT itself
                out[out.index(o)] = replace(o, named_at=(*o.named_at, u.start))
                out.remove(u)
            continue
        said = {k: v for k, v in (("str_", u.str_), ("def_", u.def_), ("cost", u.cost)) if v is not None}
        if any(getattr(o, k) not in (None, v) for k, v in said.items()):
            out[out.index(u)] = replace(u, role="retold")
            continue
        labels = {"str_": "STR", "def_": "DEF", "cost": "CPコスト"}
        new = {k: v for k, v in said.items() if getattr(o, k) is None}
        told = (*o.guessed, *(labels[k] for k in new))
        out[out.index(o)] = replace(o, guessed=told, **new)  # type: ignore[arg-type]
        out.remove(u)
    return out


# 「…攻撃した。あ、俺のやつ【武術】持ってて」: an icon told afterwards of a side's UNIT by its side word
# and a pronoun — not 「持ってない」 (a denial adds nothing), nor 「相手のUNITは【武術】持ち」: a UNIT
# noun named again may be another UNIT (test_audit_kiseki withholds it)
_SIDE_PRONOUN = r"(自分|俺|こっち|こちら|相手)の\s*(?:やつ|ヤツ|奴|方|ほう)\s*"
# 「相手のやつが【武術】持ってるかは分からない」「持ってる?」「持ってるかも」: the icon asked or unsure,
# not told (the +1/+1 of 1406.1 had been given to it and 'no' stated)
_UNSURE = r"(?:い|た)?る?\s*(?:か(?!ら)|[?？]|って\s*[?？])"
_AFTERTHOUGHT = re.compile(
    r"(?:" + _SIDE_PRONOUN + r"(?:も|と)\s*)?" + _SIDE_PRONOUN + r"(?:は|も|が)?\s*"
    r"【?(" + "|".join(ICON_NAMES) + r")】?\s*(?:を)?\s*持って(?:(な|い?ない|いな|ませ)|(?!" + _UNSURE + "))"
)

# 「相手の方は【武術】持ってて、俺の方も持ってる」「相手のは【武術】持ってないけど、俺のは持ってる」: the
# other side said to hold the same icon with no icon word (kiseki audit 13: only the first had been given it,
# and 'no' stated for a fight of two holders)
_ALSO = re.compile(
    r"[^。?？!！]{0,8}?(自分|俺|こっち|こちら|相手)の\s*(?:やつ|ヤツ|奴|方|ほう)?\s*(?:も|は)\s*"
    r"(?:を)?\s*持って(?!な|い?ない|いな|ませ|" + _UNSURE + ")"
)


def afterthought_icons(units: list[Unit], text: str) -> list[Unit]:
    """An icon told after the fight of 「俺のやつ」「相手の方」 (「俺のやつも相手のやつも」: both) goes to
    that side's one UNIT (1406.1 【武術】 changes the fight); with more UNITs of the side it stays unread
    (the gate withholds)."""
    out = list(units)
    for m in _AFTERTHOUGHT.finditer(text):
        also = _ALSO.match(text, m.end())
        told = {m.group(1), m.group(2)} if m.group(4) is None else set()  # 「持ってない」: not this side
        for word in (told | {also.group(1) if also else None}) - {None}:
            side = "opponent" if word == "相手" else "self"
            mine = [u for u in out if (u.side or "self") == side and u.start < m.start()]
            if len(mine) == 1:
                u = mine[0]
                out[out.index(u)] = replace(u, icons=u.icons | {f"【{m.group(3)}】"})
    return out
