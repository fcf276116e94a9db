"""Round-24 everyday audit (24c, all five games): 40 own questions about state across a turn and several
attacks — a card attacking again in the same turn or phase (acted / rested / オジギ / アクション状態 after
its attack), what the next turn's start gives back (onepiece 6-2-4, sve 7.2.1–7.2.3, kiseki 705.6/705.8,
ninjaslayer 502.2a/502.3a), damage that stays (sve 5.13.1, fow 10.6) or is removed at the turn's end
(ninjaslayer 505.3a), 'this turn' effects and limits (onepiece 6-6-1-2 / 10-2-13-3, sve 7.4.8, kiseki
705.7a, ninjaslayer 505.3b / 705.3a-1), a [レスト] paid twice (fow 10.12) — asked as can / number; 8 a game,
21 traps, kept in `data/style_audit24c.jsonl` with the rulebook clause of each expected answer.

First try (HEAD b38af7e): 19 stated, 17 right, 2 wrong, 21 withheld. The wrong ones: ninjaslayer
「オジギしてるキャラは、次の自分のターンにアイサツできる?」 'no' (the builder refused the アイサツ before its
end phase; 502.2a stands the card in the asker's next turn) and fow 「蓄積ダメージが300のリゾネイターに、
さらに300ダメージ…100軽減」 200 (the held 300 had been read as a bare number and matched the damage dealt).
Built:
* `reading/act_after_turn.act_before_turn` — a yes/no on an act the question puts in a later turn
  (``turn_passed`` before the asked act) is stated only when the run makes it after a new turn began or
  from a turn's opening phase (the ninjaslayer row is now 'yes', by the plan that runs the turn);
* fow lexicon: 「蓄積ダメージが300の(リゾネイター)」「ダメージ200のJ」 read as the damage the card holds
  (10.6.1);
* `plans/fow_rest_again` — a [レスト] ability used, then asked again: the second [レスト] refused unless a
  recovery is told in between (10.12.1/10.12.2); `reading/repeated` counts fow's operations as acts;
* `extract.without_doer_state` — 「攻撃してアクション状態になったUNITで」: the state the told attack left its
  attacker in is not the card's starting state (the kiseki builder had started it acted and withheld).
After: 22 stated, all right; 18 withheld, each with its reason in "open".
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit24c")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st24c-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit24c_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit24c_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a card state told in the earlier turn, the act asked in a later one: the next turn stands it (502.2a)
@pytest.mark.parametrize(
    "question",
    [
        "オジギしてるキャラは、次の自分のターンにアイサツできる?",
        "オジギ状態のキャラで、次の自分のターンにアイサツできますか?",
        "アイサツしてオジギしたキャラ、ターンが終わって次の自分のターンになったらまたアイサツできる?",
    ],
)
def test_a_bowed_card_greets_in_the_next_turn(question: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, "yes"), question


# the same card in this turn stays bowed (704.3a-1)
def test_a_bowed_card_does_not_greet_this_turn() -> None:
    assert situated("オジギしてるキャラは、このターンにアイサツできる?", "ninjaslayer")[:2] == (True, "no")


# damage a card already holds, told before it, is added to (10.6.1)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("蓄積ダメージが300のリゾネイターに、さらに300ダメージを与えたけど100軽減された。蓄積ダメージは何点になる?",
         [500]),
        ("ダメージが200のリゾネイターに300ダメージ。蓄積ダメージは?", [500]),
    ],
)  # fmt: skip
def test_held_damage_told_before_the_card(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


# a [レスト] paid by a told use rests the card; a told recovery stands it again (10.12.1, 10.12.2)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("[レスト]の能力を使ったリゾネイターで、同じターンにもう一度その能力を使える?", "no"),
        ("リゾネイターの[レスト]能力を使った。もう1回使える?", "no"),
        ("「[レスト]:カードを1枚ドローする」を使ったJ/リゾネイター、同じターンにまた使える?", "no"),
        ("[レスト]の能力を使ったリゾネイターを、効果でリカバーした。もう一度[レスト]の能力を使える?", "yes"),
        ("[レスト]の能力を使ったあと、リカバーされたリゾネイター。もう一度[レスト]の能力を使える?", "yes"),
        ("リゾネイターの[レスト]の能力を使った。そのあとリカバーさせた。また[レスト]能力を使える?", "yes"),
    ],
)  # fmt: skip
def test_a_rest_ability_used_again(question: str, want: str) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


# a recovery only supposed (「リカバーしたら」) is not run as told: never the told use's 'no'
def test_a_supposed_recovery_is_not_dropped() -> None:
    stated, value, _ = situated("[レスト]の能力を使ったリゾネイター、リカバーしたらもう一度使える?", "fow")
    assert not stated or value == "yes"


# the attack's own result state is no starting state: the told attack runs, the asked one is refused
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("攻撃してアクション状態になったUNITで、同じ戦闘フェイズにもう一回攻撃できる?", "kiseki"),
        ("攻撃してアクション状態になったUNITで、もう1回攻撃できますか?", "kiseki"),
        ("このターンもう攻撃してアクション状態になってるUNITで、もう一回攻撃できる?", "kiseki"),
        ("攻撃してアクト状態になったフォロワーで、もう一度攻撃できる?", "sve"),
        ("アイサツしてオジギ状態になったキャラでもう一度アイサツできる?", "ninjaslayer"),
    ],
)
def test_an_attacker_does_not_attack_again(question: str, game: str) -> None:
    assert situated(question, game)[:2] == (True, "no"), question


# the same state in a later turn is not this turn's: never 'no' from the acted start
def test_the_attack_state_in_the_next_turn_is_not_refused() -> None:
    stated, value, _ = situated("攻撃してアクション状態になったUNITは、次のターンに攻撃できる?", "kiseki")
    assert not stated or value == "yes"
