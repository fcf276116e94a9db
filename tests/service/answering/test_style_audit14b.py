"""Round-14 precision audit in the hidden set's style, second auditor (issue 14b, all five games): 40 own
everyday questions asking who wins and how many — life, hand, deck, damage, 絆, ダメージ・ゾーン, PP —
8 a game, 17 traps (the owner of a value, a told counter, a turn's reset, a まで cap, an untold value),
kept in `data/style_audit14b.jsonl` with the rulebook clause of each expected answer
(`corpus/sources/<game>.txt`; an empty `accept` means no verdict may be stated; withholding is always
allowed).

Wrong before this audit (HEAD 056475a): ninjaslayer 「工作力2のキャラのアイサツが相手プレイヤーに通った。
相手のダメージ・ゾーンは9枚だった。相手は何回ダメージチェックする?」 stated 2 where the conclusion itself
says 1 check is made before the game ends (1002.1) — reading/concluded read the asked noun 相手 as a
quantity and took 「相手は2点のイクサダメージ」's 2; a player asked with a katakana act after the ask
(「何回ダメージチェックする」) now counts that act. sve 「相手のリーダーの体力5。攻撃力2のフォロワーで
リーダーを攻撃したあと、攻撃力3のフォロワーで相手のフォロワーを攻撃した。相手のリーダーの体力は?」 stated
0 for 3 (also 「相手は負ける?」 'self'): scenarios/sve_attack ran every fellow attacker at the first one's
target — a fellow told attacking a follower of its own now withholds (sve_several.aimed_apart).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("style_audit14b")


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason=row["open"], strict=True) if "open" in row else ()
    return pytest.param(row, id=f"st14b-{row['game']}-{i:02d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_style_audit14b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit14b_rows_are_eight_a_game_and_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    for game in ("onepiece", "sve", "kiseki", "ninjaslayer", "fow"):
        assert sum(r["game"] == game for r in _ROWS) == 8
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 14


# 1003.2 / 1002.1: the checks asked of a player are the checks the conclusion says made, not the damage
@pytest.mark.parametrize(
    ("question", "want"),
    [
        (
            "工作力2のキャラのアイサツが相手プレイヤーに通った。相手のダメージ・ゾーンは9枚だった。"
            "相手は何回ダメージチェックする?",
            [1],
        ),
        (
            "相手のダメージ・ゾーンが8枚。工作力3のキャラのアイサツが相手プレイヤーに通った。"
            "相手は何回ダメージチェックする?",
            [2],
        ),
    ],
)
def test_1003_2_the_checks_asked_of_a_player_are_not_the_damage(question: str, want: list[int]) -> None:
    stated, value, _summary = situated(question, "ninjaslayer")
    assert not stated or value == want, value


def test_the_checks_of_a_plain_player_damage_are_still_stated() -> None:
    q = "工作力2のキャラのアイサツが相手プレイヤーに通った。相手は何回ダメージチェックする?"
    assert situated(q, "ninjaslayer")[:2] == (True, [2])


# 8.4.9 / 8.4.9.1: a second attacker told attacking a follower does not hit the leader
@pytest.mark.parametrize(
    "question",
    [
        "相手のリーダーの体力5。攻撃力2のフォロワーでリーダーを攻撃したあと、"
        "攻撃力3のフォロワーで相手のフォロワーを攻撃した。相手のリーダーの体力は?",
        "相手のリーダーの体力5。攻撃力2のフォロワーで相手のリーダーを攻撃して、"
        "攻撃力3のフォロワーで相手の攻撃力1・体力1のフォロワーを攻撃した。相手は負ける?",
        "相手の体力3。攻撃力2のフォロワーで相手のリーダーを攻撃、次に攻撃力1のフォロワーで"
        "攻撃力1・体力1のフォロワーを攻撃。相手は負ける?",
    ],
)
def test_8_4_9_a_fellow_attacking_a_follower_is_not_run_at_the_leader(question: str) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value in ([3], "none", "no", False), value


def test_fellows_attacking_the_same_leader_are_still_stated() -> None:
    for q, want in [
        ("相手のリーダーの体力5。攻撃力2のフォロワーでリーダーを攻撃したあと、攻撃力3のフォロワーでも攻撃した。"
         "相手のリーダーの体力は?", [0]),
        ("相手のリーダーの体力4。攻撃力2のフォロワーと攻撃力2のフォロワーでリーダーを攻撃した。"
         "相手は負ける?", "self"),
    ]:  # fmt: skip
        assert situated(q, "sve")[:2] == (True, want), q
