"""Shadowverse Evolve: attacks on a leader planned from the reading (`plans/sve_attack.attack`), so the
one-attack builder's leader rows need it no longer (issue 11, item 7).

* 8.4.9 / 11.2.1: an attack on a leader deals the attacker's 攻撃力; 体力0 or less loses. 「どうなる?」 is
  answered too — the attacker's unstated 体力 is never hit by an attack on a leader.
* 10.5.2.2 (【ドレイン】): 「攻撃のあと」「攻撃前の」「攻撃が終わったあと」 name the attack as a time, no
  second attack: the attack's sentence is the one the attack is told in.
* 「体力5の相手リーダー」: a 体力 joined by の to the leader noun right after it is that leader's; stats no
  card noun carries are never put on a follower of their own (「こっちの体力４」 had become a follower's).
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


def winner(value: Any) -> Any:
    return value.get("winner") if isinstance(value, dict) else value


@pytest.mark.parametrize(
    ("question", "won"),
    [
        ("相手リーダーのHPが残り3。攻撃力4のフォロワーでリーダーを殴ったらどうなる?", "self"),
        ("攻撃力3のフォロワーで体力3の相手リーダーを攻撃したらどうなる?", "self"),
        ("攻撃力４のフォロワーで体力５の相手リーダーを殴ったら?", None),
        ("体力2の相手のリーダーに攻撃力2のフォロワーで攻撃したら勝てる?", "self"),
    ],
)
def test_8_4_9_an_attack_on_a_leader_what_happens(question: str, won: str | None) -> None:
    told = verdict(question)
    assert told.stated and winner(told.value) == won


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "【ドレイン】持ちで攻撃力3のフォロワーで相手リーダーを殴った。自分のリーダーは体力10だったけど、攻撃のあといくつになる?",
            [13],
        ),
        (
            "前のターンから場にいる【ドレイン】持ちの攻撃力4フォロワーで、相手リーダー(体力15)を攻撃した。攻撃前の自分のリーダーの体力は12。攻撃が終わったあと自分のリーダーの体力いくつ?",
            [16],
        ),
        (
            "自分のリーダー体力9。【ドレイン】持ちの攻撃力4のフォロワーで相手リーダーを攻撃して、何も邪魔されなかった。攻撃終わったあと自分のリーダーの体力いくつ?",
            [13],
        ),
    ],
)
def test_10_5_2_2_drain_heals_the_attackers_leader_after_the_attack(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    ("question", "won"),
    [
        # 「こっちの体力４」 is the asker's leader's, told by no leader noun: not a follower of the asker's
        (
            "向こうの攻撃力5のフォロワーにリーダー殴られたら、こっちの体力４しか残ってないんだけど負け?",
            "opponent",
        ),
        ("相手のフォロワー(攻撃力3)にリーダーを殴られた。こっちは体力3だけど負け?", "opponent"),
        ("攻撃力2のフォロワーで、体力が2の相手の場のリーダーを攻撃したら勝てる?", "self"),
    ],
)
def test_11_2_1_a_health_no_card_carries_is_never_a_followers(question: str, won: str) -> None:
    told = verdict(question)
    assert not told.stated or winner(told.value) == won


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("今出した【疾走】持ちのフォロワーで相手のリーダーを攻撃できる?", "yes"),
        ("このターン場に出した【疾走】持ちの攻撃力3のフォロワーで、体力3の相手リーダーを攻撃したら?", "self"),
        ("このターンに出した疾走持ちの攻撃力2のフォロワーで、体力5の相手リーダーを殴ったら体力いくつ?", [3]),
        ("こっちのリーダー体力2。相手が出したばっかの疾走持ち2/1にリーダー殴られたら負ける?", "opponent"),
        # an acted 【守護】 on the defender's field still forbids the leader (12.8.2), 【疾走】 or not
        (
            "疾走持ちのフォロワーを出したけど、相手の場にアクト状態の守護フォロワーがいる。疾走ならリーダーに直接攻撃できる?",
            "no",
        ),
    ],
)
def test_12_9_2_a_storm_follower_played_this_turn_attacks_the_leader(question: str, value: Any) -> None:
    told = verdict(question)
    assert told.stated and winner(told.value) == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 「…するのはあり?」「できたっけ?」 ask whether the attack is allowed (lexicon ASK can)
        (
            "ターンプレイヤーの自分が、このターン手札から出したばっかの【突進】持ちフォロワーで相手のリーダーを攻撃するのはあり?",
            "no",
        ),
        (
            "このターン出したばっかのフォロワーで、相手のアクト状態のフォロワーに攻撃ってできたっけ?疾走とかはなし",
            "no",
        ),
        ("前のターンから場にいるフォロワーで相手のリーダーを攻撃するのってアリ?", "yes"),
        # 「疾走とかはなし」: keywords denied with no card named describe no card of their own
        ("このターンに出したフォロワーで相手のリーダーを攻撃できる?突進も疾走もなし", "no"),
    ],
)
def test_8_4_2_1_whether_the_attack_is_allowed_asked_in_players_words(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the owner word after the last leader named asks that owner's leader's 体力 (10.5.2.2)
        (
            "自分のリーダーの体力が5のとき、攻撃力3の【ドレイン】を持つフォロワーで相手のリーダーを攻撃すると、自分の体力はいくつ?",
            [8],
        ),
        (
            "自分のリーダーの体力は7。【ドレイン】持ちの攻撃力2のフォロワーで相手のリーダー(体力10)を攻撃したら、自分の体力は?",
            [9],
        ),
        (
            "【ドレイン】持ちの攻撃力4のフォロワーで体力12の相手リーダーを攻撃した。自分のリーダーは体力3だけど、攻撃後の相手のリーダーの体力は?",
            [8],
        ),
    ],
)
def test_10_5_2_2_the_asked_owners_leader_is_told_first(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value
