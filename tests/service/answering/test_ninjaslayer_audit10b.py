"""Round-10b precision audit (issue 11) of this round's new ninjaslayer coverage code: 3b5ff98
(cost changes, 「このターン、…N点増加する」, a ダメージ・ゾーン told by faces, the ウケミ deck count,
「割り振りはあり?」, end-phase discards), 15b2368 (802.4), 43235ec + c7d399a (a self-entering ウケミ),
a0a1953 (wordings), dbce8c5 (1205.1a). Each row of `data/ninjaslayer_audit10b.jsonl` holds the
verdict values the rulebook allows (worked out by hand; an empty `accept` says the question must be
withheld); styles A ask mismatch (who/where/when/which), B hypotheticals and comparisons, C denied
facts, D asides, E two turns or the other player's turn, T a detail trap on the round's
capabilities. Withholding is always allowed.

174 questions (A 32, B 12, C 12, D 16, E 20, T 82). On a clean export of HEAD before these fixes:
62 stated / 23 wrong (A 10/9, B 2/2, C 4/3, D 0/0, E 4/0, T 42/9); with them: 37 stated / 0 wrong.
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
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("ninjaslayer_audit10b")
GAME = "ninjaslayer"


def _value(question: str) -> tuple[bool, Any]:
    stated, value, _summary = situated(question, GAME)
    if isinstance(value, dict) and "winner" in value:
        value = value["winner"] or "none"
    return stated, value


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
