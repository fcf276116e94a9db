"""Inverse checks on who acts and how (blind batch B, round 4b): each withholds the verdict.

* each attack the scenario scripts must sit on a seat the question makes an attacker
  (「自分は7000でアタック」 simulated as the opponent's leader attacking);
* a card the question puts directly onto the field (「直接場に出した」) is not summoned/played by the
  scenario (fow 10.5.2: 「召喚された」 is a card resolved from the chase);
* a keyword the question gives the acting card (「【指定攻撃】持ちなら…攻撃できる?」) is carried by
  the scenario's attacker, not only by another card.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from service.answering.extract import THERE_WHEN
from service.answering.reading.inverse import _bare, _walk
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.engine.events import Event


def acted_otherwise(reading: Reading, payload: Mapping[str, Any], events: Sequence[Event] = ()) -> str | None:
    """Why the scenario's actions are not the question's, or None. `events`: the simulation's."""
    return (
        wrong_actor(reading, payload)
        or put_as_summon(reading.text, payload)
        or keyword_off_actor(reading, payload)
        or unsourced_draw(reading, events)
        or attacked_before(reading, payload)
        or actor_told_there(reading, payload)
        or unsided_loss(reading, payload)
    )


def _clause_start(text: str, at: int) -> int:
    return max(text.rfind(c, 0, at) for c in "、,。?!") + 1


def clause_owner(reading: Reading, card: Fact) -> str | None:
    """The owner of `card`: its own, else the last said of its attributes or place since its clause began
    (「相手の場に【守護】を持つアクト状態のフォロワーがいる時」 is the opponent's)."""
    start = _clause_start(reading.text, card.start)
    said = [f.owner for f in reading.facts if start <= f.start <= card.start and f.owner]
    return card.owner or (said[-1] if said else None)


def told_there(reading: Reading, card: Fact) -> bool:
    """`card` told to be there as the condition of another act (`THERE_WHEN`: 「【守護】を持つアクト状態の
    フォロワーがいる時」「俺の場に…がいる時」): a card of the situation, no actor (「…フォロワーがいるけど、
    まだ攻撃してない。攻撃したら」 names the attacker)."""
    return THERE_WHEN.match(reading.text, card.end) is not None


