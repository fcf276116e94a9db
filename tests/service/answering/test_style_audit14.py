"""Round-14 precision audit in the hidden set's style (issue 14, all five games): 40 own everyday
questions — attacks and battles, damage and life, draws, winning and losing, costs, keywords — 8 a game,
half of them traps (an owner word, a state, a keyword, a turn, an exception clause), kept in
`data/style_audit14.jsonl` with the rulebook clause of each expected answer (`corpus/sources/<game>.txt`;
an empty `accept` means no verdict may be stated; withholding is always allowed).

Wrong before this audit (HEAD 5bfce09): fow 「ライフ4000のときに相手から800ダメージを受けた。ライフは
いくつ?」 stated 相手's life 4000 (the reader seats the unowned life on the damage's source 相手から;
also 「相手のスペルにより…食らった」, and 「ライフ4000。相手に800ダメージを与えた。ライフは?」 the asker's
4000) — plans/fow_players: a life asked with no owner word that no damage hits withholds.
Found by probes beside the 40: 「…相手の耐久力2のキャラにアイサツ。そのキャラは死ぬ?」 (also KOされる?,
破壊される?) stated False for a killed card — reading/fate seats a card named again by その/この as the
card named before it; 「お互いの絆はどうなる?」 raised KeyError 'both' (reading/unprinted).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("style_audit14")


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason=row["open"], strict=True) if "open" in row else ()
    return pytest.param(row, id=f"st14-{row['game']}-{i:02d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_style_audit14_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit14_rows_are_eight_a_game_and_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    for game in ("onepiece", "sve", "kiseki", "ninjaslayer", "fow"):
        assert sum(r["game"] == game for r in _ROWS) == 8
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 14


# 10.6.2: the life asked with no owner word, of a player no damage hits, is not answered unchanged
@pytest.mark.parametrize(
    "question",
    [
        "ライフ4000のときに相手から800ダメージを受けた。ライフはいくつ?",
        "ライフ4000で相手から800ダメージを受けた。残りライフは?",
        "ライフ3000の状態で相手のスペルにより1000ダメージ食らった。ライフいくつ?",
        "ライフ4000。相手に800ダメージを与えた。ライフはいくつ?",
    ],
)
def test_10_6_2_an_unowned_life_no_damage_hits_is_not_stated_unchanged(question: str) -> None:
    stated, value, _summary = situated(question, "fow")
    assert not stated or value not in ([4000], [3000]), value


def test_10_6_2_an_owned_or_hit_life_is_still_stated() -> None:
    for q, want in [
        ("自分のライフ4000。相手から800ダメージを受けた。ライフはいくつ?", [3200]),
        ("相手のライフ4000。自分に800ダメージ。相手のライフは?", [4000]),
        ("ライフ4000のときに800ダメージを受けた。ライフはいくつ?", [3200]),
        ("ライフ4000の相手に500ダメージ与えた。相手の残りライフは?", [3500]),
    ]:
        assert situated(q, "fow")[:2] == (True, want), q


# a card named again by その (「相手の耐久力2のキャラにアイサツ。そのキャラは死ぬ?」) is the card named right
# before it: the unowned pronoun card had been given the asker's seat (the attacker) and False stated
# against a conclusion that says the attacked card is killed / KO'd / destroyed
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("カラテ3のキャラで相手の耐久力2のキャラにアイサツ。そのキャラは死ぬ?", "ninjaslayer", True),
        ("カラテ1のキャラで相手の耐久力2のキャラにアイサツ。そのキャラは死ぬ?", "ninjaslayer", False),
        (
            "カラテ2のキャラで、相手の耐久力3のキャラにアイサツした。"
            "そのキャラがこのターンに1点ダメージを負っていたら死ぬ?",
            "ninjaslayer",
            True,
        ),
        (
            "パワー6000のキャラで相手のレストのパワー5000のキャラにアタック。そのキャラはKOされる?",
            "onepiece",
            True,
        ),
        (
            "パワー4000のキャラで相手のレストのパワー5000のキャラにアタック。そのキャラはKOされる?",
            "onepiece",
            False,
        ),
        (
            "攻撃力1・体力5のフォロワーで相手の攻撃力2・体力3のフォロワーを攻撃した。そのフォロワーは破壊される?",
            "sve",
            False,
        ),
    ],
)
def test_a_card_named_again_by_sono_is_the_one_named_before(question: str, game: str, want: bool) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value is want, value


def test_each_players_value_asked_does_not_raise() -> None:
    """「お互いの絆はどうなる?」: the asked owner 'both' had raised KeyError in reading/unprinted."""
    q = "STR3・DEF3のUNITで相手のSTR3・DEF3・CPコスト2のUNITに攻撃した。お互いの絆はどうなる?"
    situated(q, "kiseki")
