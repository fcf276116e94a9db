"""What a number asked of `plans/quoted_effect` reads back from the run: a player's count told (手札, 絆), the
told card's stat (体力, STR …), or — of 絆, told or not — the points a player loses (「相手の絆は何点減る?」:
kiseki 1306.3 スタンダメージ), which the conclusion says as a change; else the card's fate.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from service.answering.reading.card_text import QUOTE
from service.answering.reading.model import Reading, Role
from service.engine.scenario import SimulationResult

if TYPE_CHECKING:
    from service.answering.plans.quoted_effect import Adapter

# 「俺の手札は?」「相手の絆は?」: whose count the asking sentence names
_WHOSE = re.compile(r"(相手|向こう|自分|俺|私|こっち)\s*(?:の|は)?\s*(?:手札|絆)")
SIDE_WORDS = {
    "相手": "opponent",
    "向こう": "opponent",
    "自分": "self",
    "俺": "self",
    "私": "self",
    "こっち": "self",
}
# the asked number's word, in the sentence of the ask: a player's count or the card's stat
_COUNT_WORDS = {"hand": "手札", "kizuna": "絆"}
# 「相手の絆は何点減る?」「絆は何点失う?」: the loss asked, with the player it names (none: the card's)
_LOSS = re.compile(
    r"(?:(相手|向こう|自分|俺|私|こっち)\s*(?:の|は)?\s*)?絆\s*(?:は|を)?\s*(?:何\s*点|いくつ)\s*(?:減|失)"
)
_ELIDED = 10  # 「今は何枚?」「いくつになった?」: an ask this short names no word of its own


def asked_number(
    adapter: Adapter,
    reading: Reading,
    counts: dict[str, tuple[str | None, int]],
    stats: dict[str, int],
    owner: str,
) -> tuple[str, str] | None:
    """What the number asked reads back: ("count", 手札/絆 told), ("stat", the card's stat told), ("loss",
    the side whose 絆 loss is asked); None when the asked word is not one of these or is not read."""
    ask = reading.asks()[-1]
    start = max(reading.text.rfind(c, 0, ask.start) for c in "。?？!！") + 1
    # 「…攻撃力3・体力5のフォロワーに使ったら、そのフォロワーの体力は?」: the asked word after the told stats
    stated = [f.end for f in reading.facts if f.role is Role.STAT and start <= f.end <= ask.start]
    start = max([start, *stated])
    sentence = reading.text[start : ask.end]
    found = [
        (sentence.rfind(w), "count", c) for c, w in _COUNT_WORDS.items() if c in counts and w in sentence
    ]
    found += [
        (sentence.rfind(w), "stat", k) for w, k in adapter.asked_stats.items() if k in stats and w in sentence
    ]
    words = [w for w in (*_COUNT_WORDS.values(), *adapter.asked_stats) if w in sentence]
    if not words and start > 0 and len(sentence) <= _ELIDED:
        # 「相手の手札は2枚だった。今は何枚?」: a short ask naming nothing asks the sentence before it's count
        before = max(reading.text.rfind(c, 0, start - 1) for c in "。?？!！") + 1
        said = QUOTE.sub("", reading.text[before:start])  # the quotes' own words are no topic
        found = [(0, "count", c) for c, w in _COUNT_WORDS.items() if c in counts and w in said]
        words = [w for w in (*_COUNT_WORDS.values(), *adapter.asked_stats) if w in said]
    lost = _LOSS.search(reading.text[start : ask.end + 3])
    if lost is not None and "kizuna" in adapter.counts and not found and words == ["絆"]:
        # 「相手の絆は何点減る?」: the points lost, told or not; the card's side unless a player is named
        return "loss", SIDE_WORDS[lost.group(1)] if lost.group(1) else owner
    if len(found) != 1 or len(words) != 1:
        return None  # no told value asked, or two words: which number is asked is not read
    kind, key = found[0][1], found[0][2]
    whose = _WHOSE.search(sentence)
    told = counts[key][0] if kind == "count" else None
    if whose is not None and told is not None and SIDE_WORDS[whose.group(1)] != told:
        return None  # 「相手の手札は2枚。…俺の手札は?」: the asker's count is not told
    return kind, key


def conclusion(sim: SimulationResult, *, adapter: Adapter, seat: str, readout: tuple[str, str]) -> str:
    """The conclusion's first sentence: the number asked, else the card's fate."""
    whose = "自分" if seat == "player1" else "相手"
    gone = adapter.gone(sim, "b")
    kind, key = readout
    if kind == "loss":
        loser = "player1" if key == "self" else "player2"
        lost = -sum(int(e.data.get("delta", 0)) for e in sim.events if _kizuna_change(e.data, loser))
        side = "自分" if key == "self" else "相手"
        # the 0 outside a parenthesis: the verdict reads the numbers of the conclusion's sentences without
        # their parentheses (「絆いくつ失う?」 had found none in 「減りません(0点)」)
        return f"{side}の絆は{lost}点減ります" if lost > 0 else f"{side}の絆は減らず、失うのは0点です"
    if kind == "count" and key == "hand":
        return f"{whose}の手札は{len(sim.zone(seat, 'hand'))}枚になります"
    if kind == "count":
        return f"{whose}の{_COUNT_WORDS[key]}は{sim.counter(seat, key)}になります"
    if kind == "stat" and not gone:
        card = next((c for c in sim.zone(seat, _FIELD[adapter.game]) if c.get("uid") == "b"), None)
        value = adapter.current(card, key) if card is not None else None
        word = next(w for w, k in adapter.asked_stats.items() if k == key)
        if value is not None:
            return f"{whose}の{adapter.noun}の{word}は{value}になります"
    zones = [sim.final_state["players"][p]["zones"] for p in ("player1", "player2")]
    moved = None if gone else next((z for z in _MOVED for by in zones if "b" in _uids(by.get(z))), None)
    if moved is not None:  # left the field another way than destroyed: 「消滅する?」 asks that (audit 23e)
        return f"{whose}の{adapter.noun}は{adapter.fates[1]}が、{_MOVED[moved]}"
    return f"{whose}の{adapter.noun}は{adapter.fates[0] if gone else adapter.fates[1]}"


def _uids(cards: object) -> set[str]:
    return {str(c.get("uid")) for c in cards if isinstance(c, dict)} if isinstance(cards, list) else set()


# the zones a card leaves the field to without being destroyed (sve 消滅 5.6.1; a return to the hand)
_MOVED = {"banished": "消滅し、消滅領域に置かれます(5.6.1)", "hand": "場を離れ、手札に戻ります"}
_FIELD = {"sve": "field", "ninjaslayer": "field", "kiseki": "field", "onepiece": "characters"}


def _kizuna_change(data: Mapping[str, object], seat: str) -> bool:
    return data.get("player") == seat and data.get("key") == "kizuna" and isinstance(data.get("delta"), int)
