"""A choice the rules leave to a player and the question does not tell: the engine's scenario runner
makes it by a default (the first option), so a verdict holds only when every option gives the same
answer. The choices checked, per game:

* kiseki — the 応戦対象 of a scrum attack on a UNIT (804.11a-1): the defender picks one attacking UNIT
  among several; the runner picks the first attacker. 「自分のDEF2(CP2)とDEF5(CP3)のUNITでスクラム攻撃、
  相手のSTR4のUNITが応戦。自分の絆は何点減る?」 is 2 or 0 by that pick — not told, no verdict; 「何体
  スタンする?」 with STR3 against DEF2 and DEF3 is 1 whatever it picks — stated.

Each option is run by putting its attacker first (the runner's default pick) and put through the same
gate; the verdict stands only when every stated value is the same.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

from service.engine.core import PLAYERS


def _scrum_rotations(scenario: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """The scenario once per other attacking UNIT put first, for its one scrum attack on a UNIT."""
    attacks = [a for a in scenario.get("actions", []) if isinstance(a, Mapping) and a.get("kind") == "attack"]
    if len(attacks) != 1:
        return
    ids = list(attacks[0].get("attackers") or [])
    if len(ids) < 2 or str(attacks[0].get("target")) in PLAYERS:
        return  # a lone attacker, or a player attacked: nobody picks an 応戦対象 (804.11b)
    for i in range(1, len(ids)):
        variant = copy.deepcopy(dict(scenario))
        for action in variant["actions"]:
            if isinstance(action, dict) and action.get("kind") == "attack":
                action["attackers"] = ids[i:] + ids[:i]
        yield variant


_OPTIONS = {"kiseki": _scrum_rotations}


def other_options(game: str, scenario: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The scenarios of the options the runner's default did not take (none for a game without one)."""
    rotate = _OPTIONS.get(game)
    return list(rotate(scenario)) if rotate is not None else []


OPEN_CHOICE_REASON = "結果が相手の選択(応戦対象、804.11a-1)によって変わり、その選択が書かれていません"
