"""The answer's conclusion says the stated winner (issue 11: a tool builder and a player read the same
answer).

A winner ask (「これで勝ち?」「ゲーム終わり?」) is stated from the simulated outcome, but a builder's
conclusion may tell only the battle (「アタックした自分のカードが勝ち、相手のキャラはKOされ…」) and never
say whether the game ended: the player reads no answer to what was asked. The stated winner then leads
the conclusion (「まだ勝者はいません…」); a conclusion that names another winner withholds the verdict.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Verdict
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_HEAD = "シミュレーション結果: "
# a parenthesis of cited rule numbers: 「(7-1-4-1、7-1-4)」 says nothing of the winner
_RULES = re.compile(r"\((?:[0-9]+[0-9a-z.\-]*[、,]?\s*)+\)")
# the game's result as a conclusion says it (the same readings as benchmarks/verdict_consistency.py);
# 「自分のカードが勝ち」 is a battle's winner, not the game's: the player word must be right before it
_WON = re.compile(r"(自分|相手)(?:が|の)(?:勝利|勝ち)")
_LOST = re.compile(r"(自分|相手)(?:は|が)[^。]{0,30}?(?:敗北し|敗北す|負け)(?!ません|ない)")
_DRAW = re.compile(r"引き分け|両者(?:とも|が)?(?:同時に)?敗北")
_NOBODY = re.compile(
    r"まだ(?:誰も)?(?:敗北|勝利)し(?:ません|ない)|決着(?:しません|はつきません|しない)|勝者はいません"
    r"|勝敗は決まっていません|ゲームは続|(?:敗北し|負け|勝て)ません"
)
_LEAD = {
    "none": "まだ勝者はいません(どちらのプレイヤーも敗北条件を満たしていないので、ゲームは続きます)。",
    "self": "自分の勝利です。",
    "opponent": "相手の勝利です。",
    "draw": "引き分けです。",
}


# third persons (「Aさん」「Bさん」「友達」「チームメイト」): every run seats the asker (自分) and the
# asker's opponent (相手), so a winner told as 自分/相手 names neither of the people asked about
_THIRD = re.compile(
    r"[A-ZＡ-Ｚ]\s*(?:さん|君|くん|ちゃん|氏)|チームメイト|友達|友人|ともだち|知り合い|仲間|第三者|(?:他|ほか|別)の人"
)


def third_person(question: str) -> bool:
    """Whether the question names a person neither the asker nor the asker's opponent."""
    return _THIRD.search(question) is not None


def said_winner(conclusion: str) -> str | None:
    """The winner a conclusion names ("self", "opponent", "draw", "none"), None when it names none."""
    won = _WON.search(conclusion)
    if won is not None:
        return "self" if won.group(1) == "自分" else "opponent"
    if _DRAW.search(conclusion):
        return "draw"
    lost = _LOST.search(conclusion)
    if lost is not None:
        return "opponent" if lost.group(1) == "自分" else "self"
    if _NOBODY.search(conclusion):
        return "none"
    return None


def told_winner(
    built: BuiltScenario, result: SimulationResult, verdict: Verdict
) -> tuple[BuiltScenario, Verdict]:
    """`built` whose conclusion says the stated winner `verdict.value`, or the verdict withheld when
    the conclusion names another one."""
    summary = built.summarize(result)
    first = _RULES.sub("", summary.split("\n")[0].removeprefix(_HEAD.strip()))
    said = said_winner(first)
    if said == verdict.value:
        return built, verdict
    if said is not None or str(verdict.value) not in _LEAD:
        return built, Verdict(verdict.asks, None, False, "結論の文が問われた勝敗と異なることを述べています")
    lead = _LEAD[str(verdict.value)]

    def summarize(sim: SimulationResult) -> str:
        text = built.summarize(sim)
        return _HEAD + lead + text.removeprefix(_HEAD) if text.startswith(_HEAD) else lead + text

    return replace(built, summarize=summarize), verdict
