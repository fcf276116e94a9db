"""Round 14 (sve-aa-01, and sve-by-02's family): one card text of the asker's that damages the leaders in
turn (「相手のリーダーにNダメージ。その後、自分のリーダーにMダメージ」). Its effects are carried out in
printed order in one resolution (10.6.2.8.2) and rule processing waits for the check timing after it
(11.1.2): both leaders at 0 or less then lose at once, a draw (11.2.1, 1.2.2) — the opponent's leader
brought to 0 first has not lost before the second damage. `plans/sve_text_damage` runs the engine's
`resolve` action from both leaders' told 体力 (「俺のリーダー体力2で相手は3」 reads the elided 体力 after
で too, `sve_quote._ELIDED`)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のターン。俺の体力3、相手の体力4。"
            "「相手のリーダーに4ダメージ。その後、自分のリーダーに3ダメージ」のスペルを使った。勝敗はどうなる?",
            "draw",
        ),
        (
            "俺のリーダーの体力1、相手のリーダーの体力2。"
            "『自分のリーダーに1ダメージ。その後、相手のリーダーに2ダメージ』を撃った。俺の負け?",
            "draw",
        ),
        (
            "俺のリーダーの体力5、相手のリーダーの体力2。"
            "『相手のリーダーに2ダメージ。その後、自分のリーダーに2ダメージ』を撃った。俺の勝ち?",
            "self",
        ),
    ],
)
def test_11_1_2_one_text_is_checked_after_it_resolves_1_2_2(question: str, value: str) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: the asker's 体力 survives the second damage — the asker wins
        (
            "俺の体力4、相手の体力3。「相手のリーダーに3ダメージ。その後、自分のリーダーに2ダメージ」を撃ったら勝てる?",
            ["self"],
        ),
        # trap: the opponent's 体力 untold
        (
            "俺の体力2。「相手のリーダーに3ダメージ。その後、自分のリーダーに2ダメージ」を撃った。俺の勝ち?",
            [],
        ),
        # trap: two spells — a check timing between them (11.1.2): the opponent lost after the first
        (
            "俺の体力2、相手の体力3。「相手のリーダーに3ダメージ」のスペルを撃って、"
            "その後「自分のリーダーに2ダメージ」のスペルも撃った。勝った?",
            ["self"],
        ),
        # trap: the opponent's text — its 自分/相手 are the opponent's
        (
            "相手が「相手のリーダーに3ダメージ。その後、自分のリーダーに2ダメージ。」を撃ってきた。"
            "俺の体力3、相手の体力2。どうなる?",
            ["draw", {"result": "game_over", "winner": "draw"}],
        ),
        # trap: a follower damaged too — another family
        (
            "俺の体力2、相手の体力3。「相手のフォロワーと相手のリーダーに3ダメージ。その後、自分のリーダーに2ダメージ」を撃った。勝ち?",
            [],
        ),
    ],
)
def test_11_1_2_text_damage_traps_are_right_or_withheld(question: str, right: list[object]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, (question, value)
