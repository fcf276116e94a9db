"""軌跡 TCG phrasing classes of round 3 about the turn, each with several phrasings: UNITs attacking one
after another (「1体ずつ」「別々に」) and a UNIT asked to attack again (804.4, 803.3a-1), BASE plays and
their 創設レベル (1204.2f-3), an EVENT after a UNIT paid with CP (703.8a, 1217.2), 絆 said without an
owner, a CPコスト said after the verb (「…を攻撃した、コストは3」), and simultaneous defeat in the
opponent's step (702.3, 103.3).
"""

from __future__ import annotations

import pytest

from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult
from tests.service.answering.probes import lost, refused, run_kiseki, won
from tests.service.answering.probes import sim_kiseki as sim


def attacks(res: SimulationResult) -> list[list[str]]:
    return [list(e.data["attackers"]) for e in res.events if e.type == "attack"]


def told(built: BuiltScenario, res: SimulationResult) -> str:
    return built.summarize(res)


# ----- attacks one after another (804.11b per attack) and again (804.4, 803.3a-1) -------------------
@pytest.mark.parametrize(
    ("question", "each"),
    [
        (
            "相手の場にユニットがいない。組織の違うSTR2とSTR3のユニットで1体ずつ攻撃したら、絆は合計何点減る?",
            (2, 3),
        ),
        (
            "相手の場にユニットはいない。STR1、STR4のユニット(組織は別々)でそれぞれ攻撃したら相手の絆は何点減る?",
            (1, 4),
        ),
        ("相手の場にUNITなし。STR3のユニットとSTR2のユニットで別々に攻撃したら絆は合計いくつ減る?", (3, 2)),
    ],
)
def test_ks_804_11b_units_attacking_one_after_another_each_overkill(
    question: str, each: tuple[int, int]
) -> None:
    built, res = sim(question)
    assert attacks(res) == [["a1"], ["a2"]] and lost(res, "player2", "804.11b") == sum(each)
    summary = told(built, res)
    assert f"1回目の攻撃で相手は絆を{each[0]}点失います" in summary and f"合計{sum(each)}点" in summary


def test_ks_705_5_attacks_one_after_another_that_take_kizuna_below_zero_win_in_recovery() -> None:
    built, res = sim(
        "相手の絆が3。相手の場にユニットはいない。STR2とSTR2のユニットで1体ずつ攻撃したら勝てる?"
    )
    assert won(res, "player1", "705.5") and lost(res, "player2", "804.11b") == 4
    assert "その場では敗北しません" in told(built, res).split("。")[0]


@pytest.mark.parametrize(
    "question",
    [
        "STR3のユニットで一度攻撃したあと、同じターンにそのユニットでもう一回攻撃できる?",
        "STR4のUNITで相手プレイヤーに攻撃した。そのUNITで同じターンに2回目の攻撃はできる?",
        "STR2のユニットでアタックしたあと、同じユニットでもう一度アタックできますか?",
    ],
)
def test_ks_803_3a_1_a_unit_that_attacked_cannot_attack_again(question: str) -> None:
    built, res = sim(question)
    assert attacks(res) == [["a"]] and refused(res, "803.3a-1")
    assert "もう一度は攻撃できません" in told(built, res)


# ----- BASE のプレイ (1204.2f-3, 1209.1) ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "playable"),
    [
        ("拠点にカードが3枚あるとき、創設レベル4のBASEカードはプレイできますか?", False),
        ("拠点4枚で創設レベル5のBASEは出せる?", False),
        ("拠点が2枚のとき、創設レベル2のBASEカードを拠点からプレイできる?", True),
        ("拠点に５枚。創設レベル３のBASEを使える?", True),
    ],
)
def test_ks_1204_2f_3_base_level_against_the_base_count(question: str, playable: bool) -> None:
    built, res = sim(question)
    assert built.situation == "kiseki.plan.base_play" and refused(res, "1204.2f-3") is not playable
    first = told(built, res).split("。")[0]
    assert ("プレイできます" if playable else "プレイできません") in first
    assert any("BASE自身も含めて" in n for n in built.notes)


