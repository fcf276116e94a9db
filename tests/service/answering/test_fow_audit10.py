"""fow audit 10 (issue 11): trap questions in five new styles, each checked by hand against §10
(`data/fow_audit10.jsonl`, the style in each row; ``null`` where the question asks what no run answers
or does not hold what the answer needs — it must be withheld):

A. the ask does not match the act told (where a spell is put, who chooses, how many times, whether a
   will ability may be played while paying); B. hypotheticals and comparisons (「もし…だったら」「Aじゃな
   くてBだったら」「…場合と…場合で」); C. denied facts (「俺は対象になってない」「…は受けてない」「「破壊さ
   れない」は持ってない」, double negatives); D. asides and distractors (a holder in parentheses, another
   card's text in the graveyard); E. two turns and the other player's turn.

210 questions. The first pass (rows 0-101) on HEAD a7d5984: 31 stated, 14 wrong (A 4/2, B 4/3, C 9/6,
D 8/3, E 6/0 stated/wrong), and one right value stated with a wrong rule (a spell negated told by それ,
run as a prevention); now 16 stated, 0 wrong. The second pass (rows 102-163) on HEAD d2ba713: 18
stated, 6 wrong (A 2/2, B 5/1, C 5/3, D 3/0, E 3/0: the order of payment asked, an amount still
missing, what follows a card leaving play, 「撃ってこなかった」, 「「破壊されない」とかは何もない」, 「山札が
0枚ってことはない」); now 12 stated, 0 wrong. The third pass (rows 164-193) on 8e53708: 4 stated, 2 wrong
(「山札の上から何枚目を引く?」 answered with the deck left; 「「…破壊されない」なんて持ってない」); now 2
stated, 0 wrong. A fourth pass (rows 194-209: summons, copies, additions, searches, triggers) on
f387965: 2 stated, 0 wrong. The whole set now: 32 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "fow"
_ROWS = rows("fow_audit10")


def _same(value: Any, answer: Any) -> bool:
    """A destroyed ask's True/False is 'yes'/'no'; a number list is compared as a set."""
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(value, list) and isinstance(answer, list):
        return set(value) == set(answer)
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit10_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = verdict(row["question"], GAME)
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


def test_audit10_set_has_30_distinct_questions_in_every_style() -> None:
    assert len(_ROWS) >= 30 and len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert all(sum(r["style"] == s for r in _ROWS) >= 6 for s in "ABCDE")


@pytest.mark.parametrize(
    "question",
    [
        "コスト[炎][1]の呪文。保有ウィルは炎1。払うタイミングでウィル能力をプレイしてもいい?",
        "コスト[水][2]のリゾネイター。保有ウィルは水1、風1。支払いの途中でウィル能力は使える?",
        "コスト[光][1]の呪文を撃つ。保有ウィルは光2。コストを払うときに起動能力をプレイできる?",
    ],
)
def test_10_2_5_playing_an_ability_while_paying_is_not_the_payment_asked(question: str) -> None:
    """10.2.5 allows will abilities while paying; the first had been answered 'no' (the cost unpaid)."""
    assert not verdict(question, GAME)[0]


def test_10_2_6_the_cost_of_an_ability_is_still_a_payment() -> None:
    q = (
        "[月]の支払いが要る能力を使おうとしてる。手元の保有ウィルは光1点と闇1点だけで、どっちも月の特質は"
        "持ってない。他にウィル出せるカードも全部レスト済み。この能力のコスト払える?"
    )
    assert situated(q, GAME)[:2] == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "俺のライフ2000。相手が「対象のプレイヤーに500ダメージを与える」を撃ったけど、俺は対象になってない。俺のライフは?",
        "俺のライフ2000。相手が「対象のプレイヤーに500ダメージを与える」を撃った。対象は俺じゃない。ライフは?",
        "相手のライフ1500。俺が「対象のプレイヤーに300ダメージを与える」を撃った。相手は対象にならなかった。相手のライフは?",
        "俺のライフ1000。相手の「対象のプレイヤーに400ダメージを与える」、俺は対象に選ばれてない。ライフいくつ?",
    ],
)
def test_10_6_2_a_player_told_not_the_target_withholds(question: str) -> None:
    """「俺は対象になってない」 had been read as 「俺は対象」: the asker hit (1500 stated for 2000)."""
    assert not verdict(question, GAME)[0]


