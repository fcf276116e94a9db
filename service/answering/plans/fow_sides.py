"""Players named by their turn role (「ターンプレイヤー」「非ターンプレイヤー側の場」, 10.x passim) bound to
the asker's side.

The reader knows 自分 / 相手 only; a question may name a side by its turn role instead
(「ターンプレイヤーの自分が…を解決。非ターンプレイヤー側の場にはJルーラー1体とリゾネイター2体」). Left unread,
such a count took no owner and was given to the asker — its cards went to the wrong graveyard and a
wrong count was stated. Here each turn-role word outside card text becomes an OWNER fact of the side
it names, and an unowned count or card after it in its sentence takes that owner. The side is known
only when the question says which role the asker (or the opponent) has — 「ターンプレイヤーの自分」
「自分は非ターンプレイヤー」「自分のターン」「相手のターン」, or when it names no player by 自分/相手 at all
(the roles are then the players, bound as the plans seat them: the asker's side the turn player's);
otherwise, or when it says both, the reading is refused (None) and the plan declines.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_common import clause_before, of, quoted
from service.answering.reading.model import Fact, Reading, Role

_ME = r"(?:自分|こちら|こっち|俺|私|僕)"
_ROLE = re.compile(r"(非)?ターンプレイヤー")
# the asker's role as the question states it: (pattern, whether its group 1 「非」 makes the asker the
# non-turn player (True) or — said of the opponent — the turn player (False))
_ASKER_ROLE = (
    (re.compile(rf"(非)?ターンプレイヤー(?:側)?(?:である|の){_ME}"), True),
    (re.compile(rf"{_ME}(?:が|は)(非)?ターンプレイヤー"), True),
    (re.compile(r"(非)?ターンプレイヤー(?:側)?(?:である|の)相手"), False),
    (re.compile(r"相手(?:が|は)(非)?ターンプレイヤー"), False),
)
_SIDED = (Role.QUANTITY, Role.CARD)
_BOUND = "turn role"  # the why of the OWNER facts `sided` adds


def asker_turn(reading: Reading) -> bool | None:
    """Whether the asker is the turn player, as the question says it; None when unsaid or said both ways."""
    said: set[bool] = set()
    for pattern, of_asker in _ASKER_ROLE:
        for m in pattern.finditer(reading.text):
            non_turn = m.group(1) is not None
            said.add(not non_turn if of_asker else non_turn)
    for f in of(reading, Role.TURN, "self_turn", "opponent_turn"):
        said.add(f.concept == "self_turn")
    return said.pop() if len(said) == 1 else None


def unplaced(reading: Reading) -> bool:
    """Whether the question names its players by their turn roles only (no 自分/相手 outside card
    text): any binding of the roles to the seats then reads it alike."""
    return bool(_words(reading)) and not any(
        f.owner is not None and f.why != _BOUND and quoted(reading, f) is None
        for f in of(reading, Role.OWNER)
    )


def _words(reading: Reading) -> list[re.Match[str]]:
    """The turn-role words outside quotes (a quote is card text, not a player of this game)."""
    found = list(_ROLE.finditer(reading.text))
    return [m for m in found if quoted(reading, Fact(m.start(), m.end(), m.group(), Role.OWNER, "")) is None]


def sided(reading: Reading) -> Reading | None:
    """`reading` with its turn-role words read as owners; the same reading when it has none; None when
    it names a side by its turn role and does not say which role the asker has."""
    words = _words(reading)
    if any(f.why == _BOUND for f in reading.facts):
        return reading  # already bound (`reread` before the plans)
    if not words:
        return aimed(reading)
    turn = asker_turn(reading)
    if turn is None and unplaced(reading):
        # no 自分/相手 to bind: the roles are the players — one role named is the asker's (as an unowned
        # fact is), both named put the asker in the turn player's seat (the plans' seat for the asker)
        named = {m.group(1) is None for m in words}
        turn = named.pop() if len(named) == 1 else True
    if turn is None:
        return None
    owners: list[Fact] = []
    for m in words:
        names_turn_player = m.group(1) is None
        side = "self" if names_turn_player == turn else "opponent"
        owners.append(Fact(m.start(), m.end(), m.group(), Role.OWNER, side, owner=side, why=_BOUND))
    told = [f for f in of(reading, Role.OWNER) if f.owner is not None]
    facts: list[Fact] = []
    for f in reading.facts:
        if f.role in _SIDED and f.owner is None and quoted(reading, f) is None:
            start, _ = clause_before(reading, f)
            before = [o for o in (*told, *owners) if start <= o.start and o.end <= f.start]
            if before:
                nearest = max(before, key=lambda o: o.start)
                if nearest in owners:  # the player word nearest the count is a turn role
                    f = dataclasses.replace(f, owner=nearest.owner)
        facts.append(f)
    return aimed(dataclasses.replace(reading, facts=tuple(facts) + tuple(owners)))


_AIMED = re.compile(r"(「[^「」]*対象のプレイヤー[^「」]*」)を")


def aimed(reading: Reading) -> Reading:
    """An effect aimed at a player (「「対象のプレイヤーの魔石エリアにある魔石2つを破壊する」を非ターン
    プレイヤーに使った」): the unowned cards its text names are that player's. Left unowned they went to
    the asker's side whoever the effect was aimed at."""
    facts = list(reading.facts)
    for m in _AIMED.finditer(reading.text):
        at = [f for f in of(reading, Role.OWNER) if f.start == m.end() and f.owner in ("self", "opponent")]
        if len(at) != 1 or not reading.text.startswith(("に", "へ"), at[0].end):
            continue
        for i, f in enumerate(facts):
            if f.role is Role.CARD and f.owner is None and m.start(1) < f.start and f.end < m.end(1):
                facts[i] = dataclasses.replace(f, owner=at[0].owner)
    return reading if tuple(facts) == reading.facts else dataclasses.replace(reading, facts=tuple(facts))


