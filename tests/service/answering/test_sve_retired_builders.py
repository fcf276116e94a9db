"""Shadowverse Evolve: what only the per-phrasing builders (`scenarios/sve*.py`, being retired — issue 11,
item 7) had answered of the seen rows, answered by the plans alone (`plans/sve_attack.py` with
`plans/sve_attack_asked.py`; the builders patched out as `benchmarks/retire_check.py sve` does): those blind
rows and new wordings of each family, with variants whose answer differs. Each expected answer is the
rulebook's (`/work/shared/seeds/sve.txt`).

* 8.4.2.1 / 8.4.3.1: a follower played and evolved this turn may attack, but only an acted follower — not
  the leader (its summoning sickness stays); a follower played this turn and not evolved may not attack.
* 12.9.2 / 12.10.2 / 8.4.3.1: 【疾走】 or 【突進】 played this turn: a standing follower is no target for
  either; 【突進】 never the leader in that turn, 【疾走】 may.
* 12.14.2 / 12.14.2.1: 【必殺】 destroys the follower it fought even at 攻撃力0 (no damage dealt); a leader it
  attacks takes its 攻撃力 and nothing more.
* 12.13.2 / 12.13.3: 【ドレイン】 heals by the damage its attack dealt; given again it is one 【ドレイン】.
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The builders gone: `build_scenario` finds none (as `scenarios.builders` does for a game without a
    module), so the plans alone answer."""
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def stated(question: str) -> tuple[Any, Any]:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    assert verdict.stated, question
    assert gated.sim is not None
    return verdict.value, gated.sim.result


@pytest.mark.parametrize(
    ("question", "can"),
    [
        # blind rows sve-ai-04, sve-ao-02, sve-au-08 and the probe sve-probe-05 (the builders' alone)
        (
            "このターン手札から出したフォロワーを、そのまま同じターンに進化させた(コストは払えてる)。"
            "疾走も突進も持ってない。こいつで相手のリーダー殴れる?",
            "no",
        ),
        (
            "質問です。このターン手札から出したフォロワーを、そのまま同じターンにEP払って進化させました。"
            "進化したターンのフォロワーは攻撃できるって聞いたので、相手リーダーに攻撃したいんですが可能ですか?"
            "(疾走とかのキーワードは無し)",
            "no",
        ),
        (
            "このターン手札から出したフォロワー(疾走も突進もなし)をすぐ進化させた。進化したフォロワーって"
            "攻撃できるんだよね? そいつで相手リーダーを殴れる?",
            "no",
        ),
        ("出したターンに進化させたフォロワーって攻撃できる?相手のリーダーにもいける?", "no"),
        ("出したターンに進化させたフォロワーって攻撃できる?相手のリーダーも殴れる?", "no"),
        ("今ターン手札から出したフォロワーをEP払って進化させた。相手のリーダーを攻撃できる?", "no"),
        # an acted follower is a target for a follower evolved this turn (8.4.2.1, 8.4.3.1)
        (
            "このターンに出したフォロワーをそのまま進化させた(コストは払えてる)。"
            "相手のアクト状態のフォロワーを攻撃できる?",
            "yes",
        ),
        # not evolved: played this turn, it may not attack at all (8.4.2.1)
        (
            "このターン出したフォロワー(疾走も突進もなし)。相手の場にはアクト状態のフォロワーが1体。そいつを殴れる?",
            "no",
        ),
    ],
)
def test_8_4_2_1_evolved_this_turn_attacks_only_an_acted_follower(question: str, can: str) -> None:
    value, result = stated(question)
    assert value == can
    if can == "no":
        assert result.events_citing("8.4.3.1") or result.events_citing("8.4.2.1")


