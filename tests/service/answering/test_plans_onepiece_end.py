"""ONE PIECE CARD GAME plans, round 2: how a game ends without a battle, planned from the reading.

Clauses: 1-2-4 (a player who concedes loses at once; the game ends), 1-2-3 (defeat conditions met by
both players at once: a draw), 1-2-1-1-2 / 9-2-1-2 (a player whose deck is 0 loses at the rule
processing, after the effect: who draws first does not matter), 1-2-1-1-1 / 4-6-2-2 (damage at 0 life
loses the game; damage that only brings the life to 0 does not). Each family in several wordings of
our own; the traps hold a fact the plan cannot read and must stay withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.plans.onepiece_cards import quantities
from service.answering.reading.reader import read

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


def _winner(value: Any) -> Any:
    return (value.get("winner") or "none") if isinstance(value, dict) else value


# --- 1-2-4: a concession ends the game, the one who conceded loses ---------------------------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手のターン中、自分が投了を宣言した。相手のライフは0枚。勝者は?", "opponent"),
        ("自分のライフ3枚、相手のライフ1枚。自分のターンに相手が降参。勝ったのはどっち?(自分=俺)", "self"),
        ("相手のターンに俺はサレンダーした。どうなる?", "opponent"),
        ("相手が「まいりました」と言って投了。俺のライフは0。勝者は?", "self"),
    ],
)
def test_1_2_4_the_player_who_concedes_loses(question: str, winner: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and _winner(value) == winner
    assert situation == "onepiece.plan.concession"


@pytest.mark.parametrize(
    "question",
    [
        "投了したらどうなる?",  # who concedes is unsaid
        "相手が投了しようとしたけどやめた。勝者は?",  # tried, not done
        "相手は投了するか迷っている。俺のライフは1枚。どうなる?",
        "相手が投了を考えたけど続けた。勝者は?",
    ],
)
def test_1_2_4_a_concession_not_made_or_by_no_one_named_is_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


# --- 1-2-3 / 9-2-1-2: both players draw; the deck-out is checked after the effect ------------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("お互いのデッキが1枚。相手の効果で、お互いにカードを1枚ずつ引いた。勝者は?", "draw"),
        (
            "自分のデッキは2枚、相手のデッキは5枚。自分のターンに、自分の効果でお互い2枚ドロー。勝ったのは?",
            "opponent",
        ),
        (
            "相手のターン。相手のカードの効果でお互いにカードを2枚引く。相手のデッキは2枚、俺のデッキは2枚だった。勝敗は?(自分=俺)",
            "draw",
        ),
        ("お互いデッキ1枚。自分の効果でお互い2枚ドローした。どっちが勝つ?", "draw"),
        ("お互いのデッキは1枚。自分の効果でお互いにカードを1枚ずつ引かせた。どうなる?", "draw"),
    ],
)
def test_1_2_3_both_players_drawing_to_an_empty_deck(question: str, winner: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and _winner(value) == winner
    assert situation == "onepiece.plan.player_effects"


@pytest.mark.parametrize(
    "question",
    [
        "お互いにカードを3枚引く効果。俺のデッキは10枚。勝者は?",
        "お互いにカードを2枚引く効果。自分のデッキは残り4枚。勝ったのはどっち?",
    ],
)
def test_9_2_1_2_a_drawing_players_unsaid_deck_is_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


def test_9_2_1_2_the_other_players_deck_said_without_its_noun() -> None:
    """「自分のデッキは残り4枚、相手は残り2枚」: the reader reads the opponent's deck with its noun left out
    (reading/elided.py, 9654f91), so both draws are run: the opponent's deck empties (the asker wins)."""
    stated, value, situation = _verdict(
        "お互いにカードを2枚引く効果。自分のデッキは残り4枚、相手は残り2枚。勝ったのはどっち?"
    )
    assert stated and _winner(value) == "self" and situation == "onepiece.plan.player_effects"


