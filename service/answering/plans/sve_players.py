"""Shadowverse Evolve plans on players: one effect on players' leaders or decks, and the end phase's
discard down to the hand limit — built from the reading's facts.

`player_effect`: the players' stated 体力 (2.8.3) / デッキ / 手札 and one effect — 「(数値)ダメージを
与える」 (5.13.1) to one player's leader or to each player's at once (1.3.4.1), or 「カードをN枚引く」
(5.9.2, a draw from an empty deck loses at the next check, 11.2.2) — resolved in the turn player's
main phase; the quantity the effect acts on must be stated (a default 体力20 or デッキ30 would decide
the answer). The effect's target is the owner its phrase names (「相手のリーダーに」「各プレイヤーの
リーダーに」「自分に」); the drawer is the 「…は/が」 subject, else the player whose effect it is.

`hand_limit`: 「エンドフェイズに手札がN枚」 → the turn player discards down to 7 (7.4.7).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import partial
from typing import Any

from service.answering.plans.sve_hand_plays import played_before, with_plays
from service.answering.plans.sve_read import WORD, game_over, seats, sentence, unbound_numbers
from service.answering.plans.sve_targets import target as _target
from service.answering.reading.acting import loss_asked
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_SUBJECT = re.compile(r"\s*(?:は|が)")
_BOTH_ADVERB = re.compile(r"\s*(?:に|で|とも|も)")  # 「お互いに1枚引く」: both players draw
# 「相手に2枚引かせた」「相手にドローさせる」: a causative draw — the player made to draw is the one marked
# by に, not the subject; 「引かされた」「ドローさせられた」 (made to draw, passive) keep the subject
_CAUSATIVE = re.compile(r"\s*(?:か|さ)せ(?!られ)")
_MADE_TO = re.compile(r"\s*に(?!は|も|つき|より|よって)")
_CONTROLLER = re.compile(r"\s*の\s*(?:カード|スペル|フォロワー|アミュレット)?\s*の?\s*(?:効果|能力)")
_PLAYER_QUANTITIES = frozenset({"deck", "hand"})
_TURN_NOTE = "ターンは指定がないので、ターンプレイヤーのメインフェイズに効果を処理すると仮定。"


def _owners(owner: str | None, seat: dict[str, str]) -> list[str]:
    if owner == "both":
        return ["player1", "player2"]
    return [seat[owner]] if owner in seat else []


def _effect(reading: Reading) -> Fact | None:
    """The one effect on players: a damage or draw with its amount, and no other action."""
    acts = [f for f in reading.of(Role.ACTION) if not f.negated and f.concept != "use"]
    if len(acts) != 1 or acts[0].concept not in ("damage", "draw"):
        return None
    if not isinstance(acts[0].value, int) and not (acts[0].concept == "draw" and acts[0].value is None):
        return None  # 「カードを引いたら」: a draw without its count is one card (named in the notes)
    return acts[0]


def _drawer(reading: Reading, effect: Fact) -> str | None:
    """「相手は3枚引く」: the subject; else 「自分のカードの効果で」: the effect's controller."""
    start, _ = sentence(reading, effect.start)
    owners = [f for f in reading.of(Role.OWNER) if start <= f.start and f.end <= effect.start]
    text = reading.text
    if _CAUSATIVE.match(text, effect.end):
        made = [f for f in owners if _MADE_TO.match(text, f.end)]
        return made[-1].owner if made else None
    subject = [
        f for f in owners
        if _SUBJECT.match(text, f.end) or (f.owner == "both" and _BOTH_ADVERB.match(text, f.end))
    ]  # fmt: skip
    if subject:
        return subject[-1].owner
    controller = [f for f in owners if _CONTROLLER.match(reading.text, f.end)]
    return controller[-1].owner if controller else None


