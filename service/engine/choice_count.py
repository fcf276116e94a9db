"""How many cards a player must choose when an effect asks for some: the count rules every game's
rulebook states in its own clauses (onepiece 8-4-4-1/8-4-4-2, sve 10.6.2.3.1/10.6.2.3.2/4.1.2.2/5.7.1.1,
kiseki 1312.1/1312.2, ninjaslayer 1307.1/1307.2; fow keeps its own `fow.choosing`).

A choice is told by its numbers only (no cards are moved: what the effect does with the cards chosen
is another action): the zone, the number asked, whether it is an upper bound (「〜まで」「好きな枚数」),
how many fitting cards the zone holds, how many the player chooses, whether the instruction names
information besides a count (a hidden zone may then hide the card), and whether every player sees the
hidden zone. The rules a game does not state (a 「まで」 clause kiseki lacks) make the choice a
scenario the game cannot run, never a guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.core import Game
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.scenario import reject

_WHERE = {"deck": "デッキ", "hand": "手札", "graveyard": "墓地", "trash": "トラッシュ", "field": "場",
          "ohigan": "オヒガン", "removed": "除外領域", "life": "ライフ"}  # fmt: skip


@dataclass(frozen=True, slots=True)
class ChoiceRules:
    """One game's clauses for the count of a choice; an empty tuple: the game states no such rule."""

    public_zones: frozenset[str]
    hidden_zones: frozenset[str]
    duty: tuple[str, ...]  # the number asked must be chosen as far as possible
    up_to: tuple[str, ...]  # 「〜まで」 (and 「好きな枚数」 where `any_number`): 0 to N may be chosen
    hidden: tuple[str, ...]  # a hidden zone, information asked: the card is not guaranteed, none may be
    count_only: tuple[str, ...] = ()  # a deck search of a count alone: those cards must be found
    any_number: bool = False  # whether the `up_to` clauses also name 「好きな枚数」
    # whether `duty` says what a pool smaller than the number asked leaves (「可能なかぎり」, onepiece
    # 8-4-4-1); sve's 10.6.2.3.1 and 10.6.2.3.3 read both ways there, kiseki's 1312.1 says no more
    fewer_told: bool = False
    up_to_hidden: bool = False  # whether `up_to` also holds for a hidden zone (onepiece 8-4-4-1 is general)


class ChooseAction(BaseModel):
    """A choice of cards an effect asks for, by its counts (see the module)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["choose"]
    player: Literal["player1", "player2"] = "player1"
    zone: str = Field(description="the zone chosen from (deck, hand, field, trash, graveyard, ohigan …)")
    n: int = Field(ge=1, le=60, description="the number the instruction asks")
    up_to: bool = Field(default=False, description="「N枚まで」: an upper bound")
    any_number: bool = Field(default=False, description="「好きな枚数」: any number")
    matching: int = Field(ge=0, le=60, description="the fitting cards the zone holds")
    chosen: int = Field(ge=0, le=60, description="how many the player chooses")
    specific: bool = Field(default=True, description="the instruction names information besides a count")
    seen_by_all: bool = Field(default=False, description="every player sees the hidden zone")


def choose(game: Game, rules: ChoiceRules, act: ChooseAction) -> None:
    """Emit the choice made, or refuse it (`IllegalAction`) citing the clause that forbids it."""
    if act.zone not in rules.public_zones | rules.hidden_zones:
        raise InvalidScenario(
            "zone", f"選ぶ領域は {', '.join(sorted(rules.public_zones | rules.hidden_zones))} です"
        )
    where = _WHERE.get(act.zone, act.zone)
    bounded = act.up_to or act.any_number
    if (bounded and not rules.up_to) or (act.any_number and not rules.any_number):
        raise InvalidScenario("up_to", "このゲームのルールは「まで」「好きな枚数」の数を定めていません")
    most = act.matching if act.any_number else min(act.n, act.matching)
    if act.chosen > most:
        raise IllegalAction(
            "too_many", f"{where}から選べるのは条件を満たす{most}枚までです", rules.duty or rules.up_to
        )
    least = min(act.n, act.matching)
    hidden = act.zone in rules.hidden_zones and not act.seen_by_all
    if bounded and (not hidden or rules.up_to_hidden):
        least = 0
        why = rules.up_to
        text = f"選ぶ数に上限だけが定められているので、0から{act.n}までの数を選べる"
    elif hidden and not act.specific:
        if bounded or not rules.count_only or act.zone != "deck":
            raise InvalidScenario(
                "specific", "枚数だけの条件で非公開領域から選ぶ数はこのゲームのルールにありません"
            )
        why = rules.count_only
        text = f"条件が枚数だけなので、その{act.n}枚を見つける義務があり、見つけないことは選択できません"
    elif hidden:
        least = 0
        why = rules.hidden
        text = (
            f"{where}のカードを見ることのできないプレイヤーがいるため、条件を満たすカードがあることは保証されず、"
            f"{act.matching}枚あっても{act.chosen}枚だけ選ぶ(選ばない)ことができる"
        )
    elif bounded:
        raise InvalidScenario("up_to", "非公開領域から「まで」で選ぶ数はこのゲームのルールで決まりません")
    elif act.matching < act.n and not rules.fewer_told:
        raise InvalidScenario(
            "matching", "指定数より少ない選択肢しかない場合の数はこのゲームのルールで決まりません"
        )
    else:
        why = rules.duty
        text = f"適正な選択肢({act.matching}枚)の中から指定数({act.n})を選ぶ義務がある"
    if not why:
        raise InvalidScenario("zone", "このゲームのルールはこの選び方の数を定めていません")
    if act.chosen < least:
        raise IllegalAction(
            "must_choose", f"{where}から{act.chosen}枚で済ませることはできません: {text}", why
        )
    game.emit("chosen", f"{where}から{act.chosen}枚を選ぶ: {text}", why, player=act.player, zone=act.zone,
              chosen=act.chosen)  # fmt: skip


def apply_choice(game: Game, rules: ChoiceRules, act: ChooseAction, index: int) -> None:
    """A scripted choice in a runner that applies its actions one by one (kiseki, ninjaslayer): a
    refused one is recorded as every runner records it (`scenario.reject`), nothing else changes."""
    try:
        choose(game, rules, act)
    except IllegalAction as exc:
        reject(game, exc, act.model_dump(mode="json"), index)
