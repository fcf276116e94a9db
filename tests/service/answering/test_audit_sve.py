"""Precision audit of sve's stated verdicts (round 3): wordings where a verdict had been stated wrong.

* 5.9.2 / 1.2.1.2: 「2枚引かされた」 had been met by the start phase's draw of 1 (its event's PP最大値2
  matched the 2): the amount of a draw met only by the run's events is the cards one player draws;
* 8.4.9: 「自分のリーダー体力は?」 after attacking the opponent's leader had been answered with the
  opponent's 体力 only: the asker's own leader keeps its 体力, told first.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Fact, Role
from service.answering.reading.payload import evented
from service.engine.events import Event


def answered(question: str) -> tuple[Any, str]:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    if not verdict.stated or gated.built is None or gated.sim is None:
        return None, ""
    return verdict.value, gated.built.summarize(gated.sim.result)


def _winner(value: Any) -> Any:
    return value.get("winner") if isinstance(value, dict) else value


@pytest.mark.parametrize(
    "question",
    [
        "自分のデッキ1枚で相手の効果で2枚引かされた。勝者は?",
        "山札が1枚のとき、相手のカードの効果で俺が2枚ドローさせられた。どっちの勝ち?",
        "デッキ残り１枚。相手のスペルでカードを２枚引かされた。勝敗は?",
        "うちのデッキが2枚の状態で、向こうの効果でカードを3枚引かされた。勝ったのはどっち?",
    ],
)
def test_5_9_2_a_draw_of_n_is_n_draws_not_the_turns_draw(question: str) -> None:
    # 5.9.2 draws N one by one; 5.9.1.1 / 1.2.1.2: drawing from an empty deck loses
    value, _ = answered(question)
    assert value is None or _winner(value) == "opponent"


def _draw(seq: int) -> Event:
    data = {"from_player": "player1", "to_player": "player1", "from_zone": "deck", "to_zone": "hand"}
    return Event(seq=seq, type="move", text="", rules=("7.2.4",), data=data)


def test_5_9_2_a_draws_amount_is_not_held_by_another_number_of_the_run() -> None:
    fact = Fact(0, 3, "2枚引", Role.ACTION, "draw", 2, None, False, "")
    pp = Event(seq=1, type="counter", text="", rules=("7.2.1",), data={"key": "pp_max", "value": 2})
    assert not evented(fact, {"player1": {"deck": 2}}, (pp, _draw(2)))
    assert evented(fact, {}, (_draw(1), _draw(2)))
    # an asked amount (「2枚引けるんですか?」) is what the run may refute: not held to the draws
    text = "カードを2枚引けるんですか?"
    asked = Fact(3, 6, "2枚引", Role.ACTION, "draw", 2, None, False, "")
    assert evented(asked, {}, (pp, _draw(2)), text)


@pytest.mark.parametrize(
    ("question", "health"),
    [
        (
            "自分のリーダー体力10で、攻撃力3・ドレインなしのフォロワーで相手リーダーを攻撃した。自分のリーダー体力は?",
            10,
        ),
        (
            "こっちのリーダーの体力は7。攻撃力5のフォロワーで相手のリーダーを殴った。こっちのリーダーの体力はいくつ?",
            7,
        ),
        (
            "俺のリーダー体力12、相手リーダー体力9。攻撃力4のフォロワーで相手リーダーに攻撃。俺のリーダーの体力は?",
            12,
        ),
        ("自分の体力8。攻撃力3のフォロワーで相手リーダーを攻撃。自分の体力は?", 8),
    ],
)
def test_8_4_9_the_attackers_own_leader_keeps_its_health(question: str, health: int) -> None:
    value, head = answered(question)
    assert value is None or value == [health] or isinstance(value, dict)
    if value is not None:
        assert head.startswith(f"シミュレーション結果: 自分のリーダーの体力は{health}のまま")


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分の場はフォロワー4体とアミュレット1つ。アミュレットは場に出せる?", "no"),
        ("場にフォロワーが1体とアミュレットが4つ。フォロワーをもう1体出せる?", "no"),
        ("こっちの場にフォロワー２体、アミュレット３つ。フォロワーをプレイできる?", "no"),
        ("場にフォロワーが2体とアミュレットが2つ。フォロワーをもう1体出せる?", "yes"),
        ("うちの場、フォロワー3体とアミュレット1個。フォロワーを1体出せる?", "yes"),
    ],
)
def test_4_4_4_1_amulets_counted_in_tsu_fill_the_field(question: str, value: str) -> None:
    # 4.4.4.1 five cards at most, followers and amulets alike (10.6.2.6): 「アミュレット1つ」 had been
    # dropped and its 1 matched by the hand's one card (stated 'yes' on a full field)
    assert answered(question)[0] in (value, None)


@pytest.mark.parametrize(
    "question",
    [
        "このターン進化を1回した。そのあと別のフォロワーを進化させようとしてる。EPは2、PPは5。できる?",
        "このターン既にフォロワーを進化させた。EP3、PP6。もう1体進化できる?",
        "今のターン、進化を一回使った。PP4、EP2。別のフォロワーも進化させられる?",
    ],
)
def test_8_3_2_an_evolve_already_made_this_turn_is_not_dropped(question: str) -> None:
    # 8.3.2: evolve abilities once per turn; the one told as made had been dropped ('yes' stated)
    assert answered(question)[0] in ("no", None)


@pytest.mark.parametrize(
    ("question", "health"),
    [
        ("2ダメージ受けた体力3のフォロワーを進化させた。進化後カードの体力は2。破壊される?", 0),
        ("3ダメージを受けている体力4のフォロワーを進化させた。進化後の体力は3。破壊される?", 0),
    ],
)
def test_5_15_3_an_evolved_follower_left_at_0_is_destroyed(question: str, health: int) -> None:
    # 5.15.3 the damage stays after evolving; 11.3.1 体力0以下 is destroyed (the head had raised IndexError)
    value, head = answered(question)
    assert value in (True, None)
    if value is not None:
        assert f"進化後の体力は{health}で0以下のため、破壊されます" in head


@pytest.mark.parametrize(
    ("question", "health"),
    [
        (
            "自分のリーダー体力9。【ドレイン】持ちの攻撃力4のフォロワーで相手リーダーを攻撃して、"
            "何も邪魔されなかった。攻撃終わったあと自分のリーダーの体力いくつ?",
            13,
        ),
        (
            "こっちのリーダーの体力は12。ドレインを持つ攻撃力3のフォロワーで相手のリーダーを攻撃した。こっちのリーダーの体力はいくつ?",
            15,
        ),
        (
            "俺のリーダー体力5。【ドレイン】の攻撃力2で、相手のアクト状態の攻撃力1体力3のフォロワーを攻撃した。俺のリーダーの体力は何になる?",
            7,
        ),
    ],
)
def test_12_13_2_the_drained_own_leader_asked_is_told_first(question: str, health: int) -> None:
    # 12.13.2: ドレイン raises the attacker's leader by the damage dealt; the verdict reads the first
    # 体力 told, which had been the opponent's (blind G sve-bg-14: [16] for 13)
    value, head = answered(question)
    assert value == [health]
    assert head.startswith(f"シミュレーション結果: 【ドレイン】で自分のリーダーの体力は{health}になります")


@pytest.mark.parametrize(
    ("question", "pp"),
    [
        ("PP最大値7で今PPが残り2。ここで『PPを6回復する』効果を使ったらPPはいくつ?", 7),
        ("PP最大値5でPP残り1。PPを3回復したらPPは?", 4),
        ("PP最大値6、PP残り2の状態でPPを2回復した。PPは?", 4),
    ],
)
def test_5_14_1_1_the_pp_left_is_read_before_recovering(question: str, pp: int) -> None:
    # 5.14.1 adds the amount to the PP left; 5.14.1.1 no further than PP max (blind G sve-bg-06:
    # 「PPが残り2」 had been unread and the verdict withheld)
    value, head = answered(question)
    assert value in ([pp], None) or isinstance(value, dict)
    assert head.startswith(f"シミュレーション結果: PPは{pp}になります")
