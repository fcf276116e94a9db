"""fow audit 9c (issue 11): the whole game's answering asked in long questions telling three or more facts
(damage and reductions on players and resonators, counters and modifiers, will payment, draws and
discards, zone counts), numbers in 全角 and 漢数字, asks about the player or card not acted on, and facts
told after the asking sentence (「…ライフいくつ?ちなみに軽減効果がかかってる」).

The audit set (`data/fow_audit9c.jsonl`) keeps every question with its rulebook answer, checked by
hand; ``null`` where the question does not hold what the answer needs (it must be withheld). Of 197
questions (4 asked twice), HEAD a5efc88 stated 64, 22 wrong:
- the target told by the noun 対象 (「…を撃った。対象は相手自身。俺のライフは?」) was not read and the
  asker's told life was taken as the one hit; the same for a discard (「対象は相手自身。俺の墓地は?」);
- a prevention's holder told after its quote (「…軽減する」を使ってたのは相手の方」) was the asker's;
- counters said split with another card after the ask (「そのうち一個は相手のリゾネイターに置かれてる」)
  were all put on the one card, stated of the other player's;
- a drawer or discarder named by a cleft after the ask (「ドローしたのは相手だけど」) or a part of the
  discard said to go elsewhere (「そのうち1枚は相手の墓地に行った」) was not read;
- a card told unowned, then asked of with an owner (「相手のリゾネイターの攻撃力は?」), was that player's;
- a per-count's zone qualified after the ask (「ただしこのカード自身も手札に数えてた」) was not read;
- will told spent in a colloquial perfective (「使っちゃった」「使ってしまった」) was still paid with.
Now 43 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "fow"
_ROWS = rows("fow_audit9c")


def _same(value: Any, answer: Any) -> bool:
    """A number list is compared as a set; a destroyed ask's True/False is 'yes'/'no'."""
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(value, list) and isinstance(answer, list):
        return set(value) == set(answer)
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit9c_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = verdict(row["question"], GAME)
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


@pytest.mark.parametrize(
    ("question", "value", "head"),
    [
        (
            "俺のライフ１０００。相手が「対象のプレイヤーに６００ダメージを与える」を撃った。対象は相手自身。俺のライフは?",
            1000,
            "自分のライフは1000",
        ),
        (
            "相手のライフ８００、俺のライフ１５００。相手が「対象のプレイヤーに５００ダメージを与える」を使った。対象は相手自身。相手のライフは?",
            300,
            "相手のライフは300",
        ),
        (
            "俺のライフ２０００。「対象のプレイヤーに４００ダメージを与える」を相手が撃ってきた。対象:相手。俺のライフいくつ?",
            2000,
            "自分のライフは2000",
        ),
        (
            "俺のライフは千。相手が「対象のプレイヤーに三百ダメージを与える」を撃った。俺が対象。ライフは?",
            700,
            "自分のライフは700",
        ),
    ],
)
def test_10_6_2_the_player_told_as_the_target_takes_the_damage(question: str, value: int, head: str) -> None:
    stated, got, summary = situated(question, GAME)
    assert stated and got == [value]
    assert head in summary


def test_10_6_2_two_players_told_as_the_target_withholds() -> None:
    q = (
        "俺のライフ２０００。相手が「対象のプレイヤーに３００ダメージを与える」を俺に撃った。"
        "対象は相手。ライフは?"
    )
    assert not verdict(q, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "俺のライフ２０００。相手が「対象のプレイヤーに７００ダメージを与える」を俺に撃った。ライフは?"
        "ちなみに「次にあなたが受けるダメージをすべて軽減する」を使ってたのは相手の方。",
        "俺のライフ２０００。相手が「対象のプレイヤーに７００ダメージを与える」を俺に撃った。ライフは?"
        "「次にあなたが受けるダメージを３００軽減する」がかかってるのは相手。",
        "俺のライフ２０００。相手の「対象のプレイヤーに７００ダメージを与える」で俺が対象。"
        "「次にあなたが受けるダメージをすべて軽減する」を相手が使ってた。ライフは?",
        "相手のライフ２０００。俺が「対象のプレイヤーに７００ダメージを与える」を相手に撃った。"
        "「次にあなたが受けるダメージを３００軽減する」を持ってるのは俺の方。相手のライフは?",
    ],
)
def test_10_17_1_a_reduction_held_by_the_player_not_hit_is_not_applied(question: str) -> None:
    """The holder told after the quote (it had been taken as the asker: 2000 stated for 1300)."""
    stated, value = verdict(question, GAME)
    assert not stated or value == [1300], value


