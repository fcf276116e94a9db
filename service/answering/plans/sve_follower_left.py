"""Which 体力 a fight's number ask asks (8.4.9, 5.13.1).

* A follower's 体力 left (「戦闘後、こっちのフォロワーの残り体力は?」): the follower the asking sentence
  names, by its owner; its told 体力 less the damage the fight put on it. Stated only for a follower
  that stays on the field (a destroyed one has no 体力 left to tell, 11.3.1).
* A bare 「体力いくつになる?」 after the attack: the one told leader's, when every follower whose 体力
  was told is destroyed (sve-probe-12: a 【ドレイン】 attack, 12.13.1)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.role_clause import by_player
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

GAME = "sve"


def asked_follower(reading: Reading) -> str | None:
    """The owner ("self"/"opponent") of the follower whose 体力 the asking sentence asks: card nouns
    before the number ask all followers of one owner, no leader; else None."""
    asks = [f for f in reading.asks() if f.concept == "number"]
    if not asks:
        return None
    at = asks[-1].start
    start = max(reading.text.rfind(c, 0, at) for c in "。??") + 1
    if "体力" not in reading.text[start : asks[-1].end]:
        return None
    cards = [f for f in reading.of(Role.CARD) if start <= f.start < at]
    # 「俺が攻撃したフォロワーの体力は?」: the player is the clause's subject, its card the attacked one —
    # 俺 is no owner of it (style audit 15a: the asker's attacker's 3 had been stated for the attacked 2)
    if any(
        by_player(reading, f, False) is not False
        for f in reading.of(Role.ACTION)
        if start <= f.start < at and not f.negated
    ):
        return None
    owners = {f.owner for f in cards}
    if not cards or any(f.concept != "follower" for f in cards) or len(owners) != 1:
        return None
    owner = owners.pop()
    return owner if owner in ("self", "opponent") else None


def health_left(payload: Mapping[str, Any], seat: str, card: str) -> int | None:
    """The 体力 left of `card` (on `seat`'s field) after the run; None when the run leaves it off the
    field or is refused."""
    try:
        result = simulate(GAME, dict(payload))
    except EngineError:
        return None
    return health_after(result, seat, card)


def health_after(result: SimulationResult, seat: str, card: str) -> int | None:
    """The 体力 left of `card` in a run's end state (None: off the field, or a refused run)."""
    if any(e.type == "rejected" for e in result.events):
        return None
    player = result.final_state.get("players", {}).get(seat, {})
    found = next((c for c in player.get("zones", {}).get("field", []) if c.get("uid") == card), None)
    if found is None:
        return None
    flags = found.get("flags", {})
    # an evolved card has its evolve card's 体力 (5.15.2), less the damage it took before (5.15.3)
    evolved = next(
        (c for c in player["zones"].get("evolved", []) if c.get("uid") == flags.get("evolved_into")), found
    )
    health, damage = evolved.get("stats", {}).get("health"), flags.get("damage", 0)
    if not isinstance(health, int) or not isinstance(damage, int):
        return None
    mods = [m.get("stats", {}).get("health", 0) for m in flags.get("mods", [])]
    return health + sum(int(m) for m in mods) - damage


def left_scenario(
    payload: dict[str, Any], seat: str, card: str, word: str, me: str, notes: list[str]
) -> BuiltScenario | None:
    """The planned fight answering 「…のフォロワーの残り体力は?」: the asked card's 体力 left first."""
    if health_left(payload, seat, card) is None:
        return None

    def head(sim: SimulationResult) -> str:
        # read from the run the answer is for: a plan may script more on it (plans/given_change puts a
        # quoted +1/+1 before the fight: the 体力 without it had been stated, round 21 audit)
        remaining = health_after(sim, seat, card)
        if remaining is None:
            return f"{word}のフォロワーは場に残っていません"
        return f"{word}のフォロワーの体力は残り{remaining}です(5.13.1、8.4.9)"

    return BuiltScenario(f"{GAME}.planned_attack", payload, story(head, limit=4, me=me), tuple(notes))


def bare_health_ask(reading: Reading, verbs: list[Fact]) -> bool:
    """「…のフォロワーで…を攻撃したら、体力いくつになる?」: a 体力 asked after the attack with no card or
    owner named between — whose 体力 is left to the question's told values (`told_health_gone`)."""
    asks = [f for f in reading.asks() if f.concept == "number"]
    if not asks or not verbs or asks[-1].start < verbs[-1].end:
        return False
    between = (verbs[-1].end, asks[-1].end)
    if "体力" not in reading.text[between[0] : between[1]]:
        return False
    return not any(between[0] <= f.start < between[1] for f in reading.of(Role.CARD, Role.OWNER))


def told_health_gone(payload: Mapping[str, Any], unstated: int) -> bool:
    """No follower whose 体力 the question told is on the field after the run (each was destroyed):
    the one told 体力 still there is the leader's."""
    told = {
        (seat, spec["id"])
        for seat, player in payload.items()
        if isinstance(player, dict)
        for spec in player.get("field", [])
        if spec.get("health") != unstated
    }
    return all(health_left(payload, seat, card) is None for seat, card in told)


# 「自分のリーダー体力は15から何になる?」: the start of the asked 体力 told in the asking sentence
_FROM = re.compile(r"体力\s*(?:は|が)?\s*(?:[0-9]+|[０-９]+)\s*から")


def start_in_ask(reading: Reading) -> bool:
    """The asked 体力's start told in the asking sentence itself (「…体力は15から何になる?」): the
    verdict's reading of the ask takes another leader's (sve audit: [2] read for the asker's 18), so
    the plan leaves it to the text."""
    asks = [f for f in reading.asks() if f.concept == "number"]
    if not asks:
        return False
    start = max(reading.text.rfind(c, 0, asks[-1].start) for c in "。??") + 1
    return _FROM.search(reading.text, start, asks[-1].end) is not None
