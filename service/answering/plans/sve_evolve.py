"""Shadowverse Evolve evolving planned from the reading: a follower evolved earlier this turn, then
another evolve asked (「このターンもう1体進化させた。別のフォロワーも進化できる?」) — a player
evolves at most once per turn (8.3.2), and an evolved follower does not evolve again (12.2.2).

The scenario: two of the asker's followers on the field, each with its evolve card, the earlier
evolve scripted first and the asked one second. The players' PP/EP are the stated ones; any not
stated is a default that pays both evolve costs (named in the notes) — a larger PP or EP only lets
more evolve, so a refusal run with it is a refusal of the rule, not of the payment.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.sve_attack_evolve import said_after
from service.answering.plans.sve_read import cause_owner, unbound_numbers
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
# 「進化させた」「進化した」「進化済み」「進化させてある」: an evolve already made
# (「進化させたい」「進化したくて」「進化させたければ」: a wish, not an evolve made; 「…させたけど」 is)
_DONE = re.compile(
    r"\s*(?:を)?\s*(?:さ?せ|し)?(?:た(?!い|く|かっ|け(?!ど))|て(?:い|る|た|お|あ|しま|ちゃ)|済)"
)
_RESOURCES = frozenset({"pp", "pp_max", "ep"})
_DEFAULTS = {"pp_max": 10, "pp": 10, "ep": 3}
# 「後攻で、このターン…」: the player's turn order says whose turn it is no less (8.3.2 counts this turn's)
_TURNS = frozenset({"self_turn", "order"})
# 「EP使って進化させた」「EPを1使って」: a resource used is the evolve's cost paid (12.2.3), no other act
_PAID_WITH = re.compile(r"(?:EP|PP)\s*(?:を)?\s*[0-9]?\s*(?:点)?\s*$")
_TAKEN = re.compile(r"受け|くら|食ら|喰ら|もら")
_TOPIC = re.compile(r"\s*(?:は|が|って|の(?=\s*[0-9攻体]))")  # 「エボルヴの4/4」 too


def evolve_means(reading: Reading) -> Reading:
    """「進化能力で進化させた」: the 能力 an evolve is made by is the evolve ability itself (12.2), the
    means of that one evolve — no other effect used."""
    out = {
        f: replace(f, role=Role.NEUTRAL, why="the evolve ability named as the evolve's means (12.2)")
        for f in reading.of(Role.MODIFIER)
        if f.concept == "effect"
        and f.text.startswith("能力")
        and reading.text[max(0, f.start - 2) : f.start] == "進化"
    }
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))


def done(reading: Reading, f: Fact) -> bool:
    """「進化させた」「進化済み」: the act told as already made."""
    return bool(_DONE.match(reading.text, f.end))


# 「カードの効果で」「スペルで」「ファンファーレで」: a means of evolving other than the evolve ability
_OTHER_MEANS = re.compile(
    r"(?<!進化)(?:効果|スペル|ファンファーレ|ラストワード|カード)\s*(?:「[^「」]*」)?\s*"
    r"(?:で|により|によって|を使って|だっ)"
    r"|進化能力\s*(?:じゃ|では|で?は)\s*な"
)


def evolve_again(reading: Reading) -> BuiltScenario | None:
    """A second evolve in the turn the question says one was already made (8.3.2)."""
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept != "evolve" or unbound_numbers(reading):
        return None
    evolves = [f for f in reading.of(Role.ACTION) if f.concept == "evolve" and not f.negated]
    earlier = [f for f in evolves if f.end <= action.start and done(reading, f)]
    paid = [
        f for f in reading.of(Role.ACTION)
        if f.concept == "use" and _PAID_WITH.search(reading.text[max(0, f.start - 6) : f.start])
    ]  # fmt: skip
    if not earlier or any(
        f.concept not in ("evolve", "pay") and f not in paid for f in reading.of(Role.ACTION)
    ):
        return None
    if any(f.value not in (None, 1) for f in earlier):
        return None  # 「もう2体進化させた」: more than the one evolve a turn allows (8.3.2) is another story
    # 「前のターンに進化させた」 / 「次のターンに」: another turn's evolve does not count (8.3.2)
    if any(f.concept not in _TURNS for f in reading.of(Role.TURN)):
        return None
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER):
        return None
    # 「カードの効果「…進化する」で1体進化させた。このあと…進化能力で進化させられる?」: the earlier evolve by
    # an effect plays no evolve ability (5.15.1.1), so the once a turn (8.3.2) is not used ('no' had been
    # stated); an effect's evolve asked about is not this family
    by_effect = _OTHER_MEANS.search(reading.text, 0, earlier[-1].start) is not None
    if _OTHER_MEANS.search(reading.text, earlier[-1].start):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None  # the opponent's evolve, or the opponent's turn: not this family
    player: dict[str, Any] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept == "field_count" and f.value == 1:
            continue  # 「もうフォロワー1体を進化させた」: the one follower evolved, no field count
        if f.concept not in _RESOURCES or not isinstance(f.value, int):
            return None
        if player.get(f.concept, f.value) != f.value:
            return None
        player[f.concept] = f.value
    notes = ["1回目の進化は、このターンに別のフォロワーで行ったと仮定(同じなら進化済み: 12.2.2)。"]
    unsaid = [k for k in ("pp_max", "pp", "ep") if k not in player]
    for key in unsaid:
        player[key] = max(_DEFAULTS[key], player.get("pp", 0)) if key == "pp_max" else _DEFAULTS[key]
    if player["pp"] > player["pp_max"]:
        return None
    if unsaid:
        told = "、".join(f"{k.upper().replace('_MAX', '最大値')}{player[k]}" for k in unsaid)
        notes.append(f"指定のない{told}は、2回分の進化コスト(各2)を払える量と仮定(多いほど進化しやすい側)。")
    player["field"] = [
        {"id": "x", "name": "進化したフォロワー"},
        {"id": "y", "name": "進化させたいフォロワー"},
    ]
    player["evolve_deck"] = [{"name": "進化したフォロワー"}, {"name": "進化させたいフォロワー"}]
    first: dict[str, Any] = {"type": "evolve", "card": "x"} | ({"by_effect": True} if by_effect else {})
    if by_effect:
        notes[0] = "1回目の進化はカードの効果によるもの(進化能力のプレイではない: 5.15.1.1)としています。"
    payload = {"player1": player, "actions": [first, {"type": "evolve", "card": "y"}]}
    return BuiltScenario(
        f"{GAME}.planned_evolve_again",
        payload,
        story(_again_head, types=("rejected", "set_state"), limit=2),
        tuple(notes),
    )


def _again_head(sim: SimulationResult) -> str:
    refused = [e for e in sim.events if e.type == "rejected"]
    if refused:
        return "2体目は進化できません。進化は1ターンに1回だけです(8.3.2)"
    return "2体目も進化できます"


def _into(reading: Reading, evolve: Fact) -> list[Fact]:
    """「そいつを4/5に進化させた」「攻撃力4・体力5に進化」: the stats said right before 「に」 and the evolve
    verb are the evolve card's."""
    stats = [f for f in reading.of(Role.STAT) if f.concept in ("attack", "health") and f.end <= evolve.start]
    if not stats or not re.fullmatch(r"\s*に\s*", reading.text[stats[-1].end : evolve.start]):
        return []
    out = [stats[-1]]
    for f in reversed(stats[:-1]):
        if not re.fullmatch(r"\s*[/・、,]?\s*", reading.text[f.end : out[0].start]):
            break
        out.insert(0, f)
    return out


