"""A ±X/±Y told of a card, then its return to the hand and its play again (audit 25f): 「+2/+2された3/3
のフォロワーが手札に戻ってまたプレイされた。体力はいくつ?」「このターン+2/+2を得た元STR3のUNITが手札に
戻って、またプレイされた。STRは?」 — a card that leaves the field is a new card in its new zone and the
effects applied to it before do not follow it (sve 4.1.4 / 10.9.2, ninjaslayer 302.3, kiseki 502.3).

Read as `told_anew` reads a told damage: one card of the game's kind (the asker's, or whose unsaid),
its stats, the one ±X/±Y said before the return (given to that card: no other card is named), then the
return and the play (`returned_anew`); asked a stat (`quoted_readout.asked_number`). Anything else told
(a keyword, a state, a count, a turn, another act, a quote) declines. The engines run the ±X/±Y (a
「このターン」 effect), the game's own return and the play (resources enough, noted).
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.plans.effect_scope import said_earlier, said_later
from service.answering.plans.quoted_anew import ANEW_NOTE, returned_anew
from service.answering.plans.quoted_effect import Adapter
from service.answering.plans.quoted_games import KISEKI, NINJASLAYER, SVE
from service.answering.plans.quoted_readout import asked_number, conclusion
from service.answering.plans.told_anew import told_stats
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

_GAIN = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
# each game's ±X/±Y in the order it is written (攻撃力/体力, カラテ/耐久力, STR/DEF)
_PAIRS = {"sve": ("attack", "health"), "ninjaslayer": ("karate", "durability"), "kiseki": ("STR", "DEF")}
_QUIET = frozenset({Role.NEUTRAL, Role.TERM, Role.ASK, Role.OWNER})
_SAME = re.compile(r"(?:その|この|同じ)\s*$")


def modified_anew(adapter: Adapter, reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or quoted(reading.text) or adapter.replay is None:
        return None
    pair = _PAIRS.get(adapter.game)
    last = reading.asks()[-1]
    mods = [f for f in reading.of(Role.MODIFIER) if not f.negated]
    if pair is None or len(mods) != 1 or mods[0].concept != "modify":
        return None
    gain = _GAIN.fullmatch(mods[0].text.strip())
    anew = returned_anew(reading, mods[0].end, last.start)
    acts = [f for f in reading.of(Role.ACTION) if f.start < last.start]
    if gain is None or anew is None or list(anew) != acts:
        return None
    if said_later(reading, anew[1].end, last.start) or said_earlier(reading, mods[0].end, anew[1].start):
        return None  # 「…また出した後にかけた」「戻す前に…」: the change may come after the replay
    cards = reading.of(Role.CARD)
    if not cards or any(f.concept not in adapter.card_kinds or f.negated for f in cards):
        return None
    if cards[0].start > anew[0].start or any(
        not _SAME.search(reading.text, max(0, f.start - 3), f.start) for f in cards[1:]
    ):
        return None  # the card told before the return, named again only as 「その…」
    facts = [f for f in reading.facts if f.role not in _QUIET and f not in acts and f is not mods[0]]
    if any(f.role not in (Role.CARD, Role.STAT) or f.start > last.start for f in facts):
        return None
    if {f.owner for f in reading.facts if f.owner is not None} - {"self"}:
        return None  # another player's card is played again in its owner's turn: not run here
    stats = told_stats(adapter, [f for f in facts if f.role is Role.STAT])
    if stats is None:
        return None
    readout = asked_number(adapter, reading, {}, stats, "self")
    if readout is None or readout[0] != "stat" or readout[1] not in stats:
        return None  # the asked stat is the told one (the other is a default)
    x = int(gain.group(2)) * (1 if gain.group(1) == "+" else -1)
    y = int(gain.group(4)) * (1 if gain.group(3) == "+" else -1)
    untold = [key for key in pair if key not in stats]
    for key in untold:
        stats[key] = 1
    spec: dict[str, Any] = {"id": "b", "name": f"効果を受けた{adapter.noun}"} | stats
    given = {k: v for k, v in zip(pair, (x, y), strict=True) if v}
    modify = {"effect": "modify", "stats": given, "duration": "end_of_turn", "targets": [{"card": "b"}]}
    player = dict(adapter.replay[1])
    payload = adapter.payload("player1", spec, [modify], player)
    payload = payload | {"actions": [*payload["actions"], *adapter.replay[0]]}
    notes = (
        f"{adapter.noun}は自分のもので、自分のターンに効果を受け、手札に戻して出し直したとしています。",
        ANEW_NOTE,
        *(["書かれていない数値は1としています(聞かれている数値ではありません)。"] if untold else []),
    )
    head = partial(conclusion, adapter=adapter, seat="player1", readout=readout)
    return BuiltScenario(
        f"{adapter.game}.plan.modified_anew",
        payload,
        story(head, types=("modify", "move", "set_state"), limit=4),
        notes,
    )


def sve_modified_anew(reading: Reading) -> BuiltScenario | None:
    return modified_anew(SVE, reading)


def ninjaslayer_modified_anew(reading: Reading) -> BuiltScenario | None:
    return modified_anew(NINJASLAYER, reading)


def kiseki_modified_anew(reading: Reading) -> BuiltScenario | None:
    return modified_anew(KISEKI, reading)
