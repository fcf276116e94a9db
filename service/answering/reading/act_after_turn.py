"""An act the question puts in a later turn, run before the scenario's turn passes.

「オジギしてるキャラは、次の自分のターンにアイサツできる?」 (audit 24c): the question tells a turn
boundary (``turn_passed``: 「次の自分のターン」「相手のターンになったら」) and then asks of an act in that
later turn. The turn's start changes what the told state allows — the turn player's cards stand again
(ninjaslayer 502.2a, onepiece 6-2-4, sve 7.2.3, kiseki 705.8) — so a run that made the act before its
first new turn answers for the earlier turn: the ninjaslayer builder had scripted the アイサツ (refused,
704.3a-1) and only then the end phase, and 'no' was stated where the next turn's アンタイ・オジギ allows it.

XX
last event of that act (an event type the engine map gives the concept, or the engine's refusal) must
come after a new turn began (a ``turn`` event, or a turn's opening phase run: a plan may start its
scenario there, in the later turn itself). A run with no such event is left to the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Fact, Reading, Role, asked_action

# the engines' refusal of a scripted act: the act's outcome when it is not allowed
_REFUSED = "rejected"
# a new turn begun (onepiece 6-6-1-4, sve 7.4.9, ninjaslayer 505.4, kiseki 705.9)
_TURN = "turn"
# a turn's opening phase run (a plan may start its scenario there, in the later turn itself): onepiece's
# リフレッシュフェイズ (6-2), sve's and ninjaslayer's スタートフェイズ (7.2, 502), kiseki's 準備フェイズ (703)
_OPENINGS = frozenset({"refresh", "start", "prep"})
# event types any run has whatever the act (a ninjaslayer 'pay' maps to 'declare', which the アイサツ
# step's 「アイサツしない」 also is): they do not place the asked act
_ANY_ACT = frozenset({"declare", "move", "phase", "set_state", "turn"})


def _kinds(reading: Reading, act: Fact) -> frozenset[str]:
    entry = lexicon(reading.game).engine.get(act.concept, {})
    events = entry.get("events", ()) if isinstance(entry, dict) else ()
    return (frozenset(str(e) for e in events) - _ANY_ACT) | {_REFUSED}


def _opens_turn(event: Any) -> bool:
    if getattr(event, "type", "") == _TURN:
        return True
    data = getattr(event, "data", None)
    return getattr(event, "type", "") == "phase" and isinstance(data, dict) and data.get("phase") in _OPENINGS


def act_before_turn(reading: Reading, asks: str, events: Sequence[Any]) -> str | None:
    """Why the verdict is withheld when the asked act, told in a later turn, ran before any new turn."""
    # only a yes/no on the act (「できる?」): a count (「最大何エテル払える?」) or an outcome asks of no
    # one act's run
    act = asked_action(reading) if asks == "can" else None
    if act is None or act.negated:
        return None
    passed = [
        f
        for f in reading.of(Role.TURN)
        if f.concept == "turn_passed" and not f.negated and f.end <= act.start
    ]
    if not passed:
        return None
    kinds = _kinds(reading, act)
    types = [str(getattr(e, "type", "")) for e in events]
    last = max((i for i, t in enumerate(types) if t in kinds), default=None)
    if last is None:
        return None
    if any(_opens_turn(e) for e in events[:last]):
        return None
    return (
        f"質問では「{act.text}」は{passed[-1].text}の行動ですが、"
        "シミュレーションではターンが進む前に行われています"
    )


# a boundary that names a later turn (「次の自分のターン」「翌ターン」): an act told after it is that turn's;
# 「前のターンに3ダメージ」 puts the act in the earlier turn, 「ターンが終わる前に」 before the end
_LATER = re.compile(r"次|翌")

# an act told in the passive (「アイサツされた」「アタックされた」) is the same act as its active form: its
# run's events are the active concept's
_ACTIVE = {"attacked": "attack"}


def act_run_before_turn(reading: Reading, asks: str, events: Sequence[Any]) -> str | None:
    """Why the verdict is withheld when an act told after a turn boundary ran before the run's turn passed.

    「耐久力4のキャラが相手のターンに3点ダメージを受けた。次の自分のターン、カラテ2のキャラにアイサツ
    された。死ぬ?」 (audit 27e): the damage is 0 again at that turn's end (ninjaslayer 505.3a), yet a
    builder that scripts the アイサツ first and the end phase only after it (for a 「残る?」 ask) lets the
    run's turn reflect the boundary told before the act — so the アイサツ met the old damage ('dies'
    stated). Any told act, not only a 「できる?」: when the run's first new turn comes only after the
    act's last event, the run has put the act in the earlier turn. Only a card's fate asked (a turn's end
    changes what decides it: ninjaslayer 505.3a's damage, the turn's effects); a count asked (the damage
    zone's cards, a deck) is kept by a turn's end and is left to the run."""
    if asks != "destroyed":
        return None
    opens = [i for i, e in enumerate(events) if _opens_turn(e)]
    if not opens:
        return None  # no turn passes in the run: the reflection check answers for the boundary
    first_turn = opens[0]
    types = [str(getattr(e, "type", "")) for e in events]
    for act in reading.of(Role.ACTION):
        passed = [
            f
            for f in reading.of(Role.TURN)
            if f.concept == "turn_passed" and not f.negated and f.end <= act.start and _LATER.search(f.text)
        ]
        if act.negated or not passed:
            continue
        concept = _ACTIVE.get(act.concept, act.concept)
        entry = lexicon(reading.game).engine.get(concept, {})
        events_of = entry.get("events", ()) if isinstance(entry, dict) else ()
        kinds = frozenset(str(e) for e in events_of) - _ANY_ACT
        last = max((i for i, t in enumerate(types) if t in kinds), default=None)
        if last is not None and last < first_turn:
            return (
                f"質問では「{act.text}」は{passed[-1].text}の行動ですが、"
                "シミュレーションではターンが進む前に行われています"
            )
    return None
