"""軌跡 TCG round 8 (issue 11): families of the fresh batches planned from the reading and answered
through `plans.situate` (the user's path), each over several wordings with traps that must be
withheld or answered otherwise."""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read


def _verdict(question: str) -> tuple[str | None, object, bool, str]:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    told = gated.built.summarize(gated.sim.result) if gated.built and gated.sim and verdict.stated else ""
    return (gated.built.situation if gated.built else None), verdict.value, verdict.stated, told


@pytest.mark.parametrize(
    "question",
    [
        "戦闘フェイズ中、うちのユニットのオーバーキルが通って相手の絆が-3まで落ちた。この瞬間にもう自分の勝ちで試合終了でいいよね?",
        "戦闘フェイズ中にオーバーキル通して相手の絆をちょうど0点にした!これもうこの瞬間に自分の勝ち確定?",
        "自分のターンの戦闘フェイズ中に、スクラム攻撃で相手の絆を-3まで削り切った。この瞬間に自分の勝ちで試合終了ってことでいい?",
        "相手の戦闘フェイズで、相手のUNITの攻撃で自分の絆がちょうど-2になった。この時点で相手の勝ち?",
        "戦闘フェイズ中にSTR2のUNITで攻撃して相手の絆を5→3まで削った。これで勝ち?",
    ],
)
def test_705_5_kizuna_at_or_below_0_in_the_battle_phase_ends_nothing_yet(question: str) -> None:
    situation, value, stated, told = _verdict(question)
    assert stated and situation == "kiseki.plan.kizuna_midturn" and value == "none", question
    assert "回復フェイズの判定" in told


@pytest.mark.parametrize(
    "question",
    [
        # an effect after the attack changed the 絆: not modeled
        "戦闘フェイズ中に相手の絆を0にしたあと、相手がEVENTで絆を3点回復した。この時点で勝者は?",
        # the attack was on the opponent's UNIT, not on the player
        "戦闘フェイズ中に相手のUNITを攻撃して相手の絆を0にした。この瞬間に自分の勝ち?",
        # the told STR does not bring the told 絆 there: the start is not what the run would use
        "戦闘フェイズ中にSTR2のUNITで攻撃して相手の絆を5→0まで削った。これで勝ち?",
    ],
)
def test_705_5_a_battle_phase_kizuna_the_plan_cannot_reach_is_withheld(question: str) -> None:
    _, _, stated, _ = _verdict(question)
    assert not stated, question


def test_705_5_the_recovery_phase_is_the_judgement_not_the_battle() -> None:
    situation, value, stated, _ = _verdict("回復フェイズで相手の絆が0になってる。自分の勝ち?")
    assert stated and situation == "kiseki.plan.judgement" and value == "self"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "うちのSTR6のユニットで、相手のDEF3・CPコスト4のユニットを攻撃して通った。"
            "サポートとか特殊な効果は何もなし。相手の絆10からいくつになる?",
            3,
        ),
        (
            "自分のSTR5のUNITで相手のDEF2・CPコスト3のUNITを攻撃。サポートとか他の効果は一切なし。相手の絆は何点減る?",
            6,
        ),
        (
            "STR4の自分のUNITが相手のDEF4・CPコスト2のUNITを攻撃した。サポートや特別な効果もなし。相手は絆を何点失う?",
            2,
        ),
    ],
)
def test_1309_1a_no_support_said_with_other_effects_denied_is_a_plain_fight(
    question: str, value: int
) -> None:
    _, told, stated, _ = _verdict(question)
    assert stated and isinstance(told, list) and value in told, question


@pytest.mark.parametrize(
    "question",
    [
        "自分のSTR5のUNITで相手のDEF2・CPコスト3のUNITを攻撃。相手のUNITはサポートを得ている。相手の絆は何点減る?",
        # 「【武術】を持たない」 denies the icon, not the サポート said before it
        "自分のSTR5のUNITで相手のDEF2・CPコスト3のUNITを攻撃。サポートとか【武術】を持たないUNIT。相手の絆は何点減る?",
    ],
)
def test_1309_1a_a_support_not_denied_is_withheld(question: str) -> None:
    _, _, stated, _ = _verdict(question)
    assert not stated, question


