"""ニンジャスレイヤー plan: may the asker's character アイサツ, given what the question tells it did
before — read from the reading's actions, not from phrasings:

* it entered this turn (an entry ACTION before the asked アイサツ), or the game's first turn is asked
  (「先攻の1ターン目」, turn 1; 後攻's, turn 2 — 403.4): it is put into play アンタイ・オジギ (303.1a)
  and nothing holds a fresh character back (704.3a-1, 704.3a-2) — run: entered in the
  キャラクターフェイズ, then the アイサツ in the イクサフェイズ;
* it already アイサツした this turn (or the asked one is its 「2回目のアイサツ」): the first アイサツ
  bowed it (704.5), and a bowed character cannot be chosen (704.3a-1) — run: two アイサツ of one
  character (the first at the opponent's character when the question aims it there: 「相手のキャラに
  アイサツした。…もう1回アイサツできる?」);
* it アイサツした (or was bowed, 「横向き」) in an earlier turn and the asker's next turn is asked: the
  アンタイ・オジギ・ステップ stands the turn player's cards (502.2a) — run: the turn 3 スタートフェイズ
  with the character bowed, then its アイサツ.

The target is the opponent (player) unless a card is named as the target; the attacker's 工作力 /
カラテ are the question's when told (no stat decides whether the アイサツ may be made; the defaults are
named in the notes). A question in the opponent's turn, with counts, modifiers or keywords, or with
more than one described card is not this plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, cards, me, sides
from service.answering.plans.ninjaslayer_entry_phase import IKUSA_MOMENT
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, refusal, tell
from service.engine.scenario import SimulationResult

_ENTERED = frozenset({"play"})
_THEIRS = re.compile(r"相手|向こう")
_MINE = re.compile(r"自分|こっち|こちら|俺|僕|私|うち|ウチ")
# 「イクサフェイズで」: the phase the アイサツ is made in (the run reaches it), no act of the character
_PHASE = frozenset({"ikusa"})
_DONE = frozenset({"aisatsu", "attack"})
_STATS = {"kousaku": "kousaku", "karate": "karate", "cost": "cost"}
NOTE = (
    "アイサツできるかどうかは数値によらないので、書かれていない工作力・カラテ・コストは1、"
    "アイサツ対象は相手プレイヤーとしてシミュレーションしています。"
)
FIRST_NOTE = (
    "最初のターンのアイサツは、そのターンにエントリーしたキャラクターで行うものとして"
    "シミュレーションしています。"
)
UNSAID_NOTE = "誰のターンか書かれていない次のターンは、次の自分のターンとして扱っています。"
TARGET_NOTE = (
    "1回目のアイサツ対象は書かれたとおり相手のキャラクター(耐久力は書かれていないので9)としています"
    "(2回目のアイサツができるかどうかには関わりません)。"
)
NEXT_NOTE = "次の自分のターンはゲームの3ターン目(自分が先攻)としてシミュレーションしています。"


# another character than the one told before (「別のキャラで」「キャラAがアイサツ…キャラBで」): the asked
# アイサツ is not the same character's, whatever the cards() grouping makes of a bare 「キャラ」
# 「アイサツして(それで)オジギした」: the bow told as the アイサツ's own (704.5)
_THEN_BOWED = re.compile(r"\s*(?:し|して|した)\s*(?:、)?\s*(?:それで|もう|すでに|既に)?\s*")
_ANOTHER = re.compile(r"別の|他の|ほかの|違う|もう\s*(?:1|１|一)\s*(?:体|人)")
_LABEL = re.compile(r"(?:キャラ(?:クター)?|ニンジャ)\s*([A-ZＡ-Ｚa-zａ-ｚ])(?![A-Za-z])")


def _another(reading: Reading) -> bool:
    return bool(_ANOTHER.search(reading.text)) or len(set(_LABEL.findall(reading.text))) > 1


# 「イクサフェイズが終わった後に」「エンドフェイズに」「ターンの最後に」: a moment after the イクサフェイズ:
# no entry from the hand (602.1) and no アイサツ left in the turn (audit13: it had stated yes)
_LATE = re.compile(
    r"イクサ\s*(?:[・･]?\s*フェ[イー]ズ)?\s*(?:が|を|の|は)?\s*(?:終わ|終了|済|後|あと|明け)"
    r"|エンド\s*[・･]?\s*フェ[イー]ズ|ターン\s*(?:が|の|を)?\s*(?:終わ|終了|最後)"
)


def _earlier(reading: Reading, asked: Fact) -> bool:
    return any(f.end <= asked.start for f in reading.of(Role.ACTION, Role.STATE))


def _history(reading: Reading, asked: Fact) -> str | None:
    """What the question tells the character did before the asked アイサツ: fresh, again or next."""
    denied = [(f.start, f.end) for f in reading.of(Role.MODIFIER) if f.negated]
    before = [
        f
        for f in reading.of(Role.ACTION)
        if f.end <= asked.start and not f.negated and f.concept not in _PHASE
        and not any(s <= f.start and f.end <= e for s, e in denied)  # 「アイサツを禁止する効果もない」
    ]  # fmt: skip
    passed = [f for f in reading.of(Role.TURN) if f.concept == "turn_passed" and f.start < asked.start]
    rested = [
        f
        for f in reading.of(Role.STATE)
        if f.concept == "rested" and not f.negated and not _bowed_by(reading, f, asked)
    ]  # 「アイサツしてオジギした」: the bow the told アイサツ left is that アイサツ's (704.5)
    kinds = {f.concept for f in before}
    if not kinds <= _ENTERED | _DONE:
        return None
    if not kinds and not rested:
        return None
    if any(_THEIRS.search(f.text) for f in passed):
        return None  # the opponent's turn stands nothing of the asker's (502.2a: the turn player's)
    if passed:
        return "next" if (kinds & _DONE or rested) and not kinds & _ENTERED else None
    if rested:
        return None
    if kinds & _ENTERED:
        entered = min(f.start for f in before if f.concept in _ENTERED)
        if IKUSA_MOMENT.search(reading.text, 0, entered) or _LATE.search(reading.text, 0, entered):
            return None  # 「イクサフェイズに手札のキャラを出して」: no entry from the hand then (602.1)
        return "fresh" if not kinds & _DONE else None
    return "again" if kinds & _DONE else None


# 「自分のキャラにアイサツ」「自分にアイサツ」: a target told right before the asked アイサツ
_TARGETED = re.compile(r"\s*(?:プレイヤー)?\s*(?:に|へ)(?:対して|向けて)?\s*、?\s*")


def _other_target(reading: Reading, asked: Fact) -> bool:
    """The asked アイサツ is told a target other than the opponent (player) the run attacks — a card
    (「相手のキャラに」: not the run's target) or the asker (「自分のキャラに」「自分に」: 704.4 allows the
    opponent or the opponent's character only); the plan does not carry it."""
    return any(
        f.end <= asked.start
        and _TARGETED.fullmatch(reading.text, f.end, asked.start) is not None
        and not (f.role is Role.OWNER and f.concept == "opponent")
        for f in reading.of(Role.CARD, Role.OWNER)
    )


def _first_at_card(reading: Reading, asked: Fact) -> bool:
    """The アイサツ told before the asked one was aimed at the opponent's character (「相手のキャラに
    アイサツした」, 704.4): the run's first アイサツ takes that card as its target — the bow it leaves is the
    same (704.5), but the card told is then in the scenario (it had withheld every such question)."""
    done = [f for f in reading.of(Role.ACTION) if f.concept in _DONE and f.end <= asked.start]
    return bool(done) and any(
        f.owner == "opponent"
        and f.end <= done[0].start
        and _TARGETED.fullmatch(reading.text, f.end, done[0].start) is not None
        for f in reading.of(Role.CARD)
    )


def _asked_aisatsu(reading: Reading) -> Fact | None:
    """The asked アイサツ: the action the 「できる?」 is about, or the アイサツ it is used for
    (「アイサツに使える?」)."""
    asked = asked_action(reading)
    if asked is not None and asked.concept == "use":
        acts = [f for f in reading.of(Role.ACTION) if f.end <= asked.start]
        if acts and re.fullmatch(r"\s*に\s*", reading.text[acts[-1].end : asked.start]):
            asked = acts[-1]
    if asked is None or asked.concept not in _DONE or asked.negated:
        return None
    return asked


def _ordinal(reading: Reading, asked: Fact) -> bool | None:
    """「2回目のアイサツ」: the asked アイサツ is the character's second (True); no number (False);
    any other number is not this plan's (None)."""
    numbers = reading.of(Role.NUMBER)
    if not numbers:
        return False
    said = numbers[0]
    if len(numbers) == 1 and said.concept == "ordinal" and said.value == 2:
        return True if re.fullmatch(r"\s*の\s*", reading.text[said.end : asked.start]) else None
    return None


def _first_turn(reading: Reading) -> int | None:
    """「先攻の1ターン目」「後攻の1ターン目」: the game's turn (403.4: 後攻's first is turn 2)."""
    turns = reading.of(Role.TURN)
    if not any(f.concept == "first_turn" for f in turns):
        return None
    if any(f.concept not in ("first_turn", "order") for f in turns):
        return None
    return 2 if any(f.concept == "order" and f.value == "second" for f in turns) else 1


def _bowed_by(reading: Reading, state: Fact, asked: Fact) -> bool:
    """「さっきアイサツしてオジギしたキャラで、もう一回」: the bow told as what the first アイサツ left
    (704.5) — an オジギ right after that アイサツ, before the one asked (audit 17a)."""
    if state.concept != "rested" or state.negated:
        return False
    told = [f for f in reading.of(Role.ACTION) if f.concept == "aisatsu" and f.end <= state.start]
    then = _THEN_BOWED.fullmatch(reading.text, told[-1].end, state.start) if told else None
    return then is not None and state.end <= asked.start


def aisatsu_history(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or reading.of(Role.QUANTITY, Role.KEYWORD):
        return None
    if any(not (f.concept in ("effect", "untap_effect") and f.negated) for f in reading.of(Role.MODIFIER)):
        return None  # only a denied effect (「アイサツを禁止する効果は受けてない」): the run scripts none
    if me(reading) != PLAYER1 or any(f.concept == "opponent_turn" for f in reading.of(Role.TURN)):
        return None  # アイサツ is the turn player's (704.1); the asker's own character is asked
    asked = _asked_aisatsu(reading)
    second = _ordinal(reading, asked) if asked is not None else None
    if asked is None or second is None or _other_target(reading, asked) or _another(reading):
        return None
    first = _first_turn(reading)
    history = _history(reading, asked)
    if second and history is None and not _earlier(reading, asked):
        history = "again"  # 「同じキャラで2回目のアイサツ」: the first one told by the ordinal
    elif second:
        return None
    if history is None and first is not None and not _earlier(reading, asked):
        history = "fresh"  # the first turn: a character entered this turn, the only kind there is
    described = cards(reading)
    if history is None or described is None or len(described) > 1:
        return None
    card = described[0] if described else None
    if card is not None and (
        card.owner == "opponent"
        or any(
            f.role is Role.STATE
            and f.concept != {"next": "rested", "fresh": "active"}.get(history, "")
            and not (history == "again" and _bowed_by(reading, f, asked))
            for f in card.facts
        )  # 「縦のまま」 of a card entered this turn: it is (303.1a)
    ):
        return None  # a state told of the card other than the bow an earlier turn's アイサツ left
    said = {k: card.stat(k) for k in _STATS} if card is not None else {}
    if card is not None and len([f for f in card.facts if f.role is Role.STAT]) != len(
        [v for v in said.values() if v is not None]
    ):
        return None  # a stat this plan does not carry (耐久力, タツジン …)
    spec: dict[str, Any] = {
        "id": "a",
        "name": "アイサツするキャラクター",
        **{key: said.get(key) or 1 for key in ("kousaku", "karate")},
    }
    aisatsu = {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": PLAYER2}
    notes = [NOTE]
    payload: dict[str, Any]
    if history == "fresh":
        cost = said.get("cost") or 1
        spec = {**spec, "id": "c", "name": "エントリーしたキャラクター", "cost": cost}
        payload = {
            PLAYER1: {"etel": cost, "hand": [spec]},
            "actions": [{"kind": "enter", "card": "c"}, {"kind": "end_phase"}, {**aisatsu, "attacker": "c"}],
        }
        if first is not None:
            payload["turn"] = first
            notes.append(FIRST_NOTE)
    elif history == "again":
        payload = {"phase": "ikusa", PLAYER1: {"field": [spec]}, "actions": [aisatsu, aisatsu]}
        if _first_at_card(reading, asked):  # 「相手のキャラにアイサツした。…もう1回…できる?」
            payload[PLAYER2] = {"field": [{"id": "t", "name": "アイサツされたキャラクター", "durability": 9}]}
            payload["actions"] = [{**aisatsu, "target": "t"}, aisatsu]
            notes.append(TARGET_NOTE)
    else:
        payload = {
            "turn": 3,
            "phase": "start",
            PLAYER1: {"field": [{**spec, "bowed": True}]},
            "actions": [{"kind": "end_phase"}, aisatsu],
        }
        notes.append(NEXT_NOTE)
        passed = [f for f in reading.of(Role.TURN) if f.concept == "turn_passed"]
        if not any(_MINE.search(f.text) for f in passed):  # 「翌ターン」「次のターン」: whose is not said
            notes.append(UNSAID_NOTE)

    def head(sim: SimulationResult) -> str:
        refused = refusal(sim)
        if refused is not None or not any(e.type == "aisatsu" for e in sim.events):
            if history == "again":
                return (
                    "できません。アイサツしたキャラクターは1回目のアイサツでオジギ状態になり(704.5)、"
                    "アイサツするキャラクターはアンタイ・オジギ状態でなければ選べません(704.3a-1)"
                )
            return f"そのアイサツはできません({refused})"
        if history == "fresh":
            return (
                "できます。エントリーしたキャラクターはアンタイ・オジギ状態で場に置かれ(303.1a)、"
                "アイサツするキャラクターに求められるのはアンタイ・オジギ状態であることと、ルールや効果で"
                "アイサツを禁止されていないこと(704.3a-1、704.3a-2)なので、エントリーしたターンのうちに"
                "アイサツできます"
            )
        return (
            "できます。次の自分のターンのアンタイ・オジギ・ステップで、自分の場のカードはすべてアンタイ・オジギ"
            "状態になる(502.2a)ので、そのキャラクターをアイサツするキャラクターに選べます(704.3a-1)"
        )

    kinds = ("move", "set_state", "aisatsu", "rejected")
    return BuiltScenario(
        f"{GAME}.plan.aisatsu_history", payload, tell(head, sides(reading), kinds, 3), tuple(notes)
    )