def actor_told_there(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """An attack asked with no attacking card named in its clause, while a card of no owner is told to be
    there as its condition (「【守護】を持つアクト状態のフォロワーがいる時、相手のリーダーを攻撃できますか?」
    「レストのキャラがいる時、…アタックできる?」): that card is the situation's, no side's actor — a
    scenario attacking with it (its state refusing the attack) answers another question."""
    verb = asked_action(reading)
    if verb is None or verb.concept != "attack" or verb.negated or not _scripted_attackers(payload):
        return None
    text = reading.text
    cards = [f for f in reading.of(Role.CARD) if f.end <= verb.start]
    there = [f for f in cards if clause_owner(reading, f) is None and THERE_WHEN.match(text, f.end)]
    named = [
        f
        for f in cards
        if f not in there
        and not _CLAUSE_BREAK.search(text[f.end : verb.start])
        and _INSTRUMENT_MARK.match(text, f.end)
    ]
    if there and not named:
        return "「…がいる時」の持ち主のないカードは攻撃するカードではなく、攻撃するカードが書かれていません"
    return None


# 「さっき攻撃したフォロワー」「一度殴った」「アタック済みの」: an attack told as already made (not
# 「攻撃したい」「攻撃したかった」: an attack wanted, the one asked about)
_DONE = re.compile(r"\s*(?:を)?\s*(?:し|っ)?(?:た(?!い|く|かっ|けれ|がっ)|て(?:い|る|た|お|しま|ちゃ)|済)")


def attacked_before(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """An attack the question tells as already made before the asked one (「さっき攻撃したフォロワー
    で、もう1回攻撃できる?」): the earlier attack leaves its attacker acted (8.4.4), so the scenario
    must script it too or start with the attacker acted — one fresh attack answers another question."""
    asked = asked_action(reading)
    if asked is None or asked.concept != "attack":
        return None
    text = reading.text
    earlier = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "attack" and not f.negated and f.end <= asked.start and _DONE.match(text, f.end)
    ]
    if not earlier:
        return None
    attacks = [
        a
        for key in ("actions", "operations")
        for a in payload.get(key) or ()
        if isinstance(a, Mapping) and (a.get("type") or a.get("kind")) in ("attack", "aisatsu")
    ]
    if len(attacks) >= 2 or any(c.get("acted") or c.get("rested") for c in _attackers(payload)):
        return None
    return "質問ではすでに攻撃したカードですが、シナリオにはその攻撃も攻撃済みの状態もありません"


# what makes a draw part of the question: the draw itself or the turn/phase that runs it
_DRAW_SOURCE = re.compile(r"ターン|フェイズ|フェーズ|ステップ|リフレッシュ|準備|開始|始ま")


# the engines' counters for a draw from an empty deck (sve 1.2.1.2, kiseki 1102.1); a deck-out by
# damage (ninjaslayer) or by the empty deck itself (onepiece 1-2-1-1-2) is no draw
_DREW_EMPTY = frozenset({"drew_from_empty", "drew_empty"})
# the concepts of a told draw: 「引く」 and sve's 「N枚まで引く」 (5.9.3)
_DRAWS = frozenset({"draw", "draw_up_to"})


def unsourced_draw(reading: Reading, events: Sequence[Event]) -> str | None:
    """A game the scenario decides by a draw from an empty deck when the question neither draws (a
    draw it does not deny) nor names a turn or phase that would: the builder invented the draw
    (「デッキが0枚になった。もう負け?」 asks about the empty deck alone)."""
    ended = any(e.type == "game_over" for e in events)
    if not ended or not any(e.type == "counter" and e.data.get("key") in _DREW_EMPTY for e in events):
        return None
    if any(f.concept in _DRAWS and not f.negated for f in reading.of(Role.ACTION)):
        return None
    if _DRAW_SOURCE.search(reading.text):
        return None
    return "質問にないドローでシミュレーションの勝敗が決まっています"


_SUBJECT_MARK = re.compile(r"\s*(?:は|が)")
_INSTRUMENT_MARK = re.compile(r"\s*(?:[(（][^()（）]{0,12}[)）])?\s*(?:は|が|で)")
_PASSIVE = re.compile(r"\s*(?:(?:し|を)?\s*(?:され|られ|受け|うけ))")
_TURN_PASSES = frozenset({"end_turn", "turn_end"})


_WHOSE = re.compile(r"\s*の\s*")
_TURN_OF = {"self_turn": "self", "opponent_turn": "opponent"}
_CLAUSE_BREAK = re.compile(r"[、,。]|とき|時|ので|から|けど")


def _actor(reading: Reading, verb: Fact) -> str | None:
    """The owner ("self"/"opponent") the question makes the subject of an attack: 「攻撃してきた」
    「攻撃された」 (concept `attacked`) is the opponent's; else the last 「自分は」「相手が」 or owned card
    marked as subject or instrument (「自分のキャラで」) in the verb's own clause (no comma or
    「とき」 between: 「…がいるとき、…で攻撃」 is another predicate's subject); None when none."""
    if verb.concept == "attacked":
        return "opponent"
    text = reading.text
    if _PASSIVE.match(text, verb.end):
        return None
    actor: str | None = None
    for f in reading.facts:
        if f.end > verb.start:
            break
        if _CLAUSE_BREAK.search(text[f.end : verb.start]) or f.negated:
            continue
        if f.role is Role.TURN and f.concept in _TURN_OF:  # 「俺のターンにそのキャラを…アタック」:
            actor = _TURN_OF[f.concept]  # only the turn player attacks in its turn
            continue
        if f.owner is None:
            continue
        subject = f.role is Role.OWNER and _SUBJECT_MARK.match(text, f.end)
        # 「相手のキャラのアタックが自分のリーダーに通った」: the card whose attack (a noun) it is
        # 「相手のアタックが通った」: the player whose attack (a noun) it is, said right before it
        whose = f.role in (Role.CARD, Role.OWNER) and _WHOSE.fullmatch(text, f.end, verb.start)
        if subject or whose or (f.role is Role.CARD and _INSTRUMENT_MARK.match(text, f.end)):
            actor = f.owner
    return actor


def _scripted_attackers(payload: Mapping[str, Any]) -> set[str]:
    """The seat of each attack the scenario scripts: the side holding the attacker's card, the
    action's own player, or else the turn player (player1 first; each end of turn passes it)."""
    return {seat for seats in _attack_seats(payload) for seat in seats}


def _attack_seats(payload: Mapping[str, Any]) -> list[set[str]]:
    """The seats of each scripted attack, in order (see `_scripted_attackers`)."""
    where: dict[str, str] = {}
    for seat in ("player1", "player2"):
        side = payload.get(seat)
        if isinstance(side, Mapping):
            for _k, v in _walk(side):
                if isinstance(v, Mapping) and "id" in v:
                    where[str(v["id"])] = seat
    turn, out = "player1", []
    for key in ("actions", "operations"):
        for act in payload.get(key) or ():
            if not isinstance(act, Mapping):
                continue
            kind = act.get("type") or act.get("kind")
            if not isinstance(kind, str):
                continue  # a malformed action (a list for its type: the owner-scope property test)
            if kind in _TURN_PASSES:
                turn = "player2" if turn == "player1" else "player1"
            if kind not in ("attack", "aisatsu"):
                continue
            refs = act.get("attackers") or [act.get("attacker") or act.get("card")]
            seats = {where[str(r)] for r in refs if str(r) in where}
            player = act.get("player") or act.get("controller")
            out.append(seats or ({str(player)} if player in ("player1", "player2") else {turn}))
    return out


def _named_seats(payload: Mapping[str, Any]) -> dict[str, str] | None:
    """Which seat the scenario itself makes the asker's: its cards' names say 自分の/相手の
    (「自分のリーダー」 on player1); None when no name says it, or the names disagree."""
    found: set[tuple[str, str]] = set()
    for seat in ("player1", "player2"):
        side = payload.get(seat)
        for _k, v in _walk(side) if isinstance(side, Mapping) else ():
            name = v.get("name") if isinstance(v, Mapping) else None
            if isinstance(name, str) and name.startswith(("自分", "相手")):
                found.add((seat, "self" if name.startswith("自分") else "opponent"))
    if found <= {("player1", "self"), ("player2", "opponent")} and found:
        return {"self": "player1", "opponent": "player2"}
    if found <= {("player2", "self"), ("player1", "opponent")} and found:
        return {"self": "player2", "opponent": "player1"}
    return None


def wrong_actor(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """An attack the question makes one seat's (「自分は7000でアタック」) that the scenario scripts
    only for the other seat (the opponent's leader attacking instead). The seats are those the
    scenario's own card names give; a scenario that names none is not checked."""
    scripted = _scripted_attackers(payload)
    seats = _named_seats(payload)
    if not scripted or seats is None:
        return None
    actors = {
        actor
        for verb in reading.of(Role.ACTION)
        if verb.concept in ("attack", "attacked") and not verb.negated
        for actor in [_actor(reading, verb)]
        if actor in seats
    }
    # each scripted attack must be one the question gives that seat (「自分でアタックして…相手に
    # アタックされた」 gives both seats an attack)
    if actors and not scripted <= {seats[a] for a in actors}:
        who = "・".join("自分" if a == "self" else "相手" for a in sorted(actors, reverse=True))
        return f"質問で攻撃するのは{who}ですが、シナリオでは攻撃する側が違います"
    # 「(相手が前のターンにアタックしてきた…)俺のターンにそのキャラをアタックできる?」: the attack
    # asked about is the last one scripted, made by its own actor's seat
    asked_verb = asked_action(reading)
    if asked_verb is not None and asked_verb.concept in ("attack", "attacked") and not asked_verb.negated:
        doer = _actor(reading, asked_verb)
        last = _attack_seats(payload)[-1]
        if doer is not None and doer in seats and seats[doer] not in last:
            mine = "自分" if doer == "self" else "相手"
            return f"問われたアタックは{mine}のものですが、シナリオでは攻撃する側が違います"
    return None


# 「直接場に出した」「そのまま場に置く」: a card put onto the field, which is no summon/play
_PUT_DIRECTLY = re.compile(r"(?:直接|そのまま)\s*(?:自分の|相手の)?\s*(?:場|フィールド)?\s*に?\s*(?:出|置)")
_SUMMONS = frozenset({"summon", "play", "play_unit", "play_character", "enter", "deploy"})


def put_as_summon(question: str, payload: Mapping[str, Any]) -> str | None:
    """A card the question puts directly onto the field that the scenario summons/plays instead
    (fow 10.5.2: 「召喚された」 refers to a card resolved from the chase, not one put there)."""
    if not _PUT_DIRECTLY.search(question):
        return None
    kinds = [
        act.get("type") or act.get("kind")
        for key in ("actions", "operations")
        for act in payload.get(key) or ()
        if isinstance(act, Mapping)
    ]
    if "put_onto_field" in kinds:  # the direct put is scripted (one card put, another summoned)
        return None
    if any(k in _SUMMONS for k in kinds):
        return "質問のカードは直接場に出されていますが、シナリオはそれを召喚・プレイとして行います"
    return None


# 「【指定攻撃】持ちなら」「【突進】を持つフォロワーで」: the keyword of the card that acts
_ACTOR_KEYWORD = re.compile(
    r"\s*[】」]?\s*(?:持ち|を持(?:つ|った|ってる|っている))\s*(?:の)?\s*"
    r"(?:フォロワー|キャラクター|キャラ|UNIT|ユニット|リゾネイター)?\s*(?:なら|で(?!は))"
)


def _attackers(payload: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    cards = {str(v["id"]): v for _k, v in _walk(payload) if isinstance(v, Mapping) and "id" in v}
    out: list[Mapping[str, Any]] = []
    for key in ("actions", "operations"):
        for act in payload.get(key) or ():
            if isinstance(act, Mapping) and (act.get("type") or act.get("kind")) in ("attack", "aisatsu"):
                refs = act.get("attackers") or [act.get("attacker")]
                out += [cards[str(r)] for r in refs if str(r) in cards]
    return out


def keyword_off_actor(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """A keyword the question gives the acting card (「【指定攻撃】持ちなら…攻撃できる?」) that the
    scenario's attacker does not carry (the builder gave it to the attacked card instead)."""
    attackers = _attackers(payload)
    if not attackers:
        return None
    text = reading.text
    verbs = [v for v in reading.of(Role.ACTION) if v.concept == "attack" and not v.negated]
    for f in reading.of(Role.KEYWORD):
        if f.negated or not _ACTOR_KEYWORD.match(text, f.end):
            continue
        # the attack this keyword's card makes: later in the same sentence (「インターラプト持ちの
        # キャラで対象を変えた。…殴ってきた」 is another sentence's act)
        if not any(v.start >= f.end and "。" not in text[f.end : v.start] for v in verbs):
            continue
        word = _bare(f.concept)
        # kiseki's cards carry their icon crafts (【暗躍】 …) as `icons`
        held = (
            {_bare(str(k)) for k in (*(a.get("keywords") or ()), *(a.get("icons") or ()))} for a in attackers
        )
        if not any(word in h for h in held):
            return f"質問で攻撃するカードの「{word}」をシナリオの攻撃するカードが持っていません"
    return None


# 「負け?」「敗北?」「まだ生きてる?」 (reading/survival): a loss asked — of the asker, when no subject is said
_LOSS_ASKED = re.compile(r"負け|負る|敗北|敗け|生き|生存|耐え|セーフ")
_WIN_ASKED = re.compile(r"勝")


def loss_asked(reading: Reading) -> bool:
    """Who wins is asked only as a loss (「負け?」「負ける?」「敗北?」), never as a win."""
    asks = [f for f in reading.of(Role.ASK) if f.concept == "winner"]
    return bool(asks) and all(_LOSS_ASKED.search(f.text) and not _WIN_ASKED.search(f.text) for f in asks)


def unsided_loss(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """A loss asked with no side told at all (「ライフ0枚でリーダーにアタックが通ったら負け?」, audit
    24f): the asker asks of its own loss, so the unowned life is its own and the attack the
    opponent's — a scenario where the asker attacks answers 「負けません」 to another question (it had
    stated the asker's win). Which side is which is not told, so the verdict is withheld."""
    if not loss_asked(reading):
        return None
    if any(f.owner in ("self", "opponent", "both") for f in reading.facts if f.role is not Role.ASK):
        return None  # a side is told: the other checks read it
    if any(f.concept in ("attacked", "self_turn", "opponent_turn") for f in reading.facts):
        return None  # 「アタックされた」「相手のターン」: the asker is the one attacked
    seats = _named_seats(payload)
    if seats is None or seats["self"] not in _scripted_attackers(payload):
        return None
    return "負けるかを聞かれていますが、どちらが攻撃したのか(ライフなどが誰のものか)が書かれていません"
