"""ONE PIECE CARD GAME plans ported from the per-phrasing builders (issue 11, item 7): positions and
turn starts read from the reading's facts, not from phrasings.

* a deck told at 0 cards decides the game by itself (`onepiece_position`): 9-2-1-2, 1-2-1-1-2, 1-2-3;
* a card played into a full stage or character area (`onepiece_area`): 3-8-5, 3-7-6-1;
* the start of a turn: its draw and DON!! phases (`onepiece_turn`): 6-3-1, 6-4-1, 6-4-3.

Each family is asked in at least three wordings through `plans.situate` (the user's path) with the
game's builders retired for the family (they are gone from `scenarios/onepiece.py`).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _answer(question: str) -> tuple[bool, object, str]:
    gated, _note = situate(question, GAME)
    situation = gated.sim.situation if gated.sim is not None else ""
    return gated.accounting.verdict.stated, gated.accounting.verdict.value, situation


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手のデッキがもう0枚なんだけど、相手の負けになるよね?", "self"),
        ("相手の効果で、自分も相手もデッキが0枚になった。勝敗はどうなる?", "draw"),
        (
            "効果の処理の結果、自分のデッキと相手のデッキが同時に0枚になった。この場合勝敗ってどうなるの?",
            "draw",
        ),
        ("自分のターン中、効果で自分と相手のデッキが同時に0枚になった。勝敗どうなる?", "draw"),
        ("俺のデッキが0枚になっちゃった。これって俺の負け?", "opponent"),
    ],
)
def test_9_2_1_2_deck_at_zero_decides_the_game(question: str, winner: str) -> None:
    stated, value, situation = _answer(question)
    assert stated and value == winner
    assert situation == "onepiece.plan.decked_out"


def test_1_2_1_1_2_deck_left_is_no_position_of_its_own() -> None:
    stated, _value, situation = _answer("相手のデッキが3枚なんだけど、相手の負けになるよね?")
    assert situation != "onepiece.plan.decked_out"
    del stated


@pytest.mark.parametrize(
    ("question", "count"),
    [
        (
            "ステージエリアにもうステージが1枚あるけど、手札から別のステージを出したい。出したあと、ステージエリア"
            "にあるステージは何枚?",
            1,
        ),
        (
            "キャラエリアにもう5体並んでる。手札からもう1体キャラ出したいんだけど、出した後のキャラエリアは何体になる?",
            5,
        ),
        ("キャラクターが3体いる状態で、手札からもう1体キャラを出したら場のキャラは何体?", 4),
    ],
)
def test_3_7_6_1_and_3_8_5_area_count_after_playing(question: str, count: int) -> None:
    stated, value, situation = _answer(question)
    assert stated and value == [count]
    assert situation == "onepiece.plan.area_limit"


@pytest.mark.parametrize(
    "question",
    [
        "ステージがもう1枚出ているときに新しいステージカードをプレイしたら?",
        "自分のステージエリアにもうステージが1枚ある。手札から別のステージカードを出したら、最初のステージはどうなる?",
        "キャラがもう5体並んでる状態で6体目を出したい。どうなる?",
    ],
)
def test_3_8_5_1_full_area_trashes_the_old_card(question: str) -> None:
    gated, _note = situate(question, GAME)
    assert gated.accounting.verdict.stated
    assert gated.sim is not None and gated.sim.situation == "onepiece.plan.area_limit"
    moved = [e for e in gated.sim.result.events if e.type == "move" and e.data.get("to_zone") == "trash"]
    assert len(moved) == 1  # the card already there goes to its owner's trash first


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("ドン!!デッキが残り1枚しかないときのドン!!フェイズでは何枚置けますか?", 1),
        (
            "終盤でドン!!デッキが残り1枚になってる。自分の次のターンのドン!!フェイズ、コストエリアにドンは何枚増える?",
            1,
        ),
        ("先攻取った。1ターン目のドン!!フェイズでコストエリアに置けるドンって何枚?", 1),
        ("後攻の最初のターンは、ドローできる? ドン!!は何枚コストエリアに置く?", 2),
        ("コストエリアにドン!!が5枚ある状態で、次の自分のターンのドン!!フェイズを迎えた。何枚になる?", 7),
    ],
)
def test_6_4_1_6_4_3_don_phase_places(question: str, count: int) -> None:
    stated, value, situation = _answer(question)
    assert stated and value == [count]
    assert situation == "onepiece.plan.turn_start"


def test_6_2_4_6_4_1_the_opponents_next_turn_is_planned_as_its_own() -> None:
    """The opponent's DON!! (earlier not planned): its refresh phase stands them, its DON!! phase adds 2,
    the DON!! given to its cards (none said) named as a default."""
    gated, note = situate(
        "相手のコストエリアにドン!!5枚。次の相手のターンのドン!!フェイズのあと、相手のアクティブのドン!!は何枚?",
        GAME,
    )
    assert gated.accounting.verdict.stated and gated.accounting.verdict.value == [7]
    assert note is not None and "付与されているドン!!はない" in note


@pytest.mark.parametrize(
    "question",
    [
        "先攻とった。初手5枚でマリガンなし。先攻1ターン目のメインフェイズに入った時点で手札って何枚?",
        "先攻取った。1ターン目のメインフェイズに入った時点で、手札って何枚?(カードの効果は何も使ってない)",
        "先攻を取った。初手が微妙だったから1回引き直した。先攻1ターン目のメインフェイズに入った時点で、手札は何枚?(効果での増減はなし)",
    ],
)
def test_6_3_1_first_player_draws_nothing_on_turn_one(question: str) -> None:
    stated, value, situation = _answer(question)
    assert stated and value == [5]
    assert situation == "onepiece.plan.turn_start"


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("デッキ残り2枚で自分のターンが来た。ドローしたら負けになる?", "none"),
        ("山札が残り1枚の状態で自分のターンが来て、ドローフェイズでそれを引いた。どうなる?", "opponent"),
        ("自分のデッキが残り1枚で自分のターンが来た。ドローフェイズで引いたらどっちの勝ち?", "opponent"),
    ],
)
def test_6_3_1_9_2_1_2_turn_draw_from_the_told_deck(question: str, winner: str) -> None:
    gated, _note = situate(question, GAME)
    verdict = gated.accounting.verdict
    assert verdict.stated
    value = verdict.value
    got = value.get("winner") if isinstance(value, dict) else value
    assert (got or "none") == winner


@pytest.mark.parametrize(
    "question",
    [
        "ドン!!デッキにまだ3枚ある。相手の次のターンのドン!!フェイズで、俺は何枚置ける?",
        "先攻の1ターン目、ドン!!デッキが残り1枚のときドン!!は何枚置ける?",
        "1ターン目のドン!!フェイズでドン!!は何枚置ける?",
    ],
)
def test_6_4_1_turn_or_owner_unread_is_withheld(question: str) -> None:
    stated, _value, situation = _answer(question)
    assert not (stated and situation == "onepiece.plan.turn_start")


@pytest.mark.parametrize(
    ("question", "count"),
    [
        (
            "リーダーにドン!!3枚付与、コストエリアにはレストのドン!!が4枚、ドン!!デッキの残りは3枚。"
            "次の自分のターンのドン!!フェイズが終わった時点で、コストエリアのドン!!は何枚?",
            9,
        ),
        (
            "コストエリアにレストのドン!!が6枚、ドン!!デッキは残り4枚。次の自分のターンのドン!!フェイズのあと、コストエリアのドン!!は何枚?",
            8,
        ),
        (
            "キャラにドン!!を2枚付与、コストエリアにレストのドン!!が3枚、ドン!!デッキは残り5枚。"
            "次の自分のターンのドン!!フェイズのあと、コストエリアのドン!!は何枚?",
            7,
        ),
    ],
)
def test_6_2_3_6_4_1_rested_and_given_don_then_the_don_phase(question: str, count: int) -> None:
    """Rested DON!! stand and given DON!! return in the refresh phase (6-2-3, 6-2-4), the DON!! phase
    places 2 (6-4-1): the cost area's count (the DON!! told are all of them, 5-1-2)."""
    stated, value, situation = _answer(question)
    assert stated and value == [count]
    assert situation == "onepiece.plan.turn_start"
