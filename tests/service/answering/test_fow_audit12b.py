"""Force of Will round-12b precision audit (issue 11): an auditor's own adversarial questions on the round-12
fow coverage commits (512d13e 22f3e3a 0ccb883 a87f646 6e45066 fd4429a), kept in `data/fow_audit12b.jsonl`
(`cap` names the family); every stated verdict — value and the conclusion's first sentence — was checked
by hand against the rulebook (withholding is always allowed; an empty `accept` means no verdict may be
stated).

Families: `control` who controls a card told (10.10.2); `will` the will that can be made (10.2.4);
`will_ability` a will ability while paying (10.2.5); `rest` a [レスト] cost (10.12.2); `negate` a spell
negated (10.11.1); `exile` a 除外エリア count (10.3.1); `stone_deck` the 魔石デッキ beside the main deck
(10.8.1); `addition` an addition with no legal card (10.1.2); `prevent` a told reduction (10.17.1);
`summon` an effect's summon (10.5.2); `destroy` and `race` the older rows of 22f3e3a (10.9, 10.19).

Clean export of HEAD fd4429a (before this audit): 163 questions / 57 stated / 17 wrong — a control take
denied (「コントロールは奪ってない」「奪えてない」「取ってないよ」, 「コントローラーは自分じゃない」: 'yes'
for 'no'), control taken back in words without コントロール (「…奪ったが、相手にまた奪われた」 'yes'), a who
ask (「破棄できるのはどっち?」 stated what happens), a quoted 「[レスト]:200ダメージ」 with a player's life
asked (dealt to the asker's own card, 1000 stated), a [レスト] ability asked twice or beside another
(「2回使える?」「両方使える?」 'yes') or for a rested card supposed recovered (「リカバーしたら使える?」
'no'),
the negating player's own graveyard (their negating card, if a spell, goes there as it resolves: 4 and 3
stated unchanged), a prevention only tried (「張ろうとしたけど間に合わなかった」 1600 for 1300, 「使おうと
したけど失敗した」 300 for 500), a quoted 「[レスト]:100ダメージ」 with 「ライフ3000はどうなる?」 (dealt to
its own card). With this audit: 40 stated / 0 wrong (no right verdict lost). A second wave of 55 in the newer
trap styles (terse fragments, 「…場合と…場合」, asides, a count of the other zone or player, two turns,
third persons, two asks): 10 stated / 0 wrong before and after. A third of 20 on 22f3e3a's destroy and
race rows and 10.2.4 wordings: 12 stated / 0 wrong before and after. In all 238 rows: 79 stated / 17 wrong
before, 62 stated / 0 wrong now.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "fow"
_ROWS = rows("fow_audit12b")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a12b-{r['cap']}-{i:03d}" for i, r in enumerate(_ROWS)])
def test_audit12b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit12b_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 20


def _stated(questions: list[str]) -> list[str]:
    return [q for q in questions if situated(q, GAME)[0]]


def test_10_10_2_a_control_take_denied_or_taken_back_withholds() -> None:
    assert not _stated(
        [
            "相手のリゾネイターのコントロールは奪ってない。そのリゾネイターを破棄できる?",
            "相手のリゾネイターのコントロールを奪えてない。そのリゾネイターを破棄できる?",
            "相手のリゾネイターのコントロールは取ってないよ。それ破棄できる?",
            "相手のリゾネイターのコントロールを奪ったが、相手にまた奪われた。そのリゾネイターを破棄できる?",
            "相手のリゾネイターのコントロールを奪ったけど、相手がまた奪った。そのリゾネイターを破棄できる?",
        ]
    )


def test_10_10_2_a_controller_denied_withholds() -> None:
    assert not _stated(
        [
            "相手のアディションのコントローラーは自分じゃない。そのアディションを破棄できる?",
            "そのリゾネイターのコントローラーは俺ではない。俺はそのリゾネイターを破棄できる?",
            "自分のリゾネイターだけど、今のコントローラーは自分じゃないよ。破棄できる?",
        ]
    )


def test_10_10_2_the_taken_card_named_again_still_answers() -> None:
    q = (
        "相手のリゾネイターのコントロールを効果で奪って、今は自分がコントローラー。そこで自分の効果で「カード1枚"
        "を破棄する」処理が来た。この奪ったリゾネイターを破棄に選べる?"
    )
    assert situated(q, GAME)[:2] == (True, "yes")
    assert situated("相手のアディションのコントローラーは自分。そのアディションを破棄できる?", GAME)[:2] == (
        True,
        "yes",
    )


def test_10_10_2_who_may_dispose_asked_withholds() -> None:
    assert not _stated(
        [
            "相手のリゾネイターのコントロールを奪った。破棄できるのはどっち?",
            "相手のリゾネイターのコントロールを奪った。破棄できるのは誰?",
            "自分のアディションのコントローラーは相手。破棄できるのはどちら?",
        ]
    )


def test_10_12_2_a_second_use_or_a_recovery_supposed_withholds() -> None:
    assert not _stated(
        [
            "自分のリゾネイターはリカバー状態。「[レスト]:200ダメージ」を2回使える?",
            "自分のリゾネイターはリカバー状態。「[レスト]:200ダメージ」と「[レスト]:カードを1枚引く」を両方使える?",
            "自分のリゾネイターはリカバー状態。「[レスト]:200ダメージ」、同じターンに２回使える?",
            "レスト状態の自分のリゾネイターの「[レスト]:200ダメージ」、リカバーしたら使える?",
            "レスト状態の自分のリゾネイター、効果でリカバーさせたら「[レスト]:カードを1枚引く」使える?",
        ]
    )


def test_10_6_2_a_quoted_damage_with_a_players_life_asked_is_no_cards_damage() -> None:
    assert not _stated(
        [
            "自分のリゾネイターはリカバー状態。「[レスト]:200ダメージ」使ったら相手のライフは?相手のライフ1000。",
            "自分のリゾネイターはリカバー状態。「[レスト]:300ダメージ」を使った。相手のライフ2000は?",
            "自分のリゾネイターの「[レスト]:100ダメージ」を使った。自分のライフ3000はどうなる?",
        ]
    )


def test_10_11_1_the_negating_players_graveyard_withholds() -> None:
    assert not _stated(
        [
            "相手が呪文をプレイしたので、自分の「対象の呪文を無効にする」で無効にした。自分の墓地は4枚。自分の墓地は"
            "何枚?",
            "自分が呪文をプレイしたら、相手が「対象の呪文を無効にする」で無効にしてきた。相手の墓地は3枚。相手の墓地は"
            "何枚?",
            "向こうの呪文をこっちの「対象の呪文を無効にする」で打ち消した。こっちの墓地は２枚。こっちの墓地は何枚?",
            # the earlier rounds' wordings with the negating means unsaid (had been stated unchanged)
            "相手が自分のスペルをプレイした。自分がそれを無効にした。自分の墓地は4枚、相手の墓地は1枚。自分の墓地は何枚?",
            "相手のスペルを無効にした。自分の墓地は3枚。自分の墓地は何枚?",
            "相手の呪文を自分が無効にした。相手の墓地は0枚、自分の墓地は7枚。自分の墓地は何枚?",
            "相手のリゾネイターの召喚呪文を無効にした。相手の墓地は0枚、自分の墓地は4枚。自分の墓地は?",
        ]
    )
    q = (
        "相手が呪文をプレイしたので、自分の「対象の呪文を無効にする」で無効にした。相手の墓地は４枚。相手の墓地は"
        "何枚になる?"
    )
    assert situated(q, GAME)[:2] == (True, [5])


def test_10_17_1_a_prevention_only_tried_withholds() -> None:
    assert not _stated(
        [
            "相手ライフ2000。自分の「相手プレイヤーに700ダメージを与える」。相手は「次に受けるダメージを300軽くする」を"
            "張ろうとしたけど間に合わなかった。相手のライフは?",
            "ライフ3000。相手から1200ダメージ。自分は「次に受けるダメージを500軽くする」を使うつもりだったけど"
            "使えなかった。ライフは?",
            "自分のリゾネイターに500ダメージ。そいつの「このカードが受けるダメージを200軽減する」は使おうとしたけど"
            "失敗した。蓄積は?",
        ]
    )
