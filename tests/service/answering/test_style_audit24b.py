"""Round-24 everyday audit (24b, all five games): 40 own questions about combat keywords in players'
words — sve 【守護】 acted or standing, 【必殺】 at 0 attack, 【ドレイン】 on the attacked side and with a
told +2/+0, 【突進】 at a leader, 【威圧】 on the asker's side and with 【守護】; onepiece 【ダブルアタック】
at a character and at one life, 【バニッシュ】 with a 【トリガー】, a rested 【ブロッカー】 and one attacked
itself, a DON!! and a counter told; kiseki 【武術】 on either side or both, 【ヘイト】 stunned, overkill
and スクラム; ninjaslayer インターラプト / カイゼン, サツバツ either side, 工作力 against a player; fow
§10 damage, reduction, J/ルーラー destroyed, [+A/+B] and counters — 8 a game, 24 traps, kept in
`data/style_audit24b.jsonl` with the rulebook clause of each expected answer.

First try (HEAD b38af7e): 28 stated, 26 right, 2 wrong, 12 withheld. The two wrong were stated from a
misread scenario whose value happened to be the expected one: sve 「相手の【守護】フォロワーがスタンド状態
のままなんだけど、リーダーを殴れる?」 ran the opponent's follower attacking the asker's leader ('yes', the
opponent can attack), and onepiece 「相手のライフが残り1枚のときに【ダブルアタック】のアタックが…」 put
【ダブルアタック】 on the attacked leader and dealt one damage. Variants of the second were plainly wrong:
「相手のライフが0枚のとき【ダブルアタック】のキャラのアタックがリーダーに通った。勝ち?」 had stated 'none'
and 「…2枚のとき…ライフは何枚になる?」 2 (the asker's leader attacking 相手の キャラ). Built:
* `extract.STATE_CLAUSE` — the が/は subject of a state closed by its own clause (「…がスタンド状態の
  ままなんだけど」「…がレストしてるから」) is the scene, not the attacker of the act asked after it
  (onepiece 「相手のキャラがレストしてるから、アタックできる?」 had stated 'no', the attacker rested);
* `onepiece_read._OTHER_NOUNS_CLAUSE` — 「相手のライフが0枚のとき…キャラ」: an owner whose の-noun has its own
  predicate before the card owns that noun, not the card;
* `kiseki_aim._other_target` + `aimed._OTHER_CARD` — 「相手の他のUNITを攻撃できる?」 besides a described
  【ヘイト】/【暗躍】 UNIT: a plain opponent's UNIT, named as an assumption (1407.1, 1326.2, 803.5a-1);
* `counted._AGAIN` — 「STR3とSTR2で…、STR2の方は+2/+0」: a stat with 「の方/のほう」 names a card again;
* `given_change._unquoted` — a bare 「+2/+0」 given by 「に…して(から)」「が…を得て」「を与えて」 is read like
  a quoted one (sve, ninjaslayer), and `aimed._BOUNDARY` ends the object phrase at 「てから」;
* onepiece 「アタックは通る?」 (lexicon) read as the hit-landing ask (`verdict.dealt_asked`): a lost battle
  'no', damage 'yes' (not in sve: 「アタックした。アタックは通る?」 runs a second attack);
* `plans/onepiece_self_block` — the 【ブロッカー】 holder itself attacked, the block asked with that same card
  (「そのキャラ(自身)(のブロッカー)で」): the engine refuses it (10-1-4-1 「このカード以外」).
After (on 2cbe73c, where the no-ask guard of b38af7e is reverted): 34 stated, all right; 6 withheld, each
with its reason in "open" — row 32 (「100ダメージを3回与える扱い?」) is now the what-happens verdict whose
conclusion 「300点のダメージを1回で与えます」 answers it (accepted), withheld at the first try.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit24b")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st24b-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit24b_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit24b_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a state told of the opponent's card in a clause of its own leaves the asked attack the asker's (sve 12.8.2,
# 8.4.3.1; onepiece 7-1)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手の【守護】フォロワーがスタンド状態(縦向き)のままなんだけど、リーダーを殴れる?", "sve", "yes"),
        ("相手の守護持ちがスタンドしてるけど、相手リーダーに攻撃できる?", "sve", "yes"),
        ("相手の守護フォロワーは縦のままだけど、顔殴れる?", "sve", "yes"),
        ("相手の【守護】のフォロワーがアクト状態だから、リーダーは殴れないよね?", "sve", "no"),
        ("相手のキャラがレストしてるから、アタックできる?", "onepiece", "yes"),
    ],
)  # fmt: skip
def test_a_told_state_is_no_attacker(question: str, game: str, want: str) -> None:
    stated, value, summary = situated(question, game)
    assert (stated, value) == (True, want), question
    assert "相手のフォロワーが自分のリーダーを攻撃" not in summary


# the attacker's 【ダブルアタック】 with the opponent's life told first (10-1-2-1, 7-1-4-1-1-1, 7-1-4-1-1-3)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のライフが0枚のとき【ダブルアタック】のキャラのアタックがリーダーに通った。勝ち?", "self"),
        ("相手のライフが2枚のとき【ダブルアタック】のキャラのアタックが通った。ライフは何枚になる?", [0]),
        ("相手のライフが残り1枚のときに【ダブルアタック】のアタックがリーダーに通った。これで勝ち?", "none"),
        ("相手のライフが1枚。ダブルアタック持ちのキャラでリーダーにアタックが通ったら勝ち?", "none"),
    ],
)  # fmt: skip
def test_double_attack_after_a_told_life(question: str, want: Any) -> None:
    stated, value, summary = situated(question, "onepiece")
    assert (stated, value) == (True, want), question
    assert "2ダメージ" in summary


# 「他のUNIT」 besides a described UNIT: whether the 【ヘイト】 / 【暗躍】 one binds (1407.1, 1326.2,
# 803.5a-1)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手の【ヘイト】持ちUNITがスタンしてる。相手の他のUNITを攻撃できる?", "yes"),
        ("相手の【ヘイト】持ちのUNITはスタンしてない。相手の他のUNITを攻撃できる?", "no"),
        ("相手の【ヘイト】持ちUNITはレディ状態。相手の別のUNITを攻撃できますか?", "no"),
        ("相手の【暗躍】持ちUNITがいる。相手の他のUNITを攻撃できる?", "yes"),
    ],
)  # fmt: skip
def test_another_unit_besides_a_described_one(question: str, want: str) -> None:
    assert situated(question, "kiseki")[:2] == (True, want), question


# 「STR2の方は」 names a card said before; a bare 「+2/+0」 given before the attack (804.11b, 1303.1;
# sve 12.13.2)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手の場にUNITがいない。STR3とSTR2のUNIT2体でスクラム攻撃で相手を攻撃、STR2の方はこのターン中+2/+0を得てる。"
         "相手は絆を何点失う?", "kiseki", [7]),
        ("相手の場にUNITがいない。STR3とSTR2のUNITでスクラム攻撃、STR2のほうは+2/+0されてる。相手の絆は何点減る?",
         "kiseki", [7]),
        ("自分のリーダーの体力が12。攻撃力2の【ドレイン】フォロワーに+2/+0してから相手のリーダーを攻撃した。"
         "自分のリーダーの体力はいくつになる?", "sve", [16]),
        ("自分のリーダーの体力は15。攻撃力3の【ドレイン】持ちフォロワーに+1/+1を付与してから相手リーダーを攻撃。"
         "自分のリーダーの体力はいくつ?", "sve", [19]),
        ("自分のリーダーの体力が12。攻撃力2の【ドレイン】フォロワーに「+2/+0」を与えてから相手のリーダーを攻撃した。"
         "自分のリーダーの体力はいくつになる?", "sve", [16]),
        ("攻撃力1のフォロワーに+2/+0してから相手のリーダーを攻撃した。相手リーダーの体力が20なら、いくつになる?",
         "sve", [17]),
        ("カラテ2のキャラに+2/+0してから、耐久力4の相手キャラにアイサツした。相手のキャラは殺される?",
         "ninjaslayer", True),
    ],
)  # fmt: skip
def test_a_told_change_on_a_named_card(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# onepiece 「アタックは通る?」: the battle's result (7-1-4-1 / 7-1-4-2)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("パワー5000のキャラにドン!!を1枚付けて、相手のパワー6000のリーダーにアタック。相手がカウンター+1000を使ったら、"
         "アタックは通る?", "no"),
        ("パワー7000のキャラで、パワー5000の相手リーダーにアタック。アタックは通る?", "yes"),
        ("パワー6000のキャラでパワー5000の相手リーダーにアタック、相手はカウンター+2000を使用。このアタックは通る?",
         "no"),
    ],
)  # fmt: skip
def test_onepiece_attack_gets_through(question: str, want: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


# a told attack asked again outside onepiece: no second attack's refusal is stated as the answer (sve had
# stated 'no' by 8.4.2 while 「アタックは通る?」 was read in every game)
@pytest.mark.parametrize(
    "question",
    [
        "攻撃力3のフォロワーで相手のリーダーをアタックした。アタックは通る?",
        "攻撃力3のフォロワーで相手のリーダーを攻撃した。攻撃は通る?",
    ],
)
def test_a_told_attack_asked_again_is_no_refusal(question: str) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value not in ("yes", "no"), question


# what must not be stated: an unowned 「ほかのUNIT」, 「他のUNIT」 besides the asker's own described UNIT, a
# told アイサツ asked as 「アタックは通る?」
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("カラテ3のキャラでアイサツした。アタックは通る?", "ninjaslayer"),
        ("相手の場の【ヘイト】UNITはスタン状態。ほかのUNITに攻撃できる?", "kiseki"),
        ("自分の【ヘイト】持ちUNITがスタンしてる。相手の他のUNITを攻撃できる?", "kiseki"),
    ],
)  # fmt: skip
def test_what_the_run_does_not_decide_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# the 【ブロッカー】 holder attacked itself cannot block for itself (10-1-4-1); a block by another card is not
# this plan's
@pytest.mark.parametrize(
    "question",
    [
        "【ブロッカー】を持ってるキャラ自身がアタックされたとき、そのキャラのブロッカーでブロックできる?",
        "相手のブロッカー持ちのキャラ(レスト)にアタックした。そのキャラ自身のブロッカーでブロックできる?",
        "自分のブロッカー持ちキャラがアタックされた。そのキャラ自身でブロックできる?",
        "自分の【ブロッカー】持ちのキャラが相手にアタックされた。そのキャラでブロックできる?",
    ],
)
def test_a_blocker_attacked_cannot_block_for_itself(question: str) -> None:
    stated, value, summary = situated(question, "onepiece")
    assert (stated, value) == (True, "no"), question
    assert "発動できません" in summary
