"""The first turns a question tells, checked against the turn a plan's scenario runs (6-5-6-1, 6-3-1,
6-4-1: a player's first turn draws, places DON!! and battles differently).

Most plans leave the scenario's turn to the engine's default (game turn 3, past both first turns).
The gate takes a told 「2ターン目」 as reflected by turn 3 (a player's own 2nd turn is game turn 3 or
4), but 「ゲーム2ターン目」 and 「後攻の…2ターン目」's game turn 2 is the second player's first turn, and
「1ターン目」「1回目の自分のターン」 a first turn: a scenario run at turn 3 does not reflect them, so
`at_turn_three` withholds it (a plan that sets the turn itself, as turn_start or can_attack do, is
left alone). The told turns those plans set are read here too: `first_turn` (「先攻の1ターン目」),
`game_turn` (「ゲーム4ターン目」) and `turn_from` (「お互い2ターン目以降」).
"""

from __future__ import annotations

import re

from service.answering.plans import Plan
from service.answering.plans.onepiece_cards import ASKER, OTHER
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

_GAME = re.compile(r"ゲーム\s*(?:の)?\s*$")  # 「ゲーム2ターン目」: the game's turn count


def _early(reading: Reading, f: Fact, orders: set[int | str | None]) -> bool:
    if f.concept == "first_turn":
        return True
    if not isinstance(f.value, int):
        return False
    if f.concept == "own_turn":
        return f.value <= 1
    if f.concept != "turn_number" or f.value > 2:
        return False
    # 「先攻の2ターン目」: the first player's own 2nd turn is game turn 3 — the one run
    own_second = f.value == 2 and orders == {"first"} and not _GAME.search(reading.text[: f.start])
    return not own_second


def early_turn(reading: Reading) -> bool:
    """Whether the question tells a turn that may be a first turn (game turn 1 or 2)."""
    orders = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
    return any(_early(reading, f, orders) for f in reading.of(Role.TURN))


def at_turn_three(plan: Plan) -> Plan:
    """`plan`, withheld when its scenario runs the default turn and the question tells a first turn."""

    def run(reading: Reading) -> BuiltScenario | None:
        built = plan(reading)
        if built is not None and "turn" not in built.payload and early_turn(reading):
            return None
        return built

    run.__name__ = getattr(plan, "__name__", "plan")
    run.__doc__ = plan.__doc__
    return run


# 「相手の先攻」「相手が先攻で」「相手の1ターン目」: the turn or order named right after the opponent
_THEIRS = re.compile(r"相手(?:側)?\s*(?:の|が|は)?\s*$")
_KNOWN = re.compile(
    r"(?:の|こと|って)\s*(?:は)?\s*(?:知って|分かって|わかって)\s*(?:る|いる|います|た)\s*(?:けど|が|んだけど|んですけど|けれど)"
)


def first_turn(reading: Reading) -> int | None:
    """The game turn of a told 1ターン目: 1 for 先攻's, 2 for 後攻's (the turn player is player1:
    turn 2 seats it as the second player); None when no first turn is told, 0 when whose is unsaid."""
    # 「先攻は1ターン目アタックできないのは知ってるけど、後攻なら…」: the rule the asker already knows
    # names another player's first turn; the turn asked is told outside it (「後攻の1ターン目。先攻が
    # 1ターン目殴れないのは知ってるけど、…」: before it too, when the reader marks the known rule's span)
    spans = [(f.start, f.end) for f in reading.facts if f.concept == "known_rule"]
    known = _KNOWN.search(reading.text)
    since = known.end() if known is not None and not spans else 0

    def told(f: Fact) -> bool:
        return f.start >= since and not any(start <= f.start < end for start, end in spans)

    firsts = [f for f in reading.of(Role.TURN) if f.concept == "first_turn" and told(f)]
    if not firsts:
        return None
    last = firsts[-1]
    if any(
        _THEIRS.search(reading.text, 0, f.start)
        for f in reading.of(Role.TURN)
        if f is last or (f.concept == "order" and told(f) and last.start - 2 <= f.end <= last.start)
    ):
        # 「今は相手の先攻1ターン目。俺の手札は何枚?」: the first turn told is the opponent's — the plans
        # run the asker's (a hand of 5 read as 1 had been stated); whose counts are asked is not read
        return 0
    said = [f for f in reading.of(Role.TURN) if f.concept == "order" and told(f)]
    orders = {f.value for f in said}
    # common's 「先攻1ターン」 is one first_turn fact: the first player's
    orders |= {"first" for f in firsts if "先攻" in f.text} | {"second" for f in firsts if "後攻" in f.text}
    if len(orders) > 1:
        # 「後攻の1ターン目です。先攻はドン1枚で殴れなかったけど、…」: each first turn told names its
        # player (「後攻の1ターン目」), the other player is named only as a player
        orders = _owners_of(reading, firsts, said)
    if orders == {"first"}:
        return 1
    if orders == {"second"}:
        return 2
    return 0


