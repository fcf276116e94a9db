"""A removal the question tells as done is reflected only by a card the run removes from play.

「…攻撃宣言したら、相手がクイックのスペルでそのフォロワーを破壊してきた。相手リーダーの体力は?」
tells the attacker destroyed before its damage (8.4.7, 8.4.9 of sve): a scenario in which no card
leaves play answers another question. The planner's action map lets a destroy be met by events
that only go with one (a card set acted, damage dealt: the attack's own events), so a told destroy
had been counted reflected by the attack alone and the full damage stated (blind H, sve-bh-19).

A destroy fact (not negated, not the asked act, not in the asked phrase, not a card's printed text
in 「」, not in words the question denies the card carries: reading/denied_text.py) therefore needs
a removal in the run: a card moved out of the play zone it was in (to the trash/墓場/…, or fow's
J/ルーラー back to the ルーラーエリア), or the engine's record of a destruction
applied and not carried out (fow's ``destroy`` event, 10.9.3 破壊されない; its refusal of a ルーラー's,
10.9.2).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading import payload as pl
from service.answering.reading.card_seats import PLAY as _PLAY
from service.answering.reading.denied_text import denied_after
from service.answering.reading.model import Reading, Role, asked_action
from service.engine.events import Event

# the reader's action concepts that remove a card from play (lexicon/common.jsonl: 破壊, KO, 倒す)
_REMOVALS = frozenset({"destroy", "ko", "killed"})
_QUOTED = re.compile(r"「[^」]*」|『[^』]*』")


def unremoved(reading: Reading, events: Sequence[Event]) -> str | None:
    """Why the run does not carry a removal the question tells as done, or None."""
    asked = asked_action(reading)
    asks = reading.asks()
    told = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept in _REMOVALS
        and not f.negated
        and f is not asked
        and not pl.in_question(reading.text, f)
        and not any(a.start <= f.start < a.end for a in asks)
        and not any(q.start() < f.start < q.end() for q in _QUOTED.finditer(reading.text))
        and not denied_after(reading.text, f.end)  # 「ルーラーを破壊するとは書いてない」: no act told
    ]
    if not told or any(_removal(e) for e in events):
        return None
    return f"「{told[0].text}」をシナリオに反映できませんでした(場を離れたカードがありません)"


# the engine's refusals of a told removal by a rule of what may be removed (fow 10.9.2: a ルーラー in the
# ルーラーエリア only by 「ルーラーを破壊する」): the act told was done and the rule kept the card in place
# (「「カード1枚を破壊する」でルーラーを破壊しようとしてきた」 had been withheld as unreflected)
_REFUSED_BY_RULE = frozenset({"ruler"})


def _removal(event: Event) -> bool:
    if event.type in _REMOVALS:
        return True
    if event.type == "rejected" and event.data.get("code") in _REFUSED_BY_RULE:
        return True
    leaves = event.data.get("from_zone")
    return event.type == "move" and leaves in _PLAY and event.data.get("to_zone") != leaves
