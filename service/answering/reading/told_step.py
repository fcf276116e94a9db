"""A phase or step told as when the asked act is made (「今はエテル・ステップ。手札のコスト1のキャラを
エントリーできる?」「ドロー・ステップ中に…エントリーできる?」): the plans run the act in the phase where the
game allows it, and the permission was stated for a step that forbids it (ninjaslayer 1206.1: a キャラクター
is entered in one's own キャラクターフェイズ only; round 21, 'yes' stated for the エテル・ステップ).

A step told as now (「今は…ステップ」) or as the act's time (「…フェイズ中に」) that is not where the game
makes the asked act (`_LEGAL`: the rulebooks' phases of a play and an attack) withholds the verdict.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Reading, Role

__all__ = ["told_step"]

_STEP = r"(?P<step>[ァ-ヺー一-龯A-Za-z]{1,10}?)\s*[・･]?\s*(?:フェイズ|フェーズ|ステップ)"
_NOW = re.compile(rf"今\s*(?:は|、|って)?\s*(?:(?:俺|自分|相手|こっち|向こう)\s*の\s*)?{_STEP}")
_DURING = re.compile(rf"{_STEP}\s*(?:中|の間|の途中|の最中)\s*(?:に|で|は|だけど|なんだけど|、)?")
# where each game makes the act (the first words of the phases' names): onepiece 6-5-3 / 6-5-6 メイン,
# sve 8.2 / 8.4 メイン, kiseki 703.8c-1 配備 / 800 戦闘, ninjaslayer 1206.1 キャラクター / 700 イクサ
_LEGAL: dict[str, dict[str, tuple[str, ...]]] = {
    "onepiece": {
        "play": ("メイン",),
        "attack": ("メイン", "バトル", "アタック", "ブロック", "カウンター", "ダメージ"),
    },
    "sve": {"play": ("メイン",), "attack": ("メイン", "攻撃")},
    "kiseki": {"play": ("配備",), "attack": ("戦闘", "攻撃", "バトル")},
    "ninjaslayer": {"play": ("キャラクター", "キャラ"), "aisatsu": ("イクサ", "アイサツ", "インターラプト")},
}


# the phases the plans run a play or an attack in (a scenario set in another phase, or one that scripts
# the turn's end — sve's 「相手のエンドフェイズ中に…出せる?」 plays at the end phase's quick timing —
# reads the step)
_ACT_PHASES = {
    "play": frozenset({"character", "main", "deploy"}),
    "attack": frozenset({"battle", "ikusa", "main"}),
}
_TIMED = frozenset({"end_turn", "turn_end", "end_phase", "next_phase", "pass"})


def _timed(payload: Mapping[str, Any], concept: str) -> bool:
    phase = payload.get("phase")
    if isinstance(phase, str) and phase not in _ACT_PHASES.get(concept, _ACT_PHASES["attack"]):
        return True  # 「相手のバトルフェイズ中、手札からユニットを出せる?」: the plan plays in that phase
    acts = [a for key in ("actions", "operations") for a in payload.get(key) or () if isinstance(a, Mapping)]
    return any((a.get("type") or a.get("kind")) in _TIMED for a in acts)


def told_step(reading: Reading, game: str | None, payload: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld: the asked act told in a step where the game does not make it."""
    legal = _LEGAL.get(game or "")
    if legal is None:
        return None
    acts = [f for f in reading.of(Role.ACTION) if f.concept in legal and not f.negated]
    if not acts or _timed(payload, acts[-1].concept):
        return None
    text = reading.text
    for m in list(_NOW.finditer(text)) + list(_DURING.finditer(text)):
        step = m.group("step")
        if not any(step.endswith(w) or w in step for ws in legal.values() for w in ws):
            return f"「{m.group(0).strip()}」に質問の行動を行えるかは、シナリオに反映できません"
    return None
