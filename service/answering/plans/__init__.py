"""Per-game planners: a `Reading` → scenarios the engine runs (issue 11, item 3).

The builders in `scenarios/` recognise phrasings; a planner works from what the reader found
instead: the players' quantities, the cards with their stats, keywords and states, the actions in
order and what is asked. Each game module exposes ``PLANS``: functions ``(Reading) -> BuiltScenario |
None`` ("not a situation of this shape" is None). A plan fills every scenario field from facts of the
reading and names the documented defaults it assumes in ``notes``.

`replan` runs when the builder's verdict was withheld: each plan's scenario goes through the same
gate as a builder's (`reading.gate.gate`: every decisive fact must be reflected, the inverse checks,
what is asked must be in the result), and the first one stated is the answer. A plan therefore
never needs to be cautious by itself — an unreflected fact withholds — but it must never put in a
scenario something the question did not say without naming it as an assumption.
"""

from __future__ import annotations

import importlib
import logging
import re
from collections.abc import Callable
from dataclasses import replace

from service.answering.citing import Simulated
from service.answering.extract import extract
from service.answering.reading.gate import Gated, gate
from service.answering.reading.model import Reading, Verdict
from service.answering.reading.reader import read
from service.answering.scenarios import BuiltScenario
from service.answering.simulation import run_question
from service.engine.errors import EngineError
from service.engine.scenario import simulate

log = logging.getLogger(__name__)

Plan = Callable[[Reading], BuiltScenario | None]


def plans(game: str) -> tuple[Plan, ...]:
    try:
        module = importlib.import_module(f"service.answering.plans.{game}")
    except ModuleNotFoundError:
        return ()
    found: tuple[Plan, ...] = module.PLANS
    return found


def reread(game: str, reading: Reading) -> Reading:
    """The reading as `game`'s plans and the gate of their scenarios see it: a game module's optional
    ``REREAD`` binds what the shared reader leaves open (fow: a side named by its turn role)."""
    try:
        module = importlib.import_module(f"service.answering.plans.{game}")
    except ModuleNotFoundError:
        return reading
    refine: Callable[[Reading], Reading] | None = getattr(module, "REREAD", None)
    return refine(reading) if refine is not None else reading


def run_plan(game: str, built: BuiltScenario) -> Simulated | None:
    """The engine's run of a planned scenario; None when the engine refuses the payload itself (a
    plan's mistake, never the answer). A refused *action* is an event of the run (`rejected`)."""
    try:
        result = simulate(game, built.payload)
    except EngineError as exc:
        log.info("planned %s scenario not run: %s", built.situation, exc)
        return None
    except Exception:  # an engine or plan bug must not take the cited answer down with it
        log.exception("simulating planned %s failed", built.situation)
        return None
    return Simulated(game, built.situation, built.payload, result)


def replan(question: str, game: str, reading: Reading) -> Gated | None:
    """The first planned scenario of `game` whose simulated verdict the gate states, else None."""
    reading = reread(game, reading)
    for plan in plans(game):
        try:
            built = plan(reading)
        except Exception:  # a plan bug must not take the cited answer down with it
            log.exception("planning a %s scenario failed", game)
            continue
        if built is None:
            continue
        sim = run_plan(game, built)
        if sim is None:
            continue
        gated = gate(question, game, sim, built, reading=reading)
        if gated.accounting.verdict.stated:
            return gated
    return None


# full-width ASCII forms (「勝てる？」「（パワー５０００）」「［＋２００／＋２００］」, as an IME types
# them) read as the ASCII ones the readers' and plans' patterns look for; one character for one, so
# every span still points into the question as asked (163 of 7,850 seen rows had answered otherwise
# with 「？」「！」 for 「?」「!」, 182 with 「（）：／＋」 for 「():/+」)
_MARKS = str.maketrans({chr(c): chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)})
# 「【質問】このターンに…」: a forum tag heading the post is a sentence of its own (「 質問。」, as long as
# the tag, so the spans still point into the question): the words after it start the first sentence
# (blind AK ninjaslayer-ak-03 had withheld; the tag had been read as a keyword) — the one place for it: the
# reader reads questions only through `situate`
_TAG = re.compile(r"^(\s*)【((?:質問|ルール質問|相談|初心者|急募|疑問|教えて|助けて|至急|雑談)[^】]{0,6})】")


def _untagged(question: str) -> str:
    return _TAG.sub(lambda m: f"{m.group(1)} {m.group(2)}。", question, count=1)


_DISAGREE_REASON = "二つの読み方で結果が食い違うため、シミュレーション結果は示しません"


def _contradicts(planned: Gated, gated: Gated) -> bool:
    """Both stated, of the same kind, with different values."""
    a, b = planned.accounting.verdict, gated.accounting.verdict
    return a.stated and b.stated and a.asks == b.asks and a.value != b.value


def situate(question: str, game: str | None) -> tuple[Gated, str | None]:
    """The simulated situation of `question` as `/ask` answers it, and the builder's or plan's note:
    the builder's scenario through the gate, else (withheld or none) the game's plans. A builder's stated
    verdict that a plan stating another value contradicts is withheld: one of the two ran a situation the
    question did not tell (「…アタックがライフ3枚の俺のリーダーに通った」: the builder had run the asker's
    leader attacking, 'life 3' for 1), and on every seen situation the two agree where both state."""
    question = _untagged(question.translate(_MARKS))
    sim, built, note = run_question(game, extract(question))
    reading = read(question, game)
    gated = gate(question, game, sim, built, reading=reading)
    if game is None:
        return gated, note
    planned = replan(question, game, reading)
    if gated.accounting.verdict.stated:
        if planned is not None and _contradicts(planned, gated):
            withheld = Verdict(gated.accounting.verdict.asks, None, False, _DISAGREE_REASON)
            return replace(gated, accounting=replace(gated.accounting, verdict=withheld)), note
        return gated, note
    if planned is not None:
        notes = "".join(planned.built.notes) if planned.built is not None else ""
        return planned, notes or None
    return gated, note
