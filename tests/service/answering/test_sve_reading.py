"""Shadowverse Evolve extraction and builders on varied phrasings (moved out of
`test_sve_questions.py`): full-width digits and kanji counts, stats that are not attacks, roles, sides,
restated cards, unstated stats, several attackers, followers played this turn, paying for two cards,
states in parentheses, and abilities the engine declines. Fast: no index, no model."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.citing import Simulated
from service.answering.extract import extract
from service.answering.simulation import run_question
from tests.service.answering.probes import run_sve as _run


# ----- extraction from varied phrasings ------------------------------------------------------------
def test_sve_full_width_digits_and_kanji_counts() -> None:
    facts = extract("攻撃力４のフォロワーで体力５の相手リーダーを殴ったら?")
    attacker, target = facts.attacker(), facts.target()
    assert attacker is not None and attacker.stats["attack"] == 4
    assert target is not None and target.kind == "leader" and target.stats["health"] == 5
    assert extract("手札が十枚あるままエンドフェイズ").numbers["hand"] == 10
    assert extract("ターン終了時に手札がちょうど７枚").numbers["hand"] == 7
    assert extract("手札にカードが9枚").numbers["hand"] == 9


def test_sve_attack_stat_is_not_an_attack() -> None:
    assert not extract("相手のフォロワーは攻撃力1で体力2").attack
    assert extract("攻撃力1のフォロワーで攻撃").attack


def test_sve_keyword_modifier_and_clause_end_keep_stats_on_their_card() -> None:
    facts = extract(
        "自分のリーダーの体力が5のとき、攻撃力3の【ドレイン】を持つフォロワーで相手のリーダーを攻撃"
    )
    leader, follower = facts.mentions[0], facts.mentions[1]
    assert leader.kind == "leader" and dict(leader.stats) == {"health": 5}
    assert (
        follower.kind == "follower"
        and dict(follower.stats) == {"attack": 3}
        and "ドレイン" in follower.keywords
    )


# ----- builders: roles, sides, restated cards, unstated stats ---------------------------------------
def _card(sim: Simulated, player: str, uid: str) -> dict[str, Any]:
    return next(c for z in ("field", "graveyard") for c in sim.result.zone(player, z) if c["uid"] == uid)


def test_sve_8_4_9_1_restated_target_and_unstated_attacker_health() -> None:
    sim, built, note = _run("体力2のフォロワーに攻撃力5のフォロワーで攻撃したら?相手のフォロワーは攻撃力1")
    assert _card(sim, "player2", "b")["stats"] == {"cost": 1, "attack": 1, "health": 2}
    assert _card(sim, "player1", "a")["stats"]["attack"] == 5
    assert "b" in sim.result.uids("player2", "graveyard") and "a" in sim.result.uids("player1", "field")
    head = built.summarize(sim.result).split("。")[:2]
    assert "破壊され" in head[0] and "判定していません" in head[1]  # no claim from a default
    assert note is not None and "攻撃するフォロワーの体力" in note


def test_sve_8_4_9_1_no_stats_no_claimed_destruction() -> None:
    sim, built, note = _run(
        "突進のフォロワーを場に出したターンに、相手のアクト状態のフォロワーを攻撃できますか?"
    )
    head = built.summarize(sim.result).split("。")[0]
    assert "攻撃できます" in built.summarize(sim.result) and "破壊" not in head
    assert not sim.result.zone("player1", "graveyard") and not sim.result.zone("player2", "graveyard")
    assert note is not None and "攻撃力を0" in note


def test_sve_12_8_2_ward_named_in_another_sentence_and_state_after_the_card() -> None:
    sim, _, _ = _run(
        "相手の場にアクト状態の【守護】フォロワーがいる。自分のフォロワーで相手リーダーを攻撃できる?"
    )
    assert sim.rejected is not None and "12.8.2" in sim.rejected["rules"]
    sim, _, _ = _run(
        "守護を持つ相手のフォロワーが縦向きのままなら、攻撃力2のフォロワーでリーダーに攻撃できる?"
    )
    assert sim.rejected is None and sim.result.counter("player2", "health") == 18


def test_sve_12_12_2_unnamed_attacker_and_anaphora() -> None:
    sim, _, _ = _run("相手の場に威圧を持つフォロワーしかいないとき、そのフォロワーを攻撃できる？")
    assert sim.rejected is not None and "12.12.2" in sim.rejected["rules"]
    sim, _, _ = _run("体力１の相手のリーダーにドレイン持ちの３／３で攻撃したら？自分の体力は10")
    assert sim.result.outcome.winner == "player1" and sim.result.counter("player2", "health") == -2


def test_sve_8_4_9_1_opponent_attacking_runs_on_the_opponents_turn() -> None:
    """The asker attacked: the asker's turn ends and the opponent attacks; unstated values decide nothing."""
    sim, built, note = _run("相手のフォロワーに攻撃された。自分のフォロワーは体力3")
    assert built.situation == "sve.defend" and sim.result.uids("player1", "field") == ["b"]
    assert "交戦したフォロワーの攻撃力と同じ値" in built.summarize(sim.result).split("。")[0]
    assert note is not None and "攻撃するフォロワーの攻撃力" in note and "相手のターン" in note


