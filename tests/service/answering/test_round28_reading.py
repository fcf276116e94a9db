"""Round-28 reading fixes from blind BC's first try (on b406b475), each a mechanism over several wordings.

* a damage said again as the bare noun the asker's reason rests on (「耐久力2で3ダメージだから死ぬ?」) is the
  damage told, not a second one (`reading/consequence.py`; ninjaslayer-bc-13 had dealt the 3 twice);
* an act supposed right before the ask (「さらに3ダメージ受けたら死ぬ?」「もう2点入れれば倒せる?」) is one
  more telling of its amount, not the amount the question mark asks (`payload.asked_amount`): the run
  had held one damage for two told and stated 'not killed';
* the k-th telling of an act with no amount needs k places that script it (`reading/act_count.py`): a
  block told twice (「Aでブロックした。…Bでもう一回ブロックし直したい。できる?」) had been met by the run's
  one block (onepiece-bc-07 stated 'yes'; 7-1-2-1 allows one);
* the DON!! a numbered turn's DON!! phase places are what the DON!! deck has left after the earlier DON!!
  phases (6-4-2, 6-4-3): 「先攻の自分の6ターン目…何枚置ける?」 is 1 (onepiece-bc-11 had stated 2).
"""

from __future__ import annotations

import pytest

from service.answering.answer_line import answer_line
from service.answering.plans import situate
from service.answering.reading.reader import read
from tests.service.answering.audit_data import situated


# ninjaslayer 505.3a / 505.3b: damage is cleared before 「このターン」 ends
@pytest.mark.parametrize(
    "question",
    [
        "俺の耐久力2のキャラが効果で「このターン+2/+2」を得て耐久力4になった。そのあと3ダメージ負ったけど生き残った。"
        "ターン終了時に+2/+2が切れたら、耐久力2で3ダメージだから死ぬ?",
        "耐久力3のキャラに「このターン+0/+2」をかけた。相手から4ダメージ受けたけど耐えた。エンドフェイズで修整が切れたら"
        "耐久力3に4ダメージなんだから死んじゃう?",
    ],
)
def test_505_3a_damage_said_again_as_a_reason_is_the_damage_told(question: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, False), question


# ninjaslayer 1004.1: two damages of 3 on 耐久力5 kill; 2 + 2 on 耐久力4 kill
@pytest.mark.parametrize(
    "question",
    [
        "耐久力5のキャラが3ダメージ受けた。さらに3ダメージ受けたら死ぬ?",
        "耐久力5のキャラが3ダメージ受けた。さらに3ダメージだから死ぬ?",
        "耐久力4の相手のキャラに2点入れた。もう2点入れたら倒せる?",
        "耐久力6のキャラに3ダメージ。そのあと3ダメージ与えれば死ぬ?",
    ],
)
def test_1004_1_an_act_supposed_before_the_ask_is_one_more_telling(question: str) -> None:
    stated, value = situated(question, "ninjaslayer")[:2]
    assert not stated or value is True, question  # never the one damage's 'survives'


def test_1004_1_supposed_damage_is_run() -> None:
    question = "耐久力5のキャラが3ダメージ受けた。さらに3ダメージ受けたら死ぬ?"
    assert situated(question, "ninjaslayer")[:2] == (True, True)


# onepiece 7-1-2-1: 【ブロッカー】 once per battle — a second block told is not the run's one block
@pytest.mark.parametrize(
    "question",
    [
        "相手キャラにリーダーを殴られて、俺の【ブロッカー】持ちキャラAでブロックした。でもAだとパワー負けしそうなので、"
        "もう1体の【ブロッカー】持ちBでもう一回ブロックし直したい。できる?",
        "相手のアタックを【ブロッカー】のキャラでブロックした。同じバトルで別の【ブロッカー】でもブロックできる?",
        "相手のキャラのアタックに1体目のブロッカーでブロックして、そのあと2体目のブロッカーでもブロックできる?",
    ],
)
def test_7_1_2_1_a_second_block_is_not_the_runs_one_block(question: str) -> None:
    stated, value = situated(question, "onepiece")[:2]
    assert not stated or value == "no", question