_OF = re.compile(r"\s*の?\s*")


def _owners_of(reading: Reading, firsts: list[Fact], said: list[Fact]) -> set[int | str | None]:
    """The players of the told first turns, each named right before its turn (「後攻の1ターン目」);
    empty when one is not, or another turn is told (「後攻の2ターン目」: which turn is asked is not read)."""
    if any(f.concept in ("turn_number", "own_turn", "turn_from") for f in reading.of(Role.TURN)):
        return set()
    owners: set[int | str | None] = set()
    for turn in firsts:
        player = next(
            (o for o in said if o.end <= turn.start and _OF.fullmatch(reading.text, o.end, turn.start)), None
        )
        if player is None:
            return set()
        owners.add(player.value)
    return owners


def game_turn(reading: Reading, side: str) -> int | None:
    """「ゲーム4ターン目」: the game turn told, `side`'s turn (it sits as player1: an even turn seats it
    as the second player, 6-1-1); None when none is told, 0 when the asker's 先攻/後攻 contradicts it."""
    numbered = [f for f in reading.of(Role.TURN) if f.concept == "turn_number" and isinstance(f.value, int)]
    told = [int(str(f.value)) for f in numbered]
    if len(set(told)) != 1 or told[0] < 1:
        return None if not told else 0
    ordered = _order_numbered(reading, numbered, side)
    if ordered is not None:
        return ordered
    orders = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
    if any(_OWN.search(reading.text[: f.start]) for f in numbered):
        # 「後攻で、自分の2ターン目」 counts a player's own turns (game turn 2N-1 as 先攻, 2N as 後攻,
        # 6-1-1), not the game's: it had been taken for game turn 2, the second player's first turn
        return _own_numbered(reading, numbered, side)
    turn_players = "first" if told[0] % 2 == 1 else "second"
    askers = turn_players if side == ASKER else {"first": "second", "second": "first"}[turn_players]
    return told[0] if orders <= {askers} else 0


# 「先攻の3ターン目」「後攻2ターン目」「先攻で4ターン目」: a turn numbered right after an order
_ORDER_GAP = re.compile(r"\s*(?:の|で)?\s*")
_ORDER_OF_THEIRS = re.compile(r"(?:相手|向こう)\s*(?:側)?\s*(?:の|が|は)?\s*$")


def _order_numbered(reading: Reading, numbered: list[Fact], side: str) -> int | None:
    """「先攻5ターン目」: a turn numbered right after 先攻/後攻 counts that player's own turns, as players
    say it (blind round 5: 「先攻5ターン目…前の自分のターン(4ターン目)」 holds 1+2+2+2+2 = 9 DON!!) and as
    the sve and ninjaslayer plans read it — the game turn 2N-1 as 先攻, 2N as 後攻 (6-1-1). It had been
    the game's turn N: 「先攻5ターン目、…コストエリアのドン!!は何枚?」 stated 5 for 9, 「先攻2ターン目」
    (game turn 2 is the second player's) withheld. None when no number follows an order; 0 when the
    turn is not `side`'s (the order said of the opponent: 「相手の先攻3ターン目」) or another order is
    told."""
    adjacent = [
        o
        for o in reading.of(Role.TURN)
        if o.concept == "order"
        and any(o.end <= n.start and _ORDER_GAP.fullmatch(reading.text, o.end, n.start) for n in numbered)
    ]
    if not adjacent:
        return None
    orders = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
    if len(orders) != 1 or len(numbered) != 1:
        return 0
    theirs = any(o.owner == OTHER or _ORDER_OF_THEIRS.search(reading.text, 0, o.start) for o in adjacent)
    if (OTHER if theirs else ASKER) != side:
        return 0
    n = int(str(numbered[0].value))
    return 2 * n - 1 if orders == {"first"} else 2 * n


