"""FoW §10 round 9 precision audit (issue 11): blind batch Q's wrong verdict (fow-bq-11) and questions
of our own in the four failure classes (a fact dropped, a state given to the wrong card, a default
deciding, a different act simulated), each answer checked by hand against the rulebook
(`data/fow_audit9.jsonl`). A stated verdict must be that answer; withheld is always acceptable; an
answer of null is a question too ambiguous to state.

Mechanisms fixed (each over several wordings, named after the clause):
10.9.3 — 「こいつ、墓地行き?」「墓地送り?」「墓地へ行く?」 ask whether the card is destroyed (the ask had
been read as 'what happens', fow-bq-11), and the asked 「墓地に行く」 is no move of the card told
(the card-damage plan had declined it); 10.9.1 — a J/ルーラー destroyed goes to the ルーラーエリア:
破壊される yes, 墓地行き/場に残る no, so no destroyed value is stated for it (it had been 'not
destroyed'); cards told by labels (「リゾネイターA…リゾネイターB」「①…②」) are two cards, which the
one-card plans cannot place (B had been given A's damage, modifier or destruction); 10.17.1 — a
prevention told after the damage was dealt (「与えた後」「与えてから」「そのあと」) may not have
applied: withheld in the player, card and per-count damage plans alike; 10.8.2 — each single draw of
a draw of N is told (the conclusion had said 「1枚ドロー」 for 3 cards drawn).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "fow"
_ROWS = rows("fow_audit9")


def _same(value: Any, answer: Any) -> bool:
    """A number stated once or repeated is that number; a destroyed ask's True/False is 'yes'/'no'."""
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(value, list) and isinstance(answer, list):
        return set(value) == set(answer)
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit9_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = verdict(row["question"], GAME)
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


@pytest.mark.parametrize(
    "question",
    [
        "防御力500のリゾネイターに「このターン、このカードは破壊されない」をかけておいた。"
        "そのあと相手から700ダメージ受けた。こいつ、墓地行き？",
        "防御力400のリゾネイターが「破壊されない」を得ている。相手から600ダメージ。墓地送り？",
        "うちのリゾネイター(防御力３００)は「このカードは破壊されない」持ち。向こうから５００ダメージ飛んできた。これ墓地へ行く？",
        "防御力500のリゾネイターが「破壊されない」を得た。700ダメージを受けた。これ墓地に行くの？",
    ],
)
def test_10_9_3_a_graveyard_ask_asks_whether_the_card_is_destroyed(question: str) -> None:
    stated, value, summary = situated(question, GAME)
    assert stated and value is False, value
    assert "破壊されません" in summary