# onepiece 6-4-1 / 6-4-2 / 6-4-3: the DON!! deck's rest after the earlier DON!! phases
@pytest.mark.parametrize(
    ("question", "placed"),
    [
        (
            "俺が先攻。ここまでドン!!-○とかでドン!!デッキに戻したことは一度もない。自分の6ターン目のドン!!フェイズでは、"
            "ドン!!を何枚コストエリアに置ける?",
            1,
        ),
        ("後攻の俺の6ターン目、ドン!!フェイズでドン!!は何枚置ける?", 0),
        ("先攻の自分の3ターン目のドン!!フェイズで置けるドン!!は何枚?", 2),
        ("俺は先攻。自分の5ターン目のドン!!フェイズで、ドン!!を何枚置ける?", 2),
    ],
)
def test_6_4_2_don_placed_in_a_numbered_turn_is_what_the_deck_has_left(question: str, placed: int) -> None:
    assert situated(question, "onepiece")[:2] == (True, [placed]), question


# onepiece 8-1-3-2: the turn player's automatic effects are ordered and resolved first; a quoted speech of the
# opponent (「こっちの効果から先に」) is not the asker's ask (onepiece-bd-14 had said 'yes' to 相手から先?)
@pytest.mark.parametrize(
    "question",
    [
        "俺のターンのエンドフェイズに、俺の【自分のターン終了時】の効果と相手の【相手のターン終了時】の効果が同時に発動する。"
        "相手が「こっちの効果から先に解決させて」って言ってきたけど、相手のほうから先に処理するの?",
        "俺のターンのエンドフェイズに、俺の【自分のターン終了時】の効果と相手の【相手のターン終了時】の効果が同時に発動する。"
        "相手のほうが先に解決される?",
        "俺のターンのエンドフェイズに、俺の【自分のターン終了時】の効果と相手の【相手のターン終了時】の効果が同時に発動する。"
        "相手に「俺の効果から先に処理する」って言われたけど、相手の効果から先に解決するの?",
    ],
)
def test_8_1_3_2_a_quoted_speech_is_not_the_askers_order_ask(question: str) -> None:
    stated, value = situated(question, "onepiece")[:2]
    assert not stated or value == "no", question


# kiseki 804.11a / 1306.3: who loses 絆 and how much is two asks; one number verdict answers one player's
# count (the round's final probe: the opponent's 0 had been stated for the asker's 3)
@pytest.mark.parametrize(
    ("question", "game"),
    [
        (
            "STR5・DEF2・CPコスト3の自分のUNITで、STR3・DEF6・CPコスト2の相手UNITに単独攻撃した。"
            "絆を失うのはどっち? 何点?",
            "kiseki",
        ),
        (
            "STR5・DEF2・CPコスト3の俺のUNITで相手のSTR3・DEF6のUNITを単独で攻撃した。絆が減るのはどちら?何点減る?",
            "kiseki",
        ),
        (
            "俺のパワー5000のキャラで相手のパワー6000のリーダーにアタックした。ライフが減るのは誰? 何枚?",
            "onepiece",
        ),
    ],
)
def test_1306_3_who_and_how_many_is_not_one_number(question: str, game: str) -> None:
    assert situated(question, game)[0] is False, question


# the answer line of an order asked as a yes/no says whether that order is the run's, not a permission
@pytest.mark.parametrize(
    ("question", "line"),
    [
        (
            "俺のターンのエンドフェイズに、俺の【自分のターン終了時】の効果と相手の【相手のターン終了時】の効果が同時に"
            "発動する。相手のほうから先に処理するの?",
            "答え: その順番にはなりません",
        ),
        (
            "俺のターンのエンドフェイズに、俺の【自分のターン終了時】の効果と相手の【相手のターン終了時】の効果が同時に"
            "発動する。俺の効果から先に解決する?",
            "答え: その順番になります",
        ),
    ],
)
def test_8_1_3_2_an_order_asked_is_confirmed_not_permitted(question: str, line: str) -> None:
    gated, _ = situate(question, "onepiece")
    assert answer_line(gated.accounting.verdict, read(question, "onepiece")) == line
