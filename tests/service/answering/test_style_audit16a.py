"""Round-16 everyday audit (16a, all five games): can-X questions of the asker — can I attack this card /
the player, block, play this card (costs, timing), can this keyword card act now — told with states,
owners and turns. 40 own questions, 8 a game, 14 traps, kept in `data/style_audit16a.jsonl` with the
rulebook clause of each expected answer (`corpus/sources/<game>.txt`). `accept` [] with an `open`
reason: withheld now, and must stay so until the row is looked at again (`right` says the rulebook's
answer).

First try (HEAD cbb8b93): 31 stated, 29 right, 2 wrong, 9 withheld. The two wrong: kiseki
「拠点にカードが3枚ある。配備ステップでCPコスト3のUNITを出せますか?」 and ninjaslayer 「…コスト3のキャラは
出せますか?」 gave an outcome verdict ('ongoing') for a can question — the polite potential 「出せますか」
was filler, not an ask (lexicon/common: the polite form is the plain 「出せる?」's ask). Withheld and
now stated: onepiece 「ドン!!は5枚あるけど、そのうち3枚はもうレストしてる。コスト4のキャラって出せますか?」
(lexicon/onepiece: a count a rested part is told of right after is the cost area's, don_area; もう before
レスト) and sve 「相手のターン中に、自分のフォロワーで相手のリーダーを攻撃できる?」 (plans/sve_their_turn:
the non-turn player's attack, refused, 8.4.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.model import Role
from tests.service.answering.audit_data import rows, situated

_ROWS = rows("style_audit16a")


@pytest.mark.parametrize(
    "row", [pytest.param(r, id=f"st16a-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]
)
def test_style_audit16a_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit16a_rows_are_eight_a_game_and_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    for game in ("onepiece", "sve", "kiseki", "ninjaslayer", "fow"):
        assert sum(r["game"] == game for r in _ROWS) == 8
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 13
    assert all(("open" in r) == (r["accept"] == []) for r in _ROWS)


# the polite potential 「出せますか?」「殴れますか?」 asks whether the act can be done, as 「出せる?」 does
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("拠点にカードが3枚ある。配備ステップでCPコスト3のUNITを出せますか?", "kiseki", "yes"),
        ("CPが4ある。CPコスト3のUNITを出せますか?", "kiseki", "yes"),
        ("エテルにアンタイ・オジギのカードが2枚。コスト3のキャラは出せますか?", "ninjaslayer", "no"),
        ("オジギしてるキャラで相手プレイヤーにアイサツ仕掛けられますか?", "ninjaslayer", "no"),
        ("PPが2。コスト3のフォロワーを出せますか?", "sve", "no"),
        ("アクト状態のフォロワーで相手のリーダーを殴れますか?", "sve", "no"),
    ],
)  # fmt: skip
def test_the_polite_potential_is_a_can_question(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want)


def test_a_polite_passive_is_not_a_can_question() -> None:
    # 「破壊されますか」「殺されますか」: the card's fate, never a permission
    for q, game in [
        ("攻撃力3のフォロワーで、相手のアクト状態の体力3のフォロワーを攻撃した。相手のフォロワーは"
         "破壊されますか?", "sve"),
        ("カラテ3のキャラが耐久力3の相手キャラにアイサツした。相手のキャラは殺されますか?", "ninjaslayer"),
    ]:  # fmt: skip
        stated, value, _summary = situated(q, game)
        assert stated and value is True, (q, value)


# onepiece: the cost area counted, a part of it told rested (2-7-2: the active rest pay)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("ドン!!は5枚あるけど、そのうち3枚はもうレストしてる。コスト4のキャラって出せますか?", "no"),
        ("ドン!!が5枚、うち3枚はレスト。コスト4のキャラを出せる?", "no"),
        ("ドン!!が6枚ある、そのうち1枚は既にレスト。コスト5のキャラクターは登場させられますか?", "yes"),
        ("ドン!!が4枚、うち1枚はレスト。コスト3のイベントは撃てる?", "yes"),
    ],
)
def test_a_rested_part_of_the_don_told(question: str, want: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, want)


def test_a_part_of_the_don_not_told_rested_now_still_withholds() -> None:
    for q in [
        "ドン!!が6枚、そのうち2枚はリーダーに付けてる。コスト5のキャラを出せる?",  # given: not in the area
        "ドン!!が7枚、そのうち2枚は前のターンに使ってレスト。コスト6のキャラを出せる?",  # stood again, 6-2-4
        "ドン!!が6枚ある。うち2枚はキャラに付与してる。コスト5のキャラは出せる?",
    ]:
        assert not situated(q, "onepiece")[0], q


# sve: only the turn player attacks (8.4.1)
@pytest.mark.parametrize(
    "question",
    [
        "相手のターン中に、自分のフォロワーで相手のリーダーを攻撃できる?",
        "相手のターン中に、自分のフォロワーで攻撃できる?",
        "相手のターンだけど、俺のフォロワーで相手リーダーを殴れる?",
        "相手のターン中、自分のフォロワーで相手のリーダーを攻撃できますか?",
    ],
)
def test_the_askers_attack_in_the_opponents_turn_is_refused(question: str) -> None:
    stated, value, summary = situated(question, "sve")
    assert (stated, value) == (True, "no") and "ターンプレイヤー" in summary


def test_an_attack_after_the_opponents_turn_or_by_the_opponent_is_not_refused_so() -> None:
    assert not situated("相手のターンが終わったら、自分のフォロワーで相手のリーダーを攻撃できる?", "sve")[0]
    q = "相手のターン中に、相手のフォロワーで自分のリーダーを攻撃できる?"
    stated, value, _summary = situated(q, "sve")
    assert not stated or value == "yes"


# kiseki: the opponent's UNITs told with no count — one not stunned is a target (803.5a-1), all stunned
# leave the player (803.5b)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手の場にスタンしてないUNITがいるけど、相手プレイヤーを直接攻撃できる?", "no"),
        ("相手のUNITはスタンしてない。相手プレイヤーを攻撃できる?", "no"),
        ("相手のUNITが全部スタンしてる。相手プレイヤーを攻撃できる?", "yes"),
        ("相手の場のUNITはすべてスタン状態。自分のUNITで相手プレイヤーを攻撃できますか?", "yes"),
    ],
)
def test_the_opponents_uncounted_units_in_one_state(question: str, want: str) -> None:
    assert situated(question, "kiseki")[:2] == (True, want)


def test_a_stun_said_of_some_uncounted_units_does_not_answer_for_the_rest() -> None:
    from service.answering.plans import reread
    from service.answering.plans.kiseki_direct import attack_player
    from service.answering.reading.reader import read

    # 「スタンしてるUNITがいる」 without 「全部」: other UNITs may stand there (the plan builds none)
    q = "相手の場にスタンしてるUNITがいて、ほかにもUNITがいる。相手プレイヤーを攻撃できる?"
    assert attack_player(reread("kiseki", read(q, "kiseki"))) is None
    q = "相手の場にスタンしてるUNITがいる。相手プレイヤーを攻撃できる?"
    assert attack_player(reread("kiseki", read(q, "kiseki"))) is None


# fow: the will held written with its symbol and a count (「保有ウィルが[光]1点」, 10.2)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("保有ウィルが[光]1点だけ。コスト[光][1]のカードを支払える?", "no"),
        ("ウィルは[水]2点。[水][1]のコストを払えますか?", "yes"),
        ("保有ウィルは[闇]3つ。コスト[闇][闇][闇][1]は支払える?", "no"),
    ],
)
def test_the_will_held_written_with_its_symbol(question: str, want: str) -> None:
    assert situated(question, "fow")[:2] == (True, want)


def test_a_symbol_with_a_count_in_a_cost_is_not_the_will_held() -> None:
    from service.answering.reading.reader import read

    facts = read("コスト[光]2点のカードを、保有ウィル光3点で払える?", "fow").of(Role.QUANTITY)
    assert [(f.concept, f.value) for f in facts] == [("光", 3)]


# 「反撃できる?」「殴り返せる?」 asked: the battle's damage back (sve 8.4.9.1) or an attack in the
# opponent's turn (8.4.1) — not told which; sve had stated 'yes' for the opponent's attack told before it
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("相手のターン中に相手のフォロワーに攻撃された。自分のフォロワーで反撃できる?", "sve"),
        ("相手のフォロワーに攻撃された。自分のフォロワーで反撃できますか?", "sve"),
        ("相手のフォロワーに殴られた。殴り返せる?", "sve"),
        ("相手のキャラにアイサツされた。反撃できる?", "ninjaslayer"),
    ],
)
def test_striking_back_asked_is_withheld(question: str, game: str) -> None:
    assert not situated(question, game)[0]


def test_a_strike_back_narrated_is_no_asked_act() -> None:
    from service.answering.reading.reader import read

    reading = read("3/4で相手の寝てる2/2を殴って、反撃の2点もらって体力2になった。体力は?", "sve")
    assert not [f for f in reading.of(Role.ACTION) if f.concept == "strike_back"]
    reading = read("相手のフォロワーに殴られた。殴り返せる?", "sve")
    assert [f.text for f in reading.of(Role.ACTION) if f.concept == "strike_back"] == ["殴り返"]
