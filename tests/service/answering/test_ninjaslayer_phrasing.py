"""How players write ニンジャスレイヤーTCG questions (split from `test_ninjaslayer_probe.py`, round 2):
first-person and opponent words (俺/こっち/向こう), kanji numerals (「九枚」「工作力一」), stats written
on a pronoun (「工作力３、カラテ１のやつで」), keyword holders named by their keyword (「サツバツ持ち」),
and the defender's view of インターラプト. Tests are named after the clauses they check.
"""

from __future__ import annotations

import pytest

from service.answering.extract import extract
from service.answering.numbers import normalize_text
from tests.service.answering.probes import ask_ninjaslayer as ask
from tests.service.answering.probes import cited as _cited
from tests.service.answering.probes import field_flag as _flag
from tests.service.answering.probes import placed as _placed


# ----- how players write it: pronouns, kanji numerals, stats away from a noun --------------------------
@pytest.mark.parametrize(
    ("question", "side"),
    [
        ("俺のキャラ(耐久力2)が相手のカラテ2のキャラにアイサツされた", "self"),
        ("僕のキャラ(耐久力2)が相手のカラテ2のキャラにアイサツされた", "self"),
        ("こっちのキャラ(耐久力2)が相手のカラテ2のキャラにアイサツされた", "self"),
        ("向こうのキャラ(耐久力2)に自分のカラテ2のキャラでアイサツ", "opponent"),
    ],
)
def test_ns_706_4b_first_person_and_opponent_words(question: str, side: str) -> None:
    facts = extract(question)
    assert facts.mentions[0].side == side
    result, _ = ask(question)
    assert result.uids("player2", "ohigan") == ["b"]  # the アイサツ'd card is always player2's


def test_ns_first_person_words_inside_a_katakana_word_are_left_alone() -> None:
    assert "オレンジ" in extract("オレンジ・ニンジャ(カラテ2)でアイサツ").text
    assert extract("オレのキャラ(耐久力1)").mentions[0].side == "self"


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("工作力一のキャラ", "工作力1のキャラ"),
        ("カラテ三、耐久力二", "カラテ3、耐久力2"),
        ("カラテ十", "カラテ10"),
    ],
)
def test_ns_kanji_digit_after_a_stat_name_is_its_value(written: str, read: str) -> None:
    assert normalize_text(written) == read
    assert normalize_text("力一杯アイサツ") == "力一杯アイサツ"  # not a stat name: left alone


@pytest.mark.parametrize(
    "question",
    [
        "ダメージゾーン九枚の相手に、工作力一のキャラでアイサツ通したら勝ちじゃん?",
        "相手のダメージ・ゾーンが九枚。工作力一のニンジャでアイサツしたら勝てる?",
        "相手ダメージゾーン9枚、こっちの工作力1のキャラでアイサツ。勝ち?",
    ],
)
def test_ns_1002_1_kanji_and_casual_phrasings_of_the_last_point(question: str) -> None:
    result, _ = ask(question)
    assert result.outcome.winner == "player1" and "1002.1" in result.outcome.rules


@pytest.mark.parametrize(
    "question",
    [
        "工作力３、カラテ１のやつで耐久力２のキャラにアイサツ。倒せる?",
        "カラテ1、工作力3のやつで耐久力2の相手キャラにアイサツしたら?",
        "耐久力２の相手キャラに、工作力3・カラテ1のヤツでアイサツ",
    ],
)
def test_ns_706_4b_stats_on_a_pronoun_are_the_attackers(question: str) -> None:
    result, built = ask(question)
    assert built.payload["player1"]["field"][0]["karate"] == 1
    assert _flag(result, "player2", "b", "damage") == 1 and not result.zone("player2", "ohigan")


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        (
            "カラテ５のキャラでサツバツ持ち(耐久力２)にアイサツして倒したら、サツバツでこっちのキャラも死ぬ?",
            True,
        ),
        ("カラテ1のキャラでサツバツ持ち(耐久力3)にアイサツしたら?", False),
        ("インターラプト持ち(耐久力3)が1体いる相手に、カラテ2・工作力1のキャラでアイサツ", True),
    ],
)
def test_ns_keyword_holder_named_by_its_keyword_is_a_character(question: str, kept: bool) -> None:
    assert any(m.noun == "持ち" for m in extract(question).mentions)
    result, _ = ask(question)
    assert bool(result.uids("player1", "field")) is kept


def test_ns_keyword_holder_that_describes_a_noun_is_not_another_card() -> None:
    facts = extract("相手のキャラがサツバツ持ち(耐久力2)で、カラテ1のキャラでアイサツ")
    assert [m.noun for m in facts.mentions] == ["キャラ", "キャラ"]
    assert [m.noun for m in extract("ダブルアタック持ちでパワー7000のキャラでアタック").mentions] == [
        "キャラ"
    ]


def test_ns_704_4_characters_on_the_opponents_field_do_not_stop_an_aisatsu_on_the_player() -> None:
    for question in (
        "相手の場にキャラが2体いるけど、無視してプレイヤーに直接アイサツしていいの? 工作力2で。",
        "向こうの場にニンジャが3体いても、工作力2のキャラで相手プレイヤーにアイサツできる?",
    ):
        assert extract(question).mentions[0].role is None
        result, built = ask(question)
        assert _placed(result) == [2], question
        assert "アイサツ対象に選べます(704.4)" in built.summarize(result)


# ----- the defender's view of インターラプト; 「生き残る」 is not 「次のターンまで残る」 -----------
@pytest.mark.parametrize(
    "question",
    [
        "インターラプト持ちの俺のキャラ(耐久力３)で、相手のカラテ２のアイサツを受けたら生き残る?"
        " 俺自身はダメージ受けない?",
        "相手のカラテ2のキャラにアイサツされた。インターラプト持ちの自分のキャラ(耐久力3)で受けたら?",
    ],
)
def test_ns_1402_2_interrupt_card_takes_over_an_aisatsu_on_its_controller(question: str) -> None:
    result, built = ask(question)
    assert _cited(result, "1402.2", "interrupt") and not _placed(result)
    assert not _cited(result, "505.3a")  # 「生き残る」 does not run the turn to its end
    told = built.summarize(result)
    assert "イクサダメージを受けず" in told and "(1402.2)" in told
