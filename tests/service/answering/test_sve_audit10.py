"""Shadowverse EVOLVE round-10 precision audit (issue 11): questions in five styles earlier audits used
little (`data/sve_audit10.jsonl`, each row's `style`, checked by hand; withholding is always allowed):
A an ask the run does not answer beside attack/damage words (can it be chosen, can it go in the deck,
who chooses, when, where it goes, what it is called), B hypotheticals and comparisons (「もし〜なかった
ら」「〜の場合と〜の場合」), C denied facts (「アクトしなかった」「守護も威圧もなし」, double negatives),
D asides and distractors (a 【守護】 holder in the hand or graveyard, 「（ちなみに…）」), E two turns and
the other player's turn.

What the audit found (122 questions, on clean HEAD a7d5984: 57 stated, 27 wrong; after: 27 stated, 0
wrong — by style A 11/9 -> 1/0, B 10/8 -> 2/0, C 16/5 -> 11/0, D 11/5 -> 4/0, E 9/0 -> 9/0):
(1) 12.8.2 with 4.7/4.9 — 「ちなみに相手の墓場には守護持ちが２枚ある」「相手の手札には守護持ちがいるらしい」
had put the holder on the field and refused the attack on the leader: a keyword told only of cards in
another zone, carried by a field card of the scenario, withholds (reading/held_keyword.keyword_elsewhere);
(2) 12.8.2 with 7.4.3 — 「守護持ちはエンドフェイズにアクトしなかった(からスタンド状態のまま)」 had left the
holder acted (「しなかった」 was no denial, reader._NOT_IN_STATE) and refused attacks 12.8.2 allows: a
state told of a keyword's holder that no holder has withholds (held_keyword.holder_state); (3) 12.8.2,
12.13.2 — 「もし守護持ちがいなかったら…攻撃できた?」「ドレインがなかったら体力は?」「…場合といない場合で
勝敗は変わる?」 had been run with the told facts ('no' for 'yes', 13 for 10): lexicon MODIFIER
counterfactual / compared withholds (reading/asked_other.untaken_branch); (4) 8.4.3, 11.2.1 — 「攻撃目標を
選ぶのはどっちのプレイヤー?」「交戦ダメージは誰が与える?」「アクト状態?スタンド状態?」「…処理は何て呼ぶ?」
「相手が敗北するのはチェックタイミング?」 had been answered with the run's outcome, destroyed or winner
verdict: an interrogative of another kind in the asking sentence withholds (asked_other.other_question);
(5) 6.1.1.3 — 「相手のフォロワーに攻撃されそう。エボルヴデッキは何枚まで入れられる?」 had been stated 0
(the attack's damage): deck construction said with は/って is read (lexicon sve deck_building);
(6) 11.2.1 — 「相手が敗北するのはチェックタイミング?」 (a step asked, reading/asked_step.asked_step) and
「…あ、聞きたいのは攻撃目標を選ぶのはどっちのプレイヤーかってこと」 (an ask told without 「?」,
asked_step.told_ask) had been stated; (7) 12.12.2 — 「威圧を持ってないわけじゃない」 had been read as
denied and an attack on the holder stated 'yes': lexicon sve double_negation withholds.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_audit10")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a10-{i:03d}" for i in range(len(_ROWS))])
def test_audit10_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit10_data_has_at_least_30_distinct_questions_in_five_styles() -> None:
    assert len(_ROWS) >= 30
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert {r["style"] for r in _ROWS} == {"A", "B", "C", "D", "E"}


@pytest.mark.parametrize(
    "question",
    [
        "前のターンからいる攻撃力３のフォロワーで相手リーダーを攻撃できる?"
        "（相手の場にフォロワーはいない。ちなみに相手の墓場には守護持ちが２枚ある）",
        "相手リーダー体力４。前のターンからいる攻撃力４のフォロワーで相手リーダーを攻撃した"
        "（相手の手札には守護持ちがいるらしい）。勝てる?",
        "前のターンからいる攻撃力３のフォロワーで相手リーダーを攻撃できる?"
        "（相手の場にフォロワーはいない。あ、相手の手札には守護持ちがいる）",
    ],
)
def test_8_4_3_1_and_12_8_2_a_guard_holder_in_hand_or_graveyard_forces_no_target(question: str) -> None:
    """Only an acted 【守護】 holder on the field is a target that must be chosen (8.4.3.1, 12.8.2): one
    in the hand or the graveyard never refuses the attack on the leader."""
    stated, value, _summary = situated(question, GAME)
    if stated:
        assert value in ("yes", "self")


def test_12_8_2_a_guard_holder_on_the_field_beside_one_in_a_graveyard_still_forces() -> None:
    stated, value, _summary = situated(
        "相手の場にはアクト状態の守護持ちがいる。（ちなみに俺の墓場にも守護持ちがある）"
        "前のターンからいる俺のフォロワーで相手リーダーを攻撃できる?",
        GAME,
    )
    assert stated and value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "俺の場の守護持ちはエンドフェイズにアクトしなかったからスタンド状態のまま。相手のターン、相手は前の"
        "ターンからいるフォロワーで俺の守護なしのアクト状態のフォロワーを攻撃できる?",
        "相手の守護持ちはアクトしなかった。前のターンからいる俺の攻撃力２のフォロワーで相手リーダーを殴れる?",
        "俺の守護持ちはエンドフェイズにアクトしなかった。相手のターン、相手は前のターンからいるフォロワーで"
        "俺のリーダーを攻撃できる?",
        "相手の場の守護持ちはアクトしてない（スタンド状態）。前のターンからいる俺のフォロワーで"
        "相手リーダーを攻撃できる?",
    ],
)
def test_12_8_2_and_7_4_3_a_guard_holder_not_acted_forces_no_target(question: str) -> None:
    """【守護】 forces only an acted holder as the target (12.8.2); a holder its player did not act at
    the end phase (7.4.3) stands, and the attack 12.8.2 allows is never refused for it."""
    stated, value, _summary = situated(question, GAME)
    if stated:
        assert value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にアクト状態の守護持ちがいる。もし守護持ちがいなかったら、前のターンからいる俺のフォロワーで"
        "相手リーダーを攻撃できた?",
        "相手の場にアクト状態の守護持ちがいる。守護持ちがいなければ、前のターンからいる俺のフォロワーで"
        "相手リーダーを攻撃できた?",
        "向こうの場にアクト状態の【守護】のフォロワー。もしそいつがいなかったら、前のターンからいる俺の"
        "フォロワーでリーダー殴れた?",
        "ドレイン持ちの攻撃力３で相手リーダーを攻撃した。俺のリーダー体力は１０。もしドレインがなかったら、"
        "俺のリーダーの体力はいくつ?",
        "【ドレイン】持ちの攻撃力４のフォロワーで相手リーダーを攻撃。自分のリーダーの体力は８。"
        "ドレインが無かったら自分のリーダーの体力はいくつ?",
        "前のターンからいる攻撃力３のドレイン持ちで相手のリーダーを攻撃した。俺の体力５。"
        "ドレイン持ちじゃなかったら俺の体力は?",
        "相手リーダー体力３。前のターンからいる攻撃力３のフォロワーで相手リーダーを攻撃した。"
        "相手の場に守護持ちがいる場合といない場合で勝敗は変わる?",
    ],
)
def test_12_8_2_and_12_13_2_an_untaken_or_compared_branch_is_not_run(question: str) -> None:
    """The run holds the told 【守護】 holder and 【ドレイン】 (12.8.2, 12.13.2); the branch without them,
    or a comparison of both, is no verdict of it."""
    stated, _value, _summary = situated(question, GAME)
    assert not stated


def test_12_10_2_a_keyword_told_instead_of_another_is_run() -> None:
    """「【疾走】じゃなくて【突進】だったら」 tells the card's keyword: 【突進】 attacks no leader the turn it
    came (12.10.2)."""
    stated, value, _summary = situated(
        "このターン場に出したフォロワーが【疾走】じゃなくて【突進】だったら、相手のリーダーを攻撃できる?",
        GAME,
    )
    if stated:
        assert value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "前のターンからいる攻撃力３のフォロワーで相手リーダーを攻撃した。攻撃目標を選ぶのはどっちのプレイヤー?",
        "俺の攻撃力３のフォロワーで相手のアクト状態のフォロワー（攻撃力２/体力３）を攻撃した。"
        "交戦ダメージは誰が与える?",
        "相手リーダー体力２。前のターンからいる攻撃力２のフォロワーで攻撃した。この時、ダメージを与えるのは誰?",
        "前のターンからいる攻撃力３のフォロワーで相手リーダーを攻撃した。攻撃したあと、"
        "そのフォロワーはアクト状態?スタンド状態?",
        "俺の攻撃力２/体力２のフォロワーで相手のアクト状態の攻撃力２/体力２のフォロワーを攻撃した。"
        "2体が破壊される処理は何て呼ぶ?",
    ],
)
def test_8_4_3_and_8_4_9_who_acts_a_state_or_a_name_asked_is_no_run_verdict(question: str) -> None:
    """The turn player chooses the target (8.4.3), both followers deal damage (8.4.9.1), the attacker is
    acted (8.4.4): a run's outcome or destroyed verdict answers none of these asks."""
    stated, _value, _summary = situated(question, GAME)
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "リーダー体力3で、相手のフォロワーに攻撃されそう。エボルヴデッキは何枚まで入れられる?",
        "前のターンからいる攻撃力3のフォロワーで相手リーダーを攻撃した。ところでメインデッキって40枚から組める?",
        "相手の攻撃力２のフォロワーが攻撃してきた。エボルヴデッキって11枚入れられる?",
    ],
)
def test_6_1_1_2_and_6_1_1_3_deck_construction_beside_an_attack_is_no_attack_verdict(question: str) -> None:
    """A deck is 40-50 cards (6.1.1.2), an evolve deck 0-10 (6.1.1.3): no run of the attack told beside
    the ask answers them."""
    stated, _value, _summary = situated(question, GAME)
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "相手リーダー体力２。前のターンからいる攻撃力２の俺のフォロワーで攻撃して勝った。"
        "このとき相手が敗北するのはチェックタイミング?",
        "相手リーダー体力３に俺のスペルで３ダメージ。相手が負けるのはそのスペルの解決中?チェックタイミング?",
        "俺の攻撃力２/体力２で相手のアクト状態の２/２を攻撃した。両方破壊されるのはどのタイミング?",
        "相手の場にアクト状態のフォロワーが１体。このターン出した突進持ちで攻撃できる?"
        "あ、聞きたいのは攻撃目標を選ぶのはどっちのプレイヤーかってこと",
    ],
)
def test_11_2_1_and_10_5_1_when_or_who_asked_is_no_run_verdict(question: str) -> None:
    """A player loses by rule processing at the check timing (11.2.1, 10.5.1); the turn player chooses
    the target (8.4.3): the winner or permission a run states answers neither ask."""
    stated, _value, _summary = situated(question, GAME)
    assert not stated


