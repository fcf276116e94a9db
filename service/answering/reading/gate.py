"""The reading gate between a built simulation and the answer: read, reconcile, decide.

`gate` reads the question (`reader.read`), reconciles the reading with the builder's scenario
(`planner.Planner`: facts applied where the data says how, re-simulated), and decides whether the
simulated verdict may be stated (`verdict.decide`). When it may not, the simulation is dropped from
the answer — a wrong verdict is worse than none — and a note names what was not reproduced; the
scenario stays available in the reading (the /ui/ask form runs it through /simulate).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from service.answering.citing import Simulated
from service.answering.reading.act_after_turn import act_before_turn, act_run_before_turn
from service.answering.reading.act_count import reasked
from service.answering.reading.acting import acted_otherwise
from service.answering.reading.aimed_owner import misowned_object
from service.answering.reading.asked_order import asker_seat, order_asked, order_verdict
from service.answering.reading.asked_other import other_question, untaken_branch, which_unanswered
from service.answering.reading.asked_response import response_asked, response_verdict
from service.answering.reading.asked_side import scaffold_moved
from service.answering.reading.asked_step import asked_step, told_ask
from service.answering.reading.asked_subject import (
    CARD_FATE_REASON,
    card_fate_asked,
    event_asked,
    event_verdict,
    pronoun_fate,
)
from service.answering.reading.asked_times import asked_times
from service.answering.reading.asked_twice import both_players, second_ask, zone_untold
from service.answering.reading.attack_sequence import fewer_attacks
from service.answering.reading.bound import misaimed_damage, misbound, misplaced
from service.answering.reading.card_condition import condition_counts
from service.answering.reading.card_from_hand import from_hand
from service.answering.reading.card_text import outside_quotes, quoted_read
from service.answering.reading.corrected import taken_back
from service.answering.reading.counted import miscounted
from service.answering.reading.deck_top import deck_out_untold
from service.answering.reading.denied_keyword import denied_keyword
from service.answering.reading.denied_told import denied_told
from service.answering.reading.denied_turn import denied_turn
from service.answering.reading.doubted_keyword import doubted_keyword
from service.answering.reading.drawing import undrawn, wrong_drawer
from service.answering.reading.every_state import every_state_unheld
from service.answering.reading.evolve_fate import evolve_card_asked, evolve_fate
from service.answering.reading.expiry import expiry_unreached
from service.answering.reading.fate import asked_fate
from service.answering.reading.fate_asked import as_fate, stat_asked
from service.answering.reading.field_sum import short_field
from service.answering.reading.held_keyword import holder_state, keyword_elsewhere
from service.answering.reading.instrument_state import instrument_elsewhere
from service.answering.reading.inverse import coincidences, history, standing_states, withheld
from service.answering.reading.lapsed import lapsed_effect
from service.answering.reading.later_turn import later_turn
from service.answering.reading.material import seats_against, side_against, unread_material
from service.answering.reading.model import Accounted, Accounting, Reading, Role, Status, Verdict
from service.answering.reading.not_yet import not_yet
from service.answering.reading.open_choice import OPEN_CHOICE_REASON, other_options
from service.answering.reading.owned import mark, misowned
from service.answering.reading.planner import Planner
from service.answering.reading.polarity import told_can
from service.answering.reading.pronoun_target import pronoun_target
from service.answering.reading.quantity import asked_quantities
from service.answering.reading.quote_owner import misread_quote_owner
from service.answering.reading.quoted_permission import unread_permission
from service.answering.reading.reader import read
from service.answering.reading.referent import unplaced_correction
from service.answering.reading.refreshed import refreshed
from service.answering.reading.removal import unremoved
from service.answering.reading.repeated import asked_again
from service.answering.reading.requested import unread_request
from service.answering.reading.resulting import applied_results, lowered, put_back, results_reached, without
from service.answering.reading.same_side import same_side
from service.answering.reading.sequence import told_order
from service.answering.reading.state_topic import state_of_another
from service.answering.reading.told_again import told_again
from service.answering.reading.told_plays import short_plays
from service.answering.reading.told_step import told_step
from service.answering.reading.told_winner import third_person, told_winner
from service.answering.reading.unowned_asked import unowned_against_asked
from service.answering.reading.verdict import NO_ACTION_REASON, decide
from service.answering.reading.whose_zone import whose_zone_asked, whose_zone_verdict
from service.answering.scenarios import BuiltScenario
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

log = logging.getLogger(__name__)
# a parenthesis of cited rule numbers: 「(10.17.1.1、10.17.1)」 is no number the conclusion tells
_RULES = re.compile(r"\((?:[0-9]+[0-9a-z.\-]*[、,]?\s*)+\)")


@dataclass(frozen=True, slots=True)
class Gated:
    sim: Simulated | None  # None when the verdict is withheld
    built: BuiltScenario | None
    accounting: Accounting
    scenario: Mapping[str, Any] | None  # the reconciled scenario, stated or not (for the UI's form)
    note: str | None = None


def _unsimulated(reading: Reading) -> tuple[Accounted, ...]:
    return tuple(Accounted(f, Status.NOT_MODELED if f.decisive else Status.NEUTRAL) for f in reading.facts)


# plans that run a quoted ability as the told card's own (「「…」を持つキャラ」): their quotes are held
_HOLDING = frozenset({"onepiece.plan.held_power"})


def _held_read(built: BuiltScenario) -> tuple[tuple[int, int], ...]:
    """The quotes `built` read as its card's own abilities (`inverse.withheld` counts them held)."""
    return built.quoted if built.situation in _HOLDING else built.held


