"""軌跡 TCG (issue 11, retiring the 回復フェイズ builder): the 絆 judgement (705.5) planned from the
reading's facts and answered through `plans.situate` (the user's path); the 拠点's ready state said
with no count (1217.2); a UNIT's stat said again after a clause is not a new UNIT."""

from __future__ import annotations

import pytest

from service.answering.plans import reread, run_plan, situate
from service.answering.plans.kiseki_recovery import recovery_count
from service.answering.reading.gate import gate
from service.answering.reading.reader import read


def _stated(question: str) -> tuple[str, object, str]:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    assert verdict.stated, (question, verdict.reason)
    assert gated.built is not None
    return gated.built.situation, verdict.value, gated.built.summarize(gated.sim.result) if gated.sim else ""


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        # a tie at 0 or less: the イニシアチブプレイヤー loses — whose turn decides
        (
            "自分がイニシアチブプレイヤーのターンで、回復フェイズの自分の絆も相手の絆もちょうど-1。どっちの勝ち?",
            "opponent",
        ),
        ("相手のターンの回復フェイズ、自分の絆も相手の絆も-2だった。勝つのはどっち?", "self"),
        ("自分のターンの回復フェイズで、お互いの絆がともに0点。どっちの勝ち?", "opponent"),
        # both at 0 or less: the one with less loses; one above 0: the other loses
        ("回復フェイズ開始、絆は自分0で相手マイナス１。俺の勝ち?", "self"),
        ("回復フェイズで俺の絆マイナス2、相手マイナス五。どっちが勝つ?", "self"),
        ("回復フェイズの時点で自分の絆が3、相手の絆が-1。どっちの勝ち?", "self"),
    ],
)
def test_705_5_kizuna_judgement_in_the_recovery_phase(question: str, winner: str) -> None:
    situation, value, told = _stated(question)
    assert situation == "kiseki.plan.judgement" and value == winner
    assert "回復フェイズの判定で" in told


@pytest.mark.parametrize(
    "question",
    [
        "相手のターンの終了時、自分の絆も相手の絆も0。どうなる?",
        "相手のターンの終わり、お互いの絆がともに0点。どうなる?",
    ],
)
def test_705_3_the_turns_end_is_the_recovery_phase_and_keeps_whose_turn(question: str) -> None:
    situation, value, _ = _stated(question)
    assert situation == "kiseki.plan.judgement"
    assert isinstance(value, dict) and value["winner"] == "self"  # the opponent holds the initiative


@pytest.mark.parametrize(
    ("question", "loses"),
    [("今絆1なんだけど負け?", False), ("絆が0なんだけど、もう負け?", True), ("絆-2だけど負け?", True)],
)
def test_705_5_kizuna_without_an_owner_or_a_phase_is_the_askers_judged_in_the_recovery_phase(
    question: str, loses: bool
) -> None:
    gated, _ = situate(question, "kiseki")
    assert gated.accounting.verdict.stated and gated.built is not None and gated.sim is not None
    assert any("自分(質問した人)の絆" in n for n in gated.built.notes)
    told = gated.built.summarize(gated.sim.result)
    assert ("絆が0点以下になった時点では敗北しません" in told) is loses
    assert (gated.sim.result.outcome.winner == "player2") is loses


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "自分が優先権持ってて、拠点4枚が全部縦(レディ)。EPプールは0。手札のEPコスト3のEVENTはプレイできる?",
            "yes",
        ),
        ("手札にEPコスト3のEVENTがある。拠点は2枚で両方縦向き、EPプールは0。これ撃てる?", "no"),
        ("拠点3枚が全部レディ、EPプールは0。EPコスト3のEVENTを使える?", "yes"),
        (
            "手札にEPコスト3のEVENTがある。拠点にはカード4枚あるけど、そのうち2枚はもうアクションしちゃって横向き。"
            "EPプールは空。このEVENT撃てる?",
            "no",
        ),
    ],
)
def test_1217_2_a_ready_base_said_without_a_count_is_every_card(question: str, can: str) -> None:
    situation, value, _ = _stated(question)
    assert situation == "kiseki.plan.ep" and value == can


