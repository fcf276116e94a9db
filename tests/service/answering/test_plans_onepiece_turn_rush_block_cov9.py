"""Round 9 (issue 11), onepiece second wave: four small families of blind batches O, P, Q, asked in
fresh wordings of our own, each stated verdict checked by hand against the rulebook, and traps that
must be withheld (or, where a builder answers, answered right).

* 6-5-6-1 (neither player battles in its first turn): 「後攻の1ターン目。先攻が…知ってるけど」 — the
  turn told before the known rule counts (the known rule's own span is left out, not all before it);
  「後攻の1ターン目です。先攻は…殴れなかったけど」 — a first turn named with its player (「後攻の1ターン目」)
  is that player's, the other player being named only as a player; 「していいんだっけ?」 asks.
* 3-7-4 / 10-1-1-1 (【速攻】 on a character played this turn): 「自分の3ターン目」 with 先攻/後攻 unsaid is
  game turn 5 or 6, both past the first turns (the odd one is run, with a note); 「そのキャラは【速攻】
  持ち。」 gives the keyword to the topic card; 「【速攻】持ちじゃない」 denies it.
* 10-1-4-1 / 6-2-4 (a rested 【ブロッカー】 cannot block): 「そのブロッカー持ちのキャラ、自分のターンに
  アタックしたからレストのまま」 — the comma's card is the state's topic, 「その」 before the words that
  describe a card names it again, 「自分のターンに…したから」 is history; 「相手がリーダーに殴ってきた」 —
  the opponent attacks (殴ってきた), and the leader it attacks is the asker's (7-1-1-2); 「レストのまま
  相手ターンになった」 runs the opponent's turn from its refresh phase, which stands only its own cards.
* 8-3-2-3 / 10-2-9-1 (【ドン!!×N】 with fewer DON!! given): 「ドン!!を1枚だけ付与してる」 gives that one
  DON!! to the card, 「使える(有効になる)?」 asks.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[bool, object]:
    gated, _ = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    return verdict.stated, verdict.value


# 6-5-6-1: お互いの1ターン目はバトルを行うことができません — every one 'no'
FIRST_TURN_STATED = [
    "後攻の1ターン目です。相手は先攻で何もしてこなかったけど、こっちはリーダーで相手のリーダーにアタックしていいんだっけ?",
    "先攻の1ターン目。後攻はまだ何もしてないけど、自分のリーダーでアタックしていいんでしたっけ?",
    "後攻の1ターン目なんだけど、リーダーで相手リーダーにアタックしていいんだっけ?",
    "後攻1ターン目。先攻はドン!!1枚だったから殴れなかったけど、後攻の俺はリーダーで殴っていいんだよね?",
    "後攻の1ターン目。リーダーにドン!!を1枚付けたけど、相手のリーダーにアタックしていいんだっけ?",
    # the known rule closed by 「。」, and 「可能?」 asked
    "先攻1ターン目はアタック禁止なのは知ってる。で、後攻1ターン目はアタックできるの?",
    "後攻1ターン目、ドン!!2枚付けたリーダーでアタック可能?",
]


@pytest.mark.parametrize("question", FIRST_TURN_STATED)
def test_6_5_6_1_no_battle_in_either_players_first_turn(question: str) -> None:
    assert _verdict(question) == (True, "no")


# the turn asked is not the first turn told, or whose first turn it is is not read: withheld
FIRST_TURN_TRAPS = [
    "先攻の1ターン目にはアタックできなかった。後攻の自分は2ターン目にリーダーでアタックしていいんだっけ?",
    "1ターン目です。先攻は殴れなかったけど、後攻の自分はリーダーでアタックしていいんだっけ?",
    "後攻の1ターン目です。先攻は何もしなかった。後攻の自分は2ターン目にアタックしていいんだっけ?",
    "先攻1ターン目はアタックできないのは知ってる。後攻の自分の2ターン目はアタックできる?",
    "後攻の1ターン目はアタックできないのは知ってる。先攻の2ターン目にリーダーでアタックできる?",
]


@pytest.mark.parametrize("question", FIRST_TURN_TRAPS)
def test_6_5_6_1_another_turn_asked_is_withheld(question: str) -> None:
    assert _verdict(question)[0] is False


# 10-1-1-1: 【速攻】 attacks in the turn it was played (3-7-4's exception) — 'yes'
RUSH_STATED = [
    "自分の2ターン目に手札から【速攻】持ちのキャラを出した。出したターンだけどそのまま相手のリーダーにアタックしていいんだっけ?",
    "自分の4ターン目。このターン手札から出したキャラでアタックしたい。そのキャラは【速攻】を持ってる。アタックできる?",
    "自分の5ターン目、このターンに出したキャラでアタックしたい。そのキャラは【速攻】持ちだ。アタックできる?",
    "3ターン目、さっき手札から出したキャラで相手リーダーを殴りたい。そのキャラは【速攻】持ち。アタックできる?",
]


@pytest.mark.parametrize("question", RUSH_STATED)
def test_10_1_1_1_rush_attacks_in_the_turn_it_was_played(question: str) -> None:
    assert _verdict(question) == (True, "yes")


# 3-7-4: without 【速攻】 (denied) it cannot — 'no'
RUSH_DENIED = [
    "自分の3ターン目。このターン出したキャラは【速攻】持ちじゃない。そのキャラでアタックできる?",
    "自分の3ターン目。このターン出したキャラは速攻持ちではない。そのキャラでアタックできる?",
    "自分の3ターン目、手札から出したばかりのキャラでアタックしたい。そのキャラは【速攻】を持っていない。アタックできる?",
]


@pytest.mark.parametrize("question", RUSH_DENIED)
def test_3_7_4_a_character_without_rush_cannot_attack_the_turn_it_was_played(question: str) -> None:
    assert _verdict(question) == (True, "no")


def test_6_5_6_1_rush_in_an_own_first_turn_is_not_stated_yes() -> None:
    # 「自分の1ターン目」: game turn 1 or 2, a first turn — never 'yes'
    assert _verdict("自分の1ターン目に【速攻】持ちのキャラを出した。そのまま殴れる?") in (
        (False, None),
        (True, "no"),
    )


# 10-1-4-1: 【ブロッカー】 rests an active card to activate — a rested one cannot block ('no')
RESTED_BLOCKER_STATED = [
    "相手のキャラが俺のリーダーにアタックしてきた。俺のブロッカー持ちのキャラ、前のターンにアタックしたからレストのまま。これでブロックできる?",
    "自分の【ブロッカー】持ちキャラ、自分のターンに殴ったのでレストのままなんだけど、相手がリーダーに殴ってきた。こいつでブロックできる?",
    "うちのブロッカー持ちのキャラ、前の自分のターンにアタックしたからレストのまま相手のターンになった。相手がリーダーに殴ってきた。ブロックできる?",
    "俺のブロッカー持ちキャラ、前の俺のターンにアタックしたから横向きのまま。相手のリーダーがこっちのリーダーに殴りにきた。こいつでブロックできる?",
    "相手が自分のリーダーにアタックしてきた。自分のブロッカー持ちのキャラ、自分のターンにアタックしたからまだレストのまま。ブロックできますか?",
    "相手のリーダーが自分のリーダーにアタックしてきた。自分のブロッカー持ちのキャラ、前の自分のターンにアタックしたからレストのまま。ブロック可能?",
]


@pytest.mark.parametrize("question", RESTED_BLOCKER_STATED)
def test_10_1_4_1_a_rested_blocker_cannot_block(question: str) -> None:
    assert _verdict(question) == (True, "no")


def test_10_1_4_1_an_active_blocker_blocks() -> None:
    assert _verdict(
        "相手がリーダーにアタックしてきた。アクティブの【ブロッカー】持ちキャラでブロックできる?"
    ) == (True, "yes")


RESTED_BLOCKER_TRAPS = [
    # the asker's own turn came between (6-2-4 stood the card): which state it has now is not read
    "ブロッカー持ちのキャラ、前のターンにアタックしたからレストのまま。その後自分のターンが来て、相手のターンになった。相手がリーダーに殴ってきた。ブロックできる?",
    # the blocker is the card attacked (10-1-4-1: 「このカード以外の」): not this scenario
    "自分のブロッカー持ちキャラ、自分のターンにアタックしたからレストのまま。相手がそのキャラにアタックしてきた。ブロックできる?",
    # a second effect made it active again: the state the block meets is unread
    "自分のブロッカー持ちキャラ、自分のターンにアタックしたからレストのまま相手ターンになった。相手がリーダーに殴ってきたけど、相手の効果でそのキャラはアクティブになった。ブロックできる?",
]


@pytest.mark.parametrize("question", RESTED_BLOCKER_TRAPS)
def test_10_1_4_1_a_state_changed_since_is_withheld(question: str) -> None:
    assert _verdict(question)[0] is False


# 8-3-2-3 / 10-2-9-1: 【ドン!!×2】 needs 2 DON!! given to the card — 1 does not meet it ('no')
DON_TIMES_STATED = [
    "【ドン!!×2】って条件が付いた効果を持つキャラに、ドン!!を1枚だけ付与してる。この効果って使える(有効になる)?",
    "【ドン!!×3】の効果を持つキャラに、ドン!!を2枚だけ付けてる。この効果って使える(条件を満たしてる)?",
    "【ドン!!×2】の効果を持つ自分のリーダーに、ドン!!を1枚だけ付けた。この効果って使える(有効になる)?",
]


@pytest.mark.parametrize("question", DON_TIMES_STATED)
def test_8_3_2_3_fewer_don_than_the_condition_is_not_met(question: str) -> None:
    assert _verdict(question) == (True, "no")


def test_8_3_2_3_the_opponents_card_is_withheld() -> None:
    # the plan seats the asker as the turn player (10-2-2-1): the opponent's card is not planned
    question = (
        "【ドン!!×2】の効果を持つ相手のキャラに、ドン!!が1枚だけ付いてる。この効果って使える(有効になる)?"
    )
    assert _verdict(question)[0] is False


# 10-2-5-1 / 7-1-1-3 / 8-4-1-1: a 【アタック時】 effect under 【ドン!!×N】 is activated at the attack only
# with N or more DON!! given to its card (engine onepiece/attack_time.py)
ATTACK_TIME_STATED = [
    ("【アタック時】【ドン!!×2】のキャラにドン!!を2枚付けてアタックした。この効果って発動する?", "yes"),
    ("【ドン!!×3】の【アタック時】効果があるキャラに、ドン!!を2枚だけ付けてアタック。効果は使える?", "no"),
    ("【ドン!!×2】の【アタック時】効果を持つキャラに、ドン!!を3枚付けてアタックした。発動できる?", "yes"),
    (
        "【ドン!!×1】の【アタック時】効果を持つ自分のリーダーに、ドン!!を1枚付けてアタックした。効果は発動する?",
        "yes",
    ),
    (
        "【ドン!!×2】の【アタック時】を持つキャラに、ドン!!を1枚付与してアタックしたんだけど、この【アタック時】って発動しますか?",
        "no",
    ),
]


@pytest.mark.parametrize(("question", "value"), ATTACK_TIME_STATED)
def test_8_4_1_1_attack_time_effect_needs_its_don_condition(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


ATTACK_TIME_TRAPS = [
    # the opponent's card (the plan seats the asker as the attacker)
    "相手のキャラは【ドン!!×2】の【アタック時】効果持ち。ドン!!1枚付けてアタックしてきた。発動する?",
    # the DON!! given to the card unsaid
    "【ドン!!×2】の【アタック時】効果を持つキャラでアタックした。発動する?",
    # DON!! given after the attack: when the condition was checked is not read
    "【ドン!!×2】の【アタック時】効果を持つキャラにドン!!を1枚付けてアタック。そのあとドン!!をもう1枚付けたら発動する?",
    # another timing (【ブロック時】) is not this plan's
    "【ドン!!×2】の【ブロック時】効果を持つキャラにドン!!を1枚付けてる。ブロックしたら発動する?",
    # the DON!! said in a sentence of its own, no card it is given to
    "自分のリーダーは【ドン!!×1】の【アタック時】持ち。ドン!!を1枚付けてアタックした。発動する?",
    # a permanent effect (「このキャラのパワー+2000」) is not modelled
    "【ドン!!×3】で「このキャラのパワー+3000」って効果があるキャラに、ドン!!を2枚付けた。パワーは上がってる?",
]


@pytest.mark.parametrize("question", ATTACK_TIME_TRAPS)
def test_8_4_1_1_attack_time_traps_are_withheld(question: str) -> None:
    assert _verdict(question)[0] is False
