"""Shadowverse Evolve plans on how a game ends outside combat, from the reading's facts.

* `deck_emptied` — 「効果で山札を上から5枚墓場に送ったらデッキ0枚になった。まだ引いてない。負け?」:
  cards put from the deck into the graveyard are not drawn (5.4.1), so a deck emptied that way is no
  defeat; only drawing from it is (5.9.1.1, 11.2.2) — the run's winner is nobody yet;
* `deck_told_empty` — 「相手のデッキが0枚になった。今は自分のターンのメインフェイズ。勝ち?」: the same, the
  deck told empty with no act: nobody has won yet;
* `battle_won` — 「相手が『バトルに勝利する』って出た。こっちの体力15、どっちの勝ち?」: every other
  player loses at once (5.22.1), whatever the leaders' 体力.

What the question leaves out (how many cards were milled, whose deck when unowned) is a default named
in the notes; the gate still checks every fact against the run.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from service.answering.plans.sve_read import ASKER_TURN, OPPONENT_TURN, describe, game_over, unbound_numbers
from service.answering.plans.undone import undone_draw
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_DECK = frozenset({"deck"})
_YOU = re.compile(r"あなた|君|きみ")
# the start phase's draw named by a time (sve has no ドローフェイズ: its start phase draws, 7.2.4)
_DRAW_TIME = re.compile(
    r"ドロー\s*(?:フェイズ|ステップ)|スタート\s*フェイズ|ターン\s*の?\s*(?:最初|開始|始め|はじめ)"
)
# a deck owned by someone named neither 自分 nor 相手 (「友達の」「Bさんの」) right before it
_THIRD = re.compile(r"(?:友達|友人|[A-ZＡ-Ｚ]さん|[A-ZＡ-Ｚ]くん|あいつ|彼女|彼)\s*の\s*$")


def deck_emptied(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "winner" or unbound_numbers(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    mills = [f for f in acts if f.concept == "mill"]
    if len(mills) != 1 or any(f.concept not in ("mill", "use") for f in acts):
        return None
    if any(f.concept != "draw" for f in reading.of(Role.ACTION) if f.negated):
        return None
    told = _milled_deck(reading, mills[0])
    if told is None:
        return None
    decks, start, count = told
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER) or any(
        f.concept != "self_turn" for f in reading.of(Role.TURN)
    ):
        return None
    seat = ASKER_TURN.get(decks[0].owner or "self", "player1")
    notes = ["デッキのカードを墓場に置いたのはこのターンのメインフェイズと仮定(カードは引いていません)。"]
    if count is None:
        count = start or 1
        if start is None:
            notes.append(
                "墓場に置いた枚数は指定がないので、デッキに残っていた1枚を置いたと仮定(0枚になることだけが結果に関わります)。"
            )
    start = start if start is not None else count
    if decks[0].owner is None:
        notes.append(
            "持ち主が書かれていないデッキは自分のものと仮定(どちらのデッキでも、引かない限り敗北しません)。"
        )
    payload: dict[str, Any] = {
        seat: {"deck": start},
        "actions": [{"type": "mill", "player": seat, "count": count}],
    }
    return BuiltScenario(
        f"{GAME}.planned_deck_emptied",
        payload,
        story(lambda sim: _emptied_head(sim, seat), types=("move", "deck_left", "game_over"), limit=3),
        tuple(notes),
    )


def _milled_deck(reading: Reading, mill: Fact) -> tuple[list[Fact], int | None, int | None] | None:
    """The deck counts a mill is told with: (the deck facts, the deck before the mill, the cards milled).
    A deck told before the mill is its starting count (「山札が3枚のときに…上から3枚を墓場に置く」, audit
    26h), one told after it what the mill left, which must be 0 (「…送ったらデッキ0枚になった」); told both
    ways, the mill must be what lies between. None when the counts are missing, several or disagree."""
    decks = [f for f in reading.of(Role.QUANTITY) if f.concept in _DECK]
    before = [f for f in decks if f.end <= mill.start]
    after = [f for f in decks if f.start >= mill.end]
    if not decks or len(before) > 1 or len(after) > 1 or len(before) + len(after) != len(decks):
        return None
    if len({f.owner for f in decks} - {None}) > 1:
        return None  # two players' decks
    count = mill.value if isinstance(mill.value, int) and mill.value > 0 else None
    start = before[0].value if before else None
    if start is not None and (not isinstance(start, int) or start < 1):
        return None
    if after and after[0].value != 0:
        return None  # a deck the mill left cards in is told as a count this plan does not check
    if start is not None and count is not None and (count > start or (after and count != start)):
        return None  # more milled than the deck held, or the told rest disagrees
    return decks, start, count


def deck_told_empty(reading: Reading) -> BuiltScenario | None:
    """「相手のデッキが0枚になった。今は自分のターンのメインフェイズ。…今の時点で自分の勝ち?」: a deck told
    empty in the asker's turn, nothing drawn since — only a draw from an empty deck defeats (5.9.1.1,
    11.2.2), so nobody has won yet (sve-by-01, round 13). The same in the opponent's turn (「相手のターン中
    に、効果で自分の山札が0枚になった。その時点で負け?」, audit 23d): the asker is seated as player2, the
    turn player's main phase runs on, and no start phase (7.2.4) is reached. Any act, another turn or a
    card told is another story."""
    if asked(reading) != "winner" or unbound_numbers(reading):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER):
        return None
    if not all(undone_draw(reading, f) for f in reading.of(Role.ACTION)):
        return None  # an act to run; a denied draw (「まだ引いてない」) is what the run does: nothing
    turns = [f.concept for f in reading.of(Role.TURN) if not f.negated]
    if turns not in ([], ["self_turn"], ["opponent_turn"]) or any(f.negated for f in reading.of(Role.TURN)):
        return None
    sides = OPPONENT_TURN if turns == ["opponent_turn"] else ASKER_TURN
    decks = reading.of(Role.QUANTITY)
    if len(decks) != 1 or decks[0].concept != "deck" or decks[0].value != 0:
        return None
    if _DRAW_TIME.search(reading.text):
        return (
            None  # 「…自分のターンのドローフェイズになった」: the start phase's draw from it (7.2.4, 11.2.2)
        )
    if decks[0].owner is None and _THIRD.search(reading.text[: decks[0].start]):
        return None  # 「Bさんのデッキが0枚」: a deck of neither player named
    owner = decks[0].owner or "self"
    described, leaders = describe(reading)
    if owner not in sides or described or "?" in leaders or any(v <= 0 for v in leaders.values()):
        return None
    seat = sides[owner]
    payload: dict[str, Any] = {seat: {"deck": 0}, "actions": []}
    for whose, health in leaders.items():
        payload.setdefault(sides[whose], {})["health"] = health
    whose_turn = "相手" if turns == ["opponent_turn"] else "自分"
    notes = [f"{whose_turn}のターンのメインフェイズで、デッキが0枚になってからカードは引いていないと仮定。"]
    # 「デッキが0枚になった。その瞬間に負け?」 (audit 24d): with no turn told either turn gives the same run —
    # no draw follows in it, so no one loses yet (5.9.1.1, 11.2.2); the turn and the deck's owner are named
    if not turns:
        notes.append(
            "どちらのターンかは書かれていないので、自分のターンとしました(どちらでも引くまでは敗北しません)。"
        )
    if decks[0].owner is None:
        notes.append("デッキの持ち主は書かれていないので、自分(質問した人)のデッキとしました。")
    return BuiltScenario(
        f"{GAME}.planned_deck_told_empty",
        payload,
        story(lambda sim: _emptied_head(sim, seat, sides["self"]), types=("game_over",), limit=1),
        tuple(notes),
    )


def _emptied_head(sim: SimulationResult, seat: str, me: str = "player1") -> str:
    """`me`: the asker's seat (player2 when the opponent is the turn player)."""
    over = game_over(sim, me)
    left = len(sim.zone(seat, "deck"))
    who = "自分" if seat == me else "相手"
    if over:
        return over
    return f"{who}のデッキは{left}枚になりますが、カードを引いていないので敗北せず、まだ勝者はいません"


