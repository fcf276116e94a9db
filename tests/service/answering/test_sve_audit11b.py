"""Shadowverse EVOLVE round-11b precision audit (issue 11): own adversarial questions on the round's
new plans (`data/sve_audit11b.jsonl`, `cap` names the family), every stated verdict checked by hand
against the rulebook (withholding is always allowed; an empty `accept` means no verdict may be stated).

Families: `lastword` whether a ラストワード triggers (12.5.1, 5.5.1, 5.6.1, 5.4.1; another ability's
trigger asked, 12.4.1); `drain` 【ドレイン】 (12.13.2); `ep` the EP after the game's first evolve
(6.2.1.10, 12.2.3); `firstturn` the hand after the first turn's plays (6.2.1.7, 6.2.1.8, 7.2.4,
7.2.4.1); `cost` a lowered cost (10.4.4.1); `hand` the end phase's discard (7.4.7); `lethal` an attack
supposed for the win (8.4.4, 8.4.3.1, 12.8.2); `which` a target asked (8.4.3.1); `acted` a 【守護】
follower acted (12.8.2); `topic`, `upto` (11.2.1, 5.9.3.1); `polite` 「出せますか?」 (8.2.1, 8.4.2.1).

Clean export of HEAD 4aebe20 (before this audit): 79 questions / 55 stated / 21 wrong — another
ability's trigger asked after a destroy (「ファンファーレは誘発する?」 'yes'), a hand told after the
start phase's draw drawn again (「後攻1ターン目、手札5枚」 [5] for [4]), the EP spent or a second evolve
asked ([2] for 「使ったEPは?」), a reduction told as spent (「…でもそれはもう使った」 'yes'), the discard
asked of the other player (「相手は何枚捨てる?」 [2] for [0]), a repeated attack (「もう攻撃した。もう一回
殴ればリーサル?」 'self'), a target asked (「どのフォロワーを攻撃できる?」 'no'); with this audit 34 stated
/ 0 wrong. 8 rows more on 0d5f6d0 / 4e61d87 (`polite`, `upto`), landed meanwhile: 5 stated / 0 wrong;
6 more, a last batch: 2 stated / 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_audit11b")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a11b-{r['cap']}-{i:03d}" for i, r in enumerate(_ROWS)])
def test_audit11b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit11b_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 20


def _withheld(questions: list[str]) -> list[str]:
    return [q for q in questions if situated(q, GAME)[0]]


def test_12_4_1_another_abilitys_trigger_is_not_the_last_words() -> None:
    assert not _withheld([
        "ラストワード持ちフォロワーが破壊された。ファンファーレは誘発する?",
        "ラストワード持ちフォロワーが破壊された。攻撃時能力は誘発する?",
        "ラストワード持ちのフォロワーが消滅した。ファンファーレは誘発する?",
    ])  # fmt: skip


def test_6_2_1_8_a_first_turn_hand_other_than_the_opening_4_is_not_drawn_again() -> None:
    assert not _withheld([
        "後攻1ターン目、手札5枚。コスト1のフォロワーを出した。手札は?",
        "後攻で1ターン目。今手札5枚ある。コスト1のフォロワー出したら手札何枚?",
        "後攻の1ターン目、初手は5枚だった。コスト1のフォロワーを出した。手札は?",
    ])  # fmt: skip


def test_12_2_3_the_ep_spent_or_a_second_evolve_is_not_the_ep_left() -> None:
    assert not _withheld([
        "後攻で初めての進化。EPで1点払った。使ったEPはいくつ?",
        "後攻で初めての進化。EPで1点払った。EPは何点消費した?",
        "後攻で初めての進化。EPで1点払った。もう1回進化したら残りのEPはいくつ?",
    ])  # fmt: skip


def test_10_4_4_1_a_reduction_told_as_spent_is_not_applied() -> None:
    assert not _withheld([
        "PP1。コスト2のフォロワーのコストを1下げる効果があった。でもそれはもう使った。出せる?",
        "PP1。コストを1軽くする効果はすでに使い切った。コスト2のフォロワーを出せる?",
        "PP2。コストを2下げる効果は前のカードで使用済み。コスト3のフォロワーを出せる?",
    ])  # fmt: skip


def test_7_4_7_the_discard_asked_of_the_other_player_is_not_the_hands_owners() -> None:
    assert not _withheld([
        "自分の手札9枚でターンエンド。相手は何枚捨てる?",
        "俺の手札9枚でエンドフェイズ。向こうは何枚捨てる?",
        "自分のターンのエンドフェイズ、自分の手札は10枚。相手は何枚捨てなきゃいけない?",
    ])  # fmt: skip


def test_8_4_4_an_attack_said_again_is_refused_whatever_is_asked() -> None:
    for question in (
        "相手リーダー体力3。前のターンからいる攻撃力4のフォロワーはもう攻撃した。もう一回殴ればリーサル?",
        "相手のリーダーは体力2。このターンもう攻撃済みの攻撃力3のフォロワーでもう1回殴ったら勝てる?",
        "さっき攻撃したフォロワーで、もう1回相手のリーダーを攻撃できる?",
    ):
        stated, value, _summary = situated(question, GAME)
        assert not stated or value in ("none", "no"), (question, value)


def test_8_4_3_1_a_target_asked_is_no_yes_or_no() -> None:
    assert not _withheld([
        "相手は自分のエンドフェイズに【守護】持ちのフォロワーを横向きにしてた。前のターンからいる攻撃力3のフォロワーでどれを攻撃できる?",
        "相手の【守護】持ちのフォロワーは横向き。前のターンからいる攻撃力3のフォロワーでどのフォロワーを攻撃できる?",
        "相手の【守護】持ちのフォロワーはアクト状態。前のターンからいる攻撃力3のフォロワーで何を攻撃できる?",
    ])  # fmt: skip