def test_12_14_a_bane_holder_in_the_hand_is_not_on_the_field() -> None:
    """【必殺】 of a card in the hand destroys nothing (12.14.2 is the field card's); a run giving it to
    the attacker answers another position."""
    stated, value, _summary = situated(
        "前のターンからいる攻撃力３のフォロワーで相手のアクト状態の体力３のフォロワーを攻撃した"
        "（俺の手札には必殺持ちがいる）。相手のフォロワーは破壊される?",
        GAME,
    )
    if stated:
        assert value is True


@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワーは威圧を持ってないわけじゃない。前のターンからいる俺のフォロワーでアクト状態のそいつを攻撃できる?",
        "相手の場に守護持ちがいなくはない（アクト状態）。前のターンからいる俺のフォロワーで相手リーダーを攻撃できる?",
        "向こうのアクト状態のフォロワー、【威圧】を持ってないって訳ではない。"
        "こっちの前のターンからいるフォロワーでそいつを殴れる?",
    ],
)
def test_12_12_2_and_12_8_2_a_denial_denied_gives_the_keyword(question: str) -> None:
    """「持ってないわけじゃない」「いなくはない」 tell the keyword held: 【威圧】's holder may not be
    attacked (12.12.2), an acted 【守護】 holder must be (12.8.2)."""
    stated, value, _summary = situated(question, GAME)
    if stated:
        assert value == "no"
