"""軌跡 TCG plan: the cards a player draws in its ドローステップ of the 準備フェイズ (703.5, 703.6a) —
the イニシアチブプレイヤー's steps first, then the non-initiative player's: each draws 2.

Built from the reading: the 準備フェイズ/ドローステップ named (`prep_phase`), the draw asked
(「引ける?」「何枚?」), the player who draws (the draw's owner, else the last player the sentence
names before it) and whose turn it is (「相手のターン」: the opponent is the イニシアチブプレイヤー,
player1; the asker is then player2 and draws after player1's steps end). Decks and hands keep the
engine's sizes (20, 4), named in the notes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_cp_history import acted_for_ep
from service.answering.plans.kiseki_face_up import face_up_split, turned_up
from service.answering.plans.kiseki_played import played_units
from service.answering.plans.kiseki_units import plain
from service.answering.plans.their_aside import their_resources
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_costs import next_turn_asked, one_placed_by_the_asker
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"prep_phase", "opponent_turn", "self_turn", "first_turn", "order"})


def _drawer(reading: Reading, draw: Fact) -> str | None:
    if draw.owner is not None:
        return draw.owner
    start = reading.text.rfind("。", 0, draw.start) + 1
    owners = [f for f in reading.of(Role.OWNER) if start <= f.start < draw.start]
    return owners[-1].concept if owners else None


# a count asked of another noun than the draw (the hand, the deck, the 拠点): no count the step draws
_OF_ANOTHER = re.compile(r"手札|山札|デッキ|拠点|残り")


def _sentence_of(text: str, at: int) -> str:
    """The sentence of `text` holding position `at` (「。」「?」 end one)."""
    start = max(text.rfind(c, 0, at) for c in "。?？!！") + 1
    ends = [i for i in (text.find(c, at) for c in "。?？!！") if i >= 0]
    return text[start : min(ends) + 1 if ends else len(text)]


def prep_draw(reading: Reading) -> BuiltScenario | None:
    asks = {f.concept for f in reading.asks()}
    if not asks or not asks <= {"can", "number"} or not plain(reading):
        return None
    turns = reading.of(Role.TURN)
    if any(f.negated or f.concept not in _TURNS for f in turns):
        return None
    if "prep_phase" not in {f.concept for f in turns}:
        return None
    draws = reading.of(Role.ACTION)
    if not draws or any(f.concept != "draw" or f.negated for f in draws):
        return None
    if any(isinstance(f.value, int) and f.value != 2 for f in draws) or reading.of(Role.NUMBER):
        return None  # 「3枚引ける?」: not what the step draws — left to the builders
    if (
        reading.of(Role.QUANTITY)
        or reading.of(Role.STAT)
        or reading.of(Role.STATE)
        or reading.of(Role.KEYWORD)
    ):
        return None
    if any(
        f.concept == "number" and _OF_ANOTHER.search(_sentence_of(reading.text, f.start))
        for f in reading.asks()
    ):
        return None  # 「相手の手札は何枚?ドローステップで2枚引いた。」: the hand's count, not the cards drawn
    concepts = {f.concept for f in turns}
    drawers = {_drawer(reading, f) for f in draws}
    if drawers == {None} and "order" in concepts:
        drawers = {"self"}  # 「先攻の最初のターンでも引ける?」: the asker's own order (named below)
    if len(drawers) != 1 or None in drawers:
        return None
    drawer = next(iter(drawers))
    if {"opponent_turn", "self_turn"} <= concepts:
        return None
    # the イニシアチブプレイヤー is player1: the opponent in 「相手のターン」; 「後攻」 is the first turn's
    # non-initiative player (603.1a: 先攻 is the first turn's イニシアチブプレイヤー)
    orders = {f.value for f in turns if f.concept == "order"}
    if len(orders) > 1 or (orders and concepts & {"opponent_turn", "self_turn"}):
        return None
    asker = "player2" if "opponent_turn" in concepts or orders == {"second"} else "player1"
    seat = asker if drawer == "self" else ("player1" if asker == "player2" else "player2")
    actions: list[dict[str, Any]] = []
    if seat == "player2":  # player1's 準備フェイズ steps end first (703.5)
        actions.append({"kind": "end_step", "player": "player1"})
    payload: dict[str, Any] = {"phase": "prep", "player1": {}, "player2": {}, "actions": actions}
    if "first_turn" in concepts:
        payload["turn"] = 1  # 703.6a: no exception for the first turn
    notes = ["デッキと手札の枚数は書かれていないので、エンジンの既定(デッキ20枚、手札4枚)としました。"]
    if orders:
        notes.append(
            "先攻/後攻は自分(質問した人)のこととし、先攻は最初のターンのイニシアチブプレイヤー、"
            "後攻はその相手としました(603.1a)。"
        )
    elif "opponent_turn" not in concepts and "self_turn" not in concepts:
        notes.append("どちらのターンかは書かれていないので、自分がイニシアチブプレイヤーとしました。")
    name = "自分" if drawer == "self" else "相手"

    def head(sim: SimulationResult) -> str:
        drawn = sum(
            1
            for e in sim.events
            if e.type == "move"
            and e.data.get("from_zone") == "deck"
            and e.data.get("to_zone") == "hand"
            and e.data.get("to_player") == seat
        )
        role = "イニシアチブプレイヤー" if seat == "player1" else "非イニシアチブプレイヤー"
        return f"{name}は{role}として準備フェイズのドローステップでカードを{drawn}枚引きます(703.5、703.6a)"

    return BuiltScenario(
        f"{GAME}.plan.prep_draw",
        payload,
        story(head, types=("move", "phase"), limit=4, me=asker),
        tuple(notes),
    )


_HAND_TURNS = frozenset({"prep_phase", "opponent_turn", "self_turn", "first_turn", "order"})
_PLACED = frozenset({"place", "base"})


def prep_hand(reading: Reading) -> BuiltScenario | None:
    """The hand after the 準備フェイズ's ドローステップ (703.6a: 2 cards), nothing put in the 拠点:
    「準備フェイズ開始時の手札は3枚…準備フェイズが終わった時点の手札は何枚?」. The hand is the one
    count the question gives; an unowned one is the asker's (named)."""
    if {f.concept for f in reading.asks()} != {"number"} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.NUMBER, Role.STAT, Role.STATE, Role.KEYWORD, Role.CARD)):
        return None
    hands = reading.of(Role.QUANTITY)
    if len(hands) != 1 or hands[0].concept != "hand" or hands[0].owner == "opponent":
        return None
    hand = hands[0].value
    if not isinstance(hand, int) or not 0 <= hand <= 20:
        return None
    if any(o.concept != "self" for o in reading.of(Role.OWNER) if o.start > hands[0].end):
        return None  # 「…相手の手札は何枚?」: another player's hand may be the one asked
    turns = reading.of(Role.TURN)
    concepts = {f.concept for f in turns}
    if any(f.negated for f in turns) or not concepts <= _HAND_TURNS or "prep_phase" not in concepts:
        return None
    if {"opponent_turn", "self_turn"} <= concepts:
        return None
    # 「2枚引いて、拠点ステップで手札から1枚拠点に置いた」: the step's one card (703.7a)
    placed: list[Fact] = []
    for f in reading.of(Role.ACTION):  # the step's own draw; 「拠点には何も置かない」
        if f.concept == "draw" and not f.negated and f.value in (None, 2):
            continue
        if f.concept in _PLACED and f.negated:
            continue
        if f.concept == "place" and f.value in (None, 1) and not placed and "拠点ステップ" in reading.text:
            placed.append(f)
            continue
        return None
    if placed and not one_placed_by_the_asker(reading.text):
        return None  # 「相手が…置いた」「置こうと思ったけどやめた」: no card the asker put
    drew = [f for f in reading.of(Role.ACTION) if f.concept == "draw" and not f.negated]
    if placed and not any(f.end <= placed[0].start for f in drew):
        return None  # 「手札2枚。拠点ステップで1枚置いた」: the hand may be the one after the draw step
    seat = "player2" if "opponent_turn" in concepts else "player1"
    actions: list[dict[str, Any]] = []
    if seat == "player2":  # player1's 準備フェイズ steps come first (703.5)
        actions.append({"kind": "end_step", "player": "player1"})
    payload: dict[str, Any] = {
        "turn": 1 if "first_turn" in concepts else 2,
        "phase": "prep",
        "player1": {},
        "player2": {},
        "actions": actions,
    }
    payload[seat] = {"hand": hand}
    notes = ["拠点ステップでは手札を拠点に置かないものとしました(703.7a: 置かないことも選べます)。"]
    if placed:  # the card put is one of the hand's, face down (703.7a)
        payload[seat] = {"hand": [{"id": f"h{i + 1}", "name": "手札のカード"} for i in range(hand)]}
        actions.append({"kind": "base", "player": seat, "card": "h1"})
        notes = ["拠点に置いた1枚は、拠点ステップで手札から置いたものとしました(703.7a)。"]
    if hands[0].owner is None:
        notes.append("手札の持ち主は書かれていないので、自分(質問した人)の手札としました。")
    if "opponent_turn" not in concepts and "self_turn" not in concepts and "first_turn" not in concepts:
        notes.append("どちらのターンかは書かれていないので、自分がイニシアチブプレイヤーとしました。")

    def head(sim: SimulationResult) -> str:
        drawn = sum(
            1
            for e in sim.events
            if e.type == "move" and e.data.get("to_zone") == "hand" and e.data.get("to_player") == seat
        )
        left = len(sim.uids(seat, "hand"))
        if placed:
            return (
                f"自分の手札は{hand}枚から、ドローステップで{drawn}枚引き(703.6a)、拠点ステップで1枚を拠点に"
                f"置いて{left}枚になります(703.7a)"
            )
        return (
            f"自分の手札は{hand}枚から、準備フェイズのドローステップで{drawn}枚引いて{left}枚になります"
            "(703.6a)。拠点ステップで拠点に置かなければ、準備フェイズの終わりまでそのままです(703.7a)"
        )

    return BuiltScenario(
        f"{GAME}.plan.prep_hand",
        payload,
        story(head, types=("move", "phase"), limit=4, me=seat),
        tuple(notes),
    )


