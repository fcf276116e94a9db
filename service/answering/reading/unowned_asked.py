"""A winner asked of one player (「自分は負ける?」「俺の負け?」「相手の勝ち?」) while the decisive count that
decides it is told with no owner and the scenario puts it on the other player's seat (round 20 trap
audit): ninjaslayer 「ダメージ・ゾーン9枚。自分のキャラの工作力2のアイサツが相手に通った。自分は負ける?」
had seated the 9 on the opponent (the one hit) and stated the asker's win, kiseki 「絆2。STR3の俺のUNITで
相手を攻撃した。回復フェイズで俺は負ける?」 too. A count said with no owner by one who asks about
their own loss may be their own — the run answers only one of the two readings, so no verdict.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from service.answering.reading.model import Accounted, Reading, Role, Status

_PLAYER_COUNTS = frozenset({"life", "damage_zone", "kizuna", "health", "deck"})


def _asked_player(reading: Reading) -> str | None:
    """The owner word inside the winner ask or right before it (「自分は負け」「俺の負け」)."""
    for ask in reading.asks():
        if ask.concept != "winner":
            continue
        said = [
            o.owner
            for o in reading.of(Role.OWNER)
            if ask.start - 3 <= o.start and o.end <= ask.end and o.owner in ("self", "opponent")
        ]
        if len(set(said)) == 1:
            return said[0]
    return None


def unowned_against_asked(
    reading: Reading, asks: str, accounted: Sequence[Accounted], seats: Mapping[str, str]
) -> str | None:
    """Why a winner verdict is withheld: an ownerless decisive count seated against the asked player."""
    if asks != "winner":
        return None
    player = _asked_player(reading)
    if player is None or player not in seats:
        return None
    for a in accounted:
        f = a.fact
        if (
            f.role is Role.QUANTITY
            and f.owner is None
            and not f.negated
            and f.concept in _PLAYER_COUNTS
            and a.status in (Status.USED, Status.APPLIED)
            and a.field.startswith(("player1.", "player2."))
            and not a.field.startswith(seats[player] + ".")
        ):
            who = "自分" if player == "self" else "相手"
            return f"「{f.text}」は持ち主が書かれておらず、問われた{who}のものかもしれません"
    return None
