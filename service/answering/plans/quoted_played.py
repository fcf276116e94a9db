"""A quoted text of draws and discards told as a card played from the hand (「手札5枚で、スペル
「カードを2枚引く。その後、手札を1枚捨てる。」をプレイした。手札は何枚?」「トラッシュ0枚で、イベント
「カード1枚を引き、手札1枚を捨てる」を発動した。トラッシュは?」) — the hand, deck or graveyard after it,
counting the played card: it leaves the hand as it is played and is put in its owner's graveyard zone
after resolving (onepiece 2-7-3 / 8-4-2, sve 10.6.2.1 / 10.6.2.8.3, kiseki and ninjaslayer 1205.1c-2;
`lexicon/card_text.json` "played").

Read: the game's hand-card noun right before the one quote (「手札から」 optional), a play verb right
after it (「」をプレイした / 発動した / 使った / エントリーした), the quote read whole by `reading.card_text`
into draws and discards only (no card chosen, no player named, no 「まで」, no option); the counts told
outside it are the asker's hand (which holds the played card: the hand it is played from), deck and
graveyard; the count asked names one of those zones after the quote and must be told. Anything else
decisive told outside the quote declines. The card's cost is not told: it is paid with the resource
assumed enough (the hand count does not depend on it), and the notes say so. Which cards are discarded
is the player's choice, so only counts are read from the run.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, partial
from typing import Any

from service.answering.plans.quoted_draw import _ACTS, _DEFAULT_DECK
from service.answering.plans.quoted_effect import RESPONSE, user_of
from service.answering.reading.card_text import _lexicon, quoted, read_text
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_KINDS = frozenset({"draw", "discard"})
# 「最初は何枚」「捨てる前の手札」「何枚以上」「このカード以外」: a count at another moment, a bound,
# or a hand told apart from the played card
_OTHER = re.compile(
    r"最初|初め|始め|もともと|元々|元は|前の|前は|以前|途中|時点|以上|以下|未満|以外|除|別に|含"
)
# what may stand between the play verb and the quote: 「」を / 」って
_VERB_GLUE = re.compile(r"\s*(?:を|って)?\s*")
_HAND_WORDS = {"手札": "hand", "山札": "deck", "デッキ": "deck"}
_WORD = {"hand": "手札", "deck": "デッキ"}


@cache
def _spec(game: str) -> dict[str, Any] | None:
    found: dict[str, Any] | None = _lexicon().get("played", {}).get(game)
    return found


def _noun_before(game: str, text: str, start: int) -> re.Match[str] | None:
    """The game's hand-card noun ending right before the quote (「手札からスペル「」「イベントカード「」)."""
    nouns = "|".join(re.escape(n) for n in _lexicon()["games"][game].get("hand_cards", ()))
    if not nouns:
        return None
    pattern = rf"(?:手札から\s*)?(?:{nouns})(?:カード)?\s*(?:の)?\s*$"
    return re.search(pattern, unicodedata.normalize("NFKC", text[:start]))