# ----- an EVENT after a UNIT paid with CP (703.8a, 1217.2) ----------------------------------------------
@pytest.mark.parametrize(
    ("question", "unit", "event"),
    [
        ("拠点3枚でCPコスト3のユニットを出したあと、同じターンにEPコスト2のEVENTも使える?", True, True),
        ("拠点2枚でCPコスト2のユニットを出したあと、EPコスト2のEVENTも使える?", True, True),
        ("拠点2枚、CPコスト1のユニットをプレイした後にEPコスト3のEVENTはプレイできる?", True, False),
    ],
)
def test_ks_703_8a_cp_acts_no_base_card_so_ep_is_still_there(question: str, unit: bool, event: bool) -> None:
    built, res = sim(question)
    assert ("u" in res.uids("player1", "field")) is unit
    assert any(e.type == "move" and "1205.1c-2" in e.rules for e in res.events) is event
    if unit:
        assert "拠点のカードはアクションしません(703.8a)" in told(built, res)


@pytest.mark.parametrize(
    "question",
    [
        "拠点1枚でCPコスト2のユニットを出してから、EPコスト1のEVENTを撃てる?",
        "拠点2枚でCPコスト3のユニットを出したあと、EPコスト1のEVENTも使える?",
        "拠点にカードが1枚。CPコスト4のUNITを出した後、EPコスト1のEVENTはプレイできる?",
    ],
)
def test_ks_703_8a_a_unit_the_cp_cannot_pay_is_a_premise_not_answered(question: str) -> None:
    # the UNIT said played before the EVENT cannot be (703.8a CP < its CPコスト): withheld, never 'no'
    sim_, _, _ = run_kiseki(question)
    assert sim_ is None


# ----- 絆 without an owner, a CPコスト after the verb ---------------------------------------------------
@pytest.mark.parametrize(
    ("question", "winner"),
    [("今絆1なんだけど負け?", None), ("絆1だけど負け?", None), ("絆が0なんだけど、もう負け?", "player2")],
)
def test_ks_705_5_kizuna_without_an_owner_is_the_askers(question: str, winner: str | None) -> None:
    built, res = sim(question)
    assert built.situation == "kiseki.plan.judgement" and res.outcome.winner == winner
    assert any("自分(質問した人)の絆" in n for n in built.notes)
    if winner is None:
        assert "自分の絆が1点なら敗北しません" in told(built, res)


@pytest.mark.parametrize(
    ("question", "player", "stun"),
    [
        ("STR4のユニットでDEF3のユニットを攻撃した、コストは3", "player2", 3),
        ("STR5のUNITでDEF2のUNITに攻撃した。コストは2。絆は何点減る?", "player2", 2),
        ("STR3のユニットで攻撃、相手のDEF3のユニット、相手のコストは4", "player2", 4),
        ("自分のSTR2・DEF2のユニットで相手のSTR3・DEF5のユニットを攻撃した。自分のコストは2", "player1", 2),
    ],
)
def test_ks_1306_3_a_cost_said_after_the_verb_is_the_stunned_units(
    question: str, player: str, stun: int
) -> None:
    built, res = sim(question)
    assert lost(res, player, "1306.3") == stun
    assert any("「CPコスト」は" in n for n in built.notes)


@pytest.mark.parametrize(
    ("question", "player", "expected"),
    [
        ("相手のユニットがこっちのプレイヤーに直接攻撃してきた。STR4。絆は何点減る?", "player1", 4),
        ("STR4のユニットでDEF3・コスト1のユニットを攻撃した。相手のSTRは3、こっちのDEFは3", "player1", 1),
    ],
)
def test_ks_804_11_a_stat_said_after_the_verb_belongs_to_the_unit_it_can(
    question: str, player: str, expected: int
) -> None:
    built, res = sim(question)
    assert lost(res, player) == expected
    assert any("UNITの後に別に書かれた" in n for n in built.notes)


# ----- simultaneous defeat in a step: the player whose step it is is primary (702.3) --------------------
@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "相手の配備ステップ中に、効果でお互い1枚ずつカードを引くことになった。どっちのデッキも0枚。",
            "自分",
        ),
        ("相手のターン、お互いのデッキ0枚のときにお互い1枚ずつ引いたら勝つのはどっち?", "自分"),
        ("自分の配備ステップ中に、効果でお互い1枚引く。どっちもデッキ0枚。どうなる?", "相手"),
    ],
)
def test_ks_103_3_the_player_not_in_its_step_wins(question: str, winner: str) -> None:
    built, res = sim(question)
    # the player in its step is player1 (the asker in its own step, else the opponent): player2 wins
    assert won(res, "player2", "103.3")
    assert f"非プライマリープレイヤーの{winner}の勝利になります(103.3、702.3)" in told(built, res)
