"""A card played into an area that already holds cards of its kind, planned from the reading: the
stage area holds 1 stage (3-8-5: the one there goes to its owner's trash before the new one is
played, 3-8-5-1), the character area 5 characters (3-7-6, 3-7-6-1: with 5 there, one goes to the
trash first) → whether the card is played, the cards then in the area, what happened to the old one.

The count already there is the one written with the area's kind (「ステージが1枚ある」「キャラが5体並ん
でる」「キャラクターが4体いる」); the card played is the asker's, from hand, in its main phase. Its cost
is not what is asked: the plan gives it cost 0 (a default in `notes`), so its payment changes nothing;
a cost told with no DON!! told is paid by as many active DON!! (noted, 2-7-2), the DON!! told decide.
A question with an attack, another turn, the opponent's cards or a card described with stats is
another plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_cards import ASKER, inside_parens
from service.answering.plans.onepiece_pay import many_played
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
ME = "player1"  # the asker plays in its own main phase
_LIMIT = {"stage": 1, "character": 5}  # 3-8-5, 3-7-6
_DON_MAX = 10  # the DON!! deck's 10 cards (5-1-2)
_NAMES = {"stage": "ステージ", "character": "キャラ"}
# 「ステージが1枚」「キャラエリアにもう5体」「ステージを1枚出してる」: the count right after the kind
_COUNT_GLUE = re.compile(
    r"\s*(?:カード|クター)?\s*(?:エリア\s*(?:に|には))?\s*(?:が|は|を)?\s*(?:もう|既に|すでに|ちょうど)?\s*"
)
_UNIT = re.compile(r"\s*(?:枚|体)")
_NTH = re.compile(r"([0-9])\s*体目\s*(?:の\s*キャラ(?:クター)?\s*)?(?:を|も)?\s*$")
# DON!! or a payment told in words the count readers do not take (「ドン!!はないけど」「ドン!!足りない」
# 「コストは払えない」): the payment the plan would assume is not unsaid
_PAYMENT_TOLD = re.compile(r"ドン|DON|払|足り|不足")
# 「(ドンは足りてる)」「ドン!!は十分ある」「コストは払える」: the payment told as enough — what the plan
# assumes anyway (the cost's count of active DON!!, 2-7-2); 「足りてない」「払えない」 are not this
_PAYMENT_ENOUGH = re.compile(
    r"(?:ドン|DON|コスト)(?:!!|\uff01\uff01)?(?:カード)?\s*(?:は|も)?\s*"
    r"(?:足りて(?:い)?る|足りる|足ります|十分(?:に)?\s*(?:ある|あります)|余って(?:い)?る|払える|払えます)"
    r"(?!\s*(?:か|の?\s*[?\uff1f]))"  # 「ドンは足りる?」 asks it
)
_NOT_FROM_HAND = re.compile(r"手札に(?:は)?(?:ない|無い|なく)|(?:トラッシュ|デッキ|山札|ライフ)から")


# 「1体出し」「1体を続けて出し」: a count said right before the play verb counts the cards played
_PLAYED = re.compile(r"\s*(?:体|枚)\s*(?:を|だけ)?\s*(?:続けて|連続で|まとめて)?\s*")


def _held(reading: Reading, kind: str, play: Fact, last: Fact) -> tuple[int, Fact] | None:
    """The count of `kind` already in the asker's area, told before the play."""
    # the card played (the last named before the play, when another is named before it) is not
    # counted: 「キャラが3体いるところにキャラを1体出したら」 plays 1
    kinds = [f for f in reading.of(Role.CARD) if f.concept == kind and f.end <= play.start]
    counted = [q for q in reading.of(Role.QUANTITY) if q.concept == "field_count" and q.end <= play.start]
    kinds = (
        kinds[:-1] if len(kinds) > 1 or (kinds and counted and counted[-1].end <= kinds[-1].start) else kinds
    )
    told = [
        (int(str(q.value)), q)
        for q in reading.of(Role.QUANTITY)
        if q.concept == "field_count"
        and kind == "character"
        and isinstance(q.value, int)
        and q.end <= play.start
    ]
    for card in kinds:
        for n in reading.of(Role.NUMBER):
            if (
                n.concept == "number"
                and isinstance(n.value, int)
                and n.start >= card.end
                and _COUNT_GLUE.fullmatch(reading.text, card.end, n.start)
                and _UNIT.match(reading.text, n.end)
                # 「コスト2のキャラを1体出したら」: the count played, right before the play verb, is no count
                # standing in the area (onepiece audit 12b had run 1 standing + 1 played)
                and not _PLAYED.fullmatch(reading.text, n.end, play.start)
            ):
                told.append((n.value, n))
    if kind == "stage":  # 「ステージがある」「ステージエリアが空いている」: the area's one stage, or none
        told += [
            (int(str(f.value)), f)
            for f in reading.of(Role.NEUTRAL)
            if f.concept == "stage_held" and isinstance(f.value, int) and f.end <= last.start
        ]
    if len({v for v, _f in told}) != 1:
        return None
    return told[0]


