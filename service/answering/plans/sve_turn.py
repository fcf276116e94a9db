"""Shadowverse Evolve: the start of one of the asker's turns, planned from the reading's facts.

`turn_start` — 「後攻の2ターン目ってPPいくつ?」「先攻の最初のターン、カードは引ける?」「PP最大値が9の
状態で自分のターンが始まったら、PPはいくつ?」「自分のデッキが0枚の状態で自分のターンが始まったら?」:
the start phase of that turn runs — PP max +1 up to 10 (7.2.1, 5.14.1), PP to the PP max (7.2.2), the
turn player's draw (7.2.4; not the first player's first turn, 7.2.4.1), a draw from an empty deck
losing at the next check (5.9.1.1, 11.2.2); the second player starts with 3 EP (6.2.1.10).

Which turn: the asker's Nth told with the turn order (「後攻の2ターン目」「先攻1ターン目」「後攻の自分
の3回目のターン」 — a numbered turn with the order is that player's own Nth turn, named in the notes),
or a turn told as starting (「自分のターンが来たら」 / 「スタートフェイズ」) with the PP max or deck it
starts from, which is then a later turn of the first player (named). The stated hand, deck and PP max
are the asker's; the opening hand of 4 (6.2.1.8) is assumed only for the first turn's hand asked.

The PP left unused at the end of the asker's previous turn (「前の自分のターン、PP最大値4でPPを3余らせた
ままターンエンドした。次の自分のターンが始まったとき…」): the told PP max and PP are where the start
phase begins — PP max +1 (7.2.1), PP set to the PP max whatever was left (7.2.2); nothing carries over.
The previous turn's end told with it is history the start of the later turn has passed (`ended_before`).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from service.answering.plans.sve_read import game_over, unbound_numbers
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_NUMBERED = frozenset({"own_turn", "turn_number", "first_turn"})
_STARTING = frozenset({"turn_start", "next_turn"})
_TURNS = _NUMBERED | _STARTING | {"order", "self_turn", "previous_turn"}
_QUANTITIES = frozenset({"hand", "deck", "pp_max", "pp"})
_ENDS = frozenset({"end_phase", "turn_end"})
_STOPS = "。??!!\n"
_OPENING_HAND = 4  # 6.2.1.8
_STATE_WORDS = Path(__file__).resolve().parents[1] / "lexicon" / "state_words.json"


def _nth(reading: Reading) -> tuple[int, str] | None:
    """(the asker's own turn count, its order) for a numbered turn told with the turn order."""
    turns = reading.of(Role.TURN)
    numbered = {f.value for f in turns if f.concept in _NUMBERED and isinstance(f.value, int)}
    orders = {f.value for f in turns if f.concept == "order"}
    if len(numbered) != 1 or len(orders) != 1:
        return None
    n, order = numbered.pop(), orders.pop()
    return (n, str(order)) if isinstance(n, int) and 1 <= n <= 100 else None


# 「相手のターンまで温存しなきゃダメ?」「次のターンまで待つべき?」: a turn named as what a card is kept
# for — the alternative the question weighs, not the turn the situation is in
_AWAITED = re.compile(
    r"\s*(?:に\s*なる)?\s*まで\s*(?:は)?\s*(?:温存|待|とって|取って|残して|我慢|ため|溜め|キープ|取っと|とっと)"
)


def awaited_turn(reading: Reading) -> Reading:
    """A turn the question says a card is kept until (「相手のターンまで温存」): no turn of the situation."""
    turns = [f for f in reading.of(Role.TURN) if _AWAITED.match(reading.text, f.end)]
    # the turn's own owner word (「相手のターン」's 相手) goes with it
    said = [f for f in reading.of(Role.OWNER) if any(t.start <= f.start and f.end <= t.end for t in turns)]
    out = {
        f: replace(f, role=Role.NEUTRAL, why="a turn a card is kept until, not the situation's")
        for f in turns + said
    }
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))


