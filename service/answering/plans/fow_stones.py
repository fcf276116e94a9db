"""A player's 魔石エリア counted in a zones question (「相手の魔石エリアに5枚」, AG17): that many 魔石
stand there, the ones a step destroys or removes among them (10.9.1 moves a destroyed 魔石 from the
魔石エリア to its owner's graveyard)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def stone_area(counts: Mapping[tuple[str, str], int], me: Mapping[str, str], payload: dict[str, Any]) -> bool:
    """Fill each counted 魔石エリア up to its count with 魔石 (no 防御力, as the plan's destroyed ones);
    False when the steps take more 魔石 than the question counts there."""
    counted = {me[owner] for concept, owner in counts if concept == "stone_area"}
    taken = {seat for seat in ("player1", "player2") if payload[seat].get("stone_area")}
    if counted and taken - counted:
        return False  # 「相手の魔石エリアに1枚…「魔石2つを破壊する」」: 魔石 taken on a side not counted
    for (concept, owner), n in counts.items():
        if concept != "stone_area":
            continue
        seat = me[owner]
        area: list[dict[str, Any]] = payload[seat].setdefault("stone_area", [])
        if len(area) > n:
            return False  # 「魔石エリアに1枚…魔石2つを破壊」: more taken than stand there
        for i in range(len(area), n):
            area.append(
                {"id": f"{seat}-stone-area-{i + 1}", "name": "魔石", "kind": "stone", "defense": None}
            )
    return True
