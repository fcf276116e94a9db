"""Force of Will plans, continued (see `test_plans_fow.py`): a player's life after damage, both
players' counts, and the regressions found by probing our own wordings — each a wrong verdict a
builder or plan stated before, now simulated right or withheld.

Clauses: 10.6.2 / 10.6.4 (damage lowers life; one instance to each target), 10.17.1 (a reduction
replaces the instance), 10.8 (drawing), 10.10 (dispose), 10.3 (removing from the game), 10.12.2
([レスト]), 10.19.3 ([A/B]).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.plans.fow_players import life_damage
from service.answering.plans.fow_zones import zone_counts
from service.answering.reading.reader import read
from tests.service.answering.test_plans_fow import GAME, _answered, _planned

# --- 10.6.2 / 10.6.4: a player's life after damage to one or each player -----------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "お互いのライフが1000。各プレイヤーに300ダメージを与えるスペルを撃った。自分のライフはいくつ?",
            [700],
        ),
        ("お互いのライフは2000。『各プレイヤーに500ダメージを与える』を使った。相手のライフは何点?", [1500]),
        (
            "自分のライフ2500、相手のライフ3000。『対象のプレイヤーに600ダメージ』を自分に使った。自分のライフは何点?",
            [1900],
        ),
    ],
)
def test_10_6_2_life_after_damage_to_one_or_each_player(question: str, value: list[int]) -> None:
    assert life_damage(read(question, GAME)) is not None
    assert _planned(question)[:2] == (True, value)
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "お互いのライフが1000。300ダメージを与えるスペルを撃った。自分のライフはいくつ?",  # to whom?
        "お互いのライフが1000。各プレイヤーに300ダメージを何回か与えた。自分のライフはいくつ?",  # how many?
    ],
)
def test_10_6_4_unknown_target_or_repeats_are_withheld(question: str) -> None:
    assert life_damage(read(question, GAME)) is None
    assert _answered(question)[0] is False


def test_10_6_4_repeats_told_are_instances() -> None:
    """「2回与えた」: two instances of 300 to each player (style audit 20b; the plan had declined repeats)."""
    question = "お互いのライフが1000。各プレイヤーに300ダメージを2回与えた。自分のライフはいくつ?"
    assert life_damage(read(question, GAME)) is not None
    assert _answered(question) == (True, [400])


def test_both_players_count_must_be_held_by_each_seat() -> None:
    """「お互いのライフが1000」 is not reflected by one player's life alone (the builder damaged only
    the opponent and would have stated the asker's untouched 4000)."""
    gated, _ = situate(
        "お互いのライフが1000。各プレイヤーに300ダメージを与えるスペルを撃った。自分のライフはいくつ?", GAME
    )
    assert gated.built is not None and gated.built.situation == "fow.plan.life"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("お互いの手札が3枚。お互いにカードを1枚引く。相手の手札は何枚?", [4]),
        ("自分の手札2枚、相手の手札3枚。お互いにカードを1枚引く。自分の手札は何枚?", [3]),
        ("相手のデッキ5枚。相手にカードを2枚引かせた。相手のデッキは何枚?", [3]),
    ],
)
def test_10_8_each_player_or_the_counted_player_draws(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_8_a_hand_asked_after_draws_needs_the_hand_before() -> None:
    assert _answered("カードを3枚引いた。手札は何枚?")[0] is False


def test_10_19_3_each_modification_gained_is_applied() -> None:
    # two [A/B] gained: both apply (the builder read only the first and stated 500)
    question = "攻撃力300のリゾネイターが[+200/+0]を得た後、[-100/-100]を得た。攻撃力はいくつ?"
    assert _answered(question) == (True, [400])


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("リカバー状態のリゾネイターの[レスト]能力、使える?", "yes"),  # [レスト] is no rested state
        ("縦向きのJ/リゾネイターで[レスト]コストは払える?", "yes"),
        ("横向きのリゾネイターで[レスト]のコストって払える?", "no"),
    ],
)
def test_10_12_2_the_rest_symbol_is_not_a_rested_state(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    ["ライフ1000の相手に1500ダメージ。相手は負ける?", "自分のデッキが0枚でカードを1枚引いたら負け?"],
)
def test_10_6_2_who_loses_is_not_decided_by_section_10(question: str) -> None:
    # §10 lowers life and fails a draw but ends no game: no simulated 'no winner' is stated
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力500のリゾネイターが[-600/-600]を得た。攻撃力は?",  # below 0: not §10's to say
        "攻撃力500のリゾネイター。相手が[-600/-600]を与えた。攻撃力は?",
        "リゾネイターが[+200/+200]を得た。攻撃力は?",  # the original 攻撃力 is not given
    ],
)
def test_10_19_3_a_negative_or_unknown_result_is_withheld(question: str) -> None:
    assert _answered(question)[0] is False


