"""A use denied of cards or effects in general is no fact, in every game (reading/denied_use.py), and a
hand count followed by where the cards went is the count moved, not the hand (player_numbers.py).

「(何の効果も使ってない)」「効果は何も使ってない」「手札増やす効果とかは何も使ってない」 say the scenario's
default — no card or effect but those told. Round 8 read it so for sve only; blind AC (round 15, first
try) had it block a ninjaslayer first-turn hand and a kiseki battle. Reading it for every game then
showed 「手札1枚エテル・ゾーンに置いた」 read as a hand of 1 (a first turn's hand stated 1; 403.2 deals 4,
502.3a draws 1, 502.4a puts one into the エテル・ゾーン: 4).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    "question",
    [
        "先攻1ターン目。エテル・ステップで手札から1枚エテル・ゾーンに置いた。キャラクターフェイズ入った時点で手札は何枚?"
        "(何の効果も使ってない)",
        "先攻1ターン目。エテル・ステップで手札から1枚エテル・ゾーンに置いた。キャラクターフェイズの手札は?"
        "効果は何も使ってない。",
        "先攻1ターン目、エテル・ステップで手札から1枚エテル・ゾーンに置いた(カードの効果は一切使ってない)。"
        "キャラクターフェイズ入った時点で手札何枚?",
    ],
)
def test_403_2_502_3a_502_4a_first_turn_hand_with_no_effect_used(question: str) -> None:
    stated, value, _ = situated(question, "ninjaslayer")
    assert stated and value == [4]


@pytest.mark.parametrize(
    "question",
    [
        "先攻1ターン目。エテル・ステップで手札1枚エテル・ゾーンに置いた。キャラクターフェイズ入った時点で手札は何枚?",
        "先攻1ターン目。エテル・ステップで手札1枚エテル・ゾーンに置いた。キャラクターフェイズの手札は?(何の効果も使ってない)",
    ],
)
def test_403_2_a_hand_count_followed_by_where_it_went_is_no_hand_size(question: str) -> None:
    stated, value, _ = situated(question, "ninjaslayer")
    assert not stated or value == [4]


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR5のUNITで相手のCPコスト2・DEF3のUNITを単独で殴った。相手の絆は10、効果は何も使ってない。戦闘後の相手の絆は?",
        "俺のSTR5のUNITで相手のCPコスト2・DEF3のUNITを単独で攻撃。相手の絆10。カードの効果は一切使ってない。相手の絆は?",
    ],
)
def test_804_11_a_kiseki_battle_with_no_effect_used(question: str) -> None:
    """804.11a: the stunned UNIT's CP cost (2) is lost as stun damage; 804.11b: the STR over its DEF (2)
    as overkill damage — 10 − 4 = 6."""
    stated, value, _ = situated(question, "kiseki")
    assert stated and value == [6]


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR5のUNITで相手のCPコスト2・DEF3のUNITを単独で殴った。相手の絆は10、サポートも軽減も何もなし。戦闘後の相手の絆は?",
        "俺のSTR5のUNITで相手のCPコスト2・DEF3のUNITを単独で殴った。相手の絆は10、軽減なし。戦闘後の相手の絆は?",
        "相手の絆は10。俺のSTR5のUNITで相手のDEF3・CPコスト2のUNITを単独で攻撃した。軽減もサポートも何もなし。攻撃後の相手の絆は?",
    ],
)
def test_804_11_a_reduction_listed_in_a_denial_is_denied(question: str) -> None:
    """Blind AC kiseki-ac-09 (first try): 「サポートも軽減も何もなし」 left the modifier 軽減 unread as a
    denial (the reader denied acts and keywords only), and the battle was withheld."""
    stated, value, _ = situated(question, "kiseki")
    assert stated and value == [6]


def test_804_11_a_told_reduction_still_withholds() -> None:
    question = (
        "俺のSTR5のUNITで相手のCPコスト2・DEF3のUNITを単独で殴った。相手の絆は10、"
        "相手は「ダメージを2軽減する」を使った。戦闘後の相手の絆は?"
    )
    stated, _value, _ = situated(question, "kiseki")
    assert not stated
