"""Force of Will round 4 (issue 11): situations from the reading, through `situate` as /ask answers them.

* 10.9.1 — a destroyed J/ルーラー goes to its owner's ルーラーエリア, a destroyed リゾネイター to the
  graveyard; the card whose ability destroys them (「相手のリゾネイターの起動能力(そのリゾネイターは場に
  残る)で」) stands on its owner's field, neither destroyed nor a target. An aside in parentheses is its
  own clause: its card is not what the sentence after it destroys (fow-bk-10 had destroyed the source).
* 10.8.2 / 10.14.1 — a draw of N cards is N single draws, so the asker's 「あなたがカードを1枚ドローするたび、
  相手にXダメージを与える」 triggers N times: the opponent's life drops by N×X (plan draw_trigger; the gate
  counts the damage its card text tells as scripted by the printed trigger that carries it).
* 10.3.1 — a card removed from the game goes to its owner's 除外エリア, never the graveyard (zones plan);
  a card the question puts in another zone (「墓地のリゾネイター」) is no card on a field to destroy or
  remove, so neither the plan nor the destroy builder answers it (a graveyard had been stated unchanged).
* 10.11.1 — an ability negated on the chase moves no card; its player is the subject who played it
  (「相手(墓地3枚)がリゾネイターの起動能力をプレイ」, fow-bk-16), the play being the ability's own.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "graveyard"),
    [
        (
            "自分の墓地は7枚。相手のリゾネイターの能力によって、自分の場のJルーラーとリゾネイター1体が"
            "どちらも破壊された。自分の墓地は何枚になる?",
            8,
        ),
        (
            "自分の墓地4枚。相手のJ/リゾネイターの起動能力(J/リゾネイター自身は場に残ったまま)で、"
            "自分の場のJ/ルーラーとリゾネイター1体がまとめて破壊された。墓地は何枚?",
            5,
        ),
        (
            "墓地が2枚の自分。相手のリゾネイターの効果(そいつは場に残ってる)で、こっちの場のリゾネイター1体と"
            "Jルーラーが一緒に破壊された。墓地何枚?",
            3,
        ),
    ],
)
def test_10_9_1_destroyed_by_a_sources_ability_j_ruler_to_ruler_area(question: str, graveyard: int) -> None:
    assert _answered(question) == (True, [graveyard])


@pytest.mark.parametrize(
    ("question", "graveyard"),
    [
        (
            "自分の墓地は3枚。相手のリゾネイターの能力によって、自分の場のリゾネイター1体が破壊された。"
            "自分の墓地は何枚?",
            4,
        ),
        (
            "自分の墓地は3枚。自分のリゾネイターの能力によって、相手の場のリゾネイター1体が破壊された。"
            "自分の墓地は何枚?",
            3,
        ),
    ],
)
def test_10_9_1_the_source_stays_on_its_owners_field(question: str, graveyard: int) -> None:
    assert _answered(question) == (True, [graveyard])


@pytest.mark.parametrize(
    ("question", "graveyard"),
    [
        (
            "自分の墓地は3枚。相手のリゾネイターの能力で、自分の場のJルーラーとリゾネイター2体が破壊された。"
            "墓地は何枚?",
            5,
        ),
        (
            "自分の墓地は3枚。相手のリゾネイターの能力(そのリゾネイターは場に残る)で、自分の場のJ/ルーラーと"
            "リゾネイター2体がまとめて破壊された。墓地は何枚?",
            5,
        ),
        ("墓地5枚。相手のリゾネイターの効果によって、俺のJルーラーとリゾネイター3体が破壊された。墓地は?", 8),
    ],
)
def test_10_9_1_a_counted_group_with_a_source_is_not_one_card_each(question: str, graveyard: int) -> None:
    # one card per kind had been destroyed (「リゾネイター2体」 as one: stated 4 for 5); withheld or right
    stated, value = _answered(question)
    assert not stated or value == [graveyard]


@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "自分の場に「あなたがカードを1枚引くたび、相手に200ダメージを与える」カードがある。相手のライフは3000。"
            "自分がカードを2枚引いた。相手のライフは?",
            2600,
        ),
        (
            "俺のカードに「あなたがカードを1枚ドローするたび、対戦相手に300ダメージを与える」が書いてある。"
            "効果でカードを4枚ドローした。相手ライフ5000は何点になる?",
            3800,
        ),
        (
            "自分の場に「あなたがカードを1枚ドローするたびに、相手に150ダメージを与える」がある。"
            "相手のライフが1000のとき、自分が「カードを2枚ドローする」を解決した。相手のライフはいくつ?",
            700,
        ),
    ],
)
def test_10_8_2_each_single_draw_triggers_the_damage(question: str, life: int) -> None:
    assert _answered(question) == (True, [life])


@pytest.mark.parametrize(
    "question",
    [
        # another damage told outside the trigger
        "自分の場に「あなたがカードを1枚ドローするたび、相手に100ダメージを与える」がある。相手ライフ2000。"
        "自分がカードを3枚ドローして、さらに相手に500ダメージを与えた。相手のライフは?",
        # a deck shorter than the draw
        "自分の場に「あなたがカードを1枚ドローするたび、相手に100ダメージを与える」がある。相手ライフ2000。"
        "自分のデッキは2枚。カードを3枚ドローした。相手のライフは?",
        # the ability negated
        "自分の場に「あなたがカードを1枚ドローするたび、相手に100ダメージを与える」がある。相手ライフ2000。"
        "その能力は無効にされている。カードを3枚ドローした。相手のライフは?",
        # the asker's hand is asked, never told
        "自分の場に「あなたがカードを1枚ドローするたび、相手に100ダメージを与える」がある。相手ライフ2000。"
        "カードを3枚ドローした。自分の手札は何枚?",
    ],
)
def test_10_8_2_draw_trigger_other_facts_withhold(question: str) -> None:
    assert _answered(question)[0] is False


def test_10_8_2_the_opponents_draws_do_not_meet_a_your_draw_trigger() -> None:
    """The opponent draws: the asker's 「あなたが…ドローするたび」 is not met, the life stays (round 11: the
    draw trigger reads whose draw meets it; this had been withheld)."""
    q = (
        "自分の場に「あなたがカードを1枚ドローするたび、相手に100ダメージを与える」がある。相手ライフ2000。"
        "相手がカードを3枚ドローした。相手のライフは?"
    )
    assert _answered(q) == (True, [2000])


@pytest.mark.parametrize(
    ("question", "graveyard"),
    [
        (
            "自分の墓地は4枚。相手の効果で自分の場のリゾネイター1体がゲームから取り除かれた。自分の墓地は何枚?",
            4,
        ),
        (
            "相手の墓地3枚。自分の効果で相手のリゾネイター1体をゲームから取り除いた。相手の墓地は何枚になる?",
            3,
        ),
        ("自分の墓地5枚。相手の効果で自分の場のJ/ルーラー1体をゲームから取り除いた。自分の墓地は何枚?", 5),
    ],
)
def test_10_3_1_a_card_removed_from_the_game_leaves_the_graveyard_count(
    question: str, graveyard: int
) -> None:
    assert _answered(question) == (True, [graveyard])


@pytest.mark.parametrize(
    "question",
    [
        "相手の墓地3枚。自分の効果で相手の墓地のリゾネイター1体をゲームから取り除いた。相手の墓地は何枚?",
        "相手の墓地は3枚。自分の効果で、相手の墓地にあるリゾネイターをゲームから取り除いた。相手の墓地は何枚?",
        "相手の墓地3枚。相手の手札のリゾネイター1体をゲームから取り除いた。相手の墓地は何枚?",
        "自分の墓地3枚。墓地のリゾネイター1枚を破壊した。墓地は何枚?",
        "相手の墓地3枚。自分の効果で相手のリゾネイター1体をゲームから取り除いて、そのあと相手のリゾネイター1体を"
        "破壊した。相手の墓地は何枚?",
    ],
)
def test_10_3_1_a_card_off_the_field_or_other_moves_withhold(question: str) -> None:
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    ("question", "graveyard"),
    [
        (
            "相手(墓地は4枚)がリゾネイターの起動能力をプレイ(コストは[レスト]だけ)。その能力をチェイスで無効にした。"
            "相手の墓地は何枚?",
            4,
        ),
        (
            "自分(墓地は5枚)がリゾネイターの起動能力をプレイした。相手がその能力をチェイスで無効にした。"
            "自分の墓地は何枚?",
            5,
        ),
        ("相手がリゾネイターの起動能力をプレイした。相手の墓地は2枚。それを無効にした。相手の墓地は何枚?", 2),
    ],
)
def test_10_11_1_an_ability_played_by_its_player_and_negated_moves_no_card(
    question: str, graveyard: int
) -> None:
    # the ability's player is the clause's subject when its resonator has no owner word of its own
    assert _answered(question) == (True, [graveyard])


def test_10_11_1_two_players_abilities_withhold() -> None:
    question = (
        "相手がリゾネイターの起動能力をプレイし、自分もリゾネイターの起動能力をプレイした。相手の墓地は2枚。"
        "相手の能力を無効にした。相手の墓地は何枚?"
    )
    assert _answered(question)[0] is False
