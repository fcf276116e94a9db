"""An event whose text the question quotes right after it, played by the verb after the quote.

「【メイン】イベント「相手のリーダーに1ダメージを与える」を発動して解決した」: the damage or draw inside the
quote is that event's effect, carried out when it is played (8-4-2); its 【メイン】 says when it may be
played (the turn player's main phase outside battle, 10-2-3-1), which the run plays it in. Used by
`onepiece_players.event_source`, whose `Source` is here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from service.answering.plans.onepiece_battle_window import inside, quoted_spans
from service.answering.plans.onepiece_cards import ASKER
from service.answering.reading.model import Fact, Reading, Role


@dataclass(frozen=True, slots=True)
class Source:
    """The event whose effect the question's damage or draw is: its card fact, the play verb
    (「撃って」, if said) and the owner of the effect's clause (「相手が…イベントの効果で」)."""

    card: Fact
    play: Fact | None
    owner: str | None


_PLAYED = frozenset({"play", "use", "activate"})
# 「…」を発動 / 「…」を撃った: the play verb right after the quote
_THEN_PLAYED = re.compile(r"\s*を\s*")
# 「俺は」「相手が」: the player the clause of the event is said of
_SAID_OF = re.compile(r"\s*(?:は|が)")
MAIN = "メイン"


def quoted_event(reading: Reading, verbs: list[Fact], mods: list[Fact]) -> Source | None:
    """The event card, its play verb and the owner said to play it when every effect verb lies in the
    one quote that follows the one event card, and a play verb follows that quote; no 「効果で」
    (`mods`) names another means."""
    events = [f for f in reading.of(Role.CARD) if f.concept == "event" and not f.negated]
    if len(events) != 1 or not verbs or mods:
        return None
    card = events[0]
    spans = _its_quote(reading.text, card)
    if len(spans) != 1 or not all(inside(v, spans) for v in verbs):
        return None
    # 「イベント「…」を撃った」: the play verb after the quote; 「「…」ってイベントを撃った」: after the card
    end = max(spans[0][1], card.end)
    play = next(
        (
            f
            for f in reading.of(Role.ACTION)
            if f.concept in _PLAYED
            and not f.negated
            and f.start >= end
            and _THEN_PLAYED.fullmatch(reading.text[end : f.start])
        ),
        None,
    )
    if play is None:
        return None
    first = min(card.start, spans[0][0])
    begun = max(reading.text.rfind(c, 0, first) for c in "。??!!") + 1
    owners = [
        f.owner
        for f in reading.of(Role.OWNER)
        if begun <= f.start and f.end <= first and _SAID_OF.match(reading.text, f.end)
    ]
    if not owners and not any(f.concept == "opponent_turn" for f in reading.of(Role.TURN)):
        # 「俺のメインフェイズにイベント「…」を使った」: only the turn player plays a 【メイン】 event, in its
        # main phase (10-2-3-1) — the player whose main phase or turn the sentence names plays it, or
        # the question's setting names before it (「俺のメインフェイズ、相手のライフは0枚。イベント「…」を
        # 撃った」, blind AU onepiece-au-03), the only turn the question tells
        turns = [f for f in reading.of(Role.OWNER) if f.end <= first and _TURN_OF.match(reading.text, f.end)]
        said = [f.owner for f in turns if begun <= f.start]
        owners = said or ([turns[0].owner] if len({f.owner for f in turns}) == 1 else [])
    if not owners or owners[-1] != ASKER:
        return None  # the quote's 自分/相手 are its player's (「相手のリーダーに」 from the opponent's event
        # is the asker's leader): only the asker's own event reads them as the question does
    return Source(card, play, owners[-1])


def own_keywords(reading: Reading, source: Source | None) -> list[Fact]:
    """The played event's own 【メイン】 written right before it (「【メイン】イベント」) or opening its
    quoted text (「「【メイン】…」ってイベント」): its timing, which the main-phase play meets (10-2-3-1)
    — no card described."""
    if source is None:
        return []
    card = source.card
    opened = {start + 1 for start, _ in _its_quote(reading.text, card)}
    return [
        f
        for f in reading.of(Role.KEYWORD)
        if f.concept == MAIN
        and not f.negated
        and (not reading.text[f.end : card.start].strip() or f.start in opened)
    ]


# 「「…」ってイベント」「「…」というイベント」: the event named right after its quoted text
_NAMED = re.compile(r"\s*(?:って|という|ていう|の)?\s*")
# 「俺のメインフェイズに」「自分のターン中に」: the player whose main phase or turn it is
_TURN_OF = re.compile(r"\s*の\s*(?:メイン\s*・?\s*フェイズ|ターン)\s*(?:に|中|で|、|,)")


# 「イベントの効果「…」」「イベントのテキスト「…」」: the quote is the card's own text, named with の
_ITS_TEXT = re.compile(r"\s*の\s*(?:効果|テキスト|能力)\s*(?:が|は|で)?\s*")


def _its_quote(text: str, card: Fact) -> list[tuple[int, int]]:
    """The quoted texts right after the event card (「イベント「…」」) or right before it
    (「「…」ってイベント」)."""
    return [
        s
        for s in quoted_spans(text)
        if 0 <= s[0] - card.end <= 1
        or (s[0] > card.end and _ITS_TEXT.fullmatch(text, card.end, s[0]))
        or (s[1] <= card.start and _NAMED.fullmatch(text, s[1], card.start))
    ]
