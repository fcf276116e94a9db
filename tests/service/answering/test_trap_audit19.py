"""Round-19 precision audit on trap questions (audit 19d, all five games): 40 own questions, 8 a game, each
with a detail that flips the naive answer — 【ダブルアタック】 at one life (the second damage takes no
life and wins nothing), the first turn's battle, a 【ブロッカー】 stronger than the attacker, the
opponent's DON!! in the opponent's turn, a sixth character, the last DON!! card, DON!! given away before
paying, an active target; 【突進】 against a leader, a standing follower, an engaged 【守護】 beside
another, a follower played this turn, the EX area outside the hand limit, the asker's leader attacked, the
target's strike back, a second evolution; a scrum's overkill, the 応戦's stun, a quoted
「オーバーキルしない」, equal 絆 ≤ 0, an action UNIT, a card just put in the 拠点, the asker's UNIT
attacked, a draw from an empty deck; a bowed target, a second アイサツ, damage cleared at the turn's end,
a ウケミ card in the checks, an empty deck, the second player's first draw, a bowed エテル, 工作力 against
a player; 軽減 by an amount, [2] paid by any will, 「相手の」 in the opponent's card text, a J-ruler
destroyed, a whole hand discarded, same-named counters, 「破壊されない」, a 軽減 told in an aside at the
end — kept in `data/trap_audit19.jsonl` with the rulebook clause of each expected answer
(`corpus/sources/<game>.txt`; an empty `accept` means no verdict may be stated; withholding is always
allowed).

First try (HEAD f6d8cf2): 27 stated / 26 right / 1 wrong / 13 withheld. Wrong: kiseki
「相手の絆6。STR3とSTR4の UNITでスクラム攻撃して、相手のDEF5のUNITを攻撃した。相手の絆は?」 stated 5 — no
overkill in a scrum (804.11a-3) is right, but the stunned UNIT's stun damage is its CPコスト (1306.3),
which the question does not give: the run's stand-in 1 was taken as the 絆 left. The builders withheld it
for 「何点減る?」 only; a 絆 asked by its value (「相手の絆は?」「…はどうなる?」「俺の絆は?」) of a side
whose stun is costless now withholds too (scenarios/kiseki_context.costless_asked over
reading/quantity.value_asks), and the conclusion no longer prints that side's 絆 left
(kiseki_verdict._left). Now 26 stated / 26 right / 0 wrong / 14 withheld.

Probing the same traps further found three more wrong verdicts: fow
「相手が「あなたの手札を全て捨てる」を解決した。 俺の手札は何枚?」 stated 0 — the あなた of a quoted card
text is its user, here the opponent (10.18; plans/fow_zones ._as_told); onepiece 「…相手のライフは何枚?
ちなみにそのキャラはこのターン登場したばかりで【速攻】はない。」 stated the life the attack takes — a play
told of the run's attacker had been reflected by that card standing on the field, though a card played
this turn cannot attack (3-7-4; sve 8.4.2.1): reading/fresh.py, data in engine_map.json `fresh_attacker`;
sve 「相手の場のフォロワーは2体。…相手の場のフォロワーは何体?」 stated 0, a damage's bare 0 read as the
count of bodies (reading/verdict: 何体/何人 take only a number counted so). The reader now reads
「カウンターも何も出してこなかった」 as an act denied (it had stood for the attacker's play)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("trap_audit19")


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason=row["open"], strict=True) if "open" in row else ()
    return pytest.param(row, id=f"trap19-{row['game']}-{i:02d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_trap_audit19_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_trap_audit19_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=40)


# 1306.3: the stun damage is the stunned UNIT's CPコスト — a 絆 asked by its value hangs on it when untold
@pytest.mark.parametrize(
    "question",
    [
        "相手の絆6。STR3とSTR4のUNITでスクラム攻撃して、相手のDEF5のUNITを攻撃した。相手の絆は?",
        "相手の絆6。STR7のUNITで、相手のDEF5のUNITを攻撃した。相手の絆は?",
        "相手の絆6。STR7のUNITで、相手のDEF5のUNITを攻撃した。相手の絆はどうなる?",
        "相手の絆2。STR7のUNITで、相手のDEF5のUNITを攻撃した。相手の絆は?",
        "俺の絆7。相手のSTR5のUNITが、俺のDEF2のUNITを攻撃してきた。俺の絆は?",
        "俺の絆7。相手のSTR5のUNITが、俺のDEF2のUNITを攻撃してきた。俺の絆はいくつになる?",
        "相手の絆6。STR3とSTR4のUNITで、相手のDEF5のUNITをスクラム攻撃した。相手の絆は残りいくつ?",
    ],
)
def test_1306_3_a_bond_left_after_a_costless_stun_withholds(question: str) -> None:
    assert not situated(question, "kiseki")[0]


def test_1306_3_a_bond_with_the_cost_told_is_still_stated() -> None:
    for q, want in [
        ("相手の絆6。STR3とSTR4のUNITでスクラム攻撃して、相手のDEF5・CPコスト2のUNITを攻撃した。"
         "相手の絆は?", [4]),
        ("相手の絆6。STR7のUNITで、相手のDEF5・CPコスト2のUNITを攻撃した。相手の絆は?", [2]),
        ("STR5のUNITで相手のDEF2のUNITを攻撃。相手のUNITのCPコストは3。相手の絆10は?", [4]),
        ("相手の絆6。STR7のUNITで相手プレイヤーを攻撃した。相手の絆は?", [-1]),  # no UNIT stunned
        ("俺の絆7、相手の絆5。STR7のUNITで、相手のDEF5のUNITを攻撃した。俺の絆は?", [7]),  # the other side's
    ]:  # fmt: skip
        assert situated(q, "kiseki")[:2] == (True, want), q


# 10.18: 「あなた」 in a quoted card text is the card's user
@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("俺の手札5枚、相手の手札2枚。相手が「あなたの手札を全て捨てる」を解決した。俺の手札は何枚?", [5]),
        ("俺の手札5枚、相手の手札2枚。相手の「あなたの手札を全て捨てる」が解決された。俺の手札は何枚?", [5]),
        ("俺の手札5枚、相手の手札2枚。相手が「あなたの手札を全て捨てる」を解決した。相手の手札は何枚?", [0]),
        ("俺の手札5枚、相手の手札2枚。相手が「相手の手札を全て捨てる」を解決した。俺の手札は何枚?", [0]),
        ("相手の手札4枚。相手が「あなたの手札を2枚捨てる」を使った。相手の手札は?", [2]),
    ],
)  # fmt: skip
def test_10_18_the_you_of_a_quoted_discard_is_its_user(question: str, right: list[int]) -> None:
    stated, value, _summary = situated(question, "fow")
    assert not stated or value == right, value


def test_10_18_the_askers_own_quoted_discard_is_still_stated() -> None:
    for q in ("俺の手札5枚。「あなたの手札を全て捨てる」を解決した。俺の手札は何枚?",
              "手札5枚の状態で、カードを指定しない「手札を捨てる」を解決した。手札は何枚残る?"):  # fmt: skip
        assert situated(q, "fow")[:2] == (True, [0]), q


# 3-7-4 / 8.4.2.1: a card told played this turn is not an attacker the run holds as there before the turn
@pytest.mark.parametrize(
    ("question", "game", "wrong"),
    [
        ("相手のライフ3枚。パワー6000のキャラでパワー5000の相手リーダーにアタック。ブロックもカウンターもなし。"
         "相手のライフは何枚? ちなみにそのキャラはこのターン登場したばかりで【速攻】はない。",
         "onepiece", [2]),
        ("相手のライフ3枚。このターン登場させたパワー6000のキャラで、パワー5000の相手リーダーにアタック。"
         "ブロックもカウンターもなし。相手のライフは何枚?", "onepiece", [2]),
        ("コスト2のキャラを登場させて、そのキャラでパワー5000の相手リーダーにアタック。パワーは6000。"
         "相手のライフ3枚は何枚になる?", "onepiece", [2]),
        ("相手リーダーの体力6。このターンに出した攻撃力4のフォロワーでリーダーを攻撃した。相手の体力は?",
         "sve", [2]),
        ("相手リーダーの体力6。攻撃力4のフォロワーを出して、そのフォロワーでリーダーを攻撃した。相手の体力は?",
         "sve", [2]),
    ],
)  # fmt: skip
def test_3_7_4_a_card_played_this_turn_does_not_attack(question: str, game: str, wrong: list[int]) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value != wrong, value


def test_a_played_card_that_may_attack_is_still_stated() -> None:
    for q, game, want in [
        ("このターン登場させた【速攻】持ちのキャラで相手のリーダーにアタックできる?", "onepiece", "yes"),
        # an earlier turn's play: 3-7-4 stops only this turn's
        ("前のターンに出したキャラで相手のリーダーにアタックできる?", "onepiece", "yes"),
        ("相手リーダーの体力6。【疾走】を持つ攻撃力4のフォロワーを出して、リーダーを攻撃した。相手の体力は?",
         "sve", [2]),
        ("前のターンから場にいるパワー6000のキャラで、ライフ0枚の相手のリーダー(パワー5000)にアタック。相手は"
         "ブロッカーもいないしカウンターも何も出してこなかった。この時点でゲームどうなる?自分目線で教えて",
         "onepiece",
         {"result": "game_over", "winner": "self"}),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# 8.4.9 / 11.3.1: 「何体?」 is answered by a number counted in 体, not a damage's bare 0
@pytest.mark.parametrize(
    "question",
    [
        "相手の場のフォロワーは2体。攻撃力3のフォロワーで相手のアクト状態の体力3のフォロワーを攻撃した。相手の場のフォロワーは何体?",
        "相手の場にフォロワーが2体。攻撃力3のフォロワーで相手のアクト状態の体力3のフォロワーを攻撃した。相手の場のフォロワーは何体?",
    ],
)
def test_a_count_of_bodies_is_no_bare_number(question: str) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value == [1], value