_OWN = re.compile(r"(?:自分|こっち|俺|オレ|うち|私|僕|相手|向こう)\s*の\s*$")
_THEIRS = re.compile(r"(?:相手|向こう)\s*の\s*$")


def _own_numbered(reading: Reading, numbered: list[Fact], side: str) -> int:
    """The game turn of 「自分の/相手のNターン目」, `side`'s turn; 0 when the player's 先攻/後攻 is unsaid
    (its own N-th turn is game turn 2N-1 or 2N) or the turn is not `side`'s."""
    flip = {"first": "second", "second": "first"}
    # 「相手が先攻」 tells the opponent's order: the asker's is the other
    orders = {
        flip.get(str(f.value), str(f.value)) if f.owner == OTHER else f.value
        for f in reading.of(Role.TURN)
        if f.concept == "order"
    }
    if len(orders) != 1:
        return 0
    theirs = {bool(_THEIRS.search(reading.text[: f.start])) for f in numbered}
    if len(theirs) != 1:
        return 0
    order = str(next(iter(orders)))  # the asker's 先攻/後攻
    if theirs.pop():
        order = flip.get(order, order)
        player = OTHER
    else:
        player = ASKER
    if (player == ASKER) != (side == ASKER):
        return 0  # the numbered turn is not the acting side's
    n = int(str(numbered[0].value))
    return 2 * n - 1 if order == "first" else 2 * n


def own_later_turn(reading: Reading, side: str) -> tuple[int, str] | None:
    """「自分の3ターン目」 with the asker's 先攻/後攻 unsaid: its own N-th turn is game turn 2N-1 or 2N
    (6-1-1), for N ≥ 2 both past both first turns (6-5-6-1); the odd one stands for both, with the note
    naming it. None unless every numbered turn told is that one own turn of `side` (the asker)."""
    numbered = [f for f in reading.of(Role.TURN) if f.concept == "turn_number" and isinstance(f.value, int)]
    if side != ASKER or not numbered or len({f.value for f in numbered}) != 1:
        return None
    if any(f.concept in ("order", "first_turn", "own_turn", "turn_from") for f in reading.of(Role.TURN)):
        return None
    if not all(
        _OWN.search(reading.text[: f.start]) and not _THEIRS.search(reading.text[: f.start]) for f in numbered
    ):
        return None
    n = int(str(numbered[0].value))
    if n < 2:
        return None
    return 2 * n - 1, (
        f"先攻か後攻かが書かれていないので、自分の{n}ターン目をゲーム{2 * n - 1}ターン目(先攻)としています"
        f"(後攻ならゲーム{2 * n}ターン目で、どちらもお互いの1ターン目のバトルの制限(6-5-6-1)は掛かりません)。"
    )


def turn_from(reading: Reading, side: str) -> tuple[int, str] | None:
    """「お互い2ターン目以降」: the earliest game turn a told lower bound allows, with the note naming it,
    when every turn from it is past both first turns (6-5-6-1 then forbids no battle, and nothing
    else this plan runs depends on the turn); None when no bound is told, (0, "") when it reaches a
    first turn. A bound said with a player (お互い/自分の/先攻) counts that player's own turns (side
    sits as player1: its N-th turn is game turn 2N-1 as 先攻, 2N as 後攻), else the game's turns."""
    bounds = [f for f in reading.of(Role.TURN) if f.concept == "turn_from" and isinstance(f.value, int)]
    if not bounds:
        return None
    if len(bounds) > 1:
        return 0, ""
    bound = bounds[0]
    value = int(str(bound.value))
    own = any(
        f.role in (Role.OWNER, Role.TURN) and f is not bound and 0 <= bound.start - f.end <= 1
        for f in reading.facts
    )  # 「お互い2ターン目以降」「自分の3ターン目以降」「先攻2ターン目以降」
    orders = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
    if side != ASKER:
        orders = {{"first": "second", "second": "first"}.get(str(o), str(o)) for o in orders}
    earliest = (2 * value if orders == {"second"} else 2 * value - 1) if own else value
    if earliest < 3 or len(orders) > 1:
        return 0, ""  # the bound reaches a first turn (6-5-6-1): which turn it is decides
    said = "自分の" if own else "ゲーム"
    return earliest, (
        f"{said}{value}ターン目以降を、ゲーム{earliest}ターン目としています(それ以降のターンも、お互いの"
        "1ターン目のバトルの制限(6-5-6-1)が掛からない点は同じです)。"
    )