def test_10_6_2_the_player_told_as_the_target_is_still_hit() -> None:
    q = "俺のライフ2000。相手が「対象のプレイヤーに500ダメージを与える」を撃った。対象は俺。ライフは?"
    assert situated(q, GAME)[:2] == (True, [1500])


@pytest.mark.parametrize(
    "question",
    [
        "俺のライフ2000。相手の「対象のプレイヤーに700ダメージを与える」を受けた。"
        "(あ、あと「次にあなたが受けるダメージを200軽減する」は相手が使ってる)ライフは?",
        "俺のライフ2000。相手の「対象のプレイヤーに700ダメージを与える」を受けた。"
        "「次にあなたが受けるダメージを200軽減する」は相手が持ってる。ライフは?",
        "相手のライフ2000。俺が「対象のプレイヤーに700ダメージを与える」を相手に撃った。"
        "「次にあなたが受けるダメージを200軽減する」は俺が使ってた。相手のライフは?",
    ],
)
def test_10_17_1_a_reduction_told_as_a_topic_is_its_holders(question: str) -> None:
    """「「…軽減する」は相手が使ってる」 (the quote a topic, then its holder) had protected the asker."""
    stated, value = verdict(question, GAME)
    assert not stated or value == [1300], value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "攻撃力500/防御力500のリゾネイター。「ターン終了時まで[+200/+200]を得る」じゃなくて"
            "「+200/+200」という名称のカウンターを1個置いてたら攻撃力は?",
            [700],
        ),
        (
            "攻撃力300/防御力300のリゾネイターに、「ターン終了時まで[+100/+100]を得る」ではなく"
            "「ターン終了時まで[+200/+0]を得る」を使った。攻撃力は?",
            [500],
        ),
        (
            "攻撃力400/防御力400のリゾネイター。「+100/+100」という名称のカウンターを2個置いた。"
            "「ターン終了時まで[+300/+300]を得る」の代わりにね。攻撃力は?",
            [600],
        ),
        ("俺のライフ2000。相手の呪文で500ダメージじゃなくて300ダメージを受けた。ライフは?", [1700]),
    ],
)
def test_10_21_2_the_alternative_set_aside_is_not_applied(question: str, value: list[int]) -> None:
    """「AじゃなくてB」 had applied both A and B (900 stated for 700)."""
    stated, got = verdict(question, GAME)
    assert not stated or got == value, got


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力400/防御力400のリゾネイター。「ターン終了時まで[+200/+200]を得る」は受けてない。攻撃力は?",
        "攻撃力400/防御力400のリゾネイター。「ターン終了時まで[+200/+200]を得る」は使いませんでした。攻撃力は?",
        "攻撃力400/防御力400のリゾネイター。「+100/+100」という名称のカウンターは置かれてない。攻撃力は?",
        "攻撃力400/防御力400のリゾネイター。+100/+100カウンターは乗ってない。攻撃力は?",
        "攻撃力400/防御力400のリゾネイター。「+200/+200」って名前のカウンターは1個も置いてない。防御力は?",
    ],
)
def test_10_19_3_a_modifier_told_not_received_is_not_applied(question: str) -> None:
    """The denied quote had been applied (600 / 500 stated for 400)."""
    stated, value = verdict(question, GAME)
    assert not stated or value == [400], value


