"""The games' adapters of `plans/quoted_trigger`: which told acts are the events their engines run on a
card holding a quoted triggered ability, and the scenario each event is run in.

* sve — played from the hand (ファンファーレ, 12.4.3: the card is put onto the field from elsewhere),
  destroyed (5.5.1: to the graveyard, ラストワード 12.5.3), banished (5.6.1) or returned to the hand
  (5.4.1) by an effect; the engine's `triggered` / `cannot_trigger` say which one meets the trigger.
* onepiece — played from the hand (【登場時】, 10-2-6-1), KO'd by an effect (【KO時】, 10-2-1-3: the
  engine's `ko_trigger`) or returned to the hand by one (10-2-1-2: not a KO — `cannot_trigger`); a KO'd
  character is in its owner's trash, no replacement (3-7-6-1).
* ninjaslayer — a character entered from the hand (「これがエントリーした時」, 1204.2k) or killed by an
  effect (「これが殺された時」, 1311.1; 除外 1324.1 is not killed): a 誘発能力 (1209.1) triggers on its
  event only (1209.3) and is always entered (1209.5), its draws its controller's (1308.1a) — the engine's
  `triggered` / `cannot_trigger`.
* kiseki — a UNIT played from the hand (「これが場に出た時」, 1322.1a, 1205.1c-1) or destroyed by an effect
  (「これが破壊された時」, 1317.2 — 即死 1317.1 and ゲームから除外 1330.1 are other instructions): a
  誘発クラフト (1211.1) triggers on its event only (1211.3) and is always played (1211.5), its draws its
  controller's (1313.1a); 「これが軌跡に置かれた時」 (1211.6b) met by 即死 and 破壊 (1317.1, 1317.2), not by
  ゲームから除外 (1330.1).
* fow — a card's own 「このカードが破壊されたとき」 met by a destroy (10.9.1: to the graveyard), not by a
  removal from the game (10.3.1) nor a disposal (10.10.1, 破棄 — `lexicon/card_text.json` "act_events"):
  the engine's `trigger` / `cannot_trigger` (10.14.1); its draws its controller's. Its own
  「このカードが墓地に置かれたとき」 is met by a destroy and a disposal (both to the graveyard), not by a
  removal from the game.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.quoted_trigger import SEATS, TriggerAdapter, quoted_trigger
from service.answering.reading.model import Reading
from service.answering.scenarios import BuiltScenario


def _fillers(n: int) -> list[dict[str, Any]]:
    return [{"id": f"h{i}", "name": "手札のカード", "kind": "spell", "cost": 1} for i in range(n)]


def _sve(
    owner: str, spec: dict[str, Any], event: str, hand: int | None, healths: dict[str, int], cause: str | None
) -> dict[str, Any] | None:
    seat = SEATS[owner]
    card = spec | {"attack": 1, "health": 1}
    if event == "play":
        if hand is not None and (hand < 1 or owner != "self"):
            return None  # the opponent's hand would take its start-of-turn draw first
        player: dict[str, Any] = {"hand": [card | {"cost": 0}, *_fillers((hand or 1) - 1)], "deck": 10}
        actions: list[dict[str, Any]] = [{"type": "play", "card": "x"}]
        if owner != "self":  # the opponent's card: played on the opponent's turn (8.2.1)
            actions.insert(0, {"type": "end_turn"})
    else:
        player = {"field": [card], "hand": _fillers(hand or 0), "deck": 10}
        actions = [{"type": "resolve", "effects": [{"effect": event, "target": {"card": "x"}}]}]
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}, seat: player}
    if cause is not None:  # 「相手のスペルで」: that spell, played by its owner in its own turn (8.2.1)
        if event == "play" or (hand or 0) > 7 or (hand is not None and cause != "self" and owner != "self"):
            return None  # (a turn change draws for the opponent and discards past 7 in the end phase)
        spell = {"id": "c", "name": "効果のスペル", "kind": "spell", "cost": 0,
                 "effects": [{"effect": event, "target": {"card": "x"}}]}  # fmt: skip
        players[SEATS[cause]].setdefault("hand", []).append(spell)
        actions = [{"type": "end_turn"}] * (cause != "self") + [{"type": "play", "card": "c"}]
    for s, value in healths.items():
        players[s]["health"] = value
    return players | {"actions": actions}


SVE = TriggerAdapter(
    "sve",
    frozenset({"follower"}),
    {"play": "play", "destroy": "destroy", "banish": "banish", "return": "return_to_hand"},
    {"fanfare": "ファンファーレ", "last_word": "ラストワード"},
    _sve,
    {
        "play": "フォロワーはコスト0(攻撃力1・体力1)で、空いている場にプレイしたものとしました"
        "(コストは誘発するかどうかに関わりません)。",
        "destroy": "フォロワーは効果で破壊されたものとし、自分のターンに解決しました(どちらのターンでも"
        "誘発するかどうかは同じです: 12.5.1)。",
        "banish": "フォロワーは効果で消滅したものとし、自分のターンに解決しました。",
        "return_to_hand": "フォロワーは効果で手札に戻ったものとし、自分のターンに解決しました。",
    },
    frozenset({("fanfare", "play"), *(("last_word", e) for e in ("destroy", "banish", "return_to_hand"))}),
)


def _onepiece(
    owner: str, spec: dict[str, Any], event: str, hand: int | None, healths: dict[str, int], cause: str | None
) -> dict[str, Any] | None:
    if healths:
        return None  # onepiece leaders have life, no 体力
    seat = SEATS[owner]
    card = spec | {"power": 1000, "cost": 0}
    if event == "play":
        if hand is not None and (hand < 1 or owner != "self"):
            return None  # the opponent's hand would take its turn's draw first
        player: dict[str, Any] = {"hand": [card, *_op_fillers((hand or 1) - 1)], "deck": 10}
        actions: list[dict[str, Any]] = [{"type": "play", "card": "x"}]
        if owner != "self":
            actions.insert(0, {"type": "end_turn"})
    else:
        player = {"characters": [card | {"keywords": ["KO時"]}], "hand": _op_fillers(hand or 0), "deck": 10}
        actions = [{"type": "effect", "effect": event, "target": {"card": "x"}}]
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}, seat: player}
    if cause is not None:  # 「相手のイベントで」: that event, played by its owner in its own turn (2-7-3)
        if event == "play" or (hand is not None and cause != "self" and owner != "self"):
            return None  # (a turn change draws for the opponent)
        name = "KOするイベント" if event == "destroy" else "手札に戻すイベント"
        ko = {"id": "c", "name": name, "kind": "event", "cost": 0, "keywords": ["メイン"],
              "effects": [{"effect": event, "target": {"card": "x"}}]}  # fmt: skip
        players[SEATS[cause]].setdefault("hand", []).append(ko)
        actions = [{"type": "end_turn"}] * (cause != "self") + [{"type": "play", "card": "c"}]
    return players | {"actions": actions}


def _op_fillers(n: int) -> list[dict[str, Any]]:
    return [{"id": f"h{i}", "name": "手札のカード", "kind": "event", "cost": 1} for i in range(n)]


ONEPIECE = TriggerAdapter(
    "onepiece",
    frozenset({"character"}),
    {"play": "play", "destroy": "destroy", "return": "return_to_hand"},
    {"on_play": "【登場時】", "on_ko": "【KO時】"},
    _onepiece,
    {
        "play": "キャラはコスト0(パワー1000)で、空いているキャラエリアに登場させたものとしました"
        "(コストは発動するかどうかに関わりません)。",
        "destroy": "キャラは効果でKOされたものとし、自分のターンに解決しました(10-2-1-3: 効果によるKOです)。",
        "return_to_hand": "キャラは効果で持ち主の手札に戻ったものとし、自分のターンに解決しました"
        "(10-2-1-2: KOはトラッシュに置くことです)。",
    },
    frozenset({("on_play", "play"), ("on_ko", "destroy"), ("on_ko", "return_to_hand")}),
)


def _ninjaslayer(
    owner: str, spec: dict[str, Any], event: str, hand: int | None, healths: dict[str, int], cause: str | None
) -> dict[str, Any] | None:
    if healths or (cause == owner and hand is not None):
        return None  # no 体力 in this game; a hand told beside the owner's own コトダマ: before or after it?
    if owner != "self" and event == "enter":
        return None  # the opponent enters in its own turn, after its draw
    card = {"kind": "character", "cost": 0, "triggered": spec.pop("effects")} | spec  # each its own timing
    fillers = [{"name": "手札のカード"} for _ in range(max(0, (hand or 1) - (event == "enter")))]
    if event == "enter":
        player: dict[str, Any] = {"hand": [card, *fillers], "deck": 10}
        actions: list[dict[str, Any]] = [{"kind": "enter", "card": "x"}]
    else:  # killed (1311.1) or excluded (1324.1) by an effect
        player = {"field": [card], "hand": fillers if hand is not None else 0, "deck": 10}
        kind = "banish" if event == "banish" else "destroy"
        actions = [{"type": "effect", "effect": kind, "target": {"card": "x"}}]
    players: dict[str, Any] = {"player1": {}, "player2": {}, SEATS[owner]: player}
    if (
        cause is not None and event == "killed"
    ):  # 「相手のコトダマで」: that コトダマ entered by its owner (1207.1)
        kill = {"id": "c", "name": "殺すコトダマ", "kind": "kotodama", "cost": 0,
                "effects": [{"effect": "destroy", "target": {"card": "x"}}]}  # fmt: skip
        side = players[SEATS[cause]]
        side["hand"] = [*(side.get("hand") or []), kill] if isinstance(side.get("hand", []), list) else [kill]
        actions = [{"kind": "kotodama", "player": SEATS[cause], "card": "c"}]
        return players | {"phase": "character", "actions": actions}
    return players | {"actions": actions}


NINJASLAYER = TriggerAdapter(
    "ninjaslayer",
    frozenset({"character"}),
    {"play": "enter", "killed": "killed", "banish": "banish"},
    {"entered": "エントリーした時", "killed": "殺された時", "to_pile": "オヒガンに置かれた時"},
    _ninjaslayer,
    {
        "enter": "キャラクターはコスト0で手札からエントリーしたものとしました(コストは誘発するかどうかに"
        "関わりません)。",
        "killed": "キャラクターは効果で殺されたものとしました(どちらのターンでも誘発するかどうかは同じです: "
        "1209.4)。",
        "banish": "キャラクターは効果で除外されたものとしました(1324.1: 殺すとは別の指示です)。",
    },
    frozenset({("entered", "enter"), *((t, e) for t in ("killed", "to_pile") for e in ("killed", "banish"))}),
)


def _kiseki(
    owner: str, spec: dict[str, Any], event: str, hand: int | None, healths: dict[str, int], cause: str | None
) -> dict[str, Any] | None:
    if healths or (cause == owner and hand is not None) or (owner != "self" and event == "play"):
        return None  # no 体力; a hand beside the owner's own EVENT; the opponent's play in its own turn
    card = {"kind": "UNIT", "cp_cost": 0, "triggered": spec.pop("effects")} | spec  # each its own timing
    fillers = [{"name": "手札のカード"} for _ in range(max(0, (hand or 1) - (event == "play")))]
    if event == "play":  # in the 配備ステップ (1206.1)
        player: dict[str, Any] = {"hand": [card, *fillers]}
        actions: list[dict[str, Any]] = [{"kind": "play_unit", "card": "x"}]
    else:
        player = {"field": [card], "hand": fillers if hand is not None else 0}
        kind = "banish" if event == "banish" else "destroy"  # 1330.1 ゲームから除外 or 1317.2 破壊
        actions = [{"type": "effect", "effect": kind, "target": {"card": "x"}}]
        if event == "kill":  # 即死 (1317.1): the engine's own op, no 破壊
            actions = [{"kind": "effect", "player": "player1", "op": "kill", "target": "x"}]
    players: dict[str, Any] = {"player1": {}, "player2": {}, SEATS[owner]: player}
    if cause == "self" and event == "destroy":  # 「俺のEVENTで」: played by the asker (1208.1)
        kill = {"id": "c", "name": "破壊するEVENT", "kind": "EVENT", "effects": [{"effect": "destroy",
                "target": {"card": "x"}}]}  # fmt: skip
        side = players["player1"]
        side["hand"] = [*(side["hand"] if isinstance(side.get("hand"), list) else []), kill]
        actions = [{"kind": "play_event", "card": "c"}]
    return players | {"phase": "deploy", "actions": actions}


KISEKI = TriggerAdapter(
    "kiseki",
    frozenset({"unit"}),
    {"play": "play", "destroy": "destroy", "kill": "kill", "banish": "banish"},
    {"entered": "場に出た時", "destroyed": "破壊された時", "to_pile": "軌跡に置かれた時"},
    _kiseki,
    {
        "play": "UNITはCPコスト0で、配備ステップに手札からプレイしたものとしました(コストは誘発するかどうかに"
        "関わりません)。",
        "destroy": "UNITは効果で破壊されたものとしました(1317.2: 即死とは別の指示です)。",
        "kill": "UNITは効果で即死したものとしました(1317.1: 破壊とは別の指示です)。",
        "banish": "UNITは効果でゲームから除外されたものとしました(1330.1: 破壊とは別の指示です)。",
    },
    frozenset(
        {("entered", "play")}
        | {(t, e) for t in ("destroyed", "to_pile") for e in ("destroy", "kill", "banish")}
    ),  # (destroyed: kill, banish — cannot_trigger; to_pile: banish — cannot_trigger)
)


_FOW_OWN = {"destroyed", "graveyard"}  # the engine's own look-back conditions (10.9.1; 10.9.1 / 10.10.1)


def _fow(
    owner: str, spec: dict[str, Any], event: str, hand: int | None, healths: dict[str, int], cause: str | None
) -> dict[str, Any] | None:
    effects = spec["effects"]
    timings = {e.get("timing") for e in effects}
    if healths or any(e["effect"] != "draw" for e in effects) or len(timings) != 1 or not timings <= _FOW_OWN:
        return None  # only the card's own look-back trigger drawing its controller's cards
    n = sum(int(e.get("amount", 1)) for e in effects)
    card = {"id": "x", "name": spec["name"], "triggers": [{"on": timings.pop(), "draw": n}]}
    seat = SEATS[owner]
    # a disposal is its controller's (10.10.2); who destroys or removes it does not change the trigger
    players: dict[str, Any] = {"player1": {}, "player2": {}, seat: {"field": [card], "hand": hand or 0}}
    return players | {"operations": [{"kind": event, "player": seat, "card": "x"}]}


FOW = TriggerAdapter(
    "fow",
    frozenset({"resonator"}),
    {"destroy": "destroy", "remove_from_game": "remove_from_game"},
    {"destroyed": "破壊されたとき", "graveyard": "墓地に置かれたとき"},
    _fow,
    {
        "destroy": "リゾネイターは効果で破壊されたものとし、誰も対応しないものとしました(10.14.1)。",
        "remove_from_game": "リゾネイターは効果でゲームから取り除かれたものとしました(10.3.1)。",
        "dispose": "リゾネイターはそのコントローラーが破棄したものとしました(10.10.1、10.10.2)。",
    },
    frozenset({(t, e) for t in _FOW_OWN for e in ("destroy", "remove_from_game", "dispose")}),
)


def fow_quoted_trigger(reading: Reading) -> BuiltScenario | None:
    return quoted_trigger(FOW, reading)


def sve_quoted_trigger(reading: Reading) -> BuiltScenario | None:
    return quoted_trigger(SVE, reading)


def onepiece_quoted_trigger(reading: Reading) -> BuiltScenario | None:
    return quoted_trigger(ONEPIECE, reading)


def ninjaslayer_quoted_trigger(reading: Reading) -> BuiltScenario | None:
    return quoted_trigger(NINJASLAYER, reading)


def kiseki_quoted_trigger(reading: Reading) -> BuiltScenario | None:
    return quoted_trigger(KISEKI, reading)
