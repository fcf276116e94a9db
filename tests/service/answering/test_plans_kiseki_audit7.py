"""軌跡 TCG round 7 precision audit (issue 11): questions of our own, aimed at the families the new
kiseki plans answer (CP from the 拠点, 【派遣】, draws, 回復フェイズ, スクラムサポート, fights, effect
stuns, the 絆 judgement), each with the answer checked by hand against the rulebook
(`data/kiseki_audit7.jsonl`). A stated verdict must be that answer; withheld is always acceptable; an
answer of null is a question too ambiguous to state.

Mechanisms fixed (each over several wordings, named after the clause):
705.5 — the イニシアチブ said either way round (「イニシアチブは相手」) and one 絆 said of both players
(「絆がどちらも-2」「両方の絆が0」); 705.6 — the bound where no stunned UNIT is recovered (「最大で何体
軌跡に?」) is not the plan's; 703.7a — a 拠点ステップ card said not placed (「1枚置かなかった」), not
run by a default choice; 1206.1 — 「3体出せる?」 is three plays; 1319.1 — 「オーバーキルしない」 only
on a UNIT the attack names; 703.6a — in the opponent's ドローステップ only the opponent draws
(「相手のドローステップで、こっちのデッキは0枚」 is not the asker's loss there).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from tests.service.answering.audit_data import rows, verdict

GAME = "kiseki"
_ROWS = rows("kiseki_audit7")


def _verdict(question: str) -> tuple[bool, Any]:
    return verdict(question, GAME)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit7_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = _verdict(row["question"])
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


def _same(value: Any, answer: Any) -> bool:
    """A number answer stated once or repeated (「拠点3枚につきCPを3」: [3, 3]) is that number."""
    if isinstance(value, list) and isinstance(answer, list):
        return set(value) == set(answer)
    return bool(value == answer)


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("回復フェイズで絆がどちらも-2、イニシアチブは相手。俺は負ける?", "self"),
        ("回復フェイズ、両者の絆が0点で同じ。イニシアチブプレイヤーは向こう。どっちが負け?", "self"),
        ("回復フェイズで自分も相手も絆が-1。こっちは非イニシアチブ。負けるのはどっち?", "self"),
        ("回復フェイズで両方の絆が0。イニシアチブは俺。どっちが負ける?", "opponent"),
        ("回復フェイズで絆がどちらも-2、相手がイニシアチブ。俺は負ける?", "self"),
        ("回復フェイズ、絆はお互いマイナス1で同じ。イニシアチブ持ってるのは向こう。俺負ける?", "self"),
        ("回復フェイズで、うちも相手も絆ゼロ。イニシアチブはこっち。どっちの負け?", "opponent"),
    ],
)
def test_705_5_tie_loses_the_initiative_player_said_either_way(question: str, winner: str) -> None:
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == winner, v.value
    assert gated.built is not None and gated.sim is not None
    assert "同点" in gated.built.summarize(gated.sim.result)  # both 絆 read, not one and the 40 default


@pytest.mark.parametrize(
    "question",
    [
        "回復フェイズ、自分の場にスタン状態のUNITが3体いる。最大で何体軌跡に送られる?",
        "回復フェイズでスタンしてるユニットが２体。多くて何体が軌跡に行く?",
        "回復フェイズ、スタン状態のUNITが3体。最低で何体場に残る?",
    ],
)
def test_705_6_the_bound_with_no_recovery_is_not_planned(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        "回復フェイズ、スタン状態のUNITが3体。最低何体は軌跡に送られる?",
        "回復フェイズ、スタン状態のUNITが3体とスタンしてないUNITが1体。最大で何体を場に残せる?",
    ],
)
def test_705_6_the_bound_with_one_recovered_is_planned(question: str) -> None:
    assert _verdict(question) == (True, [2])


@pytest.mark.parametrize(
    "question",
    [
        "拠点が3枚で、拠点ステップで手札を1枚置かなかった。配備ステップでCPコスト4のUNITは出せる?",
        "拠点3枚。拠点ステップでは拠点に何も置かずに配備ステップへ。CPコスト4のユニットは出せる?",
        "拠点が３枚、拠点ステップで手札から１枚も置かないで配備ステップに入った。ＣＰは何点?",
    ],
)
def test_703_7a_a_card_not_placed_gives_no_cp(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "no" or _same(value, [3]), value


@pytest.mark.parametrize(
    "question",
    [
        "うちの拠点は5枚。配備ステップでCPコスト2のユニットを3体出せる?",
        "拠点が4枚。配備ステップでCPコスト2のユニットを3体とも出せる?",
        "拠点５枚で配備ステップ。ＣＰコスト２のＵＮＩＴを３枚プレイできる？",
    ],
)
def test_1206_1_three_units_played_are_not_one(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "no", value


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "STR4のUNITでDEF2・CPコスト3の相手UNITを攻撃。"
            "このUNITはこのターン中オーバーキルしない。相手の絆は何点減る?",
            3,
        ),
        (
            "STR4のUNITでDEF2・CPコスト3の相手UNITを攻撃。"
            "攻撃したUNITはこのターン中オーバーキルしない。相手の絆は何点減る?",
            3,
        ),
        (
            "相手のDEF2・CPコスト3のUNITに俺のSTR4のUNITで攻撃した。"
            "そいつはオーバーキルしない。相手の絆はいくつ減る?",
            3,
        ),
    ],
)
def test_1319_1_no_overkill_is_not_put_on_a_bystander(question: str, lost: int) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [lost], value


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("オーバーキルしない効果を得たSTR5のUNITで、DEF2・CPコスト2の相手UNITを攻撃。相手の絆は何点減る?", 2),
        (
            "STR3とSTR4のUNITでスクラム攻撃して相手プレイヤーを攻撃。"
            "STR4のほうはこのターン中オーバーキルしない。相手の絆は何点減る?",
            3,
        ),
    ],
)
def test_1319_1_no_overkill_on_the_attacker_is_modeled(question: str, lost: int) -> None:
    assert _verdict(question) == (True, [lost])


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン、相手のドローステップでこっちのデッキは0枚。俺は負ける?",
        "相手のドローステップの時点で、俺の山札は0枚。俺の負け?",
        "相手のドローステップ、自分のデッキが1枚。どうなる?",
    ],
)
def test_703_6a_the_asker_draws_nothing_in_the_opponents_draw_step(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手のターン、相手のデッキが1枚。相手のドローステップで相手は負ける?", "self"),
        ("相手のターンのドローステップ、相手の山札は残り2枚。相手は負ける?", "none"),
        ("相手のターン。ドローステップで俺のデッキが0枚。負ける?", "opponent"),
    ],
)
def test_703_6a_the_draw_step_of_the_deck_owner_is_planned(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        "拠点が四枚。拠点ステップで手札を置かずに配備ステップ。CPコスト4のユニット出せる?",
        "拠点4枚で、拠点ステップでは手札を拠点に置かなかった。配備ステップでCPコスト4のUNITは出せる?",
    ],
)
def test_703_7a_no_card_placed_the_count_is_the_cp(question: str) -> None:
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == "yes", v.value
    assert gated.built is not None and gated.sim is not None
    assert "CPを4得" in gated.built.summarize(gated.sim.result)
