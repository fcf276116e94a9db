"""Destroying one card (10.9): where it goes and whether it is destroyed at all — a J/リゾネイター
or 魔石 to its owner's graveyard, a J/ルーラー to the ルーラーエリア (10.9.1), a ルーラー in the
ルーラーエリア only by an effect that says 「ルーラーを破壊する」 (10.9.2), a card under 破壊されない
not at all (10.9.3).

From the reading: the destroy told or asked, the one card named outside card text (its kind, its
owner, a ルーラー said as J/ルーラー or not), a 破壊されない it has, and the destroying effect's text
(「ルーラーを破壊する」 unless the question denies it). The card whose ability destroys stands on its
owner's field. Asked: whether it is destroyed or can be, or where it goes; a count asked is the
zones plan's.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_cards import sources
from service.answering.plans.fow_common import (
    WORD,
    acts_only,
    another_card,
    asked,
    built,
    carried,
    clause_before,
    gone_later,
    of,
    quoted,
    seats,
)
from service.answering.plans.fow_tell import destroy_head
from service.answering.reading.card_seats import asked_verb
from service.answering.reading.denied_text import stated
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.fow.game import INDESTRUCTIBLE

_PLACED = {"resonator": ("field", "resonator"), "addition": ("field", "addition"),
           "stone": ("stone_area", "stone")}  # fmt: skip
_NAMES = {"resonator": "リゾネイター", "addition": "アディション", "stone": "魔石", "ruler": "ルーラー",
          "j_ruler": "J/ルーラー"}  # fmt: skip


# 「破壊されない効果を受けていない」「…を失った」: the protection said not to hold (now)
_LOST = re.compile(
    r"[」』]?\s*(?:効果|能力)?\s*(?:を|が|は)?\s*"
    r"(?:(?:受けて|持って)?(?:い)?(?:ない|なかっ)|失|無くな|なくな|切れ)"
)
# 10.9.2's 「ルーラーを破壊する」, the ルーラー counted as effect texts count their objects
# (「ルーラー1体を破壊する」 had been read as no ルーラー named and 'not destroyed' stated: blind T fow-bt-13)
_RULER_DESTROYED = r"(?<!J/)(?<!J)ルーラー\s*(?:[0-9０-９一]\s*(?:体|枚|つ)\s*)?を\s*破壊する"
# a quoted effect text that destroys: what 10.9.2 reads (「カード1枚を破壊する」「ルーラーを破壊する」)
_EFFECT_TEXT = re.compile(r"[「『][^」』]*破壊[^」』]*[」』]")
# 「場にいる自分のルーラー」「場のルーラー」: a ルーラー said to be on the field (not its ルーラーエリア)
_ON_FIELD = re.compile(
    r"(?<!ルーラーエリア)(?<!ルーラー)場\s*(?:に|で)?\s*(?:いる|ある|出てる|出ている|の)\s*"
    r"(?:(?:自分|相手|こっち|向こう|俺|私)\s*の)?\s*ルーラー"
)


# the kinds a quoted destroying text names (「対象のアディション1枚を破壊する」), and the placed kinds each
# covers: a told card of no named kind is no legal object of that effect (audit 13: 「リゾにアディションが
# 付いてない。その「対象のアディション1枚を破壊する」は使える?」 had destroyed the リゾ, 'yes')
_NAMED_KINDS = (
    ("J/リゾネイター", {"resonator", "j_ruler"}),
    ("リゾネイター", {"resonator"}),
    ("ルーラー", {"ruler", "j_ruler"}),
    ("アディション", {"addition"}),
    ("魔石", {"stone"}),
)


def _named_elsewhere(reading: Reading, kind: str) -> bool:
    """A quoted destroying text names card kinds (and not 「カード」), none of which `kind` is."""
    for m in _EFFECT_TEXT.finditer(reading.text):
        inside = m.group(0)
        if "カード" in inside.replace("このカード", ""):
            continue
        named = [kinds for word, kinds in _NAMED_KINDS if word in inside]
        if named and not any(kind in kinds for kinds in named):
            return True
    return False


def _kind(cards: list[Fact]) -> str | None:
    """The one kind the named cards are: a ルーラー written J/ルーラー (or Jルーラー) is a J/ルーラー."""
    kinds = set()
    for c in cards:
        if c.concept == "ruler":
            kinds.add("j_ruler" if c.text.startswith("J") else "ruler")
        else:
            kinds.add(str(c.concept))
    if kinds == {"ruler", "j_ruler"}:
        return None  # J/ルーラー and ルーラー said of one card: which it is now is not read
    return kinds.pop() if len(kinds) == 1 else None


_WHERE = re.compile(r"どこ|何処")


def where_asked(reading: Reading) -> Reading:
    """「破壊されたらどこに行く?」 asks where the card goes (10.9.1: the graveyard, or the ルーラーエリア
    for a J/ルーラー), not whether it is destroyed: the ask is an outcome (a J/ルーラー's 'not
    destroyed' had been stated for it)."""
    facts = tuple(
        dataclasses.replace(f, concept="outcome")
        if f.role is Role.ASK and f.concept == "destroyed" and _WHERE.search(f.text)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「破壊する効果をプレイしてきた」「破壊呪文を撃った」: the destroying effect played — the means of the
# destroy, no card of the situation moved by it
_EFFECT_PLAYED = re.compile(r"(?:効果|呪文|スペル|魔法|能力|カード)\s*(?:を|で)?\s*$")


def _acts_destroy(reading: Reading) -> bool:
    """Whether every act told is the destroy, or the play of the effect that destroys (「…を破壊する効果を
    プレイしてきた」 had declined: a play of its own)."""
    if acts_only(reading, "destroy"):
        return True
    plays = [f for f in of(reading, Role.ACTION, "play") if not f.negated]
    return acts_only(reading, "destroy", "play") and all(
        _EFFECT_PLAYED.search(reading.text, max(0, f.start - 6), f.start) for f in plays
    )


# 「「対象のルーラーを破壊する」…自分のルーラーが対象になった」: the quoted destroying effect's own target
_AIMING = re.compile(r"[「『][^」』]*対象[^」』]*破壊[^」』]*[」』]")
_AIMED = re.compile(r"\s*(?:に|と)\s*(?:な[っりる]|取[らりっ]|とら|され|選ば)")
_TARGET = (
    "the card told as the quoted destroying effect's target (「対象になった」): its card, no act of its own"
)


# 「相手が「対象のカード1枚を破壊する。」で俺のルーラーを選んできた」: the card the quoted destroying effect
# is used on, chosen by it (its 「選ん」 the effect's own choice, 10.13)
_DESTROYING = re.compile(r"[「『][^」』]*破壊[^」』]*[」』]")
_CHOSEN_BY = re.compile(
    r"[「『][^」』]*破壊[^」』]*[」』]\s*(?:って書いてある\s*カード|の効果)?\s*で[^。?？「『]*?を\s*$"
)


def destroy_target(reading: Reading) -> Reading:
    """「…ってはっきり書いてあって、自分のルーラーが対象になった。破壊される?」: the card became the target of
    the quoted 「対象の…を破壊する」 — the destroy's own choice, no act a run scripts (read as one, the
    destroy plan had declined it)."""
    if _AIMING.search(reading.text) is None and _DESTROYING.search(reading.text) is None:
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="destroy_target", why=_TARGET)
        if f.role is Role.ACTION
        and f.concept == "target"
        and quoted(reading, f) is None
        and (
            (
                _AIMING.search(reading.text) is not None
                and _AIMED.match(reading.text, f.start + 2) is not None
                and reading.text.startswith("対象", f.start)
            )
            # the quote may end its own sentence (「…破壊する。」で): the pattern, not a sentence, bounds it
            or _CHOSEN_BY.search(reading.text, max(0, f.start - 80), f.start) is not None
        )
        and not any(a.start < f.end and f.start < a.end for a in reading.asks())
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_UNJUDGED = "a ルーラー said not turned into its J/ルーラー (「まだJになってない」): in its area, as read"


def unjudged(reading: Reading) -> Reading:
    """「ルーラー(まだJになってない方)」: the denied J state says the ルーラー is the one in the
    ルーラーエリア, which a ルーラー not written J/ルーラー is read as (10.9.2); told as a J (「Jになってる」)
    it stays a fact no plan reflects, and withholds."""
    if not any(c.concept == "ruler" and not c.text.startswith("J") for c in of(reading, Role.CARD)):
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="not_judgment", why=_UNJUDGED)
        if f.role is Role.STATE and f.concept == "judgment" and f.negated
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def destroyed_card(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "destroyed") or asked(reading, "can") or asked(reading, "outcome")
    if ask is None or asked(reading, "number") is not None or not _acts_destroy(reading):
        return None
    if another_card(reading):  # 「リゾネイターAに…破壊する。リゾネイターBは?」: one card is placed
        return None
    if ask.concept == "can" and "破壊" not in reading.text[clause_before(reading, ask)[0] : ask.end]:
        return None  # 「ルーラーエリアに行ったJ/ルーラーは墓地に数える?」: a can asked of another act
    if not [f for f in of(reading, Role.ACTION, "destroy") if not f.negated and "破棄" not in f.text]:
        return None
    if any(q.concept == "field_count" and quoted(reading, q) is None for q in of(reading, Role.QUANTITY)):
        return None  # a group counted on a field: the zones plan's
    source = sources(reading)
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None and c not in source]
    kind = _kind(cards) if cards else None
    owners = {c.owner for c in cards} - {None}
    if kind is None or len(owners) > 1 or any(c.owner not in ("self", "opponent") for c in source):
        return None
    if _named_elsewhere(reading, kind):
        return None  # the effect destroys another kind of card than the one told (no object of it)
    notes: list[str] = []
    owner = owners.pop() if owners else "self"
    if not owners and not any(c.owner for c in cards):
        notes.append(f"持ち主の書かれていない{_NAMES.get(kind, 'カード')}は自分のものとしています。")
    me = seats(reading)
    zone, engine_kind = _PLACED.get(kind, ("ruler_area" if kind == "ruler" else "field", kind))
    spec: dict[str, Any] = {"id": "d1", "name": cards[0].text, "kind": engine_kind}
    if engine_kind not in ("resonator", "j_ruler"):
        spec["defense"] = None
    # 「相手のDEF300のリゾネイターに「…を破壊する」」: the card's printed values, which 10.9 does not read
    stats = [f for f in of(reading, Role.STAT, "atk", "defense") if quoted(reading, f) is None]
    told = {c: {f.value for f in stats if f.concept == c} for c in ("atk", "defense")}
    if any(told.values()):
        if source or engine_kind not in ("resonator", "j_ruler") or any(len(v) > 1 for v in told.values()):
            return None  # a card whose ability destroys, or two values: whose value it is is not read
        spec |= {c: v.pop() for c, v in told.items() if v}
    protections = [f for f in of(reading, Role.KEYWORD) if f.concept == INDESTRUCTIBLE and not f.negated]
    if any(_LOST.match(reading.text, f.end) or gone_later(reading, f) for f in protections):
        return None  # 「破壊されない効果を受けていない/失った」: whether it holds now is not read
    if kind == "j_ruler" and ask.concept == "destroyed" and not protections and asked_verb(ask.text) is None:
        # 10.9.1: a J/ルーラー destroyed is moved to the ルーラーエリア — 「破壊される?」 yes, 「場に残る?」
        # no: one destroyed value cannot say both (it had been stated 'not destroyed'); a zone asked by
        # its verb (「墓地に行く?」) is answered by that zone alone (card_seats.removed: not the 墓地,
        # audit 27g)
        return None
    if protections:  # with the text that gives it (「このターン、このカードは破壊されない」)
        spec["keywords"] = [INDESTRUCTIBLE, *carried(reading, (INDESTRUCTIBLE,))]
    payload: dict[str, Any] = {me[str(owner)]: {zone: [spec]}}
    for i, c in enumerate(source):  # the card whose ability destroys stays on its owner's field
        payload.setdefault(me[str(c.owner)], {}).setdefault("field", []).append(
            {"id": f"s{i + 1}", "name": c.text}
        )
    other = "opponent" if owner == "self" else "self"
    explicit = stated(reading.text, _RULER_DESTROYED)  # 10.9.2, unless denied after it
    if kind == "ruler" and _ON_FIELD.search(_EFFECT_TEXT.sub("", reading.text)):
        return (
            None  # 「場にいる自分のルーラー」: on the field a ルーラー is its J/ルーラー (10.9.1), not read
        )
    if kind == "ruler" and not explicit and not _EFFECT_TEXT.search(reading.text):
        return None  # 「ルーラーを破壊したら?」: the destroying effect's text (10.9.2) is not given
    payload["operations"] = [
        {"kind": "destroy", "player": me[other], "card": "d1", "explicit_ruler": explicit}
    ]
    if kind == "ruler" and not explicit:
        notes.append(f"破壊する効果は{WORD[other]}のものとしています(結果は使い手によりません)。")
    return built("destroy", payload, destroy_head, notes, me["self"])