def gate(
    question: str,
    game: str | None,
    sim: Simulated | None,
    built: BuiltScenario | None,
    *,
    reading: Reading | None = None,
    options: bool = True,
) -> Gated:
    """`reading`: the question already read (`reader.read(question, game)`), else it is read here.
    `options`: also run the options of a player's choice the question leaves open (`open_choice`)."""
    reading = reading if reading is not None else read(question, game)
    assumptions = tuple(built.notes) if built is not None else ()
    if game is None or sim is None or built is None:
        accounting = Accounting(reading, _unsimulated(reading), assumptions, decide(reading, (), None, ""))
        return Gated(sim, built, accounting, None)
    planner = Planner(game)
    # a count inside a quote the plan read (「あなたの手札が2枚以下なら」) is the text's threshold, no state
    counts = condition_counts(reading, game, built.quoted)
    payload, accounted = planner.reconcile(without(reading, counts), sim.scenario, sim.result.events)
    hidden = applied_results(reading, accounted)  # a told result is the run's end, not its start
    if hidden:
        unseen = without(reading, hidden + counts)
        payload, accounted = planner.reconcile(unseen, sim.scenario, sim.result.events)
    hidden += counts
    applied = {a.fact for a in accounted if a.status is Status.APPLIED}
    if applied:
        rerun = _rerun(game, payload, sim)
        if rerun is None:  # the engine would not take the applied facts: they stay unmodeled
            accounted = tuple(
                replace(a, status=Status.NOT_MODELED, note="適用できませんでした") if a.fact in applied else a
                for a in accounted
            )
        else:
            sim = rerun
            _, again = planner.reconcile(without(reading, hidden), payload, sim.result.events)
            accounted = tuple(replace(a, status=Status.APPLIED) if a.fact in applied else a for a in again)
    accounted = put_back(accounted, hidden)
    accounted = results_reached(reading, accounted, sim.scenario, sim.result, planner.seats)
    accounted = lowered(accounted, sim.scenario, sim.result.events)
    accounted = not_yet(reading, accounted, sim.scenario)
    accounted = coincidences(reading, accounted, sim.scenario)
    accounted = reasked(reading, accounted, sim.scenario, planner.map, built.situation)
    accounted = quoted_read(standing_states(reading, history(reading, accounted)), built.quoted)
    summary = built.summarize(sim.result)
    verdict = decide(reading, accounted, sim.result, summary, planner.seats["self"])
    zones = whose_zone_asked(reading) if verdict.stated and verdict.asks in ("outcome", "destroyed") else None
    if zones is not None:  # 「どっちの墓場に行く?」: whose zone the run moved the card into (audit 27g)
        verdict = whose_zone_verdict(zones, sim.result.events, planner.seats["self"])
    elif verdict.stated and verdict.asks == "destroyed" and evolve_card_asked(reading):
        verdict = evolve_fate(reading, sim.result.events)  # 「エボルヴカードも墓場に行く?」 (audit 29e)
    elif verdict.stated and verdict.asks == "destroyed":  # the asked card's fate, not any card's
        verdict = asked_fate(reading, game, sim.scenario, sim.result.events, planner.seats)
    elif verdict.stated and verdict.asks == "outcome" and (fated := as_fate(reading)) is not None:
        # 「俺のフォロワーどうなる?」: that card's fate, not the game's status
        verdict = asked_fate(fated, game, sim.scenario, sim.result.events, planner.seats)
    elif verdict.stated and verdict.asks == "outcome" and (fated := pronoun_fate(reading)) is not None:
        # 「そいつどうなる?」: the fate of the card the pronoun names (audit 24a)
        verdict = asked_fate(fated, game, sim.scenario, sim.result.events, planner.seats)
    elif verdict.stated and verdict.asks == "outcome" and stat_asked(reading):
        verdict = Verdict("number", None, False, "問われたのはカードの値で、ゲームの状況ではありません")
    elif verdict.stated and verdict.asks == "outcome" and card_fate_asked(reading):
        verdict = Verdict("destroyed", None, False, CARD_FATE_REASON)  # 「こっちのUNITはどうなる?」
    unread = verdict.asks == "outcome" and verdict.stated
    # 「覚醒してる?」: a can whose verb is no action, only the rule state asked (audit 27a)
    unread = unread or (verdict.asks == "can" and verdict.reason == NO_ACTION_REASON)
    if unread and (event := event_asked(reading)) is not None:  # 「オーバーキルは発生する?」
        verdict = event_verdict(reading, event, sim.result.events, planner.seats["self"])
    ordered = None
    if (order := order_asked(reading)) is not None:  # 「どっちが先に解決される?」 of the engine's order event
        me = asker_seat(reading, game) or planner.seats["self"]
        ordered = order_verdict(order, sim.result.events, me)
        verdict = ordered or verdict
    elif (response := response_asked(reading)) is not None:  # 「対応できる?」 of the engine's respond event
        ordered = response_verdict(response, sim.result.events, planner.seats["self"])
        verdict = ordered or verdict
    checked = outside_quotes(reading, built.quoted)  # a quote the plan read whole is the plan's
    kept = {id(f) for f in checked.facts}
    full = reading
    if ordered is not None:  # the order plan read its sentences whole: the checks see the others only
        reading = checked

    def outside(accounted: tuple[Accounted, ...]) -> tuple[Accounted, ...]:
        return accounted if checked is reading else tuple(a for a in accounted if id(a.fact) in kept)

    why = (
        withheld(reading, verdict.asks, sim.scenario, summary, planner.seats, _held_read(built), built.quoted)
        or told_order(reading, verdict.asks, sim.scenario, planner.seats)
        or acted_otherwise(reading, sim.scenario, sim.result.events)
        or misowned_object(reading, game, sim.scenario, planner.seats)
        or unowned_against_asked(reading, verdict.asks, accounted, planner.seats)
        or misread_quote_owner(reading, game, sim.scenario, planner.seats)
        or miscounted(checked, game, sim.scenario, planner.seats)
        or wrong_drawer(reading, sim.result.events, planner.seats)
        or denied_turn(reading)
        or denied_told(reading)
        or deck_out_untold(reading, sim.result)
        or denied_keyword(reading, sim.scenario)
        or misbound(reading, game, sim.scenario)
        or misaimed_damage(reading, game, sim.scenario)
        or misplaced(reading, game, sim.scenario)
        or keyword_elsewhere(reading, game, sim.scenario)
        or holder_state(reading, game, sim.scenario)
        or untaken_branch(reading)
        or second_ask(reading, game, verdict.asks)
        or zone_untold(reading, game, verdict.asks)
        or both_players(reading, verdict.asks, verdict.value)
        or every_state_unheld(reading, sim.scenario, planner.seats)
        or told_step(reading, game, sim.scenario)
        or other_question(reading, verdict.asks, summary)
        or which_unanswered(reading, verdict.asks, verdict.value)
        or asked_step(reading)
        or told_ask(reading, verdict.asks)
        or unremoved(reading, sim.result.events)
        or short_field(reading, sim.scenario, planner.seats)
        or short_plays(reading, sim.scenario)
        or _told_twice(accounted)
        or state_of_another(reading, accounted)
        or instrument_elsewhere(reading, accounted, planner.seats["self"])
        or asked_again(reading, sim.scenario, verdict.asks, verdict.value)
        or refreshed(reading, sim.scenario, verdict.asks, verdict.value)
        or pronoun_target(reading, sim.scenario)
        or same_side(reading, verdict.asks, verdict.value)
        or told_again(reading, sim.scenario, verdict.asks, accounted)
        or doubted_keyword(reading)
        or unplaced_correction(reading)
        or taken_back(reading)
        or unread_permission(reading.text, built.quoted + built.held, accounted)
        or undrawn(reading, sim.result.events, verdict.asks)
        or asked_times(reading, verdict.asks, summary, sim.scenario)
        or later_turn(reading)
        or expiry_unreached(reading, sim.result.events)
        or lapsed_effect(reading, sim.result.events, built.notes)
        or act_before_turn(reading, verdict.asks, sim.result.events)
        or act_run_before_turn(reading, verdict.asks, sim.result.events)
        or unread_request(reading, verdict.asks)
        or from_hand(reading, game, sim.scenario)
        or fewer_attacks(reading, game, sim.scenario, verdict.asks)
        if verdict.stated
        else None
    )
    reading = full
    if why is None and verdict.stated:  # a word read, but placed with another owner or scope
        try:
            miss = misowned(checked, game, sim.scenario, planner.seats, outside(accounted), sim.result.events)
        except Exception:  # a check bug withholds the verdict: a wrong one is worse than none
            log.exception("the owner/scope check failed on %s", sim.situation)
            miss, why = None, "持ち主と範囲を確かめられませんでした"
        if miss is not None:
            why, accounted = miss.reason, mark(accounted, miss)
    if why is None and verdict.stated:  # fact accounting: outcome-changing text no fact reads
        span = unread_material(checked, sim.scenario)
        why = f"「{span}」を読み取れずシナリオに反映できませんでした" if span else None
        why = why or side_against(reading, summary) or seats_against(sim.scenario, planner.seats)
    if why is not None:  # the inverse checks: what the scenario must carry of the question
        verdict = Verdict(verdict.asks, None, False, why)
    extra = planner.unstated(reading, sim.scenario)
    stated_states = any(f.role is Role.STATE for f in reading.facts)
    assumed = any("状態" in n for n in built.notes) and not stated_states
    if verdict.stated and extra and not assumed:
        # a state the question never gave that card: a misreading (the question gave it another
        # card: 「相手のフォロワーはアクト状態」 built with the asker's follower acted too), or a
        # default no note declares
        verdict = Verdict(
            verdict.asks, None, False, f"質問にない状態がシナリオにあります({'、'.join(extra)})"
        )
    if verdict.stated and verdict.asks == "number":
        built, verdict = _told_number(reading, game, sim, built, accounted, verdict, planner.seats["self"])
    if verdict.stated and verdict.asks == "winner" and third_person(reading.text):
        # 「Aさんのライフ0枚。Bさんの…どっちの勝ち?」: 自分/相手 is neither person asked about
        verdict = Verdict(verdict.asks, None, False, "勝敗を問われた人が自分(質問者)か相手か書かれていません")
    if verdict.stated and verdict.asks == "winner":  # the conclusion says who won, as the value does
        built, verdict = told_winner(built, sim.result, verdict)
    if verdict.stated and verdict.asks == "can":  # 「払えない?」 answered as asked: 「はい、払えません。」
        built = told_can(reading, built, verdict)
    if verdict.stated and options and _choice_decides(question, game, sim, built, reading, verdict):
        verdict = Verdict(verdict.asks, None, False, OPEN_CHOICE_REASON)
    accounting = Accounting(reading, accounted, assumptions, verdict)
    if verdict.stated:
        return Gated(sim, built, accounting, sim.scenario)
    note = f"シミュレーション結果は示していません: {verdict.reason}。条文の引用で回答しています。"
    return Gated(None, None, accounting, sim.scenario, note)


