"""Whether a card meets the condition an effect's text puts on what it chooses (``Effect.select``):
「元々のパワー5000以下の相手のキャラ1枚をKOする」「コスト0のキャラを1枚選び」「《麦わらの一味》のキャラ」
「元々の効果のないキャラ」.

The card is chosen when the effect resolves (8-4-4) among the cards the text indicates; a card that does
not meet every part of the condition is no card the text indicates, and choosing it is refused
(`IllegalAction`, citing the clause of the part it fails). The parts:

* kind: 「キャラ」 is a card of kind character in the character area (2-2-4-1) — never the leader;
* a stat compared: 元々 (``printed``) is the number printed on the card (4-9-2); otherwise the current
  one — power with its DON!! on its owner's turn and the effects applied (2-6-1, 6-5-5-2), a cost an
  effect changed counted as 0 below 0 (1-3-6); a leader has no cost (2-7-5);
* a trait 《X》: a card whose traits, 「/」 separated, include X (2-4-2, 2-4-3);
* 「元々の効果のない」: a card printed without text (2-8-5) — a card whose effects are negated is not one
  (8-2-2).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.effects import Selection
from service.engine.errors import IllegalAction

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame

CHOOSE = "8-4-4"
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<=": operator.le,
    ">=": operator.ge,
    "<": operator.lt,
    ">": operator.gt,
    "==": operator.eq,
}
_WORDS = {"<=": "以下", ">=": "以上", "<": "未満", ">": "より大きい", "==": ""}
_KINDS = {"character": "キャラ", "leader": "リーダー"}
_STATS = {"power": "パワー", "cost": "コスト"}


def _refuse(card: Card, why: str, rules: tuple[str, ...]) -> IllegalAction:
    return IllegalAction(
        "not_a_legal_choice", f"{card.name} は{why}ため、選ぶことはできません", (CHOOSE, *rules)
    )


def _stat(game: OnePieceGame, card: Card, select: Selection) -> tuple[int, str, tuple[str, ...]]:
    """The value the condition compares, how it was found, and the clauses that say so."""
    stat, printed = str(select.stat), select.printed
    if stat not in _STATS:
        raise IllegalAction("unknown_stat", f"選ぶ条件の{stat}はこのゲームの情報ではありません", (CHOOSE,))
    if stat == "cost":
        if card.kind == "leader":
            raise _refuse(card, "リーダーでコストを持たない", ("2-7-5",))
        base = int(card.stats.get("cost", 0))
        change = 0 if printed else int(card.flags.get("cost_change", 0))
        if printed:
            return base, f"元々のコスト{base}", ("4-9-2",)
        if base + change < 0:  # 1-3-6: a value other than power below 0 counts as 0
            return 0, f"コスト{base}{change:+d}は0未満のため0として扱い(コスト0)", ("1-3-6",)
        return base + change, f"コスト{base + change}", ("2-7-1", "1-3-6") if change else ("2-7-1",)
    if printed:
        value = int(card.stats.get("power", 0))
        return value, f"元々のパワー{value}(カードに表記された数字)", ("4-9-2",)
    value = game.power(card)
    return value, f"現在のパワー{value}", ("2-6-1", "6-5-5-2") if game.attached_don(card) else ("2-6-1",)


def check(game: OnePieceGame, card: Card, select: Selection) -> tuple[str, tuple[str, ...]]:
    """Refuse `card` unless it meets `select`; else what it meets and the clauses (for the event)."""
    said: list[str] = []
    rules: list[str] = []
    if select.kind is not None:
        if select.kind in _KINDS and card.kind != select.kind:
            raise _refuse(
                card, f"{_KINDS.get(card.kind, card.kind)}で「{_KINDS[select.kind]}」ではない", ("2-2-4-1",)
            )
        said.append(_KINDS.get(select.kind, select.kind))
        rules.append("2-2-4-1")
    if select.stat is not None and select.compare is not None and select.value is not None:
        value, how, why = _stat(game, card, select)
        word = f"{_STATS[select.stat]}{select.value}{_WORDS[select.compare]}"
        if select.printed:
            word = "元々の" + word
        if not _COMPARE[select.compare](value, select.value):
            raise _refuse(card, f"{how}で「{word}」を満たさない", why)
        said.append(f"{how}で「{word}」を満たす")
        rules.extend(why)
    if select.trait is not None:
        traits = [str(t) for t in card.flags.get("traits", ())]
        if select.trait not in traits:
            had = "/".join(traits) or "なし"
            raise _refuse(card, f"特徴が「{had}」で《{select.trait}》を持たない", ("2-4-2", "2-4-3"))
        said.append(f"特徴「{'/'.join(traits)}」に《{select.trait}》を含む")
        rules.extend(("2-4-2", "2-4-3"))
    if select.no_text:
        if card.flags.get("negated"):
            raise _refuse(
                card, "効果が無効になっているだけで「元々の効果のない」カードとしては扱わない", ("8-2-2",)
            )
        if not card.flags.get("no_text"):
            raise _refuse(card, "カードテキストを持ち「元々の効果のない」カードではない", ("2-8-5",))
        said.append("カードテキストを持たない「元々の効果のない」カード")
        rules.append("2-8-5")
    return "、".join(said), (CHOOSE, *dict.fromkeys(rules))


def check_player(select: Selection) -> None:
    """A leader targeted as its player's card: refused when the text chooses a 「キャラ」 (2-2-4-1) or
    compares a cost (a leader has none, 2-7-5)."""
    if select.kind == "character":
        said = "「キャラ」はキャラクターエリアのキャラクターカードで、リーダーは選べません"
        raise IllegalAction("not_a_legal_choice", said, (CHOOSE, "2-2-4-1"))
    if select.stat == "cost":
        raise IllegalAction(
            "not_a_legal_choice", "リーダーはコストを持たないため選べません", (CHOOSE, "2-7-5")
        )


def chosen(game: OnePieceGame, card: Card, select: Selection, controller: str) -> None:
    """Check `card` against `select` and record that it is chosen (8-4-4)."""
    said, rules = check(game, card, select)
    game.emit(
        "chosen", f"{card.name} は{said}ので、選ぶことができます", rules, player=controller, card=card.uid
    )
