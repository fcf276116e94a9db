"""軌跡 TCG plans, round 3: facts the round-2 plans dropped or bound to the wrong card, and the
families added after blind batches E–I. Each is asked in several wordings of our own.

Clauses: 1309.1a (no overkill when the attacked UNIT has サポート), 804.11a-2/-3 (stun damage and
overkill), 1306.3 (stun damage = CPコスト).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read

GAME = "kiseki"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


# --- 1309.1a: サポート said as the predicate of the attacked UNIT's noun is that UNIT's -------------


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "相手のSTR1/DEF2(CPコスト2)のUNITがスクラムサポートでサポートを得てる。"
            "そこに自分のSTR6のUNITで単独攻撃した。相手の絆は何点減る?",
            2,
        ),
        (
            "相手のSTR2/DEF3・CPコスト3のUNITはサポートを得ている。自分のSTR7のUNITでそれを攻撃した。相手の絆は何点減る?",
            3,
        ),
        (
            "相手の場のSTR1/DEF1(CPコスト1)のUNITがサポートを持ってる状態。"
            "自分のSTR5のUNITで攻撃したら、相手は絆を何点失う?",
            1,
        ),
    ],
)
def test_1309_1a_support_said_after_the_attacked_unit_prevents_overkill(question: str, lost: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [lost], (value, situation)


def test_804_11a_3_without_support_the_same_fight_overkills() -> None:
    stated, value, _ = _verdict(
        "相手のSTR1/DEF2(CPコスト2)のUNITを自分のSTR6のUNITで攻撃した。相手の絆は何点減る?"
    )
    assert stated and value == [6]


@pytest.mark.parametrize(
    "question",
    [
        # whose サポート? a sentence with no UNIT, or the attacker's (which changes nothing)
        "サポートを得ている。自分のSTR6のUNITで相手のSTR1/DEF2(CPコスト2)のUNITを攻撃した。相手の絆は何点減る?",
        "自分のSTR6のUNITがサポートを得てる。相手のSTR1/DEF2(CPコスト2)のUNITを攻撃した。相手の絆は何点減る?",
    ],
)
def test_1309_1a_support_of_no_telling_which_unit_is_not_stated(question: str) -> None:
    stated, value, _ = _verdict(question)
    assert not stated, value


# --- 705.5: the 回復フェイズ's 絆 judgement with both players' 絆 read ---------------------------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("回復フェイズの敗北チェックで、自分の絆がぴったり0点、相手は3点残ってる。どっちの勝ち?", "opponent"),
        # a tie at 0 or below: the イニシアチブプレイヤー loses instead
        (
            "自分のターン(自分がイニシアチブ)の回復フェイズで、絆が自分-2、相手も-2。勝つのはどっち?",
            "opponent",
        ),
        ("相手のターン(イニシアチブは相手)の回復フェイズ、絆が自分-1・相手-1で同じ。勝つのは?", "self"),
        ("回復フェイズ、自分の絆は1、相手は-3。勝つのはどっち?", "self"),
    ],
)
def test_705_5_recovery_phase_kizuna_judgement_reads_both_players(question: str, winner: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == winner, (value, situation)


def test_705_5_a_kizuna_change_is_not_read_as_the_other_players_kizuna() -> None:
    stated, value, _ = _verdict("回復フェイズ、自分の絆が5、相手は3点減った。勝つのはどっち?")
    assert not stated, value


# --- 703.8c-1 / 702.3: a UNIT is played only by the プライマリープレイヤー in the 配備フェイズ ----------


@pytest.mark.parametrize(
    "question",
    [
        "相手の配備ステップ中に優先権が回ってきたんだけど、そのタイミングで自分の手札からUNITをプレイして場に出せる?",
        "相手の配備ステップで、手札のCPコスト2のUNITをプレイできる?",
        "相手の戦闘フェイズで攻撃されてる最中に、手札からUNITを出して受け役にしたい。そういうのってアリ?",
        "相手の戦闘フェイズ中に、相手の攻撃に合わせて手札のUNITカードを出して場に並べたい。これってできる?",
        "相手のバトルフェイズ中、手札からユニットを出せる?",
    ],
)
def test_703_8c_1_no_unit_is_played_from_the_hand_in_the_opponents_step(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no", (value, situation)
    assert situation == "kiseki.plan.unit_timing"


@pytest.mark.parametrize(
    "question",
    [
        # the asker's own step said too: the asker would hold the イニシアチブ (not run)
        "相手の配備ステップ中なんだけど(自分の配備ステップはもう終わってる)、手札のUNITを出していい?",
        # an attack no one is said to make may be the asker's own
        "相手の戦闘フェイズに攻撃したあと、手札のUNITを出せる?",
        "相手の戦闘フェイズに自分のUNITで攻撃したあと、手札のUNITを出せる?",
    ],
)
def test_703_8c_1_a_timing_the_plan_cannot_seat_is_not_planned(question: str) -> None:
    _stated, _value, situation = _verdict(question)
    assert situation != "kiseki.plan.unit_timing"


# --- 703.6a / 703.7a: the hand after the 準備フェイズ's ドローステップ --------------------------------


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "相手のターン(イニシアチブ相手)で、準備フェイズ開始時の自分の手札は3枚。拠点には何も置かないし、"
            "カードの効果もなし。準備フェイズが終わった時点の自分の手札は何枚?",
            5,
        ),
        (
            "先攻(最初のターンのイニシアチブプレイヤー)で、初手4枚を入れ替えずにキープ。"
            "1ターン目のドローステップが終わった時点で手札って何枚?",
            6,
        ),
        ("自分のターンの準備フェイズ、手札2枚から始まった。ドローステップのあと手札は何枚?", 4),
    ],
)
def test_703_6a_the_hand_after_the_draw_step_is_two_more(question: str, hand: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [hand], (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        "手札3枚。相手のターンの準備フェイズが終わったら相手の手札は何枚?",  # whose hand is asked?
        "自分のターンの準備フェイズ、手札2枚。拠点ステップで1枚拠点に置いた。手札は何枚?",  # when?
    ],
)
def test_703_6a_a_hand_the_plan_cannot_follow_is_not_stated(question: str) -> None:
    stated, value, _ = _verdict(question)
    assert not stated, value


# --- 705.6: the recovered UNIT chosen, its count said after the noun ------------------------------


@pytest.mark.parametrize(
    ("question", "left"),
    [
        (
            "自分のターンの回復フェイズ。自分の場にはスタン状態のUNITが3体、スタンしてないUNITが2体。"
            "回復させるUNITを1体選んだ。回復フェイズ後、自分の場に残るUNITは何体?",
            3,
        ),
        (
            "回復フェイズで、自分の場にスタンしてるUNITが2体、スタンしてないUNITが1体。"
            "回復するユニットを1体選んだら、場に残るUNITは何体?",
            2,
        ),
        ("回復フェイズ。自分のスタン状態のUNITが4体。回復させるユニットは1つ選んだ。場に残るUNITは何体?", 1),
    ],
)
def test_705_6_one_chosen_stunned_unit_recovers_the_rest_go_to_the_kiseki(question: str, left: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [left], (value, situation)


# --- 1102.1 / 103.3: a count said of both players is held by each seat ---------------------------


@pytest.mark.parametrize(
    "question",
    [
        "自分がイニシアチブのターン。相手(非イニシアチブ)の配備ステップ中に相手が「各プレイヤーはカードを1枚引く」"
        "EVENTを使ったけど、自分も相手も山札0枚だった。これどっちの勝ち?自分視点で",
        "お互いデッキ0枚の状態で、回復フェイズ開始時に「各プレイヤーはカードを1枚引く」が解決された。勝ったのはどっち?",
    ],
)
def test_103_3_both_decks_empty_is_not_stated_from_one_players_deck(question: str) -> None:
    gated, _ = situate(question, GAME)
    if gated.accounting.verdict.stated:  # only with both decks at 0 in the scenario
        payload = gated.built.payload if gated.built is not None else {}
        assert all(payload.get(seat, {}).get("deck") == 0 for seat in ("player1", "player2")), payload


def test_103_3_both_players_words_own_the_count_together() -> None:
    for question in ("自分も相手も山札0枚。", "お互いデッキ0枚の状態。", "相手も自分もデッキ0枚。"):
        decks = [f for f in read(question, GAME).facts if f.role is Role.QUANTITY]
        assert [(f.concept, f.value, f.owner) for f in decks] == [("deck", 0, "both")], question


# --- 1306.3 / 1201.1a-1: a UNIT stunned to pay its own 起動クラフト's cost -------------------------


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "自分のCPコスト4のUNITの『これをスタンする:相手のUNITを1つ対象とし、それをスタンする。』を起動した。"
            "コスト払った時点で自分の絆も減るの?減るなら何点?",
            4,
        ),
        (
            "自分のCPコスト3のユニットの『これをスタンする:相手のユニットを1つ対象とし、それをスタンする。』を使った。"
            "コストを払ったら自分の絆は何点減る?",
            3,
        ),
        (
            "CPコスト2の自分のUNITの「これをスタンする:相手のUNITを1つ対象とし、それをスタンする。」を起動。"
            "自分の絆は何点減る?",
            2,
        ),
    ],
)
def test_1306_3_a_stun_paid_as_a_craft_cost_is_stun_damage(question: str, lost: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [lost], (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        # the cost acts the UNIT (1315.2), no stun: the asker loses nothing — read, not dropped
        "自分のCPコスト4のUNITの『これをアクションする:相手のUNITを1つ対象とし、それをスタンする。』を起動した。"
        "自分の絆は何点減る?",
        # a cost of two kinds: only the stun is run by the plan
        "自分のCPコスト4のUNITの『これをスタンし、手札を1枚捨てる:カードを1枚引く。』を起動した。自分の絆は何点減る?",
    ],
)
def test_1201_1a_1_a_craft_cost_the_plans_do_not_run_is_not_stated(question: str) -> None:
    stated, value, _ = _verdict(question)
    assert not stated, value


# --- 703.6a / 1102.1: the draw step's 2 cards, the second from an empty deck, are the 「2枚引く」 ----


@pytest.mark.parametrize(
    "question",
    [
        "自分のドローステップ、山札が残り1枚しかない。2枚引かなきゃいけないんだけど、勝ち負けで言うとどっち?",
        "ドローステップで2枚引くとき、自分のデッキが1枚だけ。勝つのはどっち?",
        "自分のデッキが残り1枚の状態でドローステップに入った。2枚引くことになるけど勝敗は?",
    ],
)
def test_1102_1_drawing_two_from_a_one_card_deck_in_the_draw_step_loses(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "opponent", (value, situation)


def test_1313_1_an_effects_draw_is_not_met_by_the_draw_step() -> None:
    # since audit 26h the effect's draw itself is planned (kiseki_pools.deck_draw: 1313.1, 1102.1) —
    # never the 準備フェイズ's draw step
    question = "自分のデッキが残り1枚のとき、EVENTの効果でカードを2枚引いた。勝敗は?"
    stated, value, situation = _verdict(question)
    assert not stated or (value == "opponent" and situation == "kiseki.plan.draw"), (value, situation)


# --- 1407.1 / 503.1: a 【ヘイト】 UNIT said to be レディ still draws the attack ----------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手の場に【ヘイト】持ちのUNIT(レディ、スタンしてない)とヘイト無しのUNITがいる。"
        "自分の普通のUNITで、ヘイト無しの方を攻撃対象にできる?",
        "相手の場にレディ状態の【ヘイト】持ちのUNITとヘイトなしのUNITがいる。ヘイトなしのUNITを攻撃していい?",
        "相手の場に【ヘイト】持ちのUNIT(レディ)と【ヘイト】のないUNIT。自分のUNITで【ヘイト】のないUNITを攻撃対象に選べる?",
    ],
)
def test_1407_1_a_ready_hate_unit_must_be_attacked(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no", (value, situation)


def test_503_1_ready_and_stunned_of_one_unit_is_not_planned() -> None:
    question = (
        "相手の場に【ヘイト】持ちのUNIT(レディ、スタンしてる)とヘイト無しのUNITがいる。"
        "ヘイト無しの方を攻撃対象にできる?"
    )
    stated, value, _ = _verdict(question)
    assert not stated, value


# --- 705.2 / 1102.1 / 103.3: each player draws in the 回復フェイズ with both decks told -------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分がイニシアチブプレイヤーのターン。お互いデッキ0枚の状態で、回復フェイズ開始時に"
            "「各プレイヤーはカードを1枚引く」が解決された。勝ったのはどっち?(自分視点)",
            "opponent",
        ),
        (
            "自分のターンの回復フェイズで『ターン終了時、各プレイヤーはカードを1枚引く。』が解決された。"
            "お互いデッキはもう0枚、絆はどっちもまだ残ってる。勝つのはどっち?(自分視点)",
            "opponent",
        ),
        # the opponent holds the イニシアチブ: the asker is the non-primary player
        (
            "相手のターンの回復フェイズ開始時に「各プレイヤーはカードを1枚引く」が解決された。お互いデッキ0枚。勝つのはどっち?",
            "self",
        ),
        (
            "回復フェイズに「各プレイヤーはカードを2枚引く」が解決。自分のデッキは1枚、相手のデッキは3枚。勝つのはどっち?",
            "opponent",
        ),
    ],
)
def test_103_3_each_player_drawing_from_empty_decks_the_non_primary_wins(question: str, winner: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == winner, (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        "回復フェイズに「相手はカードを1枚引く」が解決された。お互いデッキ0枚。勝つのはどっち?",  # one drawer
        "回復フェイズに各プレイヤーの効果で相手はカードを1枚引く。お互いデッキ0枚。勝つのはどっち?",
    ],
)
def test_103_3_a_draw_of_one_player_is_not_each_players(question: str) -> None:
    stated, value, _ = _verdict(question)
    assert not stated, value


# --- 1102.1: an empty deck loses only when drawn from ------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手のカードの効果で、自分のデッキがちょうど0枚になった。まだ1枚も引こうとはしてない。もうこの時点で自分の負け確定?",
        "自分のデッキが0枚になったけど、まだ1枚も引いてない。これって負け?",
        "相手のデッキが0枚。相手はまだカードを1枚も引いていない。この時点で自分の勝ち?",
    ],
)
def test_1102_1_an_empty_deck_not_drawn_from_loses_nothing_yet(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "none", (value, situation)


def test_1102_1_drawing_from_the_empty_deck_loses() -> None:
    stated, value, _ = _verdict("自分のデッキが0枚になった。カードを1枚引いた。負け?")
    assert stated and value == "opponent", value


# --- 703.8a: CP for each 拠点 card as the 配備ステップ begins, acted ones included ------------------


@pytest.mark.parametrize(
    ("question", "cp"),
    [
        (
            "非ターンプレイヤー側の話。相手のステップ中にEP獲得したせいで、自分の拠点5枚のうち2枚が横向きのまま。"
            "自分の拠点ステップでは何も置かなかった。配備ステップでCPいくつもらえる?",
            5,
        ),
        ("拠点にカードが4枚、そのうち1枚はアクション状態。自分の配備ステップでCPはいくつもらえる?", 4),
        ("相手のターン。自分の拠点は3枚で全部横向き。自分の配備ステップが始まったらCPはいくつ?", 3),
    ],
)
def test_703_8a_cp_counts_every_base_card_acted_or_not(question: str, cp: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [cp], (value, situation)


# --- 803.5b / 803.5a-1: the player is the target only when no UNIT can be chosen -----------------


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "相手の場にUNITは1体だけで、そいつは横向き(アクション状態)になってる。スタンはしてない。"
            "そいつ無視して相手プレイヤーに直接アタックできる?",
            "no",
        ),
        ("相手の場にUNITが1体いて、アクション状態。相手プレイヤーに攻撃していい?", "no"),
        ("相手の場のUNITは1体で、スタンもしていない。相手プレイヤーを攻撃できる?", "no"),
        ("相手の場のUNITは1体で、スタンしてる。相手プレイヤーを攻撃できる?", "yes"),
    ],
)
def test_803_5b_the_player_is_attacked_only_past_no_choosable_unit(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can, (value, situation)


def test_803_5b_a_state_of_one_of_several_units_is_not_planned() -> None:
    # 「両方横向き」 is said of both (round 8's aim_field plans it: acted UNITs can be chosen, 803.5a)
    stated, value, _ = _verdict("相手の場にUNITが2体、両方横向き。相手プレイヤーを攻撃できる?")
    assert stated and value == "no", value
    stated, value, _ = _verdict("相手の場にUNITが2体、そのうち1体はスタン状態。相手プレイヤーを攻撃できる?")
    assert not stated or value == "no", value  # the other one can be chosen either way


def test_1306_2_the_stun_denied_with_a_particle_between_is_denied() -> None:
    for text in ("スタンはしてない。", "スタンもしていない。"):
        states = [f for f in read(text, GAME).facts if f.role is Role.STATE]
        assert [(f.concept, f.negated) for f in states] == [("stunned", True)], text


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "相手が、CPコスト5のユニットの「これをスタンする:〜」っていう起動クラフトを使った。"
            "コスト払った時点で相手の絆はいくつ減る?",
            5,
        ),
        ("自分のCPコスト2のユニットの『これをスタンする:〜』を起動。コストを払ったら絆は何点減る?", 2),
        ("CPコスト3の自分のUNITの「これをスタンする:…」を使った。コストで自分の絆は何点減る?", 3),
    ],
)
def test_1306_3_a_stun_cost_with_its_effect_left_out(question: str, lost: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [lost], (value, situation)


# --- 803.3b: two UNITs of one different 組織 each share none: no scrum attack ---------------------


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "自分の場に組織が遊撃士協会だけのUNITと、身喰らう蛇だけのUNITがいる。リンクとかの効果は何もない。"
            "この2体でまとめてスクラム攻撃ってできる?",
            "no",
        ),
        (
            "組織が遊撃士協会だけのユニットと、身喰らう蛇だけのユニット。この2体まとめてスクラム攻撃に行ける?",
            "no",
        ),
        ("組織が遊撃士協会だけのUNITと、組織が結社だけのUNIT。この2体で一緒にスクラム攻撃できる?", "no"),
        # the same 組織 named twice: they share it
        ("組織が遊撃士協会だけのUNITと遊撃士協会だけのUNIT。この2体でスクラム攻撃できる?", "yes"),
    ],
)
def test_803_3b_units_of_different_named_organisations_cannot_scrum(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can, (value, situation)


def test_803_3b_the_opponents_units_are_not_the_askers_attackers() -> None:
    question = "相手の場に組織が遊撃士協会だけのUNITと、身喰らう蛇だけのUNITがいる。この2体で攻撃できる?"
    stated, value, _ = _verdict(question)
    assert not stated, value


# --- 1307.1: a player who takes no stun damage loses no 絆 to a stun paid as a cost ----------------


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "このターン中は自分がスタンダメージを受けない効果が効いてる。そこでCPコスト5の自分のUNITの"
            "「これをスタンする:…」起動クラフトを使った。自分の絆は何点減る?",
            0,
        ),
        (
            "このターン、自分はスタンダメージを受けない効果がかかってる。自分のCPコスト3のUNITの"
            "「これをスタンする:…」を使った。自分の絆は何点減る?",
            0,
        ),
        # the opponent's protection is not the asker's
        (
            "相手がスタンダメージを受けない効果を持ってる。自分のCPコスト3のユニットの『これをスタンする:〜』を起動した。"
            "自分の絆は何点減る?",
            3,
        ),
    ],
)
def test_1307_1_no_stun_damage_covers_a_stun_paid_as_a_cost(question: str, lost: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [lost], (value, situation)
