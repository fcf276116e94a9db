"""Walking a scenario payload: where a number, a card, a scripted action or an event value sits.

The planner (`planner.py`) and the inverse checks ask these questions of any game's payload; they
know only the JSON shape every game's scenario shares (player specs, card dicts, `actions` /
`operations` lists), never a game's rules.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from service.answering.reading.consequence import REASONED_TAIL
from service.answering.reading.drawing import draw_counts
from service.answering.reading.model import Fact, Role
from service.engine.events import Event


def walk(node: Any, path: str = "") -> Iterator[tuple[str, str, Any]]:
    """(path, key, value) of every field in a JSON-like payload."""
    if isinstance(node, Mapping):
        for k, v in node.items():
            here = f"{path}.{k}" if path else str(k)
            yield here, str(k), v
            yield from walk(v, here)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            if isinstance(v, Mapping):  # a card in a zone list
                yield f"{path}[{i}]", "", v
            yield from walk(v, f"{path}[{i}]")


def count(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, list):
        return len(value)
    return None


def side(
    payload: Mapping[str, Any], owner: str | None, seats: Mapping[str, str], *, acting: Any = False
) -> list[tuple[str, Any]]:
    """The subtrees a fact of `owner` may sit in: that player's spec, else the whole payload;
    `acting`: only the cards of those the scripted actions name (`acting_cards`)."""
    seat = seats.get(owner) if owner is not None else None
    if seat is not None and isinstance(payload.get(seat), Mapping):
        sides: list[tuple[str, Any]] = [(seat, payload[seat])]
        # 「相手に支配を奪われた自分のUNIT」: a card the player owns (``owned_by``, kiseki 105.2) on the
        # field of the player who controls it (506.4) is still that player's card for an owner word
        sides += [
            (path, card) for path, _k, card in walk(payload)
            if isinstance(card, Mapping) and card.get("owned_by") == seat and not path.startswith(f"{seat}.")
        ]  # fmt: skip
    else:
        sides = [("", payload)]
    return acting_cards(payload, sides) if acting else sides


def acting_cards(payload: Mapping[str, Any], sides: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """The cards of `sides` the scripted actions name by id (an attacker, a target): where a state
    that matters only to an acting card must sit (1319.1 「オーバーキルしない」 on a bystander UNIT
    the builder added changes no attack)."""
    named = {v for _p, _k, v in walk(payload.get("actions", [])) if isinstance(v, str)}
    named |= {v for _p, _k, vs in walk(payload.get("actions", [])) if isinstance(vs, list) for v in vs}
    return [
        (path, card)
        for base, tree in sides
        for path, _k, card in walk(tree, base)
        if isinstance(card, Mapping) and is_card(card) and card.get("id") in named
    ]


def done_in_run(fact: Fact, spec: Mapping[str, Any], events: Sequence[Event]) -> str | None:
    """「手札を1枚置かなかった」: "events" when the run did the denied action anyway — an event of
    `spec`'s ``done_by`` ("type:clause", 703.7a: a card moved to the 拠点 by a default choice)."""
    done = set(spec.get("done_by", ())) if fact.negated else set()
    return "events" if any(f"{e.type}:{r}" in done for e in events for r in e.rules) else None


def card_targeted(spec: Mapping[str, Any], events: Sequence[Event]) -> bool:
    """An event of `spec`'s ``card_target`` types whose target is a card: the engines name a player or a
    leader target after the seat (player2, player2-leader), a card by its id (「フォロワー同士」)."""
    kinds = set(spec.get("card_target", ()))
    targets = [e.data.get("target") for e in events if e.type in kinds]
    return any(isinstance(t, str) and not t.startswith("player") for t in targets)


def acts(payload: Mapping[str, Any]) -> dict[str, str]:
    """Action/effect names scripted in the payload (type, kind, op, effect fields), with their path."""
    out: dict[str, str] = {}
    for path, key, value in walk(payload):
        if key in ("type", "kind", "op", "effect") and isinstance(value, str):
            out.setdefault(value, path)
    return out