def test_10_17_1_1_a_reduction_held_by_the_player_hit_after_its_quote() -> None:
    q = (
        "相手のライフ２０００。俺が「対象のプレイヤーに７００ダメージを与える」を相手に撃った。"
        "「次にあなたが受けるダメージを３００軽減する」を使ってたのは相手。相手のライフは?"
    )
    assert situated(q, GAME)[:2] == (True, [1600])


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力５００/防御力５００のリゾネイター。「+100/+100」という名称のカウンターが二個置かれてる。攻撃力は?"
        "そのうち一個は相手のリゾネイターに置かれてるけど。",
        "攻撃力３００/防御力３００のリゾネイターに「+200/+200」という名称のカウンターが三個。防御力は?"
        "うち一個は相手のリゾネイターのほうに乗ってる。",
        "攻撃力４００/防御力４００のリゾネイター。「+100/+100」という名称のカウンター４個のうち２個は相手のリゾネイターに置かれてる。攻撃力は?",
    ],
)
def test_10_21_1_counters_told_split_with_another_card_withhold(question: str) -> None:
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "俺のライフ３０００、相手のライフ２５００。俺が「対象のプレイヤーに１０００ダメージを与える」を相手に撃ったが、無効にされた。相手のライフは?",
        "相手のライフ２５００。「対象のプレイヤーに１０００ダメージを与える」を相手に撃った。相手に無効にされた。相手のライフは?",
        "俺のライフ２０００。相手の「対象のプレイヤーに５００ダメージを与える」を俺が無効にした。ライフは?",
    ],
)
def test_10_11_a_negated_spell_is_not_a_prevention_of_its_damage(question: str) -> None:
    """「…ダメージを与える」を撃ったが、無効にされた」 had been run as 10.17.1.2 (all prevented): the
    quote's ダメージ is not the object of 無効; the spell leaves the chase (10.11), not modeled here."""
    stated, _value, summary = situated(question, GAME)
    assert not stated or "軽減" not in summary


@pytest.mark.parametrize(
    "question",
    [
        "俺のライフ２０００。相手が「対象のプレイヤーに５００ダメージを与える」を撃ってきた。"
        "俺は「次にあなたが受けるダメージを無効にする」を使ってた。ライフは?",
        "俺のライフ２０００。相手の「対象のプレイヤーに５００ダメージを与える」を受けたが、そのダメージを無効にした。ライフは?",
        "俺のライフは四千。相手の「対象のプレイヤーに八百ダメージを与える」の対象にされた。ライフはいくつになる?"
        "なお、「次にあなたが受けるダメージをすべて軽減する」を使ってた。",
    ],
)
def test_10_17_1_2_damage_prevented_whole_keeps_the_life(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and len(value) == 1 and value[0] in (2000, 4000)


@pytest.mark.parametrize(
    "question",
    [
        "手札は四枚、山札は二十枚。カードを二枚ドローした。手札は何枚?ドローしたのは相手だけど。",
        "手札は三枚、デッキ十五枚。カードを一枚ドローした。手札は?ちなみに引いたのは向こう。",
        "俺の手札４枚、墓地１枚。「カードを２枚捨てる」を解決した。墓地は何枚?捨てたのは相手の方だけどね。",
    ],
)
def test_10_8_1_the_player_named_by_a_cleft_draws_or_discards(question: str) -> None:
    """「…したのは相手」 names the actor apart from the act (the asker's hand had been stated 6 for 4)."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "手札５枚、墓地２枚。「手札を捨てる」を解決した。墓地は何枚?ただしそのうち１枚は相手のカードだから相手の墓地に行った。",
        "手札６枚、墓地３枚。「手札を捨てる」を解決。墓地何枚?そのうち２枚は実は相手のカード。",
        "手札５枚、墓地２枚。「手札を捨てる」を解決した。そのうち１枚だけは除外された。墓地は?",
    ],
)
def test_10_18_2_a_part_of_the_discard_told_apart_withholds(question: str) -> None:
    assert not verdict(question, GAME)[0]


def test_10_18_2_the_whole_hand_discarded_is_still_counted() -> None:
    q = "手札五枚で墓地は二枚。「手札を捨てる」を解決したら、墓地は?"
    assert situated(q, GAME)[:2] == (True, [7])


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力４００/防御力４００のリゾネイター。「ターン終了時まで[+200/+200]を得る」を受けた。相手のリゾネイターの攻撃力は?",
        "攻撃力４００/防御力４００のリゾネイターに「+100/+100」という名称のカウンターを二個置いた。向こうのリゾネイターの防御力は?",
        "攻撃力三百/防御力三百のJ/リゾネイターが「ターン終了時まで[+100/+0]を得る」を受けた。こっちのJ/リゾネイターの攻撃力いくつ?",
    ],
)
def test_10_19_3_a_card_told_unowned_asked_of_with_an_owner_withholds(question: str) -> None:
    """The owned card of the ask may be another one than the card the modifier was told of."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手の攻撃力４００/防御力４００のリゾネイターに「+100/+100」という名称のカウンターを二個置いた。相手のリゾネイターの防御力は?",
        "攻撃力４００/防御力４００のリゾネイターに「+100/+100」という名称のカウンターを二個置いた。そのリゾネイターの防御力は?",
    ],
)
def test_10_21_2_the_card_told_with_its_owner_or_by_その_keeps_its_value(question: str) -> None:
    assert situated(question, GAME)[:2] == (True, [600])


