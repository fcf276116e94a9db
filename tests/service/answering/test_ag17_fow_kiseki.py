"""Round 17, after blind batch AG's first try (fow and kiseki): general capabilities the withheld AG rows
lacked, each checked over own wordings (not only AG's) and traps, kept in `data/ag17_fow_kiseki.jsonl`
with the rulebook clause of each expected answer (an empty `accept` means no verdict may be stated;
withholding is always allowed).

* fow — an owner word before a quoted card text (「俺の「対象のリゾネイター1体を…」」) owns the text, not the
  card the text targets (`reading/fact_owners._TARGETED`); the card the text is aimed at outside the quote
  (「…で相手のリゾネイターを」) is the one taken (`plans/fow_group.target_of`), and a text aimed at a player
  with no card owner said (「「魔石2つを破壊する」を相手に撃った」) is not guessed the asker's.
* fow — a player's 魔石エリア counted (「相手の魔石エリアに5枚」, lexicon `stone_area`): that many 魔石 stand
  there, the destroyed ones among them (`plans/fow_stones`), and 「魔石エリアは何枚?」 can be asked (10.9.1).
* kiseki — a UNIT 即死 / 破壊 by an effect goes to the 軌跡 (1317.1 / 1317.2) with no stun and so no スタン
  ダメージ (engine effect ops `kill` / `destroy`, plan `effect_sent`); a stun still costs its CPコスト.
* kiseki — a UNIT named by one letter with its stats after it (「A(STR3/DEF3)とB(STR2/DEF3)で」「UNIT X(…)」)
  is a UNIT (lexicon, `scenarios/kiseki_read._LETTER`): scrum attacks and supported defenders asked of
  such UNITs are built (804.11, 1309.1a, 803.3b).
* kiseki — the 手札の入れ替え told with the count drawn again (「3枚デッキ下に戻して3枚引き直した」;
  another count than the one put back is no mulligan read, 603.1d), and part of a 拠点 told face up
  (「うち1枚は表向き」, `plans/kiseki_face_up`): the 配備ステップ's CP counts every 拠点 card (703.8a).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate
from tests.service.answering.audit_data import rows, situated

_ROWS = rows("ag17_fow_kiseki")


@pytest.mark.parametrize(
    "row", [pytest.param(r, id=f"ag17-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]
)
def test_ag17_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_ag17_rows_cover_both_games_with_traps() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 24
    for game in ("fow", "kiseki"):
        assert sum(r["game"] == game for r in _ROWS) >= 10
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 8


# the capability is there: these wordings are answered, not only not answered wrongly
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手の墓地2枚。俺の「対象のリゾネイター1体をゲームから取り除く」で相手のリゾネイター飛ばした。相手の墓地、何枚?",
         "fow", [2]),
        ("自分の墓地4枚。相手の「対象のリゾネイター1体を破壊する」で俺のリゾネイターが破壊された。俺の墓地は何枚?",
         "fow", [5]),
        ("相手の魔石エリアに5枚、相手の墓地3枚。俺の「対象の魔石1つを破壊する」を相手の魔石に撃った。相手の墓地は何枚になる?",
         "fow", [4]),
        ("相手の魔石エリアに3枚、墓地は0枚。「対象の魔石1つを破壊する」で相手の魔石を破壊した。相手の魔石エリアは何枚?",
         "fow", [2]),
        ("相手の絆9。EVENTで相手のCPコスト4のUNITを破壊した。相手の絆は?", "kiseki", [9]),
        ("自分の絆7のとき、相手の効果で自分のCPコスト5のUNITが即死させられた。自分の絆は何点減る?",
         "kiseki", [0]),
        ("同じ組織のA(STR4/DEF2)とB(STR3/DEF2)でスクラム攻撃して、相手のX(STR1/DEF3、CPコスト2)を攻撃した。"
         "相手の絆は10。戦闘後の相手の絆は?", "kiseki", [8]),
        ("相手の絆10。俺のUNIT P(STR5/DEF3)で相手のUNIT Q(STR2/DEF5、CPコスト3)を攻撃した。相手の絆は?",
         "kiseki", [7]),
        ("先攻。初手から2枚デッキの下に戻して2枚引き直した。ドローステップで引いて、拠点ステップで1枚拠点に置いた。"
         "手札は何枚?", "kiseki", [5]),
        ("拠点に4枚(1枚は表向き、2枚はアクション済み)。配備ステップで得るCPはいくつ?", "kiseki", [4]),
    ],
)  # fmt: skip
def test_ag17_capabilities_state_their_answers(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want)


@pytest.mark.parametrize(("op", "rule"), [("kill", "1317.1"), ("destroy", "1317.2")])
def test_1317_a_unit_sent_to_the_kiseki_by_an_effect_takes_no_stun_damage(op: str, rule: str) -> None:
    result = simulate(
        "kiseki",
        {
            "phase": "deploy",
            "player2": {"kizuna": 9, "field": [{"id": "t", "cp_cost": 4}]},
            "actions": [{"kind": "effect", "op": op, "target": "t"}],
        },
    )
    moved = [e for e in result.events if e.type == "move"]
    assert len(moved) == 1 and rule in moved[0].rules
    assert result.counter("player2", "kizuna") == 9
    assert not any("1306.3" in e.rules for e in result.events)
