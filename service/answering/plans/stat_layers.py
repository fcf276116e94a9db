"""A card's number asked after changes told in order (audit 26d, sve / kiseki / ninjaslayer):
「攻撃力3のフォロワーに「攻撃力を1にする」効果を使って、そのあと「+2/+0」の効果を使った。攻撃力は?」 (3),
「+2/+0を得てるカラテ2のキャラに、後から「カラテを1にする」効果。カラテは?」 (1),
「STR3のUNITが+2/+0と-1/+0を得た。STRはいくつ?」 (4),
「自分のターンに…「ターン終了時まで+2/+0」を受けた。次の相手のターン中、…攻撃力は?」 (ended with the turn).

Read from the reading's facts, the words in `lexicon/stat_layers.json`: one card of the game's kind (the
asker's, or whose unsaid) with the asked number told; its changes — each ±X/±Y (``modify``) and each
「(数値)を N にする」 (``set_stat``) — in the order the question tells them, a change lasting this turn when
「このターン中」「ターン終了時まで」 stands right before it. The engine applies them as the card's
``changes`` in that order, each step citing its clause (`service/engine/layers.py`), and when the number
is asked at a later turn (「次のターン」「ターンが終わったら」) the scenario ends the turn, where the turn's
changes end (sve 7.4.8, kiseki 705.7a, ninjaslayer 505.3b).

Declines: a word putting a change before one told earlier (「その前に」: the order is not the text's), a
change lasting the battle (no battle is run here), another card or player, any other act, keyword, state or
count (a continuous effect's source, a condition: what decides them is not in this scenario), an asked
number not told. Onepiece and fow have no rule ordering a set against a change and are not planned here.
"""

from __future__ import annotations

import json
import re
from functools import cache, partial
from pathlib import Path
from typing import Any

from service.answering.plans.quoted_effect import Adapter
from service.answering.plans.quoted_games import KISEKI, NINJASLAYER, SVE
from service.answering.plans.quoted_readout import asked_number, conclusion
from service.answering.plans.told_anew import told_stats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.layers import ChangeSpec, by_stat, layer

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "stat_layers.json"
_GAIN = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
_QUIET = frozenset({Role.NEUTRAL, Role.TERM, Role.ASK, Role.OWNER, Role.CARD, Role.STAT})
_CHANGES = frozenset({"modify", "set_stat"})
# the words that only say a change was made: 「効果を使った」「効果。」 — held by the change itself
_SAYING = frozenset({"effect", "use"})
_SAME = re.compile(r"(?:その|この|同じ|該当の)\s*$")
_OTHER = re.compile(r"他の|ほかの|以外の")
_SENTENCE = "。?？!！"


@cache
def _words() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return data


def _set_form(game: str) -> re.Pattern[str]:
    names = sorted(_words()["set"][game], key=len, reverse=True)
    return re.compile(_words()["set_form"].replace("{STATS}", "|".join(map(re.escape, names))))


def this_turn_said(text: str, start: int) -> bool:
    """「このターン中」「ターン終了時まで」 right before the change at `start`: it lasts this turn only."""
    return re.search(_words()["turn"], text[max(0, start - 16) : start]) is not None


def _lasts(reading: Reading, fact: Fact, since: int) -> str | None:
    """ "turn" / "game" for the change `fact` by the words right before it; None: a battle's (declined)."""
    before = reading.text[max(since, fact.start - 16) : fact.start]
    if re.search(_words()["battle"], before):
        return None
    return "turn" if re.search(_words()["turn"], before) else "game"


def _lasting_starts(reading: Reading, changes: list[Fact]) -> list[int]:
    """Where each change's words begin: its 「このターン中」「ターン終了時まで」 when said right before it."""
    out = []
    for fact in changes:
        before = reading.text[max(0, fact.start - 16) : fact.start]
        said = re.search(_words()["turn"], before)
        out.append(fact.start - len(before) + said.start() if said else fact.start)
    return out


def _changes(game: str, reading: Reading, facts: list[Fact], asked_at: int) -> list[dict[str, Any]] | None:
    pair = _words()["pair"][game]
    sets = _words()["set"][game]
    out: list[dict[str, Any]] = []
    later_told = reading.text[facts[1].start : asked_at] if len(facts) > 1 else ""
    had = any(f.concept == "set_stat" for f in facts) and any(w in later_told for w in _words()["had"])
    if had or any(w in reading.text[facts[0].start : asked_at] for w in _words()["earlier"]):
        return None  # 「…その前に+2/+0を得ていた」: the order is not the text's
    since = max(reading.text.rfind(c, 0, facts[0].start) for c in _SENTENCE) + 1
    for i, fact in enumerate(facts):
        lasts = _lasts(reading, fact, since)
        if lasts is None:
            return None
        if i + 1 < len(facts) and "set_stat" in (fact.concept, facts[i + 1].concept):
            between = reading.text[fact.end : facts[i + 1].start]
            if not re.search(_words()["then"], between):
                return None  # 「「+2/+0」と「…を1にする」」: told together, the first is unsaid
        if fact.concept == "modify":
            gain = _GAIN.fullmatch(fact.text.strip())
            if gain is None:
                return None
            x = int(gain.group(2)) * (1 if gain.group(1) == "+" else -1)
            y = int(gain.group(4)) * (1 if gain.group(3) == "+" else -1)
            out += [
                {"stat": s, "op": "add", "value": v, "lasts": lasts}
                for s, v in zip(pair, (x, y), strict=True)
                if v
            ]
        else:
            told = _set_form(game).match(fact.text)
            if told is None:
                return None
            out.append({"stat": sets[told.group("stat")], "op": "set", "value": int(told.group("value")),
                        "lasts": lasts})  # fmt: skip
        since = fact.end
    return out


