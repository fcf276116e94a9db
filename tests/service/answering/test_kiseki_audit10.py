"""Round-10 precision audit (issue 11), fourth wave, kiseki: questions of our own in five new styles —
an ask other than the run's (who chooses, which step, which zone, a state), hypotheticals and
comparisons, denied facts, asides and distractors, two turns and the other player's turn — with the
verdict values the rulebook allows (`data/kiseki_audit10.jsonl`, worked out by hand; an empty
`accept` says the question must be withheld).

109 questions (A 25, B 19, C 21, D 20, E 24). On a7d5984, the round's start: 42 stated, 17 wrong values
(A 9/9, B 7/2, C 11/3, D 8/2, E 7/1) and one right value under a wrong conclusion (the 【武術】 応戦);
after this: 28 stated, 0 wrong (A 0, B 3, C 11, D 7, E 7). The wrong ones, and the mechanisms fixed:

* 804.11a-3 / 1306.3 — 「…相手のDEF2のUNITを攻撃（相手のUNITのCPコストは4）」 and 「…を攻撃した。もし相手の
  UNITのDEFが5だったら」 made the UNIT named again a second one standing by: the CPコスト went to it and
  the fighting UNIT's was taken as 1 (2 stated for 5), the DEF5 was dropped (4 stated for a
  hypothetical); 「あ、俺のそのUNITはCPコスト3ね」 likewise (4 for 6). A UNIT named again by its side
  alone, its stats told after the noun, is the one UNIT of that side that fights: its stats fill the
  unsaid ones, a different value withholds (`scenarios/kiseki_retold.fold_retold`);
* 1403.1 — 「俺の場に遊撃士協会のUNITはいない。【援軍】持ちの遊撃士協会UNIT…プレイできる?」 ran the absent
  UNIT as one sharing the 組織 ('yes' for 'no'; `kiseki_costs._named_orgs`);
* 1406.1 / 804.11a-4 — an attacked 【武術】 UNIT whose STR is untold got the stand-in STR 0, +1 from
  【武術】, and the conclusion said the 応戦 stunned the attacker (builder attack and plan fight): the
  attackers' untold DEF is now one it cannot stun; a told DEF it would reach withholds. A stun asked of
  the attacking side's UNIT with the 応戦 undecided withholds (`_asks_stun_of`), and so does a loss asked
  of both players (「お互いの絆は何点減る?」, which the retold fold had opened to a one-number verdict);
* 705.8 — 「前のターンに攻撃してアクション状態になった俺のUNIT。次のターン…攻撃できる?」 ran the UNIT as
  still acted ('no' for 'yes'): lexicon TURN `state_across_turns` (no kiseki run crosses a turn's end);
* 703.8a — 「拠点にカードは1枚もない」 was read as a 拠点 of 1 (1 CP stated for 0): lexicon base;
* a place, a step, a chooser or a position or face asked (「どこに置かれる?」 read as 「置ける?」 'yes';
  「どのステップ?」「選ぶのは誰?」「レディ状態のまま?」「裏向きになる?」 stated with the run's outcome):
  kiseki `zone_asked`, `step_asked`, `chooser_asked`, `position_asked` withhold (a kiseki run states a
  winner or a count);
  the common `can` still reads 「置かれる?」 as a potential — not reading it there would let fow's plans
  state where a card goes for questions its rules leave open (test_plans_fow_audit7_set 10.5.1);
* B — kiseki had no `counterfactual` / `compared` modifiers (lexicon data, as ninjaslayer and sve);
* 803.6h — 「相手の場にUNITはいるけど、全部【暗躍】持ち」 made the 【暗躍】 a UNIT of its own, the side's UNIT
  plain ('no' for an attack on the player): `kiseki_retold.every_holder`;
* 1306.3 — 「相手のSTR4のUNITに攻撃された俺のDEF3のUNITがスタンした」 ran the UNIT as stunned before the
  attack (the player attacked instead): `kiseki_retold.attacked_in_clause`.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, winner_value

_ROWS = rows("kiseki_audit10")


def _value(question: str) -> tuple[bool, Any]:
    return winner_value(question, "kiseki")


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit10_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = _value(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit10_data_has_at_least_30_distinct_questions_in_five_styles() -> None:
    assert len(_ROWS) >= 30
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert {r["style"] for r in _ROWS} == {"A", "B", "C", "D", "E"}


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("俺のSTR3のUNITで相手のDEF2のUNITを攻撃（相手のUNITのCPコストは4）。相手の絆は何点減る?", 5),
        ("俺のSTR4のUNITで相手のDEF3のUNITを攻撃。相手のUNITのCPコストは2。相手の絆は何点減る?", 3),
        ("俺のSTR4のUNITで相手のDEF3のUNITを攻撃。相手のUNITはCPコスト2。相手の絆は何点減る?", 3),
        ("相手のSTR4のUNITが俺のDEF2のUNITを攻撃してきた。俺のUNITのCPコストは3。俺の絆は何点減る?", 5),
    ],
)
def test_1306_3_a_unit_named_again_is_the_fighting_one(question: str, lost: int) -> None:
    assert _value(question) == (True, [lost])


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR5のUNITで相手のDEF3・CPコスト2のUNITを攻撃した。もし相手のUNITのDEFが5だったら、相手の絆は何点減る?",
        "俺のSTR5のUNITで相手のDEF3・CPコスト2のUNITを攻撃した。相手のUNITのDEFが5の場合、相手の絆は何点減る?",
        "俺のSTR4のUNITで相手のDEF3のUNITを攻撃。相手のUNITのDEFは5だったら、相手の絆は何点減る?",
    ],
)
def test_804_11a_3_a_unit_told_two_values_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "俺の場に遊撃士協会のUNITはいない。手札の【援軍】持ちの遊撃士協会UNITをUNITとしてプレイできる?CPは足りてる",
        "自分の場に遊撃士協会のUNITが1体もいない。CPは足りてる。手札の【援軍】持ちの遊撃士協会UNITをUNITとしてプレイできる?",
        "こっちの場に遊撃士協会のUNITはいない。CPは足りてる。【援軍】持ちの遊撃士協会UNITをUNITとしてプレイできる?",
    ],
)
def test_1403_1_a_unit_told_absent_shares_no_organisation(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "no"


def test_1403_1_a_unit_told_present_still_shares_it() -> None:
    question = (
        "自分の場に遊撃士協会のUNITがいる。手札の【援軍】持ちの遊撃士協会UNITをUNITとしてプレイできる?"
        "CPは足りてる"
    )
    assert _value(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "【武術】を持っていない俺のSTR3のUNITで、相手の【武術】持ちのDEF3のUNITを攻撃。相手のUNITはスタンする?",
        "俺のSTR3のUNITで相手の【武術】持ちのDEF2のUNITを攻撃。俺のUNITはスタンする?",
        "俺のSTR4のUNITで相手の【武術】持ちのDEF2・CPコスト2のUNITを攻撃。相手の絆は何点減る?",
    ],
)
def test_1406_1_an_untold_counter_gaining_strength_is_not_judged(question: str) -> None:
    stated, _, summary = situated(question, "kiseki")
    assert not stated or "応戦で攻撃したUNITもスタン" not in summary


@pytest.mark.parametrize(
    "question",
    [
        "前のターンに攻撃してアクション状態になった俺のUNIT。次のターンの戦闘フェイズでこのUNITで攻撃できる?",
        "前のターンにアクション状態になった俺のSTR3のUNITで、このターン相手を攻撃できる?",
        "俺のUNITはアクション状態。ターンが変わったら、このUNITで攻撃できる?",
        "相手のターンにアクション状態になった俺のUNIT。自分のターンになったら攻撃できる?",
    ],
)
def test_705_8_a_unit_acted_in_another_turn_is_not_run_as_acted(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "yes"


def test_803_3a_1_a_unit_acted_now_still_cannot_attack() -> None:
    assert _value("俺のUNITはアクション状態。このUNITで攻撃できる?") == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "拠点にカードは1枚もない。配備ステップでCPはいくつ得る?",
        "拠点に1枚もカードがない。配備ステップで得るCPは?",
        "拠点にカードは一枚も置いてない。配備ステップでCPはいくつ得る?",
        "自分の拠点は空。配備ステップでCPはいくつ?",
    ],
)
def test_703_8a_a_base_told_empty_gives_no_cp(question: str) -> None:
    stated, value, summary = situated(question, "kiseki")
    assert (stated, value) == (True, [0])
    assert "0枚につき" not in summary


def test_703_8a_a_counted_base_still_gives_its_cp() -> None:
    assert _value("拠点にカードが2枚。配備ステップでCPはいくつ得る?") == (True, [2])


@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR4のUNITが俺のDEF3・CPコスト2のUNITを攻撃してきた。スタンした俺のUNITはどこに置かれる?",
        "相手のSTR4のUNITが俺のDEF3・CPコスト2のUNITを攻撃してきた。スタンした俺のUNITはどの領域に行く?",
        "俺のSTR4のUNITで相手のDEF3・CPコスト2のUNITを攻撃した。スタンした相手のUNITはどこへ?",
    ],
)
def test_705_6_the_zone_a_unit_goes_to_is_no_run_verdict(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR4のUNITが俺のDEF3・CPコスト3のUNITを攻撃した。俺のUNITのDEFが3じゃなくて4だった場合、俺の絆は何点減る?",
        "相手の絆は3点。相手の場にUNITはいない。俺のSTR2のUNITで相手を攻撃した。STR3で攻撃してたら相手は負けてた?",
        "俺のSTR4のUNITで相手のDEF4・CPコスト2のUNITを攻撃するのと、STR5のUNITで攻撃するのとで、結果は変わる?",
        "相手の場に【暗躍】持ちのUNITがいなかったら、俺のSTR3のUNITで相手を攻撃して絆は何点減る?相手の場には【暗躍】持ちのUNITがいる",
    ],
)
def test_untaken_or_compared_branches_are_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR3のUNITで相手のDEF2のUNITを攻撃した。攻撃対象を選ぶのはどのステップ?",
        "俺のSTR3のUNITで相手のDEF2・CPコスト1のUNITを攻撃した。スタンしたUNITが軌跡に置かれるのは何フェイズ?",
        "相手のSTR4のUNITが俺のDEF3・CPコスト2のUNITを攻撃。スタンダメージが発生するのはどのフェイズ?",
    ],
)
def test_803_5_the_step_something_happens_in_is_no_run_verdict(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR3とSTR4のUNITで相手のDEF5のUNITにスクラム攻撃。応戦対象を選ぶのは誰?",
        "相手のSTR3とSTR2のUNITに俺のDEF4のUNITがスクラム攻撃された。応戦対象を選ぶのはどっちのプレイヤー?",
        "回復フェイズ、俺のスタン状態のUNITが2体。どっちが回復するUNITを選ぶ?",
    ],
)
def test_804_11a_1_who_chooses_is_no_run_verdict(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR3のUNITで相手のDEF2・CPコスト1のUNITを攻撃した。攻撃した俺のUNITはこのあとレディ状態のまま?",
        "相手の場にUNITはいない。俺のSTR3のUNITで相手を攻撃した。この攻撃で俺のUNITはアクション状態になる?",
        "相手の場にUNITはいない。俺のSTR3のUNITで相手を攻撃した。攻撃したUNITは横向きになる?",
    ],
)
def test_804_4_the_attackers_position_is_no_run_verdict(question: str) -> None:
    stated, value = _value(question)
    assert not stated or (value == "yes" and "レディ" not in question)


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "【武術】を持たないSTR4のUNITで、【武術】持ちのDEF2・CPコスト3の相手UNITを攻撃。相手の絆は何点減る?",
            4,
        ),
        ("俺のSTR4のUNITで相手の【武術】持ちのDEF2・CPコスト2のUNITを攻撃。相手の絆は何点減る?", 3),
        ("相手のSTR4のUNITが俺の【武術】持ちのDEF2・CPコスト2のUNITを攻撃してきた。俺の絆は何点減る?", 3),
    ],
)
def test_1406_1_the_attacked_players_loss_is_stated_without_a_counter_claim(question: str, lost: int) -> None:
    stated, value, summary = situated(question, "kiseki")
    assert (stated, value) == (True, [lost])
    assert "応戦で攻撃したUNITもスタン" not in summary


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR3のUNITで相手のDEF2のUNITを攻撃。俺のUNITはスタンする?",
        "俺のSTR3のUNITで相手のDEF2のUNITを攻撃。攻撃した俺のUNITもスタンする?",
        "相手のSTR3のUNITが俺のDEF2のUNITを攻撃してきた。相手のUNITはスタンする?",
        "俺のSTR3のUNITで相手のDEF2のUNITを攻撃。攻撃したUNITはスタンする?",
    ],
)
def test_804_11a_4_the_attackers_stun_left_open_by_the_stats_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR3のUNITが俺のDEF3のUNITを攻撃。俺のUNITのCPコストは2、STRは4。相手のUNITのDEFは3、CPコスト1。お互いの絆は何点減る?",
        "相手のSTR3のUNITが俺のDEF3・STR4・CPコスト2のUNITを攻撃。相手のUNITのDEFは3、CPコスト1。それぞれ絆は何点減る?",
        "相手のSTR3のUNITが俺のDEF3・STR4・CPコスト2のUNITを攻撃。相手のUNITのDEFは3、CPコスト1。両者の絆はいくつ減る?",
    ],
)
def test_804_11a_4_a_loss_asked_of_both_players_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にUNITはいるけど、全部【暗躍】持ち。俺のUNITは【暗躍】を持ってない。俺のSTR3のUNITで相手プレイヤーを攻撃できる?",
        "相手の場にUNITが2体いる。どっちも【暗躍】持ち。俺のSTR3のUNITで相手プレイヤーを攻撃できる?",
        "相手の場にUNITが3体いて、すべて【暗躍】持ち。俺のSTR2のUNITで相手プレイヤーを攻撃できる?",
    ],
)
def test_803_6h_an_icon_told_of_every_unit_of_a_side_is_theirs(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "yes"


def test_803_6h_a_plain_unit_of_the_side_still_refuses_the_player() -> None:
    assert _value("相手の場にUNITがいる。俺のSTR3のUNITで相手プレイヤーを攻撃できる?") == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR4のUNITに攻撃された俺のDEF3・CPコスト2のUNITがスタンした。俺の絆は何点減る?",
        "相手のSTR4のUNITに攻撃された俺のDEF3・CPコスト2のユニットがスタンした。自分の絆は何点減った?",
        "相手のSTR4のUNITに殴られたこっちのDEF3・CPコスト2のUNITがスタンした。こっちの絆は何点減る?",
        "相手のSTR4のUNITに攻撃された俺のDEF3・CPコスト2のUNITがスタンした。このスタンダメージを軽減する方法はある?",
    ],
)
def test_1306_3_a_stun_told_after_a_passive_attack_is_its_result(question: str) -> None:
    stated, value, summary = situated(question, "kiseki")
    assert not stated or value == [3]
    assert "自分プレイヤーを攻撃" not in summary


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR3のUNITで相手のDEF2・CPコスト1のUNITを攻撃した。スタンした相手のUNITは裏向きになる?",
        "相手のSTR4のUNITが俺のDEF3・CPコスト2のUNITを攻撃。スタンした俺のUNITは表向きのまま?",
        "俺のSTR3のUNITで相手のDEF2・CPコスト1のUNITを攻撃した。スタンしたUNITは裏になる?",
    ],
)
def test_1306_2a_the_face_of_a_stunned_unit_is_no_run_verdict(question: str) -> None:
    assert not _value(question)[0]
