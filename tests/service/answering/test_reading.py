"""The general reader (`service/answering/reading/reader.py`): several wordings per pattern read to
the same fact, every span is a span of the question, and no text makes it raise."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.answering.reading.lexicon import games, lexicon
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.reader import read


def facts(reading: Reading, role: Role, concept: str) -> list[Fact]:
    return [f for f in reading.facts if f.role is role and f.concept == concept]


@pytest.mark.parametrize(
    "question",
    [
        "ライフが1枚も無い相手のリーダーに、パワー6000のキャラでアタックして通ったらどうなる?",
        "相手のライフが0枚のとき、パワー7000のキャラでアタックしたら?",
        "向こうのライフがもう無い状態でリーダーを殴ったら?",
        "相手はライフがゼロ。アタックが通ったら勝ち?",
    ],
)
def test_opponent_life_zero_in_any_wording(question: str) -> None:
    life = facts(read(question, "onepiece", use_parser=False), Role.QUANTITY, "life")
    assert [(f.value, f.owner) for f in life] == [(0, "opponent")]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("山札が空っぽの状態でドローしたら?", 0),
        ("デッキがもう1枚もないけどドローフェイズはどうなる?", 0),
        ("デッキ切れの状態で引いたら負け?", 0),
        ("山札が残り3枚のとき、2枚引いたら?", 3),
    ],
)
def test_deck_counts(question: str, value: int) -> None:
    deck = facts(read(question, "onepiece", use_parser=False), Role.QUANTITY, "deck")
    assert [f.value for f in deck] == [value]


@pytest.mark.parametrize(
    "question",
    [
        "相手のリーダーへのダメージを1点軽減する効果がある",
        "受けるダメージを1点減らす効果",
        "そのダメージを2点カットできる",
        "受けるダメージ-1の効果が出ている",
    ],
)
def test_damage_reduction_in_any_wording(question: str) -> None:
    assert facts(read(question, "sve", use_parser=False), Role.MODIFIER, "reduce_damage")


@pytest.mark.parametrize("per", ["手札1枚につき", "手札の枚数ごとに", "手札の数だけ", "手札一枚につき"])
def test_per_card_amounts_are_modifiers(per: str) -> None:
    assert facts(read(f"{per}1点ダメージを与える効果", "sve", use_parser=False), Role.MODIFIER, "per_count")


@pytest.mark.parametrize(
    ("question", "state"),
    [
        ("相手の寝てるキャラにアタック", "rested"),
        ("横向きのキャラをブロッカーにできる?", "rested"),
        ("レスト状態のキャラ", "rested"),
        ("縦向きのキャラでアタック", "active"),
        ("起きてるキャラでブロック", "active"),
    ],
)
def test_player_words_for_states(question: str, state: str) -> None:
    assert facts(read(question, "onepiece", use_parser=False), Role.STATE, state)


@pytest.mark.parametrize(
    "question",
    [
        "相手の場に【守護】フォロワーがいるとき、リーダーに攻撃できる?",
        "相手の場に守護持ちのフォロワーがいるけど、リーダーを殴れる?",
        "相手の場に守護を持つフォロワーがいる。リーダーを攻撃できる?",
    ],
)
def test_guard_on_the_defenders_field(question: str) -> None:
    guard = facts(read(question, "sve", use_parser=False), Role.KEYWORD, "守護")
    assert [(f.owner, f.negated) for f in guard] == [("opponent", False)]


@pytest.mark.parametrize("question", ["守護なしのフォロワー", "守護を持たないフォロワー", "守護とかはなし"])
def test_denied_keywords(question: str) -> None:
    assert all(f.negated for f in facts(read(question, "sve", use_parser=False), Role.KEYWORD, "守護"))


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("アタックしたら勝ち?", "winner"),
        ("この場合どっちが負けるの?", "winner"),
        ("リーダーに攻撃できる?", "can"),
        ("ブロックしていいの?", "can"),
        ("リーダーを殴れる?", "can"),
        ("相手のライフは何枚になる?", "number"),
        ("絆はいくつ減る?", "number"),
        ("どうなる?", "outcome"),
    ],
)
def test_what_is_asked(question: str, asks: str) -> None:
    assert asks in {f.concept for f in read(question, "onepiece", use_parser=False).asks()}


def test_numbers_as_players_write_them() -> None:
    reading = read("リーダー5千にドン!!1枚、相手のキャラ(7千)に", "onepiece", use_parser=False)
    # onepiece's lexicon reads a bare 3+ digit number right after a card as its power (a STAT)
    numbers = {f.value for f in reading.facts if f.role in (Role.NUMBER, Role.STAT)}
    assert {5000, 7000} <= numbers


def test_a_state_right_before_the_question_mark_is_asked() -> None:
    reading = read("STR2のUNITでDEF4のUNITに攻撃した。スタンする?", "kiseki", use_parser=False)
    assert not facts(reading, Role.STATE, "stunned")
    assert any(f.concept == "about:stunned" for f in reading.asks())


def test_an_owner_with_its_own_particle_owns_nothing_after_it() -> None:
    reading = read("ダメージゾーン7枚の相手に工作力2のやつでアイサツ", "ninjaslayer", use_parser=False)
    assert [f.owner for f in facts(reading, Role.STAT, "kousaku")] == [None]


def test_an_action_inside_a_keyword_is_the_keyword() -> None:
    reading = read("ダブルアタック持ちのキャラを出したい", "onepiece", use_parser=False)
    assert facts(reading, Role.KEYWORD, "ダブルアタック")
    assert not facts(reading, Role.ACTION, "attack")


def test_every_game_lexicon_loads() -> None:
    for game in games():
        assert lexicon(game).entries and lexicon(game).engine


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120), st.sampled_from([None, "onepiece", "sve", "kiseki", "ninjaslayer", "fow"]))
def test_reader_never_raises_and_spans_lie_inside(question: str, game: str | None) -> None:
    reading = read(question, game, use_parser=False)
    for f in reading.facts:
        assert 0 <= f.start < f.end <= len(question)
        assert question[f.start : f.end] == f.text


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["相手の", "自分の", "ライフ", "が", "0", "枚", "パワー", "5千", "の", "キャラ", "で", "アタック",
             "【守護】", "寝てる", "、", "?", "１", "マイナス", "一枚も無い", "につき", "+1000", "2/2"]
        ),
        max_size=30,
    ).map("".join),
)  # fmt: skip
def test_spans_are_the_questions_own_text_on_game_words(question: str) -> None:
    for f in read(question, "onepiece", use_parser=False).facts:
        assert question[f.start : f.end] == f.text and f.start < f.end


@pytest.mark.parametrize(
    "question",
    ["1" * 1000, "9" * 400 + "ダメージ", "ライフ" + "5" * 500 + "枚", "マイナス" + "1" * 300, "5千" * 500],
)
def test_huge_numbers_are_no_values_and_never_raise(question: str) -> None:
    reading = read(question, "onepiece", use_parser=False)
    assert all(
        f.value is None or abs(int(f.value)) < 10**13 for f in reading.facts if isinstance(f.value, int)
    )