def test_10_8_another_player_drawing_leaves_my_deck() -> None:
    assert _answered("自分のデッキ10枚。相手がカードを3枚引いた。自分のデッキは何枚?")[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分の場の『破壊されない』リゾネイターを破棄した。墓地は3枚。墓地は何枚?", [4]),  # 10.10
        (
            "自分の場の『破壊されない』リゾネイターが相手の効果で破壊された。墓地は3枚。墓地は何枚?",
            [3],
        ),  # 10.9.3
        ("自分の場のリゾネイターを破棄した。墓地は3枚。墓地は何枚?", [4]),
    ],
)
def test_10_10_dispose_is_not_stopped_by_indestructible(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_3_a_count_after_removing_from_the_graveyard_is_withheld() -> None:
    # the builder removed a field card: the graveyard the question counts was untouched (stated 5)
    question = "自分の墓地5枚。自分の効果で自分の墓地のリゾネイターをゲームから取り除いた。墓地は何枚?"
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ3000。相手に500ダメージを与え、さらに相手に500ダメージを与えた。相手のライフは?",
        "相手のライフ3000。相手に500ダメージを与え、さらに500ダメージを与えたら相手のライフは?",
        "相手のライフは3000。自分の効果で相手に500ダメージ。続けて別の効果で相手に500ダメージ。相手のライフはいくつ?",
    ],
)
def test_10_6_4_each_damage_told_is_its_own_instance(question: str) -> None:
    # the same amount told twice is two instances (the builder dealt one and stated 2500)
    assert _answered(question) == (True, [2000])


@pytest.mark.parametrize(
    "question",
    [
        "手札3枚。手札を1枚ゲームから取り除いて、カードを2枚引いた。手札は何枚?",
        "手札3枚。手札を1枚デッキに戻して、カードを2枚引いた。手札は何枚?",
        "防御力500のリゾネイターに300ダメージを与えたあと、ダメージを全部取り除いた。蓄積ダメージは?",
        "相手のライフは4000。相手に1000ダメージを与えた後、ライフを回復した。相手のライフは?",
    ],
)
def test_an_action_no_plan_scripts_is_read_and_withholds(question: str) -> None:
    # the zone plan once stated 5 for 「1枚ゲームから取り除いて…2枚引いた」: the removal went unread
    assert _answered(question)[0] is False


def test_a_plan_declines_an_action_it_does_not_script() -> None:
    # the destroyed card stood on the field, which weakly reflected 「場に出して」: the hand said 3
    question = "手札3枚。リゾネイターを場に出してから、そのリゾネイターを破壊した。手札は何枚?"
    assert zone_counts(read(question, GAME)) is None
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のライフ2000。相手に800ダメージ、相手はそのダメージを無効にした。相手のライフは?", [2000]),
        (
            "相手のターン。相手の効果で自分に1000ダメージ、自分はそれを400軽減した。自分のライフ3000はいくつ?",
            [2400],
        ),
    ],
)
def test_10_17_1_a_reduction_replaces_the_one_instance(question: str, value: list[int]) -> None:
    assert life_damage(read(question, GAME)) is not None
    assert _planned(question)[:2] == (True, value)


def test_10_17_a_negated_reduction_is_withheld() -> None:
    # the builder applied the reduction the question says was negated (stated 2000, 1200 is right)
    question = "相手のライフ2000。相手に800ダメージ。自分は相手のダメージ軽減を無効にした。相手のライフは?"
    assert _answered(question)[0] is False
