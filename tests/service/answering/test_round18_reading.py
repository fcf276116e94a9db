"""Round 18's reading changes, found on the first try of blind batch AI and on everyday rewordings of
its rows (`data/round18_reading.jsonl`; each row's `rule` is the deciding clause, `mechanism` the
change it checks): a card's fate asked with 「<card>どうなる?」 in sve is the destroyed verdict about
that card (`reading/fate_asked`), where the game's status ('ongoing') had been the structured verdict
(blind AI sve-ai-20); kiseki keeps the status (a stunned UNIT stays, 1306.2a) and a 「どうなる?」 with no
card as its subject stays the outcome asked.

`expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none may be;
"allow" — if one is stated it is one of `accept` (withholding is allowed).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.fate_asked import as_fate
from service.answering.reading.model import Role
from service.answering.reading.reader import read
from tests.service.answering.audit_data import assert_expected, rows

_ROWS = rows("round18_reading")
_PARAMS = [pytest.param(r, id=f"r18-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round18_reading_verdicts(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_round18_reading_rows_are_distinct_and_hold_traps() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert sum(r["expect"] != "state" for r in _ROWS) >= 2


@pytest.mark.parametrize(
    ("question", "game", "fate"),
    [
        ("俺のフォロワーどうなる?", "sve", True),
        ("相手のフォロワー(アクト状態)はどうなりますか?", "sve", True),
        ("攻撃したフォロワーって結局どうなるの?", "sve", True),
        ("手札のフォロワーはどうなる?", "sve", False),  # not a card in play
        ("攻撃したらどうなる?", "sve", False),  # no card its subject
        ("相手のUNITはどうなる?", "kiseki", False),  # three ends: stunned, recovered, removed
    ],
)
def test_fate_asked_reads_a_card_subject_of_dounaru(question: str, game: str, fate: bool) -> None:
    fated = as_fate(read(question, game))
    assert (fated is not None) is fate
    if fated is not None:
        assert any(f.concept == "destroyed" for f in fated.asks())


@pytest.mark.parametrize(
    ("question", "game", "neutral"),
    [
        ("3/3のフォロワーが2ダメージ食らって体力1残りの状態", "sve", "体力1"),
        ("体力3のフォロワーが2ダメージ受けて残り体力1", "sve", "体力1"),
        ("耐久力3のキャラが2ダメージ受けて残り1", "ninjaslayer", "1"),
        ("防御力500のリゾネイターに200ダメージ乗ってて残り300", "fow", "300"),
    ],
)
def test_restated_remaining_is_neutral(question: str, game: str, neutral: str) -> None:
    facts = read(question, game).facts
    told = [f for f in facts if f.text == neutral or f.text.endswith(neutral)]
    assert told and all(f.concept == "restated_remaining" for f in told if f.start > 5)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("体力3のフォロワーが2ダメージ受けて残り体力2", "sve"),  # 3 − 2 ≠ 2
        ("体力3と体力5のフォロワーが2ダメージ受けて残り体力1", "sve"),  # whose toughness: two told
        ("体力3のフォロワーで体力1の相手フォロワーを攻撃", "sve"),  # no 残り: another card's stat
    ],
)
def test_restated_remaining_needs_one_agreeing_toughness(question: str, game: str) -> None:
    assert not any(f.concept == "restated_remaining" for f in read(question, game).facts)


@pytest.mark.parametrize(
    ("question", "game", "asked"),
    [
        ("何枚か捨てなきゃいけない?手札は何枚?", "ninjaslayer", 1),  # some cards; the count asked once
        ("何回か攻撃した。相手のライフは何枚?", "onepiece", 1),
        ("手札は何枚か?", "sve", 1),  # the count asked, ending the sentence
        ("何枚かな?", "kiseki", 1),
    ],
)
def test_an_indefinite_count_is_no_number_ask(question: str, game: str, asked: int) -> None:
    assert sum(f.concept == "number" for f in read(question, game).asks()) == asked


@pytest.mark.parametrize(
    ("question", "game", "negated"),
    [
        ("手札11枚。捨てる効果とかは無し。", "ninjaslayer", True),
        ("捨てる効果は何もない。手札は?", "ninjaslayer", True),
        ("ドローする効果はありません。", "sve", True),
        ("捨てる効果はない?", "ninjaslayer", False),  # asked, not told
    ],
)
def test_an_act_whose_effect_is_said_absent_is_denied(question: str, game: str, negated: bool) -> None:
    acts = [f for f in read(question, game).of(Role.ACTION) if f.concept in ("discard", "draw")]
    assert acts and all(f.negated is negated for f in acts)


_REFERENT_ROWS = [
    (
        "相手の場にアクト状態の【守護】持ちがいるけど、そいつ【威圧】も持ってる。殴れる?",
        "sve",
        "威圧",
        "opponent",
    ),
    ("相手のフォロワーがいる。そのフォロワー【オーラ】持ち。選べる?", "sve", "オーラ", "opponent"),
    (
        "相手のキャラがいる。こいつ【ブロッカー】持ってる。アタックできる?",
        "onepiece",
        "ブロッカー",
        "opponent",
    ),
    (
        "こっちのパワー6000のキャラで相手リーダーにアタック。そのキャラ【バニッシュ】持ち。",
        "onepiece",
        "バニッシュ",
        "self",
    ),
]


@pytest.mark.parametrize(("question", "game", "keyword", "owner"), _REFERENT_ROWS)
def test_a_referent_gives_its_cards_side_to_what_it_tells(
    question: str, game: str, keyword: str, owner: str
) -> None:
    told = [f for f in read(question, game).of(Role.KEYWORD) if keyword in f.text]
    assert told and all(f.owner == owner for f in told)


@pytest.mark.parametrize(
    ("question", "game", "owner"),
    [
        ("相手が前のターンに出したパワー1000のキャラがいる。", "onepiece", "opponent"),
        ("相手が今出したフォロワーは3/3。", "sve", "opponent"),
        ("俺が先に並べてたキャラがいる。", "ninjaslayer", "self"),
    ],
)
def test_a_card_put_into_play_by_a_player_is_theirs(question: str, game: str, owner: str) -> None:
    cards = read(question, game).of(Role.CARD)
    assert cards and cards[0].owner == owner


def test_only_a_verb_that_puts_a_card_into_play_makes_it_the_players() -> None:
    from service.answering.reading.model import Fact
    from service.answering.reading.played_by import played_by_owners

    for text, owner in (("相手が出したキャラ", "opponent"), ("相手がアタックしたキャラ", None)):
        card = Fact(text.index("キャラ"), len(text), "キャラ", Role.CARD, "character")
        assert played_by_owners(text, [card])[0].owner == owner
