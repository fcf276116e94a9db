"""ニンジャスレイヤー round 12 (blind batch W), over several wordings of our own and traps where one
detail changes the answer.

* 706.4 / 706.4b — a destroyed ask whose asking sentence makes an owner word alone its subject
  (「相手のは落ちると思うけど、こっちも殴り返されて死ぬよね?」「俺の方も」「向こうのは」) is about that
  player's fighting card, not the card the question named last (reading.fate._owner_subject): the
  アイサツされた character deals no damage back.
* 602.1 / 1206.1 — a character card entered from the hand outside the asker's own キャラクターフェイズ
  (the イクサフェイズ, after an アイサツ, the opponent's turn) is refused (plans.ninjaslayer_entry_phase);
  an effect putting it into play, a コトダマ, the キャラクターフェイズ or a moment before/after the
  イクサフェイズ is not that plan's (withheld).
* 1204.2g-6 / 1312.1 — a コスト reduced in players' words (「コスト2カット」「コストが1安く」) and the
  upright part of the エテル told after its count (「5枚で、そのうち縦向きは3枚」): the entry pays the
  reduced コスト from the upright エテル only (lexicon cost_down / STATE active with a count,
  plans.ninjaslayer_base.etel_states with the total, reading.counted's held count); a reduction told of
  another card withholds (plans.ninjaslayer_cost._changed_elsewhere).
* 704.4 — the opponent player, or one of their characters, is a legal アイサツ対象 whatever the
  opponent's characters in play and their state (plans.ninjaslayer_aisatsu_target).
* 103.3 / 1003.2b / 802.4 — the turn named by the player's role first (「ターンプレイヤーの俺が」
  「非ターンプレイヤーのこっちが」, lexicon TURN): who resolves first, who wins when both lose; a deck
  count said with も (「こっちの山札も残り2枚」, lexicon QUANTITY deck).
* 1002.2 — the turn player's ドロー・ステップ leaves their デッキ at the count told (「2枚引いたら山札が
  ちょうど0枚になった」): they lose in the rule check right after (plans.ninjaslayer_draw_step.
  their_draw_step); the turn-start builder no longer runs that count as the start.
* 704.8 / 1207.1 — a コトダマ in the priority right after the opponent's アイサツ is declared, its target
  the asker's character, before the インターラプト・ステップ (plans.ninjaslayer_counter.
  kotodama_their_turn); a turn denied (「自分のターンじゃない」, lexicon TURN) is the other player's;
  the asker's motive (「エテル早く増やしたいから」, lexicon NEUTRAL) is no fact (502.4a).
* 403.4 / 502.3a — 「最初の自分のターン」 is the asker's first turn (lexicon TURN first_turn) and
  「手札が増えたり減ったりする効果はなし」 the hand untouched before it; 402.3a / 402.4a — a deck's size
  said as what the building left it (「デッキ組んだら51枚になっちゃった」), the asker's leniency
  (「1枚くらい多くても」) no fact.
* 505.3a — damage a character took in an earlier turn is 0 again by this turn's アイサツ
  (plans.ninjaslayer_damage_reset; 「倒しきれなかった」 read as a kill told failed, lexicon ACTION).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"
_FIGHT = "自分のカラテ1・耐久力2のキャラで、相手のカラテ5・耐久力1のキャラにアイサツした。"
_FOUGHT = "相手のカラテ5・耐久力1のキャラが、自分の耐久力2のキャラにアイサツしてきた。"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (_FIGHT + "相手のは落ちると思うけど、こっちも殴り返されて死ぬよね?", False),
        (_FIGHT + "こっちのは死ぬ?", False),
        (_FIGHT + "俺の方も反撃で死ぬ?", False),
        # the other owner word: the attacked card, which the カラテ 1 kills (耐久力 1)
        (_FIGHT + "相手のは死ぬ?", True),
        (_FIGHT + "向こうのは落ちる?", True),
        # traps: the asker's card attacked (「アイサツしてきた」) dies; the attacker does not
        (_FOUGHT + "こっちのは死ぬ?", True),
        (_FOUGHT + "相手のも死ぬ?", False),
        ("相手のカラテ1・耐久力1のキャラが、自分の耐久力2のキャラにアイサツしてきた。こっちは死ぬ?", False),
        (
            "自分のカラテ3・耐久力2のキャラで、相手のカラテ5・耐久力4のキャラにアイサツした。相手のは死ぬ?",
            False,
        ),
    ],
)
def test_706_4b_owner_word_subject_names_the_asked_card(question: str, value: bool) -> None:
    assert _verdict(question) == (True, value)


def test_1403_2_owner_word_subject_of_a_satsubatsu_fight() -> None:
    # サツバツ (1403.2) kills the card that アイサツした: 「俺のは」 is that one
    question = "相手の耐久力4でサツバツ持ちのキャラに、自分のカラテ2のキャラでアイサツ。俺のは無事?"
    assert _verdict(question) == (True, True)


def test_1216_6_1202_2_satsubatsu_holder_killed_does_not_trigger() -> None:
    # the holder is killed in the rule check right after the イクサダメージ (1216.6): at the step's end it
    # is not on the field, and its ability is not valid there (1202.2) — 「こっちも」 is not killed
    question = (
        "相手の場のサツバツ持ち(耐久力2)に、カラテ2・耐久力3の自分のキャラでアイサツ。"
        "サツバツでこっちも殺される?"
    )
    assert _verdict(question) == (True, False)


@pytest.mark.parametrize(
    "question",
    [
        "自分のターン、イクサフェイズでアイサツ2回やり終わったとこ。ここで手札のキャラ出して追加で殴りに行きたいんだ"
        "けど、今から出せる?",
        "イクサフェイズで1人目のキャラでアイサツした後、手札からコスト1のキャラを出して、そいつでもアイサツしたい。"
        "エテルは余ってる。イクサフェイズ中に手札からキャラって出せる?",
        "イクサフェイズ中に手札のキャラをエントリーできる?",
        "アイサツした後に手札からキャラを出せる?",
        "自分のイクサフェイズ中に手札のキャラクターを場に出すことはできますか?",
        "アイサツを2回し終わった。手札のコスト3のキャラ出せる?エテルは5枚ある",
        # the opponent's turn: only the turn player enters characters (602.1)
        "相手のターン中に手札のキャラ出せる?",
        "相手のイクサフェイズ中に、こっちの手札のキャラって出せる?",
        "相手ターン中、手札からキャラクターカードをエントリーしたい。できる?",
    ],
)
def test_602_1_1206_1_character_entry_outside_the_character_phase_refused(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # traps: a moment before/after the イクサフェイズ, or the キャラクターフェイズ itself
        "イクサフェイズの前なら手札のキャラ出せる?",
        "イクサフェイズに入る前に手札のキャラ出せる?",
        "イクサフェイズが終わったら手札のキャラ出せる?",
        "キャラクターフェイズに手札のキャラ出せる?",
        "アイサツ前に手札のキャラ出せる?",
        "アイサツし終わったら、もう一回キャラクターフェイズに戻ってキャラ出せる?",
        # traps: an effect puts the card into play (1314 アンブッシュ, a card's text, an unread card name)
        "イクサフェイズ中にアンブッシュでキャラを出せる?",
        "イクサフェイズ中にコトダマの効果でキャラを出せる?",
        "イクサフェイズ中、エテルからキャラ出せる?",
        "イクサフェイズ中にヨロコンデー!で手札のキャラ出せる?",
        "イクサフェイズ中に手札のキャラをコストを払わずに出せる?",
        # traps: a コトダマ (entered with priority, 1207.1), the opponent entering, another act
        "イクサフェイズ中にコトダマ撃てる?",
        "イクサフェイズ中に相手は手札のキャラ出せる?",
        "イクサフェイズで、相手のキャラをエントリーできる?",
        "イクサフェイズ中、手札のキャラをエテルに置ける?",
        # traps: a step the run cannot stop in, and the end phase
        "エテル・ステップでキャラ出せる?",
        "エンドフェイズに手札のキャラ出せる?",
    ],
)
def test_602_1_entry_moment_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "エテル・ゾーンは5枚で、そのうち縦向きは3枚だけ。手札のコスト5のキャラが、場のキャラの効果でコスト2カット"
            "されてる。今キャラクターフェイズでコトダマ空間は空。このキャラ出せる?",
            "yes",
        ),
        ("エテル4枚(うち縦は2枚)。コスト4のキャラ、効果でコスト2カットされてる。出せる?", "yes"),
        ("エテル5枚でうち3枚は縦。コスト4のキャラのコストが1安くなってる。出せる?", "yes"),
        ("コスト5のキャラ、効果でコスト2カット。エテル3枚。出せる?", "yes"),
        ("エテル5枚、そのうち縦向きは3枚。コスト3のキャラ出せる?", "yes"),
        # traps: the upright part short of the reduced コスト, or no reduction at all
        ("エテルは6枚、そのうち縦向きは2枚。コスト5のキャラが効果でコスト2カット。出せる?", "no"),
        ("エテル5枚、そのうち縦向きは2枚。コスト4のキャラのコストが1軽くなってる。出せる?", "no"),
        ("エテル5枚、そのうち縦向きは3枚。コスト4のキャラ出せる?", "no"),
        ("エテル5枚、そのうち縦向きは3枚。コスト4のキャラ、相手の効果でコストが1重くなってる。出せる?", "no"),
    ],
)
def test_1204_2g_6_1312_1_reduced_cost_paid_from_the_upright_etel(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # traps: the reduction on another card, taken back, in the opponent's turn (602.1)
        "手札のコスト5のキャラAと、コスト2カットされてるキャラB。エテル3枚。Aを出せる?",
        "エテル3枚。コスト5のキャラ、効果でコスト2カットされてたけど、その効果はもう切れた。出せる?",
        "相手のターン。エテル3枚、コスト5のキャラが効果でコスト2カット。出せる?",
        # traps: more upright than the エテル, the opponent's エテル, a damage cut (not a コスト)
        "エテル5枚、うち縦向きは6枚。コスト4のキャラ出せる?",
        "相手のエテル5枚、そのうち縦向きは3枚。自分のコスト3のキャラ出せる?",
        "エテル5枚、そのうち縦向きは3枚。受けるダメージを2カットするキャラ(コスト3)を出せる?",
        # trap: the asker's next turn stands the エテル again (502.2a)
        "エテル5枚、うち縦向きは3枚。次の自分のターンにコスト4のキャラ出せる?",
    ],
)
def test_1204_2g_6_reduction_or_upright_count_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にアンタイ・オジギ状態のキャラが2人立ってる。そいつらを無視して、相手プレイヤーに直接アイサツできる?",
        "相手の場にキャラがいるけど、相手に直接アイサツできる?",
        "相手の場にキャラが3人いる。相手本体にアイサツできる?",
        "相手の場にオジギ状態のキャラがいる。相手にアイサツできる?",
        "相手の場にキャラがいるけど、相手にアイサツしていい?",
        # the target's state does not matter (704.4)
        "相手のオジギ状態のキャラにアイサツできる?",
        "相手の横向きのキャラにアイサツできる?",
        # a negative ask: the value is whether it can be done
        "相手の場のキャラが2人とも寝てる。相手プレイヤーにアイサツできない?",
    ],
)
def test_704_4_opponent_or_their_character_is_a_legal_target(question: str) -> None:
    assert _verdict(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        # traps: another act asked after the アイサツ, a keyword or card text, the opponent's turn,
        # which of several characters, a second アイサツ, the attacker's own state stated elsewhere
        "相手のアンタイ・オジギ状態のキャラが2人いる。相手プレイヤーにアイサツしたら、そいつらが割り込める?",
        "相手の場にインターラプト持ちがいる。相手プレイヤーにアイサツできる?",
        "相手の場のキャラが「アイサツ対象にならない」を持ってる。そのキャラにアイサツできる?",
        "相手のターンに相手のキャラにアイサツできる?",
        "相手の場にキャラが2人いる。そのうち1人にアイサツできる?",
        "相手の場にキャラが2人。相手プレイヤーに2回アイサツできる?",
        "相手のオジギ状態のキャラに、オジギ状態の自分のキャラでアイサツできる?",
    ],
)
def test_704_4_target_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


def test_704_3a_1_bowed_attacker_still_refused() -> None:
    # the attacker's state decides (704.3a-1), not the target's: another plan answers it, 'no'
    assert _verdict("自分のオジギ状態のキャラで相手にアイサツできる?") == (True, "no")


_EACH_DAMAGE = "「お互いのプレイヤーに1ダメージずつ与える」コトダマを撃った。"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ターンプレイヤーの俺が「お互いのプレイヤーに2ダメージずつ与える」コトダマを撃った。俺も相手もダメージ・ゾーン"
            "はちょうど9枚。めくれたのは全部ウケミなしのカードだったとして、これってどっちが勝つの?",
            "self",
        ),
        # the non-turn player's checks resolve first (1003.2b): the asker as the non-turn player loses
        (
            "非ターンプレイヤーの俺が"
            + _EACH_DAMAGE
            + "俺も相手もダメージ・ゾーンは9枚。めくれたのはウケミなし。どっちが勝つ?",
            "opponent",
        ),
        (
            "ターンプレイヤーの自分が"
            + _EACH_DAMAGE
            + "自分のダメージ・ゾーンは9枚、相手は8枚。ウケミなし。勝つのは?",
            "opponent",
        ),
        # both decks empty at once: the non-turn player wins (103.3)
        (
            "ターンプレイヤーの相手が「お互いに2枚ドローする」コトダマを使った。お互いの山札は2枚。どっちの勝ち?",
            "self",
        ),
        (
            "非ターンプレイヤーの相手が「お互いに2枚ドローする」コトダマを使った。お互いの山札は2枚。どっちの勝ち?",
            "opponent",
        ),
    ],
)
def test_103_3_1003_2b_turn_player_named_by_role_first(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


def test_802_4_non_turn_player_named_by_role_first() -> None:
    question = (
        "非ターンプレイヤーのこっちが相手のアイサツ食らって、ダメージチェック処理がコトダマ空間に積まれた。"
        "めくる前に手札のコトダマ撃って回復しときたいんだけど、このタイミングで撃てる?"
    )
    assert _verdict(question) == (True, "no")
    # trap: the turn told contradicts whose アイサツ it is (704.1: the turn player アイサツs)
    contradicted = (
        "ターンプレイヤーの俺が相手のアイサツ食らって、ダメージチェック処理がコトダマ空間に積まれた。"
        "めくる前にコトダマ撃てる?"
    )
    assert _verdict(contradicted)[0] is False


def test_802_4_check_on_top_in_the_opponents_ikusa_phase() -> None:
    # the opponent's イクサフェイズ told as the turn: the damage check on top allows only a pass (802.4)
    question = (
        "相手のイクサフェイズ中、相手のキャラが俺にアイサツしてきて、ダメージチェックが積まれた。"
        "コトダマ撃てる?"
    )
    assert _verdict(question) == (True, "no")


def test_305_5_turn_player_named_by_role_first() -> None:
    question = (
        "ターンプレイヤーの自分、エンドフェイズで手札が10枚。上限で捨てたりする?ターン終了時の手札は何枚?"
    )
    assert _verdict(question) == (True, [10])


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターン。相手がドロー・ステップで2枚引いたら、山札がちょうど0枚になった。手札はたっぷりあるし、"
            "次にドローするまでは平気…だよね? この後の勝敗どうなる?",
            "self",
        ),
        ("相手のターン、ドロー・ステップで相手が2枚引いて、相手のデッキが0枚になった。勝敗は?", "self"),
        ("相手のターン。相手がドロー・ステップで2枚引いたら、山札がちょうど0枚になった。相手の勝ち?", "self"),
        (
            "自分のターン。ドロー・ステップで2枚引いたら山札が0枚になった。手札もあるし大丈夫だよね?勝敗は?",
            "opponent",
        ),
    ],
)
def test_1002_2_deck_emptied_by_the_draw_step_loses_at_once(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


def test_1002_2_deck_left_after_the_draw_step_is_not_the_start() -> None:
    # trap: the count after the draw had been run as the turn's start (a deck-out stated for 1 left)
    gated, _note = situate(
        "相手のターン。相手がドロー・ステップで2枚ドローしたら山札が1枚になった。どうなる?", GAME
    )
    verdict = gated.accounting.verdict
    assert verdict.stated and verdict.value == {"result": "ongoing", "winner": None}


@pytest.mark.parametrize(
    "question",
    [
        # traps: the other player's deck, the count before the draw, a first turn's draw (502.3a: 1),
        # a card put back after
        "相手のターン。相手がドロー・ステップで2枚引いたら、こっちの山札が0枚になった。どうなる?",
        "相手のターン。相手の山札が0枚。ドロー・ステップで2枚引いたらどうなる?",
        "相手のターン。相手がドロー・ステップで1枚引いたら山札が0枚になった。勝敗は?",
        "相手の最初のターン。相手がドロー・ステップで2枚引いたら山札が0枚になった。勝敗は?",
        "相手のターン。相手がドロー・ステップで2枚引いたら山札が0枚になった。でもウケミで1枚山札に戻した。勝敗は?",
    ],
)
def test_1002_2_draw_step_result_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターンに、相手が「お互いに2枚ドローする」コトダマを使ってきた。相手の山札は残り2枚、こっちの山札も"
            "残り2枚。これ決着つく? つくならどっちの勝ち?",
            "self",
        ),
        (
            "相手のターン。相手が「お互いに1枚ドローする」コトダマを使った。相手の山札は残り1枚、こっちの山札も残り1枚。どっちの勝ち?",
            "self",
        ),
        (
            "自分のターン。自分が「お互いに2枚ドローする」コトダマを使った。自分の山札は残り2枚、相手の山札も残り2枚。どっちの勝ち?",
            "opponent",
        ),
        # traps: only one deck empties; neither does
        (
            "相手のターンに、相手が「お互いに2枚ドローする」コトダマを使った。相手の山札は残り2枚、こっちの山札も残り3枚。どっちの勝ち?",
            "self",
        ),
        (
            "相手のターンに、相手が「お互いに2枚ドローする」コトダマを使った。相手の山札は残り3枚、こっちの山札も残り3枚。どっちの勝ち?",
            "none",
        ),
    ],
)
def test_103_3_1308_2_deck_count_said_with_mo(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("エテル早く増やしたいから、エテル・ステップで手札2枚まとめてエテル・ゾーンに置きたい。OK?", "no"),
        ("エテルを一気に増やしたいので、エテル・ステップで手札を3枚エテルに置ける?", "no"),
        ("エテル増やしたいから、エテル・ステップで手札1枚をエテルに置いていい?", "yes"),
    ],
)
def test_502_4a_the_askers_motive_is_no_fact(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


def test_502_4a_motive_with_an_effect_withholds() -> None:
    question = "エテルを早く増やしたいから、エテル・ステップで1枚置いて、さらにコトダマの効果でもう1枚置ける?"
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツ対象選択でこっちのキャラが狙われた。インターラプト・ステップに行く前に手札のコトダマ撃ちたい。"
        "自分のターンじゃないけどいける?",
        "相手のアイサツ対象選択でこっちのキャラが狙われた。インターラプト・ステップに行く前に手札のコトダマ撃てる?",
        "相手のアイサツ宣言の後、インターラプト・ステップに入る前にコトダマ撃てる?",
        "自分のターンじゃないけど、相手のアイサツ宣言の後にコトダマ撃てる?",
    ],
)
def test_704_8_1207_1_kotodama_in_the_declarations_priority(question: str) -> None:
    assert _verdict(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        # traps: another moment (the step itself, after the アイサツ went through), a character entered,
        # the エテル told short or bowed, the opponent's own character targeted
        "相手のアイサツ対象選択でこっちのキャラが狙われた。インターラプト・ステップ中にコトダマ撃てる?",
        "相手のアイサツが通った後、コトダマ撃てる?",
        "相手のアイサツ対象選択でこっちのキャラが狙われた。インターラプト・ステップに行く前に、手札のキャラを出せる?",
        "相手のアイサツ対象選択でこっちのキャラが狙われた。エテルは全部オジギしてる。インターラプト・ステップ前にコスト2の"
        "コトダマ撃てる?",
        "相手のアイサツ対象選択で相手のキャラが狙われた。インターラプト・ステップに行く前にコトダマ撃てる?",
        # trap: the opponent's キャラクターフェイズ (only the turn player enters characters, 602.1)
        "自分のターンじゃないけど、キャラクターフェイズに手札のキャラ出せる?",
    ],
)
def test_704_8_moment_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


def test_602_1_turn_denied_is_the_other_players() -> None:
    # 「相手のターンじゃない」: the asker's own turn, whose イクサフェイズ refuses an entry (602.1)
    assert _verdict("相手のターンじゃないけど、イクサフェイズ中に手札のキャラ出せる?") == (True, "no")


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "後攻です。ゲーム始まって最初の自分のターン、ドローしてエテル・ステップで手札から1枚エテルに置いたら"
            "手札何枚? ほかに手札が増えたり減ったりする効果はなし",
            [5],
        ),
        # the first player's first turn draws 1 (502.3a)
        (
            "先攻です。最初の自分のターン、ドローしてエテル・ステップで手札から1枚エテルに置いたら手札何枚?",
            [4],
        ),
        ("後攻。最初の自分のターンにドローした後の手札は何枚? 手札が増えたり減ったりはしてない", [6]),
    ],
)
def test_403_4_502_3a_the_askers_first_turn_said_with_its_owner(question: str, value: list[int]) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # traps: the hand before the asker's first turn (後攻) not told untouched; a draw in between
        "後攻です。最初の自分のターン、ドローしてエテルに1枚置いたら手札何枚?",
        "後攻です。ゲーム始まって最初の自分のターン、ドローしたら手札何枚? 相手のターン中にウケミで1枚引いた",
    ],
)
def test_403_2_opening_hand_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "コンストラクテッド戦用にデッキ組んだら51枚になっちゃった。1枚くらい多くても大会で使える?",
        "コンストラクテッド戦用にデッキを組んだら49枚になった。1枚くらい少なくても使える?",
        "ブリッツシールド戦でデッキ組んだら41枚になった。使える?",
    ],
)
def test_402_3a_402_4a_deck_size_as_the_building_left_it(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # traps: a legal size with the other limits untold; a card taken out before the ask
        "コンストラクテッド戦用にデッキ組んだら50枚になった。使える?",
        "コンストラクテッド戦のデッキ組んだら51枚になっちゃった。1枚抜いたら使える?",
    ],
)
def test_402_4_deck_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "前の自分のターンに、相手の耐久力6のキャラに4ダメージ入れたけど倒しきれなかった。今ターン、カラテ3のキャラで"
            "そいつにもう一回アイサツしたら倒せる?",
            False,
        ),
        (
            "前のターンに相手の耐久力5のキャラに3ダメージ与えた。このターン、カラテ2のキャラでそいつにアイサツしたら殺せる?",
            False,
        ),
        # the カラテ alone reaches the 耐久力
        (
            "前の自分のターンに相手の耐久力6のキャラに4ダメージ入れた。今ターン、カラテ6のキャラでそいつにアイサツしたら倒せる?",
            True,
        ),
        # trap: the same turn — the damage stays (1317.1) and adds up (1004.1)
        (
            "このターン、相手の耐久力6のキャラに4ダメージ入れた。そのあとカラテ3のキャラでそいつにアイサツしたら倒せる?",
            True,
        ),
    ],
)
def test_505_3a_damage_of_an_earlier_turn_is_reset(question: str, value: bool) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # traps: damage that would have killed it then, a later turn, another target, a ±X/±Y that may
        # last, a second damage this turn, a keyword
        "前のターンに相手の耐久力6のキャラに7ダメージ入れた。今ターン、カラテ1のキャラでそいつにアイサツしたら倒せる?",
        "次のターンに相手の耐久力6のキャラに4ダメージ入れて、カラテ3のキャラでそいつにアイサツしたら倒せる?",
        "前のターンに相手の耐久力6のキャラに4ダメージ入れた。今ターン、カラテ3のキャラで相手の別のキャラにアイサツしたら"
        "倒せる?",
        "前のターンに相手の耐久力6のキャラに-0/-2と4ダメージ。今ターン、カラテ3のキャラでそいつにアイサツしたら倒せる?",
        "前のターンに相手の耐久力6のキャラに4ダメージ入れた。今ターンもコトダマで2点与えて、カラテ3のキャラでそいつに"
        "アイサツしたら倒せる?",
        "前のターンに相手の耐久力6でサツバツ持ちのキャラに4ダメージ。今ターン、カラテ3のキャラでそいつにアイサツしたら"
        "倒せる?",
    ],
)
def test_505_3a_earlier_damage_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False
