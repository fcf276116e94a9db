"""ONE PIECE CARD GAME battles asked about in a question (7-1): who attacks what, DON!! given,
blockers, counters, 【トリガー】, and the power of a card with DON!! attached.

The asker is ``player1``. When the asker is the one attacked (「アタックされた」「相手のターン中」), the
scenario ends the asker's turn first and the opponent attacks on its own turn, so DON!! power and
refresh work as in a real game. A power the battle turns on that the question does not state is
never silently made up: a leader's or a character's power is assumed only when the question presupposes
the attack lands or only asks whether the attack is allowed (said in the notes); otherwise the builder
declines (leaders print different powers, so no default leader power decides a battle).
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
    HIT_IF,
    MISS_IF,
    NO_TRIGGER_CARD,
    TRIGGER_OFF,
    TRIGGER_ON,
    blocker_acted_before,
    blocker_elsewhere,
    blocker_power,
    blocker_rested,
    counter_choice,
    counters,
    hand_may_counter,
    lands_as_told,
)
from service.answering.scenarios.onepiece_don_read import don_count, loose_don, loose_don_after
from service.answering.scenarios.onepiece_either import NOTE as EITHER_NOTE
from service.answering.scenarios.onepiece_either import UNCOUNTED_GIVEN, same_either_way
from service.answering.scenarios.onepiece_headline import ASKS_BLOCK, headline
from service.answering.scenarios.onepiece_read import (
    ASKS_LEGALITY,
    JUST_PLAYED,
    LEADER_POWER,
    ME,
    OPPONENT,
    PASSIVE_BLOCK,
    PRESUMES_HIT,
    Mention,
    battle_cards,
    board_count,
    don_included,
    negated,
    phrase,
)
from service.answering.scenarios.onepiece_tell import tell
from service.answering.scenarios.onepiece_turn import attach_after_turn_change
from service.engine.events import Event

GAME = "onepiece"
Built = BuiltScenario | Unsupported | None


# 「KOできる?」: the battle's result asked, not whether the attack is allowed
_KO_ASKED = r"KO\s*(?:でき|可能)|倒せ"
_PLAY_TOLD = re.compile(r"(?:出し|登場させ|登場し|プレイし)(?:た|て)")
# 「手札2」「手札は何枚?」「手札は?」: a hand counted or asked
# a count asked in the last sentence (「ライフ何枚?」「手札はいくつ?」), and card text told in quotes
_COUNT_ASKED = re.compile(r"何\s*(?:枚|点|回|体|人)|いくつ|いくら")
_QUOTED = re.compile(r"[「『]")
_HAND_COUNTED = re.compile(r"手札\s*(?:は|が|って)?\s*(?:[0-9０-９]|何|いくつ|[?？])")
# 「めくれたライフが【トリガー】付き。発動できる?」「ライフに【トリガー】あるけど使える?」: the last
# sentence asks whether the 【トリガー】 can be activated (10-1-5-1) — not whether the attack is allowed,
# which is the 'can' this builder answers; a counter or a block asked there is that choice's own
_ASKS_TRIGGER_USE = re.compile(r"(?:発動|使)(?:でき|え|わせ|って(?:いい|良い|も))[^。]*$")
_OTHER_CHOICE = re.compile(r"カウンター|ブロック|イベント|アタック(?:でき|して|する)")


# a sentence ending in a question mark: what it says is asked, not told
_ASKED_SENTENCE = re.compile(r"[^。?？]*[?？]")
PRESUMES_HIT_RE = re.compile(PRESUMES_HIT)


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
        if said is None and tgt is not None and played_told(facts, tgt):
            return None  # 「相手のターンに登場したキャラ」: put active (3-7-5), its state now unsaid
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
    if has_blocker and not rested_blocker and blocker_acted_before(facts):
        return None  # rested by an earlier attack (7-1-1-1) unless refreshed (6-2-4): its state is unsaid
    if asks(facts, PASSIVE_BLOCK) and (
        no_block or re.search(r"ブロック[^。?？]{0,8}(?:つもり|予定|気)", facts.text)
    ):
        return None  # 「ブロックされる?相手はブロックするつもりはない」: the block asked is the one denied
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

    # powers the comparison (7-1-4-1) turns on; a hit presumed is one told, not one asked (「通る?」)
    hit_told = bool(PRESUMES_HIT_RE.search(_ASKED_SENTENCE.sub("", facts.text)) or HIT_IF.search(facts.text))
    for role, spec, ref in (("attacker", a_spec, a_ref), (fighter[0], None, None)):
        power = spec.get("power") if spec is not None else fighter[1]
        if power is not None:
            continue
        is_leader = (ref == "leader") if spec is not None else (fighter[0] == "target" and t_ref == "leader")
        # a leader's power is as untold as a character's: leaders print different powers, so a default
        # (5000) would decide the comparison (7-1-4-1) the asker never stated (audit12b, audit10c)
        if not (refused or hit_told or asks(facts, ASKS_LEGALITY)):
            name = {
                "attacker": "アタックするリーダー" if is_leader else "アタックするカード",
                "target": "アタックされるリーダー" if is_leader else "アタックされるキャラ",
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
    if MISS_IF.search(facts.text):
        return None  # 「通らなかったら負け?」: a miss supposed, not the told battle's run (7-1-4-2)
    # 「3000で5000のリーダーに…通ったら勝ち?」: the hit supposed is no run of the told powers (7-1-4-1)
    if hit_told and not lands_as_told(a_power, a_spec.get("don"), d_known):
        return None
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
    lands = int(a_spec["power"]) + 1000 * int(a_spec.get("don", 0)) >= int(
        (b_power if blocks else t_spec["power"]) or 0
    )  # 6-5-5-2; a counter only raises the attacked side's power (7-1-3-2-1)
    if (
        lands
        and not (used or hit_told or refused or (asks(facts, ASKS_LEGALITY) and not asks(facts, _KO_ASKED)))
        and not _COUNT_ASKED.search(facts.text)  # a count asked: the hand told is counted (7-1-4-1-1-2)
        and hand_may_counter(facts, defending)
    ):
        return None  # 「相手の手札は3枚」: a counter from it is the attacked player's choice (7-1-3-2)
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
        banished = "バニッシュ" in a_spec.get("keywords", ())
        if not declined and not banished and _COUNT_ASKED.search(last) and not _QUOTED.search(facts.text):
            # a 【トリガー】 not told declined may be activated and resolves its own text (10-1-5-1):
            # untold, it may draw, add life or trash cards, so no count after it is the run's
            return Unsupported(
                "発動した【トリガー】の効果が書かれておらず、その効果で枚数が変わりえます(10-1-5-1)。"
                "効果の内容を書いて質問してください。"
            )
        if (
            not declined
            and not action["trigger"]
            and not (banished and t_ref == "leader")
            and _HAND_COUNTED.search(facts.text)
        ):
            # whether the revealed 【トリガー】 was activated decides whether the card goes to the hand
            # (10-1-5-1, 10-1-5-2): unsaid (「ライフがトリガー持ちで相手は発動した」) is not 'declined' —
            # unless a 【バニッシュ】 hit trashes the life card with no 【トリガー】 (10-1-3-1, blind AK
            # onepiece-ak-11)
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
    head = headline(facts, defending, life is not None, counted, t_ref == "leader")
    told: tuple[str, ...] = ("step", "keyword", "cannot_block", "block", "power_up", "compare")
    if not (has_blocker and asks(facts, ASKS_BLOCK)):
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


# 「相手のターンに登場した(キャラ)」「出されただけ」: the card told played
_PLAYED_WORDS = re.compile(r"登場|出し|出され|出て|プレイ")
_STATE_WORDS = re.compile(r"レスト|横向き|横に|寝て|寝た|タップ|アクティブ|縦向き|起きて|立って|スタンド")


def played_told(facts: Facts, m: Mention) -> bool:
    """The card's own sentence — or that of a card of its kind and side named before (「そのキャラ」) —
    tells it was played and no state: it was put active (3-7-5), and only an attack or an effect since
    would have rested it — its state is no default's to choose."""
    text = facts.text
    told = [
        o for o in facts.mentions
        if o is m.card or (o.kind == m.card.kind and o.side == m.side and o.start < m.card.start)
    ]  # fmt: skip
    for o in told:
        ends = [i for i in (text.find(c, o.end) for c in "。?\uff1f!\uff01\n") if i >= 0]
        words = phrase(facts, o) + text[o.end : min(ends, default=len(text))]
        # a state said in that sentence (「…登場しただけで縦向きのまま」) is the card's, bound by the planner
        if _PLAYED_WORDS.search(words) and not _STATE_WORDS.search(words):
            return True
    return False