# 「相手にターンを返した」「相手へターンを渡して」: the opponent named only as whom the turn goes to
_HANDED = re.compile(r"\s*(?:に|へ)\s*(?:ターン|番)\s*(?:を)?\s*(?:返|渡|回|譲)")


def _handed(reading: Reading, f: Fact) -> bool:
    """The owner word `f` names whom the asker's turn was passed to (its end, 7.4.9), owning no fact."""
    return f.role is Role.OWNER and _HANDED.match(reading.text, f.end) is not None


def turn_start(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    if kind not in ("number", "can", "outcome", "winner") or unbound_numbers(reading):
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if not turns <= _TURNS or reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.CARD):
        return None
    # 「4枚引き直した」: the mulligan's redraw (6.2.1.8, sve.jsonl ACTION mulligan) changes no count;
    # 「スタートフェイズにカードを1枚引いた」: the start phase's one draw told (7.2.4), once (audit 20c)
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]  # 「まだ何もプレイしてない」: none done
    if any(
        (f.concept not in ("draw", "use") or (isinstance(f.value, int) and not _one_draw(reading, f, acts)))
        and f.concept != "mulligan"
        for f in acts
    ):
        return None  # the turn's own draw is asked, or another action: not this family
    if any(
        f.owner not in (None, "self")
        for f in reading.facts
        if f.role is not Role.NEUTRAL and not _handed(reading, f)
    ):
        return None
    player: dict[str, Any] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in _QUANTITIES or not isinstance(f.value, int) or not 0 <= f.value <= 60:
            return None
        if _BECAME.match(reading.text, f.end):
            return None  # 「ドローで山札が0枚になった」: what the draw left, not what it drew from (11.2.2)
        if player.get(f.concept, f.value) != f.value:
            return None
        player[f.concept] = f.value
    notes: list[str] = []
    nth = _nth(reading)
    if nth is not None:
        n, order = nth
        if turns & _STARTING - {"turn_start"} or {"previous_turn", "pp"} & (turns | set(player)):
            return None
        turn = 2 * n - 1 if order == "first" else 2 * n
        side = "先攻" if order == "first" else "後攻"
        notes.append(
            f"「{side}の{n}ターン目」は{side}プレイヤー(自分)自身の{n}回目のターン(ゲームの{turn}ターン目)と読みました。"
        )
        if "pp_max" in player and player["pp_max"] != min(n - 1, 10):
            return None  # a PP max the turn count contradicts
    elif turns & _STARTING and ({"pp_max", "deck"} & player.keys()) and _told_before_start(reading):
        pp_max = player.get("pp_max")
        own = pp_max + 1 if isinstance(pp_max, int) else 2
        # 「ちなみに俺は後攻」: an order told without the turn's count is kept (audit 9b: it had been
        # assumed 先攻 against the told 後攻)
        orders = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
        if len(orders) > 1:
            return None
        side = "後攻" if orders == {"second"} else "先攻"
        turn = 2 * own if side == "後攻" else 2 * own - 1
        notes.append(
            f"何ターン目かは指定がないので、自分が{side}の{own}回目のターン(最初のターンではなく、"
            "スタートフェイズにカードを引く: 7.2.4)と仮定。"
        )
    else:
        return None
    # 「PPとEPはいくつ?」 with no turn told: the EP would be the assumed turn order's, never told (audit 9b)
    named = {f.concept for f in reading.of(Role.TERM) if f.concept == "EP"}
    if named and nth is None:
        return None
    ep_said = nth is not None and (nth[1] == "first" or nth[0] == 1 or "EP" in named)
    if "EP" in named and nth is not None and nth[1] != "first" and nth[0] > 1:
        notes.append("EPは、それまでのターンに使っていない(6.2.1.10の3のまま)と仮定。")
    if "pp" in player:
        notes.append(f"PPは、そのターンの前に{player['pp']}余っていた(使われずに残った)状態から始めます。")
    if (
        "deck" in player
        and "hand" not in player
        and nth is not None
        and nth[0] == 1
        and _BUILT_TOLD.search(reading.text)
        and not _LEFT.search(reading.text)
    ):
        # 「デッキ40枚で先攻。マリガンもした。最初のターンのスタートフェイズの後、デッキは?」: a deck told
        # for the first turn with no hand may be the deck built, before the opening hand (6.2.1.7) — had
        # been run as the deck at the start phase and stated 40 (audit 27d; the setup plan runs it)
        return None
    hand_asked = _asks_hand(reading)
    if turn == 1 and not hand_asked and _draw_asked(reading):
        return None  # 「先攻。最初のターンは何枚引く?」: no draw (7.2.4.1); the head's number is the hand's
    if "hand" not in player:
        if hand_asked and (nth is None or nth[0] != 1):
            return None  # the hand before a later turn is nowhere in the question
        if nth is not None and nth[0] == 1:  # the opening hand, told whether asked or not
            player["hand"] = _OPENING_HAND
            notes.append(f"手札は指定がないので、最初の手札の{_OPENING_HAND}枚(6.2.1.8)と仮定。")
    if "pp_max" not in player and nth is not None:
        player["pp_max"] = min(nth[0] - 1, 10)
    if "deck" not in player:
        notes.append("デッキの枚数は指定がないので、引くカードが残っていると仮定。")
    spec: dict[str, Any] = {k: v for k, v in player.items() if k != "hand"}
    if "hand" in player:
        spec["hand"] = [{}] * player["hand"]
    payload: dict[str, Any] = {"turn": min(turn, 200), "phase": "start", "player1": spec}
    return BuiltScenario(
        f"{GAME}.planned_turn_start",
        payload,
        story(
            partial(
                _start_head,
                hand_told="hand" in player,
                left=player.get("pp"),
                ep_told=ep_said,
            ),
            types=("counter", "skip_draw", "pp_max_cap", "draw_failed", "game_over"),
            limit=4,
        ),
        tuple(notes),
    )


