"""Round-19 audit of effects told in 「」, second pass (issue 19c, all five games): 40 own everyday
questions with a quoted card text — damage, draws, 破壊/KO/殺す, +X/+Y, パワー±, スタン, 手札に戻す, amounts
per card — 8 a game, 14 traps (まで, a raise told first, a condition or a cost in the quote, a state or an
aside outside it, the quote's user), kept in `data/style_audit19c.jsonl` with the rulebook clause of each
expected answer (`corpus/sources/<game>.txt`; an empty `accept` means no verdict may be stated; a row with
`open` is one still withheld, and why).

First try (HEAD f6d8cf2): 22 stated, 21 right, 1 wrong, 18 withheld. Wrong: ninjaslayer
「耐久力4のキャラクターに「キャラ1人を選び、それに2ダメージを与える。」を2回撃ったら死ぬ?」 stated not
killed — the 「2回」 was read as an ask (about:repeat) and the text resolved once.
Now 29 stated, 29 right, 0 wrong:

* a count of times right after a quote (「「…」を2回撃った」「「…」を二回使った」) resolves that text that
  many times (plans/quoted_effect._times; a count told elsewhere still declines), and the quote's user
  is read across it (「を2回撃たれた」);
* a quoted draw for sve / ninjaslayer / onepiece (plans/quoted_draw), its source told as a card in play
  (「場のフォロワーの能力で「…」」「キャラの効果で「…」」, lexicon card_text.json "sources");
* a quoted text told as a card played from the hand (「手札から」, a スペル / イベント / コトダマ / チャント /
  EVENT, card_text.json "hand_cards") withholds a hand count the scenario does not play that card for
  (gate → card_text.from_hand): ninjaslayer 「手札3枚。コトダマ「カードを2枚ドローする」を使った。手札は?」
  and fow 「…のチャントを手札から使った」 had stated 5 for 4;
* the user before 「は」 (「俺のスペルは「…」です」), the choice told outside the quote (「選ばれたのは俺の
  キャラ」), the asked stat after the told ones (「…体力5のフォロワーに使ったら、そのフォロワーの体力
  は?」) and a short ask naming nothing (「相手の手札は2枚だった。今は何枚?」: the count of the sentence
  before it).

Then the quote reader's wording (lexicon card_text.json: 「+2/+2を与える」「パワー+2000する」「…を選ぶ。それに
…」), a stat asked with no question word (「攻撃力は?」「パワーは?」「DEFは?」: sve / onepiece / kiseki /
ninjaslayer lexicon ASK entries) and an effect's ``stats`` no longer counted as a second card
(reading/counted).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.card_text import read_text
from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("style_audit19c")


_PARAMS = [pytest.param(r, id=f"st19c-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_style_audit19c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if not row["accept"]:
        assert not stated, (row["question"], value)
    elif stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit19c_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=13)


def test_style_audit19c_rows_with_an_answer_are_stated() -> None:
    missed = [r["question"] for r in _ROWS if r["accept"] and not situated(r["question"], r["game"])[0]]
    assert not missed, missed


# a count of times right after a quote: the text resolves that many times, each one resolution
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        (
            "耐久力4のキャラクターに「キャラ1人を選び"
            "、それに2ダメージを与える。」を2回撃った"
            "ら死ぬ?",
            "ninjaslayer", True,
        ),
        (
            "耐久力5のキャラに「キャラクター1人に2ダ"
            "メージを与える」を2回使った。殺される?",
            "ninjaslayer", False,
        ),
        ("相手の体力4のフォロワーに「相手のフォロワー1体に2ダメージ」を2回使った。破壊される?", "sve", True),
        (
            "相手の体力6のフォロワーに「相手のフォロ"
            "ワー1体に2ダメージ」を二回撃った。そいつ"
            "の体力は?",
            "sve", [2],
        ),
        (
            "相手に「相手のフォロワー1体に1ダメージ」"
            "を3回撃たれた。俺の体力3のフォロワーは破"
            "壊される?",
            "sve", True,
        ),
        (
            "相手のパワー5000のキャラに「相手のキャラ"
            "1枚をパワー-2000」を2回使った。パワーは"
            "いくつ?",
            "onepiece", [1000],
        ),
        # 1306.2d: a stunned UNIT does not stun again, one スタンダメージ
        (
            "絆8。相手のCPコスト2のUNITに「UNITを1つ"
            "対象とし、それをスタンする」を2回使った"
            "。相手の絆は?",
            "kiseki", [6],
        ),
    ],
)  # fmt: skip
def test_a_quote_told_used_n_times_resolves_n_times(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "相手の体力5のフォロワーを2回攻撃して「相手のフォロワー1体に2ダメージ」を使った。破壊される?",
        "相手の体力5のフォロワーに「相手のフォロワー1体に2ダメージ」を使って、2回攻撃した。破壊される?",
    ],
)
def test_a_count_of_times_told_of_another_act_still_withholds(question: str) -> None:
    assert not situated(question, "sve")[0], question


# a quoted draw of a card in play's ability: the hand plus the draws (sve 5.9.2, ns 1308.1, onepiece 4-5-3)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札3枚。場のフォロワーの能力で「カードを2枚引く」を解決した。手札は何枚?", "sve", [5]),
        (
            "手札2枚のとき、場にいるフォロワーの能力"
            "「カードを1枚引く」を使いました。手札は"
            "何枚ですか?",
            "sve", [3],
        ),
        ("手札1枚。キャラクターの効果で「カードを2枚ドローする」を解決。手札いくつ?", "ninjaslayer", [3]),
        ("手札5枚。場のキャラの効果で「カード1枚を引く」を使いました。手札は何枚?", "onepiece", [6]),
        ("手札4枚。キャラの効果で「カード2枚を引く」。手札何枚になる?", "onepiece", [6]),
        ("山札1枚。キャラの効果で「カード2枚を引く」を使った。負ける?", "onepiece", "opponent"),
    ],
)  # fmt: skip
def test_a_quoted_draw_of_a_card_in_play(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("手札3枚。「カードを2枚引く」を使った。手札は何枚?", "sve"),  # a spell from the hand?
        ("手札3枚。手札のフォロワーの能力で「カードを2枚引く」を使った。手札は何枚?", "sve"),
        ("手札3枚。相手のフォロワーの能力で「カードを2枚引く」を解決した。手札は何枚?", "sve"),
        ("手札3枚。フォロワーの能力で「カードを2枚まで引く」を使った。手札は何枚?", "sve"),
        ("手札3枚でスペル「カードを2枚引く」を使った。手札は何枚?", "sve"),
        ("手札5枚。イベント「カード2枚を引く」を使った。手札は何枚?", "onepiece"),
        ("手札5枚。キャラの効果「カード2枚を引き、その後手札1枚を捨てる」。手札は何枚?", "onepiece"),
        # a card played from the hand leaves it (ninjaslayer コトダマ 205.2, fow チャント): not 3 + 2
        ("手札3枚。手札からコトダマ「カードを2枚ドローする」を使った。手札は何枚?", "ninjaslayer"),
        ("手札3枚。コトダマ「カードを2枚ドローする」を使った。手札は何枚?", "ninjaslayer"),
        ("手札3枚で「カードを2枚ドローする」のコトダマを使った。手札は?", "ninjaslayer"),
        ("手札3枚。「カードを2枚ドローする」のチャントを手札から使った。手札は何枚?", "fow"),
    ],
)  # fmt: skip
def test_a_quoted_draw_from_the_hand_or_unsourced_withholds(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value not in ([5], [7]), (question, value)


# the quote's user and the card it chose, told around the quote
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("俺のスペルは「相手のフォロワー1体に2ダメージを与える。」です。これを相手の攻撃力3・体力5のフォロワーに"
         "使ったら、そのフォロワーの体力はいくつになりますか?", "sve", [3]),
        (
            "相手に「相手のキャラ1枚をKOする」を使わ"
            "れた。選ばれたのは俺のパワー7000のキャラ"
            "。KOされる?",
            "onepiece", True,
        ),
        (
            "俺の体力3のフォロワーが、相手の「相手の"
            "フォロワー1体に3ダメージ」の対象に選ばれ"
            "た。破壊される?",
            "sve", True,
        ),
        (
            "「キャラクター1人に3ダメージを与える」で"
            "相手の耐久力4のキャラを対象にした。殺さ"
            "れる?",
            "ninjaslayer", False,
        ),
        ("相手のUNITを「UNITを1つ対象とし、それを持ち主の手札に戻す」で戻した。相手の手札は2枚だった。今は何枚?",
         "kiseki", [3]),
    ],
)  # fmt: skip
def test_the_quotes_user_choice_and_ask_around_it(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # cost 5 > 3: the text may not choose it
        (
            "相手に「相手のコスト3以下のキャラ1枚をKO"
            "する」を使われた。選ばれたのは俺のコスト"
            "5のキャラ。KOされる?",
            "onepiece",
        ),
        # whose hand: the asker's is told, the returned UNIT goes to its owner's (502.5)
        (
            "俺の手札は3枚。相手のUNITに「UNITを1つ対"
            "象とし、それを持ち主の手札に戻す」を使っ"
            "た。何枚になる?",
            "kiseki",
        ),
        ("相手の攻撃力2・体力4のフォロワーに「相手のフォロワー1体に1ダメージ」を使った。攻撃力は?", "sve"),
    ],
)  # fmt: skip
def test_a_choice_or_count_the_text_does_not_settle_withholds(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value not in (True, [4], [1]), (question, value)


# the quote reader's wording variety (lexicon card_text.json): 「+2/+2を与える」「パワー+2000する」, a choice
# said as its own sentence (「…を選ぶ。それに…」「…を対象とする。それに…」); まで and a condition stay unread
@pytest.mark.parametrize(
    ("game", "body", "whole"),
    [
        ("sve", "自分のフォロワー1体に+2/+2を与える", True),
        ("sve", "相手のフォロワー1体を選ぶ。それに3ダメージ", True),
        ("ninjaslayer", "キャラクター1人を選ぶ。それに2ダメージを与える", True),
        ("fow", "J/リゾネイター1体を対象とする。それに500ダメージを与える", True),
        ("onepiece", "自分のキャラ1枚を、このターン中、パワー+2000する", True),
        ("sve", "相手のフォロワーを2体まで選ぶ。それらに1ダメージ", False),
        ("sve", "相手のフォロワー1体を選ぶ。体力3以下なら破壊する", False),
    ],
)
def test_card_text_reads_more_wordings(game: str, body: str, whole: bool) -> None:
    assert read_text(body, game).whole is whole, body


# a stat asked with no question word (「攻撃力は?」「パワーは?」「DEFは?」) after a quoted raise; an effect's
# ``stats`` is no second card of those stats (reading/counted)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        (
            "攻撃力2・体力2の自分のフォロワーに「自分のフォロワー1体に+2/+2を与える」を使った。体力はいくつ?",
            "sve",
            [4],
        ),
        (
            "攻撃力1・体力3の自分のフォロワーに「自分のフォロワー1体は+1/+1する」を使った。攻撃力は?",
            "sve",
            [2],
        ),
        (
            "パワー3000の自分のキャラに「自分のキャラ1枚を、このターン中、パワー+2000する」を使った。"
            "パワーは?",
            "onepiece",
            [5000],
        ),
        (
            "STR2・DEF2のUNITに「UNITを1つ対象とし、それは+2/+2を得る」を使った。DEFは?",
            "kiseki",
            [4],
        ),
        (
            "相手の体力3のフォロワーに「相手のフォロワー1体を選ぶ。それに3ダメージ」を使った。破壊される?",
            "sve",
            True,
        ),
    ],
)
def test_a_stat_asked_without_a_question_word(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # このターン中 ends before the opponent's turn: not 7000
        (
            "パワー5000の自分のキャラに「このターン中、自分のキャラ1枚はパワー+2000」を使った。"
            "相手のターン中、このキャラのパワーは?",
            "onepiece",
        ),
        ("パワー5000のキャラでパワー6000の相手リーダーにアタックした。カウンターなし。パワーは?", "onepiece"),
    ],
)
def test_a_power_asked_at_another_time_or_of_no_one_card_withholds(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value not in ([7000], [6000]), (question, value)


# ninjaslayer 1303.1: a character's カラテ / 耐久力 after a quoted raise is read back; not once it has taken
# damage (「耐久力は?」 might then ask what is left) nor at a later turn
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("カラテ1・耐久力1のキャラに「キャラクター1人は+2/+2を得る」を使った。耐久力は?", [3]),
        (
            "カラテ2・耐久力3のキャラに「このターン、キャラクター1人は+1/+0を得る」を使った。カラテはいくつ?",
            [3],
        ),
        (
            "カラテ2・耐久力3のキャラに「キャラクター1人は+1/+2を得る」を撃ったら、"
            "そのキャラの耐久力はいくつになる?",
            [5],
        ),
        ("耐久力4のキャラに「キャラクター1人に2ダメージを与える」を使った。耐久力は?", []),
        (
            "カラテ2・耐久力3のキャラに「キャラクター1人は+1/+1を得る」、次に「キャラクター1人に1ダメージを"
            "与える」。耐久力は?",
            [],
        ),
        (
            "カラテ2・耐久力3のキャラに「キャラクター1人は+1/+1を得る」を使った。次の自分のターン、カラテは?",
            [],
        ),
    ],
)
def test_1303_1_a_characters_stat_after_a_quoted_raise(question: str, want: list[int]) -> None:
    stated, value, _summary = situated(question, "ninjaslayer")
    assert (stated, value) == (True, want) if want else not stated, (question, value)
