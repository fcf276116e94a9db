"""Round-21 precision audit on trap questions (all five games): 40 own questions, 8 a game, each with a
detail that flips the naive answer — an owner swap (the asker's life when the asker attacks), a state told
in passing (a rested 【ブロッカー】, 寝てる, a 拠点 card in action state), a keyword that blocks or changes
the act (【ドレイン】 on the attacked follower, 【必殺】 on the attacked side, 【威圧】, 【武術】 on the
defender, サポート, 【暗躍】, ウケミ), the first turn (no draw for the first player in onepiece, two cards
for kiseki's first initiative player and ninjaslayer's second player),
the opponent's turn or step, a cost that cannot be paid (DON!! given away, EP for a card), an exception
clause (STR equal to DEF: no overkill), a count that includes face-down cards, the 工作力 not the カラテ, a
replacement told in 「」 (a reduction with no amount), an aside at the end and two questions in one. Kept in
`data/trap_audit21.jsonl` with the rulebook clause of each expected answer (`corpus/sources/<game>.txt`;
withholding is always allowed).

First try (HEAD 3f7ff28): 29 stated / 29 right / 0 wrong / 11 withheld. Probes beyond the 40 (about 330
trap variants) found wrong verdicts of nine mechanisms, fixed here (the tests below, several wordings each):

* a correction told of a referent (「相手のレストしてる…キャラにアタック。…でもそのキャラ、実はアクティブ
  だった。KOできる?」): the unowned アクティブ had been put on the asker's leader and KO stated for an attack
  7-1 forbids; sve 「…そいつ実はスタンド状態だった」 likewise (8.4.3.1) — referent.unplaced_correction;
* a value taken back (ninjaslayer 「殺せる? 実は相手キャラの耐久力は4だった。」 ran a second character and
  stated the first one's death, 1004.1) and a bare number told as a correction (fow 「…相手の手札は? あ、
  相手の手札は実は1枚だった。」 2 for 0, the 1 met by coincidence) — reading/corrected;
* a hand told as counting the played card itself (fow 「手札4枚(このカード含む)。「カードを2枚ドローする」を
  撃った。手札は何枚?」 6 for 5) — reading/card_text.from_hand;
* one count asked of both players (「相手のライフと俺のライフは?」 3, 「相手と俺の体力は?」 11, 「ダメージ・
  ゾーンはそれぞれ何枚?」 5: one number for two) — reading/asked_twice.both_players;
* 「…できる? そのあと…も使える?」 (sve: one 'no' for an allowed play and a refused one) — a later ask of what
  follows withholds in every game (asked_twice.second_ask);
* an attack object told with its own aside (sve 「相手のフォロワー(攻撃力2・体力2、アクト状態)を、俺の…
  フォロワーで攻撃した」 run on the leader, 7 for 10) — inverse._object reads it; and one the reading does not
  find (「攻撃先は相手のアクト状態の…フォロワー」「…めがけて」「…、こいつを…で攻撃」) beside an attackable
  card no longer lets the leader be attacked — inverse.unnamed_object;
* a state told of every card of a kind (kiseki 「相手の場のUNITは全部スタン。…相手はスクラムサポートできる?
  勝てる?」: a plan had added a UNIT not stunned and refused the attack 803.5b allows) — reading/every_state;
* a step told as the asked entry's time (ninjaslayer 「…エントリーできる? …今はエテル・ステップ。」 'yes',
  1206.1) — reading/told_step.

After the fixes: 29 stated / 29 right / 0 wrong of the 40 (the 40 themselves unchanged).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("trap_audit21")

_PARAMS = [pytest.param(r, id=f"tr21-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_trap_audit21_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_trap_audit21_rows_are_eight_a_game_and_traps() -> None:
    assert_audit_rows(_ROWS, traps=40)


# 7-1 / 8.4.3.1: a state a referent's correction takes back is no state of another card
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("俺のパワー5000のリーダーで、相手のレストしてるパワー5000のキャラにアタック。相手はカウンターなし。"
         "でもそのキャラ、実はアクティブだった。KOできる?", "onepiece"),
        ("俺のパワー5000のリーダーで、相手のレストしてるパワー5000のキャラにアタック。KOできる? "
         "あ、そのキャラはアクティブだった。", "onepiece"),
        ("パワー5000のキャラで、相手のレストのパワー4000のキャラにアタックしてKOできる? …と思ったけど、"
         "そのキャラ実はアクティブのままだったわ。", "onepiece"),
        ("相手のレストしてるパワー5000のキャラに、パワー6000のキャラでアタックしたい。アタックできる? "
         "訂正、そのキャラはアクティブです。", "onepiece"),
        ("俺の攻撃力3のフォロワーで、相手のアクト状態の攻撃力2・体力2のフォロワーを攻撃できる? "
         "でもそのフォロワー、実はスタンド状態だった。", "sve"),
        ("俺の攻撃力3のフォロワーで、相手のアクト状態の攻撃力2・体力2のフォロワーを攻撃した。破壊できる? "
         "あ、そいつ実はスタンド状態だった。", "sve"),
    ],
)  # fmt: skip
def test_a_state_taken_back_by_a_referent_withholds(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value in ("no", [False], False), value


def test_a_referent_told_the_state_of_the_card_asked_about_is_still_stated() -> None:
    q = (
        "自分のキャラ(元々のパワー4000)には、前の自分のターンに付けたドン!!が2枚付いたまま。いま相手のターンで、"
        "相手がパワー5000のキャラでこのキャラ(レスト)にアタックしてきた。この時点のこっちのキャラのパワーっていくつ?"
    )
    assert situated(q, "onepiece")[:2] == (True, [4000])
    q = "相手の寝てるパワー4000のキャラに、パワー5000のキャラでアタックした。KOできる?"
    assert situated(q, "onepiece")[:2] == (True, True)


# 10.8 (and the play from the hand): a hand told as counting the played card itself
@pytest.mark.parametrize(
    "question",
    [
        "手札4枚(このカード含む)。「カードを2枚ドローする」を撃った。手札は何枚?",
        "手札4枚。「カードを2枚ドローする」を撃った。手札は何枚? このカードも手札に数えてた。",
        "手札はこのカードを含めて4枚。「カードを2枚ドローする」を撃った。手札は何枚になる?",
    ],
)
def test_a_hand_counting_the_played_card_is_not_the_hand_plus_its_draws(question: str) -> None:
    stated, value, _summary = situated(question, "fow")
    assert not stated or value == [5], value


def test_a_draw_resolved_with_the_hand_told_is_still_stated() -> None:
    for q, want in [
        ("手札3枚。「カードを2枚ドローする」を解決した。手札は何枚?", [5]),
        ("手札2枚。「カードを3枚ドローする」を解決した。そのあと、相手が「対象のプレイヤーは手札を1枚捨てる」を"
         "俺に撃ってきた。俺の手札は何枚?", [4]),
    ]:  # fmt: skip
        assert situated(q, "fow")[:2] == (True, want), q


# 10.18: a number told as a correction says no field of its own
@pytest.mark.parametrize(
    "question",
    [
        "相手の手札4枚。「対象のプレイヤーは手札を2枚捨てる」を相手に撃った。相手の手札は? "
        "あ、相手の手札は実は1枚だった。",
        "相手の手札4枚。「対象のプレイヤーは手札を2枚捨てる」を相手に撃った。相手の手札は何枚? "
        "ごめん、4じゃなくて1枚だった。",
    ],
)
def test_a_number_told_as_a_correction_withholds(question: str) -> None:
    stated, value, _summary = situated(question, "fow")
    assert not stated or value == [0], value


def test_a_discard_with_the_hand_told_once_is_still_stated() -> None:
    q = "相手の手札3枚。「対象のプレイヤーは手札を捨てる」を相手に撃った。相手の手札は何枚になる?"
    assert situated(q, "fow")[:2] == (True, [0])


# 1004.1 / 7-1-4-2 / 8.4.9: a value told again after a correction word is no second card
@pytest.mark.parametrize(
    ("question", "game", "wrong"),
    [
        ("耐久力3の相手キャラに、カラテ3の俺のキャラでアイサツした。殺せる? "
         "実は相手キャラの耐久力は4だった。", "ninjaslayer", [True, "yes"]),
        ("相手のレストしてるパワー5000のキャラに、パワー5000のキャラでアタック。KOできる? いや待って、"
         "相手のキャラのパワーは6000だった。", "onepiece", [True, "yes"]),
        ("相手のリーダーの体力3。このターンの最初からいる攻撃力3のフォロワーで攻撃した。勝てる? "
         "あ、攻撃力は実は2だった。", "sve", ["self", "yes", True]),
        ("相手のダメージ・ゾーン8枚。工作力2のキャラで相手にアイサツして通った。ウケミなし。勝てる? "
         "って、工作力は実は1だった。", "ninjaslayer", ["self", "yes", True]),
        ("相手のDEF500のリゾネイターに600ダメージを与えた。破壊される? 本当はDEFは700だった。",
         "fow", [True, "yes"]),
    ],
)  # fmt: skip
def test_a_value_taken_back_withholds(question: str, game: str, wrong: list[Any]) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value not in wrong, value


def test_a_change_of_plan_or_a_reveal_is_no_correction() -> None:
    q = "耐久力3の相手キャラに、カラテ3の俺のキャラでアイサツした。殺せる?"
    assert situated(q, "ninjaslayer")[:2] == (True, True)
    q = "俺のSTR3・DEF2のUNITで、相手の【武術】を持つSTR1・DEF3のUNITを攻撃した。相手のUNITはスタンする?"
    assert situated(q, "kiseki")[:2] == (True, False)


# 7-1-4-1-1-2 / 12.13 / 804.11a / 1104.3: one count asked of both players is two numbers
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("相手のライフ2枚、俺のライフ3枚。パワー6000のキャラで相手のパワー5000のリーダーにアタック。"
         "ブロックもカウンターもなし。相手のライフと俺のライフは?", "onepiece"),
        ("相手のリーダーの体力5、俺のリーダーの体力8。このターンの最初からいる【ドレイン】持ち攻撃力3の"
         "フォロワーで相手のリーダーを攻撃した。相手と俺の体力は?", "sve"),
        ("相手の絆6、俺の絆6。俺のSTR4・DEF2のUNITで、相手のSTR3・DEF2・CPコスト1のUNITを攻撃した。"
         "俺のUNITのCPコストは2。相手の絆と俺の絆は?", "kiseki"),
        ("俺のダメージ・ゾーン2枚、相手のダメージ・ゾーン3枚。俺の工作力2のキャラで相手にアイサツして通った。"
         "ウケミなし。ダメージ・ゾーンはそれぞれ何枚?", "ninjaslayer"),
        ("俺のライフ3000、相手のライフ2000。「対象のプレイヤーに500ダメージを与える」を相手に撃った。"
         "お互いのライフはいくつ?", "fow"),
        ("俺のリーダーの体力10、相手のリーダーの体力10。このターンの最初からいる攻撃力3のフォロワーで"
         "相手のリーダーを攻撃した。2人の体力はいくつ?", "sve"),
    ],
)  # fmt: skip
def test_one_count_of_both_players_is_not_one_number(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or (isinstance(value, list) and len(value) == 2), value


def test_counts_asked_one_by_one_are_still_stated() -> None:
    q = (
        "俺の手札3枚、相手の手札2枚。パワー6000のキャラで相手のパワー5000のリーダーにアタック。"
        "ブロックもカウンターもなし。俺の手札は? 相手の手札は?"
    )
    assert situated(q, "onepiece")[:2] == (True, [3, 3])
    q = (
        "相手のライフ2000。「対象のプレイヤーに500ダメージを与える」を相手に撃った。相手のライフは? "
        "あと、俺のライフ3000は?"
    )
    assert situated(q, "fow")[:2] == (True, [1500, 3000])


# 8.4.3 / 8.4.9.1: an attack's object told with its own aside and the instrument after it is a card
@pytest.mark.parametrize(
    "question",
    [
        "相手のドレイン持ちフォロワー(攻撃力2・体力2、アクト状態)を、俺の攻撃力3・体力3のフォロワーで攻撃した。"
        "相手のリーダーの体力10は?",
        "相手のフォロワー(攻撃力2・体力2、アクト状態)を、俺の攻撃力3・体力3のフォロワーで攻撃した。"
        "相手のリーダーの体力10は?",
        "相手のフォロワー(攻撃力1・体力5・アクト状態)を、このターンの最初からいる俺の攻撃力3のフォロワーで攻撃。"
        "相手のリーダーの体力8は?",
    ],
)
def test_an_object_with_its_aside_is_not_the_leader(question: str) -> None:
    stated, value, summary = situated(question, "sve")
    assert not stated or value in ([10], [8]), (value, summary)


def test_objects_with_asides_in_the_other_games_are_still_stated() -> None:
    for q, game, want in [
        ("相手のキャラ(パワー4000、レスト)を、俺のパワー5000のキャラでアタックした。相手のライフ3枚は何枚?",
         "onepiece", [3]),
        ("相手のUNIT(STR1・DEF2・CPコスト1)を、俺のSTR3のUNITで攻撃した。相手の絆5は?", "kiseki", [3]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# 8.4.3.1 / 7-1-1-2: an attack whose object the reading does not find is no attack on the player while a
# card the question tells on that side could be its target
@pytest.mark.parametrize(
    "question",
    [
        "このターンの最初からいる攻撃力3のフォロワーで攻撃した。攻撃先は相手のアクト状態の攻撃力1・体力2の"
        "フォロワー。相手のリーダーの体力10は?",
        "攻撃力3のフォロワーで攻撃した先は、相手のアクト状態の攻撃力1・体力2のフォロワー。相手のリーダーの体力は10。"
        "いくつになる?",
        "俺の攻撃力3のフォロワーが攻撃したのは、相手のアクト状態の攻撃力1・体力2のフォロワー。相手のリーダーの体力10は?",
        "相手のアクト状態の攻撃力1・体力2のフォロワーめがけて、このターンの最初からいる攻撃力3のフォロワーで攻撃。"
        "相手のリーダーの体力10は?",
        "相手のアクト状態の攻撃力1・体力2のフォロワー、こいつをこのターンの最初からいる攻撃力3のフォロワーで攻撃した。"
        "相手のリーダーの体力10は?",
    ],
)
def test_an_unread_object_beside_an_attackable_card_is_not_the_leader(question: str) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value == [10], value


def test_the_player_told_as_the_object_is_still_attacked() -> None:
    for q, game, want in [
        ("相手の場には威圧持ちのフォロワー(アクト状態)しかいない。リーダーは攻撃できる?", "sve", "yes"),
        ("パワー5000のキャラでアタック。対象は相手のレストしてるパワー4000のキャラ。相手のライフ3枚は?",
         "onepiece", [3]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# 803.5b: a state told of every card of a kind is every scenario card's on that side
@pytest.mark.parametrize(
    "question",
    [
        "相手の絆2。相手の場のUNITは全部スタン。STR3のUNITで相手を攻撃した。"
        "相手はスクラムサポートできる? 勝てる?",
        "相手の絆2。相手のUNITはみんなスタンしてる。STR3のUNITで相手を攻撃した。"
        "相手はスクラムサポートできる? 勝てる?",
        "相手の絆2。全ての相手のUNITがスタン状態。STR3のUNITで相手プレイヤーを攻撃。"
        "相手はスクラムサポートできる? 勝てる?",
    ],
)
def test_a_state_of_every_card_is_no_card_left_without_it(question: str) -> None:
    stated, value, _summary = situated(question, "kiseki")
    assert not stated or value in ("self", {"result": "game_over", "winner": "self"}), value


def test_a_state_of_every_card_held_by_each_is_still_stated() -> None:
    q = "相手の絆2。相手の場のUNITは全部スタン。STR3のUNITで相手を攻撃した。勝てる?"
    assert situated(q, "kiseki")[:2] == (True, "self")
    q = "相手の絆3。俺のSTR3のUNITで相手プレイヤーを攻撃した。相手の場のUNITは全部スタンしてる。相手の絆は?"
    assert situated(q, "kiseki")[:2] == (True, [0])


# 8.2.1 / 6-5-3-1 / 1204.2f-1: 「…できる? そのあと…もできる?」 asks twice; one verdict answers one ask
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("PP5。コスト3のフォロワーを出せる? そのあとコスト3のスペルも使える?", "sve"),
        ("PP最大値6でPPも6。コスト4のフォロワーをプレイできる? その後、コスト3のフォロワーもプレイできる?",
         "sve"),
        ("CP4。CPコスト3のUNITを出せる? そのあとCPコスト2のUNITも出せる?", "kiseki"),
        ("保有ウィル[火]3点。コスト[火][1]のカードをプレイできる? "
         "そのあとコスト[火][1]のカードもプレイできる?", "fow"),
    ],
)  # fmt: skip
def test_a_later_ask_of_what_follows_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0]


def test_a_sequence_asked_once_is_still_stated() -> None:
    q = "PPが3。コスト2のフォロワーを出したあと、コスト2のスペルも使える?"
    assert situated(q, "sve")[:2] == (True, "no")


# 1206.1: a キャラクター is entered in one's own キャラクターフェイズ, in no other step told as the entry's
@pytest.mark.parametrize(
    "question",
    [
        "手札のコスト1のキャラをエントリーできる? エテルは2枚アンタイ・オジギ。今はエテル・ステップ。",
        "今はエテル・ステップ。手札のコスト1のキャラをエントリーできる? エテルは2枚アンタイ・オジギ。",
        "エテル・ステップ中に、手札のコスト1のキャラをエントリーできる? エテルは2枚。",
        "ドロー・ステップ中に手札のコスト1のキャラをエントリーできる? エテルは2枚。",
    ],
)
def test_an_entry_told_in_another_step_is_not_allowed(question: str) -> None:
    stated, value, _summary = situated(question, "ninjaslayer")
    assert not stated or value == "no", value


def test_an_entry_in_the_character_phase_or_after_the_etel_step_is_still_stated() -> None:
    for q in [
        "キャラクターフェイズ中に手札のコスト1のキャラをエントリーできる? エテルは2枚。",
        "エテルにアンタイ・オジギのカードが2枚。エテル・ステップで1枚置いた。コスト3のキャラをエントリーできる?",
    ]:
        assert situated(q, "ninjaslayer")[:2] == (True, "yes"), q
    q = (
        "相手のエンドフェイズ中に、非ターンプレイヤーの自分が手札からクイックを持ってない普通のフォロワーを"
        "出すことってできる?"
    )
    assert situated(q, "sve")[:2] == (True, "no")
