"""The state a question tells for the conditions of its quoted texts (`reading.card_condition`):
「墓場にカードが6枚」「ダメージ・ゾーンは6枚」「絆は3」「相手のライフは2枚」「リーダーの体力12」 —
the reading's QUANTITY facts outside the quotes (`card_conditions.json` "told"), each a player's (no owner
told: the asker's), and sve's leader 体力 (a 体力 told of a リーダー).

`decided(game, reading, spans, body, user)` is the quote read with its conditions decided: the text, the
sentences saying each condition, and the told facts the conditions read other than the hand (a plan
counts the hand itself) with their values, which `seat_states` puts in the scenario so that it holds the
state the condition was decided from (the gate then finds those facts there).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from service.answering.plans.quoted_effect import _THEIR_SUBJECT, user_of
from service.answering.reading.card_condition import decide, met_flags, payload_keys, states, told_concepts
from service.answering.reading.card_text import CardText, read_text
from service.answering.reading.model import Fact, Reading, Role

# 「「…」を持つ」「「…」を持ってる」「「…」持ちの」: the quoted text is the told card's own ability — its user
# is that card's owner, and it applies as its own (plans/onepiece_held_power), not as an effect used
HELD = re.compile(r"^\s*(?:を\s*)?(?:持(?:つ|った|ってる|っている|ってます|っています)|持ち)")
_LEADER = re.compile(r"リーダー\s*(?:の)?\s*$")
# a value told as what something became (「相手のライフは1500になった」「手札が2枚に減った」): a result,
# not the state a condition is checked in
_BECAME = re.compile(r"\s*(?:枚|点)?\s*(?:に|へ|まで)\s*(?:なっ|なる|なり|なれ|減|増|落ち|下が|上が)")


# a turn told (「自分のターン中」「相手のターン中」) → whether it is each player's own turn (1) or not (0)
_TURNS = {"self_turn": {"self": 1, "opponent": 0}, "opponent_turn": {"self": 0, "opponent": 1}}


def _inside(f: Fact, spans: list[tuple[int, int, str]]) -> bool:
    return any(s <= f.start < e for s, e, _ in spans)


def _told(
    game: str, reading: Reading, spans: list[tuple[int, int, str]]
) -> dict[tuple[str, str], list[tuple[Fact, int | None]]]:
    """Each (state, side) told outside the quotes → the facts telling it with the value each gives (None:
    a word of the state that gives no value, sve's リーダー)."""
    concepts = told_concepts(game)
    found: dict[tuple[str, str], list[tuple[Fact, int | None]]] = {}
    for f in reading.facts:
        if _inside(f, spans) or f.negated:
            continue
        if game == "onepiece" and f.role is Role.TURN and f.concept in _TURNS:
            for side, value in _TURNS[f.concept].items():  # 【自分のターン中】 of either player's text
                found.setdefault(("own_turn", side), []).append((f, value))
            continue
        if not isinstance(f.value, int):
            continue
        state = concepts.get(f.concept) if f.role is Role.QUANTITY else None
        if (
            game == "sve"
            and f.role is Role.STAT
            and f.concept == "health"
            and _LEADER.search(reading.text, max(0, f.start - 6), f.start)
        ):
            state = "leader_health"  # 「自分のリーダーの体力は12」
        if game == "onepiece" and f.role is Role.STAT and f.concept == "don":
            state = "don_given"  # 「ドン!!が2枚付与された」: the DON!! given to the card told (8-3-2-3)
        if state is None or _BECAME.match(reading.text, f.end):
            continue
        key = (state, f.owner or "self")
        found.setdefault(key, []).append((f, f.value))
        if state == "don_given":  # 「ドン!!が1枚付与された」: the act of giving them is the state's own word
            found[key] += [
                (a, None)
                for a in reading.facts
                if a.role is Role.ACTION and a.concept == "attach_don" and f.end <= a.start <= f.end + 4
            ]
        if state == "leader_health":  # 「自分のリーダーの体力」: the leader noun is the state's own word
            found[key] += [
                (c, None)
                for c in reading.facts
                if c.role is Role.CARD and c.concept == "leader" and f.start - 6 <= c.end <= f.start
            ]
    return found


def decided(
    game: str, reading: Reading, spans: list[tuple[int, int, str]], body: str, user: str
) -> tuple[CardText, tuple[str, ...], list[Fact], dict[tuple[str, str], int]] | None:
    """The quote `body` with its conditions decided from the told state; without a condition, the text
    as the reader reads it and nothing else. None when a condition cannot be decided."""
    counted = states(body, game)
    if counted is None:
        return read_text(body, game), (), [], {}
    told = _told(game, reading, spans)
    values: dict[tuple[str, str], int] = {}
    for key, facts in told.items():
        given = {v for _f, v in facts if v is not None}
        if len(given) == 1:
            values[key] = given.pop()
    result = decide(body, game, user, values)
    if result is None:
        return None
    text, said = result
    flip = {"self": "opponent", "opponent": "self"}
    asked = {(s, side if user == "self" else flip[side]) for s, side in counted}
    read = [f for key in asked if key[0] != "hand" for f, _v in told.get(key, [])]
    held = {key: values[key] for key in asked if key[0] not in _UNHELD and key in values}
    return text, said, read, held


# the state a plan counts itself (the hand); the others are held by `seat_states` (a player's field) or by
# the plan (onepiece's DON!! given to the text's card, `source_don`)
_UNHELD = frozenset({"hand"})


def readable(text: CardText, said: tuple[str, ...]) -> bool:
    """Every part read and no trigger, with an effect — or none left only because a condition voided
    it (`said` non-empty)."""
    return not text.unread and text.timing is None and (bool(text.effects) or bool(said))


def their_turn(held: dict[tuple[str, str], int]) -> bool:
    """The question tells the other player's turn (onepiece 【自分のターン中】 decided by it): a plan whose
    scenario runs in the asker's turn (player1 is the turn player) does not hold it."""
    return held.get(("own_turn", "self")) == 0


def source_don(held: dict[tuple[str, str], int], user: str) -> dict[str, int]:
    """The fields of the card whose text it is: the DON!! given to it (onepiece 【ドン!!×N】, 8-3-2-3)."""
    don = held.get(("don_given", user))
    return {"don": don} if don is not None else {}


def seat_states(game: str, payload: dict[str, Any], held: dict[tuple[str, str], int]) -> dict[str, Any]:
    """The scenario with each told state (other than the hand) in its player's spec (the asker is
    player1)."""
    keys = payload_keys(game)
    out = dict(payload)
    for (state, side), value in held.items():
        key = keys.get(state)
        if key is None:
            continue
        seat = "player1" if side == "self" else "player2"
        spec = dict(out.get(seat, {}))
        if game == "fow" and key == "graveyard":
            spec[key] = [{"id": f"g{i + 1}", "name": "墓地のカード"} for i in range(value)]
        else:
            spec[key] = value
        out[seat] = spec
    return out


_USED = frozenset({"use", "resolve", "play", "activate"})


def with_use(reading: Reading, start: int, end: int, said: tuple[str, ...]) -> tuple[int, int]:
    """A decided quote's span with the act of using it told right after (「「…」を使った」): when the text's
    conditions were decided, that act is the text's resolution the plan read (even one whose every part
    a condition voided, with no effect left to run)."""
    if not said:
        return start, end
    for f in reading.facts:
        if (
            f.role is Role.ACTION
            and f.concept in _USED
            and not f.negated
            and end <= f.start <= end + 5
            and re.fullmatch(r"」?\s*(?:を|の効果を|で)?\s*", reading.text[end : f.start])
        ):
            return start, f.end + 1
    return start, end


# what may stand between a quote and the act of using it on a target: 「を相手の耐久力3のキャラに」
_AIMED = re.compile(r"」?\s*を[^。、,?？!！「」]{1,30}?に\s*")


def use_span(reading: Reading, end: int, said: tuple[str, ...]) -> tuple[int, int] | None:
    """The act of using a decided quote told after its target (「「…」を相手のキャラに使った」): that verb's
    own span (the target between stays the gate's to check); None when it is not told so."""
    if not said:
        return None
    acts = [f for f in reading.facts if f.role is Role.ACTION and f.start >= end]
    first = min(acts, key=lambda f: f.start, default=None)
    if first is None or first.concept not in _USED or first.negated:
        return None
    if not _AIMED.fullmatch(reading.text, end, first.start):
        return None
    return first.start, first.end + 1


@dataclass(frozen=True, slots=True)
class Decision:
    """Every quoted text of a question with its conditions decided (`decided_all`)."""

    conditioned: tuple[tuple[int, int, str, tuple[bool, ...]], ...]  # a text with a told condition: span, met
    said: tuple[str, ...]  # the conditions decided, as the conclusion says them
    read: tuple[Fact, ...]  # the told facts the conditions read
    held: Mapping[tuple[str, str], int]  # the told states the scenario must hold
    left: int  # effects the decided texts still hold


def decided_all(game: str, reading: Reading, spans: list[tuple[int, int, str]]) -> Decision | None:
    """Each quote of `spans` decided (`decided`) for the player who uses it; None when one cannot be, when
    the sentence's subject 「相手は」 uses a text with a condition whose state it counts, or when the text is
    one a card holds (「…」を持つ: its owner's, applied as its own). Shared by the plans that run the texts
    as the conditions leave them (`quoted_condition`, `told_condition`)."""
    conditioned: list[tuple[int, int, str, tuple[bool, ...]]] = []
    said: list[str] = []
    read: list[Fact] = []
    held: dict[tuple[str, str], int] = {}
    left = 0
    for start, end, body in spans:
        user = user_of(reading.text, start, end)
        opened = max(reading.text.rfind(c, 0, start) for c in "。?？!！") + 1
        found = decided(game, reading, spans, body, user or "self")
        if found is None:
            return None
        text, told, read_here, held_here = found
        left += len(text.effects)
        if not told:
            continue
        if user is None and _THEIR_SUBJECT.search(reading.text, opened, start):
            return None  # 「相手は「…」を使った」: whose state the condition counts is not read
        if HELD.match(reading.text[end:]):
            return None
        conditioned.append((start, end, body, met_flags(body, game, told)))
        said += told
        read += read_here
        held |= held_here
    return Decision(tuple(conditioned), tuple(said), tuple(read), held, left)
