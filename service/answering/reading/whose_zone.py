"""Whose zone a card leaving play goes to, asked by 「どっちの墓場に行く?」「誰のトラッシュ?」 (audit 27g).

A card leaving play goes to its owner's zone unless the move names a player (onepiece 10-2-1-2, sve 4.1.6 /
5.21.3, kiseki 502.5, ninjaslayer 302.5): a taken card goes back to its owner's, not its controller's.
The answer is read from the run's move events out of play into the zone the asking sentence names
(lexicon/whose_zone.json) — 'self' for the asker's seat, 'opponent' for the other — and withheld when
nothing moved there or cards moved into both players' zones (which card is asked is not read then).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from service.answering.reading.card_seats import PLAY
from service.answering.reading.model import Reading, Verdict
from service.engine.events import Event

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "whose_zone.json"


@cache
def _words() -> tuple[re.Pattern[str], tuple[tuple[re.Pattern[str], frozenset[str]], ...]]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    zones = tuple((re.compile(z["word"]), frozenset(z["zones"])) for z in data["zones"])
    ask = re.compile(data["ask"].replace("{zones}", "|".join(f"(?:{z['word']})" for z in data["zones"])))
    return ask, zones


def whose_zone_asked(reading: Reading) -> frozenset[str] | None:
    """The engine zones of the zone word the last asking sentence asks the player of, else None."""
    sentences = [s for s in re.findall(r"[^。?？!！\n]*[?？]", reading.text) if s.strip()]
    if not sentences:
        return None
    ask, zones = _words()
    hit = ask.search(sentences[-1])
    if hit is None:
        return None
    return next((z for word, z in zones if word.fullmatch(hit.group("zone"))), None)


def whose_zone_verdict(zones: frozenset[str], events: Sequence[Event], me: str) -> Verdict:
    """'self' / 'opponent': whose zone the run moved the card out of play into."""
    players = {
        str(e.data.get("to_player"))
        for e in events
        if e.type == "move" and e.data.get("to_zone") in zones and e.data.get("from_zone") in PLAY
    }
    if len(players) != 1:
        why = (
            "問われた領域へ場から移ったカードがありません"
            if not players
            else "両方のプレイヤーの領域にカードが移っています"
        )
        return Verdict("side", None, False, why)
    return Verdict("side", "self" if players.pop() == me else "opponent", True)
