"""Whether a character meets the condition an effect's text puts on what it chooses (``Effect.select``):
「相手の場のコスト3以下のキャラクターを1人選び」「場の<ニンジャ>を1人選び」「カラテ3以下のキャラクター」.

The player chooses targets that meet the text's condition (1204.2e); a character that does not meet it
is no legal target — the effect is refused (`IllegalAction`, citing the clause of the part it fails).
The parts:

* kind: 「キャラクター」 names the characters on the field (205.3);
* cost: the character's cost (203.1);
* カラテ / 耐久力: the current value, the +N/-N it got applied (1303.1, 1303.2);
* <属性>: a character whose attributes include it (1302.2), also one gained by an effect (1325.1);
* 元々 and 「効果のない」: not modelled here (refused as a malformed scenario, never approximated).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.effects import Selection
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.ninjaslayer import cards as C

if TYPE_CHECKING:
    from service.engine.core import Game

CHOOSE = "1204.2e"
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<=": operator.le,
    ">=": operator.ge,
    "<": operator.lt,
    ">": operator.gt,
    "==": operator.eq,
}
_WORDS = {"<=": "以下", ">=": "以上", "<": "未満", ">": "より大きい", "==": ""}
_STATS: dict[str, tuple[str, Callable[[Card], int], tuple[str, ...]]] = {
    "cost": ("コスト", lambda c: int(c.stats.get("cost", 0)), ("203.1",)),
    "karate": ("カラテ", C.karate, ("206.1", "1303.1", "1303.2")),
    "durability": ("耐久力", C.durability, ("207.1", "1303.1", "1303.2")),
}


def _refuse(card: Card, why: str, rules: tuple[str, ...]) -> IllegalAction:
    return IllegalAction(
        "not_a_legal_choice", f"{card.name} は{why}ため、選ぶことはできません", (CHOOSE, *rules)
    )


def check(card: Card, select: Selection) -> tuple[str, tuple[str, ...]]:
    """Refuse `card` unless it meets `select`; else what it meets and the clauses (for the event)."""
    if select.printed or select.no_text:
        raise InvalidScenario("effect.select", "ninjaslayer: 元々 or 「効果のない」 is not modelled")
    said: list[str] = []
    rules: list[str] = []
    if select.kind is not None:
        if select.kind != C.CHARACTER or card.kind != C.CHARACTER:
            raise _refuse(card, "「キャラクター」ではない", ("205.3",))
        said.append("キャラクター")
        rules.append("205.3")
    if select.stat is not None and select.compare is not None and select.value is not None:
        if select.stat not in _STATS:
            raise InvalidScenario("effect.select.stat", f"ninjaslayer: {select.stat} is not modelled")
        name, value_of, why = _STATS[select.stat]
        value = value_of(card)
        word = f"{name}{select.value}{_WORDS[select.compare]}"
        if not _COMPARE[select.compare](value, select.value):
            raise _refuse(card, f"{name}{value}で「{word}」を満たさない", why)
        said.append(f"{name}{value}で「{word}」を満たす")
        rules.extend(why)
    if select.trait is not None:
        had = [str(a) for a in card.flags.get("attributes", ())]
        if select.trait not in had:
            raise _refuse(
                card, f"属性が「{'/'.join(had) or 'なし'}」で<{select.trait}>を含まない", ("1302.2",)
            )
        said.append(f"属性<{select.trait}>を含む")
        rules.append("1302.2")
    return "、".join(said), (CHOOSE, *dict.fromkeys(rules))


def chosen(game: Game, card: Card, select: Selection, controller: str) -> None:
    """Check `card` against `select` and record that it is chosen (1204.2e)."""
    said, rules = check(card, select)
    game.emit(
        "chosen", f"{card.name} は{said}ので、選ぶことができます", rules, player=controller, card=card.uid
    )
