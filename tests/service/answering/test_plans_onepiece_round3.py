"""ONE PIECE CARD GAME, round 3 (blind H's wrong verdicts and withheld families), asked in several
wordings of our own through `situate` as /ask answers them.

Clauses: 7-1-2-1 (【ブロッカー】 once per battle: a second block is refused), 10-1-3-1 (【バニッシュ】:
the life card is trashed, no 【トリガー】 — the attack named as 「相手のキャラのアタック」 is the
opponent's), 8-4-2 (a played event carries out its printed effect), 10-2-1-3 (【KO時】 only on a KO:
the character the 6th one replaces is not KO'd, 3-7-6-1).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.plans.onepiece_reblock import reblock
from service.answering.reading.reader import read

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


# --- 10-1-3-1: whose attack 「XのアタックがYに通った」 names (blind H onepiece-bh-06) --------------


@pytest.mark.parametrize(
    "question",
    [
        "相手の【バニッシュ】持ちキャラのアタックが自分のリーダーに通った。ライフの一番上をめくったら"
        "【トリガー】付きのイベントだったんだけど、これトリガー発動していい?",
        "相手の【バニッシュ】持ちのリーダーのアタックが俺のリーダーに通った。めくったライフは【トリガー】持ち。"
        "【トリガー】を発動していい?",
        "相手の【バニッシュ】を持つキャラのアタックがこっちのリーダーに入った。ライフのカードは【トリガー】"
        "持ちだった。トリガーを使える?",
    ],
)
def test_10_1_3_1_the_attack_of_the_opponents_card_is_not_simulated_as_the_askers(question: str) -> None:
    """The card before 「のアタック」 is the attacker: a scenario where the asker's leader attacks
    answers another situation (it had been stated 'yes')."""
    stated, value, _situation = _verdict(question)
    assert not (stated and value == "yes")


@pytest.mark.parametrize(
    "question",
    [
        "相手の【バニッシュ】持ちキャラのアタックが自分のリーダーに通った。ライフの一番上をめくったら"
        "【トリガー】付きのイベントだったんだけど、これトリガー発動していい?",
        "こっちのバニッシュ持ちのアタックが相手リーダーに通った。めくれた相手のライフがトリガー付きのカード"
        "だったんだけど、相手ってそのトリガー使えるの?",
        "相手の【バニッシュ】持ちのリーダーのアタックが俺のリーダーに通った。めくったライフは【トリガー】持ち。"
        "【トリガー】を発動していい?",
        "ターンプレイヤーの俺が【バニッシュ】持ちのキャラで相手リーダーに1点通した。めくれたライフが【トリガー】"
        "付きのカードだったんだけど、相手はそのトリガー発動できるの?",
    ],
)
def test_10_1_3_1_a_banished_life_cards_trigger_is_not_activated(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation == "onepiece.plan.can_trigger"


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラのアタックが俺のリーダーに通った。めくったライフは【トリガー】持ち。【トリガー】を発動できる?",
        "自分のパワー3000のキャラで相手リーダーにアタックして通った。めくれたライフが【トリガー】持ちだった。"
        "相手はトリガー発動できる?",
        "相手のアタックが自分のリーダーに通って、ライフの【トリガー】付きのカードがめくれた。トリガー発動していい?",
    ],
)
def test_10_1_5_1_without_banish_the_revealed_trigger_may_be_activated(question: str) -> None:
    """A builder may answer first; either way the trigger may be activated."""
    stated, value, _situation = _verdict(question)
    assert stated and value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        # the attack did not go through: no life card was revealed
        "【バニッシュ】持ちのキャラで相手リーダーにアタックしたけど通らなかった。ライフの【トリガー】は発動できる?",
        # powers that contradict 「通った」 (7-1-4-1: the attacker needs at least the defender's power)
        "パワー3000の【バニッシュ】持ちのキャラでパワー5000の相手リーダーにアタックして通った。【トリガー】は発動できる?",
    ],
)
def test_7_1_4_1_no_trigger_plan_without_an_attack_that_went_through(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert situation != "onepiece.plan.can_trigger" or not stated


# --- 8-4-2: the event played is the effect's source (blind H onepiece-bh-01, G onepiece-bg-17) --


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分視点の質問です。相手のライフがもう0枚のところで、自分のメインフェイズにイベントを撃って、"
            "その効果で相手リーダーに1ダメージ与えました。これってこの時点で決着つく?どっちの勝ち?",
            "self",
        ),
        (
            "俺のライフ0枚。相手ターンのメインで、相手がバトルじゃなくてイベントの効果で俺のリーダーに1ダメージ"
            "与えてきた。アタックじゃないけどこれも負け?(俺=自分)",
            "opponent",
        ),
        ("相手のライフは0枚。イベントを使って、その効果で相手のリーダーに1ダメージ。勝ち?", "self"),
        ("相手のライフ2枚。自分のイベントの効果で相手のリーダーに1ダメージを与えた。勝者は?", "none"),
    ],
)
def test_8_4_2_an_events_effect_damages_the_leader(question: str, winner: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == winner and situation == "onepiece.plan.player_effects"


@pytest.mark.parametrize(
    "question",
    [
        # a hand count told beside the event: whether it counts the event is unsaid
        "自分の手札3枚。イベントを撃って、その効果でカードを2枚引いた。手札は何枚?",
        # two events: which one's effect it is is not read
        "イベントを2枚撃った。その効果で相手のリーダーに1ダメージ。相手のライフ0枚なら勝ち?",
    ],
)
def test_8_4_2_an_event_whose_part_is_not_read_is_not_planned(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert situation != "onepiece.plan.player_effects" or not stated


# --- 7-1-2-1: a second 【ブロッカー】 in the same battle (blind H onepiece-bh-07) ---------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手ターン、相手のキャラが自分のリーダーにアタックしてきたので、ブロッカーAでブロックした。"
        "けどやっぱりパワー足りないから、もう1体いるアクティブのブロッカーBでブロックし直したい。"
        "同じバトル中に2回目のブロックってできる?",
        "相手のアタックに対して、ブロッカー持ちを1体目でブロックした。同じバトル中に、もう1体のアクティブの"
        "ブロッカーでもう一回ブロックし直すことってできる?",
        "相手のリーダーが俺のリーダーにアタックしてきた。ブロッカーでブロックしたあと、別のブロッカーで"
        "もう一度ブロックできる?",
        "相手にアタックされて、【ブロッカー】持ちのキャラでブロックした。そのバトルでもう1体の【ブロッカー】"
        "持ちのキャラでもブロックしていい?",
    ],
)
def test_7_1_2_1_a_second_blocker_in_one_battle_is_refused(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation == "onepiece.plan.reblock"


def test_7_1_2_1_the_plan_blocks_with_the_first_and_tries_the_second() -> None:
    question = (
        "相手のアタックに対して、ブロッカー持ちを1体目でブロックした。同じバトル中に、もう1体のアクティブの"
        "ブロッカーでもう一回ブロックし直すことってできる?"
    )
    built = reblock(read(question, GAME))
    assert built is not None
    (action,) = built.payload["actions"]
    assert action["block"] == ["blocker1", "blocker2"]
    # the opponent attacks: it is the turn player (player1); the asker's blockers sit on player2
    ids = [c["id"] for c in built.payload["player2"]["characters"]]
    assert ids == ["blocker1", "blocker2"]
    assert any("リーダー" in n for n in built.notes)


@pytest.mark.parametrize(
    "question",
    [
        # one block only: the first block's own question, not this plan's
        "相手のアタックに対して、【ブロッカー】持ちのキャラでブロックできる?",
        # no block made before: which 【ブロッカー】 blocked is not told
        "相手にアタックされた。ブロッカーが2体いるけど、2体ともブロックできる?",
    ],
)
def test_7_1_2_1_no_block_told_before_is_not_this_plan(question: str) -> None:
    assert reblock(read(question, GAME)) is None


@pytest.mark.parametrize(
    "question",
    [
        "相手ターン、ブロッカーAでブロックした。同じバトル中に2回目のブロックってできる?",
        "相手のアタックをブロックした。そのバトルで2回目のブロックはしていい?",
        "相手のキャラのアタックを【ブロッカー】でブロックした。2回目のブロックってできる?",
    ],
)
def test_7_1_2_1_the_second_block_asked_is_never_answered_by_one_block(question: str) -> None:
    """「2回目のブロック」 is the second: a scenario scripting one block answers the first one (it
    had been stated 'yes'); stated at all, the answer is the refusal."""
    stated, value, _situation = _verdict(question)
    assert not stated or value == "no"


# --- 10-2-1-3 / 3-7-6-1: the character the 6th replaces is not KO'd (E/G/H/I, four questions) ----


@pytest.mark.parametrize(
    "question",
    [
        "キャラエリアに5体いるから、6体目を出すときに1体トラッシュに置いた。置いたキャラには【KO時】効果が"
        "あるんだけど、これって発動する?",
        "キャラエリアが5体で埋まってて、6体目を出したいから【KO時】効果持ちのキャラを1体トラッシュに送って"
        "出した。この送ったキャラのKO時効果って発動する?",
        "場にキャラが5体。6体目のキャラを登場させるので【KO時】を持つキャラを1体トラッシュに置いた。"
        "その【KO時】は発動できる?",
        "6体目を出すために、【KO時】持ちのキャラをトラッシュに置きました。【KO時】は発動しますか?",
    ],
)
def test_10_2_1_3_the_replaced_characters_ko_effect_is_not_activated(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation == "onepiece.plan.replaced_ko"


@pytest.mark.parametrize(
    "question",
    [
        # a KO by a battle: the 【KO時】 is activated — not this plan's situation
        "【KO時】持ちのキャラがバトルでKOされた。その後6体目を出した。【KO時】は発動する?",
        # a KO by an effect
        "相手の効果で【KO時】を持つキャラがKOされた。6体目を出したけど、【KO時】は発動する?",
        # the opponent's character
        "相手がキャラを6体目として出して、相手の【KO時】持ちのキャラをトラッシュに置いた。【KO時】は発動する?",
    ],
)
def test_10_2_1_3_a_ko_told_is_not_the_replacement(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert situation != "onepiece.plan.replaced_ko"
    assert not (stated and value == "no")


# --- 3-7-4 / 10-1-1-1: a character played in a told game turn (blind H bh-13, I bi-07) -----------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ゲーム4ターン目、自分のメインフェイズに【速攻】持ちのキャラを手札から出した。そのターン中にすぐ"
            "相手リーダーにアタックしていい?",
            "yes",
        ),
        (
            "ゲーム4ターン目、自分は後攻。メインで手札から【速攻】持ちのコスト5キャラを出した。出したばっかだけど、"
            "そのまま相手リーダーにアタック行ける?",
            "yes",
        ),
        ("5ターン目に【速攻】持ちのキャラを出した。そのキャラで相手のリーダーにアタックできる?", "yes"),
        ("5ターン目に【速攻】なしのキャラを出した。すぐアタックできる?", "no"),
    ],
)
def test_3_7_4_a_character_played_in_a_told_game_turn(question: str, value: str) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value and situation == "onepiece.plan.can_attack"


def test_6_1_1_a_game_turn_contradicting_the_askers_order_is_not_planned() -> None:
    """Turn 4 is the second player's (the first player plays the odd turns): 「先攻」 with it is
    not read as the asker's turn."""
    from service.answering.plans.onepiece_can import can_attack

    question = "ゲーム4ターン目、自分は先攻。【速攻】持ちのキャラを出した。アタックできる?"
    assert can_attack(read(question, GAME)) is None


