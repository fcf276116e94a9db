"""Round-28 everyday audit (28f, all five games): 40 own questions of the table, in dev.jsonl's style —
an attack and what it does (onepiece DON!! on the opponent's turn, sve 【必殺】 and 【突進】, kiseki stun and
overkill, ninjaslayer カラテ against 耐久力), life / 体力 / 絆 / ダメージ・ゾーン counts and who loses, what
N resources pay for, the hand after a draw or a discard, and fow's §10 actions (軽減, 捨てる, the J-ruler
destroyed); 8 a game, 20 traps, kept in `data/style_audit28f.jsonl` with the clause of each expected
answer.

First try (HEAD b406b47): 33 stated — 32 right, 1 wrong (row 19: kiseki 「自分のUNITはどうなる?」 of an
attacker whose DEF is untold, given the game's status by the kept design) — and 7 withheld. Built:
* the destroyed ask 「こっちのキャラは残る?」「相手のフォロワーは残る?」: the card noun said as the subject
  before 残る (lexicons of onepiece, sve, ninjaslayer; was 「こっちのは残る?」 only);
* ninjaslayer `damage_zone_put`: cards an effect puts into a ダメージ・ゾーン (309.1) — 「ダメージ・ゾーンに
  カードが1枚置かれた」「デッキの上から2枚をダメージ・ゾーンに置く」「もう1枚置かれたら」 — run by the
  player_effect plan as the engine's effect damage_zone, 1002.1 judging the count after (only onto a told
  zone, no other count told: plans/ninjaslayer_zone_put.py); the zone's count entry no longer reads
  「ダメージ・ゾーンに…1枚置かれた」 as the zone's count;
* sve: a follower named again after the time of its play (「【突進】持ちのフォロワーを出したターンに、
  そのフォロワーで」) and states predicated of the card just named (「…フォロワーを出したばかり。」) are
  one card (plans/sve_named_again.py) — the 【突進】 had been left on a card the run did not attack;
* fow: the damage an instance deals asked by its noun (「実際に与えられるダメージは?」「相手が受けた
  ダメージは?」) answered with what the one instance dealt after a 軽減 (10.17.1), no life needed
  (plans/fow_dealt.py); a damage all prevented leads with 「与えられるダメージは0点です」 — 「相手の
  ライフは何点減る?」 of an all-prevented damage had been stated 800 on main (a wrong verdict);
* fow 「手札を捨てたことになる?」: an act asked as counting as done, answered from the run's discard
  event (10.18.2.1; lexicon fow ASK outcome + asked_subjects.json event `discarded`).
After: 38 stated — 37 right, row 19 still the game's status (open) — and 2 withheld (row 1 by design:
「ドン!!を2枚付けたパワー5000」 may already count the DON!!; row 35 open).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit28f")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st28f-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit28f_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit28f_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# 「こっちのキャラは残る?」: the destroyed ask of the named side's card, answered the other way round
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("パワー6000の自分のキャラで、パワー5000の相手キャラにアタック。相手のキャラは残る?",
         "onepiece", True),
        ("パワー4000の自分のキャラで、パワー5000の相手キャラにアタックした。俺のキャラは場に残る?",
         "onepiece", False),
        ("攻撃力3・体力3のフォロワーで、相手の攻撃力2・体力2のフォロワーに攻撃した。こっちのフォロワーは残る?",
         "sve", False),
        ("自分の2/2で相手の3/3のフォロワーを攻撃。相手のフォロワーは残る?", "sve", False),
        ("カラテ3のキャラで相手の耐久力3のキャラにアイサツした。相手のキャラは残る?", "ninjaslayer", True),
        ("カラテ2のキャラで相手の耐久力3のキャラクターにアイサツした。向こうのキャラクターはまだ残る?",
         "ninjaslayer", False),
    ],
)  # fmt: skip
def test_a_named_card_asked_to_stay(question: str, game: str, want: bool) -> None:
    assert situated(question, game)[:2] == (True, want), question


# cards an effect puts into the ダメージ・ゾーン (309.1), then 1002.1
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のダメージ・ゾーンが9枚のとき、ダメージ・ゾーンにカードが1枚置かれた。相手は負ける?", "self"),
        ("ダメージ・ゾーンが9枚の状態で、もう1枚増えたら負け?", "opponent"),
        ("自分のダメージ・ゾーンが8枚。デッキの上から2枚をダメージ・ゾーンに置く効果を受けた。負け?",
         "opponent"),
        ("相手のダメゾン7枚。もう2枚置かれたら何枚?", [9]),
        ("相手のダメージ・ゾーンが9枚。効果で相手のダメージ・ゾーンにカードを1枚置いた。どうなる?",
         {"result": "game_over", "winner": "self"}),
    ],
)  # fmt: skip
def test_cards_put_into_the_damage_zone(question: str, want: Any) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question


# the zone the cards go to is not told, or the count added is another zone's: withheld
@pytest.mark.parametrize(
    "question",
    [
        "自分のダメージ・ゾーンが9枚。効果で相手のダメージ・ゾーンにカードを1枚置いた。どうなる?",
        "手札が8枚。あと1枚増えたらどうなる?",
    ],
)
def test_cards_put_into_an_untold_zone_withhold(question: str) -> None:
    assert not situated(question, "ninjaslayer")[0], question


# a follower named again after the time of its play is the card played (12.10.2 / 12.9.2)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("【突進】持ちのフォロワーを出したターン、そのフォロワーで相手リーダーを攻撃できる?", "no"),
        ("【突進】持ちのフォロワーを出したばかり。そのフォロワーで相手リーダーを攻撃できる?", "no"),
        ("攻撃力2の【突進】持ちのフォロワーを出したターンに、そのフォロワーで相手リーダーを攻撃できる?",
         "no"),
        ("【突進】持ちのフォロワーを出したターンに、そのフォロワーで相手のアクト状態のフォロワーを攻撃できる?",
         "yes"),
        ("【疾走】持ちのフォロワーを出したターンに、そのフォロワーで相手リーダーを攻撃できる?", "yes"),
    ],
)  # fmt: skip
def test_a_follower_named_again_after_its_play(question: str, want: str) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


# the damage dealt after a 軽減, asked by its noun (10.17.1.1 / 10.17.1.2)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手プレイヤーに500ダメージを与えたが、200軽減された。相手が受けたダメージは?", [300]),
        ("相手に500ダメージ。でもそのダメージは200軽減された。実際に与えられるダメージは何点?", [300]),
        ("1000ダメージを与えたら、300軽減された。受けたダメージは何点?", [700]),
        ("相手に800ダメージ。相手はそのダメージを全て軽減した。相手が受けるダメージは?", [0]),
        ("相手に800ダメージを与えたが、「そのダメージを軽減する」効果を使われた。与えられるダメージは?", [0]),
        ("相手に800ダメージ。相手はそのダメージを全て軽減した。相手のライフは何点減る?", [0]),
        ("相手に600ダメージを与えた。相手が受けたダメージは?", [600]),
    ],
)  # fmt: skip
def test_the_damage_dealt_after_a_reduction(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


# the life left with no life told is still withheld; a card's destruction by damage is not §10's
@pytest.mark.parametrize(
    "question",
    [
        "相手に600ダメージを与えた。ライフは何点?",
        "防御力600のリゾネイターに800ダメージを与えたけど、200軽減された。破壊される?",
    ],
)
def test_no_life_or_destruction_guessed(question: str) -> None:
    assert not situated(question, "fow")[0], question


# 「手札を捨てたことになる?」 (10.18.2.1)
@pytest.mark.parametrize(
    "question",
    [
        "手札0枚で「手札を捨てる」効果を解決した。これって手札を捨てたことになる?",
        "手札が0枚の状態で「手札を捨てる」効果を受けた。手札を捨てたことになる?",
        "手札が3枚ある状態で「手札を捨てる」効果を受けた。手札を捨てたことになる?",
    ],
)
def test_the_hand_counts_as_discarded(question: str) -> None:
    assert situated(question, "fow")[:2] == (True, "yes"), question
