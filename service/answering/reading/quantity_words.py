"""The player quantity words of `lexicon/state_words.json` and how a question says them: each game's
word → zone or counter (`state_words`), a quantity's value in the final state (`final_value`), the
player a phrase names as its owner (`named_player`, `asked_owner`), a card's stat under a player's
word (`of_a_card`), and the sentence an asked value is said in (`said_form`). Split from quantity.py
(which reads what quantity is asked) so each stays under ~400 lines."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Reading, Role
from service.engine.scenario import SimulationResult

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "state_words.json"
OWNER_WORDS = (
    ("相手", "opponent"),
    ("向こう", "opponent"),
    ("自分", "self"),
    ("俺", "self"),
    ("こっち", "self"),
)
# the question as sent keeps its full-width digits and marks (「ライフ２０００」「ライフは？」); the patterns
# here are written half-width, so they read a copy mapped one character to one (every span stays the same)
_HALF = str.maketrans("０１２３４５６７８９？！", "0123456789?!")


def plain(text: str) -> str:
    """`text` with its full-width digits, 「？」 and 「！」 half-width, character for character."""
    return text.translate(_HALF)


@cache
def state_words() -> dict[str, dict[str, dict[str, str]]]:
    """Each player quantity word, longest first → per game (or 「*」) the zone or counter it names."""
    raw: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return {k: v for k, v in sorted(raw.items(), key=lambda kv: -len(kv[0])) if not k.startswith("_")}


def final_value(sim: SimulationResult, seat: str, where: dict[str, str]) -> int | None:
    """The value of the `where` zone (its card count) or counter of `seat` in the final state."""
    player = sim.final_state.get("players", {}).get(seat)
    if not isinstance(player, dict):
        return None
    if "zone" in where:
        zone = player.get("zones", {}).get(where["zone"])
        return len(zone) if isinstance(zone, list) else None
    value = player.get("counters", {}).get(where["counter"])
    return value if isinstance(value, int) else None


def said_form(text: str, at: int, word: str, where: dict[str, str]) -> str:
    """「自分の墓地は5枚」 without its number: the asked word with the owner the question names right
    before it and the unit the quantity is counted in (the conclusion's sentence of a value it does
    not tell, `gate`)."""
    named = re.search(r"(自分|相手|向こう|俺|こっち)の\s*([ァ-ヺー]{2,6})?の?\s*$", text[:at])
    owner = "" if named is None else ("相手の" if named.group(1) in ("相手", "向こう") else "自分の")
    owner += f"{named.group(2)}の" if named is not None and named.group(2) else ""  # 「相手のリーダーの体力」
    unit = "枚" if "zone" in where else ("点" if where.get("counter") == "kizuna" else "")
    return f"{owner}{word}は{{}}{unit}"


def named_player(text: str, at: int) -> str | None:
    """The player the asking sentence names last before `at` (「相手はこの戦闘で絆を…」)."""
    start = max(text.rfind(c, 0, at) for c in "。??!!") + 1
    named = [(text.rfind(w, start, at), o) for w, o in OWNER_WORDS]
    found, owner = max(named)
    return owner if found >= 0 else None


# cards whose 体力 is the player's (sve's leader); a follower's 体力 is its own (the same word)
_PLAYER_CARDS = frozenset({"leader", "ruler", "player"})


_PAIRED = re.compile(r"\s*[・/／、]?\s*")


def of_a_card(reading: Reading, at: int) -> bool:
    """The asking sentence names a card other than a leader last before the asked word (「体力5の
    エボルヴカードで進化させたら体力いくつ?」), or names none and the question names cards but no
    leader (「…進化した。体力はいくつ?」): the word is that card's stat, not a player's."""
    start = max(plain(reading.text).rfind(c, 0, at) for c in "。?") + 1
    if any(
        f.role is Role.STAT and f.concept == "attack" and _PAIRED.fullmatch(reading.text, f.end, at)
        for f in reading.facts
    ):
        return True  # 「攻撃力2・体力2の…」: a 体力 paired with an 攻撃力 is a follower's (no leader has one)
    named = [f for f in reading.of(Role.CARD) if not f.negated]
    cards = [f for f in named if start <= f.start and f.end <= at]
    if cards:
        return cards[-1].concept not in _PLAYER_CARDS
    return bool(named) and not any(f.concept in _PLAYER_CARDS for f in named)


def asked_owner(reading: Reading, word: str, before: str) -> str | None:
    """The player owning the asked `word`: an owner word in `before`, else the one owner the reading's
    quantity facts of it name, else the one whose zone the question names."""
    named = [o for w, o in OWNER_WORDS if w in before]
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