@pytest.mark.parametrize(
    ("question", "can"),
    [
        # blind rows sve-ac-08 and sve-bd-06
        (
            "【疾走】持ちのフォロワーを手札から出したとこ。相手の場にはスタンド状態(起きてる)の2/2が1体だけ。"
            "こいつに殴りかかれる?",
            "no",
        ),
        (
            "このターン出した【突進】持ちフォロワー。相手の場にはスタンド状態のフォロワーしかいない。"
            "突進だからフォロワーなら殴れるよね?",
            "no",
        ),
        (
            "【突進】持ちのフォロワーを手札から出したとこ。相手の場にはスタンド状態の2/2が1体だけ。こいつに殴りかかれる?",
            "no",
        ),
        # an acted target: 【疾走】 and 【突進】 may, a follower with neither not (12.9.2, 12.10.2, 8.4.2.1)
        (
            "【疾走】持ちのフォロワーを手札から出したところ。相手の場にはアクト状態の2/2が1体だけ。こいつに殴りかかれる?",
            "yes",
        ),
        (
            "このターン出した【突進】持ちフォロワー。相手の場にはアクト状態のフォロワーしかいない。"
            "突進だからフォロワーなら殴れるよね?",
            "yes",
        ),
        (
            "このターン出したフォロワー。相手の場にはアクト状態のフォロワーしかいない。フォロワーなら殴れるよね?",
            "no",
        ),
    ],
)
def test_12_10_2_rush_or_storm_played_this_turn_targets_only_an_acted_follower(
    question: str, can: str
) -> None:
    value, result = stated(question)
    assert value == can
    if can == "no":
        assert result.events_citing("8.4.3.1") or result.events_citing("8.4.2.1")


@pytest.mark.parametrize(
    ("question", "won"),
    [
        # blind row sve-ay-04: 【突進】 may not attack the leader the turn it was played (12.10.2, 8.4.3.1)
        (
            "このターンに出した攻撃力3の【突進】持ちフォロワーがいる。相手の場には縦向き(スタンド)のフォロワー"
            "しかいなくて、相手リーダーの体力は3。こいつでリーダー殴ってリーサル取れる?",
            "none",
        ),
        (
            "このターンに出した攻撃力3の【突進】持ちフォロワーがいる。相手リーダーの体力は3。"
            "こいつでリーダー殴ってリーサル取れる?",
            "none",
        ),
        # 【疾走】 may (12.9.2): 3 damage to a leader at 3 wins (11.2.1)
        (
            "このターンに出した攻撃力3の【疾走】持ちフォロワーがいる。相手リーダーの体力は3。"
            "こいつでリーダー殴ってリーサル取れる?",
            "self",
        ),
    ],
)
def test_12_9_2_storm_not_rush_attacks_the_leader_the_turn_it_is_played(question: str, won: str) -> None:
    value, _ = stated(question)
    assert value == won


@pytest.mark.parametrize(
    ("question", "destroyed"),
    [
        # blind rows sve-as-12, sve-ba-11, sve-ak-09
        (
            "攻撃力0で【必殺】持ちのフォロワーで、相手のアクト状態の攻撃力3・体力8のフォロワーを攻撃した。"
            "ダメージは0だけど、相手のフォロワーはどうなる?",
            True,
        ),
        (
            "攻撃力0・体力2で【必殺】持ちの俺のフォロワーで、相手の横向きの攻撃力5・体力5のフォロワーを殴った。"
            "攻撃力0だからダメージ入らないし、相手のフォロワーは生き残る?",
            True,
        ),
        (
            "相手ターン。俺の場にアクト状態の0/3の【必殺】持ちがいて、相手の5/5が殴ってきた。"
            "攻撃力0だからダメージは入らないけど、相手の5/5って破壊される?",
            True,
        ),
        (
            "相手ターン。俺の場にアクト状態の0/3の【必殺】持ちがいて、相手の4/4が殴ってきた。"
            "攻撃力0だからダメージは入らないけど、相手の4/4って破壊される?",
            True,
        ),
        (
            "攻撃力0の【必殺】持ちのフォロワーで、相手のアクト状態の攻撃力2・体力6のフォロワーを攻撃した。"
            "攻撃力0だからダメージは入らないけど、相手のフォロワーは破壊される?",
            True,
        ),
        (
            "攻撃力1・体力5で【必殺】持ちの俺のフォロワーで、相手のアクト状態の攻撃力2・体力6のフォロワーを攻撃した。"
            "相手のフォロワーは破壊される?",
            True,
        ),
        (
            "攻撃力1の【必殺】持ちのフォロワーで、相手のアクト状態の攻撃力3・体力8のフォロワーを攻撃した。"
            "相手のフォロワーはどうなる?",
            True,
        ),
        # no 【必殺】: 攻撃力0 deals no damage, the 体力6 follower survives (1.3.2.2)
        (
            "攻撃力0・体力5の俺のフォロワーで、相手のアクト状態の攻撃力2・体力6のフォロワーを攻撃した。"
            "相手のフォロワーは破壊される?",
            False,
        ),
    ],
)
def test_12_14_2_1_bane_destroys_with_no_damage_dealt(question: str, destroyed: bool) -> None:
    value, result = stated(question)
    assert value is destroyed
    assert bool(result.events_citing("11.3.2")) is destroyed