@pytest.mark.parametrize(
    "question",
    [
        "お互いに止められない強制ループに入っちゃった。どっちもループを止める手段なし。勝敗どうなる?",
        "お互いの誘発クラフトがずっと誘発し合う形になって、どっちのプレイヤーもそのループを止める手段がない。この試合どうなるの?",
        "お互いの場のカードの強制の誘発クラフトが噛み合って無限に誘発し続けて、自分も相手もどうやっても止められなくなった。勝敗どうなる?",
        "お互いのカードの効果が噛み合って、強制の処理が無限にぐるぐる回るループになっちゃった。自分も相手もどっちも止める手段がない。この試合の結果は?",
    ],
)
def test_1501_1c_a_loop_neither_player_can_stop_is_a_draw(question: str) -> None:
    situation, value, stated, told = _verdict(question)
    assert stated and situation == "kiseki.plan.loop", question
    assert value == "draw" or (isinstance(value, dict) and value.get("winner") == "draw")
    assert "引き分け" in told


@pytest.mark.parametrize(
    "question",
    [
        "自分だけが止められないループになった。相手は止められる。勝敗どうなる?",  # 1501.1a: the game goes on
        "相手の誘発クラフトが無限ループになった。相手だけが止める手段がない。どうなる?",
        # a position the loop may change
        "お互いに止められない無限ループになった。ちなみに相手の絆は0。どうなる?",
        "自分も相手も繰り返すかどうか選べるループになった。どうなる?",  # 1501.1b: counts not told
    ],
)
def test_1501_1a_a_loop_someone_can_stop_or_told_with_a_position_is_withheld(question: str) -> None:
    _, _, stated, _ = _verdict(question)
    assert not stated, question


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターン、自分の配備ステップ中に自分がEVENT「各プレイヤーはカードを3枚引く」を撃った。"
            "でも自分のデッキも相手のデッキも残り2枚しかない。この場合勝つのはどっち?",
            "opponent",
        ),
        (
            "自分の配備ステップで「各プレイヤーはカードを2枚引く」EVENTをプレイした。自分も相手も山札は1枚。どっちの勝ち?",
            "opponent",
        ),
        # one deck lasts: only the other player loses (1102.1), no 103.3
        (
            "自分のターンの配備ステップ中、自分が「各プレイヤーはカードを2枚引く」ってEVENTを使った。"
            "自分のデッキは5枚、相手のデッキは1枚。勝つのはどっち?",
            "self",
        ),
    ],
)
def test_103_3_an_event_making_each_player_draw_from_short_decks(question: str, winner: str) -> None:
    situation, value, stated, told = _verdict(question)
    assert stated and situation == "kiseki.plan.each_draw" and value == winner, question
    assert "EVENT をプレイ" in told


@pytest.mark.parametrize(
    "question",
    [
        # the opponent plays it in the asker's step: not a play the engine scripts here
        "自分のターンの配備ステップ中、相手が「各プレイヤーはカードを1枚引く」ってEVENTを使った。お互いのデッキが0枚。勝つのはどっち?",
        # a 絆 told with it
        "自分のターンの配備ステップ中、自分が「各プレイヤーはカードを1枚引く」ってEVENTを使った。お互いのデッキが0枚で、相手の絆は0。勝つのはどっち?",
    ],
)
def test_103_3_an_each_draw_event_the_plan_cannot_script_is_withheld(question: str) -> None:
    _, _, stated, _ = _verdict(question)
    assert not stated, question


@pytest.mark.parametrize(
    "question",
    [
        "回復フェイズ、相手の場にスタン状態のユニットが2体いる。相手は回復させるやつとして片方だけ選んだ。"
        "選ばれなかったもう片方(特に能力なし)は軌跡送りになる?",
        "回復フェイズ、自分の場にスタン状態のUNITがAとBの2体。Aを回復させるUNITに選んだ。残ったBってどうなる?場から消える(軌跡行き)?",
        "相手のターンに3体スタンしちゃった。自分(非イニシアチブ)はそのうちAを回復対象に選んだ。"
        "選ばなかったBは回復フェイズが終わる時には場から消えてる?",
        "回復フェイズ、自分の場にスタン状態のUNITが2体。1体を回復させるUNITに選んだ。選ばなかった方は軌跡に行く?",
    ],
)
def test_705_6_a_stunned_unit_not_chosen_to_recover_goes_to_the_kiseki(question: str) -> None:
    situation, value, stated, told = _verdict(question)
    assert stated and situation == "kiseki.plan.recovery_fate" and value is True, question
    assert "軌跡に置かれ" in told


