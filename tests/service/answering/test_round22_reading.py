"""Round 22's reading change, found on the first try of blind batch AQ (`data/round22_reading.jsonl`;
each row's `rule` is the deciding clause): a time alone as the topic ending the question (「相手の絆8 →
戦闘後は?」「…攻撃した。そのあとは?」「バトル後は?」) asks the value then of the one player quantity the
question tells — a number ask (common lexicon) answered from the run's final state (`quantity._bare_ask`);
with none or two quantities told, a noun's topic before the time (「このUNITは戦闘後は?」) or a battle
named that the question never tells (a spell's damage 「…撃った。戦闘後は?」), it withholds,
and a stun damage whose CPコスト is untold is no number to state (kiseki 1306.3). Blind AQ kiseki-aq-02 had
read no ask there and stated the run's 'ongoing' for the 絆 asked.

In sve, the leaders' 体力 told beside a deck emptied before the opponent's start phase
(「(相手リーダー体力15、俺のリーダー体力3)」) are set as told (`sve_deck.turn_passed`; blind AQ sve-
aq-22 had been withheld for them); a leader at 0 or a follower described still
withholds.

In onepiece, an event named right after its quoted text (「「…」ってイベントを撃った」) is that text's
event, and the player whose main phase or turn the sentence names (「俺のメインフェイズに」「自分のターンに」)
plays it when no player is its subject (10-2-3-1: only the turn player plays a 【メイン】 event); with the
opponent's turn told, or no player at all, it withholds (blind AQ onepiece-aq-06 had been withheld).

After AR's measurement: 「また」 in the asking sentence asks an act again as 「もう一回」
does (`repeated._AGAIN_WORD`; not 「または」「もまた」「また、」): a 'yes' from a run holding the
act once is withheld (blind AR ninjaslayer-ar-09 had stated 'yes' for a second use of the
once-a-turn カイゼン, 705.3a-1).

`expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none may be; "allow" —
if one is stated it is one of `accept`.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_expected, rows

_ROWS = rows("round22_reading")
_PARAMS = [pytest.param(r, id=f"r22-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round22_reading_verdicts(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_round22_reading_rows_are_distinct_and_span_games() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert {r["game"] for r in _ROWS if r["expect"] == "state"} >= {"kiseki", "onepiece", "sve"}
    assert sum(r["expect"] == "withhold" for r in _ROWS) >= 3
    assert {r["mechanism"] for r in _ROWS} == {"time_topic", "told_leaders", "quoted_event", "again_word"}
    assert sum(r["mechanism"] == "told_leaders" for r in _ROWS) >= 3
