"""10.16 コピーする: a copy of a card is a virtual card made in the same zone with the same information
as the card before the continuous effects applied to it (10.16.1, 10.16.1.1) — its printed 攻撃力/防御力,
not the [+A/+B] it gained (10.19.3) nor its counters or damage, which are no information of the card.
A spell on the chase area is copied there, on top, with the choices it made (10.16.1.3): its damage
resolves on the same targets.
"""

from __future__ import annotations

from service.engine.core import Action, Card
from service.engine.fow.cards import report_stats
from service.engine.fow.game import FowGame

_RULES = ("10.16.1", "10.16.1.1")
# a copy of a spell on the chase area keeps the spell's choices (10.16.1.3) and is listed on top


def verify_copy(game: FowGame, action: Action) -> None:
    game.card(action.params.get("card"), _RULES)


def copy(game: FowGame, action: Action) -> None:
    seat, zone, source = game.find(str(action.params["card"]))
    uid = str(action.params.get("target") or f"{source.uid}-copy")
    made = Card(
        uid, f"{source.name}のコピー", source.kind, action.player, dict(source.stats), source.keywords
    )
    made.flags["virtual"] = True  # 10.16.1.1: it vanishes when it leaves the zone
    if "races" in source.flags:
        made.flags["races"] = list(source.flags["races"])
    game.zone(seat, zone).append(made)
    game.emit(
        "copy",
        f"{source.name} のコピー(仮想カード)を同じ領域に作成する。持続効果を適用する前の情報と同一になる",
        _RULES,
        card=uid,
        source=source.uid,
    )
    if source.uid in game.chase:  # a spell on the chase: the copy is made there, on top (10.16.1)
        game.chase.append(uid)
        if "chosen" in source.flags:  # 10.16.1.3: the copy has made the same choice
            made.flags["deals"] = source.flags["deals"]
            whom = "、".join(game.label(t) for t in source.flags["chosen"])
            game.set_flag(made, "chosen", list(source.flags["chosen"]), ("10.16.1.3",),
                          f"コピーは元と同一の選択を行っている物とする(対象: {whom})")  # fmt: skip
        return  # a spell: no 攻撃力/防御力 to report
    report_stats(game, made, ("10.16.1",))
