"""軌跡 TCG plan `told_removal`: a UNIT told 即死 or 破壊 by an effect, with no card text quoted — 「相手の
EVENTで俺のCPコスト3のUNITが即死した。俺の絆は何点減る?」「相手の効果で俺のCPコスト6のUNITが破壊された。絆
何点失う?」「俺の絆5。…即死。絆はいくつになる?」.

即死 and 破壊 put the UNIT in the 軌跡 when the instruction is applied (1317.1 / 1317.1a, 1317.2 / 1317.2a):
the UNIT does not stun, so its controller loses no 絆 as スタンダメージ (1306.3 is met only by a stun). The
engine runs the one effect (`trash` / `destroy`, the shared effect vocabulary) on the told UNIT and the
number asked is read back as `plans/quoted_effect` reads it (`quoted_readout`: the 絆 lost, or the 絆
told).

Built from the reading: one removal act (ACTION kill / destroy, not negated, not asked), one UNIT told
with its CPコスト and side, the act's instrument an effect (「EVENTで」「効果で」「アーツで」) or none said,
a 絆 count told at most once; a number asked. Anything else told (a quote, an attack, a stun, a keyword, a
state, a turn, another card than the instrument EVENT, a number) is another plan's or withholds.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.plans.quoted_games import KISEKI
from service.answering.plans.quoted_readout import asked_number, conclusion
from service.answering.plans.quoted_result import undone
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

GAME = "kiseki"
# the removal told and the engine's effect that does it (1317.1 即死, 1317.2 破壊)
_EFFECTS = {"kill": "trash", "destroy": "destroy"}
_QUIET = frozenset(
    {Role.OWNER, Role.NEUTRAL, Role.TERM, Role.ASK, Role.ACTION, Role.CARD, Role.STAT, Role.QUANTITY}
)
# 「相手のEVENTで」「効果で」「アーツで」: the instrument of the removal, right before it in its sentence
_BY_EFFECT = re.compile(r"(?:EVENT|イベント|効果|アーツ|クラフト|能力)\s*(?:で|によって|により)")
# 「戦闘で」「攻撃で」「スタンして」: a removal told through a battle or a stun is not this plan's
_OTHER_CAUSE = re.compile(r"戦闘|攻撃|応戦|バトル|スタン|オーバーキル")


def told_removal(reading: Reading) -> BuiltScenario | None:
    asks = reading.asks()
    if {f.concept for f in asks} != {"number"} or "「" in reading.text or "『" in reading.text:
        return None
    effects = [f for f in reading.of(Role.MODIFIER) if f.concept == "effect" and not f.negated]
    if any(f.role not in _QUIET and f not in effects for f in reading.facts):
        return None  # 「相手の効果で」: the instrument word is the only modifier read
    acts = [f for f in reading.of(Role.ACTION) if f.concept in _EFFECTS]
    # 「相手のアーツで」: the アーツ told as the removal's instrument (read as an act of playing it)
    arts = [
        f for f in reading.of(Role.ACTION) if f.concept == "arts" and _BY_EFFECT.match(reading.text, f.start)
    ]
    others = [f for f in reading.of(Role.ACTION) if f not in acts and f not in arts]
    if len(acts) != 1 or acts[0].negated or acts[0].start > asks[0].start:
        return None
    if any(f.concept not in ("play", "use") or f.negated for f in others):
        return None  # 「撃った」「使った」: the instrument played; anything else is another situation
    act = acts[0]
    if undone(reading.text, act.start):
        return None  # 「即死させようとしたけど、やめた」「破壊されなかった」: no removal happened
    opened = max(reading.text.rfind(c, 0, act.start) for c in "。?？!！") + 1
    if _OTHER_CAUSE.search(reading.text, opened, act.start) or _OTHER_CAUSE.search(reading.text, act.end):
        return None
    cards = [f for f in reading.of(Role.CARD) if f.concept == "unit"]
    means = [f for f in reading.of(Role.CARD) if f not in cards]
    if len(cards) != 1 or cards[0].negated or any(f.concept != "event" for f in means):
        return None
    if means and not any(_BY_EFFECT.match(reading.text, f.start) for f in means):
        return None  # an EVENT told otherwise than as the removal's instrument
    if any(f.end > act.start for f in effects + arts):
        return None  # an effect told after the removal: not its instrument
    means += effects + arts
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "cp_cost" or not isinstance(stats[0].value, int):
        return None  # the CPコスト is what a stun would have cost: it must be told
    if not 0 <= stats[0].value <= 20:
        return None
    owner = cards[0].owner or stats[0].owner
    if owner not in ("self", "opponent"):
        return None
    counts: dict[str, tuple[str | None, int]] = {}
    for q in reading.of(Role.QUANTITY):
        if q.concept != "kizuna" or q.negated or "kizuna" in counts or not isinstance(q.value, int):
            return None
        if q.owner not in (None, owner) or not -20 <= q.value <= 60:
            return None
        counts["kizuna"] = (q.owner or owner, q.value)
    readout = asked_number(KISEKI, reading, counts, {"cp_cost": stats[0].value}, owner)
    if readout is None or readout[0] not in ("loss", "count"):
        return None
    if readout[0] == "loss" and readout[1] != owner:
        return None  # the other player's 絆 asked: no card of theirs is told
    seat = "player1" if owner == "self" else "player2"
    spec: dict[str, Any] = {"id": "b", "name": "効果を受けるUNIT", "cp_cost": stats[0].value}
    player: dict[str, Any] = {"kizuna": counts["kizuna"][1]} if counts else {}
    effect = {"effect": _EFFECTS[act.concept], "targets": [{"card": "b"}]}
    payload = KISEKI.payload(seat, spec, [effect], player)
    word = "即死" if act.concept == "kill" else "破壊"
    notes = (
        f"{word}させる効果は、その効果を1つ解決したものとしました(効果のコストや対象の選び方には関わりません)。",
    )
    head = partial(conclusion, adapter=KISEKI, seat=seat, readout=readout)
    # 「相手のEVENTで」: the instrument is the removal's means, no card of the situation (as a quote's
    # carrier is, `quote_carrier`): its span, with the side word that owns it, is read by this plan
    read = tuple(
        (
            min([f.start, *(o.start for o in reading.of(Role.OWNER) if f.start - 4 <= o.start < f.start)]),
            f.end + 1,
        )
        for f in means
    )
    return BuiltScenario(
        f"{GAME}.plan.told_removal", payload, story(head, types=("move", "counter"), limit=3), notes, read
    )
