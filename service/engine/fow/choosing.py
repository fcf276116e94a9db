"""10.13 選ぶ/探す: how many cards a player must choose when an effect asks for some.

10.13.1: from a public zone (or a hidden one every player can see, 10.13.2) the player must choose the
number asked among the legal choices; 10.13.2: from a hidden zone some player cannot see, a card with
specific information is not guaranteed to be there, so the player may choose none of it even when
it is. With one card named (``card``, ``race``): whether that card is a legal choice of 「<種族>1体を
選ぶ」 (`races`). The cards chosen are not moved here: what the effect does with them is another
operation.
"""

from __future__ import annotations

from service.engine.core import Action
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.fow import races
from service.engine.fow.game import FowGame

PUBLIC_ZONES = ("graveyard", "field", "removed", "ruler_area", "stone_area")
HIDDEN_ZONES = ("deck", "hand")
_NAMES = {"graveyard": "墓地", "field": "場", "removed": "除外エリア", "ruler_area": "ルーラーエリア",
          "stone_area": "魔石エリア", "deck": "メインデッキ", "hand": "手札"}  # fmt: skip


def _counts(action: Action) -> tuple[str, int, int, int]:
    p = action.params
    zone = str(p.get("zone") or "")
    if zone not in PUBLIC_ZONES + HIDDEN_ZONES:
        raise InvalidScenario("operations.zone", f"選ぶ領域は {', '.join(PUBLIC_ZONES + HIDDEN_ZONES)} です")
    return zone, int(p.get("n", 1)), int(p.get("matching", 0)), int(p.get("chosen", 0))


def _open(action: Action, zone: str) -> bool:
    return zone in PUBLIC_ZONES or bool(action.params.get("seen_by_all"))


def verify_choose(game: FowGame, action: Action) -> None:
    if action.params.get("card"):  # one card named: is it a legal choice of the race asked (10.13.1)
        races.verify_choose_card(game, action)
        return
    zone, n, matching, chosen = _counts(action)
    most = min(n, matching)
    where = _NAMES[zone]
    if chosen > most:
        raise IllegalAction(
            "too_many", f"{where}で選べるのは適正な選択肢の中から指定数({most})までです", ("10.13.1",)
        )
    if chosen == most:
        return
    if _open(action, zone):
        rules = ("10.13.1",) if zone in PUBLIC_ZONES else ("10.13.2", "10.13.1")
        raise IllegalAction(
            "must_choose",
            f"{where}のカードを選ぶことが求められた場合、特に指示がないかぎり適正な選択肢({matching}枚)の中から"
            f"指定数({n})を選ぶ義務があり、{chosen}枚で済ませることはできません",
            rules,
        )
    if not action.params.get("specific"):
        # 10.13.2 lets a player skip only a card with specific information: nothing else is modeled
        raise InvalidScenario(
            "operations.specific", "非公開領域から選ばないことは、特定の情報を持つカードを選ぶ場合だけです"
        )


def choose(game: FowGame, action: Action) -> None:
    if action.params.get("card"):
        races.choose_card(game, action)
        return
    zone, n, matching, chosen = _counts(action)
    where = _NAMES[zone]
    if chosen < min(n, matching):
        game.emit(
            "chosen",
            f"{where}を見ることのできないプレイヤーがいるため、特定の情報を持つカードがあることは保証されず、"
            f"その情報を持つカードが{matching}枚あっても、{chosen}枚だけ選ぶ(選ばない)ことができる",
            ("10.13.2",),
            player=action.player,
            zone=zone,
            chosen=chosen,
        )
        return
    rules = ("10.13.1",) if _open(action, zone) else ("10.13.2",)
    game.emit(
        "chosen",
        f"{where}の適正な選択肢({matching}枚)の中から{chosen}枚を選ぶ",
        rules,
        player=action.player,
        zone=zone,
        chosen=chosen,
    )