@pytest.mark.parametrize(
    "question",
    [
        # the chosen UNIT is asked: the passed-over marker is missing — not this plan's verdict
        "回復フェイズ、自分の場にスタン状態のUNITがAとBの2体。Aを回復させるUNITに選んだ。Aは場に残る?",
        # no UNIT was chosen
        "回復フェイズ、自分の場にスタン状態のUNITが2体。どれも回復させなかった。選ばなかった方は軌跡に行く?",
        # a stat told with them
        "回復フェイズ、自分の場にスタン状態のSTR3のUNITが2体。1体を回復対象に選んだ。選ばなかった方は軌跡行き?",
    ],
)
def test_705_6_a_recovery_fate_the_plan_does_not_read_is_withheld(question: str) -> None:
    situation, _, stated, _ = _verdict(question)
    assert not stated or situation != "kiseki.plan.recovery_fate", question


def test_705_6_a_count_sent_to_the_kiseki_is_no_destroyed_ask() -> None:
    reading = read(
        "相手のターンの回復フェイズ。自分の場にスタン状態のUNITが3体いる。自分のUNITは何体軌跡に行く?",
        "kiseki",
    )
    assert {f.concept for f in reading.asks()} == {"number"}


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "自分が最初のターンのイニシアチブプレイヤー。初手を見て2枚入れ替えた。そのあとドローステップで普通に引いて、"
            "拠点ステップで手札から1枚拠点に置いた。ほかは何もしてない。このときの手札は何枚?",
            5,
        ),
        (
            "先攻(最初のターンのイニシアチブプレイヤー)で、初手4枚は入れ替えなしでキープ。1ターン目のドローステップで"
            "普通に引いて、拠点ステップで手札から1枚拠点に置いた。今手札何枚?",
            5,
        ),
        (
            "最初のターンで相手がイニシアチブ、こっちは後攻側。初手4枚で入れ替えはしなかった。"
            "自分のドローステップが終わった時点の自分の手札は何枚?",
            6,
        ),
        (
            "後攻で初手4枚から1枚入れ替えた。ドローステップで引いて、拠点ステップで1枚拠点に置いた。配備ステップ開始時の手札は何枚?",
            5,
        ),
        # 603.1d is run since round 8 (round 3 had withheld it): the 4 kept, the step's 2 drawn
        ("最初のターンに初手4枚から2枚入れ替えた。ドローステップのあと手札は何枚?", 6),
        (
            "先攻(最初のターンのイニシアチブプレイヤー)で、初手4枚を入れ替えずにキープ。1ターン目のドローステップが終わった時点で手札って何枚?",
            6,
        ),
        # nothing put in the 拠点: one card more
        ("先攻で初手4枚、2枚入れ替えた。ドローステップで引いて、拠点には何も置かなかった。手札は何枚?", 6),
    ],
)
def test_603_1d_the_hand_after_the_mulligan_draw_step_and_base_step(question: str, hand: int) -> None:
    situation, value, stated, told = _verdict(question)
    assert stated and situation == "kiseki.plan.mulligan_hand" and value == [hand], question
    assert "603.1d" in told or "入れ替えはしない" in told


@pytest.mark.parametrize(
    "question",
    [
        "先攻で初手5枚から2枚入れ替えた。ドローステップで引いて、拠点ステップで1枚拠点に置いた。手札は何枚?",
        "先攻で2枚入れ替えた。ドローステップで引いて、EVENTを1枚使った。手札は何枚?",
    ],
)
def test_603_1c_a_mulligan_hand_with_another_opening_or_card_used_is_withheld(question: str) -> None:
    _, _, stated, _ = _verdict(question)
    assert not stated, question


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "相手は「このターン、スタンダメージを受けない」効果がかかってる。自分のSTR5のユニット単独で"
            "相手のCPコスト4・DEF3のユニットを攻撃してスタンさせた。相手の絆は何点減る?",
            2,
        ),
        (
            "相手は「このターン中、あなたはスタンダメージを受けない」を使った。自分のSTR5のUNITで相手のDEF3・CPコスト4のUNITを"
            "攻撃した。相手の絆は何点減る?",
            2,
        ),
        (
            "相手のターン中に自分がEVENTで「このターン中、あなたはスタンダメージを受けない」を使った。その後、相手のSTR6のUNITが"
            "自分のDEF2・CPコスト4のUNITを攻撃してスタンさせた。自分の絆は何点減る?",
            4,
        ),
        # the asker's own protection does not spare the opponent's stun damage
        (
            "自分は「スタンダメージを受けない」効果がかかってる。自分のSTR6のUNITで相手のDEF2・CPコスト5のUNITを攻撃した。相手の絆は何点減る?",
            9,
        ),
    ],
)
def test_1307_1_no_stun_damage_leaves_the_overkill(question: str, lost: int) -> None:
    _, value, stated, _ = _verdict(question)
    assert stated and isinstance(value, list) and lost in value, question


