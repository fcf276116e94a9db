"""Shadowverse Evolve: a card of the asker's played in answer to the opponent's move in the opponent's
main phase (「相手のメインフェイズ、相手がフォロワーを1体プレイしただけでまだ攻撃はしてない。手札の
【クイック】のスペルを割り込ませて撃てる?」).

The main phase is the turn player's: only it plays cards there (7.3.3), and a 【クイック】 card lets the
other player play one only at the moments the rules name — after an attack by the opponent's follower
(8.4.7) and in the opponent's end phase (7.4.5; 12.3.2, 12.3.4). The run: the opponent plays the card it
is told to have played (a follower, or a spell with no effect scripted — what it does changes no moment
to answer it), then the asker tries its card: the engine refuses a play by the non-turn player in the
main phase. An attack told made (not denied), an end phase, a stat or a count other than the opponent's
one card is another family.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_THEIR_MAIN = re.compile(r"(?:相手|向こう)の?\s*(?:ターンの?)?\s*メインフェイズ")
# 「まだ攻撃してない」「攻撃はしてない」「攻撃前」: the attack denied
_NO_ATTACK = re.compile(
    r"\s*(?:は|を|も)?\s*(?:まだ)?\s*(?:し(?:て)?(?:い)?ない|してません|して(?:い)?なくて|前)"
)
# 「次の俺のターンに」「俺のメインフェイズに」「エンドフェイズになったら」「そのうち」: the try asked at
# another moment than right after the opponent's move (12.3.5 in the asker's own turn, 7.4.5 in the end phase)
_ELSEWHEN = re.compile(r"ターン|フェイズ|次|後|あと|たら|なら|とき|時|終|いつ|そのうち|いずれ|まで|うちに")


def main_phase_quick(reading: Reading) -> BuiltScenario | None:
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept not in ("play", "use"):
        return None
    if not _THEIR_MAIN.search(reading.text) or any(
        f.concept != "opponent_turn" for f in reading.of(Role.TURN)
    ):
        return None
    keywords = reading.of(Role.KEYWORD)
    if len(keywords) != 1 or keywords[0].concept.strip("【】") != "クイック":
        return None
    if reading.of(Role.STAT, Role.STATE, Role.MODIFIER, Role.QUANTITY):
        return None
    acts = [f for f in reading.of(Role.ACTION) if f is not action]
    attacks = [f for f in acts if f.concept in ("attack", "attacked")]
    if any(not (f.negated or _NO_ATTACK.match(reading.text, f.end)) for f in attacks):
        return None  # an attack told made: 8.4.7's moment (`sve_moves.quick_response`)
    moves = [f for f in acts if f not in attacks]
    if len(moves) != 1 or moves[0].concept not in ("play", "use") or moves[0].start > keywords[0].start:
        return None
    told = max([moves[0].end, *(f.end for f in attacks)])
    if _ELSEWHEN.search(reading.text, told, action.start):
        return None
    played = _played_kind(reading, moves[0])
    if played is None or any(isinstance(f.value, int) and f.value != 1 for f in reading.of(Role.NUMBER)):
        return None
    mine = [f for f in reading.of(Role.CARD) if f.owner == "self" and f.start < moves[0].start]
    if any(f.concept != "follower" for f in mine):
        return None
    kind = "spell" if played == "spell" else "follower"
    after = [f for f in reading.of(Role.CARD) if f.start >= keywords[0].end]
    own = "follower" if after and after[0].concept == "follower" else "spell"  # 「【クイック】のフォロワー」
    card: dict[str, Any] = {"id": "q", "name": "自分の手札のカード", "kind": own}
    if not keywords[0].negated:
        card["keywords"] = ["クイック"]
    asker: dict[str, Any] = {"pp": 1, "pp_max": 1, "hand": [card]}
    if mine:  # 「こっちのフォロワーに除去スペル」: the follower it is aimed at
        asker["field"] = [{"id": "m", "name": "自分のフォロワー"}]
    payload = {
        "player1": {"hand": [{"id": "o", "name": "相手のカード", "kind": kind}]},
        "player2": asker,
        "actions": [{"type": "play", "card": "o"}, {"type": "play", "card": "q", "player": "player2"}],
    }
    notes = ["相手のカードの効果は、割り込めるかどうかに関わらないので再現していません。"]
    notes.append("自分のカードのコストは指定がないので1、PPは1残っていると仮定。")
    return BuiltScenario(
        f"{GAME}.planned_main_phase_quick",
        payload,
        story(_head, types=("rejected", "play"), limit=2, me="player2"),
        tuple(notes),
    )


# 「それが終わった」「ダメージを受けた後に」「次の俺のターンに」「そのあと」: a moment told or asked past the
# attack's own (8.4.7 comes before its damage, 8.4.9; the attack ends at 8.4.11)
_PAST = re.compile(
    r"終わ|終了|次|(?<!相手の)(?<!相手)ターン|フェイズ|ダメ(?![^。??]{0,8}前)|その\s*(?:後|あと)|解決"
)


def past_the_attack(reading: Reading, keyword: Fact) -> bool:
    """A move told after the opponent's attack (「そのあと相手がフォロワーを1体プレイした」: a new choice
    of its main phase, 7.3.3 — the attack is over) or a later moment said between the attack and the try
    asked."""
    attack = max(f.end for f in reading.facts if f.concept == "attacked" and not f.negated)
    asked_at = max(
        (f.start for f in reading.of(Role.ACTION) if f.start >= keyword.end), default=keyword.start
    )
    if any(
        attack <= f.start < keyword.start and f.concept in ("play", "use", "damage")
        for f in reading.of(Role.ACTION)
    ):
        return True
    return _PAST.search(reading.text, attack, asked_at) is not None


def _played_kind(reading: Reading, move: Fact) -> str | None:
    """What the opponent played: the card noun right before its verb (「フォロワーを1体プレイ」
    「除去スペル撃ってきた」), else None."""
    before = [f for f in reading.of(Role.CARD) if f.end <= move.start and f.owner != "self"]
    start = max(reading.text.rfind(c, 0, move.start) for c in "。??、")
    if before and before[-1].start > start:
        return "follower" if before[-1].concept == "follower" else None
    if re.search(r"スペル\s*(?:を)?\s*$", reading.text[start + 1 : move.start]):
        return "spell"
    return None


def _head(sim: SimulationResult) -> str:
    refused = any(e.type == "rejected" for e in sim.events)
    if refused:
        return (
            "相手のメインフェイズには、【クイック】を持つカードでも割り込んでプレイできません"
            "(【クイック】は相手の攻撃後と相手のエンドフェイズにプレイできます)"
        )
    return "そのカードをプレイできます"
