"""The asked player quantity read from the engine's final state (「相手のライフは何点になる?」).

The structured number verdict used to be a number picked from the builder's sentence, which may
name another number first (the damage, the tokens created). When the question asks what a player
quantity becomes (a word of `lexicon/state_words.json` right before 「何枚/何点/いくつ」, not a
change such as 「何点減る」), its value in the final state is the verdict; the owner is the one the
phrase names (「相手の」「自分の」), else the seat the question's quantity of that zone/counter was set
on, else the owner of the reading's quantity fact of that word, else the player whose zone the
question names (「自分の場に…」); with none of these, the value when both seats agree.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Accounted, Reading, Role, Status
from service.engine.scenario import SimulationResult

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "state_words.json"
_ASK = re.compile(
    # 「解決後の相手の墓地は?」: the word as topic right before the question mark asks its value;
    # 「ライフは最終的にいくつ?」: an adverb of time between the word and the ask
    r"(?:\s*-?[0-9]+\s*[点枚]?)?\s*(?:(?:は|が|って|の数は|の枚数は)?\s*(?:最終的に|結局|最後に)?\s*(?:何[枚点体]|いくつ|いくら)|は\s*(?=[??]))"
)
# the asked amount is a result (「何枚になる」「何点残る」「は何点?」), not a change (「何点減る」)
_CHANGE = re.compile(r"\s*(?:の)?\s*(?:ダメージ)?\s*(?:減|失|受け|与え|引|捨|増|払|置|移|戻|回復|上が|下が)")
# 「失う絆」「受けたダメージ」: the noun is the change, not the amount left
_CHANGED = re.compile(r"(?:失|減|払|引|捨|受け|与え|増え|置|戻)[うるったしいく]{0,3}\s*$")
_OWNERS = (("相手", "opponent"), ("向こう", "opponent"), ("自分", "self"), ("俺", "self"), ("こっち", "self"))


@cache
def _words() -> dict[str, dict[str, dict[str, str]]]:
    raw: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return {k: v for k, v in sorted(raw.items(), key=lambda kv: -len(kv[0])) if not k.startswith("_")}


def _value(sim: SimulationResult, seat: str, where: dict[str, str]) -> int | None:
    player = sim.final_state.get("players", {}).get(seat)
    if not isinstance(player, dict):
        return None
    if "zone" in where:
        zone = player.get("zones", {}).get(where["zone"])
        return len(zone) if isinstance(zone, list) else None
    value = player.get("counters", {}).get(where["counter"])
    return value if isinstance(value, int) else None


def asked_quantity(
    reading: Reading, game: str, sim: SimulationResult, me: str, accounted: Sequence[Accounted] = ()
) -> int | None:
    """The final-state value of the player quantity the question asks, or None. `accounted`: the
    reading's facts as the scenario holds them (「ライフ4枚」 set on player1.life gives the seat)."""
    text = reading.text
    for word, games in _words().items():
        where = games.get(game) or games.get("*")
        if where is None:
            continue
        for m in re.finditer(re.escape(word), text):
            ask = _ASK.match(text, m.end())
            if ask is None or _CHANGE.match(text, ask.end()) or _CHANGED.search(text[: m.start()]):
                continue
            if where.get("counter") == "health" and _of_a_card(reading, m.start()):
                return None  # 「エボルヴカードで進化させたら体力いくつ?」: a card's, not a player's
            owner = _owner(reading, word, text[max(0, m.start() - 6) : m.start()])
            seats = {"self": me, "opponent": "player2" if me == "player1" else "player1"}
            if owner is not None:
                return _value(sim, seats[owner], where)
            held = _held(accounted, where)
            if held is not None:
                return _value(sim, held, where)
            values = {_value(sim, s, where) for s in seats.values()}
            return values.pop() if len(values) == 1 else None
    return _bare_ask(reading, game, sim, me, accounted)


# 「自分のリーダーは体力10だったけど、攻撃のあといくつになる?」: an ask with no noun of its own (after a
# clause's 「あと」「たら」 or a comma, not after a noun's は/が) asks the one quantity its sentence tells
_BARE_ASK = re.compile(
    r"(?<![ァ-ヺー一-龯A-Za-z0-9はがも])\s*(?:最終的に|結局|最後に)?\s*(?:いくつ|いくら|何点)"
)
_TOLD = r"\s*(?:は|が|も)?\s*-?[0-9]+"


def _bare_ask(
    reading: Reading, game: str, sim: SimulationResult, me: str, accounted: Sequence[Accounted]
) -> int | None:
    text = reading.text
    ask = _BARE_ASK.search(text)
    if ask is None or _CHANGE.match(text, ask.end()):
        return None
    start = max(text.rfind(c, 0, ask.start()) for c in "。??!!") + 1
    told = [
        (m, where)
        for word, games in _words().items()
        if (where := games.get(game) or games.get("*")) is not None
        for m in re.finditer(re.escape(word) + _TOLD, text[: ask.start()])
        if m.start() >= start
    ]
    if len(told) != 1:
        return None  # none told, or two (「手札3枚、デッキ5枚…いくつ?」「自分の体力10、相手の体力8で…」)
    m, where = told[0]
    if where.get("counter") == "health" and _of_a_card(reading, m.start()):
        return None
    seats = {"self": me, "opponent": "player2" if me == "player1" else "player1"}
    named = [(text.rfind(w, start, m.start()), o) for w, o in _OWNERS]
    at, owner = max(named)
    if at >= 0:
        return _value(sim, seats[owner], where)
    held = _held(accounted, where)
    return _value(sim, held, where) if held is not None else None


# cards whose 体力 is the player's (sve's leader); a follower's 体力 is its own (the same word)
_PLAYER_CARDS = frozenset({"leader", "ruler", "player"})


def _of_a_card(reading: Reading, at: int) -> bool:
    """The asking sentence names a card other than a leader last before the asked word (「体力5の
    エボルヴカードで進化させたら体力いくつ?」), or names none and the question names cards but no
    leader (「…進化した。体力はいくつ?」): the word is that card's stat, not a player's."""
    start = max(reading.text.rfind(c, 0, at) for c in "。??") + 1
    named = [f for f in reading.of(Role.CARD) if not f.negated]
    cards = [f for f in named if start <= f.start and f.end <= at]
    if cards:
        return cards[-1].concept not in _PLAYER_CARDS
    return bool(named) and not any(f.concept in _PLAYER_CARDS for f in named)


def _held(accounted: Sequence[Accounted], where: dict[str, str]) -> str | None:
    """The one seat whose quantity of that zone/counter the question's facts set in the scenario."""
    name = where.get("zone") or where.get("counter")
    seats = {
        a.field.split(".")[0]
        for a in accounted
        if a.fact.role is Role.QUANTITY
        and a.status in (Status.USED, Status.APPLIED)
        and a.field.split(".")[-1] == name
        and a.field.startswith(("player1.", "player2."))
    }
    return seats.pop() if len(seats) == 1 else None


def _owner(reading: Reading, word: str, before: str) -> str | None:
    named = [o for w, o in _OWNERS if w in before]
    if named:
        return named[-1]
    said = {f.owner for f in reading.of(Role.QUANTITY) if word in f.text and f.owner is not None}
    if not said:  # 「自分の場にカードが4枚。…場のカードは何枚?」: the player whose 場 the question names
        stem = word.split("の")[0]
        said = {
            f.owner
            for f in reading.of(Role.OWNER)
            if f.owner is not None and reading.text.startswith(f"の{stem}", f.end)
        }
    return said.pop() if len(said) == 1 else None