def _told_before_start(reading: Reading) -> bool:
    """With a previous turn told (「前の自分のターン、PP最大値4で…」), the PP max and PP are that turn's —
    where the later turn's start phase begins — only when told before the later turn is named: a PP
    max said after it (「次の自分のターン、PP最大値5になった」) may be the one already raised (7.2.1)."""
    if not any(f.concept == "previous_turn" for f in reading.of(Role.TURN)):
        return True
    later = [f.start for f in reading.of(Role.TURN) if f.concept in _STARTING]
    if not later:
        return False
    return all(f.end <= min(later) for f in reading.of(Role.QUANTITY))


def ended_before(reading: Reading) -> Reading:
    """「前の自分のターン、…ターンエンドした。次の自分のターンが始まったとき…」: the end of a previous turn
    (its sentence names 前のターン before it), told before the question names a turn starting, is
    history that start has passed (7.4.9, 7.2): a scenario starting at that start phase reflects it, so
    it is no fact left to script. An end with no previous turn told before it stays a fact."""
    text, out = reading.text, {}
    turns = reading.of(Role.TURN)
    for f in turns:
        if f.concept not in _ENDS or f.negated:
            continue
        start = max(text.rfind(c, 0, f.start) for c in _STOPS)
        earlier = any(g.concept == "previous_turn" and start < g.start < f.start for g in turns)
        later = any(g.concept in _STARTING and g.start > f.end for g in turns)
        if earlier and later:
            out[f] = replace(f, role=Role.NEUTRAL, why=f"{f.why}; a previous turn's end, passed (history)")
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))


# 「デッキ残り30枚」「今デッキ30枚」: a deck told as what is left now, not the deck built
_LEFT = re.compile(r"残り|残って|今の?(?:デッキ|山札)|現在")
# the setup told (a mulligan, the opening hand) or a deck described by its size (「40枚のデッキで」): a deck
# count beside it is the deck built (「山札が0枚の状態で先攻の最初のターン」 is the deck now)
_BUILT_TOLD = re.compile(r"マリガン|引き直|最初の\s*手札|初手|キープ|[0-9]+\s*枚\s*の\s*(?:メイン\s*)?デッキ")
# 「山札が0枚になった」「デッキ0になる」: a count told as what an act left
_BECAME = re.compile(r"\s*(?:枚)?\s*(?:に|と)\s*(?:なっ|なる|なり|減)")