def _before(reading: Reading, card: Fact, concept: str) -> int | None:
    """「体力5のエボルヴカード」: the stat said right before a card noun, in its clause."""
    stats = [
        f for f in reading.of(Role.STAT)
        if f.concept == concept and f.end <= card.start
        and not any(c in reading.text[f.end : card.start] for c in "、。,")
    ]  # fmt: skip
    value = stats[-1].value if stats else _predicated(reading, card, concept)
    return value if isinstance(value, int) else None


def _predicated(reading: Reading, card: Fact, concept: str) -> int | str | None:
    """「進化後のカードは攻撃力4・体力4」: the stat the card noun is the topic of, in its clause."""
    if not _TOPIC.match(reading.text, card.end):
        return None
    stats = [
        f for f in reading.of(Role.STAT)
        if f.concept == concept and f.start >= card.end
        and not any(c in reading.text[card.end : f.start] for c in "、。,??")
    ]  # fmt: skip
    return stats[0].value if stats else None


def _told(stats: list[Fact], concept: str) -> int | None:
    value = next((f.value for f in stats if f.concept == concept), None)
    return value if isinstance(value, int) else None


# 「進化したら」「進化させた後の」: the act as the condition of the ask, no repetition said before it
_CONDITION = re.compile(r"\s*(?:さ\s*せ|し)\s*(?:たら|た\s*(?:後|あと)|て\s*から)")
_AGAIN = re.compile(r"もう\s*(?:一|1)\s*(?:回|度)|再び|再度|さらに|2\s*回")


