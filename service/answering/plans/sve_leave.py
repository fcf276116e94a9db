"""Shadowverse Evolve plans on a follower leaving the field, from the reading's facts.

* `last_word` — 「自分のフォロワーに「ラストワード:相手のリーダーに2ダメージ」。攻撃して破壊された。
  相手リーダーの体力8はいくつ?」: the destroyed follower's ラストワード resolves (12.5.1) and deals its
  damage to the leader its text names (5.13.1);
* `quick_removal` — 「相手の攻撃力5のフォロワーが自分のリーダー(体力6)に攻撃してきた。【クイック】の
  スペルでそのフォロワーを破壊した。体力は?」: the non-turn player's 【クイック】 card resolves after
  the attack (8.4.7), and an attacker no longer on the field deals no attack damage (8.4.9).

The asked quantity is a leader's 体力, which must be stated; what the question leaves out (the
fighters' stats where the question only tells the outcome, a card's cost) is a default named in the
notes.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.sve_read import WORD, describe, game_over, seats, unbound_numbers
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

GAME = "sve"


def _quoted(reading: Reading, f: Fact) -> tuple[int, int] | None:
    """The bounds of the 「…」 holding `f`, or None."""
    text = reading.text
    opened = max(text.rfind("「", 0, f.start), text.rfind("『", 0, f.start))
    if opened < 0 or max(text.rfind("」", 0, f.start), text.rfind("』", 0, f.start)) > opened:
        return None
    closed = [i for i in (text.find("」", f.end), text.find("』", f.end)) if i >= 0]
    return (opened, min(closed)) if closed else None


# 「攻撃はどうなって」: the attack told, named again as the topic of the asking sentence
# 「攻撃の後に」「攻撃が終わったら」: the told attack named again too (sve-bs-17)
_NAMED_ATTACK = re.compile(
    r"(?:\s*の\s*(?:後|あと)|後|前|中|時|宣言|フォロワー|した側|された側|目標|対象|\s*は\s*どう"
    r"|\s*(?:が|は)?\s*(?:終わ|終了|おわ))"
)
# 「破壊しようとした」「破壊できなかった」「破壊し損ねた」: a removal tried or failed, not made
_TRIED = re.compile(
    r"\s*(?:し|さ(?:せ)?)?\s*(?:よう|ようと|ようと思|たかった|たい|損|でき(?:な|ず)|られ(?:な|ず)|な(?:かっ|い)|ず)"
)
# 「その攻撃してきたフォロワー」: the attacker named by a relative clause of the told attack
_RELATIVE_ATTACK = re.compile(r"た\s*(?:フォロワー|やつ|奴)")
# 「何点ダメージ受ける?」「ダメージは何点?」: the damage the attack deals is asked, not the 体力 left
_DEALT_ASK = re.compile(
    r"何\s*(?:点|ダメージ)\s*(?:の)?\s*(?:ダメージ)?\s*(?:を)?\s*(?:受け|食らう|食らい|くらう|入る|入り)"
    r"|ダメージ\s*(?:は|って)?\s*何\s*点"
)
_ENDED = re.compile(r"\s*(?:が|は)?\s*(?:終わ|終了|おわ)")
_AFTER = re.compile(r"\s*(?:の|を受けた|が入った)?\s*(?:後|あと)")
# 「攻撃フォロワー」「攻撃中の」「攻撃してきた」「アタックしてる」: the attack's words up to the card it names
_ATTACKING = re.compile(r"\s*(?:中\s*の|して\s*(?:き|い)?\s*(?:た|る)|し\s*た|する)?\s*")
_THIS = re.compile(r"(?:この|その)\s*$")  # 「この攻撃で」: the told attack named again
_BEFORE = re.compile(r"\s*(?:宣言)?\s*の?\s*(?:前|まえ)")
_PASSIVE = re.compile(r"\s*さ?れ")
_SUBJECT = re.compile(r"\s*(?:[((][^()()]{0,12}[))])?\s*(?:が|は|も)")


def _last_card(reading: Reading, verb: Fact) -> Fact | None:
    start = max(reading.text.rfind(c, 0, verb.start) for c in "。??") + 1
    cards = [f for f in reading.of(Role.CARD) if start <= f.start and f.end <= verb.start]
    return cards[-1] if cards else None


def _suffered(reading: Reading, verb: Fact, owner: str) -> bool:
    """「相打ちで破壊されて」「そのフォロワーが効果で破壊された」: a passive destruction whose subject is
    not another player's card (「相手のフォロワーが破壊された」) nor a card said apart (「そのフォロワーは」
    after an attack on another card)."""
    if not _PASSIVE.match(reading.text, verb.end):
        return False
    card = _last_card(reading, verb)
    if card is None or not _SUBJECT.match(reading.text, card.end):
        return True
    if card.owner is None:  # 「そのフォロワーが」: ours when no other player's follower is named
        return not any(
            f.concept == "follower" and f.owner not in (None, owner) for f in reading.of(Role.CARD)
        )
    return card.owner == owner


def _leader_head(sim: SimulationResult, me: str, seat: str) -> str:
    """The 体力 of the leader `seat` the question asks about, then the game's end if any."""
    who = WORD["self" if seat == me else "opponent"]
    over = game_over(sim, me)
    return f"{who}のリーダーの体力は{sim.counter(seat, 'health')}になります" + (f"。{over}" if over else "")


