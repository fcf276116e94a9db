"""Round-11b precision audit (issue 11), ninjaslayer: adversarial questions of our own aimed at the
families round 11 added (4867ff5, 7b1f65a, a48c868, ba2e54c, e288a6b: interrupt_player and
interrupt_cover 1402.2/1402.3/705.3a, the 後攻's first draw 502.3a, a ジツ paid 1320.1, 802.4 no
コトダマ on a damage check, ukemi_checks 1104.4c, a cost change 1204.2g-6, a fate at the turn's end
505.3a/505.3b, a state of the topic card 704.4, the ダメゾ's end value), with the verdict values the
rulebook allows (`data/ninjaslayer_audit11b.jsonl`, worked out by hand; an empty ``accept`` says the
question must be withheld; styles: T trap, H hypothetical, V perspective/other player, U untold value,
X two asks, A an ask the plan does not answer, N denied fact, E end value, W terse/全角, L aside,
P plain).

241 questions (rows 119-145 written after the first fixes, to hold them over more wordings; rows
146-187 a second pass; rows 188-207 a third, on e3b6b8e's aisatsu_count and 381a931's change asked
against the run; rows 208-230 a fourth; rows 231-240 a fifth, on 704.4's state of either card). On a
clean export of a0e6cba: 96 stated, 44 wrong (the first 119, written before any fix: 38 stated / 13
wrong; the second pass 4 wrong, the third 6, the fourth 4, the fifth 0); with this: 49 stated, 0 wrong.
The mechanisms fixed:

* 1402.2/1402.3 — `ninjaslayer_cover.elsewhere`: the keyword's card told off the field or gone
  (「…いたけど、オヒガンに行った」「…は手札にいる」「もういない」「デッキに戻された」) had been the card run
  on the field ('yes'); interrupt_cover: a change told made this turn (705.3a-1, `told_change`) and a
  third card of the asker's (「BじゃなくてキャラCに」) had been ignored ('yes');
* 802.4 — `ninjaslayer_checks._none_left`: a check told ended with none said left (「2枚目をめくり終わった」
  of 2, 「そのチェックが終わったあと」) had been 'no'; an ask about passing or a told refusal (「撃てない
  けど、パスはできる?」) had been the コトダマ asked;
* 505.3b — a 「このターン」 gain told in one turn and the damage in another (「次のターンに3ダメージ」
  「相手のターンに…」) had kept the gained 耐久力 ('not killed'): plan character_damage and the builder's
  `_character_damage` withhold; a stat asked (「耐久力はいくつ?」, `STAT_ASKED`) and the damage of another
  card (「相手のキャラが5ダメージ」「こっちの別のキャラ」) withhold;
* 403.4/502.3a — `ninjaslayer_players.game_turn`: an order told of the other player (「相手は後攻」) had
  been the asker's (the asker's second turn run as the game's turn 2); `turn_start` takes a first turn
  told as the 先攻's (「相手の1ターン目」) only;
* 1104.4c — `ninjaslayer_ukemi`: 「2枚とも…ウケミ持ち」「全部ウケミ持ち」 had been one ウケミ card, and the
  other revealed cards' ウケミ never told had been the default 'none' deciding the count.
* 1004.1 — `ninjaslayer_read.GONE`: a card told gone from the field (「でもそのキャラはもうオヒガンに
  いる」「もう手札に戻ってる」「もう場にいない」) had still taken the damage ('not killed'): the builder's
  `_character_damage` and plan character_damage withhold;
* 704.3a-1/704.5 — `ninjaslayer_read.AGAIN`: 「もうアイサツした。もう一回アイサツしたら殺せる?」「2回目の
  アイサツ」「再度そのキャラで」 had run the card that アイサツed as untapped ('yes'): build_aisatsu
  withholds;
* 703.1 — `ninjaslayer_aisatsu_count`: a second count asked beside it (「何回アイサツできる?相手のダメゾは
  何枚増える?」) had been answered by the アイサツ count;
* 1104.3 — `reading.against`: a loss asked of a zone that grew, with a comma or 「最終的に」「結局」 between
  the word and the ask (「相手のダメゾ、最終的に何枚減る?」), had stated the gain.
* 705.3a-1 — `ninjaslayer_again_interrupt`: 「相手はこのターン2回目のアイサツ」「2体目のキャラで」 (the
  アイサツ counted, no use of the keyword told; 「1回目は普通に受けた」) had been a second use ('no'); an
  ordinal 2 is one now only with 「も」 (「2回目も」「2回目のアイサツも」) or a first use said (「もう一度」
  「1回使った」).

Open: 「相手のダメゾ、何枚増えて何枚になる?」 states the gain [2] only — right for the first of its two asks,
the end value (7) given nowhere; two number asks with one number verdict would be reading/verdict.py's
to withhold (another helper's file, being edited).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, winner_value

_ROWS = rows("ninjaslayer_audit11b")
GAME = "ninjaslayer"


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit11b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = winner_value(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit11b_data_is_distinct_and_covers_the_styles() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert {r["style"] for r in _ROWS} >= set("THVUXANEWLP")


def _withheld(question: str) -> bool:
    return not situated(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラが自分にアイサツしてきた。自分の場にはインターラプト持ちのキャラがいたけど、さっきのコトダマでオヒガンに行った。対象を変えられる?",
        "相手のキャラが俺にアイサツしてきた。こっちのインターラプト持ちは手札にいる。対象を変えられる?",
        "相手のキャラが俺に直接アイサツしてきた。こっちのインターラプト持ちはもういない。対象を変えられる?",
        "相手のキャラが自分のキャラAにアイサツしてきた。自分の場にインターラプト・カイゼン持ちのキャラBがいたけど、殺された。Bに変えられる?",
    ],
)
def test_1402_2_a_keyword_card_off_the_field_changes_nothing_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラが自分のキャラAにアイサツしてきた。自分の場にインターラプト・カイゼン持ちのキャラBがいる。Bはこのターンもうアイサツ対象を変えてる。Bに変えられる?",
        "相手のキャラが自分のキャラAにアイサツしてきた。自分の場のインターラプト・カイゼン持ちのキャラBは、このターンすでに対象を変更した。Bに変えられる?",
        "相手のキャラが自分のキャラAにアイサツしてきた。インターラプト・カイゼン持ちの自分のキャラBで、さっき対象を変えた。今回もBに変えられる?",
    ],
)
def test_705_3a_1_a_change_told_made_is_no_yes(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラが自分のキャラAにアイサツしてきた。自分の場にインターラプト・カイゼン持ちのキャラBがいる。BじゃなくてキャラCに変えられる?",
        "相手のキャラが自分のキャラAにアイサツしてきた。自分の場にインターラプト・カイゼン持ちのキャラBとキャラCがいる。Cに対象を変えられる?",
        "相手のキャラが自分のキャラAにアイサツしてきた。自分の場にインターラプト・カイゼン持ちのキャラBがいる。キャラDに対象を移せる?",
    ],
)
def test_1402_3_a_change_to_another_card_than_the_keywords_is_no_yes(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "q",
    [
        "相手のキャラが自分のキャラAにアイサツしてきた。自分の場にオジギ状態のインターラプト・カイゼン持ちのキャラBがいる。Bに変えられる?",
    ],
)
def test_1402_3_kaizen_covering_a_card_is_still_yes(q: str) -> None:
    assert situated(q, GAME)[:2] == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツが通って、こっちは2点分のダメージチェック中。2枚目をめくり終わったところで手札のコトダマを撃てる?",
        "相手のアイサツが通って、こっちは1点分のダメージチェック中。そのチェックが終わったあとなら手札のコトダマ撃てる?",
        "自分のアイサツが相手に通って、相手は1点分のダメージチェック中。そのチェックが済んだ後、手札のコトダマを撃てる?",
        "相手のアイサツが通って、こっちは3点分のダメージチェック中。3枚目をめくり終わった。手札のコトダマを撃てる?",
        "相手のアイサツが通って、こっちは3点分のダメージチェック中。コトダマは撃てないけど、パスはできる?",
    ],
)
def test_802_4_no_check_left_on_top_or_a_pass_asked_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "q",
    [
        "相手のアイサツが通って、こっちは2点分のダメージチェック中。1枚目をめくり終わったところで手札のコトダマを撃てる?",
    ],
)
def test_802_4_a_check_still_on_top_is_still_no(q: str) -> None:
    assert situated(q, GAME)[:2] == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "耐久力3のキャラに「このターン+0/+3」を付けた。そのキャラが5ダメージ受けた。次のターンに3ダメージ受けたら死ぬ?",
        "自分のターンに耐久力3のキャラに「このターン+0/+3」を付けた。相手のターンにそのキャラが5ダメージ受けた。相手のターン終了時に殺される?",
        "耐久力2のキャラに「このターン+0/+2」を付けた。次のターンにそのキャラが3ダメージ受けたら殺される?",
        "自分のターンに耐久力2のキャラに+0/+2(このターン)を付けた。相手のターンに3ダメージ。ターン終了時に死ぬ?",
    ],
)
def test_505_3b_a_this_turn_gain_across_a_turn_is_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "question",
    [
        "耐久力3のキャラに「このターン+0/+3」を付けた。そのキャラが5ダメージ受けた。ターン終了時、そのキャラの耐久力はいくつ?",
        "耐久力3のキャラに「このターン+0/+3」を付けた。そのキャラが5ダメージ受けた。エンドフェイズの後、耐久力は何?",
        "耐久力3のキャラに「このターン+1/+3」を付けた。そのキャラが5ダメージ受けた。ターン終了時、カラテはいくつ?",
    ],
)
def test_505_3b_a_stat_asked_is_not_the_fate_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "question",
    [
        "耐久力3のキャラに「このターン+0/+3」を付けた。相手のキャラが5ダメージ受けた。ターン終了時に殺される?",
        "耐久力3のキャラに「このターン+0/+3」を付けた。こっちの別のキャラが5ダメージ受けた。ターン終了時に殺される?",
    ],
)
def test_505_3a_another_cards_damage_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "q",
    [
        "耐久力3のキャラに「このターン+0/+3」を付けた。そのキャラが5ダメージ受けた。ターン終了時に殺される?",
    ],
)
def test_505_3a_the_gain_kept_alive_card_is_still_not_killed(q: str) -> None:
    assert situated(q, GAME)[:2] == (True, False)


@pytest.mark.parametrize(
    ("question", "right"),
    [
        (
            "相手は後攻。ゲーム開始時の手札は4枚で、自分の1ターン目の間は手札を1枚も使ってない。自分の2ターン目のドロー・ステップが終わった時点で手札は何枚?",
            [7],
        ),
        (
            "相手が後攻。ゲーム開始時の手札は4枚で、自分の1ターン目は手札を1枚も使ってない。自分の2ターン目のドロー・ステップが終わった時点で手札は何枚?",
            [7],
        ),
        (
            "向こうは先攻。ゲーム開始時の手札は4枚で、向こうの1ターン目の間は手札を1枚も使ってない。自分の1ターン目のドロー・ステップが終わった時点で手札は何枚?",
            [6],
        ),
    ],
)
def test_403_4_an_order_told_of_the_other_player_is_not_the_askers(question: str, right: list[int]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value == right


@pytest.mark.parametrize(
    "q",
    [
        "こっちは後攻。ゲーム開始時の手札は5枚で、相手の1ターン目の間は手札を1枚も使ってない。自分の1ターン目のドロー・ステップが終わった時点で手札は何枚?",
    ],
)
def test_502_3a_the_second_players_first_draw_is_still_two(q: str) -> None:
    assert situated(q, GAME)[:2] == (True, [7])


@pytest.mark.parametrize(
    "question",
    [
        "自分のダメゾは4枚。相手の工作力２のキャラがこっちにアイサツ、通った。めくれた２枚とも「1枚ドロー。」のウケミ持ち。ダメゾは何枚?",
        "相手のターン。相手の工作力2のキャラのアイサツを通しちゃった。こっちのダメゾは8枚。めくれた2枚とも「1枚ドロー。」のウケミ持ち。負ける?",
        "相手のターン。相手の工作力3のキャラのアイサツを通しちゃった。こっちのダメゾは7枚。めくれたのは全部「1枚ドロー。」のウケミ持ち。ダメゾは何枚?",
        "相手のターン。相手の工作力2のキャラのアイサツを通しちゃった。こっちのダメゾは8枚。2枚目が「1枚ドロー。」のウケミ持ちだった。ダメゾは何枚?",
    ],
)
def test_1104_4c_every_card_or_an_untold_rest_is_not_one_ukemi_card(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "q",
    [
        "相手のターン。相手の工作力3のキャラのアイサツを通しちゃった。こっちのダメゾは7枚。めくれた3枚のうち1枚だけ「1枚ドロー。」のウケミ持ちで、残り2枚はウケミ無し。相手は負ける?",
    ],
)
def test_1104_4c_one_ukemi_card_and_the_rest_told_is_still_run(q: str) -> None:
    assert winner_value(q, GAME) == (True, "none")


@pytest.mark.parametrize(
    "question",
    [
        "耐久力3のキャラに「このターン+0/+3」を付けた。そのキャラが5ダメージ受けた。でもそのキャラはもうオヒガンにいる。ターン終了時に殺される?",
        "耐久力2のキャラが3ダメージ受けた。でもそのキャラはもう手札に戻ってる。殺される?",
        "相手の耐久力4のキャラに5ダメージ与えた。そのキャラ、既にオヒガンに置かれたあとだった。殺せた?",
        "耐久力3のキャラに「このターン+0/+3」を付けた。そのキャラが5ダメージ受けた。そのキャラはもう場にいない。ターン終了時に殺される?",
    ],
)
def test_1004_1_a_card_told_gone_from_the_field_takes_no_damage_run(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "question",
    [
        "相手の耐久力3のキャラ、今オジギ状態。自分のカラテ3のキャラはもうアイサツした。もう一回アイサツしたら殺せる?",
        "自分のカラテ4のキャラで相手の耐久力3のキャラにアイサツした。もう1回同じキャラでアイサツしたら、相手の別の耐久力2のキャラを殺せる?",
        "自分のカラテ3のキャラ、このターンもうアイサツした。2回目のアイサツで相手の耐久力3のキャラを殺せる?",
        "俺のカラテ5のキャラでアイサツ済み。再度そのキャラで相手の耐久力1のキャラにアイサツしたら殺せる?",
    ],
)
def test_704_3a_1_a_card_that_already_aisatsued_again_is_no_kill(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in ("no", False)


@pytest.mark.parametrize(
    "question",
    [
        "自分の場にアンタイ・オジギ状態のキャラが3人。このターン何回アイサツできる?相手のダメゾは何枚増える?",
        "自分の場にアンタイ・オジギ状態のキャラが2人。アイサツは何回できて、相手のダメゾは何枚になる?",
        "自分の場にアンタイ・オジギ状態のキャラが4人。最大何回アイサツできる?そのとき相手は何点受ける?",
    ],
)
def test_703_1_a_second_count_asked_beside_the_aisatsu_count_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "question",
    [
        "相手のダメゾ5枚。自分の工作力2のキャラのアイサツが相手に通った。めくれたのはウケミ無し。相手のダメゾ、最終的に何枚減る?",
        "相手のダメゾは5枚。自分の工作力3のキャラのアイサツが相手に通った。めくれたのは全部ウケミ無し。相手のダメゾ、結局何枚減った?",
        "相手のダメゾは5枚。自分の工作力3のキャラのアイサツが相手に通った。めくれたのは全部ウケミ無し。相手のダメゾって、最終的に何枚減るの?",
    ],
)
def test_1104_3_a_loss_asked_of_a_zone_that_grew_withheld_after_a_comma(question: str) -> None:
    assert _withheld(question)


def test_703_1_the_aisatsu_count_alone_is_still_run() -> None:
    assert situated("自分の場にアンタイ・オジギ状態のキャラが３人。何回アイサツ可?", GAME)[:2] == (True, [3])


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラが自分(プレイヤー)にアイサツしてきた。自分の場にインターラプト持ちのキャラがいる。相手はこのターン2回目のアイサツ。変えられる?",
        "相手のキャラが俺に直接アイサツしてきた。こっちにインターラプト持ちがいる。これは相手の2回目のアイサツ。変えられる?",
        "相手が2体目のキャラで俺にアイサツしてきた。こっちにインターラプト持ちがいる。対象を変えられる?",
        "相手のキャラが俺に直接アイサツしてきた。こっちにインターラプト持ちがいる。2回目のアイサツだけど、1回目は普通に受けた。変えられる?",
    ],
)
def test_705_3a_1_the_second_aisatsu_is_no_second_use(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "2回目のアイサツでもう一度インターラプトできる?",
        "インターラプト持ちが1体だけ。相手が2回プレイヤーにアイサツしてきたら、2回目もインターラプトできる?",
        "インターラプト・カイゼンをこのターン1回使ったキャラで、相手の2回目のアイサツの対象を変えられる?",
    ],
)
def test_705_3a_1_a_second_use_said_is_still_no(question: str) -> None:
    assert situated(question, GAME)[:2] == (True, "no")
