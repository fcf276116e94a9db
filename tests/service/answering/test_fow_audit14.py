"""Force of Will round-14 independent audit: an auditor's own adversarial questions on the round-14 fow
commits (e27e4c0 3e7b0c7 4b0f80e fe343ad: a stipulated defeat, per-count damage against a prevention,
a draw trigger met by a quoted draw, the race count, a card only held in a zone, a player's claim), kept
in `data/fow_audit14.jsonl`; every stated verdict was checked by hand against the rulebook (withholding is
always allowed; an empty `accept` means no verdict may be stated).

On HEAD f1ac717 the 30 rows were 23 stated / 12 wrong: a bare amount after a target
(「相手本体に300、もう一回相手本体に300ダメージ」: only the second run, 'none' for 'self'); a race
change on another card of the same player (「俺の別のリゾネイターが種族が悪魔になった」), in a card only
held (「手札に「…種族が悪魔になる」がある」) or only tried (「使おうとしてる」) counted on the card asked;
a damage card in the graveyard (「墓地にある「…600ダメージを与える」」), a damage only tried or meant
(「与えようとした」「与えるつもり」) and a quoted damage only tried (「…を撃とうとした」) run as dealt; a
draw trigger and a prevention whose card changed control (「相手のコントロールになった」「コントロール
は俺が奪った」) run for the field they were told on; a counted hand told with the played card in it
(「手札は3枚(この呪文を含む)」); a prevention only held in the hand (「相手の手札に「…全て軽減する」
がある」) applied. Now 11 stated / 0 wrong (all twelve withhold).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "fow"
_ROWS = rows("fow_audit14")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a14-{i:02d}" for i in range(len(_ROWS))])
def test_audit14_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit14_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 30


def _stated(questions: list[str]) -> list[str]:
    return [q for q in questions if situated(q, GAME)[0]]


def test_10_6_2_a_damage_only_tried_or_meant_withholds() -> None:
    assert not _stated(
        [
            "相手ライフ500。相手に600ダメージを入れようとした。相手のライフは?",
            "相手ライフ800。このあと相手に300ダメージ与える予定。相手のライフは?",
            "相手ライフ500。俺が相手に600ダメージ与えたい。ライフ0で負けとして勝者は?",
        ]
    )
    # a damage told dealt, or supposed (「与えたら」), still answers
    assert situated("相手ライフ800。相手に300ダメージ与えた。相手のライフは?", GAME)[:2] == (True, [500])


def test_10_10_2_a_card_whose_control_changed_withholds() -> None:
    assert not _stated(
        [
            "相手ライフ1000。俺の場の『あなたがカードを1枚引くたび、相手に100ダメージを与える』は相手にコントロール"
            "を奪われてる。俺が『カードを2枚引く』を解決した。相手のライフは?",
            "相手ライフ1000。相手の場の「次にあなたに与えられるダメージを200軽減する」、コントロールを俺が取った。"
            "俺が相手に400ダメージ。相手のライフは?",
        ]
    )


def test_10_19_a_race_change_elsewhere_withholds() -> None:
    assert not _stated(
        [
            "種族《騎士》のリゾネイターと、種族《竜》の他のリゾネイター。後者が種族・人間を得た。前者の種族は何個?",
            "種族が「竜」のリゾネイター。墓地にある「対象のリゾネイターは種族・人間を得る」。種族は何個?",
            "種族が「竜」のリゾネイターに「種族が悪魔になる」を使うつもり。種族は何個?",
        ]
    )


def test_10_6_2_a_bare_amount_after_a_target_withholds() -> None:
    assert not _stated(
        [
            "相手ライフ900。相手に200、そのあと相手に300ダメージ。相手のライフは?",
            "相手ライフ500。相手本体に300と、さらに相手本体に300ダメージ。ライフ0で負けとして勝者は?",
        ]
    )


def test_10_8_2_a_quoted_draw_told_then_denied_withholds() -> None:
    assert not _stated(
        [
            "相手ライフ1000。自分の場に『あなたがカードを1枚引くたび、相手に100ダメージを与える』。『カードを3枚引く』を"
            "解決した、って相手に言ったけど実はまだ解決してない。相手のライフは?",
            "相手ライフ1000。俺の場に『あなたがカードを1枚引くたび、相手に100ダメージを与える』。『カードを2枚引く』を"
            "使った…と思ったけど本当は使えてない。相手のライフは?",
        ]
    )
