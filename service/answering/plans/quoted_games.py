"""The games' adapters of `plans/quoted_effect` (a told card takes quoted texts) — their card kinds,
stats, the players' counts a question may tell, the scenario payload and how a card's fate and stats
are read back from the run.

* sve — a follower (5.13.1 ダメージ, 11.3.1 体力0以下で破壊, 5.5 破壊する); each text one resolution with a
  check timing after it (10.6.2.8.2, 11.1.2); 体力 = printed + mods − damage.
* ninjaslayer — a character (1102.4b ダメージ, 1004.1 耐久力以上で殺される, 1303.1 +X/+Y, 1311.1 殺す);
  its カラテ / 耐久力 after a raise are read back, not once it has taken damage.
* kiseki — a UNIT (1317.2 破壊 → 軌跡, 1306.3 スタン → its controller loses 絆 = CP cost, 1303.1 +X/+Y,
  return to its owner's hand 502.5).
* onepiece — a character (10-2-1-2 KOする → trash; 1-3-7-1 power below 0 moves nothing).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from service.answering.plans.quoted_effect import Adapter, quoted_effect
from service.answering.reading.model import Reading
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult


def _gone(zones: tuple[str, ...], sim: SimulationResult, uid: str) -> bool:
    return any(uid in sim.uids(p, z) for p in ("player1", "player2") for z in zones)


def _filler_hand(n: int) -> list[dict[str, Any]]:
    return [{"id": f"h{i + 1}", "name": "手札のカード"} for i in range(n)]


def _seated(
    seat: str, spec: dict[str, Any], player: dict[str, Any], zone: str, *, listed: bool
) -> dict[str, Any]:
    if listed and "hand" in player:
        player = player | {"hand": _filler_hand(int(player["hand"]))}
    return {seat: player | {zone: [spec]}}


def _sve_payload(
    seat: str, spec: dict[str, Any], effects: list[dict[str, Any]], player: dict[str, Any]
) -> dict[str, Any]:
    # each quoted text one resolution (10.6.2.8.2), a check timing after each (11.1.2)
    actions = [{"type": "resolve", "effects": [e]} for e in effects]
    return _seated(seat, spec, player, "field", listed=True) | {"actions": actions}


def _ns_payload(
    seat: str, spec: dict[str, Any], effects: list[dict[str, Any]], player: dict[str, Any]
) -> dict[str, Any]:
    actions = [{"type": "effect"} | e for e in effects]
    return {"phase": "character"} | _seated(seat, spec, player, "field", listed=False) | {"actions": actions}


def _kiseki_payload(
    seat: str, spec: dict[str, Any], effects: list[dict[str, Any]], player: dict[str, Any]
) -> dict[str, Any]:
    actions = [{"type": "effect"} | e for e in effects]
    return _seated(seat, spec, player, "field", listed=False) | {"actions": actions}


def _onepiece_payload(
    seat: str, spec: dict[str, Any], effects: list[dict[str, Any]], player: dict[str, Any]
) -> dict[str, Any]:
    # onepiece takes one target a text (its `targets` list is for damage splits)
    actions = [_one_target(e) for e in effects]
    return _seated(seat, spec, player, "characters", listed=True) | {"actions": actions}


def _one_target(effect: dict[str, Any]) -> dict[str, Any]:
    rest = {k: v for k, v in effect.items() if k != "targets"}
    return {"type": "effect"} | rest | {"target": effect["targets"][0]}


def _sve_current(card: dict[str, Any], key: str) -> int | None:
    base = card.get("stats", {}).get(key)
    flags = card.get("flags", {})
    if not isinstance(base, int):
        return None
    mods = sum(int(m.get("stats", {}).get(key, 0)) for m in flags.get("mods", []))
    return base + mods - (int(flags.get("damage", 0)) if key == "health" else 0)


def _kiseki_current(card: dict[str, Any], key: str) -> int | None:
    base = card.get("stats", {}).get(key.lower())
    if not isinstance(base, int):
        return None
    flags, i = card.get("flags", {}), 0 if key == "STR" else 1
    # 705.7a leaves an ended 「このターン中」 boost as []
    return base + sum(int(v[i]) for b in ("boost", "eot_boost") if len(v := flags.get(b) or [0, 0]) == 2)


def _ns_current(card: dict[str, Any], key: str) -> int | None:
    """カラテ / 耐久力 as the engine reads them (1303.1: +X/+Y gained or this turn's, a 達人 +1); None once
    the card has taken damage — 「耐久力は?」 might then ask what is left, which 1004.1 does not define."""
    base = card.get("stats", {}).get(key)
    flags, i = card.get("flags", {}), 0 if key == "karate" else 1
    if not isinstance(base, int) or flags.get("damage"):
        return None
    added = sum(int(v[i]) for b in ("gained", "eot") if isinstance(v := flags.get(b), list) and len(v) == 2)
    return base + added + (1 if flags.get("tatsujin") else 0)


def _onepiece_current(card: dict[str, Any], key: str) -> int | None:
    base = card.get("stats", {}).get(key)
    if not isinstance(base, int):
        return None
    return base + sum(int(m.get(key, 0)) for m in card.get("flags", {}).get("mods", []))


def _sve_turn_end(n: int) -> list[dict[str, Any]]:
    return [{"type": "end_turn"}] * n  # 7.4.8: this turn's effects end, then the other player's turn


def _onepiece_turn_end(n: int) -> list[dict[str, Any]]:
    return [{"type": "end_turn"}] * n  # 6-6-1-4


def _ns_turn_end(n: int) -> list[dict[str, Any]]:
    # the キャラクターフェイズ and the イクサフェイズ ended by the turn player, then its エンドフェイズ
    # (505.3b)
    seats = ("player1", "player2")
    return [{"kind": "end_phase", "player": seats[i % 2]} for i in range(n) for _ in range(2)]


def _kiseki_turn_end(n: int) -> list[dict[str, Any]]:
    # each 配備ステップ ended, both players pass the 戦闘フェイズ, the 回復フェイズ runs (705.7a)
    return [{"kind": "end_step"}, {"kind": "end_step"}, {"kind": "pass"}, {"kind": "pass"}] * n


_BACK: dict[str, Any] = {"effect": "return_to_hand", "targets": [{"card": "b"}]}
# the told card "b" returned to its owner's hand, then played again by the asker (the turn player)
_SVE_REPLAY: tuple[list[dict[str, Any]], dict[str, Any]] = (
    [{"type": "resolve", "effects": [_BACK]}, {"type": "play", "card": "b"}],
    {"pp": 10, "pp_max": 10},
)
_NS_REPLAY: tuple[list[dict[str, Any]], dict[str, Any]] = (
    [{"type": "effect"} | _BACK, {"kind": "enter", "card": "b"}],
    {"etel": 10},
)
_KISEKI_REPLAY: tuple[list[dict[str, Any]], dict[str, Any]] = (
    [{"type": "effect"} | _BACK, {"kind": "play_unit", "card": "b"}],
    {"cp": 10},
)
_ONEPIECE_REPLAY: tuple[list[dict[str, Any]], dict[str, Any]] = (
    [{"type": "effect", "effect": "return_to_hand", "target": {"card": "b"}}, {"type": "play", "card": "b"}],
    {"don_active": 10},
)

SVE = Adapter(
    "sve", "follower", frozenset({"follower"}), {"health": "health", "attack": "attack", "cost": "cost"},
    "health", _sve_payload, partial(_gone, ("graveyard",)), _sve_current,
    {"体力": "health", "攻撃力": "attack"}, {"hand": "hand"}, "フォロワー", prior="damage",
    turn_end=_sve_turn_end, replay=_SVE_REPLAY,
)  # fmt: skip
NINJASLAYER = Adapter(
    "ninjaslayer", "character", frozenset({"character"}),
    {"durability": "durability", "karate": "karate", "cost": "cost"}, "durability", _ns_payload,
    partial(_gone, ("ohigan",)), _ns_current, {"カラテ": "karate", "耐久力": "durability"}, {"hand": "hand"},
    "キャラクター",
    ("殺され、オヒガンに置かれます(1004.1、1311.1)", "殺されません(1004.1)"), "damage",
    turn_end=_ns_turn_end, replay=_NS_REPLAY,
)  # fmt: skip
KISEKI = Adapter(
    "kiseki", "unit", frozenset({"unit"}), {"STR": "STR", "DEF": "DEF", "cp_cost": "cp_cost"}, None,
    _kiseki_payload, partial(_gone, ("kiseki",)), _kiseki_current, {"STR": "STR", "DEF": "DEF"},
    {"hand": "hand", "kizuna": "kizuna"}, "UNIT", ("破壊され、軌跡に置かれます(1317.2)", "破壊されません"),
    needs={"stun": "cp_cost"}, states={"stunned": "stunned"},
    fate_words={
        "destroy": "破壊|軌跡", "stun": "スタン", "trash": "即死|倒|軌跡|やられ|場に残|場から",
        # 「除外できる?」「手札に戻せる?」: the move asked by its own verb (audit 26b)
        "banish": "除外|場に残|場から", "return_to_hand": "手札|場に残|場から",
    },
    turn_end=_kiseki_turn_end, replay=_KISEKI_REPLAY,
)  # fmt: skip
ONEPIECE = Adapter(
    "onepiece", "character", frozenset({"character"}), {"power": "power", "cost": "cost"}, None,
    _onepiece_payload, partial(_gone, ("trash",)), _onepiece_current, {"パワー": "power"}, {"hand": "hand"},
    "キャラ", ("KOされ、トラッシュに置かれます(10-2-1-2)", "KOされません"), carry_keywords=("KO時",),
    turn_end=_onepiece_turn_end, replay=_ONEPIECE_REPLAY,
)  # fmt: skip


def sve_quoted_effect(reading: Reading) -> BuiltScenario | None:
    return quoted_effect(SVE, reading)


def ninjaslayer_quoted_effect(reading: Reading) -> BuiltScenario | None:
    return quoted_effect(NINJASLAYER, reading)


def kiseki_quoted_effect(reading: Reading) -> BuiltScenario | None:
    return quoted_effect(KISEKI, reading)


def onepiece_quoted_effect(reading: Reading) -> BuiltScenario | None:
    return quoted_effect(ONEPIECE, reading)
