"""Round 19's reading changes, found on the first try of blind batch AK and on everyday rewordings of
its rows (`data/round19_reading.jsonl`; each row's `rule` is the deciding clause, `mechanism` the
change it checks): a keyword or card subject with 「の方/のほう」 (「ブロッカーのほうは落ちる?」) is the
asked card (blind AK onepiece-ak-21 had stated the attacker's fate), kiseki's draw-step deck-out with
both players' 絆 told at once, onepiece's counter denied with すら/さえ or in the passive, and the
character area counted as the asker's when the question says 「俺の」.

`expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none may be;
"allow" — if one is stated it is one of `accept` (withholding is allowed).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.model import Role
from service.answering.reading.reader import read
from tests.service.answering.audit_data import assert_expected, rows

_ROWS = rows("round19_reading")
_PARAMS = [pytest.param(r, id=f"r19-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round19_reading_verdicts(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_round19_reading_rows_are_distinct_and_hold_traps() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert sum(r["expect"] != "state" for r in _ROWS) >= 2


@pytest.mark.parametrize(
    ("question", "game", "verb"),
    [
        ("キャラフェイズで出し忘れた!イクサフェイズでもエントリーできる?", "ninjaslayer", "出し"),
        ("ドン!!付け忘れた。パワー5000で殴ったら通る?", "onepiece", "付け"),
        ("ドローし忘れてた。手札は何枚?", "sve", "ドロー"),
    ],
)
def test_an_act_forgotten_is_an_act_denied(question: str, game: str, verb: str) -> None:
    """「出し忘れた」: the act was not done — read as denied, never as done (a plan would run it)."""
    acts = [f for f in read(question, game).of(Role.ACTION) if f.text.startswith(verb)]
    assert acts and all(f.negated for f in acts)


def test_the_asker_s_own_order_names_the_drawer_the_asker() -> None:
    """「後攻です。…(先攻のターン中に手札の増減はなし)」: the asker's own order is told, so the turn
    player who draws is the asker (自分), not the 先攻 an aside names (blind AL ninjaslayer-al-02: right
    count, drawer named 先攻)."""
    from tests.service.answering.audit_data import situated

    q = (
        "後攻です。1ターン目のドロー・ステップが終わった時点で手札何枚になる?"
        "(初手4枚、先攻のターン中に手札の増減はなし)"
    )
    stated, value, summary = situated(q, "ninjaslayer")
    assert stated and value == [6]
    assert "先攻はカードを" not in summary and "自分はカードを2枚ドロー" in summary
