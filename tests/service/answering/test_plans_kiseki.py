"""軌跡 TCG plans (`service/answering/plans/kiseki*.py`): situations built from the reading's facts
when no builder's verdict is stated. Each family is asked in several wordings of our own; the traps
hold a fact the plan cannot model and must stay withheld.

Clauses: 803.3b (a scrum attack needs a shared 組織), 804.11a-2/-3 (stun damage, overkill), 804.11b
(overkill per attacking UNIT on a player), 1306.3 (stun damage = CPコスト), 1309.1a (no overkill
against a UNIT with サポート), 1406.1 (【武術】), 1217.2 (an acted 拠点 card gives no EP),
1204.2f-2 (EP cost), 1313.1 / 1102.1 (drawing from an empty deck loses).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read

GAME = "kiseki"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


# --- 804.11a-2 / 804.11a-3 / 1306.3 / 1406.1 / 1309.1a: the 絆 a fight costs the opponent ---------


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        # 【武術】 +1/+1 against a UNIT without it: stun 2 + overkill 1
        (
            "【武術】を持つSTR3/DEF2のUNITで、【武術】のないSTR1/DEF3・CPコスト2の相手UNITを攻撃。相手の絆は合計何点減る?",
            3,
        ),
        (
            "【武術】を持ったSTR3・DEF2の自分のUNITが、【武術】を持たないSTR1・DEF3・CPコスト2の相手UNITを攻撃。相手の絆は何点減る?",
            3,
        ),
        # サポート on the attacked UNIT: stun damage only (1309.1a)
        ("STR5のUNITで、サポートを得ているSTR1/DEF2/CPコスト2の相手UNITを攻撃した。相手は何点絆を失う?", 2),
        # a scrum attack on a UNIT: no overkill (804.11a-3), stun damage = CPコスト
        ("STR2とSTR4の2体でスクラム攻撃、相手のDEF3・CPコスト2のUNITに攻撃した。相手の絆は何点減る?", 2),
    ],
)
def test_804_11a_fight_on_a_unit_costs_the_opponent_stun_and_overkill(question: str, lost: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [lost], (value, situation)


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "相手の場にUNITが1体もいない。STR2、STR3、STR1の3体でスクラム攻撃して相手を攻撃した。相手の絆は何点減る?",
            6,
        ),
        ("相手の場にUNITがいないので、STR4、STR1の2体でスクラム攻撃。相手の絆はいくつ減る?", 5),
        ("相手の場にユニットが1体もいない状態で、STR3とSTR3でスクラム攻撃した。相手の絆は合計何点減る?", 6),
    ],
)
def test_804_11b_scrum_attack_on_the_player_overkills_per_unit(question: str, lost: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [lost], (value, situation)


# --- 803.3b: a scrum attack needs a shared 組織 ---------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "組織が1個もかぶってない自分のUNIT2体で、一緒にスクラム攻撃できる?",
        "自分のUNIT2体は組織がひとつもかぶってない。この2体でスクラム攻撃できる?",
        "組織が1つも被ってない自分のUNIT3体でスクラム攻撃ってできますか?",
    ],
)
def test_803_3b_scrum_attack_without_a_shared_organisation_is_refused(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no", (value, situation)


# --- 1217.2 / 1204.2f-2: EP from the ready 拠点 cards ------------------------------------------


@pytest.mark.parametrize(
    ("question", "can"),
    [
        # a state of part of the group: one of three already acted → 2 EP only
        (
            "拠点にカードが3枚あって、そのうち1枚はもう横にしてある。EPプールは0。EPコスト3のEVENTを撃てる?",
            "no",
        ),
        ("拠点のカードが4枚、そのうち2枚はアクション済み。EPは0。EPコスト2のEVENTはプレイできる?", "yes"),
        ("拠点にカードが2枚あるけど、そのうち1枚はアクト状態。EPが0でEPコスト2のEVENTはプレイできる?", "no"),
        ("拠点にカードが3枚ある。EPは0。EPコスト3のEVENTをプレイできる?", "yes"),
        # 「、1枚はアクション済み」: a count right after the group, without うち
        ("拠点にカードが3枚あって、1枚はアクション済み。EPコスト3のEVENTを撃てる?", "no"),
        ("拠点にカードが3枚あって、1枚はアクション済み。EPコスト2のEVENTを撃てる?", "yes"),
        ("拠点にカードが4枚、3枚は横にしてある。EPプールにEPが1。EPコスト2のEVENTはプレイできる?", "yes"),
    ],
)
def test_1217_2_acted_base_cards_give_no_ep(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can, (value, situation)


def test_1217_2_part_of_the_base_acted_is_read_as_a_state() -> None:
    reading = read("拠点にカードが3枚あるけど、そのうち1枚はさっきEP出すのに横にしちゃった。", GAME)
    assert any(f.concept == "rested" and not f.negated for f in reading.facts)


# --- 1313.1 / 1102.1: drawing more than the deck holds ---------------------------------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手のドローステップで、相手のデッキが残り1枚。2枚ドローしたら勝敗は?", "self"),
        ("自分のデッキが残り1枚しかないのに2枚ドローしたら勝敗はどうなる?", "opponent"),
        ("相手のデッキが残り3枚の時に相手が2枚ドローした。どっちが勝ち?", "none"),
    ],
)
def test_1102_1_drawing_from_an_empty_deck_loses(question: str, winner: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == winner, (value, situation)


# --- traps: a fact the plans cannot model keeps the verdict withheld ---------------------------


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's UNITs are counted but not described: which one is fought is unknown
        "STR4のUNITで攻撃。相手の場にはUNITが2体いる。相手の絆は何点減る?",
        # an effect on the attacker the plan does not model
        "STR3のUNITに+2/+0して、DEF4・CPコスト2の相手UNITを攻撃。相手の絆は何点減る?",
        # the EP pool's history: an EP already spent is not modeled
        "拠点にカードが3枚、EPを2払ってアーツを使った。EPコスト3のEVENTを撃てる?",
        # the same stat named again in another sentence: the same UNIT or another one?
        "STR3とSTR4の2体で相手にスクラム攻撃した。STR4の方はサポートを持っている。相手の絆は何点減る?",
    ],
)
def test_trap_unmodeled_facts_are_withheld(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated, (value, situation)


# --- counted cards (reading/counted.py): a verdict on fewer or more cards than the question counts ---


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        # two UNITs of the same STR are two cards, not one holding 「STR3」 twice (804.11b: 3 + 3)
        ("相手の場にユニットが1体もいない状態で、STR3とSTR3でスクラム攻撃した。相手の絆は合計何点減る?", 6),
        ("相手の場にUNITがいない。STR2、STR2、STR2の3体でスクラム攻撃。相手の絆は何点減る?", 6),
        # one UNIT described once is one card: not an attacker and a copy of it on the other side
        (
            "【武術】持ちSTR3・DEF2で攻撃、相手は【武術】なしのSTR1・DEF3・CPコスト2のUNIT。相手の絆は何点減る?",
            3,
        ),
    ],
)
def test_counted_cards_are_simulated_as_many_as_said_or_withheld(question: str, lost: int) -> None:
    stated, value, situation = _verdict(question)
    assert not stated or value == [lost], (value, situation)


def test_counted_part_of_the_base_in_a_state_needs_that_many_cards() -> None:
    reading = read("拠点のカードが4枚、そのうち2枚はアクション済み。EPコスト2のEVENTはプレイできる?", GAME)
    rested = [f for f in reading.facts if f.concept == "rested"]
    assert [f.value for f in rested] == [2]


def test_1319_1_a_quoted_effect_is_never_dropped_by_a_plan() -> None:
    """The plans run no card text: a quoted 「オーバーキルしない」 is the builder's (which models it:
    2 + no overkill for the STR5) or withheld — never the plain scrum's 2 + 5."""
    question = (
        "STR2とSTR5のUNITで相手プレイヤーにスクラム攻撃。STR5のUNITは「このターン中オーバーキルしない」を得ている。"
        "相手の絆は何点減る?"
    )
    stated, value, situation = _verdict(question)
    assert not situation.startswith("kiseki.plan")
    assert not stated or value == [2], (value, situation)


