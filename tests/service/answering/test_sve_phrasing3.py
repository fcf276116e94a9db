"""Shadowverse Evolve phrasing classes the round-3 probe (`data/probe3_sve.jsonl`) exposed, each with
several phrasings: stats said for after evolving (「5/5にしたら」), several attackers of which one was
played this turn, several 【守護】 to choose from, 【指定攻撃】, recovering PP, tokens onto a full field,
the hand limit on the opponent's turn, a keyword holder's own stats and state, the opponent's follower
played on its own turn, a spell that deals damage and draws, and the clause a conclusion rests on
(5.15.3, 11.3.2). Fast: no index, no model."""

from __future__ import annotations

import pytest

from service.answering.citing import Simulated
from service.answering.extract import extract
from service.answering.scenarios import BuiltScenario
from service.answering.simulation import run_question
from service.engine.scenario import SimulationResult
from tests.service.answering.probes import any_rejected as _refused


def _run(question: str) -> tuple[Simulated, BuiltScenario]:
    sim, built, note = run_question("sve", extract(question))
    assert sim is not None and built is not None, f"no simulation for {question!r} ({note})"
    return sim, built


def _situated(question: str) -> tuple[Simulated, BuiltScenario]:
    """The stated simulation as `/ask` answers it (`plans.situate`), for situations only plans build."""
    from service.answering.plans import situate

    gated, _ = situate(question, "sve")
    assert gated.accounting.verdict.stated, gated.accounting.verdict.reason
    assert gated.sim is not None and gated.built is not None
    return gated.sim, gated.built


def _left(r: SimulationResult, player: str) -> list[int]:
    """体力 left of `player`'s followers: the evolve card's 体力 when evolved (5.15.2), less damage."""
    out = []
    for card in r.zone(player, "field"):
        evo = next((c for c in r.zone(player, "evolved") if c["flags"].get("evolves") == card["uid"]), card)
        out.append(int(evo["stats"]["health"]) - int(card["flags"].get("damage", 0)))
    return out


@pytest.mark.parametrize(
    "question",
    [
        "このターンに出した3/3のフォロワーを進化させて5/5にしたら、相手のアクト状態の4/4に攻撃できる?",
        "このターン出した2/2を進化させて4/4にした。相手のアクトしてる3/3に攻撃したら?",
        "出したばかりの2/2を進化させて4/4になったフォロワーで、相手の横向きの3/3に攻撃したら?",
        "場に出したばかりの攻撃力1・体力1のフォロワーを進化させて3/3にして、相手のアクト状態の2/2を攻撃したらどうなる?",
    ],
)
def test_sve_8_4_2_1_evolved_this_turn_with_the_stats_it_became(question: str) -> None:
    sim, _ = _run(question)
    r = sim.result
    assert not _refused(r) and len(r.zone("player2", "graveyard")) == 1 and _left(r, "player1") == [1]


@pytest.mark.parametrize(
    ("question", "health"),
    [
        (
            "前のターンからいる攻撃力3のフォロワーと、このターンに出した攻撃力4のフォロワー(疾走なし)で、"
            "体力7の相手リーダーを攻撃したら勝てる?",
            4,
        ),
        (
            "前のターンからいる攻撃力2のフォロワーと、今出した攻撃力5のフォロワーで体力6の相手リーダーを倒せる?",
            4,
        ),
    ],
)
def test_sve_8_4_2_1_of_several_attackers_the_one_played_this_turn_cannot_attack(
    question: str, health: int
) -> None:
    sim, built = _run(question)
    r = sim.result
    skipped = [e for e in r.events if e.type == "cannot_attack"]
    assert len(skipped) == 1 and "8.4.2.1" in skipped[0].rules and r.counter("player2", "health") == health
    head = built.summarize(r).split("。")
    assert "攻撃できません(8.4.2.1)" in head[0] and "相手は敗北しません" in head[1]


def test_sve_8_4_2_1_several_attackers_the_one_from_before_still_wins() -> None:
    sim, _ = _run(
        "このターンに出した攻撃力3のフォロワーと前のターンからいる攻撃力4のフォロワーで、体力4の相手リーダーを攻撃したら?"
    )
    assert sim.result.outcome.winner == "player1" and sim.result.counter("player2", "health") == 0


