"""A card told rested or acted (「相手のレストのキャラ」「相手のアクト状態のフォロワー」) that acts only
after a turn end the scenario scripted on its own: the new turn's start stands it up (onepiece 6-2
リフレッシュフェイズ, sve 7.2.3), so the run answers for a card that is no longer in the told state.

Style audit 15c: 「相手のレストのキャラが俺のリーダーにアタックできる?」 (7-1-1-1: an active card attacks) and
「相手のアクト状態のフォロワーで俺のリーダーを攻撃できる?」「相手のターン。相手のアクト状態のフォロワーが…」
(8.4.2: a stand follower attacks) had stated 'yes': the builders ended the asker's turn so the opponent
attacks, and the opponent's refresh stood the told card up. Withheld unless the question itself tells a
turn passing (「次の相手のターンに」「ターンを終えて」), where the told state is the earlier turn's.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from service.answering.reading.model import Reading, Role

# the scripted actions that end a turn (the next turn's start stands the turn player's cards up)
_TURN_ENDS = frozenset({"end_turn"})
# the payload flags of a card told rested / acted
_LYING = ("rested", "acted")
# 「次の相手のターンに」「ターンを終えて」「相手のターンになったら」: the question passes a turn itself
_TURN_TOLD = re.compile(
    r"次|前の|前回|ターン\s*(?:を|が)?\s*(?:終|エンド|明け|渡)|ターンエンド|ターン目"
    r"|(?:ターン|番)\s*(?:に|が)\s*(?:なっ|な[りる]|来|き[たて]|回っ)"
)


def _actions(payload: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    actions = payload.get("actions")
    return [a for a in actions if isinstance(a, Mapping)] if isinstance(actions, list) else []


def _kind(action: Mapping[str, Any]) -> str:
    return str(action.get("type") or action.get("kind") or "")


def _lying_ids(payload: Mapping[str, Any]) -> set[str]:
    """The ids of the cards the payload starts rested or acted."""
    out: set[str] = set()
    for seat in ("player1", "player2"):
        side = payload.get(seat)
        if not isinstance(side, Mapping):
            continue
        for zone in side.values():
            for card in zone if isinstance(zone, list) else ():
                if isinstance(card, Mapping) and any(card.get(k) is True for k in _LYING):
                    out.add(str(card.get("id")))
    return out


def _actors(action: Mapping[str, Any]) -> set[str]:
    out: set[str] = set()
    for key in ("attacker", "attackers", "card"):
        value = action.get(key)
        values: Sequence[Any] = value if isinstance(value, list) else [value]
        out.update(str(v) for v in values if isinstance(v, str))
    return out


def refreshed(reading: Reading, payload: Mapping[str, Any], asks: str, value: object) -> str | None:
    """Why a 'yes' is withheld when a card told rested/acted acts after a turn end the question never
    told (the refresh stood it up)."""
    if asks != "can" or value not in ("yes", True):
        return None
    if not any(f.role is Role.STATE and f.concept == "rested" and not f.negated for f in reading.facts):
        return None
    if _TURN_TOLD.search(reading.text):
        return None
    actions = _actions(payload)
    ends = [i for i, a in enumerate(actions) if _kind(a) in _TURN_ENDS]
    if not ends:
        return None
    lying = _lying_ids(payload)
    if any(_actors(a) & lying for a in actions[ends[0] + 1 :]):
        return "レスト(アクト)状態と書かれたカードが、シナリオのターン終了で起き上がってから行動しています"
    return None