# --- the asked player's number (concluded.said_of): 「自分の絆は何点減る?」 is not the opponent's loss -----


@pytest.mark.parametrize(
    "question",
    [
        # the 応戦 stuns the attacker (STR3 ≥ DEF2): the asker loses its UNIT's CPコスト 2 (1306.3)
        "STR4/DEF2・CPコスト2のUNITで、STR3/DEF3・CPコスト3の相手UNITを攻撃した。自分の絆は何点減る?",
        "自分のSTR4・DEF2・CPコスト2のUNITで、相手のSTR3・DEF3・CPコスト3のUNITに攻撃。自分の絆はいくつ減る?",
        "STR4/DEF2/CPコスト2の自分のUNITが、STR3/DEF3/CPコスト3の相手UNITを攻撃。自分の絆は何点失う?",
    ],
)
def test_1306_3_the_asked_players_loss_is_the_stated_number(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [2], (value, situation)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        # the asker's 拠点 pays (1217.2), not the opponent's
        ("相手の拠点にカードが3枚。自分の拠点は1枚。EPコスト2のEVENTをプレイできる?", "no"),
        ("自分の拠点は2枚、相手の拠点は5枚。EPコスト2のEVENTをプレイできる?", "yes"),
        ("相手の拠点は4枚で自分の拠点にカードが1枚。EPコスト3のEVENTを撃てる?", "no"),
    ],
)
def test_1217_2_the_askers_base_pays_the_ep(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can, (value, situation)


# --- 705.6: the recovery phase — the chosen stunned UNITs recover, the other stunned go to the 軌跡 ----


@pytest.mark.parametrize(
    ("question", "left"),
    [
        (
            "回復フェイズで、自分の場にスタンしてるUNITが2体、スタンしてないUNITが3体。1体を回復するのを選んだ。自分の場のUNITは何体になる?",
            4,
        ),
        (
            "自分の場にスタン状態のUNITが4体とスタンしていないUNITが1体。回復フェイズで1体回復させた。場に残るUNITは何体?",
            2,
        ),
        (
            "回復フェイズ。自分のスタンしているUNITが3体だけ。そのうち1体を回復することにした。自分の場のUNITは何体残る?",
            1,
        ),
    ],
)
def test_705_6_unrecovered_stunned_units_leave_the_field(question: str, left: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [left], (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        # which of the 5 UNITs are stunned is not said
        "回復フェイズ、自分の場にUNITが5体。1体を回復するのを選んだ。自分の場のUNITは何体?",
        # 705.6 lets a player choose one stunned UNIT: 「2体回復させた」 is not a choice the plan makes
        "自分の場にスタン状態のUNITが4体。回復フェイズで2体回復させた。場に残るUNITは何体?",
    ],
)
def test_705_6_trap_unmodeled_recoveries_are_withheld(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated or situation != "kiseki.plan.recovery", (value, situation)


# --- more traps: what the plans must not take for their situation --------------------------------


@pytest.mark.parametrize(
    "question",
    [
        # several UNITs attacking one after another are no スクラム攻撃 (the plan runs scrums only)
        "STR3とSTR4の2体で1体ずつ相手プレイヤーを攻撃した。相手の絆は合計何点減る?",
        # a UNIT's アーツ is not an EVENT
        "拠点にカードが2枚、そのうち1枚はアクション済み。EPコスト1のUNITのアーツを使える?",
        # the asker draws, the opponent's deck is the one counted
        "相手のデッキが1枚で、自分が2枚ドローした。勝敗は?",
        # a draw count met only by the turn number of a phase (ターン3) is no draw of 3
        "デッキが2枚の相手に「カードを3枚引く」を使わせた。勝敗は?",
    ],
)
def test_trap_other_situations_are_not_planned(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated or not situation.startswith("kiseki.plan"), (value, situation)
    assert not (stated and situation == "kiseki.draw"), (value, situation)


# --- 804.11a-2: no stun, no 絆 lost — the conclusion says 0, not a UNIT's number ------------------


@pytest.mark.parametrize(
    "question",
    [
        "STR4のUNIT2体で、DEF9・CPコスト2の相手UNITにスクラム攻撃。相手の絆は何点減る?",
        "STR2のUNITで、STR1・DEF5・CPコスト3の相手UNITを攻撃した。相手の絆はいくつ減る?",
        "STR4・DEF1のUNITとSTR2・DEF1のUNITでスクラム攻撃、相手の場にUNITはいない。自分の絆は何点減る?",
    ],
)
def test_804_11a_2_nothing_stunned_loses_no_kizuna(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated or value == [0], (value, situation)


# --- who draws (reading/drawing.py): 「相手がドロー」 is not the asker's draw step ---------------------


@pytest.mark.parametrize(
    "question",
    [
        "自分のデッキ0枚、相手のデッキ0枚。相手がドロー1枚。勝敗は?",
        "自分のデッキは5枚、相手のデッキは0枚。相手が1枚ドローした。勝敗は?",
        "相手のデッキが0枚で、相手は1枚引いた。勝敗は?",
    ],
)
def test_1102_1_the_player_said_to_draw_is_the_one_who_loses(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated or value == "self", (value, situation)


# --- a UNIT is described in its own clause; a change asked is not the value it ends at -------------


@pytest.mark.parametrize(
    "question",
    [
        # the icon is the asker's UNIT's, written after its stats in the same sentence: never the
        # opponent's UNIT in the next sentence
        "自分のUNITはSTR3・DEF2で【武術】持ち。相手のUNITはSTR1・DEF3・CPコスト2。攻撃したら相手の絆は何点減る?",
        "相手のUNITはSTR1・DEF3・CPコスト2。自分のUNITはSTR3・DEF2で【武術】を持つ。攻撃したら相手の絆は何点減る?",
        "自分のUNITはSTR3・DEF2、それと【武術】。相手のUNITはSTR1・DEF3・CPコスト2。攻撃したら相手の絆はいくつ減る?",
    ],
)
def test_1406_1_an_icon_is_bound_to_its_own_unit_or_withheld(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated or value == [3], (value, situation)


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("STR3のUNITで、CPコスト2・DEF2の相手UNITを攻撃した。相手の絆は何点減る?ちなみに相手の絆は残り1", 3),
        ("相手の絆は残り2。STR3のUNITで、DEF2・CPコスト2の相手UNITを攻撃。相手の絆は何点減る?", 3),
        ("相手の絆は1。STR4のUNITで相手プレイヤーを攻撃した。相手の絆はいくつ減る?", 4),
    ],
)
def test_804_11_the_loss_asked_is_not_the_kizuna_left(question: str, lost: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [lost], (value, situation)