# --- 1-2-1-1-2: a deck the question says an effect's draw emptied --------------------------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のカードの効果で相手にカードを2枚引かせたら、相手のデッキが0枚になった。自分のデッキは15枚。勝敗は?",
            "self",
        ),
        (
            "相手の効果で俺がカードを3枚引いたら、俺のデッキが0枚になった。相手のデッキは10枚。勝ったのはどっち?",
            "opponent",
        ),
        ("自分の効果で相手に2枚引かせたら相手のデッキが1枚になった。勝者は?", "none"),
        ("自分の効果で相手にカードを2枚引かせたら、相手のデッキがちょうど0枚になった。どうなる?", "self"),
    ],
)
def test_1_2_1_1_2_a_deck_emptied_by_the_draw_told(question: str, winner: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and _winner(value) == winner


@pytest.mark.parametrize(
    "question",
    [
        # the told result contradicts the start (5 - 2 is not 0): never run from the result
        "俺のデッキは5枚。相手の効果で俺が2枚引いたら、デッキが0枚になった。どうなる?",
        # the hand asked depends on how many cards the deck really held
        "自分の効果で相手に1枚引かせて、相手のデッキは0枚になった。相手の手札は何枚?",
        "自分の効果で相手に3枚引かせたら、相手のデッキが残り0枚になった。相手の手札は?",
    ],
)
def test_1_2_1_1_2_a_told_result_the_run_does_not_reach_is_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


# --- 4-6-2-2 / 1-2-1-1-1: effect damage; the 「(自分=…)」 aside restates, it is no second effect -----


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "こっちのライフ残り2枚のときに、相手のカードの効果で自分のリーダーに2ダメージを受けた。これって負け?(自分=ダメージを受けた私)",
            "none",
        ),
        (
            "俺のライフは0枚。相手の効果で自分のリーダーに1ダメージ。これって負け?(俺=ダメージを受けた側)",
            "opponent",
        ),
        (
            "自分のライフは1枚。相手のカードの効果で自分のリーダーに1ダメージを受けた。勝者は?(自分=ダメージを受けた私)",
            "none",
        ),
    ],
)
def test_4_6_2_2_effect_damage_with_the_asker_restated(question: str, winner: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and _winner(value) == winner


def test_1_2_1_1_1_a_life_whose_owner_is_not_written_is_not_planned() -> None:
    """「ライフ0枚のときに相手の効果で…」: the reader took 相手 (the effect's owner) for the life's; the
    plans take a quantity's owner only where it is written (before it in its sentence, or 「…の相手」)."""
    question = "ライフ0枚のときに相手の効果で俺のリーダーが1ダメージを受けた。負け?(自分=ダメージを受けた俺)"
    assert quantities(read(question, GAME)) is None
    stated, _value, _situation = _verdict(question)
    assert not stated
    assert quantities(read("ライフ1枚の相手リーダーに1ダメージ。", GAME)) == {
        "self": {},
        "opponent": {"life": 1},
    }


# --- 6-5-5-2: DON!! given to a card in an earlier turn, told after the verb; 7-1-4-1: ties go to the attacker


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターン。自分のライフは0枚。相手のパワー5000のキャラが自分のリーダー(パワー5000)にアタックしてきた。"
            "自分のリーダーには前のターンに付けたドン!!が1枚残っている。ブロックもカウンターもできなかった。勝者は?",
            "opponent",
        ),
        (
            "俺のライフ1枚。相手のターンに相手のパワー6000のキャラが俺のリーダー(パワー5000)にアタック。"
            "俺のリーダーには前の自分のターンにつけたドン!!が2枚。ブロックもカウンターもできなかった。俺のライフは何枚?",
            [0],
        ),
        (
            "相手のターン。自分のライフは2枚。相手のパワー5000のキャラが自分のリーダー(パワー4000)にアタック。"
            "自分のリーダーには前のターンに付与したドン!!が2枚ある。ブロックもカウンターもできなかった。自分のライフは何枚?",
            [1],
        ),
        # in its owner's turn the DON!! counts: 5000 + 1000 against 6000, the attacker wins the tie
        (
            "自分のターン。自分のリーダー(パワー5000)には前のターンに付けたドン!!が1枚残ってる。"
            "相手のリーダー(パワー6000)にアタックした。ブロックもカウンターもなし。相手のライフ3枚は何枚?",
            [2],
        ),
    ],
)
def test_6_5_5_2_don_attached_earlier_counts_only_in_its_owners_turn(question: str, value: Any) -> None:
    stated, got, situation = _verdict(question)
    assert stated and _winner(got) == value
    assert situation == "onepiece.plan.battle"


def test_6_5_5_1_don_attached_earlier_is_bound_to_the_leader_named_twice() -> None:
    """「俺のリーダー(…)にアタック。俺のリーダーには…付けたドン!!が2枚」: one leader (5-1-2, 3-6-3) with the
    DON!!, and the count is not a cost-area count (don_count)."""
    from service.answering.plans.onepiece_cards import cards

    reading = read(
        "相手のキャラが俺のリーダー(パワー5000)にアタック。俺のリーダーには前のターンに付けたドン!!が2枚残ってる。",
        GAME,
    )
    leaders = [b for b in cards(reading) if b.kind == "leader"]
    assert len(leaders) == 1 and leaders[0].stats == {"power": 5000, "don": 2}
    assert not [f for f in reading.facts if f.concept == "don_count"]


