"""「〜を出せる?/撃てる?」 planned from the reading: the asker plays one card from hand in its main phase
(2-7-2 a character or stage, 2-7-3 an event: its cost paid by resting that many active DON!!).

The card takes the kind, cost and keywords written next to it (「【カウンター】って書いてあるイベント」 is
refused in the main phase, 10-2-4-1). The active DON!! are the stated ones; when none are stated the
question is about when the card may be played: a cost told then is a payment whose DON!! count
decides and is untold (no scenario); with no cost told the plan assumes cost 0 (a default in
`notes`). A question about the opponent's turn, several cards or other quantities gets no scenario.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import ENGINE_KEYWORDS, Box
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, quantities
from service.answering.plans.onepiece_don import _DON, _unowned, attached
from service.answering.plans.onepiece_pay import many_played, raised, reduction
from service.answering.plans.onepiece_turns_told import first_turn
from service.answering.plans.quoted_cost import cost_text_read
from service.answering.plans.their_aside import their_resources
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
_PART = re.compile(r"うち")  # 「(その)うち2枚」: a part of the count told before
# 「…2枚付けてて」「付けてる」「付いてる」: the DON!! told as where they are, not given after the count
# (「それとリーダーに1枚付けた」 may be a giving from those counted)
_GIVEN_STATE = re.compile(r"\s*(?:を|が|は)?\s*(?:付|つ)(?:けて(?:て|る|ある|いる|ます)|いて)")
# 「アクティブのドン3枚、それとリーダーに2枚付けてて」: DON!! besides the active ones counted — given
# before, not taken from that count (6-5-5-1); they pay no cost (2-7-2)
_BESIDES = re.compile(
    r"(?:それと|あと|別に|ほかに|他に|加えて|それに)\s*[、,]?\s*(?:自分の|俺の)?\s*(?:リーダー|キャラ)"
)
_PLAYABLE = ("character", "event", "stage")
# 「ドンは足りてる」「ドン!!は余ってる」「コストは払えない」: the payment told in words, no count read
_PAID_WORDS = re.compile(r"足り|不足|払え|余っ|十分")
# 「相手は…出せる?」「友達が…出せる?」: the player whose play is asked named as the asking clause's subject
# (onepiece audit 12b had stated the asker's first-turn 'no' for the opponent's play)
_OTHER_ACTS = re.compile(
    r"(?:相手|向こう|あっち|友達|友人|[A-ZＡ-Ｚ]さん|あいつ)\s*(?:側)?\s*"
    r"(?:は|が|も)(?!\s*(?:の|持))"
)
_WISH = re.compile(r"\s*(?:た(?:い|く)|うと\s*(?:思|おも))")  # 「出したい」「出したくて」「出そうと思う」


def _asked_play(reading: Reading) -> tuple[Fact, Fact | None] | None:
    """The play asked about and the asked verb: 「出せる?」, or 「撃ちたいんだけど払える?」 (the cost of the
    play right before it, 2-7-3)."""
    verb = asked_action(reading)
    if verb is None or verb.negated:
        return None
    if verb.concept in ("play", "use", "activate"):  # 「イベントは発動できる?」: an event is played by
        return verb, None  # activating it (2-7-3); `can_play` takes 発動 of an event only
    plays = [f for f in reading.of(Role.ACTION) if f.concept in ("play", "use") and f.end <= verb.start]
    if verb.concept == "pay" and plays and not plays[-1].negated:
        return plays[-1], verb
    return None


def _can_play(reading: Reading) -> BuiltScenario | None:
    # 「相手のアクティブのドン!!は5枚、自分は2枚」: one's own DON!! pay (2-7-2)
    aside = their_resources(reading, _DON)
    reading = aside.reading
    found = _asked_play(reading) if asked(reading) == "can" else None
    if found is None or many_played(reading):
        return None  # 「2体出せる?」: one play is run, its count is not
    verb, paid = found
    asking = reading.text[max(reading.text.rfind(c, 0, verb.start) for c in "。??!!") + 1 : verb.start]
    if _OTHER_ACTS.search(asking):
        return None  # 「相手は自分のターンにこれ出せますか?」: the other player's play, not the asker's
    others = [
        f
        for f in reading.of(Role.ACTION)
        if not f.negated and f is not verb and f is not paid and f.concept != "attach_don"
    ]  # 「リーダーに付けてて」 tells where DON!! are, not an action of this play
    others = [f for f in others if not _wished(reading, f, verb)]
    boxes = cards(reading)
    # 「コスト3のキャラを出した。その後…コスト3のイベントも撃てる?」: a card played before, its cost paid
    earlier = _played_before(boxes, others, verb)
    if earlier is not None:
        others = [f for f in others if f is not earlier[1]]
        if any(q.start > earlier[1].start for q in reading.of(Role.QUANTITY)):
            return (
                None  # 「…出した。今アクティブが4枚」: a count told after that play may be after its payment
            )
    fought = _battle_over(reading, others, verb)
    others = [f for f in others if f not in fought]
    # 「先攻1ターン目にコスト2のキャラって出せる?」: the opening turn pays with the DON!! its DON!! phase
    # placed (6-4-1: 1 for the first player, 2 for the second)
    opening = first_turn(reading)
    if opening == 0 or others:
        return None  # a first turn whose player is unsaid, or another action: not a plain play
    if any(f.concept not in ("self_turn", "first_turn", "order") for f in reading.of(Role.TURN)):
        return None
    if opening is None and any(f.concept != "self_turn" for f in reading.of(Role.TURN)):
        return None
    before = [
        b
        for b in boxes
        if b.first() < verb.start
        and b.kind in _PLAYABLE
        and set(b.stats) != {"don"}
        and (earlier is None or b is not earlier[0])
    ]
    if not before or before[-1].owner not in (ASKER, None):
        return None
    box = before[-1]
    if verb.concept in ("use", "activate") and box.kind != "event":
        return None  # 「イベントを使える?」 plays the event; using another card is its effect
    holders = attached([b for b in boxes if b is not box and (earlier is None or b is not earlier[0])])
    if holders is None:
        return None
    held = quantities(reading)
    if held is None:  # DON!! said with no owner are the asker's, who plays
        held = _unowned(reading)
    if held is None or held[OTHER] or set(held[ASKER]) - {*_DON, "hand"}:
        return None
    mine = dict(held[ASKER])
    in_hand = mine.pop("hand", None)  # 「手札7枚で…出せる?」: the card played is one of them
    card: dict[str, Any] = {"id": "played", "name": "出すカード", "kind": box.kind}
    if box.kind == "character" and "power" in box.stats:
        card["power"] = box.stats["power"]
    keywords = [k for k in box.keywords if k in ENGINE_KEYWORDS]
    notes: list[str] = []
    if box.kind == "event" and not {"メイン", "カウンター"} & set(keywords):
        if not mine or "cost" not in box.stats:
            return None  # when an event may be played turns on its timing (【メイン】/【カウンター】), unsaid
        # 「アクティブなドン!!1枚だけで、コスト2のイベントは発動できる?」: the payment is asked
        keywords.append("メイン")
        notes.append("イベントは、メインフェイズに発動できる【メイン】のイベントとして扱っています。")
    if keywords:
        card["keywords"] = keywords
    cost = box.stats.get("cost")
    if cost is None:
        if mine:
            return None  # the cost decides it and is not given
        cost = 0
        notes.append("コストは指定がないので0としています(いつ出せるかだけを確かめます)。")
    card["cost"] = cost
    reduce = reduction(reading)  # 「コストが1下がったコスト4のキャラ」: paid lowered, at least 0 (1-3-6)
    raise_ = raised(reading)  # 「コスト+1されてる」: added before a value below 0 counts as 0 (1-3-6)
    if reduce is None or raise_ is None or ((reduce or raise_) and earlier is not None):
        # 「コスト7のキャラ、効果でコスト-2。出したあと、さらにコスト1のキャラも出せる?」: which of the two
        # plays the lowering is of is not read (audit 11b: it had lowered the second, 'no' for cost 7)
        return None
    rested = mine.get("don_rested", 0)
    don = mine.get("don_active", mine["don_area"] - rested if "don_area" in mine else None)
    if not set(mine) & set(_DON) and _PAID_WORDS.search(reading.text):
        return None  # 「ドンは足りてる。先攻1ターン目」: a payment told in words, not as a count (2-7-2)
    if opening is not None:
        if don is not None or rested or earlier is not None:
            return None  # an opening turn starts with an empty cost area (5-2-1-7)
        don = 1 if opening == 1 else 2
        notes.append(
            f"{'先攻' if opening == 1 else '後攻'}の1ターン目のメインフェイズで、ドン!!フェイズに置いたドン!!"
            f"{don}枚(6-4-1)でコストを支払う局面を実行しています。"
        )
    if don is None:
        if rested or earlier is not None or "cost" in box.stats:
            # 「コスト4のキャラを出したい。出せる?」: a told cost is paid with active DON!! the question
            # never counts (2-7-2) — the count decides it, and no rule fixes one
            return None
        don = cost
        notes.append(f"アクティブのドン!!は指定がないので、コストと同じ{cost}枚あると仮定しています。")
    taken = _taken_from_active(reading)
    if taken is None:
        return None
    don -= taken
    if don < 0:
        return None
    changed = ({"cost_reduce": reduce} if reduce else {}) | ({"cost_raise": raise_} if raise_ else {})
    hand, actions = [card], [{"type": "play", "card": "played"} | changed]
    if earlier is not None:
        first: dict[str, Any] = {"id": "first", "name": "先に出したカード", "kind": earlier[0].kind}
        first["cost"] = earlier[0].stats["cost"]
        if earlier[0].kind == "event":
            first["keywords"] = ["メイン"]
        hand, actions = [first, card], [{"type": "play", "card": "first"}, *actions]
    if in_hand is not None:
        if in_hand < len(hand):
            return None
        hand = hand + [{} for _ in range(min(in_hand, 60) - len(hand))]
    player: dict[str, Any] = {"hand": hand, "don_active": min(don, 10), "don_rested": min(rested, 10)}
    leader_don, characters = holders
    if leader_don:
        player["leader"] = {"don": leader_don}
    if characters:
        player["characters"] = characters
    if fought:
        if opening is not None or earlier is not None or not _leader_attacked(boxes, fought[0]):
            return None  # the attack's turn or its attacker other than the asker's leader: not read
        # 「リーダーでアタックしてバトル終わったあと、キャラ出せる?」: the battle over, the main phase goes on
        # (7-1-5-5) and the play is made in it (6-5-2)
        actions = [{"type": "attack", "attacker": "leader", "target": "leader"}, *actions]
        notes.append("アタックは相手のリーダーへのもので、ブロックもカウンターもなかったとしています。")
    payload: dict[str, Any] = {"player1": player, "actions": actions}
    if aside.theirs:
        if opening is not None:
            return None  # an opening turn's opponent has no DON!! told apart
        if set(aside.theirs) - {"don_active", "don_rested"}:
            return None  # a total or a deck of theirs: no count the player spec holds as told
        payload["player2"] = {k: min(v, 10) for k, v in aside.theirs.items()}
    if opening is not None:
        payload["turn"] = opening
    return BuiltScenario(f"{GAME}.plan.can_play", payload, tell(can_head("出すことは")), tuple(notes))


# 「場に「あなたの手札のキャラのコストは2少なくなる」」: the quote's キャラ is the kind it lowers, no card
can_play = cost_text_read(_can_play)


# 「バトル終わったあと」「バトルが終わってから」「アタックが終わった後」: the battle told over (7-1-5)
_OVER = re.compile(r"(?:バトル|アタック)\s*(?:が|は)?\s*(?:終わ|終え|終了|済ん)")
# 「アタックしたらもうメイン終わり?」: the main phase's end asked again beside the play (one answer: 7-1-5-5)
_MAIN_ENDS = re.compile(r"メイン\s*(?:フェイズ)?\s*(?:が|は|って)?\s*(?:終わり|終わる|終了)")
_SENTENCE = re.compile(r"[。??!!\n]")


def _battle_over(reading: Reading, acts: list[Fact], verb: Fact) -> list[Fact]:
    """The attack facts of one battle told over before the asked play (「リーダーでアタックしてバトル
    終わったあと」), with an attack in a later sentence that only asks whether the main phase ends
    (「アタックしたらもうメイン終わり?」); empty when there is none or another attack is told."""
    attacks = [f for f in acts if f.concept == "attack"]
    before = [f for f in attacks if f.end <= verb.start]
    if not before or not _OVER.search(reading.text, before[0].start, verb.start):
        return []
    for f in attacks:
        if f in before:
            continue
        begun = max((m.end() for m in _SENTENCE.finditer(reading.text, 0, f.start)), default=0)
        end = _SENTENCE.search(reading.text, f.end)
        sentence = reading.text[begun : end.end() if end else len(reading.text)]
        if begun < verb.end or not _MAIN_ENDS.search(sentence):
            return []
    # 「アタックしてバトル終わった」: 「バトル」 restates the one attack's battle
    if len([f for f in before if "バトル" not in f.text]) != 1:
        return []
    return attacks


def _leader_attacked(boxes: list[Box], attack: Fact) -> bool:
    """The attack is the asker's leader's (「リーダーでアタック」): the one card named before it."""
    named = [b for b in boxes if b.first() < attack.start]
    return len(named) == 1 and named[0].kind == "leader" and named[0].owner in (ASKER, None)


def _wished(reading: Reading, act: Fact, verb: Fact) -> bool:
    """「コスト2のキャラを出したいんだけど出せる?」: a play said as a wish (〜たい, 〜たくて, 〜ようと思う)
    before the asked play with no card named between them is the asked play itself, not one done
    before it (whose payment would leave fewer DON!!)."""
    if act.concept != verb.concept or act.end > verb.start or not _WISH.match(reading.text, act.end):
        return False
    return not any(act.end <= c.start < verb.start for c in reading.of(Role.CARD))


def _played_before(boxes: list[Box], acts: list[Fact], verb: Fact) -> tuple[Box, Fact] | None:
    """The one card the question played before the asked play, with its cost told (a character or
    stage, or a 【メイン】 event): its payment leaves fewer active DON!! (2-7-2 … 2-7-4)."""
    plays = [f for f in acts if f.concept == "play" and f.end <= verb.start]
    if len(plays) != 1:
        return None
    named = [b for b in boxes if b.first() < plays[0].start and b.kind in _PLAYABLE]
    if not named:
        return None
    box = named[-1]
    if set(box.stats) != {"cost"} or box.states or box.owner not in (ASKER, None):
        return None
    if box.kind == "event" and "メイン" not in box.keywords:
        return None
    return box, plays[0]


def _taken_from_active(reading: Reading) -> int | None:
    """DON!! told as given to a card after the active DON!! were counted: 「アクティブのドン!!が6枚、
    そのうち2枚をキャラに付けた」 gives 2 of the 6 (6-5-5-1: given from the active DON!!), 4 stay
    active. Said without 「うち」 the order does not tell whether the count is before or after the
    giving (None: no scenario)."""
    counts = [f for f in reading.of(Role.QUANTITY) if f.concept == "don_active" and not f.negated]
    if not counts:
        return 0
    # 「アクティブのドン!!が5枚。そのうち2枚はレスト」: a rested part of the active count says the count
    # was told before those were rested (3 active) or contradicts itself — not 5 active and 2 rested
    for f in reading.of(Role.QUANTITY):
        part = _PART.search(reading.text[max(0, f.start - 3) : f.start + 2])
        if f.concept == "don_rested" and not f.negated and f.start >= counts[0].end and part:
            return None
    taken = 0
    for f in reading.of(Role.STAT):
        if f.concept != "don" or f.start < counts[0].end or not isinstance(f.value, int):
            continue
        if (
            _BESIDES.search(reading.text[counts[0].end : f.start])
            and not _PART.search(reading.text[counts[0].end : f.start + 2])
            and _GIVEN_STATE.match(reading.text, f.end)
        ):
            continue
        if not _PART.search(reading.text[max(0, f.start - 3) : f.start + 2]):
            return None
        taken += f.value
    return taken