def last_word(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("number", "winner") or unbound_numbers(reading):
        return None
    words = [f for f in reading.of(Role.MODIFIER) if "ラストワード" in f.text]
    if len(words) != 1 or len(reading.of(Role.MODIFIER)) != 1:
        return None
    quote = _quoted(reading, words[0])
    if quote is None:
        return None
    inside = [f for f in reading.facts if quote[0] < f.start and f.end <= quote[1]]
    damages = [f for f in inside if f.role is Role.ACTION and f.concept == "damage"]
    leaders = [f for f in inside if f.role is Role.CARD and f.concept == "leader"]
    acts = [f for f in inside if f.role is Role.ACTION]
    if len(damages) != 1 or acts != damages or len(leaders) != 1 or leaders[0].owner not in WORD:
        return None  # one 「…のリーダーにNダメージ」, nothing else printed
    outside = [f for f in reading.of(Role.ACTION) if f.start > quote[1] and not f.negated]
    if not any(f.concept == "destroy" for f in outside):
        return None
    if any(f.concept not in ("destroy", "attack") for f in outside):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.QUANTITY, Role.TURN) or any(
        f.role is Role.STAT and f.concept != "health" for f in reading.facts
    ):
        return None
    seat = dict(seats(reading))
    described, healths = describe(reading)
    before = [d for d in described if d.noun is not None and d.noun.end <= words[0].start]
    owner = before[-1].owner if before else None
    if owner != "self" or any(d.facts for d in described) or "?" in healths:
        return None  # the opponent's card text says 「相手」 of its own controller: not read here
    destroyed = [f for f in outside if f.concept == "destroy"]
    if len(destroyed) != 1 or not _suffered(reading, destroyed[0], owner):
        return None
    other = "opponent" if owner == "self" else "self"
    attacked = any(f.concept == "attack" for f in outside)
    if attacked and owner != "self":
        return None  # its owner attacks in the asker's turn; an opponent's attack is another seating
    hit = leaders[0].owner
    if hit not in healths:
        return None  # the asked 体力 must be stated
    notes = ["ラストワードを持つフォロワーは前のターンから場にいると仮定。"]
    card: dict[str, Any] = {
        "id": "w",
        "name": f"{WORD[owner]}のフォロワー",
        "attack": 1,
        "health": 1,
        "effects": [
            {
                "timing": "last_word",
                "effect": "damage",
                "amount": damages[0].value,
                "target": {"player": seat[hit]},
            }
        ],
    }
    players: dict[str, dict[str, Any]] = {seat[owner]: {"field": [card]}, seat[other]: {}}
    for who, value in healths.items():
        players.setdefault(seat[who], {})["health"] = value
    if attacked:
        players[seat[other]]["field"] = [
            {"id": "t", "name": f"{WORD[other]}のフォロワー", "attack": 1, "health": 1, "acted": True}
        ]
        actions: list[dict[str, Any]] = [{"type": "attack", "attacker": "w", "target": "t"}]
        notes.append(
            "交戦したフォロワーの攻撃力・体力は指定がないので、互いに破壊される1/1と仮定(質問では破壊された)。"
        )
        notes.append("攻撃された相手のフォロワーは、攻撃目標にできるアクト状態と仮定(8.4.3.1)。")
    else:
        actions = [{"type": "effect", "effect": "destroy", "target": {"card": "w"}}]
        notes.append("破壊の方法は指定がないので、効果で破壊されたものとしました。")
    payload: dict[str, Any] = {**players, "actions": actions}
    me = seat["self"]
    return BuiltScenario(
        f"{GAME}.planned_last_word",
        payload,
        story(lambda sim: _leader_head(sim, me, seat[hit]), limit=4, me=me),
        tuple(notes),
    )


def _named(reading: Reading, f: Fact) -> bool:
    """「攻撃後のタイミングで」「この攻撃で」: the told attack named again as a noun."""
    if _THIS.search(reading.text, 0, f.start) and _RELATIVE_ATTACK.match(reading.text, f.end):
        return True  # 「その攻撃してきたフォロワー」
    return bool(_NAMED_ATTACK.match(reading.text, f.end) or _THIS.search(reading.text, 0, f.start))