@pytest.mark.parametrize(
    ("question", "dealt"),
    [
        ("必殺を持つ攻撃力2のフォロワーで相手のリーダーを攻撃したらどうなる?", 2),  # sve-probe3-10
        ("【必殺】を持つ攻撃力3のフォロワーで相手のリーダーを攻撃したらどうなる?", 3),
    ],
)
def test_12_14_2_bane_does_nothing_to_a_leader(question: str, dealt: int) -> None:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    assert verdict.stated and verdict.value == {"result": "ongoing", "winner": None}
    assert gated.sim is not None and gated.built is not None
    assert not gated.sim.result.events_citing("11.3.2")
    assert f"相手リーダーに{dealt}ダメージを与えます" in gated.built.summarize(gated.sim.result)


@pytest.mark.parametrize(
    ("question", "health", "again"),
    [
        # blind rows sve-av-12, sve-bz-16 (given again), sve-by-17 (once)
        (
            "攻撃力3の【ドレイン】持ちに、別のカードでさらに【ドレイン】を付与した。これで横向きの相手フォロワーを"
            "殴ったら、体力12の俺のリーダーはいくつになる?",
            15,
            True,
        ),
        (
            "もともと【ドレイン】持ってる攻撃力3のフォロワーに、スペルで「【ドレイン】を得る」をさらに付けた。"
            "で、相手リーダー攻撃(前ターンからいる、妨害なし)。ドレイン2個だから6回復?俺の体力10からいくつ?",
            13,
            True,
        ),
        (
            "前のターンから場にいる【ドレイン】持ち(攻撃力3)で相手リーダーを攻撃、相手はクイックとか何もなし。"
            "攻撃前の俺のリーダー体力12。攻撃終わったら俺の体力いくつ?",
            15,
            False,
        ),
        (
            "攻撃力2の【ドレイン】持ちのフォロワーに、スペルでさらに【ドレイン】を付与した。これで相手のリーダーを"
            "攻撃したら、体力10の俺のリーダーはいくつになる?",
            12,
            True,
        ),
        (
            "攻撃力4の【ドレイン】持ちに、別のカードでさらに【ドレイン】を付与した。これで横向きの相手フォロワーを"
            "殴ったら、体力8の俺のリーダーはいくつになる?",
            12,
            True,
        ),
        (
            "前のターンから場にいる【ドレイン】持ち(攻撃力2)で相手リーダーを攻撃、相手は何もなし。"
            "攻撃前の俺のリーダー体力10。攻撃終わったら俺の体力いくつ?",
            12,
            False,
        ),
    ],
)
def test_12_13_3_drain_given_again_is_one_drain(question: str, health: int, again: bool) -> None:
    value, result = stated(question)
    assert value == [health]
    assert bool(result.events_citing("12.13.3")) is again
    heals = [e for e in result.events if e.type == "counter" and "12.13.2" in e.rules]
    assert len(heals) == 1  # one heal per damage dealt, not one per 【ドレイン】 (12.13.3)
