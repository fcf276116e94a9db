"""Players' counts after §10 actions on zones: drawing (10.8), discarding (10.18), destroying a
card (10.9: to its owner's graveyard, a J/ルーラー to the ルーラーエリア) and removing one from the game
(10.3.1: to its owner's 除外エリア, never the graveyard), asked as a count 「何枚?」.

Everything comes from the reading: each player's stated hand/deck/graveyard/life, the actions in
the order the question tells them with their counts, the destroyed cards' kind and owner, and the
asked zone and owner (the zone word and owner word of the asked sentence).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.plans.fow_cards import sources
from service.answering.plans.fow_common import (
    OPPONENT_FIRST,
    WORD,
    acts_only,
    asked,
    built,
    called_off,
    clause_before,
    counter,
    disposer,
    of,
    quoted,
    seats,
    told_apart,
    zone,
)
from service.answering.plans.fow_group import PLACED, group_of, target_of
from service.answering.plans.fow_per_target import told_target
from service.answering.plans.fow_places import MOVES, ZONE_NAMES, untold_side
from service.answering.plans.fow_places import places as asked_places
from service.answering.plans.fow_sides import asker_turn, role_note, sided
from service.answering.plans.fow_stones import stone_area
from service.answering.plans.fow_tell import discard_head, draw_head
from service.answering.plans.quoted_effect import _times
from service.answering.reading.card_text import quoted as card_quotes
from service.answering.reading.card_text import read_text
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

COUNTED = ("hand", "deck", "graveyard", "life", "removed", "stone_deck", "stone_area")

_TAKES_CARDS = ("destroy", "remove_from_game")  # steps whose cards the question names on a field
_SUBJECT_MARK = ("が", "は", "も")  # 「相手も1枚引いた」: that player draws too (not the asker)
# 「墓地のリゾネイター」「手札にあるカード」: the zone written right before a card puts it off the field
ELSEWHERE = re.compile(r"(?:手札|墓地|デッキ|山札|除外エリア|除外)(?:の|にある|にいる|から)(?:カード)?\s*$")
# 「そうしたなら」: an effect's later part done only if its earlier part was (10.18.2.1: discarding a
# whole hand is done even when it is empty; a counted discard may not be)
_CONDITIONAL = re.compile(r"そうした(?:なら|場合|ら)")
# 「…するたびに」「…するごとに」: an action repeated on each other action (a trigger)
_EACH_TIME = re.compile(r"たび(?:に|ごと)?|度に|ごとに")
# 「さらに」「もう一度」「続けて」: a later mention of an action is another one, not a restatement
# 「さらに手札を捨てた」「「手札を2枚捨てる。その後、手札を捨てる」」: a second act, not the first restated
_AGAIN = re.compile(
    r"さらに|更に|もう一[度回]|もう1[度回]|再び|再度|続けて|追加で|その後|そのあと|それから|次に"
)


def _steps(reading: Reading) -> list[Fact] | None:
    """The moving actions in order; a later mention of an action already told with no count of its
    own restates it (「破壊されたあと」「引ける?」). The same count told twice is ambiguous (None)."""
    spans = [(a.start, a.end) for a in reading.asks()]
    steps: list[Fact] = []
    for f in of(reading, Role.ACTION, *MOVES):
        if f.negated:
            return None  # 「引かない」: an action said not to happen is no step of this plan
        if any(s <= f.start and f.end <= e for s, e in spans):
            continue
        told = [s for s in steps if s.concept == f.concept]
        if told and f.value is None:
            if _AGAIN.search(reading.text[clause_before(reading, f)[0] : f.start]):
                return None  # 「2枚捨てて、さらに手札を捨てた」: a second action, not the first restated
            if any(quoted(reading, s) is not None and quoted(reading, s) == quoted(reading, f) for s in told):
                return None  # one card text telling the act twice: two instructions, not one restated
            continue
        if told and any(s.value == f.value for s in told):
            return None
        steps.append(f)
    return steps


def _repeated(reading: Reading, steps: list[Fact]) -> list[Fact]:
    """Each step of a quoted text told used N times (「「…」を2回解決した」, `_times`), N times."""
    spans = card_quotes(reading.text)
    told = _times(reading, spans)
    if told is None:
        return steps
    times = [(s, e, n) for (s, e, _b), n in zip(spans, told[0], strict=True)]
    return [f for f in steps for _ in range(next((n for s, e, n in times if s < f.start < e), 1))]


def quantities(reading: Reading) -> dict[tuple[str, str], int] | None:
    """(concept, owner) → the stated count; an unowned count is the one owner the question gives
    counts to, else the asker's. Two different counts for one zone: None."""
    facts = [q for q in of(reading, Role.QUANTITY, *COUNTED) if isinstance(q.value, int)]
    owners = {q.owner for q in facts if q.owner not in (None, "both")}
    default = owners.pop() if len(owners) == 1 else "self"
    out: dict[tuple[str, str], int] = {}
    for q in facts:
        owner = q.owner or default
        for side in ("self", "opponent") if owner == "both" else (owner,):  # 「お互いの手札が3枚」
            key = (q.concept, side)
            if key in out and out[key] != q.value:
                return None
            out[key] = int(q.value)  # type: ignore[arg-type]
    return out


