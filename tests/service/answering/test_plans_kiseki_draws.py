"""軌跡 TCG (issue 11, retiring the draw builder): the 準備フェイズ's ドローステップ with a deck told (703.6a,
1102.1), the first turn's order (603.1a), and each player drawing by an effect in a 配備ステップ (103.3,
702.3) — planned from the reading and answered through `plans.situate` (the user's path)."""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _stated(question: str) -> tuple[str, object]:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    assert verdict.stated, (question, verdict.reason)
    assert gated.built is not None
    return gated.built.situation, verdict.value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("デッキが0枚の状態で自分のターンが来た。ドローステップで負けになる?", "opponent"),
        ("自分のドローステップ、山札が残り1枚しかない。勝ち負けで言うとどっち?", "opponent"),
        ("相手のデッキが残り1枚の状態で相手のドローステップに入った。勝敗はどうなる?自分視点で", "self"),
        ("山札が２枚しかない状態で準備フェイズのドローを迎えた。これって負け?", "none"),
        (
            "自分のドローステップで山札ちょうど2枚だったから2枚引いて山札0枚になった。これってもう負け確定?",
            "none",
        ),
    ],
)
def test_1102_1_a_draw_from_an_empty_deck_in_the_draw_step_loses(question: str, winner: str) -> None:
    situation, value = _stated(question)
    assert situation == "kiseki.plan.prep_deck" and value == winner


def test_1102_1_an_unowned_deck_is_the_askers_and_named() -> None:
    gated, _ = situate("デッキ残り1枚でドローステップ。どうなる?", "kiseki")
    assert gated.built is not None and gated.accounting.verdict.stated
    assert any("自分(質問した人)のデッキ" in n for n in gated.built.notes)


@pytest.mark.parametrize(
    "question",
    [
        "先攻の最初のターンでも、ドローステップでカードを2枚引けるんですか?",
        "後攻の最初のターン、ドローステップで何枚引く?",
        "先攻の最初のターン、準備フェイズのドローステップで何枚引ける?",
    ],
)
def test_703_6a_the_first_turn_draws_two_either_order(question: str) -> None:
    situation, value = _stated(question)
    assert situation == "kiseki.plan.prep_draw" and value in ("yes", [2])


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "相手の配備ステップ中に、効果でお互い1枚ずつカードを引くことになった。どっちのデッキも0枚。勝つのはどっち?",
            "self",
        ),
        (
            "自分の配備ステップ中に、効果で自分と相手がそれぞれ1枚引くことになったけど、どちらのデッキも0枚だった。どっちが勝つ?",
            "opponent",
        ),
        (
            "自分の配備ステップ中に、お互いカードを1枚ずつ引くことになった。どちらのデッキも0枚。どっちが勝つ?",
            "opponent",
        ),
    ],
)
def test_103_3_both_draw_from_empty_decks_in_a_deploy_step_the_non_primary_wins(
    question: str, winner: str
) -> None:
    situation, value = _stated(question)
    assert situation == "kiseki.plan.each_draw" and value == winner


@pytest.mark.parametrize(
    "question",
    [
        "デッキにカードが1枚もない状態でカードを引こうとしたら?",
        "山札にカードが一枚もないときにカードを引いたらどうなる?",
        "デッキにカードが1枚もない。カードを引いたら負け?",
    ],
)
def test_1102_1_a_draw_of_any_count_from_an_empty_deck_loses(question: str) -> None:
    gated, _ = situate(question, "kiseki")
    assert gated.accounting.verdict.stated and gated.sim is not None and gated.built is not None
    assert gated.built.situation == "kiseki.plan.draw" and gated.sim.result.outcome.winner == "player2"
    assert "1102.1" in gated.sim.result.outcome.rules


@pytest.mark.parametrize("question", ["デッキ3枚で引いたら?", "デッキが2枚のときにカードを引いたらどうなる?"])
def test_1102_1_a_draw_of_no_count_from_a_deck_with_cards_is_not_planned(question: str) -> None:
    gated, _ = situate(question, "kiseki")
    assert gated.built is None or gated.built.situation != "kiseki.plan.draw"