def listed(reading: Reading) -> Reading:
    """Counts listed after a player and a comma (「非ターンプレイヤーの相手、手札6枚・墓地3枚。」) are that
    player's, up to the sentence end or another player word. Left unowned they were given to the
    asker, so the opponent's discard found no hand of its own (blind M fow-bm-14)."""
    owners = [
        o for o in of(reading, Role.OWNER) if o.owner in ("self", "opponent") and quoted(reading, o) is None
    ]
    facts = list(reading.facts)
    for o in owners:
        if reading.text[o.end : o.end + 1] not in ("、", ","):
            continue
        end = min(
            [m.start() for m in re.finditer(r"[。??\n]", reading.text) if m.start() > o.end]
            or [len(reading.text)]
        )
        end = min([p.start for p in owners if o.end <= p.start < end] or [end])
        for i, f in enumerate(facts):
            if f.role is Role.QUANTITY and f.owner is None and o.end < f.start and f.end <= end:
                facts[i] = dataclasses.replace(f, owner=o.owner)
    return reading if tuple(facts) == reading.facts else dataclasses.replace(reading, facts=tuple(facts))


def reread(reading: Reading) -> Reading:
    """`sided(reading)`, or the reading unchanged when its turn roles are not bound (each plan then
    declines or withholds on its own: `fow_zones` declines)."""
    return sided(reading) or reading


def role_note(reading: Reading) -> str | None:
    """The binding `sided` chose for a question naming its players by turn role only, as a note."""
    if not unplaced(reading) or asker_turn(reading) is not None:
        return None
    named = {m.group(1) is None for m in _words(reading)}
    if len(named) == 1:
        return f"{'ターンプレイヤー' if named.pop() else '非ターンプレイヤー'}を自分としています。"
    return "ターンプレイヤーを自分、非ターンプレイヤーを相手としています。"
