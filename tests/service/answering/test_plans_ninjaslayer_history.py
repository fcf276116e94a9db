"""ニンジャスレイヤー plans that took over retired builders (issue 11 item 7), asked through
`plans.situate` with ninjaslayer's builders removed (the plans alone) and as `/ask` answers it.

* `aisatsu_history` (plans/ninjaslayer_again.py): a character entered this turn may アイサツ (303.1a,
  704.3a-1), one that アイサツした this turn may not again (704.5, 704.3a-1), one bowed in an earlier
  turn may in the asker's next turn (502.2a); the game's first turn holds nothing back (704.3a).
* `character_damage` across a turn's end: damage told in two turns runs the end between them, where
  a character's damage is removed (505.3a).
* `aisatsu` with cards joined by と (one アイサツ after the other), two unowned cards told by their
  particles (で the attacker, に the attacked), and a card 「同士」.
Wordings of our own.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import service.answering.scenarios.ninjaslayer as builders
from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.fixture(params=["plans", "ask"])
def answer(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    if request.param == "plans":
        monkeypatch.setattr(builders, "BUILDERS", ())
    yield


def _verdict(question: str) -> tuple[bool, object, str]:
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else ""


@pytest.mark.parametrize(
    "question",
    [
        "エントリーしたばかりのニンジャでアイサツできますか?",
        "さっき場に出したキャラで、このターンにアイサツしていい?",
        "このターンのキャラクターフェイズに出したキャラ(コスト3)、イクサフェイズでアイサツに行ける?",
        "出したばっかりのキャラ(アイサツを禁止する効果は受けてない)で、そのままアイサツできる?",
    ],
)
def test_303_1a_a_character_entered_this_turn_may_aisatsu(answer: None, question: str) -> None:
    assert _verdict(question)[:2] == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "一度アイサツしたキャラで、同じターンにもう1回アイサツできる?",
        "さっきアイサツしたニンジャ、もう一回アイサツ行けるっけ?",
        "同じキャラで2回目のアイサツってできますか?",
    ],
)
def test_704_3a_1_a_character_that_aisatsu_this_turn_may_not_again(answer: None, question: str) -> None:
    assert _verdict(question)[:2] == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "前のターンにアイサツして横向きになったキャラ、次の自分のターンにまたアイサツできる?",
        "前のターンにオジギしたキャラって、次のターンもアイサツに使える?",
        "アイサツしてオジギしたニンジャ、翌ターンにはまたアイサツできる?",
    ],
)
def test_502_2a_a_character_bowed_last_turn_may_aisatsu_in_the_next(answer: None, question: str) -> None:
    assert _verdict(question)[:2] == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "先攻の1ターン目からアイサツしていいの?",
        "後攻の1ターン目にアイサツできる?",
        "先攻1ターン目ってアイサツできないんだっけ?",
    ],
)
def test_704_3a_nothing_holds_an_aisatsu_back_on_the_first_turn(answer: None, question: str) -> None:
    assert _verdict(question)[:2] == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "前のターンにアイサツしたキャラ、次の相手のターンにアイサツできる?",  # 502.2a is the turn player's
        "アイサツしたキャラを効果でアンタイ・オジギしたら、もう一回アイサツできる?",  # an effect no plan runs
        "相手のキャラが出したばかりのキャラでアイサツしてきた。インターラプトできる?",
    ],
)
def test_aisatsu_history_traps_are_not_answered_by_it(answer: None, question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation.endswith("aisatsu_history"))


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        ("相手の耐久力3のニンジャに2点入れて、相手のターンにもう2点。死ぬ?", False),
        ("耐久力５あるキャラに今ターン３点、次の自分のターンにまた３点入れたら倒せる?", False),
        ("耐久力4の相手キャラに、このターン2点、次のターンに4点与えたら殺せる?", True),
        ("相手の耐久力5のキャラに、このターン3点、同じターンにもう3点入れた。死ぬ?", True),
    ],
)
def test_505_3a_damage_told_in_two_turns_is_removed_at_the_turns_end(
    answer: None, question: str, killed: bool
) -> None:
    assert _verdict(question)[:2] == (True, killed)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のダメージ・ゾーン4枚。自分の工作力1のキャラと工作力2のキャラで順番に相手プレイヤーにアイサツした。"
            "ダメージチェックは全部ウケミ無し。相手のダメージ・ゾーンは何枚?",
            [7],
        ),
        (
            "工作力1のキャラと工作力2のキャラで続けて相手プレイヤーにアイサツした。相手のダメージゾーンは7枚。勝てる?",
            "self",
        ),
        (
            "相手のダメージ・ゾーンは5枚。工作力2のキャラと工作力2のキャラで相手にアイサツした。勝てる?",
            "none",
        ),
    ],
)
def test_1003_2_two_cards_aisatsu_one_after_the_other(answer: None, question: str, value: object) -> None:
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        ("工作力３、カラテ１のやつで耐久力２のキャラにアイサツ。倒せる?", False),
        ("カラテ3のやつで耐久力3のキャラにアイサツ。倒せる?", True),
        ("カラテ2のヤツで、耐久力1のキャラにアイサツした。殺せた?", True),
    ],
)
def test_1004_1_the_card_told_with_de_attacks_the_card_told_with_ni(
    answer: None, question: str, killed: bool
) -> None:
    assert _verdict(question)[:2] == (True, killed)


@pytest.mark.parametrize(
    "text",
    ["2枚目はウケミ持ち(「1枚ドロー」のやつ)", "「2枚ドロー」のやつがめくれた", "ウケミ持ちのやつが出た"],
)
def test_a_yatsu_named_by_card_text_is_no_character(text: str) -> None:
    from service.answering.reading.reader import read

    assert not [f for f in read(text, GAME).facts if f.concept == "character"]