def _told_twice(accounted: tuple[Accounted, ...]) -> str | None:
    """「相手のライフ1。勝てる?ちなみにさっきのバトルで相手のライフは0になってた」: one field the
    scenario starts from, told two different values — the run holds only one of them."""
    values: dict[str, set[object]] = {}
    for a in accounted:
        if a.status is Status.APPLIED and a.fact.role is Role.QUANTITY and a.field:
            values.setdefault(a.field, set()).add(a.fact.value)
    clash = sorted(f for f, v in values.items() if len(v) > 1)
    return f"同じ値({clash[0]})に異なる数が述べられています" if clash else None


def _told_number(
    reading: Reading,
    game: str,
    sim: Simulated,
    built: BuiltScenario,
    accounted: tuple[Accounted, ...],
    verdict: Verdict,
    me: str,
) -> tuple[BuiltScenario, Verdict]:
    """The answer's conclusion says the stated number: a value read from the final state that the
    builder's sentence does not tell (「J/ルーラーはルーラーエリアに移動します」 for 「墓地は何枚?」) leads
    it (「自分の墓地は5枚です。」); one it cannot say withholds the verdict — a tool builder and a player
    must read the same answer."""
    summary = built.summarize(sim.result)
    said = {int(n) for n in re.findall(r"(?<![0-9.\-])-?[0-9]+(?![0-9.\-])", _RULES.sub("", summary))}
    values = verdict.value if isinstance(verdict.value, list) else []
    asked = asked_quantities(reading, game, sim.result, me, accounted, summary)
    other = scaffold_moved(reading, game, sim.scenario, me)
    if other is not None:
        return built, Verdict(verdict.asks, None, False, other)
    if all(v in said for v in values) and not _said_of_the_other(asked or [], summary):
        return built, verdict
    if not asked or [v for _, v in asked] != values:
        return built, Verdict(verdict.asks, None, False, "問われた数を結論の文が述べていません")
    lead = "、".join(phrase.format(v) for phrase, v in asked) + "です。"
    head = "シミュレーション結果: "

    def summarize(result: SimulationResult) -> str:
        text = built.summarize(result)
        return head + lead + text.removeprefix(head) if text.startswith(head) else lead + text

    return replace(built, summarize=summarize), verdict


