"""Round-17 everyday audit (issue 17c, all five games): who wins / is it destroyed — battles between two
told cards, an attack on a player at low life, deck-out on a draw, simultaneous losses, damage checks,
the character limit, 【守護】/【必殺】/【疾走】/【突進】/【ダブルアタック】/ウケミ, and an attack supposed
again (「もう一回攻撃したら勝てる?」). 40 own questions in the hidden set's style
(`data/style_audit17c.jsonl`, 8 a game, 17 traps), each expected answer taken from the rulebook clause
in its `rule` before the run (withholding is always allowed; "open" says why a row is withheld).

First try (HEAD a72c8a2): 23 stated, 22 right, 1 wrong, 17 withheld; after this audit 27 / 27 / 0 / 13.
The wrong one: onepiece 「キャラが5枚いる。新しくキャラを1枚登場させたら、エリアのキャラは何枚になる?」 gave 1
(「既にいるキャラ1枚をトラッシュに置いて」) for the conclusion's 「キャラは5体」 (3-7-6-1): a card counted in
枚 or 体 is one count (reading/concluded). The round-16 open wrong-risk, probed in four games: an attack
supposed again in the asking sentence (「攻撃力3のフォロワーでもう一回攻撃したら勝てる?」「…再度攻撃したら」
「…またアタックしたら」) ran one fresh attack and stated 'self' (sve, onepiece, kiseki, ninjaslayer) where
the attacker is acted / rested / bowed by its first attack (8.4.4, 7-1-1-1, 804.4, 704.5):
reading/repeated.supposed_again withholds it unless the run holds the act twice and the first is
told done before the asking sentence (kiseki then runs the second attack refused, 803.3a-1).
Withheld rows that now answer: the polite negative 「ブロックもカウンターもしませんでした」 denies the acts
(reader._NOT_DONE); 「回復フェイズで相手は負けますか?」 is reflected by a run that reaches the 回復フェイズ
(payload.in_phase, 705.5); a resonator's told DEF with a quoted destroy (plans/fow_destroy, 10.9).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("style_audit17c")


def _param(row: dict[str, Any], i: int) -> Any:
    return pytest.param(row, id=f"s17c-{row['game']}-{i:02d}")


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_style_audit17c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)
    else:
        assert "open" in row, row["question"]  # a row that answered may not fall silent


def test_style_audit17c_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=14)


# an attack supposed again in the asking sentence: the attacker already acted (8.4.4 / 7-1-1-1 / 804.4 /
# 704.5) — one fresh attack run answers another question
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("相手のリーダーの体力3。攻撃力3のフォロワーでもう一回攻撃したら勝てる?", "sve"),
        ("相手のリーダーの体力3。攻撃力3のフォロワーで再度攻撃したら勝てる?", "sve"),
        ("相手リーダーの体力3。攻撃力3のフォロワーでもう1回リーダーを攻撃すれば勝ち?", "sve"),
        ("相手のリーダーの体力3。攻撃力3のフォロワーでまた攻撃したら勝てる?", "sve"),
        ("相手のリーダーの体力3。攻撃力3のフォロワーでまたリーダーを攻撃したら勝てる?", "sve"),
        ("相手のリーダーの体力6。攻撃力3のフォロワーで2回攻撃したら勝てる?", "sve"),
        ("相手のライフ0枚、リーダーのパワー5000。パワー6000のキャラでもう一回アタックしたら勝てる?",
         "onepiece"),
        ("相手のライフ0枚、パワー5000のリーダー。パワー6000のキャラでまたアタックしたら勝てる?", "onepiece"),
        ("相手の絆2。STR3のUNITでもう一回相手プレイヤーを攻撃したら勝てる?", "kiseki"),
        ("相手の絆3。さっき攻撃したSTR3のUNITで、もう一度相手を攻撃したら勝てる?", "kiseki"),
        ("相手のダメージ・ゾーン9枚。工作力1のキャラでもう一回アイサツしたら勝てる?", "ninjaslayer"),
        ("相手のダメージ・ゾーン9枚。工作力1のキャラでもう一度相手にアイサツしたら勝てる?ウケミなし",
         "ninjaslayer"),
    ],
)  # fmt: skip
def test_an_attack_supposed_again_is_not_run_once(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value not in ("self", True, "yes"), value


def test_an_attack_told_once_or_told_before_its_repeat_still_answers() -> None:
    for q, game, want in [
        ("相手のリーダーの体力3。攻撃力3のフォロワーで攻撃したら勝てる?", "sve", "self"),
        # 「また、」 is 'also', no repetition
        ("相手のリーダーの体力は3。また、相手の場にフォロワーはいない。攻撃力3のフォロワーで攻撃したら勝てる?",
         "sve", "self"),
        ("相手のライフ0枚、パワー5000のリーダー。パワー6000のキャラでアタックしたら勝てる?", "onepiece",
         "self"),
        # the first attack told with the 絆 before it: the second is refused (803.3a-1), 絆 2 left
        ("相手の絆5。STR3のUNITで相手プレイヤーを攻撃した。同じUNITでもう一回相手プレイヤーを攻撃したら勝てる?",
         "kiseki", "none"),
        # 「3体続けて出したら」: plays in succession, no act repeated (onepiece-bv-13, 2-7-2)
        ("自分のコストエリアにアクティブのドン!!が7枚。コスト2のキャラを3体続けて出したら、アクティブのドン!!は何枚残る?",
         "onepiece", [1]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# 3-7-6-1: the characters counted in 枚 or 体 — the conclusion's 「キャラは5体」, not 「キャラ1枚を…置いて」
@pytest.mark.parametrize(
    "question",
    [
        "キャラクターエリアにもうキャラが5枚いる。新しくキャラを1枚登場させたら、エリアのキャラは何枚になる?",
        "キャラクターエリアにキャラが5枚。新しくキャラを登場させたら、エリアのキャラは何枚?",
        "キャラクターエリアにキャラが5体。新しくキャラを登場させたら、キャラは何体?",
        "キャラクターエリアにキャラが4枚。新しくキャラを登場させたら、エリアのキャラは何枚?",
    ],
)
def test_3_7_6_characters_counted_in_mai_or_tai(question: str) -> None:
    stated, value, _summary = situated(question, "onepiece")
    assert not stated or value == [5], value


# 「…しませんでした」「…されませんでした」: the polite negative denies the act (not 「しませんか?」 asked)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手のライフが0枚の状態で、パワー6000のリーダーでパワー5000の相手リーダーにアタックしました。"
         "相手はブロックもカウンターもしませんでした。私の勝ちですか?", "onepiece", "self"),
        ("相手のライフは0枚です。パワー5000のキャラでパワー5000の相手リーダーにアタックしました。"
         "ブロックはされませんでした。勝ちましたか?", "onepiece", "self"),
        ("相手のライフ1枚。パワー4000のキャラでパワー5000の相手リーダーにアタックしました。"
         "相手はブロックもカウンターもしませんでした。相手のライフは何枚?", "onepiece", [1]),
        ("相手のリーダーの体力は2です。攻撃力2のフォロワーでリーダーを攻撃しました。相手は何もしませんでした。"
         "勝ちですか?", "sve", "self"),
    ],
)  # fmt: skip
def test_the_polite_negative_denies_the_act(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want)


def test_a_polite_negative_asked_is_no_denial() -> None:
    q = "相手のライフ0枚。パワー7000のキャラでパワー5000のリーダーにアタック。相手はブロックしませんか?"
    assert not situated(q, "onepiece")[0]


# 705.5: 「回復フェイズで相手は負ける?」 — the attack plan's run reaches the 回復フェイズ, where 絆 is judged
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手の絆が1点。STR1のUNITで相手本体への攻撃が通った。回復フェイズで相手は負けますか?", "self"),
        ("相手の絆2。STR3のUNITで相手本体を攻撃して通った。回復フェイズになったら相手の負け?", "self"),
        ("相手の絆3。STR3のUNITで相手を攻撃した。回復フェイズの時点で俺の勝ち?", "self"),
        ("相手の絆4。STR3のUNITで相手プレイヤーを攻撃した。回復フェイズで相手は負ける?", "none"),
    ],
)
def test_705_5_the_recovery_phase_named_as_the_judgement(question: str, want: str) -> None:
    assert situated(question, "kiseki")[:2] == (True, want)


def test_a_recovery_phase_the_run_does_not_act_in_still_withholds() -> None:
    for q in [
        "相手の絆3。STR3のUNITで相手を攻撃した。回復フェイズにUNITをプレイできる?",
        "相手の絆1。回復フェイズにSTR3のUNITで相手を攻撃したら勝てる?",
    ]:
        assert not situated(q, "kiseki")[0], q


# 10.9: a destroy reads no 防御力 — a resonator's told ATK / DEF is the scenario card's
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("「このターン、破壊されない」を受けてる相手のDEF300のリゾネイターに「対象のリゾネイターを破壊する」を撃った。"
         "破壊される?", False),
        ("相手のDEF300のリゾネイターに「対象のリゾネイターを破壊する」を撃った。破壊される?", True),
        ("ATK500/DEF500のリゾネイターが「破壊されない」を持ってる。「対象のリゾネイターを破壊する」で破壊される?",
         False),
        ("防御力200の相手のリゾネイターを「対象のリゾネイターを破壊する」で狙った。破壊される?", True),
    ],
)  # fmt: skip
def test_10_9_a_told_defense_does_not_block_the_destroy_plan(question: str, want: bool) -> None:
    assert situated(question, "fow")[:2] == (True, want)


def test_10_9_a_destroy_of_another_kind_still_withholds() -> None:
    q = "DEF300のリゾネイターに「対象のアディションを破壊する」を撃った。破壊される?"
    assert not situated(q, "fow")[0]