@pytest.mark.parametrize(
    "question",
    [
        "ブロックもカウンターもできなかった。",
        "相手はブロックできなかった。",
        "カウンターもブロックもできず、アタックが通った。",
    ],
)
def test_7_1_2_a_block_that_could_not_be_made_is_no_block(question: str) -> None:
    blocks = [f for f in read(question, GAME).facts if f.concept == "block"]
    assert blocks and all(f.negated for f in blocks)


# --- 4-1-1 / 1-3-7 / 1-3-7-1: an effect changes a character's power; below 0 it stays in play -------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("パワー5000の自分のキャラが、相手の効果で-2000された。このキャラのパワーはいくつ?", [3000]),
        ("自分のパワー4000のキャラに自分の効果で+2000。このキャラのパワーはいくつ?", [6000]),
        ("相手の効果で自分のパワー6000のキャラが-1000された。パワーはいくつになる?", [5000]),
    ],
)
def test_4_1_1_an_effects_power_change(question: str, value: list[int]) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value
    assert situation == "onepiece.plan.power_change"


@pytest.mark.parametrize(
    "question",
    [
        "相手の効果で俺のパワー1000のキャラが-3000されて、パワーが-2000になった。このキャラってトラッシュ行き?",
        "俺のパワー2000のキャラに相手の効果で-4000。このキャラは場に残る?",
        "自分のパワー1000のキャラが、相手の効果で-2000された。マイナスだからトラッシュに行く?",
    ],
)
def test_1_3_7_1_a_power_below_zero_leaves_the_character_in_play(question: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and gated.built is not None
    assert gated.built.situation == "onepiece.plan.power_change"
    assert gated.sim is not None and gated.sim.result.zone("player1", "characters")
    assert "場に残ります" in gated.built.summarize(gated.sim.result)


def test_1_3_7_a_power_told_as_the_result_must_be_the_runs() -> None:
    """「-3000されてパワーが-1000になった」 (1000 - 3000 is -2000): the told result is not the run's."""
    stated, _value, _situation = _verdict(
        "俺のパワー1000のキャラが相手の効果で-3000されてパワーが-1000になった。トラッシュ行き?"
    )
    assert not stated


# --- 6-3-1 / 1-2-1-1-2: the turn's own draw in its draw phase, from the deck at the turn's start ----


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターン開始時点で俺のデッキは残り1枚。ドローフェイズでそれを引いたらデッキ0枚になった。"
            "引けてはいるけど、ゲームはどうなる?(自分=俺)",
            "opponent",
        ),
        (
            "俺のターン。俺のデッキは残り1枚。ドローフェイズでその1枚を引いたら、デッキが0枚になった。勝者は?",
            "opponent",
        ),
        ("相手のターンの開始時、相手のデッキは残り1枚。ドローフェイズで引いた。どっちが勝つ?", "self"),
        ("相手のターン。相手のデッキは残り1枚で、ドローフェイズにその1枚を引いた。どうなる?", "self"),
        ("自分のターン。デッキは3枚。ドローフェイズで引いた。どうなる?", "none"),
        # the first player's first turn has no draw (6-3-1)
        ("先攻1ターン目。自分のデッキは残り1枚。ドローフェイズで引いたらどうなる?", "none"),
    ],
)
def test_6_3_1_the_draw_phase_draw_to_an_empty_deck(question: str, winner: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and _winner(value) == winner


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン。相手のカードの効果で「お互いにカードを2枚引く」。その時点で相手のデッキも俺のデッキもちょうど2枚だった。"
        "勝敗は?(自分=俺)",
        "自分のデッキも相手のデッキも1枚。自分の効果でお互いに1枚ずつ引いた。どうなる?",
        "俺のライフも相手のライフも0枚。自分の効果でお互いのリーダーに1ダメージ。勝者は?",
    ],
)
def test_1_2_3_one_count_told_for_both_players(question: str) -> None:
    """「AのデッキもBのデッキも2枚」: the count is each player's (lexicon, owner both)."""
    stated, value, _situation = _verdict(question)
    assert stated and _winner(value) == "draw"


