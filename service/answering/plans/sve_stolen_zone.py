"""Shadowverse Evolve: where a taken follower goes when it leaves the field — its owner's zone, not its
master's (5.21.3, 4.1.6) — asked as a count: 「相手の場から奪ったフォロワーが破壊された。相手の墓場は5枚。
相手の墓場は何枚になる?」「相手に奪われた自分のフォロワーが破壊された。自分の墓場が3枚なら何枚?」
「相手から奪ったフォロワーを手札に戻した。相手の手札は4枚、何枚になる?」.

One taking (the engine's `steal`, 5.21.1) and then one removal of that card by an effect (destroy 5.5.1,
return to the hand 5.4.1, banish 5.6.1); the taker is the asker unless the taking is said in the passive
(「奪われた」) or of the opponent (「相手が奪った」). Every count told is the graveyard's or the hand's of a
named player, the asked one is named in the asking sentence (or is the only one told), and nothing else
(no stat, keyword, state, other act) is told.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.control_side import taken_then_removed
from service.answering.plans.sve_read import WORD
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.reading.whose_zone import whose_zone_asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_OTHER = {"self": "opponent", "opponent": "self"}
# the removal's act → the effect run and the zone the card ends in (its owner's, 5.21.3)
_REMOVALS = {
    "destroy": ("destroy", "graveyard"),
    "return": ("return_to_hand", "hand"),
    "banish": ("banish", "banished"),
}
_ZONE_WORD = {"graveyard": "墓場", "hand": "手札", "banished": "消滅領域"}
_COUNTED = {"graveyard_cards": "graveyard", "hand": "hand"}
# 「相手の墓場は何枚」「自分の手札何枚になる」: the asked zone named with its player in the asking sentence
_ASKED_ZONE = re.compile(r"(自分|相手|こっち|俺|向こう|オーナー|持ち主)\s*(?:の)?\s*(墓場|手札|消滅領域)")
_AGAIN = ("その", "この")
_SIDE = {"自分": "self", "こっち": "self", "俺": "self", "相手": "opponent", "向こう": "opponent"}
_PASSIVE = re.compile(r"(?:わ|ら)?\s*れ")  # after the read 「奪わ」: 「れた」
# 「相手が奪った」「相手に奪わせた」: the opponent named as the taker right before the taking
_BY_OPPONENT = re.compile(r"(?:相手|向こう)\s*(?:が|は)\s*(?:[^。、?？]{0,12}?)$")
# 「何枚増える」「何枚減る」: a change asked
_CHANGE = re.compile(r"何\s*枚\s*(増|減)")


def _taker(reading: Reading, steal: Fact) -> str:
    if _PASSIVE.match(reading.text, steal.end):
        return "opponent"  # 「相手に奪われた自分のフォロワー」
    start = max(reading.text.rfind(c, 0, steal.start) for c in "。??、") + 1
    return "opponent" if _BY_OPPONENT.search(reading.text[start : steal.start]) else "self"


def _asked_zone(reading: Reading, ask: Fact, told: dict[tuple[str, str], int]) -> tuple[str, str] | None:
    """(side, zone) the count is asked of: named in the asking sentence, else the only count told."""
    start = max(reading.text.rfind(c, 0, ask.start) for c in "。??") + 1
    named = list(_ASKED_ZONE.finditer(reading.text, start, ask.start))
    if named:
        side = _SIDE.get(named[-1].group(1))
        zone = {"墓場": "graveyard", "手札": "hand", "消滅領域": "banished"}[named[-1].group(2)]
        return (side, zone) if side is not None else None
    return next(iter(told)) if len(told) == 1 else None


def stolen_zone(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number":
        return None
    asks = [f for f in reading.asks() if f.concept == "number"]
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    steals = [f for f in acts if f.concept == "steal"]
    removals = [f for f in acts if f.concept in _REMOVALS]
    if len(asks) != 1 or len(steals) != 1 or len(removals) != 1 or removals[0].start < steals[0].start:
        return None
    if len(acts) != 2 or reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    told: dict[tuple[str, str], int] = {}
    for q in reading.of(Role.QUANTITY):
        zone = _COUNTED.get(q.concept)
        if zone is None or q.owner not in WORD or not isinstance(q.value, int) or (q.owner, zone) in told:
            return None
        told[(q.owner, zone)] = q.value
    taker = _taker(reading, steals[0])
    owner = _OTHER[taker]
    cards = reading.of(Role.CARD)
    if len(cards) != 1 or cards[0].concept != "follower" or cards[0].owner not in (owner, None):
        return None  # one follower, the taken one, of its owner (「相手の」/「自分の」) or unowned
    effect, ends_in = _REMOVALS[removals[0].concept]
    target = _asked_zone(reading, asks[0], told)
    if target is None:
        return None
    side, zone = target
    if zone != "banished" and (side, zone) not in told:
        return None  # the count it grows from must be told
    seat = {"self": "player1", "opponent": "player2"}
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    for (who, z), n in told.items():
        players[seat[who]][z] = n if z == "graveyard" else [{"name": f"手札{i + 1}"} for i in range(n)]
    players[seat[owner]]["field"] = [{"id": "x", "name": "奪ったフォロワー", "attack": 1, "health": 1}]
    payload: dict[str, Any] = {
        **players,
        "actions": [
            {"type": "steal", "player": seat[taker], "card": "x"},
            {"type": "effect", "effect": effect, "controller": seat[taker], "target": {"card": "x"}},
        ],
    }
    before = told.get((side, zone), 0)
    change = _CHANGE.search(reading.text, asks[0].start)

    def head(sim: SimulationResult) -> str:
        n = len(sim.zone(seat[side], zone))
        where = f"{WORD[side]}の{_ZONE_WORD[zone]}"
        why = (
            f"そのフォロワーはマスターではなくオーナー({WORD[owner]})の{_ZONE_WORD[ends_in]}"
            "に置かれます(5.21.3)"
        )
        if change is not None:
            verb = "増えます" if change.group(1) == "増" else "減ります"
            return f"{where}は{abs(n - before)}枚{verb}({before}枚から{n}枚)。{why}"
        return f"{where}は{n}枚になります。{why}"

    notes = (
        "奪ったフォロワーは、奪う前から相手の場にいたものとしました(5.21.2)。",
        "攻撃力・体力は書かれていないので1としました(行き先には影響しません)。",
    )
    return BuiltScenario(f"{GAME}.planned_stolen_zone", payload, story(head, limit=4), notes)


# 「2ダメージ受けてる」「ダメージを2受けた」: damage the card had taken, told before the taking
_TAKEN_DAMAGE = re.compile(r"受け|食ら|くら|負っ|負う|入っ|もらっ")


def stolen_damaged(reading: Reading) -> BuiltScenario | None:
    """「体力4で2ダメージ受けてる相手のフォロワーを奪った。そいつに2ダメージ与えたら破壊される?」: the taken
    card keeps the damage it had (5.21.2: no new card, every state kept), so the damage dealt after the
    taking adds to it (5.13.1) and destroys it at 体力0 (11.2.x rule processing)."""
    if asked(reading) != "destroyed":
        return None
    asks = reading.asks()
    acts = [
        f for f in reading.of(Role.ACTION)
        if not f.negated and not any(a.start <= f.start < a.end for a in asks)
    ]  # fmt: skip
    steals = [f for f in acts if f.concept == "steal"]
    damages = [f for f in acts if f.concept == "damage"]
    if len(steals) != 1 or len(damages) != 2 or len(acts) != 3 or _taker(reading, steals[0]) != "self":
        return None
    had, dealt = damages
    if not (had.end <= steals[0].start < dealt.start) or not _TAKEN_DAMAGE.search(had.text):
        return None
    if _TAKEN_DAMAGE.search(dealt.text) or not isinstance(had.value, int) or not isinstance(dealt.value, int):
        return None
    cards = reading.of(Role.CARD)
    if len(cards) != 1 or cards[0].concept != "follower" or cards[0].owner not in ("opponent", None):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.TURN, Role.QUANTITY, Role.NUMBER, Role.MODIFIER):
        return None
    stats = {f.concept: f.value for f in reading.of(Role.STAT)}
    if len(stats) != len(reading.of(Role.STAT)) or set(stats) - {"attack", "health"} or "health" not in stats:
        return None
    health = stats["health"]
    before, dealt_n = had.value, dealt.value  # ints (checked above), bound for the closure below
    if not isinstance(health, int) or before >= health:
        return None  # 体力以上のダメージを受けていたなら、奪う前に破壊されている
    card = {"id": "x", "name": "奪ったフォロワー", "attack": stats.get("attack", 1), "health": health,
            "damage": before}  # fmt: skip
    payload: dict[str, Any] = {
        "player2": {"field": [card]},
        "actions": [
            {"type": "steal", "player": "player1", "card": "x"},
            {"type": "damage", "amount": dealt_n, "targets": ["x"]},
        ],
    }

    def head(sim: SimulationResult) -> str:
        gone = not any(c["uid"] == "x" for c in sim.zone("player1", "field"))
        left = health - before - dealt_n
        kept = f"奪ったフォロワーは受けていた{before}ダメージをそのまま持っています(5.21.2)"
        if gone:
            return f"奪ったフォロワーは破壊されます。{kept}。体力が{left}になります"
        return f"奪ったフォロワーは破壊されません。{kept}。体力は{left}残ります"

    notes = ("奪ったフォロワーは、奪う前から相手の場にいたものとしました(5.21.2)。",)
    return BuiltScenario(f"{GAME}.planned_stolen_damaged", payload, story(head, limit=4), notes)


def stolen_whose(reading: Reading) -> BuiltScenario | None:
    """「相手のフォロワーのコントロールを奪ってたら、そのフォロワーが破壊された。どっちの墓場に行く?」: whose
    zone
    the taken follower goes to — its owner's (5.21.3, 4.1.6); the gate reads the side from the run's move
    (reading/whose_zone.py). One taking, then one removal of that card; nothing else told."""
    if whose_zone_asked(reading) is None:
        return None
    told = taken_then_removed(reading, "steal", _REMOVALS)
    if told is None:
        return None
    steals, removals = [told[0]], [told[1]]
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER, Role.QUANTITY):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    taker = _taker(reading, steals[0])
    owner = _OTHER[taker]
    # 「そのフォロワーが破壊された」: the taken card named again by its referent is the same card
    cards = [c for c in reading.of(Role.CARD) if reading.text[max(0, c.start - 2) : c.start] not in _AGAIN]
    if len(cards) != 1 or cards[0].concept != "follower" or cards[0].owner not in (owner, None):
        return None
    effect, ends_in = _REMOVALS[removals[0].concept]
    seat = {"self": "player1", "opponent": "player2"}
    payload: dict[str, Any] = {
        seat[owner]: {"field": [{"id": "x", "name": "奪ったフォロワー", "attack": 1, "health": 1}]},
        "actions": [
            {"type": "steal", "player": seat[taker], "card": "x"},
            {"type": "effect", "effect": effect, "controller": seat[taker], "target": {"card": "x"}},
        ],
    }

    def head(sim: SimulationResult) -> str:
        return (
            f"そのフォロワーはマスター({WORD[taker]})ではなくオーナー({WORD[owner]})の{_ZONE_WORD[ends_in]}に"
            "置かれます(5.21.3、4.1.6)"
        )

    notes = ("奪ったフォロワーは、奪う前から相手の場にいたものとしました(5.21.2)。",)
    return BuiltScenario(f"{GAME}.planned_stolen_whose", payload, story(head, limit=4), notes)
