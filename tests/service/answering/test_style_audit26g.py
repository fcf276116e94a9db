"""Round-26 audit 26g (all five games): 40 own questions about a battle whose attacker or target leaves
before its damage — an attacker KO'd by a counter event or destroyed by a 【クイック】, the attacked UNIT
returned to the hand 'when attacked', a ninja removed in the インターラプト・ステップ, one of two scrum
attackers returned — asking 「ライフは何枚?」「何点減る?」「イクサダメージは何点?」「もう一回攻撃できる?」;
8 a game, 29 traps, kept in `data/style_audit26g.jsonl` with the rulebook clause of each expected answer.

First try (HEAD 35d817a1): 7 stated, 6 right, 1 wrong, 33 withheld. The wrong one:
「インターラプト・ステップで俺のキャラが除外された。ダメージチェックは起きる?」 stated 'yes' — the told 除外
was held only by the damage check's own card move (706.1 gives no イクサ, so no check). Built:
* `reading/battle_left.py` with its words in `lexicon/battle_left.json`: the removal told after an attack
  (the reader's removal concepts), the step the question puts it in (per game: カウンター/【アタック時】/
  ブロック → onepiece's on_counter/on_attack/on_block, 【クイック】 → sve 8.4.7, インターラプト・ステップ/
  アイサツした時/イクサダメージ・ステップの前 → ninjaslayer's 704.8 window, 攻撃された時 → kiseki 804.8) and
  the participant that left (a role word 「アタックしてる」「アイサツ対象の」「攻撃フォロワー」, a pronoun's
  antecedent, the card's side, or a scrum UNIT's told stat);
* `verdict_checks.unscripted_removal`: a removal told after an attack that only the run's events or phase
  hold (no scripted action) withholds the verdict — the first-try wrong row;
* `plans/battle_left.py` (first plan of onepiece, sve, kiseki, ninjaslayer): the battle the game's other
  plans (or its builder, on the question without the removal) build, with the removal scripted at that
  step; the engine decides what follows, each game by its clause (7-1-1-4 / 7-1-2-3 / 7-1-3-2-3, 8.4.9,
  804.7/804.10, 706.1); the summary opens with what the run's early-end event says (the damage not
  dealt); 「もう一回攻撃できる?」 runs the same attacker's next attack (rested 7-1-1-1, acted 8.4.4,
  オジギ 704.5 — readied in kiseki, 804.10: yes);
* kiseki engine `attacked` effects of an attack (804.8/804.9) with 804.7 and 804.10 (`engine/kiseki/
  attacked.py`), and a scrum left with one UNIT kept a scrum (804.5b: no overkill on a UNIT);
* the planner holds 「カウンター」「アタック時」 by the attack's step effects (engine_map `steps`), kiseki's
  「攻撃された時」 is a timing (no attack told), and the removing card and the participant's role word are
  no card of their own nor a second attack (inverse, owned, counted, sequence checks).
After: 18 stated, all right; 22 withheld — the 8 fow rows (its §10 has no battle) and 14 with their reason
(sve's plan held back at the deadline: it disagreed with sve's own quick-removal plans)
in "open".
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit26g")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st26g-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit26g_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit26g_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# the removal at the step the question names: the battle's damage is not dealt (other wordings)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手のライフ2枚。パワー8000のキャラで相手のリーダー(パワー5000)をアタック。相手がカウンターで"
         "アタック中の俺のキャラを手札に戻した。相手のライフは?", "onepiece", [2]),
        ("ライフ5枚の相手リーダー(パワー4000)に、パワー6000のキャラでアタックした時、【アタック時】効果で"
         "アタックしたキャラがKOされた。相手のライフは何枚?", "onepiece", [5]),
        ("工作力3のキャラで相手にアイサツしたら、アイサツした時に相手の効果でそのキャラが手札に戻った。"
         "相手が受けるイクサダメージは何点?", "ninjaslayer", [0]),
        ("カラテ5のキャラで相手の耐久力1のキャラにアイサツ。イクサダメージ・ステップの前にアイサツ対象の"
         "キャラが除外された。イクサダメージは何点?", "ninjaslayer", [0]),
        ("STR3のUNITで相手を攻撃したけど、攻撃された時の効果でそのUNITが破壊された。相手の絆は何点減る?",
         "kiseki", [0]),
    ],
)  # fmt: skip
def test_a_participant_left_before_the_damage(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# 「もう一回攻撃できる?」 after the target left: the attacker's own state decides
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("STR4のUNITで相手のDEF2のUNITを攻撃したら、攻撃された時に相手がそのUNITを手札に戻した。"
         "俺のUNITでもう一度攻撃できる?", "kiseki", "yes"),
        ("パワー6000のキャラで相手のレストのキャラ(パワー2000)にアタック。カウンター・ステップで相手がそのキャラを"
         "手札に戻した。俺のキャラはもう一回アタックできる?", "onepiece", "no"),
    ],
)  # fmt: skip
def test_attacking_again_after_the_target_left(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


# a removal told after an attack that no scripted action holds never gets the plain battle's verdict
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("工作力2のキャラで相手にアイサツしたら、インターラプト・ステップで俺のキャラが除外された。相手の"
         "ダメージチェックは何回?", "ninjaslayer"),
        ("攻撃力800のJ/ルーラーで相手プレイヤーに攻撃したら、相手がチェイスでそのJ/ルーラーを破壊した。"
         "相手のライフは何点減る?", "fow"),
        ("工作力2のキャラで相手にアイサツした。そのあと相手の効果でそのキャラが破壊された。"
         "ダメージチェックは起きた?", "ninjaslayer"),
    ],
)  # fmt: skip
def test_an_unscripted_removal_is_not_stated_as_the_plain_battle(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value in ([0], "no"), (question, value)
