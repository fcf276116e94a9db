"""Round 9 (issue 11): one effect makes each player draw, with one or both decks too small — fresh
wordings of our own from the rulebooks, each stated verdict checked by hand, and traps that must be
withheld. The engine decides who wins; each game's simultaneous loss differs:

* 軌跡 103.3/702.3: the non-primary player wins; the primary player is the one whose step is in
  progress (a ドローステップ's player after its 2 cards, 703.6a), else the initiative player.
* ニンジャスレイヤー 103.3/1002.2: a deck at 0 loses; both at once, the non-turn player wins.
* Shadowverse Evolve 1.2.2/5.9.1.1: a draw from an empty deck loses; both at once, a draw game.
* ONE PIECE 1-2-1-1-2/1-2-3: a deck at 0 loses; both at once, a draw game.

Mechanisms: kiseki `step_draw` (a player's own draw step, then the effect), kiseki lexicon 「相手の
デッキも0枚」 (a deck told with も), 「山札はどっちも0枚」 (the zone before both players) and 「引けず」
(a draw attempted, not one said not to happen); ninjaslayer `each_player` takes the quoted effect's
card use (「…」ってコトダマを使った) as its carrier, and its lexicon reads 「山札は自分が2枚、相手が
1枚」 as each player's deck; sve and onepiece 「お互いのプレイヤーは」 (onepiece also 「2人とも」) are
both players as the drawers; onepiece reads 「デッキは自分も相手も2枚」「デッキ残り1」 as deck counts
and a quoted effect's 「…」効果を使った as that effect's use, not a second action, and 「相手のイベント
で…引く」 as the turn player's event carrying the draw.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def _verdict(question: str, game: str) -> tuple[bool, Any]:
    gated, _ = situate(question, game)
    verdict = gated.accounting.verdict
    value = verdict.value
    if isinstance(value, dict) and value.get("result") == "game_over":
        value = value.get("winner")
    return verdict.stated, value


# (question, the winner by hand)
KISEKI_STATED = [
    # 703.6a then 1102.1: 3 - 2 = 1 left covers the EVENT's 1; the opponent's empty deck loses alone
    (
        "自分のデッキは残り3枚。自分のドローステップで2枚引いたあと、自分が「各プレイヤーはカードを1枚引く」"
        "EVENTを撃った。相手の山札は0枚。どうなる?",
        "self",
    ),
    # 702.3: the asker's own 配備ステップ (non-initiative): the asker is primary, the opponent wins (103.3)
    (
        "自分は非イニシアチブ。自分の配備ステップで自分が「各プレイヤーはカードを1枚引く」EVENTを撃ったけど、"
        "両方とも引けずに終わった。自分のデッキも相手のデッキも0枚。勝つのは?",
        "opponent",
    ),
    # blind kiseki-bp-09's shape: the draw step's player is primary, the opponent wins (103.3)
    (
        "自分のドローステップで2枚引いたら自分のデッキが0枚になった。そのステップの優先権で自分が"
        "『各プレイヤーはカードを1枚引く』ってEVENTを撃って解決。相手のデッキも0枚だった。どっちが勝つ?",
        "opponent",
    ),
]

KISEKI_STATED += [
    # 1102.1: the asker's deck of 1 cannot give the second card; the opponent's 5 can
    (
        "自分のターンの回復フェイズに「お互いカードを2枚引く」効果が解決。自分のデッキは1枚、相手のデッキは5枚。"
        "どっちが勝つ?",
        "opponent",
    ),
    # the opponent's deck of 1 cannot give the second card: the asker wins
    (
        "自分がイニシアチブ。自分の配備ステップで『各プレイヤーはカードを2枚引く』ってEVENTを使った。"
        "自分のデッキは5枚、相手のデッキは1枚。勝つのは?",
        "self",
    ),
    # no step in the 回復フェイズ: the initiative player (the asker) is primary and loses (702.3, 103.3)
    (
        "自分のターン。回復フェイズ開始時に「各プレイヤーはカードを1枚引く」が解決。自分の山札も相手の山札も0枚。"
        "勝ったのは?",
        "opponent",
    ),
    # the opponent is the initiative player in the 回復フェイズ: the asker wins (the deck said first)
    (
        "相手のターン(相手がイニシアチブ)、回復フェイズで自分が『各プレイヤーはカードを1枚引く』EVENTを使った。"
        "山札はどっちも0枚。勝者は?",
        "self",
    ),
    # the opponent's 配備ステップ: the opponent is primary, the asker wins
    (
        "相手の配備ステップに相手が「各プレイヤーはカードを1枚引く」のEVENTを撃った。相手のターンで、"
        "デッキは両方0枚。勝ったのは?",
        "self",
    ),
]

KISEKI_WITHHELD = [
    # the opponent's EVENT in the asker's step: the engine gives no priority to play it there (902.5b)
    "自分のドローステップで2枚引いたら自分のデッキが0枚に。相手の山札も0枚。そのあと相手が"
    "「各プレイヤーはカードを1枚引く」EVENTを撃った。勝つのは?",
    # a draw step's draw of 3 is no 703.6a draw
    "自分のドローステップで3枚引いたら自分のデッキが0枚に。自分が「各プレイヤーはカードを1枚引く」EVENTを"
    "撃った。相手のデッキも0枚。勝つのは?",
    # the other player's hand told, not its deck
    "自分のドローステップで2枚引いたら自分のデッキが0枚に。自分が「各プレイヤーはカードを1枚引く」EVENTを"
    "撃った。相手の手札は0枚。勝つのは?",
    # a second effect
    "自分のドローステップで2枚引いたら自分のデッキが0枚に。自分が「各プレイヤーはカードを1枚引く」EVENTを"
    "撃ち、さらに「相手はカードを1枚引く」も解決。相手のデッキも0枚。勝つのは?",
    # the other player's turn: its draw step came first (703.5), not planned
    "相手のターン。自分のドローステップで2枚引いたら自分のデッキが0枚に。自分が「各プレイヤーはカードを1枚"
    "引く」EVENTを撃った。相手のデッキも0枚。勝つのは?",
]

NINJASLAYER_STATED = [
    # both decks at 0 in the asker's turn: the non-turn player (the opponent) wins (103.3)
    (
        "自分のターン。自分が「お互いのプレイヤーはカードを1枚ドローする」というコトダマを使った。"
        "山札は自分も相手も0枚。勝つのは?",
        "opponent",
    ),
    # the asker's deck of 1 runs out alone (1002.2)
    (
        "相手のターン、相手が「各プレイヤーは2枚ドローする」コトダマを使用。自分の山札は1枚、相手の山札は5枚。"
        "どうなる?",
        "opponent",
    ),
    # the opponent's コトダマ in the asker's turn: both at 0, the non-turn player (opponent) wins
    (
        "自分のターン、相手が「各プレイヤーはカードを1枚ドローする」ってコトダマを使った。お互いの山札が1枚。"
        "勝敗は?",
        "opponent",
    ),
    # blind ninjaslayer-bp-04's shape: the opponent's turn, the asker (non-turn player) wins
    (
        "相手のターンに相手が「各プレイヤーはカードを2枚ドローする」ってコトダマを使ってきた。"
        "そのとき自分も相手も山札ちょうど2枚。勝敗どうなる?",
        "self",
    ),
]

NINJASLAYER_STATED += [
    # the deck named first, then each player's count: both at 0 in the opponent's turn, the asker wins
    (
        "相手のターン。両プレイヤーは2枚ドローする効果が解決。山札は自分が2枚、相手が1枚。勝ったのは?",
        "self",
    ),
    # the opponent's deck is already 0 (1002.2): the asker wins
    (
        "自分のターンに「各プレイヤーはカードを1枚ドローする」コトダマを使った。デッキは相手が0枚で自分が3枚。"
        "どっちが勝つ?",
        "self",
    ),
]

NINJASLAYER_WITHHELD = [
    # whose turn it is decides (103.3) and is not told
    "相手が「各プレイヤーは2枚ドローする」ってコトダマを使ってきた。山札は自分も相手も2枚。勝つのは?",
    # the hand told per player, not the deck
    "相手のターン。両プレイヤーは2枚ドローする効果が解決。手札は自分が2枚、相手が1枚。勝ったのは?",
    # a ジツ used before the effect: another effect, not its carrier
    "自分のターン。ジツを使ったあと、「各プレイヤーは2枚ドローする」効果が解決。山札は自分も相手も2枚。勝つのは?",
]

SVE_STATED = [
    # the opponent's turn: the asker's deck of 1 cannot give the second card (5.9.1.1)
    (
        "相手のターン、相手が「お互いのプレイヤーはカードを2枚引く」スペルを使った。自分の山札は1枚、"
        "相手の山札は20枚。勝敗は?",
        "opponent",
    ),
    # both draw from empty decks: a draw game (1.2.2, 5.9.1.1)
    (
        "自分のターンに「すべてのプレイヤーはカードを1枚引く」効果。自分も相手もデッキ0枚。どっちが勝つ?",
        "draw",
    ),
    # blind sve-bq-02's shape: お互いのプレイヤー draw; only the opponent's deck is empty
    (
        "自分のターン、自分が「お互いのプレイヤーはカードを1枚引く」ってスペル打った。相手の山札は0枚、"
        "自分の山札はまだ10枚ある。どっちが勝つ?",
        "self",
    ),
]

SVE_WITHHELD = [
    # the asker's hand told, not its deck
    "自分のターン、自分が「お互いのプレイヤーはカードを1枚引く」スペルを使った。自分の手札は0枚、相手の山札は"
    "0枚。どっちが勝つ?",
    # the asker's deck not told
    "自分のターン、自分が「お互いのプレイヤーはカードを1枚引く」スペルを使った。相手の山札は0枚。どっちが勝つ?",
]


ONEPIECE_STATED = [
    # the asker's deck of 1 reaches 0 by the draw (1-2-1-1-2), the opponent's 5 does not
    (
        "自分のターン、自分のキャラの効果で「お互いのプレイヤーはカードを1枚引く」。自分のデッキは1枚、"
        "相手のデッキは5枚。勝敗は?",
        "opponent",
    ),
    # both decks reach 0 at once: a draw game (1-2-3)
    ("お互いのデッキが1枚のとき、相手が「お互いにカードを1枚引く」効果を使った。勝ったのは?", "draw"),
    (
        "俺のターンで俺のリーダー効果で2人ともカード1枚ドロー。俺のデッキ残り1、相手のデッキ残り1。結果は?",
        "draw",
    ),
]

ONEPIECE_STATED += [
    # the event named as the effect's means (8-4-2): both decks reach 0 at once, a draw game (1-2-3)
    (
        "相手のターンに相手のイベントで各プレイヤーはカードを2枚引く。デッキは自分も相手も2枚。どうなる?",
        "draw",
    ),
    # the opponent's deck of 1 reaches 0 (1-2-1-1-2): the asker wins
    (
        "自分のターン、自分のイベントでお互いにカードを1枚引く。自分のデッキは3枚、相手のデッキは1枚。勝ったのは?",
        "self",
    ),
]

ONEPIECE_WITHHELD = [
    # the non-turn player's event (a 【カウンター】 event's timing is not this plan's)
    "相手のターンに自分のイベントで各プレイヤーはカードを2枚引く。デッキは自分も相手も2枚。どうなる?",
    # a second effect of the event (a K.O.)
    "自分のターン、自分のイベントで相手のキャラをKOして、お互いにカードを1枚引く。自分のデッキは3枚、"
    "相手のデッキは1枚。勝ったのは?",
    # the asker's deck not told: who decks out decides the winner
    "自分のターン、自分のキャラの効果で「お互いのプレイヤーはカードを1枚引く」。相手のデッキは1枚。勝敗は?",
    # only the asker's trash told, not its deck
    "自分のターン、自分のキャラの効果で「お互いのプレイヤーはカードを1枚引く」。自分のトラッシュは1枚、"
    "相手のデッキは1枚。勝敗は?",
]


@pytest.mark.parametrize(("question", "winner"), KISEKI_STATED)
def test_103_3_702_3_kiseki_each_draw_after_the_draw_step(question: str, winner: str) -> None:
    assert _verdict(question, "kiseki") == (True, winner)


@pytest.mark.parametrize("question", KISEKI_WITHHELD)
def test_703_6a_kiseki_unmodeled_step_draws_withheld(question: str) -> None:
    assert not _verdict(question, "kiseki")[0]


@pytest.mark.parametrize(("question", "winner"), NINJASLAYER_STATED)
def test_103_3_1002_2_ninjaslayer_each_draw(question: str, winner: str) -> None:
    assert _verdict(question, "ninjaslayer") == (True, winner)


@pytest.mark.parametrize("question", NINJASLAYER_WITHHELD)
def test_103_3_ninjaslayer_each_draw_withheld(question: str) -> None:
    assert not _verdict(question, "ninjaslayer")[0]


@pytest.mark.parametrize(("question", "winner"), SVE_STATED)
def test_1_2_2_5_9_1_1_sve_each_draw(question: str, winner: str) -> None:
    assert _verdict(question, "sve") == (True, winner)


@pytest.mark.parametrize("question", SVE_WITHHELD)
def test_5_9_1_1_sve_each_draw_withheld(question: str) -> None:
    assert not _verdict(question, "sve")[0]


@pytest.mark.parametrize(("question", "winner"), ONEPIECE_STATED)
def test_1_2_3_onepiece_each_draw(question: str, winner: str) -> None:
    assert _verdict(question, "onepiece") == (True, winner)


@pytest.mark.parametrize("question", ONEPIECE_WITHHELD)
def test_1_2_1_1_2_onepiece_each_draw_withheld(question: str) -> None:
    assert not _verdict(question, "onepiece")[0]
