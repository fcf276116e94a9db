"""ニンジャスレイヤー round 10 coverage (blind batch S): general capabilities, each over several wordings
of our own and traps where one detail changes the answer.

* cost changes on the entered card (1204.2g-5 / 1204.2g-6, 1203.5: 0 or less is paid by nothing);
* 「このターン、これが与えるダメージを N 点増加する」 quoted whole (1326.1, 706.4a, 1003.2);
* a ダメージ・ゾーン told by its faces (1002.1 counts face-down cards, 1320.1);
* the ウケミ cards of a コンストラクテッド戦 deck (402.4c);
* 「…って割り振りはあり?」 asks whether a split is allowed (1305.1, 1204.2f-1);
* the エテル restated after the エテル・ステップ's card (「1枚追加して6枚」, 502.2a, 502.4a).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "コスト2のキャラに「コストを3少なくする」効果がかかってる。縦のエテルが0枚でもエントリーできる?",
            "yes",
        ),
        (
            "手札のコスト4のキャラに「コストを2少なくする」効果がかかってる。アンタイ・オジギのエテルが2枚で"
            "エントリーできる?",
            "yes",
        ),
        (
            "コスト3のキャラに「コストを1少なくする」がかかってる状態でエントリーしたら、エテルは何枚オジギする?",
            [2],
        ),
        (
            "コスト2のキャラに「コストを1多くする」効果がかかってる。エテル3枚でエントリーしたらエテルは何枚オジギする?",
            [3],
        ),
        # traps: the reduction too small, an increase
        ("コスト4のキャラに「コストを1少なくする」効果。縦のエテル2枚でエントリーできる?", "no"),
        ("コスト3のキャラに「コストを1多くする」効果がかかってる。縦のエテルが3枚でエントリーできる?", "no"),
    ],
)
def test_1204_2g_6_cost_changes_on_the_entered_card(question: str, value: Any) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the effect told absent, on the opponent's card
        "コスト2のキャラに「コストを3少なくする」効果がかかってない。縦のエテルが0枚でもエントリーできる?",
        "相手のコスト2のキャラに「コストを3少なくする」効果がかかってる。縦のエテルが0枚でもエントリーできる?",
    ],
)
def test_1204_2g_6_cost_change_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の工作力2のキャラに「このターン、これが与えるダメージを1点増加する」効果がかかってる状態で相手に"
            "アイサツ。通ったら相手は何点分ダメチェする?",
            [3],
        ),
        (
            "工作力1のキャラに「このターン、これが与えるダメージを2点増加する」がかかった状態で相手プレイヤーに"
            "アイサツが通った。ダメージチェックは何回?",
            [3],
        ),
        (
            "カラテ3・工作力1のキャラが「このターン、これが与えるダメージを1点増加する」を得て、相手の耐久力4の"
            "キャラにアイサツした。殺せる?",
            True,
        ),
        # trap: 3 + 1 short of 耐久力5
        (
            "カラテ3のキャラに「このターン、これが与えるダメージを1点増加する」効果がかかってる。相手の耐久力5の"
            "キャラにアイサツしたら倒せる?",
            False,
        ),
    ],
)
def test_1326_1_this_turn_damage_increase(question: str, value: Any) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the increase on another card than the attacker; the effect from an earlier turn
        "相手の工作力1のキャラに「このターン、これが与えるダメージを1点増加する」効果がかかってる。自分の工作力2の"
        "キャラで相手にアイサツ。相手は何回ダメチェする?",
        "前のターンに自分の工作力2のキャラに「このターン、これが与えるダメージを1点増加する」効果がかかった。"
        "今ターン相手にアイサツしたら相手のダメチェは何回?",
    ],
)
def test_1326_1_increase_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


def _winner(value: Any) -> Any:
    return value.get("winner") if isinstance(value, dict) else value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のダメージ・ゾーン、表向き6枚+ジツで裏返した4枚でちょうど10枚。裏向きのはノーカン?"
            "自分視点でゲームはどうなる?",
            "opponent",
        ),
        ("ダメージ・ゾーンが表向き5枚と裏向き5枚。これって負け?自分視点で勝者は?", "opponent"),
        # trap: the zone is the opponent's
        ("相手のダメージ・ゾーンは表向き3枚、ジツで裏返した7枚で合計10枚。勝者は?(自分視点)", "self"),
        # trap: 9 cards in all, 2 of them face up
        ("自分のダメージ・ゾーンは9枚で、うち表向きは2枚。自分視点でどうなる?", None),
    ],
)
def test_1002_1_face_down_damage_cards_count(question: str, winner: Any) -> None:
    stated, value = _verdict(question)
    assert stated and _winner(value) == winner


@pytest.mark.parametrize(
    "question",
    [
        # the parts do not add up to the total told; parts of two players' zones
        "自分のダメージ・ゾーン、表向き6枚+ジツで裏返した4枚でちょうど11枚。自分視点でゲームはどうなる?",
        "自分のダメージ・ゾーンは表向き6枚、相手のダメージ・ゾーンは裏向き4枚。勝者は?",
    ],
)
def test_1002_1_face_parts_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("コンストラクテッド戦のデッキ50枚、ウケミ持ちを17枚入れたいんだけどいける?", "no"),
        (
            "コンストラクテッド戦用のデッキ50枚、同じカード名のカードは4枚まで、ウケミ持ち18枚採用。"
            "このデッキ使える?",
            "no",
        ),
        ("コンストラクテッド戦のデッキ49枚、ウケミ持ちを10枚入れたい。いける?", "no"),
    ],
)
def test_402_4c_ukemi_cards_in_a_constructed_deck(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # 16 is allowed but the copies are not told; a ブリッツシールド戦 has no ウケミ limit (402.3c)
        "コンストラクテッド戦のデッキ50枚、ウケミ持ちを16枚入れたいんだけどいける?",
        "ブリッツシールド戦、パック5つ開けて出た40枚だけで、ウケミ持ちを17枚入れたい。いける?",
        # the other format asked at the end (read as the ask's about:blitz)
        "コンストラクテッド戦のデッキ50枚、ウケミ持ちを17枚入れたいんだけど、ブリッツシールド戦ならいける?",
    ],
)
def test_402_4c_ukemi_traps_are_not_refused(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "yes"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "「4点のダメージを相手のキャラ2人に割り振る」って効果で、片方に4点・もう片方0点って割り振りはあり?",
            "no",
        ),
        (
            "「3点のダメージを相手のキャラ2人に割り振る」コトダマで、片方に2点、もう片方に1点の割り振りはアリ?",
            "yes",
        ),
        ("「4点のダメージを相手のキャラ2人に割り振る」で、2点と2点の割り振りはOK?", "yes"),
    ],
)
def test_1204_2f_1_a_split_asked_allowed(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


def test_1204_2f_1_a_split_of_another_total_withholds() -> None:
    question = (
        "「4点のダメージを相手のキャラ2人に割り振る」って効果で、片方に3点・もう片方0点って割り振りはあり?"
    )
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "前の自分のターンでエテル5枚を全部オジギして使った。今ターン、エテル・ステップで手札から1枚追加して6枚。"
            "キャラクターフェイズでコスト6のキャラ出せる?ほかに効果はなし",
            "yes",
        ),
        (
            "前のターンにエテル4枚を全部オジギして使った。次の自分のターン、エテル・ステップで1枚置いて5枚。"
            "コスト5のキャラ出せる?",
            "yes",
        ),
        (
            "前の自分のターンでエテル3枚を全部オジギして使った。今ターン、エテル・ステップで1枚追加して4枚。"
            "コスト4のキャラをエントリーしたらエテルは何枚オジギする?",
            [4],
        ),
    ],
)
def test_502_2a_etel_restated_after_the_etel_step(question: str, value: Any) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the restated count does not add up; the opponent's turn; no card placed with a コスト one more
        "前の自分のターンでエテル5枚を全部オジギして使った。今ターン、エテル・ステップで手札から1枚追加して7枚。"
        "コスト7のキャラ出せる?",
        "前の自分のターンでエテル5枚を全部オジギして使った。相手のターン、エテル・ステップで1枚追加して6枚。"
        "コスト6のキャラ出せる?",
        "前の自分のターンでエテル5枚を全部オジギして使った。今ターン、コスト6のキャラ出せる?",
    ],
)
def test_502_4a_restated_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツで2点もらってダメチェ中。コトダマ空間の一番上に1枚目のダメージチェック処理が乗ってるタイミングで、"
        "優先権もらったら手札のコトダマ打てる?",
        "自分のアイサツで相手に3点通した。2つ目のダメージチェック処理がコトダマ空間の一番上にあるとき、"
        "手札のコトダマを撃てる?",
        "相手のアイサツが通って、2つ目のダメージチェック処理がコトダマ空間の一番上にある。手札のコトダマ撃てる?",
    ],
)
def test_802_4_a_check_on_top_with_its_numbers_told(question: str) -> None:
    """The アイサツ's damage (「2点もらって」) and which check is on top (「1枚目の」) are read, not
    blocking: while a damage check process is on top, the player with priority may only pass."""
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # a third check of two; a second check of an アイサツ with 工作力1; after every check
        "相手のアイサツで2点もらってダメチェ中。3枚目のダメージチェック処理が一番上の時、コトダマ打てる?",
        "カラテ3・工作力1の相手のキャラのアイサツが通った。2つ目のダメージチェック処理が一番上のときにコトダマ撃てる?",
        "相手のアイサツで3点食らった。ダメージチェック処理が全部終わった後に手札のコトダマ打てる?",
    ],
)
def test_802_4_check_number_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン、相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5の"
        "キャラだった。自分のエテルは全部オジギ済み。このキャラ自分の場に出てくる?",
        "相手のアイサツを食らってダメージチェックしたら、「これがエントリーする!」のウケミを持つコスト4のキャラが"
        "めくれた。縦のエテルは0枚。場に出る?",
        "自分のアイサツで相手がダメチェ、めくれたのがウケミ「これがエントリーする!」のコスト6のキャラ。"
        "相手の場に出てくる?",
    ],
)
def test_1211_2b_1_a_self_entry_ukemi_enters_unpaid(question: str) -> None:
    assert _verdict(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        # no ウケミ; a ウケミ with a cost (1104.4a: it may be declined); declining asked; a payment told
        "相手のアイサツで自分がダメチェ。めくれたのはウケミ無しのコスト5のキャラ。場に出てくる?",
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「(2):これがエントリーする!」を持ったコスト5のキャラ。"
        "自分のエテルは全部オジギ済み。場に出てくる?",
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5のキャラ。"
        "エントリーしないことを選べる?",
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト3のキャラ。"
        "エテル2枚払えば出せる?",
        # another action of the card asked than its entry
        "相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5のキャラ。"
        "このキャラはこのターンにアイサツできる?",
    ],
)
def test_1104_4_ukemi_entry_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("コスト5のキャラのコストが2減る効果を受けてる。縦のエテル3枚で出せる?", "yes"),
        ("コスト5のキャラのコストが1減る効果を受けてる。縦のエテル3枚で出せる?", "no"),
        ("コスト3のキャラ、コストが1増える効果がかかってる。縦のエテル3枚でエントリーできる?", "no"),
        ("コスト12のキャラ、縦のエテル12枚。エントリーできる?", "yes"),  # a two-digit コスト stays one
    ],
)
def test_1204_2g_6_a_change_said_with_ga_is_no_cost(question: str, value: str) -> None:
    """「コストが2減る」: the 2 is the change (cost_down), not the card's コスト."""
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("コスト4のキャラがコスト-2されてる。縦のエテル2枚で出せる?", "yes"),
        ("コスト4のキャラ、効果でコストが2下がってる。縦のエテル2枚でエントリーできる?", "yes"),
        ("コスト3のキャラに「このキャラのコストは1少なくなる」がかかってる。縦のエテル2枚で出せる?", "yes"),
        # traps: too small a reduction, an increase said with a sign
        ("コスト4のキャラがコスト-1されてる。縦のエテル2枚で出せる?", "no"),
        ("コスト2のキャラがコスト+1されてる。縦のエテル2枚で出せる?", "no"),
        (
            "工作力2のキャラに「これが与えるダメージは1点増加する」がかかってる。相手にアイサツが通ったら相手のダメチェは何回?",
            [3],
        ),
    ],
)
def test_1204_2g_and_1326_1_other_wordings(question: str, value: Any) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("ダメージ・ゾーンに表向きが5枚、裏向きが5枚ある。これって負け?(自分視点)", "opponent"),
        ("ダメージ・ゾーンに表向きが5枚、裏向きが4枚ある。これって負け?(自分視点)", "none"),  # trap: 9
        ("相手のダメージ・ゾーンに表向きが5枚、裏向きが5枚。自分視点で勝者は?", "self"),  # trap: theirs
    ],
)
def test_1002_1_faces_said_with_ga(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner)