# --- 7-1: the attack asked about is its turn player's (blind F bf-07 had been answered by the
# opponent's leader attacking the asker's character) -----------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手が前の相手ターンにキャラでアタックしてきて、そのキャラは横向き(レスト)のまま俺のターンになった。"
        "俺のターンにそのキャラをアタックの対象にできる?",
        "前の相手ターンに相手のキャラがアタックしてきてレストのまま。自分のターンにそのキャラをアタック先に選べる?",
        "相手にアタックされた後、俺のターンになった。俺のターンに、レストのままの相手のキャラをアタックの対象にしていい?",
    ],
)
def test_7_1_the_asked_attack_in_the_askers_turn_is_not_the_opponents(question: str) -> None:
    gated, _note = situate(question, GAME)
    if gated.accounting.verdict.stated and gated.built is not None:
        actions = gated.built.payload["actions"]
        # the asked attack is the last one scripted, after no turn passed, i.e. the asker's turn
        assert actions[-1]["type"] == "attack"
        assert (
            not any(a["type"] == "end_turn" for a in actions) or gated.built.payload.get("phase") == "refresh"
        )


# --- 6-3-1 / 1-2-1-1-2: the turn player who draws is the one the draw's clause names (blind I bi-17)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分は非ターンプレイヤー。相手のデッキが残り1枚で、相手がドローフェイズにその1枚を引いた。"
            "この場合、勝敗どうなる?",
            "self",
        ),
        ("相手のデッキは残り1枚。相手がドローフェイズに引いた。勝者は?", "self"),
        ("俺のデッキが残り1枚で、俺がドローフェイズに1枚引いた。勝敗は?", "opponent"),
    ],
)
def test_1_2_1_1_2_the_drawer_named_draws_its_last_card(question: str, value: str) -> None:
    """A builder may answer first (the asker's own draw); either way the drawer decks out."""
    stated, got, _situation = _verdict(question)
    assert stated and got == value


