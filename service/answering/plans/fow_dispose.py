"""Disposing a card (10.10 破棄): its controller puts a card it controls into its owner's graveyard —
a player cannot dispose of a card another player controls (「相手の場のリゾネイターを破棄できる?」: no).

From the reading: the 破棄 told or asked (a card text quoting 「…を破棄する」 is the effect that does
it), the one card named outside card text with its owner (the player who controls it), and the
player disposing — the asker, whose effect or cost it is (「自分のカードの『…を破棄する』で」), named
in the notes when the question leaves it unsaid. Asked: whether it can be done, or where the card goes.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import acts_only, asked, built, carried, of, quoted, seats
from service.answering.plans.fow_control import control
from service.answering.plans.fow_tell import dispose_head
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.fow.game import INDESTRUCTIBLE

_KINDS = {"resonator": "resonator", "ruler": "j_ruler", "addition": "addition", "stone": "stone"}
_USED = ("が", "は", "の")
_SIDE = ("の場", "がコントロール", "のコントロール", "側", "の魔石エリア")
# 「ターンプレイヤーの自分が」: a turn role naming the player, no time of the disposal
_WHO = re.compile(r"の\s*(?:自分|相手|俺|こっち)")
_EFFECT = re.compile(r"の(?:効果|能力|カード|スペル|呪文)")
# 「どっち?」「どちら?」「誰?」: a player or card asked for, not what the disposal does (audit 12b)
_WHICH = re.compile(r"どっち|どちら|誰|だれ|どれ|どの")


def _user(reading: Reading, end: int) -> bool:
    """An owner word naming who disposes (「自分の『…』で」「自分のカードのコスト」), not the card's
    side (「相手の場の」) nor its controller (「相手がコントロールしてる」)."""
    text = reading.text
    return text[end : end + 1] in _USED and not text.startswith(_SIDE, end)


# 「選んで破棄」「対象にして破棄」: the choice of the card the disposal names (10.10.1)
_CHOSEN_FOR = re.compile(r"\s*(?:で|て)\s*(?:[^。、?？]{0,6}?)(?:破棄|墓地送り|墓地に(?:送|置))")
# 「破棄に選べる?」「破棄する対象に選んで」「破棄先に選ぶ」: the choice named after the disposal it is for
_CHOSEN_AS = re.compile(r"破棄\s*(?:する\s*(?:の|カード|もの)?|の\s*対象|先|対象)?\s*(?:に|として)\s*$")
_CHOSEN = "choosing the card to dispose of: the disposal's own choice, the card it names (10.10.1)"
# 「「カード1枚を破棄する」で、相手の場のリゾネイターを選べる?」: the choice asked (can) of the quoted
# disposal named as what it is made with, in the same sentence (audit 17a)
_CHOSEN_BY = re.compile(r"破棄する\s*[」』]\s*(?:の\s*(?:効果|能力))?\s*で\s*[、,]?[^。?？!！「」『』]*$")


def chosen_to_dispose(reading: Reading) -> Reading:
    """「相手のアディションを選んで破棄できる?」: the choosing verb right before 破棄 is the disposal's own
    choice of its card — no act of its own (read as one, the gate found no choice run)."""
    asks = reading.asks()
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="dispose_choice", why=_CHOSEN)
        if f.role is Role.ACTION
        and f.concept == "target"
        and (
            _CHOSEN_FOR.match(reading.text, f.end)
            or _CHOSEN_AS.search(reading.text, max(0, f.start - 12), f.start)
            or (_CHOSEN_BY.search(reading.text, 0, f.start) and any(a.concept == "can" for a in asks))
        )
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「相手のリゾネイターについてる相手のアディション」: the card an addition is set on (its host, 10.1.1)
_HOSTS = re.compile(r"\s*(?:に|へ)\s*(?:つい|付い|ついて|付いて|設置|アディション|くっつい|乗っ|のっ)")
# 「この奪ったリゾネイター」「そのアディション」: the card named again
_AGAIN = re.compile(r"(?:その|この|あの|当該の?)[^。、?？!！「」『』]{0,5}$")
_OF_CARD = re.compile(r"\s*の\s*(?:場の?|側の?)?\s*$")


def _mentions(reading: Reading) -> tuple[list[Fact], Fact | None] | None:
    """The mentions of the one card disposed of outside card text (the first and each named again
    by a demonstrative, 「この奪ったリゾネイター」) and the host it is set on, if named; None for
    two cards."""
    text = reading.text
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    hosts = [c for c in cards if _HOSTS.match(text, c.end) and c.concept in ("resonator", "ruler")]
    rest = [c for c in cards if c not in hosts]
    if (
        len(hosts) > 1
        or not rest
        or (hosts and (rest[0].concept != "addition" or hosts[0].end > rest[0].start))
    ):
        return None
    first = rest[0]
    for later in rest[1:]:
        if later.concept != first.concept or later.owner not in (None, first.owner):
            return None
        if _AGAIN.search(text, max(0, later.start - 9), later.start) is None:
            return None
    return rest, (hosts[0] if hosts else None)


# 「『リゾネイター1体を破棄する:相手に500ダメージを与える』のコストに…破棄できる?」: the part of a quoted
# ability after its disposal cost's colon is the effect the cost pays for — whether the cost can be
# paid (10.10.2) is decided before it resolves, so its actions are no act told
_COST_COLON = re.compile(r"破棄する\s*[:：]")


def _cost_effect(reading: Reading, fact: Fact) -> bool:
    """Whether `fact` stands in a quoted ability's effect, after its 「…を破棄する:」 cost."""
    span = quoted(reading, fact)
    return span is not None and _COST_COLON.search(reading.text, span[0], fact.start) is not None