@pytest.mark.parametrize(
    "question",
    [
        "手札4枚、墓地1枚。「カードを2枚捨てる」は解決されなかった。墓地は?",
        "手札4枚、墓地1枚。「カードを2枚捨てる」を解決しなかった。墓地は何枚?",
        "手札3枚、墓地1枚。「手札を捨てる」は撃たなかった。墓地は?",
    ],
)
def test_10_18_1_a_discard_told_not_resolved_moves_nothing(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value == [1], value


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力400/防御力400のリゾネイター。「ターン終了時まで[+200/+200]を得る」を受けた。攻撃力は?",
        "攻撃力400/防御力400のリゾネイター。「ターン終了時まで[+200/+200]を得る」を受けたなら攻撃力は?",
    ],
)
def test_10_19_3_a_modifier_received_is_still_applied(question: str) -> None:
    assert situated(question, GAME)[:2] == (True, [600])


def test_10_9_3_a_double_negative_keeps_the_protection() -> None:
    q = (
        "防御力500のリゾネイターに600ダメージを与えた。"
        "「このカードは破壊されない」がかかってないわけじゃない。破壊される?"
    )
    stated, value = verdict(q, GAME)
    assert not stated or value is False, value


@pytest.mark.parametrize(
    "question",
    [
        "防御力500のリゾネイターに500ダメージ。「破壊されない」は持ってない。破壊される?",
        "防御力500のリゾネイターに600ダメージ。「このカードは破壊されない」はかかってない。破壊される?",
        "防御力500のリゾネイターに600ダメージ。破壊されない効果とかは無し。破壊される?",
    ],
)
def test_10_9_3_a_protection_told_absent_after_its_quote_is_not_applied(question: str) -> None:
    """「「破壊されない」は持ってない」 had been read as the protection held ('no' stated for 'yes')."""
    stated, value = verdict(question, GAME)
    assert not stated or value is True, value


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力500/防御力500のリゾネイター。「このカードが場にある限り、あなたのリゾネイターは[+100/+100]を得る」"
        "を持つ別のカードが墓地にある。攻撃力は?",
        "攻撃力400/防御力400のリゾネイター。墓地には「+100/+100」という名称のカウンターを置く呪文が1枚。攻撃力は?",
        "攻撃力400/防御力400のリゾネイター。手札に「ターン終了時まで[+200/+200]を得る」カードがある。攻撃力は?",
        "攻撃力400/防御力400のリゾネイター。「ターン終了時まで[+200/+200]を得る」呪文が手札にある。攻撃力は?",
    ],
)
def test_10_19_3_another_cards_text_is_not_applied_to_the_card_asked(question: str) -> None:
    """The text of a card told in a zone, not played, had been applied (600 / 500 stated)."""
    assert not verdict(question, GAME)[0]


def test_10_21_2_counters_put_by_a_spell_played_from_the_hand_still_count() -> None:
    q = (
        "攻撃力400/防御力400のリゾネイター。"
        "手札の「+100/+100」という名称のカウンターを置く呪文を撃った。攻撃力は?"
    )
    assert situated(q, GAME)[:2] == (True, [500])


