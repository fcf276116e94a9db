"""The payload helpers the remaining fow builders share: a card spec named as the question wrote it,
and the built scenario. (The damage, destroy, dispose and will builders are retired: `plans/fow_*`
answer those from the reading.)"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_tell import TYPES
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

GAME = "fow"
NAMES = {"resonator": "リゾネイター", "j_ruler": "J/ルーラー", "ruler": "ルーラー",
          "addition": "アディション", "stone": "魔石", "card": "カード"}  # fmt: skip
INDESTRUCTIBLE = r"破壊されない(?:」|』|’)?\s*(?:効果|を持|能力|状態|カード)"


def built(kind: str, payload: dict[str, Any], head: Any, notes: list[str], limit: int = 4) -> BuiltScenario:
    return BuiltScenario(
        f"{GAME}.{kind}", payload, story(head, TYPES, limit=limit), tuple(dict.fromkeys(notes))
    )


def card(kind: str, uid: str, text: str, word: str = "") -> dict[str, Any]:
    """A card spec of `kind`, named as the question wrote it (`word`)."""
    spec: dict[str, Any] = {"id": uid, "name": word if word and kind != "card" else NAMES.get(kind, "カード")}
    spec["kind"] = "resonator" if kind == "card" else kind
    if spec["kind"] not in ("resonator", "j_ruler"):
        spec["defense"] = None  # only J/リゾネイター have 防御力
    if re.search(INDESTRUCTIBLE, text):
        spec["keywords"] = ["破壊されない"]
    return spec
