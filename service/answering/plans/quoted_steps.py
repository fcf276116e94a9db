"""A quoted text of several steps that discard and draw (「カードを1枚引き、その後、手札2枚を捨てる」「手札を
すべて捨ててもよい。そうしたなら、カードを2枚引く。」「相手は手札を2枚捨てる。その後、あなたはカードを1枚引く。」)
— the hand or deck after it, whether its draw loses, or whether its effect after a cost is carried out
— planned from the shared quote reader (`reading.card_text`: ``discard`` with a count or ``"all"``, the
player told before a step, a discard that is a cost and the step that hangs on it) and run by the
engines' shared ``discard`` (`service.engine.discarding`): a step that cannot be done fully is done as
far as it can (kiseki/ninjaslayer 104.2, sve 1.3.2, onepiece 1-3-2), a cost only whole (1203.2), and the
effect after an unpaid cost not at all (kiseki 1203.6, ninjaslayer 1203.7).

The text's source is read as `plans/quoted_draw` reads it (a card in play told as its source; kiseki's
texts without one). The text is used by the asker; the counts are told outside the quote, each of one
player's hand or deck; a count asked names its zone after the quote (「相手の手札は何枚?」「山札は?」)
and that count must be told; a winner needs the drawer's deck, a can (「引ける?」) the discarder's hand.
Which cards are discarded is the player's choice, so only counts are read from the run. Anything else
told outside the quote (a stat, a state, a turn, a number, a second card, a repetition) is another
family's: no plan here.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.plans.quoted_draw import _ACTS, _DEFAULT_DECK, _LISTED, UNSOURCED, _source, source_free
from service.answering.plans.quoted_effect import RESPONSE, _times, user_of
from service.answering.reading.card_text import quoted, read_text, sources
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_SEATS = {"self": "player1", "opponent": "player2"}
_WORD = {"self": "自分", "opponent": "相手"}
_ZONES = {"手札": "hand", "山札": "deck", "デッキ": "deck"}
_MINE = ("自分", "俺", "私", "僕", "こっち", "うち")
_THEIRS = ("相手", "向こう")
# 「自分の手札は」「相手の山札って」: a zone named after the quote, with its owner right before it
_NAMED = re.compile(
    r"(?:(?P<owner>自分|俺|私|僕|こっち|うち|相手|向こう)\s*の\s*)?(?P<zone>手札|山札|デッキ)"
)
_KINDS = frozenset({"draw", "discard", "mill"})
# 「相手の手札」「相手の山札」: the one place an opponent word outside the quote may stand (「相手が使った」
# makes the text theirs, 「相手のターン」 another moment: not this plan's)
_THEIR_ZONE = re.compile(r"\s*の\s*(?:手札|山札|デッキ)")
# 「最初は何枚」「捨てる前の手札」「何枚以上」: a count at another moment than the end, or a bound
_OTHER_MOMENT = re.compile(r"最初|初め|始め|もともと|元々|元は|前の|前は|以前|途中|時点|以上|以下|未満")
# 「キャラの効果「…」が発動した」: the source's effect activating is its use, as 「使った」
_ACTED = _ACTS | {"activate"}


def quoted_steps(game: str, reading: Reading) -> BuiltScenario | None:
    ask = asked(reading)
    if ask not in ("number", "winner", "can"):
        return None
    spans = quoted(reading.text)
    if len(spans) != 1 or RESPONSE.search(reading.text):
        return None
    start, end, body = spans[0]
    text = read_text(body, game)
    if not text.whole or text.chosen or text.players:
        return None
    steps = [dict(e) for e in text.effects]
    stepped = any(e["effect"] != "draw" or "who" in e for e in steps)
    if {e["effect"] for e in steps} - _KINDS or not stepped:
        return None  # draws alone are plans/quoted_draw's
    if user_of(reading.text, start, end) == "opponent":
        return None
    told = _times(reading, spans)  # 「「…」を2回使った」: the text resolves that many times
    if told is None:
        return None
    steps = steps * told[0][0]
    outside = [f for f in reading.facts if not start <= f.start < end and f not in told[1]]
    found = _source(game, reading, outside)
    free = found is None and ask == "number" and source_free(reading, outside, theirs=True)
    if free:
        found = (None, None)  # the asker's deck or the opponent's zone asked: the text's card is in neither
    if found is None:
        return None
    source, how = found
    act = asked_action(reading) if ask == "can" else None
    if ask == "can" and (act is None or act.concept != "draw" or act.start < end or act.negated):
        return None  # 「引ける?」: the draw that hangs on the cost, asked after the text
    chose = _choice(reading, end, steps) if ask != "can" else (None, [])
    if chose is None:
        return None
    choice, said = chose
    counts = _counts([f for f in outside if f is not how and f is not act and f not in said], source)
    if counts is None or _OTHER_MOMENT.search(reading.text, end):
        return None
    if ask != "can" and not _cost_settled(steps, counts, choice):
        return None  # an optional cost its player could pay: the count hangs on a choice not told
    words = [f for f in outside if f.role is Role.OWNER and f.concept == "opponent"]
    if any(not _THEIR_ZONE.match(reading.text, f.end) for f in words):
        return None  # 「…を相手が使った」: whose text it is or when it is used is another reading
    actors = {e.get("who", "self") for e in steps}
    named = _asked_zone(reading.text[end:]) if ask == "number" else None
    if ask == "number" and (named is None or named not in counts):
        return None
    theirs = any(e.get("who") == "opponent" and e["effect"] != "discard" for e in steps)
    if ask == "winner" and (theirs or ("self", "deck") not in counts):
        return None  # whether the asker's own draw or mill loses, from the deck told
    if ask == "can" and not any(e.get("cost") for e in steps):
        return None  # 「引ける?」 of steps that hang on nothing: no refusal to read
    if any((a, "hand") not in counts for a in actors if _discards(steps, a)):
        return None  # a discard of a hand whose count is not told
    payload = _payload(game, [dict(e) for e in steps], counts, source)
    notes = ["引用された効果は自分が使い、自分のターンに解決したものとしました。"]
    notes.append("捨てるカードの選択は枚数に関わらないため、手札の先頭のカードから捨てるものとしました。")
    if source is not None:
        notes.append(f"引用された効果は場の{source.text}の能力で、手札から使うカードではありません。")
    elif free:
        notes.append(UNSOURCED)
    for a in sorted(actors):
        if _draws(steps, a) and (a, "deck") not in counts and named != (a, "deck"):
            notes.append(
                f"{_WORD[a]}のデッキの枚数は指定がないので、引くカードが残っている({_DEFAULT_DECK}枚)と仮定。"
            )
    head = partial(_head, asked=named)
    return BuiltScenario(
        f"{game}.plan.quoted_steps",
        payload,
        story(
            head,
            types=("move", "game_over", "condition_unmet", "cost_declined", "partly_performed", "discarded"),
            limit=4,
        ),
        tuple(notes),
        ((start, end),),
    )


def _choice(reading: Reading, end: int, steps: list[dict[str, Any]]) -> tuple[str | None, list[Any]] | None:
    """Whether the asker says it paid the text's optional cost (「1枚捨てて引いた」: "paid") or not
    (「捨てなかった」「捨てないことを選んだ」「コストを払わなかった」: "declined") in the sentence right after
    the quote, and the facts that say it; (None, []) when nothing is told there; None when it is told of
    a text with no such cost, both ways, with another act in it (「さらに」), or with another count. Acts
    told in a later sentence are not the choice: they stay facts no plan here reads."""
    costs = [e for e in steps if e.get("cost")]
    stops = [i for i in (reading.text.find(c, end) for c in "。?？!！\n") if i >= 0]
    close = min(stops, default=len(reading.text))
    said = [
        f
        for f in reading.facts
        if end <= f.start < close
        and (
            (f.role is Role.ACTION and f.concept in ("discard", "pay", "draw", "target"))
            or (f.role is Role.NUMBER and _ONE_COST.match(reading.text, f.end))
        )
    ]
    if not said:
        return None, []
    if _AGAIN.search(reading.text, end, close):
        return None  # 「捨てて、さらに1枚引いた」: a second act beside the choice
    paying = [f for f in said if f.role is Role.ACTION and f.concept in ("discard", "pay")]
    draws = [f for f in said if f.role is Role.ACTION and f.concept == "draw"]
    ways = {"declined" if f.negated else "paid" for f in paying}
    if len(costs) != 1 or len(paying) != 1 or len(draws) > 1 or (draws and ways == {"declined"}):
        return None
    way = next(iter(ways))
    then = [e for e in steps if e.get("if_done")]
    if any(f.value is not None and (not then or f.value != then[0].get("amount")) for f in draws):
        return None  # 「3枚引いた」 of a text that draws 2: not this text's draw
    if any(f.role is Role.NUMBER and f.value != costs[0]["amount"] for f in said):
        return None  # 「2枚捨てた」 of a cost of 1: another text than the one quoted
    if way == "declined":
        costs[0]["declined"] = True
    return way, said


# 「さらに」「そのあと」「もう1枚」: a further act told beside the choice
_AGAIN = re.compile(r"さらに|更に|その\s*(?:あと|後)|それから|もう|続けて|追加|次に|ステップ|フェイズ")


# 「1枚捨てて」: a count told right before the discard that pays the cost
_ONE_COST = re.compile(r"\s*枚\s*(?:を)?\s*捨て")


def _cost_settled(
    steps: list[dict[str, Any]], counts: dict[tuple[str, str], int], choice: str | None
) -> bool:
    """Whether an optional cost's payment is known: told, or impossible (the asker's hand then is smaller
    than the cost, kiseki 1203.2) — a payable cost told paid needs no choice; one told paid that cannot be
    paid is not the situation told."""
    hand = counts.get(("self", "hand"))
    for e in steps:
        if e.get("cost"):
            payable = hand is not None and (e["amount"] == "all" or hand >= int(e["amount"]))
            return choice == "declined" or (payable and choice == "paid") or (not payable and choice is None)
        if hand is not None and e.get("who", "self") == "self":
            amount = 0 if e["amount"] == "all" else int(e["amount"])
            hand = (
                hand + amount
                if e["effect"] == "draw"
                else max(0, hand - amount)
                if e["effect"] == "discard"
                else hand
            )
    return True


def _counts(outside: list[Any], source: Any) -> dict[tuple[str, str], int] | None:
    """The hands and decks told outside the quote, by (side, zone); None when anything else decisive is."""
    counts: dict[tuple[str, str], int] = {}
    for f in outside:
        if f.role is Role.QUANTITY:
            side = {None: "self", "self": "self", "opponent": "opponent"}.get(f.owner)
            key = (side or "", f.concept)
            if side is None or f.concept not in ("hand", "deck") or key in counts or f.negated:
                return None
            if not isinstance(f.value, int) or not 0 <= f.value <= 60:
                return None
            counts[key] = f.value
        elif (
            (f.role is Role.ACTION and (f.concept not in _ACTED or f.negated))
            or f.role
            in (
                Role.STAT,
                Role.KEYWORD,
                Role.STATE,
                Role.MODIFIER,
                Role.TURN,
                Role.NUMBER,
            )
            or (f.role is Role.CARD and f is not source)
        ):
            return None
    return counts


def _asked_zone(after: str) -> tuple[str, str] | None:
    """The one (side, zone) named after the quote (「自分の手札は何枚?」): None when none or several are."""
    found = {
        ("opponent" if m.group("owner") in _THEIRS else "self", _ZONES[m.group("zone")])
        for m in _NAMED.finditer(after)
    }
    return next(iter(found)) if len(found) == 1 else None


def _draws(steps: list[dict[str, Any]], side: str) -> bool:
    return any(e["effect"] == "draw" and e.get("who", "self") == side for e in steps)


def _discards(steps: list[dict[str, Any]], side: str) -> bool:
    return any(e["effect"] == "discard" and e.get("who", "self") == side for e in steps)


def _payload(
    game: str, steps: list[dict[str, Any]], counts: dict[tuple[str, str], int], source: Any
) -> dict[str, Any]:
    payload: dict[str, Any] = {}
    for side, seat in _SEATS.items():
        hand = counts.get((side, "hand"), 0)
        listed = [{"id": f"{seat[-1]}h{i + 1}", "name": "手札のカード"} for i in range(hand)]
        payload[seat] = {
            "hand": listed if game in _LISTED else hand,
            "deck": counts.get((side, "deck"), _DEFAULT_DECK),
        }
    if source is not None:
        zone = sources(game)[0][source.concept]
        payload["player1"][zone] = [{"id": "src", "name": f"能力を持つ{source.text}"}]
    actions = []
    for e in steps:
        who = e.pop("who", "self")
        action = {"type": "effect"} | e
        if who == "opponent":
            action["target"] = {"player": "player2"}
        actions.append(action)
    payload["actions"] = actions
    return payload


def _head(sim: SimulationResult, *, asked: tuple[str, str] | None) -> str:
    if sim.outcome.winner == "player2":
        hand = len(sim.zone("player1", "hand"))
        return f"デッキのカードが尽き、自分はルール処理で敗北します。相手の勝ちです(手札は{hand}枚)"
    side, zone = asked or ("self", "hand")
    n = len(sim.zone(_SEATS[side], zone))
    word = "手札" if zone == "hand" else "デッキ"
    unpaid = any(e.type == "condition_unmet" for e in sim.events)
    declined = any(e.type == "cost_declined" for e in sim.events)
    lead = "コストを支払えず、その後の効果は実行されません。" if unpaid else ""
    lead = "コストを支払わないことを選んだので、その後の効果は実行されません。" if declined else lead
    return f"{lead}{_WORD[side]}の{word}は{n}枚になります"


def kiseki_quoted_steps(reading: Reading) -> BuiltScenario | None:
    return quoted_steps("kiseki", reading)


def sve_quoted_steps(reading: Reading) -> BuiltScenario | None:
    return quoted_steps("sve", reading)


def ninjaslayer_quoted_steps(reading: Reading) -> BuiltScenario | None:
    return quoted_steps("ninjaslayer", reading)


def onepiece_quoted_steps(reading: Reading) -> BuiltScenario | None:
    return quoted_steps("onepiece", reading)
