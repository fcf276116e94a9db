"""Shadowverse Evolve follower attacks read from a question (8.4): who attacks what, with which stats,
keywords and states.

The asker's follower attacks (``a``, player1's); the target is the opponent's leader or follower
(``b``); other followers of the opponent named in the question (a 【守護】 one …) stand on their field.
A card named twice (「体力2のフォロワーに…攻撃。相手のフォロワーは攻撃力1」) is one card. A stat the
question does not give never decides the answer: a missing 攻撃力 counts as 0 and a missing 体力 as
just enough to survive, the notes say so, and the conclusion claims nothing that depends on them.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.extract import THERE_WHEN, CardMention, Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks
from service.answering.scenarios.sve_conclusion import (
    ATTACKER_FATE,
    CAN,
    Known,
    headline,
    undecided,
)
from service.answering.scenarios.sve_reading import (
    KEYWORDS,
    Card,
    anaphora,
    cards,
    defending,
    leader_health,
    pick_attacker,
    pick_target,
    refine,
    unnamed_attacker,
)
from service.answering.scenarios.sve_several import (
    aimed_apart,
    attack_series,
    copies,
    evolved_stats,
    fellow_attackers,
)
from service.answering.scenarios.sve_tell import tell

GAME = "sve"
# played (or put onto the field) this turn: no continuous control yet (8.4.2.1) — unless an earlier
# turn is named, or the card merely is on the field (出ている); 「このターン場に置いた」「今ターンに出た」
# too (audit 9)
JUST_PLAYED = (
    r"(?:出し|プレイし|召喚し)(?:た|て)|場に出た|出た(?:ターン|ばかり)"
    r"|(?:このターン|今(?:の)?(?:ターン)?|さっき)(?:に)?(?:場に)?(?:出|置)"
)
# 「ターン開始時からいる」「最初からいる」: on the field since before this turn's main phase (8.4.2.1)
EARLIER = r"前(?:の)?ターン|以前|前回|出てい|(?:最初|開始時?|はじめ|始め)から(?:場に)?い"
EVOLVED_FIRST = r"進化(?:して|させて|させた|した|後|済み)"
EVOLVE_ACTION = r"進化(?:させて|させてから|させた後|して(?:から)?|させ(?:れ)?ば)"
# 「自分のリーダー体力は?」: the attacker's own leader is asked (8.4.9 deals it nothing)
OWN_LEADER = r"(?:自分|こっち|俺|うち|私)の?(?:リーダー(?:の)?)?体力[^。、!?]{0,12}[??]"
# 「こっちのフォロワーの残り体力は?」: the attacker's 体力 asked is told first (the verdict reads it)
OWN_FOLLOWER = (
    r"(?:(?:自分|こっち|俺|うち|私)の?|攻撃した)フォロワー(?:の|は|って)?(?:残り)?体力[^。、!?0-9]{0,8}[??]"
)
THEIR_FOLLOWER = r"(?:相手|向こう|敵)の?フォロワー(?:の|は|って)?(?:残り)?体力[^。、!?0-9]{0,8}[??]"
# 「相手の2/5の残り体力は?」「俺の3/4の体力は?」: a follower named by its 攻撃力/体力 pair, its 体力 asked
PAIR_FOLLOWER = r"[0-9]+\s*/\s*[0-9]+\s*(?:の|は|って)?\s*(?:残り)?\s*(?:の)?\s*体力[^。、!?0-9]{0,8}[??]"
_ATTACKER_WHAT = (
    r"(?:(?:自分|こっち|俺|うち|私)の(?:フォロワー)?|攻撃した(?:方|ほう|フォロワー))"
    r"\s*(?:は|って)\s*どう\s*なる"
)
_PAIR = r"(?<![0-9/])([0-9]+)\s*/\s*([0-9]+)(?![0-9/])"
# 「…でそいつを攻撃できる?」: the attack's object named by a pronoun is a card, not a leader
_POINTED = r"(?:(?:そい|こい|あい)つ|(?:そ|こ|あ)やつ)\s*(?:に|を|へ)(?:は)?\s*(?:攻撃|殴|アタック)"
# 「その4/4を攻撃」「相手の2/3に殴りかかる」: a target named by its 攻撃力/体力 in the asking sentence
_BY_STATS = (
    r"([0-9]+)\s*/\s*([0-9]+)\s*(?:の(?:フォロワー|方|ほう|やつ))?\s*(?:を|に|へ)(?:は)?\s*"
    r"(?:攻撃|殴|アタック)"
)
# 「攻撃のあと相手リーダーの体力はいくつ?」: a leader's 体力 asked
LEADER_ASKED = r"リーダー(?:の)?体力[^。、!?]{0,12}[??]"
# the 体力 of a follower whose 体力 the question does not give: no damage in one attack destroys it, and
# the conclusion never states what is left of it
SURVIVES = 99


# 「1体は」「うち2体が」「1体だけ」: some of the cards a count told, said apart
_SOME = r"(?:うち|中)?\s*(?:[0-9０-９]|一|二|三|四)\s*体\s*(?:だけ|のみ)?\s*(?:は|が)"
_AGAIN = r"もう\s*(?:一|1|１)\s*(?:回|度)|再度|再び|(?:2|２|二)\s*回目"


def attack(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not facts.attack:
        return None
    facts = replace(facts, mentions=refine(facts))
    if defending(facts):
        return None  # 「相手のフォロワーに殴られた」: `sve_defend`
    if any(m.kind == "leader" and m.side == "self" and m.role == "target" for m in facts.mentions):
        # 「相手のフォロワーは…。そのフォロワーは俺のリーダーを攻撃できる?」: the asker's leader is the
        # attack's object — no attack of the asker's (style audit 15c: its follower had been run at the
        # opponent's leader, 'yes' stated)
        return None
    attacker = pick_attacker(facts) or unnamed_attacker(facts)
    if attacker is None:
        # 「相手の…【威圧】を持つフォロワーを攻撃できる?」: the question is about the target alone
        about = [m for m in facts.mentions if m.kind == "follower" and (m.keywords or m.states)]
        # 「俺の場に…がいる時、相手のリーダーを攻撃できる?」: the asker's card told there is no target
        mine_there = any(m.side == "self" and THERE_WHEN.match(facts.text, m.end) for m in about)
        if not about or not asks(facts, CAN) or mine_there:
            return None
        # 「【指定攻撃】持ちなら、相手の…を攻撃できる?」: a keyword said as a condition, with no card
        # of its own, is the unnamed attacker's, not the next card's (12.11.2)
        acting = frozenset(
            k
            for k in KEYWORDS
            if re.search(rf"{k}】?\s*(?:持ちなら|を持って(?:い)?るなら|を持って(?:い)?れば)", facts.text)
        )
        attacker = CardMention("follower", "", 0, 0, "self", "attacker", keywords=acting)
        if acting:
            facts = replace(
                facts, mentions=tuple(replace(m, keywords=m.keywords - acting) for m in facts.mentions)
            )
    target = pick_target(facts, attacker)
    asking = re.split(r"[。?!？！]", facts.text.rstrip("。?!？！ "))[-1]  # the last sentence: the ask
    pointed = re.search(_POINTED, asking) is not None
    if target is None and (pointed or not any(m.kind == "leader" for m in facts.mentions)):
        # no leader named, or 「そいつを攻撃」 (audit 9c: a leader told apart had been attacked instead):
        # the opponent's follower the question talks about is the target
        target = next((m for m in facts.mentions if m.kind == "follower" and m.side == "opponent"), None)
    if target is not None:
        target = anaphora(facts, target)
    named = re.search(_BY_STATS, asking)
    if named is not None and (
        target is None
        or target.kind == "leader"
        or (target.stats.get("attack"), target.stats.get("health")) != (int(named[1]), int(named[2]))
    ):
        # 「相手の場にアクト状態の4/4。あと2/2の守護持ちもいる。…その4/4を攻撃できる?」: the target named by
        # stats no card read carries (audit13: the 2/2 【守護】 had been attacked, 'yes' stated)
        return Unsupported("攻撃目標が攻撃力/体力だけで示され、どのフォロワーか読み取れませんでした。")
    fighters = {(m.stats.get("attack"), m.stats.get("health")) for m in (attacker, target) if m is not None}
    verb = max((m.end() for m in re.finditer(r"攻撃|殴|アタック", asking)), default=0)
    if any((int(a), int(h)) not in fighters for a, h in re.findall(_PAIR, asking[verb:])):
        # 「…2/5を殴った。相手の5/5は?」: the asked card, named by a pair after the attack, fought in it
        return Unsupported("問われたカードが攻撃力/体力だけで示され、どのフォロワーか読み取れませんでした。")
    mine, theirs, bystanders = cards(facts, attacker, target)
    notes: list[str] = []
    missing: list[str] = []
    fellows = fellow_attackers(facts, attacker)
    several = bool(fellows)
    a_spec = _attacker_spec(facts, mine, theirs, missing, attacker if several else None)
    if asks(facts, _AGAIN) and not a_spec.get("acted"):
        # a second attack by a follower not told acted (「横向きになった」): this runs one attack only,
        # and its first attack's verdict would answer the second (8.4.4: the attack acted it)
        return Unsupported(
            "同じフォロワーの2回目の攻撃はこのシナリオでは再現していません(攻撃でアクトします: 8.4.4)。"
        )
    others = [_attacker_spec(facts, Card.of(m), theirs, missing, m) for m in fellows]
    series = attack_series(facts, attacker)
    others += [dict(a_spec) | {"attack": v} for v in series[1:]]
    others += [dict(a_spec) for _ in range(copies(facts, attacker) - max(len(series), 1))]
    if others and theirs is not None:
        return Unsupported("複数のフォロワーで同じフォロワーを攻撃する場面はシミュレーションしていません。")
    if others and aimed_apart(facts, fellows):
        return Unsupported("複数のフォロワーがそれぞれ別の目標を攻撃する場面はシミュレーションしていません。")
    if others and re.search(rf"{_SOME}[^。!?!?]*?(?:{JUST_PLAYED})", facts.text):
        # 「攻撃力3のフォロワー3体…1体はこのターンに出したやつ」: a play told of some of the alike
        # attackers; the copies here are all alike, so which one cannot attack (8.4.2.1) is not run
        return Unsupported(
            "複数のフォロワーのうち一部だけをこのターンに出した場面はシミュレーションしていません。"
        )
    for i, spec in enumerate(others[:4], start=2):
        spec["id"] = f"a{i}"
    if others:  # each attacker by its 攻撃力: the answer tells which of them could attack
        for spec in (a_spec, *others[:4]):
            spec["name"] = f"自分の攻撃力{spec['attack']}のフォロワー"
    p1: dict[str, Any] = {"field": [a_spec, *others[:4]]}
    p2: dict[str, Any] = {}
    action: dict[str, Any] = {"type": "attack", "attacker": "a", "target": "leader"}
    p2_field = [bystander(c, i, notes) for i, c in enumerate(bystanders)]
    if theirs is not None:
        b_spec = target_spec(theirs, missing, notes)
        # 「守護持ちフォロワーが2体いる」: the target's twins stand beside it
        twins = [dict(b_spec) | {"id": f"b{i}"} for i in range(2, target_copies(facts, theirs.mention) + 1)]
        p2_field[:0] = [b_spec, *twins]
        action["target"] = "b"
    if p2_field:
        p2["field"] = p2_field[:5]
    for side, player in (("opponent", p2), ("self", p1)):
        health = leader_health(facts, side)
        if health is not None:
            player["health"] = health
    if theirs is None and "health" not in p2:
        # the conclusion says no value of it; a verdict it decides is withheld (reading/unprinted.midgame)
        notes.append("相手リーダーの体力は書かれていないため、ゲーム開始時の20(6.2.1.11)として計算しました。")
    actions: list[dict[str, Any]] = [action] + [action | {"attacker": o["id"]} for o in others[:4]]
    if others:  # a follower that cannot attack is told, and the others still attack
        actions = [a | {"if_able": True} for a in actions]
    if asks(facts, EVOLVED_FIRST):
        actions.insert(0, _evolve_first(facts, a_spec, p1, missing, notes))
    if missing:
        notes.insert(0, unstated(missing))
    if theirs is not None and asks(facts, LEADER_ASKED) and not asks(facts, OWN_LEADER):
        # 「…のフォロワーを攻撃した。攻撃のあと相手リーダーの体力は?」: the conclusion leads with the
        # fight's followers, whose 体力 the verdict would read for the leader's (audit 9c: 2 for 10)
        return Unsupported("フォロワー同士の戦闘の後のリーダーの体力は、このシナリオでは答えていません。")
    known = Known.of(facts, missing, leader_target=theirs is None)
    own_leader, own_follower = "health" in p1 and asks(facts, OWN_LEADER), asks(facts, OWN_FOLLOWER)
    # 「…攻撃した。こっちのフォロワーはどうなる?」: the attacker's fate asked is told first (audit 12b: the
    # attacked follower's had opened the answer)
    first = own_follower or asks(facts, ATTACKER_FATE) or asks(facts, _ATTACKER_WHAT)
    known = replace(known, asked_own=own_leader, asked_attacker=first, leader_told="health" in p2)
    if own_follower and "攻撃するフォロワーの体力" in missing:
        # 「…攻撃した。俺のフォロワーの体力は?」 with its 体力 untold: the attacked follower's 体力 left had
        # been read as the answer (audit 12b: 3 stated for the attacker's)
        return Unsupported("攻撃したフォロワーの体力が書かれていないため、その残りの体力は答えられません。")
    fate = own_follower or asks(facts, ATTACKER_FATE)
    why = undecided(known, attacker_fate=fate)
    if why is not None:
        return Unsupported(why)
    if own_follower or asks(facts, THEIR_FOLLOWER, PAIR_FOLLOWER):
        # 「俺の5/2で…2/7を殴ったら、俺のフォロワーの残り体力は?」「…相手のフォロワーの残り体力は?」: the
        # verdict had read another number of the conclusion (the attacked one's 「体力2」 for a destroyed
        # attacker, the 【ドレイン】 leader's 23); the planned attack tells the asked card's 体力 left
        # first, and none for a destroyed one (plans/sve_follower_left, 11.3.1)
        return Unsupported("攻撃の後のフォロワーの残りの体力は、このシナリオでは答えていません。")
    payload = {"player1": p1, "player2": p2, "actions": actions}
    return BuiltScenario(f"{GAME}.attack", payload, tell(lambda s: headline(s, known)), tuple(notes))


def _evolve_first(
    facts: Facts, a_spec: dict[str, Any], p1: dict[str, Any], missing: list[str], notes: list[str]
) -> dict[str, Any]:
    """The attacker evolves before attacking (12.2). 「進化した攻撃力5のフォロワー」 gives the evolved
    stats; 「攻撃力3のフォロワーを進化させて」 gives the stats before, so the evolved ones are unstated
    unless 「進化後の攻撃力…」 says them."""
    evolved: dict[str, Any] = {k: a_spec[k] for k in ("name", "attack", "health", "keywords") if k in a_spec}
    if asks(facts, EVOLVE_ACTION):
        said = evolved_stats(facts.text)
        for stat, word, neutral in (("attack", "攻撃力", 0), ("health", "体力", SURVIVES)):
            if stat in said:
                evolved[stat] = said[stat]
            else:
                evolved[stat] = neutral
                missing.append(f"進化後の{word}")
    p1["evolve_deck"] = [evolved | {"cost": 0}]
    notes.append("進化のコストは支払えるものとしました。")
    return {"type": "evolve", "card": "a", "use_ep": False}


def unstated(missing: list[str]) -> str:
    how = [
        w
        for w, on in (("攻撃力を0", "攻撃力"), ("体力を破壊されない値", "体力"))
        if any(on in m for m in missing)
    ]
    return (
        f"質問に書かれていない値({'・'.join(missing)})は、{'、'.join(how)}として計算しました。"
        "その値で決まるダメージの量や破壊されるかどうかは判定していません。"
    )


def _keywords(card: Card) -> list[str]:
    return [k for k in KEYWORDS if k in card.keywords]


def target_copies(facts: Facts, target: CardMention) -> int:
    """「守護持ちフォロワーが2体いる」: how many alike targets (at most the 5 a field holds)."""
    m = re.match(r"\s*(?:\([^()]*\))?\s*(?:が|は|を)?\s*([2-5])\s*体", facts.text[target.end :])
    return int(m.group(1)) if m else 1


def sick(facts: Facts, card: CardMention | None) -> bool:
    """Played this turn (8.4.2.1): said of this card among several (「前のターンからいる攻撃力3と、このターン
    に出した攻撃力4」), else said anywhere in the question."""
    if card is not None:
        before = [m.end for m in facts.mentions if m.end <= card.start]
        since = max([*before, *(facts.text.rfind(c, 0, card.start) + 1 for c in "。?!")], default=0)
        own = facts.text[since : card.start]
        if re.search(JUST_PLAYED + "|" + EARLIER, own):
            return re.search(JUST_PLAYED, own) is not None and re.search(EARLIER, own) is None
    return (asks(facts, JUST_PLAYED) or facts.first_turn) and not asks(facts, EARLIER)


def _attacker_spec(
    facts: Facts, mine: Card, theirs: Card | None, missing: list[str], said: CardMention | None = None
) -> dict[str, Any]:
    attack = mine.stats.get("attack")
    if attack is None:
        attack = 0
        missing.append("攻撃するフォロワーの攻撃力")
    health = mine.stats.get("health")
    if health is None:
        health = 1 if theirs is None else SURVIVES
        if theirs is not None:
            missing.append("攻撃するフォロワーの体力")
    spec: dict[str, Any] = {"id": "a", "name": "自分のフォロワー", "attack": attack, "health": health}
    if _keywords(mine):
        spec["keywords"] = _keywords(mine)
    if sick(facts, said):
        spec["summoning_sick"] = True
    if mine.acted():
        spec["acted"] = True
    return spec


def target_spec(card: Card, missing: list[str], notes: list[str], owner: str = "相手") -> dict[str, Any]:
    """The attacked follower (id ``b``): unstated 攻撃力 counts 0 and unstated 体力 survives (both
    named in `missing`); an unstated state is acted, the state an attack target needs (noted)."""
    attack = card.stats.get("attack")
    if attack is None:
        attack = 0
        missing.append("攻撃されるフォロワーの攻撃力")
    health = card.stats.get("health")
    if health is None:
        health = SURVIVES
        missing.append("攻撃されるフォロワーの体力")
    acted = card.acted()
    if acted is None:
        acted = True
        mine = "自分の" if owner == "自分" else ""
        notes.append(
            f"攻撃される{mine}フォロワーの状態が書かれていないため、攻撃目標にできるアクト状態としました。"
        )
    spec: dict[str, Any] = {
        "id": "b",
        "name": f"{owner}のフォロワー",
        "attack": attack,
        "health": health,
        "acted": acted,
    }
    if _keywords(card):
        spec["keywords"] = _keywords(card)
    return spec


def bystander(card: Card, i: int, notes: list[str], owner: str = "相手") -> dict[str, Any]:
    acted = card.acted()
    if acted is None:
        acted = True
        notes.append(f"{owner}の場のほかのフォロワーの状態が書かれていないため、アクト状態としました。")
    spec: dict[str, Any] = {"id": f"o{i + 1}", "name": f"{owner}の場のフォロワー", "acted": acted}
    spec |= {"attack": card.stats.get("attack", 0), "health": card.stats.get("health", 1)}
    if _keywords(card):
        spec["keywords"] = _keywords(card)
    return spec
