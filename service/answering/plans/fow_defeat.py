"""A defeat the question stipulates (「ライフ0で負けとして」「ライフ0以下で負けは前提」): §10 has no clause
that ends a Force of Will game, so a winner ask is withheld — unless the asker states the losing
condition themselves. Then the run's §10 life (10.6.2, 10.6.4, 10.17.1) decides it under that stated
premise: exactly one player at or below the stated life loses.

`unstipulated` (a `REREAD` step) makes the stipulation's own facts (the 「ライフ0」 in it) no fact of the
situation; `with_defeat` adds the premise to a plan's scenario and declines where the premise cannot
decide alone: both players at or below it, or a player whose life the run changed with no life told.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_common import of, seats
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.errors import EngineError
from service.engine.fow.game import START_LIFE
from service.engine.scenario import simulate

# 「ライフ0で負け」「ライフが0以下になったら負け」「ライフ0以下で敗北」, then what makes it a premise:
# 「として」「は前提」「なんだから」「ってことで」「のルールで」, or the clause ending there (「、」「。」)
# — not 「ライフ0で負け?」「ライフ0で負けになる?」「…負けだよね?」, which ask the rule itself (§10 has none)
_PREMISE = re.compile(
    r"ライフ\s*(?:が|は)?\s*(?P<at>[0-9]+)\s*(?:点)?\s*(?:以下)?\s*"
    r"(?:に\s*な(?:ったら|ると|れば)|で|なら)\s*(?:負け|敗北)"
    r"(?:(?P<tail>ってこと(?:で|にして)|って(?:の)?\s*(?:は|が)?\s*前提(?:として|で)?|とし(?:て|た)|とする"
    r"|(?:は|が)?\s*前提(?:として|で)?|なんだから|なので|だから|の(?:ルール|前提)で?)"
    r"|(?=\s*(?:[。、,，)）\n]|$)))"
)
_SET_ASIDE = "the defeat the question stipulates (「ライフ0で負けとして」): a premise, no fact of the run"


def stipulated(reading: Reading) -> tuple[int, int, int] | None:
    """(life at which a player loses, span) of the one premise stated, or None (none, or two)."""
    found = list(_PREMISE.finditer(reading.text))
    if len(found) != 1:
        return None
    return int(found[0].group("at")), found[0].start(), found[0].end()


def unstipulated(reading: Reading) -> Reading:
    """The reading with the premise's facts (its 「ライフ0」) set aside. Its 「負け」, read as a winner ask,
    stays the ask where the question's other asks are only what happens (「通ったらどうなる?」: under
    the premise, who wins) and is set aside beside any other (「勝ったのは?」「相手のライフは?」)."""
    premise = stipulated(reading)
    if premise is None:
        return reading
    _at, start, end = premise
    inside = [f for f in reading.facts if start <= f.start and f.end <= end]
    others = [f for f in reading.asks() if f not in inside and f.concept != "outcome"]
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="stipulated_defeat", why=_SET_ASIDE)
        if f in inside and (f.role is not Role.ASK or others)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def as_outcome(reading: Reading) -> Reading:
    """The reading a plan builds from under a premise: the winner asked is what happens (「どうなる?」) —
    the plans run the damage and the life — and the premise's words are blanked (its 「ライフ」 names no
    life asked; every span keeps its place). The gate still sees the question's winner ask."""
    premise = stipulated(reading)
    text = reading.text
    if premise is not None:
        _at, start, end = premise
        text = text[:start] + " " * (end - start) + text[end:]
    facts = tuple(
        dataclasses.replace(f, concept="outcome") if f.role is Role.ASK and f.concept == "winner" else f
        for f in reading.facts
    )
    return dataclasses.replace(reading, text=text, facts=facts)


def with_defeat(reading: Reading, built: BuiltScenario) -> BuiltScenario | None:
    """`built` with the stipulated defeat in its scenario, or None where the premise cannot decide: a
    player whose life the run changes without a told life (the engine's starting 4000 would decide),
    or both players at or below it (no rule says a draw)."""
    premise = stipulated(reading)
    if premise is None:
        return None
    at = premise[0]
    payload = {**built.payload, "defeat_at_life": at}
    try:
        result = simulate("fow", payload)
    except EngineError:
        return None
    start = {p: int(built.payload.get(p, {}).get("life", START_LIFE)) for p in ("player1", "player2")}
    end = {p: int(result.final_state["players"][p]["counters"]["life"]) for p in start}
    if any(
        end[p] != start[p] and not _life_told(reading, side, start[p]) for side, p in seats(reading).items()
    ):
        return None
    if all(end[p] <= at for p in end):
        return None
    return dataclasses.replace(built, payload=payload, notes=(*built.notes, _NOTE.format(at=at)))


def _life_told(reading: Reading, side: str, life: int) -> bool:
    """Whether the question tells `side`'s life as `life`: a life fact of that owner, or the one life
    fact with no owner (「ライフ400」 the plan gave that player). Another player's life told with the
    same value is not it (「自分ライフ4000。相手に4500ダメージ」: the opponent's 4000 is the default)."""
    lives = [q for q in of(reading, Role.QUANTITY, "life") if isinstance(q.value, int)]
    owned = [q for q in lives if q.owner == side]
    if owned:
        return any(q.value == life for q in owned)
    unowned = [q for q in lives if q.owner is None]
    return len(unowned) == 1 and unowned[0].value == life and all(q.owner in (None, "both") for q in lives)


_NOTE = "勝敗の条文は総合ルール§10にないため、質問の前提(ライフ{at}以下で負け)に従って勝者を判定しています。"