def quoted_played(game: str, reading: Reading) -> BuiltScenario | None:
    spec = _spec(game)
    if spec is None or asked(reading) != "number":
        return None
    spans = quoted(reading.text)
    if len(spans) != 1 or RESPONSE.search(reading.text):
        return None
    start, end, body = spans[0]
    if user_of(reading.text, start, end) == "opponent":
        return None
    noun = _noun_before(game, reading.text, start)
    if noun is None or re.search(_lexicon()["played_elsewhere"], reading.text[: noun.start()]):
        return None  # no hand card named, or one in another zone (「墓場のスペル」)
    text = read_text(body, game)
    if not text.whole or text.chosen or text.players or text.timing is not None or not text.effects:
        return None
    steps = [dict(e) for e in text.effects]
    if any(e["effect"] not in _KINDS or "who" in e or e.get("cost") or e.get("if_done") for e in steps):
        return None  # the asker's own draws and discards only, no cost hanging on a step
    verb = _play_verb(reading, end)
    if verb is None:
        return None
    outside = [f for f in reading.facts if not start <= f.start < end and f is not verb]
    counts = _counts(outside, spec["count"], noun.start(), start)
    if counts is None or _OTHER.search(reading.text, end) or _OTHER.search(reading.text, 0, start):
        return None
    asked_zone = _asked_zone(reading.text[end:], spec["words"])
    added = asked_zone == "grave" and "grave" not in counts and _added_asked(reading)
    if added:  # 「軌跡は何枚増える?」: the cards put there, whatever it held before
        counts["grave"] = 0
    if asked_zone is None or asked_zone not in counts or counts.get("hand", 1) < 1:
        return None  # the zone asked must be told, and the hand must hold the card played
    untold = "hand" not in counts
    if untold and not _drawn_first(steps):
        return None  # a discard the untold hand would decide
    payload = _payload(game, spec, steps, counts | {"hand": counts.get("hand", 1)})
    notes = (
        []
        if not untold
        else [
            "手札の枚数は書かれていませんが、捨てる枚数はその前に引いた枚数でまかなえるので、答えには関わりません。"
        ]
    )
    notes += [
        "引用された効果は自分が手札から使ったカードのもので、手札の枚数にはそのカードも含まれるものとしました。",
        "そのカードのコストは書かれていないので、支払えるものとしました(枚数には関わりません)。",
        "捨てるカードの選択は枚数に関わらないため、手札の先頭のカードから捨てるものとしました。",
    ]
    if any(e["effect"] == "draw" for e in steps) and "deck" not in counts:
        notes.append(f"デッキの枚数は指定がないので、引くカードが残っている({_DEFAULT_DECK}枚)と仮定。")
    if added:
        notes.append(
            f"{spec['words'][0]}の枚数は書かれていないので、増える枚数だけを数えます(0枚から数えています)。"
        )
    head = partial(_head, zone=asked_zone, spec=spec, noun=noun.group(0), added=added)
    return BuiltScenario(
        f"{game}.plan.quoted_played",
        payload,
        story(head, types=("move", "partly_performed", "discarded"), limit=5),
        tuple(notes),
        ((start, end),),
    )


def _drawn_first(steps: list[dict[str, Any]]) -> bool:
    """Whether every discard is covered by the cards drawn before it (the hand's other cards untouched)."""
    drawn = 0
    for e in steps:
        drawn += (
            int(e["amount"]) if e["effect"] == "draw" else -int(e["amount"]) if e["amount"] != "all" else -999
        )
        if drawn < 0:
            return False
    return True


def _play_verb(reading: Reading, end: int) -> Fact | None:
    """The play verb right after the quote (「」をプレイした「」を発動」「」をエントリー」)."""
    for f in reading.of(Role.ACTION):
        if f.start >= end - 1 and f.concept in _ACTS and not f.negated:  # 「」をプレイし」 holds the 」
            glue = reading.text[end : max(end, f.start)]
            return f if _VERB_GLUE.fullmatch(glue) or glue.startswith("をプレイ") else None
    return None


def _counts(outside: list[Fact], grave: str, noun_at: int, start: int) -> dict[str, int] | None:
    """The asker's hand, deck and graveyard told outside the quote; None when anything else decisive is
    (a card other than the played one, a stat, a state, a turn, a bare number, another act)."""
    counts: dict[str, int] = {}
    for f in outside:
        if f.role is Role.QUANTITY:
            key = "grave" if f.concept == grave else f.concept
            if key not in ("hand", "deck", "grave") or key in counts or f.owner not in (None, "self"):
                return None
            if not isinstance(f.value, int) or not 0 <= f.value <= 60 or f.negated or f.start >= start:
                return None  # a count told after the play may be the one after it
            counts[key] = f.value
        elif f.role is Role.CARD:
            if not noun_at <= f.start < start:
                return None  # a card told other than the one played
        elif f.role in (
            Role.ACTION,
            Role.STAT,
            Role.KEYWORD,
            Role.STATE,
            Role.MODIFIER,
            Role.TURN,
            Role.NUMBER,
        ) and not (f.role is Role.ACTION and f.concept == "resolve" and not f.negated):
            return None
        if f.role is Role.OWNER and f.concept != "self":
            return None
    return counts


