"""Which engine clauses a simulated answer cites first: the ones its result relies on."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from corpus.model import Scheme
from service.answering import simulation
from service.answering.ask import Answerer
from service.answering.extract import extract
from service.answering.scenarios import BuiltScenario, build_scenario
from service.answering.scenarios.common import event_sentence
from service.answering.simulation import (
    Decisiveness,
    conclusion_rules,
    decisive_rules,
    decisiveness,
    looks_like_scenario,
    specific_first,
    told,
)
from service.engine.events import ONGOING, Event
from service.engine.scenario import SimulationResult


def _event(seq: int, kind: str, rules: tuple[str, ...], **data: Any) -> Event:
    return Event(seq, kind, f"{kind} {seq}", rules, data)


# The events of an aisatsu that kills (ninjaslayer ns-h-17), in the order the engine emits them.
AISATSU = (
    _event(1, "phase", ("501.1",)),
    _event(2, "aisatsu", ("704.3", "704.4", "1322.1")),
    _event(3, "set_state", ("704.5", "1310.2"), key="bowed"),
    _event(4, "damage", ("706.4", "706.4b", "1216.4", "1102.4b", "1317.1"), key="damage"),
    _event(5, "move", ("1004.1", "1311.1"), from_zone="field", to_zone="ohigan"),
)


def _result(events: tuple[Event, ...]) -> SimulationResult:
    return SimulationResult("ninjaslayer", ONGOING, events, {})


@pytest.mark.parametrize(
    ("kind", "data", "expected"),
    [
        ("game_over", {}, Decisiveness.GAME_OVER),
        ("rejected", {"code": "cost"}, Decisiveness.REFUSAL),
        ("move", {"from_zone": "characters", "to_zone": "trash"}, Decisiveness.REMOVAL),  # KO
        ("move", {"from_zone": "field", "to_zone": "graveyard"}, Decisiveness.REMOVAL),  # 破壊
        ("set_state", {"key": "stunned"}, Decisiveness.REMOVAL),
        ("counter", {"key": "health"}, Decisiveness.DAMAGE),
        ("counter", {"key": "kizuna"}, Decisiveness.DAMAGE),
        ("move", {"from_zone": "life", "to_zone": "hand"}, Decisiveness.DAMAGE),
        ("move", {"from_zone": "deck", "to_zone": "hand"}, Decisiveness.OTHER),  # a draw
        ("move", {"from_zone": "hand", "to_zone": "trash"}, Decisiveness.OTHER),  # discarding is no KO
        ("cannot_block", {"reason": "rested"}, Decisiveness.PREVENTED),  # onepiece 10-1-4-1
        ("drain_not_triggered", {}, Decisiveness.PREVENTED),  # sve 12.13.2.2
        ("skip_draw", {}, Decisiveness.PREVENTED),
        ("no_draw", {}, Decisiveness.PREVENTED),
        ("draw_short", {"missing": 1}, Decisiveness.PREVENTED),  # ninjaslayer 104.2
        ("draw_failed", {"missing": 1}, Decisiveness.PREVENTED),  # fow 10.8.1
        ("pp_max_cap", {}, Decisiveness.PREVENTED),
        ("no_block", {}, Decisiveness.SETUP),  # a choice not to block is how the battle came about
        ("attack", {}, Decisiveness.SETUP),
        ("step", {}, Decisiveness.SETUP),
        ("set_state", {"key": "rested"}, Decisiveness.SETUP),
    ],
)
def test_decisiveness_of_event_kinds(kind: str, data: Mapping[str, Any], expected: Decisiveness) -> None:
    assert decisiveness(Event(1, kind, "", ("1",), data)) is expected


def test_ns_1004_1_kill_outranks_the_aisatsu_declaration_704_3() -> None:
    rules = decisive_rules(_result(AISATSU), Scheme.NSK)
    assert rules[0] == "1004.1"
    assert rules.index("706.4b") < rules.index("706.4") < rules.index("704.3")
    assert rules.index("704.3") > rules.index("1317.1")  # the declaration comes after every damage clause


def test_ns_501_1_scenario_start_is_not_a_deciding_clause() -> None:
    assert "501.1" not in decisive_rules(_result(AISATSU), Scheme.NSK)
    told_phase = "シミュレーション結果: …。" + event_sentence(AISATSU[0])
    assert "501.1" in decisive_rules(_result(AISATSU), Scheme.NSK, told_phase)


def test_ns_706_4b_specific_clause_goes_before_its_parent_706_4() -> None:
    assert specific_first(Scheme.NSK, ("706.4", "706.4b", "1216.4")) == ["706.4b", "1216.4", "706.4"]
    assert specific_first(Scheme.HYPHEN, ("7-1-4-1", "7-1-4")) == ["7-1-4-1", "7-1-4"]
    assert specific_first(Scheme.HYPHEN, ("not-an-id", "7-1")) == ["not-an-id", "7-1"]


def test_events_the_summary_tells_lead_over_untold_ones() -> None:
    """A builder tells the events its conclusion rests on (the power comparison of 6-5-5-2 for a
    「パワーはいくつ?」 question); those lead even over more decisive events it leaves untold."""
    compare = Event(1, "compare", "パワー7000", ("6-5-5-2", "7-1-4-1", "7-1-4"), {})
    damage = Event(2, "damage", "1ダメージ", ("7-1-4-1-1",), {})
    sim = SimulationResult("onepiece", ONGOING, (compare, damage), {})
    summary = "シミュレーション結果: パワーは7000になります。" + event_sentence(compare)
    assert told(compare, summary) and not told(damage, summary)
    assert decisive_rules(sim, Scheme.HYPHEN, summary)[0] == "6-5-5-2"
    assert decisive_rules(sim, Scheme.HYPHEN)[0] == "7-1-4-1-1"


def test_told_reads_the_clauses_event_sentence_prints() -> None:
    event = AISATSU[4]
    assert told(event, event_sentence(event))
    assert not told(Event(9, "move", "x", (), {}), event_sentence(event))  # no clauses: nothing to tell


def test_ks_703_8a_printed_in_the_conclusion_itself_is_a_conclusion_rule() -> None:
    cp = Event(1, "counter", "CPを3得る", ("703.8a", "302.1"), {"key": "cp"})
    summary = "シミュレーション結果: CPを3得ます(拠点のカード1枚につき1、703.8a)。" + event_sentence(cp)
    sim = SimulationResult("kiseki", ONGOING, (cp,), {})
    assert conclusion_rules(summary, sim, Scheme.NSK) == ["703.8a"]
    assert conclusion_rules(event_sentence(cp), sim, Scheme.NSK) == []


NS_KILL = (
    "耐久力３の相手キャラが効果で２点ダメージを負っている。そこへカラテ１の自分のキャラでアイサツしたら?"
)
OP_KO = "パワー6000のキャラで、レストのパワー5000の相手キャラにアタックしたら?"
SVE_BANE = "攻撃力1の必殺フォロワーで、相手の横向きの体力8のフォロワーを攻撃したら?"
OP_COST = "アクティブのドン!!が3枚しかない状態で、コスト4のキャラって出せる?"
KS_CP = "拠点にカードが3枚ある状態で配備ステップに入った。CPはいくつもらえて、CPコスト4のUNITは出せる?"


@pytest.mark.parametrize(
    ("game", "question", "first", "not_top3"),
    [
        ("ninjaslayer", NS_KILL, "1004.1", ("704.3", "704.4")),
        ("onepiece", OP_KO, "7-1-4-1-2", ("7-1", "7-1-1-1")),
        ("sve", SVE_BANE, "11.3.2", ("8.4.5",)),
        ("onepiece", OP_COST, "2-7-2", ()),
        ("kiseki", KS_CP, "703.8a", ()),
    ],
)
def test_simulated_answers_cite_the_deciding_clause_first(
    fast_answerer: Answerer, game: str, question: str, first: str, not_top3: tuple[str, ...]
) -> None:
    answer = fast_answerer.ask(question, game)
    assert answer.simulation is not None
    ids = [c.id for c in answer.citations]
    assert ids[0] == first and answer.citations[0].via == "engine"
    assert not set(not_top3) & set(ids[:3])
    assert any(c.via == "search" for c in answer.citations[:3])  # the best search hit stays near the top


def test_op_10_1_4_1_a_blocker_that_cannot_block_outranks_the_damage_it_lets_through() -> None:
    """A rested 【ブロッカー】 (10-1-4-1) answers 「ブロックできる?」; the life damage follows from it."""
    events = (
        _event(1, "attack", ("7-1-1-1",)),
        _event(2, "cannot_block", ("10-1-4-1",), reason="rested"),
        _event(3, "move", ("7-1-4-1-1-2",), from_zone="life", to_zone="hand"),
    )
    sim = SimulationResult("onepiece", ONGOING, events, {})
    assert decisive_rules(sim, Scheme.HYPHEN) == ["10-1-4-1", "7-1-4-1-1-2", "7-1-1-1"]


@pytest.mark.parametrize(
    ("game", "question", "refused_by"),
    [
        # a builder's refused action (onepiece's cost questions are planned, not built: issue 11 item 7)
        ("onepiece", "登場したばかりの速攻を持たないキャラで攻撃はできますか?", "3-7-4"),
        # (sve's cost questions are planned too: its attack builder's refusal stands in)
        ("sve", "このターンに手札から出したフォロワーで相手のリーダーを攻撃できる?", "8.4.2.1"),
    ],
)
def test_a_refused_action_keeps_the_builders_notes(
    monkeypatch: pytest.MonkeyPatch, game: str, question: str, refused_by: str
) -> None:
    """The engine refusing the action (IllegalAction) must not drop what the builder assumed."""
    built = build_scenario(game, extract(question))
    assert isinstance(built, BuiltScenario)
    assumed = "質問にない値を仮定しています。"
    monkeypatch.setattr(simulation, "build_scenario", lambda g, f: replace(built, notes=(assumed,)))
    sim, _, note = simulation.run_question(game, extract(question))
    assert sim is not None and sim.rejected is not None and refused_by in sim.rejected["rules"]
    assert note == assumed


@pytest.mark.parametrize(
    "question",
    [
        "キャラは何枚まで置ける?",
        "同じカードナンバーのカード、デッキに5枚入れていい?",
        "デッキから3枚まとめて別の場所に移すときって、一気に取るの? 1枚ずつ?",
        "「0枚引く」ってことになったらどうなるの?",
        "手札は7枚を超えたらどうなる?",
    ],
)
def test_a_number_asked_about_is_no_situation(question: str) -> None:
    """A rule's quantity (何枚まで, 5枚入れていい, 7枚を超えたら) describes no position to simulate."""
    assert not looks_like_scenario(extract(question))


@pytest.mark.parametrize(
    "question",
    [
        "手札が8枚になったらどうなる?",
        "山札が0枚になったら負け?",
        "ライフ0でダメージを受けたら?",
        "山札が残り1枚で3枚ドローしたら?",
        "アクティブのドン!!が3枚ある。1体のキャラに3枚とも付けてもいい?",
        "ドン!!を2枚付けたキャラがKOされた。付いてたドン!!はどこに行く?",
        "自分のライフ3枚で相手のアタックを受けた",
    ],
)
def test_a_stated_position_is_a_situation(question: str) -> None:
    assert looks_like_scenario(extract(question))


def test_op_3_7_6_paraphrase_gets_no_simulation_note(fast_answerer: Answerer) -> None:
    # 「同じカードナンバーのカード、デッキに5枚入れていい?」: simulated since round 13 (deck plan, 2-14-2)
    for question in ("キャラは何枚まで置ける?",):
        answer = fast_answerer.ask(question, "onepiece")
        assert answer.simulation is None
        assert not any(n.startswith("シミュレーションなし") for n in answer.notes)