def test_1204_2g_6_a_reduction_on_the_other_players_card_withholds() -> None:
    assert _verdict("相手のキャラのコスト-2効果。自分のコスト4のキャラを縦のエテル2枚で出せる?")[0] is False


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "手札5枚から「相手の場のコスト3以下のキャラを1人選び、持ち主の手札に戻して、1枚ドロー」のコトダマをエテル"
            "払って撃った。対応して相手が自分でそのキャラを殺してオヒガンに送った。解決後の自分の手札は何枚?",
            5,
        ),
        (
            "「相手のキャラを1人選び、持ち主の手札に戻す。カードを1枚ドローする。」のコトダマを撃った(撃った後の手札"
            "3枚)。相手が対応してそのキャラを殺した。解決後の手札は何枚?",
            4,
        ),
        (
            "自分の手札5枚から「相手の場のキャラを1人選び、2ダメージを与える。カードを1枚ドローする。」のコトダマを"
            "撃った。相手は対応してそのキャラを手札に戻した。解決後の自分の手札は何枚?",
            5,
        ),
    ],
)
def test_1205_1a_the_part_about_a_gone_target_is_skipped(question: str, hand: int) -> None:
    """The target returned or killed in response: the part about it is not done, the draw is (1205.1a);
    the quote's 相手 does not own the hand told before it (REREAD quote_owners)."""
    assert _verdict(question) == (True, [hand])


@pytest.mark.parametrize(
    "question",
    [
        # the target stayed; the caster's own character; a lower bound; the other player's hand asked
        "手札5枚から「相手の場のコスト3以下のキャラを1人選び、持ち主の手札に戻して、1枚ドロー」のコトダマを撃った。"
        "相手は何もしなかった。解決後の自分の手札は何枚?",
        "手札5枚から「自分の場のキャラを1人選び、持ち主の手札に戻して、1枚ドロー」のコトダマを撃った。対応して"
        "相手がそのキャラを殺した。解決後の自分の手札は何枚?",
        "手札5枚から「相手の場のコスト3以上のキャラを1人選び、持ち主の手札に戻して、1枚ドロー」のコトダマを撃った。"
        "対応して相手が自分でそのキャラを殺した。解決後の自分の手札は何枚?",
        "手札5枚から「相手の場のコスト3以下のキャラを1人選び、持ち主の手札に戻して、1枚ドロー」のコトダマを撃った。"
        "対応して相手が自分でそのキャラを殺した。解決後の相手の手札は何枚?",
    ],
)
def test_1205_1a_fizzle_traps_withhold(question: str) -> None:
    assert _verdict(question)[0] is False
