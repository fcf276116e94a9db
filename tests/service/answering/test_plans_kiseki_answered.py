"""軌跡 TCG `event_answered` (issue 11, round 8; seen in batches E, H, K, O): the asker's EVENT
「…UNITを1つ対象とし、それを…。その後、あなたはカードをN枚引く。」 whose target the opponent's answer took off
the field before it resolved (902.5c) — the draw is still done (1205.1a). Through `plans.situate`."""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[str | None, object, bool]:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    return (gated.built.situation if gated.built else None), verdict.value, verdict.stated


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        # the hand told after the play (撃った後 / 撃った直後)
        (
            "「UNITを1つ対象とし、それをスタンする。その後、あなたはカードを2枚引く。」ってEVENTを撃った"
            "(撃った後の手札3枚)。解決前に相手が対象のUNITを即死させて軌跡に送った。解決後の自分の手札は何枚?",
            5,
        ),
        (
            "EVENT『相手のUNITを1つ対象とし、それをスタンする。その後、あなたはカードを1枚引く。』を撃った。"
            "撃った直後の手札は2枚。解決前に対象のUNITが場からいなくなった。解決後の手札は何枚?",
            3,
        ),
        # the hand told before the play, the EVENT included
        (
            "手札4枚(このEVENT込み)から「相手のUNITを1つ対象とし、それを即死させる。その後、あなたはカードを2枚"
            "引く。」を撃ったら、相手に対応されて対象のUNITが手札に戻っちゃった。解決後の自分の手札は何枚?山札は十分ある",
            5,
        ),
        (
            "手札4枚の状態で、手札からEVENT「相手のUNITを1つ対象とし、それをスタンする。その後、あなたはカードを2枚"
            "引く。」を撃った。相手が対応して、対象のUNITを自分の起動クラフトのコストで軌跡に送っちゃった。"
            "解決後の自分の手札は何枚?",
            5,
        ),
        (
            "手札5枚(このEVENT込み)。『相手のUNITを1つ対象とし、それを破壊する。その後、あなたはカードを1枚引く。』を"
            "撃ったけど、それに対応して相手が対象のUNITをゲームから除外した。解決後の手札は何枚?",
            5,
        ),
    ],
)
def test_1205_1a_target_gone_before_resolution_the_draw_is_still_done(question: str, hand: int) -> None:
    assert _verdict(question) == ("kiseki.plan.event_answered", [hand], True), question


@pytest.mark.parametrize(
    "question",
    [
        # the EVENT itself countered: no draw (not modeled)
        "「相手のUNITを1つ対象とし、それをスタンする。その後、あなたはカードを2枚引く。」を撃ったら相手に無効にされた。"
        "撃った後の手札は3枚。解決後の手札は何枚?",
        # the target untouched: another situation (the stun resolves)
        "「相手のUNITを1つ対象とし、それをスタンする。その後、あなたはカードを2枚引く。」ってEVENTを撃った"
        "(撃った後の手札3枚)。相手は何もしなかった。解決後の自分の手札は何枚?",
        # a target of no told controller returned to a hand: it may be the asker's own UNIT
        "「UNITを1つ対象とし、それをスタンする。その後、あなたはカードを2枚引く。」ってEVENTを撃った(撃った後の手札3枚)。"
        "解決前に対象のUNITが手札に戻った。解決後の自分の手札は何枚?",
        # a told deck of 1: the second card cannot be drawn (1102.1)
        "「相手のUNITを1つ対象とし、それをスタンする。その後、あなたはカードを2枚引く。」ってEVENTを撃った"
        "(撃った後の手札3枚)。山札は1枚。解決前に相手が対象のUNITを軌跡に送った。解決後の自分の手札は何枚?",
        # the opponent's EVENT
        "相手が「相手のUNITを1つ対象とし、それをスタンする。その後、あなたはカードを2枚引く。」ってEVENTを撃ってきた"
        "(撃った後の相手の手札3枚)。解決前に自分が対象のUNITを軌跡に送った。解決後の相手の手札は何枚?",
    ],
)
def test_1205_1a_an_answer_the_plan_does_not_run_is_withheld(question: str) -> None:
    situation, _, stated = _verdict(question)
    assert not (stated and situation == "kiseki.plan.event_answered"), question


