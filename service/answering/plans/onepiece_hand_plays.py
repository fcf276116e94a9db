"""ONE PIECE plan `hand_after_plays`: the hand left after the cards the question says were played from
it — 「手札5枚。コスト3のキャラを出して、そのあとコスト2のイベントを使った。手札は何枚?」「手札6枚でコスト1の
キャラを2体出した。手札は?」. A character or stage played leaves the hand for the field, an event for the
trash after its effect (2-7-2, 2-7-3, 6-5-3); each pays its cost with active DON!! (2-7-2).

Built from the facts: the asker's hand told as a count before the plays, each card played with its cost
(a character, stage or event; 「2体出した」 repeats the one card told), the active DON!! if told (else 10,
noted: the cost paid changes no card in hand), the hand asked. An event played is run as a 【メイン】 one in
the main phase (noted: where it was played from decides nothing here). A turn, a draw or any other act,
a keyword, state or other stat is another plan's — a turn's start draws (6-3-1).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_cards import ASKER, cards
from service.answering.plans.onepiece_pay import played_count
from service.answering.plans.untold_cost import NOTE, uncosted_plays, uncosted_specs
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_PLAYABLE = frozenset({"character", "stage", "event"})
_DON = 10  # 5-1-2: the DON!! deck's 10, the most the cost area can hold
# 「手札は何枚?」「手札はいくつ残る?」: the hand named in the asking sentence
_SENTENCE = "。!?！？"


def _hand_asked(reading: Reading) -> bool:
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return False
    start = max(reading.text.rfind(c, 0, ask.start) for c in _SENTENCE) + 1
    return "手札" in reading.text[start : ask.end]


def hand_after_plays(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or not _hand_asked(reading):
        return None
    acts = reading.of(Role.ACTION)
    if not acts or any(f.concept not in ("play", "use", "activate") or f.negated for f in acts):
        return None
    if reading.of(Role.TURN, Role.MODIFIER, Role.STATE, Role.KEYWORD):
        return None
    counts = reading.of(Role.QUANTITY)
    hands = [f for f in counts if f.concept == "hand"]
    dons = [f for f in counts if f.concept == "don_active"]
    if len(hands) != 1 or len(hands) + len(dons) != len(counts) or len(dons) > 1:
        return None
    if any(f.owner not in (None, ASKER) or not isinstance(f.value, int) for f in counts):
        return None
    if hands[0].start > acts[0].start:
        return None  # the hand before the plays, told once
    kinds = uncosted_plays(reading, GAME, hands[0].end)
    if kinds is not None:
        return _built(int(hands[0].value or 0), uncosted_specs(kinds), dons, [NOTE])
    if any(f.concept == "activate" for f in acts):
        return None  # 「…を発動」 with a cost: another plan's (an ability, an event's counter)
    boxes = cards(reading)
    if (
        not boxes
        or len(boxes) != len(acts)
        or any(
            b.kind not in _PLAYABLE or set(b.stats) != {"cost"} or b.owner not in (ASKER, None) or b.states
            for b in boxes
        )
    ):
        return None  # each card played told with its cost, one play verb each
    times = played_count(reading)
    if times is None or (times > 1 and len(boxes) != 1) or not 1 <= times <= 5:
        return None
    if any(f.value != times or times == 1 for f in reading.of(Role.NUMBER)):
        return None  # a bare number that is not the count played (「キャラを2体出した」)
    played = [b for b in boxes for _ in range(times)]
    specs = [
        {"id": f"p{i + 1}", "name": f"出すカード{i + 1}", "kind": b.kind, "cost": b.stats["cost"]}
        for i, b in enumerate(played)
    ]
    return _built(int(hands[0].value or 0), specs, dons, [])


def _built(hand: int, specs: list[dict[str, Any]], dons: list[Any], notes: list[str]) -> BuiltScenario | None:
    total = sum(s["cost"] for s in specs)
    don = int(dons[0].value or 0) if dons else _DON
    if not len(specs) <= hand <= 40 or total > don or don > _DON:
        return None  # the told plays could not all be paid (2-7-2): not the situation told
    if not dons:
        notes.append(
            "アクティブのドン!!は書かれていないので、支払える10枚としています(手札の枚数には関わりません)。"
        )
    for spec in specs:
        if spec["kind"] == "event":
            spec["keywords"] = ["メイン"]
    if any(s["kind"] == "event" for s in specs):
        notes.append(
            "イベントはメインフェイズに使う【メイン】のイベントとしています(手札の枚数には関わりません)。"
        )
    others = [
        {"id": f"h{i + 1}", "name": "手札のカード", "kind": "character", "cost": 1}
        for i in range(hand - len(specs))
    ]
    player = {"hand": specs + others, "don_active": don}
    payload = {"player1": player, "actions": [{"type": "play", "card": s["id"]} for s in specs]}

    def head(sim: SimulationResult) -> str:
        if sim.rejected:
            return "出せないカードがあります"
        left = len(sim.zone("player1", "hand"))
        return f"手札は{left}枚になります(出したカード{hand - left}枚が手札を離れます、2-7-2、2-7-3)"

    return BuiltScenario(f"{GAME}.plan.hand_after_plays", payload, tell(head, limit=3), tuple(notes))
