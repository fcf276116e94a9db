"""Shadowverse Evolve: a spell that must choose a follower, played with none there to choose.

「相手の場にフォロワーが1体もいない。スペル「相手のフォロワー1体を選び、3ダメージ」ってプレイできる?」: a card
that chooses (10.6.2.3) and cannot choose the number it names cannot be played properly, so it cannot
be named for play (10.6.2.1.2) and its play is illegal (10.6.2.3.3) — unlike a player's instruction
that is just not done (1.3.2).

Built from the reading: the one quoted text, which chooses one follower of a side (「相手の」「自分の」,
none named: either) and names no leader; the told follower count of that side, 0 (outside the quote);
the play of the spell asked. Only a field with nothing to choose is run: with a follower there the text's
effect would decide, and nothing of it is run (the plan declines). The quote is read whole — the play is
refused before any of it is done.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_QUOTED = re.compile(r"「[^「」]*」|『[^『』]*』")
# 「相手のフォロワー1体を選び」「フォロワー1体を選ぶ」「相手のフォロワー1体に3ダメージ」: one follower chosen
_CHOOSES = re.compile(
    r"^[「『](?!.*(?:すべて|全て|全部|全員|それぞれ|各|リーダー|まで))\s*(?P<whose>相手の|自分の|あなたの)?\s*(?:場の)?\s*"
    r"フォロワー\s*(?:1|１|一)\s*体\s*(?:を\s*選|に)"
)
_SIDES = {"相手の": "opponent", "自分の": "self", "あなたの": "self", None: "both"}
_OUTSIDE = frozenset({Role.OWNER, Role.NEUTRAL, Role.ASK, Role.TERM, Role.CARD, Role.ACTION, Role.QUANTITY})


def spell_no_target(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in ("play", "use"):
        return None
    quotes = list(_QUOTED.finditer(reading.text))
    if len(quotes) != 1 or "スペル" not in reading.text:
        return None
    quote = quotes[0]
    chooses = _CHOOSES.match(quote.group())
    if chooses is None or verb.end <= quote.end():  # 「」をプレイ」: the verb may open on the bracket
        return None
    outside = [f for f in reading.facts if not quote.start() <= f.start < quote.end() or f is verb]
    if any(f.negated or f.role not in _OUTSIDE for f in outside):
        return None
    if any(f.role is Role.ACTION and f.concept not in ("play", "use") for f in outside):
        return None
    if any(f.role is Role.CARD and f.concept not in ("follower", "spell") for f in outside):
        return None
    side = _SIDES[chooses.group("whose")]
    counts = [f for f in outside if f.role is Role.QUANTITY]
    wanted = ("opponent", "self") if side == "both" else (side,)
    told = {f.owner: f.value for f in counts if f.concept == "field_count"}
    if len(told) != len(counts) or set(told) != set(wanted) or any(v != 0 for v in told.values()):
        return None  # that side's followers told as none (each side, for either); anything else declines
    spell: dict[str, Any] = {"id": "s", "name": "スペル", "kind": "spell", "cost": 1, "chooses": side}
    payload: dict[str, Any] = {
        "player1": {"hand": [spell], "field": []},
        "player2": {"field": []},  # the side told as holding no follower (both when either is chosen)
        "actions": [{"type": "play", "card": "s"}],
    }

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return (
                "プレイできません。選ぶべきフォロワーがいないので目標を選べず、そのスペルは適切にプレイできないため"
                "プレイすることはできません(10.6.2.1.2、10.6.2.3.3)"
            )
        return "プレイできます"

    return BuiltScenario(
        f"{GAME}.planned_spell_no_target",
        payload,
        story(head, types=("rejected", "play"), limit=2),
        ("スペルは自分のメインフェイズに手札からプレイし、コストは指定がないので1(PPは足りる)と仮定。",),
        quoted=((quote.start(), quote.end()),),
    )