@pytest.mark.parametrize(
    ("question", "playable"),
    [
        (
            "「相手のUNITを1つ対象とし、それをスタンする。」ってEVENTを持ってるけど、相手の場にUNITが1体もいない。"
            "とりあえず撃つだけ撃てる?",
            "no",
        ),
        (
            "「相手のUNITを1つ対象とし、それをスタンする。」っていうEVENTを撃ちたいんだけど、相手の場にユニットが1体も"
            "いない。空撃ちでプレイだけすることはできる?",
            "no",
        ),
        (
            "「UNITを1つ対象とし、それをスタンする。」ってEVENTを撃ちたい。お互いの場にUNITが1体もいない。撃てる?",
            "no",
        ),
        # a fact that changes the answer: a target is there
        (
            "「相手のUNITを1つ対象とし、それをスタンする。」ってEVENTを撃ちたい。相手の場にUNITが2体いる。撃てる?",
            "yes",
        ),
        # a condition on stunned UNITs, the field told as having none stunned
        (
            "「相手のスタン状態のUNITを1つ対象とし、それを即死させる。」ってEVENTを撃ちたいけど、相手の場にスタンしてる"
            "UNITがいない。プレイだけでもできる?",
            "no",
        ),
        (
            "「相手のスタン状態のUNITを1つ対象とし、それを手札に戻す。」っていうEVENT、相手の場にスタンしているユニットは"
            "いないけど、撃てる?",
            "no",
        ),
    ],
)
def test_1204_2d_an_event_whose_targets_cannot_all_be_chosen_cannot_be_played(
    question: str, playable: str
) -> None:
    assert _verdict(question) == ("kiseki.plan.event_no_target", playable, True), question


@pytest.mark.parametrize(
    "question",
    [
        # any UNIT may be chosen, and only the opponent's field is told: the asker's own UNITs?
        "「UNITを1つ対象とし、それをスタンする。」ってEVENTを撃ちたい。相手の場にUNITが1体もいない。撃てる?",
        # a stunned condition and UNITs told without their state: are they candidates?
        "「相手のスタン状態のUNITを1つ対象とし、それを即死させる。」ってEVENTを撃ちたい。相手の場にUNITが2体いる。撃てる?",
        # the EVENT said countered: another question
        "「相手のUNITを1つ対象とし、それをスタンする。」ってEVENTを撃ちたい。相手の場にUNITが1体もいない。"
        "撃っても無効にされる?",
    ],
)
def test_1204_2d_an_untold_field_is_withheld(question: str) -> None:
    situation, _, stated = _verdict(question)
    assert not (stated and situation == "kiseki.plan.event_no_target"), question


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分がイニシアチブのターン。相手(非イニシアチブ)の配備ステップ中に相手が「各プレイヤーはカードを1枚引く」"
            "EVENTを使ったけど、自分も相手も山札0枚だった。これどっちの勝ち?自分視点で",
            "self",
        ),
        (
            "相手がイニシアチブのターン。自分の配備ステップ中に自分が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
            "自分も相手も山札0枚。勝ったのはどっち?",
            "opponent",
        ),
        (
            "自分は非イニシアチブ。自分の配備ステップ中に自分が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
            "自分も相手も山札0枚。勝つのはどっち?",
            "opponent",
        ),
    ],
)
def test_702_3_103_3_the_deploy_step_s_player_is_primary_the_other_wins_a_double_deck_out(
    question: str, winner: str
) -> None:
    assert _verdict(question) == ("kiseki.plan.each_draw", winner, True), question


@pytest.mark.parametrize(
    "question",
    [
        # the EVENT played by the player whose step it is not: not run
        "自分がイニシアチブのターン。相手の配備ステップ中に自分が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
        "自分も相手も山札0枚。勝ったのはどっち?",
        # the decks differ: not the double deck-out
        "自分がイニシアチブのターン。相手の配備ステップ中に相手が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
        "自分の山札は0枚、相手の山札は5枚。勝ったのはどっち?",
    ],
)
def test_702_3_a_deploy_step_play_the_plan_does_not_run_is_withheld(question: str) -> None:
    situation, value, stated = _verdict(question)
    assert not stated or (situation, value) == ("kiseki.plan.each_draw", "opponent"), question


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "相手のターン(相手がイニシアチブ)の回復フェイズ開始時に、相手が『各プレイヤーはカードを1枚引く。』ってEVENTを"
            "撃ってきた。自分も相手もデッキ0枚。2人とも引けないんだけど、自分視点でどっちの勝ち?",
            "self",
        ),
        (
            "自分がイニシアチブのターンの回復フェイズに、自分が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
            "自分も相手もデッキ0枚。どっちの勝ち?",
            "opponent",
        ),
        (
            "相手がイニシアチブのターン。回復フェイズ中に自分が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
            "自分も相手も山札0枚。勝ったのはどっち?",
            "self",
        ),
        # a fact that changes the answer: only the asker's deck is empty
        (
            "相手がイニシアチブのターン。回復フェイズ中に自分が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
            "自分の山札0枚、相手の山札3枚。勝ったのはどっち?",
            "opponent",
        ),
    ],
)
def test_705_2_702_3_an_event_in_the_recovery_phase_the_initiative_player_is_primary(
    question: str, winner: str
) -> None:
    assert _verdict(question) == ("kiseki.plan.each_draw", winner, True), question


def test_702_3_a_players_step_told_in_the_recovery_phase_is_withheld() -> None:
    question = (
        "相手がイニシアチブのターン。回復フェイズ中、相手の配備ステップの後に自分が「各プレイヤーはカードを1枚引く」"
        "EVENTを撃った。自分も相手も山札0枚。勝ったのはどっち?"
    )
    situation, _, stated = _verdict(question)
    assert not (stated and situation == "kiseki.plan.each_draw")
