"""A quoted draw the asker's text makes (「「カードを2枚引く。」を解決した。手札は何枚?」「デッキが残り1枚で
「カードを2枚引く。」を使った。負け?」) — the hand after it, or whether the draw from too small a deck
loses — planned from the shared quote reader (`reading.card_text`) for a game with an adapter here
(kiseki: 1313.1/1313.2 one card at a time, 1102.1 the draw from an empty deck loses at the rule process;
sve 5.9.2, ninjaslayer 1308.1, onepiece 4-5-3).

Its source: a text may be a card played from the hand (a spell, an event, a ジツ: it leaves the hand as it
is played), so outside kiseki's round-18 reading (`card_text.json` "unsourced") the text must be told as
the ability of a card in play — 「場のフォロワーの能力で「…」」「キャラの効果で「…」」
「場のキャラの能力「…」」 (the game's "sources" nouns followed by の能力/の効果; not 「手札の…」):
that card stands on the asker's field in the scenario and the hand is counted plus the draws. A winner
asked needs no source (audit 23c): the draws empty the deck whichever card the text is on.

The one quote must be read whole and be draws only (no card chosen, no player named: 「相手は…引く」 or
「カードを2枚まで引く」 withholds), used by the asker (a text the opponent uses is not read here). The
hand and the deck are the asker's, told outside the quote; a number asked needs the hand, a winner the
deck. Any other decisive fact outside the quote is another family's.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.plans.asked_zone import asked_zone
from service.answering.plans.quoted_effect import _THEIR_SUBJECT, RESPONSE, user_of
from service.answering.plans.quoted_told import (
    HELD,
    decided,
    readable,
    seat_states,
    source_don,
    their_turn,
    with_use,
)
from service.answering.reading.card_text import quoted, sources
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.partial_effect import drawn_asked
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_ACTS = frozenset({"use", "play", "resolve", "activate"})
_DEFAULT_DECK = 20
# 「デッキ0枚になった」「山札が0になって」: a count told as what the text made it, after the quote
_BECAME = re.compile(r"\s*(?:に|と)\s*(?:なっ|なり|なる|減っ)")
# a card whose ability the text is: 「フォロワーの能力で」「キャラの効果」「UNITのクラフト」
_SOURCE_AFTER = re.compile(r"\s*の\s*(?:起動|自動|常時)?(?:能力|効果|スキル|テキスト|クラフト)")
_FROM_HAND = re.compile(r"(?:手札|山札|デッキ|墓場|墓地|トラッシュ)\s*(?:の|から|にある)\s*$")
# games whose scenario lists the hand's cards (sve, onepiece) rather than counting them
_LISTED = frozenset({"sve", "onepiece"})


def quoted_draw(game: str, reading: Reading) -> BuiltScenario | None:
    ask = asked(reading)
    if ask == "outcome" and _player_fate(reading):
        ask = "winner"  # 「引いたあと俺どうなる?」: the game's state after the draws (audit 26f)
    if ask not in ("number", "winner"):
        return None
    spans = quoted(reading.text)
    if len(spans) != 1 or RESPONSE.search(reading.text):
        return None
    start, end, body = spans[0]
    if user_of(reading.text, start, end) == "opponent":
        return None
    found_text = decided(game, reading, spans, body, "self")
    if found_text is None:
        return None
    text, said, read, held = found_text
    if their_turn(held) or (said and HELD.match(reading.text[end:])):
        return None  # the other player's turn, or the card's own ability (「…」を持つ): not the asker's use
    if not readable(text, said) or text.chosen or text.players:
        return None
    if any(e["effect"] != "draw" for e in text.effects):
        return None
    if said and _THEIR_SUBJECT.search(reading.text, 0, start):
        return None  # 「相手は「…」を使った」: whose hand the text's condition counts is not the asker's
    outside = [f for f in reading.facts if not start <= f.start < end and f not in read]
    found = _source(game, reading, outside)
    # 「何枚引ける?」: the cards the draw moves depend on the deck alone, not on the card the text is on
    drawn_count = ask == "number" and drawn_asked(reading) and not said
    free = (
        found is None
        and ask == "number"
        and (source_free(reading, outside) or (drawn_count and not any(f.role is Role.CARD for f in outside)))
    )
    # 「デッキが残り1枚で「カードを2枚引く」を使った。負け?」: whether the draws empty the deck does not
    # depend on the card the text is on (a card played from the hand leaves the hand, not the deck)
    unsaid = found is None and ask == "winner" and not any(f.role is Role.CARD for f in outside)
    free = free or (drawn_count and found == (None, None))  # kiseki's texts without a source (18a)
    if free or unsaid:
        found = (None, None)  # the asker's deck asked: whichever card the text is, it draws from the deck
    if found is None:
        return None
    source, how = found
    outside = [f for f in outside if f is not how]
    # the asked verb (「何枚引ける」), 「「…」効果を使った」 (the text's own use) and 「引いたあと」 (its draw
    # restated as the moment asked) are no facts of their own
    outside = [
        f
        for f in outside
        if not (drawn_count and _asked_verb(reading, f))
        and not _own_use(f, end)
        and not _restated(reading, f, end)
    ]
    counts: dict[str, int] = {}
    became: int | None = None  # 「…を使った。デッキ0枚になった」: the deck the draws left, told
    for f in outside:
        if (
            f.role is Role.QUANTITY
            and f.concept == "deck"
            and f.start > end
            and _BECAME.match(reading.text, f.end)
        ):
            if (
                became is not None
                or not isinstance(f.value, int)
                or f.negated
                or f.owner not in (None, "self")
            ):
                return None
            became = f.value
            continue
        if f.role is Role.QUANTITY:
            if f.concept not in ("hand", "deck") or f.concept in counts or f.owner not in (None, "self"):
                return None
            if not isinstance(f.value, int) or not 0 <= f.value <= 60 or f.negated:
                return None
            counts[f.concept] = f.value
        elif (f.role is Role.ACTION and (f.concept not in _ACTS or f.negated)) or f.role in (
            Role.STAT,
            Role.KEYWORD,
            Role.STATE,
            Role.MODIFIER,
            Role.TURN,
            Role.NUMBER,
        ):
            return None
        elif f.role is Role.CARD and f is not source:
            return None  # a card told outside the text other than its source: another family
    if (ask == "number" and "hand" not in counts and not (free and "deck" in counts)) or (
        ask == "winner" and "deck" not in counts
    ):
        return None
    if drawn_count and "deck" not in counts:
        return None  # how many a draw gets depends on the deck: an untold deck is no answer to it
    drawn = sum(int(e["amount"]) for e in text.effects)
    if became is not None and ("deck" not in counts or max(0, counts["deck"] - drawn) != became):
        return None  # a told result the told start does not give (or no start): no run answers it
    hand = counts.get("hand", 0)
    listed = [{"id": f"h{i + 1}", "name": "手札のカード"} for i in range(hand)]
    player: dict[str, Any] = {
        "hand": listed if game in _LISTED else hand,
        "deck": counts.get("deck", _DEFAULT_DECK),
    }
    notes = ["引用された効果は自分が使い、自分のターンに解決したものとしました。"]
    if source is not None:
        zone = sources(game)[0][source.concept]
        player[zone] = [{"id": "src", "name": f"能力を持つ{source.text}"} | source_don(held, "self")]
        notes.append(f"引用された効果は場の{source.text}の能力で、手札から使うカードではありません。")
    if unsaid:
        notes.append("引用された効果を持つカードは書かれていません(デッキから引けるかには関わりません)。")
    if "deck" not in counts:
        notes.append(f"デッキの枚数は指定がないので、引くカードが残っている({_DEFAULT_DECK}枚)と仮定。")
    if "hand" not in counts:
        notes.append("手札の枚数は指定がないので0枚と仮定(勝敗やデッキの枚数には関わりません)。")
    if source is None and free:
        notes.append(UNSOURCED)
    actions = [{"type": "effect"} | e for e in text.effects]
    payload = seat_states(game, {"player1": player, "actions": actions}, held)
    head = partial(_drawn_head if drawn_count else _head, drawn=drawn, said=said, start=hand)
    return BuiltScenario(
        f"{game}.plan.quoted_draw",
        payload,
        story(head, types=("move", "game_over"), limit=3),
        tuple(notes),
        (with_use(reading, start, end, said), *_said_how(how, said)),
    )


UNSOURCED = (
    "引用された効果が場のカードのものか手札から使ったカードのものかは書かれていませんが、"
    "聞かれた枚数には関わりません。"
)


def _player_fate(reading: Reading) -> bool:
    """A what-happens ask whose sentence names only the asker (「引いたあと俺どうなる?」): the game's state
    the draws leave — a loss or none — is what it asks; a zone or a card asked about is not this."""
    asks = [f for f in reading.asks() if f.concept == "outcome"]
    if len(asks) != 1:
        return False
    text = reading.text
    opened = max(text.rfind(c, 0, asks[0].start) for c in "。?？!！\n") + 1
    said = text[opened : asks[0].end + 1]
    return (
        re.search(r"手札|デッキ|山札|カード|キャラ|UNIT|ユニット|フォロワー|ライフ|相手|向こう", said) is None
    )


def source_free(reading: Reading, outside: list[Fact], theirs: bool = False) -> bool:
    """Whether the count asked is one the text's own card never counts in, so its source need not be
    told: the asker's deck (a card played from the hand leaves the hand, never the deck), or with
    `theirs` the opponent's hand or deck — and no card is told outside the text."""
    zone = asked_zone(reading, r"相手|向こう")
    if zone == "deck":
        ok = True
    else:
        ok = theirs and asked_zone(reading, r"(?!)") is not None and their_asked(reading)
    return ok and not any(f.role is Role.CARD for f in outside)


