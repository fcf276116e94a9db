"""Round-15 precision audit of the main engineer's SHARED reading changes (c83d0af, 2c1925b, 2f8cf66,
e0be0aa), across all five games: an auditor's own questions, half traps, on the turn told as now
(turn_owned.now_owner), the target chosen by a referent (aimed.chosen_referent), the general denial of
effects read in every game (denied_use), the counts moved from the hand (player_numbers), the state said
of a referent (stated_of), 「先攻1ターン目」 as two facts (lexicon/common) and the onepiece counter /
block denials — kept in `data/shared_audit15.jsonl`, each with the rulebook clause (corpus/sources)
its accept list rests on (an empty `accept`: no verdict may be stated; withholding is always allowed).

Wrong before this audit: a first turn told, then a later turn asked — 「先攻1ターン目はドン!!1枚だった。
次の自分のターン、…ドン!!は何枚?」 (onepiece 1 for 3, 6-4-1), 「先攻1ターン目の次のターン、手札は
何枚?」 (onepiece 5, ninjaslayer 5: the next turn is the second player's, 502.3a draws 2), 「先攻1ターン目
が終わって、相手は何枚ドローする?」 (onepiece 0 for 1, 6-3-1): the plans ran the told first turn
(reading/later_turn withholds); 「守護の効果は使ってない」 (sve) read as the general denial, nothing used,
'no' stated though the 【守護】's use (12.8.2: acting the follower) is what the clause denies
(reading/denied_use: a keyword's effect is a described use); 「相手が先攻1ターン目。俺の手札は何枚?」
(ninjaslayer 5 for 4, 403.2: the order said of the opponent had been taken for the asker's —
extract._turn_order: an order said only of the opponent is not the asker's); 「手札2枚捨てた。手札は何枚?」
(fow 0: the reader's hand count took the 2 discarded for the hand — lexicon/common's hand, as
player_numbers since 2c1925b, is no count of cards moved).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("shared_audit15")
_OPEN: dict[str, str] = {r["question"]: r["open"] for r in _ROWS if "open" in r}


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason=_OPEN[row["question"]], strict=True) if row["question"] in _OPEN else ()
    return pytest.param(row, id=f"s15-{row['game']}-{i:02d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_shared_audit15_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_shared_audit15_rows_are_distinct_six_a_game_with_their_clause() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 30
    for game in ("onepiece", "sve", "kiseki", "ninjaslayer", "fow"):
        assert sum(r["game"] == game for r in _ROWS) == 6
    assert all(r["rule"] for r in _ROWS)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("先攻1ターン目はドン!!1枚。次のターンのドン!!は何枚?", "onepiece"),
        ("先攻1ターン目の次のターン、手札は何枚?", "onepiece"),
        ("先攻1ターン目の後、次の自分のターンのドン!!は何枚?", "onepiece"),
        ("先攻1ターン目が終わって、相手は何枚ドローする?", "ninjaslayer"),
        ("先攻1ターン目のPPは1。2ターン目のPPは?", "sve"),
    ],
)
def test_a_turn_after_the_told_first_turn_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("先攻1ターン目、ドン!!フェイズの後のドン!!は何枚?", "onepiece", [1]),
        ("先攻1ターン目、ドロー後の手札は?", "ninjaslayer", [5]),
        ("後攻1ターン目、ドローした後の手札は何枚?", "sve", [5]),
        ("先攻1ターン目、効果は何も使ってない。手札は何枚?", "onepiece", [5]),
    ],
)
def test_the_told_first_turn_itself_still_answers(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


def test_a_hand_count_followed_by_where_the_cards_went_is_no_hand_size() -> None:
    assert not situated("手札2枚捨てた。手札は何枚?", "fow")[0]
    assert not situated("手札1枚エテル・ゾーンに置いた。手札は何枚?", "ninjaslayer")[0]
    assert situated("手札5枚。手札2枚捨てた。手札は何枚?", "fow")[:2] == (True, [3])
    assert situated("手札5枚から2枚捨てた。手札は何枚?", "fow")[:2] == (True, [3])


def test_a_first_turn_told_as_the_opponents_withholds_the_askers_count() -> None:
    """「今は相手の先攻1ターン目。俺の手札は何枚?」 (onepiece had stated 1; 5-2-1-6 gives 5) and
    「先攻1ターン目、今は相手のターン。手札は何枚?」 (ninjaslayer had stated the opponent's 5; 403.2)."""
    assert not situated("今は相手の先攻1ターン目。俺の手札は何枚?", "onepiece")[0]
    assert not situated("先攻1ターン目、今は相手のターン。手札は何枚?", "ninjaslayer")[0]
    q = "相手の1ターン目が終わって、後攻の俺の1ターン目。手札は何枚?"
    assert situated(q, "onepiece")[:2] == (True, [6])
    q = "先攻1ターン目、今は相手のターン。相手の手札は何枚?"
    assert situated(q, "ninjaslayer")[:2] == (True, [5])


def test_a_keywords_effect_said_unused_is_no_general_denial() -> None:
    ask = "俺のフォロワーで相手のリーダーを攻撃できる?"
    for q in (
        "相手の場に守護持ちのフォロワーがいるけど、守護の効果は使ってない。" + ask,
        "相手の場に守護持ちのフォロワーがいるけど、【守護】の能力は使ってない。" + ask,
    ):
        assert not situated(q, "sve")[0], q
    q = (
        "効果は何も使ってない。攻撃力2のフォロワーで相手のリーダーを攻撃した。"
        "相手のリーダーの体力は20。体力は?"
    )
    assert situated(q, "sve")[:2] == (True, [18])