def battle_won(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "outcome") or unbound_numbers(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    wins = [f for f in acts if f.concept == "win_battle"]
    if len(wins) != 1 or any(f.concept not in ("win_battle", "use", "effect") for f in acts):
        return None
    start = max(reading.text.rfind(c, 0, wins[0].start) for c in "。??") + 1
    owners = [f for f in reading.of(Role.OWNER) if start <= f.start and f.end <= wins[0].start]
    if not owners:
        return None
    who = owners[-1].owner if reading.text.startswith("が", owners[-1].end) else None
    if _YOU.fullmatch(owners[-1].text) and reading.text.startswith(("は", "が"), owners[-1].end):
        # 「自分が使ったカードの効果で『あなたはバトルに勝利する』」: the card's あなた is its player, the
        # subject of 使った (or the owner of 「…のカード」) before the quote
        players = [f for f in owners[:-1] if reading.text.startswith(("が", "の"), f.end)]
        who = players[-1].owner if players else None
    if who is None:
        return None  # 「相手が『バトルに勝利する』」: the player the effect names is the subject
    winner = ASKER_TURN.get(who or "", "")
    if not winner or reading.of(Role.KEYWORD, Role.STATE, Role.TURN):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):  # 「カードの効果で」 only
        return None
    described, healths = describe(reading)
    if any(d.facts for d in described) or set(healths) - {"self", "opponent"}:
        return None
    payload: dict[str, Any] = {
        ASKER_TURN[who]: {"health": value} for who, value in healths.items() if who in ASKER_TURN
    } | {"actions": [{"type": "win_battle", "player": winner}]}
    return BuiltScenario(
        f"{GAME}.planned_battle_won",
        payload,
        story(lambda sim: game_over(sim, "player1"), types=("game_over",), limit=1),
        ("効果の処理はこのターンのメインフェイズに行われたと仮定。",),
    )