PLAYERS = ("self", "opponent")


def _actor(reading: Reading, step: Fact, counts: Mapping[tuple[str, str], int]) -> str | None:
    """Who draws or discards: the one player whose hand or deck the question counts (the asker when
    none), unless the step's own clause names another player as its subject, or its quoted card text
    is used on another player (「『…手札を捨てる』を相手に使った」 is the opponent's discard)."""
    start, _ = clause_before(reading, step)
    if any(o.owner == "both" and start <= o.start and o.end <= step.start for o in of(reading, Role.OWNER)):
        return "both"  # 「お互いにカードを1枚引く」
    if reading.text.startswith("させ", step.end) and quoted(reading, step) is None:
        # 「相手に手札を1枚捨てさせた」: the one marked に acts, whoever's hands are counted
        made = [o for o in of(reading, Role.OWNER) if start <= o.start and o.end <= step.start
                and reading.text[o.end : o.end + 1] == "に"]  # fmt: skip
        if made and reading.text.startswith("させられ", step.end):
            # 「相手に手札を1枚捨てさせられた」: the one marked に made the other player do it (a passive
            # causative: it had been read as the opponent's discard, the asker's graveyard stated 0)
            return {"self": "opponent", "opponent": "self"}.get(str(made[-1].owner))
        if made:
            return made[-1].owner
    if step.concept == "discard":
        # 「相手の手札を2枚捨てさせた」: cards go from that player's hand to its graveyard (10.18.1)
        whose = [o for o in of(reading, Role.OWNER) if start <= o.start and o.end <= step.start
                 and reading.text.startswith("の手札", o.end) and o.owner in PLAYERS]  # fmt: skip
        if whose:
            return _as_told(reading, whose[-1])
    owners = {o for (c, o) in counts if c in ("hand", "deck")}
    if len(owners) > 1:
        return None
    actor = owners.pop() if owners else "self"
    quote = quoted(reading, step)
    if quote is not None:
        after = reading.text[quote[1] : quote[1] + 8]
        target = next((f.owner for f in of(reading, Role.OWNER) if quote[1] < f.start <= quote[1] + 2
                       and reading.text[f.end : f.end + 1] == "に"), None)  # fmt: skip
        # 「相手の「カードを2枚ドローする」が解決された」: a card text naming no player is its player's act
        # (style audit 17d: 6 had been stated for the asker's hand of 4, 10.8) — not 「相手の「対象の
        # プレイヤーは手札を捨てる」」, the player it targets
        named = "プレイヤー" in reading.text[quote[0] : quote[1]]
        marks = _SUBJECT_MARK if named else (*_SUBJECT_MARK, "の")
        users = {f.owner for f in of(reading, Role.OWNER) if (mark := reading.text[f.end : f.end + 1])
                 and ((mark in _SUBJECT_MARK and quote[1] < f.start <= quote[1] + 2)
                      or (mark in marks and 0 <= quote[0] - f.end <= 2))}  # fmt: skip
        if target is None and users - {actor}:
            return None  # 「「カードを3枚引く」を相手が解決」: the player who resolves it draws
        if told_target(reading, quote) not in (None, actor):
            return (
                None  # 「「対象のプレイヤーは手札を捨てる」。対象は相手自身」 (had been the asker's, 10.18.2)
            )
        return actor if target in (None, actor) or "に" not in after else None
    for o in of(reading, Role.OWNER):
        subject = reading.text[o.end : o.end + 1] in _SUBJECT_MARK
        if start <= o.start and o.end <= step.start and subject and o.owner != actor:
            return None
    return actor