# --- 6-5-6-1 / 10-1-1-1: 【速攻】 lifts the played-this-turn limit, not the first turns' no-battle rule


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("後攻の自分の1ターン目に【速攻】持ちのキャラを出した。速攻あるならこのターン殴れる?", "no"),
        (
            "後攻1ターン目、手札から【速攻】持ちのキャラを出した。そのキャラで相手のリーダーにアタックできる?",
            "no",
        ),
        ("先攻の1ターン目に【速攻】持ちのキャラを出した。このターンにアタックできる?", "no"),
        ("自分のターンに【速攻】持ちのキャラを出した。そのキャラでアタックできる?", "yes"),
    ],
)
def test_6_5_6_1_no_battle_in_either_players_first_turn(question: str, value: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == value
    if value == "no":
        assert gated.sim is not None and "6-5-6-1" in gated.built.summarize(gated.sim.result)  # type: ignore[union-attr]


def test_6_5_6_1_a_first_turn_without_whose_is_not_planned() -> None:
    from service.answering.plans.onepiece_turns_told import first_turn

    assert first_turn(read("1ターン目に【速攻】持ちのキャラを出した。アタックできる?", GAME)) == 0
    assert first_turn(read("後攻1ターン目にキャラを出した。", GAME)) == 2
    assert first_turn(read("先攻1ターン目にキャラを出した。", GAME)) == 1


# --- 5-2-1-6 / 6-3-1: 「(効果での増減はなし)」 denies any effect: nothing left to reproduce ------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "先攻を取った。初手が微妙だったから1回引き直した。先攻1ターン目のメインフェイズに入った時点で、手札は何枚?"
            "(効果での増減はなし)",
            [5],
        ),
        (
            "後攻。最初の手札5枚を引き直して、後攻1ターン目のドローが終わったら手札は何枚?(効果による増減なし)",
            [6],
        ),
        ("先攻1ターン目のメインフェイズ開始時の手札は何枚?効果での増減はなし。", [5]),
    ],
)
def test_6_3_1_no_effect_told_is_no_effect_to_model(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value
    effects = [f for f in read(question, GAME).facts if f.concept == "effect"]
    assert effects and all(f.negated for f in effects)


# --- 3-1-6: a card that left the character area and came back is a new card: the earlier +N is gone


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "元々パワー3000のキャラに、自分のイベントで「このターン中+2000」をかけた。そのあと別の効果でそのキャラを手札に戻して、"
            "同じターン中にまた登場させた。今のパワーはいくつ?(ドン!!は付けてない)",
            [3000],
        ),
        (
            "自分のパワー4000のキャラに効果で+1000。その後そのキャラを効果で手札に戻し、もう一度出した。パワーはいくつ?",
            [4000],
        ),
        (
            "俺のパワー2000のキャラに自分のイベントで+3000した。そのキャラを手札に戻してもう一回登場させたらパワーはいくつ?",
            [2000],
        ),
    ],
)
def test_3_1_6_a_card_played_again_is_a_new_card(question: str, value: list[int]) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value
    assert situation == "onepiece.plan.power_change"


@pytest.mark.parametrize(
    "question",
    [
        # an opponent's card played again in the asker's turn: not this plan's reading
        "相手のパワー6000のキャラに、自分の効果で+1000したあと、手札に戻してまた登場させた。パワーはいくつ?",
        # the power of a card left in the hand is not told by the plan
        "自分のパワー3000のキャラに+2000。その後そのキャラを効果で手札に戻した。キャラのパワーはいくつ?",
    ],
)
def test_3_1_6_a_replay_the_plan_does_not_read_is_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        # 「相手だけが」: the player a draw is on, limited (it had been left unread and taken as the asker)
        ("相手のターン。俺のデッキも相手のデッキも1枚。相手の効果で相手だけが1枚引いた。勝者は?", "self"),
        ("自分のデッキは5枚、相手のデッキは1枚。自分の効果で相手のみにカードを2枚引かせた。勝者は?", "self"),
        ("自分のデッキは1枚。効果でカードを1枚引いた。勝者は?", "opponent"),
    ],
)
def test_9_2_1_2_the_player_who_draws(question: str, winner: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and _winner(value) == winner


@pytest.mark.parametrize(
    "question",
    [
        # a change denied, only threatened, or its effect stopped (4-1-1: nothing applied)
        "自分のパワー3000のキャラは相手の効果で-2000されなかった。パワーはいくつ?",
        "自分のパワー3000のキャラに-2000する効果は無効になった。パワーはいくつ?",
        "相手の効果で自分のパワー3000のキャラが-2000されそうになった。パワーはいくつ?",
        # damage or a draw only threatened (reader: 「…そうになった」 is not done)
        "自分のライフは0枚。相手の効果で自分のリーダーに1ダメージを受けそうになった。勝者は?",
        "自分のデッキは1枚。相手の効果で俺が2枚引かされそうになった。勝者は?",
    ],
)
def test_4_1_1_an_effect_not_applied_is_not_simulated(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated
