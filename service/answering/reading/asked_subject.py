"""What a question's closing ask is about, when the reader's ask alone does not say (audit 24a).

Two readings, their words in `lexicon/asked_subjects.json`:

* **A card's fate asked as an open question.** 「そいつどうなる?」「こっちのUNITはどうなる?」「そのカード
  どうなる?」「そいつどこに行く?」 ask what becomes of one card, not whether the game goes on: the outcome
  verdict ('ongoing') answered something nobody asked (four games' first try). `card_fate_asked` says so,
  so the outcome is withheld; `pronoun_fate` reads a pronoun's 「どうなる?」 as the destroyed ask in the
  games whose destroyed verdict answers it (the card named last before it, `fate.asked_card`).
* **A rule event asked yes/no.** 「オーバーキルは発生する?」「ドレインで回復する?」「ダメージチェックは発生
  する?」 ask whether the run holds that event (kiseki 804.11a-3 / 804.11b, sve 12.13.2, ninjaslayer
  1003.2); `event_verdict` answers it from the events — only when the run reached the clause that decides
  it, and only for the side the question names.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.fate_part import PARTICLE
from service.answering.reading.model import Fact, Reading, Role, Verdict
from service.engine.events import Event

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "asked_subjects.json"
# the players' words for the asker's side (the rest of `sides` is the opponent's)
_SELF = frozenset({"こっち", "こちら", "自分", "俺", "僕", "私", "うち"})
_BREAK = re.compile(r"[。?？!！\n]")
_UNREACHED = "問われた処理が起きるかを決める段階までシミュレーションしていません"
CARD_FATE_REASON = "問われたのはカードの行方で、ゲームの状況ではありません"


@dataclass(frozen=True, slots=True)
class EventAsk:
    """One rule event a yes/no may ask of (lexicon `events`)."""

    name: str
    word: re.Pattern[str]
    types: frozenset[str]
    rules: frozenset[str]
    decided: frozenset[str]
    verbs: str | None = None
    barred: frozenset[str] = frozenset()  # clauses whose events make the run another question's
    barred_except: frozenset[str] = frozenset()  # event types citing them that do not


@dataclass(frozen=True, slots=True)
class _Words:
    subject: re.Pattern[str]  # a card subject right before a fate ask (ends at the ask)
    pronoun: re.Pattern[str]  # a pronoun subject right before a fate ask
    fate: re.Pattern[str]  # the open asks a card subject makes a card's fate
    pronoun_games: frozenset[str]
    fate_games: frozenset[str]
    place_zone: re.Pattern[str]  # a card of a zone other than the field: where it goes is asked
    events: Mapping[str, tuple[EventAsk, ...]]
    verbs: str
    sides: tuple[str, ...]
    open_end: re.Pattern[str]  # 「…通ったら?」: what happens then, not the event's yes/no


def _alt(words: Sequence[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@cache
def _words() -> _Words:
    data: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    tail = r"\s*(?:[(（][^()（）]{0,20}[)）])?\s*(?:は|って|も|、)?\s*(?:一体|結局|今|最終的に)?\s*$"
    pronoun = f"(?:{_alt(data['pronouns'])})"
    side = rf"(?:{_alt(data['sides'])})\s*の\s*(?:{_alt(data['card_nouns'])})?"
    named = rf"(?:{_alt(data['card_nouns'])})"
    events = {
        game: tuple(
            EventAsk(
                e["id"],
                re.compile(e["regex"]),
                frozenset(e["occurs"]["types"]),
                frozenset(e["occurs"]["rules"]),
                frozenset(e["decided"]),
                e.get("verbs"),
                frozenset(e.get("withhold_on", {}).get("rules", ())),
                frozenset(e.get("withhold_on", {}).get("except_types", ())),
            )
            for e in entries
        )
        for game, entries in data["events"].items()
    }
    return _Words(
        subject=re.compile(rf"(?:{pronoun}|{side}|{named}){tail}"),
        pronoun=re.compile(rf"{pronoun}{tail}"),
        fate=re.compile("|".join(data["fate_asks"])),
        pronoun_games=frozenset(data["pronoun_fate"]),
        fate_games=frozenset(data["card_fate_games"]),
        place_zone=re.compile(_alt(data["place_zones"])),
        events=events,
        verbs=data["event_verbs"],
        sides=tuple(sorted(data["sides"], key=len, reverse=True)),
        open_end=re.compile(data["open_end"]),
    )


def _before(text: str, ask: Fact) -> str:
    """The asking sentence up to the ask."""
    start = max((m.end() for m in _BREAK.finditer(text, 0, ask.start)), default=0)
    return text[start : ask.start]


def _two_sentences(text: str, ask: Fact) -> str:
    """The asking sentence up to the ask and the sentence before it."""
    ends = [m.end() for m in _BREAK.finditer(text, 0, ask.start)]
    start = ends[-2] if len(ends) > 1 else 0
    return text[start : ask.start]


def _fate_asks(reading: Reading) -> list[Fact]:
    w = _words()
    return [f for f in reading.asks() if f.concept == "outcome" and w.fate.match(f.text)]


def card_fate_asked(reading: Reading) -> bool:
    """An open ask (「どうなる?」「どこに行く?」) whose subject is a card: a pronoun, a side word with の
    (「こっちのUNITは」「向こうのは」), or a card noun — not a leader or a player (「相手のリーダーは
    どうなる?」「相手はどうなる?」 ask after the game)."""
    w = _words()
    if reading.game not in w.fate_games:
        return False
    for ask in _fate_asks(reading):
        before = _before(reading.text, ask)
        if not w.subject.search(before) or w.place_zone.search(_two_sentences(reading.text, ask)):
            continue
        leaders = [c for c in reading.of(Role.CARD) if c.concept == "leader" and c.end <= ask.start]
        if leaders and not reading.text[leaders[-1].end : ask.start].strip(" 　はってもの、"):
            continue
        return True
    return False


def pronoun_fate(reading: Reading) -> Reading | None:
    """`reading` with a pronoun's 「どうなる?」 (「そいつどうなる?」) read as the destroyed ask, in the games
    whose destroyed verdict answers it; None otherwise."""
    w = _words()
    if reading.game not in w.pronoun_games:
        return None
    for ask in _fate_asks(reading):
        said = w.pronoun.search(_before(reading.text, ask))
        if not ask.text.startswith("どうな") or said is None:
            continue
        fate = replace(ask, concept="destroyed")
        facts = tuple(fate if f is ask else f for f in reading.facts)
        return replace(reading, facts=_owned_pronoun(reading, facts, ask.start - len(said.group(0).lstrip())))
    return None


def _owned_pronoun(reading: Reading, facts: tuple[Fact, ...], at: int) -> tuple[Fact, ...]:
    """The pronoun's own card fact (onepiece reads 「そいつ」 as a character) given the owner of the card it
    names again: the last owned card before it that is no instrument (「…のキャラで」) — the attacked card
    of 「自分の…キャラで、相手の…キャラにアタックした。そいつどうなる?」."""
    pronoun = next((f for f in facts if f.role is Role.CARD and f.start >= at and f.owner is None), None)
    if pronoun is None:
        return facts
    before = [
        c for c in reading.of(Role.CARD)
        if c.end <= pronoun.start and c.owner is not None and c.concept != "leader"
        and not ((p := PARTICLE.match(reading.text, c.end)) is not None and p.group(1) == "で")
    ]  # fmt: skip
    if not before:
        return facts
    owned = replace(pronoun, owner=before[-1].owner)
    return tuple(owned if f is pronoun else f for f in facts)


def event_asked(reading: Reading) -> EventAsk | None:
    """The rule event the question's last asking sentence asks yes/no of (「オーバーキルは発生する?」)."""
    w = _words()
    sentences = [s for s in re.findall(r"[^。?？!！\n]*[?？]", reading.text) if s.strip()]
    if not sentences:
        return None
    last = sentences[-1]
    if w.open_end.search(last):
        return None
    for event in w.events.get(reading.game or "", ()):
        if re.search(f"(?:{event.word.pattern}){event.verbs or w.verbs}", last):
            return event
    return None