# 「スタートフェイズに(カードを)1枚引いた」「スタートフェイズで1枚ドロー」: said right after the phase
_IN_START = re.compile(r"\s*(?:に|で|では|中に|の)?\s*[、,]?\s*(?:カードを|デッキから|山札から)?\s*")


def _one_draw(reading: Reading, act: Fact, acts: list[Fact]) -> bool:
    """The one told draw of one card said in the start phase (「スタートフェイズにカードを1枚引いた」,
    7.2.4): the run's own draw, whose absence on the first player's first turn (7.2.4.1) the gate finds
    (a told draw the run never makes). A draw told elsewhere (「メインフェイズに」「スペルで」) is another."""
    if act.concept != "draw" or act.value != 1 or sum(f.concept == "draw" for f in acts) != 1:
        return False
    starts = [f for f in reading.of(Role.TURN) if f.concept == "turn_start" and f.end <= act.start]
    return any(_IN_START.fullmatch(reading.text, f.end, act.start) for f in starts)


def _draw_asked(reading: Reading) -> bool:
    """「何枚引く?」「ドローは何枚?」: the number asked is the count the turn draws."""
    asks = [f for f in reading.asks() if f.concept == "number"]
    return any(
        0 <= d.start - a.end <= 2 or 0 <= a.start - d.end <= 3
        for a in asks
        for d in reading.of(Role.ACTION)
        if d.concept == "draw"
    )


def _asks_hand(reading: Reading) -> bool:
    """The hand may be asked: a word the gate reads as the hand's count (`lexicon/state_words.json`,
    「手札は何枚?」) is in the question, so the final hand must be one the question gives."""
    words = json.loads(_STATE_WORDS.read_text(encoding="utf-8"))
    hand = [
        w
        for w, games in words.items()
        if not w.startswith("_") and (games.get(GAME) or games.get("*")) == {"zone": "hand"}
    ]
    return any(w in reading.text for w in hand)


def _start_head(
    sim: SimulationResult, hand_told: bool = True, left: int | None = None, ep_told: bool = True
) -> str:
    """The start phase's draw, PP max, PP and EP — and the hand only when the question gave it (or the
    opening hand was assumed, noted): an untold hand is the engine's empty one (audit 9: 「手札は1枚」 had
    been said after a later turn's draw). `left`: the PP told as left unused before the turn, which the
    start phase does not add to (7.2.2). `ep_told`: the EP follows from what the question told — a
    先攻 player's (0), or a 後攻 player's first turn (3, 6.2.1.10); else an evolve may have spent it, and
    the start phase does not change it: it is not said (audit 9b: 「EPは0」 of a told 後攻)."""
    drew = any(e.type == "move" and "7.2.4" in e.rules for e in sim.events)
    over = game_over(sim, "player1")
    pp_max, pp, ep = (sim.counter("player1", k) for k in ("pp_max", "pp", "ep"))
    capped = "(上限の10のまま)" if any(e.type == "pp_max_cap" for e in sim.events) else ""
    hand = len(sim.zone("player1", "hand"))
    if over:
        return f"スタートフェイズにカードを引けず、{over}"
    draw = "カードを1枚引き" if drew else "カードは引かず"
    held = f"手札は{hand}枚、" if hand_told else ""
    kept = f"(残っていたPP{left}は持ち越されず、PP最大値と同じ値になります)" if left else ""
    told_ep = f"、EPは{ep}" if ep_told else ""
    return f"{draw}、{held}PP最大値は{pp_max}{capped}、PPは{pp}{kept}{told_ep}になります"