def player_effect(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    effect = _effect(reading)
    if kind not in ("winner", "number", "outcome") or effect is None:
        return None
    if (
        unbound_numbers(reading)
        or reading.of(Role.KEYWORD, Role.STATE)
        # 「自分のターンに」: the asker is player1; 「相手のターンに」: player2 (`seats`) — whose turn it is
        # changes no loss to 体力 or an empty deck (11.2.1, 11.2.2; both at once a draw, 1.2.2)
        or any(f.concept not in ("self_turn", "opponent_turn") for f in reading.of(Role.TURN))
        or {f.concept for f in reading.of(Role.TURN)} >= {"self_turn", "opponent_turn"}
        or any(f.concept != "effect" for f in reading.of(Role.MODIFIER))
    ):
        return None
    if any(f.role is Role.CARD and f.concept != "leader" for f in reading.facts):
        return None  # a follower or amulet: another family
    seat = dict(seats(reading))
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    # 「自分のデッキは30枚、手札は3枚」: with one player named in the whole question, an unsaid owner
    # is that player
    named = {f.owner for f in reading.of(Role.OWNER)}
    # with no player named at all, the told quantities are the asker's (named in the notes)
    only = named.pop() if len(named) == 1 else ("self" if not named else None)
    for f in reading.of(Role.STAT, Role.QUANTITY):
        name = "health" if f.concept in ("health", "life") else f.concept
        wanted = name == "health" or f.concept in _PLAYER_QUANTITIES
        where = _owners(f.owner or only, seat)
        if not wanted or not where or not isinstance(f.value, int) or f.value < 0:
            return None
        for p in where:
            if name in players[p] and players[p][name] != f.value:
                return None
            players[p][name] = f.value
    owner = _target(reading, effect) if effect.concept == "damage" else _drawer(reading, effect)
    unnamed = not {f.owner for f in reading.of(Role.OWNER)}
    # 「体力3のリーダーに5ダメージ入ったら負け?」: no player named, a loss asked — the asker's leader (24f)
    asker_hit = owner is None and effect.concept == "damage" and unnamed and loss_asked(reading)
    owner = "self" if asker_hit else owner
    told_turn = any(f.concept in ("self_turn", "opponent_turn") for f in reading.of(Role.TURN))
    notes = [] if told_turn else [_TURN_NOTE]
    if unnamed:
        notes.append("持ち主の書かれていない数値(デッキ・手札・体力)は自分のものと仮定。")
    causative = effect.concept == "draw" and _CAUSATIVE.match(reading.text, effect.end) is not None
    if owner is None and causative:
        return None  # 「2枚引かせた」 with no player marked by に: who was made to draw is not told
    if owner is None and effect.concept == "draw" and only in (None, "self"):
        # 「デッキ残り1枚で『カードを2枚引く』スペルを使ったら」: no other player named, the asker draws
        owner = "self"
        notes.append("カードを引くのは、効果を使った自分(ターンプレイヤー)と仮定。")
    acted_on = _owners(owner, seat)
    if not acted_on:
        return None
    key = "health" if effect.concept == "damage" else "deck"
    if any(key not in players[p] for p in acted_on):
        return None  # the quantity the effect changes decides the answer and is not stated
    if kind == "number" and not _quantity_named(reading):
        return None  # 「残りは?」: the conclusion tells every player's 体力 and デッキ, the ask names none
    if kind == "number" and effect.concept == "draw" and any("hand" not in players[p] for p in acted_on):
        return None  # 「手札は何枚?」 after a draw needs the hand it started from
    amount = effect.value if isinstance(effect.value, int) else 1
    if not isinstance(effect.value, int):
        # 「ドローしまくって山札が0枚になった」: a draw with no count before the deck is what emptied it,
        # not a draw from the deck told (5.9.1.1); 「まだ引いてはいない」 denies the next one
        told_after = any(f.concept == "deck" and f.start > effect.start for f in reading.of(Role.QUANTITY))
        if told_after or any(f.concept == "draw" and f.negated for f in reading.of(Role.ACTION)):
            return None
        notes.append("引く枚数は書かれていないので1枚と仮定。")
    if effect.concept == "damage":
        action: dict[str, Any] = {"type": "damage", "amount": amount, "targets": acted_on}
    else:
        who = "both" if len(acted_on) == 2 else acted_on[0]
        action = {"type": "draw", "player": who, "count": amount}
    for spec in players.values():
        if "hand" in spec:
            spec["hand"] = [{}] * min(spec["hand"], 60)
    payload: dict[str, Any] = {k: v for k, v in players.items() if v} | {"actions": [action]}
    me = seat["self"]
    told = {p: frozenset(spec) for p, spec in players.items()}
    return BuiltScenario(
        f"{GAME}.planned_players",
        payload,
        story(lambda sim: _players_head(sim, me, told), limit=3, me=me),
        tuple(notes),
    )


# the player quantities the conclusion tells, one of which a number ask must name (「体力はいくつ?」
# 「デッキは何枚?」「手札は何枚になる?」)
_QUANTITY_WORD = re.compile(r"体力|ライフ|デッキ|山札|手札")


def _quantity_named(reading: Reading) -> bool:
    """Whether the sentence of the number asked names the quantity it asks."""
    asks = [f for f in reading.asks() if f.concept == "number"]
    if not asks:
        return False
    start, end = sentence(reading, asks[-1].start)
    return _QUANTITY_WORD.search(reading.text, start, end) is not None


def _players_head(sim: SimulationResult, me: str, told: Mapping[str, frozenset[str]]) -> str:
    """The 体力 and デッキ the question told (`told`: the keys set per seat) as the run left them — an
    untold one is the engine's default (体力20, デッキ30), no value to state (audit 9: 「相手のリーダーの
    体力は20、デッキは30枚」 had been said of an opponent the question never described)."""
    parts = []
    for seat in ("player1", "player2") if me == "player1" else ("player2", "player1"):
        who = WORD["self" if seat == me else "opponent"]
        said = told.get(seat, frozenset())
        health = f"{who}のリーダーの体力は{sim.counter(seat, 'health')}" if "health" in said else ""
        deck = f"デッキは{len(sim.zone(seat, 'deck'))}枚" if "deck" in said else ""
        if health or deck:
            parts.append("、".join(p for p in (health, deck) if p) if health else f"{who}の{deck}")
    over = game_over(sim, me) or "どちらも敗北せず、ゲームは続きます"
    return f"{'、'.join(parts)}になります。{over}" if parts else over


# 「(ターンが終わったときの)手札は何枚?」: the hand left is asked, not the discards
# 「手札は9枚で、ターン終了時に何枚になる?」「何枚残る?」: the count the hand becomes is asked too
_HAND_ASKED = re.compile(
    r"手札(?:は|が|って)?\s*(?:何枚|いくつ)|(?:何枚|いくつ)\s*(?:に\s*なる|残る|残す|になってる)"
)


def hand_limit(reading: Reading) -> BuiltScenario | None:
    """「エンドフェイズで手札が10枚。何枚捨てる?」: the turn player (the asker) discards down to 7
    (7.4.7); 「自分のターンのエンドフェイズ、相手の手札が9枚」: the non-turn player discards nothing; cards
    told played from the hand before it leave it (`sve_hand_plays.played_before`, 8.2.1)."""
    # 「相手のエンドフェイズ」 reads as the opponent's turn; its words say the end phase
    if asked(reading) not in ("number", "outcome") or not any(
        f.concept == "end_phase" or "エンドフェイズ" in f.text for f in reading.of(Role.TURN)
    ):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    hands = [f for f in reading.of(Role.QUANTITY) if f.concept == "hand" and isinstance(f.value, int)]
    # 「手札5枚。メインフェイズに効果で3枚引いた。エンドフェイズに…」: draws after the hand, before the end
    draws = [f for f in acts if f.concept == "draw" and isinstance(f.value, int) and 1 <= f.value <= 10]
    # 「手札8枚。コスト1のフォロワーを出してから…」: cards played from the hand before the end (8.2.1)
    played = played_before(reading, acts, hands[0].end) if len(hands) == 1 else None
    others = [
        f for f in reading.facts
        if f.role in (Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER) and not f.negated
        and not (draws and f.role is Role.MODIFIER and f.concept == "effect")
        and not (played and played[0] and f.role is Role.STAT)
    ]  # fmt: skip
    plays = [f for f in acts if f.concept in ("play", "use")]
    if played is None or others or any(f.concept != "discard" for f in acts if f not in draws + plays):
        return None
    if draws and (any(f.start < hands[0].end for f in draws) or (reading.of(Role.NUMBER) and not played[0])):
        return None  # a draw before the hand told may be in it
    turns = {f.concept for f in reading.of(Role.TURN)} - {"turn_end"}  # 「相手のターンが終わったとき」
    if not turns <= {"end_phase", "self_turn", "opponent_turn"} or {"self_turn", "opponent_turn"} <= turns:
        return None
    # 「相手のターンのエンドフェイズ」: the opponent is the turn player (player1), the asker player2
    turn_player = "opponent" if "opponent_turn" in turns else "self"
    owner = hands[0].owner or ("self" if turn_player == "self" else _discarder(reading))
    size = int(hands[0].value or 0)
    if not 0 <= size <= 60 or owner not in ("self", "opponent"):
        return None
    if _marked(reading) - {owner}:
        return None  # 「自分の手札9枚でターンエンド。相手は何枚捨てる?」: asked of the other player
    seat = "player1" if owner == turn_player else "player2"
    me = "player1" if turn_player == "self" else "player2"
    # the run stops as the turn ends (7.4.9): the next turn's draw (7.2.4) is not in the hand asked
    if played[0] and (owner != turn_player or "end_phase" not in turns or len(played[0]) > size):
        return None  # the turn player's plays of its main phase, from the hand told (8.2.1)
    hand = played[0] + [{"id": f"h{i}", "name": "手札のカード"} for i in range(1, size + 1 - len(played[0]))]
    payload: dict[str, Any] = {seat: {"hand": hand}, "actions": [{"type": "end_turn", "last": True}]}
    notes = ["手札のカードはどれも同じ(捨てるのは新しく加えたカードから)と仮定。"]
    if draws:
        if owner != turn_player or "end_phase" not in turns:
            return None  # the draws of the turn player's main phase, seen by its end phase (7.4.7)
        drawn = [{"type": "draw", "player": seat, "count": int(f.value or 0)} for f in draws]
        payload["actions"] = drawn + payload["actions"]
        payload[seat]["deck"] = 20
        notes.append("デッキの枚数は書かれていないので、引ける枚数(20枚)があると仮定。")
    if played[0]:
        notes.append(with_plays(payload, seat, played, sum(f.start < played[1] for f in draws)))
    return BuiltScenario(
        f"{GAME}.planned_hand_limit",
        payload,
        story(
            partial(_limit_head, seat=seat, owner=owner, dropping=not _HAND_ASKED.search(reading.text)),
            types=("hand_limit", "turn_end"),
            limit=2,
            me=me,
        ),
        tuple(notes),
    )


def _discarder(reading: Reading) -> str | None:
    """「俺は何枚捨てなきゃいけない?」: the asker, when the asking sentence marks only the asker with
    は/が — an ownerless 「手札が9枚」 is then the asker's both as the unsaid speaker and as the one
    asked of. 「相手は何枚捨てる?」 is not: the hand told with no owner may be the asker's."""
    if _marked(reading) == {"self"}:
        return "self"
    # 「…手札9枚。ターンが終わった時点で俺の手札は何枚?」: the hand asked is named by its owner with の
    asks = reading.asks()
    start, end = sentence(reading, asks[-1].start) if asks else (0, 0)
    named = {
        f.owner for f in reading.of(Role.OWNER)
        if start <= f.start < end and _OF_HAND.match(reading.text, f.end)
    }  # fmt: skip
    return "self" if named == {"self"} else None


_OF_HAND = re.compile(r"\s*の\s*手札")


def _marked(reading: Reading) -> set[str | None]:
    """The players the asking sentence marks with は/が (「相手は何枚捨てる?」: the opponent)."""
    asks = reading.asks()
    if not asks:
        return set()
    start, end = sentence(reading, asks[-1].start)
    return {
        f.owner for f in reading.of(Role.OWNER)
        if start <= f.start < end and _SUBJECT.match(reading.text, f.end)
    }  # fmt: skip


def _limit_head(sim: SimulationResult, seat: str, owner: str, dropping: bool) -> str:
    """The discards of `seat` in the end phase and its hand as the turn ends (before the next turn's
    draw): the one asked (「何枚捨てる?」: the discards) first."""
    # the discards the limit makes (7.4.7): not a spell played from the hand to the graveyard before it
    limit = next((e.seq for e in sim.events if e.type == "hand_limit"), None)
    end = next((e.seq for e in sim.events if e.type == "turn_end"), None)
    dropped = [
        e for e in sim.events
        if e.type == "move" and e.data.get("from_zone") == "hand" and e.data.get("to_zone") == "graveyard"
        and e.data.get("from_player") == seat and limit is not None and limit < e.seq
        and (end is None or e.seq < end)
    ]  # fmt: skip
    who, held = WORD[owner], len(sim.zone(seat, "hand"))
    if seat == "player1":
        told = (f"{who}は手札を{len(dropped)}枚捨てます", f"ターンの終わりの{who}の手札は{held}枚です")
        why = "ターンプレイヤーは手札の上限を超えた分を捨てます"
    else:
        told = (f"{who}は手札を{len(dropped)}枚捨てます", f"ターンの終わりの{who}の手札は{held}枚のままです")
        why = f"手札の上限を超えた分を捨てるのはターンプレイヤーだけで、非ターンプレイヤーの{who}は捨てません"
    first, then = told if dropping else told[::-1]
    return f"{first}({then.removesuffix('です')})。{why}"


# 「次の自分のターン」「次のエンドフェイズ」「その次」: a later turn than the one the count is told in
_LATER = re.compile(r"次の|次に|翌|その後の")


def _turn_owner(reading: Reading, f: Fact) -> str | None:
    """Whose turn a turn word names: its concept (「相手ターン」), else the owner word right before it
    (「自分のエンドフェイズ」)."""
    if f.concept in ("self_turn", "opponent_turn"):
        return "self" if f.concept == "self_turn" else "opponent"
    before = [o for o in reading.of(Role.OWNER) if 0 <= f.start - o.end <= 2]
    return before[-1].owner if before else None


# 「手札が9枚になった」「手札9枚になって」: a hand count said as what it became
_REACHED = re.compile(r"\s*(?:に|と)\s*(?:なっ|なり|なる|増え)")


def hand_reached(reading: Reading) -> Reading:
    """「相手ターン中にクイックのカードで2枚ドローして、俺の手札が9枚になった。このまま相手のエンドフェイズ
    迎えたら、何枚捨てる?」: a hand count said as what a draw made it, before an end phase the question
    asks about, is the hand the end phase sees (7.4.7); the draw told before it (and the 【クイック】
    of the card that drew, 12.3) is how the hand got there — both neutral. Only one draw and one hand
    count, the draw's player the count's (or unsaid), nothing else done."""
    hands = [f for f in reading.of(Role.QUANTITY) if f.concept == "hand"]
    draws = [f for f in reading.of(Role.ACTION) if f.concept == "draw"]
    if len(hands) != 1 or len(draws) != 1 or draws[0].negated or asked(reading) not in ("number", "outcome"):
        return reading
    hand, draw = hands[0], draws[0]
    if not _REACHED.match(reading.text, hand.end) or sentence(reading, draw.start) != sentence(
        reading, hand.start
    ):
        return reading
    if draw.end > hand.start or draw.owner not in (None, hand.owner):
        return reading
    ends = [f for f in reading.of(Role.TURN) if "エンドフェイズ" in f.text or f.concept == "end_phase"]
    if len(ends) != 1 or ends[0].start < hand.end or _LATER.search(reading.text, hand.end):
        return reading  # 「次の自分のエンドフェイズ」: a start phase's draw comes between (7.2.4)
    then = {_turn_owner(reading, f) for f in reading.of(Role.TURN) if f.end <= hand.start} - {None}
    if len(then) > 1 or then - {_turn_owner(reading, ends[0]) or next(iter(then), None)}:
        return reading  # the draw in the opponent's turn, the end phase the asker's: another turn between
    subjects = {
        o.owner for o in reading.of(Role.OWNER)
        if sentence(reading, draw.start)[0] <= o.start < draw.start and _SUBJECT.match(reading.text, o.end)
    }  # fmt: skip
    if subjects - {hand.owner}:
        return reading  # 「相手が2枚ドローして、俺の手札が9枚」: the drawer is not the hand's player
    if any(f.concept != "draw" for f in reading.of(Role.ACTION) if not f.negated):
        return reading  # another act (a discard, a play) may change the hand again
    start = sentence(reading, draw.start)[0]
    quick = {f for f in reading.of(Role.KEYWORD) if f.concept == "クイック" and start <= f.start < draw.start}
    why = "how a hand count said as reached got there (7.4.7 sees the count)"
    return replace(
        reading,
        facts=tuple(
            replace(f, role=Role.NEUTRAL, concept="setting", why=why) if f in quick | {draw} else f
            for f in reading.facts
        ),
    )
