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

from service.answering.plans.fow_common import acts_only, asked, built, of, quoted, seats
from service.answering.plans.fow_tell import dispose_head
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario

_KINDS = {"resonator": "resonator", "ruler": "j_ruler", "addition": "addition", "stone": "stone"}
_USED = ("が", "は", "の")
_SIDE = ("の場", "がコントロール", "のコントロール", "側")
# 「ターンプレイヤーの自分が」: a turn role naming the player, no time of the disposal
_WHO = re.compile(r"の\s*(?:自分|相手|俺|こっち)")
_EFFECT = re.compile(r"の(?:効果|能力|カード|スペル|呪文)")


def _user(reading: Reading, end: int) -> bool:
    """An owner word naming who disposes (「自分の『…』で」「自分のカードのコスト」), not the card's
    side (「相手の場の」) nor its controller (「相手がコントロールしてる」)."""
    text = reading.text
    return text[end : end + 1] in _USED and not text.startswith(_SIDE, end)


# 「相手がコントロールしている」「自分のコントロール下の」: the player named as the card's controller
_CONTROLLER = re.compile(r"(?:が|の)\s*コントロール(?:し|する|下|中)")
_NOT_CONTROLLED = re.compile(
    r"\s*(?:し|でき)?\s*(?:てい|て|ちゃ)?\s*(?:な[いかく]|ません|ず|外)|下にな|下から外"
)


def _control_unread(reading: Reading, owner: str) -> bool:
    """Whether the question says something of control (コントロール/コントローラー) other than the
    card's owner controlling it: this plan seats the card with its owner as its controller, so a card
    controlled by another player (「相手がコントロールしている自分のリゾネイター」) or control taken
    (「…のコントロールを得た」) would be disposed of by the wrong player (10.10.2)."""
    text = reading.text
    for m in re.finditer(r"コントロール", text):
        said = [o for o in of(reading, Role.OWNER) if o.end <= m.start() and _CONTROLLER.match(text, o.end)]
        if not said or said[-1].owner != owner or _CONTROLLER.match(text, said[-1].end) is None:
            return True
        if text[said[-1].end : m.start()].strip() not in ("が", "の"):
            return True
        if _NOT_CONTROLLED.match(text, m.end()):
            return True  # 「自分がコントロールしていない自分のリゾネイター」: control denied
    return False


# 「選んで破棄」「対象にして破棄」: the choice of the card the disposal names (10.10.1)
_CHOSEN_FOR = re.compile(r"\s*(?:で|て)\s*(?:[^。、?？]{0,6}?)(?:破棄|墓地送り|墓地に(?:送|置))")
_CHOSEN = "choosing the card to dispose of: the disposal's own choice, the card it names (10.10.1)"


def chosen_to_dispose(reading: Reading) -> Reading:
    """「相手のアディションを選んで破棄できる?」: the choosing verb right before 破棄 is the disposal's own
    choice of its card — no act of its own (read as one, the gate found no choice run)."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="dispose_choice", why=_CHOSEN)
        if f.role is Role.ACTION and f.concept == "target" and _CHOSEN_FOR.match(reading.text, f.end)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def disposal(reading: Reading) -> BuiltScenario | None:
    told = [f for f in of(reading, Role.ACTION, "destroy") if f.text == "破棄" and not f.negated]
    ask = asked(reading, "can") or asked(reading, "outcome")
    if not told or ask is None or not acts_only(reading, "destroy", "pay"):
        return None
    if any(not _WHO.match(reading.text, f.end) for f in of(reading, Role.TURN)):
        return None  # 「相手のターンでもできる?」: when a disposal may be done is no §10 rule
    if any(f.concept == "destroy" and f.text != "破棄" for f in of(reading, Role.ACTION)):
        return None  # a destroy told too (10.9): not the one disposal
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    owners = {c.owner for c in cards}
    if len(cards) != 1 or cards[0].concept not in _KINDS or len(owners - {None}) > 1:
        return None
    card = cards[0]
    notes: list[str] = []
    owner = card.owner
    if owner not in ("self", "opponent"):
        return None  # whose card it is decides it (10.10): unsaid, nothing is stated
    users = {
        o.owner
        for o in of(reading, Role.OWNER)
        if o.end < card.start - 1 and _user(reading, o.end)  # 「自分のリゾネイター」: the card's owner
    }
    users -= {None, "both"}
    if _control_unread(reading, str(owner)):
        return None  # 「相手がコントロールしている自分のリゾネイター」: controller and owner differ
    if any(o.start > card.end and _EFFECT.match(reading.text, o.end) for o in of(reading, Role.OWNER)):
        return None  # 「…を相手の効果で破棄」: another player's effect — who disposes is not read
    if users - {"self"}:
        return None  # the opponent disposing: this plan seats the asker as the disposer
    if not users:
        notes.append("破棄するのは自分(質問者)としています。")
    me = seats(reading)
    kind = _KINDS[str(card.concept)]
    spec: dict[str, Any] = {"id": "x", "name": card.text, "kind": kind}
    if kind not in ("resonator", "j_ruler"):
        spec["defense"] = None
    payload: dict[str, Any] = {
        me[owner]: {"stone_area" if kind == "stone" else "field": [spec]},
        "operations": [{"kind": "dispose", "player": me["self"], "card": "x"}],
    }
    return built("dispose", payload, dispose_head, notes, me["self"])
