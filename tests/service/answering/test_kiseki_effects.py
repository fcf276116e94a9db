"""軌跡 TCG phrasing classes of round 3 about effects, each with several phrasings: effects a question
says are in effect — +X/+Y (1303), 「オーバーキルしない」 (1319.1), 「これは攻撃されない」 (1326.1),
「スタンダメージを受けない」 (1307.1) — placed on the UNIT (or player) the sentence names, and stuns by
effects said flat (「…のユニットがスタンした」), of several UNITs at once, with the 絆 left and whether
that loses the game now.
"""

from __future__ import annotations

import pytest

from service.answering.extract import extract
from service.answering.scenarios.kiseki_effects import read_effects
from service.answering.scenarios.kiseki_read import read_units
from service.engine.scenario import SimulationResult
from tests.service.answering.probes import lost, won
from tests.service.answering.probes import sim_kiseki as sim


def cited(res: SimulationResult, rule: str) -> bool:
    return any(rule in e.rules for e in res.events)


# ----- +X/+Y (1303.1, 1303.2) ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # STR2+2 = 4 against DEF4 (CP2): stun damage 2, no overkill
        ("効果で+2/+0を得たSTR2のユニットで、DEF4・CPコスト2の相手ユニットに攻撃した。何点減る?", (2, 0)),
        # STR2+3 = 5 against DEF4 (CP1): 1 + 1
        ("こっちのSTR2のユニットは効果で+3/+0されてる。相手のDEF4(CPコスト1)のユニットに攻撃したら?", (1, 1)),
        # DEF5-2 = 3 against STR3 (CP2): 2, no overkill
        ("相手のDEF5・CPコスト2のユニットが-0/-2を得ている。STR3のユニットで攻撃したら?", (2, 0)),
        # STR4 with +1/+1 against DEF4 (CP3): 3 + 1
        ("STR4のUNITが+1/+1を得ている。相手のDEF4・CPコスト3のUNITを攻撃すると絆は何点減る?", (3, 1)),
    ],
)
def test_ks_1303_1_a_gained_plus_x_changes_the_fight(question: str, expected: tuple[int, int]) -> None:
    _, res = sim(question)
    assert (lost(res, "player2", "1306.3"), lost(res, "player2", "804.11a-3")) == expected
    assert cited(res, "1303.1") or cited(res, "1303.2")


def test_ks_1303_1_the_boost_is_told_with_the_values_it_changes() -> None:
    built, res = sim(
        "+1/+1を得ているSTR3・DEF2のユニットで、相手のSTR3・DEF3・コスト2のユニットを攻撃したら?"
    )
    summary = built.summarize(res)
    assert "+1/+1を得てSTR4・DEF3で戦闘します(1303.1)" in summary
    assert "応戦で攻撃したUNITもスタンし" in summary  # STR3 reaches the boosted DEF3


def test_ks_1406_1_an_effect_boost_adds_to_the_bujutsu_bonus() -> None:
    # STR2 +1 (effect) +1 (【武術】) = 4 against DEF4 (CP2): stunned, 2 points
    _, res = sim(
        "効果で+1/+0を得た【武術】持ちSTR2のユニットで、【武術】のないDEF4・コスト2の相手ユニットを攻撃したら?"
    )
    assert lost(res, "player2", "1306.3") == 2 and cited(res, "1303.1")


def test_ks_1406_1_a_bujutsu_plus_one_is_not_read_as_an_effect() -> None:
    facts = extract(
        "【武術】同士でも+1/+1ってつくの?STR3の武術ユニットで、DEF3・コスト2の武術持ちユニットに攻撃した場合"
    )
    effects = read_effects(facts, read_units(facts))
    assert effects.problem is None and all(u.boost == (0, 0) for u in effects.units)


# ----- オーバーキルしない (1319.1) ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "stun", "overkill"),
    [
        (
            "「このターン中オーバーキルしない」を得たSTR5のUNITで、DEF2・CPコスト1の相手のUNITを攻撃したら?",
            1,
            0,
        ),
        ("「これはオーバーキルしない。」を得たSTR5のUNITでDEF2・CPコスト1の相手UNITを攻撃したら?", 1, 0),
        (
            "自分のSTR6のUNITは「このターン中オーバーキルしない」。相手のDEF2・CPコスト3のUNITを攻撃したら?",
            3,
            0,
        ),
    ],
)
def test_ks_1319_1_no_overkill_leaves_the_stun_damage(question: str, stun: int, overkill: int) -> None:
    built, res = sim(question)
    assert (lost(res, "player2", "1306.3"), lost(res, "player2", "804.11a-3")) == (stun, overkill)
    assert "オーバーキルは発生しません(1319.1)" in built.summarize(res)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "同じ組織のSTR3とSTR4のユニットで相手プレイヤーにスクラム攻撃した。STR4の方は「このターン中オーバーキルしない」効果を得ている。",
            3,
        ),
        (
            "相手の場にUNITはいない。同じ組織のSTR2とSTR5のUNITでスクラム攻撃、STR2のUNITはオーバーキルしない効果を得ている。何点減る?",
            5,
        ),
        ("オーバーキルしない効果を持つSTR4のユニットで、相手プレイヤーを直接攻撃したら絆は何点減る?", 0),
    ],
)
def test_ks_804_11b_a_unit_that_does_not_overkill_takes_no_kizuna_from_the_player(
    question: str, expected: int
) -> None:
    built, res = sim(question)
    assert lost(res, "player2", "804.11b") == expected and cited(res, "1319.1")
    assert ("相手の絆は減りません" if expected == 0 else f"{expected}点") in built.summarize(res)