@pytest.mark.parametrize(
    "question",
    [
        "こっちのJルーラーに向こうが「対象のカード1枚を破壊する」を撃った。Jルーラーは破壊される？",
        "J/ルーラーに「対象のJ/リゾネイター1体を破壊する」。破壊される?",
        "J/ルーラーを破壊した。J/ルーラーは場に残る?",
    ],
)
def test_10_9_1_a_destroyed_j_ruler_gets_no_destroyed_value(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated, value


# the 墓地 asked by its verb is answered by that zone alone (audit 27g): a J/ルーラー does not go there
@pytest.mark.parametrize(
    "question",
    [
        "こっちのJルーラーに向こうが「対象のカード1枚を破壊する」を撃った。Jルーラーは墓地に行く？",
        "俺のJ/ルーラーが相手の「対象のJ/リゾネイター1体を破壊する」を食らった。墓地行き？",
    ],
)
def test_10_9_1_a_destroyed_j_ruler_is_not_in_the_graveyard(question: str) -> None:
    assert verdict(question, GAME) == (True, False), question


def test_10_9_3_a_protected_j_ruler_is_still_not_destroyed() -> None:
    stated, value = verdict(
        "「破壊されない」を持つJ/ルーラーに「対象のJ/リゾネイター1体を破壊する」。破壊される?", GAME
    )
    assert stated and value is False


@pytest.mark.parametrize(
    "question",
    [
        "リゾネイターAに500ダメージを与えた。リゾネイターB(防御力300)の蓄積ダメージは？",
        "リゾネイターAに「対象のリゾネイター1体を破壊する」を撃った。リゾネイターBは破壊される?",
        "リゾネイターA(攻撃力300/防御力300)が[+200/+0]を得た。リゾネイターBの攻撃力は?",
        "「破壊されない」を持つリゾネイターAと、持たないリゾネイターB。「場のすべてのリゾネイターを破壊する」。Bは破壊される?",
        "リゾネイター①(防御力800)に300ダメージ、リゾネイター②に200ダメージ。リゾネイター①の蓄積は?",
    ],
)
def test_10_6_1_cards_told_by_labels_are_two_cards_the_one_card_plans_decline(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated, value


def test_10_6_1_one_labelled_card_is_still_one_card() -> None:
    stated, value = verdict(
        "リゾネイターA(防御力1000)に300ダメージを与えた。リゾネイターAの蓄積ダメージは？", GAME
    )
    assert stated and value == [300]


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ2000。俺が相手に300ダメージを与えた後、相手は「そのダメージを200軽減する」を使った。相手のライフは?",
        "ライフ3000の俺に相手が800ダメージを与えてから、俺は「そのダメージを200軽減する」を使った。ライフは？",
        "俺のリゾネイター(防御力1000)に500ダメージ与えたあと、「そのダメージを200軽減する」を使った。蓄積は?",
        "俺のリゾネイター3体。相手の「対象のプレイヤーに、そのプレイヤーがコントロールするリゾネイター1体につき"
        "200ダメージを与える」を食らった後、俺は「そのダメージを300軽減する」を使った。ライフ2000だった。残りは？",
    ],
)
def test_10_17_1_a_prevention_told_after_the_damage_was_dealt_is_not_applied(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated, value


def test_10_17_1_1_a_prevention_told_with_the_damage_still_applies() -> None:
    stated, value = verdict(
        "ライフ３０００の俺に相手が８００ダメージ。「そのダメージを２００軽減する」を使った。ライフは？", GAME
    )
    assert stated and value == [2400]


@pytest.mark.parametrize(
    ("question", "drawn"),
    [
        ("デッキ１０枚の状態で「カードを３枚引く」を解決した。デッキは何枚残る？", 3),
        ("手札０枚で「手札を捨てる。そうしたなら、カードを２枚引く」を解決。手札は何枚？", 2),
        ("手札3枚、墓地2枚。手札を1枚捨てて、そのあとカードを2枚引いた。手札は何枚?", 2),
    ],
)
def test_10_8_2_each_single_draw_of_a_draw_of_n_is_told(question: str, drawn: int) -> None:
    stated, _value, summary = situated(question, GAME)
    assert stated
    assert f"1枚ドロー({drawn}回目)" in summary
    assert f"1枚ドロー({drawn + 1}回目)" not in summary


@pytest.mark.parametrize(
    ("question", "place"),
    [
        ("J/ルーラーが破壊されたらどこに行く?", "ルーラーエリア"),
        ("破壊されたJ/ルーラーはどこへ移動する?", "ルーラーエリア"),
        ("J/ルーラーが破壊された。どこに行く？", "ルーラーエリア"),
        ("リゾネイターが破壊されたらどこに行く?", "墓地に移動"),
    ],
)
def test_10_9_1_where_a_destroyed_card_goes_is_asked_not_whether(question: str, place: str) -> None:
    gated_stated, value, summary = situated(question, GAME)
    assert gated_stated and not isinstance(value, bool), value
    assert place in summary.split("。")[0]


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "コスト[水][3]のカードを打ちたいんですが、保有ウィルは水1点と属性なしのウィル3点。これでコスト足りますか？",
            "yes",
        ),
        ("コスト[風][風][1]のカードを打ちたい。保有ウィルは風1点と属性なしのウィル2点。これで足りる?", "no"),
        ("コスト[光][2]のカードを撃ちたい。保有ウィルは光1点、闇1点、属性なし1点。足りますか?", "yes"),
        ("コスト[闇][1]のカードを打ちたいけど、保有ウィルは闇1点だけ。足りる？", "no"),
    ],
)
def test_10_2_1_a_card_the_asker_wants_to_play_is_paid_from_the_will_held(question: str, can: str) -> None:
    stated, value = verdict(question, GAME)
    assert stated and value == can, value


