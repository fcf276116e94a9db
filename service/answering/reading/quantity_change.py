"""A change of a player quantity asked (「自分は絆を何点失う?」「何枚捨てる?」, `quantity.asked_quantities`):
the difference the run made to that player's zone (cards moved in minus out) or counter (its counter
events' deltas), a loss told as a positive number, and stated only when the conclusion tells that
number too.
"""

from __future__ import annotations

import re

from service.engine.scenario import SimulationResult

# 「相手は絆を何点失う?」「自分の絆はいくつ減る?」: the asked amount is a change of the word's quantity;
# the verb's stem says whether it is a loss (減/失/受け/捨/払/下が) or a gain (増/回復/上が/引/加え)
_VERBS = r"(?:減|失|受け|捨|払|下が|増|回復|上が|引|加え)"
CHANGE_ASK = re.compile(
    r"\s*(?:は|が|を|って|の数は)?\s*(?:(?:この[^\s、。??]{1,4}で)?\s*(?:合計|全部で|計|トータル)?\s*"
    r"(?:何[枚点]|いくつ|いくら)\s*(?:の)?\s*"
    # 「俺の絆は減る? 減るなら何点?」: the change asked as a yes/no, then its amount in the next ask
    rf"|(?={_VERBS}[^??。、]{{0,4}}[??]\s*[^??。]{{0,8}}(?:なら|たら|とすれば|としたら)\s*(?:何[枚点]|いくつ)))"
    r"(減|失|受け|捨|払|下が|増|回復|上が|引|加え)"
)
_LOSS = frozenset({"減", "失", "受け", "捨", "払", "下が"})


def net(sim: SimulationResult, seat: str, where: dict[str, str]) -> int | None:
    """How much the run changed a player's zone (cards moved in minus out) or counter (the sum of its
    counter events' deltas); None when a counter event sets the value without a delta."""
    if "zone" in where:
        zone = where["zone"]
        into = sum(
            1
            for e in sim.events
            if e.type == "move" and (e.data.get("to_player"), e.data.get("to_zone")) == (seat, zone)
        )
        out = sum(
            1
            for e in sim.events
            if e.type == "move" and (e.data.get("from_player"), e.data.get("from_zone")) == (seat, zone)
        )
        return into - out
    deltas = [
        e.data.get("delta")
        for e in sim.events
        if e.type == "counter" and e.data.get("player") == seat and e.data.get("key") == where["counter"]
    ]
    if not all(isinstance(d, int) for d in deltas):
        return None
    return sum(d for d in deltas if isinstance(d, int))


def told_change(value: int | None, summary: str | None) -> int | None:
    """A change counted from the events only when the conclusion (`summary`, without its cited rule
    numbers) tells that number too: a run whose seats differ from the question's (the asker's
    opponent simulated on the asker's seat) counts the other player's change, which is not asked."""
    if value is None or summary is None:
        return value
    said = re.sub(r"\((?:[0-9]+[0-9a-z.\-]*[、,]?\s*)+\)", "", summary)
    numbers = {int(n) for n in re.findall(r"(?<![0-9.\-])-?[0-9]+(?![0-9.\-])", said)}
    return value if value in numbers else None


def change(
    sim: SimulationResult, seats: dict[str, str], where: dict[str, str], seat: str | None, verb: str
) -> int | None:
    """The asked change of the seat's quantity (a loss as a positive number); with no seat known, the
    change of the one seat the run changed. None when it goes the other way or cannot be told."""
    sign = -1 if verb in _LOSS else 1
    if seat is not None:
        moved = net(sim, seat, where)
    else:
        nets = [n for n in (net(sim, s, where) for s in seats.values()) if n != 0]
        moved = nets[0] if len(nets) == 1 else None
    return None if moved is None or sign * moved < 0 else sign * moved