def _as_told(reading: Reading, owner: Fact) -> str | None:
    """The player an owner word names: inside a quoted card text it speaks for the card's user (10.18:
    「相手が「あなたの手札を全て捨てる」を解決した」 discards the opponent's hand — the asker's had been
    stated 0); the user is the player said right before or after the quote (the asker when none)."""
    quote = quoted(reading, owner)
    if quote is None:
        return owner.owner
    users = {f.owner for f in of(reading, Role.OWNER) if (mark := reading.text[f.end : f.end + 1])
             and ((mark in _SUBJECT_MARK and quote[1] < f.start <= quote[1] + 2)
                  or (mark in (*_SUBJECT_MARK, "の") and 0 <= quote[0] - f.end <= 2))}  # fmt: skip
    if len(users) > 1 or not users <= set(PLAYERS):
        return None
    user = str(users.pop()) if users else "self"
    return user if owner.owner == "self" else {"self": "opponent", "opponent": "self"}[user]


def _act(
    step: Fact, side: str, seat: str, counts: Mapping[tuple[str, str], int], hands: dict[str, list[str]],
    ops: list[dict[str, Any]], notes: list[str],
) -> bool:  # fmt: skip
    """Script a draw or a discard of `side`; False when the question lacks what it needs."""
    n = int(step.value) if isinstance(step.value, int) else 1
    if step.concept == "draw":
        if ("deck", side) not in counts:
            notes.append("デッキの枚数は指定がないので20枚(エンジンの既定)としています。")
        ops.append({"kind": "draw", "player": seat, "n": n})
        return True
    # discard: N cards of the stated hand, or the whole hand with no count (10.18.2)
    if side not in hands:
        return False
    if isinstance(step.value, int):
        if n > len(hands[side]):
            return False
        ops.append({"kind": "discard", "player": seat, "cards": hands[side][:n]})
        hands[side] = hands[side][n:]
    else:
        ops.append({"kind": "discard", "player": seat})
        hands[side] = []
    return True


def _destroyed(
    reading: Reading, step: Fact, me: Mapping[str, str], kind: str, owner: str, n: int,
    payload: dict[str, Any], notes: list[str],
) -> bool:  # fmt: skip
    """Script the destroy (or dispose) of `n` cards of `kind` of `owner`; False when it cannot."""
    area, engine_kind, name = PLACED[kind]
    if owner not in me:
        return False  # 「お互いの場のリゾネイター1体ずつ」: each player's cards, not one player's
    seat = me[owner]
    if "破棄" in step.text and disposer(reading, step) not in (owner, None if owner == "self" else owner):
        return False  # 「(相手が)相手のリゾネイターを破棄した」: only its controller may (10.10.2)
    keywords = [f.concept for f in of(reading, Role.KEYWORD) if not f.negated]
    if keywords and (n > 1 or len({k for k, _, _ in group_of(reading) or []}) > 1):
        # 「2枚破壊した。ただし1枚は破壊されない」: which of the group has it is not modelled
        return False
    for i in range(n):
        uid = f"{seat}-{kind}-{i + 1}"
        card: dict[str, Any] = {"id": uid, "name": name, "kind": engine_kind}
        if keywords:  # 「破壊されない」 (10.9.3) stops a destroy, not a dispose (10.10)
            card["keywords"] = keywords
        if engine_kind == "stone":
            card["defense"] = None
        payload[seat].setdefault(area, []).append(card)
        if step.concept == "remove_from_game":  # 10.3.1: to its owner's 除外エリア, no destroy
            payload["operations"].append({"kind": "remove_from_game", "player": me["opponent"], "card": uid})
        elif "破棄" in step.text:  # 10.10: its controller puts it into the graveyard
            payload["operations"].append({"kind": "dispose", "player": seat, "card": uid})
        else:
            payload["operations"].append({"kind": "destroy", "player": me["opponent"], "card": uid})
    if step.concept == "remove_from_game":
        notes.append(
            "ゲームから取り除かれたカードは持ち主の除外エリアに移動します(10.3.1)。取り除く効果の使い手は結果を変えません。"
        )
    told = of(reading, Role.CARD) + of(reading, Role.QUANTITY, "field_count")
    if not any(f.owner for f in told):
        notes.append(f"持ち主の書かれていない{name}は{WORD[owner]}のものとしています。")
    return True


