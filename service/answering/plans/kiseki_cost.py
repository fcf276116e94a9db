"""軌跡 TCG plan: a UNIT stunned to pay its own 起動クラフト's cost — 「CPコスト4のUNITの『これをスタン
する:…』を起動した。コスト払った時点で絆は何点減る?」: the stun is a stun (1306.1), so its controller
loses 絆 equal to its CPコスト (1306.3) when the cost is paid (1201.1a-1).

Built from the reading: the one quoted craft written as '・(コスト):(効果)' (1201.1a-1) whose cost
part says only that a UNIT is stunned; its effect part empty (「〜」) or 「相手のUNITを1つ対象とし、それ
をスタンする」 (a stun of one UNIT of the player named, run after the cost); the craft's UNIT with its
CPコスト, or 「カードをN枚引く」 (drawn from the engine's deck of 20); a player's 絆 told before it; the
player who plays it (the UNIT's owner, else the player the sentence names before the
quote). That player is seated as player1 in its 配備ステップ (a craft is played whenever its
controller has priority, 1201.1a-1); a UNIT the effect stuns has the engine's CPコスト 1, named.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_QUOTE = re.compile(r"[「『]([^「」『』]*)[」』]")
_COLON = re.compile(r"[:：]")
_COST_OF = re.compile(r"コスト\s*(?:が|は|として|で)\s*$")
_QUIET = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM})
_PLAYED = frozenset({"pay", "use", "play"})
# 「…を相手が使った」「…、俺がプレイした」: the player named as the subject of the use after the quote
_SUBJECT = re.compile(
    r"(?:自分|俺|こっち|こちら|私|僕|うち|相手|向こう)\s*(?:が|は)\s*(?:[^。?？]{0,6}?)"
    r"(?:使|プレイ|起動|払|支払)"
)


def _inside(reading: Reading, lo: int, hi: int) -> list[Fact]:
    return [f for f in reading.facts if lo <= f.start and f.end <= hi and f.role not in _QUIET]


def _effect_stun(facts: list[Fact]) -> str | None:
    """「相手のUNITを1つ対象とし、それをスタンする」: the owner of the one UNIT the effect stuns."""
    cards = [f for f in facts if f.role is Role.CARD]
    numbers = [f for f in facts if f.role is Role.NUMBER]
    states = [f for f in facts if f.role is Role.STATE]
    if len(cards) != 1 or cards[0].concept != "unit" or cards[0].owner is None:
        return None
    if any(n.value != 1 for n in numbers) or not states:
        return None
    if any(s.concept != "stunned" or s.negated for s in states):
        return None
    if len(cards) + len(numbers) + len(states) != len(facts):
        return None
    return cards[0].owner


def _effect_draw(facts: list[Fact]) -> int | None:
    """「カードを2枚引く」: the cards the craft's controller draws, its only effect (1313.1a)."""
    if len(facts) != 1 or facts[0].role is not Role.ACTION or facts[0].concept != "draw":
        return None
    drawn = facts[0].value
    return drawn if isinstance(drawn, int) and not facts[0].negated and 1 <= drawn <= 5 else None


