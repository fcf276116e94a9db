"""軌跡 TCG plan: the hand of the first turn's player after the 手札の入れ替え (603.1d), the ドローステップ
(703.6a: 2 cards) and the 拠点ステップ (703.7a: at most 1 card put in the 拠点) — 「先攻で初手で2枚
入れ替えた。ドローステップで引いて、拠点ステップで1枚拠点に置いた。手札は何枚?」.

Built from the reading: the 手札の入れ替え told (ACTION mulligan with its count, or denied:
「入れ替えはしなかった」「キープ」), whose order (先攻 / 後攻, 「自分が最初のターンのイニシアチブ
プレイヤー」, 「相手がイニシアチブ」: the asker is then player2, whose steps follow player1's, 703.5),
the opening hand (603.1c: 4; a told 初手 of another size is not this situation), the step's draw and
the one card put in the 拠点 (or none). The run starts before the first turn (603.1d) and ends as the
asker's 配備ステップ begins. A card, a stat, an effect used or a draw denied is not planned.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
OPENING = 4  # 603.1c
_TURNS = frozenset({"prep_phase", "deploy_step", "first_turn", "order", "self_turn", "opponent_turn"})
# 「引かなかった」「ドローしてない」「引けなかった」: a draw denied, read or not
_NOT_DRAWN = re.compile(r"(?:引|ドロー\s*し)(?:か|け|いて|て)\s*(?:は|も)?\s*(?:い)?(?:な[いか]|ませ)")
_QUIET = frozenset({"use", "play"})  # 「効果は何も使ってない」: denied, they change nothing


def _placed(reading: Reading) -> tuple[Fact, ...] | None:
    places = tuple(f for f in reading.of(Role.ACTION) if f.concept == "place")
    if len(places) > 1 or any(f.value not in (None, 1) for f in places):
        return None  # 703.7a: one card at most
    return places


def _theirs(reading: Reading, fact: Fact) -> bool:
    """Whether `fact` is said of the opponent: its owner, else the last player named before it in
    its sentence (「相手が拠点ステップで手札1枚を拠点に置いた」「相手の手札は?」)."""
    if fact.owner is not None:
        return fact.owner == "opponent"
    start = reading.text.rfind("。", 0, fact.start) + 1
    named = [f for f in reading.of(Role.OWNER) if start <= f.start < fact.start]
    return bool(named) and named[-1].concept == "opponent"


def _opening(reading: Reading, places: tuple[Fact, ...]) -> bool:
    """The hand counts told are the opening hand of 4 (「初手4枚」) or the card put in the 拠点
    (「手札1枚を拠点に置いた」); any other hand count is another situation."""
    for f in reading.of(Role.QUANTITY):
        if f.concept != "hand" or f.owner == "opponent":
            return False
        if f.value == OPENING and f.start < min((p.start for p in places), default=len(reading.text)):
            continue
        if f.value == 1 and any(f.start <= p.start <= f.end + 2 and f.end <= p.end for p in places):
            continue
        return False
    return True


def _asks_hand(reading: Reading) -> bool:
    """The count asked is the hand's: each asking sentence names 手札 before its ask, or names nothing
    but the ask (「手札は何枚?」「何枚?」; not 「拠点のカードは何枚?」「得るCPは?」)."""
    for ask in reading.asks():
        said = re.split(r"[。?？!！]", reading.text[: ask.start])[-1]
        if "手札" not in said and re.sub(
            r"[\s、,]|自分の?|俺の?|こっちの?|(?:この|その)時点の?|では|で|は", "", said
        ):
            return False
        own = reading.text[ask.start : ask.end]
        if not re.match(r"(?:何|いく)", own) and "手札" not in own:
            return False  # 「CPは?」: the ask is itself another noun
    return True


def mulligan_hand(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"number"} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.NUMBER, Role.STAT, Role.STATE, Role.KEYWORD, Role.CARD)):
        return None
    if _NOT_DRAWN.search(reading.text):
        return None  # 「ドローステップは引かなかった」: the step's draw denied (unread: 6 had been stated)
    swaps = [f for f in reading.of(Role.ACTION) if f.concept == "mulligan"]
    made = [f for f in swaps if not f.negated]
    if not swaps or len(made) > 1 or (made and len(swaps) > 1):
        return None  # one 入れ替え, or only denials (「入れ替えずにキープ」)
    swapped = made[0].value if made else 0
    if not isinstance(swapped, int) or not 0 <= swapped <= OPENING:
        return None
    for f in reading.of(Role.ACTION):
        if f.concept in ("mulligan", "place") or (f.concept in _QUIET and f.negated):
            continue
        if f.concept == "draw" and not f.negated and f.value in (None, 2):
            continue
        return None  # another act, or the step's draw denied
    places = _placed(reading)
    if places is None or any(p.negated for p in places) or not _opening(reading, places):
        return None
    if any(_theirs(reading, f) for f in (*places, *reading.asks())):
        return None  # the opponent's placement or hand: the plan tells the asker's own
    if not _asks_hand(reading):
        return None  # 「拠点のカードは何枚?」「配備ステップで得るCPは?」: not the hand the plan counts
    # the 入れ替え's own words (「2枚戻して引き直した」) tell no step: masked before the step is looked for
    outside = "".join(
        " " if any(m.start <= i < m.end for m in swaps) else c for i, c in enumerate(reading.text)
    )
    if not places and not re.search(r"ドロー|引い|引き|引く|拠点|配備", outside):
        # 「入れ替えはしなかった。この時点の手札枚数は?」: no step told — the moment asked may be the
        # 入れ替え's (4, 603.1d) as well as the 配備ステップ's the run ends at (6 had been stated)
        return None
    turns = reading.of(Role.TURN)
    if any(f.negated or f.concept not in _TURNS for f in turns):
        return None
    orders = {f.value for f in turns if f.concept == "order"}
    concepts = {f.concept for f in turns}
    second = orders == {"second"} or (not orders and "opponent_turn" in concepts)
    if len(orders) > 1 or (orders == {"first"} and "opponent_turn" in concepts):
        return None
    if orders == {"second"} and "self_turn" in concepts:
        return None
    seat = "player2" if second else "player1"
    payload: dict[str, Any] = {
        "turn": 1,
        "phase": "prep",
        "player1": {},
        "player2": {},
        "choices": {"base": "first" if places else "none"},
    }
    payload[seat]["mulligan"] = swapped
    if reading.of(Role.QUANTITY):  # 「初手4枚」: the opening hand told (603.1c), the engine's 4 said
        payload[seat]["hand"] = OPENING
    if second:  # player1's 準備フェイズ and 配備ステップ come first (703.5)
        payload["actions"] = [{"kind": "end_step", "player": "player1"}]
    notes: list[str] = []
    if not orders and not concepts & {"opponent_turn", "self_turn"}:
        notes.append("先攻/後攻は書かれていないので、自分が最初のターンのイニシアチブプレイヤーとしました。")
    if not places:
        notes.append("拠点ステップでは手札を拠点に置かないものとしました(703.7a: 置かないことも選べます)。")
    if places and len(reading.of(Role.TURN)) and second:
        notes.append("相手(イニシアチブプレイヤー)も拠点ステップで手札を1枚拠点に置くものとしました。")

    def head(sim: SimulationResult) -> str:
        left = len(sim.uids(seat, "hand"))
        drawn = sum(
            1
            for e in sim.events
            if e.type == "move" and e.data.get("to_player") == seat and "703.6a" in e.rules
        )
        swap = (
            f"入れ替えで{swapped}枚をデッキの下に置き同じ枚数を引くので{OPENING}枚のまま(603.1d)、"
            if swapped
            else "入れ替えはしないので、"
        )
        put = "拠点ステップで1枚を拠点に置いて(703.7a)" if places else "拠点ステップでは置かず"
        return (
            f"配備ステップの開始時点で自分の手札は{left}枚です。初手{OPENING}枚(603.1c)、{swap}"
            f"ドローステップで{drawn}枚引き(703.6a)、{put}{left}枚になります"
        )

    return BuiltScenario(
        f"{GAME}.plan.mulligan_hand",
        payload,
        story(head, types=("phase",), limit=2, me=seat),
        tuple(notes),
    )
