"""An asked or decisive player quantity whose start the comprehensive rules do not print.

kiseki's 絆 starts at 40 only by the official how-to-play (`quantity.UNPRINTED_START`): the engine
needs a number to run, but 「STR3のUNITで相手プレイヤーを攻撃。相手の絆は?」 answered 37 states a number
grounded in no rule. `quantity.asked_quantity` gives None for such an ask, which alone would let the
number verdict fall back to the conclusion's numbers (the attack's 3); `untold_start` is the distinct
signal that the asked value is not knowable from the question and the rules, and names the missing
fact. A change asked (「相手は絆を何点失う?」, 804.11b) does not depend on the start and is not
signalled. `untold_decisive` is the same for a winner ask (705.5: a player whose 絆 is 0 or less
loses): once the run took 絆 from a seat the question never told it of, whether that player lost
rests on the untold start.

`midgame` is the same for a counter the rules do start at a printed value that says nothing of its
value later in the game (`MIDGAME`): sve's リーダーの体力 is 20 when the game begins (6.2.1.11), but
「攻撃力4のフォロワーで相手リーダーを攻撃した。勝てる?」 asks of a leader whose 体力 now the question never
tells — it had been stated 'none' (16 left of the engine's 20), 「相手リーダーの体力は?」 17 (audit 9).
A loss of it decides a winner ask; its value asked decides a number ask.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from service.answering.reading.model import Accounted, Reading, Role, Status
from service.answering.reading.quantity import _ASK, _CHANGE, _CHANGED, UNPRINTED_START
from service.answering.reading.quantity_seats import _seats, told_seats
from service.answering.reading.quantity_words import asked_owner, state_words
from service.engine.scenario import SimulationResult

# 「絆は何点で済む?」: how little is lost, a change like 「何点失う?」, not the value left
_SPARED = re.compile(r"\s*で\s*(?:済|すむ|すん)")
# per game, the counters whose printed start (the engine's default) is no value of the game's middle
MIDGAME: Mapping[str, frozenset[str]] = {"sve": frozenset({"health"})}
# per game, the zones whose count at the start is no rule's number: onepiece's ライフ is the leader's
# printed life (2-9-2, 5-2-1-7), which every leader prints its own — the engine's 5 is no answer
# — and kiseki's 山札 in the middle of a game (the builder's 20 had been stated for 「山札の残りは何枚?」
# with no deck told: shared audit 12s)
UNPRINTED_ZONES: Mapping[str, frozenset[str]] = {
    "onepiece": frozenset({"life"}),
    "kiseki": frozenset({"deck"}),
    "sve": frozenset({"graveyard"}),  # 「墓場は何枚?」 untold: the builder's empty 墓場 had been stated (12s)
}
# the noun phrase before an asked word, back to the clause's start: whose (「自分のリーダーの」) and whether
# a card's (「こっちのフォロワーの残り体力は?」 asks a follower's 体力, a card's stat, not a player's)
_CLAUSE = "。、,!?！？()（）「」"
_WHOSE: tuple[tuple[str, str], ...] = (("自分", "self"), ("俺", "self"), ("こっち", "self"), ("うち", "self"))
_WHOSE += (("私", "self"), ("相手", "opponent"), ("向こう", "opponent"))
_CARD = re.compile(r"フォロワー|カード|アミュレット|トークン|エボルヴ")


def _name(seat: str, me: str) -> str:
    return "自分" if seat == me else "相手"


def _word_of(kind: str, name: str) -> str:
    """The player's word for a counter or zone (`quantity_words.state_words`: 絆, ライフ), else its name."""
    return next((w for w, g in state_words().items() for v in g.values() if v.get(kind) == name), name)