def cost_stun(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"number"} or reading.of(Role.MODIFIER):
        return None
    quotes = list(_QUOTE.finditer(reading.text))
    if len(quotes) != 1 or reading.text.count("「") + reading.text.count("『") != 1:
        return None
    quote = quotes[0]
    colon = _COLON.search(reading.text, quote.start(1), quote.end(1))
    # 「コストが「これをスタンする」のやつ」: the quote is the craft's cost part alone (1201.1a-1)
    alone = colon is None and _COST_OF.search(reading.text, 0, quote.start()) is not None
    if colon is None and not alone:
        return None
    cost = _inside(reading, quote.start(1), quote.end(1) if colon is None else colon.start())
    # 「このUNITをスタンする」: the craft's own UNIT named, as 「これを」 names it
    cost = [
        f
        for f in cost
        if not (f.role is Role.CARD and f.concept == "unit" and reading.text.endswith("この", 0, f.start))
    ]
    if not cost or any(f.role is not Role.STATE or f.concept != "stunned" or f.negated for f in cost):
        return None  # the cost part says that a UNIT is stunned, nothing else
    effect = [] if colon is None else _inside(reading, colon.end(), quote.end(1))
    stunned_owner = _effect_stun(effect) if effect else None
    drawn = _effect_draw(effect) if effect and stunned_owner is None else None
    if effect and stunned_owner is None and drawn is None:
        return None
    outside = [f for f in reading.facts if not quote.start() <= f.start < quote.end()]
    facts = [f for f in outside if f.role not in _QUIET and f.role is not Role.ASK]
    # 「自分がスタンダメージを受けない効果が効いてる」 (1307.1): the player who takes no stun damage
    shielded = [f for f in facts if f.role is Role.STATE and f.concept == "prevent" and not f.negated]
    facts = [f for f in facts if f not in shielded]
    stats = [f for f in facts if f.role is Role.STAT]
    cards = [f for f in facts if f.role is Role.CARD]
    acts = [f for f in facts if f.role is Role.ACTION]
    # 「俺の絆は6だった」: a player's 絆 told before the craft, the value the stun damage is taken from
    bonds = [f for f in facts if f.role is Role.QUANTITY and f.concept == "kizuna"]
    facts = [f for f in facts if f not in bonds]
    if len({f.owner for f in bonds}) != len(bonds) or any(
        f.owner not in ("self", "opponent") or f.negated or not isinstance(f.value, int) for f in bonds
    ):
        return None
    if len(stats) != 1 or stats[0].concept != "cp_cost" or not isinstance(stats[0].value, int):
        return None
    if len(cards) != 1 or cards[0].concept != "unit" or not acts:
        return None
    if any(f.concept not in _PLAYED or f.negated for f in acts):
        return None
    if len(stats) + len(cards) + len(acts) != len(facts):
        return None  # a turn, a quantity, a keyword … this plan does not hold
    cp = stats[0].value
    if not 0 <= cp <= 20:
        return None
    start = reading.text.rfind("。", 0, quote.start()) + 1
    named = [o for o in reading.of(Role.OWNER) if start <= o.start < quote.start()]
    # 「コストが「これをスタンする」の起動クラフトを相手が使った」: a player named after the quote, as the
    # subject of the use in its sentence, is who played it (the asker had been taken, 2 stated for 0)
    end = reading.text.find("。", quote.end())
    after = _SUBJECT.search(reading.text, quote.end(), end if end >= 0 else len(reading.text))
    if after is not None:
        subject = [o for o in reading.of(Role.OWNER) if o.start == after.start()]
        if not subject or any(o.concept != subject[0].concept for o in named):
            return None
        named = subject
    user = stats[0].owner or cards[0].owner or (named[0].concept if named else None)
    # 「CPコスト5のUNITの起動クラフトで…使った」: no player named before the quote — the one who tells
    # the act is the one who did it (named in the notes)
    unsaid = user is None and not any(o.start < quote.start() for o in reading.of(Role.OWNER))
    user = "self" if unsaid else user
    if user not in ("self", "opponent") or any(o.concept not in (user, "both") for o in named[:1]):
        return None
    if any(f.owner not in ("self", "opponent") for f in shielded):
        return None  # whose stun damage is prevented must be said
    ask = next(f for f in reading.asks() if f.concept == "number")
    opened = max(reading.text.rfind(c, 0, ask.start) for c in "。?？") + 1
    asked = [o.concept for o in reading.of(Role.OWNER) if opened <= o.start < ask.start]
    if asked and asked[-1] != user:
        # 「相手が使った。俺の絆は何点減る?」: the other player's 絆 (the user's loss had been stated)
        return None
    # the player who plays the craft is player1 (its 配備ステップ); the asker's seat follows
    user_seat, them = "player1", "player2"
    me = "player1" if user == "self" else "player2"
    crafted = {"id": "a", "name": "起動クラフトを持つUNIT", "cp_cost": cp}
    players: dict[str, Any] = {user_seat: {"field": [crafted]}, them: {"field": []}}
    other = "player2" if me == "player1" else "player1"
    for f in bonds:
        players[me if f.owner == "self" else other]["kizuna"] = f.value
    for f in shielded:  # 1307.1 shields its own player only: the other player's protection changes nothing
        players[user_seat if f.owner == user else them]["no_stun_damage"] = True
    actions: list[dict[str, Any]] = [
        {"kind": "effect", "op": "stun", "cost": True, "player": user_seat, "target": "a"}
    ]
    notes = [
        "起動クラフトは優先権があればプレイできるので、プレイするプレイヤーの配備ステップで実行しました(1201.1a-1)。"
    ]
    if unsaid:
        notes.append("起動クラフトを使ったプレイヤーは書かれていないので、自分(質問した人)としました。")
    if stunned_owner is not None:
        side = user_seat if stunned_owner == user else them
        players[side]["field"].append({"id": "d", "name": "効果でスタンするUNIT"})
        actions.append({"kind": "effect", "op": "stun", "player": user_seat, "target": "d"})
        notes.append("効果でスタンするUNITのCPコストは書かれていないので1としました。")
    if drawn is not None:  # 「…:カードを2枚引く」: the effect after the cost (the engine's deck of 20)
        actions.append({"kind": "effect", "op": "draw", "player": user_seat, "counts": {user_seat: drawn}})
    payload: dict[str, Any] = {"phase": "deploy", **players, "actions": actions}
    name = "自分" if user == "self" else "相手"

    def head(sim: SimulationResult) -> str:
        lost = next(
            (
                -int(e.data.get("delta", 0))
                for e in sim.events
                if e.type == "counter"
                and e.data.get("key") == "kizuna"
                and e.data.get("player") == user_seat
                and "1306.3" in e.rules
            ),
            0,
        )
        if shielded:
            return (
                f"コストとしてUNITをスタンしても、{name}はスタンダメージを受けないので、減る絆は{lost}点です"
                "(1307.1、1306.3、1201.1a-1)"
            )
        return (
            f"コストとしてUNITをスタンした時点で、{name}はそのUNITのCPコストに等しい絆を{lost}点失います"
            "(スタンダメージ、1306.3、1201.1a-1)"
        )

    return BuiltScenario(
        f"{GAME}.plan.cost_stun",
        payload,
        story(head, types=("cost", "set_state", "counter"), limit=4, me=me),
        tuple(notes),
    )
