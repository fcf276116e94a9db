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