def _told(reading: Reading, accounted: Sequence[Accounted], where: dict[str, str], me: str) -> set[str]:
    """`told_seats`, and the seats of one value told of both (「お互いのリーダーの体力が1」 is reflected at
    ``player1.health+player2.health``)."""
    name = where.get("zone") or where.get("counter")
    both = {
        part.split(".")[0]
        for a in accounted
        if a.fact.role in (Role.QUANTITY, Role.STAT) and a.status in (Status.USED, Status.APPLIED)
        for part in a.field.split("+")
        if part.startswith(("player1.", "player2.")) and part.split(".")[-1] == name
    }
    # 「…ダメージが入って、両方の体力が0になった」: a value told as what the run's own act left it, reached by
    # the run (`resulting._stat_reached`), is told as much as a start: the outcome rests on it, not on the
    # start the plan assumed (audit 23d)
    other = "player2" if me == "player1" else "player1"
    reached = {
        seat
        for a in accounted
        if a.fact.role in (Role.QUANTITY, Role.STAT)
        and a.status is Status.USED
        and a.field == f"events.{name}(結果)"
        for seat in {"both": (me, other), "self": (me,), "opponent": (other,)}.get(str(a.fact.owner), ())
    }
    return told_seats(reading, accounted, where, me) | both | reached


def _card_only(accounted: Sequence[Accounted], where: dict[str, str]) -> set[str]:
    """The seats whose value of that counter the facts set only on a card (``player1.field[0].health``),
    never as the player's own (``player1.health``)."""
    name = where.get("zone") or where.get("counter")
    parts = [
        part.split(".")
        for a in accounted
        if a.fact.role in (Role.QUANTITY, Role.STAT) and a.status in (Status.USED, Status.APPLIED)
        for part in a.field.split("+")
        if part.startswith(("player1.", "player2.")) and part.split(".")[-1] == name
    ]
    return {p[0] for p in parts if len(p) > 2} - {p[0] for p in parts if len(p) == 2}


def untold_start(
    reading: Reading,
    game: str,
    me: str,
    accounted: Sequence[Accounted],
    counters: frozenset[str] = UNPRINTED_START,
) -> str | None:
    """The asked quantity (「相手の絆」) whose value the question never tells and the rules do not
    start at a printed value (of `counters`), or None when every asked value is told or printed."""
    text = reading.text
    seats = _seats(me)
    for word, games in state_words().items():
        where = games.get(game) or games.get("*")
        if where is None or (
            where.get("counter") not in counters
            and where.get("zone") not in UNPRINTED_ZONES.get(game, frozenset())
        ):
            continue
        told = _told(reading, accounted, where, me)
        for m in re.finditer(re.escape(word), text):
            ask = _ASK.match(text, m.end())
            if (
                ask is None
                or _CHANGE.match(text, ask.end())
                or _SPARED.match(text, ask.end())
                or _CHANGED.search(text[: m.start()])
            ):
                continue  # no value asked (「絆を何点失う?」 is a change, 「失う絆は?」 too)
            owner = asked_owner(reading, word, text[max(0, m.start() - 6) : m.start()])
            if owner not in (None, *seats):  # 「お互いの絆は?」: each player's (had raised KeyError 'both')
                if set(seats.values()) - told:
                    return word
                continue
            if owner is not None and seats[owner] not in told:
                return f"{_name(seats[owner], me)}の{word}"
            if owner is None and len(told) != 1:
                return word
    return None


def untold_decisive(
    reading: Reading,
    sim: SimulationResult,
    me: str,
    accounted: Sequence[Accounted],
    counters: frozenset[str] = UNPRINTED_START,
    losses: bool = False,
) -> str | None:
    """The quantity of unprinted start (of `counters`) the run changed — with `losses`, lowered — on a
    seat the question never told it of (「STR3で攻撃したら相手負ける?」: 相手の絆), or None."""
    for counter in sorted(counters):
        told = _told(reading, accounted, {"counter": counter}, me)
        changed = sorted(
            {
                str(e.data.get("player"))
                for e in sim.events
                if e.type == "counter"
                and e.data.get("key") == counter
                and e.data.get("delta") != 0
                and not (losses and int(e.data.get("delta") or 0) > 0)
            }
            - told
        )
        if changed:
            word = _word_of("counter", counter)
            return "・".join(f"{_name(s, me)}の{word}" for s in changed)
    return None


