"""A 「召喚されるたび」 triggered ability in play (10.14.1) and how resonators entered the field:
‘召喚された’ is resolving from the chase onto the field (10.5.2), so a resonator an effect puts
onto the field directly does not trigger it, while one played and resolved as a 召喚呪文 does.

From the reading: the quote holding the trigger — 「あなたのリゾネイターが召喚されるたび、カードをN枚
ドローする」 — and the player whose field holds it; then, outside that quote and in order, each
resonator told entering the field: summoned (its clause says 召喚) or put there directly (場に出す
without 召喚), and the zone it came from (手札/墓地, said in its sentence); the asker's stated hand.
Asked: the hand count, or how many cards the trigger drew (「合計何枚引いた?」). Each triggered
ability resolves as it triggers with no player responding — named in the notes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_common import (
    WORD,
    asked,
    built,
    clause_before,
    of,
    owner_in,
    quoted,
    seats,
    zone,
)
from service.answering.plans.fow_zones import quantities
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_SUMMONED = re.compile(r"召喚され(?:る|た)(?:たび|とき)")
_SENTENCE = re.compile(r"[。??!!\n]")
_FROM = (("手札", "hand"), ("墓地", "graveyard"))
# 「リゾネイターを2体召喚した」: the count told right after the noun — that many resonators enter, each
# one summon of its own (10.5: each resolves from the chase), so the trigger meets each (round 22b: a
# count read as one summon had stated 6 for 7 with 「召喚されるたび、カードを2枚ドローする」)
_COUNT = re.compile(r"\s*(?:を|が|も)?\s*([1-5])\s*(?:体|枚|人|つ)")


def _trigger(reading: Reading) -> tuple[tuple[int, int], int] | None:
    """The quote of a 「あなたのリゾネイターが召喚されるたび、カードをN枚ドローする」 and its N."""
    for card in of(reading, Role.CARD, "resonator"):
        quote = quoted(reading, card)
        if quote is None or not _SUMMONED.search(reading.text, card.end, quote[1]):
            continue
        draws = [f for f in of(reading, Role.ACTION, "draw") if quote[0] < f.start < quote[1]]
        if (
            len(draws) != 1
            or not isinstance(draws[0].value, int)
            or "あなた" not in reading.text[quote[0] : card.start]
        ):
            return None
        return quote, draws[0].value
    return None


def _sentence(reading: Reading, at: int) -> tuple[int, int]:
    starts = [m.end() for m in _SENTENCE.finditer(reading.text, 0, at)]
    end = _SENTENCE.search(reading.text, at)
    return (starts[-1] if starts else 0), (end.start() if end else len(reading.text))


def _entries(reading: Reading, trigger: tuple[int, int]) -> list[tuple[str, str]] | None:
    """(how, zone) per resonator told entering the field, in order: 'summon' or 'put'."""
    cards = [c for c in of(reading, Role.CARD, "resonator") if not trigger[0] <= c.start < trigger[1]
             and quoted(reading, c) is None]  # fmt: skip
    out: list[tuple[str, str]] = []
    for i, card in enumerate(cards):
        end = cards[i + 1].start if i + 1 < len(cards) else _sentence(reading, card.end)[1]
        told = reading.text[card.end : end]
        if "召喚" in told:
            how = "summon"
        elif "場に出" in told or "出し" in told:
            how = "put"
        else:
            return None
        s_start, s_end = _sentence(reading, card.start)
        near = reading.text[max(s_start, card.start - 8) : card.start]
        zones = [z for word, z in _FROM if word in near] or [
            z for word, z in _FROM if word in reading.text[s_start:s_end]
        ]
        if len(set(zones)) != 1:
            return None  # where it came from is not said, or two places are
        counted = _COUNT.match(told)
        out += [(how, zones[0])] * (int(counted.group(1)) if counted else 1)
    return out


def summon_trigger(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number")
    found = _trigger(reading)
    counts = quantities(reading)
    if ask is None or found is None or counts is None or any(k != ("hand", "self") for k in counts):
        return None
    if any(f.concept not in ("play", "draw", "use") for f in of(reading, Role.ACTION) if not f.negated):
        return None
    if any(f.concept != "effect" for f in of(reading, Role.MODIFIER)) or of(reading, Role.KEYWORD):
        return None  # 「無効にされた」「発動しない」…: the summon or the trigger is not told plain
    quote, n = found
    start, _ = clause_before(reading, Fact(quote[0], quote[0], "", Role.NEUTRAL, "quote"))
    if owner_in(reading, start, quote[0]) != "self":
        return None
    entries = _entries(reading, quote)
    a_start, a_end = clause_before(reading, ask)
    drawn_asked = bool(re.search(r"引い|ドローし", reading.text[a_start : a_end + 4]))
    if not entries or (not drawn_asked and ("hand", "self") not in counts):
        return None
    me = seats(reading)["self"]
    hand_n = counts.get(("hand", "self"))
    from_hand = [z for _, z in entries].count("hand")
    if hand_n is not None and hand_n < from_hand:
        return None
    hand = [{"id": f"h{i + 1}", "name": "カード"} for i in range(hand_n if hand_n is not None else from_hand)]
    graveyard: list[dict[str, Any]] = []
    ops: list[dict[str, Any]] = []
    for i, (how, where) in enumerate(entries):
        uid = f"r{i + 1}"
        spec = {"id": uid, "name": "リゾネイター"}
        if where == "hand":
            hand[[z for _, z in entries][:i].count("hand")] = spec
        else:
            graveyard.append(spec)
        if how == "put":
            ops.append({"kind": "put_onto_field", "player": me, "card": uid})
        else:
            ops += [{"kind": "summon", "player": me, "card": uid}, {"kind": "resolve_chase", "player": me}]
    trigger = {"id": "trigger", "name": "誘発カード", "kind": "addition", "defense": None,
               "triggers": [{"on": "summoned", "draw": n}]}  # fmt: skip
    payload: dict[str, Any] = {
        me: {"hand": hand, "field": [trigger], "graveyard": graveyard},
        "operations": ops,
    }
    notes = [
        "誘発能力を持つカードは種類が書かれていないので、防御力を持たない場のカードとしています。",
        "誘発した能力は、誰も対応せず1つずつ解決されるものとしています。",
        "召喚するリゾネイターのコストは支払ったものとしています(ウィルは問われていません)。",
    ]
    if hand_n is None:
        notes.append("手札の枚数は指定がないので、場に出すリゾネイターだけとしています。")

    def head(sim: SimulationResult) -> str:
        fired = sum(1 for e in sim.events if e.type == "trigger")
        if drawn_asked:
            return f"この誘発能力で引いたカードは合計{fired * n}枚です(召喚されたのは{fired}回)"
        return f"{WORD['self']}の手札は{len(zone(sim, me, 'hand'))}枚になります(誘発は{fired}回)"

    return built("summon_trigger", payload, head, notes, me)
