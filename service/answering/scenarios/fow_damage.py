"""The payload helpers the fow builders share: card specs, placing them, and the card whose ability
acts standing on its owner's field. (The damage builders are retired: `plans/fow_per_count.py`,
`plans/fow_players.py` and `plans/fow_cards.py` answer damage from the reading.)"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_tell import TYPES
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios import fow_read as R
from service.answering.scenarios.common import story

GAME = "fow"
PLAYER = {"self": "player1", "opponent": "player2"}
NAMES = {"resonator": "リゾネイター", "j_ruler": "J/ルーラー", "ruler": "ルーラー",
          "addition": "アディション", "stone": "魔石", "card": "カード"}  # fmt: skip
ZONE_OF = {"ruler": "ruler_area", "stone": "stone_area"}
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


def place(payload: dict[str, Any], player: str, zone: str, spec: dict[str, Any]) -> None:
    payload.setdefault(player, {}).setdefault(zone, []).append(spec)


# 「こっちのリゾネイターの能力で」「自分のJ/リゾネイターが持つ効果で」: the card whose ability deals the
# damage — its source, never a target. Trap batch K fow-bk-02 had been run with the 700 on it, then
# withheld (reading/inverse.py unseated_cards: the asker's resonator was in no seat of the scenario)
_SOURCE = re.compile(
    r"((?:J/)?リゾネイター)(?:が持つ|の持つ|の)\s*(?:起動|自動|永続)?(?:能力|効果)"
    r"(?:[(（][^)）]{0,30}[)）])?(?:で|により|によって|を使)"  # 「起動能力(そのリゾネイターは場に残る)で」
)


def place_sources(text: str, payload: dict[str, Any]) -> None:
    """Each source card the question gives an owner stands on that owner's field (it deals the
    damage and takes none), so the scenario holds every card the question names where it said."""
    for i, m in enumerate(_SOURCE.finditer(R.unquoted(text))):
        side = R.side_before(text, m.start())
        if side is not None:
            place(payload, PLAYER[side], "field", card("resonator", f"s{i + 1}", "", m.group(1)))
