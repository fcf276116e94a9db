"""ONE PIECE plan `attack_many`: the asker's cards attacking the opponent's leader one after another,
each with its own verb — 「相手のライフ4枚。パワー7000のキャラで相手のパワー5000のリーダーに
アタックして通った。そのあと自分のリーダー(パワー5000)でもアタックして、これも通った。相手のライフは?」.
Each attack is its own battle (7-1): a power at least the leader's wins and deals 1 damage (7-1-4-1,
7-1-4-1-1), a life card to the hand (7-1-4-1-1-2); at 0 life the damage ends the game (1-2-1-1-1). The
single-battle plans script one attack, so before this plan every such count withheld (the gate counts
the attacks told, style audit 17b).

Built from the facts: the opponent's life told before the attacks; the opponent's leader with its power
(「相手のパワー5000のリーダー」, named once; 「相手のリーダーにも」 again is the same card); each attacker
the asker's leader or a character with its power, named with で before its own verb and after the verb
before it; every attack told to go through (「通った」) or its block and counter denied in its own clause
(「ブロックもカウンターもなかった」) — a block or a 【カウンター】 decides a battle (7-1-2, 7-1-3). The
opponent's life, or the winner, asked. A keyword, state, DON!!, modifier, turn, another act or a card
of the opponent's other than its leader is another plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_cards import cards
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_KINDS = frozenset({"number", "winner", "outcome"})
_DENIED = frozenset({"block", "counter"})
# 「パワー7000のキャラで」「自分のリーダー(パワー5000)でも」: the attacker, named with で
_WITH = re.compile(r"\s*(?:\([^()]*\))?\s*で")
# 「相手のパワー5000のリーダーに」「相手のリーダーにも」: the attacked leader, named with に
_AT = re.compile(r"\s*(?:\([^()]*\))?\s*(?:に|へ)")
_SENTENCE = "。!?！？"
_ASKER_WORDS = re.compile(r"自分|俺|こっち|僕|私")


def _life_asked(reading: Reading) -> bool:
    """The asking sentence names ライフ and no asker's word (「相手のライフは何枚?」「ライフは残り何枚?」)."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return False
    start = max(reading.text.rfind(c, 0, ask.start) for c in _SENTENCE) + 1
    said = reading.text[start : ask.end]
    return "ライフ" in said and not _ASKER_WORDS.search(said)


def _through(f: Fact) -> bool:
    """「通った」, or a block or counter denied (「ブロックもカウンターもなかった」)."""
    return (f.concept == "won" and not f.negated) or (f.concept in _DENIED and f.negated)


def attack_many(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    if kind not in _KINDS or (kind == "number" and not _life_asked(reading)):
        return None
    if reading.of(Role.KEYWORD, Role.MODIFIER, Role.TURN, Role.STATE, Role.NUMBER):
        return None
    acts = reading.of(Role.ACTION)
    verbs = [f for f in acts if f.concept == "attack" and not f.negated]
    if len(verbs) < 2 or len(verbs) > 6:
        return None
    if any(f not in verbs and not _through(f) for f in acts):
        return None  # an attack denied, the opponent's attack, a block, a counter used, another act
    ends = [f.start for f in verbs[1:]] + [len(reading.text)]
    told: list[bool] = []  # each attack told to have gone through (「通った」), not only unblocked
    for verb, end in zip(verbs, ends, strict=True):
        through = [f for f in acts if verb.end <= f.start < end and f not in verbs]
        if not through:
            return None  # an attack not told to go through: a block or a counter may have stopped it
        told.append(any(f.concept == "won" for f in through))
    lives = reading.of(Role.QUANTITY)
    if (
        len(lives) != 1
        or lives[0].concept != "life"
        or lives[0].owner != "opponent"
        or not isinstance(lives[0].value, int)
        or lives[0].start > verbs[0].start
        or not 0 <= lives[0].value <= 10
    ):
        return None  # the opponent's life before the attacks, told once
    boxes = sorted(cards(reading), key=lambda b: b.first())
    theirs = [b for b in boxes if b.owner == "opponent"]
    mine = [b for b in boxes if b.owner != "opponent"]
    if not theirs or any(b.kind != "leader" or set(b.stats) - {"power"} for b in theirs):
        return None
    powers = {b.stats["power"] for b in theirs if "power" in b.stats}
    if len(powers) != 1 or any(not _AT.match(reading.text, b.noun.end) for b in theirs):
        return None  # the attacked leader's power told, one value
    if len(mine) != len(verbs) or sum(b.kind == "leader" for b in mine) > 1:
        return None
    starts = [0, *(f.end for f in verbs)]
    for i, b in enumerate(mine):
        if b.kind not in ("leader", "character") or set(b.stats) != {"power"} or b.keywords or b.states:
            return None
        if not starts[i] <= b.first() < verbs[i].start or not _WITH.match(reading.text, b.noun.end):
            return None  # each attacker named with で before its own verb
    if any(len(b.mentions()) > 1 for b in mine):
        return None  # a card named again (「そのキャラでもう一度」) attacks twice: rested (7-1-1-1)
    power = powers.pop()
    if any(t and b.stats["power"] < power for t, b in zip(told, mine, strict=True)):
        return None  # 「通った」 of a power below the leader's (7-1-4-1): a boost the question leaves out
    p1: dict[str, Any] = {}
    actions: list[dict[str, Any]] = []
    chars: list[dict[str, Any]] = []
    for i, b in enumerate(mine):
        if b.kind == "leader":
            p1["leader"] = {"name": "自分のリーダー", "power": b.stats["power"]}
            actions.append({"type": "attack", "attacker": "leader", "target": "leader"})
        else:
            chars.append({"id": f"a{i + 1}", "name": f"自分のキャラ{i + 1}", "power": b.stats["power"]})
            actions.append({"type": "attack", "attacker": f"a{i + 1}", "target": "leader"})
    if chars:
        p1["characters"] = chars
    life = int(lives[0].value)
    leader = {"name": "相手のリーダー", "power": power}
    payload = {"player1": p1, "player2": {"leader": leader, "life": life}, "actions": actions}
    notes = (
        "アタックしたキャラは前のターンから場にいる、【速攻】などを持たないキャラとしています"
        "(このターンに登場させたとは書かれていません)。",
    )

    def head(sim: SimulationResult) -> str:
        hits = sum(1 for e in sim.events if e.type == "damage" and e.data.get("player") == "player2")
        left = len(sim.zone("player2", "life"))
        said = (
            f"{len(actions)}回のアタックのうち{hits}回が相手のリーダーにダメージを与え、"
            f"相手のライフは{left}枚です"
        )
        if sim.outcome.winner == "player1":
            said += "。ライフが0枚の相手のリーダーにダメージが与えられ、自分の勝利になります(1-2-1-1-1)"
        return said

    return BuiltScenario(f"{GAME}.plan.attack_many", payload, tell(head, limit=6), notes if chars else ())
