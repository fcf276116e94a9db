"""Audit 11y (issue 11): quoted card text with one extra piece that changes the outcome, on all five games.

Players quote card text (「…」『…』) carrying a condition (なら/場合/以外/初めて/以下), an option (てもよい/
まで), a limit (1ターンに1回), a restriction (戦闘/属性/コトダマの), a duration, a replacement (代わりに)
or a count (につき). Run as its plain form, such a quote states a wrong verdict. The set
(`data/quoted_audit11.jsonl`, answers worked out by hand from the rulebooks; ``null`` where what decides
is untold or the effect's player chooses) has >= 4 rows per game where the piece is met or irrelevant as
told (style M) or absent (P), and >= 6 where it changes the answer or is untold (C).

Before (lexicon/material.json without ``quoted_qualifier`` / ``told_qualifier``, same tree, 207 rows): fow
19 stated / 9 wrong, kiseki 6 / 2, ninjaslayer 9 / 2, onepiece 11 / 7, sve 8 / 5 — 53 stated, 25 wrong.
After: 27 stated, 0 wrong. Card text told without quotes (「手札が2枚以下なら3枚引くスペル」) is the
same trap: ``told_qualifier`` reads the card-text words of a clause that ends on an effect noun.
The mechanism is one shared check (`reading.material.unread_material`): a qualifier word inside a quote
that no fact with a value reads (the lexicon's neutral なら/場合 is filler elsewhere and does not read it)
withholds; the phrases a game's plans do read (fow 「そうしたなら」「…するたび」「1個につき」, ninjaslayer
「捨てて、2枚ドローしてもよい」) are listed with the pattern in the lexicon data.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.material import unread_material
from service.answering.reading.reader import read
from tests.service.answering.audit_data import rows, situated

_ROWS = rows("quoted_audit11")
_GAMES = ("fow", "kiseki", "ninjaslayer", "onepiece", "sve")


def _same(value: Any, answer: Any) -> bool:
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(answer, bool):
        answer = "yes" if answer else "no"
    if isinstance(value, dict) and "winner" in value:
        value = value["winner"] or "none"
    return bool(value == answer)


@pytest.mark.parametrize(
    "row", _ROWS, ids=[f"{i:03d}-{r['game']}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)]
)
def test_quoted_audit11_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


def test_quoted_audit11_set_covers_every_game_both_ways() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    for game in _GAMES:
        mine = [r for r in _ROWS if r["game"] == game]
        assert len(mine) >= 12
        assert sum(r["style"] in "MP" for r in mine) >= 4 and sum(r["style"] == "C" for r in mine) >= 6


def _withheld(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated, value


# --- 9-2-1-2 (onepiece): a draw under a condition or an option is no certain deck-out ---------------------
@pytest.mark.parametrize(
    "question",
    [
        "「自分の手札が3枚以下の場合、自分はカードを2枚引く」効果を使った。デッキは自分も相手も1枚。どうなる?",
        "「自分はカードを2枚引いてもよい」効果を使った。デッキは自分も相手も1枚。どうなる?",
        "「お互いのプレイヤーは、自分のライフが3枚以下なら、カードを2枚引く」効果を使った。自分のデッキは5枚、相手のデッキは2枚。どうなる?",
        "『相手の場にキャラがいないなら、自分はカードを2枚引く』を使った。デッキは自分も相手も1枚。勝敗は?",
    ],
)
def test_9_2_1_2_a_conditional_or_optional_draw_withholds(question: str) -> None:
    _withheld(question, "onepiece")


def test_9_2_1_2_the_plain_draw_is_still_the_deck_out() -> None:
    q = "「自分はカードを2枚引く」効果を使った。デッキは自分も相手も1枚。どうなる?"
    stated, value, _ = situated(q, "onepiece")
    assert stated and _same(value, "opponent")


# --- 5.9.1.1 (sve): the same for a draw from a deck of 1 ---------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "デッキ1枚。『自分の手札が2枚以下なら、カードを3枚引く』を使った。どうなる?",
        "デッキ1枚。『カードを3枚引いてもよい』を使った。どうなる?",
        "デッキ1枚。『このターン初めてのスペルなら、カードを3枚引く』を使った。どうなる?",
        "デッキ残り1枚で「相手の場にフォロワーが2体以上いる場合、カードを2枚引く」スペルを使った。負ける?",
    ],
)
def test_5_9_1_1_a_conditional_or_optional_draw_withholds(question: str) -> None:
    _withheld(question, "sve")


def test_5_9_1_1_the_plain_draw_is_still_the_loss() -> None:
    stated, value, _ = situated("デッキ1枚。『カードを3枚引く』を使った。どうなる?", "sve")
    assert stated and _same(value, "opponent")


# --- 10.17.1.1 (fow): a prevention restricted to a kind of damage or source, or optional, withholds -------
@pytest.mark.parametrize(
    "question",
    [
        "俺ライフ3000。相手のスペルが俺に1200ダメージ。俺は『次に受ける戦闘ダメージを500カット』を使ってた。俺のライフは?",
        "ライフ2000。相手のスペルで1000ダメージ受けた。俺は『次にあなたが受ける戦闘ダメージを300軽減する』を使ってた。ライフは?",
        "俺ライフ3000。相手が俺に1200ダメージ。俺は『次に受ける闇属性のカードからのダメージを500カット』を使ってた。俺のライフは?",
        "俺ライフ3000。相手が俺に1200ダメージ。俺は『次に受けるダメージを500カットしてもよい』を使ってた。俺のライフは?",
    ],
)
def test_10_17_1_1_a_restricted_or_optional_prevention_withholds(question: str) -> None:
    _withheld(question, "fow")


def test_10_17_1_1_the_plain_prevention_is_still_run() -> None:
    q = "俺ライフ3000。相手が俺に1200ダメージ。俺は『次に受けるダメージを500カット』を使ってた。俺のライフは?"
    assert situated(q, "fow")[:2] == (True, [2300])


# --- 10.18.2.1 / 10.8.2 (fow): what fow's plans read stays read; a second condition beside it does not ---
def test_10_18_2_1_a_condition_after_the_discard_withholds() -> None:
    _withheld(
        "手札0枚で「手札を捨てる。そうしたなら、あなたのライフが1000以下なら、カードを2枚引く」を解決した。デッキは20枚。解決後の手札は何枚?",
        "fow",
    )
    q = (
        "手札0枚で「手札を捨てる。そうしたなら、カードを2枚引く」を解決した。デッキは20枚。"
        "解決後の手札は何枚?"
    )
    assert situated(q, "fow")[:2] == (True, [2])


# --- 706.4 (ninjaslayer): a damage bonus under a state or target condition withholds ------------------------
@pytest.mark.parametrize(
    "question",
    [
        "カラテ3のキャラに「このターン、これがアンタイ・オジギ状態なら、これが与えるダメージを1点増加する」。相手の耐久力4のキャラにアイサツ。殺せる?",
        "カラテ3のキャラに「このターン、これがオジギ状態の場合、これが与えるダメージを1点増加する」。相手の耐久力4のキャラにアイサツ。殺せる?",
        "カラテ3のキャラに「このターン、これがニンジャに与えるダメージを1点増加する」。相手の耐久力4のキャラにアイサツ。殺せる?",
        "カラテ3のキャラに「あなたのダメージゾーンが5枚以上なら、これが与えるダメージを1点増加する」。相手の耐久力4のキャラにアイサツ。殺せる?",
    ],
)
def test_706_4_a_conditional_damage_bonus_withholds(question: str) -> None:
    _withheld(question, "ninjaslayer")


def test_706_4_the_plain_damage_bonus_still_kills() -> None:
    q = (
        "カラテ3のキャラに「このターン、これが与えるダメージを1点増加する」。"
        "相手の耐久力4のキャラにアイサツ。殺せる?"
    )
    stated, value, _ = situated(q, "ninjaslayer")
    assert stated and value is True


# --- 1102.1 (kiseki): an optional draw from empty decks is no certain loss -------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "お互いの山札0枚。自分の配備ステップで「各プレイヤーはカードを1枚引いてもよい」効果を使った。どうなる?",
        "お互いの山札0枚。自分の配備ステップで「各プレイヤーはカードを1枚まで引く」効果を使った。どうなる?",
        "お互いの山札0枚。自分の配備ステップで「あなたの場にUNITが3体以上いるなら、各プレイヤーはカードを1枚引く」効果を使った。どうなる?",
    ],
)
def test_1102_1_a_conditional_or_optional_draw_withholds(question: str) -> None:
    _withheld(question, "kiseki")


# --- the shared check itself --------------------------------------------------------------------------------
def test_a_neutral_filler_word_does_not_read_a_condition_inside_a_quote() -> None:
    q = "カラテ3のキャラに「これがアンタイ・オジギ状態なら、これが与えるダメージを1点増加する」。殺せる?"
    assert unread_material(read(q, "ninjaslayer")) == "なら"


def test_a_condition_outside_any_quote_is_not_this_check() -> None:
    q = "もし相手のキャラがアンタイ・オジギ状態なら、カラテ3のキャラのアイサツで耐久力3のキャラを殺せる?"
    assert unread_material(read(q, "ninjaslayer")) != "なら"


# --- a turn or told-fact condition worded with れば/のみ/あなたのターン中 (all games) ---------
@pytest.mark.parametrize(
    ("question", "game"),
    [
        (
            "「相手のターン中、自分はカードを2枚引く」効果を使った。デッキは自分も相手も1枚。どうなる?",
            "onepiece",
        ),
        (
            "「リーダーが赤のときのみ、自分はカードを2枚引く」効果を使った。デッキは自分も相手も1枚。どうなる?",
            "onepiece",
        ),
        (
            "「手札を1枚捨てれば、自分はカードを2枚引く」効果を使った。デッキは自分も相手も1枚。どうなる?",
            "onepiece",
        ),
        (
            "相手リーダーの体力は3。自分が「相手のリーダーに3ダメージ。ただし自分のリーダーの体力が5以上の時のみ」のスペルを撃った。勝てる?",
            "sve",
        ),
        ("デッキ1枚。『自分の場にフォロワーが2体いれば、カードを3枚引く』を使った。どうなる?", "sve"),
        ("デッキ1枚。『相手のターン中、カードを3枚引く』を使った。どうなる?", "sve"),
        (
            "俺ライフ3000。相手が俺に1200ダメージ。俺は『あなたのターン中、次に受けるダメージを500カット』を使ってた。今は相手のターン。俺のライフは?",
            "fow",
        ),
        (
            "俺ライフ3000。相手が俺に1200ダメージ。俺は『墓地にカードがあれば、次に受けるダメージを500カット』を使ってた。俺のライフは?",
            "fow",
        ),
        (
            "俺ライフ3000。相手が俺に1200ダメージ。俺は『次に受けるダメージを500カット。ただしあなたのターン中のみ』を使ってた。ライフは?",
            "fow",
        ),
    ],
)
def test_10_17_1_1_9_2_1_2_5_9_1_1_a_turn_or_told_fact_condition_withholds(question: str, game: str) -> None:
    _withheld(question, game)


# --- the same qualifiers in card text told without quotes (a clause ending on 効果/スペル/…) ---
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("デッキ1枚。手札が2枚以下なら3枚引くスペルを使った。どうなる?", "sve"),
        ("デッキ1枚。3枚まで引けるスペルを使った。どうなる?", "sve"),
        (
            "俺ライフ3000。相手のスペルが俺に1200ダメージ。俺は次に受ける戦闘ダメージを500カットする効果を使ってた。俺のライフは?",
            "fow",
        ),
        (
            "お互いの山札0枚。自分の配備ステップで、各プレイヤーはカードを1枚引いてもよいという効果を使った。どうなる?",
            "kiseki",
        ),
        ("自分はカードを2枚引いてもよい、って効果を使った。デッキは自分も相手も1枚。どうなる?", "onepiece"),
        (
            "俺のコスト5のキャラに、ダメージゾーンが5枚以上ならコストを2少なくする効果。縦のエテル3枚。出せる?",
            "ninjaslayer",
        ),
    ],
)
def test_5_9_1_1_10_17_1_1_1102_1_card_text_told_unquoted_with_a_qualifier_withholds(
    question: str, game: str
) -> None:
    _withheld(question, game)


def test_the_story_s_own_turn_and_only_words_are_not_card_text() -> None:
    q = (
        "自分のデッキが残り1枚の状態で、相手のターン中に相手の効果で『カード1枚を引く』をやらされた。"
        "どうなる?"
    )
    assert unread_material(read(q, "onepiece")) is None


# --- 10.14.1 (fow): a trigger's timing inside the quote (「あなたのターン終了時、」) is no effect of now ----
@pytest.mark.parametrize(
    "question",
    [
        "相手の場に「あなたのターン終了時、プレイヤーにそれぞれ100ダメージを与える」がある。"
        "俺のライフ2000。今は俺のメインフェイズ。俺のライフは?",
        "相手の場に「ターン開始時、各プレイヤーに100ダメージを与える」がある。俺のライフ2000。今は俺のメインフェイズ。ライフは?",
        "俺の場に「あなたのリゾネイターが攻撃した時、相手に300ダメージを与える」がある。相手ライフ2000。相手のライフは?",
    ],
)
def test_10_14_1_a_trigger_timing_in_the_quote_withholds(question: str) -> None:
    _withheld(question, "fow")


# --- 1004.1 / 1102.2 (ninjaslayer): a quote's owner restriction on the target — open -----------------------
@pytest.mark.xfail(
    strict=True,
    reason="open: the damage plan runs 「あなたのキャラ1人に2ダメージ」 on the opponent's character; "
    "an owner word inside a quote as a target restriction (あなたの/相手のキャラ) is not checked — "
    "a shared pattern for it withheld 24 right seen rows (A/B): the plans must read the owner",
)
def test_1004_1_a_quote_restricted_to_the_asker_s_character_is_not_run_on_the_opponent_s() -> None:
    _withheld(
        "相手の耐久力2のキャラに「あなたのキャラ1人に2ダメージ」のコトダマを撃った。殺せる?", "ninjaslayer"
    )