# 「相手のターンが始まったら」「自分のターンを終えたら」「次は相手のターン」: the turn passes to the opponent
_PASSING = frozenset({"turn_end", "turn_start", "next_turn"})


# the plan ends the asker's turn and runs the opponent's start phase: a turn told as ending is the
# asker's, one told as starting the opponent's (7.4.9)
_WRONG_SIDE = {"turn_end": "opponent", "turn_start": "self", "next_turn": "self"}


def _whose(reading: Reading, turn: Fact) -> str | None:
    """The owner word right before a turn's passing (「相手のターンが終わって」「俺のターンが来たら」) in its
    own clause: the player whose turn it is."""
    text = reading.text
    start = max(text.rfind(c, 0, turn.start) for c in "。、,?!?") + 1
    owners = [f for f in reading.of(Role.OWNER) if start <= f.start and f.end <= turn.start]
    return owners[-1].owner if owners else None


def turn_passed(reading: Reading) -> BuiltScenario | None:
    """「相手のデッキが0枚の状態で自分のターンを終えたら?」: the asker's turn ends and the opponent's
    start phase draws (7.2.4) from its empty deck: it loses at the next check (5.9.1.1, 11.2.2)."""
    if asked(reading) not in ("winner", "outcome") or unbound_numbers(reading):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER):
        return None
    # 「(相手リーダー体力15、俺のリーダー体力3)」: the leaders' 体力 told, set as told (blind AQ sve-aq-22 had
    # been withheld for them); a follower, or a leader at 0 or less (the rule processing first), is not
    described, leaders = describe(reading)
    if described or "?" in leaders or any(v <= 0 for v in leaders.values()):
        return None
    turns = reading.of(Role.TURN)
    passing = [f for f in turns if f.concept in _PASSING]
    if not passing or not _start_draws(reading, passing):
        return None
    if any(f.concept not in _PASSING | {"self_turn", "opponent_turn"} for f in turns):
        return None
    both = any(f.concept == "self_turn" for f in turns) and any(f.concept == "opponent_turn" for f in turns)
    if both and not _in_order(reading, turns):
        return None
    if any(f.concept in _WRONG_SIDE and _whose(reading, f) == _WRONG_SIDE[f.concept] for f in turns):
        return None  # 「相手のターンが終わって」「俺のターンが来たら」: the asker's start phase
    decks = reading.of(Role.QUANTITY)
    if len(decks) != 1 or decks[0].concept != "deck" or decks[0].owner != "opponent":
        return None
    deck = decks[0].value
    if not isinstance(deck, int) or not 0 <= deck <= 60:
        return None
    notes = ["今は自分のターンで、そのターンを終えて相手のターンのスタートフェイズに進むと仮定。"]
    if _left_by_draw(reading, decks[0], passing):
        # 「スタートフェイズのドローで最後の1枚を引いて、山札がゼロになった」: the count is what the draw
        # left, so the deck held one more card before it (7.2.4 draws one; 5.9.1.1 only an empty deck's
        # draw loses)
        deck += 1
        notes.append(f"山札の枚数はスタートフェイズのドローの後の枚数なので、ドローの前は{deck}枚。")
    elif any(f.concept == "draw" and f.end <= decks[0].start for f in reading.of(Role.ACTION)):
        return None  # a count told after a draw, not plainly as what it left: before or after is unclear
    payload: dict[str, Any] = {"player2": {"deck": deck}, "actions": [{"type": "end_turn"}]}
    for whose, health in leaders.items():
        payload.setdefault(ASKER_TURN[whose], {})["health"] = health
    return BuiltScenario(
        f"{GAME}.planned_turn_passed",
        payload,
        story(lambda sim: _passed_head(sim), types=("game_over", "move", "turn_end"), limit=3),
        tuple(notes),
    )


