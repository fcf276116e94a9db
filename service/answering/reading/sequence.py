"""The order of what the question tells, checked against a scenario: each attack made with its own
attacker is scripted, a card played this turn and then attacking is played (or marked so) unless it
carries the game's haste keyword, a play told on an earlier turn is not played now, and DON!! given to
the subject card of a sentence sit on that card's side. `told_order` is the gate's entry.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from service.answering.reading.battle_left import battle_left
from service.answering.reading.inverse import _keywords, _walk
from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.payload import walk
from service.engine.events import Event


def told_order(
    reading: Reading, kind: str, payload: Mapping[str, Any], seats: Mapping[str, str]
) -> str | None:
    """Why the scenario does not carry the actions as the question tells them, or None."""
    attacks = unscripted_attacks(reading, payload) if kind != "can" else None
    return (
        attacks
        or unplayed(reading, payload)
        or attached_elsewhere(reading, payload, seats)
        or stood_since(reading, payload)
        or unreached_ordinal(reading, payload)
        or unscripted_blocks(reading, payload)
        or reversed_actions(reading, payload)
    )


# 「…を殴った。そのあと進化させた」「攻撃してから進化」: words that put the next action after the previous
_THEN = re.compile(r"その\s*(?:あと|後)|あとで|後で|てから|でから|それから|次に|続けて")


def _first_index(payload: Mapping[str, Any], kind: str) -> int | None:
    acts = payload.get("actions") or payload.get("operations") or []
    kinds = [str(a.get("type") or a.get("kind") or a.get("op")) for a in acts if isinstance(a, Mapping)]
    return kinds.index(kind) if kind in kinds else None


def reversed_actions(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """Two actions the question orders with a word of sequence (「殴って2ダメージもらった。そのあと
    進化させた」) that the scenario scripts the other way round: the run answers another situation
    (blind M sve-bm-19: the evolve scripted before the attack, the evolved attacker's damage stated for
    the 体力 left after the evolve)."""
    verbs = [f for f in reading.of(Role.ACTION) if not f.negated]
    for i, first in enumerate(verbs):
        for later in verbs[i + 1 :]:
            kinds = (
                _ACTION_TYPES.get(first.concept, first.concept),
                _ACTION_TYPES.get(later.concept, later.concept),
            )
            if kinds[0] == kinds[1] or not _THEN.search(reading.text, first.end, later.start):
                continue
            at, then = _first_index(payload, kinds[0]), _first_index(payload, kinds[1])
            if at is not None and then is not None and then < at:
                return f"質問では「{first.text}」の後に「{later.text}」ですが、シナリオは逆の順に行っています"
    return None


# 「ブロッカーAでブロックした…ブロッカーBでブロックし直したい」: a card or keyword named as the blocker
# (で/が/も, after an optional label or parenthesis) after the previous block verb starts another block
_BLOCKER_MARK = re.compile(r"\s*[A-Za-z0-9]{0,2}\s*(?:[((][^()()]{0,12}[))])?\s*(?:で|が|も)")


def unscripted_blocks(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """The question's blocks, each with its own blocker, that the scenario does not all script (a
    second block asked after one made had been answered by a run of the first: 'yes' stated where
    7-1-2-1 refuses it). Asked ones count too: the scenario must try them."""
    text = reading.text
    named = [f for f in reading.facts if f.role in (Role.CARD, Role.KEYWORD) and not f.negated]
    # 「1体目でブロックしたけど、2体目でもブロックできる?」: a card named by its ordinal alone (audit 28d:
    # 'yes' had been stated by a run of the first block only)
    named += [f for f in reading.of(Role.NUMBER) if f.concept == "ordinal" and f.text.endswith("体目")]
    count, last = 0, 0
    for verb in reading.of(Role.ACTION):
        if verb.concept != "block" or verb.negated:
            continue
        new = any(last <= c.start and c.end <= verb.start and _BLOCKER_MARK.match(text, c.end) for c in named)
        if count == 0 or new:
            count += 1
        last = verb.end
    if count > 1 and _times(payload, "block") < count:
        return f"質問の{count}回のブロックをシナリオがすべては行っていません"
    return None


# 「2回目のブロック」「3回目のアタック」: the ordinal numbers the action right after it
_ORDINAL_OF = re.compile(r"\s*の?\s*")
_ACTION_TYPES = {"attacked": "attack"}
# 「3体目のUNITで攻撃」「2体目のキャラがアタック」: the ordinal numbers a card that acts, not the act (shared
# audit 12s: 'yes' had been stated for a 3rd UNIT with 2 told)
_CARD_ORDINAL = re.compile(r"\s*の\s*[^\s。、?？!！]{1,8}?\s*(?:で|が|は|って)[^。、?？!！]{0,12}")


def _most_cards(payload: Mapping[str, Any]) -> int:
    """The most cards any one list of a seat holds (its field, characters, units...)."""
    seats = [v for v in payload.values() if isinstance(v, Mapping)]
    lists = [v for seat in seats for v in seat.values() if isinstance(v, list)]
    return max((len(v) for v in lists if all(isinstance(c, Mapping) for c in v)), default=0)


def _times(payload: Mapping[str, Any], concept: str) -> int:
    """How often the scenario scripts the action `concept`: actions of that type, and the values an
    action gives under that key (an attack's ``block``; a list holds one per try)."""
    kind = _ACTION_TYPES.get(concept, concept)
    count = 0
    for act in payload.get("actions") or payload.get("operations") or []:
        if not isinstance(act, Mapping):
            continue
        count += (act.get("type") or act.get("kind") or act.get("op")) == kind
        value = act.get(kind)
        count += len(value) if isinstance(value, list) else value not in (None, False, "")
    return count


_THIS_TURN = re.compile(r"(?:この|今|1|一)\s*ターン")


def _standing(payload: Mapping[str, Any], concept: str, ordinal: str, text: str = "") -> int:
    """「6体目を出す」 counts the cards on the field, not plays: the most characters a seat starts with
    (onepiece 3-7-6: the 6th played into a full area of 5), for a play numbered by 体目/枚目 only — not
    one counted within a turn (「このターン2体目」: plays, whatever stood before)."""
    if _THIS_TURN.search(text):
        return 0
    if concept != "play" or not ordinal.endswith(("体目", "枚目")):
        return 0
    seats = [v for v in payload.values() if isinstance(v, Mapping)]
    return max((len(v.get("characters") or ()) for v in seats), default=0)


def unreached_ordinal(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """An action the question numbers (「同じバトル中に2回目のブロックってできる?」) is its Nth time:
    a scenario scripting it fewer times answers about an earlier one (blind H onepiece-bh-07: one
    block simulated, 'yes' stated for the second)."""
    actions = reading.of(Role.ACTION)
    for number in reading.of(Role.NUMBER):
        if number.concept != "ordinal" or not isinstance(number.value, int) or number.value < 2:
            continue
        act = next((a for a in actions if a.start >= number.end), None)
        if act is None or act.negated:
            continue
        if number.text.endswith(("体目", "枚目")) and _CARD_ORDINAL.fullmatch(
            reading.text, number.end, act.start
        ):
            if _most_cards(payload) < number.value:  # 「UNITが2体。3体目のUNITで攻撃できる?」
                return f"質問の「{number.text}」のカードが、シナリオの場にありません"
            continue
        if not _ORDINAL_OF.fullmatch(reading.text, number.end, act.start):
            continue
        said = reading.text[max(0, number.start - 12) : number.end]
        if _times(payload, act.concept) + _standing(payload, act.concept, number.text, said) < number.value:
            return f"質問の「{number.text}」の{act.text}を、シナリオは{number.value}回行っていません"
    return None


_STILL = re.compile(r"まだ|今も|いまも|いまだ|ずっと|のまま")
_STATE_KEYS = frozenset({"acted", "rested"})


def stood_since(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """「前の自分のターンに攻撃してアクト状態になったフォロワー、今回の自分のターンに…」: a rested
    state the asker's previous turn left is gone by the asker's current turn (its start/refresh
    phase stands the card: sve 7.2.3, onepiece 6-2-3), unless the question says it still is
    (まだ/今も/のまま). A scenario starting a card in that state without running the start phase
    answers another situation (blind G sve-bg-21: stated 'cannot attack')."""
    facts = reading.facts
    prev = next((f for f in facts if f.concept == "previous_turn" and "相手" not in f.text), None)
    if prev is None or any(f.concept == "opponent_turn" for f in facts):
        return None
    later = next((f for f in facts if f.concept in ("self_turn", "next_turn") and f.start >= prev.end), None)
    if later is None:
        return None
    stated = [
        f for f in facts
        if f.role is Role.STATE and f.concept == "rested" and not f.negated
        and prev.end <= f.start < later.start
    ]  # fmt: skip
    if not stated or _STILL.search(reading.text, prev.end, later.start):
        return None
    if payload.get("phase") == "start":  # the run goes through the start phase that stands it
        return None
    held = any(k in _STATE_KEYS and v is True for _p, k, v in walk(payload))
    if not held:
        return None
    return (
        f"「{stated[0].text}」は前の自分のターンの状態で、今回の自分のターンの開始時には戻っています"
        "(シナリオはその状態のまま)"
    )


# 「キャラでアタックし、さらにリーダーでもアタックした」: a card named as the attacker (で/が/も) after the
# previous attack verb starts another attack
_ATTACKER_MARK = re.compile(r"\s*(?:[((][^()()]{0,12}[))])?\s*(?:で|が|も)")
_ATTACK_VERBS = frozenset({"attack", "attacked"})


def _before_their_turn(reading: Reading, verb: Fact, later: list[Fact]) -> bool:
    """The asker's `verb` (an attack) is followed by the opponent's turn told and then an attack made on
    the asker (see `unscripted_attacks`)."""
    if verb.concept != "attack":
        return False
    made_on = next((f for f in later if f.concept == "attacked"), None)
    return made_on is not None and any(
        t.role is Role.TURN and t.concept == "opponent_turn" and not t.negated
        and verb.end <= t.start < made_on.start
        for t in reading.facts
    )  # fmt: skip


def _scripted_attacks(payload: Mapping[str, Any]) -> int:
    acts = payload.get("actions") or payload.get("operations") or []
    kinds = [str(a.get("type") or a.get("kind") or a.get("op")) for a in acts if isinstance(a, Mapping)]
    return sum(k in ("attack", "aisatsu") for k in kinds)


def _history(reading: Reading, verb: Fact) -> bool:
    """「前の自分のターンに攻撃したままアクト状態」: an attack the sentence places in an earlier turn
    (a ``previous_turn`` fact before it, no action between) whose acted state the sentence then
    tells: the state is the fact a scenario carries, not a second attack of this turn."""
    text = reading.text
    start = max(text.rfind(c, 0, verb.start) for c in "。??") + 1
    ends = [i for i in (text.find(c, verb.end) for c in "。??") if i >= 0]
    end = min(ends) if ends else len(text)
    before = [
        f for f in reading.facts
        if start <= f.start and f.end <= verb.start
        and (f.role is Role.ACTION or f.concept == "previous_turn")
    ]  # fmt: skip
    rested = any(
        f.role is Role.STATE and f.concept == "rested" and not f.negated and verb.end <= f.start < end
        for f in reading.facts
    )
    return bool(before) and before[-1].concept == "previous_turn" and rested


def unscripted_attacks(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """The question's attacks, each with its own attacker, the scenario does not all script (a second
    attack dropped leaves the life count one attack short). Not for 「〜できる?」: there an earlier
    attack is history the stated state carries (「もうアタックしてレストのリーダーで、もう一回…できる?」)."""
    verbs = [
        f for f in reading.of(Role.ACTION)
        if f.concept in _ATTACK_VERBS and not f.negated and "バトル" not in f.text
    ]  # fmt: skip
    verbs = [v for v in verbs if not _history(reading, v)]
    # 「自分のターンに…殴った。次の相手のターン、そのキャラが…殴られた」: the asker attacks only in its own
    # turn (7-1, 6-5), so an attack told before the opponent's turn and an attack made on the asker is an
    # earlier turn's — what it left (the card rested, 7-1-1-1) is the scenario's start, not a battle to run
    verbs = [v for i, v in enumerate(verbs) if not _before_their_turn(reading, v, verbs[i + 1 :])]
    # 「カウンターイベントで俺のアタックしてるキャラをKOした」: the removed participant's role word is no
    # attack of its own (battle_left, audit 26g)
    left = battle_left(reading)
    verbs = [v for v in verbs if left is None or not left.start <= v.start < left.end]
    cards = reading.of(Role.CARD)
    count, last = 0, 0
    for verb in verbs:
        named = any(
            last <= c.start and c.end <= verb.start and _ATTACKER_MARK.match(reading.text, c.end)
            for c in cards
        )
        if count == 0 or named:
            count += 1
        last = verb.end
    if count > 1 and _scripted_attacks(payload) < count:
        return f"質問の{count}回のアタックをシナリオがすべては行っていません"
    return None


_PLAYS = frozenset({"play", "enter", "evolve", "summon", "deploy", "play_unit"})


def unplayed(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """A card the question plays and then attacks with (「キャラを出して、そのキャラでアタック」) is one
    played this turn (onepiece 3-7-4): the scenario must play it or mark it so, unless a card carries a
    keyword the question names that lets it attack anyway (the game's ``haste`` in engine_map.json)."""
    haste = lexicon(reading.game).engine.get("summoning_sick", {}).get("haste") if reading.game else None
    if not haste:
        return None
    actions = reading.of(Role.ACTION)
    played = [f for f in actions if f.concept == "play" and not f.negated]
    plays = [f for f in played if not earlier_turn(reading, f)]
    scripted = any(
        k in ("type", "kind", "op") and isinstance(v, str) and v in _PLAYS for k, v in _walk(payload)
    )
    if scripted and played and not plays:
        return "質問で前のターンに登場させたカードを、シナリオはこのターンに登場させています"
    if not plays or not any(
        f.concept in _ATTACK_VERBS and not f.negated and f.start > plays[0].end for f in actions
    ):
        return None
    if scripted:
        return None
    # a card marked as played this turn stays so only while that turn lasts (no turn passed before
    # the attack: 「相手がキャラを出したターンに…アタックしてきた」 is not played, then the turn ended)
    passes = any(k in ("type", "kind") and v in ("end_turn", "turn_end") for k, v in _walk(payload))
    if not passes and any(k == "summoning_sick" and v is True for k, v in _walk(payload)):
        return None
    named = {f.concept.strip("【】") for f in reading.of(Role.KEYWORD) if not f.negated}
    if named & set(haste) & _keywords(payload):
        return None
    return "質問でこのターンに登場させたカードを、シナリオは登場したばかりの状態にしていません"


def earlier_turn(reading: Reading, action: Fact) -> bool:
    """「前のターンに出したキャラ」: the action's own clause names an earlier turn before it."""
    clause = re.split(r"[。、??!!]", reading.text[: action.start])[-1]
    start = action.start - len(clause)
    return any(
        f.concept == "previous_turn" and start <= f.start and f.end <= action.start
        for f in reading.of(Role.TURN)
    )


# 「相手のキャラが、ドン!!を1枚付けて…」: the card the clause is about, marked as its subject
_SUBJECT_MARK = re.compile(r"\s*(?:[((][^()()]{0,12}[))])?\s*(?:が|は)")


def attached_elsewhere(reading: Reading, payload: Mapping[str, Any], seats: Mapping[str, str]) -> str | None:
    """DON!! (onepiece ``don``) the question attaches to the subject card of its sentence must be on a
    card of that card's side (the attack builder had put 「相手のキャラが、ドン!!を1枚付けて」 on the
    asker's leader)."""
    text = reading.text
    for stat in reading.of(Role.STAT):
        if stat.concept != "don" or stat.negated or not isinstance(stat.value, int):
            continue
        start = max(text.rfind(c, 0, stat.start) for c in "。??!!") + 1
        subjects = [
            c for c in reading.of(Role.CARD)
            if start <= c.start and c.end <= stat.start and c.owner in seats
            and _SUBJECT_MARK.match(text, c.end)
        ]  # fmt: skip
        if not subjects:
            continue
        card = subjects[-1]
        between = text[card.end : stat.start]
        if max(between.rfind("("), between.rfind("(")) > max(between.rfind(")"), between.rfind(")")):
            continue  # 「自分のキャラ(パワー5000、ドン!!1枚付与)」: inside another card's description
        side = payload.get(seats[str(card.owner)])
        if not isinstance(side, Mapping):
            return f"「{stat.text}」を付けた{card.text}がシナリオにありません"
        held = [side.get("leader")] if card.concept == "leader" else list(side.get("characters") or [])
        if not any(isinstance(h, Mapping) and h.get("don") == stat.value for h in held):
            return f"「{stat.text}」がシナリオでは質問の{card.text}に付いていません"
    return None


def passed_to(
    fact: Fact, told: Sequence[Fact], seats: Mapping[str, str], events: Sequence[Event]
) -> str | None:
    """A player's turn told after the other player's (「相手のターンに…そのあと俺のターンになって」) is
    reflected when the run reaches it: a "turn" event naming that player as the turn player
    (ninjaslayer 505.4). The first turn told is the scenario's start, checked as before."""
    turns = ("self_turn", "opponent_turn")
    if fact.role is not Role.TURN or fact.negated or fact.concept not in turns:
        return None
    if not any(
        f.role is Role.TURN and f.concept in turns and f.concept != fact.concept and f.end <= fact.start
        for f in told
    ):
        return None
    seat = seats.get("self" if fact.concept == "self_turn" else "opponent")
    reached = [e for e in events if e.type == "turn" and e.data.get("player") == seat]
    return f"events[{reached[0].seq}].turn" if reached else None