def in_question(text: str, fact: Fact) -> bool:
    """Whether `fact` is what a question mark right after it asks (「100ダメージを3回?」)."""
    return re.match(r"[^、。,??!!\n]{0,8}[??]", text[fact.end :]) is not None


def asked_amount(text: str, fact: Fact) -> bool:
    """`in_question`, but not of an act supposed right before the ask (its count is one more telling)."""
    return in_question(text, fact) and REASONED_TAIL.match(text, fact.end) is None


def scripted_with(
    payload: Mapping[str, Any], kinds: set[str], value: int, keys: set[str] | None = None
) -> int:
    """How many scripted actions of `kinds` hold `value` in one of their fields, and with `keys`, how
    many printed triggers hold it in a field of `keys` (`triggered_with`)."""
    return (triggered_with(payload, keys, value) if keys else 0) + sum(
        1
        for key in ("operations", "actions")
        for a in payload.get(key) or ()
        if isinstance(a, Mapping)
        and (a.get("kind") or a.get("type")) in kinds
        and any(count(v) == value for v in a.values())
    )


def counted_by(payload: Mapping[str, Any], kinds: Sequence[str], fact: Fact, asked: Fact | None) -> bool:
    """A stat fact given by the count of a scripted action of `kinds` (「リーダーにドン!!を2枚付けた」: an
    attach_don of count 2), as one scripted action is one card (「ドン!!を1枚付けて」) — of acts told done
    only: a count asked to give (「3枚付与できる?」, `asked`) stays withheld, as the can plans left it."""
    value = fact.value
    return (
        asked is None
        and fact.role is Role.STAT
        and isinstance(value, int)
        and any(
            isinstance(a, Mapping) and (a.get("kind") or a.get("type")) in kinds and a.get("count") == value
            for key in ("operations", "actions")
            for a in payload.get(key) or ()
        )
    )


def triggered_with(payload: Mapping[str, Any], keys: set[str], value: int) -> int:
    """How many printed triggers on the scenario's cards carry `value` in a field of `keys`: a card
    text 「…1枚ドローするたび、相手に100ダメージを与える」 tells its damage once, and the scenario
    scripts it once, as the trigger (fow 10.14.1), not as an operation."""
    return sum(
        1
        for _path, key, triggers in walk(payload)
        if key == "triggers" and isinstance(triggers, list)
        for t in triggers
        if isinstance(t, Mapping) and any(count(t.get(k)) == value for k in keys)
    )


def held_at(tree: Any, seat: str, keys: set[str], value: Any) -> str:
    """The path under `seat` whose field of `keys` holds `value`, else ""."""
    return next((p for p, k, v in walk(tree, seat) if k in keys and count(v) == value), "")


def scripted_count(
    value: int, where: str, spec: Mapping[str, Any], payload: Mapping[str, Any], events: Sequence[Event]
) -> bool:
    """An action's count (「2枚破壊」) reflected by a scripted action: held by the scripted actions
    or the events, or as the number of scripted actions of the concept — not by a player's count."""
    key = where.split("[")[0]
    if key not in ("operations", "actions") or not isinstance(payload.get(key), list):
        return True
    scripted = payload[key]
    kinds = set(spec.get("acts", ()))
    n = sum(1 for a in scripted if isinstance(a, Mapping) and (a.get("kind") or a.get("type")) in kinds)
    if spec.get("counted") == "exact":  # 「3体出せる?」: only three scripted plays (a CP left of 3 is not it)
        return n == value or value in same_card_runs(payload, scripted, kinds)
    return n == value or holds({key: scripted}, events, value)


def same_card_runs(payload: Mapping[str, Any], scripted: list[Any], kinds: set[str]) -> list[int]:
    """How many scripted acts of `kinds` act on cards of each one name, for the names held more than
    once: 「コスト1のフォロワーを3体出して、コスト2のアミュレットを出した」 is three plays of one card told
    (built as three cards of one name) among four — the 3 is said of that card, not of the whole."""
    names = {node.get("id"): node.get("name") for _p, _k, node in walk(payload) if isinstance(node, Mapping)}
    runs: Counter[Any] = Counter(
        names.get(a.get("card"))
        for a in scripted
        if isinstance(a, Mapping) and (a.get("kind") or a.get("type")) in kinds and a.get("card") in names
    )
    return [n for name, n in runs.items() if name and n > 1]


