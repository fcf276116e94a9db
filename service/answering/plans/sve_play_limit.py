"""Shadowverse Evolve: a card played onto the asker's told field (「場にフォロワー3体とアミュレット2枚。
もう1体出せる?」) — the field holds at most 5 cards, amulets counted (10.6.2.6, 4.4.4.1) — paying its told
cost from the told PP when both are said (8.2.1, 10.4.4); the opponent's field is told apart and changes
nothing of the asker's."""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_moves import _PLAYED, GAME, _mine, _refused_head
from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

# 「もう1体出したいんだけど」: a play only wished for, the asked one itself
_WISHED = re.compile(r"\s*(?:た[いく]|たかっ)")
# 「もう1枚出したい」: the count of the card played, right before its verb
_COUNTED = re.compile(
    r"\s*(?:体|枚)\s*(?:の)?\s*(?:フォロワー|アミュレット|カード)?\s*(?:を)?\s*(?:手札から)?\s*(?:出(?:し|せ|す)|プレイ|置)"
)
# 「PPは足りてる」「PPは十分ある」: the PP told enough for the told cost, no number needed
_ENOUGH = re.compile(r"(?:PP|コスト)\s*(?:は|が|も)?\s*(?:足りて|足りる|十分|余裕|払え)")
# 「PPが足りなかった」「PPがない」: the PP told short — the cost assumed payable is not
_SHORT = re.compile(r"(?:PP|コスト)[^。??]{0,8}?(?:足りな|足らな|不足|ない|なかっ|0)")


def play_limit(reading: Reading) -> BuiltScenario | None:
    if unbound_numbers(reading):
        return None
    plays = [f for f in reading.of(Role.ACTION) if f.concept == "play" and not f.negated]
    action = asked_action(reading) if asked(reading) == "can" else (plays[0] if len(plays) == 1 else None)
    if asked(reading) not in ("can", "outcome") or action is None or action.concept != "play":
        return None
    counts = [f for f in reading.of(Role.QUANTITY) if f.concept == "field_count" and isinstance(f.value, int)]
    # 「ちなみに相手の場はがら空き」: the opponent's field changes no play of the asker's (4.4.4.1 counts
    # the player's own field); 「PPは4ある」 with the card's 「コスト2」: the cost is paid too (10.4.4)
    theirs = [f for f in counts if f.owner == "opponent"]
    counts = [f for f in counts if f not in theirs]
    pps = [f for f in reading.of(Role.QUANTITY) if f.concept == "pp" and isinstance(f.value, int)]
    costs = [f for f in reading.of(Role.STAT) if f.concept == "cost" and isinstance(f.value, int)]
    if not counts or not _mine(tuple(counts + pps + costs)) or len(pps) > 1 or len(costs) > 1:
        return None
    if len(reading.of(Role.QUANTITY)) != len(counts) + len(theirs) + len(pps):
        return None
    # a PP with no cost told (or a cost with no PP) leaves the payment open — unless the PP is told enough
    # (「PPは足りてる」: the cost paid, 10.4.4) or the field is full (checked below: no cost plays then)
    open_payment = len(pps) != len(costs) and not (costs and not pps and _ENOUGH.search(reading.text))
    if open_payment and (pps or not costs):
        return None
    # 「フォロワーもう1体出せる?」「もう1体出したいんだけど出せる?」: one card counted right before a play
    # verb is the card played
    counts = [
        f
        for f in counts
        if not (f.value == 1 and any(_PLAYED.fullmatch(reading.text, f.end, p.start) for p in plays))
    ]
    if not counts:
        return None
    if len(reading.of(Role.STAT)) != len(costs) or reading.of(
        Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.TURN
    ):
        return None
    if any(f.concept != "play" for f in reading.of(Role.ACTION) if not f.negated):
        return None
    if any(f is not action and not _WISHED.match(reading.text, f.end) for f in plays):
        return None  # 「1体出して、もう1体出せる?」: a play told made first
    # 「1体出そうとしたけどPPが足りなかった」: a count no play read, a PP told short
    if any(not _COUNTED.match(reading.text, f.end) for f in reading.of(Role.NUMBER)):
        return None
    if not pps and _SHORT.search(reading.text):
        return None
    kinds: dict[str, int] = {}
    for f in counts:
        # a token is a follower of its own count (「フォロワー3体、…『フェアリー』トークン1体」: 4 followers)
        kind = "token" if "トークン" in f.text else "follower"
        kind = "amulet" if f.text.startswith("アミュレット") else kind
        if kinds.get(kind, f.value) != f.value:
            return None  # two different counts of one kind: not one field
        kinds[kind] = int(f.value or 0)
    if sum(kinds.values()) > 5 or (open_payment and sum(kinds.values()) < 5):
        return None
    nouns = [
        f for f in reading.of(Role.CARD) if f.end <= action.start and f.concept in ("follower", "amulet")
    ]
    played = nouns[-1].concept if nouns else "follower"
    field = [{"id": f"f{i}", "name": "場のフォロワー"} for i in range(kinds.get("follower", 0))]
    field += [{"id": f"t{i}", "name": "場のトークン"} for i in range(kinds.get("token", 0))]
    field += [
        {"id": f"m{i}", "name": "場のアミュレット", "kind": "amulet"} for i in range(kinds.get("amulet", 0))
    ]
    card: dict[str, Any] = {"id": "h", "name": "手札のカード", "kind": played}
    player: dict[str, Any] = {"field": field, "hand": [card]}
    note = "出すカードのコストは指定がないので1(PPは足りる)と仮定。"
    if pps:
        card["cost"] = int(costs[0].value or 0)
        player["pp"] = player["pp_max"] = int(pps[0].value or 0)
    elif costs:  # told enough, or a full field that no payment opens
        card["cost"] = player["pp"] = player["pp_max"] = int(costs[0].value or 0)
        note = (
            "PPはコストを払える分あるものとしました(場が上限の5枚のため、払えても出せません)。"
            if open_payment
            else "PPは足りる(書かれているとおり)として計算しました。"
        )
    payload: dict[str, Any] = {"player1": player, "actions": [{"type": "play", "card": "h"}]}
    if theirs and all(0 <= int(f.value or 0) <= 5 for f in theirs):
        payload["player2"] = {
            "field": [{"id": f"o{i}", "name": "相手のフォロワー"} for i in range(int(theirs[0].value or 0))]
        }
    elif theirs:
        return None
    name = "フォロワー" if played == "follower" else "アミュレット"
    head = _refused_head(f"手札の{name}を場に出せます", f"手札の{name}は場に出せません")
    return BuiltScenario(
        f"{GAME}.planned_play_limit",
        payload,
        story(head, types=("field_check", "rejected", "move"), limit=2),  # the field check (10.6.2.6) told
        () if pps else (note,),
    )