def _asked_zone(after: str, grave_words: list[str]) -> str | None:
    """The one zone named after the quote: hand, deck or the game's graveyard (None: none or several)."""
    words = {**_HAND_WORDS, **dict.fromkeys(grave_words, "grave")}
    found = {words[m.group(0)] for m in re.finditer("|".join(map(re.escape, words)), after)}
    return next(iter(found)) if len(found) == 1 else None


def _payload(
    game: str, spec: dict[str, Any], steps: list[dict[str, Any]], counts: dict[str, int]
) -> dict[str, Any]:
    effects = [({"timing": "now"} if game in ("sve", "onepiece") else {}) | e for e in steps]
    hand = counts["hand"]
    card: dict[str, Any] = {"id": "x1", "name": "使ったカード", "kind": spec["kind"], "effects": effects}
    player: dict[str, Any] = {"deck": counts.get("deck", _DEFAULT_DECK), spec["zone"]: counts.get("grave", 0)}
    if game == "sve":
        others = [
            {"id": f"h{i}", "name": "手札のカード", "kind": "follower", "cost": 1} for i in range(hand - 1)
        ]
        player |= {"pp": 10, "pp_max": 10, "hand": [card | {"cost": 1}, *others]}
        actions: list[dict[str, Any]] = [{"type": "play", "card": "x1"}]
    elif game == "onepiece":
        others = [
            {"id": f"h{i}", "name": "手札のカード", "kind": "character", "cost": 1} for i in range(hand - 1)
        ]
        player |= {"don_active": 10, "hand": [card | {"cost": 1, "keywords": ["メイン"]}, *others]}
        actions = [{"type": "play", "card": "x1"}]
    elif game == "kiseki":
        player["hand"] = [card | {"ep_cost": 0}, *({"name": "手札のカード"} for _ in range(hand - 1))]
        actions = [{"kind": "play_event", "player": "player1", "card": "x1"}]
    else:
        player |= {
            "etel": 1,
            "hand": [card | {"cost": 1}, *({"name": "手札のカード"} for _ in range(hand - 1))],
        }
        actions = [{"kind": "kotodama", "player": "player1", "card": "x1"}]
    return {"player1": player, "actions": actions}


# 「何枚増える?」「何枚増えた?」: the count asked is of the cards added
_ADDED = re.compile(r"\s*(?:増|置かれ|行)")


def _added_asked(reading: Reading) -> bool:
    return any(f.concept == "number" and _ADDED.match(reading.text, f.end) for f in reading.asks())


def _head(sim: SimulationResult, *, zone: str, spec: dict[str, Any], noun: str, added: bool = False) -> str:
    rules = "、".join(spec["rules"])
    grave = spec["words"][0]
    n = len(sim.zone("player1", spec["zone"] if zone == "grave" else zone))
    word = grave if zone == "grave" else _WORD[zone]
    card = noun.removeprefix("手札から").strip()
    if added:
        return f"使った{card}も解決後は{grave}に置かれます({rules})。{grave}は{n}枚増えます"
    return f"使った{card}は手札を離れ、解決後は{grave}に置かれます({rules})。自分の{word}は{n}枚になります"


def onepiece_quoted_played(reading: Reading) -> BuiltScenario | None:
    return quoted_played("onepiece", reading)


def sve_quoted_played(reading: Reading) -> BuiltScenario | None:
    return quoted_played("sve", reading)


def kiseki_quoted_played(reading: Reading) -> BuiltScenario | None:
    return quoted_played("kiseki", reading)


def ninjaslayer_quoted_played(reading: Reading) -> BuiltScenario | None:
    return quoted_played("ninjaslayer", reading)
