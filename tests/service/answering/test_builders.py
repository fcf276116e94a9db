"""Scenario builders: each supported situation per game, from varied phrasings, run through the engine.

Fast: no index, no model. Each test names the clause the simulated outcome turns on.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.citing import Simulated
from service.answering.extract import extract
from service.answering.scenarios import BuiltScenario, build_scenario
from service.answering.simulation import run_question
from service.engine.scenario import simulate


def run(game: str, question: str) -> Simulated:
    sim, built, note = run_question(game, extract(question))
    # a note may state an assumption the builder made (CPコスト1 …), never a failure
    assert note is None or not note.startswith("シミュレーション"), note
    assert sim is not None and built is not None, f"no scenario for {question!r}"
    return sim


def run_op(question: str) -> Simulated:
    """onepiece as `/ask` answers it (`plans.situate`): most situations are planned from the reading
    now (issue 11 item 7); the battle builders still in `scenarios/onepiece.py` answer the rest."""
    from service.answering.plans import situate

    gated, note = situate(question, "onepiece")
    assert gated.sim is not None and gated.accounting.verdict.stated, (
        f"no stated scenario for {question!r}: {note}"
    )
    return gated.sim


def zone(sim: Simulated, player: str, name: str) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = sim.result.final_state["players"][player]["zones"][name]
    return cards


def rejected_rules(sim: Simulated) -> set[str]:
    return {r for e in sim.result.events if e.type == "rejected" for r in e.rules}


# ----- ONE PIECE ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "パワー5000のキャラで、ライフ3枚・パワー5000の相手リーダーにアタック。ブロックもカウンターもなし",
        "５千パワーのキャラクターで相手のリーダー(パワー５千、ライフ3枚)を攻撃したら?",
        "相手のライフが3枚。パワー6000のキャラでリーダー(パワー5000)にアタックするとライフは何枚?",
    ],
)
def test_op_7_1_4_1_1_2_leader_hit_moves_a_life_card_to_hand(question: str) -> None:
    sim = run("onepiece", question)
    assert len(zone(sim, "player2", "life")) == 2 and len(zone(sim, "player2", "hand")) >= 1
    assert sim.result.events_citing("7-1-4-1-1-2")


@pytest.mark.parametrize(
    "question",
    [
        "パワー5000のキャラクターにドン!!カードを2枚付与した場合、自分のターン中のパワーはいくつ?",
        # 「ドン!!を2枚付けたパワー5千のキャラ」 may tell the power with the DON!!: withheld (round 9)
        "パワー5千のキャラにドン!!を2枚付けた。パワーって?",
    ],
)
def test_op_6_5_5_2_each_attached_don_adds_1000(question: str) -> None:
    sim = run_op(question)
    compare = next(e for e in sim.result.events if e.type == "compare")
    assert compare.data["attacker_power"] == 7000


def test_op_7_1_4_1_2_stronger_attacker_kos_a_rested_character() -> None:
    sim = run("onepiece", "パワー6000のキャラで相手のレストのパワー5000のキャラにアタックしたら?")
    assert "t" in [c["uid"] for c in zone(sim, "player2", "trash")]


@pytest.mark.parametrize(
    "question",
    [
        "アクティブのドン!!が3枚しかない状態で、コスト4のキャラって出せる?",
        "アクティブのドン!!３枚でコスト４のキャラクターを登場させられますか",
    ],
)
def test_op_2_7_2_cost_needs_as_many_active_don(question: str) -> None:
    sim = run_op(question)
    assert "2-7-2" in rejected_rules(sim)  # a planned run records the refusal as a `rejected` event


def test_op_3_7_6_1_sixth_character_replaces_one() -> None:
    sim = run_op("キャラがもう5体並んでる状態で6体目を出したい。どうすればいい?")
    assert "c0" in [c["uid"] for c in zone(sim, "player1", "trash")]


@pytest.mark.parametrize(
    ("question", "hand", "cost"),
    [
        ("先攻の1ターン目って、カードは引ける? ドン!!は何枚置ける?", 5, 1),
        ("後攻の最初のターン、ドン!!は何枚?", 6, 2),
    ],
)
def test_op_6_3_1_and_6_4_1_first_turns(question: str, hand: int, cost: int) -> None:
    sim = run_op(question)
    assert len(zone(sim, "player1", "hand")) == hand and len(zone(sim, "player1", "cost")) == cost


def test_op_6_5_6_1_no_battle_on_the_first_turn() -> None:
    assert "6-5-6-1" in rejected_rules(run_op("後攻なら自分の1ターン目からアタックできる?"))


def test_op_7_1_4_1_1_1_zero_life_damage_loses() -> None:
    sim = run("onepiece", "相手のライフが0枚のときにリーダーにアタックが通ったらどうなる?")
    assert sim.result.outcome.winner == "player1" and "7-1-4-1-1-1" in sim.result.outcome.rules


def test_op_9_2_1_2_empty_deck_loses_and_1_2_3_both_draw() -> None:
    assert run_op("山札が0枚になったら負け?").result.outcome.winner == "player2"
    both = run_op("お互いの山札が同時に0枚になったら?").result.outcome
    assert both.draw and "1-2-3" in both.rules


# ----- Shadowverse Evolve ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手リーダーのHPが残り3。攻撃力4のフォロワーでリーダーを殴ったらどうなる?",
        "4/4のフォロワーで体力3の相手リーダーを攻撃したら勝てる?",
    ],
)
def test_sve_11_2_1_leader_at_zero_health_loses(question: str) -> None:
    sim = run("sve", question)
    assert sim.result.outcome.winner == "player1" and "11.2.1" in sim.result.outcome.rules


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力3・体力2のフォロワーで、相手の横向きになってる攻撃力2・体力3のフォロワーを攻撃したら?",
        "3/2のフォロワーで相手のアクト状態の2/3のフォロワーに攻撃すると?",
    ],
)
def test_sve_8_4_9_1_followers_damage_each_other(question: str) -> None:
    sim = run("sve", question)
    assert "a" in sim.result.uids("player1", "graveyard") and "b" in sim.result.uids("player2", "graveyard")


def situated(game: str, question: str) -> Simulated:
    """The stated simulation as `/ask` answers it (`plans.situate`), for situations only plans build."""
    from service.answering.plans import situate

    gated, _ = situate(question, game)
    assert gated.accounting.verdict.stated and gated.sim is not None, gated.accounting.verdict.reason
    return gated.sim


def test_sve_7_2_4_1_first_player_skips_the_first_draw() -> None:
    sim = situated("sve", "先攻の最初のターン、カードは引ける? 使えるPPはいくつ?")
    assert sim.result.counter("player1", "pp") == 1 and len(zone(sim, "player1", "hand")) == 4


def test_sve_3_2_4_1_pp_max_stays_at_ten() -> None:
    sim = situated("sve", "PP最大値がもう10の状態で自分のターンが来たら、11に増える?")
    assert sim.result.counter("player1", "pp_max") == 10


@pytest.mark.parametrize(
    "question", ["エンドフェイズに手札が9枚ある場合、どうなりますか?", "手札９枚でターン終了したら?"]
)
def test_sve_7_4_7_hand_limit_discards_down_to_seven(question: str) -> None:
    assert len(zone(situated("sve", question), "player1", "graveyard")) == 2


def test_sve_4_4_4_1_field_limit() -> None:
    assert "4.4.4.1" in rejected_rules(situated("sve", "場にフォロワーがもう5体いるとき、もう1体出せる?"))


def test_sve_8_2_1_cost_needs_pp() -> None:
    assert rejected_rules(situated("sve", "PPが2のとき、コスト3のフォロワーをプレイできる?"))


def test_sve_11_2_2_drawing_from_an_empty_deck_loses() -> None:
    assert situated("sve", "山札が0枚の状態でカードを引いたら負け?").result.outcome.winner == "player2"


def test_sve_8_4_2_1_summoned_this_turn_cannot_attack_the_leader() -> None:
    assert rejected_rules(run("sve", "出したばかりのフォロワーでそのターンすぐ攻撃できる?"))


# ----- ニンジャスレイヤー -----------------------------------------------------------------------
def test_ns_103_3_simultaneous_defeat_non_turn_player_wins() -> None:
    """Through /ask: the defeat_state builder is retired (plans/ninjaslayer_defeat plans it)."""
    question = "自分のターン中に、効果で自分と相手のダメージ・ゾーンが同時に10枚になった。どっちが勝つ?"
    outcome = situated("ninjaslayer", question).result.outcome
    assert outcome.winner == "player2" and outcome.rules[0] == "103.3"


def test_ns_103_3_simultaneous_defeat_with_the_turn_unsaid_is_withheld() -> None:
    """Whose turn decides 103.3 and the question does not say it (the retired builder took the asker's)."""
    from service.answering.plans import situate

    gated, _ = situate("お互いのダメージ・ゾーンが同時に１０枚になったら勝者は?", "ninjaslayer")
    assert not gated.accounting.verdict.stated


def test_ns_502_3a_first_turn_draws_one() -> None:
    sim = run("ninjaslayer", "先攻の1ターン目ってドロー何枚? 初手4枚スタートだとドロー後の手札は何枚?")
    assert len(zone(sim, "player1", "hand")) == 5


def test_ns_1312_1_cost_paid_by_upright_etel() -> None:
    sim = run("ninjaslayer", "エテルに縦向きのカードが2枚しかないんだけど、コスト3のキャラって出せる?")
    assert "1312.1" in rejected_rules(sim)


@pytest.mark.parametrize(
    "question",
    [
        "工作力2のキャラで相手プレイヤーにアイサツが通ったら、ダメージチェックは何回?",
        "工作力２のキャラクターでアイサツ",
    ],
)
def test_ns_706_4a_kousaku_damage_checks(question: str) -> None:
    placed = next(e for e in run("ninjaslayer", question).result.events if e.type == "damage_check_placed")
    assert placed.data["count"] == 2


def test_ns_706_4b_karate_at_least_durability_kills() -> None:
    sim = run("ninjaslayer", "カラテ3のキャラクターが耐久力3のキャラクターにアイサツした場合どうなる?")
    assert [c["uid"] for c in zone(sim, "player2", "ohigan")] == ["b"]


def test_ns_505_3a_damage_is_gone_next_turn() -> None:
    sim = run(
        "ninjaslayer", "耐久力4のキャラが3点ダメージ食らって生き残った。そのダメージって次のターンまで残る?"
    )
    (b,) = zone(sim, "player2", "field")
    assert not b["flags"].get("damage")


def test_ns_1002_1_ten_in_the_damage_zone_loses() -> None:
    assert situated("ninjaslayer", "ダメージ・ゾーンが10枚になったら?").result.outcome.winner == "player2"


# ----- 軌跡 ------------------------------------------------------------------------------------
def _ks(question: str) -> Simulated:
    """kiseki as `/ask` answers it (`plans.situate`): the 回復フェイズ and draw builders are retired."""
    from service.answering.plans import situate

    gated, note = situate(question, "kiseki")
    assert gated.sim is not None and gated.accounting.verdict.stated, f"no stated scenario: {note}"
    return gated.sim


def test_ks_705_5_lower_kizuna_loses() -> None:
    outcome = _ks(
        "回復フェイズの時点で自分の絆が-1、相手の絆が-3になってる。負けるのはどっち?"
    ).result.outcome
    assert outcome.winner == "player1" and "705.5" in outcome.rules


def test_ks_703_8a_cp_from_base_and_1204_2h_unpayable_unit() -> None:
    sim = run(
        "kiseki",
        "拠点にカードが3枚ある状態で配備ステップに入った。CPはいくつもらえて、CPコスト4のUNITは出せる?",
    )
    assert "1204.2h" in rejected_rules(sim)


def test_ks_804_11a_3_overkill() -> None:
    sim = run(
        "kiseki", "STR5・DEF4のUNITで、STR2・DEF3・CPコスト2の相手UNITに単独で攻撃した。相手の絆は何点減る?"
    )
    assert sim.result.counter("player2", "kizuna") == 36


def test_ks_803_5b_stunned_units_cannot_be_targeted() -> None:
    sim = run("kiseki", "相手の場のUNITが全部スタンしてる。STR3のUNITで攻撃したらどうなる?")
    assert sim.result.counter("player2", "kizuna") == 37


def test_ks_1102_1_drawing_from_an_empty_deck_loses() -> None:
    sim = _ks("デッキにカードが1枚もない状態でカードを引こうとしたら?")
    assert "1102.1" in sim.result.outcome.rules


# ----- Force of Will --------------------------------------------------------------------------
def test_fow_10_6_per_card_damage_is_one_instance() -> None:
    from service.answering.plans import situate  # fow's damage builders are retired: its plans answer

    for question in (
        "手札3枚の状態で「手札1枚につき100ダメージ」の効果を使ったら?",
        "手札3枚で手札1枚につき100ダメージ",
    ):
        sim = situate(question, "fow")[0].sim
        assert sim is not None, question
        hits = [e for e in sim.result.events if e.type == "counter"]
        assert len(hits) == 1 and hits[0].data["delta"] == -300
        again = simulate("fow", dict(sim.scenario))  # the planned scenario re-runs unchanged
        assert [e.to_json() for e in again.events] == [e.to_json() for e in sim.result.events]


# ----- the scenario re-runs unchanged ---------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("onepiece", "パワー5000のキャラで、ライフ3枚でパワー5000の相手リーダーにアタック"),
        ("sve", "攻撃力3・体力2のフォロワーで相手のアクト状態の攻撃力2・体力3のフォロワーを攻撃"),
        ("ninjaslayer", "カラテ3のキャラクターが耐久力3のキャラクターにアイサツ"),
        ("kiseki", "STR5・DEF4のUNITでSTR2・DEF3の相手UNITに攻撃"),
    ],
)
def test_scenario_reruns_unchanged_through_simulate(game: str, question: str) -> None:
    sim = run(game, question)
    again = simulate(game, dict(sim.scenario))
    assert [e.to_json() for e in again.events] == [e.to_json() for e in sim.result.events]


def test_unrelated_question_builds_no_scenario() -> None:
    for game in ("onepiece", "sve", "ninjaslayer", "kiseki", "fow"):
        assert build_scenario(game, extract("今日の天気は?")) is None


def test_rejected_scenario_reruns_to_the_same_refusal() -> None:
    # the illegal-action policy (notes/effects.md): a refused scripted action is a `rejected` event
    # and the run goes on, so /simulate answers the same scenario with the same refusal
    # a builder's refused action (onepiece's cost questions are planned, not built: issue 11 item 7)
    sim = run("onepiece", "登場したばかりの速攻を持たないキャラで攻撃はできますか?")
    assert sim.rejected is not None
    again = simulate("onepiece", dict(sim.scenario))
    refusals = [e for e in again.events if e.type == "rejected"]
    assert refusals and refusals[0].data.get("code") == sim.rejected["code"]
    assert list(refusals[0].rules) == list(sim.rejected["rules"])


def test_builders_return_built_scenarios_for_every_game() -> None:
    built = build_scenario("sve", extract("4/4のフォロワーで相手リーダーを攻撃"))
    assert isinstance(built, BuiltScenario) and built.situation == "sve.attack"
