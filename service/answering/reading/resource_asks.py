"""Which resource a question's count asks, per game (words: `lexicon/resource_asks.json`, audit 27a): a run
of one resource must not answer another — kiseki's CP of the 配備ステップ (every 拠点 card, 703.8a) for the
EP gained by acting the ready ones (1217.2)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

_LEXICON = Path(__file__).resolve().parent.parent / "lexicon" / "resource_asks.json"
_QUESTION = re.compile(r"[^。?？!！\n]*[?？]")


@cache
def _words(game: str) -> dict[str, re.Pattern[str]]:
    data: dict[str, dict[str, str]] = json.loads(_LEXICON.read_text(encoding="utf-8"))
    return {k: re.compile(v) for k, v in data.get(game, {}).items()}


def ep_gain_asked(text: str) -> bool:
    """Whether a kiseki question sentence asks the EP gained (「EPは何点得られる?」) and names no CP."""
    words = _words("kiseki")
    asked = [q for q in _QUESTION.findall(text) if words["ep_gained"].search(q)]
    return bool(asked) and not any(words["cp_named"].search(q) for q in asked)


@cache
def _limits() -> dict[str, re.Pattern[str]]:
    data: dict[str, dict[str, str]] = json.loads(_LEXICON.read_text(encoding="utf-8"))
    return {game: re.compile(v) for game, v in data["placement_limit"].items()}


def placement_limit_asked(text: str, game: str) -> bool:
    """Whether a question sentence asks how many cards the placement step puts (「エテル・ステップで何枚
    置ける?」「毎ターン手札から拠点に置けるのは何枚?」): kiseki 703.7a, ninjaslayer 502.4a."""
    pattern = _limits().get(game)
    return pattern is not None and any(pattern.search(q) for q in _QUESTION.findall(text))
