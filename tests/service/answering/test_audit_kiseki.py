"""軌跡 TCG precision audit (issue 11): questions of our own whose stated verdicts were checked by hand
against the rulebook. Each fixed mechanism is tested over several wordings, named after the clause
it checks; a question the scenario cannot pin down must stay withheld.

Clauses: 1406.1 (【武術】 +1/+1 against a UNIT without it), 1309.1a (no overkill against a UNIT with
サポート), 804.11a-2/-3 (stun damage = CPコスト, overkill = STR − DEF).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "kiseki"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    "question",
    [
        # the attacked UNIT named again with は: its 【武術】 had been put on a third UNIT (stated 5)
        "STR4のUNITでDEF2・CPコスト3の相手UNITを攻撃。相手UNITは【武術】持ち、こっちは武術なし。相手の絆は何点減る?",
        "STR4のUNITでDEF2・CPコスト3の相手のUNITを攻撃した。相手のUNITは【武術】を持っている。相手の絆は何点減る?",
        "STR4のUNITでDEF2・CPコスト3の相手UNITを攻撃。こっちのUNITは【武術】持ち。相手の絆は何点減る?",
        # the same for サポート (1309.1a)
        "DEF2・CPコスト3の相手UNITに、STR4のUNITで攻撃。相手UNITはサポートを得ている。相手の絆は何点減る?",
    ],
)
def test_1406_1_1309_1a_an_icon_said_of_a_unit_named_again_is_withheld(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        # 【武術】 on the attacked UNIT only: DEF 2+1 = 3 → stun 3 + overkill 4 − 3 = 1
        (
            "【武術】を持たないSTR4のUNITで、【武術】持ちのDEF2・CPコスト3の相手UNITを攻撃。相手の絆は何点減る?",
            4,
        ),
        ("ＳＴＲ５のＵＮＩＴで、ＤＥＦ３・ＣＰコスト２の相手ＵＮＩＴを攻撃。相手の絆は何点減る？", 4),
        ("相手のDEF3・CPコスト2のUNITを、俺のSTR3のUNITで殴った。相手の絆いくつ減る?", 2),
    ],
)
def test_804_11a_fight_amounts_over_wordings(question: str, lost: int) -> None:
    stated, value = _verdict(question)
    assert stated and value == [lost], value


@pytest.mark.parametrize(
    ("question", "total"),
    [
        # the conclusion had told the first attack's 2 first: 「相手の絆は何点減る?」 read [2]
        ("STR2のUNITとSTR3のUNITでそれぞれ1体ずつ相手を攻撃した。相手の絆は合計何点減る?", 5),
        ("相手の場にUNITはいない。STR2のUNITとSTR3のUNITで別々に相手を攻撃した。相手の絆は何点減る?", 5),
        (
            "相手の場にUNITはいない。STR4のUNITとSTR1のUNITで1体ずつ相手プレイヤーにアタック。相手の絆は全部でいくつ減る?",
            5,
        ),
    ],
)
def test_804_11b_attacks_one_after_another_state_the_total(question: str, total: int) -> None:
    stated, value = _verdict(question)
    assert stated and value == [total], value


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にUNITはいない。STR2のUNITとSTR3のUNITでバラバラに相手を攻撃。1回目の攻撃で相手の絆は何点減る?",
        "相手の場にUNITはいない。STR2のUNITとSTR3のUNITで1体ずつ相手を攻撃。2体目の攻撃で相手の絆は何点減る?",
        "相手の場にUNITはいない。STR4とSTR1のUNITで別々に攻撃した。二回目の攻撃で相手の絆は何点減る?",
    ],
)
def test_804_11b_one_attack_of_several_asked_is_withheld(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "can"),
    [
        # 「レディなのは1枚だけ」 had not been read: all 4 ready, stated 'yes' (1217.2)
        ("拠点のカード4枚のうち、レディなのは1枚だけ。EPは0。EPコスト2のEVENTはプレイできる?", "no"),
        ("拠点にカードが3枚、レディ状態のカードは2枚。EPは0。EPコスト2のEVENTを撃てる?", "yes"),
        ("拠点に4枚、縦向きなのは3枚。EPは0。EPコスト4のEVENTは撃てる?", "no"),
        ("拠点にカードが5枚、そのうち2枚はレディ。EPプールは1。EPコスト3のEVENTをプレイできる?", "yes"),
    ],
)
def test_1217_2_a_ready_count_of_part_of_the_base_gives_that_much_ep(question: str, can: str) -> None:
    stated, value = _verdict(question)
    assert stated and value == can, value


@pytest.mark.parametrize(
    "question",
    [
        # an attack the rules refuse has no amount: the refusal's 「UNIT1」 had been read as 1 絆
        "アクション状態のSTR5のUNITで、DEF1・CPコスト2の相手UNITを攻撃。相手の絆は何点減る?",
        "STR5のUNITで、スタン状態のDEF1・CPコスト2の相手UNITを攻撃。相手の絆は何点減る?",
        "横向きになってるSTR3のUNITで相手プレイヤーを攻撃した。相手の場にUNITはいない。相手の絆は何点減る?",
    ],
)
def test_803_3a_1_803_5a_1_the_amount_of_a_refused_attack_is_withheld(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        # a payment said short without its amount: the plans had assumed the cost payable ('yes')
        "【派遣】を持つUNITが拠点に裏向きである。配備ステップ。拠点からプレイできる?ちなみにCPが足りない。",
        "手札の【援軍】UNITをプレイしたい。場に同じ組織のUNITはいる。でもCPが全然足りない。出せる?",
        "拠点にカードが3枚。EPが足りないけどEPコスト3のEVENTを撃てる?",
    ],
)
def test_1204_2_a_cost_said_short_without_its_amount_is_withheld(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "left"),
    [
        # the conclusion had told 「残りの2つは軌跡に」 first: [2] read for the UNITs left
        ("回復フェイズ。自分の場にスタンしているUNITが3体。場のUNITは何体?", 1),
        ("回復フェイズ、スタンしたUNITが4体いる。場に何体残る?", 1),
        ("回復フェイズ、俺の場にスタン状態のUNITが2つ。場のUNITは最大何体残せる?", 1),
    ],
)
def test_705_6_the_units_left_after_the_recovery_are_stated(question: str, left: int) -> None:
    stated, value = _verdict(question)
    assert stated and value == [left], value


@pytest.mark.parametrize(
    "question",
    [
        # 705.6 allows choosing none; the scenario recovers one: not run
        "回復フェイズ。自分の場にスタンしているUNITが3体。どれも回復させなかった。場のUNITは何体?",
        "回復フェイズでスタン中のUNITが2体。1体も回復しないことにした。自分の場に残るUNITはいくつ?",
        "回復フェイズ、スタン状態のUNITが2体。回復は選ばなかった。場のUNITは何体?",
    ],
)
def test_705_6_no_unit_chosen_for_recovery_is_withheld(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        # a UNIT is paid with CP (1204.2f-1); its EPコスト is its アーツ's: 'yes' had been stated as an EVENT
        "拠点にカードが2枚。EPは0。EPコスト2のUNITをプレイできる?",
        "拠点にカードが3枚。EPコスト2のユニットを出せる?",
        "拠点に3枚。手札のUNITはEPコスト2。プレイできる?",
    ],
)
def test_1204_2f_1_a_unit_named_by_an_ep_cost_is_not_paid_as_an_event(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        # the object 「普通の方」 matched no UNIT: the builder had attacked the 【ヘイト】 UNIT and said 'yes'
        "向こうの場に【ヘイト】持ちが1体(スタンしてない)と普通のUNITが1体。うちのUNITで普通の方を殴れる?",
        "相手の場に【ヘイト】のUNITとそうでないUNIT。自分のUNITで、そうでないほうを攻撃できる?",
        "相手が【ヘイト】持ちUNITと、何もないUNITを出してる。何もない方に攻撃していい?",
    ],
)
def test_1407_1_an_attacked_unit_named_by_words_matching_none_is_withheld(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value