def test_sve_1_2_2_both_leaders_reach_zero() -> None:
    sim, built, _ = _run("お互いのリーダーの体力が同時に0になったらどうなる?")
    assert sim.result.outcome.draw and built.summarize(sim.result).startswith("シミュレーション結果: 両方")
    sim, _, _ = _run("自分の体力が2、相手の体力が5のときにお互いのリーダーに2ダメージを与える効果")
    assert sim.result.outcome.winner == "player2"
    sim, _, _ = _run("お互いのデッキが0枚の状態で、お互いに1枚引く効果が使われたら？")
    assert sim.result.outcome.draw and "11.2.2" in sim.result.outcome.rules


def test_sve_5_9_2_draw_effect_with_a_small_deck() -> None:
    sim, _, _ = _run("デッキが２枚のとき、カードを３枚引く効果を使ったら負ける？")
    assert sim.result.outcome.winner == "player2"
    sim, _, _ = _run("相手のデッキが0枚の状態で自分のターンを終えたら、どうなる?")
    assert sim.result.outcome.winner == "player1"


def test_sve_5_28_1_per_unit_other_than_graveyard_is_declined() -> None:
    # the engine counts 「〜につき」 in the graveyard only (5.28.1): another unit is no fact: /ask withholds
    from service.answering.plans import situate

    assert not situate("手札1枚につき1ダメージのスペルを手札5枚で使ったら?", "sve")[
        0
    ].accounting.verdict.stated


@pytest.mark.parametrize(
    ("question", "health"),
    [
        ("相手リーダーの体力が6、攻撃力3のフォロワー2体で攻撃したら倒せる?", 0),
        ("相手の体力が3で、攻撃力2のフォロワーと攻撃力1のフォロワーで攻撃したら勝てる?", 0),
        ("相手リーダーの体力が3。攻撃力２のフォロワーで攻撃した後、攻撃力１のフォロワーでも攻撃したら？", 0),
        ("相手の体力3、こちらのフォロワーは攻撃力3。リーダーを殴れば勝てますか", 0),
        ("疾走持ちの2/1を出してすぐ相手リーダーに攻撃したらダメージは？", 18),
    ],
)
def test_sve_8_4_9_several_attackers_and_attackers_named_by_stats(question: str, health: int) -> None:
    sim, _, _ = _run(question)
    assert sim.rejected is None and sim.result.counter("player2", "health") == health
    assert (sim.result.outcome.winner == "player1") is (health <= 0)


@pytest.mark.parametrize(
    "question",
    [
        "先攻1ターン目にフォロワーを出して攻撃できる?",
        "フォロワーを出して、そのターンに相手の横向きのフォロワーに攻撃できる?",
        "今出したばかりの突進を持つフォロワーで相手のリーダーを攻撃できる?",
    ],
)
def test_sve_8_4_2_1_a_follower_played_this_turn(question: str) -> None:
    sim, _, _ = _run(question)
    assert sim.rejected is not None and {"8.4.3.1", "8.4.2.1"} & set(sim.rejected["rules"])


def test_sve_8_4_2_1_played_on_an_earlier_turn_attacks() -> None:
    sim, _, _ = _run("前のターンに出したフォロワーで相手リーダーを攻撃できる？")
    assert sim.rejected is None


def test_sve_8_2_1_paying_for_two_cards() -> None:
    # as /ask answers it: plans/sve_pay.play_cost (a refused action is an event of the planned run)
    sim, built, _ = _run("PP5でコスト3のフォロワーとコスト2のスペルを両方使える?")
    refused = [e for e in sim.result.events if e.type == "rejected"]
    assert not refused and sim.result.counter("player1", "pp") == 0
    sim, built, _ = _run("PP4でコスト3のフォロワーとコスト2のアミュレットを両方出せる?")
    assert any(e.type == "rejected" for e in sim.result.events)
    assert built.summarize(sim.result).startswith("シミュレーション結果: 全部は出せません")


def test_sve_state_in_parentheses_after_the_card() -> None:
    sim, _, _ = _run("5/5の相手フォロワー(アクト状態)に4/4で攻撃")
    assert "a" in sim.result.uids("player1", "graveyard") and "b" in sim.result.uids("player2", "field")


@pytest.mark.parametrize(
    "question",
    [
        "オーラを持つ相手のフォロワーに2ダメージのスペルを使えますか?",
        "ファンファーレで2ダメージ与えるフォロワーを出したら?",
    ],
)
def test_sve_12_15_2_12_4_3_abilities_the_engine_does_not_model_are_declined(question: str) -> None:
    sim, built, note = run_question("sve", extract(question))
    assert sim is None and built is None and note is not None and "エンジンが扱わない" in note
