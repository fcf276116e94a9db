"""Round-10b precision audit (issue 11) of this round's new ninjaslayer coverage code: 3b5ff98
(cost changes, 「このターン、…N点増加する」, a ダメージ・ゾーン told by faces, the ウケミ deck count,
「割り振りはあり?」, end-phase discards), 15b2368 (802.4), 43235ec + c7d399a (a self-entering ウケミ),
a0a1953 (wordings), dbce8c5 (1205.1a). Each row of `data/ninjaslayer_audit10b.jsonl` holds the
verdict values the rulebook allows (worked out by hand; an empty `accept` says the question must be
withheld); styles A ask mismatch (who/where/when/which), B hypotheticals and comparisons, C denied
facts, D asides, E two turns or the other player's turn, T a detail trap on the round's
capabilities. Withholding is always allowed.

256 questions in all (A 40, B 22, C 20, D 38, E 27, T 109), questions/stated/wrong on a clean export
of 6b8cf8c (before this audit): 256/109/51 (A 40/17/16, B 22/7/6, C 20/9/7, D 38/9/6, E 27/6/1,
T 109/61/15); after the six passes: 256/54/0 (A 40/0, B 22/1, C 20/0, D 38/3, E 27/5, T 109/45).
The first pass (208 rows then): 6b8cf8c 208/88/37, 118778c 208/63/14, second fixes 208/47/0.
The mechanisms:

* 1205.1c-1 / 1205.1c-2 / 303.1a — the self-entering ウケミ plan (ukemi_enters) answered 'yes' for
  「そのキャラは相手の場に出る?」 of the asker's own check (the card goes to its controller's field), for a
  revealed コトダマ (resolved into the オヒガン, on no field) and for 「オジギ状態で出てくる?」
  (303.1a: upright);
  an owner word after the quote must name the checked player, a キャラ must be told and no コトダマ,
  and only 「できる?」 may be asked;
* 1312.1 — 「出したら残りの縦のエテルは何枚?」「エテルは何枚残る?」 had been answered with the エテル bowed
  (entry_cost and the builder scenarios/ninjaslayer_turns.build_entry): a remainder asked declines;
* 1205.1a — 「…戻す。そうしたなら、カードを1枚ドローする。」 had been run with the draw done (fizzled_target):
  a quoted part hanging on another (そうしたなら/場合/たら/ことで) declines;
* 1002.1 — 「ダメゾン10枚。相手の負け?」 made the untold zone the asker's and stated 'opponent'
  (defeat_state): an untold zone with the opponent named, or the asker's own win asked, declines;
* 1326.1 — 「この効果がない場合と比べて何回多い?」 stated the told run's count: lexicon MODIFIER compared
  reads 「と比べて」「に比較して」「何回多い」 (withheld by reading.asked_other.untaken_branch);
* 1104.3 — 「ダメチェでめくれたカードはどこに行く?」 stated 'ongoing': asked_other.other_question withholds a
  where-ask (どこ) for the default outcome whose conclusion names no place;
* 1206.1 — 「俺が出せる?それとも相手?」 stated 'yes': a 「?それとも相手?」 alternative withholds a 'can'.

Second pass:

* 1204.2g-6 — 「…がかかってると思ってた。でも実際はかかってなかった。」 ran the reduction ('yes' for 'no'):
  entry_cost's cost_changes also reads a later taking-back (かかってなかった/切れ/終わっ/無効);
* 1002.1 — 「…ただしこれは俺じゃなくてチームメイトの話。俺の負け?」 stated 'opponent': an untold zone said
  not to be the asker's declines;
* 1205.1a — fizzled_target had stated the caster's hand after resolution for the opponent's hand asked
  in an aside (「…何枚?相手のね。」), for 「今何枚?(解決前)」, for 「手札とオヒガンは何枚?」, for the
  caster's own answering コトダマ (4 for 3), and with the conclusion 'the target left' for
  「別のキャラを手札に戻した」「戻そうとしたけど失敗した」: each declines;
* 802.4 — 「コトダマ空間の一番上は相手の撃ったコトダマ」 was read as a check on top ('no' for 'yes'):
  kotodama_on_check declines when something else is said to be on top;
* the conclusion of a check count with the zone told read 「3回行わ、」 (plans/ninjaslayer_fight).

Third pass (219 rows; 219/49/0 with it, A 35/0, B 18/1, C 19/0, D 27/2, E 24/4, T 96/42):

* 402.4a — 「デッキ49枚…1枚足したらいける?」 was refused for the told 49 cards: deck_legal declines a
  change to the told deck in a condition (足したら/抜けば/減らしたら);
* 1002.1 — 「ダメゾン表向き4枚、裏向き5枚。あと1枚入ったら負け?」 stated 'none' for the told 9:
  defeat_state declines cards still to come (あと/もう N, 入ったら/もらったら/置かれたら).

Fourth pass (226 rows; 226/50/0 with it):

* 1204.2i — 「コスト4…縦のエテル2枚。出したらエテルは何枚オジギする?」 stated a number of the refusal (3/4):
  entry_cost and build_entry decline a count asked of an entry the エテル cannot pay;
* 502.4a — 「…コスト5のキャラ出せる?もしエテル・ステップで置かなかったら?」 stated 'yes' for the told branch:
  lexicon MODIFIER counterfactual reads a 「?もし…たら?」 second ask;
* entry_cost's refusal named the エテル bowed last turn (「(エテル5枚)」) for the 6 upright after the
  エテル・ステップ: it names the upright エテル of the run.

Fifth pass (239 rows; 239/52/0 with it):

* 1002.1 — 「…ちょうど10枚。相手視点で勝者は?」 stated 'opponent' in the asker's frame: a winner or an
  outcome asked from the other player's view (相手視点/相手から見て) withholds (reading/asked_other).

Sixth pass (247 rows; 247/52/0 with it):

* 1312.1 — entry_cost ran one entry for 「2体出せる?」「出した後に同じキャラをもう1体出せる?」 ('yes'):
  a count of entries anywhere in the question declines;
* 1204.2k — a second ask after the yes/no (「場に出てくる?そのキャラはすぐアイサツしてくる?」「出せる?その後、
  残りで何ができる?」) had 'yes' read as its answer: entry_cost and ukemi_enters decline two asks.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, winner_value

_ROWS = rows("ninjaslayer_audit10b")
GAME = "ninjaslayer"


def _value(question: str) -> tuple[bool, Any]:
    return winner_value(question, GAME)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit10b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = _value(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit10b_data_has_at_least_20_distinct_questions_in_every_style() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert {r["style"] for r in _ROWS} == {"A", "B", "C", "D", "E", "T"}


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5のキャラ。そのキャラは相手の場に出る?",
        "自分のアイサツで相手がダメチェ、めくれたのがウケミ「これがエントリーする!」のコスト6のキャラ。自分の場に出てくる?",
        "俺のアイサツで向こうがダメチェ。めくれたのはウケミ「これがエントリーする!」のコスト4のキャラ。こっちの場に出てくる?",
        "相手のアイサツで俺がダメチェ。ウケミ「これがエントリーする!」のコスト5のキャラがめくれた。向こうの場に出る?",
    ],
)
def test_1205_1c_1_the_other_players_field_asked_is_not_stated_yes(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコトダマ。場に出る?",
        "相手のアイサツを食らってダメチェしたら、ウケミ「これがエントリーする!」のコスト2のコトダマがめくれた。場に出てくる?",
        "自分のアイサツで相手がダメチェ、めくれたのがウケミ「これがエントリーする!」のコトダマ。相手の場に出てくる?",
    ],
)
def test_1205_1c_2_a_kotodama_revealed_goes_to_no_field(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5のキャラ。自分のエテルは全部"
        "オジギ済み。そのキャラはオジギ状態で出てくる?",
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5のキャラ。縦向きで出てくる?",
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト3のキャラ。横向きで場に出る?",
    ],
)
def test_303_1a_the_state_it_enters_in_is_not_answered_by_the_entry(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5のキャラ。自分のエテルは全部"
        "オジギ済み。このキャラ自分の場に出てくる?",
        "自分のアイサツで相手がダメチェ、めくれたのがウケミ「これがエントリーする!」のコスト6のキャラ。相手の場に出てくる?",
        "相手のアイサツを食らってダメージチェックしたら、「これがエントリーする!」のウケミを持つコスト4のキャラがめくれた。"
        "縦のエテルは0枚。場に出る?",
    ],
)
def test_1211_2b_1_the_checked_players_own_field_is_still_stated(question: str) -> None:
    assert _value(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "コスト5のキャラに「コストを2少なくする」がかかってる。縦のエテル3枚。出したら残りの縦のエテルは何枚?",
        "コスト5のキャラに「コストを2少なくする」がかかってる。縦のエテル5枚で出したら、エテルは何枚残る?",
        "コスト3のキャラ。縦のエテル3枚。出したら残りの縦のエテルは何枚?",
        "コスト3のキャラ。エテル5枚。出したらエテルは何枚残ってる?",
    ],
)
def test_1312_1_the_etel_left_is_not_the_etel_bowed(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "コスト3のキャラに「コストを1少なくする」がかかってる状態でエントリーしたら、エテルは何枚オジギする?",
            [2],
        ),
        (
            "うちのコスト3のキャラ、「コストを1多くする」効果がかかってる。縦のエテル4枚。エントリーしたらエテル何枚オジギ?",
            [4],
        ),
    ],
)
def test_1204_2g_6_the_etel_bowed_is_still_stated(question: str, value: Any) -> None:
    assert _value(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "手札4枚から「相手のキャラを1人選び、持ち主の手札に戻す。そうしたなら、カードを1枚ドローする。」を撃った。対応で相手が"
        "そのキャラを手札に戻した。解決後の俺の手札は?",
        "手札5枚から「相手のキャラを1人選び、2ダメージを与える。そうした場合、カードを1枚ドローする。」のコトダマを撃った。相手は"
        "対応してそのキャラを手札に戻した。解決後の自分の手札は何枚?",
        "「相手のキャラを1人選び、持ち主の手札に戻す。戻したなら、カードを1枚ドローする。」のコトダマを撃った(撃った後の手札3枚)。"
        "相手が対応してそのキャラを殺した。解決後の手札は何枚?",
    ],
)
def test_1205_1a_a_draw_hanging_on_the_skipped_part_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "ダメゾン10枚。相手の負け?",
        "ダメゾン、表向き7枚・裏向き3枚。相手の負け?",
        "ダメゾン10枚。俺の勝ち?",
        "ダメージ・ゾーンが11枚。向こうは負け?",
    ],
)
def test_1002_1_an_untold_zone_with_the_opponent_asked_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("ダメゾン10枚。俺の負け?", "opponent"),
        ("ダメージ・ゾーンに表向きが5枚、裏向きが5枚ある。これって負け?(自分視点)", "opponent"),
        ("相手のダメゾンは表向き5枚、裏向き5枚。俺の負け?", "self"),
    ],
)
def test_1002_1_an_owned_or_the_askers_zone_is_still_stated(question: str, winner: str) -> None:
    assert _value(question) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        "工作力2のキャラに「このターン、これが与えるダメージを1点増加する」がかかってる。相手にアイサツが通った。ダメチェの回数は、"
        "この効果がない場合と比べて何回多い?",
        "工作力2のキャラに「このターン、これが与えるダメージを2点増加する」がかかってる。相手にアイサツが通った。効果なしに比べて"
        "ダメチェは何回増える?",
        "カラテ2のキャラに「このターン、これが与えるダメージを1点増加する」がかかってる。相手の耐久力3のキャラにアイサツ。効果なしと"
        "比較して結果は変わる?",
        "コスト5のキャラに「コストを2少なくする」がかかってる。縦のエテル5枚。効果が無いときと比べてオジギするエテルは何枚少ない?",
    ],
)
def test_1326_1_a_difference_from_another_run_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "工作力2のキャラで相手にアイサツが通った。ダメチェでめくれたカードはどこに行く?",
        "工作力2のキャラに「このターン、これが与えるダメージを1点増加する」がかかってる。相手にアイサツが通った。ダメチェで"
        "めくれたカードはどこに行く?",
        "工作力3のキャラで相手にアイサツ。ダメージチェックでめくったカードはどこに置くの?",
    ],
)
def test_1104_3_where_a_revealed_card_goes_is_not_the_runs_outcome(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "コスト5のキャラ。縦のエテル5枚。俺が出せる?それとも相手?",
        "コスト5のキャラに「コストを2少なくする」がかかってる。縦のエテル3枚。俺が出せる?それとも相手?",
        "コスト2のキャラ、縦のエテル3枚。自分が出せる?または相手が?",
    ],
)
def test_1206_1_who_may_enter_asked_as_an_alternative_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "コスト4のキャラに「コストを2少なくする」がかかってるって聞いたけど、実際はかかってなかった。縦のエテル2枚で出せる?",
        "コスト4のキャラに「コストを2少なくする」がかかってると思ったけど、かかってなかった。縦のエテル2枚で出せる?",
        "コスト4のキャラに「コストを2少なくする」がかかってると思ってた。でも実際はかかってなかった。縦のエテル2枚で出せる?",
        "コスト4のキャラ、「コストを2少なくする」は結局かけられなかった。縦のエテル2枚で出せる?",
    ],
)
def test_1204_2g_6_a_reduction_taken_back_later_is_not_run(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "ダメゾン表向き3枚、裏向き7枚、ただしこれは俺じゃなくてチームメイトの話。俺の負け?",
        "ダメゾン10枚。これ自分のじゃないんだけど、俺の負け?",
        "ダメゾン10枚、って言っても俺のではなくて友達の。俺は負け?",
    ],
)
def test_1002_1_an_untold_zone_said_not_the_askers_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "手札4枚から「相手のキャラを1人選び、持ち主の手札に戻す。カードを1枚ドローする。」を撃った。相手は対応でそのキャラを"
        "手札に戻した。解決後の手札は何枚?相手のね。",
        "手札4枚から「相手のキャラを1人選び、持ち主の手札に戻す。カードを1枚ドローする。」を撃った。対応して相手がそのキャラを"
        "手札に戻した。俺の手札は今何枚?(コトダマ解決前)",
        "手札4枚から「相手のキャラを1人選び、持ち主の手札に戻す。カードを1枚ドローする。」を撃った。対応して相手がそのキャラを"
        "手札に戻した。解決後の俺の手札とオヒガンは何枚?",
    ],
)
def test_1205_1a_another_count_than_the_casters_hand_after_it_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "手札4枚から「相手のキャラを1人選び、3ダメージを与える。カードを1枚ドローする。」を撃った。相手は対応で別のキャラを"
        "手札に戻した。解決後の俺の手札は何枚?",
        "手札4枚から「相手のキャラを1人選び、持ち主の手札に戻す。カードを1枚ドローする。」を撃った。対応して相手がそのキャラを"
        "手札に戻そうとしたけど失敗した。解決後の俺の手札は何枚?",
        "手札4枚から「相手のキャラを1人選び、持ち主の手札に戻す。カードを1枚ドローする。」を撃った。俺が対応で自分のコトダマで"
        "そのキャラを殺した。解決後の俺の手札は何枚?",
        "相手が手札4枚から「相手のキャラを1人選び、持ち主の手札に戻す。カードを1枚ドローする。」を撃ってきた。相手が対応で"
        "自分のコトダマでそのキャラを殺した。解決後の相手の手札は何枚?",
    ],
)
def test_1205_1a_a_target_that_stayed_or_a_removal_by_the_caster_withholds(question: str) -> None:
    """Another card removed or a failed removal leaves the target legal (the conclusion would say it
    left); the caster's own answering コトダマ leaves its hand too."""
    assert not _value(question)[0]