@pytest.mark.parametrize(
    ("question", "wards"),
    [
        ("相手の場にアクト状態の守護持ちフォロワーが2体いる場合、どっちを攻撃してもいいの?", 2),
        ("相手の場に横向きの守護持ちが3体いる。どれを攻撃してもいいの?", 3),
        ("相手の場にアクト状態の守護フォロワーが2体。どっちに攻撃してもOK?", 2),
    ],
)
def test_sve_12_8_2_any_of_several_acted_wards_may_be_attacked(question: str, wards: int) -> None:
    sim, built = _run(question)
    chosen = [e for e in sim.result.events if e.type == "ward_target"]
    assert built.situation == "sve.attack" and not _refused(sim.result)
    assert len(chosen) == 1 and chosen[0].data["wards"] == wards
    assert "どれを攻撃目標に選んでもかまいません" in built.summarize(sim.result).split("。")[1]


@pytest.mark.parametrize(
    ("question", "left"),
    [
        ("指定攻撃を持つ3/3のフォロワーで、相手のスタンド状態の2/2のフォロワーを攻撃できる?", [1]),
        (
            "指定攻撃持ちの攻撃力2・体力2のフォロワーで、相手の縦向きの1/3のフォロワーを攻撃したらどうなる?",
            [1],
        ),
    ],
)
def test_sve_12_11_2_targeted_attack_on_a_standing_follower(question: str, left: list[int]) -> None:
    sim, built = _run(question)
    assert (
        not _refused(sim.result)
        and sim.result.events_citing("12.11.2")
        and _left(sim.result, "player1") == left
    )
    assert "【指定攻撃】" in built.summarize(sim.result)


@pytest.mark.parametrize(
    ("question", "pp"),
    [
        ("PP最大値6でPPが5残ってるときに、PPを2回復する効果を使ったらPPはいくつ?", 6),
        ("PP最大値8でPPが3のとき、PPを3回復する効果を使ったら?", 6),
        ("PPが7あってPP最大値も7のとき、PPを1回復したらどうなる?", 7),
        ("PP最大値5、PP1のときPPを2回復させたらPPはいくつ?", 3),
    ],
)
def test_sve_5_14_1_1_recovering_pp_up_to_pp_max(question: str, pp: int) -> None:
    sim, built = _situated(question)
    assert built.situation == "sve.planned_pp_recovery" and sim.result.counter("player1", "pp") == pp
    assert built.summarize(sim.result).startswith(f"シミュレーション結果: PPは{pp}になります")


@pytest.mark.parametrize(
    ("question", "made", "cut"),
    [
        (
            "自分の場にフォロワーが4体いるときに、『フェアリー』トークンを2体出す効果を使ったら何体出る?",
            1,
            True,
        ),
        ("場にフォロワーが3体いる状態で、『スティールナイト』トークンを3体出したら?", 2, True),
        ("場にカードが5枚あるとき、トークンを1体出す効果を使ったら?", 0, True),
        ("場にフォロワーが2体のとき、フォロワートークンを2体出す効果を使ったら?", 2, False),
    ],
)
def test_sve_4_4_4_2_tokens_onto_a_full_field(question: str, made: int, cut: bool) -> None:
    sim, built = _situated(question)  # as /ask answers it: plans/sve_moves.tokens_limit
    assert built.situation == "sve.planned_tokens"
    assert len([e for e in sim.result.events if e.type == "token"]) == made
    assert ("(4.4.4.2、9.1.1.1)" in built.summarize(sim.result)) == cut


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン中に手札が8枚になったら、すぐに捨てないといけないの?",
        "相手のターン中にカードを引いて手札が9枚になったら、その場で捨てる?",
        "相手のターンに手札が8枚になっても捨てなくていいの?",
    ],
)
def test_sve_7_4_7_the_hand_limit_is_the_turn_players_at_its_own_end_phase(question: str) -> None:
    # a hand grown on the opponent's turn is no end phase's discard of the asker (7.4.7): no scenario
    # reaches that hand (the retired builder's 「効果で8枚になった」 was never stated), so /ask withholds
    from service.answering.plans import situate

    assert not situate(question, "sve")[0].accounting.verdict.stated


@pytest.mark.parametrize(
    "question",
    [
        "相手の攻撃力5・体力5のフォロワーが、こっちのアクトしてる必殺持ちの1/1を攻撃してきたらどうなる?",
        "相手の攻撃力4・体力4のフォロワーが、俺のアクトしてる必殺持ち2/1に攻撃してきたら?",
        "相手の必殺持ち(1/1、アクト状態)に自分の攻撃力5のフォロワーで攻撃したら両方破壊される?",
    ],
)
def test_sve_11_3_2_a_bane_holder_named_with_its_stats_and_state(question: str) -> None:
    sim, built = _run(question)
    r = sim.result
    assert not _refused(r) and not r.zone("player1", "field") and not r.zone("player2", "field")
    summary = built.summarize(r)  # the conclusion, before the events, names the 【必殺】 destruction
    assert "(11.3.2)" in summary and summary.index("(11.3.2)") < summary.index("(8.4.5")


