"""ONE PIECE CARD GAME battles asked about in a question (7-1): who attacks what, DON!! given,
blockers, counters, 【トリガー】, and the power of a card with DON!! attached.

The asker is ``player1``. When the asker is the one attacked (「アタックされた」「相手のターン中」), the
scenario ends the asker's turn first and the opponent attacks on its own turn, so DON!! power and
refresh work as in a real game. A power the battle turns on that the question does not state is
never silently made up: a leader takes the documented leader default (5000, said in the answer), a
character's power is assumed only when the question presupposes the attack lands or only asks
whether the attack is allowed (said in the notes); otherwise the builder declines.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks
from service.answering.scenarios.onepiece_defence import (
    BLOCKER_UNUSED,
    COUNTER_ELSEWHERE,
    NO_TRIGGER_CARD,
    TRIGGER_OFF,
    TRIGGER_ON,
    blocker_elsewhere,
    blocker_power,
    blocker_rested,
    counter_choice,
    counters,
)
from service.answering.scenarios.onepiece_don_read import don_count, loose_don, loose_don_after
from service.answering.scenarios.onepiece_either import NOTE as EITHER_NOTE
from service.answering.scenarios.onepiece_either import UNCOUNTED_GIVEN, same_either_way
from service.answering.scenarios.onepiece_read import (
    ASKS_LEGALITY,
    JUST_PLAYED,
    LEADER_POWER,
    ME,
    OPPONENT,
    PRESUMES_HIT,
    Mention,
    battle_cards,
    board_count,
    don_included,
    negated,
)
from service.answering.scenarios.onepiece_tell import outcome, rejection, tell, verdict
from service.answering.scenarios.onepiece_turn import attach_after_turn_change
from service.engine.events import Event, Result
from service.engine.scenario import SimulationResult

GAME = "onepiece"
Built = BuiltScenario | Unsupported | None


_REFUSED = {
    "insufficient_don": "カウンターは使えません",
    "cannot_counter": "カウンターは使えません",
    "cannot_block": "ブロックできません",
}
# the question asks about the defender's choice, not about the attack
_ASKS_BLOCK = r"ブロック[^。?]{0,6}(?:でき|可能)"
_ASKS_COUNTER = r"カウンター[^。?]{0,6}(?:でき|可能)"
_ASKS_GIVE = r"ドン!!?[^。?]{0,8}(?:付与|付け|つけ|乗せ)"
_PLAY_TOLD = re.compile(r"(?:出し|登場させ|登場し|プレイし)(?:た|て)")
# 「手札2」「手札は何枚?」「手札は?」: a hand counted or asked
_HAND_COUNTED = re.compile(r"手札\s*(?:は|が|って)?\s*(?:[0-9０-９]|何|いくつ|[?？])")
# 「めくれたライフが【トリガー】付き。発動できる?」「ライフに【トリガー】あるけど使える?」: the last
# sentence asks whether the 【トリガー】 can be activated (10-1-5-1) — not whether the attack is allowed,
# which is the 'can' this builder answers; a counter or a block asked there is that choice's own
_ASKS_TRIGGER_USE = re.compile(r"(?:発動|使)(?:でき|え|わせ|って(?:いい|良い|も))[^。]*$")
_OTHER_CHOICE = re.compile(r"カウンター|ブロック|イベント|アタック(?:でき|して|する)")


# ----- the attack builder -------------------------------------------------------------------------
def attack(facts: Facts) -> Built:
    ko = "KO" in facts.text.upper() and len(facts.mentions) >= 2
    # a KO told with no attack is a battle only when nothing else happened: 「KOされて、別のキャラを
    # 出した」 tells a play (6-5-3), which this builder does not run (it had answered an invented attack)
    ko = ko and (facts.attack or not _PLAY_TOLD.search(facts.text))
    # 「ゲーム2ターン目」: game turn 1 or 2 is a player's first turn, when no battle is made (6-5-6-1);
    # the builder runs no turn, so a turn told that low is not its situation
    turns = [facts.numbers, *facts.players.values()]  # 「自分は後攻で、ゲーム2ターン目」: said with a player
    if not (facts.attack or ko) or facts.first_turn or any(0 < t.get("turn_number", 3) <= 2 for t in turns):
        return None
    att, tgt, defending = battle_cards(facts)
    if att is None and tgt is None:
        return None
    if UNCOUNTED_GIVEN.search(facts.text):
        return None  # 「ドン!!が付いている。何枚かは忘れた」: the power they add is unsaid (6-5-5-2)
    if tgt is not None and don_included(facts, tgt.card):
        return None  # the defender's DON!! add nothing in the attacker's turn (6-5-5-2): its power is unsaid
    attacker_player, defender_player = (OPPONENT, ME) if defending else (ME, OPPONENT)
    players: dict[str, dict[str, Any]] = {ME: {}, OPPONENT: {}}
    notes: list[str] = []
    assumed: list[str] = []

    a_ref, a_spec = _spec(att, "a", attacker_player)
    loose = loose_don(facts)
    # cards whose told power may already include their DON!! (onepiece_either)
    either = [(attacker_player, a_ref)] if att is not None and att.don_in_power else []
    if loose and "don" not in a_spec:
        a_spec["don"] = loose
        # 「ドン!!を1枚付けて、パワー6000のリーダーで」「…でアタック。ドン!!を2枚付与してる」
        either = [] if loose_don_after(facts, att) else [(attacker_player, a_ref)]
    t_ref, t_spec = _spec(tgt, "t", defender_player)
    either += [(defender_player, t_ref)] if tgt is not None and tgt.don_in_power else []
    just_played = a_ref == "a" and bool(JUST_PLAYED.search(facts.text))
    if just_played:
        a_spec["summoning_sick"] = True  # 3-7-4; 【速攻】 (10-1-1-1) lifts it in the engine
    sick = just_played and "速攻" not in a_spec.get("keywords", ())
    if t_ref == "t":
        said = tgt.rested if tgt is not None else None
        t_spec["rested"] = True if said is None else said
        if said is None:
            notes.append(
                "アタックされたキャラの向きが書かれていないため、アタックの対象にできるレスト状態として扱っています。"
            )
    refused = sick or bool(a_spec.get("rested")) or t_spec.get("rested") is False

    has_blocker, b_power = blocker_power(facts)
    no_block = (
        negated(facts, "ブロック")
        or asks(facts, r"ブロック(?:を)?(?:され|し)(?:なけれ|ない|なかっ|ず)")
        or asks(facts, BLOCKER_UNUSED)
    )
    # a rested 【ブロッカー】 cannot block (10-1-4-1): the engine says so at the block step
    rested_blocker = has_blocker and blocker_rested(facts)
    blocks = (
        has_blocker
        and not rested_blocker
        and not no_block
        and asks(facts, r"ブロック(?:され|した|する|して|させ|が入)|ブロック(?:って|は|を)?(?:でき|可能)")
    )
    if has_blocker and (blocker_elsewhere(facts) or not (blocks or no_block or rested_blocker)):
        # an active 【ブロッカー】 on the attacked player's field, its use unsaid: a block would change
        # the card the battle is fought with (10-1-4-1, 7-1-2-1), so no default decides it
        return None
    fighter = ("blocker", b_power) if blocks else ("target", t_spec.get("power"))

    # powers the comparison (7-1-4-1) turns on
    for role, spec, ref in (("attacker", a_spec, a_ref), (fighter[0], None, None)):
        power = spec.get("power") if spec is not None else fighter[1]
        if power is not None:
            continue
        is_leader = (ref == "leader") if spec is not None else (fighter[0] == "target" and t_ref == "leader")
        if is_leader:
            assumed.append(
                f"{'相手' if (role == 'attacker') == defending else '自分'}のリーダーのパワーは5000"
            )
            continue
        if not (refused or asks(facts, PRESUMES_HIT) or asks(facts, ASKS_LEGALITY)):
            name = {
                "attacker": "アタックするカード",
                "target": "アタックされるキャラ",
                "blocker": "ブロッカー",
            }[role]
            return Unsupported(
                f"{name}のパワーが書かれていないため、バトルの勝敗(パワーの比較)を決められません。"
                "パワーを書いて質問してください。"
            )
        notes.append(
            "パワーが書かれていないカードは、アタックが通る(アタック側のパワーが相手以上)として計算しています。"
        )
    a_power = a_spec.get("power")
    d_known = fighter[1] if fighter[0] == "blocker" else t_spec.get("power")
    if a_power is None:
        a_spec["power"] = LEADER_POWER if a_ref == "leader" else max(LEADER_POWER, d_known or 0)
    if fighter[0] == "blocker" and b_power is None:
        b_power = min(LEADER_POWER, int(a_spec["power"]))
    if t_spec.get("power") is None:
        t_spec["power"] = LEADER_POWER if t_ref == "leader" else min(LEADER_POWER, int(a_spec["power"]))

    _place(players[attacker_player], a_ref, a_spec)
    _place(players[defender_player], t_ref, t_spec)
    for player, side in ((ME, "self"), (OPPONENT, "opponent")):
        _fill_board(players[player], board_count(facts, side))
    action: dict[str, Any] = {"type": "attack", "attacker": a_ref, "target": t_ref}
    defender = players[defender_player]
    if has_blocker:
        blocker: dict[str, Any] = {
            "id": "b",
            "name": f"{'自分' if defending else '相手'}のブロッカー",
            "keywords": ["ブロッカー"],
        }
        blocker["power"] = b_power if b_power is not None else LEADER_POWER
        if rested_blocker:
            blocker["rested"] = True
        defender.setdefault("characters", []).append(blocker)
        if blocks:
            action["block"] = "b"
    used = counters(facts, "opponent" if defending else "self")
    if used is None or (used and COUNTER_ELSEWHERE.search(facts.text)):
        return None  # a further counter unread, or one given to a card that does not fight
    if used:
        defender["hand"] = used
        action["counters"] = [counter_choice(facts, c["id"]) for c in used]
        cost = sum(int(c.get("cost", 0)) for c in used)
        stated = don_count(facts) if defending else None
        if stated is not None:
            defender["don_active"] = min(stated, 10)  # 「こっちのアクティブのドン!!は1枚」
        elif cost:
            defender["don_active"] = cost
            notes.append(
                f"カウンターイベントのコスト{cost}を支払えるアクティブのドン!!があるものとしています。"
            )
    life = facts.players.get("self" if defending else "opponent", {}).get("life", facts.numbers.get("life"))
    if life is not None:
        defender["life"] = max(0, min(life, 50))
    # 「めくれたライフにトリガー持ちはなし」: no 【トリガー】 card — the life card goes to the hand as
    # a declined one would (10-1-5-2), so none is placed
    if "トリガー" in facts.text and life != 0 and not asks(facts, NO_TRIGGER_CARD):
        defender["life_cards"] = [{"id": "trg", "name": "【トリガー】を持つライフ", "keywords": ["トリガー"]}]
        defender.setdefault("life", 5)
        declined = asks(facts, TRIGGER_OFF)
        last = re.split(r"[。]", facts.text.rstrip("。 "))[-1]
        if not declined and _ASKS_TRIGGER_USE.search(last) and not _OTHER_CHOICE.search(last):
            # whether the revealed 【トリガー】 can be activated is not the attack's 'can': only a
            # 【バニッシュ】 attack that the powers told make hit (7-1-4-1) answers it (10-1-3-1: 'no')
            hits, stands = (att.stat("power") if att else None, tgt.stat("power") if tgt else None)
            if (
                "バニッシュ" not in a_spec.get("keywords", ())
                or hits is None
                or stands is None
                or int(hits) < int(stands)
                or blocks
                or used
                or a_spec.get("don")
                or t_spec.get("don")
            ):
                return None
        action["trigger"] = asks(facts, TRIGGER_ON) and not declined
        if not declined and not action["trigger"] and _HAND_COUNTED.search(facts.text):
            # whether the revealed 【トリガー】 was activated decides whether the card goes to the hand
            # (10-1-5-1, 10-1-5-2): unsaid (「ライフがトリガー持ちで相手は発動した」) is not 'declined'
            return None
    actions = [{"type": "end_turn"}, action] if defending else [action]
    payload: dict[str, Any] = {"player1": players[ME], "player2": players[OPPONENT], "actions": actions}
    attach_after_turn_change(payload)  # the opponent's DON!! are attached in its own turn (6-2-3)

    if either and not same_either_way(payload, either):
        return Unsupported(
            "ドン!!を付けたカードのパワーがドン!!込みか元のパワーか書かれておらず、読み方によってバトルの"
            "結果が変わります(6-5-5-2)。元のパワーを書いて質問してください。"
        )
    if either:
        notes.append(EITHER_NOTE)
    counted = board_count(facts, "self" if defending else "opponent") is not None
    head = _headline(facts, defending, life is not None, assumed, counted, t_ref == "leader")
    told: tuple[str, ...] = ("step", "keyword", "cannot_block", "block", "power_up", "compare")
    if not (has_blocker and asks(facts, _ASKS_BLOCK)):
        # the result is what is asked; a question whether a block is possible is answered by the
        # block step, and the damage (in the first sentence) need not lead the citations
        told += ("battle_won", "battle_lost", "damage", "move")
    summary = tell(head, (*told, "game_over", "rejected"), 5, "attack" if defending else None, _battle_event)
    return BuiltScenario(f"{GAME}.attack", payload, summary, tuple(dict.fromkeys(notes)))


def _battle_event(e: Event) -> bool:
    """The attack step is told (the block and counter step headings are not)."""
    return e.type != "step" or e.data.get("step") == "attack"


def _spec(m: Mention | None, uid: str, player: str) -> tuple[str, dict[str, Any]]:
    """(reference in actions, scenario spec) of a battling card; `power` is left out when unsaid."""
    owner = "自分" if player == ME else "相手"
    leader = m is None or m.kind == "leader"
    spec: dict[str, Any] = {"name": f"{owner}の{'リーダー' if leader else 'キャラ'}"}
    if m is None:
        return "leader", spec
    if m.stat("power") is not None:
        spec["power"] = m.stat("power")
    if m.stat("don"):
        spec["don"] = min(int(m.stat("don") or 0), 10)
    keywords = [k for k in ("ダブルアタック", "バニッシュ", "速攻") if k in m.keywords]
    if keywords:
        spec["keywords"] = keywords
    if m.rested:
        spec["rested"] = True
    if leader:
        return "leader", spec
    return uid, {"id": uid, **spec}


def _fill_board(player: dict[str, Any], count: int | None) -> None:
    """Other characters a side is said to have (「相手のキャラが5体」), so counts after the battle hold."""
    chars: list[dict[str, Any]] = player.setdefault("characters", [])
    for i in range(len(chars), min(count or 0, 5)):
        chars.append({"id": f"other{i}", "name": f"ほかのキャラ{i}", "power": 1000})
    if not chars:
        del player["characters"]


def _place(player: dict[str, Any], ref: str, spec: dict[str, Any]) -> None:
    if ref == "leader":
        player["leader"] = spec
    else:
        player.setdefault("characters", []).append(spec)


_ASKS_ATTACK = r"(?:アタック|攻撃)\s*(?:は|って|を|が)?\s*(?:でき|可能)"  # 「相手は…にアタックできる?」 too


def _headline(
    facts: Facts, defending: bool, life_said: bool, assumed: list[str], counted: bool, at_leader: bool
) -> Any:
    # 「ブロックってできる?」「カウンター使える?」ask about the defender's choice, not the attack
    legality = asks(facts, ASKS_LEGALITY) and not asks(facts, _ASKS_BLOCK, _ASKS_COUNTER)
    attacker_word, defender_word = ("相手", "自分") if defending else ("自分", "相手")

    def head(sim: SimulationResult) -> str:
        refused = rejection(sim)
        if refused is not None:
            # the refused action may be the defender's (a counter it cannot pay for), not the attack
            what = _REFUSED.get(str(refused.data.get("code")), "アタックできません")
            if refused.data.get("code") == "summoning_sickness" and asks(facts, _ASKS_GIVE):
                what = f"ドン!!の付与はできますが、{what}"  # 6-5-5-1 names no such limit
            return f"{what}({refused.text})"
        compare = next((e for e in sim.events if e.type == "compare"), None)
        if compare is None:
            return outcome(sim) or "アタックは行われません"
        a, d = compare.data.get("attacker_power"), compare.data.get("defender_power")
        said = "アタックできます。" if legality and (not defending or asks(facts, _ASKS_ATTACK)) else ""
        settled = verdict(facts, sim) if life_said or sim.outcome.result is Result.GAME_OVER else ""
        said = f"{settled}。{said}" if settled else said
        if compare.data.get("defender_don"):
            said += (
                f"{defender_word}のカードに付与されたドン!!は、{defender_word}のターンではないためパワーに加わりません"
                # 「パワーは4000」: the value a 「そのキャラのパワーは?」 verdict reads (the attacker's
                # power told next had been read instead: onepiece-bh-19 stated [5000])
                f"(パワーは{d}のまま)。"
            )
        if assumed:
            said += f"{'、'.join(assumed)}として計算すると、"
        if any(e.type == "cannot_block" and e.data.get("reason") == "rested" for e in sim.events):
            said += (
                f"{defender_word}のブロッカーはレストのため【ブロッカー】を発動できず、ブロックされません。"
            )
        if any(e.type == "block" for e in sim.events):
            said += f"{defender_word}のブロッカーがブロックし、アタックされたカードがブロッカーに変わります。"
            if life_said and at_leader:
                life = len(sim.zone(ME if defending else OPPONENT, "life"))
                # outside a parenthesis: the life count is the number a 「何枚?」 verdict states
                said += f"{defender_word}のリーダーにダメージは入らず、ライフは{life}枚のままです。"
        said += f"パワー{a}対{d}で、"
        if any(e.type == "battle_lost" for e in sim.events):
            target_leader = compare.data.get("defender_kind") == "leader"
            hit = "ダメージは入りません" if target_leader else "何も起きません"
            said += f"アタックした{attacker_word}のカードがバトルに負け、{hit}"
            if target_leader and life_said and not sim.zone(ME if defending else OPPONENT, "life"):
                said += f"。{defender_word}のライフは0枚ですが、ダメージを受けないので敗北しません"
            return said
        said += _won(sim, attacker_word, defender_word, life_said)
        if counted and any(e.type == "battle_won" for e in sim.events):
            left = len(sim.zone(ME if defending else OPPONENT, "characters"))
            said += f"({defender_word}のキャラは{left}体になります)"
        return said

    def lead(sim: SimulationResult) -> str:
        """The life the question gave, after the battle, first: the number a 「何枚?」 verdict states
        (the powers compared come later in the sentence)."""
        said = head(sim)
        fought = any(e.type == "compare" for e in sim.events)
        if not (life_said and at_leader and fought) or sim.outcome.result is Result.GAME_OVER:
            return said
        if verdict(facts, sim):  # 「勝てる?」「負ける?」: win or lose is said first
            return said
        if _OTHER_COUNT.search(re.split(r"[。]", facts.text.rstrip("。"))[-1]):
            return said  # 「手札に何枚加わる?」: the question asks another count than the life
        life = len(sim.zone(ME if defending else OPPONENT, "life"))
        return f"バトルのあと{defender_word}のライフは{life}枚です。{said}"

    return lead


_OTHER_COUNT = re.compile(r"手札|トラッシュ|デッキ|キャラ|ドン")


def _won(sim: SimulationResult, attacker_word: str, defender_word: str, life_said: bool) -> str:
    defender = ME if defender_word == "自分" else OPPONENT
    if any(e.type == "battle_won" for e in sim.events):
        ko = next((e for e in sim.events if e.type == "move" and "7-1-4-1-2" in e.rules), None)
        name = ko.data.get("name") if ko is not None else f"{defender_word}のキャラ"
        said = f"アタックした{attacker_word}のカードが勝ち、{name}はKOされトラッシュに置かれます"
        dons = [e for e in sim.events if e.type == "move" and "6-5-5-4" in e.rules]
        if dons:
            said += f"。付与されていたドン!!{len(dons)}枚は持ち主のコストエリアにレストで置かれます"
        return said
    damage = next((e for e in sim.events if e.type == "damage"), None)
    amount = int(damage.data.get("amount", 1)) if damage is not None else 1
    said = f"アタックした{attacker_word}のカードが勝ち、{defender_word}のリーダーに{amount}ダメージ"
    over = outcome(sim)
    if over:
        return f"{said}。{over}"
    to_hand = sum(
        1
        for e in sim.events
        if e.type == "move" and e.data.get("to_zone") == "hand" and "7-1-4-1-1-2" in e.rules
    )
    to_trash = sum(1 for e in sim.events if e.type == "move" and "10-1-3-1" in e.rules)
    triggered = sum(1 for e in sim.events if e.type == "reveal" and "10-1-5-1" in e.rules)
    parts = []
    if to_hand:
        parts.append(f"{defender_word}はライフの上から{to_hand}枚を手札に加えます")
    if to_trash:
        # 10-1-3-1: a 【トリガー】 card banished is not activated — say so when one was there
        banished = [e for e in sim.events if e.type == "move" and "10-1-3-1" in e.rules]
        kept = (
            "(【トリガー】は発動しません)"
            if any("トリガー" in str(e.data.get("name")) for e in banished)
            else ""
        )
        parts.append(
            f"【バニッシュ】により{defender_word}のライフの上から{to_trash}枚がトラッシュに置かれます{kept}"
        )
    if triggered:
        parts.append(f"{defender_word}は{triggered}枚の【トリガー】を発動します")
    if parts:
        said += "。" + "。".join(parts)
    life = len(sim.zone(defender, "life"))
    if life_said:
        said += f"(ライフは{life}枚)"
        if life == 0:
            said += "。ライフは0枚になりますが、まだ敗北ではありません(次にリーダーがダメージを受けると敗北)"
    return said
