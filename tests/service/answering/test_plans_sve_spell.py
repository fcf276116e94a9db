"""Shadowverse Evolve: a spell's damage to the opponent's leader, planned from the reading
(`plans/sve_spell.per_graveyard`) — the builder `spell_damage` of `scenarios/sve_effects.py` is retired
(issue 11, item 7).

* 5.28.1: 「自分の墓場のカードN枚につき、相手のリーダーにMダメージ」 is counted once, one instance of damage.
* 10.6.2.8.2 / 1.2.2: a draw printed after the damage follows it in the same resolution; a draw from an
  empty deck loses at the same check as the opponent's leader, so both lose at once: a draw.
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


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の墓場にカードが11枚。「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」って効果を使った。相手リーダーは体力7だったけど、残りいくつ?",
            5,
        ),
        (
            "墓場にカードが14枚ある。『自分の墓場のカード4枚につき、相手のリーダーに1ダメージ』を使ったら、体力8の相手リーダーは残りいくつ?",
            5,
        ),
        (
            "自分の墓場にカードが17枚ある状態で「自分の墓場のカード5枚につき相手のリーダーに1ダメージ」のスペルを使うと何ダメージ?",
            3,
        ),
        ("「墓場のカード五枚につき相手リーダーに一ダメージ」のスペル、墓場が九枚なら何ダメージ?", 1),
    ],
)
def test_5_28_1_the_damage_per_graveyard_cards_is_counted_once(question: str, value: int) -> None:
    told = verdict(question)
    assert told.stated and value in told.value


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's graveyard; a unit the engine does not count; no graveyard told; a heal
        "墓場が12枚。「相手の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使ったら何ダメージ?",
        "手札1枚につき1ダメージのスペルを手札5枚で使ったら?",
        "「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使ったら何ダメージ?",
        "自分の墓場は8枚。「自分の墓場のカード4枚につき、自分のリーダーの体力を1回復」を使ったら?",
    ],
)
def test_5_28_1_a_count_the_plan_cannot_place_is_withheld(question: str) -> None:
    assert not verdict(question).stated


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のデッキが0枚で相手リーダーの体力が2のとき、「相手のリーダーに2ダメージを与え、カードを1枚引く」スペルを使ったらどうなる?",
            "draw",
        ),
        (
            "自分のデッキが0枚、相手リーダーの体力が3。「相手のリーダーに3ダメージを与え、カードを1枚引く」スペルを使ったら勝敗は?",
            "draw",
        ),
        (
            "自分のデッキが0枚で相手リーダーの体力が5のとき、「相手のリーダーに2ダメージを与え、カードを1枚引く」スペルを使ったら勝敗は?",
            "opponent",
        ),
        ("相手リーダーの体力3。「相手リーダーに1ダメージ。カードを1枚引く」スペルを使ったら?", None),
    ],
)
def test_10_6_2_8_2_the_draw_follows_the_damage_in_one_resolution(question: str, winner: str | None) -> None:
    told = verdict(question)
    assert told.stated
    value = told.value.get("winner") if isinstance(told.value, dict) else told.value
    assert value == winner


@pytest.mark.parametrize(
    ("question", "destroyed"),
    [
        (
            "自分の体力３のフォロワー(もう２ダメージ受けてる)に、相手の1ダメージのスペル撃たれたら破壊される?",
            True,
        ),
        (
            "自分の体力5のフォロワー(2ダメージ受けてる)に、相手の3ダメージのスペルが飛んできた。破壊される?",
            True,
        ),
        ("相手の体力3のフォロワーに2ダメージのスペルを撃ったら破壊される?", False),
    ],
)
def test_11_3_1_an_effects_damage_on_top_of_the_damage_taken(question: str, destroyed: bool) -> None:
    told = verdict(question)
    assert told.stated and bool(told.value) is destroyed


@pytest.mark.parametrize(
    ("question", "gone", "left"),
    [
        (
            "相手の場の体力2と体力4のフォロワーに、それぞれ2ダメージ与えるスペル使ったらどっちが残る?",
            ["f1"],
            ["f2"],
        ),
        ("自分の体力1のフォロワーと体力3のフォロワーに1ダメージずつ与える効果を使ったら?", ["f1"], ["f2"]),
        ("相手の体力1と体力1と体力5のフォロワーに2ダメージずつ与える効果を使ったら?", ["f1", "f2"], ["f3"]),
    ],
)
def test_5_13_1_one_effect_damages_several_followers_at_once(
    question: str, gone: list[str], left: list[str]
) -> None:
    gated, _ = situate(question, "sve")
    assert gated.accounting.verdict.stated and gated.sim is not None
    r = gated.sim.result
    side = "player2" if question.startswith("相手") else "player1"
    assert r.uids(side, "graveyard") == gone and r.uids(side, "field") == left


@pytest.mark.parametrize(
    "question",
    [
        # which one is asked; two sides; a fight
        "相手の体力2と体力4のフォロワーに2ダメージずつ与えるスペルを使ったら破壊される?",
        "自分の体力3のフォロワーと相手の体力2のフォロワーに1ダメージずつ与えたら?",
        "体力3のフォロワーに相手のフォロワーが攻撃してきた。2ダメージ受けたら破壊される?",
    ],
)
def test_5_13_1_damage_to_followers_the_plan_cannot_place_is_withheld(question: str) -> None:
    assert not verdict(question).stated


def test_1_2_2_both_players_draw_from_empty_decks_at_once_a_draw() -> None:
    # 「自分も相手もデッキが0枚」: one count for both decks (blind M sve-bm-01)
    told = verdict(
        "自分のターンに「各プレイヤーはカードを1枚引く」ってカードを使ったんだけど、そのとき自分も相手もデッキが0枚だった。"
        "これってどっちの勝ち?(自分目線で)"
    )
    assert told.stated and told.value == "draw"
