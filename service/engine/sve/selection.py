"""Whether a card meets the condition an effect's text puts on what it chooses (``Effect.select``):
「コスト3以下のフォロワー1体を選ぶ」「元の攻撃力が3以下のフォロワー1体を破壊する」「攻撃力3以下のフォロワー」.

A target is chosen as the card or ability is played (10.6.2.3); a card that does not meet the condition
is no legal target and the play is refused (10.6.2.1.2, `IllegalAction` citing the clause of the part
it fails). The parts:

* kind: a text naming only 「フォロワー」 refers to followers (2.3.4) — never the leader;
* cost: the card's own cost, also when it has evolved — an evolved card takes the evolve card's
  information except its cost (5.15.2, 10.9.1.1.1);
* 攻撃力/体力 with 元の (``printed``): the information printed on the card (5.23.1) — for an evolved
  follower the evolve card's printed information (10.9.1.1.1); otherwise the current value, the
  continuous effects that change numbers applied (10.9.1.4) and, for 体力, the damage taken (2.8.2);
* a trait or 「効果のない」: not modelled here (refused as a malformed scenario, never approximated).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.effects import Selection
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.sve import combat

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

CHOOSE = ("10.6.2.3", "10.6.2.1.2")
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<=": operator.le,
    ">=": operator.ge,
    "<": operator.lt,
    ">": operator.gt,
    "==": operator.eq,
}
_WORDS = {"<=": "以下", ">=": "以上", "<": "未満", ">": "より大きい", "==": ""}
_KINDS = {"follower": "フォロワー", "leader": "リーダー", "amulet": "アミュレット"}
_STATS = {"cost": "コスト", "attack": "攻撃力", "health": "体力"}


def _refuse(card: Card, why: str, rules: tuple[str, ...]) -> IllegalAction:
    return IllegalAction(
        "not_a_legal_choice", f"{card.name} は{why}ため、選ぶことはできません", (*CHOOSE, *rules)
    )


def _stat(game: SveGame, card: Card, stat: str, printed: bool) -> tuple[int, str, tuple[str, ...]]:
    """The value the condition compares, how it was found, and the clauses that say so."""
    evolved = combat.evolved_card(game, card) is not None
    if stat == "cost":
        value = int(card.stats.get("cost", 0))
        if evolved:  # 5.15.2: the evolve card's information applies, except its cost
            return value, f"進化していてもコストはそのカード自身の{value}", ("5.15.2", "10.9.1.1.1")
        return value, f"コスト{value}", ("2.5.1",)
    name = _STATS[stat]
    if printed:
        value = int(combat.info(game, card).stats.get(stat, 0))
        why = ("5.23.1", "10.9.1.1.1") if evolved else ("5.23.1", "10.9.1.1")
        return value, f"元の{name}{value}(表記されている情報)", why
    if stat == "attack":
        return (
            combat.attack_value(game, card),
            f"現在の攻撃力{combat.attack_value(game, card)}",
            ("10.9.1.4",),
        )
    value = combat.health_left(game, card)
    return value, f"現在の体力{value}", ("10.9.1.4", "2.8.2")


def check(game: SveGame, card: Card, select: Selection) -> tuple[str, tuple[str, ...]]:
    """Refuse `card` unless it meets `select`; else what it meets and the clauses (for the event)."""
    if select.trait is not None or select.no_text:
        raise InvalidScenario("effect.select", "sve: a trait or 「効果のない」 condition is not modelled")
    said: list[str] = []
    rules: list[str] = []
    if select.kind is not None:
        if card.kind != select.kind:
            have, want = _KINDS.get(card.kind, card.kind), _KINDS.get(select.kind, select.kind)
            raise _refuse(card, f"{have}で「{want}」ではない", ("2.3.4",))
        said.append(_KINDS.get(select.kind, select.kind))
        rules.append("2.3.4")
    if select.stat is not None and select.compare is not None and select.value is not None:
        if select.stat not in _STATS or (select.stat != "cost" and card.kind != "follower"):
            raise InvalidScenario(
                "effect.select.stat", f"sve: {select.stat} is no information of {card.kind}"
            )
        value, how, why = _stat(game, card, select.stat, select.printed)
        word = (
            f"{'元の' if select.printed else ''}{_STATS[select.stat]}{select.value}{_WORDS[select.compare]}"
        )
        if not _COMPARE[select.compare](value, select.value):
            raise _refuse(card, f"{how}で「{word}」を満たさない", why)
        said.append(f"{how}で「{word}」を満たす")
        rules.extend(why)
    return "、".join(said), (*CHOOSE, *dict.fromkeys(rules))


def check_leader(select: Selection) -> None:
    """A leader targeted: refused when the text chooses a follower (2.3.4)."""
    if select.kind not in (None, "leader"):
        want = _KINDS.get(select.kind, select.kind)
        raise IllegalAction(
            "not_a_legal_choice", f"リーダーは「{want}」ではないため選べません", (*CHOOSE, "2.3.4")
        )


def chosen(game: SveGame, card: Card, select: Selection, controller: str) -> None:
    """Check `card` against `select` and record that it is chosen (10.6.2.3)."""
    said, rules = check(game, card, select)
    game.emit(
        "chosen", f"{card.name} は{said}ので、選ぶことができます", rules, player=controller, card=card.uid
    )