@pytest.mark.parametrize(
    ("question", "code"),
    [
        (
            "相手が出したばかりの攻撃力3のフォロワー(疾走なし)に、俺のリーダーって殴られる?",
            "cannot_attack_leader",
        ),
        (
            "相手がこのターン出した突進持ちの4/4に、こっちのリーダーを攻撃されることある?",
            "cannot_attack_leader",
        ),
    ],
)
def test_sve_8_4_2_1_the_opponents_follower_played_this_turn(question: str, code: str) -> None:
    sim, built = _run(question)
    assert sim.rejected is not None and sim.rejected["code"] == code
    assert built.summarize(sim.result).startswith("シミュレーション結果: 相手はその攻撃はできません")


def test_sve_12_9_2_the_opponents_storm_follower_played_this_turn_attacks() -> None:
    sim, _ = _run("相手が今出した疾走持ちの攻撃力5のフォロワーに、体力5の自分のリーダーを殴られたら負け?")
    assert sim.result.outcome.winner == "player2" and sim.result.counter("player1", "health") == 0


@pytest.mark.parametrize(
    "question",
    [
        "自分のデッキが0枚で相手リーダーの体力が2のとき、「相手のリーダーに2ダメージを与え、カードを1枚引く」スペルを使ったらどうなる?",
        "自分のデッキが0枚、相手リーダーの体力が3。「相手のリーダーに3ダメージを与え、カードを1枚引く」スペルを使ったら勝敗は?",
    ],
)
def test_sve_1_2_2_a_spell_that_wins_and_draws_from_an_empty_deck_is_a_draw(question: str) -> None:
    sim, built = _situated(question)  # as /ask answers it: plans/sve_spell (the builder is retired)
    assert sim.result.outcome.draw and "引き分け" in built.summarize(sim.result)


def test_sve_5_9_2_a_spell_that_deals_damage_then_draws() -> None:
    sim, built = _situated(
        "相手リーダーの体力3。「相手リーダーに1ダメージ。カードを1枚引く」スペルを使ったら?"
    )
    assert sim.result.counter("player2", "health") == 2 and len(sim.result.zone("player1", "hand")) == 1
    assert "その後カードを1枚引きます" in built.summarize(sim.result)


@pytest.mark.parametrize(
    "question",
    [
        "体力2のフォロワーが1ダメージを受けた状態で進化して体力4になったら、残りの体力はいくつ?",
        "体力3のフォロワーが2ダメージを受けた状態で進化して体力5になったら、残りは?",
    ],
)
def test_sve_5_15_3_the_conclusion_tells_the_event_citing_it(question: str) -> None:
    sim, built = _situated(question)  # planned (plans/sve_evolve.evolved_health): the builder is retired
    assert built.summarize(sim.result).endswith("(5.15.2、5.15.3)。")


@pytest.mark.parametrize(
    "question",
    [
        "場のフォロワーが４体のときに、もう1体フォロワーを出せますか?",
        "場にアミュレットが1枚とフォロワーが2体いるとき、フォロワーをもう1体出せる?",
    ],
)
def test_sve_10_6_2_6_the_field_check_is_told_when_the_card_fits(question: str) -> None:
    sim, built = _situated(question)
    summary = built.summarize(sim.result)
    assert summary.startswith("シミュレーション結果: 手札のフォロワーを場に出せます")
    assert "(10.6.2.6、4.4.4.1)" in summary


@pytest.mark.parametrize(
    "question",
    [
        "相手の場には威圧持ちのフォロワー(アクト状態)しかいない。リーダーは攻撃できる?",
        "相手の場に威圧を持つフォロワーがいるけど、攻撃力3のフォロワーでリーダーを殴ったら?",
    ],
)
def test_sve_12_12_2_intimidate_leaves_the_leader_attackable(question: str) -> None:
    sim, built = _run(question)
    assert (
        not _refused(sim.result)
        and "(12.12.2)" in built.summarize(sim.result).split("。")[1 if "できる" in question else 0]
    )
