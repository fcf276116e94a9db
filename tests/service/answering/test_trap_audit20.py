"""Round-20 precision audit on trap questions (all five games): 40 own questions, 8 a game, each with a
detail that flips the naive answer — an owner swap (the opponent's 【ダブルアタック】 on the asker's life),
a state told in passing (a rested attacker), a keyword said absent or blocking (no 【ブロッカー】, a
ブロッカー attacked itself, 【威圧】, 【疾走】じゃなくて【突進】, 【暗躍】, a stunned 【ヘイト】, ウケミ not
entered, サツバツ, インターラプト), the first turn's single DON!!, the opponent's turn, an exception clause
(a ruler only by 「ルーラーを破壊」, a 破棄 of the other player's card, damage over a reduction), a count
that excludes the card itself, an aside at the end, two questions in one. Kept in
`data/trap_audit20.jsonl` with the rulebook clause of each expected answer (`corpus/sources/<game>.txt`;
withholding is always allowed).

First try (HEAD a08ea2e): 26 stated / 26 right / 0 wrong / 14 withheld. Probes beyond the 40 found wrong
verdicts of six mechanisms, fixed here (the tests below, several wordings each):

* the opponent's turn made by a scripted turn end (the builders' way to seat the opponent as the turn
  player) ran the opponent's turn-start draw, and a count asked of that player was off by it —
  onepiece 「相手の手札2枚。相手の…キャラが俺のリーダーにアタックしてきて…。相手の手札は何枚?」 3 for 2,
  「相手の山札20枚…」 19, sve 「相手の手札3枚。相手の…フォロワーが俺のリーダーを攻撃してきた」 4 for
  3, 「相手の山札15枚」 14, and 「相手の手札は何枚増える?」 the draw's 1 (reading/asked_side);
* an attack's object told with its owner (「パワー5000の相手リーダーにアタック。…あ、今は相手のターン
  だった。」) run as the opponent's attack on the asker's leader (reading/aimed_owner, on the seats the
  scenario's card names give);
* the 自分/相手 inside the other player's card text read from the asker's side: fow 「相手が「相手に
  500ダメージを与える」を撃ってきた。俺のライフは?」 4000 for 3500 (plans/fow_players reads the quote from
  its controller, plans/fow_per_target.quote_controller: 〜てきた is the other player's), sve 「相手の
  スペル「相手のリーダーに3ダメージ」…相手のリーダーの体力は?」 7 for 10, ninjaslayer 「相手が「相手プレイヤー
  に2ダメージ」のコトダマを使ってきた」 (reading/quote_owner withholds);
* an ownerless count seated against the player whose loss is asked (ninjaslayer 「ダメージ・ゾーン9枚。
  自分のキャラの…アイサツが相手に通った。自分は負ける?」 'self', kiseki 「絆2。…俺は負ける?」;
  reading/unowned_asked);
* a count of the trash left a bare number, met by the length of the scenario's script (onepiece
  「俺のトラッシュ2枚。…俺のトラッシュは何枚?」 1 for 3): lexicon/onepiece.jsonl reads it as the trash's
  quantity, which the planner applies (3 now);
* a number asked of a quantity the conclusion never names (sve 「相手のEP2。…相手のEPは?」 the asker's
  leader's 17; reading/concluded.quantity_unsaid).

After the fixes: 26 stated / 26 right / 0 wrong of the 40.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("trap_audit20")

_PARAMS = [pytest.param(r, id=f"tr20-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_trap_audit20_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_trap_audit20_rows_are_eight_a_game_and_traps() -> None:
    assert_audit_rows(_ROWS, traps=40)
    assert all(r["rule"] for r in _ROWS)


# 6-3-1 / 7.2.4: the count told is the count in the opponent's turn, after its draw; the scenario's own
# turn end must not draw again
@pytest.mark.parametrize(
    ("question", "game", "wrong"),
    [
        ("俺のライフ3枚、相手の手札2枚。相手のパワー6000のキャラが俺のパワー5000のリーダーにアタックしてきて、"
         "ブロックもカウンターもなし。相手の手札は何枚?", "onepiece", [3]),
        ("相手の山札20枚。相手のパワー6000のキャラが俺のパワー5000のリーダーにアタックしてきた。"
         "ブロックもカウンターもなし。相手の山札は何枚?", "onepiece", [19]),
        ("相手の手札3枚。相手の攻撃力3のフォロワーが俺のリーダーを攻撃してきた。相手の手札は何枚?",
         "sve", [4]),
        ("相手の山札15枚。相手の攻撃力3のフォロワーが俺のリーダーを攻撃してきた。相手の山札は何枚?",
         "sve", [14]),
        ("相手の手札が6枚。相手のターン中に、相手が攻撃力3のフォロワーで俺のリーダーを攻撃してきた。"
         "相手の手札は何枚?", "sve", [7]),
        ("俺のライフ3枚、手札2枚。相手のパワー6000のキャラが俺のパワー5000のリーダーにアタックしてきて、"
         "ブロックもカウンターもなし。相手の手札は何枚増える?", "onepiece", [1]),
    ],
)  # fmt: skip
def test_the_scenarios_own_turn_start_is_no_told_draw(question: str, game: str, wrong: list[int]) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value != wrong, value


def test_counts_the_run_changes_by_the_told_acts_are_still_stated() -> None:
    for q, game, want in [
        ("俺のライフ3枚、手札2枚。相手のパワー6000のキャラが俺のパワー5000のリーダーにアタックしてきて、"
         "ブロックもカウンターもなし。俺の手札は何枚増える?", "onepiece", [1]),
        ("相手の手札5枚、ライフ2枚。パワー5000のリーダーで、パワー5000の相手リーダーにアタックしたら通った。"
         "相手の手札は?", "onepiece", [6]),
        ("俺の山札10枚。相手の工作力3のアイサツを受けた。ウケミは出なかった。俺の山札は何枚?",
         "ninjaslayer", [7]),
        ("相手の手札4枚。相手のSTR3のUNITが俺を攻撃してきた。相手の手札は何枚?", "kiseki", [4]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# 7-1 / 8.4.3: the attack's object told with its owner is on that owner's side
@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ3枚。パワー5000のキャラにドン!!を1枚付けて、パワー5000の相手リーダーにアタック。"
        "ブロックもカウンターもなし。相手のライフは? あ、今は相手のターンだった。",
        "今は相手のターン。パワー6000のキャラでパワー5000の相手リーダーにアタックした。相手のライフ4枚は何枚?",
    ],
)
def test_an_owned_attack_object_is_not_run_on_the_other_side(question: str) -> None:
    stated, value, _summary = situated(question, "onepiece")
    assert not stated or value in ([3], [4]), value


def test_an_attack_on_the_askers_leader_is_still_stated() -> None:
    q = (
        "俺のライフ3枚、相手のライフ4枚。相手の【ダブルアタック】を持つパワー7000のキャラが、俺のパワー5000の"
        "リーダーにアタックしてきた。ブロックもカウンターもなし。俺のライフは何枚になる?"
    )
    assert situated(q, "onepiece")[:2] == (True, [1])


# fow §10 card text / sve / ninjaslayer: the 自分/相手 of a card text are its controller's
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("俺のライフ4000。相手が「相手に500ダメージを与える」を撃ってきた。俺のライフは?", "fow", [3500]),
        ("相手のライフ4000。相手が「相手に500ダメージを与える」を撃ってきた。相手のライフは?", "fow", [4000]),
        ("「相手に500ダメージを与える」を撃ってきた。俺のライフ4000はいくつになる?", "fow", [3500]),
        ("俺のライフ4000。相手は「相手プレイヤーに700ダメージを与える」を使った。俺のライフは?",
         "fow", [3300]),
        ("俺のライフ4000、相手のライフ3000。相手が「あなたに500ダメージを与える」を撃った。相手のライフは?",
         "fow", [2500]),
        ("俺のリーダーの体力10、相手のリーダーの体力10。相手のスペル「相手のリーダーに3ダメージ」が解決された。"
         "相手のリーダーの体力は?", "sve", [10]),
        ("相手のダメージ・ゾーン5枚。相手が「相手プレイヤーに2ダメージ」のコトダマを使ってきた。ウケミはなし。"
         "相手のダメージ・ゾーンは?", "ninjaslayer", [5]),
    ],
)  # fmt: skip
def test_the_other_players_card_text_is_read_from_its_controller(
    question: str, game: str, want: list[int]
) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value == want, value


def test_the_askers_own_card_text_is_still_stated() -> None:
    for q, game, want in [
        ("相手のライフ3000。俺が「相手に500ダメージを与える」を撃った。相手のライフは?", "fow", [2500]),
        ("相手のライフ3000。「相手に500ダメージを与える」を撃った。相手のライフは?", "fow", [2500]),
        ("相手のダメージ・ゾーン5枚。俺の「相手プレイヤーに2ダメージ」のコトダマを使った。ウケミはなし。"
         "相手のダメージ・ゾーンは?", "ninjaslayer", [7]),
        ("俺のライフ4000。相手が「あなたの手札のカード1枚につき100ダメージを与える」を俺に撃ってきた。"
         "相手の手札は2枚。俺のライフは?", "fow", [3800]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# 1002.1 / 705.5: an ownerless count may be the asker's when the asker's own loss is asked
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("ダメージ・ゾーン9枚。自分のキャラの工作力2のアイサツが相手に通った。自分は負ける?", "ninjaslayer"),
        ("絆2。STR3の俺のUNITで相手を攻撃した。回復フェイズで俺は負ける?", "kiseki"),
    ],
)
def test_an_ownerless_count_is_not_the_other_players_when_the_askers_loss_is_asked(
    question: str, game: str
) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value != "self", value


# 4-7: the trash's count told is the scenario's, not a number met by chance
def test_a_trash_count_told_is_held_by_the_scenario() -> None:
    q = (
        "俺のトラッシュ2枚。相手のパワー7000のキャラが俺のレストのパワー6000のキャラにアタックしてきた。"
        "ブロックもカウンターもなし。俺のトラッシュは何枚?"
    )
    stated, value, _summary = situated(q, "onepiece")
    assert not stated or value == [3], value


# a number asked of a quantity the conclusion never names is not another quantity's number
@pytest.mark.parametrize(
    "question",
    [
        "相手のEP2。相手の攻撃力3のフォロワーが俺のリーダーを攻撃してきた。相手のEPは?",
        "俺のEP3。攻撃力2のフォロワーで相手のリーダーを攻撃した。EPはいくつ残ってる?",
    ],
)
def test_a_quantity_the_conclusion_never_names_is_not_answered_by_another(question: str) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value in ([2], [3]), value


def test_a_zone_spelled_otherwise_in_the_conclusion_is_still_stated() -> None:
    q = "ダメゾン8枚(うち2枚は裏向き)。「あなたは3回復する。」が解決したらダメゾンは何枚?"
    assert situated(q, "ninjaslayer")[:2] == (True, [5])