def their_asked(reading: Reading) -> bool:
    """Whether the number ask's sentence names the opponent's hand or deck (「相手の手札は何枚?」)."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return False
    text = reading.text
    said = text[max(text.rfind(c, 0, ask.start) for c in "。?？!！\n") + 1 : ask.end]
    return re.search(r"(?:相手|向こう)\s*の\s*(?:手札|デッキ|山札)", said) is not None


def _said_how(how: Fact | None, said: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    """「能力で」 of a decided text: the text's use the plan read, even with every part voided."""
    return ((how.start, how.end + 1),) if how is not None and said else ()


def _source(game: str, reading: Reading, outside: list[Fact]) -> tuple[Fact | None, Fact | None] | None:
    """The card whose ability the text is (and the 「効果で」 fact after it), (None, None) when none is
    told in a game whose draws are planned without one; None when the text's source is not read."""
    kinds, unsourced = sources(game)
    cards = [f for f in outside if f.role is Role.CARD]
    if not cards:
        return (None, None) if unsourced else None
    card = cards[0]
    after = _SOURCE_AFTER.match(reading.text, card.end)
    if (
        len(cards) != 1
        or card.concept not in kinds
        or card.owner not in (None, "self")
        or after is None
        or _FROM_HAND.search(reading.text, 0, card.start)
    ):
        return None
    said = [f for f in outside if f.role is Role.MODIFIER and f.concept == "effect"]
    how = next((f for f in said if card.end < f.end <= after.end() + 2), None)
    return card, how