def _attacker_named(reading: Reading, card: Fact, acts: list[Fact]) -> bool:
    """「俺の攻撃フォロワー」「相手の攻撃してきたフォロワー」: the card is named by the told attack right
    before it, so it is the attacker, not another follower of the attacker's side (sve-au-12)."""
    return any(
        f.concept in ("attack", "attacked")
        and f.end <= card.start
        and _ATTACKING.fullmatch(reading.text, f.end, card.start)
        for f in acts
    )


def quick_removal(reading: Reading) -> BuiltScenario | None:
    """The attacker's owner is the turn player: the opponent (「攻撃してきた」) or the asker (「攻撃宣言し
    たら、相手がクイックで…」); the other player, the defender, plays the 【クイック】 card (8.4.7)."""
    # 「ゲーム終わる?」 (outcome): whether the attack ends the game, the run's result and winner
    if asked(reading) not in ("number", "winner", "outcome") or unbound_numbers(reading):
        return None
    asks = reading.of(Role.ASK)
    # 「相手を倒せてる?」: the 倒す inside the asked words is the asked defeat, no told destroy
    acts = [
        f for f in reading.of(Role.ACTION)
        if not f.negated and not any(a.start <= f.start and f.end <= a.end for a in asks)
    ]  # fmt: skip
    dealt = _DEALT_ASK.search(reading.text) if asked(reading) == "number" else None
    if dealt is not None:  # 「何点ダメージ受ける?」: the damage word is the asked one, no damage told
        acts = [f for f in acts if not (f.concept == "damage" and dealt.start() <= f.start < dealt.end())]
    attacked = any(f.concept == "attacked" for f in acts)
    if not attacked and not any(f.concept == "attack" for f in acts):
        return None
    side, other = ("opponent", "self") if attacked else ("self", "opponent")
    quick = reading.of(Role.KEYWORD)
    if len(quick) != 1 or quick[0].concept.strip("【】") != "クイック" or quick[0].negated:
        return None
    if quick[0].owner not in (None, other):
        return None  # 「自分のクイックのスペル」 while the asker attacks: not the defender's card
    removal = [f for f in acts if f.concept == "destroy" and f.start > quick[0].end]
    if any(_AFTER.match(reading.text, f.end) for f in reading.of(Role.TERM) if f.concept == "ダメージ"):
        return None  # 「ダメージの後で破壊した」: the attack's damage came first (8.4.9 before)
    if any(f.concept == "attack" and _ENDED.match(reading.text, f.end) and f.start < removal[0].start
           for f in acts if removal):  # fmt: skip
        return None  # 「攻撃が終わった後に破壊した」: the attack's damage came first (8.4.9)
    if any(_TRIED.match(reading.text, f.end) for f in removal):
        return None  # 「破壊しようとしたけど…足りなかった」: a removal tried, not made
    aimed = _last_card(reading, removal[0]) if len(removal) == 1 else None
    if aimed is not None and aimed.owner == side and _attacker_named(reading, aimed, acts):
        aimed = dataclasses.replace(aimed, owner=None)  # 「俺の攻撃フォロワーを」: the attacker itself
    if aimed is None or aimed.concept != "follower" or aimed.owner not in (None, other):
        return None  # 「自分の(別の)フォロワーを破壊」 said of the attacker's side: which one is not read
    # 「クイックのスペルで自分の別のフォロワーを破壊した」: the defender's own follower, not the attacker
    own = aimed.owner == other
    attacking = ("attacked",) if attacked else ("attack",)
    if any(f.concept == "attack" and _BEFORE.match(reading.text, f.end) for f in acts):
        return None  # 「攻撃宣言の前に破壊した」: no attack follows; the plan plays the card after it (8.4.7)
    # 「攻撃後のタイミングで」「その攻撃フォロワーを」: the one attack named as a noun, not another attack
    named = [f for f in acts if f.concept == "attack" and _named(reading, f)]
    acts = [f for f in acts if f not in named]
    if len(removal) != 1 or any(f.concept not in (*attacking, "destroy", "play", "use") for f in acts):
        return None
    # 「前のターンから場にいる」: the attacker's time on the field, what the plan assumes (8.4.2.1)
    if reading.of(Role.STATE, Role.MODIFIER, Role.QUANTITY) or any(
        not ((f.concept == "opponent_turn" and attacked) or (f.concept == "previous_turn" and not f.negated))
        for f in reading.of(Role.TURN)
    ):
        return None
    said, healths = describe(reading)
    # 「クイックのスペルでそのフォロワーを」: the keyword is the spell's, not the destroyed follower's
    described = [d for d in said if any(f is not quick[0] for f in d.facts)]
    attackers = [d for d in described if d.owner == side and d.facts]
    defaults: list[str] = []
    if dealt is not None and other not in healths:
        # 「…何点ダメージ受ける?」: the damage dealt is asked, not the 体力 left (20 at most lowers it)
        healths = {**healths, other: 20}
        defaults.append(
            f"{WORD[other]}のリーダーの体力は指定がないので20と仮定(受けるダメージには関わりません)。"
        )
    unstated = dealt is not None and not attackers
    if unstated:
        # 「相手のフォロワーが…攻撃してきた」 with no 攻撃力: a default kept only if the run deals no damage
        attackers = [d for d in said if d.owner == side and d.noun is not None and not d.facts]
        defaults.append(
            "攻撃したフォロワーの攻撃力は指定がないので1と仮定(ダメージを与える前に破壊されるので結果は同じ)。"
        )
    if len(attackers) != 1 or any(d.owner == other and d.facts for d in described) or other not in healths:
        return None
    if dealt is not None and _asks_another(reading, dealt.start(), other):
        return None
    if set(healths) - {"self", "opponent"} or attackers[0].keywords():
        return None
    attack = attackers[0].stat("attack") if not unstated else 1
    if attack is None:
        return None
    spell = {
        "id": "q",
        "name": f"{WORD[other]}の【クイック】のスペル",
        "kind": "spell",
        "keywords": ["クイック"],
        "effects": [{"effect": "destroy", "target": {"card": "w" if own else "a"}}],
    }
    health = attackers[0].stat("health")
    foe = {"id": "a", "name": f"{WORD[side]}のフォロワー", "attack": attack, "health": health or 1}
    player2: dict[str, Any] = {"health": healths[other], "pp": 1, "pp_max": 1, "hand": [spell]}
    if own:
        player2["field"] = [{"id": "w", "name": f"{WORD[other]}の別のフォロワー"}]
    player1: dict[str, Any] = {"field": [foe]} | ({"health": healths[side]} if side in healths else {})
    payload = {
        "player1": player1,
        "player2": player2,
        "actions": [{"type": "attack", "attacker": "a", "target": "leader", "quick": ["q"]}],
    }
    notes = [
        f"攻撃した{WORD[side]}のフォロワーは前のターンから場にいると仮定。",
        f"【クイック】のスペルのコストは指定がないので1、{WORD[other]}のPPは1残っていると仮定。",
    ]
    if health is None:
        notes.append("攻撃したフォロワーの体力は指定がないので1と仮定(効果で破壊されるので結果は同じ)。")
    if own:
        notes.append(
            f"破壊された{WORD[other]}の別のフォロワーは攻撃に関わらないので、その数値は結果に影響しません。"
        )
    me = "player2" if attacked else "player1"
    notes += defaults
    if dealt is not None:
        start = int(healths[other])
        try:
            left = simulate(GAME, payload).counter("player2", "health")
        except EngineError:
            return None
        if unstated and left != start:
            return None  # the attack dealt damage: the default 攻撃力 would decide the number
        return BuiltScenario(
            f"{GAME}.planned_quick_removal",
            payload,
            story(lambda sim: _dealt_head(sim, me, start), limit=4, me=me),
            tuple(notes),
        )
    return BuiltScenario(
        f"{GAME}.planned_quick_removal",
        payload,
        story(lambda sim: _leader_head(sim, me, "player2"), limit=4, me=me),
        tuple(notes),
    )


def _asks_another(reading: Reading, at: int, other: str) -> bool:
    """「…相手のリーダーは何点ダメージ受ける?」「俺のフォロワーは何点…」: the asking sentence names a card or
    player other than the attacked player's leader — the conclusion speaks of that leader only (audit 12b:
    「自分のリーダーが受けるダメージは0点」 had been stated for the attacker's leader asked)."""
    start = max(reading.text.rfind(c, 0, at) for c in "。??") + 1
    return any(
        start <= f.start < at
        and (
            (f.role in (Role.OWNER, Role.CARD) and f.owner not in (None, other))
            or (f.role is Role.CARD and f.concept != "leader")
        )
        for f in reading.facts
    )


def _dealt_head(sim: SimulationResult, me: str, start: int) -> str:
    """The damage the defending leader took from the attack (8.4.9): none when the attacker left the
    field before the damage step (8.4.7)."""
    who = WORD["self" if me == "player2" else "opponent"]
    taken = start - sim.counter("player2", "health")
    gone = "攻撃したフォロワーはダメージを与える前に場を離れたので、" if taken == 0 else ""
    return f"{gone}{who}のリーダーが受けるダメージは{taken}点です"
