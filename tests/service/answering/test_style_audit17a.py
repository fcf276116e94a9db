"""Round-17 everyday audit (17a, all five games): can-X questions of the asker — can I attack this card /
the player, block, play this card (costs), can this card act again — told with states, owners, turns and
quoted effects. 40 own questions, 8 a game, 22 traps, kept in `data/style_audit17a.jsonl` with the
rulebook clause of each expected answer (`corpus/sources/<game>.txt`). `accept` [] with an `open`
reason: withheld now, and must stay so until the row is looked at again (`right` says the rulebook's
answer).

First try (HEAD a72c8a2): 26 stated, 26 right, 0 wrong, 14 withheld; now 34 / 34 / 0 / 6. Now stated too:
fow 「「カード1枚を破棄する」で、相手の場のリゾネイターを選べる?」 (plans/fow_dispose.chosen_to_dispose: the
choice asked of a quoted disposal is the disposal's, 10.10); ninjaslayer
「アンタイ・オジギ状態の自分のキャラで、相手のオジギ状態のキャラに…」「俺のアンタイ・オジギのキャラで相手
プレイヤーに…」「相手のターン中に、自分のキャラで…」 (plans/ninjaslayer_aisatsu_target: the asker's
character told with its state, the opponent's turn told — 704.3, 704.3a-1, 704.4), 「さっきアイサツして
オジギしたキャラで、もう一回」 (reading/doer_state: the bow told as the act's own, 704.5; plans/
ninjaslayer_again); sve 「相手のターン中…俺のスタンドしてるフォロワーで相手のアクト状態のフォロワーを」
(plans/sve_their_turn: the states told put on the cards, 8.4.1); onepiece 「【ブロッカー】を持ってない
アクティブのキャラでブロック」 (plans/onepiece_no_blocker, 7-1-2-1 / 10-1-4-1); fow 「保有ウィルが[水]1点と
[風]1点」 (lexicon/fow: the next will of a list, 10.2). Found wrong while testing the wordings and now
withheld: onepiece 「【ブロッカー】を持ってないキャラと【ブロッカー】持ちのキャラがいる。【ブロッカー】を
持ってないキャラでブロックできる?」 had stated 'yes' (the other card blocked; reading/denied_keyword: a
keyword denied of the card the asked act is made with), and fow 「保有ウィルは[光]1点と[炎]1点。コスト[光]
2点…」 stated 'yes' once the list was read (plans/fow_will.restated: a count glued to a cost's symbol
is no restated total).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("style_audit17a")


@pytest.mark.parametrize(
    "row", [pytest.param(r, id=f"st17a-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]
)
def test_style_audit17a_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit17a_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=14)
    assert all(("open" in r) == (r["accept"] == []) for r in _ROWS)


# 704.3 / 704.3a-1 / 704.4: the asker's character told with its state, the opponent's turn told
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("アンタイ・オジギ状態の自分のキャラで、相手のオジギ状態のキャラにアイサツできる?", "yes"),
        ("相手のキャラクターはアンタイ・オジギ状態で立ってる。俺のアンタイ・オジギのキャラで相手プレイヤーに"
         "直接アイサツできる?", "yes"),
        ("相手のターン中に、自分のキャラで相手にアイサツできる?", "no"),
        ("今は相手のターン。俺のアンタイ・オジギのキャラで相手プレイヤーにアイサツしていい?", "no"),
        ("相手のターン中に、自分のキャラで相手のオジギしてるキャラにアイサツできる?", "no"),
        ("自分のオジギ状態のキャラで相手のアンタイ・オジギのキャラにアイサツできる?", "no"),
    ],
)  # fmt: skip
def test_704_the_attacker_and_the_turn_told(question: str, want: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want)


# the opponent アイサツing in its own turn is allowed (704.3): never the asker's refusal
def test_704_3_the_opponents_own_aisatsu_is_not_refused() -> None:
    stated, value, _summary = situated("相手のターン中に、相手のキャラが俺にアイサツできる?", "ninjaslayer")
    assert not stated or value == "yes", value


# 8.4.1: only the turn player attacks — whatever state either card is told in
@pytest.mark.parametrize(
    "question",
    [
        "相手のターン中なんだけど、俺のスタンドしてるフォロワーで相手のアクト状態のフォロワーを攻撃できる?",
        "相手のターンに、スタンド状態の自分のフォロワーで相手のリーダーを攻撃できますか?",
        "相手のターン中に、俺のアクト状態のフォロワーで相手のスタンド状態のフォロワーを攻撃できる?",
    ],
)
def test_8_4_1_an_attack_in_their_turn_with_states_told(question: str) -> None:
    assert situated(question, "sve")[:2] == (True, "no")


def test_8_4_1_the_askers_own_turn_still_attacks() -> None:
    q = "自分のターンに、スタンド状態の自分のフォロワーで相手のアクト状態のフォロワーを攻撃できる?"
    assert situated(q, "sve")[:2] == (True, "yes")


# 7-1-2-1 / 10-1-4-1: only a 【ブロッカー】 blocks
@pytest.mark.parametrize(
    "question",
    [
        "相手のリーダーがアタックしてきた。【ブロッカー】を持ってないアクティブのキャラでブロックってできる?",
        "相手にアタックされた。【ブロッカー】のないキャラでブロックできますか?",
        "相手のキャラがリーダーにアタックしてきた。【ブロッカー】を持たないキャラでブロックできる?",
    ],
)
def test_10_1_4_1_a_character_without_blocker_cannot_block(question: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, "no")


# a keyword denied of the card the asked act is made with, given to another card: not that card's run
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("相手のキャラがアタックしてきた。【ブロッカー】を持ってないキャラと【ブロッカー】持ちのキャラがいる。"
         "【ブロッカー】を持ってないキャラでブロックできる?", "onepiece"),
        ("相手のキャラがアタックしてきた。俺の場には【ブロッカー】持ちのアクティブのキャラと、【ブロッカー】"
         "なしのキャラがいる。【ブロッカー】なしのほうでブロックできる?", "onepiece"),
        ("このターンに【疾走】持ちのフォロワーと【疾走】のないフォロワーを出した。【疾走】のないフォロワーで"
         "相手のリーダーを攻撃できる?", "sve"),
    ],
)  # fmt: skip
def test_a_keyword_denied_of_the_acting_card_is_not_the_other_cards(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value == "no", value


def test_a_blocker_told_still_blocks() -> None:
    q = "相手のリーダーがアタックしてきた。【ブロッカー】を持ってるアクティブのキャラでブロックできる?"
    assert situated(q, "onepiece")[:2] == (True, "yes")


# 10.2: the will held told as a list of symbols with counts
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("保有ウィルが[水]1点と[風]1点。コスト[水][水]のカードを出せる?", "no"),
        ("保有ウィルは[光]2点、[闇]1点。コスト[光][闇][1]のカードをプレイできる?", "yes"),
        ("ウィルは[炎]1点と[水]2点ある。コスト[炎][炎]は払える?", "no"),
        ("保有ウィルが[風]1点・[水]1点。コスト[風][1]のカードは出せますか?", "yes"),
    ],
)
def test_10_2_the_will_held_listed_with_symbols(question: str, want: str) -> None:
    assert situated(question, "fow")[:2] == (True, want)


# a count glued to a cost's symbol (「コスト[光]2点」) is the cost's, not the holding's total said again
@pytest.mark.parametrize(
    "question",
    [
        "保有ウィルは[光]1点と[炎]1点。コスト[光]2点のカードをプレイできる?",
        "保有ウィルは光1点と炎1点。コスト[光]2点のカードをプレイできる?",
    ],
)
def test_10_2_a_cost_count_is_no_restated_total(question: str) -> None:
    stated, value, _summary = situated(question, "fow")
    assert not stated or value == "no", value


# 704.5 / 704.3a-1: the bow told as what the first アイサツ left
@pytest.mark.parametrize(
    "question",
    [
        "さっきアイサツしてオジギしたキャラで、もう一回アイサツできる?",
        "アイサツしてオジギ状態になったキャラで、同じターンにもう一度アイサツできますか?",
        "このキャラでアイサツしてオジギした。そのキャラでもう1回アイサツできる?",
    ],
)
def test_704_5_the_bow_told_as_the_aisatsus_own(question: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, "no")


@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("アイサツしてオジギしたキャラ。次の自分のターンにそのキャラでアイサツできる?", "ninjaslayer", "yes"),
        ("攻撃してアクト状態になったフォロワーで、もう一度攻撃できる?", "sve", "no"),
        ("アタックしてレストになったキャラで、もう一回アタックできる?", "onepiece", "no"),
    ],
)  # fmt: skip
def test_a_state_the_act_left_in_other_runs_is_still_stated(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want)


# 10.10: the choice asked of a quoted disposal is that disposal's own choice of its card
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("「カード1枚を破棄する」で、相手の場のリゾネイターを選べる?", "no"),
        ("「リゾネイター1体を破棄する」で、相手がコントロールしてるリゾネイターを選べますか?", "no"),
        ("自分のカードの「アディション1枚を破棄する」で、相手のアディションを選べる?", "no"),
        ("「リゾネイター1体を破棄する」で、自分のリゾネイターを選べる?", "yes"),
    ],
)
def test_10_10_the_choice_of_a_quoted_disposal(question: str, want: str) -> None:
    assert situated(question, "fow")[:2] == (True, want)


@pytest.mark.parametrize(
    "question",
    [
        "「カード1枚を破壊する」で、相手のリゾネイターを選べる?",  # a destroy (10.9), not a disposal
        "「カード1枚を破棄する」で相手のリゾネイターを選んだ。どうなる?",  # no can asked: not this choice
    ],
)
def test_10_10_other_choices_are_not_a_disposals(question: str) -> None:
    assert not situated(question, "fow")[0]