def engine_default(game: str, name: str) -> Any:
    """The turn or phase a scenario of `game` starts at when it gives none (the model's default)."""
    try:
        module = importlib.import_module(f"service.engine.{game}.scenario")
    except ModuleNotFoundError:
        return None
    for model in vars(module).values():
        fields = getattr(model, "model_fields", None)
        if isinstance(fields, dict) and name in fields and "player1" in fields:
            default = fields[name].default
            return default if isinstance(default, int | str) else None
    return None


CARD_KEYS = frozenset(
    {"id", "name", "kind", "power", "attack", "health", "STR", "DEF", "karate", "kousaku", "durability",
     "atk", "defense", "cost", "cp_cost"}
)  # fmt: skip


def is_card(node: Mapping[str, Any]) -> bool:
    return any(k in node for k in CARD_KEYS)


def evented(fact: Fact, payload: Mapping[str, Any], events: Sequence[Event], text: str = "") -> bool:
    """An action's amount (「3枚引く」) of an action met only by the run's events: held by the
    position or the events — not by the turn number alone (「3ターン目」 is no amount of a draw)."""
    position = {k: v for k, v in payload.items() if k != "turn"}
    value = int(fact.value or 0)
    if fact.concept == "draw" and not (text and in_question(text, fact)):
        # 「2枚引かされた」 met only by the turn's own draw of 1 (the PP最大値2 of an event, a デッキ2枚
        # of the position are no draw of 2, sve 5.9.2): the amount told is the cards one player draws
        # (an asked one, 「2枚引けるんですか?」, may be what the run refutes)
        return value in draw_counts(events)
    if holds(position, (), value):
        return True
    # nor by the turn number a phase event carries (「ターン3: 準備フェイズ」 is no draw of 3)
    told = [{k: v for k, v in e.data.items() if k != "turn"} for e in events if e.type != "scenario"]
    return any(count(v) == value for data in told for _p, _k, v in walk(data))


def action_kinds(
    payload: Mapping[str, Any], keys: tuple[str, ...] = ("actions", "operations")
) -> Counter[str]:
    """How many scripted actions of each kind the payload's `keys` lists hold (「kind」, else 「type」)."""
    kinds: Counter[str] = Counter()
    for key in keys:
        steps = payload.get(key)
        for step in steps if isinstance(steps, list) else ():
            if isinstance(step, Mapping):
                kind = step.get("kind", step.get("type"))
                if isinstance(kind, str):
                    kinds[kind] += 1
    return kinds


def repeated(payload: Mapping[str, Any], times: int) -> bool:
    """Whether one kind of action is scripted `times` times (「2回アイサツ」: two aisatsu actions)."""
    kinds = [
        str(a.get("type") or a.get("kind"))
        for key in ("actions", "operations")
        for a in payload.get(key) or ()
        if isinstance(a, Mapping) and (a.get("type") or a.get("kind")) not in ("end_turn", "pass")
    ]
    # 「「…引く。その後、…捨てる。」を2回」: a text of several steps run twice holds each of its effects twice
    effects = [
        str(a.get("effect"))
        for a in payload.get("actions") or ()
        if isinstance(a, Mapping) and a.get("type") == "effect" and a.get("effect")
    ]
    return any(kinds.count(k) == times for k in set(kinds)) or any(
        effects.count(k) == times for k in set(effects)
    )


def holds(payload: Mapping[str, Any], events: Sequence[Event], value: int) -> bool:
    """Whether `value` is a number of the payload or of an event's data (a count, an amount)."""
    if any(count(v) == value for _p, _k, v in walk(payload)):
        return True
    return any(count(v) == value for e in events for _p, _k, v in walk(dict(e.data)))