_CP_TURNS = frozenset({"prep_phase", "deploy_step", "opponent_turn", "self_turn"})
# 「CPはいくつ残る?」「残りのCPは?」「CPはあといくつ?」: the CP left after the UNITs played is asked
_LEFT_ASKED = re.compile(r"残|余|あと\s*(?:いくつ|何)")


def deploy_cp(reading: Reading) -> BuiltScenario | None:
    """The CP a player gains as its 配備ステップ begins: 1 for each card in its 拠点 (703.8a), acted ones
    included — 「拠点5枚のうち2枚が横向き。配備ステップでCPいくつもらえる?」. Run through the 準備フェイズ
    (nothing put in the 拠点, 703.7a — or the one card the question puts there in the 拠点ステップ:
    「拠点ステップで手札から1枚拠点に裏向きで置いた」) into the 配備ステップ of the 拠点's owner."""
    aside = their_resources(reading, ("base",))  # 「相手の拠点は6枚」: CP of one's own 拠点 (703.8a)
    reading, history = acted_for_ep(
        aside.reading
    )  # 「2枚は…EPを出すためにアクションしたから横向き」 (703.8a)
    asks = {f.concept for f in reading.asks()}
    if not asks or not asks <= {"number", "can"} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.NUMBER, Role.KEYWORD)):
        return None
    costs = played_units(reading)  # 「CPコスト4のUNITは出せる?」: UNITs then paid with that CP
    if costs is None or ("number" not in asks and not costs):
        return None
    placed = [
        f for f in reading.of(Role.ACTION) if not (f.concept in _PLACED and f.negated) and f.concept != "play"
    ]
    if any(f.concept != "place" or f.value != 1 for f in placed) or len(placed) > 1:
        return None  # one card a step (703.7a); any other action is another situation
    counts = reading.of(Role.QUANTITY)
    if len(counts) != 1 or counts[0].concept != "base" or not isinstance(counts[0].value, int):
        return None
    base, owner = counts[0].value, counts[0].owner or "self"
    if not 0 <= base <= 30 or owner == "both":
        return None
    if placed and (placed[0].owner not in (None, owner) or placed[0].start < counts[0].start):
        return None  # another player's card, or a count told after the placement (before or after it?)
    if next_turn_asked(reading.text):
        return None  # the next turn's 拠点ステップ may add a card (703.7a): the run is this turn's
    if placed and not one_placed_by_the_asker(reading.text, owner):
        return None  # 「相手が拠点ステップで1枚置いた」「置こうと思ったけどやめた」: no card the asker put
    states = [f for f in reading.of(Role.STATE) if not (placed and _within(f, placed[0]))]
    # 「うち2枚は横向き(アクション状態)」: the parenthesis restates the state before it — one state
    states = [f for i, f in enumerate(states) if not (i and _restated(reading.text, states[i - 1], f))]
    states, face_up = face_up_split(states)  # 「(1枚は表向き、…)」: part of the 拠点 face up (1204.2a)
    if len(states) > 1 or any(f.concept != "rested" or f.negated for f in states) or not 0 <= face_up <= base:
        return None
    acted = base if states and states[0].value is None else int(states[0].value or 0) if states else 0
    if not 0 <= acted <= base:
        return None
    turns = reading.of(Role.TURN)
    concepts = {f.concept for f in turns}
    if any(f.negated for f in turns) or not concepts <= _CP_TURNS or "deploy_step" not in concepts:
        return None
    if {"opponent_turn", "self_turn"} <= concepts or (placed and "prep_phase" not in concepts):
        return None  # a placement of no 拠点ステップ may come after the 配備ステップ began
    asker = "player2" if "opponent_turn" in concepts else "player1"
    seat = asker if owner == "self" else ("player1" if asker == "player2" else "player2")
    cards = [
        {"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}", **({"acted": True} if i < acted else {})}
        for i in range(base)
    ]
    turned_up(cards, face_up)  # which of them: the CP is the same (703.8a)
    actions: list[dict[str, Any]] = []
    if seat == "player2":  # player1's 準備フェイズ steps come first (703.5)
        actions.append({"kind": "end_step", "player": "player1"})
    payload: dict[str, Any] = {"phase": "prep", "player1": {}, "player2": {}, "actions": actions}
    payload[seat] = {"base": cards}
    if aside.theirs:  # the other player's 拠点 as told: its CP is theirs, in their own 配備ステップ (703.5)
        if owner != "self" or not 0 <= aside.theirs["base"] <= 30:
            return None
        other = "player2" if seat == "player1" else "player1"
        payload[other] = {
            "base": [
                {"id": f"o{i + 1}", "name": f"相手の拠点のカード{i + 1}"} for i in range(aside.theirs["base"])
            ]
        }
    if placed:  # the 拠点ステップ's one card from the hand, face down (703.7a)
        payload[seat]["hand"] = [{"id": "h1", "name": "拠点に置く手札のカード"}]
        actions.append({"kind": "base", "player": seat, "card": "h1"})
        notes = ["拠点に置いた1枚は、その拠点ステップで手札から裏向きに置いたものとしました(703.7a)。"]
    else:
        notes = ["拠点ステップでは手札を拠点に置かないものとしました(703.7a)。"]
    for n, cost in enumerate(costs, start=1):  # played in the order told, paid with the step's CP
        payload[seat].setdefault("hand", []).append(
            {"id": f"u{n}", "name": f"CPコスト{cost}のUNIT", "cp_cost": cost}
        )
        actions.append({"kind": "play_unit", "player": seat, "card": f"u{n}"})
    if not concepts & {"opponent_turn", "self_turn"}:
        notes.append(
            "どちらのターンかは書かれていないので、自分がイニシアチブプレイヤーとしました(CPの数は変わりません)。"
        )
    name = "自分" if owner == "self" else "相手"

    def head(sim: SimulationResult) -> str:
        got = sum(
            int(e.data.get("delta", 0))
            for e in sim.events
            if e.type == "counter"
            and e.data.get("key") == "cp"
            and e.data.get("player") == seat
            and "703.8a" in e.rules
        )
        told = f"(アクション状態の{acted}枚も数えます)" if acted else ""
        if placed:
            said = (
                f"{name}は拠点ステップで拠点のカードが{base}枚から{base + 1}枚になり(703.7a)、"
                f"配備ステップの開始時にその枚数のCPを{got}得ます{told}(703.8a)"
            )
        elif not base:  # 「拠点にカードは1枚もない」: no card to count, not 「0枚につき」
            said = f"{name}は拠点にカードがないので、配備ステップの開始時に得るCPは0です(703.8a)"
        else:
            said = f"{name}は配備ステップの開始時に拠点のカード{base}枚につきCPを{got}得ます{told}(703.8a)"
        said += "".join(_paid(sim, costs, got))
        if costs and _LEFT_ASKED.search(_asking_sentence(reading.text)):
            # 「出したら、CPはいくつ残る?」: the CP left after the UNITs paid, not the CP gained (302.1a)
            left = _left(sim, seat)
            if left is None:
                return "残りのCPを確かめられませんでした"
            said = f"{name}の残りのCPは{left}です(703.8a、1204.2f-1)。" + said
        return said

    return BuiltScenario(
        f"{GAME}.plan.deploy_cp",
        payload,
        story(head, types=("counter",), limit=3, me=asker),
        tuple(notes),
        history,
    )