@pytest.mark.parametrize(
    "question",
    [
        "俺のライフ2000。相手の「対象のプレイヤーに600ダメージを与える」を受けた。"
        "「次にあなたが受けるダメージを200軽減する」を使った場合と使わない場合で、ライフはどれだけ違う?",
        "相手のライフ1000。「あなたの手札1枚につき100ダメージを対象のプレイヤーに与える」を相手に撃つ。"
        "手札3枚の場合と5枚の場合で結果変わる?",
        "相手のライフ2000。「対象のプレイヤーに500ダメージを与える」を1回撃つのと、"
        "「対象のプレイヤーに300ダメージを与える」を2回撃つの、どっちが多く減る?",
    ],
)
def test_10_17_1_1_a_comparison_of_two_situations_withholds(question: str) -> None:
    """The first had been answered with one of the two (1600)."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "コスト[風][風]の呪文。保有ウィルは風1、水1。もし水が風だったら払える?",
        "コスト[光][光]の呪文。保有ウィルは光1、闇1。闇が光だとしたら払える?",
        "コスト[炎][1]の呪文。保有ウィルは炎1、水1。もしも相手の番だったら払える?",
    ],
)
def test_10_2_1_a_state_supposed_otherwise_withholds(question: str) -> None:
    """「もし水が風だったら払える?」 had been answered from the will told ('no' for 'yes')."""
    assert not verdict(question, GAME)[0]


def test_10_8_1_a_premise_told_as_a_condition_is_still_run() -> None:
    q = "手札が0枚なら、「カードを1枚引く」を解決したら手札は?"
    assert situated(q, GAME)[:2] == (True, [1])


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ1500。俺が「対象のプレイヤーに500ダメージを与える」を撃った。この呪文はまずどこに置かれる?",
        "俺のライフ2000。相手が「対象のプレイヤーに500ダメージを与える」を俺に撃ってきた。"
        "解決したあと、その呪文はどのエリアに行く?",
        "相手のライフ1000。「対象のプレイヤーに300ダメージを与える」を相手に撃った。撃った呪文はどこへ行く?",
    ],
)
def test_10_7_1_a_place_asked_is_not_answered_with_a_life(question: str) -> None:
    """The first had been stated 'yes' with 「相手のライフは1000になります」."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    ("question", "head"),
    [
        (
            "俺のライフ2000。相手の「対象のプレイヤーに500ダメージを与える」で俺が対象。このダメージは何回で与えられる?",
            "500点のダメージを1回で与えます",
        ),
        (
            "相手のライフ1500。「対象のプレイヤーに300ダメージを与える」を相手に撃った。ダメージは何回与えられる?",
            "300点のダメージを1回で与えます",
        ),
    ],
)
def test_10_6_4_the_instances_asked_lead_the_conclusion(question: str, head: str) -> None:
    """The conclusion had opened with the life left (「自分のライフは1500になります」), not the times."""
    stated, value, summary = situated(question, GAME)
    assert stated and value == [1]
    assert summary.startswith(f"シミュレーション結果: {head}")


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ1000。俺の「対象のプレイヤーに400ダメージを与える」を相手に撃った。(ちなみにそれは相手に無効にされた)相手のライフは?",
        "俺のライフ2000。相手の「対象のプレイヤーに500ダメージを与える」が来たけど、それを無効にした。ライフは?",
        "相手のライフ1500。「対象のプレイヤーに300ダメージを与える」を相手に撃った。相手はそれを無効にした。相手のライフは?",
    ],
)
def test_10_11_1_a_spell_negated_as_a_pronoun_is_not_a_prevention(question: str) -> None:
    """それ may be the spell (10.11.1) as well as its damage: it had been run as 10.17.1.2."""
    stated, _value, summary = situated(question, GAME)
    assert not stated or "軽減" not in summary


