"""Shadowverse Evolve: paying PP, recovering PP and the field limit, planned from the reading
(`plans/sve_pay.play_cost` / `pp_recovery`, `plans/sve_moves.play_limit`) — the builders
`field_limit` and `pp_recovery` of `scenarios/sve_play.py` are retired (issue 11, item 7).

* 8.2.1 / 10.4.4: a card is played by paying its cost from the PP; a cost the PP cannot pay is refused.
* 5.14.1 / 5.14.1.1: PP recovers up to the PP max and no further.
* 4.4.4.1 / 10.6.2.6: the field holds 5 cards, amulets included; 「もう1体」 counted before the play verb
  is the card played, not the field.
* 7.4.3: in its end phase the turn player may act its standing 【守護】 followers
  (`plans/sve_moves.guard_at_end`; the builder `guard_at_end` is retired).
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the plans state by themselves (the cost builder left would answer some of these first)."""
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("PPが3あるとき、コスト3のフォロワーはプレイできる?", "yes"),
        ("PP2でコスト3のフォロワーって出せる?", "no"),
        ("PPが4残ってる。コスト2のアミュレットとコスト3のフォロワーを両方出せる?", "no"),
        ("PPが6のとき、コスト2のアミュレットとコスト3のフォロワーを両方出せる?", "yes"),
    ],
)
def test_8_2_1_a_card_is_played_by_paying_its_cost_from_the_pp(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        "PP４でコスト５の【クイック】スペルって使える?",  # a keyword: another family
        "相手のPPが3のとき、コスト3のフォロワーを出せる?",  # the opponent's PP
        "PPが3あるとき、コスト3の守護持ちフォロワーを出せる?",  # a keyword: another family
    ],
)
def test_8_2_1_a_payment_the_plan_cannot_tell_is_not_planned(question: str) -> None:
    assert not verdict(question).stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("PP最大値6でPPが5残ってるときに、PPを2回復する効果を使ったらPPはいくつ?", [6]),
        ("PP最大値5、PP1のときPPを2回復させたらPPはいくつ?", [3]),
        ("PP最大値7で今PPが残り2。ここで『PPを6回復する』効果を使ったらPPはいくつ?", [7]),
    ],
)
def test_5_14_1_1_pp_recovers_up_to_the_pp_max(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        "PPを2回復したらPPはいくつ?",  # neither the PP nor the PP max told
        "PP最大値が8。PPを3回復したらPPはいくつ?",  # the PP left not told
        "相手のPP最大値6でPPが4のとき、PPを3回復したら?",
    ],
)
def test_5_14_1_a_recovery_from_an_untold_pp_is_not_planned(question: str) -> None:
    assert not verdict(question).stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("場にフォロワー3体とアミュレット2枚あるんだけど、フォロワーもう1体出せる?", "no"),
        ("場にアミュレットが2つとフォロワーが3体いる。手札のフォロワーをもう1体出せる?", "no"),
        ("場にフォロワーが3体とアミュレット1枚。フォロワーをもう1体出せる?", "yes"),
    ],
)
def test_4_4_4_1_one_more_card_is_the_card_played_not_the_field(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        "自分の守護持ちがスタンド状態なんだけど、エンドフェイズにアクトできる?",
        "自分のエンドフェイズで、このターン攻撃してなくて縦のままの守護持ちフォロワーを横にしておける?",
        "エンドフェイズに、スタンド状態の自分の【守護】フォロワーをアクトにできる?",
        "自分のターンのエンドフェイズ、守護持ちのフォロワーがスタンドのまま。これをアクトできる?",
    ],
)
def test_7_4_3_a_standing_ward_is_acted_at_the_end_phase(question: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "アクト状態の守護持ちをエンドフェイズにアクトできる?",  # already acted: no candidate
        "エンドフェイズに守護なしのフォロワーをアクトできる?",
        "相手のエンドフェイズに、自分の守護持ちをアクトできる?",  # not the asker's end phase
    ],
)
def test_7_4_3_no_end_phase_act_the_plan_cannot_tell(question: str) -> None:
    assert not verdict(question).stated


@pytest.mark.parametrize(
    ("question", "made"),
    [
        ("場にフォロワーが3体いる状態で、『スティールナイト』トークンを3体出したら?", 2),
        ("場にフォロワーが2体のとき、フォロワートークンを2体出す効果を使ったら?", 2),
        ("場にカードが5枚あるとき、トークンを1体出す効果を使ったら?", 0),
    ],
)
def test_4_4_4_2_tokens_beyond_the_field_limit_are_not_created(question: str, made: int) -> None:
    gated, _ = situate(question, "sve")
    assert gated.accounting.verdict.stated and gated.sim is not None
    assert len([e for e in gated.sim.result.events if e.type == "token"]) == made


def test_4_4_4_2_can_a_token_come_out_of_a_full_field_is_never_yes() -> None:
    # the retired builder had answered 'yes' (can) though no token is created on a full field
    told = verdict("場にカードが5枚あるとき、トークンを1体出す効果を使ったら出せる?")
    assert not told.stated or told.value == "no"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a spell named with its cost (lexicon STAT spell_cost): the cost builder is retired
        ("PP４でコスト５のスペルって使える?", "no"),
        ("PP5でコスト3のフォロワーとコスト3のスペル両方使える?", "no"),
        ("PPが3あるとき、コスト2のスペルを撃てる?", "yes"),
    ],
)
def test_8_2_1_a_spell_is_used_by_paying_its_cost(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        "PP3。コスト5のフォロワーに「スペルのコスト-2」。そのフォロワーをプレイできる?",
        "PP2。手札のコスト4のアミュレット、「スペルのコストを2軽くする」効果が出てる。プレイできる?",
        "PP3でコスト5のフォロワーを出したい。場に「あなたのスペルのコスト-2」がある。出せる?",
    ],
)
def test_10_4_4_1_a_quoted_cost_change_of_another_card_kind_is_not_applied(question: str) -> None:
    # 「スペルのコスト-2」 changes only spells' cost: 'yes' had been stated for a follower (quoted audit 11)
    told = verdict(question)
    assert not told.stated or told.value == "no"


def test_10_4_4_1_a_quoted_cost_change_of_the_kind_played_still_applies() -> None:
    told = verdict("PP3。コスト5のスペルに「スペルのコスト-2」。そのスペルをプレイできる?")
    assert told.stated and told.value == "yes"