@pytest.mark.parametrize(
    "question",
    [
        "同じ組織のSTR2とSTR5のUNITでスクラム攻撃、STR2のUNITはオーバーキルしない効果を得ている。相手の場にUNITはいない。何点減る?",
        "同じ組織のSTR3とSTR4のUNITで相手プレイヤーにスクラム攻撃、STR4の方は別の効果を得ている。相手の絆は何点減る?",
        "STR2とSTR5の同じ組織のUNITでスクラム攻撃した、STR5のUNITは効果を受けている。相手の場にUNITはいない。何点減る?",
    ],
)
def test_804_11b_a_stat_said_again_after_a_clause_is_not_another_unit(question: str) -> None:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    # the plan had read three attackers (2+5+2 = 9); the same UNIT again is withheld, never summed
    assert not verdict.stated or (
        gated.built is not None and not gated.built.situation.startswith("kiseki.plan")
    )


@pytest.mark.parametrize(
    ("question", "left"),
    [
        ("自分のスタンしてるUNITが3つある状態で回復フェイズになったら、場にはいくつ残せる?", 1),
        (
            "回復フェイズになって、自分の場にスタン状態のユニットが3体残ってる。このうち最大で何体を場に残せる?",
            1,
        ),
        (
            "回復フェイズ、自分の場にスタン状態のユニットが2体、スタンしてないユニットが2体。場に残せるのは最大何体?",
            3,
        ),
    ],
)
def test_705_6_no_recovery_choice_told_each_player_recovers_one(question: str, left: int) -> None:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    assert verdict.stated and isinstance(verdict.value, list) and verdict.value[0] == left
    # the plan itself (the 回復フェイズ builder for stunned UNITs still answers first on /ask)
    reading = reread("kiseki", read(question, "kiseki"))
    built = recovery_count(reading)
    assert built is not None and any("それぞれ1体を回復する" in n for n in built.notes)
    planned = run_plan("kiseki", built)
    assert planned is not None and len(planned.result.uids("player1", "field")) == left
    assert gate(question, "kiseki", planned, built, reading=reading).accounting.verdict.stated


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "拠点に裏向きで置いてあるBASE、創設レベル3。拠点にはそのBASE自身も含めてちょうど3枚ある。このBASEプレイできる?",
            "yes",
        ),
        (
            "拠点に裏向きで置いてある創設レベル4のBASEを出したい。拠点にはそのBASEも含めて3枚しかない。プレイできる?",
            "no",
        ),
        ("拠点4枚で創設レベル5のBASEは出せる?", "no"),
        ("拠点に５枚。創設レベル３のBASEを使える?", "yes"),
    ],
)
def test_1204_2f_3_base_level_against_the_base_count_planned(question: str, can: str) -> None:
    situation, value, told = _stated(question)
    assert situation == "kiseki.plan.base_play" and value == can
    assert "1204.2f-3" in told


@pytest.mark.parametrize(
    "question",
    [
        "回復フェイズ、こっちにスタンしたUNITが2つ、向こうに1つ。最後に場に残るのはそれぞれいくつ?",
        "回復フェイズに自分のスタン状態のUNITが2つ、相手は1つ。それぞれ何体残る?",
        "回復フェイズ、自分のスタンしてるユニットが3体、相手も1体。場に残るのはそれぞれ何体?",
    ],
)
def test_705_6_each_players_stunned_units_said_with_the_noun_left_out(question: str) -> None:
    gated, _ = situate(question, "kiseki")
    assert gated.accounting.verdict.stated and gated.sim is not None and gated.built is not None
    assert gated.built.situation == "kiseki.plan.recovery"
    assert [len(gated.sim.result.zone(p, "field")) for p in ("player1", "player2")] == [1, 1]
