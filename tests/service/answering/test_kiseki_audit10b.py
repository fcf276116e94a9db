"""Round-10b precision audit (issue 11), kiseki: adversarial questions of our own aimed at this round's
coverage code (b15d761, d9a04a0, 944c3fe, 0567a63, d665f0e, 1463717) and at three behaviours that
stated a verdict from an untold default, with the verdict values the rulebook allows
(`data/kiseki_audit10b.jsonl`, worked out by hand; an empty `accept` says the question must be withheld).

104 questions (A ask mismatch 20, B hypotheticals/comparisons 9, C denied facts 11, D asides 10, E two
turns / the other player's turn 16, T plain traps 22, U untold defaults 16). On dbce8c5 (clean
export): 87 stated, 35 wrong (A 14, B 3, D 3, E 4, U 11); after this: 50 stated, 0 wrong. The wrong
ones, and the mechanisms fixed:

* 1306.3 — an untold CPコスト of a UNIT that stuns was the stand-in 1 (「相手のSTR4のUNITが俺のDEF2の
  UNITを攻撃してきた。俺の絆は何点減る?」 3 stated): `kiseki_verdict.costless_stuns`; the attack builder
  and the fight plan withhold a loss or a defeat asked of that player, and a conclusion names no number
  for that stun damage;
* 705.5 — a tie at 0 or less with no turn told was run in the asker's turn ('opponent' stated): the
  judgement plan leaves it (the イニシアチブプレイヤー loses; whose turn it is decides);
* 1403.1 / 1204.2f-1 — 「【援軍】持ちのUNIT…同じ組織のUNITがいる。CPは0。出せる?」 played the UNIT at a
  stand-in cost 0 ('yes'); 「同じ組織のUNITが場にいる」 was not read as the field (a refusal stated); a
  field never told refused the 【援軍】 UNIT ('no'): `kiseki_costs` withholds a permitted play whose cost
  is untold and a field untold;
* 804.11a-3 — 「はみ出した分は何点?」: 「分」 was found in 「自分」 of the conclusion and its 1 stated
  (`concluded._FORMAL`); 「DEFを上回った分は…何点引かれる?」 stated the whole loss (lexicon part_asked);
* 803.3a-1 / 1218.2 / 705.6 — 「…攻撃してきた。Bでスクラムサポートした。そのBでこの後攻撃できる?」 and
  「次の俺のターン、このUNITで攻撃できる?」 were answered with the told attack's legality ('yes'):
  `kiseki_verdict.asked_later` (attack builder, fight plan); 「この後攻撃」 had been read as 後攻
  (lexicon common: 後攻(?!撃));
* 1306.3 / 1201.1a-1 — 「コストが「これをスタンする」の起動クラフトを相手が使った。…俺の絆は何点減る?」 made
  the asker the user (2 stated for 0): `kiseki_cost` reads the subject after the quote and the player
  the ask names;
* 603.1d / 703.6a — 「入れ替えはしなかった。この時点の手札枚数は?」 with no step told (6 stated for a
  moment untold): `kiseki_mulligan` needs a step told;
* 1306.4 / 803.5b — 「相手のUNITは全部スタン。でも1体は回復した。…何点減る?」 attacked the player (3
  stated; the recovered UNIT is attackable): the attack builder and the fight plan's `_all_stunned`;
* 804.11b — 「俺のSTR3のUNITで攻撃したら何点減る?」: the fight plan took the attacking UNIT's 俺 as whose
  絆 is asked (0 stated for 3 in that run): `_asked_owner` skips a player named as a UNIT's;
* 1306.3 — 「相手のEVENTで…スタンさせられた。相手のEPはいくつ減った?」 stated the 絆 lost (2):
  `kiseki_stun` leaves a count asked of another noun than 絆;
* 1403.1 — 「…CPは3。ITEMとして出せる?」 ran the play as a UNIT ('yes') and 「出したら場のUNITは何体?」
  stated 1 (from 「CPコスト1」): `kiseki_costs._NOT_CP`.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from tests.service.answering.audit_data import rows, situated, winner_value

_ROWS = rows("kiseki_audit10b")


def _value(question: str) -> tuple[bool, Any]:
    return winner_value(question, "kiseki")


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit10b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = _value(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit10b_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert {"A", "B", "C", "D", "E"} <= {r["style"] for r in _ROWS}


@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR4のUNITが俺のDEF2のUNITを攻撃してきた。俺の絆は何点減る?",
        "俺のSTR3のUNITで相手のDEF2のUNITを攻撃。相手の絆は何点減る?",
        "相手のSTR5のUNITに俺のDEF2のUNITを攻撃された。CPコストは書いてないけど、俺の絆は何点減る?",
        "STR2とSTR3のUNIT2体でスクラム攻撃して、相手のDEF4のUNITを攻撃した。相手の絆は何点減る?",
        "俺のSTR4のUNITで相手のDEF2のUNITを攻撃した。相手の絆が3なら、相手は負ける?",
    ],
)
def test_1306_3_an_untold_cp_cost_of_a_stunned_unit_withholds_the_loss(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("相手のSTR5のUNITで俺のDEF2、CPコスト３のUNITが攻撃された。俺の絆は何点減る?", 6),
        ("相手のSTR4のUNITで攻撃された俺のDEF2のUNIT(ちなみにCPコスト1)。俺の絆はいくつ減る?", 3),
        ("相手のターン。相手のSTR3のUNITが俺のDEF1・CPコスト2のUNITを攻撃。俺の絆は何点減る?", 4),
        ("相手の場にUNITはいない。俺のSTR3のUNITで攻撃。相手は何点減る?", 3),
    ],
)
def test_1306_3_a_told_cp_cost_or_no_stun_still_states_the_loss(question: str, lost: int) -> None:
    assert _value(question) == (True, [lost])


@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR4のUNITが俺のDEF2のUNITを攻撃。俺のUNITはスタンする?",
        "俺のSTR4のUNITで相手のDEF2のUNITを攻撃した。相手のUNITはスタンする?",
        "STR4・DEF4のUNITでSTR1・DEF2の相手UNITを攻撃するとどうなる?",
    ],
)
def test_1306_3_a_conclusion_names_no_stun_damage_for_an_untold_cp_cost(question: str) -> None:
    stated, _, summary = situated(question, "kiseki")
    assert stated
    assert "スタンダメージ1点" not in summary and "CPコストは書かれていません" in summary, summary


@pytest.mark.parametrize(
    "question",
    [
        "お互い絆が0になった。どっちが勝つ?",
        "俺も相手も絆0。勝つのは?",
        "お互い絆が0。俺が負ける?",
        "俺の絆が−１、相手も−１。同点で0以下。勝つのはどっち?",
    ],
)
def test_705_5_a_tie_with_no_turn_told_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手がイニシアチブ。お互い絆が0。勝つのは?", "self"),
        ("自分の絆-2、相手の絆-2。同じ値で0以下。相手のターンの回復フェイズ。勝者は?", "self"),
        ("自分の絆-2、相手の絆-3。同点じゃないけど両方0以下。回復フェイズで勝つのは?", "self"),
        ("俺の絆0、相手の絆1。回復フェイズで誰が勝つ?", "opponent"),
    ],
)
def test_705_5_a_tie_with_the_turn_told_or_no_tie_is_stated(question: str, winner: str) -> None:
    assert _value(question) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        "手札に【援軍】持ちで組織が結社のUNIT。自分の場には結社のUNITがいる。CPは0。出せる?",
        "【援軍】持ちのUNITが手札にある。場に同じ組織のUNITがいる。CPは0。出せる?",
        "【援軍】持ちのUNIT。同じ組織のUNITがいれば、CPは0でも出せる?",
        "【援軍】持ちのUNIT。拠点は0枚。同じ組織のUNITが場にいる。プレイできる?",
        "【援軍】持ちのUNIT。CPは0。出せる?",
        "【援軍】持ちのCPコスト2のUNIT。拠点に3枚。出せる?",
    ],
)
def test_1403_1_an_engun_play_hanging_on_an_untold_cost_or_field_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "手札に【援軍】持ちで組織が結社のUNIT。自分の場には遊撃士協会のUNITしかいない。CPは0。出せる?",
            "no",
        ),
        ("【援軍】持ちのUNIT。場にUNITはいない。CPは3。出せる?", "no"),
        ("【援軍】持ちのUNITで同じ組織のUNITは場にいない。CP5。出せる?", "no"),
        ("【援軍】持ちのCPコスト2のUNIT。拠点に3枚。場に同じ組織のUNITがいる。出せる?", "yes"),
        ("【援軍】持ちのCPコスト4のUNIT。拠点に3枚。同じ組織のUNITがいる。出せる?", "no"),
        ("【援軍】持ちのUNIT、場に同じ組織がいる。CP足りてる。出せる?", "yes"),
    ],
)
def test_1403_1_an_engun_play_the_told_facts_decide_is_stated(question: str, can: str) -> None:
    assert _value(question) == (True, can)


@pytest.mark.parametrize(
    "question",
    [
        "こっちのSTR5のUNITで相手のDEF3・CPコスト2のUNITを殴った。はみ出した分は何点?",
        "俺のSTR5のUNITで相手のDEF3・CPコスト2のUNITを攻撃。超えた分は何点?",
        "俺のＳＴＲ６のUNITで相手のDEF３、CPコスト１のUNITを攻撃。DEFを上回った分は相手の絆から何点引かれる?",
        "俺のSTR6のUNITで相手のDEF3・CPコスト1のUNITを攻撃。オーバーキルした分だけで何点?",
    ],
)
def test_804_11a_3_a_part_of_the_loss_asked_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手のUNITが俺のUNIT Aを攻撃してきたので、UNIT Bでスクラムサポートした。そのBでこの後攻撃できる?",
        "相手のUNITが俺のAを攻撃してきた。俺のBでスクラムサポートした。Aはこの後攻撃できる?",
        "相手のUNITが俺のAを攻撃してきた。俺のBでスクラムサポートした。Bで攻撃できる?",
        "相手のターンに相手のSTR5のUNITが俺のDEF4・CPコスト1のUNITを攻撃。次の俺のターン、このUNITで攻撃できる?",
        "相手のSTR5のUNITが俺のDEF4・CPコスト1のUNITを攻撃してきた。次の自分の番、そいつで殴れる?",
    ],
)
def test_803_3a_1_an_attack_asked_after_the_told_one_is_not_the_told_ones_legality(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "no", value


@pytest.mark.parametrize("text", ["その後攻撃できる?", "Bでこの後攻撃した。", "この後攻撃されたら?"])
def test_603_1a_the_after_of_kono_ato_kougeki_is_no_turn_order(text: str) -> None:
    reading = situate(f"相手のUNITが俺のAを攻撃してきた。{text}", "kiseki")[0].accounting.reading
    assert not [f for f in reading.of(Role.TURN) if f.concept == "order"]


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "コストが「これをスタンする」の起動クラフトを相手が使った。そのUNITのCPコストは2。俺の絆は何点減る?",
            None,
        ),
        (
            "コストが「これをスタンする」のやつを向こうがプレイした。CPコスト3のUNIT。こっちの絆は何点減る?",
            None,
        ),
        (
            "コストが「これをスタンする」の起動クラフトを相手が使った。そのUNITのCPコストは2。相手の絆は何点減る?",
            2,
        ),
        ("コストが「これをスタンする」の起動クラフトを俺が使った。CPコスト3のUNIT。俺の絆は何点減る?", 3),
    ],
)
def test_1306_3_a_cost_stun_is_its_users_loss(question: str, lost: int | None) -> None:
    stated, value = _value(question)
    if lost is None:
        assert not stated or value == [0], value
    else:
        assert (stated, value) == (True, [lost])


@pytest.mark.parametrize(
    "question",
    [
        "最初のターンの非イニシアチブ側。手札の入れ替えはしなかった。この時点の手札枚数は?",
        "先攻。入れ替えなしでキープした。今手札は何枚?",
        "後攻で初手は2枚入れ替えた。手札は何枚?",
    ],
)
def test_603_1d_a_hand_asked_with_no_step_told_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手のUNITは2体とも今スタン。でも1体はさっき回復した。俺のSTR3のUNITで攻撃したら何点減る?",
        "相手のUNIT2体とも今スタン。ただ1体はもう回復してる。俺のSTR2のUNITで攻撃したら何点減る?",
        "相手のUNITは全部スタン。でも1体は回復した。俺のSTR3で攻撃したら相手の絆は何点減る?",
    ],
)
def test_1306_4_a_unit_told_recovered_leaves_the_side_not_all_stunned(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("相手のUNITは2体とも今スタン。俺のSTR3のUNITで攻撃したら何点減る?", 3),
        ("相手のUNITは1体だけで、そいつはもうスタン状態。俺のSTR2のUNITで攻撃。何点減る?", 2),
        ("相手のUNITは2体とも今スタン。俺のSTR3のUNITで攻撃したら俺の絆は何点減る?", 0),
    ],
)
def test_804_11b_the_attacking_units_controller_is_not_whose_kizuna_is_asked(
    question: str, lost: int
) -> None:
    assert _value(question) == (True, [lost])


@pytest.mark.parametrize(
    "question",
    [
        "相手のEVENTで俺のCPコスト2のUNITがスタンさせられた。相手のEPはいくつ減った?",
        "相手のEVENTで俺のCPコスト3のUNITがスタンした。相手は手札を何枚使った?",
        "相手のEVENTで俺のCPコスト3のUNITがスタンした。そのEVENTのEPコストはいくつ?",
        "俺のEVENTで相手のCPコスト3のUNITをスタンさせた。俺のEPは何点減る?",
    ],
)
def test_1306_3_an_event_stun_asked_of_another_count_than_kizuna_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "手札に【援軍】持ちで組織が結社のUNIT、CPコスト1。自分の場には結社のUNITがいる。CPは3。ITEMとして出せる?",
        "【援軍】持ちのCPコスト2のUNIT。拠点に3枚。場に同じ組織のUNITがいる。アイテムとしてなら出せる?",
        "手札に【援軍】持ちで組織が結社のUNIT、CPコスト1。自分の場には結社のUNITがいる。CPは3。出したら場のUNITは何体?",
        "CPコスト2のUNITを出した。拠点に3枚。場のユニットはいくつになる?",
    ],
)
def test_1403_1_a_payment_run_does_not_answer_another_play_or_a_field_count(question: str) -> None:
    assert not _value(question)[0]