def test_1205_1a_the_other_player_answering_the_opponents_kotodama_is_still_stated() -> None:
    question = (
        "相手が手札4枚から「相手のキャラを1人選び、持ち主の手札に戻す。カードを1枚ドローする。」を撃ってきた。俺が対応で"
        "そのキャラを手札に戻した。解決後の相手の手札は何枚?"
    )
    assert _value(question) == (True, [4])


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツで2点もらってダメチェ中。コトダマ空間の一番上は相手の撃ったコトダマ。手札のコトダマ打てる?",
        "相手のアイサツで2点もらってダメチェ中。ダメージチェック処理の上に相手の起動能力が乗ってる。手札のコトダマ打てる?",
        "相手のアイサツで2点もらった。2つ目のダメージチェック処理が残ってるけど、一番上にはウケミ能力がある。コトダマ打てる?",
    ],
)
def test_802_4_something_else_on_top_of_the_checks_is_not_pass_only(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "yes"


def test_1104_3_the_zone_after_the_checks_is_said_in_a_whole_word() -> None:
    """「相手のダメージチェックは3回行われ、相手のダメージ・ゾーンは8枚になります」 (had read 「行わ、」)."""
    question = (
        "工作力2のキャラに「このターン、これが与えるダメージを1点増加する」がかかってる。相手にアイサツが通った。"
        "相手のダメゾン5枚からいくつになる?デッキの上にウケミ無し"
    )
    *_told, summary = situated(question, GAME)
    assert "3回行われ、" in summary


@pytest.mark.parametrize(
    "question",
    [
        "コンストラクテッド戦のデッキ49枚、ウケミ持ちを10枚入れたい。1枚足したらいける?",
        "コンストラクテッド戦のデッキ50枚、ウケミ持ちを17枚。1枚抜けばいける?",
        "コンストラクテッド戦のデッキ50枚、ウケミ持ち17枚、同名は各4枚まで。ウケミ持ちを1枚減らしたら使える?",
    ],
)
def test_402_4_a_deck_changed_in_a_condition_is_not_the_told_one(question: str) -> None:
    """The run holds the told counts; the question asks about the deck after the change."""
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "ダメゾン表向き4枚、裏向き5枚。あと1枚入ったら負け?",
        "ダメゾン8枚で2点もらったら負ける?",
        "自分のダメージ・ゾーンは9枚。あと1枚置かれたら負け?",
    ],
)
def test_1002_1_cards_still_to_come_are_not_stated_none(question: str) -> None:
    """defeat_state runs the told zone only ('none' had been stated for 9 + 1)."""
    stated, value = _value(question)
    assert not stated or value == "opponent"


