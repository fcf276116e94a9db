"""軌跡 TCG effects a question says are in effect (stuns by effects are planned: `plans/kiseki_stun.py`).

A question may say a UNIT has gained 「+2/+0」 (1303), 「オーバーキルしない」 (1319.1) or
「これは攻撃されない」 (1326.1), or that a player 「スタンダメージを受けない」 (1307.1). These are rule
terms the engine models, so `read_effects` attaches each to the UNIT (or player) the sentence names:
the UNIT right after it (「+2/+0を得たSTR2のユニット」), a UNIT named by a stat (「STR4の方は
「…オーバーキルしない」効果を得ている」), or the UNIT before it in the same sentence. An effect that
cannot be placed declines the simulation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios.kiseki_read import Unit

GAME = "kiseki"
_BOOST = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
_NO_OVERKILL = re.compile(r"オーバーキルしない")
_UNATTACKABLE = re.compile(r"「?(?:これは)?攻撃されない(?=」|(?:効果|状態)|を(?:得|持))")
_NO_STUN_DAMAGE = re.compile(r"スタンダメージを受けない")
# effects the engine does not model: a battle run without them would answer wrongly
_UNMODELLED = re.compile(r"応戦(?:対象に)?できない|応戦されない|即死|破壊")
# 「…を得たSTR2のユニット」「「オーバーキルしない」効果を持つUNIT」: the effect describes the next noun
_BEFORE_NOUN = re.compile(
    r"\s*[」』]?\s*(?:効果|状態)?\s*(?:を)?\s*(?:得た|得ている|持つ|持った|付いた|ついた|の)"
)
# 「UNITが-1/-0を得ている状態で…を攻撃」: the effect's subject is the UNIT right before it, marked by
# が/は/も — not the next UNIT, which the clause 「…を得ている状態で」 does not describe
_SUBJECT = re.compile(r"(?:UNIT|ユニット|キャラ)\s*(?:が|は|も|って)\s*[「『]?\s*$")
# 「…を得ている状態で」「…を得たまま」「…を得てる時に」: a clause about a state, not a noun described
_NOT_NOUN = re.compile(r"\s*(?:状態|まま|時|とき|ので|から|けど|が|[、。,])")
_BY_STAT = re.compile(
    r"(STR|DEF|CPコスト)\s*(-?[0-9]+)\s*の?\s*(?:方|ほう|やつ|UNIT|ユニット)?\s*(?:は|が|に|も)"
)
_STAT_FIELD = {"STR": "str_", "DEF": "def_", "CPコスト": "cost"}
# a turn before the attack's told in the sentence of a stat change (「前のターンに…+2/+0」)
_EARLIER = re.compile(
    r"前の\s*(?:自分の|俺の|相手の)?\s*ターン|前ターン|(?:先|さっき)の\s*ターン|前回|昨ターン"
)


@dataclass(frozen=True, slots=True)
class Effects:
    units: list[Unit]
    no_stun_damage: frozenset[str]  # "self" / "opponent"
    problem: str | None  # why the effects cannot be simulated


def _sentence(text: str, at: int) -> tuple[int, int]:
    start = max((m.end() for m in re.finditer(r"[。?!]", text[:at])), default=0)
    end = re.search(r"[。?!]", text[at:])
    return start, at + end.start() if end else len(text)


def _holder(text: str, m: re.Match[str], units: list[Unit]) -> int | None:
    """The index of the UNIT the effect at `m` is said of."""
    lo, hi = _sentence(text, m.start())
    before = [i for i, u in enumerate(units) if lo <= u.start < m.start()]
    subject = _SUBJECT.search(text[lo : m.start()])
    if subject is not None:
        # the UNITs of that noun (none: a UNIT named again, 「STR2のUNITは」, found by its stat below);
        # 「STR2とSTR3のUNITは+1/+0を得ている」: one noun for several UNITs — which one is unsaid
        at = lo + subject.start()
        nouns = [i for i in before if units[i].start == at] or [
            i for i, u in enumerate(units) if at in u.named_at
        ]
        if len(nouns) > 1:
            return None
        if nouns:
            return nouns[0]
    noun = _BEFORE_NOUN.match(text, m.end())
    if noun and not _NOT_NOUN.match(text, noun.end()):
        after = [i for i, u in enumerate(units) if m.end() <= u.start < min(hi, m.end() + 25)]
        if after:
            return after[0]
    named = list(_BY_STAT.finditer(text[lo : m.start()]))
    if named:
        key, value = _STAT_FIELD[named[-1].group(1)], int(named[-1].group(2))
        same = [i for i, u in enumerate(units) if getattr(u, key) == value]
        if len(same) == 1:
            return same[0]
    if before:
        return before[-1]
    if len(units) == 1:
        return 0
    return None


def read_effects(facts: Facts, units: list[Unit]) -> Effects:
    # 「「これはオーバーキルしない。」を得た」: a 。 inside the quote ends no sentence (same length kept)
    text = facts.text.replace("。」", " 」").replace("。』", " 』")
    out = list(units)
    unmodelled = _UNMODELLED.search(text)
    if unmodelled is not None:
        return Effects(out, frozenset(), f"「{unmodelled.group(0)}」")
    # 「【武術】同士でも+1/+1ってつくの?」: a +1/+1 named with 【武術】 is the craft's own bonus (1406.1)
    boosts = [
        m for m in _BOOST.finditer(text) if not ("武術" in text and m.group(0).replace(" ", "") == "+1/+1")
    ]
    found: list[tuple[re.Match[str], str]] = [(m, "boost") for m in boosts]
    found += [(m, "no_overkill") for m in _NO_OVERKILL.finditer(text)]
    found += [(m, "unattackable") for m in _UNATTACKABLE.finditer(text)]
    for m, kind in found:
        lo, _hi = _sentence(text, m.start())
        if kind == "boost" and _EARLIER.search(text[lo : m.start()]):
            # 「前のターンにSTR2のUNITに「このターン中+2/+0を得る」を使った。今のターン…攻撃」: given in
            # another turn, it may have ended (a 'このターン' effect ends with its turn, 705.7a)
            return Effects(out, frozenset(), f"「{m.group(0)}」(別のターンの効果)")
        i = _holder(text, m, out)
        if i is None:
            return Effects(out, frozenset(), f"「{m.group(0)}」(どのUNITの効果か)")
        if kind == "boost":
            x = int(m.group(2)) * (1 if m.group(1) == "+" else -1)
            y = int(m.group(4)) * (1 if m.group(3) == "+" else -1)
            out[i] = replace(out[i], boost=(out[i].boost[0] + x, out[i].boost[1] + y))
        elif kind == "no_overkill":
            out[i] = replace(out[i], no_overkill=True)
        else:
            out[i] = replace(out[i], unattackable=True)
    sides: set[str] = set()
    for m in _NO_STUN_DAMAGE.finditer(text):
        lo, _ = _sentence(text, m.start())
        said = re.findall(r"(自分|相手|あなた|こちら)", text[lo : m.start()])
        if not said:
            return Effects(out, frozenset(), f"「{m.group(0)}」(どちらのプレイヤーの効果か)")
        sides.add("opponent" if said[-1] == "相手" else "self")
    return Effects(out, frozenset(sides), None)


def spec_effects(u: Unit) -> dict[str, Any]:
    """The scenario fields of the effects `u` has."""
    spec: dict[str, Any] = {}
    if any(u.boost):
        spec["boost"] = list(u.boost)
    for flag in ("no_overkill", "unattackable"):
        if getattr(u, flag):
            spec[flag] = True
    return spec
