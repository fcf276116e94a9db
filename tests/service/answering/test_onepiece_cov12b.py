"""Round 12 (issue 11), onepiece, continued from `test_onepiece_cov12.py`: general reading steps the
fresh blind batch W and the earlier batches U and V withheld, asked in wordings of our own and checked
by hand against the rulebook, with traps where one detail changes the answer (or must withhold):
a 6th character replacing one (3-7-6-1), a second 【ブロッカー】 in one battle (7-1-2-1), a KO hoped for
an attack (7-1-1-2), the polite potential ask, several plays paid in turn (2-7-2), a 【カウンター】 event
with every DON!! spent (2-7-3) and a loop neither player can stop (11-1-1-1).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[bool, object]:
    gated, _ = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    return verdict.stated, verdict.value


# 3-7-6-1 / 10-2-1-3 (the character a 6th one replaced is trashed, not KO'd): 「6体目出す」 numbers the
# card on the field, not the plays (reading/sequence._standing: the 5 standing count toward it)
REPLACED = [
    "キャラエリアがもう5体で埋まってるから、6体目出すときに【KO時】効果持ちのキャラを1体どかした。このどかしたキャラの【KO時】って発動する?",
    "キャラが5体いる状態で6体目を出して、【KO時】持ちのキャラをトラッシュに置いた。【KO時】は発動する?",
]


@pytest.mark.parametrize("question", REPLACED)
def test_3_7_6_1_a_character_replaced_by_a_sixth_is_not_kod(question: str) -> None:
    assert _verdict(question) == (True, "no")


REPLACED_WITHHELD = [
    # traps: a 5th played into room (no replacement), a play counted within the turn, the opponent's card
    "キャラエリアが4体のときに5体目を出した。【KO時】持ちのキャラの【KO時】は発動する?",
    "このターン2体目のキャラを出したら、【KO時】持ちのキャラの【KO時】は発動する?",
    "キャラが5体いるところに6体目を出して、【KO時】持ちのキャラを入れ替えた。相手のキャラの【KO時】は発動する?",
]


@pytest.mark.parametrize("question", REPLACED_WITHHELD)
def test_3_7_6_a_play_that_replaces_nothing_is_not_answered_as_a_replacement(question: str) -> None:
    assert _verdict(question)[0] is False


# 7-1-2-1 / 10-1-4-1 (【ブロッカー】 once per battle): 「ブロッカーAで止めた」 is the block made (lexicon
# block, a label between the keyword and で); another blocker tried in the same battle is refused
REBLOCK = [
    "相手のアタックをアクティブのブロッカーAで止めたけど、Aだとパワー負けてKOされそう。同じバトル中に、もう1体いるアクティブのブロッカーBに張り替えてBでブロックし直せる?",
    "相手のアタックをブロッカーで止めた。同じバトルでもう1体のブロッカーでもブロックできる?",
    "相手のアタックをブロッカーAで止めたけど、同じバトル中に、ブロッカーBに変えてブロックし直せる?",
    "自分のアタックを相手がブロッカーAで止めてきた。相手はさらにブロッカーBでブロックし直せる?",
]


@pytest.mark.parametrize("question", REBLOCK)
def test_7_1_2_1_a_second_blocker_in_the_same_battle_is_refused(question: str) -> None:
    assert _verdict(question) == (True, "no")


REBLOCK_WITHHELD = [
    # traps: the second block is in another battle (another attack told before it)
    "相手のアタックをブロッカーAで止めた。次の相手のアタックでブロッカーBでブロックできる?",
    "相手のアタックをブロッカーAで止めた。そのバトルが終わった後、相手の2回目のアタックをブロッカーBで止められる?",
    "相手のアタックをブロッカーAで止めた。相手がもう一度アタックしてきたので、ブロッカーBでブロックできる?",
]


@pytest.mark.parametrize("question", REBLOCK_WITHHELD)
def test_7_1_2_1_a_blocker_in_another_battle_is_not_refused(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "yes"


# 7-1-1-2 (only a rested character is attacked): 「アタックしてKOしに行ける?」 — the hoped KO is a purpose
# (lexicon purpose; reader: an act inside a purpose is no act told), the attack on an active character
# is refused, so it is not KO'd; on a rested one the battle decides
KO_PURPOSE = [
    (
        "相手の場に縦向き(アクティブ)のパワー3000のキャラがいて邪魔。こっちのパワー6000のキャラで、そいつを対象にアタックしてKOしに行けますか?",
        ("destroyed", False),
    ),
    (
        "相手の場にアクティブのパワー1000のキャラがいる。パワー5000のキャラでアタックしてKOしに行ける?",
        ("destroyed", False),
    ),
    (
        "相手のアクティブのキャラ(パワー2000)を倒しに行きたい。パワー5000のリーダーでアタックできる?",
        ("can", "no"),
    ),
    # traps: a rested target — the battle's powers decide the KO
    (
        "パワー5000のリーダーでアタックして、相手のレストのキャラ(パワー2000)をKOしに行ける?",
        ("destroyed", True),
    ),
    (
        "相手のレストのキャラ(パワー7000)を、パワー5000のキャラでアタックしてKOしに行ける?",
        ("destroyed", False),
    ),
]


@pytest.mark.parametrize(("question", "want"), KO_PURPOSE)
def test_7_1_1_2_a_ko_hoped_for_an_attack_on_an_active_character(
    question: str, want: tuple[str, object]
) -> None:
    gated, _ = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    assert verdict.stated and (verdict.asks, verdict.value) == want


# 6-4-1 / 2-7-2 and the polite potential ask (「これ出せますか?」「殴れますか?」, lexicon ASK can): read as
# whether the act can be done, as the plain 「出せる?」 is
POLITE = [
    ("先攻の1ターン目、手札にコスト2のキャラがある。メインフェイズでこれ出せますか?", "no"),
    ("後攻の1ターン目、手札にコスト2のキャラがある。メインフェイズでこれ出せますか?", "yes"),
    ("先攻の1ターン目、手札にコスト1のキャラがある。これ出せますか?", "yes"),
    ("相手のレストのキャラ(パワー3000)にパワー5000のキャラで殴れますか?", "yes"),
    ("相手のアクティブのキャラ(パワー1000)に、パワー5000のキャラで殴れますか?", "no"),
    ("アクティブのドン!!が1枚。コスト2のキャラって出せますか?", "no"),
    ("先攻の1ターン目にパワー5000のリーダーで相手のリーダーに殴れますか?", "no"),
]


@pytest.mark.parametrize(("question", "value"), POLITE)
def test_6_4_1_a_polite_potential_ask_is_a_can_ask(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


# 2-7-2 (each play rests its own cost in active DON!!): 「コスト2のキャラを3体続けて出したら」 plays 3 cards,
# each paid in turn (onepiece_pay.played_count); more than the active DON!! pay, events, a 6th card
# into the area or a field already told withhold
PLAYED_MANY = [
    (
        "自分のコストエリアにアクティブのドン!!が7枚。コスト2のキャラを3体続けて出したら、アクティブのドン!!は何枚残る?",
        [1],
    ),
    ("アクティブのドン!!5枚で、コスト1のキャラを2体続けて出した。アクティブのドン!!は何枚残る?", [3]),
    (
        "アクティブのドン!!が7枚、レストのドン!!が3枚。コスト2のキャラを3体出したらアクティブのドン!!は何枚?",
        [1],
    ),
    ("アクティブのドン!!が6枚。コスト2のキャラを1体出したら、アクティブのドン!!は何枚?", [4]),
    ("アクティブのドン!!が6枚。コスト2のキャラを2体出したら、アクティブのドン!!は何枚残る?", [2]),
]


@pytest.mark.parametrize(("question", "value"), PLAYED_MANY)
def test_2_7_2_each_card_played_pays_its_own_cost(question: str, value: list[int]) -> None:
    assert _verdict(question) == (True, value)


PLAYED_MANY_WITHHELD = [
    "アクティブのドン!!が5枚。コスト2のキャラを3体出したら、アクティブのドン!!は何枚?",
    "キャラが4体いる。アクティブのドン!!が7枚。コスト1のキャラを2体出したら、アクティブのドン!!は何枚?",
    "アクティブのドン!!が7枚。コスト2のイベントを3回発動したら、アクティブのドン!!は何枚?",
    "アクティブのドン!!が10枚。コスト1のキャラを6体出したら、アクティブのドン!!は何枚?",
]


@pytest.mark.parametrize("question", PLAYED_MANY_WITHHELD)
def test_2_7_2_plays_not_all_payable_or_placed_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


# 2-7-3 / 7-1-3-2-2 (a 【カウンター】 event paid with active DON!!): 「自分のターンにドン!!は全部レストにして
# 使い切ってて」 tells no active DON!! (lexicon don_active 0; that turn is history, previous_turn)
SPENT = [
    "相手のアタックに対して、手札の【カウンター】イベント(コスト1)で返したい。ちなみに自分のターンにドン!!は全部レストにして使い切ってて、今コストエリアにアクティブのドン!!は0枚。使えるよね?",
    "相手のアタックに対して、手札の【カウンター】イベント(コスト1)で返したい。自分のターンにドン!!は全部レストにして使い切ってて、アクティブのドン!!は0枚。使えるよね?",
]


@pytest.mark.parametrize("question", SPENT)
def test_2_7_3_a_counter_event_with_every_don_spent_cannot_be_paid(question: str) -> None:
    assert _verdict(question) == (True, "no")


def test_2_7_3_a_cost_0_counter_event_or_contradicting_counts_are_not_refused() -> None:
    for question in (
        "相手のアタックに対して、手札の【カウンター】イベント(コスト0)を使いたい。ドン!!は全部使い切ってる。使える?",
        "相手のアタックに【カウンター】イベント(コスト1)を使いたい。ドン!!は全部使い切ったけど、アクティブのドン!!は1枚ある。使える?",
    ):
        stated, value = _verdict(question)
        assert not stated or value == "yes"


# 11-1-1-1 (a loop neither player can stop is a draw): 「同じ処理が永久に繰り返される」 is the loop (lexicon)
LOOP = [
    "お互いのカードの組み合わせで、同じ処理が永久に繰り返される状態になった。どっちのプレイヤーにもそれを止める方法が無い。勝敗ってどうなる?",
    "同じ処理が永久に繰り返されるようになった。どちらのプレイヤーも止められない。勝ちはどっち?",
]


@pytest.mark.parametrize("question", LOOP)
def test_11_1_1_1_a_loop_no_player_can_stop_is_a_draw(question: str) -> None:
    assert _verdict(question) == (True, "draw")


def test_11_1_1_2_a_loop_one_player_can_stop_is_not_a_draw() -> None:
    for question in (
        "お互いのカードの効果で同じ処理が永久に繰り返される。自分だけ止める方法がある。どうなる?",
        "相手のカードの効果で処理が永久に続く。止める方法は相手にだけある。勝敗は?",
    ):
        stated, value = _verdict(question)
        assert not stated or value != "draw"
