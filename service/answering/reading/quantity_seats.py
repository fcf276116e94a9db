"""Which seats a question's quantity facts set: the seat the asker is (`_seats`), and the seats whose
zone or counter the scenario holds as told (`_set_on`, `_held`, `told_seats`). Split from quantity.py
(which reads what quantity is asked) so each stays under ~400 lines."""

from __future__ import annotations

from collections.abc import Sequence

from service.answering.reading.model import Accounted, Reading, Role, Status


def _seats(me: str) -> dict[str, str]:
    return {"self": me, "opponent": "player2" if me == "player1" else "player1"}


def _held(accounted: Sequence[Accounted], where: dict[str, str]) -> str | None:
    """The one seat whose quantity of that zone/counter the question's facts set in the scenario."""
    seats = _set_on(accounted, where)
    return seats.pop() if len(seats) == 1 else None


def told_seats(reading: Reading, accounted: Sequence[Accounted], where: dict[str, str], me: str) -> set[str]:
    """The seats whose quantity of that zone/counter the question tells: set in the scenario, or said
    of a named player (「相手の絆を-3まで削った」 tells the 絆 a plan starts from its end)."""
    name = where.get("zone") or where.get("counter")
    said = {
        _seats(me)[f.owner]
        for f in reading.of(Role.QUANTITY)
        if f.concept == name and not f.negated and f.owner in ("self", "opponent")
    }
    return _set_on(accounted, where) | said


def _set_on(accounted: Sequence[Accounted], where: dict[str, str]) -> set[str]:
    """The seats whose quantity of that zone/counter the question's facts set in the scenario."""
    # the scenario key may differ from the zone's name (「ダメゾ3枚」 is set on player2.damage_zone)
    names = {where.get("zone") or where.get("counter"), where.get("field")} - {None}
    return {
        a.field.split(".")[0]
        for a in accounted
        if a.fact.role in (Role.QUANTITY, Role.STAT)  # 「相手のリーダー体力5」 is a STAT of player2.health
        and a.status in (Status.USED, Status.APPLIED)
        and a.field.split(".")[-1] in names
        and a.field.startswith(("player1.", "player2."))
    }