def area_limit(reading: Reading) -> BuiltScenario | None:
    acts = [f for f in reading.of(Role.ACTION) if not inside_parens(reading.text, f)]
    if not acts or any(f.concept != "play" or f.negated for f in acts):
        return None  # 「出したい。出したあと…」: the one play, said again; nothing else done
    if any(f.concept != "self_turn" for f in reading.of(Role.TURN)):
        return None
    if any(f.owner not in (ASKER, None) for f in reading.facts if f.role in (Role.OWNER, Role.CARD)):
        return None  # the opponent's area or cards
    if reading.of(Role.KEYWORD) or reading.of(Role.STATE):
        return None  # a described card: its keywords or states are another plan's
    if any(q.concept not in ("field_count", "don_active") for q in reading.of(Role.QUANTITY)):
        return None
    counted = any(q.concept == "don_active" for q in reading.of(Role.QUANTITY))
    if not counted and _PAYMENT_TOLD.search(_PAYMENT_ENOUGH.sub("", reading.text)):
        return None  # 「ドン!!はないけど」「コスト払えない」: a payment told, not as a count read (2-7-2)
    if _NOT_FROM_HAND.search(reading.text):
        return None  # 「トラッシュから出す」「手札にないキャラ」: not played from the hand (6-5-3-1)
    if many_played(reading):
        return None  # 「キャラを3体出したい」: the count played, not the area's (one card is played)
    if any(acts[0].end <= c.start < p.start for p in acts[1:] for c in reading.of(Role.CARD)):
        return None  # 「キャラを出して、もう1体キャラを出した」: a play naming its own card is a second play
    play = acts[0]
    played = [f for f in reading.of(Role.CARD) if f.end <= play.start]
    # 「キャラが5体いる状態で6体目を出せる?」: the N-th character played, its noun in the count told
    nth = _NTH.search(reading.text, 0, play.start)
    if not played and nth is not None and any(q.concept == "field_count" for q in reading.of(Role.QUANTITY)):
        kind = "character"
    elif not played or played[-1].concept not in _LIMIT:
        return None
    else:
        kind = played[-1].concept
    # 「コスト3のキャラをドン!!3枚で出したら」: the played card's cost, paid with the DON!! told
    cost = [s for s in reading.of(Role.STAT) if s.concept == "cost" and isinstance(s.value, int)]
    paid = [q for q in reading.of(Role.QUANTITY) if q.concept == "don_active"]
    if len(cost) != len(reading.of(Role.STAT)) or len(cost) > 1 or len(paid) > 1 or (paid and not cost):
        return None
    if any(f.concept not in (kind,) for f in reading.of(Role.CARD)):
        return None  # another kind of card in the question
    held = _held(reading, kind, play, acts[-1])
    if held is None or not (0 if kind == "stage" else 1) <= held[0] <= _LIMIT[kind]:
        return None
    count = held[0]
    if nth is not None and int(nth.group(1)) != count + 1:
        return None  # 「5体いて5体目を出す」: the ordinal and the count told disagree
    full = count == _LIMIT[kind]
    new = {"id": "new", "name": f"新しい{_NAMES[kind]}", "kind": kind, "cost": 0}
    player: dict[str, Any] = {"hand": [new]}
    notes: tuple[str, ...] = (
        f"出す{_NAMES[kind]}のコストは指定がないので0としています(置けるかと置いた後の枚数だけを確かめます)。",
    )
    if cost:
        price = min(int(str(cost[0].value)), 20)
        new["cost"] = price
        notes = ()
        if paid:
            player["don_active"] = min(int(str(paid[0].value)), 10)
        elif price > _DON_MAX:
            return None  # more than the 10 DON!! a player has (5-1-2): no payment to assume
        else:  # 「コスト3のキャラを出したい」: the area is asked, its payment unsaid (2-7-2)
            player["don_active"] = price
            notes = (f"コスト{price}を支払えるアクティブのドン!!がコストエリアにあるとしています(2-7-2)。",)
    play_action: dict[str, Any] = {"type": "play", "card": "new"}
    if kind == "stage" and count:
        player["stage"] = {"id": "old", "name": "今あるステージ"}
    else:
        player["characters"] = [{"id": f"c{i}", "name": f"キャラ{i + 1}"} for i in range(count)]
    if full:
        play_action["replace"] = "old" if kind == "stage" else "c0"
    payload = {"player1": player, "actions": [play_action]}
    head = _head(kind, count, full, _trash_asked(reading))
    return BuiltScenario(f"{GAME}.plan.area_limit", payload, tell(head, limit=3), notes)