def _said_of_the_other(asked: list[tuple[str, int]], summary: str) -> bool:
    """「…相手のライフは何枚になる?」 answered 1 where the conclusion says 「自分のライフは1枚です」 and
    not the asked player's: the number is right by chance, the sentence is about the other player."""
    swap = {"自分の": "相手の", "相手の": "自分の"}
    return any(
        phrase[:3] in swap
        and phrase.format(v) not in summary
        and (swap[phrase[:3]] + phrase[3:]).format(v) in summary
        for phrase, v in asked
    )


def _choice_decides(
    question: str, game: str, sim: Simulated, built: BuiltScenario, reading: Reading, verdict: Verdict
) -> bool:
    """Whether another option of a choice the question leaves open states another value (or none)."""
    for scenario in other_options(game, sim.scenario):
        other = _rerun(game, scenario, sim)
        if other is None:
            return True
        again = gate(question, game, other, built, reading=reading, options=False).accounting.verdict
        if not again.stated or again.value != verdict.value:
            return True
    return False


def _rerun(game: str, payload: Mapping[str, Any], sim: Simulated) -> Simulated | None:
    try:
        result = simulate(game, payload)
    except EngineError as exc:
        log.info("applied facts rejected by the %s engine: %s", game, exc)
        return None
    except Exception:  # an engine bug must not take the cited answer down with it
        log.exception("re-simulating %s with applied facts failed", sim.situation)
        return None
    return Simulated(game, sim.situation, payload, result)
