"""Round 12 (issue 11), onepiece: general reading steps the fresh blind batch W withheld or got wrong,
each asked in wordings of our own and checked by hand against the rulebook, with traps where one
detail changes the answer (or must withhold).

* 1-2-3 / 9-2-1 (defeat conditions met at one moment): 「ちょうど同じタイミングで、自分は山札が0枚、
  相手はライフ0でリーダーがダメージを受けた」 — told at once (lexicon ``at_once``), the damage at 0 life
  is the leader's state when the run starts (engine ``damaged_at_zero``) and the first rule
  processing checks it with the deck: a draw (`onepiece_moment.told_moment`). W row bw-13 had been
  answered "the opponent wins": the scenario's deck-out ended the game before the damage action.
  With no moment told, which was met first decides and is unsaid: withheld.
* 10-2-4-1 / 10-2-3-1: an event tried in the asker's own battle (a block told after the attack).
* 6-5-5-4 / 7-1-3-2-3: the attacker KO'd by the opponent's 【カウンター】 event, its DON!! back rested.
* 5-2-1-6: a second redraw by the same player. 7-1-5-5: a play after the battle is over.
* 6-2-4 / 10-1-4-1: a 【ブロッカー】 rested by its own attack in the asker's turn cannot block next turn.
The rest of round 12 is in `test_onepiece_cov12b.py`.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.engine.errors import InvalidScenario
from service.engine.scenario import simulate


def _verdict(question: str) -> tuple[bool, object]:
    gated, _ = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    return verdict.stated, verdict.value


AT_ONCE = [
    (
        "ちょうど同じタイミングで、自分は山札が0枚、相手はライフ0でリーダーがダメージを受けた状態になった。この場合勝ち負けってどうなるの?",
        "draw",
    ),
    ("同時に、相手は山札が0枚、自分はライフ0でリーダーがダメージを受けた。どっちの勝ち?", "draw"),
    ("自分の山札が0枚になったのと同時に、ライフ0の相手リーダーがダメージを受けた。勝ったのはどっち?", "draw"),
    ("お互いのライフが0で、同時にお互いのリーダーがダメージを受けた。勝敗は?", "draw"),
    ("相手のライフは0枚、自分の山札は0枚。同時に相手のリーダーにダメージが入った場合、どっちが勝つ?", "draw"),
    # traps: no deck at 0 — only the damaged leader's player meets a defeat condition; one effect on
    # both leaders at 0 life (no deck told) is run as that effect
    ("同時に、相手はライフ0でリーダーがダメージを受けた。勝敗は?", "self"),
    (
        "お互いライフ0枚。自分のターンに効果でお互いのリーダーに同時に1ダメージずつ入った。勝ったのはどっち?",
        "draw",
    ),
]


@pytest.mark.parametrize(("question", "winner"), AT_ONCE)
def test_1_2_3_defeat_conditions_told_at_one_moment_are_checked_together(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner)


WITHHELD = [
    # no moment told: the deck at 0 may have been met first (the asker lost before the damage)
    "自分は山札が0枚、相手はライフ0でリーダーがダメージを受けた状態になった。この場合勝ち負けってどうなるの?",
    "自分の山札は0枚。相手のライフは0。相手リーダーに1ダメージを与えたらどっちの勝ち?",
    # the order told (the deck first: the asker lost before the damage) — no moment; not modelled
    "自分の山札が0枚になった。その後、ライフ0の相手リーダーがダメージを受けた。勝ったのはどっち?",
    # told at once, but the damaged leader's life is 1: the amount decides, not a told state
    "ちょうど同時に、自分の山札が0枚、相手はライフ1で相手のリーダーがダメージを受けた。勝敗は?",
    "同じタイミングで、自分はライフ1でリーダーが1ダメージを受けて、相手は山札0枚。どうなる?",
]


@pytest.mark.parametrize("question", WITHHELD)
def test_9_2_1_an_unsaid_order_of_defeat_conditions_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


def test_1_2_1_1_1_a_leader_told_damaged_at_zero_life_loses_at_the_first_rule_processing() -> None:
    both = simulate("onepiece", {"player1": {"deck": 0}, "player2": {"life": 0, "damaged_at_zero": True}})
    assert both.outcome.draw and both.outcome.winner is None and "1-2-3" in both.outcome.rules
    alone = simulate("onepiece", {"player2": {"life": 0, "damaged_at_zero": True}})
    assert alone.outcome.winner == "player1" and "1-2-1-1-1" in alone.outcome.rules
    with pytest.raises(InvalidScenario):
        simulate("onepiece", {"player2": {"life": 2, "damaged_at_zero": True}})


# 10-2-4-1 / 10-2-3-1 (an event tried during the asker's own battle): the block told after the attack
# (「相手がブロッカー出してきた」「ブロッカーで止めてきた」, lexicon block) is made in that battle, an event
# 打つ is played, and 「イベントで…押し切りたい。できる?」 asks the event's use; the attacking player's
# 【カウンター】 event (the opponent's counter step only) and 【メイン】 event (outside battle only) are
# refused
IN_BATTLE = [
    "自分のターンで、自分のキャラがアタックしてる最中に、相手がブロッカー出してきた。手札の【カウンター】イベントで自分のアタッカーのパワー上げて押し切りたいんだけど、打てる?",
    "自分のキャラで相手リーダーにアタックしたら、相手がブロッカーで止めてきた。パワー負けてるから、手札の【カウンター】イベントで自分のキャラのパワー上げて押し切りたい。できる?",
    "自分のターン、リーダーでアタックしたら相手がブロッカー使ってきた。手札の【カウンター】イベントでリーダーのパワーを上げたい。打てる?",
    "自分のキャラがアタックしてる最中に、相手がブロッカー出してきた。手札の【メイン】イベントで自分のキャラのパワー上げて押し切りたいんだけど、打てる?",
]


@pytest.mark.parametrize("question", IN_BATTLE)
def test_10_2_4_1_an_event_of_the_attacking_player_in_its_battle_is_refused(question: str) -> None:
    assert _verdict(question) == (True, "no")


IN_BATTLE_WITHHELD = [
    # traps: the battle told over before the event is tried (7-1-5-5: back to the main phase)
    "自分のリーダーでアタックしたら相手がブロッカーで止めてきた。バトルが終わった後、手札の【メイン】イベントでキャラのパワー上げたい。打てる?",
    "自分のリーダーでアタックしたら相手がブロッカーで止めてきた。そのターン、もう一回メインフェイズに戻ったら【メイン】イベント打てる?",
    "自分のキャラでアタックして相手がブロックしてきた。アタックが終わってから手札の【カウンター】イベント打てる?",
    # the defender's event (its counter step: allowed) and an event whose keyword is unsaid
    "相手のキャラがアタックしてきたので、自分がブロッカーで止めた。手札の【カウンター】イベントで自分のブロッカーのパワー上げて守りたい。できる?",
    "自分のキャラで相手リーダーにアタックしたら、相手がブロッカーで止めてきた。相手は【カウンター】イベントでブロッカーのパワー上げてきたけど、これってできるの?",
    "自分のキャラで相手リーダーにアタックしたら、相手がブロッカーで止めてきた。手札のイベントで自分のキャラのパワー上げて押し切りたい。できる?",
]


@pytest.mark.parametrize("question", IN_BATTLE_WITHHELD)
def test_7_1_5_5_an_event_tried_after_the_battle_or_by_the_defender_is_not_refused(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "yes"


# 6-5-5-4 / 7-1-3-2-3 (the attacker KO'd by the opponent's 【カウンター】 event in its own battle): the KO
# runs in the counter step, the battle ends, the DON!! given return to the cost area rested — they
# pay no cost (2-7-2) later in the same main phase. 「ドン!!を3枚付けてアタックさせた自分のキャラ」 gives the
# DON!! to the card named after the attack; 「キャラにドン!!3枚付けてアタック」 is no attack on a キャラ
# (inverse._GIVEN); 「コスト払うのに使えるアクティブのドン!!って何枚?」 asks the active DON!!
COUNTERED = [
    (
        "自分のターン。コストエリアにアクティブのドン!!が2枚、あとキャラにドン!!3枚付けてアタックしたら、相手のカウンターイベントでそのキャラがKOされた。このあと同じメインフェイズでコスト払うのに使えるアクティブのドン!!って何枚?",
        [2],
    ),
    (
        "ドン!!を3枚付けてアタックさせた自分のキャラが、相手の【カウンター】イベントでKOされた。コストエリアにはアクティブのドン!!がまだ1枚ある。このあと同じメインフェイズでコスト3のキャラ出せる?",
        "no",
    ),
    (
        "自分のキャラにドン!!2枚付けてアタックしたら、相手の【カウンター】イベントでそのキャラがKOされた。アクティブのドン!!は1枚。コスト2のキャラ出せる?",
        "no",
    ),
    (
        "ドン!!を2枚付けてアタックさせた自分のキャラが、相手のカウンターイベントでKOされた。アクティブのドン!!は1枚残ってた。アクティブのドン!!は何枚?",
        [1],
    ),
    # trap: enough active DON!! told — the play is allowed (the asker's own main phase)
    (
        "ドン!!を3枚付けてアタックさせた自分のキャラが、相手の【カウンター】イベントでKOされた。コストエリアにはアクティブのドン!!がまだ3枚ある。このあと同じメインフェイズでコスト3のキャラ出せる?",
        "yes",
    ),
]


@pytest.mark.parametrize(("question", "value"), COUNTERED)
def test_6_5_5_4_an_attacker_kod_by_a_counter_event_returns_its_don_rested(
    question: str, value: object
) -> None:
    assert _verdict(question) == (True, value)


COUNTERED_WITHHELD = [
    # the KO'd card is the opponent's, the asker's own event, an event not told as 【カウンター】, a later
    # turn asked, the leader given the DON!!, another card KO'd, the opponent's attack
    "相手のキャラにドン!!2枚付いてて、そいつがアタックしてきたから、自分の【カウンター】イベントでKOした。相手のアクティブのドン!!は何枚?",
    "ドン!!を3枚付けてアタックした自分のキャラを、自分の【カウンター】イベントでKOした。アクティブのドン!!が2枚。何枚になる?",
    "ドン!!を3枚付けてアタックさせた自分のキャラが、相手のイベントでKOされた。アクティブのドン!!は1枚。コスト3のキャラ出せる?",
    "ドン!!を3枚付けてアタックさせた自分のキャラが、相手の【カウンター】イベントでKOされた。アクティブのドン!!は1枚。次の自分のターンのアクティブのドン!!は何枚?",
    "リーダーにドン!!3枚付けてアタックしたら、相手の【カウンター】イベントで自分のキャラがKOされた。アクティブのドン!!は2枚。アクティブのドン!!は何枚?",
    "キャラAにドン!!2枚付けてアタックしたら、相手の【カウンター】イベントで別のキャラBがKOされた。アクティブのドン!!は2枚。アクティブのドン!!は何枚?",
    "相手のターン。自分のキャラにドン!!3枚付いてる。相手がアタックしてきて、相手の【カウンター】イベントでそのキャラがKOされた。アクティブのドン!!は1枚。何枚?",
]


@pytest.mark.parametrize("question", COUNTERED_WITHHELD)
def test_6_5_5_4_a_ko_not_of_the_askers_countered_attacker_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


# 5-2-1-6 (the redraw chosen once per player): a redraw told made and another asked of the same player
# is refused by the engine (`mulligan_once`); 「引き直せる?」 is the redraw asked (lexicon mulligan)
MULLIGAN_AGAIN = [
    "最初の5枚がひどかったから引き直した。引き直した5枚もひどいんだけど、もう1回マリガンってできる?",
    "マリガンしたんだけど、もう一回マリガンできる?",
    "引き直しをした。もう一度引き直せる?",
    "後攻で、手札を引き直した。もう1回引き直していい?",
    "後攻の俺が引き直した。もう一回引き直せる?",
    "相手がマリガンした。相手はもう一回マリガンできる?",
]


@pytest.mark.parametrize("question", MULLIGAN_AGAIN)
def test_5_2_1_6_a_player_redraws_only_once(question: str) -> None:
    assert _verdict(question) == (True, "no")


MULLIGAN_WITHHELD = [
    # traps: the other player's own choice (allowed: must not read 'no'), no redraw made, both
    # players' redraws, a count other than the hand of 5
    "相手が引き直した。自分も引き直せる?",
    "先攻の相手が引き直した後、後攻の俺も引き直せる?",
    "先攻の俺が引き直した後、後攻の相手も引き直せる?",
    "引き直さなかった。やっぱり引き直せる?",
    "お互い引き直した。もう一回できる?",
    "2回引き直した。3回目の引き直しってできる?",
]


@pytest.mark.parametrize("question", MULLIGAN_WITHHELD)
def test_5_2_1_6_another_players_redraw_or_none_made_is_not_refused(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "yes"


def test_5_2_1_6_the_engine_refuses_a_second_redraw_by_the_same_player_only() -> None:
    again = [{"type": "mulligan", "player": "player1", "redraw": True}] * 2
    refused = simulate("onepiece", {"phase": "setup", "turn": 1, "actions": again})
    assert any(e.type == "rejected" and "5-2-1-6" in e.rules for e in refused.events)
    each = [{"type": "mulligan", "player": p, "redraw": True} for p in ("player1", "player2")]
    both = simulate("onepiece", {"phase": "setup", "turn": 1, "actions": each})
    assert not any(e.type == "rejected" for e in both.events)


# 7-1-5-5 / 6-5-2 (a play after the battle is over): the asker's leader's attack told with its battle
# over before the play (「バトル終わったあと」) is scripted before it — the main phase goes on; a later
# sentence only asking whether the main phase ends (「アタックしたらもうメイン終わり?」) is the same answer
AFTER_BATTLE = [
    (
        "メインフェイズで先にリーダーでアタックしてバトル終わったあと、そのターンのうちに手札からキャラ出してもいい?アタックしたらもうメイン終わり?",
        "yes",
    ),
    ("リーダーでアタックしてバトル終わったあと、手札のキャラ出せる?", "yes"),
    ("自分のリーダーでアタックしてバトルが終わった。そのあと手札からステージ出せる?", "yes"),
    ("リーダーでアタックしてバトル終わったら、もうキャラ出せない?", "yes"),
    # traps: too few active DON!! for the cost (2-7-2); a 【カウンター】 event in the main phase (10-2-4-1)
    ("リーダーでアタックしてバトル終わったあと、アクティブのドン!!が1枚。コスト2のキャラ出せる?", "no"),
    ("リーダーでアタックして、バトル終わったあと【カウンター】イベント打てる?", "no"),
]


@pytest.mark.parametrize(("question", "value"), AFTER_BATTLE)
def test_7_1_5_5_a_card_played_after_the_battle_in_the_same_main_phase(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


AFTER_BATTLE_WITHHELD = [
    # the battle still going on, the opponent's turn after it, an opening turn, the opponent's attack
    "リーダーでアタックしてる最中に手札のキャラ出せる?",
    "リーダーでアタックしてバトル終わったあと、ターンを終えた。相手のターンに手札のキャラ出せる?",
    "先攻1ターン目、リーダーでアタックしてバトル終わった後にキャラ出せる?",
    "相手のリーダーにアタックされてバトル終わった後、キャラ出せる?",
]


@pytest.mark.parametrize("question", AFTER_BATTLE_WITHHELD)
def test_7_1_5_5_a_play_not_after_the_askers_battle_is_not_planned_as_one(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "no"


# 7-1-1-1 / 6-2-4 / 10-1-4-1 (a blocker rested by its own attack in the asker's turn): 「【ブロッカー】持ちの
# キャラでアタックしてレストにした」 rests that card (onepiece_attacking.rested_by_attack), the asker's turn
# told before 「相手のターンになって」 is history (lexicon previous_turn); the opponent's refresh phase
# makes only its own cards active, so the blocker cannot block
RESTED_BLOCKER = [
    "自分のターンに【ブロッカー】持ちのキャラでアタックしてレストにした。で、そのまま相手のターンになって相手がリーダーを殴ってきたんだけど、このブロッカーでブロックできる?",
    "自分のターンに【ブロッカー】持ちのキャラでアタックしてレストにした。相手のターンになって相手がリーダーを殴ってきた。このブロッカーでブロックできる?",
]


@pytest.mark.parametrize("question", RESTED_BLOCKER)
def test_6_2_4_a_blocker_rested_by_its_own_attack_cannot_block_next_turn(question: str) -> None:
    assert _verdict(question) == (True, "no")


RESTED_BLOCKER_WITHHELD = [
    # traps: another card made the attack, an effect made the blocker active again, no attack made
    "自分のターンに、キャラAでアタックしてレストにした。相手のターンになって相手がリーダーを殴ってきた。【ブロッカー】持ちのキャラBでブロックできる?",
    "自分のターンに【ブロッカー】持ちのキャラでアタックしてレストにした。相手のターンになって、相手の効果でそのキャラがアクティブになった。相手がリーダーを殴ってきた。ブロックできる?",
    "自分のターンに【ブロッカー】持ちのキャラでアタックしなかった。相手のターンになって相手がリーダーを殴ってきた。このブロッカーでブロックできる?",
]


@pytest.mark.parametrize("question", RESTED_BLOCKER_WITHHELD)
def test_10_1_4_1_a_blocker_not_rested_by_its_attack_is_not_refused(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "yes"
