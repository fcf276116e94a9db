"""Round-22 everyday audit (22e, all five games): 40 own questions about prohibitions and permissions
told in quoted card texts or plain words — 「このキャラはアタックできない」「ブロックされない」
「【ブロッカー】を発動できない」「攻撃されない」「選ばれない」「KOされない/破壊されない/殺されない」
「アイサツできない」 — asking
whether an act can be done or a card survives; 8 a game, 18 traps (a prohibition on the other player's
card, 「このターン中」 asked a turn later, 【威圧】 and 【オーラ】 forbidding one kind of choice only,
「効果で…されない」 against a battle, 「攻撃されない」 alone in the way of a player attack, 【ヘイト】 on a
UNIT that cannot be attacked, a protection held by another card), kept in `data/style_audit22e.jsonl`
with the rulebook clause of each expected answer ('cannot' wins: onepiece 1-3-3, sve 1.3.3, kiseki /
ninjaslayer 104.4; fow 10.9).

First try (HEAD 0f535ce): 6 stated, 5 right, 1 wrong, 34 withheld. Wrong: fow 「「このカードは破壊されない」
を持ってるのは俺のJ。相手のDEF500のリゾネイターに600ダメージ…」 put the asker's protection on the
opponent's resonator ('not destroyed', 10.6/10.9: destroyed) — a keyword whose holder is told after it
(a cleft 「…を持ってるのは<side>の…」 or 「「…」を持つ<side>の…」) now takes that side
(`reading/placed_after.cleft_owners`), and the fow card plans decline a protection held by another side.
Added: kiseki 「これは攻撃されない(。)」 read as the UNIT state the engine already held (1326.1; lexicon,
`engine_map.json`, `kiseki_units.plain`, `kiseki_direct` — a UNIT named again by 「その」, a count told
after its quote — and `kiseki_aim`); ninjaslayer's engine refuses the アイサツ of a character under
「このキャラクターはアイサツできない」 (`no_aisatsu`, 704.3a-2, 104.4), read in quotes and planned by
`ninjaslayer_aisatsu_target`. After: 8 stated, all right; 32 withheld, each with its reason in "open"
(onepiece and sve engines still hold no restriction).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate
from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit22e")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st22e-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit22e_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit22e_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# kiseki 1326.1 / 803.6h: a UNIT that cannot be attacked is no UNIT the attack could choose instead of
# the player; the asker's own such UNIT changes nothing
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手の場にUNITは1体だけで、そいつは「これは攻撃されない」を持ってる。自分のUNITで相手プレイヤーに"
         "攻撃できる?", "yes"),
        ("相手の場のUNITは「これは攻撃されない。」を持つ1体だけ。俺のUNITで相手プレイヤーを直接攻撃できる?",
         "yes"),
        ("相手の場にUNITが1体。そのUNITには「これは攻撃されない。」がついています。俺のUNITで相手プレイヤーを"
         "攻撃できますか?", "yes"),
        ("相手の場にUNITが1体いて、「これは攻撃されない。」を持ってる。俺のUNITで相手プレイヤーを攻撃できる?",
         "yes"),
        # trap: the asker's UNIT holds it; the opponent's UNIT may still be chosen (803.6h)
        ("相手の場にスタンしていないUNITが1体いる。自分のUNITは「これは攻撃されない」を持ってる。相手"
         "プレイヤーを直接攻撃できる?", "no"),
        # 1326.1 / 1326.2: a UNIT that cannot be attacked is no target; 【ヘイト】 binds only where it can be
        ("相手の場に【ヘイト】持ちのUNITと、「これは攻撃されない」を持つUNITがいる。自分のUNITで【ヘイト】を"
         "持たないほうを攻撃できる?", "no"),
        ("相手の場にはヘイト持ちで「これは攻撃されない」も持ってるUNITと、ヘイト無しのUNITがいる。俺のUNITで"
         "ヘイト無しのUNITを攻撃できる?", "yes"),
    ],
)  # fmt: skip
def test_1326_1_a_unit_that_cannot_be_attacked(question: str, want: str) -> None:
    assert situated(question, "kiseki")[:2] == (True, want), question


def test_1326_2_the_hate_reason_says_it_cannot_be_attacked() -> None:
    q = (
        "相手の場にはヘイト持ちで「これは攻撃されない」も持ってるUNITと、ヘイト無しのUNITがいる。"
        "俺のUNITでヘイト無しのUNITを攻撃できる?"
    )
    summary = situated(q, "kiseki")[2]
    assert "「攻撃されない」" in summary and "暗躍" not in summary, summary


# ninjaslayer 704.3a-2 / 104.4: a character whose アイサツ an effect forbids is not declared; the
# opponent's character under it does not stop the asker's アイサツ
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("「このキャラクターはアイサツできない」を持つ俺のキャラで相手プレイヤーにアイサツできる?", "no"),
        ("「このターン、このキャラクターはアイサツできない」を持つ自分のアンタイ・オジギ状態のキャラで、相手の"
         "キャラにアイサツできる?", "no"),
        ("「アイサツできない」を持つ俺のアンタイ・オジギ状態のキャラで相手にアイサツしていい?", "no"),
        ("「このキャラクターはアイサツできない」を持ってるのは相手のキャラ。俺のキャラで相手プレイヤーに"
         "アイサツできる?", "yes"),
        ("「このキャラクターはアイサツできない」を持つ相手のキャラ。俺のキャラで相手にアイサツできる?",
         "yes"),
    ],
)  # fmt: skip
def test_704_3a_2_a_forbidden_aisatsu(question: str, want: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question


def test_704_3a_2_the_engine_refuses_a_forbidden_aisatsu() -> None:
    payload = {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a", "name": "A", "no_aisatsu": True}]},
        "player2": {"field": []},
        "actions": [{"kind": "aisatsu", "player": "player1", "attacker": "a", "target": "player2"}],
    }
    result = simulate("ninjaslayer", payload)
    refused = [e for e in result.events if e.type == "rejected"]
    assert refused and "704.3a-2" in refused[0].rules
    del payload["player1"]["field"][0]["no_aisatsu"]  # type: ignore[index]
    assert not [e for e in simulate("ninjaslayer", payload).events if e.type == "rejected"]


# fow 10.9: a 破壊されない told as held by another side's card (a cleft) is not the damaged card's
@pytest.mark.parametrize(
    "question",
    [
        "「このカードは破壊されない」を持ってるのは俺のJ。相手のDEF500のリゾネイターに600ダメージを与えたら、"
        "相手のリゾネイターは破壊される?",
        "「このカードは破壊されない」を持つのは自分のリゾネイター。相手のDEF400のリゾネイターに500ダメージを"
        "与えた。相手のリゾネイターは破壊されますか?",
        "破壊されないのは俺のJのほう。相手のDEF300のリゾネイターに400ダメージ与えたら破壊される?",
    ],
)
def test_10_9_a_protection_held_by_another_sides_card(question: str) -> None:
    stated, value, _summary = situated(question, "fow")
    assert not stated or value is True, value


def test_10_9_the_damaged_cards_own_protection_is_still_stated() -> None:
    for q in [
        "「このカードは破壊されない」を持ってるのは相手のリゾネイター(DEF500)。そいつに600ダメージを与えたら破壊される?",
        "相手のリゾネイター(DEF500)は「このカードは破壊されない」を持ってる。600ダメージを与えたら破壊される?",
    ]:
        assert situated(q, "fow")[:2] == (True, False), q