def nth_acted(payload: Mapping[str, Any], n: int) -> bool:
    """Whether a scripted action is made by the `n`-th (1-based) card of a player's card list: an
    ordinal naming one of several like cards (「1枚目の効果を使った」, onepiece 10-2-13-2) is that card."""
    ids: set[str] = set()
    for seat in payload.values():
        for cards in seat.values() if isinstance(seat, Mapping) else ():
            if isinstance(cards, list) and 0 < n <= len(cards) and isinstance(cards[n - 1], Mapping):
                ids.add(str(cards[n - 1].get("id")))
    return any(
        isinstance(act, Mapping) and str(act.get("card")) in ids for act in payload.get("actions") or ()
    )


# 「回復フェイズで相手は負ける?」: the phase named as when the asked judgement is made
_JUDGED_IN = re.compile(
    r"\s*(?:で|に|の時点で|になったら|になると|には)\s*(?:は)?\s*(?:[^。、?？]{0,8}?)(?:負け|勝|敗北)"
)

# 「同じターンの戦闘フェイズでもう攻撃できる?」: the phase named as when the asked attack is made
_ATTACKED_IN = re.compile(r"\s*(?:で|に|中に|の間に)\s*(?:は|も)?\s*(?:[^。、?？]{0,8}?)(?:攻撃|アタック|殴)")


def in_phase(
    payload: Mapping[str, Any], spec: Mapping[str, Any], events: Sequence[Event], default: str, text: str,
    fact: Fact,
) -> bool:  # fmt: skip
    """Whether the scenario is in a phase `spec` names: it starts there (「山札0枚で引こうとしたら」), or the
    run reaches it and the question names it as when the asked win or loss is judged (kiseki 705.5:
    「…攻撃が通った。回復フェイズで相手は負けますか?」 — the attack plan runs on to the 回復フェイズ)."""
    phases = spec.get("phases", ())
    if payload.get("phase", default) in phases:
        return True
    acted = _ATTACKED_IN.match(text, fact.end) is not None
    if _JUDGED_IN.match(text, fact.end) is None and not acted:
        return False
    reached = [i for i, e in enumerate(events) if e.type == "phase" and (e.data or {}).get("phase") in phases]
    # 「戦闘フェイズに攻撃できる?」: the run reaches the phase and attacks in it
    return bool(reached) and (not acted or any(e.type == "attack" for e in events[reached[0] :]))


def on_attacker(payload: Mapping[str, Any], path: str) -> bool:
    """`path` sits in the spec of the player whose card the first scripted attack names as its
    attacker (else the attack's `player`, else the turn player then: player1, player2 after an
    end_turn before it); False when no attack is scripted."""
    actions = [a for a in payload.get("actions") or payload.get("operations") or [] if isinstance(a, Mapping)]
    kinds = [str(a.get("type") or a.get("kind")) for a in actions]
    at = next((i for i, k in enumerate(kinds) if "attack" in k), None)
    if at is None:
        return False  # 「エンドフェイズに守護持ちを横にしておける?」: no attack for the keyword to restrict
    attack = actions[at]
    named = attack.get("attacker") or next(iter(attack.get("attackers") or ()), None)
    seat = next(
        (
            s
            for s in ("player1", "player2")
            for _p, k, v in walk(payload.get(s, {}), s)
            if k == "id" and v == named
        ),
        None,
    )
    if seat is None:
        ended = sum(k in ("end_turn", "pass") for k in kinds[:at]) % 2
        seat = str(attack.get("player") or ("player2" if ended else "player1"))
    return path.split(".", 1)[0].split("[", 1)[0] == seat


def unowned_defender(
    owner: str | None, spec: Mapping[str, Any], payload: Mapping[str, Any], path: str, name: str
) -> str:
    """「守護持ちがいる。顔殴れる?」: a keyword that acts for the attacked side (engine_map ``defends``), told
    with no owner and run on the attacker's side — whose card it is decides the outcome, unsaid: the
    withholding note, else ""."""
    if spec.get("defends") and owner is None and on_attacker(payload, path):
        return f"【{name}】を持つカードが誰のものか書かれていません"
    return ""
