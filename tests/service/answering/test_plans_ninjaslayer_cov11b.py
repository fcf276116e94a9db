"""ニンジャスレイヤー round 11 (blind batch U), later waves: capabilities over several wordings of our
own and traps where one detail changes the answer (the first waves: test_plans_ninjaslayer_cov11.py).

* 1320.1 — a ジツ paid told with the cards it turned is the face-down part of the ダメージ・ゾーン;
* 802.4 — no コトダマ while a damage check is on top (「N点分のダメージチェック中」, 「撃って…割り込みたい」);
* 1104.4c — a ウケミ card at a check, in the turn told;
* 1402.3 — インターラプト(・カイゼン) on a character aimed at, with its state and the told stats;
* 1204.2g-6 — an ability told by the cost change it makes;
* 505.3a / 505.3b — a fate asked at the turn's end.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターン。自分のダメゾは8枚で全部表向きだった。さっき自分の起動能力のコストでジツ3を払って3枚裏に"
            "した。そこに相手の工作力2のキャラのアイサツが通って2点(めくれた2枚はウケミ無し)。勝ち負けどうなる?",
            "opponent",
        ),
        (
            "相手のターン。自分のダメゾは8枚で全部表向きだった。ジツ3を払って3枚裏にした。相手の工作力2のキャラの"
            "アイサツが自分に通った。めくれたのはウケミ無し。どうなる?",
            {"result": "game_over", "winner": "opponent"},
        ),
        (
            "相手のターン。自分のダメゾは8枚。ジツ2を払って2枚裏返した。相手の工作力2のキャラのアイサツが自分に"
            "通った。めくれたのはウケミ無し。負ける?",
            "opponent",
        ),
        (
            "相手のターン。自分のダメゾは8枚、ジツ3で3枚裏にした。相手の工作力2のキャラのアイサツが自分に通った。"
            "めくれたのはウケミ無し。自分のダメゾは何枚?",
            [10],
        ),
        # traps: one card fewer; the アイサツ the asker's own (the asker's zone is not hit)
        (
            "相手のターン。自分のダメゾは7枚で全部表向き。ジツ3を払って3枚裏にした。そこに相手の工作力2のキャラの"
            "アイサツが通った。めくれたのはウケミ無し。勝ち負けどうなる?",
            "none",
        ),
        (
            "自分のダメゾは8枚。ジツ3を払って3枚裏にした。自分の工作力2のキャラで相手にアイサツが通った。相手の"
            "ダメゾは5枚。めくれたのはウケミ無し。勝ち負けは?",
            "none",
        ),
    ],
)
def test_1320_1_jitsu_paid_turns_cards_face_down_they_still_count(question: str, value: Any) -> None:
    """1320.1 turns face-up cards face down; 1002.1 counts every card of the ダメージ・ゾーン."""
    stated, got = _verdict(question)
    assert stated is True
    if isinstance(value, dict):  # a what-happens verdict: its result and winner
        got = {k: got[k] for k in value}
    assert got == value


def test_1320_1_damage_said_unlike_the_kousaku_withholds() -> None:
    q = (
        "相手のターン。自分のダメゾは8枚。相手の工作力2のキャラのアイサツが通って3点。めくれたのはウケミ無し。"
        "勝ち負けどうなる?"
    )
    assert _verdict(q)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツが通って、こっちは3点分のダメージチェック中。1枚目をめくり終わったところで、手札のコスト1の"
        "コトダマ(エテルは縦が2枚ある)を撃って、残りのダメチェの前に割り込みたいんだけど、いける?",
        "相手のアイサツが通って、こっちは2点分のダメージチェック中。手札のコスト1のコトダマを撃てる?エテルは3枚ある。",
        "自分のアイサツが相手に通って、相手は2点分のダメージチェック中。1枚目をめくったところで手札のコトダマを撃てる?",
        "相手のアイサツが通って、こっちは3点分のダメージチェック中。ダメチェの合間にコトダマを撃って割り込みたい。"
        "できる?",
    ],
)
def test_802_4_no_kotodama_while_a_damage_check_is_on_top(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # traps: after every check (802.4 no longer holds); a 工作力 unlike the checks said
        "相手のアイサツが通って、こっちは3点分のダメージチェックを全部終えた。その後にコトダマを撃てる?",
        "相手の工作力2のキャラのアイサツが通って、こっちは3点分のダメージチェック中。手札のコトダマを撃てる?",
    ],
)
def test_802_4_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターン。相手の工作力3のキャラのアイサツを通しちゃった。こっちのダメゾは6枚。ダメージチェックでめくれた"
            "3枚のうち1枚だけウケミ持ち(コスト無しで「1枚ドロー。」ってだけのやつ)で、残り2枚はウケミ無し。処理が全部"
            "終わった時点で自分のダメゾって何枚?",
            [8],
        ),
        (
            "相手のターン。相手の工作力3のキャラのアイサツを通しちゃった。こっちのダメゾは6枚。めくれた3枚のうち1枚だけ"
            "「1枚ドロー。」のウケミ持ちで、残り2枚はウケミ無し。自分のダメゾは何枚?",
            [8],
        ),
        (
            "自分のターン。自分の工作力2のキャラのアイサツが相手に通った。相手のダメゾは8枚。めくれた2枚のうち1枚だけ"
            "「1枚ドロー。」のウケミ持ちで、残り1枚はウケミ無し。相手は負ける?",
            "none",
        ),
        # traps: the ウケミ card goes to the オヒガン (9, no defeat); with none of them a ウケミ, 10
        (
            "相手のターン。相手の工作力3のキャラのアイサツを通しちゃった。こっちのダメゾは7枚。めくれた3枚のうち1枚だけ"
            "「1枚ドロー。」のウケミ持ちで、残り2枚はウケミ無し。負ける?",
            "none",
        ),
        (
            "相手のターン。相手の工作力3のキャラのアイサツを通しちゃった。こっちのダメゾは7枚。めくれた3枚は全部ウケミ"
            "無し。負ける?",
            "opponent",
        ),
    ],
)
def test_1104_4c_ukemi_card_in_the_turn_told(question: str, value: Any) -> None:
    assert _verdict(question) == (True, value)


def test_1104_4c_turn_unlike_the_aisatsu_withholds() -> None:
    # trap: 「自分のターン」 of the other player's アイサツ (704.1: the turn player アイサツs)
    q = (
        "自分のターン。相手の工作力3のキャラのアイサツを通しちゃった。こっちのダメゾは6枚。めくれた3枚のうち1枚だけ"
        "「1枚ドロー。」のウケミ持ちで、残り2枚はウケミ無し。自分のダメゾは何枚?"
    )
    assert _verdict(q)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターンに、相手のキャラがこっちの場の耐久力2のキャラAにアイサツしてきた。こっちにはアンタイ・オジギ状態の"
            "キャラBがいて、Bはインターラプト持ち(カイゼンじゃなくて無印の方)。インターラプト・ステップでBに対象を"
            "変えられる?",
            "no",
        ),
        (
            "相手ターンに、相手のキャラがこっちの場のキャラAにアイサツしてきた。こっちにはアンタイ・オジギ状態の"
            "インターラプト持ちのキャラBがいる。Bにアイサツ対象を変えられる?",
            "no",
        ),
        (
            "相手ターンに、相手のキャラがこっちの場の耐久力2のキャラAにアイサツしてきた。こっちにはインターラプト持ちの"
            "キャラBがいる。インターラプト・ステップでBに対象を変えられる?",
            "no",
        ),
        # traps: インターラプト・カイゼン (1402.3), bowed or with its 耐久力 told
        (
            "相手ターンに、相手のキャラがこっちの場のキャラAにアイサツしてきた。こっちにはオジギ状態のインターラプト・"
            "カイゼン持ちのキャラBがいる。Bにアイサツ対象を変えられる?",
            "yes",
        ),
        (
            "相手ターンに、相手のカラテ3のキャラがこっちの場の耐久力2のキャラAにアイサツしてきた。こっちには耐久力4の"
            "インターラプト・カイゼン持ちのキャラBがいる。Bにアイサツ対象を変えられる?",
            "yes",
        ),
    ],
)
def test_1402_3_a_character_aimed_at_only_kaizen_changes_it(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


def test_1402_3_a_state_of_the_card_aimed_at_withholds() -> None:
    q = (
        "相手ターンに、相手のキャラがこっちの場のオジギ状態のキャラAにアイサツしてきた。こっちにはインターラプト・"
        "カイゼン持ちのキャラBがいる。Bにアイサツ対象を変えられる?"
    )
    assert _verdict(q)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "キャラクターフェイズ中で、コトダマ空間には何も乗ってない。エテル4枚はもう全部オジギ状態。場のキャラの常時"
            "能力で、手札のキャラのコストを3軽くしてくれる。手札のコスト2のキャラって出せる?",
            "yes",
        ),
        (
            "エテル3枚は全部オジギ状態。場のキャラの能力で手札のキャラのコストを2軽くしてる。手札のコスト2のキャラを"
            "出せる?",
            "yes",
        ),
        (
            "エテル5枚のうち4枚がオジギ状態。自分のキャラの常時能力でコストを2下げてくれる。手札のコスト3のキャラを"
            "エントリーできる?",
            "yes",
        ),
        # traps: the reduction one short; an increase
        (
            "エテル3枚は全部オジギ状態。場のキャラの能力で手札のキャラのコストを1軽くしてる。手札のコスト2のキャラを"
            "出せる?",
            "no",
        ),
        ("縦のエテルは2枚。効果でコストを1多くしてる。コスト2のキャラ出せる?", "no"),
    ],
)
def test_1204_2g_6_cost_change_told_with_its_source(question: str, value: str) -> None:
    """An ability named as the source of the cost change (「能力で…コストを3軽くしてくれる」) is that
    change (1204.2g-6; 1203.5: a cost of 0 or less is paid by nothing)."""
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "耐久力3のキャラに「このターン+0/+3」を付けた。そのキャラが5ダメージ受けた。ターン終了時に殺される?",
            False,
        ),
        (
            "耐久力3のキャラにこのターン+0/+3を付けた。そのキャラが5ダメージ受けた。エンドフェイズで+0/+3が切れたら"
            "死んじゃう?",
            False,
        ),
        ("耐久力3のキャラに+0/+3を付けた。そのキャラが5ダメージ受けた。ターン終了時に殺される?", False),
        # trap: more damage than the gained 耐久力 — killed at once, before the turn's end (1004.1)
        (
            "耐久力3のキャラに「このターン+0/+3」を付けた。そのキャラが7ダメージ受けた。ターン終了時に殺される?",
            True,
        ),
    ],
)
def test_505_3a_damage_is_removed_before_this_turns_gain_ends(question: str, value: bool) -> None:
    """505.3a (damage to 0) comes before 505.3b (「このターン」 effects end)."""
    assert _verdict(question) == (True, value)


def test_505_3b_a_gain_applied_again_withholds() -> None:
    # trap: 「さらに+0/+3」 is a second gain, not the first said again
    q = (
        "耐久力3のキャラにこのターン+0/+3を付けた。さらに+0/+3を付けた。そのキャラが5ダメージ受けた。"
        "殺される?"
    )
    assert _verdict(q)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "イクサフェイズ開始時点で、自分の場にアンタイ・オジギ状態のキャラが3人、オジギ状態のキャラが1人。起こす効果"
            "とかは使わない前提で、このターン最大何回アイサツできる?",
            [3],
        ),
        (
            "自分の場にアンタイ・オジギ状態のキャラが3人、オジギ状態のキャラが1人。アンタイ・オジギする効果は無し。"
            "何回アイサツできる?",
            [3],
        ),
        ("自分の場にアンタイ・オジギのキャラが2人。このターン何回アイサツできる?", [2]),
        (
            "自分の場にアンタイ・オジギ状態のキャラが2人とオジギ状態のキャラが2人。アイサツは最大何回できる?",
            [2],
        ),
    ],
)
def test_704_5_each_unbowed_character_aisatsus_once(question: str, value: list[int]) -> None:
    """704.3a-1: only an アンタイ・オジギ character アイサツs; 704.5: it bows doing so."""
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # traps: a character stood again; the opponent's characters; the opponent's turn
        "自分の場にアンタイ・オジギ状態のキャラが3人、オジギ状態のキャラが1人。起こす効果を1回使った。何回アイサツ"
        "できる?",
        "相手の場にアンタイ・オジギ状態のキャラが3人。何回アイサツできる?",
        "相手のターン。自分の場にアンタイ・オジギ状態のキャラが3人。何回アイサツできる?",
        # one of them already アイサツed (bowed, 704.5): not the count of the state told
        "自分の場にアンタイ・オジギ状態のキャラが2人。片方はさっきアイサツした。あと何回アイサツできる?",
    ],
)
def test_704_5_aisatsu_count_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False
