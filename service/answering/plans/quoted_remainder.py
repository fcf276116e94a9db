"""The rest of a quoted text whose chosen card is not there (audit 26f): 「「相手のキャラ1枚を選び、持ち主の
手札に戻す。その後、カード1枚を引く」で、解決時にそのキャラが場にいなかった。引ける?」.

A text that does something to the card it chose and then draws is done as far as it can be: the part on
a card that left play after it was chosen is not done and the draw is (kiseki / ninjaslayer 1205.1a —
their own example —, sve 1.3.2, onepiece 1-3-2; onepiece chooses as the text resolves, 8-4-4, so a card
gone by then is simply not there to choose, 8-4-4-1). Told instead that the field holds nothing of
that kind when the text is used (「相手の場にUNITがいない」), kiseki and ninjaslayer refuse the text
itself — every target must be chosen to play it (kiseki 1204.2d, ninjaslayer 1204.2e) — so nothing of
it, not even the draw, is done; onepiece still uses it and draws (8-4-4-1, 1-3-2). sve's spells with
nothing to choose are `plans/sve_no_target`'s (10.6.2.3.3); an sve text told with an empty field
declines here.

Read from the one quote (`reading.card_text`, whole): one chosen card, the effects on it first and then
draws of the text's user only; the telling after the quote (`reading.partial_effect`, words in
`lexicon/partial_effects.json`) naming the chosen kind. Asked: whether the draw is done or the text can
be used (「引ける?」「ドローできる?」「使える?」), or how many cards are drawn (「何枚引ける?」). Any
other fact outside the quote and the telling (a stat, a state, a turn, a second card, a count other
than the asker's deck or hand) is another family's: the plan declines. The engine runs the effects with
the chosen card marked `left` (gone) or, refused at play, as a target that is not on the field.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from service.answering.plans.quoted_draw import _DEFAULT_DECK, _LISTED
from service.answering.plans.quoted_effect import RESPONSE, user_of
from service.answering.reading.card_text import quoted, read_text
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.partial_effect import Told, chosen_gone, drawn_asked, none_there
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

# the card nouns a telling may name, per kind the text chooses (its own card_text kinds)
_NOUNS = {
    "character": ("キャラ", "キャラクター"),
    "unit": ("UNIT", "ユニット"),
    "follower": ("フォロワー",),
}
# the games whose engines refuse a text whose target cannot be chosen as it is used
_REFUSED_AT_PLAY = frozenset({"kiseki", "ninjaslayer"})
_CARD_EFFECTS = frozenset({"return_to_hand", "destroy", "banish", "modify", "stun", "damage"})
_ASKED_ACTS = frozenset({"draw", "use", "play", "entry", "activate", "resolve"})
# the text's own use told (「アーツ」 names a kiseki arts ability as it is used, 1213)
_TOLD_ACTS = frozenset({"use", "play", "resolve", "activate", "target", "return", "destroy", "ko", "arts"})
_USES = frozenset({"use", "play", "entry", "activate", "arts", "resolve"})
_CHOSEN = "選んだカード"  # the chosen card's id: it is in no zone (gone, or never there)
_SIDES = {"相手": "opponent", "向こう": "opponent", "自分": "self", "こっち": "self"}


def quoted_remainder(game: str, reading: Reading) -> BuiltScenario | None:
    ask = asked(reading)
    drawn = ask == "number" and drawn_asked(reading)
    if ask != "can" and not drawn:
        return None
    spans = quoted(reading.text)
    if len(spans) != 1 or RESPONSE.search(reading.text.replace("解決前", "")):
        return None
    start, end, body = spans[0]
    if user_of(reading.text, start, end) == "opponent":
        return None
    text = read_text(body, game)
    if not text.whole or len(text.chosen) != 1 or text.players:
        return None
    kinds = [e["effect"] for e in text.effects]
    first_draw = kinds.index("draw") if "draw" in kinds else len(kinds)
    if not first_draw or any(k not in _CARD_EFFECTS for k in kinds[:first_draw]):
        return None  # no effect on the card before the draws
    if any(
        k != "draw" or "who" in e for k, e in zip(kinds[first_draw:], text.effects[first_draw:], strict=True)
    ):
        return None
    chosen = text.chosen[0]
    gone = _outside(chosen_gone(reading.text), start, end) or chosen_gone(reading.text, end)
    empty = _outside(none_there(reading.text), start, end) or none_there(reading.text, end)
    told = _told(gone, empty, chosen.kind, chosen.side)
    if told is None:
        return None
    telling, left = told
    if not left and game not in _REFUSED_AT_PLAY | {"onepiece"}:
        return None  # sve: a spell with nothing to choose is plans/sve_no_target's (10.6.2.3.3)
    counts = _counts(reading, start, end, telling, drawn)
    if counts is None:
        return None
    at_play = not left and game in _REFUSED_AT_PLAY
    verb = asked_action(reading)
    if verb is not None and verb.concept != "draw" and not at_play:
        return (
            None  # 「使える?」 with a target missing is answered only by a refusal: a use also needs its cost
        )
    # the text's use told or asked (「」ってアーツ」「」ってエントリーできる?」): the play the engine refused
    uses = tuple((f.start, f.end + 1) for f in reading.of(Role.ACTION) if at_play and f.concept in _USES)
    if first_draw == len(kinds) and not (at_play and ask == "can"):
        return None  # no rest to do: only whether the text can be used at all is this plan's
    if at_play and game == "kiseki" and "対象" not in body:
        return (
            None  # kiseki 1204.2d refuses a text whose 「対象」 cannot be chosen; other words it does not say
        )
    target: dict[str, Any] = {"card": _CHOSEN} if at_play else {"card": _CHOSEN, "left": True}
    effects = [dict(e) | ({"target": target} if i < first_draw else {}) for i, e in enumerate(text.effects)]
    if at_play:  # the later steps are the same text's: refused with it (EffectAction.same_text)
        effects = [e | ({"same_text": True} if i else {}) for i, e in enumerate(effects)]
    hand = counts.get("hand", 0)
    player: dict[str, Any] = {
        "hand": [{"id": f"h{i + 1}", "name": "手札のカード"} for i in range(hand)]
        if game in _LISTED
        else hand,
        "deck": counts.get("deck", _DEFAULT_DECK),
    }
    payload = _payload(game, player, effects)
    notes = ["引用された効果は自分が使い、自分のターンに解決したものとしました。"]
    if "deck" not in counts:
        notes.append(f"デッキの枚数は指定がないので、引くカードが残っている({_DEFAULT_DECK}枚)と仮定。")
    head = partial(_head, drawn=drawn, start=hand, at_play=at_play, game=game, draws=first_draw < len(kinds))
    return BuiltScenario(
        f"{game}.plan.quoted_remainder",
        payload,
        story(head, types=("no_effect", "not_performed", "move", "rejected", "game_over"), limit=3),
        tuple(notes),
        ((start, end), (telling.start, telling.end + 1), *uses),  # a fact ending with a span is inside it
    )


def _outside(told: Told | None, start: int, end: int) -> Told | None:
    """A telling before the quote (「相手の場にキャラがいないとき、「…」」), not one inside it."""
    return told if told is not None and told.end <= start else None


def _told(gone: Told | None, empty: Told | None, kind: str, side: str | None) -> tuple[Told, bool] | None:
    """The telling and whether it says the card left after it was chosen (True) or was never there."""
    nouns = _NOUNS.get(kind, ())
    if gone is not None and empty is None and gone.noun in nouns:
        return gone, True
    if empty is not None and gone is None and empty.noun in nouns:
        if side is None or _SIDES.get(empty.side) != side:
            # 「自分の場に…いない」 of a text choosing the opponent's, or of one choosing either side's (the
            # other side's cards may be chosen): not an empty choice
            return None
        return empty, False
    return None


def _counts(reading: Reading, start: int, end: int, telling: Told, drawn: bool) -> dict[str, int] | None:
    """The asker's told deck and hand; None when a fact outside the quote and the telling is another
    family's."""
    asked_verb = asked_action(reading)
    counts: dict[str, int] = {}
    for f in reading.facts:
        if start <= f.start < end or telling.start <= f.start < telling.end:
            continue
        if f.negated and f.role is not Role.ASK:
            return None
        if f.role is Role.QUANTITY:
            if f.concept not in ("hand", "deck") or f.concept in counts or f.owner not in (None, "self"):
                return None
            if not isinstance(f.value, int) or not 0 <= f.value <= 60:
                return None
            counts[f.concept] = f.value
        elif f.role is Role.ACTION:
            if f is asked_verb or (drawn and _after_number(reading, f)):
                if f.concept not in _ASKED_ACTS:
                    return None
            elif f.concept not in _TOLD_ACTS:
                return None
        elif f.role in (Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER, Role.CARD):
            return None
    return counts