# per game, the zones a hit takes cards from that lose the game once empty (onepiece 7-1-4-1-1-1: a hit
# at 0 ライフ) and whose count no rule prints for the middle of a game (`UNPRINTED_ZONES`); a deck is not
# one — every run draws from the engine's deck on the way (kiseki's recovery phase), deciding nothing
LOSING_ZONES: Mapping[str, frozenset[str]] = {"onepiece": frozenset({"life"})}


def untold_zone_taken(
    reading: Reading, sim: SimulationResult, me: str, accounted: Sequence[Accounted]
) -> str | None:
    """A `LOSING_ZONES` zone the run took cards from on a seat the question never told its count of
    (「パワー6000のキャラで相手リーダーにアタックした。負けるよね?」: whether the hit ends the game turns
    on the 相手のライフ left, which the engine's starting 5 does not say), or None."""
    for zone in sorted(LOSING_ZONES.get(sim.game, frozenset())):
        told = _told(reading, accounted, {"zone": zone}, me)
        taken = {
            str(e.data.get("from_player"))
            for e in sim.events
            if e.type == "move" and e.data.get("from_zone") == zone
        } - told
        if taken:
            word = _word_of("zone", zone)
            return "・".join(f"{_name(s, me)}の{word}" for s in sorted(taken))
    return None


def midgame(
    reading: Reading, sim: SimulationResult, kind: str, me: str, accounted: Sequence[Accounted]
) -> str | None:
    """Why a winner or number verdict may not be stated: it rests on a `MIDGAME` counter the question
    never tells — lowered on that seat for a winner ask (an increase never makes a player lose), asked
    for a number — else None."""
    counters = MIDGAME.get(sim.game)
    if not counters:
        return None
    if kind == "winner":
        untold = untold_decisive(reading, sim, me, accounted, counters, losses=True)
    elif kind in ("number", "outcome"):
        untold = _asked_untold(reading, sim, me, accounted, counters)
    else:
        return None
    if untold is None:
        return None
    why = "ゲーム途中の値はゲーム開始時の値(シミュレーションの既定値)では決まりません"
    return f"{untold}の値が質問になく、{why}"


def _asked_untold(
    reading: Reading, sim: SimulationResult, me: str, accounted: Sequence[Accounted], counters: frozenset[str]
) -> str | None:
    """The player's quantity of `counters` the question asks (「自分のリーダーの体力は?」) on a seat it never
    tells it of; a player left unnamed (「体力いくつになる?」) is any seat the run changed it on (a leader
    named with no player: every seat when the run changed none)."""
    text, seats = reading.text, _seats(me)
    for word, games in state_words().items():
        where = games.get(sim.game)
        if where is None or where.get("counter") not in counters:
            continue
        told = _told(reading, accounted, where, me)
        for m in re.finditer(re.escape(word), text):
            ask = _ASK.match(text, m.end())
            if ask is None or _CHANGE.match(text, ask.end()) or _SPARED.match(text, ask.end()):
                continue
            start = max(text.rfind(c, 0, m.start()) for c in _CLAUSE) + 1
            phrase = text[start : m.start()]
            if _CARD.search(phrase):
                continue  # a card's stat of the same word
            named = [(phrase.rfind(w), o) for w, o in _WHOSE if w in phrase]
            changed = {
                str(e.data.get("player"))
                for e in sim.events
                if e.type == "counter" and e.data.get("key") == where["counter"] and e.data.get("delta")
            }
            if named:
                wanted = {seats[max(named)[1]]}
            elif "リーダー" in phrase:
                wanted = changed or set(seats.values())
                # a leader asked: a card's value of the word (「体力3のフォロワー」) tells no player's — sve
                # 「相手のリーダー体力10。…俺の…体力3のフォロワーを攻撃。リーダーの体力は?」 had stated the
                # follower's 1 left (round 24)
                told = told - _card_only(accounted, where)
            else:  # 「残り体力いくつ?」 after a follower's story: a player's only where the run changed one
                wanted = changed
            if wanted - told:
                return "・".join(f"{_name(s, me)}の{word}" for s in sorted(wanted - told))
    return None