# ----- これは攻撃されない (1326.1) and スタンダメージを受けない (1307.1) ---------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手の場には「これは攻撃されない」を持つユニットしかいない。STR3のユニットで攻撃したらどうなる?",
        "相手のUNITは全部「攻撃されない」効果を得ている。自分のSTR3のUNITで攻撃したら相手の絆は何点減る?",
    ],
)
def test_ks_803_6h_only_unattackable_units_the_player_is_attacked(question: str) -> None:
    _, res = sim(question)
    (attack,) = [e for e in res.events if e.type == "attack"]
    assert {"803.5b", "1326.1"} <= set(attack.rules) and lost(res, "player2", "804.11b") == 3


@pytest.mark.parametrize(
    ("question", "player", "stun"),
    [
        (
            "相手はこのターン、スタンダメージを受けない。STR4のユニットでDEF2・CPコスト3の相手UNITを攻撃したら?",
            "player2",
            0,
        ),
        (
            "自分はスタンダメージを受けない効果を得ている。自分のCPコスト4のユニットがスタンした。絆は減る?",
            "player1",
            0,
        ),
    ],
)
def test_ks_1307_1_no_stun_damage_keeps_the_kizuna(question: str, player: str, stun: int) -> None:
    built, res = sim(question)
    assert lost(res, player, "1306.3") == stun and cited(res, "1307.1")
    assert "スタンダメージを受けないので" in built.summarize(res)


@pytest.mark.parametrize(
    "question",
    [
        "スタンダメージを受けない。STR4のユニットでDEF2・CPコスト3のユニットを攻撃したら?",
        "相手のUNITは「これは応戦できない」を得ている。STR3のUNITでDEF2のUNITを攻撃したら?",
    ],
)
def test_ks_effects_that_cannot_be_placed_or_modelled_are_declined(question: str) -> None:
    from service.answering.scenarios import Unsupported, build_scenario

    assert isinstance(build_scenario("kiseki", extract(question)), Unsupported)


# ----- stuns by effects (1306.3) ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "player", "expected"),
    [
        ("効果で自分のCPコスト2とCPコスト3のユニットが同時にスタンした。絆は何点失う?", "player1", 5),
        ("効果で相手のCPコスト1とCPコスト4のユニットがスタンした。相手の絆は何点減る?", "player2", 5),
        ("自分のCPコスト2のユニットがスタンした。絆は何点減る?", "player1", 2),
        ("こっちのコスト3のユニットがスタンさせられた。何点失う?", "player1", 3),
    ],
)
def test_ks_1306_3_stuns_said_flat_or_of_several_units(question: str, player: str, expected: int) -> None:
    built, res = sim(question)
    assert built.situation == "kiseki.plan.effect_stun" and lost(res, player, "1306.3") == expected
    assert f"{expected}点" in built.summarize(res).split("。")[0]


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        # asked of the moment (「その時点で」「その場で」): nobody has lost yet — not run on (audit 9)
        ("自分の絆が残り1のときに、自分のCPコスト2のユニットがスタンした。その時点で負け?", None),
        ("相手の絆が2のとき、効果で相手のCPコスト3のユニットがスタンした。相手はその場で負ける?", None),
        # asked of the game: the 回復フェイズ's judgement
        ("自分の絆が残り1のときに、自分のCPコスト2のユニットがスタンした。負ける?", "player2"),
    ],
)
def test_ks_705_5_a_stun_that_takes_the_kizuna_below_zero_loses_only_in_recovery(
    question: str, winner: str | None
) -> None:
    built, res = sim(question)
    assert res.outcome.winner == winner and (winner is None or won(res, winner, "705.5"))
    first = built.summarize(res).split("。")[0]
    assert "その時点では敗北しません" in first


def test_ks_1306_3_a_stun_that_keeps_kizuna_above_zero_is_no_defeat() -> None:
    built, res = sim("自分の絆が5のとき、自分のCPコスト2のユニットがスタンした。負け?")
    assert res.outcome.winner is None and lost(res, "player1", "1306.3") == 2
    assert "回復フェイズの判定でも敗北しません" in built.summarize(res)


def test_ks_705_6_stunned_units_in_the_recovery_phase_are_not_an_effect_stun() -> None:
    built, _ = sim("回復フェイズ、自分のユニットが2体スタンした状態。場に残せるのはいくつ?")
    assert built.situation == "kiseki.plan.recovery"