@pytest.mark.parametrize(
    "question",
    [
        "手札は３枚、墓地は１枚。「対象のプレイヤーは手札を捨てる」を撃った。対象は相手。俺の墓地は?",
        "手札は３枚、墓地は１枚。「対象のプレイヤーは手札を捨てる」を撃った。対象:相手。墓地は何枚?",
        "手札は２枚、墓地は５枚。相手の「対象のプレイヤーは手札を捨てる」。対象は相手自身。俺の墓地は?",
    ],
)
def test_10_18_2_the_player_told_as_the_target_discards(question: str) -> None:
    """The asker's hand had been discarded (4 / 7 stated for the untouched 1 / 5)."""
    stated, value = verdict(question, GAME)
    assert not stated or value in ([1], [5]), value


def test_10_18_2_the_asker_told_as_the_target_discards() -> None:
    q = "手札は３枚、墓地は１枚。「対象のプレイヤーは手札を捨てる」を撃った。対象は自分。墓地は何枚?"
    assert situated(q, GAME)[:2] == (True, [4])


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ９００。「あなたの手札1枚につき２００ダメージを対象のプレイヤーに与える」を相手に撃った。手札は四枚。"
        "相手のライフは?ただしこのカード自身も手札に数えてた。",
        "相手のライフ１０００。俺の手札３枚で「あなたの手札1枚につき１００ダメージを対象のプレイヤーに与える」を相手に撃った。"
        "残りは?あ、撃つ前に手札から１枚捨ててる。",
        "相手が「あなたの墓地のカード1枚につき100ダメージを対象のプレイヤーに与える」を俺に撃った。相手の墓地は五枚、"
        "俺のライフ２０００。ライフは?でも解決前に相手の墓地から二枚除外した。",
    ],
)
def test_10_6_4_1_the_counted_zone_qualified_after_the_ask_withholds(question: str) -> None:
    assert not verdict(question, GAME)[0]


def test_10_6_4_1_the_count_told_after_the_ask_is_still_read() -> None:
    q = (
        "相手のライフ９００。「あなたの手札1枚につき２００ダメージを対象のプレイヤーに与える」を相手に撃った。"
        "相手のライフは?手札は四枚。"
    )
    assert situated(q, GAME)[:2] == (True, [100])


@pytest.mark.parametrize(
    "question",
    [
        "コスト[風][1]の呪文。保有ウィルは風１、光１。払える?でも風の１点はこの前に別のカードで使っちゃった。",
        "コスト[水][1]の呪文。保有ウィルは水１、闇２。払える?水はさっき別の呪文で使ってしまった。",
        "コスト[闇][闇]のカード。保有ウィルは闇２、光１。闇の一点はもう使っちまった。払える?",
    ],
)
def test_10_2_will_told_spent_in_a_perfective_is_not_paid_with(question: str) -> None:
    assert not verdict(question, GAME)[0]


def test_10_2_will_only_planned_for_another_card_still_pays() -> None:
    q = "コスト[風][1]の呪文。保有ウィルは風１、光１。払える?でも風の１点は別のカードに使う予定。"
    assert situated(q, GAME)[:2] == (True, "yes")
