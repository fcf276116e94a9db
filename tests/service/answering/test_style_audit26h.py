"""Round-26 audit (26h, all five games): 40 own questions about when a player loses — a deck at 0 on the
opponent's turn (onepiece and ninjaslayer lose at once, 1-2-1-1-2 / 1002.2; sve and kiseki only on a draw
from the empty deck, 11.2.2 / 1102.1), a draw of 2 from a 1-card deck in one text with a damage to the
opponent's leader (sve: both checked at one check timing → 引き分け, 11.1.3 / 1.2.2), 体力 exactly 0 and
below (11.2.1), an effect's damage to a leader at 0 life (onepiece 1-2-1-1-1, 4-6-2-2), both players
losing at once (onepiece 1-2-3 draw, ninjaslayer 103.3 the non-turn player wins), 絆 checked only in the
回復フェイズ (kiseki 705.5: less 絆 loses, equal the initiative player), a damage check taking the deck's
last card (ninjaslayer 1104.2 → 1002.2), a concession (1-2-4, 1.2.3, 103.4) and fow, whose §10 holds no
loss condition (withheld unless the question assumes one); 8 a game, 20 traps, kept in
`data/style_audit26h.jsonl` with the rulebook clause of each expected answer.

First try (HEAD 35d817a1): 26 stated, 26 right, 0 wrong, 14 withheld (6 of them rightly: fow). The eight
misses withheld were four missing capabilities:
* `plans/conceded.py`: a concession planned for sve, kiseki and ninjaslayer (onepiece had its own): the
  conceding player — the concession's subject — loses at once (sve 1.2.3, kiseki/ninjaslayer 103.4);
  the concede action in those games' `engine_map.json` entries and kiseki/ninjaslayer lexicons;
* `sve_text_damage.text_damages`: one text of the asker's that draws and damages a leader (「カードを2枚
  引く。相手のリーダーに3ダメージ」) runs as one resolution; the draw from an empty deck and the leader at
  0 are checked together at the check timing after it (5.9.1.1, 11.1.2, 11.1.3 → 1.2.2 draw);
* `sve_deck.deck_emptied`: the deck told before the mill (「山札が3枚のときに…上から3枚を墓場に置く」) is
  its start; milling is no draw, so no defeat (5.4.1, 11.2.2);
* `sve_targets.target` (split from `sve_players`): a leader named by its told 体力 with に (「相手リーダーの
  体力2に、スペルで5ダメージ」) and an instrument after に (「リーダーに、スペルで」) are the damage's target;
* `ninjaslayer_players.player_effect` answers 「どうなる?」 of a damage alone on a position not yet lost
  (`ninjaslayer_base.damage_outcome`): the damage check taking the last deck card loses by 1002.2,
  although the zone is 6.
* `kiseki_pools.deck_draw` takes a draw told as an effect (「…引く効果を使った」, a quote holding only the
  draw): drawing past the deck's last card loses by rule processing (1313.1, 1102.1).
* `onepiece_position.decked_out` runs a life or hand told beside the deck at 0 as the position (「山札0枚に
  なったけど、まだライフ3枚ある」): no damage, so the deck-out decides (1-2-1-1-2, 9-2-1-2).
A wrong verdict found beside the rows, made a withhold: ninjaslayer 「ダメージ・ゾーン9枚で「1ダメージを受け、
その後1回復する」」 was 'opponent' — the plan ran the damage and the 回復 as two effects, a rule check between
them, but a player's damage is checked only at the rule check after the text (1102.4a, 1003.2), after the
回復: `ninjaslayer_base.resolved_after_damage` declines a damage followed by another effect in one quote
or sentence.
After: 34 stated, 34 right, 0 wrong; 6 withheld — the fow rows without a loss condition (5) and the
simultaneous fow loss §10 says nothing of; one fow row (allow) withholds: the hand count is ambiguous.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit26h")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st26h-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit26h_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit26h_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a concession: the conceding player (the clause's subject) loses at once, whatever else is told
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手が投了した。俺の勝ち?", "sve", "self"),
        ("俺が降参したらどっちの勝ち?", "sve", "opponent"),
        ("相手のターン中に俺が投了した。どっちの勝ち?", "sve", "opponent"),
        ("自分がサレンダーした。勝つのはどっち?", "kiseki", "opponent"),
        ("絆が-3の相手が投了した。勝ちは?", "kiseki", "self"),
        ("ダメージ・ゾーン9枚の俺が投了した。どっちの勝ち?", "ninjaslayer", "opponent"),
        ("相手が降参した。勝ったのはどっち?", "ninjaslayer", "self"),
    ],
)  # fmt: skip
def test_a_concession_loses_at_once(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


# no subject, a concession only tried, another act whose order is unread, or fow (§10 has no concession)
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("投了したらどうなる?", "sve"),
        ("相手が投了しようとしたけどやめた。どっちの勝ち?", "sve"),
        ("相手がアイサツしてきたので投了した。どっちの勝ち?", "ninjaslayer"),
        ("相手が投了した。俺の勝ち?", "fow"),
    ],
)  # fmt: skip
def test_a_concession_not_read_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# sve: a draw and a damage of one text are checked together after it (11.1.2, 11.1.3)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("山札が1枚しかないのに「カードを2枚引く。相手のリーダーに3ダメージ」のスペルを使った。相手リーダーの体力は3。"
         "どっちの勝ち?", "draw"),
        ("デッキ1枚で「カードを1枚引く。相手のリーダーに2ダメージ」を撃った。相手の体力は2。勝ち?", "self"),
        ("デッキ3枚で「カードを2枚引く。相手のリーダーに3ダメージ」を撃った。相手の体力は3。勝ち?", "self"),
        ("デッキ0枚で「相手のリーダーに2ダメージ。カードを1枚引く」を撃った。相手の体力は5。勝ち?",
         "opponent"),
    ],
)  # fmt: skip
def test_sve_a_text_drawing_and_damaging(question: str, want: str) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


def test_sve_a_text_draw_of_the_opponent_with_the_askers_deck_withholds() -> None:
    question = "デッキ1枚で「相手はカードを2枚引く。相手のリーダーに3ダメージ」を撃った。相手の体力は3。勝ち?"
    assert not situated(question, "sve")[0]


# sve: a mill from a deck told before it draws nothing — no defeat (5.4.1, 11.2.2)
@pytest.mark.parametrize(
    "question",
    [
        "山札が3枚のときに「自分のデッキの上から3枚を墓場に置く」を使った。負け?",
        "山札3枚で、デッキの上から3枚を墓場に置いた。負け?",
        "山札が3枚のときに「自分のデッキの上から3枚を墓場に置く」を使って山札が0枚になった。これって負け?",
    ],
)
def test_sve_a_mill_from_a_told_deck(question: str) -> None:
    assert situated(question, "sve")[:2] == (True, "none"), question


# sve: the leader named by its told 体力 (「…の体力2に」) or with an instrument after に is the target
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手リーダーの体力2に、スペルで5ダメージを与えた。勝ち?", "self"),
        ("相手のリーダーに、スペルで3ダメージ。相手の体力は3。勝ち?", "self"),
        ("相手リーダーの体力5に、スペルで3ダメージ。勝ち?", "none"),
    ],
)  # fmt: skip
def test_sve_a_leader_named_by_its_health(question: str, want: str) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


# ninjaslayer: 「どうなる?」 of a damage to a player — the last deck card taken by a check loses (1002.2)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("ダメージ・ゾーン5枚、山札1枚で1ダメージを受けた。どうなる?", "opponent"),
        ("山札が残り1枚のときに1ダメージを受けたらどうなる?", "opponent"),
        ("ダメージ・ゾーンが9枚のときに1ダメージ受けたらどうなる?", "opponent"),
        ("ダメージ・ゾーン3枚で2ダメージ受けたらどうなる?", None),
    ],
)  # fmt: skip
def test_ninjaslayer_a_damage_asked_what_happens(question: str, want: str | None) -> None:
    stated, value, _summary = situated(question, "ninjaslayer")
    assert stated and isinstance(value, dict) and value["winner"] == want, (question, value)


# ninjaslayer: a damage with another effect after it in one text or sentence — the damage is checked only
# at the rule check after the whole resolution (1003.2), which the run's separate effects do not hold
@pytest.mark.parametrize(
    "question",
    [
        "ダメージ・ゾーン9枚で「1ダメージを受け、その後1回復する」みたいな効果。負け?",
        "ダメージ・ゾーン9枚で「自分に1ダメージ。その後、1回復する」を使った。負け?",
        "ダメージ・ゾーン9枚で、1ダメージを受けて、その後1回復した。負け?",
    ],
)
def test_ninjaslayer_a_damage_then_another_effect_in_one_text_withholds(question: str) -> None:
    assert not situated(question, "ninjaslayer")[0], question


def test_ninjaslayer_a_recover_then_a_damage_is_still_run() -> None:
    question = "ダメージ・ゾーン8枚で3回復して、その後2ダメージを受けた。負け?"
    assert situated(question, "ninjaslayer")[:2] == (True, "none")


# 「どうなる?」 is answered for a damage alone on a position not yet lost: a 回復 or draw asked so, or a zone
# already at 10 / a deck already at 0 before the effect, withholds (ns-a12-076, 1319.1 row of the ns tests)
@pytest.mark.parametrize(
    "question",
    [
        "ダメージ・ゾーン8枚で3回復して、その後2ダメージを受けた。どうなる?",
        "相手のダメージ・ゾーンが10枚でも、回復1で9枚にしたら?",
        "相手のターン。相手の山札が0枚。ドロー・ステップで2枚引いたらどうなる?",
    ],
)
def test_ninjaslayer_what_happens_beyond_a_damage_withholds(question: str) -> None:
    assert not situated(question, "ninjaslayer")[0], question


# kiseki: a draw told as an effect (「…引く効果を使った」, a quote of the draw) is the draw itself (1313.1):
# drawing past the deck's last card loses by rule processing (1102.1); a quoted condition or choice is not
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("山札が2枚で、カードを2枚引く効果を使った。負け?", "none"),
        ("山札が1枚で、カードを2枚引く効果を使った。負け?", "opponent"),
        ("相手の山札が1枚。相手が効果でカードを2枚引いた。勝ち?", "self"),
        ("山札1枚で「カードを2枚引く」を使った。どっちの勝ち?", "opponent"),
    ],
)  # fmt: skip
def test_kiseki_a_draw_by_an_effect(question: str, want: str) -> None:
    assert situated(question, "kiseki")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "山札1枚で「カードを2枚まで引く」を使った。負け?",
        "山札1枚で「手札が3枚以下なら、カードを2枚引く」を使った。負け?",
        "山札1枚で「CPを1得て、カードを2枚引く」を使った。負け?",
    ],
)
def test_kiseki_a_draw_text_with_more_withholds(question: str) -> None:
    assert not situated(question, "kiseki")[0], question


# onepiece: a life or hand told beside a deck at 0 is the position as given — the deck-out still loses
# (1-2-1-1-2, 9-2-1-2); no damage is dealt, so a life decides nothing (1-2-1-1-1)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("山札0枚になったけど、まだライフ3枚ある。負け?", "opponent"),
        ("相手の山札が0枚、相手のライフは5枚。俺の勝ち?", "self"),
        ("自分のライフ0枚、山札0枚。どっちの勝ち?", "opponent"),
        ("自分の山札0枚、相手の山札5枚。どっちの勝ち?", "opponent"),
    ],
)  # fmt: skip
def test_onepiece_a_deck_out_with_other_counts_told(question: str, want: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question