def _asked_side(reading: Reading, event: EventAsk) -> str | None:
    """'self' / 'opponent' when the asking sentence names a side before the event word."""
    sentences = [s for s in re.findall(r"[^。?？!！\n]*[?？]", reading.text) if s.strip()]
    last = sentences[-1] if sentences else ""
    hit = event.word.search(last)
    head = last[: hit.start()] if hit is not None else last
    said = [s for s in _words().sides if s in head]
    if not said:
        return None
    last_said = max(said, key=head.rfind)
    return "self" if last_said in _SELF else "opponent"


def _within(rule: str, clause: str) -> bool:
    """`rule` is `clause` or one of its sub-clauses (804.11 → 804.11a-3, 804.11b; not 804.110)."""
    return rule == clause or (rule.startswith(clause) and not rule[len(clause)].isdigit())


def event_verdict(reading: Reading, event: EventAsk, events: Sequence[Event], me: str) -> Verdict:
    """Whether the run holds the asked event ('yes'/'no'), withheld when the run never reached the clause
    deciding it or the event happened only to the side not asked."""
    reached = any(_within(r, d) for e in events for r in e.rules for d in event.decided)
    if not reached:
        return Verdict(
            "can", None, False, "問われた処理が起きるかを決める段階までシミュレーションしていません"
        )
    if any(e.type not in event.barred_except and event.barred & set(e.rules) for e in events):
        return Verdict("can", None, False, "問われた処理の前に、別の処理(ブロックなど)が起きています")
    held = [e for e in events if e.type in event.types and event.rules & set(e.rules)]
    side = _asked_side(reading, event)
    if side is not None and held:
        # a card moved is the side of the zone it went to (「相手の手札は増える?」: the life card's move)
        seats = {str(e.data.get("player", e.data.get("to_player", ""))) for e in held}
        if (me in seats) != (side == "self") or len(seats) > 1:
            return Verdict("can", None, False, "問われた側と、処理が起きた側が異なります")
    return Verdict("can", "yes" if held else "no", True)