def _asking_sentence(text: str) -> str:
    """The sentence holding the last question mark (the last sentence when there is none)."""
    end = max(text.rfind("?"), text.rfind("？"))
    end = end if end >= 0 else len(text)
    return re.split(r"[。!！?？]", text[:end])[-1]


def _left(sim: SimulationResult, seat: str) -> int | None:
    """The seat's CP after every counter event of the run (gained 703.8a, paid 1204.2f-1)."""
    values = [
        e.data.get("value")
        for e in sim.events
        if e.type == "counter" and e.data.get("key") == "cp" and e.data.get("player") == seat
    ]
    return values[-1] if values and isinstance(values[-1], int) else None


def _paid(sim: SimulationResult, costs: list[int], cp: int) -> list[str]:
    """What became of each UNIT played with the step's CP (1204.2f-1: paid with CP; 1204.2h refused)."""
    out: list[str] = []
    refused = {str(e.data.get("action", {}).get("card")) for e in sim.events if e.type == "rejected"}
    for n, cost in enumerate(costs, start=1):
        if f"u{n}" in refused:
            out.append(
                f"。CPコスト{cost}のUNITは、残りのCPでは支払えないのでプレイできません(1204.2f-1、1204.2h)"
            )
        else:
            out.append(f"。CPコスト{cost}のUNITはCPを支払ってプレイできます(1204.2f-1)")
    if len(costs) > 1:
        out.append(f"(CPは合計{cp}、UNITのCPコストは合計{sum(costs)})")
    return out


def _restated(text: str, before: Fact, after: Fact) -> bool:
    """`after` is `before` said again in a parenthesis right after it (「横向き(アクション状態)」)."""
    between = text[before.end : after.start].strip()
    return (
        after.concept == before.concept
        and after.negated == before.negated
        and after.value is None
        and between in ("(", "（")
    )


def _within(inner: Fact, outer: Fact) -> bool:
    """Whether `inner` is read inside `outer`'s words (「1枚拠点に裏向きで置いた」's 拠点に, 裏向き)."""
    return outer.start <= inner.start and inner.end <= outer.end
