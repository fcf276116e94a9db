"""Round-27 everyday audit (27a, all five games): 40 own questions about resources through the turn — what
is available now: onepiece DON!! (the DON!! phase's 1 or 2 capped by the DON!! deck, active against rested,
the DON!! of a KO'd character, the refresh phase), sve PP/EP (the PP max's cap, PP reset each start phase,
【覚醒】 on the PP max, EP on an evolve), kiseki CP/EP (the 配備ステップ's CP per 拠点 card, the EP of the
ready 拠点 cards), ninjaslayer エテル and ジツ (the エテル・ステップ's one card, bowed エテル, face-down
damage-zone cards), fow will (free will, [月], no partial payment); 8 a game, 25 traps, kept in
`data/style_audit27a.jsonl` with the rulebook clause of each expected answer.

First try (HEAD 62b05d6): 19 stated, 19 right, 0 wrong, 21 withheld. Built:
* kiseki `plans/kiseki_ep_gain.ep_gained`: 「EPは何点得られる?」 acts every told 拠点 card (engine gain_ep) —
  an acted one is refused (1217.2, 1315.2); the acted part read by `kiseki_pools.acted_part` (shared with
  `ep_payment`); the cp builder leaves an EP ask alone (it had answered the 配備ステップ's CP, 703.8a); the
  words in `lexicon/resource_asks.json` (`reading/resource_asks.py`); 「あと何点EPを…」 is no bare ask
  (`quantity._BARE_ASK`: a resource's letters after the ask name it);
* `plans/placement_step`: the step's limit asked as a count (「エテル・ステップで何枚置ける?」「毎ターン
  手札からエテルに置けるカードって何枚まで?」「拠点ステップって何枚まで置けるの?」): two placed one by
  one, the engine accepts as many as 703.7a / 502.4a let;
* sve 【覚醒】: the engine's `awakened` action looks at the current PP max (13.4.1.1, 13.4.1.2; no state
  change), `plans/sve_awakened`, the yes/no from the run's event (`asked_subjects.json` events; the gate
  answers a can with no action read from such an event), the keyword held as a player's state
  (`engine_map` player_state); 「PPは全部使って0になった」 read as PP 0 (sve.jsonl);
* onepiece `ko_given_don`: a character KO'd by the opponent's attack (「相手のアタックでKOされた」) is run as
  that battle — the DON!! given to it rest in the cost area (6-5-5-4); 「付与してた」「付けてた」 bind;
* ninjaslayer `plans/ninjaslayer_etel_pay.etel_payment`: 「3エテル払える?」 as a stand-in コトダマ of that
  コスト (1312.1); 「、3枚はオジギしてる」 is the bowed part without 「うち」; 「ジツ5はできる?」 pays it;
* fow `fow_will_read.free_runs`: 「[1][1]」 written back to back is one free amount (10.2).
After: 30 stated, 30 right, 0 wrong, 10 withheld (two of them, rows 38/39, must be: §10 does not say what a
魔石 makes or when will vanishes) — each withheld row with its reason in "open".
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit27a")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st27a-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit27a_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit27a_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] in ("allow", "withhold"))


# kiseki: the EP gained is the ready 拠点 cards' (1217.2, 1315.2), never the 配備ステップ's CP (703.8a)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("拠点に4枚ある。EPは何点得られる?", [4]),
        ("拠点が5枚で、そのうち2枚は横向き。EPはいくつ得られる?", [3]),
        ("拠点のカード3枚、全部アクション状態。EPは何点得られる?", [0]),
        ("拠点に4枚、うち1枚はもうアクションしてる。あと何点EPを得られる?", [3]),
    ],
)  # fmt: skip
def test_kiseki_ep_gained_from_ready_base(question: str, want: list[int]) -> None:
    stated, value, summary = situated(question, "kiseki")
    assert stated and value == want and "1217.2" in summary, (question, value, summary)


def test_kiseki_cp_still_counts_every_base_card() -> None:
    assert situated("拠点にカードが5枚、そのうち2枚はアクション状態。配備ステップのCPはいくつ?", "kiseki")[
        :2
    ] == (
        True,
        [5],
    )


# the placement step's limit asked as a count (703.7a, 502.4a)
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("エテル・ステップで何枚まで置いていい?", "ninjaslayer"),
        ("毎ターン手札からエテルに置けるカードって何枚まで?", "ninjaslayer"),
        ("拠点ステップって何枚まで置けるの?", "kiseki"),
        ("拠点ステップで手札から何枚拠点に置ける?", "kiseki"),
    ],
)  # fmt: skip
def test_placement_limit_asked(question: str, game: str) -> None:
    assert situated(question, game)[:2] == (True, [1]), question


# sve 【覚醒】: the current PP max of 7 or more (13.4.1.2), whatever the PP
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("今PP最大値7でPPは2。覚醒状態ですか?", "yes"),
        ("PP最大値が8なら【覚醒】してる?", "yes"),
        ("PP最大値10。覚醒できてる?", "yes"),
        ("PP最大値6、PPも6ある。覚醒してる?", "no"),
    ],
)  # fmt: skip
def test_sve_awakened_on_pp_max(question: str, want: str) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


def test_sve_awakened_of_the_opponent_withholds() -> None:
    assert not situated("相手のPP最大値が7。相手は覚醒してる?", "sve")[0]


# onepiece: the DON!! of a character KO'd by the opponent's attack rest in the cost area (6-5-5-4)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("アクティブのドン!!2枚。ドン!!1枚付けてた俺のキャラが、相手キャラのアタックでKOされた。アクティブのドン!!は何枚?",
         [2]),
        ("コストエリアにアクティブのドン!!が3枚。ドン!!を2枚付与してた自分のキャラが相手のアタックでKOされた。"
         "今アクティブのドン!!は何枚?", [3]),
    ],
)  # fmt: skip
def test_onepiece_don_of_a_character_ko_by_attack(question: str, want: list[int]) -> None:
    stated, value, summary = situated(question, "onepiece")
    assert stated and value == want and "6-5-5-4" in summary, (question, value, summary)


# ninjaslayer: N エテル paid from upright cards only (1312.1); ジツ asked with 「できる」 (1320.1a)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("エテル・ゾーンに5枚、うち3枚オジギ。2エテル払える?", "yes"),
        ("アンタイ・オジギ状態のエテルが2枚。3エテル払える?", "no"),
        ("エテル4枚、全部オジギしてる。1エテル支払える?", "no"),
        ("エテル5枚、2枚が横向き。3エテル払える?", "yes"),
        ("エテル・ゾーンに5枚あって、3枚はオジギしてる。コスト3のキャラ出せる?", "no"),
        ("ダメージ・ゾーンの表向きが3枚。ジツ3ってできる?", "yes"),
        ("ダメージ・ゾーン7枚、うち5枚は裏返してる。ジツ2できますか?", "yes"),
    ],
)  # fmt: skip
def test_ninjaslayer_etel_and_jitsu_paid(question: str, want: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question


# fow: [1][1] back to back is 2 free will (10.2), paid in full or not at all
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("保有ウィルが水2点。コスト[水][1][1]のカード払える?", "no"),
        ("水のウィル3点で、コスト[水][1][1]は払える?", "yes"),
        ("光1、闇1、風1。コスト[光][1][1]払える?", "yes"),
    ],
)  # fmt: skip
def test_fow_free_will_run(question: str, want: str) -> None:
    assert situated(question, "fow")[:2] == (True, want), question
