"""The DON!! given to a character that an effect KO'd, planned from the reading (6-5-5-4, 10-2-1-2):
「ドン!!が2枚付いた自分のキャラが相手の効果でKOされた。アクティブのドン!!は何枚?」「…コスト2のキャラを
出せる?」 (not 「ドン!!はどうなる?」: a what-happens verdict is the game's, it tells no DON!!).

The asker's one character told with its given DON!! is KO'd by an effect (the effect itself is not
run, only its KO); its DON!! go to the cost area rested (6-5-5-4), so they pay no cost (2-7-2). The
active DON!! must be told. A battle, a turn other than the asker's or another described card gets no
scenario.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.answering.plans.onepiece_attacking import attacks
from service.answering.plans.onepiece_can import can_head
from service.answering.plans.onepiece_cards import ASKER, OTHER, Box, cards, quantities
from service.answering.plans.onepiece_don import _unowned
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_PLAYABLE = ("character", "event", "stage")
_ALLOWED = frozenset({"destroy", "attach_don", "play", "use"})


def ko_given_don(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    if kind not in ("number", "can") or attacks(reading):
        return None  # 「ドン!!はどうなる?」: the what-happens verdict (the game goes on) tells no DON!!
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    kos = [f for f in acts if f.concept == "destroy"]
    if len(kos) != 1 or any(f.concept not in _ALLOWED for f in acts) or reading.of(Role.STATE):
        return None
    if any(f.concept != "self_turn" for f in reading.of(Role.TURN)) or reading.of(Role.NUMBER):
        return None
    if any(k.concept.strip("【】") not in ("カウンター", "メイン") for k in reading.of(Role.KEYWORD)):
        return None
    boxes = cards(reading)
    given = [b for b in boxes if b.kind == "character" and b.stats.get("don") and b.first() < kos[0].start]
    if len(given) != 1 or given[0].owner not in (ASKER, None) or set(given[0].stats) - {"don", "power"}:
        return None
    ko_card = given[0]
    played = _played(reading, boxes, ko_card, kind)
    if played is False:
        return None
    if any(b not in (ko_card, played) and not _source(b) for b in boxes):
        return None  # another card whose part is not read
    held = quantities(reading)
    if held is None:
        held = _unowned(reading)  # DON!! said with no owner are the asker's, whose character it was
    if held is None or held[OTHER] or set(held[ASKER]) - {"don_active", "don_rested"}:
        return None
    mine = held[ASKER]
    notes: list[str] = ["KOした効果そのものは実行せず、KO(10-2-1-2)だけを行っています。"]
    if "don_active" not in mine:
        return None  # the count the answer turns on is not told
    if kind == "number" and not any(a.concept == "about:don_active" for a in reading.asks()):
        return None  # 「アクティブのドン!!は何枚?」 only: the headline's first count
    character = {"id": "ko", "name": "KOされたキャラ", "don": ko_card.stats["don"]}
    if "power" in ko_card.stats:
        character["power"] = ko_card.stats["power"]
    player: dict[str, Any] = {
        "characters": [character],
        "don_active": min(mine["don_active"], 10),
        "don_rested": min(mine.get("don_rested", 0), 10),
    }
    sources = [b for b in boxes if _source(b)]
    seat = seats(OTHER if sources else ASKER)
    ko: dict[str, Any] = {"effect": "destroy", "target": {"card": "ko"}}
    actions: list[dict[str, Any]] = [{"type": "effect", **ko, "controller": seat[OTHER]}]
    opponent: dict[str, Any] = {}
    if sources:
        # 「相手のイベントでKOされた」: the opponent's event played in its main phase (8-4-2), its KO run
        if len(sources) > 1 or "カウンター" in sources[0].keywords or played is not None:
            return None  # a 【カウンター】 event is played in a battle; a play after it is the asker's turn
        opponent["hand"] = [
            {"id": "event", "name": "相手のイベント", "kind": "event", "cost": 0, "keywords": ["メイン"]}
            | {"effects": [{"timing": "now", **ko}]}
        ]
        actions = [{"type": "play", "card": "event"}]
        notes.append("相手のイベントは、相手のメインフェイズにコスト0で発動したとしています。")
    told: Callable[[SimulationResult], str] = _head(ko_card.stats["don"])
    if isinstance(played, Box):
        own_turn = any(f.concept == "self_turn" and not f.negated for f in reading.of(Role.TURN))
        if not own_turn and played.stats["cost"] <= player["don_active"]:
            # 「…が相手の効果でKOされた。アクティブのドン!!が3枚。コスト3のキャラを出せる?」: paid by the
            # active DON!!, the play is allowed only in the asker's own main phase — an opponent's KO is
            # most often in the opponent's turn, and the turn is not told (audit 11b had stated 'yes');
            # too few active DON!! say 'no' in either turn (2-7-2)
            return None
        card: dict[str, Any] = {"id": "played", "name": "出すカード", "kind": played.kind}
        card["cost"] = played.stats["cost"]
        if played.kind == "event":
            card["keywords"] = ["メイン"]
            notes.append("イベントは、メインフェイズに発動できる【メイン】のイベントとして扱っています。")
        player["hand"] = [card]
        actions.append({"type": "play", "card": "played"})
        told = can_head("出すことは")
    payload = {seat[ASKER]: player, seat[OTHER]: opponent, "actions": actions}
    return BuiltScenario(f"{GAME}.plan.ko_given_don", payload, tell(told, limit=3), tuple(notes))


def _source(box: Box) -> bool:
    """「相手のイベントで」「相手の【カウンター】イベントで」: the KO's source, told by kind only."""
    return box.kind == "event" and box.owner == OTHER and not box.stats and not box.states


def _played(reading: Reading, boxes: list[Box], ko_card: Box, kind: str) -> Box | bool | None:
    """The card a can ask plays after the KO (its cost told), None when nothing is played, False
    when the question is not read (a play not asked, or several)."""
    verb = asked_action(reading)
    plays = [f for f in reading.of(Role.ACTION) if f.concept in ("play", "use") and not f.negated]
    if kind != "can":
        return None if not plays else False
    if verb is None or verb.concept != "play" or len(plays) != 1:
        return False
    costed = [b for b in boxes if b is not ko_card and "cost" in b.stats and b.kind in _PLAYABLE]
    if len(costed) != 1 or costed[0].owner not in (ASKER, None) or set(costed[0].stats) != {"cost"}:
        return False
    return costed[0]


def _head(given: int) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        me = next(p for p in ("player1", "player2") if sim.zone(p, "cost") or p == "player2")
        cost = sim.zone(me, "cost")
        active = sum(1 for c in cost if not c["flags"].get("rested"))
        return (
            f"KO後のアクティブのドン!!は{active}枚です。レストのドン!!は{len(cost) - active}枚になります"
            f"(付与されていたドン!!{given}枚はレストでコストエリアに置かれます)"
        )

    return head