def _trash_asked(reading: Reading) -> bool:
    """「トラッシュに置くキャラは何体?」: the count asked is of the cards trashed (3-7-6-1, 3-8-5-1), not
    the area's — the conclusion leads with it."""
    numbers = [f for f in reading.asks() if f.concept == "number"]
    if not numbers:
        return False
    start = max((m.end() for m in _END.finditer(reading.text, 0, numbers[-1].start)), default=0)
    end = _END.search(reading.text, numbers[-1].end)  # 「何体トラッシュ送り?」: the whole asking sentence
    return "トラッシュ" in reading.text[start : end.end() if end else len(reading.text)]


_END = re.compile(r"[。??\n]")


def _head(kind: str, count: int, full: bool, trash_asked: bool = False) -> Any:
    zone = "stage" if kind == "stage" else "characters"

    def head(sim: SimulationResult) -> str:
        said = _placed(sim)
        if trash_asked:
            trashed = sum(1 for e in sim.events if e.type == "move" and e.data.get("to_zone") == "trash")
            unit = "枚" if kind == "stage" else "体"
            return f"トラッシュに置かれる{_NAMES[kind]}は{trashed}{unit}です({said})"
        return said

    def _placed(sim: SimulationResult) -> str:
        now = len(sim.zone(ME, zone))
        if "new" not in sim.uids(ME, zone):  # refused (its cost not paid, 2-7-2): the area stays as it was
            unit = "枚" if kind == "stage" else "体"
            return f"出せません。自分の{_NAMES[kind]}エリアの{_NAMES[kind]}は{now}{unit}のままです"
        if kind == "stage":
            said = f"自分のステージエリアのステージは{now}枚になります"
            if full:
                return (
                    "出せます。既にあるステージを持ち主のトラッシュに置いてから、新しいステージを登場させます。"
                    + said
                )
            return (
                "出せます。ステージエリアは空いているので、そのまま登場させます(ステージは1枚まで)。" + said
            )
        # the count the question may ask (「出した後のキャラエリアは何体?」) comes before the 1 trashed
        said = f"出せます。自分のキャラエリアのキャラは{now}体になります。"
        if full:
            return said + "既にいるキャラ1枚を持ち主のトラッシュに置いてから、新しいキャラを登場させます"
        return said + f"キャラクターエリアには5枚まで置けるので、{count + 1}体目はそのまま登場させられます"

    return head
