"""Shadowverse Evolve: an evolved follower leaving the field, and what becomes of its evolve card.

* `evolved_left` — 「進化したフォロワーが破壊された。墓場に行く?」「進化したフォロワーが手札に戻された。手札に
  戻る?」: the follower goes where its removal puts it (破壊 5.5.1 the 墓場, 手札に戻す 5.4.1, 消滅 5.6.1);
  its evolve card loses the association the moment it leaves (5.15.4) and goes to the evolve deck face
  up (11.6.1) — the run says both; the fate asked is the follower's, or the evolve card's when the asking
  sentence names it after the removal (「エボルヴカードも墓場に行く?」: the gate's `reading/evolve_fate.py`).
* `evolved_left_count` — 「墓場3枚。進化したフォロワーが破壊された。墓場は何枚?」: the follower alone joins
  the zone (audit 29e).
* `evolve_card_reused` — 「…エボルヴデッキに表向きで戻ったエボルヴカードって、もう一回進化に使える?」: a
  face-up card of the evolve deck is not a card in the evolve deck (4.6.3), so no evolve can reveal it
  (5.15.1.1, 12.2.2.1) — the run evolves another follower of the same name with it and is refused.

One follower of the asker's (or the one side named), evolved (told as done, before), then removed once by an
effect; nothing else told (no stat, keyword, state, quantity or other act). The evolve is run as an
effect's (5.15.1.1: no cost to assume); the notes name what the run assumes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_evolve import done
from service.answering.plans.sve_read import cause_owner
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
# the removal told → the effect that moves the follower (5.5.1, 5.4.1, 5.6.1)
_REMOVALS = {"destroy": "destroy", "return": "return_to_hand", "banish": "banish"}
_ZONE_WORD = {"destroy": "墓場", "return_to_hand": "手札", "banish": "消滅領域"}
_NAME = "進化したフォロワー"


def _told(reading: Reading, asked_acts: tuple[Fact, ...] = ()) -> tuple[Fact, Fact] | None:
    """(the evolve told as done, the one removal after it), every other act being an asked one."""
    acts = [f for f in reading.of(Role.ACTION) if not f.negated and f not in asked_acts]
    evolves = [f for f in acts if f.concept == "evolve"]
    removals = [f for f in acts if f.concept in _REMOVALS]
    rest = [f for f in acts if f not in evolves and f not in removals]
    if len(evolves) != 1 or len(removals) != 1 or rest or not evolves[0].end <= removals[0].start:
        return None
    if evolves[0].value not in (None, 1):
        return None
    return evolves[0], removals[0]


# the cards an asking sentence after the removal names
# (「エボルヴカードも墓場に行く?」「フォロワーは墓場に行く?」)
_ASKED_CARDS = frozenset({"evolve_card", "follower"})


def _later_sentence(text: str, end: int, card: Fact) -> bool:
    """`card` is named after the removal: in the removal's own clause only an evolve card (「…破壊された。
    エボルヴカードも…」), a follower only in a later sentence (the told one is before it)."""
    if card.start < end:
        return False
    return card.concept == "evolve_card" or any(c in text[end : card.start] for c in "。?")


def _mine(reading: Reading, follower: Fact) -> bool:
    """The asker's follower (named so or unnamed); a side named otherwise must be the removal's cause. The
    evolve is the turn player's act, so the run seats the follower's owner as player1; the opponent's
    evolved follower is not planned (its evolve would be run as the asker's)."""
    owners = {
        f.owner for f in reading.of(Role.OWNER) if not cause_owner(reading, f) and not _agent(reading, f)
    }
    return (owners | ({follower.owner} - {None})) <= {"self"}


# 「相手に破壊された」「相手によって手札に戻された」: the side as the agent of the passive removal after it
_AGENT = re.compile(r"\s*に\s*(?:よって\s*)?$")
_PASSIVE = re.compile(r"\s*(?:さ|され|させられ|られ)")


def _agent(reading: Reading, side: Fact) -> bool:
    removals = [f for f in reading.of(Role.ACTION) if f.concept in _REMOVALS and f.start >= side.end]
    if not removals or not _AGENT.match(reading.text[side.end : removals[0].start]):
        return False
    tail = reading.text[removals[0].end :]
    return _PASSIVE.match(tail) is not None or reading.text[removals[0].start : removals[0].end].endswith(
        "戻"
    )


def _plain(reading: Reading) -> bool:
    """Nothing told but the acts, the cards and whose they are (an effect as the cause)."""
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.QUANTITY, Role.TURN, Role.NUMBER):
        return False
    return all(f.concept == "effect" for f in reading.of(Role.MODIFIER))