def _lasting_words(reading: Reading, fact: Fact, changes: list[Fact]) -> bool:
    """The turn words say how long the change right after them lasts (「ターン終了時まで+2/+0」)."""
    nxt = next((c for c in changes if c.start >= fact.end), None)
    return nxt is not None and re.search(_words()["turn"], reading.text[fact.start : nxt.start]) is not None


def _below_zero(stats: dict[str, int], told: list[dict[str, Any]]) -> dict[str, bool]:
    """Per number, whether it goes below 0 on the way (the layers as the engine applies them)."""
    out: dict[str, bool] = {}
    for stat, changes in by_stat(ChangeSpec.model_validate(c) for c in told).items():
        layered = layer(stats.get(stat, 1), changes)
        out[stat] = any(s.after < 0 for s in layered.steps) or layered.lasting < 0
    return out


def _final(stats: dict[str, int], told: list[dict[str, Any]], stat: str) -> int:
    """The number `stat` ends at with the told changes (its told value when none changes it)."""
    changes = by_stat(ChangeSpec.model_validate(c) for c in told).get(stat, [])
    return layer(stats.get(stat, 1), changes).now


def _unexplained(game: str, reading: Reading) -> bool:
    """A content word the reader left unread that is neither a word telling a change nor a number's name."""
    known = {*_words()["said"], *_words()["set"][game]}
    return any(word not in known for _, _, word in reading.unread)


def _one_card(adapter: Adapter, reading: Reading) -> bool:
    """One card of the game's kind, named again only as 「その…」; no other (「他の」), no opponent's."""
    cards = reading.of(Role.CARD)
    if not cards or any(f.concept not in adapter.card_kinds or f.negated for f in cards):
        return False
    if any(not _SAME.search(reading.text, max(0, f.start - 4), f.start) for f in cards[1:]):
        return False
    if _OTHER.search(reading.text):
        return False
    turns = [
        (t.start, t.end) for t in reading.of(Role.TURN)
    ]  # 「相手のターン」 names a time, not a card's side
    owners = {
        f.owner for f in reading.facts if f.owner is not None and not any(a <= f.start < b for a, b in turns)
    }
    return not owners - {"self"}


def stat_layers(adapter: Adapter, reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or adapter.turn_end is None:
        return None
    ask = reading.asks()[-1]
    changes = [f for f in reading.of(Role.MODIFIER) if f.concept in _CHANGES and f.start < ask.start]
    if not changes or any(f.negated for f in changes):
        return None
    last = changes[-1]
    later = re.search(_words()["later_turn"], reading.text[last.end : ask.end]) is not None
    for f in reading.facts:
        if f.role in _QUIET or f in changes or (f.concept in _SAYING and not f.negated):
            continue
        if f.role is Role.TURN and (
            (f.start > last.end and later)
            or (f.concept == "self_turn" and f.start < last.start)
            or _lasting_words(reading, f, changes)
        ):
            continue  # the time asked (「次の相手のターン」), the asker's turn, a change's 「…まで」
        return None
    if any(f.concept != "number" for f in reading.asks()) or _unexplained(adapter.game, reading):
        return None  # 「スタンしたらSTRは?」: another ask, or a word no fact explains, may change the number
    if not _one_card(adapter, reading):
        return None
    stats = told_stats(adapter, list(reading.of(Role.STAT)))
    if stats is None:
        return None
    readout = asked_number(adapter, reading, {}, stats, "self")
    if readout is None or readout[0] != "stat" or readout[1] not in stats:
        return None
    told = _changes(adapter.game, reading, changes, ask.start)
    if not told or any(_below_zero(stats, told).values()):
        return None
    if adapter.required is not None and _final(stats, told, adapter.required) <= 0:
        return (
            None  # 体力 / 耐久力 at 0: the card is destroyed (sve 11.3.1) or killed (1004.1), no number stays
        )
    # the words the plan read into the changes (how long each lasts) and into the turn's end it runs
    read_whole = [
        (start, f.end + 1) for f, start in zip(changes, _lasting_starts(reading, changes), strict=True)
    ]
    if later:
        when = re.search(_words()["later_turn"], reading.text[last.end : ask.end])
        assert when is not None
        read_whole.append((last.end + when.start(), last.end + when.end() + 1))  # a span ends past its facts
    spec: dict[str, Any] = {"id": "b", "name": f"効果を受けた{adapter.noun}"} | stats | {"changes": told}
    payload = adapter.payload("player1", spec, [], {})
    if later and any(not this_turn_said(reading.text, f.start) for f in changes):
        return None  # asked at a later turn, a change's duration unsaid: whether it lasts is not told
    if later:
        payload = payload | {"actions": [*payload["actions"], *adapter.turn_end(1)]}
    notes = (
        f"{adapter.noun}は自分のもので、変更は書かれた順に自分のターンに始まったとしています。",
        *(["聞かれているのはそのターンが終わった後の値です。"] if later else []),
    )
    head = partial(conclusion, adapter=adapter, seat="player1", readout=readout)
    return BuiltScenario(
        f"{adapter.game}.plan.stat_layers",
        payload,
        story(head, types=("modify", "set_state"), limit=5),
        notes,
        quoted=tuple(read_whole),
    )


def sve_stat_layers(reading: Reading) -> BuiltScenario | None:
    return stat_layers(SVE, reading)


def kiseki_stat_layers(reading: Reading) -> BuiltScenario | None:
    return stat_layers(KISEKI, reading)


def ninjaslayer_stat_layers(reading: Reading) -> BuiltScenario | None:
    return stat_layers(NINJASLAYER, reading)
