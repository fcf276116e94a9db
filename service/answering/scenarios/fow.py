"""Force of Will: why a question is not simulated, said as a note.

Every fow situation is planned from the reading (`service/answering/plans/fow*.py`, issue 11 item 7:
the per-phrasing builders are retired). What is left here states no verdict: only §10 ゲーム上の行動
is in the corpus, so a battle, turn or defeat question (the rest of the rules) is `Unsupported` with
the reason, and a question with a number no §10 action could be read from is told so.
"""

from __future__ import annotations

from service.answering.extract import Facts
from service.answering.plans.fow_tell import BATTLE, DEFEAT, GENERIC, TURNS
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks

_DEFEAT_WORDS = r"負け|敗北|勝ち|勝利|勝つ|引き分け"


def out_of_scope(facts: Facts) -> Unsupported | None:
    if asks(facts, r"攻撃(?!力)|アタック|バトル|ブロック|殴|戦闘"):
        return Unsupported(BATTLE)
    if asks(
        facts,
        r"先攻|後攻|[0-9]+ターン目|最初のターン|フェイズ|マリガン|初手|ターン(?:の)?(?:開始|終了|はじめ)",
    ):
        return Unsupported(TURNS)
    if asks(facts, _DEFEAT_WORDS, r"同時に|ライフ(?:が|は)?(?:0|ゼロ)(?:に|点)"):
        return Unsupported(DEFEAT)
    if asks(facts, r"[0-9]+\s*(?:点|ダメージ|枚|体|個)|攻撃力|防御力|ライフ"):
        return Unsupported(GENERIC)
    return None


def situation(facts: Facts) -> BuiltScenario | Unsupported | None:
    """The note for a question the fow plans may not simulate; never a scenario (the plans run
    after it whatever it says, `plans.situate`)."""
    return out_of_scope(facts)


BUILDERS = (situation,)
