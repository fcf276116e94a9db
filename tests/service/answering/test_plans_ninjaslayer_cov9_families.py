"""Round 9, second wave (issue 11): three small ninjaslayer families of the fresh blind batches O, P, Q
read in general — wordings of our own from the rulebook, each stated verdict checked by hand, and traps
that must be withheld.

* 502.2a / 1312.1: エテル bowed in one turn, counted or paid in the other player's next turn — the
  アンタイ・オジギ・ステップ stands the turn player's cards only (plan `etel_turn_over`; the payment told
  as 「4枚寝かせた」 is reached by the run's scripted entry, `reading/resulting._paid_reached`).
* 1317.1 / 1004.1 / 505.3a: damage a character has stays through the turn — a second アイサツ on it (plan
  `aisatsu_twice`) or an effect's damage before the アイサツ (plan `aisatsu`, run in the
  キャラクターフェイズ) adds to it.
* 502.3a / 403.2: the second player's first turn draws 2 (only the game's first turn draws 1) —
  「手札枚数は?」 asks the hand (lexicon, `reading/quantity`); a draw effect in the opponent's turn
  or an entry with no エテル told is withheld.
* 1403.2: サツバツ kills its attacker — 「相手の耐久力5のサツバツ持ちに」 names the card its stat
  describes (`plans/ninjaslayer_base.cards`).
* 706.4: 「…にアイサツしてきた。俺のキャラは2点食らうだけで」 — an amount told after the アイサツ is
  its イクサダメージ (`reading/telling`), no effect's.
* 1203.7 / 1203.2: a quoted 「手札をN枚捨てて、M枚ドローしてもよい」 with a hand too small for its cost
  draws nothing (plan `optional_draw`; its 「これがアイサツした時」 is the printed condition).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, str, Any]:
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.asks, v.value


def _expected(asks: str, value: Any) -> Any:
    return [value] if asks == "number" else value


# (question, asks, value by hand)
ETEL_STATED = [
    # 5枚のうち3枚をコスト3のキャラに払い、相手のターンは起きない: 2
    (
        "自分のターンにコスト3のキャラを出すのにエテル5枚のうち3枚寝かせた。次の相手のターン中、縦のエテルは何枚?",
        "number",
        2,
    ),
    # 6枚のうち2枚をコトダマに払い、相手のターンは起きない: 4
    (
        "エテル6枚。自分のターンにコスト2のコトダマ撃つのに2枚オジギさせた。次の相手のターン、使えるエテルって何枚?",
        "number",
        4,
    ),
    # 相手のターンに3枚全部、自分のターンに3枚とも起きる: コスト3を払える
    (
        "相手のターン中にコトダマを撃つのにエテル3枚を全部オジギした。次の自分のターン、エテル・ステップで何も置かなかったら、キャラフェイズでコスト3のキャラ出せる?",
        "can",
        "yes",
    ),
    # 4枚とも起き、エテル・ステップの1枚(502.4a)を足して5
    (
        "俺のエテルは4枚。相手ターンに2枚横にした。次の俺のターン、エテル・ステップで手札から1枚エテルに置いたら最大何エテル払える?",
        "number",
        5,
    ),
    # 5枚のうち4枚は相手のターンも寝たまま: 縦1枚でコスト2は払えない
    (
        "自分のエテルは5枚。自分のターンに4枚オジギさせた。次の相手のターンにコスト2のコトダマ撃てる?",
        "can",
        "no",
    ),
    # 縦1枚でコスト1は払える
    (
        "自分のエテルは5枚。自分のターンに4枚オジギさせた。次の相手のターンにコスト1のコトダマ撃てる?",
        "can",
        "yes",
    ),
    # 相手のターンに寝かせた2枚は自分のターンに起きる: 3
    (
        "エテル3枚。相手のターンに2枚寝かせた。自分のターンが来て、エテル・ステップでは置かなかった。縦のエテルは何枚?",
        "number",
        3,
    ),
    # 4枚のうち2枚をコスト2のキャラに払い、相手のターンは縦2枚
    (
        "エテル・ゾーンは4枚。自分のターンにコスト2のキャラを出すのに2枚オジギした。次の相手のターンで何エテル使える?",
        "number",
        2,
    ),
    # 1枚払った4枚は自分のターンに全部起きる: コスト4を払える
    (
        "うちのエテル4枚、相手のターンにコスト1のコトダマ撃つのに1枚オジギ。次のうちのターン、エテル・ステップで置かずにコスト4のキャラ出せる?",
        "can",
        "yes",
    ),
]

ETEL_TRAPS = [
    # 相手のエテル(数えるのは相手のゾーン): 計画しない
    "相手のターンに相手がコトダマ撃ってエテル5枚のうち3枚を横にした。次の自分のターン、相手の縦のエテルは何枚?",
    # コスト軽減(4のキャラを3枚で): 読めない
    "自分のターンにコスト4のキャラを、コスト軽減で3枚寝かせて出した。エテルは5枚。次の相手のターン中、縦のエテルは何枚?",
    # エテルを起こす効果が使われた
    "エテル4枚。相手のターンに2枚オジギした。次の自分のターン、エテルを起こす効果を使った。エテル・ステップで何も置かなかった。縦のエテルは何枚?",
    # 自分のターンのエテル・ステップの選択が書かれていない(502.4a)
    "相手ターンにエテル4枚のうち2枚寝かせた。次の自分のターン、最大何エテル払える?",
    # 相手のターンにキャラは出せない(このプランでは問わない)
    "自分のターンにエテル5枚のうち3枚寝かせた。次の相手のターンにコスト2のキャラ出せる?",
    # エテルの枚数が書かれていない(手札だけ)
    "手札5枚。相手のターンに2枚オジギした。次の自分のターン、エテル・ステップで何も置かなかった。エテル何枚使える?",
    # 同じプレイヤーのターンが続く(エテルは全部寝た状態ではない)
    "自分のターンにエテル5枚のうち3枚寝かせた。次の自分のターン、エテル・ステップで何も置かなかった。縦のエテルは何枚?",
]


@pytest.mark.parametrize(("question", "asks", "value"), ETEL_STATED)
def test_502_2a_1312_1_etel_bowed_stands_only_in_its_owners_turn(
    question: str, asks: str, value: Any
) -> None:
    stated, kind, got = _verdict(question)
    assert stated and kind == asks and got == _expected(asks, value)


@pytest.mark.parametrize("question", ETEL_TRAPS)
def test_502_2a_etel_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]


DAMAGE_STATED = [
    # 1+3=4, 耐久力4
    (
        "自分のターン。相手の耐久力4のキャラに、カラテ1のキャラでアイサツした。次のアイサツフェイズで、別のカラテ3のキャラで同じキャラにアイサツした。相手のキャラは殺される?",
        True,
    ),
    # 2+3=5, 耐久力6
    (
        "相手の耐久力6のキャラにカラテ2のキャラでアイサツして2点。そのあと別のカラテ3のキャラでそいつにもう一回アイサツ。落ちる?",
        False,
    ),
    # 2+2=4, 耐久力5
    (
        "相手のターン。相手のカラテ2のキャラが自分の耐久力5のキャラにアイサツしてきた。次のアイサツフェイズで相手の別のカラテ2のキャラがまた同じキャラにアイサツしてきた。自分のキャラは殺される?",
        False,
    ),
    # 3+3=6, 耐久力7
    (
        "自分のターン、相手の耐久力7のキャラにまずカラテ3のキャラでアイサツ、生き残った。2回目のアイサツフェイズで別のカラテ3のキャラでそいつにアイサツ。相手のキャラは死ぬ?",
        False,
    ),
    # 4+1=5, 耐久力5
    (
        "相手の耐久力5のキャラに、カラテ4のキャラでアイサツして4点入れた。次のアイサツフェイズで別のカラテ1のキャラで同じ相手キャラにアイサツ、インターラプトは無し。そいつ落ちる?",
        True,
    ),
    # 1+1=2, 耐久力2
    (
        "自分のターン。相手の耐久力2のキャラにカラテ1のキャラでアイサツ。その後、別のカラテ1のキャラでもう一度同じキャラにアイサツした。殺せる?",
        True,
    ),
    # 効果1+カラテ2=3, 耐久力4
    (
        "自分のターン。キャラフェイズに効果で相手の耐久力4のキャラに1ダメージ。イクサフェイズでそいつにカラテ2のキャラでアイサツ。相手のキャラは殺される?",
        False,
    ),
    # 1+1=2, 耐久力3: not killed
    (
        "自分のターン。相手の耐久力3のキャラに、カラテ1のキャラでアイサツした。次のアイサツフェイズで別のカラテ1のキャラでも同じやつにアイサツ。そいつ落ちる?",
        False,
    ),
]

DAMAGE_TRAPS = [
    # 1回目に入った点数(2)がカラテ(3)と違う
    "自分のターン。相手の耐久力5のキャラにカラテ3のキャラでアイサツして2点入れた。次のアイサツフェイズで別のカラテ2のキャラで同じキャラにアイサツ。相手キャラ落ちる?",
    # 2回目は相手プレイヤーへのアイサツ
    "自分のターン。相手の耐久力5のキャラにカラテ3のキャラでアイサツした。次のアイサツフェイズで別のカラテ2のキャラで相手プレイヤーにアイサツ。相手キャラ落ちる?",
    # 前のターンのダメージ(505.3aで0に戻る) — このプランの形ではない
    "前のターンに相手の耐久力5のキャラにカラテ3のキャラでアイサツして3点入れた。今ターン、カラテ2のキャラで同じキャラにアイサツ。相手キャラ落ちる?",
    # インターラプトで別のキャラが引き受けた
    "自分のターン。相手の耐久力5のキャラにカラテ3のキャラでアイサツした。次のアイサツフェイズで別のカラテ2のキャラで同じキャラにアイサツしたら、相手はインターラプトで別のキャラに引き受けた。相手キャラ落ちる?",
    # サツバツ持ちの1回目(サツバツの解決もある)
    "自分のターン。相手の耐久力5のキャラにカラテ3のサツバツ持ちでアイサツした。次のアイサツフェイズで別のカラテ2のキャラで同じキャラにアイサツ。相手キャラ落ちる?",
    # 間に回復が入る
    "自分のターン。相手の耐久力5のキャラにカラテ3のキャラでアイサツした。そのあとコトダマで1点回復させた。別のカラテ2のキャラで同じキャラにアイサツ。相手キャラ落ちる?",
    # 効果のダメージが軽減された
    "自分のターン。能力で相手の耐久力4のキャラに2ダメージ与えたけど、そのキャラの効果で1点軽減された。そのあとカラテ2のキャラでアイサツ。相手キャラ殺される?",
    # 効果のダメージが2つ
    "自分のターン。能力で相手の耐久力4のキャラに2ダメージ、さらにコトダマで1ダメージ。そのあとカラテ1のキャラでアイサツ。相手キャラ殺される?",
]


@pytest.mark.parametrize(("question", "killed"), DAMAGE_STATED)
def test_1317_1_1004_1_damage_stays_through_the_turn(question: str, killed: bool) -> None:
    stated, kind, got = _verdict(question)
    assert stated and kind == "destroyed" and got is killed


@pytest.mark.parametrize("question", DAMAGE_TRAPS)
def test_1317_1_damage_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]


FIRST_TURN_STATED = [
    # 4+2 (後攻の最初のターンはゲームの最初のターンではない)
    ("後攻の1ターン目、ドロー何枚?初手4枚で先攻のターン中は手札変化なし。ドロー・ステップ後の手札枚数は?", 6),
    # 4+2
    (
        "後攻です。初期手札4枚、相手の1ターン目は手札に触る効果なし。自分の最初のターンのドロー後の手札枚数は?",
        6,
    ),
    # 4+1 (ゲームの最初のターン)
    ("先攻の最初のターン、初手4枚。ドロー・ステップ後の手札枚数は?", 5),
    # 4+2-1 (エテル・ステップで1枚)
    ("後攻の最初のターン、手札4枚からドローしてエテルに1枚置いた。キャラフェイズ開始時の手札枚数は?", 5),
    # 4+2
    (
        "自分は後攻。先攻の1ターン目の間は手札いじってない。初期手札4枚。自分の最初のターンのドロー後の手札は?",
        6,
    ),
    # 4+1
    ("先攻の最初のターン、手札4枚でスタート。ドローした後の手札枚数は?", 5),
    # 4+2-1
    ("後攻の1ターン目。初手4枚で相手のターン中に増減なし。ドローしてエテルに1枚置いた後の手札枚数は?", 5),
    # 4+2
    ("後攻の1ターン目のドロー後、手札枚数は?初期手札4枚で先攻のターン中は手札増えも減りもしてない。", 6),
]

FIRST_TURN_TRAPS = [
    # a discard effect in the opponent's turn
    "後攻の1ターン目。初手4枚だけど相手のターン中に効果で1枚捨てた。ドロー後の手札枚数は?",
    # a draw effect in the opponent's turn (its 1 card had been run as the only draw: 5)
    "後攻の1ターン目、初手4枚だけど相手の1ターン目に効果で1枚引いた。ドロー後の手札枚数は?",
    # a discard effect before the draw step
    "後攻の1ターン目、初手4枚。ドロー・ステップ前に手札を1枚捨てる効果を受けた。ドロー後の手札枚数は?",
    # an entry told with no エテル (it had been refused and the hand counted without it: 6)
    "後攻の1ターン目、初手4枚。ドローしたあとコスト1のキャラを出した。手札枚数は?",
]


@pytest.mark.parametrize(("question", "hand"), FIRST_TURN_STATED)
def test_502_3a_second_players_first_turn_draws_two(question: str, hand: int) -> None:
    stated, kind, got = _verdict(question)
    assert stated and kind == "number" and got == [hand]


@pytest.mark.parametrize("question", FIRST_TURN_TRAPS)
def test_502_3a_first_turn_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]


# the blind rows of the families (batches O, P, Q and the seen L), with their checks
BLIND = [
    ("ninjaslayer-bo-08", "number", 1),
    ("ninjaslayer-bp-06", "can", "yes"),
    ("ninjaslayer-bq-07", "number", 5),
    ("ninjaslayer-bo-04", "destroyed", True),
    ("ninjaslayer-bp-09", "destroyed", True),
    ("ninjaslayer-bq-11", "destroyed", True),
    ("ninjaslayer-bl-10", "destroyed", True),
    ("ninjaslayer-bq-06", "number", 6),
    ("ninjaslayer-bp-05", "number", 6),
    ("ninjaslayer-bq-17", "destroyed", True),
    ("ninjaslayer-bp-11", "destroyed", True),
    ("ninjaslayer-bp-17", "can", "no"),
    ("ninjaslayer-bq-20", "can", "no"),
]


def _blind(rid: str) -> str:
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "blind_round5"
    for path in sorted(root.glob("batch_*/ninjaslayer.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["id"] == rid:
                return str(row["question"])
    raise KeyError(rid)


@pytest.mark.parametrize(("rid", "asks", "value"), BLIND)
def test_blind_rows_of_the_families(rid: str, asks: str, value: Any) -> None:
    stated, kind, got = _verdict(_blind(rid))
    assert stated and kind == asks and got == _expected(asks, value)


# 1403.2: サツバツ kills the character that アイサツed it, at the end of the イクサダメージ・ステップ, when
# the サツバツ character survived; 「耐久力5のサツバツ持ち」 is the card its stat describes (plans/base)
SATSUBATSU_STATED = [
    # the attacker (カラテ1) is killed by サツバツ
    (
        "相手の耐久力4のサツバツ持ちに、自分のカラテ1のキャラでアイサツした。アイサツしたキャラはどうなる?",
        True,
    ),
    # the attacker (カラテ2) is killed; the 耐久力6 card survives
    (
        "自分のカラテ2のキャラで相手の耐久力6のサツバツ持ちにアイサツ。相手のキャラは生き残る。アイサツした自分のキャラは殺される?",
        True,
    ),
    # the opponent's turn: its カラテ2 attacker is killed by the asker's サツバツ (耐久力5 survives)
    (
        "相手のターン。相手のカラテ2のキャラが俺の耐久力5のサツバツ持ちにアイサツしてきた。アイサツしてきたキャラはどうなる?",
        True,
    ),
]

SATSUBATSU_TRAPS = [
    # インターラプト moved the アイサツ to another card: not run
    "相手の耐久力4のサツバツ持ちに、自分のカラテ1のキャラでアイサツしたら、相手がインターラプトで別のキャラに引き受けた。アイサツしたキャラはどうなる?",
    # サツバツ said lost by an effect
    "相手の耐久力4のサツバツ持ちに、自分のカラテ1のキャラでアイサツした。相手は効果でサツバツを失っている。アイサツしたキャラはどうなる?",
]


@pytest.mark.parametrize(("question", "killed"), SATSUBATSU_STATED)
def test_1403_2_satsubatsu_kills_the_attacker(question: str, killed: bool) -> None:
    stated, kind, got = _verdict(question)
    assert stated and kind == "destroyed" and got is killed


@pytest.mark.parametrize("question", SATSUBATSU_TRAPS)
def test_1403_2_satsubatsu_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]


# 1203.7 / 1203.2: 「捨てて」 is a cost paid at resolution; a hand too small for it pays nothing and the
# draw is not carried out (plan `optional_draw`; the engine's `discard_cost`)
OPTIONAL_STATED = [
    # 手札0枚 < 1
    (
        "手札0枚。「これがアイサツした時、手札を1枚選んで捨てて、1枚ドローしてもよい」が解決。ドローできる?",
        "no",
    ),
    # 手札2枚 >= 1
    (
        "手札が2枚ある状態で「これがエントリーした時、手札を1枚選んで捨てて、2枚ドローしてもよい。」が解決した。ドローできる?",
        "yes",
    ),
    # 手札1枚 < 2 (一部も不可、1203.2)
    (
        "自分の手札は1枚。「これがアイサツした時、手札を2枚選んで捨てて、3枚ドローしてもよい」が解決。3枚ドローできる?",
        "no",
    ),
    # 手札0枚 < 1
    (
        "手札0枚の時に「これがエントリーした時、手札から1枚捨てて、1枚ドローしてもよい」が解決。捨てずに1枚だけ引ける?",
        "no",
    ),
    # 手札3枚 >= 2
    (
        "手札3枚。「これがアイサツした時、手札を2枚選んで捨てて、2枚ドローしてもよい」の解決で2枚引ける?",
        "yes",
    ),
    # 手札1枚 >= 1
    (
        "手札が1枚だけのとき、「これがエントリーした時、手札を1枚選んで捨てて、2枚ドローしてもよい」が解決。ドローできる?",
        "yes",
    ),
    # 手札0枚 < 1
    (
        "俺の手札は0枚。「これがアイサツした時、手札を1枚選んで捨てて、2枚ドローしてもよい」って誘発、ドローだけでもできる?",
        "no",
    ),
    # 手札4枚 >= 1
    (
        "手札は4枚。「これがエントリーした時、手札を1枚選んで捨てて、1枚ドローしてもよい」が解決。ドローできる?",
        "yes",
    ),
]

OPTIONAL_TRAPS = [
    # 相手の手札(能力の支配者は自分)
    "相手の手札0枚。「これがアイサツした時、手札を1枚選んで捨てて、2枚ドローしてもよい」を自分が解決。ドローできる?",
    # 「手札を全て捨てて」(1309.2: 空の手札でも捨てたとみなす) — このプランの形ではない
    "手札0枚。「これがアイサツした時、手札を全て捨てて、2枚ドローしてもよい」が解決。ドローできる?",
    # 解決の前に別の効果
    "手札0枚。「これがアイサツした時、手札を1枚選んで捨てて、2枚ドローしてもよい」が解決する前に、効果で1枚引いた。ドローできる?",
    # 相手が支払うコスト
    "手札0枚。「これがアイサツした時、相手は手札を1枚選んで捨てて、2枚ドローしてもよい」が解決。相手はドローできる?",
    # コストのない誘発(このプランの形ではない)
    "手札0枚。「これがアイサツした時、2枚ドローする」が解決。ドローできる?",
]


@pytest.mark.parametrize(("question", "value"), OPTIONAL_STATED)
def test_1203_7_1203_2_a_discard_cost_the_hand_cannot_pay(question: str, value: str) -> None:
    stated, kind, got = _verdict(question)
    assert stated and kind == "can" and got == value


@pytest.mark.parametrize("question", OPTIONAL_TRAPS)
def test_1203_7_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]


# 706.4: an amount told after the アイサツ, nothing between, is that アイサツ's イクサダメージ — met by the
# run's イクサダメージ of it (reading/telling._attack_damage); an effect's or a second amount is not
TOLD_IKUSA_STATED = [
    # サツバツ (1403.2) kills the カラテ3 attacker; the 耐久力5 card took its 3
    (
        "相手のターン。相手のカラテ3のキャラが俺の耐久力5のサツバツ持ちにアイサツしてきた。俺のキャラは3点食らって生き残った。アイサツしてきた相手のキャラは殺される?",
        True,
    ),
    # 2 < 耐久力3: not killed (1004.1)
    (
        "自分のカラテ2のキャラで相手の耐久力3のキャラにアイサツ。相手のキャラは2点受けた。相手のキャラは殺される?",
        False,
    ),
    # 4 >= 耐久力4: killed
    (
        "相手のターン、相手のカラテ4のキャラが自分の耐久力4のキャラにアイサツしてきて、4点食らった。自分のキャラは殺される?",
        True,
    ),
]

TOLD_IKUSA_TRAPS = [
    # a コトダマ's 2 after the アイサツ: not the アイサツ's damage, not run
    "自分のカラテ2のキャラで相手の耐久力4のキャラにアイサツして、そのあとコトダマで2点。相手のキャラは殺される?",
    # 3 told of a カラテ2 アイサツ: no such イクサダメージ
    "相手のターン。相手のカラテ2のキャラが俺の耐久力5のキャラにアイサツしてきた。俺のキャラは3点食らった。俺のキャラは殺される?",
    # 2 told twice: one アイサツ deals it once
    "相手のターン。相手のカラテ2のキャラが俺の耐久力5のキャラにアイサツしてきた。2点食らって、さらに2点食らった。俺のキャラは殺される?",
]


@pytest.mark.parametrize(("question", "killed"), TOLD_IKUSA_STATED)
def test_706_4_the_amount_told_after_the_aisatsu_is_its_damage(question: str, killed: bool) -> None:
    stated, kind, got = _verdict(question)
    assert stated and kind == "destroyed" and got is killed


@pytest.mark.parametrize("question", TOLD_IKUSA_TRAPS)
def test_706_4_other_amounts_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]


# 502.3a with a supposition asked back after the question (「…って聞いたから後攻も1枚?」): its words are the
# asker's belief, not the situation (plans/ninjaslayer_hearsay, a REREAD)
SUPPOSED_STATED = [
    # 4+2: the second player's first turn is not the game's first
    (
        "後攻です。初期手札4枚で、相手の1ターン目は手札の増減なし。自分の最初のターンのドロー後の手札は何枚?最初のターンは1枚ドローって聞いたけど後攻もそう?",
        6,
    ),
    # 4+1: the game's first turn (the belief is right)
    (
        "先攻の最初のターン。初手4枚。ドロー・ステップ後の手札は何枚?最初のターンは1枚だけドローらしいけど合ってる?",
        5,
    ),
    # 4+2 (the belief of 3 is wrong)
    (
        "後攻の1ターン目、初手4枚で先攻のターン中は手札の増減なし。ドロー後の手札は何枚?後攻は3枚ドローって聞いたけど?",
        6,
    ),
]

SUPPOSED_TRAPS = [
    # the hearsay told first, not asked back: read as told (two first turns, a draw count)
    "先攻1ターン目は1枚ドローって聞いた。後攻の1ターン目、初手4枚。ドロー後の手札は何枚?",
    # hearsay naming an effect: a situation, still read
    "後攻の1ターン目、初手4枚で先攻のターン中は手札の増減なし。ドロー後の手札は何枚?相手が効果で1枚捨てさせてくるって聞いたけど?",
]


@pytest.mark.parametrize(("question", "hand"), SUPPOSED_STATED)
def test_502_3a_a_supposition_asked_back_is_not_the_situation(question: str, hand: int) -> None:
    stated, kind, got = _verdict(question)
    assert stated and kind == "number" and got == [hand]


@pytest.mark.parametrize("question", SUPPOSED_TRAPS)
def test_502_3a_hearsay_told_or_of_an_effect_is_withheld(question: str) -> None:
    assert not _verdict(question)[0]
