"""Round 11 (issue 11), onepiece: general reading steps the fresh blind batch U withheld, each asked in
wordings of our own and checked by hand against the rulebook, with traps where one detail changes the
answer (or must withhold). Costs and DON!! are in `test_onepiece_cov11_costs.py`.

* 10-1-3-1 (【バニッシュ】): a keyword said of the card after the battle with no particle
  (「ちなみにそのキャラ【バニッシュ】持ち。」) is that card's (`onepiece_cards._KEYWORD_TOPIC`).
* 10-1-2-1 / 7-1-4-1-1-3 (【ダブルアタック】): 「【ダブルアタック】持ってるキャラ」 binds the keyword to the
  card it describes (`_BEFORE_GLUE`); 「トリガーも無かった」「カウンターも無かった」 deny in the past, kanji
  or kana (`keyword_predicate.KEYWORD_DENIED`, `reader._NOT_DONE`).
* 10-1-5-1 / 10-1-3-1 (【トリガー】): 「ライフの一番上をめくったら」 reveals the top life card,
  「…のってアリ?」 asks whether it may be done (lexicon ASK).
* 10-1-4-1 / 6-2-4 (a rested 【ブロッカー】): 「そのキャラ、相手のターンにアタックしてたやつで、まだ
  レストのまま」 — the turn told as the cause of the state is history (lexicon previous_turn), not the
  turn the attack is in (`onepiece_attacking._current_turn`); 「ブロック成立する?」 asks.
* 1-2-1-1-2 / 9-2-1-2 (a deck emptied by a draw): 「…引く』をやらされた。引いたあとデッキは0枚」 — the draw
  told again with what it left (`onepiece_players._restated`); an event's draw on both players with
  no turn told is played in its player's turn (the result does not depend on it).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[bool, object]:
    gated, _ = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    return verdict.stated, verdict.value


# 10-1-3-1: the life card goes to the trash, not the hand
BANISH = [
    (
        "相手の手札2枚、ライフ4枚。パワー6000のキャラで相手のリーダー(パワー5000)にアタックして通った。相手の手札は何枚?そのキャラ【バニッシュ】持ち。",
        [2],
    ),
    (
        "相手の手札4枚、ライフ3枚のとき、こっちのパワー6000のキャラで相手リーダー(パワー5000)にアタックしてそのまま通った。相手の手札は何枚になる?ちなみにそのキャラ【バニッシュ】持ち。",
        [4],
    ),
    (
        "相手の手札3枚、ライフ2枚。パワー7000のキャラで相手リーダー(パワー5000)にアタックして通った。相手の手札は何枚?ちなみにこのキャラ【バニッシュ】持ってる。",
        [3],
    ),
    # traps: no 【バニッシュ】 (the life card goes to the hand); the attack loses its battle
    (
        "相手の手札2枚、ライフ4枚。パワー6000のキャラで相手のリーダー(パワー5000)にアタックして通った。相手の手札は何枚?",
        [3],
    ),
    (
        "相手の手札3枚、ライフ2枚。【バニッシュ】持ってないパワー7000のキャラで相手リーダー(パワー5000)にアタックして通った。相手の手札は何枚?",
        [4],
    ),
    (
        "相手の手札2枚、ライフ4枚。パワー6000のキャラで相手のリーダー(パワー7000)にアタックした。相手の手札は何枚?そのキャラ【バニッシュ】持ち。",
        [2],
    ),
]


@pytest.mark.parametrize(("question", "hand"), BANISH)
def test_10_1_3_1_banish_said_of_the_card_after_the_battle(question: str, hand: list[int]) -> None:
    assert _verdict(question) == (True, hand)


# 10-1-2-1, 7-1-4-1-1-3: two damage, each a life card to the hand
DOUBLE_ATTACK = [
    (
        "相手ライフ4枚。【ダブルアタック】持ってるパワー7000のキャラで相手リーダー(パワー5000)を殴った。ブロックはなしで、相手はカウンター+1000を1枚だけ使ってきた。トリガーも無かった。相手のライフ何枚残る?",
        [2],
    ),
    (
        "相手ライフ2枚。【ダブルアタック】持ってるパワー7000のキャラで相手リーダー(パワー5000)を殴った。ブロックはなしで、カウンターも無かった。トリガーも無かった。相手のライフ何枚残る?",
        [0],
    ),
    (
        "相手のライフ4枚。パワー6000で【ダブルアタック】持ってるキャラで相手リーダー(パワー6000)にアタック。ブロックもカウンターも無かった。トリガーも無かった。ライフは何枚?",
        [2],
    ),
    (
        "相手ライフ3枚。【ダブルアタック】を持ってるパワー8000のキャラで相手リーダー(パワー5000)にアタックした。ブロックなし、相手はカウンター+2000を1枚使った。トリガーも無かった。相手のライフ何枚?",
        [1],
    ),
    (
        "相手ライフ3枚。【ダブルアタック】を持っているパワー6000のキャラで相手リーダー(パワー5000)にアタック。ブロックなし、カウンターなし、トリガーもなかった。相手のライフは何枚?",
        [1],
    ),
    # traps: the counter wins the battle for the leader; the keyword denied; a stronger leader
    (
        "相手ライフ3枚。【ダブルアタック】持ってるパワー6000のキャラで相手リーダー(パワー5000)にアタックした。ブロックなし、相手はカウンター+2000を1枚使った。トリガーも無かった。相手のライフ何枚?",
        [3],
    ),
    (
        "相手ライフ3枚。【ダブルアタック】持ってないパワー7000のキャラで相手リーダー(パワー5000)にアタック。ブロックもカウンターも無かった。トリガーも無かった。相手のライフ何枚?",
        [2],
    ),
    (
        "相手ライフ3枚。【ダブルアタック】持ってるパワー6000のキャラで相手リーダー(パワー7000)にアタック。ブロックもカウンターもなし、トリガーも無かった。ライフ何枚?",
        [3],
    ),
]


@pytest.mark.parametrize(("question", "life"), DOUBLE_ATTACK)
def test_10_1_2_1_double_attack_held_and_no_trigger_told_in_the_past(question: str, life: list[int]) -> None:
    assert _verdict(question) == (True, life)


def test_7_1_4_1_1_1_double_attack_on_one_life_does_not_win() -> None:
    # the damage is settled with 1 life left (7-1-4-1-1-2 twice, 7-1-4-1-1-3): the second finds 0 life
    # and does nothing — no win (7-1-4-1-1-1 looks at the life when the damage is settled)
    question = (
        "相手ライフ1枚。【ダブルアタック】持ってるパワー7000のキャラで相手リーダー(パワー5000)にアタック。"
        "ブロックもカウンターも無かった。トリガーも無かった。これで勝ち?"
    )
    assert _verdict(question) == (True, "none")


# 10-1-5-1: the revealed 【トリガー】 may be activated instead of adding the card to the hand
TRIGGER = [
    (
        "相手のアタックでダメージ受けて、ライフの一番上をめくったら【トリガー】付きだった。手札に入れないでそのトリガー使うのってアリ?",
        "yes",
    ),
    (
        "相手のアタックでダメージ受けて、ライフの一番上をめくったら【トリガー】付きだった。そのトリガー発動するのってアリ?",
        "yes",
    ),
    (
        "相手のリーダーにアタックされてダメージを受けた。ライフの一番上のカードを公開したら【トリガー】持ちだった。トリガーを使うのはアリ?",
        "yes",
    ),
    (
        "相手のキャラのアタックが通って、ライフの一番上がめくれたら【トリガー】付きのイベントだった。手札に加えずにトリガー発動ってアリですか?",
        "yes",
    ),
    # trap: 10-1-3-1, the attacker's 【バニッシュ】 trashes the card and its 【トリガー】 is not activated
    (
        "相手の【バニッシュ】持ちのキャラのアタックが通って、ライフの一番上をめくったら【トリガー】付きだった。そのトリガー使うのってアリ?",
        "no",
    ),
    (
        "相手のバニッシュ持ちのキャラのアタックでダメージ受けて、ライフの一番上をめくったら【トリガー】付きだった。トリガー使うのってアリ?",
        "no",
    ),
]


@pytest.mark.parametrize(("question", "can"), TRIGGER)
def test_10_1_5_1_revealed_trigger_asked_ari(question: str, can: str) -> None:
    assert _verdict(question) == (True, can)


# 10-1-4-1: 【ブロッカー】 rests the active card; 6-2-4: a player's refresh stands only its own cards
BLOCK = [
    (
        "今は俺のターン。相手リーダーにアタックしたら、相手が【ブロッカー】持ちのキャラでブロックするって言ってきた。ただそのキャラ、相手が自分のターンにアタックに使ってたやつで、横向きのまま。これってブロック成立する?",
        "no",
    ),
    (
        "自分のターンに相手リーダーにアタックしたら、相手が【ブロッカー】持ちのキャラでブロックしてきた。そのキャラ、相手のターンにアタックしてたやつで、まだレストのまま。ブロックって成立する?",
        "no",
    ),
    (
        "俺のターンに相手のリーダーにアタックした。相手の【ブロッカー】持ちのキャラ、相手のターンにアタックに使ってたやつで、横向きのまま。それでブロックできる?",
        "no",
    ),
    (
        "相手のターン、相手のキャラが俺のリーダーにアタックしてきた。俺の【ブロッカー】持ちのキャラ、前の自分のターンにアタックしたやつで、レストのまま。ブロック成立する?",
        "no",
    ),
    # traps: the blocker is active
    (
        "相手のターン、相手のキャラが俺のリーダーにアタックしてきた。俺の【ブロッカー】持ちのキャラはアクティブ。ブロックは成立する?",
        "yes",
    ),
    (
        "俺のターンに相手リーダーにアタック。相手はアクティブの【ブロッカー】持ちのキャラでブロック。ブロックは成立する?",
        "yes",
    ),
]


@pytest.mark.parametrize(("question", "can"), BLOCK)
def test_10_1_4_1_blocker_rested_in_its_owners_turn(question: str, can: str) -> None:
    assert _verdict(question) == (True, can)


# 9-2-1-2 / 1-2-1-1-2: a player whose deck has 0 cards loses at the rule processing
DECK_OUT = [
    (
        "自分のデッキが残り1枚の状態で、相手のターン中に相手の効果で『カード1枚を引く』をやらされた。引いたあとデッキは0枚。これ、勝ち負けどうなる?",
        "opponent",
    ),
    ("自分のデッキ残り2枚。相手の効果でカードを2枚引かされた。引いたあとデッキは0枚。勝敗は?", "opponent"),
    ("自分のデッキ残り1枚。自分の効果でカードを1枚引いた。引いた結果デッキ0枚。俺の負け?", "opponent"),
    (
        "相手のデッキ残り2枚。俺のキャラの効果で相手にカードを2枚引かせた。引いたあと相手のデッキは0枚。勝敗は?",
        "self",
    ),
    # one event's draw on both players, no turn told (1-2-3 when both empty)
    ("自分のデッキ2枚、相手のデッキ1枚。相手のイベントの効果でお互いに1枚ずつ引いた。勝敗は?", "self"),
    (
        "自分のデッキ1枚、相手のデッキ3枚。相手のイベントの効果でお互いにカードを2枚ずつ引いた。勝ち負けは?",
        "opponent",
    ),
    (
        "自分のデッキ3枚、相手のデッキ1枚。相手のイベントの効果でお互いにカードを1枚ずつ引いた。勝ち負けは?",
        "self",
    ),
    ("お互いのデッキが残り1枚。自分のイベントの効果でお互いにカードを1枚ずつ引いた。勝敗は?", "draw"),
]


@pytest.mark.parametrize(("question", "winner"), DECK_OUT)
def test_9_2_1_2_deck_emptied_by_a_draw_told_again_with_its_result(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner)


def test_9_2_1_2_a_deck_left_with_cards_goes_on() -> None:
    question = "自分のデッキ残り3枚。相手の効果でカードを2枚引いた。引いた後デッキは1枚。どうなる?"
    assert _verdict(question) == (True, {"result": "ongoing", "winner": None})


WITHHELD = [
    # the told result contradicts the draw (2 - 1 is not 0)
    "自分のデッキ残り2枚。相手の効果でカードを1枚引いた。引いたあとデッキは0枚。勝敗は?",
    # a 【バニッシュ】 told in a sentence of its own, whose card is not read
    "相手のアタックでダメージ受けて、ライフの一番上をめくったら【トリガー】付きだった。でも相手のキャラは【バニッシュ】持ち。トリガー使うのってアリ?",
    # a blocker played in its owner's turn and active: which rule the question doubts is not read
    "俺のターンに相手のリーダーにアタックした。相手の【ブロッカー】持ちのキャラ、相手のターンに登場させたやつで、アクティブのまま。それでブロックできる?",
]


@pytest.mark.parametrize("question", WITHHELD)
def test_untold_or_contradicted_facts_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


# 10-1-3-1 / 7-1-4-1-1-2: the revealed life card's 【トリガー】 said with no card noun —
# 【バニッシュ】 trashes it (no 【トリガー】), or the 【トリガー】 told not activated sends it to the hand
REVEALED_TOP = [
    (
        "相手ライフ3枚、手札2枚。【バニッシュ】持ちのパワー6000のキャラで相手リーダー(パワー5000)にアタック。ブロックもカウンターもなし。めくれたライフは【トリガー】付きだった。相手の手札は何枚?",
        [2],
    ),
    (
        "相手ライフ3枚、手札2枚。【バニッシュ】持ちのパワー6000のキャラで相手リーダー(パワー5000)にアタック。ブロックもカウンターもなし。めくれたライフは【トリガー】付きだった。相手のライフは何枚?",
        [2],
    ),
    (
        "相手ライフ2枚、手札4枚。俺の【バニッシュ】持ちのパワー7000のキャラで相手リーダー(パワー6000)を殴った。ブロックもカウンターも無かった。ライフの一番上が【トリガー】持ちだった。相手の手札は何枚になる?",
        [4],
    ),
    # traps: no 【バニッシュ】, the 【トリガー】 not activated (to the hand); the attack loses its battle
    (
        "相手ライフ3枚、手札2枚。パワー6000のキャラで相手リーダー(パワー5000)にアタック。ブロックもカウンターもなし。めくれたライフは【トリガー】付きだったけど、相手は発動しなかった。相手の手札は何枚?",
        [3],
    ),
    (
        "相手ライフ3枚、手札2枚。【バニッシュ】持ちのパワー4000のキャラで相手リーダー(パワー5000)にアタック。ブロックもカウンターもなし。めくれたライフは【トリガー】付きだった。相手の手札は何枚?",
        [2],
    ),
]


@pytest.mark.parametrize(("question", "value"), REVEALED_TOP)
def test_10_1_3_1_banish_on_a_revealed_trigger_card(question: str, value: list[int]) -> None:
    assert _verdict(question) == (True, value)


def test_10_1_5_1_revealed_trigger_unsaid_whether_activated_withholds() -> None:
    question = (
        "相手ライフ3枚、手札2枚。パワー6000のキャラで相手リーダー(パワー5000)にアタック。ブロックもカウンターもなし。"
        "めくれたライフは【トリガー】付きだった。相手の手札は何枚?"
    )
    assert _verdict(question)[0] is False


# 6-5-5-2 / 7-1-4-1-2: 「相手のキャラがそのキャラにアタックしてきた」 — the clause's subject (が) is not
# the card 「その」 names (`onepiece_cards._WITH`); the asker's DON!! given earlier add nothing in the
# opponent's turn
NAMED_AGAIN = [
    (
        "自分のパワー3000のキャラには前の自分のターンに付けたドン!!が3枚付いたまま。相手のターンに、相手のパワー5000のキャラがそのキャラ(レスト)にアタックしてきた。ブロックもカウンターもしない。俺のキャラはKOされる?",
        True,
    ),
    (
        "自分のパワー3000のキャラには前の自分のターンに付けたドン!!が1枚付いたまま。相手のターンに、相手のパワー3000のキャラがそのキャラ(レスト)にアタックしてきた。ブロックもカウンターもしない。俺のキャラはKOされる?",
        True,
    ),
    (
        "俺のパワー3000のキャラ(レスト)には前の自分のターンに付けたドン!!が2枚付いたまま。相手のターン、相手のパワー4000のキャラがそのキャラにアタックしてきた。ブロックもカウンターもなし。KOされる?",
        True,
    ),
    # traps: the attacked card is stronger; the asker attacks (its own turn: no DON!! told)
    (
        "俺のレストのキャラ(パワー5000)がいる。相手のターンに相手のパワー4000のキャラがそのキャラにアタックしてきた。ブロックもカウンターもなし。俺のキャラはKOされる?",
        False,
    ),
    (
        "相手のレストのキャラ(パワー4000)がいる。自分のパワー5000のキャラがそのキャラにアタックした。ブロックもカウンターもなし。相手のキャラはKOされる?",
        True,
    ),
]


@pytest.mark.parametrize(("question", "ko"), NAMED_AGAIN)
def test_6_5_5_2_card_named_again_by_the_attackers_clause(question: str, ko: bool) -> None:
    assert _verdict(question) == (True, ko)


# 9-2-1-2 / 1-2-3: one effect's draw on both players — 「…引く効果が発動した/を使った」 and 『』 quotes are
# the effect resolving, not another action (`onepiece_players._quoted_use`); both decks emptied: a draw
BOTH_DRAW = [
    (
        "お互いデッキ1枚ずつで、お互いに1枚ずつ引く効果が発動した。どうなる?",
        {"result": "game_over", "winner": "draw"},
    ),
    ("自分も相手もデッキ残り1枚。『お互いのプレイヤーはカードを1枚引く』効果を使った。勝敗は?", "draw"),
    ("お互いのデッキが1枚の状態で、両方のプレイヤーが1枚ずつ引く効果を使った。勝ち負けは?", "draw"),
    # traps: one deck holds more; the effect on one player only
    ("自分のデッキ1枚、相手のデッキ2枚。お互いに1枚ずつ引く効果が発動した。勝敗は?", "opponent"),
    ("お互いのデッキが1枚。相手に1枚引かせる効果を使った。勝敗は?", "self"),
]


@pytest.mark.parametrize(("question", "winner"), BOTH_DRAW)
def test_1_2_3_both_decks_emptied_by_one_effect(question: str, winner: object) -> None:
    assert _verdict(question) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        "お互いデッキ1枚ずつ。お互いに1枚ずつ引く効果を使おうとしたけど、まだ使ってない。どうなる?",
        "お互いのデッキが1枚。『お互いに1枚引く』効果のあるイベントを手札に持ってる。勝敗は?",
    ],
)
def test_9_2_1_2_an_effect_not_used_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


# 10-2-4-1 / 10-2-3-1: during the asker's own attack neither a 【カウンター】 event (the opponent's counter
# step only) nor a 【メイン】 event (outside battle only) is played — a block told keeps the battle going
# (`onepiece_in_battle._BLOCKED`), a bare own card the event would pump changes nothing
OWN_BATTLE = [
    "自分のキャラで相手リーダーにアタック中。手札の【カウンター】イベントを使って自分のキャラのパワーを上げられる?",
    "自分のキャラで相手リーダーにアタックしたら、相手が【ブロッカー】持ちのキャラでブロックしてきた。手札の【カウンター】イベントを使いたい。使える?",
    "自分のリーダーで相手のリーダーにアタックしたら、相手が【ブロッカー】持ちのキャラでブロックしてきた。手札の【カウンター】イベントを撃てる?",
    "自分のキャラで相手リーダーにアタックしたら、相手が【ブロッカー】持ちのキャラでブロックしてきた。手札の【メイン】イベントを撃てる?",
]


@pytest.mark.parametrize("question", OWN_BATTLE)
def test_10_2_4_1_no_event_in_the_askers_own_battle(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's attack (the asker's counter step: the counter event's plan), an opponent's card
        # to lower, a block by no named 【ブロッカー】
        "相手のキャラが自分のリーダーにアタックしてきた。手札の【カウンター】イベントを使って自分のリーダーのパワーを上げられる?",
        "自分のキャラで相手リーダーにアタック中。手札の【カウンター】イベントを使って相手のキャラのパワーを下げられる?",
        "自分のキャラで相手リーダーにアタックしたら、相手がブロックしてきた。手札の【カウンター】イベントを撃てる?",
    ],
)
def test_10_2_4_1_other_battle_stories_withhold(question: str) -> None:
    assert _verdict(question)[0] is False
