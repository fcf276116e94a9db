"""A damage told in plain words, then the card's return to the hand and its play again (audit 23c):
「耐久力3のキャラが2ダメージを負ってる。そのキャラを手札に戻して同じターンにまた出した。そこに2ダメージ
与えたら殺される?」「体力5のフォロワーが3ダメージ受けて…手札に戻して、もう一回場に出した。体力はいくつ?」
— a card that leaves the field is a new card in its new zone and what happened to it before does not
follow it (sve 4.1.4, ninjaslayer 302.3): the damage it had taken is gone.

Read as `plans/quoted_anew` reads a quoted text's return and replay, with no quote: one card of the
game's kind (the asker's, or whose unsaid), its stats, the damage it took (「受けて」「負ってる」), the
return and the play after it (`returned_anew`), and at most one damage dealt to it after the play;
asked its fate, or a stat (`quoted_readout.asked_number`). A stat told twice (「体力5…体力2になってる」,
the damage's result) declines, as does anything else told (a keyword, a state, a count, a turn,
another act). The engines run the
game's own return (``return_to_hand``), the play (the adapter's ``replay``: resources enough, noted)
and the damage.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.plans.quoted_anew import ANEW_NOTE, returned_anew
from service.answering.plans.quoted_effect import Adapter
from service.answering.plans.quoted_games import NINJASLAYER, SVE
from service.answering.plans.quoted_readout import asked_number, conclusion
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

# 「2ダメージを負ってる」「3ダメージ受けて」「2点食らってる」: a damage the card took
_TAKEN = re.compile(r"(?:受け|負っ|負い|食らっ|くらっ|喰らっ|もらっ)")
# 「そこに2ダメージ与えたら」「そいつに2点」: a damage dealt to the card played again
_DEALT = re.compile(r"(?:与え|入れ|撃っ|打っ)")
# 「そのキャラ」「このフォロワー」「同じフォロワー」: the told card named again
_SAME = re.compile(r"(?:その|この|同じ)\s*$")
# 「別の」「他の」「もう1体の」: another card
_OTHER = re.compile(r"別の|他の|ほかの|もう\s*(?:1|一)\s*(?:体|枚|人)")
_QUIET = frozenset({Role.NEUTRAL, Role.TERM, Role.ASK, Role.OWNER})


def told_stats(adapter: Adapter, facts: list[Fact]) -> dict[str, int] | None:
    """The card's stats told, each once (「体力5…体力2になってる」, the damage's result told as a stat, is
    a value the run does not hold before the return: declined)."""
    stats: dict[str, int] = {}
    for f in facts:
        key = adapter.stats.get(f.concept)
        if key is None or key in stats or not isinstance(f.value, int) or not 0 <= f.value <= 100:
            return None
        if f.negated:
            return None
        stats[key] = f.value
    return stats


def told_anew(adapter: Adapter, reading: Reading) -> BuiltScenario | None:
    ask = asked(reading)
    if ask not in ("destroyed", "number") or quoted(reading.text) or adapter.replay is None:
        return None  # a quoted text: plans/quoted_effect
    last = reading.asks()[-1]
    # 「破壊される?」: the fate asked is no act told
    acts = sorted((f for f in reading.of(Role.ACTION) if f.start < last.start), key=lambda f: f.start)
    if len(acts) not in (3, 4) or any(f.negated for f in acts) or acts[0].concept != "damage":
        return None
    anew = returned_anew(reading, acts[0].end, acts[3].start if len(acts) == 4 else last.start)
    if anew is None or anew != (acts[1], acts[2]):
        return None
    prior, dealt = acts[0], acts[3] if len(acts) == 4 else None
    if not _TAKEN.search(reading.text, prior.start, prior.end + 3):
        return None  # 「フォロワーが2ダメージを与えた」: a damage the card dealt
    if dealt is not None and (
        dealt.concept != "damage" or not _DEALT.search(reading.text, dealt.start, dealt.end + 3)
    ):
        return None
    amounts = [f.value for f in (prior, dealt) if f is not None]
    if any(not isinstance(n, int) or not 0 < n <= 100 for n in amounts):
        return None
    cards = reading.of(Role.CARD)
    if any(not _SAME.search(reading.text, max(0, f.start - 3), f.start) for f in cards[1:]):
        return None  # 「別のフォロワーを手札に戻して」: a card named again must be the told one (「その…」)
    if _OTHER.search(reading.text):
        return None
    facts = [f for f in reading.facts if f.role not in _QUIET and f not in acts and f.start < last.start]
    if not cards or any(f.concept not in adapter.card_kinds or f.negated for f in cards):
        return None
    if any(f.role not in (Role.CARD, Role.STAT) for f in facts):
        return None  # a keyword, a state, a count, a turn …: not this plan
    owners = {f.owner for f in reading.facts if f.owner is not None}
    if owners - {"self"}:
        return None  # another player's card is played again in its owner's turn: not run here
    stats = told_stats(adapter, [f for f in facts if f.role is Role.STAT])
    if stats is None or (adapter.required is not None and adapter.required not in stats):
        return None
    readout = asked_number(adapter, reading, {}, stats, "self") if ask == "number" else ("fate", "")
    if readout is None or readout[0] not in ("stat", "fate"):
        return None
    assert adapter.prior is not None
    spec: dict[str, Any] = {"id": "b", "name": f"効果を受ける{adapter.noun}"} | stats
    spec[adapter.prior] = int(str(prior.value))
    hit = [{"effect": "damage", "amount": int(str(dealt.value)), "targets": [{"card": "b"}]}] if dealt else []
    player = dict(adapter.replay[1])
    payload = adapter.payload("player1", spec, [], player)
    after = adapter.payload("player1", spec, hit, player)["actions"]
    payload = payload | {"actions": [*adapter.replay[0], *after]}
    notes = (
        f"{adapter.noun}は自分のもので、自分のターンに手札に戻して出し直したとしています。",
        ANEW_NOTE,
    )
    head = partial(conclusion, adapter=adapter, seat="player1", readout=readout)
    return BuiltScenario(
        f"{adapter.game}.plan.told_anew",
        payload,
        story(head, types=("damage", "move", "set_state"), limit=4),
        notes,
    )


def sve_told_anew(reading: Reading) -> BuiltScenario | None:
    return told_anew(SVE, reading)


def ninjaslayer_told_anew(reading: Reading) -> BuiltScenario | None:
    return told_anew(NINJASLAYER, reading)