def test_6_3_1_a_drawer_against_the_turn_told_is_not_planned() -> None:
    from service.answering.plans.onepiece_end import turn_draw

    question = "自分のターン。相手のデッキが残り1枚で、相手がドローフェイズに引いた。勝者は?"
    assert turn_draw(read(question, GAME)) is None


# --- 8-4-2 / 1-3-7-1: a played event's power change (blind G bg-13) -----------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のパワー3000キャラに、このターン中-4000するイベントを撃った。パワー-1000になったけど、"
            "これって場から消える?",
            {"result": "ongoing", "winner": None},
        ),
        ("イベントを撃って、相手のパワー5000のキャラを-2000した。パワーはいくつ?", [3000]),
        ("相手のパワー2000のキャラに-3000するイベントを使った。KOされる?", False),
    ],
)
def test_1_3_7_1_an_events_minus_power_trashes_nothing(question: str, value: Any) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value and situation == "onepiece.plan.power_change"


# --- 2-7-2 / 2-7-3: the DON!! a cost leaves, and a second play paid from what is left ------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "メインフェイズ、コストエリアにアクティブのドン!!が6枚、レストのドン!!が2枚ある状態。手札から"
            "コスト4のキャラを登場させたら、残りのアクティブのドン!!は何枚?",
            [2],
        ),
        ("アクティブのドン!!が5枚。コスト4のキャラを登場させたら、残りのアクティブのドン!!は何枚?", [1]),
        (
            "レストのドン!!が1枚、アクティブのドン!!が3枚。コスト3のキャラを出したら、アクティブのドン!!は何枚?",
            [0],
        ),
    ],
)
def test_2_7_2_the_active_don_a_cost_leaves(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "コストエリアのドンは5枚で全部アクティブ。メインでコスト3のキャラを出した。その後、同じターンに"
            "コスト3の【メイン】イベントも撃ちたいんだけど払える?",
            "no",
        ),
        ("アクティブのドン!!が6枚。コスト2のキャラを出した後、コスト3のキャラも出せる?", "yes"),
        ("アクティブのドン!!が4枚。コスト2のステージを出したあとにコスト3のキャラは出せる?", "no"),
    ],
)
def test_2_7_3_a_second_play_is_paid_from_the_active_don_left(question: str, value: str) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value and situation == "onepiece.plan.can_play"


