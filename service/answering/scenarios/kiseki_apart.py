"""軌跡 TCG: UNITs told attacking one after another, each with its own verb — 「STR2のUNITで相手を攻撃して
通って、続けてSTR1のUNITでも攻撃した」「STR3のUNITで殴った。そのあとSTR2のUNITでも殴った」. Each is an attack
of its own (its own combat substep, 803.3 / 804.5), not one scrum attack: the UNITs named together before
one verb (「STR2のUNITとSTR1のUNITで攻撃」) still are one (804.5, 1218). Read by `kiseki_attack.attack` as
it reads 「1体ずつ」 (style audit 17b: two attacks told so had been run as one scrum attack, and the
gate's count of the told attacks had withheld every such question)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.scenarios.kiseki_read import Unit

# the attacker's act told as done: 攻撃して/攻撃した/殴って/アタックした — not 攻撃され (the UNIT attacked),
# a スクラム攻撃 (one attack of several UNITs), a noun (攻撃対象), nor an act not done or only supposed
# (「攻撃しようとしたけどやめた」「攻撃したかった」「攻撃したら」「攻撃すると」「攻撃してもいい?」)
_VERB = re.compile(r"(?<!スクラム)(?:(?:攻撃|アタック)し|殴っ)(?:て(?!も)|た(?!かっ|ら|い|く|ほう|方))")
_SCRUM = re.compile(r"スクラム")


def told_apart(units: Sequence[Unit], text: str, to_player: bool) -> bool:
    """Two or more attackers of one side, each followed by an attack verb before the next one is named,
    all attacking the player (`to_player`) with no other UNIT told: attacks told on a UNIT and the player
    in turn (「DEF2のUNITを攻撃して、続けて…で相手プレイヤーを攻撃」) would all be aimed at the one target
    the builder reads, and a UNIT standing there may be the one every attack must choose (803.5b)."""
    attackers = [u for u in units if u.role == "attacker"]
    if any(u.role not in ("attacker", "absent") for u in units):
        return False
    if not to_player or len(attackers) < 2 or _SCRUM.search(text) or len({a.side for a in attackers}) > 1:
        return False
    starts = sorted(a.start for a in attackers)
    bounds = [*starts[1:], len(text)]
    return all(_VERB.search(text, s, e) for s, e in zip(starts, bounds, strict=True))
