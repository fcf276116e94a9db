"""ニンジャスレイヤー plan: a character card from the hand entered at a moment other than the entering
player's own キャラクターフェイズ.

602.1 / 1206.1: a character card is entered from the hand only by the turn player in their own
キャラクターフェイズ, while the コトダマ空間 is empty — 「イクサフェイズでアイサツした後、手札のキャラ
出せる?」「相手のターン中に手札のキャラ出せる?」 are
refused whatever the cost and the エテル (the phase is checked first).

Run: the asker's turn in its イクサフェイズ (with the アイサツ told before the entry made at the
opponent), or the opponent's キャラクターフェイズ when the moment told is the opponent's turn; then the
entry of a character from the asker's hand. The plan declines what another rule could allow: an effect
putting the card into play (アンブッシュ, 「効果で」, a quoted text, an unread card name), a コトダマ
entered instead, the キャラクターフェイズ told as the moment, a moment before/after the イクサフェイズ
(「イクサフェイズの前」 is the キャラクターフェイズ), the opponent as the one entering, a step of the
スタートフェイズ (the run's choices cannot stop in it) and the エンドフェイズ.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, refusal, tell
from service.engine.scenario import SimulationResult

# the moment told: the イクサフェイズ itself (「イクサフェイズ中」「イクサフェイズで」), not one before or
# after it (「イクサフェイズの前」「イクサフェイズが終わったら」 — the キャラクターフェイズ / エンドフェイズ)
_NOT_DURING = (
    r"(?!\s*(?:に)?\s*(?:の|が|を|に)?\s*(?:前|後|あと|終|次|入る前|移る前|行く前|開始前|まで))"
    # 「イクサフェイズに入ってない」「イクサフェイズじゃない」: the phase denied (the キャラクターフェイズ?)
    r"(?![^。?？、]{0,8}?(?:ない|なく|ません|じゃ|では|以外))"
)
IKUSA_MOMENT = re.compile(
    r"イクサ\s*[・･]?\s*フェ[イー]ズ" + _NOT_DURING
    + r"|アイサツ(?:を|し)?\s*[^。?？、]{0,8}?(?:した後|したあと|の後|のあと|(?:やり|し)?終わ|済ん|済ませ)"
)  # fmt: skip
# a moment another rule governs, or one the run does not model
_OTHER_MOMENT = re.compile(
    r"キャラ(?:クター)?\s*[・･]?\s*フェ[イー]ズ|キャラフェ|エンド\s*[・･]?\s*フェ[イー]ズ"
    # 「相手のターンが終わったら」「相手のターンの後」「次のターン」: a later turn — the asker's own
    # next turn has its キャラクターフェイズ (602.1), not the moment refused
    r"|ターン\s*(?:の|が|を|は)?\s*(?:終わ|終了|最後|明け|過ぎ|後|あと|次)|次\s*の\s*(?:自分の\s*)?ターン"
    r"|スタート\s*[・･]?\s*フェ[イー]ズ|ステップ"
)  # the スタートフェイズ's steps: the run cannot stop in them (its choices lead to the キャラクターフェイズ)
# the card put into play by an effect (アンブッシュ 1314, a card's text), not entered from the hand
_BY_EFFECT = re.compile(
    r"アンブッシュ|効果|能力|「|『|コトダマで|ジツで|踏み倒|タダで|コスト(?:を)?払わず|デッキから|オヒガンから|エテル(?:・ゾーン)?から"
)
# an unread katakana word (「ヨロコンデー!で」) may be a card whose text puts the character into play
_NAME = re.compile(r"[ァ-ヶー]{3,}")
_KNOWN = frozenset({"フェイズ", "エテル", "ステップ", "キャラ", "キャラクター", "カード", "ターン"})
_ACTS = frozenset({"play", "aisatsu", "ikusa", "attack"})
NOTE = (
    "手札のキャラクターカードを、問われた時点(自分のキャラクターフェイズ以外)にエントリーしようとする"
    "場面としてシミュレーションしています(コストとエテルは支払えるものとしています: フェイズの条件が先に"
    "満たされないため結果は変わりません)。"
)


def _fits(f: Fact, turns: tuple[Fact, ...]) -> bool:
    if f.negated and f.role is not Role.NEUTRAL:
        return False
    if f.role in (Role.ASK, Role.NEUTRAL):
        return f.concept not in ("effect", "cause", "restated")
    if f.role is Role.OWNER:
        # 「相手のターン」: the owner word of a turn told, not a player acting
        return f.owner == "self" or any(t.start <= f.start and f.end <= t.end for t in turns)
    if f.role is Role.TERM:
        return f.concept in (
            "キャラクター",
            "エントリー",
            "アイサツ",
            "イクサ",
            "etel_step",
            "ドロー",
            "プレイヤー",
        )
    if f.role is Role.TURN:
        return f.concept in ("self_turn", "opponent_turn")
    if f.role is Role.CARD:
        return f.concept == "character" and f.owner in (None, "self")
    if f.role is Role.ACTION:
        return f.concept in _ACTS
    if f.role is Role.STAT:
        return f.concept == "cost" and f.owner in (None, "self")
    if f.role is Role.MODIFIER:
        return f.concept == "repeat"
    if f.role is Role.QUANTITY:
        return f.concept in ("etel", "hand") and f.owner in (None, "self")
    if f.role is Role.NUMBER:
        return f.concept == "ordinal"
    return False


def _moment(reading: Reading, asked: Fact) -> str | None:
    """The moment the asked entry is tried in: ``ikusa`` (the asker's イクサフェイズ), ``theirs``
    (the opponent's turn: its キャラクターフェイズ) or ``theirs_ikusa``; None when it is not plain."""
    if _OTHER_MOMENT.search(reading.text):
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    ikusa = IKUSA_MOMENT.search(reading.text, 0, asked.start) is not None
    if "opponent_turn" in turns:
        return None if "self_turn" in turns else "theirs_ikusa" if ikusa else "theirs"
    return "ikusa" if ikusa else None


def entry_phase(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or _BY_EFFECT.search(reading.text):
        return None
    if any(_NAME.fullmatch(t) and t not in _KNOWN for _, _, t in reading.unread):
        return None
    asked = asked_action(reading)
    if asked is None or asked.concept != "play" or asked.negated:
        return None
    turns = reading.of(Role.TURN)
    if not all(_fits(f, turns) for f in reading.facts):
        return None
    # the entered card is a character (「手札のキャラ出せる?」): a character noun in the question
    if not any(f.concept == "character" for f in reading.of(Role.CARD)):
        return None
    moment = _moment(reading, asked)
    if moment is None:
        return None
    costs = [int(f.value) for f in reading.of(Role.STAT) if f.concept == "cost" and isinstance(f.value, int)]
    cost = costs[-1] if costs else 1
    mine = PLAYER2 if moment.startswith("theirs") else PLAYER1
    fought = [f for f in reading.of(Role.ACTION) if f.concept in ("aisatsu", "ikusa", "attack")]
    if fought and moment != "ikusa":
        return None  # an アイサツ told in another moment: whose, and when, is not plain
    repeats = [int(f.value) for f in reading.of(Role.MODIFIER) if isinstance(f.value, int)]
    made = (repeats[0] if len(repeats) == 1 and 1 <= repeats[0] <= 3 else 1) if fought else 0
    # the アイサツ told before the entry (704): the asker's characters made them at the opponent
    field = [
        {"id": f"a{i}", "name": f"アイサツしたキャラ{i + 1}", "karate": 1, "durability": 1}
        for i in range(made)
    ]
    aisatsu = [{"kind": "aisatsu", "player": mine, "attacker": c["id"], "target": "player2"} for c in field]
    hand = [{"id": "c", "name": "エントリーしたいキャラ", "cost": cost}]
    payload: dict[str, Any] = {
        "phase": "character" if moment == "theirs" else "ikusa",
        mine: {"etel": max(cost, 1) + 2, "hand": hand, **({"field": field} if field else {})},
        "actions": [*aisatsu, {"kind": "enter", "player": mine, "card": "c", "now": True}],
    }
    if mine == PLAYER2:
        payload[PLAYER1] = {}
    other = PLAYER1 if mine == PLAYER2 else PLAYER2
    who = Sides(mine, {mine: "自分", other: "相手"})

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return (
                "エントリーできません。手札のキャラクターカードは、自分のキャラクターフェイズ中に、"
                "コトダマ空間が空の時にのみエントリーできます"
            )
        return "エントリーできます"

    types = ("entry", "rejected")
    return BuiltScenario(f"{GAME}.plan.entry_phase", payload, tell(head, who, types, 3), (NOTE,))