def _head(sim: SimulationResult, *, drawn: int, said: tuple[str, ...] = (), start: int | None = None) -> str:
    hand = len(sim.zone("player1", "hand"))
    if said and sim.outcome.winner is None:
        told = "。".join(said)
        drew = hand - start if start is not None else drawn
        if not drew:
            return f"自分の手札は{hand}枚のままです。{told}"
        return f"カードを{drew}枚引いて、自分の手札は{hand}枚になります。{told}"
    if sim.outcome.winner is not None and start is not None and hand - start >= drawn:
        # onepiece 9-2-1-2: every card drawn, the empty deck itself loses at the rule process
        return (
            f"カードを{drawn}枚引いてデッキが0枚になり、自分はルール処理で敗北します。相手の勝ちです"
            f"(手札は{hand}枚)"
        )
    if sim.outcome.winner is not None:
        return (
            f"カードを{drawn}枚引く途中でデッキが尽き、自分はルール処理で敗北します。相手の勝ちです"
            f"(手札は{hand}枚)"
        )
    return f"カードを{drawn}枚引いて、自分の手札は{hand}枚になります"


def _asked_verb(reading: Reading, fact: Fact) -> bool:
    """The draw verb of a 「何枚引ける?」 ask (it asks, it tells no draw of its own)."""
    return (
        fact.role is Role.ACTION
        and fact.concept == "draw"
        and fact.value is None
        and any(a.concept == "number" and a.end <= fact.start <= a.end + 2 for a in reading.asks())
    )


def _restated(reading: Reading, fact: Fact, end: int) -> bool:
    """「引いたあと」「引いた後」 after the quote: the text's draw restated as the moment asked."""
    return (
        fact.role is Role.ACTION
        and fact.concept == "draw"
        and fact.value is None
        and not fact.negated
        and fact.start >= end
        and re.match(r"た\s*(?:あと|後)", reading.text[fact.end : fact.end + 4]) is not None
    )


def _own_use(fact: Fact, end: int) -> bool:
    """「「…」効果を使った」「「…」の効果で」: the quoted text's own use, right after the quote."""
    return fact.role is Role.MODIFIER and fact.concept == "effect" and end <= fact.start <= end + 1


def _drawn_head(
    sim: SimulationResult, *, drawn: int, said: tuple[str, ...] = (), start: int | None = None
) -> str:
    """「何枚引ける?」: the cards the run moved into the hand first — a deck smaller than the draw gives only
    what it holds (the engines cite onepiece 1-3-2, sve 1.3.2, kiseki / ninjaslayer 104.2)."""
    got = len(sim.zone("player1", "hand")) - (start or 0)
    head = f"カードを{got}枚引きます"
    if got < drawn:
        head += f"。デッキが尽きたため、{drawn}枚のうち残りは引けません"
    if sim.outcome.winner is not None:
        head += "。自分はルール処理で敗北し、相手の勝ちです"
    return head


def kiseki_quoted_draw(reading: Reading) -> BuiltScenario | None:
    return quoted_draw("kiseki", reading)


def sve_quoted_draw(reading: Reading) -> BuiltScenario | None:
    return quoted_draw("sve", reading)


def ninjaslayer_quoted_draw(reading: Reading) -> BuiltScenario | None:
    return quoted_draw("ninjaslayer", reading)


def onepiece_quoted_draw(reading: Reading) -> BuiltScenario | None:
    return quoted_draw("onepiece", reading)