def _payload(effect: str, again: bool) -> dict[str, Any]:
    field = [{"id": "x", "name": _NAME, "attack": 2, "health": 2}]
    if again:  # the same name's second follower, which the face-up card would evolve
        field.append({"id": "y", "name": _NAME, "attack": 2, "health": 2})
    actions: list[dict[str, Any]] = [
        {"type": "evolve", "card": "x", "by_effect": True},
        {"type": "resolve", "effects": [{"effect": effect, "target": {"card": "x"}}]},
    ]
    if again:
        actions.append({"type": "evolve", "card": "y", "by_effect": True})
    return {"player1": {"field": field, "evolve_deck": [{"name": _NAME}]}, "actions": actions}


def evolved_left(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "destroyed" or (reading.of(Role.TERM) and not _evolve_terms_only(reading)):
        return None
    told = _told(reading)
    # 「エボルヴカードも墓場に行く?」: the evolve card named after the removal is the asked card (the gate's
    # `evolve_fate` answers for it), the follower the one told
    cards = [
        c
        for c in reading.of(Role.CARD)
        if not (
            told is not None and c.concept in _ASKED_CARDS and _later_sentence(reading.text, told[1].end, c)
        )
    ]
    if told is None or len(cards) != 1 or cards[0].concept != "follower" or not _plain(reading):
        return None
    evolve, removal = told
    if not (done(reading, evolve) or _evolved_said(reading, evolve)) or not _mine(reading, cards[0]):
        return None
    effect = _REMOVALS[removal.concept]

    def head(sim: SimulationResult) -> str:
        return (
            f"進化したフォロワーは{_ZONE_WORD[effect]}に置かれ、場を離れた直後にエボルヴカードとの関連付けを失い"
            "(5.15.4)、エボルヴカードはエボルヴデッキ置き場に表向きで移動します(11.6.1)"
        )

    notes = (
        "フォロワーは自分のもので、効果で進化していた(コストは払っていない)ものとしました"
        "(行き先には影響しません)。",
    )
    return BuiltScenario(f"{GAME}.planned_evolved_left", _payload(effect, False), story(head, limit=4), notes)


def evolve_card_reused(reading: Reading) -> BuiltScenario | None:
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept not in ("evolve", "use"):
        return None
    if not any(c.concept == "evolve_card" for c in reading.of(Role.CARD)):
        return None  # 「もう一回進化できる?」 of the follower: another question (8.3.2's once a turn)
    removals = [f for f in reading.of(Role.ACTION) if f.concept in _REMOVALS]
    if len(removals) != 1:
        return None
    # 「進化に使える」: the asked use and its own evolve, said after the removal
    later = tuple(f for f in reading.of(Role.ACTION) if f.concept == "evolve" and f.start > removals[0].end)
    told = _told(reading, (action, *later))
    if told is None or len(later) > 1 or not _plain(reading):
        return None
    followers = [c for c in reading.of(Role.CARD) if c.concept == "follower"]
    if len(followers) != 1 or len(reading.of(Role.CARD)) != 2:
        return None
    evolve, removal = told
    if not (done(reading, evolve) or _evolved_said(reading, evolve)) or not _mine(reading, followers[0]):
        return None
    effect = _REMOVALS[removal.concept]

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" and "4.6.3" in e.rules for e in sim.events):
            return (
                "使えません。エボルヴデッキ置き場に表向きで置かれたエボルヴカードは、エボルヴデッキ内にあるカードとは"
                "みなされず(4.6.3)、進化するときは裏向きの同名カードを公開します(5.15.1.1、12.2.2.1)"
            )
        if sim.rejected:
            return "同名のフォロワーを進化させる処理が認められません"
        return "同名のフォロワーをそのエボルヴカードで進化できます"

    notes = (
        "同名のエボルヴカードはその1枚だけで、同名の別のフォロワーを効果で進化させる場合としました"
        "(進化能力でも、表向きのカードは公開できません: 12.2.2)。",
    )
    return BuiltScenario(
        f"{GAME}.planned_evolve_card_reused",
        _payload(effect, True),
        story(head, types=("move", "set_flag", "rejected"), limit=4),
        notes,
    )


# 「(ラストワード等なし)」「(能力は何もなし)」: a parenthesis that denies what it names
_DENIED_ASIDE = re.compile(r"[((][^()()]*?(?:なし|無し|ない|持ってない)\s*[))]")


def _denied_aside(text: str, at: int) -> bool:
    return any(m.start() < at < m.end() for m in _DENIED_ASIDE.finditer(text))


def _evolve_terms_only(reading: Reading) -> bool:
    """Only the word 進化, or a term that is the ask's own words (「消滅する?」)."""
    asks = reading.asks()
    return all(
        t.concept == "進化" or any(a.start <= t.start and t.end <= a.end for a in asks)
        for t in reading.of(Role.TERM)
    )


def _evolved_said(reading: Reading, evolve: Fact) -> bool:
    """「進化したフォロワー」「進化してたフォロワー」「進化済みの」: the evolve said of the card as done."""
    after = reading.text[evolve.end : evolve.end + 6]
    return after.startswith(("した", "してた", "している", "してる", "済", "後"))


# the zone count a removal adds the follower to, and the reading's concept of that count
_COUNTED = {"destroy": "graveyard_cards", "return_to_hand": "hand"}


def evolved_left_count(reading: Reading) -> BuiltScenario | None:
    """「墓場3枚。進化した俺のフォロワーが破壊された。墓場は何枚?」「手札4枚で、進化したフォロワーが手札に戻
    された。手札は何枚?」: the follower alone is added (5.5.1, 5.4.1) — its evolve card leaves it as it moves
    (5.15.4) for the evolve deck face up (11.6.1), counted in neither zone. One told count of the zone the
    removal puts it in, asked as a number after it; nothing else told."""
    if asked(reading) != "number":
        return None
    told = _told(reading)
    followers = [c for c in reading.of(Role.CARD) if c.concept == "follower"]
    if told is None or len(followers) != 1 or any(c.concept not in ("follower", "evolve_card") for c in
                                                    reading.of(Role.CARD)):  # fmt: skip
        return None
    evolve, removal = told
    effect = _REMOVALS[removal.concept]
    counts = reading.of(Role.QUANTITY)
    if effect not in _COUNTED or len(counts) != 1 or counts[0].concept != _COUNTED[effect]:
        return None
    count = counts[0]
    if not isinstance(count.value, int) or count.owner not in (None, "self") or count.start > evolve.start:
        return None  # the count before the removal, the asker's
    before = count.value
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER):
        return None
    if not all(f.concept == "effect" for f in reading.of(Role.MODIFIER)):
        return None
    if any(t.concept != "進化" and not _denied_aside(reading.text, t.start) for t in reading.of(Role.TERM)):
        return None  # 「(ラストワード等なし)」: an ability denied aside changes nothing; another term does
    if not (done(reading, evolve) or _evolved_said(reading, evolve)) or not _mine(reading, followers[0]):
        return None
    payload = _payload(effect, False)
    if effect == "destroy":
        payload["player1"]["graveyard"] = before
    else:
        payload["player1"]["hand"] = [{"name": "手札のカード"} for _ in range(before)]
    zone = _ZONE_WORD[effect]
    held = "graveyard" if effect == "destroy" else "hand"

    def head(sim: SimulationResult) -> str:
        after = len(sim.zone("player1", held))  # the engine's zone at the end
        return (
            f"{zone}は{after}枚になります。{zone}に置かれるのは進化したフォロワー1枚だけで、"
            "エボルヴカードは場を離れた直後に関連付けを失い(5.15.4)、エボルヴデッキ置き場に表向きで移動します"
            "(11.6.1)"
        )

    notes = ("フォロワーは自分のもので、効果で進化していた(コストは払っていない)ものとしました。",)
    return BuiltScenario(f"{GAME}.planned_evolved_left_count", payload, story(head, limit=4), notes)
