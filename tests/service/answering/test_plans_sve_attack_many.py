"""8.4 with several attackers (`plans/sve_attack_many.attack_together`): each follower attacks the
defending leader in turn (8.4.9: its 攻撃力 as damage), 11.2.1 ends the game at 体力 0 or less; a
follower the question says was played this turn attacks a leader only with 【疾走】 (8.4.2.1, 12.9.2);
and 6.2.1.11: a player's 体力 told with no card noun (「こっちの体力4」) is its leader's when that
leader is attacked (`plans/sve_attack.attack`). Through `plans.situate`, sve's builders off."""

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


def _winner(v: Any) -> Any:
    return v.value if v.asks == "winner" else v.value.get("winner")


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("俺のリーダー体力3で、相手の攻撃力2と攻撃力1のフォロワー2体にリーダー殴られたら?", "opponent"),
        ("相手のリーダー体力3、こっちの場に攻撃力1のフォロワーが3体。全員で殴ったら勝てる?", "self"),
        (
            "相手のリーダーの体力は5。攻撃力2のフォロワーと攻撃力3のフォロワーで相手のリーダーを攻撃したら勝てる?",
            "self",
        ),
        (
            "相手のリーダーの体力は6。攻撃力2のフォロワーと攻撃力3のフォロワーで相手のリーダーを攻撃したら勝てる?",
            "none",
        ),
    ],
)
def test_8_4_9_each_attacker_damages_the_leader(question: str, winner: str) -> None:
    v = verdict(question)
    assert v.stated and _winner(v) == winner


@pytest.mark.parametrize(
    "question",
    [
        "前のターンからいる攻撃力3のフォロワーと、このターンに出した攻撃力4のフォロワー(疾走なし)で、体力7の相手リーダーを攻撃したら勝てる?",
        "相手のリーダーの体力は7。前からいる攻撃力3のフォロワーと、今出した攻撃力4のフォロワーで相手のリーダーを攻撃したら勝てる?",
    ],
)
def test_8_4_2_1_a_follower_played_this_turn_does_not_attack_the_leader(question: str) -> None:
    v = verdict(question)
    assert v.stated and _winner(v) == "none"


@pytest.mark.parametrize(
    "question",
    [
        # a defending follower told: 【守護】 or a target could change the attacks (the one-attack plan's)
        "相手のリーダー体力3、相手の場に守護持ちのフォロワー。攻撃力1のフォロワー3体で殴ったら勝てる?",
        # the attacked leader's 体力 not told
        "攻撃力2のフォロワーと攻撃力3のフォロワーで相手のリーダーを攻撃したら勝てる?",
        # an attacker with no 攻撃力 told: two followers joined by と are two cards, not one named again
        "相手のリーダーの体力は5。攻撃力2のフォロワーと別のフォロワーで相手のリーダーを攻撃したら勝てる?",
        "相手のリーダー体力4。攻撃力3のフォロワーと、もう1体のフォロワーで殴ったら勝てる?",
        "相手のリーダーの体力は5。攻撃力2のフォロワーともう1体のフォロワーで相手のリーダーを攻撃したら勝てる?",
    ],
)
def test_8_4_several_attackers_with_a_fact_unread_are_withheld(question: str) -> None:
    v = verdict(question)
    assert not v.stated or v.asks not in ("winner", "outcome") or _winner(v) is None


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "向こうの攻撃力5のフォロワーにリーダー殴られたら、こっちの体力４しか残ってないんだけど負け?",
            "opponent",
        ),
        ("相手の攻撃力3のフォロワーに俺のリーダーが攻撃された。俺の体力は5。負ける?", "none"),
        ("相手の攻撃力6のフォロワーがうちのリーダーを攻撃してきた。うちの体力は6。どうなる?", "opponent"),
    ],
)
def test_6_2_1_11_a_players_health_is_its_leaders(question: str, winner: str) -> None:
    v = verdict(question)
    assert v.stated and _winner(v) == winner