@pytest.mark.parametrize(
    "question",
    [
        "コスト[水][3]のカードを打ちたい。保有ウィルは水1点と属性なしのウィル3点。相手のウィルは足りる?",
        "コスト[水][3]の呪文を撃ちたい。俺の保有ウィルは水1点と属性なしのウィル3点。相手は払える?",
        "コスト[3]の呪文を撃ちたい。今の保有ウィルは闇1・風1・属性なし1の合計3点。相手ならこれで足りる?",
        "保有ウィルは光1点。「[レスト]：光のウィル1点を生み出す」を持つリカバー状態の魔石がある。コスト[光][光]を相手は払える？",
    ],
)
def test_10_2_1_the_opponents_payment_asked_is_not_the_askers_will(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "[月]ってコストのやつ、手元に闇のウィル2点あるんだけど月の特質は付いてない。これで[月]払える？",
            "no",
        ),
        ("コスト[月][1]。保有ウィルは光2点で、月の特質はついてない。払える?", "no"),
        ("コスト[月]。闇のウィル1点、月の特質は付いていない。払える？", "no"),
        ("コスト[闇]。闇のウィル1点、月の特質は付いてない。払える？", "yes"),
    ],
)
def test_10_2_6_will_said_to_lack_the_moon_trait_does_not_pay_moon(question: str, can: str) -> None:
    stated, value = verdict(question, GAME)
    assert stated and value == can, value


def test_10_2_6_will_said_to_have_the_moon_trait_in_part_is_not_read() -> None:
    stated, value = verdict("コスト[月]。闇のウィル2点のうち1点は月の特質が付いてる。払える？", GAME)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "このターンもう攻撃してレスト状態になってるリゾネイターがいる。"
            "こいつの「[レスト]：カードを1枚引く」ってやつ、今から起動できる？",
            "no",
        ),
        ("リカバー状態のリゾネイターの「[レスト]：カードを1枚引く」を起動できる？", "yes"),
        ("レスト状態のリゾネイターの「[レスト]：相手に100ダメージを与える」は起動できる?", "no"),
        (
            "相手の効果でレストさせられた俺のリゾネイター。こいつの「[レスト]：相手に100ダメージ」って起動できる？",
            "no",
        ),
    ],
)
def test_10_12_2_a_rest_ability_asked_to_be_activated_pays_rest(question: str, can: str) -> None:
    stated, value = verdict(question, GAME)
    assert stated and value == can, value


def test_10_12_2_the_ability_activated_still_draws_when_a_count_is_asked() -> None:
    stated, value = verdict(
        "リカバー状態のリゾネイターの「[レスト]：カードを1枚引く」を起動した。手札3枚なら手札は何枚？", GAME
    )
    assert not stated or value == [4], value


def test_10_12_2_an_ability_activated_twice_is_not_one_payment() -> None:
    stated, value = verdict(
        "リカバー状態のリゾネイターがいる。「[レスト]：カードを1枚引く」を起動して、もう一度起動できる？",
        GAME,
    )
    assert not stated or value == "no", value