def test_402_4c_the_told_deck_is_still_refused() -> None:
    question = (
        "コンストラクテッド戦のデッキ50枚、ウケミ持ちを17枚入れたいんだけどいける?"
        "ちなみに前の大会では通った。"
    )
    assert _value(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "コスト4のキャラに「コストを1少なくする」がかかってる。縦のエテル2枚。出したらエテルは何枚オジギする?",
        "コスト4のキャラ。縦のエテル2枚。出したらエテルは何枚オジギする?",
        "コスト3のキャラに「コストを1多くする」がかかってる。縦のエテル3枚。エントリーしたらエテルは何枚オジギ?",
    ],
)
def test_1204_2i_a_count_bowed_for_an_entry_the_etel_cannot_pay_withholds(question: str) -> None:
    """The entry is refused (1204.2i): the refusal's numbers (the コスト, the エテル) had been stated as
    the count bowed."""
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "前のターンにエテル4枚を全部オジギして使った。次の自分のターン、エテル・ステップで1枚置いて5枚。コスト5のキャラ"
        "出せる?もしエテル・ステップで置かなかったら?",
        "コスト4のキャラに「コストを2少なくする」がかかってる。縦のエテル2枚。出せる?もし効果がかかってなかったら?",
        "カラテ2のキャラに「このターン、これが与えるダメージを1点増加する」がかかってる。相手の耐久力3のキャラにアイサツしたら"
        "殺せる?もし耐久力4なら?",
    ],
)
def test_502_4a_a_second_ask_about_another_branch_withholds(question: str) -> None:
    assert not _value(question)[0]