def _elsewhere(reading: Reading) -> bool:
    """Whether the question puts a card it names in a zone other than the field (「墓地のリゾネイター」
    「手札のリゾネイター」): this plan destroys and removes cards standing on a field only."""
    for f in of(reading, Role.CARD) + of(reading, Role.QUANTITY, "field_count"):
        start, _ = clause_before(reading, f)
        if ELSEWHERE.search(reading.text[max(start, f.start - 10) : f.start]):
            return True
    return False


def zone_counts(reading: Reading) -> BuiltScenario | None:
    told = sided(reading)  # 「非ターンプレイヤー側の場に…」: the side a turn role names
    if told is None:
        return None  # a turn role the asker's side does not fix
    # 「ターンプレイヤーの相手が…」: the turn player sits first (it had declined the asker seated so)
    me = OPPONENT_FIRST if asker_turn(reading) is False else seats(reading)
    by_role = role_note(reading)
    reading = told
    asks = [a for a in reading.asks() if a.concept == "number"]
    outcome = asked(reading, "outcome") if not asks else None
    steps = _steps(reading) if not called_off(reading) else None  # 「ドローしてもいいけど、しなかった」
    counts = quantities(reading)
    stated = set(counts or ())  # the counts the question gives (not the defaults named below)
    if (not asks and outcome is None) or not steps or counts is None or not acts_only(reading, *MOVES):
        return None
    if _EACH_TIME.search(reading.text) or told_apart(reading):
        return None  # 「1枚ドローするたびに手札を1枚捨てる」: a triggered move this plan does not script
    if any(read_text(body, "fow").timing is not None for _, _, body in card_quotes(reading.text)):
        return None  # 「このカードが破壊されたとき、…」: a triggered ability's steps, not the act's
    if asks and any(s.start >= asks[0].end for s in steps):
        return None  # 「デッキは何枚?…さらに1枚引いた」: an act told after the ask may follow its moment
    if _CONDITIONAL.search(reading.text) and any(
        s.concept == "discard" and s.value is not None for s in steps
    ):
        return None  # 「1枚捨てる。そうしたなら…」: what follows hangs on a discard that may not be done
    steps = _repeated(reading, steps)  # 「「カードを1枚ドローする」を2回解決した」: its steps twice
    notes = [by_role] if by_role else []
    places = asked_places(reading, asks, counts, steps, notes)
    if outcome is not None:  # 「山札2枚で3枚ドローしたらどうなる?」: the one step on the one count told
        if not counts and steps[0].concept == "draw" and not of(reading, Role.OWNER):
            counts[("hand", "self")] = 0  # 「カードを2枚ドローしたら?」: the asker draws (named below)
            notes.append("ドローするのは自分としています。")
        if len(steps) != 1 or steps[0].concept not in ("draw", "discard") or len(counts) != 1:
            return None
        places = [(*next(iter(counts)), False)]
        deck = counts.get(("deck", places[0][1]))
        if steps[0].concept == "draw" and deck is not None and deck < int(steps[0].value or 1):
            notes.append(
                "メインデッキからドローできない場合に敗北するかを定める条文は、収録された§10にありません。"
            )
        if steps[0].concept == "draw" and ("hand", places[0][1]) not in counts:
            counts[("hand", places[0][1])] = 0  # the engine's default hand would be told nowhere
            notes.append("手札の枚数は質問にないため0枚としています(引ける枚数はそれによりません)。")
    if not places:
        return None
    if any(q.owner is None for q in of(reading, Role.QUANTITY, *COUNTED)):
        notes.append(
            "持ち主の書かれていない枚数は、質問が枚数を示したプレイヤー(なければ自分)のものとしています。"
        )
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": []}
    hands: dict[str, list[str]] = {}
    for (concept, owner), n in counts.items():
        seat = me[owner]
        spec = payload[seat]
        if concept == "hand":
            hands[owner] = [f"{seat}-hand-{i + 1}" for i in range(n)]
            spec["hand"] = [{"id": uid, "name": "カード"} for uid in hands[owner]]
        elif concept in ("graveyard", "removed"):
            spec[concept] = [{} for _ in range(n)]
        elif concept == "stone_area":
            continue  # its 魔石 are placed after the steps, the destroyed ones among them (stone_area)
        else:
            spec[concept] = n
    # the card whose ability acts stays on its owner's field; unowned (「場のリゾネイターの能力」), the
    # asker's as in the other games' quoted-draw plans — and a quoted step is its controller's act
    owners = {str(c.owner or "self") for c in sources(reading)}
    for i, c in enumerate(sources(reading)):
        if c.owner not in ("self", "opponent", None):
            return None
        if c.owner is None:
            notes.append(f"能力を持つ{c.text}の持ち主が書かれていないので自分のものとしました。")
        payload[me[str(c.owner or "self")]].setdefault("field", []).append(
            {"id": f"s{i + 1}", "name": c.text}
        )
    ops: list[dict[str, Any]] = payload["operations"]
    for step in steps:
        n = int(step.value) if isinstance(step.value, int) else 1
        if step.concept in _TAKES_CARDS:
            if _elsewhere(reading):
                return None
            if step.concept == "remove_from_game" and len(steps) > 1:
                return None  # a removal told with other moves: their order over one card is not read
            group = group_of(reading) if step.value is None else None
            target = target_of(reading) if group is None else (group[0][0], group[0][1])
            if target is None:
                return None
            for kind, owner, many in group or [(*target, n)]:
                if not _destroyed(reading, step, me, kind, owner, many, payload, notes):
                    return None
            continue
        actor = _actor(reading, step, counts)
        if actor is None or (owners and quoted(reading, step) is not None and actor not in (*owners, "both")):
            return None  # 「相手の…の能力「カードを2枚ドローする」」: the opponent draws, not the asker
        for side in ("self", "opponent") if actor == "both" else (actor,):
            if actor == "both" and step.concept == "discard" and untold_side(side, counts, places):
                # 「各プレイヤーは手札を捨てる」, only the opponent's zones told and asked: the asker's hand,
                # run empty, is still discarded (10.18.2.1) and moves none of the counts asked
                hands[side] = []
                payload[me[side]]["hand"] = []
                notes.append(
                    f"{WORD[side]}の手札は質問にないため0枚としています(尋ねられた枚数はそれによりません)。"
                )
            if step.concept == "discard" and side not in hands and isinstance(step.value, int):
                # N cards discarded from a hand the question does not count: it holds them (10.18.1)
                hands[side] = [f"{me[side]}-hand-{i + 1}" for i in range(int(step.value))]
                payload[me[side]]["hand"] = [{"id": uid, "name": "カード"} for uid in hands[side]]
                notes.append(
                    f"{WORD[side]}の手札の枚数は指定がないので捨てる{step.value}枚としています"
                    "(捨てたカードが置かれる墓地の枚数は手札の枚数によりません)。"
                )
            if not _act(step, side, me[side], counts, hands, ops, notes):
                return None
    if not stone_area(counts, me, payload):
        return None
    initial = dict(counts)

    def head(sim: SimulationResult) -> str:
        parts: list[str] = []
        for concept, owner, change in places:
            seat = me[owner]
            value = counter(sim, seat, "life") if concept == "life" else len(zone(sim, seat, concept))
            unit = "" if concept == "life" else "枚"
            if change:  # 「手札は何枚増える?」「何枚捨てる?」: the difference the run made
                delta = value - initial[(concept, owner)]
                moved = "増えます" if delta >= 0 else "減ります"
                parts.append(f"{WORD[owner]}の{ZONE_NAMES[concept]}は{abs(delta)}{unit}{moved}")
            else:
                parts.append(f"{WORD[owner]}の{ZONE_NAMES[concept]}は{value}{unit}になります")
        if outcome is not None:
            parts.append(_told(sim, steps[0], me["self"], stated))
        return "。".join(parts)

    return built("zones", payload, head, notes, me["self"])


def _told(sim: SimulationResult, step: Fact, seat: str, stated: set[tuple[str, str]]) -> str:
    """What the one draw or discard did (10.8.2 one card at a time, 10.18); a size is told only when
    the question gave it (a default deck's cards left are no answer)."""
    if seat != "player1":
        return ""
    if step.concept == "draw":
        return draw_head(sim, deck_stated=("deck", "self") in stated)
    return discard_head(sim, hand_stated=("hand", "self") in stated)