@pytest.mark.parametrize(
    "question",
    [
        "手札5枚、墓地0枚。「手札を2枚捨てる。その後、手札を捨てる」を解決。墓地は？",
        "手札5枚、墓地0枚。手札を2枚捨てた。そのあと手札を捨てた。墓地は？",
        "手札５枚。「手札を1枚捨てる。それから手札を捨てる」。墓地0枚なら墓地は？",
    ],
)
def test_10_18_2_a_whole_hand_discard_told_after_a_counted_one_is_a_second_act(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value == [5], value


def test_10_18_1_a_counted_discard_named_again_is_the_same_act() -> None:
    stated, value = verdict("手札5枚、墓地0枚。手札を2枚捨てた。捨てたあとの墓地は？", GAME)
    assert stated and value == [2], value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "攻撃力400/防御力600のリゾネイターに「+100/+100」って名前のカウンターが1個乗ってて、"
            "さらに「ターン終了時まで[+200/+0]を得る」がかかってる。今の攻撃力いくつ？",
            700,
        ),
        (
            "攻撃力400/防御力600のリゾネイターに「+100/+100」って名前のカウンターが1個乗ってる。攻撃力は？",
            500,
        ),
        ("攻撃力300/防御力300のリゾネイターに「+200/+200」という名称のカウンターが2個。防御力は？", 700),
        (
            "攻撃力400/防御力600のリゾネイターに「ターン終了時まで[+200/+0]を得る」がかかってる。攻撃力は？",
            600,
        ),
        ("攻撃力400/防御力600のリゾネイターに「このターン[+300/+0]を得る」が付いてる。防御力は？", 600),
    ],
)
def test_10_21_2_a_named_counter_and_a_gained_modifier_told_as_card_text(question: str, value: int) -> None:
    stated, got = verdict(question, GAME)
    assert stated and got == [value], got


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力400/防御力600のリゾネイターに「+100/+100」って名前のカウンターが1個乗ってる。そのカウンターを取り除いた。攻撃力は？",
        "攻撃力400/防御力600のリゾネイターに「ターン終了時まで[+200/+0]を得る」がかかってた。ターンが終わった。攻撃力は？",
        "攻撃力400/防御力600のアディションに「+100/+100」って名前のカウンターが1個。攻撃力は？",
    ],
)
def test_10_21_2_a_counter_or_modifier_gone_or_on_no_resonator_is_not_stated(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "相手の種族「人間」のリゾネイターが、相手の効果で種族が「ドラゴン」に「なる」状態になった。"
            "俺の手札に「人間のリゾネイター1体を対象とする」除去があるんだけど、こいつを対象にできる？",
            "no",
        ),
        ("種族「人間」のリゾネイターが「ドラゴン」に「なる」効果を受けた。「人間1体を選ぶ」で選べる？", "no"),
        (
            "種族「人間」のリゾネイターが「ドラゴン」を「得る」効果を受けた。「人間1体を選ぶ」で選べる？",
            "yes",
        ),
        (
            "種族「人間」のリゾネイターが「ドラゴン」に「なる」状態になった。「ドラゴン1体を選ぶ」で選べる？",
            "yes",
        ),
    ],
)
def test_10_19_a_race_change_with_its_verb_quoted(question: str, can: str) -> None:
    stated, value = verdict(question, GAME)
    assert stated and value == can, value


def test_10_19_a_race_change_said_over_is_not_stated() -> None:
    stated, value = verdict(
        "種族「人間」のリゾネイターが「ドラゴン」に「なる」状態になったが、その効果はもう終わった。「人間1体を選ぶ」で選べる？",
        GAME,
    )
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力400/防御力400のリゾネイターに「+100/+100」って名前のカウンターを置こうとしたけど置けなかった。攻撃力は？",
        "攻撃力400/防御力400のリゾネイターに「+100/+100」カウンターを置こうとしたが、置けなかった。攻撃力は？",
        "攻撃力400/防御力400のリゾネイターが[+200/+0]を得ようとしたけど得られなかった。攻撃力は？",
        "攻撃力400/防御力400のリゾネイターに「+100/+100」カウンターを置かなかった。攻撃力は？",
    ],
)
def test_10_21_1_a_counter_or_modifier_tried_and_not_put_is_not_stated_put(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value == [400], value