# 「山札がゼロになった」「0枚になって」「残り0枚になる」: the count is the result of what was told before it
_BECAME = re.compile(r"\s*(?:枚)?\s*(?:に|と)\s*(?:なっ|なる|なり|なれ)")


def _left_by_draw(reading: Reading, deck: Fact, passing: list[Fact]) -> bool:
    """Whether the deck count is told as what the start phase's draw left (「…ドローで最後の1枚を引いて、
    山札がゼロになった」): after every draw, followed by a 「になった」, with one turn passing, told before
    it, and nothing told of a later turn (「次の相手のターンには?」 would be a second start phase)."""
    draws = [f for f in reading.of(Role.ACTION) if f.concept == "draw" and not f.negated]
    if not draws or any(f.end > deck.start for f in draws):
        return False
    if not _BECAME.match(reading.text, deck.end):
        return False
    if len(passing) != 1 or passing[0].start > deck.start:
        return False
    return all(f.end <= deck.start for f in reading.of(Role.TURN))


_BEFORE = re.compile(r"\s*(?:の|する|より)?\s*(?:前|まえ|直前)")


def _start_draws(reading: Reading, passing: list[Fact]) -> bool:
    """「…ターンを終えた。次の相手のターン、スタートフェイズのドローで…」: a draw told after the turn
    passes, of one card or no count told, by no player named as the asker, is the start phase's own
    draw (7.2.4) the plan runs; any other action, or a draw told before the turn passes, is not."""
    first = min(f.start for f in passing)
    for f in reading.of(Role.ACTION):
        if f.concept != "draw" or f.negated or f.value not in (None, 1) or f.start < first:
            return False
        if f.owner == "self" or _BEFORE.match(reading.text, f.end):
            return False  # 「ドローの前に…」: something else happens first
    return True


def _in_order(reading: Reading, turns: Sequence[Fact]) -> bool:
    """「相手の山札が0枚のまま自分のターンを終えた。次の相手のターン、…」: both turns told is the plan's own
    sequence only as one end of the asker's turn with the asker's turn told before it and the
    opponent's after it (7.4.9, then 7.2); any other order or a second end is another story."""
    ends = [f for f in turns if f.concept in ("turn_end",)]
    if len(ends) != 1 or _whose(reading, ends[0]) not in (None, "self"):
        return False
    end = ends[0]
    mine = [f for f in turns if f.concept == "self_turn"]
    theirs = [f for f in turns if f.concept == "opponent_turn"]
    return all(f.end <= end.start for f in mine) and all(f.start >= end.end for f in theirs)


def _passed_head(sim: SimulationResult) -> str:
    over = game_over(sim, "player1")
    if over:
        return f"相手のスタートフェイズに相手はカードを引けず、{over}"
    return "相手はスタートフェイズにカードを1枚引き、どちらも敗北しません"
