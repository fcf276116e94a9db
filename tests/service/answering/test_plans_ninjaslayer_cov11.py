"""ニンジャスレイヤー round 11 (blind batch U): the reading steps behind its two wrong verdicts, each over
several wordings of our own and traps where one detail changes the answer.

* a state said as the predicate of the sentence's topic card is that card's (「相手のキャラ、…今オジギ状態で
  寝てる。そいつに自分のキャラでアイサツ」: the opponent's card is bowed, 704.4 lets it be the アイサツ対象;
  it had been put on the asker's attacking card, which 704.3a-1 then refused — ninjaslayer-bu-19);
* the ダメージ・ゾーン asked by a player's short name (ダメゾ, ダメゾーン, ダメゾン) is its end value
  (706.4a, 1003.2, 1104.3: told 3 + 2 checks = 5; it had been answered with the 2 checks —
  ninjaslayer-bu-09);
* a destroyed verdict on a card whose deciding stat the scenario leaves out (the engine's default)
  is withheld unless no value of it changes the card's fate (1004.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.extract import extract
from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の耐久力4のキャラ、さっき殴ってきたから今オジギ状態で寝てる。そいつに自分のカラテ4のキャラで"
            "アイサツしたら殺せる?",
            True,
        ),
        ("相手の耐久力3のキャラ、オジギ状態になってる。自分のカラテ3のキャラでアイサツしたら殺せる?", True),
        ("相手の耐久力5のキャラ、今オジギしてる。そいつに俺のカラテ5のキャラでアイサツしたら殺せる?", True),
        # traps: the カラテ one short; the asker's attacker told bowed too (704.3a-1: no アイサツ)
        (
            "相手の耐久力4のキャラ、さっき殴ってきたから今オジギ状態で寝てる。そいつに自分のカラテ3のキャラで"
            "アイサツしたら殺せる?",
            False,
        ),
        (
            "相手の耐久力4のキャラ、今オジギ状態で寝てる。自分のカラテ4のキャラもオジギしてる。アイサツしたら"
            "殺せる?",
            False,
        ),
        # the state said of the asker's card, the topic of its sentence: it cannot アイサツ
        (
            "自分のカラテ4のキャラ、さっきアイサツしたからオジギ状態。相手の耐久力4のキャラにアイサツしたら"
            "殺せる?",
            False,
        ),
    ],
)
def test_704_4_state_said_of_the_topic_card(question: str, value: Any) -> None:
    assert _verdict(question) == (True, value)


def test_704_4_the_predicated_state_is_read_as_the_topic_cards() -> None:
    q = (
        "相手の耐久力4のキャラ、さっき殴ってきたから今オジギ状態で寝てる。そいつに自分のカラテ4のキャラで"
        "アイサツ"
    )
    states = [f for f in read(q, GAME).facts if f.role is Role.STATE]
    assert states and all(f.owner == "opponent" for f in states)
    opponent, own = extract(q).mentions
    assert "rested" in opponent.states and "rested" not in own.states


def test_704_4_a_state_before_another_card_stays_that_cards() -> None:
    # 「オジギしてるこっちのキャラ」: the state modifies the card after it, not the sentence's topic
    q = "相手のカラテ5のキャラが、オジギしてるこっちのキャラにアイサツしてきた。"
    state = next(f for f in read(q, GAME).facts if f.role is Role.STATE)
    assert state.owner != "opponent"


@pytest.mark.parametrize(
    "question",
    [
        "自分の工作力2のキャラで相手プレイヤーにアイサツして、そのまま通った。相手のダメゾは3枚で、めくれたカードは"
        "どっちもウケミ無し。相手のダメゾは何枚になる?",
        "自分の工作力2のキャラで相手プレイヤーにアイサツして、そのまま通った。相手のダメゾは3枚で、めくれたカードは"
        "どっちもウケミ無し。相手のダメゾンは最終的に何枚?",
        "自分の工作力2のキャラで相手プレイヤーにアイサツして、そのまま通った。相手のダメゾーンは3枚で、めくれた"
        "カードはどっちもウケミ無し。相手のダメゾーンは何枚になる?",
        "自分の工作力2のキャラで相手プレイヤーにアイサツして、そのまま通った。相手のダメージゾーンは3枚で、めくれた"
        "カードはどっちもウケミ無し。ダメゾ何枚になった?",
    ],
)
def test_1104_3_damage_zone_asked_by_its_short_name_is_its_end_value(question: str) -> None:
    assert _verdict(question) == (True, [5])


def test_1104_3_damage_zone_change_asked_is_the_change() -> None:
    # trap: 「何枚増える?」 asks the change, not the end value
    q = (
        "相手のダメゾは3枚。自分の工作力2のキャラで相手にアイサツが通った。めくれたのはウケミ無し。"
        "相手のダメゾは何枚増える?"
    )
    assert _verdict(q) == (True, [2])


def test_1104_3_damage_zone_of_the_player_not_told_withholds() -> None:
    # trap: the asker's own ダメージ・ゾーン was never told
    q = (
        "相手のダメゾは3枚。自分の工作力2のキャラのアイサツが相手に通った。めくれたのはウケミ無し。"
        "自分のダメゾは何枚?"
    )
    assert _verdict(q)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "オジギ状態の相手のキャラに自分のカラテ4のキャラでアイサツしたら殺せる?",
        "相手のキャラ、寝てる。自分のカラテ4のキャラでアイサツしたら殺せる?",
    ],
)
def test_1004_1_untold_durability_of_the_asked_card_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


def test_1004_1_told_durability_of_the_bowed_target_states() -> None:
    q = "オジギ状態の相手の耐久力4のキャラに自分のカラテ4のキャラでアイサツしたら殺せる?"
    assert _verdict(q) == (True, True)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のカラテ1・耐久力1のキャラで、相手のカラテ6・耐久力2のキャラにアイサツした。どっちもテキスト無しの"
            "バニラ。イクサダメージ・ステップが終わった時、自分のキャラって返り討ちで殺されてる?",
            False,
        ),
        (
            "自分のカラテ2・耐久力1のキャラで相手のカラテ5・耐久力3のキャラにアイサツした。自分のキャラ、殺された?",
            False,
        ),
        (
            "自分のカラテ2・耐久力1のキャラで相手のカラテ5・耐久力3のキャラにアイサツした。イクサダメージの後、自分の"
            "キャラは殺されてる?",
            False,
        ),
        # traps: サツバツ on the card aimed at (1403.2); the other card asked, killed or not by the カラテ
        (
            "自分のカラテ2・耐久力1のキャラで相手のカラテ5・耐久力3でサツバツ持ちのキャラにアイサツした。自分のキャラ、"
            "殺された?",
            True,
        ),
        (
            "自分のカラテ4・耐久力1のキャラで相手のカラテ5・耐久力3のキャラにアイサツした。相手のキャラは殺された?",
            True,
        ),
        (
            "自分のカラテ2・耐久力1のキャラで相手のカラテ5・耐久力3のキャラにアイサツした。相手のキャラは殺された?",
            False,
        ),
    ],
)
def test_706_4b_fate_asked_in_the_past_of_a_fight(question: str, value: bool) -> None:
    """「殺されてる?」「殺された?」 ask the fate: no kill told (706.4b: the card aimed at deals no damage)."""
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の場にカラテ1・耐久力4でサツバツ持ちのキャラがいる。自分のカラテ3・耐久力5のキャラでそいつにアイサツ"
            "した。インターラプトとかは無し。このアイサツが終わった後、自分のキャラって場に残ってる?",
            True,
        ),
        (
            "相手のサツバツ持ち(カラテ1・耐久力5)に自分のカラテ2・耐久力3のキャラでアイサツした。そのアイサツが"
            "終わったら、自分のキャラは場に残ってる?",
            True,
        ),
        (
            "相手のサツバツ持ち(耐久力6)に自分のカラテ3のキャラでアイサツした。相手キャラは生き残った。今のアイサツの"
            "後、自分のキャラはどうなる?",
            True,
        ),
        # traps: no サツバツ, or it denied
        (
            "相手の場にカラテ1・耐久力4のキャラがいる。自分のカラテ3・耐久力5のキャラでそいつにアイサツした。この"
            "アイサツが終わった後、自分のキャラって場に残ってる?",
            False,
        ),
        (
            "相手の場にカラテ1・耐久力4でサツバツ無しのキャラがいる。自分のカラテ3・耐久力5のキャラでそいつにアイサツ"
            "した。このアイサツが終わった後、自分のキャラって殺される?",
            False,
        ),
    ],
)
def test_1403_2_an_aisatsu_named_back_is_the_same_aisatsu(question: str, value: bool) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターンに「お互いのプレイヤーに1ダメージを与える」系のコトダマを撃った。その時点で自分も相手も"
            "ダメージ・ゾーンが9枚。お互いデッキの一番上はウケミ無しのカード。同時にダメージ受けてるんだから同時に"
            "10枚になって、非ターンプレイヤーの相手の勝ち…でいいんだよね?",
            "self",
        ),
        (
            "自分のターン、「お互いのプレイヤーに1ダメージを与える」コトダマを撃った。自分も相手もダメージ・ゾーン9枚。"
            "お互いにダメージを受けるから引き分けだよね?",
            "self",
        ),
        # traps: the other player's turn (its checks go first, 1003.2b); one player at 8
        (
            "相手のターンに相手が「各プレイヤーに1ダメージを与える」コトダマを撃った。自分も相手もダメゾ9枚。両方"
            "ダメージ受けたんだから引き分けでいいの?",
            "opponent",
        ),
        (
            "自分のターンに「お互いのプレイヤーに1ダメージを与える」コトダマを撃った。自分のダメージ・ゾーンは9枚、"
            "相手は8枚。同時にダメージ受けてるんだから両方負けでいいんだよね?",
            "opponent",
        ),
        (
            "自分のターンに「お互いのプレイヤーに1ダメージを与える」コトダマを撃った。自分のダメージ・ゾーンは8枚、"
            "相手は9枚。同時にダメージ受けてるんだから引き分けだよね?",
            "self",
        ),
    ],
)
def test_1003_2b_damage_restated_in_the_askers_reasoning(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のキャラが自分(プレイヤー)にアイサツしてきた。自分の場にはインターラプト持ちのキャラがいて、このターンは"
            "まだインターラプトを使ってない。そいつにアイサツ対象を変えられる?",
            "yes",
        ),
        (
            "相手のキャラが自分にアイサツしてきた。自分の場にはインターラプト持ちのキャラがいる。そいつにアイサツ対象を"
            "変えられる?",
            "yes",
        ),
        (
            "相手のキャラが俺に直接アイサツしてきた。俺のインターラプト・カイゼン持ちのキャラでアイサツを引き受け"
            "られる?",
            "yes",
        ),
        # its オジギ does not matter to 1402.2
        (
            "相手ターン、相手のキャラが自分にアイサツしてきた。こっちにはオジギ状態のインターラプト持ちがいる。"
            "インターラプトで対象を変えられる?",
            "yes",
        ),
        # traps: the change already made this turn (705.3a-1); the アイサツ made to another card (1402.2)
        (
            "相手のキャラが自分にアイサツしてきた。自分の場にはインターラプト持ちのキャラがいる。このターンもう対象を"
            "変えてる。そいつにアイサツ対象を変えられる?",
            "no",
        ),
        (
            "相手のキャラが自分のキャラにアイサツしてきた。自分の場にはインターラプト持ちのキャラがいる。そいつに"
            "アイサツ対象を変えられる?",
            "no",
        ),
    ],
)
def test_1402_2_interrupt_changes_an_aisatsu_made_to_its_controller(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the keyword on the opponent's card; the card that アイサツs cannot be changed (705.3a-2)
        "相手のキャラが自分にアイサツしてきた。相手の場にはインターラプト持ちがいる。対象を変えられる?",
        "相手のキャラが自分にアイサツしてきた。自分の場にはインターラプト持ちのキャラがいる。相手のキャラは「これの"
        "アイサツはインターラプトやインターラプト・カイゼンによって変更されない。」を持ってる。そいつにアイサツ対象を"
        "変えられる?",
    ],
)
def test_1402_2_interrupt_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "こっちは後攻。ゲーム開始時の手札は4枚で、相手の1ターン目の間は手札を1枚も使ってない。自分の1ターン目の"
            "ドロー・ステップが終わった時点で手札は何枚?",
            [6],
        ),
        (
            "こっちは後攻。ゲーム開始時の手札は4枚で、相手の1ターン目は手札を使ってない。自分の1ターン目のドロー・"
            "ステップが終わった時点で手札は何枚?",
            [6],
        ),
        (
            "後攻。ゲーム開始時の手札は4枚。相手の1ターン目、こっちは手札を一枚も使わなかった。自分の1ターン目の"
            "ドロー・ステップの後、手札は何枚?",
            [6],
        ),
    ],
)
def test_502_3a_hand_told_untouched_before_the_draw(question: str, value: list[int]) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # traps: a card used before the turn; the asker's second turn (what the first did is untold)
        "こっちは後攻。ゲーム開始時の手札は4枚で、相手の1ターン目の間にコトダマを1枚使った。自分の1ターン目のドロー・"
        "ステップが終わった時点で手札は何枚?",
        "こっちは後攻。ゲーム開始時の手札は4枚で、相手の1ターン目の間は手札を1枚も使ってない。自分の2ターン目のドロー・"
        "ステップが終わった時点で手札は何枚?",
    ],
)
def test_502_3a_hand_untouched_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


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
