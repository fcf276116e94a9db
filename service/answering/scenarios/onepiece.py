"""ONE PIECE CARD GAME situations recognised by phrasing: battles (`onepiece_battle`). Every other
situation is planned from the reading (`plans/onepiece*.py`, issue 11 item 7): the DON!! and draw
phases, first turns, the stage and character areas, costs, DON!! given and their power, a card played
before an attack (`plans/onepiece_prelude.py`), empty decks and simultaneous defeat.

Builders are tried in order; the first scenario wins. A builder declines (`Unsupported`, with the
reason for the notes) when the outcome turns on card text a vanilla card does not have (the engine
models stats and keywords only).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import wraps

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.onepiece_battle import attack

GAME = "onepiece"
Built = BuiltScenario | Unsupported | None
# card text beyond stats and keywords: the engine cannot play it out
_EFFECTS = re.compile(
    r"【(?:登場時|アタック時|ブロック時|KO時|起動メイン|相手のアタック時|自分のターン中|相手のターン中|ターン1回"
    r"|自分のターン終了時|相手のターン終了時|ドン!!×[0-9]+)】|ドン!!\s*-\s*[0-9]"
    r"|効果(?:で|により|によって)?(?:の)?(?:パワー|[+-]|KO|レスト|アクティブ|手札|トラッシュ|ライフ|[0-9]+枚)"
    r"|パワー(?:を|が)?\s*[+-]\s*[0-9]+(?:され|する|した|になっ)"
)


def _vanilla(build: Callable[[Facts], Built]) -> Callable[[Facts], Built]:
    """A recognised situation whose outcome involves card text the engine does not model is declined."""

    @wraps(build)
    def guarded(facts: Facts) -> Built:
        built = build(facts)
        found = _EFFECTS.search(facts.text)
        if isinstance(built, BuiltScenario) and found is not None:
            return Unsupported(_effect_reason(found.group(0)))
        return built

    return guarded


def _effect_reason(word: str) -> str:
    return (
        f"「{word}」のようなカードの効果はエンジンで再現できません(エンジンが扱うのはパワー・コスト・"
        "カウンター値と【ブロッカー】【速攻】【ダブルアタック】【バニッシュ】【トリガー】などのキーワードだけを"
        "持つカードです)。条文の引用で回答しています。"
    )


def unmodelled(facts: Facts) -> Built:
    """A situation built on card text: say why there is no simulation."""
    found = _EFFECTS.search(facts.text)
    # 「ドン!!-1ってどういう意味?」 asks what the words mean: no situation, nothing to decline
    if found is None or not (facts.attack or (facts.mentions and re.search(r"[0-9]", facts.text))):
        return None
    return Unsupported(_effect_reason(found.group(0)))


BUILDERS = (
    _vanilla(attack),
    unmodelled,
)