def _restated_ask(reading: Reading, act: Fact) -> bool:
    """`act` restates an earlier one as the asking sentence's condition (sve-ae-13: 「…これを進化させたら
    進化後の表記は攻4/体4。進化したら体力いくつになってる?」 had two evolves, and no plan read it)."""
    text = reading.text
    begin = max((m.end() for m in re.finditer(r"[。!！?？]", text[: act.start])), default=0)
    return (
        begin > 0
        and _CONDITION.match(text, act.end) is not None
        and not _AGAIN.search(text, begin, act.start)
        and not any(begin <= f.start < act.start for f in reading.facts if f.role is not Role.NEUTRAL)
    )


def evolved_health(reading: Reading) -> BuiltScenario | None:
    """「体力3のフォロワーが2ダメージを受けている。体力5のエボルヴカードで進化させたら体力は?」: the
    evolved follower takes the evolve card's 体力 (5.15.2, 10.9.1.1.1) and the 体力 it lost to damage
    stays lost (5.15.3, 2.8.2): 5 - 2."""
    if asked(reading) != "number" or unbound_numbers(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    damage = [f for f in acts if f.concept == "damage"]
    evolve = [f for f in acts if f.concept == "evolve"]
    if len(evolve) == 2 and _restated_ask(reading, evolve[1]):
        acts.remove(evolve[1])  # 「…進化させたら進化後は4/4。進化したら体力いくつ?」: the one evolve again
        evolve = evolve[:1]
    fight = [f for f in acts if f.concept == "attack"]
    if len(damage) != 1 or len(evolve) != 1 or len(fight) > 1 or len(acts) != 2 + len(fight):
        return None
    if damage[0].end > evolve[0].start or (fight and not fight[0].end <= damage[0].start):
        return None
    if fight and not _TAKEN.search(reading.text[damage[0].start : damage[0].end + 4]):
        return None  # 「殴って2ダメージ与えた」: the damage dealt to the fought follower, not taken
    cards = [f for f in reading.of(Role.CARD) if f.concept in ("follower", "evolve_card")]
    foes = [f for f in cards if f.concept == "follower" and f.owner == "opponent"]
    nouns = [f for f in cards if f.concept == "follower" and f.owner != "opponent"]
    evo = [f for f in cards if f.concept == "evolve_card"]
    # 「進化して体力4になった」「4/5に進化させた」: the evolve card's
    after = (said_after(reading, evolve[0]) or _into(reading, evolve[0])) if not evo else []
    if (len(evo) != 1 and not after) or not nouns or nouns[0].start > evolve[0].start:
        return None
    # 「…のフォロワーで相手のアクト状態のフォロワーを殴って2ダメージもらって」: the damage is the fought
    # follower's combat damage (8.4.9.1), in the asker's turn; nothing else of it is told
    if len(foes) != (1 if fight else 0) or (fight and not fight[0].start > foes[0].end > nouns[0].end):
        return None
    foe_said = [f for f in reading.facts if foes and foes[0].start - 12 < f.start < foes[0].end]
    if any(f.role is Role.STATE for f in reading.facts if f not in foe_said):
        return None
    if reading.of(Role.KEYWORD, Role.QUANTITY):
        return None
    # 「相手のカードの効果で3ダメージ受けた」「ファンファーレで1ダメージ」: the effect that dealt the damage
    # (scripted as the damage); an effect said anywhere else is another story
    if any(f.concept != "effect" or f.end > damage[0].start for f in reading.of(Role.MODIFIER)):
        return None
    if any(f.concept != "self_turn" for f in reading.of(Role.TURN)):
        return None
    if any(
        f.owner not in (None, "self")
        for f in reading.facts
        if f.role is not Role.NEUTRAL and f not in foe_said and not cause_owner(reading, f)
    ):  # 「相手のスペルで2ダメージ食らった」: whose spell dealt it changes no 体力 (5.15.3)
        return None
    base = _before(reading, nouns[0], "health")
    evolved = _before(reading, evo[0], "health") if evo else _told(after, "health")
    hurt = damage[0].value
    if base is None or evolved is None or not isinstance(hurt, int):
        return None
    if hurt >= base:
        return None  # destroyed by that damage (11.3.1): no follower was left to evolve
    # any other 体力 told is what the damage left (「残り体力1」): it must agree
    if any(
        f.value not in (base, evolved, base - hurt) for f in reading.of(Role.STAT) if f.concept == "health"
    ):
        return None
    if any(f.concept not in ("health", "attack") for f in reading.of(Role.STAT)):
        return None
    attack = _before(reading, nouns[0], "attack")
    evo_attack = _before(reading, evo[0], "attack") if evo else _told(after, "attack")
    notes = ["進化のコストは指定がないので2、このターンのPPで払えると仮定(体力には関わりません)。"]
    if attack is None or evo_attack is None:
        notes.append("攻撃力は指定がないので1と仮定(体力には関わりません)。")
    name = "進化するフォロワー"
    payload: dict[str, Any] = {
        "player1": {
            "pp": 2,
            "pp_max": 2,
            "field": [{"id": "x", "name": name, "attack": attack or 1, "health": base}],
            "evolve_deck": [{"name": name, "cost": 2, "attack": evo_attack or 1, "health": evolved}],
        },
        "actions": [
            {"type": "damage", "amount": hurt, "targets": ["x"]},
            {"type": "evolve", "card": "x", "use_ep": False},
        ],
    }
    if fight:
        foe = {"id": "b", "name": "相手のフォロワー", "attack": hurt, "health": 99, "acted": True}
        payload["player2"] = {"field": [foe]}
        payload["actions"][0] = {"type": "attack", "attacker": "x", "target": "b"}
        notes.append(
            f"交戦した相手のフォロワーは、受けたダメージ{hurt}と同じ攻撃力のアクト状態のフォロワー"
            "(体力99)としました(8.4.9.1: 攻撃されたフォロワーは攻撃力に等しいダメージを与えます)。"
        )
    return BuiltScenario(
        f"{GAME}.planned_evolved_health",
        payload,
        story(_health_head, types=("rejected", "set_state", "damage"), limit=3),
        tuple(notes),
    )


def _health_head(sim: SimulationResult) -> str:
    if any(e.type == "rejected" for e in sim.events):
        return "進化できません"
    card = next((c for c in sim.zone("player1", "field") if c.get("uid") == "x"), None)
    evo = next(iter(sim.zone("player1", "evolved")), None)
    if card is None or evo is None:
        return "進化したフォロワーは場にいません"
    hurt = int(card.get("flags", {}).get("damage", 0))
    health = int(evo.get("stats", {}).get("health", 0))
    return (
        f"進化後の体力は{health - hurt}になります(エボルヴカードの体力{health}から、"
        f"受けているダメージ{hurt}を引いた値。失った体力は進化後も失われたままです: 5.15.3)"
    )


_TWO = re.compile(r"\s*(?:を|とも|とも?を)?\s*(?:同時に|両方|どちらも|それぞれ)?\s*")


def evolve_two(reading: Reading) -> BuiltScenario | None:
    """「EPが3あるとき、同じターンにフォロワー2体を進化させられますか?」: two evolves asked in one turn —
    the second is refused, a player evolves once per turn (8.3.2) whatever EP is left."""
    if asked(reading) not in ("can", "outcome") or unbound_numbers(reading):
        return None
    evolves = [f for f in reading.of(Role.ACTION) if not f.negated]
    if len(evolves) != 1 or evolves[0].concept != "evolve" or done(reading, evolves[0]):
        return None
    counts = [f for f in reading.of(Role.QUANTITY) if f.concept == "field_count"]
    if (
        len(counts) != 1
        or counts[0].value != 2
        or not _TWO.fullmatch(reading.text, counts[0].end, evolves[0].start)
    ):
        return None  # 「フォロワー2体を進化」: the evolve's object is two followers
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER):
        return None
    if any(f.concept not in _TURNS for f in reading.of(Role.TURN)):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    player: dict[str, Any] = {}
    for f in reading.of(Role.QUANTITY):
        if f is counts[0]:
            continue
        if (
            f.concept not in _RESOURCES
            or not isinstance(f.value, int)
            or player.get(f.concept, f.value) != f.value
        ):
            return None
        player[f.concept] = f.value
    notes = []
    unsaid = [k for k in ("pp_max", "pp", "ep") if k not in player]
    for key in unsaid:
        player[key] = max(_DEFAULTS[key], player.get("pp", 0)) if key == "pp_max" else _DEFAULTS[key]
    if player["pp"] > player["pp_max"]:
        return None
    if unsaid:
        told = "、".join(f"{k.upper().replace('_MAX', '最大値')}{player[k]}" for k in unsaid)
        notes.append(f"指定のない{told}は、2回分の進化コスト(各2)を払える量と仮定(多いほど進化しやすい側)。")
    player["field"] = [{"id": "x", "name": "1体目のフォロワー"}, {"id": "y", "name": "2体目のフォロワー"}]
    player["evolve_deck"] = [{"name": "1体目のフォロワー"}, {"name": "2体目のフォロワー"}]
    payload = {
        "player1": player,
        "actions": [{"type": "evolve", "card": "x"}, {"type": "evolve", "card": "y"}],
    }
    return BuiltScenario(
        f"{GAME}.planned_evolve_two",
        payload,
        story(_two_head, types=("rejected", "set_state"), limit=2),
        tuple(notes),
    )


def _two_head(sim: SimulationResult) -> str:
    if any(e.type == "rejected" for e in sim.events):
        return "1体目は進化できますが、2体目は進化できません。進化は1ターンに1回だけです(8.3.2)"
    return "2体とも進化できます"
