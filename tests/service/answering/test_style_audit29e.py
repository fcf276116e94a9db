"""Round-29 audit (29e, Shadowverse Evolve only): the long tail the service still withheld. 40 own questions,
17 traps, kept in `data/style_audit29e.jsonl` with the rulebook clause of each expected answer: a follower's
own 「【覚醒】状態なら、このフォロワーは攻撃力/体力+N」 under a told PP max (13.4.1.1, 13.4.1.2, 10.1.1.3),
several 「追加ターンを行なう」 (5.27.1, 5.27.1.1), and an evolved follower leaving the field — where its
evolve card goes and what the zone it joins counts (5.15.4, 11.6.1).

First try (main bc9747c9): 1 stated, 1 right, 0 wrong, 39 withheld. Built:
* engine: the `awakened` look may carry a field card whose 永続能力 gives its stat +N while 【覚醒】 (a
  `modify` event citing 13.4.1.2 / 10.1.1.3, else `condition_unmet`); plan `sve_awakened_stat` reads the
  quote's wording from `lexicon/card_text.json` (sve awakened_bonus) and answers the stat asked or whether
  the +N applies (「+2されてる?」「効いてる?」), the PP spent or left not counting;
* engine: an `extra_turn` action: each instruction kept until carried out, the latest first, right
  before the turn that would come next (5.27.1, 5.27.1.1); plan `sve_extra_turns` runs the told count of
  uses (「3回使った」「2枚プレイした」「効果が2つ」, card_text.json sve extra_turn) and counts the turns;
* `reading/evolve_fate.py`: a destroyed ask whose sentence names the evolve card (「エボルヴカードも墓場に
  行く?」「エボルヴカードも消滅する?」) is answered by that card's own move (to the evolve deck face up,
  11.6.1), not the follower's; `sve_evolved_left.evolved_left_count` answers the graveyard / hand count
  the follower alone joins; the plan reads a side as a passive removal's agent (「相手に破壊された」) and a
  denied aside (「(ラストワード等なし)」).
After: 26 stated, 26 right, 0 wrong, 14 withheld (guessed counts or stats asked yes/no, the opponent's
instructions, asks with no verb: each "open"). Listed withheld sve rows of blind BB–BE (62): 0 → 6
stated, all right (bb-10, bb-20, bd-09, bd-11, bd-15, be-21).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate
from tests.service.answering.audit_data import assert_expected, rows, situated

_ROWS = rows("style_audit29e")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st29e-sve-{i:02d}" for i in range(len(_ROWS))])
def test_style_audit29e_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit29e_rows_are_forty_sve() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    assert all(r["game"] == "sve" for r in _ROWS)
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 13
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# 【覚醒】 of a follower's own text: the PP max decides (13.4.1.2), the PP left never does (13.4.1.1)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        (
            "PP最大値9、PPは0。場の攻撃力3のフォロワー「【覚醒】状態なら、このフォロワーは攻撃力+3」の攻撃力は?",
            [6],
        ),
        (
            "PP最大値6でPPは6。攻撃力3のフォロワー「【覚醒】状態なら、このフォロワーは攻撃力+3」の攻撃力いくつ?",
            [3],
        ),
        ("PP最大値8。体力3のフォロワー『【覚醒】状態なら、このフォロワーは体力+1』の体力は?", [4]),
        (
            "PP最大値7でPPは残り1。『【覚醒】状態なら、このフォロワーは攻撃力+2』のフォロワー、+2されてる?",
            "yes",
        ),
        ("PP最大値5でPP5。『【覚醒】状態なら、このフォロワーは攻撃力+2』のフォロワー、+2されてる?", "no"),
    ],
)
def test_awakened_stat_wordings(question: str, want: object) -> None:
    stated, value, _summary = situated(question, "sve")
    assert stated and value == want, (question, stated, value)


def test_awakened_stat_of_the_opponents_follower_withholds() -> None:
    # the plan seats the follower on the asker's field; the opponent's is not planned
    q = "PP最大値7。相手の場の攻撃力2のフォロワー「【覚醒】状態なら、このフォロワーは攻撃力+2」の攻撃力は?"
    assert not situated(q, "sve")[0]


# several 追加ターン instructions: one turn each (5.27.1.1), counted from the told uses
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("「あなたは追加ターンを行なう」を5回使った。追加ターンは何回?", [5]),
        ("追加ターンの効果を3つ使った。追加ターン何回?", [3]),
        (
            "このターン、『このターンの後、あなたは追加ターンを行なう』を2枚プレイした。追加ターンは何回もらえる?",
            [2],
        ),
    ],
)
def test_extra_turn_wordings(question: str, want: object) -> None:
    stated, value, _summary = situated(question, "sve")
    assert stated and value == want, (question, stated, value)


@pytest.mark.parametrize(
    "question",
    [
        "追加ターンを行なう効果のカードを2枚使った。追加ターンは3回もらえる?",  # a guessed count as a can
        "追加ターンを行なう効果のカードを2枚使った。追加ターンは1回だけ?",
    ],
)
def test_extra_turn_guesses_withhold(question: str) -> None:
    assert not situated(question, "sve")[0]


def test_extra_turn_engine_runs_each_instruction_latest_first() -> None:
    actions: list[dict[str, Any]] = [{"type": "extra_turn", "count": 2}]
    actions += [{"type": "end_turn"} for _ in range(3)]
    result = simulate("sve", {"turn": 5, "actions": actions})
    taken = [e for e in result.events if e.type == "extra_turn"]
    assert [e.data["player"] for e in taken] == ["player1", "player1"]
    assert all("5.27.1.1" in e.rules for e in taken)
    starts = [e.text for e in result.events if e.type == "phase" and "スタートフェイズ" in e.text]
    assert starts[-1].endswith("player2のスタートフェイズ")  # the other player's turn after both


def test_awakened_engine_applies_the_bonus_only_when_awake() -> None:
    field = [{"id": "x", "name": "F", "attack": 2, "health": 2}]
    look = [{"type": "awakened", "card": "x", "stat": "attack", "amount": 2}]
    awake = simulate("sve", {"player1": {"pp_max": 7, "pp": 0, "field": field}, "actions": look})
    asleep = simulate("sve", {"player1": {"pp_max": 6, "field": field}, "actions": look})
    assert any(e.type == "modify" and "13.4.1.2" in e.rules for e in awake.events)
    assert any(e.type == "condition_unmet" and "13.4.1.2" in e.rules for e in asleep.events)
    assert not any(e.type == "modify" for e in asleep.events)


# the evolve card asked: its own move (11.6.1), whatever removed the follower
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("進化した自分のフォロワーが相手のスペルで破壊された。エボルヴカードも墓場に行く?", False),
        ("進化したフォロワーが破壊された。エボルヴカードも墓場に行く?", False),  # audit 27g had withheld it
        ("進化した俺のフォロワーが相手に消滅させられた。エボルヴカードは消滅する?", False),
        ("進化した俺のフォロワーが破壊された。フォロワーは墓場に行く?", True),
        ("墓場2枚。進化した俺のフォロワーが相手のスペルで破壊された。墓場は何枚?", [3]),
    ],
)
def test_evolved_left_wordings(question: str, want: object) -> None:
    stated, value, _summary = situated(question, "sve")
    assert stated and value == want, (question, stated, value)


def test_evolved_left_of_another_follower_asked_withholds() -> None:
    q = "進化した俺のフォロワーが破壊された。相手のフォロワーは墓場に行く?"
    assert not situated(q, "sve")[0]