def _after_number(reading: Reading, f: Fact) -> bool:
    return any(a.concept == "number" and a.end <= f.start <= a.end + 2 for a in reading.asks())


def _payload(game: str, player: dict[str, Any], effects: list[dict[str, Any]]) -> dict[str, Any]:
    """One resolution of the text (sve 10.6.2.8.2: one resolve action with its effects in order)."""
    if game == "sve":
        actions: list[dict[str, Any]] = [{"type": "resolve", "effects": effects}]
    else:
        actions = [{"type": "effect"} | e for e in effects]
    payload: dict[str, Any] = {"player1": player, "actions": actions}
    return {"phase": "character"} | payload if game == "ninjaslayer" else payload


def _head(sim: SimulationResult, *, drawn: bool, start: int, at_play: bool, game: str, draws: bool) -> str:
    if at_play and sim.rejected:
        rest = "、カードも引けません" if draws else "ません"
        return f"使えません。選ぶべき対象を選べないため、その効果は使用でき{rest}"
    got = len(sim.zone("player1", "hand")) - start
    rule = {"onepiece": "8-4-4-1、1-3-2", "sve": "1.3.2"}.get(game, "1205.1a")
    if drawn:
        return f"カードを{got}枚引きます。選んだカードへの処理は行われませんが、残りの処理は行います({rule})"
    return (
        f"できます。選んだカードへの処理は行われませんが、残りの処理(カードを{got}枚引く)は行います({rule})"
    )


def kiseki_quoted_remainder(reading: Reading) -> BuiltScenario | None:
    return quoted_remainder("kiseki", reading)


def sve_quoted_remainder(reading: Reading) -> BuiltScenario | None:
    return quoted_remainder("sve", reading)


def ninjaslayer_quoted_remainder(reading: Reading) -> BuiltScenario | None:
    return quoted_remainder("ninjaslayer", reading)


def onepiece_quoted_remainder(reading: Reading) -> BuiltScenario | None:
    return quoted_remainder("onepiece", reading)
