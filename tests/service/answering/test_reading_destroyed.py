"""「破壊される?/KOされる?/殺される?/生き残る?」 answer the asked card's fate (`reading/fate.py`):
the card the question asks about (its role word, the subject of the asking clause, else the owned
card named last), on its seat or by its part in the attack — not whether any card left play. An
unresolved card whose fate differs from the other's, and a deciding stat the question never gives
(a builder default), withhold. The verdict's value is whether the asked card is removed (「生き残る?」
included: True = it does not survive)."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.card_seats import in_play, removed
from service.answering.reading.fate import asked_fate
from service.answering.reading.model import Verdict
from service.answering.reading.reader import read
from service.engine.events import Event
from service.engine.scenario import simulate


def verdict(game: str, question: str) -> Verdict:
    gated, _ = situate(question, game)
    return gated.accounting.verdict


def assert_stated(game: str, question: str, removed: bool) -> None:
    v = verdict(game, question)
    assert v.asks == "destroyed"
    assert v.stated, v.reason
    assert v.value is removed


def assert_withheld(game: str, question: str, because: str) -> None:
    v = verdict(game, question)
    assert v.asks == "destroyed"
    assert not v.stated and v.value is None
    assert because in v.reason


_SVE_FIGHT = "攻撃力3体力2のフォロワーで攻撃力2体力5の相手のフォロワーを攻撃した。"


# sve 9.3 (戦闘ダメージ) / 9.6 (体力0以下は破壊): the attacker (体力2) takes 2, the attacked (体力5) 3
@pytest.mark.parametrize(
    ("question", "removed"),
    [
        (_SVE_FIGHT + "相手のフォロワーは破壊される?", False),  # before: True (the attacker's fate)
        (_SVE_FIGHT + "こっちのフォロワーは破壊される?", True),
        (_SVE_FIGHT + "攻撃した方は破壊される?", True),
        # 「サツバツでこっちのキャラも死ぬ?」-like: the asker's own follower, which survives here
        (
            "攻撃力3体力4のこっちのフォロワーで攻撃力2体力2の相手のフォロワーを攻撃。こっちのフォロワーも破壊される?",
            False,
        ),
        (
            "攻撃力3体力2のこっちのフォロワーで攻撃力2体力5の相手のフォロワーを攻撃したら、こっちのフォロワーって生き残る?",
            True,
        ),
        ("攻撃力4のフォロワーで体力3の相手のフォロワーを攻撃した。相手のフォロワーは破壊される?", True),
        ("攻撃力2体力2のフォロワーで攻撃力2体力2の相手のフォロワーを攻撃した。破壊される?", True),
    ],
)
def test_sve_battle_destroys_the_asked_follower(question: str, removed: bool) -> None:
    assert_stated("sve", question, removed)


@pytest.mark.parametrize(
    ("question", "because"),
    [
        # the attacked follower's 体力 is never given: the builder's 体力99 decides it
        ("攻撃力3のフォロワーで相手のフォロワーを攻撃した。破壊される?", "質問にない体力"),
        # no owner on either follower and their fates differ
        ("攻撃力3体力2のフォロワーで攻撃力2体力5のフォロワーを攻撃した。破壊される?", "読み取れず"),
    ],
)
def test_sve_battle_withholds_an_unresolved_or_assumed_fate(question: str, because: str) -> None:
    assert_withheld("sve", question, because)


# onepiece 7-1-4-1-3: the attacked character with the lower パワー is KO'd; the attacker never is
@pytest.mark.parametrize(
    ("question", "removed"),
    [
        ("パワー6000のキャラでパワー5000の相手のキャラにアタックした。相手のキャラはKOされる?", True),
        ("パワー6000のキャラでパワー5000の相手のキャラにアタックした。KOされる?", True),
        ("パワー6000のキャラでパワー5000の相手のキャラにアタックした。殴りにいった方はKOされる?", False),
        (
            "パワー5000の相手のキャラに、パワー6000の自分のキャラでアタックした。自分のキャラはKOされる?",
            False,
        ),
        ("リーダー5千にドン!!1枚付けて、相手のレストのキャラ(7千)にアタック。KOとれる?", False),
        # 「どっちが」: whether one is KO'd; the bare 5000 is the パワー the question gives
        ("5000のキャラで、相手のレストしてる5000のキャラにアタック。パワー同じだとどっちがKO?", True),
    ],
)
def test_onepiece_battle_kos_the_asked_character(question: str, removed: bool) -> None:
    assert_stated("onepiece", question, removed)


# ninjaslayer 1004.1: a character whose damage reaches its 耐久力 is killed
@pytest.mark.parametrize(
    ("question", "removed"),
    [
        (
            "カラテ3耐久力2の俺のキャラが、カラテ1耐久力3の相手のキャラにアイサツしたら、相手のキャラは殺される?",
            True,
        ),
        # the asker's card is the subject of the passive: the attacked one, whatever the seating
        ("俺のキャラ(カラテ1耐久力2)が相手のキャラ(カラテ3耐久力3)にアイサツされたら死ぬ?", True),
        ("耐久力2のキャラが+0/+1を得てる状態で、相手のカラテ3のキャラにアイサツされたら生き残る?", True),
        # 「殺せる?」: the card the asker's character アイサツs (3 taken before + 2 ≥ 耐久力5)
        ("耐久力5の相手キャラに先にジツで3点与えてある。カラテ2のキャラでアイサツしたら殺せる?", True),
        # the asker's own character (before: True, the attacked one died); サツバツ does not trigger
        (
            "カラテ５のキャラでサツバツ持ち(耐久力２)にアイサツして倒したら、サツバツでこっちのキャラも死ぬ?",
            False,
        ),
        # 「どっちが死ぬ?」 asks about both: whether one does (the conclusion names it)
        ("カラテ3 耐久力1のキャラ同士でアイサツし合ったらどっちが死ぬ?", True),
    ],
)
def test_ninjaslayer_aisatsu_kills_the_asked_character(question: str, removed: bool) -> None:
    assert_stated("ninjaslayer", question, removed)


def test_ninjaslayer_mutual_kill_asked_when_only_one_dies_is_no() -> None:
    # 「相打ち?」 asks whether both die: only the attacked one does (before: True, «a card died»)
    assert_stated("ninjaslayer", "ｶﾗﾃ4のｷｬﾗで耐久力4の相手ｷｬﾗにｱｲｻﾂしたら相打ち?", False)


# kiseki: the fight of 3/2 against x/y; the asked UNIT is named by owner, role or 相打ち — 「倒れる?」
# asks its stun (804.11a-2, 804.11a-4; `reading/stunned_fate.py`): every UNIT of these fights is stunned
@pytest.mark.parametrize(
    "question",
    [
        "自分の3/2のユニットで相手の2/3ユニットにアタックした。自分のユニットは倒れる?",
        "自分の3/2のユニットで相手の2/3ユニットにアタックした。相手のユニットは倒れる?",
        "自分の3/2のユニット(コスト1)で相手の2/2ユニット(コスト2)にアタックしたらどうなる?相打ち?",
        "相手のUNITがDEF2で、こっちのUNITはSTR3。アタックしたら相手のUNITは倒れる?",
    ],
)
def test_kiseki_fight_answers_the_asked_unit(question: str) -> None:
    gated, _ = situate(question, "kiseki")
    v = gated.accounting.verdict
    assert v.stated and v.asks == "destroyed", v.reason
    assert gated.sim is not None
    stunned = {
        str(e.data.get("card"))
        for e in gated.sim.result.events
        if e.type == "set_state" and e.data.get("key") == "stunned" and e.data.get("value") is True
    }
    assert v.value is True and stunned  # 3 ≥ DEF 3 and 2 ≥ DEF 2: stunned, on the field (1306.2a)


# ----- the mechanism on hand-made runs: the same run, different asked cards ---------------------
_PAYLOAD: dict[str, Any] = {
    "player1": {"field": [{"id": "a", "name": "自分のフォロワー", "attack": 3, "health": 2}]},
    "player2": {"field": [{"id": "b", "name": "相手のフォロワー", "attack": 2, "health": 5, "acted": True}]},
    "actions": [{"type": "attack", "attacker": "a", "target": "b"}],
}
_SEATS = {"self": "player1", "opponent": "player2"}
_SWAPPED = {"self": "player2", "opponent": "player1"}


_UNNAMED: dict[str, Any] = {
    "player1": {"field": [{"id": "a", "name": "攻撃するフォロワー", "attack": 3, "health": 2}]},
    "player2": {
        "field": [{"id": "b", "name": "攻撃されるフォロワー", "attack": 2, "health": 5, "acted": True}]
    },
    "actions": _PAYLOAD["actions"],
}


def fate_of(question: str, seats: dict[str, str] = _SEATS, payload: dict[str, Any] = _PAYLOAD) -> Verdict:
    run = simulate("sve", payload)
    return asked_fate(read(question, "sve"), "sve", payload, run.events, seats)


@pytest.mark.parametrize(
    ("question", "seats", "removed"),
    [
        ("攻撃力3体力2で攻撃力2体力5の相手のフォロワーを攻撃。自分のフォロワーは破壊される?", _SEATS, True),
        ("攻撃力3体力2で攻撃力2体力5の相手のフォロワーを攻撃。相手のフォロワーは破壊される?", _SEATS, False),
        # the planner put the asker on player2: 「自分の」 is then the follower b
        ("攻撃力3体力2で攻撃力2体力5のフォロワーと戦った。自分のフォロワーは破壊される?", _SWAPPED, False),
        ("攻撃力3体力2で攻撃力2体力5の相手のフォロワーを攻撃した。攻撃した側は生き残る?", _SEATS, True),
    ],
)
def test_the_asked_seat_decides_the_value(question: str, seats: dict[str, str], removed: bool) -> None:
    v = fate_of(question, seats, _UNNAMED)
    assert v.stated, v.reason
    assert v.value is removed


def test_an_unresolved_card_with_differing_fates_is_withheld() -> None:
    v = fate_of("攻撃力3体力2と攻撃力2体力5で戦闘した。破壊される?")
    assert not v.stated and "読み取れず" in v.reason


def test_an_unstated_deciding_stat_that_would_change_the_fate_is_withheld() -> None:
    # 体力5 is not in the question: at 体力1 the attacked follower would be destroyed
    v = fate_of("攻撃力3体力2で攻撃力2の相手のフォロワーを攻撃。相手のフォロワーは破壊される?")
    assert not v.stated and "体力" in v.reason


def test_10_9_3_an_indestructible_card_destroyed_by_an_effect_stays() -> None:
    # fow's engine records the destruction that is not carried out as a ``destroy`` event: no removal
    payload: dict[str, Any] = {
        "player1": {
            "field": [{"id": "d1", "name": "リゾネイター", "kind": "resonator", "keywords": ["破壊されない"]}]
        },
        "operations": [{"kind": "destroy", "card": "d1", "explicit_ruler": False}],
    }
    run = simulate("fow", payload)
    assert any(e.type == "destroy" for e in run.events)
    question = "破壊されない効果を受けている自分のリゾネイターを破壊する効果で破壊した。破壊される?"
    v = asked_fate(read(question, "fow"), "fow", payload, run.events, _SEATS)
    assert v.stated and v.value is False, v.reason


@pytest.mark.parametrize(
    ("question", "removed"),
    [
        ("防御力500のリゾネイターに400ダメージを与えた。破壊される?", False),
        ("【破壊されない】を持つ防御力500のリゾネイターに600ダメージを与えた。破壊される?", False),
    ],
)
def test_10_6_1_damage_short_of_defense_or_indestructible_keeps_the_card(
    question: str, removed: bool
) -> None:
    assert_stated("fow", question, removed)


def test_a_seat_whose_cards_the_builder_names_for_the_other_player_is_not_the_asked_one() -> None:
    # the seating read the other way round (self on player2) while the builder named player2's card
    # 「相手のフォロワー」: the asked card is unresolved, and the two fates differ
    v = fate_of("攻撃力3体力2で攻撃力2体力5の相手のフォロワーを攻撃。自分のフォロワーは破壊される?", _SWAPPED)
    assert not v.stated and "読み取れず" in v.reason


def _move(seq: int, card: str, seat: str, source: str, dest: str) -> Event:
    data = {
        "card": card,
        "name": card,
        "from_player": seat,
        "from_zone": source,
        "to_player": seat,
        "to_zone": dest,
    }
    return Event(seq, "move", "", (), data)


def test_a_removal_is_a_move_from_play_and_a_card_played_in_the_run_counts() -> None:
    events = [
        _move(1, "h1", "player1", "hand", "trash"),  # a discard: no removal
        _move(2, "c1", "player2", "hand", "characters"),  # played during the run
        _move(3, "c1", "player2", "characters", "trash"),  # then KO'd
        _move(4, "l1", "player1", "life", "trash"),  # a trigger from the life: no removal
    ]
    assert removed(events) == {"c1"}
    assert in_play({"player1": {"hand": [{"id": "h1"}]}}, events) == {"player2": {"c1": {"name": "c1"}}}


def test_both_asked_is_whether_every_fighter_is_destroyed() -> None:
    # the attacker (体力2) is destroyed, the attacked (体力5) is not
    v = fate_of("攻撃力3体力2で攻撃力2体力5の相手のフォロワーを攻撃。両方とも破壊される?")
    assert v.stated and v.value is False, v.reason
    v = fate_of("攻撃力3体力2で攻撃力2体力5の相手のフォロワーを攻撃。どっちが破壊される?")
    assert v.stated and v.value is True, v.reason