@pytest.mark.parametrize(
    "question",
    [
        # the quote says more than the prevention
        "相手は「このターン、スタンダメージを受けない。あなたはカードを1枚引く」効果を使った。"
        "自分のSTR5のUNITで相手のDEF3・CPコスト4のUNITを攻撃した。相手の絆は何点減る?",
        # the UNIT was stunned by an EVENT: the effect's play is not scripted
        "自分のEVENTで相手のCPコスト4のUNITをスタンさせた。でも相手はその前に「このターン中、あなたはスタンダメージを受けない」"
        "って効果を使ってた。相手の絆は何点減る?",
    ],
)
def test_1307_1_a_prevention_the_plans_cannot_script_is_withheld(question: str) -> None:
    _, _, stated, _ = _verdict(question)
    assert not stated, question


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "同じ組織のSTR3とSTR4(どっちもDEF3)の2体で、相手のDEF5・CPコスト3・STR2のユニットにスクラム攻撃した。"
            "合計7でDEF5を2超えてるけど、相手の絆は何点減る?",
            3,
        ),
        (
            "相手のターン。相手がSTR2とSTR3のUNIT(同じ組織)でスクラム攻撃して、自分のDEF4・CPコスト3のUNITが狙われた。"
            "合計STR5でDEF4を1上回ってるけど、自分の絆は何点減る?",
            3,
        ),
        (
            "同じ組織のSTR2とSTR2の2体で相手のDEF3・CPコスト1のUNITにスクラム攻撃した。合計4でDEF3を1上回るけど、相手の絆は何点減る?",
            1,
        ),
        # 「CPコスト4、STR2/DEF5のUNIT」: one UNIT's stats listed across a 「、」
        (
            "同じ組織のSTR3/DEF3とSTR4/DEF4の2体でスクラム攻撃して、相手のCPコスト4、STR2/DEF5のUNITを殴った。相手が失う絆って何点?",
            4,
        ),
    ],
)
def test_804_11a_3_a_scrum_attack_on_a_unit_makes_no_overkill_whatever_the_sum_said(
    question: str, lost: int
) -> None:
    _, value, stated, _ = _verdict(question)
    assert stated and value == [lost], question


@pytest.mark.parametrize(
    "question",
    [
        # a sum the told stats do not make: something else changed the STR
        "同じ組織のSTR3とSTR4の2体で相手のDEF5・CPコスト2のUNITにスクラム攻撃した。合計9になるはずだけど、相手の絆は何点減る?",
        "同じ組織のSTR3とSTR4の2体で相手のDEF5・CPコスト2のUNITにスクラム攻撃した。合計でSTR+2されてるけど、相手の絆は何点減る?",
    ],
)
def test_804_11a_2_a_sum_that_restates_nothing_told_is_withheld(question: str) -> None:
    _, _, stated, _ = _verdict(question)
    assert not stated, question


@pytest.mark.parametrize(
    ("question", "cp"),
    [
        (
            "拠点にカード5枚。そのうち2枚はドローステップ中にEVENT撃つためにアクションしてる。この状態で自分の配備ステップに入ったらCPはいくつもらえる?",
            5,
        ),
        (
            "拠点にカード4枚。そのうち1枚はドローステップ中にEP払うためにアクションしてる。自分の配備ステップでCPはいくつもらえる?",
            4,
        ),
        (
            "自分の拠点に5枚。そのうち2枚はドローステップ中にEP獲得で横にしちゃってる。拠点ステップで手札から1枚裏で置いたら、"
            "配備ステップでもらえるCPはいくつ?",
            6,
        ),
    ],
)
def test_703_8a_acted_base_cards_count_for_the_deploy_steps_cp(question: str, cp: int) -> None:
    _, value, stated, _ = _verdict(question)
    assert stated and value == [cp], question


def test_703_8a_base_cards_played_away_are_withheld() -> None:
    _, _, stated, _ = _verdict(
        "拠点にカード5枚。そのうち2枚は拠点からEVENTとしてプレイした。配備ステップでCPはいくつもらえる?"
    )
    assert not stated


