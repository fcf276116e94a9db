"""Round-9c precision audit (issue 11) of kiseki's family code from 00c4c34, 095b826, efe6c63, 54b90a4,
fbc8739 and ef64629: adversarial questions of our own with the verdict values the rulebook allows
(`data/kiseki_audit9c.jsonl`, worked out by hand; an empty `accept` says the question must be withheld).

172 questions: on a5efc88 (before the fixes) 41 stated, 7 wrong; after, 34 stated, 0 wrong. The wrong
ones, and the mechanisms fixed (703.7a's also withholds 「…2枚入れ替えた。…1枚拠点に置いた。デッキの下に
あるのは何枚?」, which had been answered with the hand, 5):

* 703.7a / 703.8a — plan mulligan_hand answered any number asked after 「手札1枚を拠点に置いた」 with the
  hand (「拠点のカードは何枚?」「配備ステップで得るCPは?」 stated 5); the asking sentence must now name
  the hand or nothing else (`plans/kiseki_mulligan._asks_hand`);
* 705.6 — plan recovery_count answered 「相手の軌跡に行くUNITは何体?」 with the asker's UNITs (only the
  asker's stunned UNITs told); a player named in the asking sentence whose stunned UNITs are not told
  now declines (`plans/kiseki_recovery._asked_sides`);
* 1403.1 / 1204.2i — 「…【援軍】持ちの遊撃士協会UNITをUNITとしてプレイできる?CPは1足りない」 was run with
  the shortfall's 1 as the CP held (stated 'yes'); lexicon QUANTITY cp no longer reads a shortfall and the
  CP builder declines a payment told short (`scenarios/kiseki_costs.cp_payment`);
* 804.11a-4 — the attack builder stated 0 for 「…相手のDEF5・CPコスト2のUNITにスクラム攻撃。俺の絆は何点
  減る?」 while its own conclusion said the 応戦 was not judged (the attacked UNIT's STR untold): a count
  asked of the attacking side's loss with the 応戦 undecided now declines
  (`scenarios/kiseki_attack._asks_loss_of`);
* 103.3 / 1102.1 — 「…「各プレイヤーはカードを1枚引く」EVENTを撃った。相手はそれを打ち消した。山札はどっちも
  0枚」 was run as resolved ('opponent'): 打ち消す is read (lexicon MODIFIER countered) and, held by no
  scenario, withholds;
* 1306.3 — plan effect_stun's conclusion for 「俺のCPコスト3のUNITがスタンした。その後、相手のCPコスト2の
  UNITもスタンした。俺の絆は何点減る?」 (value 3, right) opened with the opponent's 2 (sides sorted by
  name); the player the asking sentence names now comes first (`plans/kiseki_stun._asked_first`).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, winner_value

_ROWS = rows("kiseki_audit9c")


def _value(question: str) -> tuple[bool, Any]:
    return winner_value(question, "kiseki")


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit9c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = _value(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit9c_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "先攻で入れ替えなし。最初のターン、拠点ステップで手札1枚を拠点に置いた。拠点のカードは何枚?",
        "先攻で入れ替えなし。最初のターン、拠点ステップで手札1枚を拠点に置いた。配備ステップで得るCPは?",
        "先攻、入れ替えはしなかった。最初のターンの拠点ステップで手札1枚を拠点に置いた。デッキは何枚?",
        "先攻で入れ替えなし。最初のターン、拠点ステップで手札1枚を拠点に置いた。拠点は何枚?",
    ],
)
def test_703_7a_a_count_asked_of_another_zone_is_not_the_hand(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "先攻で手札の入れ替えはしなかった。最初のターン、拠点ステップで手札1枚を拠点に置いた。手札は何枚?",
        "先攻で入れ替えなし。最初のターン、拠点ステップで手札1枚を拠点に置いた。何枚?",
        "後攻で入れ替えなし。最初のターン、拠点ステップで手札1枚を拠点に置いた。手札は何枚?",
    ],
)
def test_703_7a_the_hand_asked_is_still_counted(question: str) -> None:
    assert _value(question) == (True, [5])


@pytest.mark.parametrize(
    "question",
    [
        "回復フェイズ、俺のスタン状態のUNITが2体、俺は1体を回復に選んだ。相手の軌跡に行くUNITは何体?",
        "回復フェイズ。こっちのスタンしてるUNITが3体、1体を回復に選んだ。向こうの軌跡に置かれるUNITは何体?",
        "回復フェイズ、自分のスタン状態のUNITが2体、1体を回復に選んだ。相手の場に残るUNITは何体?",
    ],
)
def test_705_6_a_count_asked_of_a_player_whose_units_are_not_told_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "自分の場に遊撃士協会のUNITがいる。手札の【援軍】持ちの遊撃士協会UNITをUNITとしてプレイできる?CPは1足りない",
        "自分の場に遊撃士協会のUNITがいる。CPが1足りないけど、手札の【援軍】持ちの遊撃士協会UNITをUNITとしてプレイできる?",
        "自分の場に遊撃士協会のUNITがいる。手札の【援軍】の遊撃士協会UNIT、CPは2不足してる。UNITとしてプレイできる?",
    ],
)
def test_1403_1_a_cp_told_short_is_not_the_cp_held(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "no"


def test_1403_1_the_cp_enough_case_is_still_stated() -> None:
    question = (
        "自分の場に遊撃士協会のUNITがいる。手札の【援軍】持ちの遊撃士協会UNITをUNITとしてプレイできる?"
        "CPは足りてる"
    )
    assert _value(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "遊撃士協会のSTR4のUNITと遊撃士協会のSTR3のUNITで、相手のDEF5・CPコスト2のUNITにスクラム攻撃。俺の絆は何点減る?",
        "俺のSTR4のUNITで、相手のDEF3・CPコスト2のUNITを攻撃。こっちは何点失う?",
        "STR4とSTR3のUNITで相手のDEF5・CPコスト2のUNITにスクラム攻撃した。自分の絆は何点減る?",
        "相手のSTR4のUNITが俺のDEF3・CPコスト2のUNITを攻撃してきた。相手の絆は何点減る?",
    ],
)
def test_804_11a_4_the_attackers_loss_hangs_on_the_counter_the_stats_leave_open(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("俺のSTR4のUNITで、相手のDEF3・CPコスト2のUNITを攻撃。相手の絆は何点減る?", 3),
        (
            "遊撃士協会のSTR4のUNITと遊撃士協会のSTR3のUNITで、相手のDEF5・CPコスト2のUNITにスクラム攻撃。相手の絆は何点減る?",
            2,
        ),
        ("俺のSTR2/DEF3のUNITで、相手のSTR2/DEF2・CPコスト2のUNITを攻撃。俺の絆は何点減る?", 0),
    ],
)
def test_804_11a_the_attacked_players_loss_is_still_stated(question: str, lost: int) -> None:
    assert _value(question) == (True, [lost])


@pytest.mark.parametrize(
    "question",
    [
        "自分の配備ステップで自分が「各プレイヤーはカードを1枚引く」EVENTを撃った。相手はそれを打ち消した。山札はどっちも0枚。勝つのは?",
        "自分の配備ステップで自分が「各プレイヤーはカードを1枚引く」EVENTを撃ったけど相手に打ち消された。山札はどっちも0枚。勝つのは?",
        "うちの配備ステップでうちが「各プレイヤーはカードを1枚引く」EVENTを撃つ。向こうが打ち消せば、山札はどっちも0枚で勝つのは?",
        "相手のEVENTで俺のCPコスト3のUNITがスタンするはずだったけど、俺が打ち消した。俺の絆は何点減る?",
    ],
)
def test_1102_1_a_countered_card_is_not_run_as_resolved(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "俺のCPコスト3のUNITがスタンした。その後、相手のCPコスト2のUNITもスタンした。俺の絆は何点減る?",
            "自分は絆を3点",
        ),
        ("相手のCPコスト2のUNITと俺のCPコスト3のUNITがスタンした。こっちの絆は何点減る?", "自分は絆を3点"),
        ("俺のCPコスト3のUNITと相手のCPコスト2のUNITがスタンした。相手の絆は何点減る?", "相手は絆を2点"),
    ],
)
def test_1306_3_the_conclusion_opens_with_the_asked_players_stun_damage(question: str, first: str) -> None:
    stated, _, summary = situated(question, "kiseki")
    assert stated
    assert first in summary.removeprefix("シミュレーション結果: ").split("。")[0]