def test_2_7_2_a_count_told_after_the_first_play_is_not_paid_twice() -> None:
    """「出した。今アクティブが4枚」: the count may already be after that payment — not planned."""
    from service.answering.plans.onepiece_play import can_play

    question = "コスト2のキャラを出した。今アクティブのドン!!が4枚。コスト3のキャラ出せる?"
    assert can_play(read(question, GAME)) is None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("アクティブのドン!!が5枚。コスト4のキャラを登場させたら、残りのアクティブのドン!!は何枚?", [1]),
        ("アクティブのドン!!が7枚。コスト2のステージを出したら、残ったアクティブのドン!!は何枚?", [5]),
        ("アクティブのドン!!が6枚。コスト6のキャラを出すと、アクティブのドン!!は何枚になる?", [0]),
    ],
)
def test_2_7_2_the_count_asked_is_the_active_don_left_not_the_cost(question: str, value: list[int]) -> None:
    """The cost builder's conclusion tells the DON!! the payment leaves, and 「ドン!!は何枚?」 keeps
    its !! as the asked word: the cost (the first number of the conclusion) had been stated."""
    stated, got, _situation = _verdict(question)
    assert stated and got == value


# --- 6-5-5-2 / 6-2-3: DON!! given in the asker's earlier turn, and a turn run from its start ------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターン中の話。うちのリーダー(元々のパワー5000)には、前の自分のターンに付けたドン!!が2枚まだ"
            "乗ってる。相手がドン!!なしパワー6000のキャラで自分リーダーにアタックしてきて、こっちはブロックも"
            "カウンターもしない。ライフ3枚でトリガーなし。ダメージ後、自分のライフは何枚?",
            [2],
        ),
        (
            "相手のターン。俺のリーダー(パワー5000)には、前のターンに付けたドン!!が1枚。相手のパワー5500の"
            "キャラが俺のリーダーにアタックしてきた。ブロックなし、カウンターなし。ライフ2枚。ライフは何枚になる?",
            [1],
        ),
        (
            "相手のターンに、相手のパワー6000のキャラが自分のリーダー(パワー5000、前の自分のターンに付けた"
            "ドン!!が2枚)にアタックしてきた。ブロックもカウンターもなし。自分のライフ4枚。残りは何枚?",
            [3],
        ),
    ],
)
def test_6_5_5_2_don_given_earlier_add_no_power_in_the_opponents_turn(
    question: str, value: list[int]
) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のターン開始時点で、リーダーにドン2枚、キャラにドン1枚付いてて、コストエリアにレストのドンが5枚。"
            "ドン!!デッキは残り2枚。普通に進めたらメインフェイズ開始時のコストエリアのアクティブのドンは何枚?",
            [10],
        ),
        (
            "自分のターンの始めに、リーダーにドン!!1枚付いてて、コストエリアにレストのドン!!が6枚。ドン!!デッキは"
            "残り3枚。ドン!!フェイズのあと、アクティブのドン!!は何枚?",
            [9],
        ),
        (
            "ターン開始時、コストエリアにレストのドン!!が4枚、リーダーにドン!!2枚付与。ドン!!デッキ残り4枚。"
            "ドン!!フェイズが終わったらアクティブのドン!!は何枚?",
            [8],
        ),
    ],
)
def test_6_2_3_attached_don_return_and_all_stand_at_the_turns_start(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value