# what the effect part tells: its acts, its modifiers (「[+500/+500]を得る」), its values and keywords
_EFFECT_ROLES = frozenset({Role.ACTION, Role.MODIFIER, Role.STAT, Role.QUANTITY, Role.KEYWORD})
_PAID_FOR = "the effect of a quoted ability whose 破棄 cost is asked: paid before it resolves (10.10.2)"


def cost_effect(reading: Reading) -> Reading:
    """「『…を破棄する:カードを2枚ドローする』のコストに…を破棄できる?」: with the disposal asked (can)
    outside the card text, the actions of the quoted ability's effect are no act told."""
    asks = reading.asks()
    if not any(a.concept == "can" for a in asks):
        return reading
    outside = [
        f
        for f in of(reading, Role.ACTION, "destroy")
        if f.text == "破棄" and quoted(reading, f) is None and not f.negated
    ]
    if not outside:
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="cost_effect", why=_PAID_FOR)
        if f.role in _EFFECT_ROLES and _cost_effect(reading, f)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「『このカードは破壊されない』を持つ自分のリゾネイター」「破壊されない持ちの」: the keyword held by the card
_HELD_BY = re.compile(
    r"[」』]?\s*(?:を\s*持[つっ]て?(?:る|いる)?|持ち\s*の?|が\s*(?:付|つ)いて(?:る|いる)?)"
    r"\s*(?:自分|俺|私|僕|こっち)?\s*の?\s*(?:場の)?\s*"
)


def _indestructible(reading: Reading, card: Fact) -> bool:
    """Whether a 破壊されない told right before the disposed card (its own text) is held by it."""
    return any(
        not k.negated
        and k.end <= card.start
        and _HELD_BY.fullmatch(reading.text, k.end, card.start) is not None
        for k in of(reading, Role.KEYWORD, INDESTRUCTIBLE)
    )


def disposal(reading: Reading) -> BuiltScenario | None:
    told = [f for f in of(reading, Role.ACTION, "destroy") if f.text == "破棄" and not f.negated]
    ask = asked(reading, "can") or asked(reading, "outcome")
    if not told or ask is None or not acts_only(reading, "destroy", "pay"):
        return None
    if ask.concept == "outcome" and _WHICH.search(ask.text):
        return None  # 「破棄できるのはどっち?」: who may dispose asked — the run answers what happens
    if any(not _WHO.match(reading.text, f.end) for f in of(reading, Role.TURN)):
        return None  # 「相手のターンでもできる?」: when a disposal may be done is no §10 rule
    if any(f.concept == "destroy" and f.text != "破棄" for f in of(reading, Role.ACTION)):
        return None  # a destroy told too (10.9): not the one disposal
    found = _mentions(reading)
    if found is None:
        return None
    mentions, host = found
    card, last = mentions[0], mentions[-1]
    if card.concept not in _KINDS:
        return None
    told_control = control(reading, card.owner, mentions)
    if told_control is None:
        return None  # whose card it is decides it (10.10): unsaid, unread or two players, nothing is stated
    owner, controller = told_control.owner, told_control.controller
    text = reading.text
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    users = {
        o.owner
        for o in of(reading, Role.OWNER)
        if _user(reading, o.end)
        and quoted(reading, o) is None
        and not any(s <= o.start < e for s, e in told_control.told)
        # 「相手のリゾネイター…この奪ったリゾネイター」: the owner word of a card named, not the disposer
        and not any(0 <= c.start - o.end <= 4 and _OF_CARD.match(text[o.end : c.start]) for c in cards)
    }
    users -= {None, "both"}
    if any(o.start > last.end and _EFFECT.match(text, o.end) for o in of(reading, Role.OWNER)):
        return None  # 「…を相手の効果で破棄」: another player's effect — who disposes is not read
    if users - {"self"}:
        return None  # the opponent disposing: this plan seats the asker as the disposer
    notes: list[str] = []
    if not users:
        notes.append("破棄するのは自分(質問者)としています。")
    if told_control.taker_assumed:
        notes.append("コントロールを得たのは自分(質問者)としています。")
    me = seats(reading)
    kind = _KINDS[str(card.concept)]
    spec: dict[str, Any] = {"id": "x", "name": card.text, "kind": kind}
    if kind not in ("resonator", "j_ruler"):
        spec["defense"] = None
    if _indestructible(
        reading, card
    ):  # 「『このカードは破壊されない』を持つ」: no bar to a disposal (10.10.1)
        spec["keywords"] = [INDESTRUCTIBLE, *carried(reading, (INDESTRUCTIBLE,))]  # with its quoted text
    if controller != owner:  # control taken (10.10.2): seated with its controller, its owner kept
        spec["owner"] = me[owner]
    payload: dict[str, Any] = {me[controller]: {"stone_area" if kind == "stone" else "field": [spec]}}
    if host is not None:  # the card the addition is set on: on its owner's field
        spec["attach"] = "リゾネイター" if host.concept == "resonator" else "J/リゾネイター"
        seat = me[str(host.owner)] if host.owner in me else me[controller]
        payload.setdefault(seat, {}).setdefault("field", []).insert(
            0,
            {
                "id": "host",
                "name": host.text,
                "kind": "resonator" if host.concept == "resonator" else "j_ruler",
            },
        )
    payload["operations"] = [{"kind": "dispose", "player": me["self"], "card": "x"}]
    return built("dispose", payload, dispose_head, notes, me["self"])