def test_1204_2i_the_refusal_names_the_upright_etel_after_the_etel_step() -> None:
    """「…1枚追加して6枚。コスト7…」: 6 upright at the entry (it had said 「(エテル5枚)」, the bowed)."""
    question = (
        "前の自分のターンでエテル5枚を全部オジギして使った。今ターン、エテル・ステップで手札から1枚追加して6枚。"
        "コスト7のキャラ出せる?"
    )
    stated, value, summary = situated(question, GAME)
    assert (stated, value) == (True, "no")
    assert "エテル6枚" in summary.split("。")[0]


@pytest.mark.parametrize(
    "question",
    [
        "自分のダメージ・ゾーン、表向き6枚+ジツで裏返した4枚でちょうど10枚。相手視点で勝者は?",
        "相手のダメゾン9枚。工作力1のキャラで相手にアイサツが通った。デッキの上ウケミ無し。相手視点で勝者は?",
        "ダメゾン10枚。相手から見て勝ったのはどっち?",
    ],
)
def test_1002_1_the_winner_seen_from_the_other_player_withholds(question: str) -> None:
    """The verdict's self/opponent are the asker's; asked from the other player's view they read reversed."""
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "コスト3のキャラに「コストを1少なくする」がかかってる。縦のエテル4枚。2体出せる?",
        "コスト3のキャラに「コストを1少なくする」がかかってる。縦のエテル2枚。出した後に同じキャラをもう1体出せる?",
        "コスト3のキャラに「コストを1少なくする」がかかってる。縦のエテル5枚。2体目も出せる?",
    ],
)
def test_1312_1_a_second_entry_asked_is_not_the_one_entry_run(question: str) -> None:
    """entry_cost runs one entry; 'yes' had been stated for the second (2 + 2 > 2, or the reduction's
    reach on a second copy untold)."""
    stated, value = _value(question)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "コスト5のキャラがコスト-2されてる。縦のエテル3枚で出せる?その後、残りで何ができる?",
        "自分のアイサツで相手がダメチェ、めくれたのがウケミ「これがエントリーする!」のコスト6のキャラ。相手の場に出てくる?"
        "そのキャラはすぐアイサツしてくる?",
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5のキャラ。場に出てくる?"
        "出てきたら次のターン俺にアイサツできる?",
    ],
)
def test_1204_2k_a_second_ask_after_the_yes_no_withholds(question: str) -> None:
    """A 'yes' would read as the answer to the last ask too."""
    assert not _value(question)[0]