@pytest.mark.parametrize(
    ("question", "can"),
    [
        # 1402.1: a 【暗躍】 UNIT attacks only players and 【暗躍】 UNITs
        (
            "自分の【暗躍】持ちのユニットで攻撃したい。相手の場には【暗躍】を持ってないユニットが2体、どっちもレディ状態でいる。"
            "この場合、相手プレイヤーを攻撃対象にできる?",
            "yes",
        ),
        (
            "【暗躍】持ちのユニット1体で攻撃したい。相手の場には【暗躍】なしのレディ状態のユニットが2体いる。相手プレイヤーに直接殴りに行ける?",
            "yes",
        ),
        (
            "自分の【暗躍】持ちユニット1体で攻撃したい。相手の場にはスタンしてない【暗躍】持ちユニットが1体と、普通のユニットが1体。"
            "相手プレイヤーを直接攻撃できる?",
            "no",
        ),
        (
            "自分の【暗躍】持ちのユニットで攻撃したい。相手の場には【暗躍】持ちのユニットが2体、どっちもスタン状態。"
            "相手プレイヤーを攻撃対象にできる?",
            "yes",
        ),
        # 1407.1 / 1326.2: the 【ヘイト】 UNIT must be attacked while it can be (not when stunned, 803.5a-1)
        (
            "相手の場に【ヘイト】持ちのユニット(スタンしてない)と普通のユニットが1体ずつ。自分の暗躍なしのユニット1体で攻撃するとき、"
            "ヘイトじゃない方を攻撃対象に選べる?",
            "no",
        ),
        (
            "相手の場に【ヘイト】持ちのユニット(スタン状態)と普通のユニットが1体ずつ。自分のユニットで攻撃するとき、"
            "ヘイトじゃない方を攻撃対象に選べる?",
            "yes",
        ),
        # 「普通の方」: the UNIT with no icon
        (
            "相手の場に【ヘイト】持ちのユニット(スタンしてない)と、普通のユニットが1体ずつ。自分の能力なしユニットで普通の方を攻撃対象に選べる?",
            "no",
        ),
        (
            "相手の場に【暗躍】持ちのユニットと、普通のユニットが1体ずつ。自分の【暗躍】持ちのユニットで普通の方を攻撃対象に選べる?",
            "no",
        ),
        (
            "相手の場に【暗躍】持ちのユニットと、普通のユニットが1体ずつ。自分のユニットで普通の方を攻撃対象に選べる?",
            "yes",
        ),
    ],
)
def test_1402_1_1407_1_the_target_among_the_opponents_counted_units(question: str, can: str) -> None:
    _, value, stated, _ = _verdict(question)
    assert stated and value == can, question  # the attack builder or the aim_field plan


@pytest.mark.parametrize(
    "question",
    [
        # a state said after the groups of one of them only: which one is not read
        "自分の【暗躍】持ちUNITで攻撃したい。相手の場には暗躍なしのレディのUNITが1体と、【暗躍】持ちのUNITが1体いるけど、"
        "その暗躍持ちはスタン状態。この場合、相手プレイヤーを直接攻撃対象にできる?",
        # the player and a UNIT both named as the object
        "相手の場に【ヘイト】持ちのユニットと、普通のユニットが1体ずつ。自分のユニットで相手プレイヤーか普通の方を攻撃対象に選べる?",
    ],
)
def test_1402_1_a_field_the_plan_cannot_seat_is_not_planned(question: str) -> None:
    situation, _, _, _ = _verdict(question)
    assert situation != "kiseki.plan.aim_field", question


def test_803_3_an_attack_wanted_is_not_an_attack_made() -> None:
    from service.answering.reading.acting import _DONE

    assert _DONE.match("したい") is None and _DONE.match("したかった") is None
    assert _DONE.match("した") is not None and _DONE.match("してる") is not None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の場のUNITは1体だけで、そいつはもうスタン状態。相手の絆は10点。自分がSTR4のUNITで攻撃したら、相手の絆はいくつになる?",
            6,
        ),
        (
            "相手の場のUNITは2体で、どっちもスタン状態。自分がSTR4のUNITで攻撃したら、相手の絆10はいくつになる?",
            6,
        ),
        (
            "こっちの場のユニットが全部スタンしてる状態で、相手が同じ組織のSTR2とSTR3の2体でスクラム攻撃してきた。"
            "プレイヤーに攻撃が来るけど、自分は何点絆を失う?",
            5,
        ),
    ],
)
def test_803_5b_every_defending_unit_stunned_the_player_is_attacked(question: str, value: int) -> None:
    _, told, stated, _ = _verdict(question)
    assert stated and isinstance(told, list) and value in told, question


@pytest.mark.parametrize(
    "question",
    [
        # one of two stunned: the other may be chosen
        "相手の場のUNITは2体で、1体はスタン状態。自分がSTR4のUNITで攻撃したら、相手の絆10はいくつになる?",
        "相手の場のUNITは1体だけで、そいつはスタンしてない。自分がSTR4のUNITで攻撃したら、相手の絆10はいくつになる?",
    ],
)
def test_803_5a_1_a_unit_that_can_still_be_chosen_is_not_skipped(question: str) -> None:
    _, _, stated, _ = _verdict(question)
    assert not stated, question
