"""Shadowverse Evolve: continuous effects on a player's side that raise the damage its cards deal.

「自分のスペルが与えるダメージ+1」: a spell's damage is 能力ダメージ, any damage but an attack's (8.4.9)
(5.13.3.3), and a plain ‘ダメージ’ in a text covers every kind (5.13.3.4), so each damage the
player's spells deal is raised. 「自分が与える能力ダメージ+2」: every damage the player's cards deal
by an ability or a spell, never the damage an attacking follower deals by 8.4.9 (5.13.3.1, 5.13.3.3).
The scenario states them per player (`boost`); the engine adds them where the damage is dealt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

SPELL, ABILITY = "boost_spell", "boost_ability"


class BoostSpec(BaseModel):
    """What a player's continuous effects add to the damage its cards deal."""

    model_config = ConfigDict(extra="forbid", strict=True)
    spell: int = Field(default=0, ge=0, le=100, description="「自分のスペルが与えるダメージ+N」 (5.13.3.4)")
    ability: int = Field(default=0, ge=0, le=100, description="「自分が与える能力ダメージ+N」 (5.13.3.3)")


def counters(spec: BoostSpec | None) -> dict[str, int]:
    return {SPELL: spec.spell, ABILITY: spec.ability} if spec is not None else {}


def extra(game: SveGame, controller: str, source: str | None) -> tuple[int, tuple[str, ...]]:
    """What `controller`'s boosts add to a damage its card `source` deals by its text (an ability or
    a spell: 能力ダメージ, 5.13.3.3), and the clauses; the event tells it once per damage instruction."""
    card = game.find(source)[2] if source else None
    if card is None:
        return 0, ()
    spell = game.counter(controller, SPELL) if card.kind == "spell" else 0
    ability = game.counter(controller, ABILITY)
    added = spell + ability
    if not added:
        return 0, ()
    rules = (*(("5.13.3.4",) if spell else ()), *(("5.13.3.3",) if ability else ()))
    said = "スペルが与えるダメージ" if spell and not ability else "能力ダメージ"
    game.emit(
        "boost", f"{card.name}のダメージは{said}の増加で+{added}されます", rules, card=card.uid, amount=added
    )
    return added, rules


def not_on_attack(game: SveGame, controller: str) -> None:
    """An attack's damage (8.4.9) is no 能力ダメージ: an ability-damage boost does not raise it."""
    if game.counter(controller, ABILITY) or game.counter(controller, SPELL):
        game.emit(
            "boost_not_applied",
            "攻撃によるダメージ(8.4.9)は能力ダメージではないため、ダメージの増加は適用されません",
            ("5.13.3.1", "5.13.3.3"),
            player=controller,
        )
