"""Round 7 precision audit of fow's plans (issue 11), continued from test_plans_fow_audit7.py: actions
called off, damage to two players named, several spells negated, an ability paying no [レスト] — each
had been stated wrong on a wording of our own; now stated right or withheld, over several wordings."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


def _withheld(question: str) -> bool:
    return not situate(question, GAME)[0].accounting.verdict.stated


# --- 10.6.2/10.8.1: an action said not done in words no fact marks is no action of the run ---------------
@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ3000で、相手に500ダメージを与えるか迷っている。与えなかった場合、ライフは?",
        "手札3枚。カードを2枚ドローしてもいいけど、しなかった。手札は?",
        "相手ライフ2000、300ダメージを与えようとしてやめた。相手のライフは?",
        "手札４枚。１枚捨ててもよかったが捨てなかった。手札は?",
        "防御力500のリゾネイターに200ダメージ与えられるけど、与えずに終わった。蓄積は?",
    ],
)
def test_10_8_1_an_action_called_off_is_withheld(question: str) -> None:
    assert _withheld(question)


# --- 10.6.2: 「自分と相手に」 is each of the two players ---------------------------------------------------
@pytest.mark.parametrize(
    ("question", "life"),
    [
        ("自分のライフ3000。相手の効果で自分と相手に200ダメージずつ。自分のライフは?", 2800),
        ("相手のライフ2000。俺と相手に300ダメージずつ与える。相手のライフは?", 1700),
        ("自分のライフ1000、相手のライフ1000。相手と自分に100ダメージずつ。自分のライフは?", 900),
    ],
)
def test_10_6_2_damage_to_two_players_named_lowers_each_life(question: str, life: int) -> None:
    assert _answered(question) == (True, [life])


# --- 10.11.1 / 10.12.2: more than one spell negated; an ability that pays no [レスト] -------------------
@pytest.mark.parametrize(
    "question",
    [
        "自分のスペルと相手のスペルが両方無効にされた。自分の墓地1枚は何枚?",
        "相手のスペルを2枚無効にした。相手の墓地0枚は何枚?",
        "自分のリゾネイターはレストしてる。[レスト]能力じゃなくて普通の起動能力なら使える?",
        "レスト状態のリゾネイター。[レスト]のない起動能力は使える?",
    ],
)
def test_10_11_1_two_spells_or_an_ability_without_rest_is_withheld(question: str) -> None:
    assert _withheld(question)


# --- 10.19.3 / 10.10: the printed value asked; when a disposal may be done ----------------------------
@pytest.mark.parametrize(
    "question",
    [
        "攻撃力400/防御力400のリゾネイターが[+200/+200]を得た。元の攻撃力はいくつ?",
        "攻撃力400/防御力400のリゾネイター、[+300/+0]を得た。もともとの攻撃力は?",
        "攻撃力400/防御力400のリゾネイターが[+200/+200]を得た。本来の防御力は?",
        "自分のリゾネイターを破棄したい。相手のターンでもできる?",
        "自分のターンに、自分のリゾネイターを破棄できる?",
    ],
)
def test_10_19_3_the_base_value_or_a_disposals_timing_asked_is_withheld(question: str) -> None:
    assert _withheld(question)


def test_10_19_3_the_value_after_the_modifier_is_still_stated() -> None:
    assert _answered("攻撃力400/防御力400のリゾネイターが[+200/+200]を得た。攻撃力は?") == (True, [600])


# --- 10.5.2 / 10.17.1: a summon only asked about; a prevention gained after the damage -----------------
@pytest.mark.parametrize(
    "question",
    [
        "効果でリゾネイターを場に出した。このリゾネイターは‘召喚された’?",
        "リゾネイターを効果で場に置いた。これって召喚したことになる?",
        "相手の効果でこっちのリゾネイターが場に出た。召喚されたの?",
        "防御力400のリゾネイター。300ダメージ、その後ダメージを100軽減する効果を得た。蓄積は?",
        "防御力400のリゾネイターに300ダメージを与えて、あとからそのダメージを100軽減する効果を使った。蓄積は?",
    ],
)
def test_10_5_2_a_put_asked_as_a_summon_or_a_late_prevention_is_withheld(question: str) -> None:
    assert _withheld(question)


def test_10_5_2_a_direct_put_still_does_not_meet_its_summoned_trigger() -> None:
    question = (
        "効果で手札からリゾネイターを直接場に出したんだけど、"
        "そいつの『このカードが召喚されたとき』って能力発動する?"
    )
    assert _answered(question)[0]


def test_10_17_1_1_a_prevention_of_the_damage_told_after_it_still_applies() -> None:
    question = "防御力500のリゾネイターに300ダメージ。このダメージは200軽減された。蓄積ダメージは?"
    assert _answered(question) == (True, [100])
