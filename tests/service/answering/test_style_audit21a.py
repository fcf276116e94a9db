"""Round-21 everyday audit (21a, all five games): 40 own questions quoting a card text of several steps
and asking what happens when one step cannot be done fully — a draw then a discard with too few cards,
a discard of more cards than the hand holds, 「…捨ててもよい。そうしたなら、…」 with an empty hand, the
opponent's discard, a draw from too small a deck, a mill past the deck's end, 「N枚まで」 — 8 a game,
18 traps, kept in `data/style_audit21a.jsonl` with the rulebook clause of each expected answer.

First try (HEAD 3f7ff28): 7 stated, 7 right, 0 wrong, 33 withheld (6 rightly). The texts' steps had no
reading: 「捨てる」 was no effect of the quote reader and no engine but fow's could discard. Added: the
shared effect ``discard`` (count or ``"all"``) and sve's ``mill`` with each game's partial-execution
clause (kiseki/ninjaslayer 104.2, sve 1.3.2, onepiece 1-3-2 / 8-1-2) and a discard that is a cost
(kiseki 1203.6, ninjaslayer 1203.7: done only whole, 1203.2; the whole hand also when empty, 1314.2 /
1309.2) with the step that hangs on it (`service/engine/discarding.py`); the quote grammar for them
(`lexicon/card_text.json`: the discards, the player told before a step, the cost joints per game);
`plans/quoted_steps.py` (the hand or deck asked after the quote, the winner of the asker's draw or
mill, 「引ける?」 after a cost); a text told used N times runs its steps N times (`payload.repeated`
counts each effect kind, the repeat fact is the repetitions; fow's zone plan repeats a quote's steps).
After: 36 rows as expected (30 stated, all right; 6 must-withhold rows withheld); 4 rows still
withheld, each with its reason in "open".
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate
from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit21a")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st21a-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit21a_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit21a_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# 104.2 / 1.3.2 / 1-3-2: a discard of more cards than the hand holds discards what there is, and the
# steps after it still happen (その後 is no condition)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札1枚。「手札を3枚捨てる。その後、カードを2枚引く。」を解決した。手札は何枚?", "kiseki", [2]),
        ("手札が1枚しかないのに「カードを1枚引く。その後、手札を3枚捨てる。」を使った。手札は何枚になる?",
         "kiseki", [0]),
        ("手札2枚。場のキャラの能力「手札を3枚捨てる。その後、2枚ドローする。」を使いました。手札は何枚ですか?",
         "ninjaslayer", [2]),
        ("手札0枚の状態で場のフォロワーの能力「手札を2枚捨てる。その後、カードを1枚引く。」をプレイ。手札は?",
         "sve", [1]),
        ("手札1枚。キャラの効果「手札2枚を捨てる。その後、カードを2枚引く。」を使った。手札は何枚?",
         "onepiece", [2]),
    ],
)  # fmt: skip
def test_a_step_done_as_far_as_it_can_be(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want), question


# kiseki 1203.6 / ninjaslayer 1203.7: a discard that is a cost is done only whole (1203.2), and what
# hangs on it is not done when it is not; the whole hand counts as discarded even when empty
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札0枚で「手札を1枚捨ててもよい。そうしたなら、カードを2枚引く。」を使った。手札は何枚?",
         "kiseki", [0]),
        ("手札1枚で「手札を2枚捨ててもよい。そうしたなら、カードを3枚引く。」を使った。手札は何枚?",
         "kiseki", [1]),
        # 23b: told paid — an empty hand discarded whole counts (1314.2); untold, it is the player's choice
        ("手札0枚で「手札をすべて捨ててもよい。そうしたなら、カードを2枚引く。」を使って、手札を捨てた。手札は何枚?",
         "kiseki", [2]),
        ("手札1枚で「手札を1枚捨ててもよい。そうしたなら、カードを2枚引く。」を使った。2枚引ける?",
         "kiseki", "yes"),
        ("手札2枚。場のキャラの能力「手札を1枚選んで捨てて、カードを2枚ドローしてもよい。」を解決して、1枚捨てた。"
         "手札は何枚?", "ninjaslayer", [3]),
        ("手札1枚。場のキャラの能力「手札を2枚捨てて、カードを3枚ドローしてもよい。」を解決。ドローできる?",
         "ninjaslayer", "no"),
    ],
)  # fmt: skip
def test_a_cost_done_only_whole(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# the player told before a step (「相手は手札を2枚捨てる」) is that player; the asked zone is whose it says
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手の手札3枚。「相手は手札を2枚捨てる。」を使った。相手の手札は何枚?", "kiseki", [1]),
        ("自分の手札2枚、相手の手札2枚。場のキャラの能力「相手は手札を1枚捨てる。」を使った。自分の手札は何枚?",
         "ninjaslayer", [2]),
        ("相手の手札1枚。場のフォロワーの能力「相手は手札を2枚捨てる。」をプレイした。相手の手札は?",
         "sve", [0]),
    ],
)  # fmt: skip
def test_the_player_told_in_the_text_discards(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want), question


# what the reader or the engines cannot settle withholds: 「そうしたなら」 where no clause makes the step a
# cost (sve, onepiece), an option alone, まで, the opponent's text, a hand not told, two zones asked
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("手札0枚。場のフォロワーの能力「手札を1枚捨てる。そうしたなら、カードを2枚引く。」を使った。手札は何枚?",
         "sve"),
        ("手札0枚。キャラの効果「手札1枚を捨てる。そうしたなら、カードを2枚引く」を使った。手札は何枚?",
         "onepiece"),
        ("手札0枚。「手札を1枚捨ててもよい。」を解決した。手札は何枚?", "kiseki"),
        # 23b: a cost its player could pay and no choice told — 1203.6 / 1203.7 make paying optional
        ("手札0枚で「手札をすべて捨ててもよい。そうしたなら、カードを2枚引く。」を使った。手札は何枚?",
         "kiseki"),
        ("手札2枚。場のキャラの能力「手札を1枚選んで捨てて、カードを2枚ドローしてもよい。」を解決した。手札は何枚?",
         "ninjaslayer"),
        ("手札3枚。「カードを2枚まで引く。その後、手札を1枚捨てる。」を使った。手札は何枚?", "kiseki"),
        ("相手が「手札を2枚捨てる」を使ってきた。手札3枚。手札は何枚?", "kiseki"),
        ("「カードを1枚引く。その後、手札を2枚捨てる。」を解決した。手札は何枚?", "kiseki"),
        ("自分の手札3枚。「相手は手札を2枚捨てる。」を使った。相手の手札は何枚?", "kiseki"),
        ("自分の手札3枚、相手の手札2枚。「相手は手札を1枚捨てる。その後、あなたはカードを1枚引く。」を使った。"
         "自分の手札と相手の手札は何枚?", "kiseki"),
        ("手札2枚。「手札を1枚捨てる。」を相手のターンに使った。手札は何枚?", "kiseki"),
    ],
)  # fmt: skip
def test_steps_it_cannot_settle_withhold(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# a text told used N times runs each of its steps N times
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札3枚。「カードを1枚引く。その後、手札を2枚捨てる。」を2回使った。手札は何枚?", "kiseki", [1]),
        ("手札4枚の状態で、キャラの効果「手札1枚を捨てる。その後、カードを1枚引く」を2回使いました。手札は何枚?",
         "onepiece", [4]),
        ("手札2枚。場のキャラの能力「手札を3枚捨てる。」を3回解決した。手札は何枚?", "ninjaslayer", [0]),
        ("手札5枚。「手札を1枚捨てる」を3回解決した。手札は何枚?", "fow", [2]),
        ("山札4枚。「カードを2枚ドローする。」を2回撃った。山札は何枚?", "fow", [0]),
    ],
)  # fmt: skip
def test_a_text_used_twice_runs_its_steps_twice(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want), question


# a count of times told apart from the quote (before it) or a repetition told in words stays withheld
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("手札3枚。2回「カードを1枚ドローする」を解決した。手札は何枚?", "fow"),
        ("手札3枚。「カードを2枚ドローする」を解決して、さらにもう一度解決した。手札は何枚?", "fow"),
    ],
)
def test_a_repetition_not_counted_after_the_quote_withholds(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated, (question, value)


# sve 5.4.1 / 1.3.2 / 11.2.2: a mill past the deck's end puts what there is and loses nothing; a draw after
# it from the empty deck does
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("デッキ2枚。場のフォロワーの能力「デッキの上から3枚を墓場に置く」を使った。デッキは何枚?", [0]),
        ("デッキが残り1枚。場のフォロワーの能力で「デッキの上から2枚を墓場に置く。」を使った。負けますか?",
         "none"),
        ("デッキ残り3枚。場のフォロワーの能力で「デッキの上から3枚を墓場に置く。その後、カードを1枚引く。」を使った。"
         "負け?", "opponent"),
    ],
)  # fmt: skip
def test_sve_mill_is_no_draw(question: str, want: Any) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


# the engines: the shared discard with each game's clauses
@pytest.mark.parametrize(
    ("game", "hand", "partial", "cost"),
    [
        ("kiseki", 1, "104.2", "1203.6"),
        ("ninjaslayer", 1, "104.2", "1203.7"),
        ("sve", [{"id": "h1", "name": "c"}], "1.3.2", None),
        ("onepiece", [{"id": "h1", "name": "c"}], "1-3-2", None),
    ],
)
def test_engines_discard_as_far_as_possible(game: str, hand: Any, partial: str, cost: str | None) -> None:
    acts = [
        {"type": "effect", "effect": "discard", "amount": 2},
        {"type": "effect", "effect": "draw", "amount": 1},
    ]
    sim = simulate(game, {"player1": {"hand": hand, "deck": 5}, "actions": acts})
    assert len(sim.zone("player1", "hand")) == 1
    assert any(partial in e.rules for e in sim.events if e.type == "partly_performed")
    if cost is None:
        return
    paid = [{"type": "effect", "effect": "discard", "amount": 2, "cost": True}]
    paid.append({"type": "effect", "effect": "draw", "amount": 3, "if_done": True})
    sim = simulate(game, {"player1": {"hand": hand, "deck": 5}, "actions": paid})
    assert len(sim.zone("player1", "hand")) == 1  # the cost not paid: nothing discarded, nothing drawn
    assert any(cost in e.rules for e in sim.events if e.type == "condition_unmet")


# found on the way (HEAD 3f7ff28 stated 5 for each): a quoted draw told used by the other player after
# the quote (「「…」を相手が使った」) is not the asker's draw, and a count asked of the start (「最初何枚
# だった?」「元々何枚?」, reading/asked_before) is not the count after the text
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("手札3枚。場のフォロワーの能力「カードを2枚引く」を相手が使った。手札は何枚?", "sve"),
        ("手札3枚。場のキャラの能力「2枚ドローする」を相手が使った。俺の手札は何枚?", "ninjaslayer"),
        ("手札3枚。「カードを2枚引く。」は向こうが使った。手札は何枚?", "kiseki"),
        ("手札3枚。「カードを2枚引く。」を解決した。手札は最初何枚だった?", "kiseki"),
        ("手札3枚。場のフォロワーの能力「カードを2枚引く」を使った。手札は元々何枚?", "sve"),
        ("手札3枚。「手札を2枚捨てる。」を解決した。手札は最初何枚だった?", "kiseki"),
    ],
)
def test_the_other_players_text_or_the_start_is_no_count_after(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value == [3], (question, value)


def test_the_count_after_the_text_is_still_stated() -> None:
    for q, game, want in [
        ("手札3枚。場のフォロワーの能力「カードを2枚引く」を使った。手札は何枚?", "sve", [5]),
        ("手札3枚。場のキャラの能力「2枚ドローする」を俺が使った。手札は何枚?", "ninjaslayer", [5]),
        ("ターンプレイヤーの俺が「相手の場のカードをすべて破壊する」を解決。相手の場にはJルーラー1枚と"
         "リゾネイター2体(どれも破壊されない効果なし)。相手の墓地は元々5枚だったけど、解決後は何枚?",
         "fow", [7]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q
