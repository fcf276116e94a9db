"""A UNIT named again (軌跡 TCG): 「相手のDEF2のUNITを攻撃（相手のUNITのCPコストは4）」 names the attacked
UNIT a second time by its side alone, its stats told after the noun. `kiseki_read` reads every noun as
a UNIT of its own; for a fight, such a noun is the one UNIT of that side that fights (audit 10)."""

from __future__ import annotations

from dataclasses import replace

from service.answering.scenarios.kiseki_read import Unit


def fold_retold(units: list[Unit]) -> list[Unit]:
    """「相手のDEF2のUNITを攻撃（相手のUNITのCPコストは4）」「…を攻撃した。もし相手のUNITのDEFが5だったら」:
    a UNIT named again by its side alone, doing nothing, after the one UNIT of that side that fights,
    is that UNIT — it had been run as a second UNIT standing by, and the fighting one's CPコスト taken
    as 1 (1306.3). The stats it tells fill the fighting UNIT's unsaid ones (named in the notes, as
    `guessed`); a stat told with another value than the fighting UNIT's is a UNIT of two values —
    its role becomes ``"retold"`` (no scenario runs it)."""
    out = list(units)
    for u in units:
        if not u.retold or u.role is not None or u.side is None or u.icons or u.stunned or u.acted:
            continue
        same_side = [o for o in out if o is not u and o.side == u.side and o.role != "absent"]
        if (
            len(same_side) != 1
            or same_side[0].role not in ("attacker", "target")
            or same_side[0].start > u.start
        ):
            continue
        o = same_side[0]
        said = {k: v for k, v in (("str_", u.str_), ("def_", u.def_), ("cost", u.cost)) if v is not None}
        if any(getattr(o, k) not in (None, v) for k, v in said.items()):
            out[out.index(u)] = replace(u, role="retold")
            continue
        labels = {"str_": "STR", "def_": "DEF", "cost": "CPコスト"}
        new = {k: v for k, v in said.items() if getattr(o, k) is None}
        told = (*o.guessed, *(labels[k] for k in new))
        out[out.index(o)] = replace(o, guessed=told, **new)  # type: ignore[arg-type]
        out.remove(u)
    return out
