"""A change given to a card, then a later turn told, then the card's fight in that turn (audit 27e):
「自分のターンに2/2のフォロワーに「このターン中+0/+2」した。次の相手のターン、相手の3/3にそのフォロワーが
攻撃された。破壊される?」「相手のターン中にリーダー(5000)を「このターン中、パワー+4000」。次の自分のターン、
そのリーダーでパワー7000のキャラにアタック」.

The change lasts this turn only (its duration said in the quote: 「このターン」「ターン終了時まで」), so
the fight meets the card without it: the engine runs the turn ends told between them and removes the
change there (sve 7.4.8; onepiece 6-6-1-2 / 6-6-1-3). `given_change` plans the fight as it would with no
turn told (the quote and the turn words blanked); this module places the change before the fight with
the told turn ends between them. The fight's turn player is the run's player1 (each engine's seating),
so a change given in the turn before (the other player's) starts the run in that player's turn
(`turn_player` player2); a change given in the same player's previous turn would pass the other
player's start phase, which stands that player's cards (sve 7.2.3, onepiece 6-2-4) the fight aims at,
so only a leader aimed at is run then. Whose turn each was is read from the turn told before the quote
(「自分のターンに」「相手のターン中に」) or from the later-turn phrase (「次の相手のターン」「次の自分の
ターン」); a phrase that names a turn other than the fight's, or any other turn told, declines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from service.answering.plans.quoted_later import later_turn, phrase_facts
from service.answering.reading.card_text import quoted, read_text
from service.answering.reading.model import Fact, Reading, Role

# the games whose engines run a turn's end between scripted actions and start a run in player2's turn
_GAMES = {"sve": "end_turn", "onepiece": "end_turn"}
_FIGHTS = {"sve": "attack", "onepiece": "attack"}
_MINE = re.compile(r"自分|こっち|こちら|俺|僕|私|うち")
_THEIRS = re.compile(r"相手|向こう")
_OTHER = {"player1": "player2", "player2": "player1"}
ACROSS_NOTE = (
    "「このターン」の効果は、与えたターンの終わりに取り除かれるので、質問のとおりターンを終えてから"
    "戦闘をシミュレーションしています。"
)


@dataclass(frozen=True, slots=True)
class Passage:
    """The turns told between a change and its card's fight."""

    game: str
    span: tuple[int, int]  # the later-turn phrase, as a quote's span (its facts are the plan's)
    told: tuple[int, int] | None  # the change's own turn told before it (「自分のターンに」), same
    ends: int  # the turn ends the phrase alone implies: 2 for 「次の自分のターン」, else 1
    change_turn: str | None  # "self" / "opponent": whose turn the change was given in, when told
    fight_turn: str | None  # "self" / "opponent": whose turn the phrase names, when it does

    def spans(self) -> tuple[tuple[int, int], ...]:
        return (self.span,) if self.told is None else (self.span, self.told)


def _whose(f: Fact) -> str | None:
    return {"self_turn": "self", "opponent_turn": "opponent"}.get(f.concept)


def turn_passage(
    reading: Reading, game: str, quote: tuple[int, int], fight: Fact
) -> Passage | Literal[False] | None:
    """None when no turn is told outside the quote; False when one is told that no passage places;
    else the passage (one later-turn phrase between the quote and the fight, at most the change's own
    turn told before the quote, the quote's duration this turn's)."""
    turns = [f for f in reading.of(Role.TURN) if not quote[0] <= f.start < quote[1]]
    if not turns:
        return None
    if game not in _GAMES:
        return False
    later = later_turn(reading, quote[1], fight.start)
    if later is None or phrase_facts(reading, later) is None:
        return False
    start, end, ends = later
    told = [f for f in turns if not start <= f.start <= end]
    if len(told) > 1 or any(f.negated or _whose(f) is None or f.start >= quote[0] for f in told):
        return False
    bodies = quoted(reading.text)
    if len(bodies) != 1 or read_text(bodies[0][2], game).duration != "end_of_turn":
        return False  # a change with no said duration may last (and a bare one is not read here)
    phrase = reading.text[start:end]
    fight_turn = "opponent" if _THEIRS.search(phrase) else "self" if _MINE.search(phrase) else None
    return Passage(
        game,
        (start, end + 1),
        (told[0].start, told[0].end + 1) if told else None,
        ends,
        _whose(told[0]) if told else None,
        fight_turn,
    )


def across(
    payload: dict[str, Any], where: tuple[str, str], side: str, change: dict[str, Any], passage: Passage
) -> dict[str, Any] | None:
    """The payload with the change on its card in the turn told, the told turn ends run before the fight;
    None when the fight's run cannot carry them (see the module)."""
    actions = list(payload.get("actions", []))
    kinds = [str(a.get("type", a.get("kind"))) for a in actions]
    fight = _FIGHTS[passage.game]
    if fight not in kinds or "turn_player" in payload:
        return None
    at = kinds.index(fight)
    end_kind = _GAMES[passage.game]
    if any(k != end_kind for k in kinds[:at]):
        return None  # something else before the fight: where the change goes among it is not read
    before = at  # the turn ends the fight's plan already runs before it
    fight_seat = "player1" if before % 2 == 0 else "player2"
    seat, uid = where
    asker = seat if side == "self" else _OTHER[seat]
    if passage.fight_turn is not None and (fight_seat == asker) != (passage.fight_turn == "self"):
        return None  # 「次の相手のターン」 told, the fight planned in the asker's turn (or the reverse)
    if passage.change_turn is not None:
        change_seat = asker if passage.change_turn == "self" else _OTHER[asker]
        ends = 1 if change_seat != fight_seat else 2
    else:
        ends = passage.ends
    effect: dict[str, Any] = {
        "effect": "modify",
        "stats": change,
        "target": {"card": uid},
        "duration": "end_of_turn",
    }
    step = {"type": "resolve", "effects": [effect]} if passage.game == "sve" else {"type": "effect"} | effect
    if ends <= before:  # the change before the last `ends` of the turn ends the plan runs
        return payload | {"actions": [*actions[: before - ends], step, *actions[before - ends :]]}
    if before == 0 and ends == 1:  # the change in the other player's turn, right before the fight's
        return payload | {"turn_player": "player2", "actions": [step, {"type": end_kind}, *actions]}
    target = actions[at].get("target")
    cards = payload.get("player2", {}).get("characters" if passage.game == "onepiece" else "field", [])
    if before == 0 and ends == 2 and not any(c.get("id") == target for c in cards):
        # the fight aims at no card of the other player (its leader): its start phase changes nothing of it
        return payload | {"actions": [step, {"type": end_kind}, {"type": end_kind}, *actions]}
    return None
