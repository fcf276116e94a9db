"""Round-26 audit 26b (all five games): 40 own questions about a protection quoted on a card
(「このキャラは効果でKOされない」「相手の効果でKOされない」「このフォロワーは(能力で)破壊されない」「これは破壊
されない」「これは殺されない」「このカードは破壊されない」「対象にならない」「ダメージを受けない」) met
by a removal of another verb or source — trashed, returned to the hand, banished (消滅), removed from
the game (除外), 即死, a cost, a battle, the asker's own effect, 【必殺】 — asked
「トラッシュに送れる?」「手札に戻せる?」「除外できる?」 「倒せる?」「KOできる?」; 8 a game, 33 traps,
kept in `data/style_audit26b.jsonl` with the deciding clause.
First try (HEAD 35d817a): 3 stated, 3 right (fow 10.9.2 / 10.9.3), 0 wrong, 37 withheld. Studied, a
wrong verdict outside the rows: ninjaslayer 「除外する」 then 「場に残る?」 was stated yes (its
除外・ゾーン was not a zone that leaves the field). Built:
* `lexicon/removal_asks.json` + a common ASK: a removal asked by its own verb
  (「手札に戻せる?」「除外できる?」
  「トラッシュに送れる?」「墓場に置ける?」「軌跡に送れる?」) is the destroyed ask,
  answered by the move to the zone that verb names (`card_seats.removed` / `asked_verb`); ninjaslayer's
  "exclude" zone counts as leaving the field (the wrong verdict above);
* `lexicon/quote_users.json`: who uses a quote — 「こっちのスペルの「…」」 (a side word owning the
  instrument noun) and 「…を「…」で消滅させられる?」 (the asker's means); `plans/quote_carrier.py`: the
  instrument noun carrying a quote (「自分のイベントの「…」」「「…」効果で」) is the quote's own words,
  not a second card; `quoted_restriction`: a quote right before the card noun it modifies
  (「相手の「これは殺されない」耐久力2の キャラ」) is that card's;
* engine effect `trash` (service/engine/effects.py): onepiece 「トラッシュに置く」 (no KO, 10-2-1-3: no
  KO prevention, no 【KO時】), kiseki 「即死させる」 (1317.1, not 破壊 1317.2); read from quoted texts
  (card_text.json);
* protections checked by the engines against the actual event, each citing its clause: onepiece
  `no_opponent_effect_ko` (the KO effect's controller against the card's owner, 10-2-1-3), kiseki
  `indestructible` (104.1 against 1317.2 only), ninjaslayer `unkillable` (104.4 against 1311.1 and the
  rule 1004.1; put on an アイサツ'd character by its plan), sve `no_ability_destroy` (the 【必殺】
  destruction is by an ability, 11.3.2.1; whether the 体力0 rule destruction (11.3.1) is one is
  not said: refused; an
  effect's destruction or damage of such a follower is refused — not modelled); their STATE words in the
  games' lexicons, engine_map entries;
* the sve attack plan answers an active 「倒せる?」「破壊できる?」 as the attacked card's fate; kiseki's
  quoted effects answer 「除外できる?」「手札に戻せる?」 of 除外 / a return; fow's removal plan answers
  「除外できる?」.
After: 14 stated, 14 right, 0 wrong, 26 withheld — each with its reason in "open" (a fact not told, or
one no plan models: 対象にならない, ダメージを受けない in a fight, a cost, the 回復フェイズ's move,
相手の能力で)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit26b")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st26b-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit26b_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit26b_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a protection holds against its own verb and source only: the removal of another verb, or by the owner's
# own effect, moves the card; the same verb from the named source does not
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手のパワー5000のキャラが「相手の効果でKOされない」を持ってる。こっちが「相手のキャラ1枚をKOする」を"
         "使った。KOされる?", "onepiece", False),
        ("自分のパワー4000のキャラは「このキャラは相手の効果でKOされない」を持つ。自分で「自分のキャラ1枚をKOする」"
         "を使った。KOされる?", "onepiece", True),
        ("自分のパワー5000のキャラが「相手の効果でKOされない」を持ってる。相手が「相手のキャラ1枚をKOする」を"
         "使ってきた。KOされる?", "onepiece", False),
        ("相手の「このキャラはKOされない」パワー3000のキャラに、こっちが「相手のキャラ1枚をトラッシュに置く」を"
         "使った。トラッシュに送れる?", "onepiece", True),
        ("相手の「このフォロワーは破壊されない」2/2のフォロワーを「相手のフォロワー1体を手札に戻す」で手札に"
         "戻せる?", "sve", True),
        ("相手のアクト状態の2/2のフォロワーは「能力で破壊されない」持ち。【必殺】持ちの自分の1/3のフォロワーで"
         "攻撃した。倒せる?", "sve", False),
        ("相手の「これは破壊されない」DEF3のUNITに、自分が「UNITを1つ対象とし、それを即死させる」を使った。"
         "場に残る?", "kiseki", True),
        ("相手のUNITに「これは破壊されない」ってある。「UNITを1つ対象とし、それを即死させる」で軌跡に送れる?",
         "kiseki", True),
        ("「これは破壊されない」を持つ相手のUNITを「UNITを1つ対象とし、それをゲームから除外する」で除外できる?",
         "kiseki", True),
        ("「これは破壊されない」を持つ相手のUNITを「UNITを1つ対象とし、それを手札に戻す」で手札に戻せる?",
         "kiseki", True),
        ("相手の「これは殺されない」キャラを「キャラを1人選び、除外する」で除外できる?", "ninjaslayer", True),
        ("「これは殺されない」を持つ相手の耐久力3のキャラにカラテ5のキャラでアイサツした。殺せる?",
         "ninjaslayer", False),
        ("相手の「これは殺されない」耐久力2のキャラに「キャラを1人選び、それに3ダメージを与える」を使った。"
         "殺せる?", "ninjaslayer", False),
        ("相手のリゾネイターを「リゾネイター1体をゲームから取り除く」で除外できる?", "fow", True),
        ("相手の「このカードは破壊されない」リゾネイターを「リゾネイター1体を破壊する」で除外できる?", "fow",
         False),
    ],
)  # fmt: skip
def test_a_protection_meets_the_removal_it_names(question: str, game: str, want: bool) -> None:
    assert situated(question, game)[:2] == (True, want), question


# ninjaslayer's 除外・ゾーン is off the field: 「場に残る?」 after 除外 is no (it had been stated yes)
def test_an_excluded_character_does_not_stay() -> None:
    question = "相手の耐久力2のキャラに、自分が「キャラを1人選び、除外する」を使った。場に残る?"
    assert situated(question, "ninjaslayer")[:2] == (True, True)


# what the rules do not settle withholds: 「能力で破壊されない」 against a spell's destroy
# (is it 能力による破壊? 11.3.2.1 names 必殺 only)
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("相手のフォロワーが「このフォロワーは能力で破壊されない」を持ってる。「相手のフォロワー1体を破壊する」を"
         "使った。破壊される?", "sve"),
        ("相手の「このフォロワーは能力で破壊されない」2/2のフォロワーに「フォロワー1体を破壊する」を使った。"
         "破壊される?", "sve"),
        ("「能力で破壊されない」を持つ相手のアクト状態の2/2フォロワーに、自分の3/3で攻撃した。倒せる?",
         "sve"),
    ],
)  # fmt: skip
def test_an_unsettled_protection_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question