@pytest.mark.parametrize(
    "question",
    [
        "防御力500のリゾネイターに400ダメージを与えた。あと何点与えれば破壊される?",
        "防御力500のリゾネイターに400ダメージを与えた。あと何ダメージで破壊される?",
        "相手のライフ1000。「対象のプレイヤーに300ダメージを与える」を相手に撃った。あと何点で相手のライフは0になる?",
    ],
)
def test_10_6_1_the_amount_still_missing_is_not_a_run(question: str) -> None:
    """「あと何点与えれば破壊される?」 had been answered 'not destroyed'."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "防御力500のリゾネイターに600ダメージを与えた。破壊されたあと、このリゾネイターに乗ってたダメージはどうなる?",
        "防御力500のリゾネイターに600ダメージを与えた。破壊後、蓄積ダメージはどうなる?",
        "防御力300のリゾネイターに500ダメージを与えた。墓地に置かれたあと、そのダメージはどうなる?",
    ],
)
def test_10_9_1_what_follows_the_card_leaving_play_is_not_a_run(question: str) -> None:
    """Had been answered with the damage dealt (an outcome of the run, not of the card once gone)."""
    assert not verdict(question, GAME)[0]


def test_10_8_1_the_life_left_is_still_asked_as_a_remainder() -> None:
    q = "相手のライフ1000。「対象のプレイヤーに300ダメージを与える」を相手に撃った。相手のライフの残りは?"
    assert situated(q, GAME)[:2] == (True, [700])


@pytest.mark.parametrize(
    "question",
    [
        "手札3枚。「カードを2枚ドローする」を解決した。山札が0枚ってことはない。手札は?",
        "手札3枚、山札は0枚ってわけじゃない。「カードを1枚ドローする」を解決した。手札は?",
        "俺のライフ2000ってことはない。相手の「対象のプレイヤーに500ダメージを与える」を受けた。ライフは?",
    ],
)
def test_10_8_1_a_count_told_denied_is_not_the_count(question: str) -> None:
    """「山札が0枚ってことはない」 had been run as an empty deck (3 stated for 5)."""
    assert not verdict(question, GAME)[0]


def test_10_8_2_an_empty_deck_told_still_stops_the_draws() -> None:
    q = "手札3枚、山札は0枚。「カードを2枚ドローする」を解決した。手札は?"
    assert situated(q, GAME)[:2] == (True, [3])


@pytest.mark.parametrize(
    "question",
    [
        "俺のライフ2000。相手は「対象のプレイヤーに500ダメージを与える」を撃ってこなかった。ライフは?",
        "俺のライフ2000。「対象のプレイヤーに500ダメージを与える」は相手が撃たなかった。ライフは?",
        "相手のライフ1500。「対象のプレイヤーに500ダメージを与える」は結局使わなかった。相手のライフは?",
    ],
)
def test_10_6_2_a_spell_told_not_played_deals_nothing(question: str) -> None:
    """「…を撃ってこなかった」 had been run as dealt (1500 stated for 2000)."""
    stated, value = verdict(question, GAME)
    assert not stated or value in ([2000], [1500]), value


def test_10_9_3_nothing_like_a_protection_told() -> None:
    q = "防御力500のリゾネイターに600ダメージ。「破壊されない」とかは何もない。破壊される?"
    stated, value = verdict(q, GAME)
    assert not stated or value is True, value


@pytest.mark.parametrize(
    "question",
    [
        "コスト[光][2]の呪文。保有ウィルは光1、闇2。払う順番って決まってる?",
        "コスト[水][1]の呪文。保有ウィルは水1、風1、光1。[1]は風と光どっちで払う?",
        "コスト[炎][1]の呪文。保有ウィルは炎1、水1。どの順番で払ってもいい?",
    ],
)
def test_10_2_1_the_order_or_the_will_chosen_is_not_whether_it_pays(question: str) -> None:
    """「払う順番って決まってる?」 had been answered 'yes' (the cost payable)."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "手札3枚、山札20枚。「カードを1枚ドローする」を解決した。山札の上から何枚目を引く?",
        "手札3枚、山札20枚。「カードを2枚ドローする」を解決した。2枚目に引くのは山札の何番目?",
        "「カードを3枚ドローする」を解決。手札2枚。これは何回目のドロー?",
    ],
)
def test_10_8_1_a_position_asked_is_not_a_count(question: str) -> None:
    """「山札の上から何枚目を引く?」 had been answered with the deck left (19)."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "防御力500のリゾネイターに500ダメージを与えた。「このカードは破壊されない」なんて持ってない。破壊される?",
        "防御力500のリゾネイターに500ダメージを与えた。破壊されない効果なんかはない。破壊される?",
        "防御力500のリゾネイターに600ダメージ。「破壊されない」とかは何もない。破壊される?",
    ],
)
def test_10_9_3_a_protection_told_absent_with_a_hedge(question: str) -> None:
    """「「…破壊されない」なんて持ってない」 had been read as held ('no' for 'yes')."""
    stated, value = verdict(question, GAME)
    assert not stated or value is True, value


def test_10_2_1_both_of_them_is_no_interrogative() -> None:
    q = "コスト[炎][1]の呪文。保有ウィルは炎1、水1、どっちも月の特質なしで払える?"
    assert situated(q, GAME)[:2] == (True, "yes")
