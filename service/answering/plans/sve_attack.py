"""Shadowverse Evolve attacks planned from the reading (8.4): the followers the question describes
(stats, keywords, states), who attacks (the turn player: the asker, or the opponent in 「相手のター
ン」/「攻撃してきた」) and what (the defending leader named in the attack's sentence, else the
defending follower), and what is asked (destroyed? / the leader's 体力 / winner / can it attack?).

Defaults, each named in the notes: a follower whose 体力 is not stated has 99 (survives any one
fight) and one whose 攻撃力 is not stated has 0 — used only where they cannot change the answer (an
attack on a leader, 「攻撃できる?」, or a destruction that happens anyway, since a smaller 体力 or a
larger 攻撃力 only destroys more); the attacker has been on the field since before this turn unless the
question says it was just played; a follower the question says already attacked this turn is acted
(8.4.4).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans import sve_attack_asked as how
from service.answering.plans import sve_attack_told as told_before
from service.answering.plans.sve_attack_conclusion import (
    asked_leader,
    asks_a_leader,
    can_first,
    fight_head,
    names_a_leader,
)
from service.answering.plans.sve_attack_evolve import before_evolve, evolve_before, evolve_card
from service.answering.plans.sve_attack_evolve import pays_for as _pays_for
from service.answering.plans.sve_attack_parts import (
    _another,
    _attack_use,
    _coordinated,
    _counts_only,
    _denied_only,
    _granted,
    _harmless,
    _one,
    _one_fate,
    _placed_apart,
    _plays,
    _refused,
    coordinate,
    fate_unsaid,
    fight_damage,
    health_only,
    owned,
    picked,
    selector,
    state_decides,
    target_unsaid,
)
from service.answering.plans.sve_attack_spec import UNSTATED_HEALTH, follower_spec
from service.answering.plans.sve_follower_left import (
    asked_follower,
    bare_health_ask,
    left_scenario,
    told_health_gone,
)
from service.answering.plans.sve_later_turn import earlier_play, next_turn_sides
from service.answering.plans.sve_named_again import named_again, played_states
from service.answering.plans.sve_read import (
    WORD,
    Described,
    actor_like,
    card_like,
    echo,
    restated,
    seats,
    unbound_numbers,
)
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

GAME = "sve"
# 「さっき攻撃した」「一度殴った」「アタック済み」: an attack already made
_DONE = re.compile(r"\s*(?:を)?\s*(?:し|っ)?(?:た|て(?:い|る|た|お|しま|ちゃ)|済)")
# 「もう一回」「もう1度」「再び」「2回目」: an attack said again (not 「殴りにいったこっちのフォロワー」)
_REPEAT = re.compile(r"もう\s*(?:一|1|１)\s*(?:回|度)|再び|再度|(?:2|２|二)\s*回目")
# 「攻撃のあと」「攻撃前の」「攻撃が終わったあと」「殴る前の」「殴り合いが終わった後」: the attack named as a
# time, not another attack
_IF = re.compile(r"[^、。??]{0,3}?(?:たら|だら|ば(?!か)|ても|でも)")  # 「突っ込めば」「殴ったら」: supposed
_WHEN = re.compile(r"(?:る|った|た|り?合い)?\s*(?:の\s*)?(?:あと|後|前|が\s*終わ|終わ)")


# 「ほかにアクト状態のフォロワーが1体。…そのほかの1体を攻撃できる?」 (audit 9c: the 【守護】 holder with
# 【威圧】 had been taken for it and 'no' stated)
_COUNT_ONLY = re.compile(r"(?:ほか|他|別)\s*の\s*(?:[0-9０-９]|一)\s*体\s*(?:を|に|へ)")


def _attack_sentence(reading: Reading, verbs: list[Fact]) -> tuple[int, int]:
    asked_verb = asked_action(reading)
    verb = asked_verb if asked_verb is not None and asked_verb in verbs else verbs[-1]
    text = reading.text
    start = max(text.rfind(c, 0, verb.start) for c in "。??") + 1
    return start, verb.end


def attack(reading: Reading) -> BuiltScenario | None:
    reading = how.restated_reasons(reading)  # 「突進だから」: a told keyword or stat said again, no card
    granted = _granted(reading) or how.given_again(reading)
    if granted:  # 「効果でさらに【ドレイン】を付けた」: an effect action, not a card said apart
        told = {f for pair in granted for f in pair}
        reading = replace(reading, facts=tuple(f for f in reading.facts if f not in told))
    verbs = [f for f in reading.of(Role.ACTION) if f.concept in ("attack", "attacked") and not f.negated]
    made = [f for f in verbs if not _WHEN.match(reading.text, f.end)]
    verbs = made if made else verbs
    if not verbs or unbound_numbers(reading) or how.two_questions(reading):
        return None
    evolving, evolved = evolve_before(reading, verbs)
    if evolved:  # 「進化させて5/5にした」: the evolve card's stats, no card said apart
        reading = replace(reading, facts=tuple(f for f in reading.facts if f not in evolved))
    reading, hurt = told_before.taken_before(reading, verbs)
    others = [
        f for f in reading.of(Role.ACTION)
        if f.concept not in ("attack", "attacked", "destroy") and not _attack_use(reading, f, verbs)
        and (hurt is None or f is not hurt[0])
        and not fight_damage(reading, f, verbs) and not how.no_damage_said(reading, f, verbs)
        and not (f.concept == "evolve" and (f.negated or f in evolving))
        and not _pays_for(reading, f, evolving)
    ]  # fmt: skip
    others = [f for f in others if not earlier_play(reading, f)]  # 「前のターンに出した」: history
    plays = [f for f in others if f.concept == "play" and not f.negated]
    others = [f for f in others if f not in plays]
    if others or (reading.of(Role.MODIFIER, Role.QUANTITY) and not _counts_only(reading)):
        return None  # an effect, a play, an evolve …: another family
    seat = seats(reading)
    attacking = "opponent" if seat["self"] == "player2" else "self"
    defending = "self" if attacking == "opponent" else "opponent"
    described, leaders = how.described(reading, evolving)
    # 「元々2/2で進化して…になったフォロワーで」: stats with no noun or owner right before the evolve
    # are the attacker's before evolving (5.15.2 replaces them), no card of their own
    base = [
        d
        for d in described
        if evolving and d.noun is None and d.owner is None and before_evolve(reading, d, evolving[0])
    ]
    chosen = selector(reading, described)  # 「守護なしの方」: which of the defender's cards is the target
    described = played_states(reading, restated(reading, coordinate(reading, owned(reading, described))))
    kept = [d for d in described if d is not chosen]  # 「3/1の方」 restates a card, which is no echo of it
    described = [d for d in kept if d not in base and not echo(d, kept)]
    # 「疾走とかはなし」: keywords denied with no card named are the default (no keyword), no card
    described = [d for d in described if d.noun is not None or not _denied_only(d)]
    if any(d.conflicting for d in described) or "?" in leaders:
        return None
    # a card with no owner said is the attacker's only as a noun (「攻撃力3のフォロワーで」); stray
    # attributes with no noun and no owner (「【威圧】持ち。」 read apart) bind to no card: decline
    mine = [d for d in described if d.owner in (attacking, None) and actor_like(reading, d)]
    mine = named_again(reading, mine)
    theirs = [d for d in described if d.owner == defending]
    # 「相手の場はフォロワー0体」: the defender's field told empty, no card (written empty below)
    emptied = [d for d in theirs if d.noun is not None and d.noun.role is Role.QUANTITY and d.noun.value == 0]
    counted = [f for f in reading.of(Role.QUANTITY) if f.concept == "field_count"]
    if emptied and (len(theirs) > len(emptied) or any(d.facts for d in emptied)):
        return None  # an empty field and a card of it: two readings of one field
    theirs = [d for d in theirs if d not in emptied]
    # 「相手の場にフォロワーはいない」: a 0 said of the 場 (no noun) empties it too — with no card of it
    said_empty = any(f.value == 0 and f.owner == defending and f.text.startswith("場") for f in counted)
    if said_empty and theirs:
        return None
    if any(d.owner is None and not card_like(reading, d) for d in described):
        return None
    implicit = not mine and asked(reading) == "can"
    if implicit:  # 「相手の横向きのフォロワーを攻撃できる?」: the asker's follower, no keyword of its own
        mine = [Described(None, [])]
    if _coordinated(reading, mine):  # 「攻撃力2のフォロワーと別のフォロワーで」: two attackers
        return None
    if len(mine) > 1 and any(_another(reading, d) for d in mine):
        return None  # 「【突進】持ちを出した。…俺の別のフォロワーで」: two cards, not one named again
    if _placed_apart(reading, mine):
        return None  # 「俺の場に…が1体。…俺のフォロワーで」: the listed card or another of that field
    attacker = mine[0] if implicit else _one(mine)
    # a keyword said apart from the attacker's noun (「手札の【クイック】」) is another card's
    if attacker is None or (not card_like(reading, attacker) and any(d.noun is not None for d in mine)):
        return None
    if base and (len(base) > 1 or attacker.noun is None or attacker.facts):
        return None
    if base:
        attacker = Described(attacker.noun, list(base[0].facts))
    # 「【突進】持ちのフォロワーを今出した」: the attacker played this turn (8.4.2.1); without 【疾走】
    # it cannot attack a leader either, so an attack on the follower named answers 「何かしら」 too
    if plays and not (len(plays) == 1 and _plays(reading, attacker, plays[0])):
        return None
    asked_verb = asked_action(reading)
    if asked_verb is not None and _attack_use(reading, asked_verb, verbs):
        asked_verb = max((v for v in verbs if v.end <= asked_verb.start), key=lambda v: v.end)
    if asked(reading) == "can" and (asked_verb is None or asked_verb.concept != "attack"):
        return None  # 「攻撃してきた。…撃てる?」 asks about another move than the attack
    start, end = _attack_sentence(reading, verbs)
    if _COUNT_ONLY.search(reading.text, start, end):
        return None  # 「そのほかの1体を攻撃」: a card named by its count alone is bound to no card read
    at_leader = any(
        f.role is Role.CARD
        and f.concept == "leader"
        and f.owner in (defending, None)
        and start <= f.start < end
        for f in reading.facts
    )
    players_health = [d for d in theirs if health_only(d) is not None]
    if at_leader and defending not in leaders and len(players_health) == 1:
        # 「こっちの体力4しか残ってない」: the attacked player's 体力, no card noun, is its leader's
        leaders[defending] = health_only(players_health[0]) or 0
        theirs = [d for d in theirs if d is not players_health[0]]
    kind = asked(reading)
    earlier = [
        v for v in verbs if v.concept == "attack" and v.end <= end and _DONE.match(reading.text, v.end)
    ]
    # 「もう攻撃した。もう一回殴ればリーサル?」: a second attack said as one (8.4.4), whatever is asked
    again = (
        bool(earlier)
        and verbs[-1] not in earlier
        and (kind == "can" or _REPEAT.search(reading.text, earlier[-1].end, verbs[-1].start) is not None)
    )
    # 「攻撃に使える?」 naming no target, and no card of the defender said: whether it can attack at
    # all is whether it can attack the leader, unless 【突進】 (only acted followers, 12.10.2)
    bare = kind == "can" and not theirs and "突進" not in attacker.keywords()
    # 「突っ込めばリーサル?」: a winner asked of a supposed attack naming no target, the defender's leader's
    # 体力 told and no follower of its: the attack that can end the game is the one on that leader (11.2.1)
    supposed = kind == "winner" and how.supposed(reading, verbs[-1], _IF)
    at_leader = at_leader or (supposed and not theirs and defending in leaders)
    target = None if at_leader else (picked(theirs, chosen) if chosen is not None else _one(theirs))
    if not at_leader and target is None and not ((again or bare) and not theirs):
        return None
    if target is not None and chosen is None and target_unsaid(reading, target, (start, end), defending):
        return None
    # 「次の自分のターン」「次の相手のターン」: the next turn of the side that attacks, from its start phase
    later_sides = next_turn_sides(reading)
    later = bool(later_sides)
    if later and (later_sides != {attacking} or "summoning_sick" in attacker.states() or plays):
        return None  # a next turn of the side that does not attack, or a card played 「this」 turn
    if plays and "疾走" in attacker.keywords() and not at_leader and (target is None or not target.states()):
        return None  # 【疾走】 played this turn (12.9.2): a follower target's told state decides (8.4.3.1)
    at_leader = at_leader or target is None  # 「もう1回攻撃できる?」: an acted attacker attacks nothing
    defaults: list[str] = []
    own_defaults: list[str] = []
    a_spec = follower_spec(attacker, "a", attacking, own_defaults)
    if a_spec is None:
        return None
    if plays:
        a_spec["summoning_sick"] = True
    if hurt is not None and not told_before.kept_damage(a_spec, hurt):
        return None  # 「…1ダメ食らって残り体力1」 must be the told 体力 less the damage
    notes: list[str] = []
    evolve_deck = evolve_card(evolving, evolved, a_spec, kind, notes)
    if evolving and evolve_deck is None:
        return None  # the evolved card's stats decide the fight and are not told
    if evolve_deck is None or kind == "can":
        defaults += own_defaults  # else the evolve card's told 攻撃力・体力 replace them (5.15.2)
    if again and not a_spec.get("acted"):
        a_spec["acted"] = True  # 「さっき攻撃したフォロワーで、もう1回」: its attack acted it (8.4.4)
        notes.append("すでに攻撃したフォロワーは、その攻撃でアクト状態になっています(8.4.4)。")
    if implicit:
        notes.append("攻撃するフォロワーは指定がないので、キーワードを持たない自分のフォロワーと仮定。")
    if bare and not at_leader and not again:
        notes.append("攻撃目標は指定がないので相手のリーダーと仮定(【突進】がなければ攻撃の可否は同じ)。")
    if later:
        notes.append(f"「次の{WORD[attacking]}のターン」は、スタートフェイズ(スタンド: 7.2.3)の後と仮定。")
    if "summoning_sick" not in attacker.states() and not plays:
        notes.append("攻撃するフォロワーは前のターンから場にいる(このターンに出していない)と仮定。")
    copies = attacker.count if at_leader else 1
    field_a = [a_spec] + [dict(a_spec, id=f"a{i}") for i in range(2, min(copies, 5) + 1)]
    field_d: list[dict[str, Any]] = []
    bystanders = [d for d in theirs if d is not target and d.facts]  # a bare noun names one again
    if any(not card_like(reading, d) for d in bystanders):
        return None  # 「体力5の相手リーダー」: stats no noun carries may be the leader's, no follower's
    if not reading.of(Role.STATE) and any("守護" in d.keywords() for d in bystanders):
        return None  # 「守護持ちがいたとしたら」, no state said: only an acted 【守護】 forces it (12.8.2)
    for i, d in enumerate(bystanders[:4], start=2):
        spec = follower_spec(d, f"b{i}", defending, defaults)
        if spec is None:
            return None
        # 「スタンド状態のフォロワーが2体いる」: alike followers, each on the field
        field_d += [spec] + [dict(spec, id=f"b{i}_{n}") for n in range(2, d.count + 1)]
    if len(field_d) > 4:
        return None  # with the target, more than a field holds (4.4.4.1)
    if target is not None:
        t_spec = follower_spec(target, "b", defending, defaults)
        if t_spec is None:
            return None
        if kind != "can" and not target.states() and "指定攻撃" not in a_spec.get("keywords", ()):
            # the question says the attack was made: only an acted follower can be its target (8.4.3.1)
            t_spec["acted"] = True
            notes.append("攻撃された相手のフォロワーは、攻撃目標にできるアクト状態と仮定(8.4.3.1)。")
        field_d.insert(0, t_spec)
        if target.count > 1 and len(field_d) == 1:
            # 「アクト状態の守護持ちフォロワーが2体」: alike cards, one attack answers for each of them
            field_d += [dict(t_spec, id=f"t{i}") for i in range(2, min(target.count, 5) + 1)]
            notes.append(
                f"同じ{WORD[defending]}のフォロワー{target.count}体のうち1体への攻撃で代表しました(どれも同じ)。"
            )
    actions = [
        {"type": "attack", "attacker": spec["id"], "target": "leader" if at_leader else "b"}
        for spec in field_a
    ]
    if granted and len(field_a) != 1:
        return None
    grants = [
        {
            "type": "effect",
            "effect": "gain_keyword",
            "keyword": kw.concept.strip("【】"),
            "target": {"card": "a"},
        }
        for _, kw in granted
    ]
    if grants:
        actions = grants + actions
        notes.append("効果で得たキーワードは、攻撃するフォロワーが攻撃の前に得たものとしました。")
    if evolve_deck is not None:
        if len(field_a) != 1:
            return None
        actions = [{"type": "evolve", "card": "a"}, *actions]  # before the attack, as told (8.4.2.1)
    players: dict[str, dict[str, Any]] = {seat[attacking]: {"field": field_a}, seat[defending]: {}}
    if plays and len(field_a) == 1 and told_before.from_hand(reading, plays[0]):
        players[seat[attacking]], actions = told_before.play_first(a_spec, actions, notes)
    if evolve_deck is not None:
        players[seat[attacking]]["evolve_deck"] = evolve_deck
    if field_d or emptied or said_empty:
        players[seat[defending]]["field"] = field_d
    if any(owner not in seat for owner in leaders):
        return None  # 「お互いのリーダーの体力が1」: said of both, no seat of its own (had raised KeyError)
    for owner, health in leaders.items():
        players.setdefault(seat[owner], {})["health"] = health
    # 「戦闘後、こっちのフォロワーの残り体力は?」: the follower's 体力 left, told first (sve_follower_left)
    left = asked_follower(reading) if kind == "number" and not at_leader and not leaders else None
    told_seats = {seat[o] for o in leaders if o in seat}
    bare = kind == "number" and not at_leader and len(told_seats) == 1 and bare_health_ask(reading, verbs)
    asked_seat = next(iter(told_seats)) if bare else asked_leader(reading, seat)
    if kind == "number" and not at_leader and not (leaders and asks_a_leader(reading)) and not (left or bare):
        return None  # a follower's 体力 asked with no one follower named: not the leader's either
    drained = "ドレイン" in a_spec.get("keywords", ()) or any(g["keyword"] == "ドレイン" for g in grants)
    if kind == "number" and (
        how.start_in_ask(reading, told_seats, asked_seat) or (left is None and not names_a_leader(reading))
    ):
        return None  # 「…体力6。攻撃の後は何になる?」: which 体力 is asked is not said in the asking sentence
    own = kind == "number" and asked_seat == seat[attacking] and "?" not in leaders
    if kind == "number" and not at_leader and left is None and asked_seat not in told_seats:
        return None  # 「…相手のリーダーの体力は?」 never told: the run's starting 20 is no answer (6.2.1.11)
    if at_leader and own and drained and defending not in leaders and 0 < (attacker.stat("attack") or 0) < 20:
        # 「【ドレイン】で殴った。自分の体力は?」: the attacked leader at the game's starting 20 (6.2.1.11)
        # survives this attack, so its 【ドレイン】 resolves (10.5.2.2)
        players[seat[defending]]["health"] = 20
        notes.append(
            "相手リーダーの体力は指定がないので20と仮定(この攻撃では0にならず、【ドレイン】は解決されます)。"
        )
    if (
        at_leader
        and kind in ("winner", "number")
        and defending not in leaders
        and not players[seat[defending]]
    ):
        return None  # the attacked leader's 体力 decides it and is not stated
    if at_leader and kind in ("winner", "number", "destroyed") and attacker.stat("attack") is None:
        return None
    payload: dict[str, Any] = {**players, "actions": actions} | ({"phase": "start"} if later else {})
    # a leader's 体力 asked after a fight of followers: an unstated 体力 (99) decides no leader's 体力; the
    # attacker's unstated 攻撃力 could (a 【ドレイン】 attacker heals by it, 12.13.1), so it stays declined;
    # the attacked follower's cannot (its 【ドレイン】 does not trigger, 12.13.2: sve-br-05)
    leader_asked = kind == "number" and not at_leader and attacker.stat("attack") is not None
    if defaults and not _harmless(payload, kind, at_leader) and not leader_asked:
        return None
    if defaults and kind == "outcome" and how.fate_by_default(reading, payload, defending, seat, verbs[-1]):
        return None  # 「…攻撃したら、こっちのフォロワーはどうなる?」: a fate the defaults decide, asked
    if kind == "outcome" and told_before.fate_by_stats(reading, verbs[-1].end):
        return None
    if kind == "outcome" and fate_unsaid(reading, payload, seat, verbs[-1].end):
        return None  # 「…攻撃。自分のフォロワーってどうなる?」 of a card the run leaves on the field
    if defaults and kind == "outcome":
        defaults.append("書かれていない値で決まるダメージの量や、破壊されないことは判定していません。")
    if (
        kind == "can"
        and target is not None
        and not target.states()
        and state_decides(payload, seat[defending])
    ):
        return None  # the untold state of the attacked follower decides (8.4.3.1)
    if kind != "can" and _refused(payload) and not supposed:
        return None  # an attack told as made: a refused one is a misreading (「殴れば勝てる?」 may be)
    if kind == "destroyed" and not _one_fate(reading, payload, seat):
        return None
    me = seat["self"]
    if left is not None:  # both fighters' 攻撃力・体力 told; the asked one still on the field
        card = "a" if left == attacking else "b"
        return None if defaults else left_scenario(payload, seat[left], card, WORD[left], me, notes)
    if bare and not told_health_gone(payload, UNSTATED_HEALTH):
        return None  # a follower's told 体力 is still there: which 体力 is asked is not said
    # an assumed 20 is no told 体力 (6.2.1.11); 「【ドレイン】で自分のリーダーの体力は13」 first when asked
    healths = frozenset(seat[o] for o in leaders if o in seat)
    drain_first = "【ドレイン】で" if own and drained and at_leader and asked_seat in healths else ""
    return BuiltScenario(
        f"{GAME}.planned_attack",
        payload,
        story(
            lambda sim: can_first(
                drain_first + fight_head(sim, me, asked_seat, healths, not (leader_asked and defaults)),
                kind,
                defaults,
            ),
            limit=4,
            me=me,
        ),
        tuple(notes + defaults),
    )
